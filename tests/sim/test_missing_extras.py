"""Without an optional extra, the features that need it say which extra to install."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.core.errors import SettingsError
from cardtable.sim.analyze import import_duckdb
from cardtable.sim.results import import_pyarrow


def test_parquet_without_pyarrow_names_the_analysis_extra(monkeypatch: pytest.MonkeyPatch,
                                                          tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)
    with pytest.raises(SettingsError, match=r"cardtable\[analysis\]"):
        import_pyarrow()
    from cardtable.cli import app

    out = tmp_path / "r.parquet"
    result = CliRunner().invoke(app, ["simulate", "dominarion", "-n", "1", "-p", "2",
                                      "--out", str(out), "--json"])
    assert isinstance(result.exception, SettingsError)
    assert not out.exists()  # refused before any game was played


def test_analyze_without_duckdb_names_the_analysis_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "duckdb", None)
    with pytest.raises(SettingsError, match=r"cardtable\[analysis\]"):
        import_duckdb()


def test_analyze_of_a_missing_file_says_how_to_make_one(tmp_path: Path) -> None:
    from cardtable.cli import app

    result = CliRunner().invoke(app, ["analyze", str(tmp_path / "none.parquet")])
    assert isinstance(result.exception, SettingsError)
    assert "simulate dominarion --out" in str(result.exception)
