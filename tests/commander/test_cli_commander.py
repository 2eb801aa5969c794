"""``cardtable simulate/play commander`` and replaying Commander records through the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.cli import app
from cardtable.core.errors import CardTableError

runner = CliRunner()


def test_simulate_commander_json_with_statistics(tmp_path: Path) -> None:
    """Issue 16 item 4: per-seat wins with 95% intervals, how games ended, mean turns, and the
    per-deck statistics (first cast turn, recasts, tax, commander damage); records saved and
    replayable."""
    result = runner.invoke(app, ["simulate", "commander", "-n", "1", "--players", "2",
                                 "--seed", "3", "--turn-limit", "30", "--json",
                                 "--save-records", str(tmp_path)])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output.strip().splitlines()[-1])
    assert summary["game"] == "commander" and summary["games"] == 1
    seat = summary["seats"][0]
    for key in ("wins", "ci95", "first_cast_turn", "recasts", "tax_paid", "commander_damage"):
        assert key in seat
    assert sum(summary["end_reasons"].values()) == 1
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 1
    replayed = runner.invoke(app, ["replay", str(records[0]), "--json"])
    assert replayed.exit_code == 0, replayed.output
    assert json.loads(replayed.output)["replayed"] is True


def test_simulate_commander_bad_settings_exit_with_one_line() -> None:
    """Bad input: a typed error (``main`` prints it as one line and exits 2) saying what was
    wrong."""
    for args, words in ((["--house-rule", "nope"], "house rule"),
                        (["--rules-date", "yesterday"], "YYYY-MM-DD"),
                        (["--preset", "x"], "preset"), (["--players", "7"], "2 to 6")):
        result = runner.invoke(app, ["simulate", "commander", "-n", "1", *args])
        assert result.exit_code != 0
        assert isinstance(result.exception, CardTableError), result.exception
        assert words in str(result.exception)


def test_commander_deck_checked_with_cmd1_unless_allow_illegal(tmp_path: Path) -> None:
    """Decks are checked with CMD-1 before play: a 60-card deck is refused, and
    --allow-illegal lets it play."""
    deck = tmp_path / "small.txt"
    deck.write_text("Commander\n1 Yargle, Glutton of Urborg\n\nDeck\n59 Swamp\n")
    refused = runner.invoke(app, ["simulate", "commander", "-n", "1", "--players", "2",
                                  "--deck", str(deck), "--deck", str(deck)])
    assert refused.exit_code != 0
    assert isinstance(refused.exception, CardTableError)
    assert "CMD-1.4" in str(refused.exception) and "--allow-illegal" in str(refused.exception)
    allowed = runner.invoke(app, ["simulate", "commander", "-n", "1", "--players", "2",
                                  "--turn-limit", "20", "--deck", str(deck), "--deck",
                                  str(deck), "--allow-illegal", "--json"])
    assert allowed.exit_code == 0, allowed.output


@pytest.mark.shared_data  # the real card file: Tempest Efreet is looked up in it
def test_cmd_3_2_deck_sideboard_section_reaches_the_game(tmp_path: Path) -> None:
    """CMD-3.2 through the CLI: with ``--house-rule edh-sideboard`` a deck file's sideboard
    section is the seat's EDH sideboard, named in the saved record; a sideboard card the engine
    cannot play is refused with a typed error (``main`` prints it as one line)."""
    from cardtable.games.magic.commander.decks import DECK_DIR

    text = (DECK_DIR / "jasmine-boreal.txt").read_text().rstrip()
    deck = tmp_path / "jasmine.txt"
    deck.write_text(text + "\n\nSideboard\n1 Snow-Covered Forest\n")
    records = tmp_path / "records"
    result = runner.invoke(app, ["simulate", "commander", "--deck", str(deck), "-n", "1",
                                 "--players", "2", "--turn-limit", "10", "--json",
                                 "--house-rule", "edh-sideboard", "--allow-illegal",
                                 "--save-records", str(records)])
    assert result.exit_code == 0, result.output
    record = json.loads(sorted(records.glob("*.json"))[0].read_text())
    assert record["settings"]["sideboards"][0] == ["Snow-Covered Forest"]
    assert "edh-sideboard" in record["settings"]["house_rules"]
    deck.write_text(text + "\n\nSideboard\n1 Tempest Efreet\n")  # ante: out of scope
    refused = runner.invoke(app, ["simulate", "commander", "--deck", str(deck), "-n", "1",
                                  "--players", "2", "--house-rule", "edh-sideboard",
                                  "--allow-illegal"])
    assert refused.exit_code != 0
    assert isinstance(refused.exception, CardTableError)
    assert "Tempest Efreet" in str(refused.exception)
