"""The fast Dominarion loop plays exactly the kernel's game (issue 15, "faster Dominarion").

Every test plays the same seeded game twice — on the kernel with ``StrategyBot`` reading its
views, and in :mod:`cardtable.games.dominarion.fast` — and requires the same answers, one by one,
and the same result (DOM-3 … DOM-7 as the engine applies them). The fast loop's answers replay on
the kernel into a record that gives the same result (DOM-9.1).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.agents.dominarion.bot import StrategyBot
from cardtable.agents.dominarion.strategy import (
    ACTIONS,
    BUY_TARGETS,
    CONDITIONS,
    GAIN_TARGETS,
    Strategy,
    builtin_strategies,
    strategy_from_data,
)
from cardtable.agents.search import act
from cardtable.core.game import GameResult
from cardtable.core.record import GameRecord
from cardtable.games.dominarion import DominarionSettings, new_game, replay
from cardtable.games.dominarion.fast import FastGame, FastOutcome, play_fast
from cardtable.sim.runner import play_game, run_games, summarize

BUILTIN = builtin_strategies()


def kernel_game(game_settings: DominarionSettings, strategies: list[Strategy],
                seed: int) -> tuple[GameResult, list[tuple[int, Any]], int, Any]:
    game = new_game(settings=game_settings, seed=seed)
    bots = [StrategyBot(s) for s in strategies]
    answers: list[tuple[int, Any]] = []
    while (decision := game.pending) is not None:
        action = act(bots[decision.player], game, decision)
        answers.append((decision.player, action))
        game.apply(action, player=decision.player, decision_id=decision.id)
    assert game.result is not None
    return game.result, answers, len(answers), game.record


def assert_same_game(game_settings: DominarionSettings, strategies: list[Strategy],
                     seed: int) -> FastOutcome:
    result, answers, decisions, record = kernel_game(game_settings, strategies, seed)
    trace: list[tuple[int, Any]] = []
    fast = play_fast(game_settings, strategies, seed, trace)
    for i, (mine, theirs) in enumerate(zip(trace, answers, strict=False)):
        assert mine == theirs, f"answer {i} differs: fast {mine}, kernel {theirs}"
    assert len(trace) == len(answers)
    assert (fast.ranking, fast.scores, fast.turns, fast.reason) == (
        result.ranking, result.scores, result.turns, result.reason)
    assert fast.turn_order == tuple(result.detail["turn_order"])
    assert fast.decisions == decisions
    # DOM-9.1: a record made of the fast loop's answers replays on the kernel to the same end
    # (its events' digest included).
    codec = new_game(settings=game_settings, seed=seed).codec
    made = GameRecord.from_json({**record.to_json(), "actions": [
        {"answer": codec.encode(action), "player": player} for player, action in trace]})
    assert made == record
    assert replay(made).result == result
    return fast


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("auto_lands", [True, False])
@pytest.mark.parametrize("sorcery_mana", ["full", "coloured-only"])
def test_fast_loop_plays_the_kernels_games_dom_5_to_dom_7(players: int, auto_lands: bool,
                                                           sorcery_mana: str) -> None:
    """DOM-5.1–5.3, DOM-6.1–6.4, DOM-7.2–7.4: ten seeded games per setting, answer by answer."""
    game_settings = DominarionSettings(players=players, auto_lands=auto_lands,
                                       sorcery_mana=sorcery_mana)  # type: ignore[arg-type]
    for seed in range(10):
        names = [("rush", "big")[(seed + seat) % 2] for seat in range(players)]
        assert_same_game(game_settings, [BUILTIN[n] for n in names], seed)


def test_fast_loop_ends_by_turn_limit_and_solitaire_dom_6_5_dom_1_1() -> None:
    """DOM-6.5 (a turn limit ends and scores the game) and DOM-1.1's solitaire mode."""
    limited = assert_same_game(DominarionSettings(players=3, turn_limit=7),
                               [BUILTIN["big"]] * 3, 4)
    assert (limited.reason, limited.turns) == ("turn_limit", 7)
    alone = assert_same_game(DominarionSettings(players=1, solitaire=True), [BUILTIN["rush"]], 2)
    assert alone.ranking == (0,)


def _rule(draw: st.DrawFn) -> dict[str, Any]:
    do = draw(st.sampled_from(ACTIONS))
    rule: dict[str, Any] = {"do": do}
    if do == "buy":
        rule["target"] = draw(st.sampled_from(
            [*BUY_TARGETS, "R-creature", "U-spell", "G-creature", "W-spell"]))
    elif do == "gain":
        rule["target"] = draw(st.sampled_from(GAIN_TARGETS))
    for condition in draw(st.lists(st.sampled_from(CONDITIONS), max_size=2, unique=True)):
        low = {"turn": (1, 20), "mana": (0, 8), "deck": (8, 40), "score": (0, 15),
               "lead": (-5, 5), "supply_left": (1, 10)}[condition]
        side = draw(st.sampled_from(["min", "max"]))
        rule[f"{side}_{condition}"] = draw(st.integers(*low))
    return rule


@st.composite
def strategies_(draw: st.DrawFn) -> Strategy:
    rules = [_rule(draw) for _ in range(draw(st.integers(1, 6)))]
    sorcery = draw(st.sampled_from(["highest", "lowest", "never"]))
    return strategy_from_data({"name": "drawn", "sorcery": sorcery, "rule": rules}, "drawn")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32), data=st.data(),
       auto_lands=st.booleans(), full=st.booleans(), artifacts=st.integers(0, 10),
       turn_limit=st.integers(1, 200))
def test_fast_loop_equals_kernel_for_any_strategy(players: int, seed: int, data: st.DataObject,
                                                   auto_lands: bool, full: bool, artifacts: int,
                                                   turn_limit: int) -> None:
    """Any strategy file a user writes (every rule, target and condition), any settings: the
    fast loop answers exactly as ``StrategyBot`` does from its view."""
    strategies = [data.draw(st.one_of(strategies_(), st.sampled_from(list(BUILTIN.values()))))
                  for _ in range(players)]
    game_settings = DominarionSettings(
        players=players, auto_lands=auto_lands, artifacts=artifacts, turn_limit=turn_limit,
        sorcery_mana="full" if full else "coloured-only")
    assert_same_game(game_settings, strategies, seed)


def test_runner_uses_the_fast_loop_with_the_same_outcomes() -> None:
    """``run_games`` gives the same outcomes either way; the fast loop is the default for
    strategy bots, and a kept record or another bot sends the game to the kernel."""
    game_settings = DominarionSettings(players=4)
    bots = ("rush", "big", "big", "rush")
    fast = run_games(game_settings, bots, 30, seed=8)
    slow = run_games(game_settings, bots, 30, seed=8, kernel=True)
    assert fast == slow
    assert summarize(fast, bots, 8).to_json() == summarize(slow, bots, 8).to_json()
    kept = play_game(game_settings, bots, 8, 3, keep_record=True)
    assert kept.record is not None and kept.ranking == fast[3].ranking
    mixed = play_game(game_settings, ("rush", "random", "big", "big"), 8, 0)
    assert mixed.decisions > 0


def test_choose_payment_games_stay_on_the_kernel() -> None:
    """DOM-7.4 with ``choose_payment``: a payment is a follow-up decision; the fast loop refuses
    such settings and the runner plays them on the kernel."""
    game_settings = DominarionSettings(players=2, choose_payment=True)
    with pytest.raises(ValueError, match="kernel"):
        FastGame(game_settings, [BUILTIN["rush"]] * 2, 1)
    outcome = play_game(game_settings, ("rush", "big"), 1, 0)
    result, _, decisions, _ = kernel_game(game_settings, [BUILTIN["rush"], BUILTIN["big"]],
                                          outcome.seed)
    assert outcome.ranking == result.ranking and outcome.decisions == decisions


def test_fast_game_needs_one_strategy_per_seat() -> None:
    with pytest.raises(ValueError, match="3 players need 3 strategies"):
        FastGame(DominarionSettings(players=3), [BUILTIN["rush"]] * 2, 1)


_SYMBOLS = {  # (two-colour hybrids make a card multicoloured: DOM-1.6 leaves those out)
    color: [f"{{{color}}}", f"{{2/{color}}}", f"{{{color}/P}}", f"{{C/{color}}}", "{C}", "{S}",
            "{X}", "{1}", "{2}", "{3}"]
    for color in "WUBRG"
}


@st.composite
def pools(draw: st.DrawFn) -> tuple[tuple[str, ...], ...]:
    """A small pool whose costs use every kind of symbol DOM-7.1 names on a mono-coloured card:
    two-brid, Phyrexian, colourless hybrid, {C}, snow and X (the bundled pool lacks most)."""
    rows: list[tuple[str, ...]] = []
    for color in "WUBRG":
        for kind in ("Creature — Bear", "Sorcery"):
            for n in range(3):
                extra = draw(st.lists(st.sampled_from(_SYMBOLS[color]), max_size=3))
                cost = "".join([f"{{{color}}}", *extra])
                name = f"{color} {kind.split()[0]} {n}"
                if kind == "Sorcery":
                    rows.append((name, cost, kind))
                else:
                    rows.append((name, cost, kind, str(draw(st.integers(0, 6))),
                                 str(draw(st.integers(1, 6)))))
    for n in range(3):
        rows.append((f"Relic {n}", f"{{{draw(st.integers(0, 5))}}}", "Artifact"))
    return tuple(rows)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pool=pools(), players=st.integers(2, 4), seed=st.integers(0, 2**32), data=st.data(),
       full=st.booleans())
def test_fast_loop_equals_kernel_for_every_kind_of_cost_dom_7(
        pool: tuple[tuple[str, ...], ...], players: int, seed: int, data: st.DataObject,
        full: bool) -> None:
    """DOM-7.1–7.4 on costs with every symbol kind: the same payments, the same mana gained
    (hybrid colourings chosen as the bot chooses), the same games."""
    strategies = [data.draw(st.one_of(strategies_(), st.sampled_from(list(BUILTIN.values()))))
                  for _ in range(players)]
    game_settings = DominarionSettings(
        players=players, pool_cards=pool, creatures_per_color=3, spells_per_color=3,
        artifacts=3, sorcery_mana="full" if full else "coloured-only")
    assert_same_game(game_settings, strategies, seed)
