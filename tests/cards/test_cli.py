"""The `cardtable cards` and `cardtable deck` commands, run as a user runs them."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from cardtable.cards.db import CardDatabase
from cardtable.decks.read import detect_format, parse_deck_text
from tests.cards.gw_deck import legal_deck_text

FIXTURES = Path(__file__).resolve().parents[1] / "decks" / "fixtures"


def _legal_deck_text(full_home: Path) -> str:
    return legal_deck_text(CardDatabase(full_home / "cards.sqlite"))


def test_deck_check_legal_exit_0_and_json_shape(run_cli, full_home: Path, tmp_path: Path) -> None:
    deck = tmp_path / "legal.txt"
    deck.write_text(_legal_deck_text(full_home), encoding="utf-8")
    result = run_cli("deck", "check", str(deck), "--json", home=full_home)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert list(data) == ["legal", "format", "commanders", "card_count", "problems",
                          "unknown_cards"]
    assert data == {"legal": True, "format": "commander",
                    "commanders": ["Trostani, Selesnya's Voice"], "card_count": 100,
                    "problems": [], "unknown_cards": []}
    text = run_cli("deck", "check", str(deck), home=full_home)
    assert text.returncode == 0
    assert "Commander: Trostani, Selesnya's Voice — identity W/G" in text.stdout
    assert "Legal" in text.stdout


def test_deck_check_illegal_exit_1_with_rule_lines(run_cli, full_home: Path,
                                                   tmp_path: Path) -> None:
    deck = tmp_path / "bad.txt"
    deck.write_text(_legal_deck_text(full_home).replace("19 Plains", "18 Plains\n1 Lightning Bolt"
                                                        "\n1 Lightening Bolt"), encoding="utf-8")
    result = run_cli("deck", "check", str(deck), home=full_home)
    assert result.returncode == 1
    assert ("CMD-1.2: Lightning Bolt (R) is outside the commander's colour identity (W/G) "
            "(Lightning Bolt)") in result.stdout
    assert "CMD-1.4: the deck has 101 cards" in result.stdout
    data = json.loads(run_cli("deck", "check", str(deck), "--json", home=full_home).stdout)
    assert data["legal"] is False and data["unknown_cards"] == ["Lightening Bolt"]
    assert {p["rule"] for p in data["problems"]} == {"CMD-1.2", "CMD-1.4", "CMD-1.5"}


def test_deck_check_unusable_input_exit_2(run_cli, full_home: Path, tmp_path: Path) -> None:
    binary = tmp_path / "deck.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 10)
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    cases = [
        ((str(binary),), "binary file"),
        ((str(empty),), "empty"),
        ((str(tmp_path / "missing.txt"),), "cannot read decklist"),
        ((str(FIXTURES / "plain.txt"), "--input-format", "xlsx"), "unknown --input-format"),
        ((str(FIXTURES / "plain.txt"), "--format", "modern"), "unknown --format"),
    ]
    for args, message in cases:
        result = run_cli("deck", "check", *args, home=full_home)
        assert result.returncode == 2, (args, result.stdout, result.stderr)
        assert message in result.stderr
        assert "Traceback" not in result.stderr


def test_control_characters_and_ten_thousand_lines_are_reported(
    run_cli, full_home: Path, tmp_path: Path
) -> None:
    weird = tmp_path / "weird.txt"
    weird.write_text("Commander\n1 Sol Ring\n1 Sol\x07 Ring\x1b[2J\n", encoding="utf-8")
    result = run_cli("deck", "check", str(weird), "--json", home=full_home)
    data = json.loads(result.stdout)
    assert result.returncode == 1
    assert any("control characters" in p["message"] for p in data["problems"])
    weird.write_bytes(b"Commander\n1 Sol\x00 Ring\n")
    result = run_cli("deck", "check", str(weird), home=full_home)
    assert result.returncode == 2 and "binary file" in result.stderr
    huge = tmp_path / "huge.txt"
    huge.write_text("".join(f"1 Nonexistent Card {i}\n" for i in range(10_000)),
                    encoding="utf-8")
    result = run_cli("deck", "check", str(huge), "--json", home=full_home)
    assert result.returncode == 1
    data = json.loads(result.stdout)
    assert data["card_count"] == 10_000 and len(data["unknown_cards"]) == 10_000


def test_cards_show_and_search(run_cli, full_home: Path) -> None:
    shown = run_cli("cards", "show", "fire/ice", "--json", home=full_home)
    assert shown.returncode == 0
    card = json.loads(shown.stdout)
    assert card["name"] == "Fire // Ice" and card["color_identity"] == "UR"
    assert [f["name"] for f in card["faces"]] == ["Fire", "Ice"]
    table = run_cli("cards", "show", "Nazgul", home=full_home)
    assert "Nazgûl" in table.stdout or table.returncode == 2
    missing = run_cli("cards", "show", "Lightening Bolt", home=full_home)
    assert missing.returncode == 2 and "did you mean 'Lightning Bolt'" in missing.stderr
    found = run_cli("cards", "search", "bolt", "--identity", "R", "--mv", "1", "--legal",
                    "commander", "--json", home=full_home)
    names = [c["name"] for c in json.loads(found.stdout)]
    assert "Lightning Bolt" in names and all(c["color_identity"] in ("", "R")
                                            for c in json.loads(found.stdout))
    creatures = run_cli("cards", "search", "--type", "Legendary Creature", "--identity", "C",
                        "--json", "--limit", "5", home=full_home)
    assert all(c["color_identity"] == "" for c in json.loads(creatures.stdout))


def test_no_import_error_says_how_to_import(run_cli, tmp_path: Path) -> None:
    result = run_cli("cards", "show", "Definitely Not A Card", home=tmp_path / "fresh")
    assert result.returncode == 2
    assert "cardtable cards import FILE" in result.stderr


def test_cards_import_cli_and_bad_file_keeps_database(run_cli, tmp_path: Path,
                                                      scryfall_file: Path) -> None:
    home = tmp_path / "home"
    result = run_cli("cards", "import", str(scryfall_file), "--json", home=home)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["kind"] == "scryfall" and summary["card_count"] > 900
    assert summary["identity_differences"] == []
    before = hashlib.sha256((home / "cards.sqlite").read_bytes()).hexdigest()
    junk = tmp_path / "junk.json"
    junk.write_bytes(bytes(range(256)) * 100)
    bad = run_cli("cards", "import", str(junk), home=home)
    assert bad.returncode == 2 and "is not card data" in bad.stderr
    assert hashlib.sha256((home / "cards.sqlite").read_bytes()).hexdigest() == before
    shown = run_cli("cards", "show", "Shivan Dragon", "--json", home=home)
    assert json.loads(shown.stdout)["name"] == "Shivan Dragon"


def test_deck_convert_cli(run_cli, tmp_path: Path) -> None:
    """`deck convert` writes to stdout or a file; every format's round trip is in the parser
    tests."""
    result = run_cli("deck", "convert", str(FIXTURES / "moxfield.txt"), "--to", "arena")
    assert result.returncode == 0, result.stderr
    deck = parse_deck_text(result.stdout, detect_format(result.stdout, "x.txt"))
    assert deck.source_format == "arena" and deck.problems == () and deck.count() == 7
    out = tmp_path / "deck.dek"
    result = run_cli("deck", "convert", str(FIXTURES / "xmage-commander.dck"), "--to", "dek",
                     "-o", str(out))
    assert result.returncode == 0, result.stderr
    deck = parse_deck_text(out.read_text(encoding="utf-8"), "dek")
    assert deck.problems == () and deck.count() == 100
    assert deck.names("commander") == ["Trostani, Selesnya's Voice"]
    bad = run_cli("deck", "convert", str(FIXTURES / "moxfield.txt"), "--to", "pdf")
    assert bad.returncode == 2 and "cannot write decklist format 'pdf'" in bad.stderr


def test_deck_convert_refuses_a_loss_in_one_line_and_drop_says_yes(run_cli,
                                                                   tmp_path: Path) -> None:
    """A Forge Commander deck with a sideboard cannot go to MTGO .dek (the commander would
    land in the sideboard): exit 2, one line. A maybeboard is refused by Forge until --drop."""
    refused = run_cli("deck", "convert", str(FIXTURES / "forge.dck"), "--to", "dek")
    assert refused.returncode == 2 and refused.stdout == ""
    lines = refused.stderr.strip().splitlines()
    assert len(lines) == 1 and "commander in the sideboard" in lines[0]
    maybe = tmp_path / "maybe.txt"
    maybe.write_text("Deck\n4 Lightning Bolt\n\nMaybeboard\n1 Shock\n", encoding="utf-8")
    assert "--drop maybeboard" in run_cli("deck", "convert", str(maybe), "--to",
                                          "forge").stderr
    dropped = run_cli("deck", "convert", str(maybe), "--to", "forge", "--drop", "maybeboard")
    assert dropped.returncode == 0 and "Shock" not in dropped.stdout


def test_deck_json_commands_print_an_error_object(run_cli, tmp_path: Path) -> None:
    """Every --json deck command prints one JSON error object on failure (exit 2), and the
    readable line still goes to standard error."""
    missing = str(tmp_path / "missing.dck")
    cases = [
        (("deck", "check", missing, "--json"), "deck_error", "cannot read decklist"),
        (("deck", "check", str(FIXTURES / "plain.txt"), "--format", "modern", "--json"),
         "settings_error", "unknown --format"),
        (("deck", "convert", str(FIXTURES / "forge.dck"), "--to", "meccg", "--json"),
         "deck_error", "GCCG .meccg has no place for a commander"),
        (("deck", "convert", missing, "--to", "text", "--json"), "deck_error", "cannot read"),
        (("deck", "diff", missing, missing, "--json"), "deck_error", "cannot read decklist"),
        (("deck", "stats", missing, "--json"), "deck_error", "cannot read decklist"),
    ]
    for args, code, message in cases:
        result = run_cli(*args)
        assert result.returncode == 2, (args, result.stderr)
        data = json.loads(result.stdout)
        assert data["error"]["code"] == code and message in data["error"]["message"], args
        assert message in result.stderr and "Traceback" not in result.stderr


def test_deck_convert_json_output(run_cli) -> None:
    result = run_cli("deck", "convert", str(FIXTURES / "netmeccg.dck"), "--to", "meccg",
                     "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert (data["format"], data["read_as"], data["output"]) == ("meccg", "netmeccg", None)
    again = parse_deck_text(data["text"], "meccg")
    assert again.problems == () and again.count() == data["card_count"] == 18


def test_meccg_check_and_diff_cli(run_cli, full_home: Path, meccg_decks: Path,
                                  tmp_path: Path) -> None:
    deck = meccg_decks / "b-release-of-prisoners.meccg"
    result = run_cli("deck", "check", str(deck), "--json", home=full_home)
    assert result.returncode == 0, result.stdout
    data = json.loads(result.stdout)
    assert data == {"legal": True, "format": "meccg", "card_count": 69, "problems": [],
                    "unknown_cards": []}
    same = run_cli("deck", "diff", str(deck), str(deck), "--json", home=full_home)
    assert same.returncode == 0 and json.loads(same.stdout) == {"same": True, "changes": []}
    changed = tmp_path / "played.meccg"
    changed.write_text(deck.read_text(encoding="utf-8").replace("\n2 Dodge (TW)",
                                                                "\n3 Dodge (TW)"),
                       encoding="utf-8")
    diff = run_cli("deck", "diff", str(deck), str(changed), home=full_home)
    assert diff.returncode == 1 and "main: Dodge 2 → 3 (+1)" in diff.stdout


def test_table_league_rule_cli(run_cli, full_home: Path, tmp_path: Path) -> None:
    text = _legal_deck_text(full_home)
    a, b = tmp_path / "A.txt", tmp_path / "B.txt"
    a.write_text(text, encoding="utf-8")
    b.write_text(text, encoding="utf-8")
    result = run_cli("deck", "check", "--format", "commander", "--table", str(a), str(b),
                     "--json", home=full_home)
    assert result.returncode == 1
    data = json.loads(result.stdout)
    assert [p["rule"] for p in data["table_problems"]] == ["CMD-3.5"]
    assert all(d["legal"] for d in data["decks"])


def test_meccg_check_without_meccg_cards_says_how_to_import(
    run_cli, meccg_decks: Path, tmp_path: Path
) -> None:
    result = run_cli("deck", "check", str(meccg_decks / "c-dwarven-quest.meccg"),
                     home=tmp_path / "fresh")
    assert result.returncode == 2
    assert "cardtable cards import FOLDER" in result.stderr


def test_swap_and_banlist_options(run_cli, full_home: Path, tmp_path: Path) -> None:
    """CMD-3.2 swaps through --swap; CMD-1.6 --no-banlist; --banlist FILE replaces the list."""
    text = _legal_deck_text(full_home).replace("19 Plains", "18 Plains\n1 Griselbrand")
    text += "\nSideboard\n1 Lightning Bolt\n1 Swords to Plowshares\n"
    deck = tmp_path / "deck.txt"
    deck.write_text(text, encoding="utf-8")
    swapped = run_cli("deck", "check", str(deck), "--json", "--no-banlist",
                      "--commander-colors", "B", "--swap", "Forest=Lightning Bolt", home=full_home)
    assert swapped.returncode == 1
    problems = json.loads(swapped.stdout)["problems"]
    assert [(p["rule"], p["cards"]) for p in problems] == [("CMD-1.2", ["Lightning Bolt"])]
    house = tmp_path / "house.txt"
    house.write_text("Swords to Plowshares\n", encoding="utf-8")
    listed = run_cli("deck", "check", str(deck), "--json", "--banlist", str(house),
                     "--commander-colors", "B", "--swap", "Forest=Swords to Plowshares",
                     home=full_home)
    problems = json.loads(listed.stdout)["problems"]
    assert [(p["rule"], p["cards"]) for p in problems] == [
        ("CMD-1.5", ["Swords to Plowshares"])]
