"""``cardtable ladder``: seeded round-robin pods, Bradley–Terry ratings, win shares by seat."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.agents.registry import agent_names, make_agent
from cardtable.agents.search.magic import MagicSearchBot
from cardtable.cli import app
from cardtable.core.errors import SettingsError
from cardtable.sim.ladder import PodOutcome, bradley_terry, pairwise, schedule, summarize

runner = CliRunner()


def test_schedule_rotates_every_pod_through_every_seat() -> None:
    pods = schedule(["a", "b", "c", "d", "e"], 4)
    assert len(pods) == 5 * 4  # C(5, 4) pods, each in 4 rotations
    for bot in "abcde":
        seats = {pod.index(bot) for pod in pods if bot in pod}
        assert seats == {0, 1, 2, 3}
    assert schedule(["s", "c", "c", "c"], 4) == [("s", "c", "c", "c"), ("c", "c", "c", "s"),
                                                 ("c", "c", "s", "c"), ("c", "s", "c", "c")]
    with pytest.raises(SettingsError):
        schedule([], 4)


def test_bradley_terry_orders_bots_by_pairwise_wins() -> None:
    wins = [[0, 80, 90], [20, 0, 60], [10, 40, 0]]
    elo = bradley_terry(wins)
    assert elo[0] > elo[1] > elo[2]
    assert abs(sum(elo) / 3 - 1500) < 1e-6
    # 80% against b is about 240 Elo points (400·log10(4)), shrunk a little by the prior
    assert 150 < elo[0] - elo[1] < 300


def test_pairwise_counts_places_and_shares_ties() -> None:
    outcome = PodOutcome(0, 1, ("a", "b", "c"), ((1,), (0, 2)), 1, "life", 10)
    wins = pairwise([outcome], ["a", "b", "c"])
    assert wins[1][0] == 1 and wins[1][2] == 1
    assert wins[0][2] == 0.5 and wins[2][0] == 0.5
    summary = summarize([outcome], "magic", ["a", "b", "c"], seed=0, bootstrap=10)
    top = summary.ratings[0]
    assert top.bot == "b" and top.wins == 1 and top.seat_shares[1] == (1, 1, 1)


def test_ladder_magic_is_reproducible_and_writes_parquet(tmp_path: Path) -> None:
    args = ["ladder", "magic", "--bots", "random,heuristic", "--games", "4", "--seed", "3",
            "--turn-limit", "20", "--json"]
    first = runner.invoke(app, [*args, "--out", str(tmp_path / "r.parquet")])
    assert first.exit_code == 0, first.output
    again = runner.invoke(app, args)
    one, two = (json.loads(r.output.strip().splitlines()[-1]) for r in (first, again))
    assert one == two
    assert one["games"] == 4 and {r["bot"] for r in one["ratings"]} == {"random", "heuristic"}
    for rating in one["ratings"]:
        assert [s["games"] for s in rating["by_seat"]] == [2, 2]
        low, high = rating["elo_ci95"]
        assert low <= rating["elo"] <= high
    import pyarrow.parquet as pq

    table = pq.read_table(tmp_path / "r.parquet")
    assert table.num_rows == 4 and table.column("bots").to_pylist()[1] == ["heuristic", "random"]


def test_ladder_refuses_unknown_bots_and_games() -> None:
    bad = runner.invoke(app, ["ladder", "magic", "--bots", "random,alphago", "--games", "1"])
    assert bad.exit_code != 0
    assert isinstance(bad.exception, SettingsError) or "alphago" in bad.output
    with pytest.raises(SettingsError):
        make_agent("commander", 0, "magic")


def test_the_registry_offers_search_with_a_strength_for_magic_and_commander() -> None:
    """What ``play`` and the web read: ``search`` is a bot of both games and takes a budget."""
    assert "search" in agent_names("magic") and "search" in agent_names("commander")
    bot = make_agent("search:0.5s", 1, "commander")
    assert isinstance(bot, MagicSearchBot) and bot.seconds == 0.5
    assert isinstance(make_agent("search:64", 1, "magic"), MagicSearchBot)


def test_a_web_table_gives_search_bots_their_sampler() -> None:
    """The web's bot move asks through ``agents.search.act``: a search bot searches instead of
    failing and being replaced by a random answer."""
    from cardtable.agents.search.ismcts import ISMCTSAgent
    from cardtable.games.dominarion import DominarionSettings, new_game
    from cardtable.web.tables import _bot_move

    game = new_game(settings=DominarionSettings(players=2), seed=3)
    agent = ISMCTSAgent(seed=1, playouts=8)
    while (decision := game.pending) is not None and agent.last.playouts == 0:
        _bot_move(game, agent, decision)
    assert agent.last.playouts == 8


def test_play_offers_the_search_bot_with_a_strength() -> None:
    """``cardtable play magic --seat bot:search:2``: the terminal loop hands the bot its
    sampler, and the game is played to its end."""
    result = runner.invoke(app, ["play", "magic", "--seat", "bot:search:2", "--seat",
                                 "bot:heuristic", "--seed", "5", "--turn-limit", "12"])
    assert result.exit_code == 0, result.output
    assert "Seats: bot:search:2" in result.output and "game over" in result.output
