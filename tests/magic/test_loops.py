"""Games that always end (issue 26): loop-prone boards played by the bots end; an action that
brought the game back to a state its player already acted from is refused there (CR 729.3);
a turn that never ends is a recorded draw (CR 104.4b); an engine path with no decision raises
a typed error naming the seed, never hangs."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.agents.magic import magic_bot
from cardtable.agents.magic.commander import commander_bot
from cardtable.core.errors import EngineLoop, IllegalAction
from cardtable.games.magic import loops, priority
from cardtable.games.magic.actions import Activate, Cast, Pass
from cardtable.games.magic.decks import bundled_decks
from cardtable.games.magic.game import MagicGame, MagicSettings, new_game, replay
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import A, B, Scenario
from tests.magic.test_conformance import Invariants
from tests.oracle.conftest import real


def _cards(*names: str) -> dict[str, Any]:
    cards = dict(card_pool())
    for name in names:
        cards[name] = real(name)
    return cards


def _play(game: MagicGame, bots: list[Any], limit: int) -> int:
    """The bots play ``game`` to its end with the invariants checked; the decisions made."""
    invariants = Invariants(game)
    made = 0
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        game.apply(bots[decision.player].choose(game.view(decision.player), decision),
                   player=decision.player, decision_id=decision.id)
        made += 1
        invariants.check(made)
        assert made < limit, "the game did not end"
    return made


def _greaves_board(seed: int = 1) -> Scenario:
    s = Scenario(2, cards=_cards("Lightning Greaves"), strict=False, seed=seed)
    s.put(A, "Lightning Greaves")
    s.put(A, "Grizzly Bears")
    s.put(A, "Grizzly Bears")
    return s.start()


def test_cr_729_3_a_zero_equip_between_two_creatures_is_not_repeated() -> None:
    """CR 729.3: equip {0} moves Lightning Greaves to the other Bears, then back: the game is
    where its player already acted, so the same activation is no longer offered there and is
    refused if sent; passing still is."""
    s = _greaves_board()
    game = s.game
    greaves = s.id("Lightning Greaves")
    first, second = s.ids("Grizzly Bears")
    equip = next(o for o in game.pending.options
                 if isinstance(o, Activate) and o.source == greaves)

    def equip_to(bear: int) -> None:
        game.apply(equip, player=A)
        s.then("cast.target", bear)
        s._drain()
        s.resolve()

    equip_to(first)
    assert s.obj(greaves).attached_to == first
    equip_to(second)
    assert s.obj(greaves).attached_to == second
    equip_to(first)  # back where the first equip began: nothing of consequence changed
    assert s.obj(greaves).attached_to == first
    options = game.pending.options
    assert equip not in options and Pass() in options
    with pytest.raises(IllegalAction):
        game.apply(equip, player=A)
    assert game.loops.refused >= 1


def test_cr_729_3_bots_with_a_zero_equip_and_two_creatures_finish_the_game() -> None:
    """The hang of the precon simulation (issue 26): the Commander bot re-equipped Lightning
    Greaves ({0}) between two creatures forever. Now the game ends (by life or the turn
    limit) with the invariants kept, and its record replays."""
    s = _greaves_board(seed=3)
    s.put(B, "Grizzly Bears")
    bots = [commander_bot("commander", 1), commander_bot("commander", 2)]
    made = _play(s.game, bots, 20_000)
    assert made < 20_000 and s.game.result is not None
    assert s.game.loops.refused > 0  # the bot was stopped from equipping back and forth


def test_cr_702_51a_a_convoke_spell_begun_and_rewound_is_not_begun_again() -> None:
    """An uncastable convoke spell (CR 702.51a, 601.2h): the caster taps no creature, the
    cost cannot be paid, the cast is rewound (CR 730.1). Beginning it again from the same state
    would loop (the issue's Hour of Reckoning hang), so it is refused there (CR 729.3)."""
    s = Scenario(2, cards=_cards("Hour of Reckoning"), strict=False)
    for _ in range(4):
        s.put(A, "Plains")
    for _ in range(3):
        s.put(A, "Grizzly Bears")
    s.hand(A, "Hour of Reckoning")
    s.start()
    game = s.game
    cast = next(o for o in game.pending.options if isinstance(o, Cast))
    game.apply(cast, player=A)
    assert game.pending.tag == "cast.convoke"
    with pytest.raises(IllegalAction):
        game.apply(cast, player=A)  # not a priority decision now
    game.apply((), player=A)  # no creature: {4}{W}{W}{W} from four Plains cannot be paid
    assert game.pending.tag == "priority" and s.zone_of("Hour of Reckoning") == "hand"
    assert cast not in game.pending.options and Pass() in game.pending.options


def test_cr_702_51a_the_bot_taps_creatures_for_convoke_and_the_spell_resolves() -> None:
    """The heuristic bots tap as many creatures as the lands fall short (each paying {1}):
    Hour of Reckoning is cast with four Plains and three Bears and destroys the creatures."""
    s = Scenario(2, cards=_cards("Hour of Reckoning"), strict=False)
    for _ in range(4):
        s.put(A, "Plains")
    for _ in range(3):
        s.put(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    s.hand(A, "Hour of Reckoning")
    s.start()
    bots = [commander_bot("commander", 1), commander_bot("commander", 2)]
    game = s.game
    for _ in range(12):
        decision = game.pending
        game.apply(bots[decision.player].choose(game.view(decision.player), decision),
                   player=decision.player)
        if s.zone_of("Hour of Reckoning") == "graveyard":
            break
    assert s.zone_of("Hour of Reckoning") == "graveyard"
    assert not s.ids("Grizzly Bears", "battlefield")


def test_cr_104_4b_a_turn_past_its_budget_is_a_recorded_draw(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 104.4b: a turn that spends the per-turn decision budget ends the game as a draw of
    everyone still in it, logged with the rule and why; the record replays to the same
    result."""
    monkeypatch.setattr(loops, "TURN_DECISION_BUDGET", 12)
    settings = MagicSettings(tuple(bundled_decks(2)), card_pool(), turn_limit=50)
    game = new_game(settings, 5)
    _play(game, [magic_bot("heuristic", 1), magic_bot("heuristic", 2)], 10_000)
    result = game.result
    assert result is not None and result.reason == loops.LOOP_DRAW_REASON
    assert result.groups == ((0, 1),)
    drawn = [e for e in game.transcript() if "loop_draw" in e]
    assert drawn and "104.4b" in drawn[0]
    again = replay(game.record)
    assert again.result is not None and again.result.to_json() == result.to_json()


def test_an_engine_path_with_no_player_left_raises_a_typed_error_naming_the_seed() -> None:
    """No engine path may spin: with every player gone, finding the next player to receive
    priority raises :class:`EngineLoop` with the seed and the turn, instead of hanging."""
    s = _greaves_board(seed=77)
    for p in s.state.players:
        p.left = True
    with pytest.raises(EngineLoop, match=r"seed 77.*turn 2"):
        priority.next_player(s.game, 0)
