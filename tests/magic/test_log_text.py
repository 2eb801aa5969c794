"""The engine's log as English lines by player name (games/magic/log_text.py, issue 27): attacks,
blocks, combat damage, spells with targets, triggers, zone changes, life — never raw tuples."""

from __future__ import annotations

import re

from cardtable.core.events import Event
from cardtable.games.magic.log_text import LogText, game_lookup, player_names
from tests.magic.dsl import A, B, Scenario

RAW = re.compile(r"\(\d+,\)|#\d+|->|\bp\d\b|\[|\]")


def _lines(s: Scenario, observer: int | None = A) -> list[str]:
    names = ("Alice", "Bob")
    return LogText(names, observer, game_lookup(s.game, observer)).lines(
        s.game.events_for(observer))


def test_combat_lines_name_attackers_blockers_and_damage_by_player() -> None:
    s = Scenario(2, strict=False)
    bears = s.put(A, "Grizzly Bears")
    elves = s.put(A, "Llanowar Elves")
    wall = s.put(B, "Grizzly Bears")
    s.start(A, "main1")
    s.attack({bears: "p1", elves: "p1"})
    s.block(B, {wall: bears})
    s.to_step("end")
    lines = _lines(s)
    assert "Alice attacks Bob with Grizzly Bears and Llanowar Elves." in lines
    assert "Bob blocks Grizzly Bears with Grizzly Bears." in lines
    assert "Llanowar Elves deals 1 combat damage to Bob (life 19)." in lines
    assert "Grizzly Bears deals 2 combat damage to Grizzly Bears." in lines
    assert "Grizzly Bears goes to Alice's graveyard (state-based action)." in lines
    assert "Grizzly Bears goes to Bob's graveyard (state-based action)." in lines
    assert not [line for line in lines if RAW.search(line)]


def test_a_spell_cast_with_its_target_resolves_and_the_life_change_is_by_name() -> None:
    s = Scenario(2, strict=False)
    s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt")
    s.start(B, "main1")
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.resolve()
    lines = _lines(s)
    assert "Bob taps Mountain for mana." in lines
    assert "Bob casts Lightning Bolt targeting Alice." in lines
    assert "Lightning Bolt deals 3 damage to Alice (life 17)." in lines
    assert lines.index("Bob casts Lightning Bolt targeting Alice.") < lines.index(
        "Lightning Bolt resolves.")


def test_a_triggered_ability_is_named_with_its_controller() -> None:
    text = LogText(("Alice", "Bob"))
    line = text.text(Event("trigger", 1, (("name", "Soul Warden"), ("item", 12),
                                          ("targets", ["player 0"]), ("x", 0))))
    assert line == "Bob's Soul Warden triggers, targeting Alice."


def test_hidden_cards_are_named_only_for_their_owner() -> None:
    event = Event("draw", 0, (("count", 2),), (("cards", ("Forest", "Opt")),))
    assert LogText(("Alice", "Bob"), 0).text(event.for_player(0)) == (
        "Alice draws 2 cards: Forest and Opt.")
    assert LogText(("Alice", "Bob"), 1).text(event.for_player(1)) == "Alice draws 2 cards."


def test_life_poison_and_moves_between_zones_read_as_sentences() -> None:
    text = LogText(("Alice", "Bob"))
    assert text.text(Event("life", 1, (("gained", 4), ("life", 24)))) == (
        "Bob gains 4 life (life 24).")
    assert text.text(Event("life", 0, (("lost", 2), ("life", 18)))) == (
        "Alice loses 2 life (life 18).")
    assert text.text(Event("poison", 0, (("poison", 3),))) == "Alice has 3 poison counters."
    assert text.text(Event("move", None, (("name", "Forest"), ("old", 5), ("new", 9),
                                          ("frm", "hand"), ("to", "battlefield"),
                                          ("cause", "play_land")))) == "Forest is played."
    assert text.text(Event("move", 1, (("name", "Island"), ("old", 5), ("new", 9),
                                       ("frm", "hand"), ("to", "graveyard"),
                                       ("cause", "discard")))) == "Bob discards Island."
    assert text.text(Event("step", 0, (("step", "upkeep"),))) is None


def test_an_unknown_event_falls_back_to_words_without_raw_tuples() -> None:
    line = LogText(("Alice", "Bob")).text(Event("new_thing", 1, (("of", ("player 0", 3)),)))
    assert line == "Bob: new thing (of Alice and 3)."
    assert player_names(3, ("Zed",)) == ("Zed", "Bo", "Cy")
