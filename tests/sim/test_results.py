"""Results as data: the Parquet schema, the round trip, appending runs, and the analysis."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.games.dominarion import DominarionSettings
from cardtable.sim.runner import run_games, summarize

pa = pytest.importorskip("pyarrow", reason="the [analysis] extra (pyarrow) is not installed")
pytest.importorskip("duckdb", reason="the [analysis] extra (duckdb) is not installed")

from cardtable.core.errors import SettingsError  # noqa: E402
from cardtable.sim.analyze import analyze  # noqa: E402
from cardtable.sim.results import (  # noqa: E402
    SCHEMA_FIELDS,
    append_results,
    next_run,
    read_results,
    rows,
    schema,
)

SETTINGS = DominarionSettings(players=3)
BOTS = ("rush", "big", "random")


def write_run(path: Path, games: int, seed: int, bots: tuple[str, ...] = BOTS,
              settings: DominarionSettings = SETTINGS) -> list:  # type: ignore[type-arg]
    outcomes = run_games(settings, bots, games, seed=seed)
    append_results(path, rows(outcomes, bots, seed, "dominarion", settings.to_json(),
                              next_run(path)))
    return outcomes


def test_the_file_has_the_documented_schema_and_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "r.parquet"
    outcomes = write_run(path, 12, seed=4)
    table = read_results(path)
    assert table.schema.equals(schema(), check_metadata=False)
    assert [f.name for f in table.schema] == [name for name, _ in SCHEMA_FIELDS]
    back = table.to_pylist()
    assert len(back) == 12
    for row, outcome in zip(back, outcomes, strict=True):
        assert row["run"] == 1 and row["run_seed"] == 4 and row["index"] == outcome.index
        assert row["seed"] == outcome.seed
        assert row["bots"] == list(BOTS) and row["players"] == 3
        assert tuple(row["ranking"]) == outcome.ranking
        assert tuple(row["scores"]) == outcome.scores
        assert row["places"][outcome.ranking[0]] == 1 and sorted(row["places"]) == [1, 2, 3]
        assert row["winner_seat"] == outcome.ranking[0]
        assert row["winner_bot"] == BOTS[outcome.ranking[0]]
        assert row["turns"] == outcome.turns and row["end_reason"] == outcome.reason
        assert sorted(row["turn_order"]) == [0, 1, 2]
        assert row["decisions"] == outcome.decisions > outcome.turns
        assert row["top_score_tied"] == outcome.tied_on_top


def test_runs_append_with_increasing_run_numbers(tmp_path: Path) -> None:
    path = tmp_path / "r.parquet"
    write_run(path, 5, seed=1)
    write_run(path, 7, seed=2, bots=("random", "rush"), settings=DominarionSettings(players=2))
    table = read_results(path)
    assert table.num_rows == 12
    assert table.column("run").to_pylist() == [1] * 5 + [2] * 7
    assert next_run(path) == 3
    assert not (tmp_path / "r.parquet.partial").exists()


def test_analysis_matches_the_runs_own_summary(tmp_path: Path) -> None:
    path = tmp_path / "r.parquet"
    outcomes = write_run(path, 30, seed=9)
    summary = summarize(outcomes, BOTS, 9)
    result = analyze(path)
    assert result.games == 30 and result.duplicates == 0
    for seat, bot in enumerate(BOTS):
        assert result.by_seat[(bot, seat)].wins == summary.seats[seat].wins
        assert result.by_seat[(bot, seat)].ci95 == summary.seats[seat].ci95
    assert sum(r.wins for r in result.by_bot.values()) == 30
    assert sum(r.games for (_, p), r in result.by_turn_position.items() if p == 1) == 30
    # head to head: each pair of seats is one comparison, won by exactly one of the two
    for a in BOTS:
        for b in BOTS:
            if a != b:
                assert (result.head_to_head[(a, b)].wins + result.head_to_head[(b, a)].wins
                        == result.head_to_head[(a, b)].games == 30)
    assert sum(result.end_reasons.values()) == 30


def test_a_run_appended_twice_is_counted_once(tmp_path: Path) -> None:
    path = tmp_path / "r.parquet"
    write_run(path, 10, seed=3)
    write_run(path, 10, seed=3)
    write_run(path, 4, seed=8)
    result = analyze(path)
    assert result.games == 14 and result.duplicates == 10


def test_simulate_out_then_analyze_through_the_cli(tmp_path: Path) -> None:
    from cardtable.cli import app

    path = tmp_path / "games.parquet"
    runner = CliRunner()
    done = runner.invoke(app, ["simulate", "dominarion", "-n", "8", "-p", "2", "--bots",
                               "rush,random", "--seed", "2", "--out", str(path), "--json"])
    assert done.exit_code == 0, done.output
    assert read_results(path).num_rows == 8
    out = runner.invoke(app, ["analyze", str(path), "--json", "--plots", str(tmp_path / "p")])
    assert out.exit_code == 0, out.output
    data = json.loads(out.stdout)
    assert data["games"] == 8
    assert {row["bot"] for row in data["by_bot"]} == {"rush", "random"}
    assert sorted(Path(p).name for p in data["plots"]) == [
        "head_to_head.png", "win_rate_by_seat.png", "win_rate_by_turn_position.png"]
    assert all(Path(p).stat().st_size > 1000 for p in data["plots"])
    table = runner.invoke(app, ["analyze", str(path)])
    assert "Head to head" in table.stdout and "rush" in table.stdout


def test_a_file_that_is_not_results_is_refused(tmp_path: Path) -> None:
    import pyarrow.parquet as pq

    other = tmp_path / "other.parquet"
    pq.write_table(pa.table({"x": [1, 2]}), other)
    with pytest.raises(SettingsError, match="not a cardtable results file"):
        analyze(other)
    broken = tmp_path / "broken.parquet"
    broken.write_text("not parquet")
    with pytest.raises(SettingsError, match="not a readable Parquet file"):
        analyze(broken)
