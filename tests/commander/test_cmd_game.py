"""Whole Commander games: set-up (CMD-2.1, 2.3, 2.8), house rules (CMD-3), history presets
(CMD-4), records and replays, seeded games with invariants."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from cardtable.agents.magic.commander import commander_bot
from cardtable.core.errors import SettingsError
from cardtable.games.magic.commander.decks import bundled_decks, commander_cards
from cardtable.games.magic.commander.game import CommanderGame, CommanderSettings, replay
from cardtable.games.magic.commander.rules import (
    CommanderRules,
    preset,
    rules_for_date,
)
from cardtable.sim.commander import run, summarize


def _settings(players: int = 4, **kw: Any) -> CommanderSettings:
    decks = bundled_decks(players)
    return CommanderSettings(tuple(d.cards for d in decks), tuple(d.commanders for d in decks),
                             commander_cards(), **kw)


def _play(game: CommanderGame, seed: int = 0, bot: str = "commander") -> CommanderGame:
    bots = [commander_bot(bot, seed * 10 + i) for i in range(game.player_count)]
    while game.pending is not None:
        d = game.pending
        game.apply(bots[d.player].choose(game.view(d.player), d), player=d.player)
    return game


def test_cmd_2_1_and_2_3_commanders_start_in_the_command_zone_at_40_life() -> None:
    """CMD-2.1: each commander is revealed into the command zone before the mulligans;
    CMD-2.3: 40 life; the 99 others are the library and the opening hand."""
    settings = _settings(4)
    game = CommanderGame(settings, 3)
    state = game.state
    for seat, names in enumerate(settings.commanders):
        command = [state.objects[i].card.name for i in state.zone(seat, "command")]
        assert command == list(names)
        assert state.players[seat].life == 40
        assert game.is_commander(state.objects[state.zone(seat, "command")[0]])
    assert [e for e in game.events if e.kind == "commander"]


@pytest.mark.parametrize(("players", "free"), [(2, False), (3, True), (4, True)])
def test_cmd_2_8_free_first_mulligan_in_multiplayer_only(players: int, free: bool) -> None:
    """CMD-2.8 / CR 103.5c (MUL-2.4): the first mulligan is free with three or more players,
    not in a two-player game."""
    game = CommanderGame(_settings(players), 1)
    assert game.mulligan.rule.free_first is free


def test_cmd_2_8_two_player_free_mulligan_house_setting() -> None:
    """CMD-2.8: a house setting gives a two-player game the free mulligan."""
    game = CommanderGame(_settings(2, house_rules=("two-player-free-mulligan",)), 1)
    assert game.mulligan.rule.free_first


def test_cmd_2_8_players_two_to_six() -> None:
    """CMD-2.8: 2–6 players, free-for-all; 7 is refused with a typed error."""
    decks = bundled_decks(4)
    with pytest.raises(SettingsError, match="2 to 6"):
        CommanderSettings(tuple(d.cards for d in decks) * 2,
                          tuple(d.commanders for d in decks) * 2, commander_cards())


def test_cmd_2_8_first_draw_skipped_only_in_two_player_games() -> None:
    """CMD-2.8 / CR 103.8a/c: the starting player skips the first draw only with two
    players."""
    for players, skipped in ((2, True), (3, False)):
        game = CommanderGame(_settings(players, starting_player=0), 5)
        bots = [commander_bot("commander", i) for i in range(players)]
        while game.mulligan is not None:
            d = game.pending
            game.apply(bots[d.player].choose(game.view(d.player), d), player=d.player)
        kept = len(game.state.zone(0, "hand"))
        while not (game.state.turn == 1 and game.state.step == "main1"):
            d = game.pending
            game.apply(bots[d.player].choose(game.view(d.player), d), player=d.player)
        assert len(game.state.zone(0, "hand")) == kept + (0 if skipped else 1)


def test_cmd_3_1_partial_paris_house_rule_picks_the_mulligan() -> None:
    """CMD-3.1: the Partial Paris house rule replaces the London mulligan (MUL-2.6)."""
    game = CommanderGame(_settings(4, house_rules=("partial-paris",)), 1)
    assert game.mulligan.rule.name == "partial-paris"
    assert game.record.settings["house_rules"] == ["partial-paris"]


def test_cmd_3_5_league_rule_refuses_a_shared_commander_at_the_table() -> None:
    """CMD-3.5: with the League rule two players may not choose the same commander."""
    d = bundled_decks(1)[0]
    with pytest.raises(SettingsError, match=r"CMD-3\.5"):
        CommanderSettings((d.cards, d.cards), (d.commanders, d.commanders), commander_cards(),
                          house_rules=("league",))
    ok = _settings(4, house_rules=("league",))
    assert ok.house_rules == ("league",)


def test_cmd_3_house_rules_unknown_are_refused() -> None:
    """CMD-3: an unknown house rule is a typed error naming it and the known ones."""
    with pytest.raises(SettingsError, match=r"unknown house rule.*stranglehold-cage"):
        _settings(4, house_rules=("freeforall-bananas",))


def test_cmd_3_3_victory_points_from_recorded_statistics() -> None:
    """CMD-3.3: the game keeps each statistic (biggest combat turn, most mana in pool,
    commander-damage wins, mana spent on the commander) and scores 3 for the winner plus 1 for
    the best in each."""
    game = _play(CommanderGame(_settings(2, house_rules=("victory-points",)), 2), 2)
    points = game.victory_points()
    assert len(points) == 2
    result = game.result
    assert result is not None
    stats = game.stats
    expected = [0] * 2
    if result.reason == "last_player_standing":
        expected[result.ranking[0]] += 3
    for key in ("biggest_combat_turn", "most_mana_in_pool", "commander_damage_wins",
                "commander_mana"):
        values = [getattr(s, key) for s in stats]
        if max(values) > 0:
            for p, v in enumerate(values):
                expected[p] += v == max(values)
    assert list(points) == expected
    assert any(s.commander_mana > 0 for s in stats)


def test_cmd_4_rules_by_date() -> None:
    """CMD-4.2/4.3/4.5: --rules-date picks the rules in force: the zone-return stages
    (graveyard; +exile 2011-06-17; all four 2015-03-23; SBA in 2020), the mulligan of the day
    and the pre-2009 exile-as-command-zone."""
    assert rules_for_date("2008-01-01").zone_return == "graveyard"
    assert rules_for_date("2008-01-01").command_zone == "exile"
    assert rules_for_date("2008-01-01").mulligan == "paris"
    assert rules_for_date("2011-06-17").zone_return == "graveyard+exile"
    assert rules_for_date("2012-01-01").mulligan == "partial-paris"
    assert rules_for_date("2015-03-23").zone_return == "2019"
    assert rules_for_date("2016-02-01").mulligan == "vancouver"
    assert rules_for_date("2019-10-04").zone_return == "2019"
    assert rules_for_date("2021-01-01").zone_return == "current"
    assert rules_for_date("2025-02-07").mulligan == "london"
    with pytest.raises(SettingsError, match="YYYY-MM-DD"):
        rules_for_date("last tuesday")


def test_cmd_4_1_mtgo_preset_first_mulligan_redraws() -> None:
    """CMD-4.1: Magic Online Commander's first mulligan redraws a full hand (MUL-2.5)."""
    game = CommanderGame(_settings(2, rules=preset("mtgo")), 1)
    assert game.mulligan.rule.name == "mtgo-redraw"
    assert game.mulligan.rule.free_first
    with pytest.raises(SettingsError, match="preset"):
        preset("1997")


def test_cmd_4_2_before_2009_the_commander_waits_in_exile() -> None:
    """CMD-4.2: before 2009-09-20 the commander sat in exile (outside the game) and was cast
    from there."""
    game = CommanderGame(_settings(2, rules=rules_for_date("2008-06-01")), 4)
    for seat in range(2):
        exiled = game.state.zone(seat, "exile")
        assert len(exiled) == 1 and game.is_commander(game.state.objects[exiled[0]])
        assert game.state.zone(seat, "command") == []
        assert game.extra_castable(seat) == exiled
    _play(game, 4)
    assert game.result is not None
    assert any(s.casts_from_command for s in game.stats)


def test_records_replay_and_name_the_rules() -> None:
    """A Commander record carries the commanders, the rules and the house rules, and replays
    to the same result."""
    game = _play(CommanderGame(_settings(2, rules=CommanderRules(zone_return="2019",
                                                                 name="2019")), 6), 6)
    record = game.record
    assert record.game == "commander"
    assert record.settings["rules"]["zone_return"] == "2019"
    again = replay(record)
    assert again.result == game.result
    assert again.end_reason() == game.end_reason()


def _invariants(game: CommanderGame, settings: CommanderSettings) -> None:
    state = game.state
    for seat, deck in enumerate(settings.decks):
        if state.players[seat].left:
            continue
        owned = Counter(o.card.name for o in state.objects.values()
                        if o.owner == seat and not o.token)
        assert owned == Counter(deck), f"seat {seat}'s cards were not conserved"
        commanders = [o for o in state.objects.values() if o.owner == seat
                      and game.is_commander(o)]
        assert len(commanders) == len(settings.commanders[seat])
    for (uid, player), amount in state.combat_damage.items():
        if uid in game.commander_uids and not state.players[player].left:
            assert amount < 21, "a player survived 21 commander damage"


def test_seeded_four_player_games_end_with_invariants() -> None:
    """Seeded 4-player games among the bundled decks: every game ends (a winner or the turn
    limit), cards are conserved, nobody survives 21 commander damage, the seed repeats the
    game. (The README's table comes from thousands more via benchmarks/bench_commander.py.)"""
    settings = _settings(4, turn_limit=100)
    for seed in range(2):
        game = CommanderGame(settings, seed)
        bots = [commander_bot("commander", seed * 10 + i) for i in range(4)]
        steps = 0
        while game.pending is not None:
            d = game.pending
            game.apply(bots[d.player].choose(game.view(d.player), d), player=d.player)
            steps += 1
            if steps % 50 == 0:
                _invariants(game, settings)
        assert game.result is not None
        assert game.end_reason() in ("life", "commander_damage", "poison", "decking",
                                     "turn_limit", "draw", "loop_draw", "other")
    small = _settings(2, turn_limit=40)
    outcomes = run(small, ["commander"] * 2, 2, seed=11)
    again = run(small, ["commander"] * 2, 2, seed=11)
    assert outcomes == again
    summary = summarize(outcomes, small, ["commander"] * 2, 11)
    assert summary["games"] == 2
    assert sum(s["wins"] for s in summary["seats"]) + sum(
        v for k, v in summary["end_reasons"].items()
        if k in ("turn_limit", "draw", "loop_draw")) == 2
