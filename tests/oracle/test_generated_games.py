"""A generated test per supported card (magic.md §2): in a seeded game the card is put where it
can be cast, played or activated — in hand with lands of every colour on the battlefield, a
copy already on the battlefield, creatures and cards in graveyards to target — then a random
legal option that uses the card is taken, every later choice is a seeded random bot's, and the
engine's invariants (magic.md §3) are checked after every action.

The normal suite runs a seeded sample of the supported cards; ``--oracle-all`` runs them all.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

from cardtable.agents.magic import magic_bot
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, Cast, PlayLand
from cardtable.games.magic.model.loader import card_from_data, card_pool, card_to_data
from cardtable.games.magic.objects import STACK
from cardtable.games.magic.oracle.database import compile_entries
from tests.magic.dsl import Scenario
from tests.magic.test_conformance import Invariants
from tests.oracle.conftest import atomic

SAMPLE = 24
BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
HELPERS = ("Grizzly Bears", "Serra Angel", "Forest", "Plains", "Island", "Swamp", "Mountain",
           "Wastes", "Swiftfoot Boots", "Glorious Anthem")


@cache
def supported_cards(everything: bool = False) -> dict[str, m.CardDef]:
    """The supported one-faced cards of every 15th card of the file, or with ``everything`` of
    the whole file (compiled once per test session)."""
    names = sorted(atomic())
    db = compile_entries(atomic(), names if everything else names[::15])
    return {n: c.card for n, c in db.cards.items() if c.supported and c.card is not None}


def _sample(everything: bool) -> list[str]:
    names = sorted(supported_cards(everything))
    if everything:
        return names
    return sorted(random.Random(20220425).sample(names, SAMPLE))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "card_name" in metafunc.fixturenames:
        everything = bool(metafunc.config.getoption("--oracle-all"))
        metafunc.parametrize("card_name", _sample(everything))


HELPER_SUBTYPES = frozenset({"Bear", "Angel", "Equipment"})


def _needs_a_spell_target(card: m.CardDef) -> bool:
    """Targets the wider board cannot offer before combat: a spell or ability on the stack, an
    attacking or blocking creature, or one "attacking or blocking" (CR 506.4), a creature that
    entered this turn, a flier of a colour other than white, or a permanent of a subtype none
    of the board's cards has ("target Human creature"); or an Aura that enchants a snow
    permanent."""
    pool = card_pool()
    board = {w for name in (*HELPERS, *WIDER_BOARD)
             for w in pool[name].type_line.partition("—")[2].split()}
    board |= set(card.type_line.partition("—")[2].split())
    keywords = {a.name for name in (*HELPERS, *WIDER_BOARD) for a in pool[name].abilities
                if isinstance(a, m.Keyword)}

    def every_mode_needs_one(a: object) -> bool:
        # a modal spell is castable when any mode is (CR 700.2a): every mode must lack one
        modes = getattr(a, "modes", None)
        return modes is not None and all(
            any(_unboardable(t, board, keywords) for t in mode.targets) for mode in modes.modes)

    return any(_unboardable(t, board, keywords)
               for a in card.abilities for t in getattr(a, "targets", ())) or any(
        every_mode_needs_one(a) for a in card.abilities) or any(
        # an Aura that enchants a snow permanent (On Thin Ice): none on the board either
        isinstance(a, m.Keyword) and a.name == "enchant" and a.filter is not None
        and "Snow" in a.filter.supertypes for a in card.abilities)


def _unboardable(t: m.TargetSpec, board: set[str], keywords: set[str]) -> bool:
    """One target the wider board cannot offer before combat (see _needs_a_spell_target)."""
    return (t.what in ("spell", "ability", "spell_or_ability") or t.filter.attacking
           or t.filter.blocking
           or t.filter.in_combat
           or t.filter.entered_this_turn  # the scenario's permanents were there before
           # the board's only fliers are white (Serra Angel)
           or ("flying" in t.filter.keywords and t.filter.colors
               and "W" not in t.filter.colors)
           or (t.what in ("permanent", "creature") and t.filter.subtypes
               and not set(t.filter.subtypes) & board)
           # "target creature with defender": a keyword none of the board's cards has
           or bool(set(t.filter.keywords) - keywords)
           # "target colorless creature", "target multicolored creature": the board's
           # creatures are one colour each
           or t.filter.colorless is True or t.filter.multicolored is True
           or "Snow" in t.filter.supertypes  # no snow permanent on the board
           # "target creature you control with a +1/+1 counter on it" (Mutant's Prey): no
           # permanent of the board has a counter
           or bool(t.filter.counters)
           # "target legendary creature card from your graveyard" (Goryo's Vengeance): the
           # graveyards hold no legendary card
           or (t.zone == "graveyard" and "Legendary" in t.filter.supertypes))


_HELPER_SUBTYPES = {"Bear", "Angel", "Forest", "Plains", "Island", "Swamp", "Mountain"}


def test_generated_game_for_a_supported_card(card_name: str, oracle_all: bool) -> None:
    """CR 601.2 / 602.2 / 305.1: the card is cast (or activated, or played) with random legal
    choices, and the game keeps the invariants for a hundred more random actions. The card
    also survives the record format (a game's record names its cards' abilities as data: a
    model field called "kind", or a hint the loader cannot read, broke the soak's replays)."""
    card = supported_cards(oracle_all)[card_name]
    assert card_from_data(card_to_data(card)) == card
    run_generated(card_name, card)


WIDER_BOARD = ("Hill Giant", "Walking Corpse", "Horned Turtle", "Savannah Lions",
               "Anowon, the Ruin Sage", "High Market")
"""Put tapped onto each battlefield of the wider board: tapped creatures of every colour, a
1-power one, a legendary one, a nonbasic land; each Hill Giant was dealt 1 damage earlier this
turn (for "target creature that was dealt damage this turn", CR 120.3)."""
WIDER_GRAVEYARD = ("Swiftfoot Boots", "Goblin Piker", "Walking Corpse")
"""And into each graveyard: an artifact card and more creature cards."""


def run_generated(card_name: str, card: m.CardDef, graveyard: tuple[str, ...] = ()) -> None:
    """The generated game for one card (also used by the tests of the cards added later);
    ``graveyard``: helper cards put into each graveyard besides the usual ones. A card with
    no legal use on the usual board (no tapped creature to target, no artifact card in a
    graveyard, …) is tried again on a wider board, which it must be able to use unless its
    targets can only be spells, attackers or blockers, or it may not be cast now."""
    seed = sum(card_name.encode())
    made = _generated_board(card_name, card, graveyard, seed, wider=False)
    if made is None:
        made = _generated_board(card_name, card, graveyard, seed, wider=True)
    if made is not None:
        _play_generated(card_name, seed, *made)



def _generated_board(card_name: str, card: m.CardDef, graveyard: tuple[str, ...], seed: int,
                     wider: bool) -> tuple[Any, list[Any], Invariants] | None:
    """The scenario with the card in hand and on the battlefield, started, and the options
    that use it; ``None`` when there is none (and none is owed, on the wider board)."""
    pool = card_pool()
    extra = (*WIDER_BOARD, *WIDER_GRAVEYARD) if wider else ()
    cards = {name: pool[name] for name in (*HELPERS, *extra)} | {card_name: card}
    sc = Scenario(cards=cards, strict=False, seed=seed)
    bears: dict[int, int] = {}
    for player in (0, 1):
        for color, basic in BASICS.items():  # enough of each for the card's own pips
            sc.lands(player, basic, max(3, card.mana_cost.count("{" + color + "}")))
        sc.lands(player, "Wastes", 2)
        bears[player] = sc.put(player, "Grizzly Bears")
        sc.put(player, "Serra Angel")  # a flier, for "target creature with flying"
        sc.put(player, "Swiftfoot Boots")  # for "target artifact"
        sc.put(player, "Glorious Anthem")  # for "target enchantment"
        sc.graveyard(player, "Grizzly Bears")
        sc.graveyard(player, "Forest")
        sc.graveyard(player, card_name)
        for name in graveyard:
            sc.graveyard(player, name)
        if wider:
            for name in WIDER_BOARD:
                sc.put(player, name, tapped=True)
            for name in WIDER_GRAVEYARD:
                sc.graveyard(player, name)
    # an Aura on the battlefield is attached to something (an unattached one would go to the
    # graveyard as the game starts, CR 704.5m, and its triggers would hold the stack)
    aura = "Aura" in card.type_line and any(
        isinstance(a, m.Keyword) and a.name == "enchant" and a.filter is not None
        and a.filter.types == ("Creature",) and a.filter.controller in ("any", "you")
        for a in card.abilities)
    sc.put(0, card_name, attached_to=bears[0] if aura else None)
    sc.hand(0, card_name)
    if wider:  # each Hill Giant was dealt 1 damage earlier this turn (by the other's Bears)
        for giant in [o for o in sc.state.battlefield if sc.obj(o).card.name == "Hill Giant"]:
            sc.obj(giant).damage = 1
            sc.state.damaged_by.add((bears[1 - sc.obj(giant).controller], giant))
    sc.start()
    if sc.state.stack:
        # an Aura put onto the battlefield unattached went to the graveyard as the game
        # started (704.5m); what that triggered resolves first, so sorcery-speed casts are open
        sc.resolve()
    game = sc.game
    invariants = Invariants(game)
    invariants.step = (game.state.turn, game.state.step)  # the scenario starts mid-step
    decision = game.pending
    assert decision is not None and decision.player == 0 and decision.tag == "priority"
    names = {card_name, card.name, *(face.name for face in card.faces)}  # a face or half
    uses = [o for o in decision.options if isinstance(o, (Cast, Activate, PlayLand))
            and o.name in names]
    if not uses:
        if not wider:
            return None  # tried again on the wider board
        # A spell that can only target spells or abilities (or attacking creatures) has no
        # legal target on an empty stack before combat, so it cannot be cast (CR 601.2c);
        # anything else must be usable.
        from cardtable.games.magic.timing import may_cast_now

        # … or a spell castable only at another time ("Cast this spell only during combat",
        # CR 601.3a)
        # … or a card with no mana cost that is only spliced or suspended (Evermind; CR
        # 118.6, 202.1b: it can't be cast for its mana cost)
        no_cost = not card.mana_cost and any(
            isinstance(a, m.Keyword) and a.name in ("splice", "suspend") for a in card.abilities)
        # … or a card whose copy on the battlefield forbids casting it ("You can't cast
        # creature spells.", Steel Golem; CR 101.2, cast_bans.py)
        from cardtable.games.magic.cast_bans import cast_banned

        banned = any(cast_banned(game.state, 0, game.state.objects[i])
                     for i in game.state.zone(0, "hand")
                     if game.state.objects[i].card.name in names)
        assert _needs_a_spell_target(card) or not may_cast_now(game.state, 0, card) or \
            no_cost or banned, f"{card_name} offers no action: {decision.options}"
        return None
    return game, uses, invariants


def _play_generated(card_name: str, seed: int, game: Any, uses: list[Any],
                    invariants: Invariants) -> None:
    """Take a random use of the card, then let seeded random bots play on, checking the
    invariants after every action."""
    rng = random.Random(seed)
    game.apply(rng.choice(uses), player=0)
    bots = [magic_bot("random", seed), magic_bot("random", seed + 1)]
    made = 1
    invariants.check(made)
    while not game.is_over and made < 150:
        pending = game.pending
        assert pending is not None
        game.apply(bots[pending.player].choose(game.view(pending.player), pending),
                   player=pending.player, decision_id=pending.id)
        made += 1
        invariants.check(made)
    assert all(game.state.objects[item.obj].zone == STACK for item in game.state.stack
               if item.obj is not None)
