"""Dominarion rules DOM-6 (the end of the game and scoring) and DOM-5.3.1 (the end check)."""

from __future__ import annotations

import pytest

from cardtable.core.errors import GameOver
from cardtable.games.dominarion import Buy, DominarionSettings, EndMain, GainLand, Summon
from cardtable.games.dominarion.game import DominarionGame

from .helpers import (
    add_card,
    arrange,
    events_of,
    hand_id,
    mini_game,
    pass_turns,
    put_creatures,
)


def summon_and_end(game: DominarionGame, power: int, toughness: int) -> None:
    """The turn player summons one creature of the given size, then ends the main phase."""
    giant = add_card(game, f"Giant {power}/{toughness}", "{G}", "Creature — Giant",
                     str(power), str(toughness))
    arrange(game, hand=[giant], mana="G")
    game.apply(Summon(hand_id(game, giant_name(game, giant))))
    game.apply(EndMain())


def giant_name(game: DominarionGame, card_id: int) -> str:
    return game.cards[card_id].name


# -- DOM-6.1 the end condition -----------------------------------------------------------------


@pytest.mark.parametrize(("power", "toughness"), [(21, 1), (1, 21), (30, 30)])
def test_dom_6_1_creatures_over_20_end_the_game(power: int, toughness: int) -> None:
    """DOM-6.1(a): total power > 20 or total toughness > 20 meets the end condition."""
    game = mini_game()
    player = game.turn_player
    summon_and_end(game, power, toughness)
    assert events_of(game, "end_condition") == [
        {"player": player, "reason": "creatures_over_20", "final_turns": (1 - player,)}
    ]
    assert game.ender == player


def test_dom_6_1_exactly_20_does_not_end() -> None:
    """DOM-6.1(a): the totals must be over 20; exactly 20 power and 20 toughness go on."""
    game = mini_game()
    player = game.turn_player
    summon_and_end(game, 20, 20)
    assert events_of(game, "end_condition") == []
    assert game.ender is None and game.turn_player == 1 - player


def test_dom_6_1_totals_add_up_over_several_creatures() -> None:
    """DOM-6.1(a): the condition reads the total of all the turn player's creatures."""
    game = mini_game()
    player = game.turn_player
    put_creatures(game, player, [(10, 2), (10, 2)])
    summon_and_end(game, 1, 1)
    assert events_of(game, "end_condition")[0]["reason"] == "creatures_over_20"


def test_dom_6_1_only_the_turn_players_creatures_count() -> None:
    """DOM-6.1(a): another player's big battlefield does not end the turn player's turn."""
    game = mini_game()
    player = game.turn_player
    put_creatures(game, 1 - player, [(25, 25)])
    arrange(game, hand=[])
    game.apply(EndMain())
    assert events_of(game, "end_condition") == []


def test_dom_6_1_an_empty_coloured_supply_ends_the_game() -> None:
    """DOM-6.1(b): any of the ten coloured supplies being empty meets the end condition."""
    game = mini_game(per_pile=1)
    player = game.turn_player
    arrange(game, hand=[], mana="WW")
    game.apply(Buy("W-creature"))
    assert game.supplies["W-creature"] == []
    game.apply(EndMain())
    assert events_of(game, "end_condition")[0]["reason"] == "supply_empty"
    assert game.ender == player


def test_dom_6_1_artifact_supply_and_land_piles_do_not_count() -> None:
    """DOM-6.1(b): the artifact supply and the land piles emptying do not end the game."""
    game = mini_game(artifacts=1)
    arrange(game, hand=[], mana="W")
    game.land_piles["Forest"] = game.land_piles["Forest"][:1]
    game.apply(Buy("artifact"))
    game.apply(GainLand("Forest"))
    assert game.supplies["artifact"] == [] and game.land_piles["Forest"] == []
    game.apply(EndMain())
    assert events_of(game, "end_condition") == []
    assert game.ender is None and game.pending is not None


def test_dom_5_3_1_end_check_happens_at_the_draw_phase_not_before() -> None:
    """DOM-5.3.1: the end condition is checked at the start of the draw phase; meeting it during
    the main phase lets the turn player keep acting until they end the phase."""
    game = mini_game()
    giant = add_card(game, "Giant Test", "{G}", "Creature — Giant", "25", "25")
    arrange(game, hand=[giant], mana="GG")
    game.apply(Summon(hand_id(game, "Giant Test")))
    assert game.ender is None and game.pending is not None and game.pending.tag == "main"
    game.apply(GainLand("Plains"))
    game.apply(EndMain())
    assert game.ender is not None


# -- DOM-6.2 the final round -------------------------------------------------------------------


def test_dom_6_2_final_round_one_turn_each_other_player_in_order() -> None:
    """DOM-6.2: the ender's turn ends at once (no discard, no draw); every other player, in
    turn order, takes exactly one final turn; then the game ends."""
    game = mini_game(players=4, seed=3)
    order = game.turn_order
    ender = game.turn_player
    assert ender == order[0]
    giant = add_card(game, "Giant Test", "{G}", "Creature — Giant", "21", "1")
    keep = add_card(game, "Kept Spell", "{U}", "Instant")
    arrange(game, hand=[giant, keep], mana="G")
    library_before = list(game.players[ender].library)
    game.apply(Summon(hand_id(game, "Giant Test")))
    start = len(game.events)
    game.apply(EndMain())
    state = game.players[ender]
    assert state.hand == [keep] and state.library == library_before
    assert not [e for e in game.events[start:] if e.kind in ("discard_hand", "draw")
                and e.player == ender]
    pass_turns(game)
    turns = [e["player"] for e in events_of(game, "turn", start)]
    assert turns == order[1:]
    assert game.result is not None and game.result.reason == "creatures_over_20"
    assert game.result.turns == 4
    with pytest.raises(GameOver):
        game.apply(EndMain())


def test_dom_6_2_final_round_starts_from_the_player_after_the_ender() -> None:
    """DOM-6.2: when the ender is not first in turn order, the final turns wrap around."""
    game = mini_game(players=3, seed=6)
    order = game.turn_order
    pass_turns(game, 1)
    ender = game.turn_player
    assert ender == order[1]
    start = len(game.events)
    summon_and_end(game, 21, 21)
    pass_turns(game)
    assert [e["player"] for e in events_of(game, "turn", start)] == [order[2], order[0]]
    assert game.result is not None and game.result.detail["ender"] == ender


def test_dom_6_2_and_5_3_1_no_end_check_during_the_final_round() -> None:
    """DOM-6.2 / DOM-5.3.1: no end check during the final turns — a player who also passes 20
    there does not start another final round, and every final turn is still played."""
    game = mini_game(players=3, seed=2)
    order = game.turn_order
    summon_and_end(game, 21, 1)
    start = len(game.events)
    summon_and_end(game, 30, 30)
    assert game.turn_player == order[2]
    pass_turns(game)
    assert events_of(game, "end_condition", start) == []
    assert [e["player"] for e in events_of(game, "turn", start)] == [order[2]]
    assert game.result is not None
    assert game.result.winner == order[1]


# -- DOM-6.3 scoring ---------------------------------------------------------------------------


def _end_with_scores(
    players: int, seed: int, stats: dict[int, list[tuple[int, int]]]
) -> DominarionGame:
    """Give creatures by turn-order position, let the first player meet the end condition by an
    empty supply, and play out the final round."""
    game = mini_game(players=players, seed=seed)
    for position, creatures in stats.items():
        put_creatures(game, game.turn_order[position], creatures)
    game.supplies["B-spell"] = []
    pass_turns(game)
    assert game.result is not None
    return game


def test_dom_6_3_score_is_larger_of_power_and_toughness() -> None:
    """DOM-6.3: each score is the larger of total power and total toughness; highest wins; the
    result ranks all players with their scores."""
    game = _end_with_scores(3, 1, {0: [(2, 9)], 1: [(12, 1), (1, 1)], 2: [(3, 3)]})
    order = game.turn_order
    result = game.result
    assert result is not None
    scores = {order[0]: 9, order[1]: 13, order[2]: 3}
    assert result.scores == tuple(scores[p] for p in range(3))
    assert result.ranking == (order[1], order[0], order[2])
    assert result.winner == order[1]
    assert result.reason == "supply_empty"
    final = events_of(game, "game_over")[0]
    assert final["ranking"] == result.ranking and final["scores"] == result.scores


def test_dom_6_3_tie_goes_to_the_player_nearest_the_ender() -> None:
    """DOM-6.3: ties go to the tied player nearest to the ender in turn order (the ender is
    distance 0, then the next player, …)."""
    game = _end_with_scores(4, 5, {1: [(5, 5)], 3: [(5, 5)], 2: [(4, 4)]})
    order = game.turn_order
    assert game.result is not None
    assert game.result.ranking == (order[1], order[3], order[2], order[0])


def test_dom_6_3_ender_wins_a_tie_at_distance_zero() -> None:
    """DOM-6.3: the ender counts first (distance 0) among tied players."""
    game = _end_with_scores(4, 7, {0: [(6, 1)], 2: [(1, 6)], 3: [(6, 6)]})
    order = game.turn_order
    assert game.result is not None
    assert game.result.ranking == (order[0], order[2], order[3], order[1])


def test_dom_6_3_distance_counts_from_an_ender_who_is_not_first() -> None:
    """DOM-6.3: distance is measured from the ender around the table, wrapping past the end of
    the turn order."""
    game = mini_game(players=3, seed=9)
    order = game.turn_order
    for player in order:
        put_creatures(game, player, [(4, 4)])
    pass_turns(game, 2)
    assert game.turn_player == order[2]
    game.supplies["R-creature"] = []
    pass_turns(game)
    assert game.result is not None
    assert game.result.ranking == (order[2], order[0], order[1])
    assert game.result.detail["ender"] == order[2]


# -- DOM-6.4 mana empties ----------------------------------------------------------------------


def test_dom_6_4_every_mana_pool_empties_at_end_of_turn() -> None:
    """DOM-6.4: at the end of every turn every player's mana pool empties (mana never carries
    over)."""
    game = mini_game(players=3, auto_lands=False)
    player = game.turn_player
    other = next(p for p in range(3) if p != player)
    arrange(game, hand=[], mana="WUBRGC")
    game.players[other].mana = [0, 0, 2, 0, 0, 1]
    game.apply(EndMain())
    assert game.turn_player != player
    assert [state.mana for state in game.players] == [[0] * 6] * 3


def test_dom_6_4_mana_empties_when_the_ender_stops() -> None:
    """DOM-6.4: the ender's turn ends too, and its mana does not carry into the final round."""
    game = mini_game()
    ender = game.turn_player
    giant = add_card(game, "Giant Test", "{G}", "Creature — Giant", "21", "21")
    arrange(game, hand=[giant], mana="GRRR")
    game.apply(Summon(hand_id(game, "Giant Test")))
    game.apply(EndMain())
    assert game.players[ender].mana == [0] * 6


# -- DOM-6.5 turn limit ------------------------------------------------------------------------


def test_dom_6_5_turn_limit_ends_and_scores_the_game() -> None:
    """DOM-6.5: a turn limit ends a game that cannot finish; it is scored as in DOM-6.3 and the
    result says the limit ended it."""
    game = mini_game(players=2, seed=4, turn_limit=5)
    order = game.turn_order
    put_creatures(game, order[1], [(3, 7)])
    pass_turns(game)
    result = game.result
    assert result is not None
    assert result.reason == "turn_limit"
    assert result.turns == 5
    assert result.ranking == (order[1], order[0])
    assert result.scores[order[1]] == 7
    assert events_of(game, "turn_limit")[0]["turns"] == 5
    assert events_of(game, "game_over")[0]["reason"] == "turn_limit"


def test_dom_6_5_turn_limit_default_is_200_and_must_be_positive() -> None:
    """DOM-6.5: the limit is an option, 200 turns by default."""
    assert DominarionSettings().turn_limit == 200
    with pytest.raises(ValueError, match="at least 1"):
        DominarionSettings(turn_limit=0)


# -- DOM-6 the whole ending --------------------------------------------------------------------


def test_dom_6_end_of_the_game_reached_by_play() -> None:
    """DOM-6: a game played by buying cheap cards ends by an empty supply and is scored."""
    game = mini_game(players=2, seed=12, per_pile=1, artifacts=0)
    while game.pending is not None:
        options = game.pending.options
        buys = [o for o in options if isinstance(o, Buy)]
        summons = [o for o in options if isinstance(o, Summon)]
        game.apply(summons[0] if summons else buys[0] if buys else options[-1])
    assert game.result is not None
    assert game.result.reason in ("supply_empty", "creatures_over_20")
    assert sorted(game.result.ranking) == [0, 1]


def test_dom_6_2_solitaire_has_no_final_round() -> None:
    """DOM-6.2 with one player (DOM-1.1 solitaire): there is no other player to take a final
    turn, so the game ends when the condition holds."""
    game = mini_game(players=1, solitaire=True)
    game.supplies["G-creature"] = []
    pass_turns(game, 1)
    assert game.result is not None
    assert (game.result.reason, game.result.turns, game.result.ranking) == ("supply_empty", 1, (0,))
    assert events_of(game, "end_condition")[0]["final_turns"] == ()
