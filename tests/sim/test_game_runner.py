"""Issue 25 item 7: one runner for every game. Magic and Commander simulate through
``sim.runner.run_games`` with their specs, so workers, backends, progress, records and the
Parquet results file work for them as for Dominarion."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.cli import app
from cardtable.games.magic.commander.decks import bundled_decks, commander_cards
from cardtable.games.magic.commander.settings import CommanderSettings
from cardtable.sim.backends import LocalBackend
from cardtable.sim.commander import CommanderSpec, summarize
from cardtable.sim.runner import run_games


def _settings(players: int = 2) -> CommanderSettings:
    decks = bundled_decks(players)
    return CommanderSettings(tuple(d.cards for d in decks), tuple(d.commanders for d in decks),
                             commander_cards(), turn_limit=8)


def test_commander_outcomes_do_not_depend_on_the_number_of_workers() -> None:
    spec = CommanderSpec(_settings())
    one = run_games(spec, ("commander", "commander"), 3, seed=2)
    two = run_games(spec, ("commander", "commander"), 3, seed=2, backend=LocalBackend(2))
    assert one == two
    assert all(o.extra is not None and len(o.extra["stats"]) == 2 for o in one)
    summary = summarize(one, spec.settings, ("commander", "commander"), 2)
    assert summary["games"] == 3
    assert sum(s["wins"] for s in summary["seats"]) <= 3


@pytest.mark.parametrize("game", ["commander", "magic"])
def test_simulate_out_writes_one_row_per_game(game: str, tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet", reason="the [analysis] extra is not installed")
    out = tmp_path / "results.parquet"
    records = tmp_path / "records"
    result = CliRunner().invoke(app, [
        "simulate", game, "-n", "3", "-p", "2", "--seed", "4", "--turn-limit", "8",
        "--json", "--out", str(out), "--save-records", str(records)])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["games"] == 3
    table = pq.read_table(out)
    assert table.num_rows == 3
    assert set(table.column("game").to_pylist()) == {game}
    assert table.column("index").to_pylist() == [0, 1, 2]
    assert len(list(records.glob("*.json"))) == 3
