"""Engine faults the random-deck soak found (issue 26), each minimised to a seed and a card
list by the harness, fixed, and pinned here by a scenario test named after its rule."""

from __future__ import annotations

from cardtable.games.magic.model.loader import card_from_data, card_to_data
from tests.magic.dsl import A
from tests.oracle.conftest import game, real


def test_cr_707_9b_copy_exceptions_with_colours_survive_the_game_record() -> None:
    """Soak seed 100, game 232 (minimised to Croaking Counterpart): the record pins the card
    definitions, and a copy effect's exceptions ("except it's a 1/1 green Frog", CR 707.9b)
    came back from the record's JSON as a list where a tuple of colours is expected, so the
    record could not be replayed."""
    card = real("Croaking Counterpart")
    again = card_from_data(card_to_data(card))
    assert again == card


def test_cr_702_51a_a_mode_only_convoke_can_pay_for_is_a_legal_choice() -> None:
    """Soak seed 100, game 262 (minimised to Sprouting Renewal): the spell was offered
    because its convoke creatures count towards its cost (CR 702.51a, 601.2f), but choosing
    its mode was refused as unpayable, the check counting mana alone (CR 700.2h). With one
    Forest and two creatures the mode is accepted, the creatures pay, the token is made."""
    s = game("Sprouting Renewal")
    s.lands(A, "Forest", 1)
    bears = [s.put(A, "Grizzly Bears"), s.put(A, "Grizzly Bears")]
    s.hand(A, "Sprouting Renewal")
    s.start()
    s.cast(A, "Sprouting Renewal", modes=[0], convoke=bears)
    s.resolve()
    assert s.zone_of("Sprouting Renewal") == "graveyard"
    assert all(s.obj(b).tapped for b in bears)
    tokens = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert len(tokens) == 1 and "Elf" in tokens[0].card.type_line


def test_cmd_2_1_a_flip_card_commander_named_by_both_faces_goes_to_the_command_zone() -> None:
    """Soak seed 9203, 21 of 2,000 games (minimised to Rune-Tail, Kitsune Ascendant // Rune-Tail's
    Essence, newly supported): a deck names its commander by the whole card's name, but a card
    of several faces is named by its front face in play, so the commander was never found in
    the library and no game began (CMD-2.1, CR 709.4 / 710.1)."""
    from cardtable.games.magic.commander.game import CommanderGame, CommanderSettings
    from cardtable.games.magic.model.loader import card_pool

    rune_tail = "Rune-Tail, Kitsune Ascendant // Rune-Tail's Essence"
    cards = dict(card_pool())
    cards[rune_tail] = real(rune_tail)
    decks = ((rune_tail, *["Plains"] * 99), ("Grizzly Bears", *["Forest"] * 99))
    game = CommanderGame(CommanderSettings(decks, ((rune_tail,), ("Grizzly Bears",)), cards), 7)
    (commander,) = game.state.zone(0, game.command_zone)
    assert game.state.objects[commander].card.name == "Rune-Tail, Kitsune Ascendant"
    assert game.state.commanders[game.state.objects[commander].uid] == 0
