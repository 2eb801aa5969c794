"""DOM-1.6: a user's own card pool from the command line — card facts (CSV, JSON) or card
names looked up in the card database — with a warning per card left out; records made with it
replay without any card database."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from cardtable.cards.pool_file import read_pool_file
from cardtable.core.errors import CardNotFound, DeckError

DATA = Path(__file__).resolve().parents[2] / "src" / "cardtable" / "cards" / "data"


def bundled_rows() -> list[list[str]]:
    with (DATA / "bundled.csv").open(encoding="utf-8") as stream:
        return list(csv.reader(stream))


def awkward_rows() -> list[list[str]]:
    with (DATA / "awkward.csv").open(encoding="utf-8") as stream:
        return list(csv.reader(stream))[1:]


def test_dom_1_6_pool_csv_warns_per_card_and_records_replay(run_cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pool = tmp_path / "pool.csv"
    with pool.open("w", newline="", encoding="utf-8") as stream:
        csv.writer(stream).writerows(bundled_rows() + awkward_rows()[:3])
    records = tmp_path / "records"
    out = run_cli("simulate", "dominarion", "--pool", str(pool), "--games", "3", "--players",
                  "3", "--seed", "2", "--save-records", str(records), "--json")
    assert out.returncode == 0, out.stderr
    warnings = json.loads(out.stdout)["pool_warnings"]
    for name, *_rest in awkward_rows()[:3]:
        assert any(w.startswith(f"{name} is left out of the pool") for w in warnings), name
    record = next(records.glob("*.json"))
    assert "pool_cards" in json.loads(record.read_text())["settings"]
    replayed = run_cli("replay", str(record))
    assert replayed.returncode == 0, replayed.stderr


def test_dom_1_6_pool_of_names_and_json_give_the_same_cards(tmp_path: Path) -> None:
    rows = bundled_rows()
    names = tmp_path / "pool.txt"
    names.write_text("# my pool\n" + "".join(f"1 {row[0]}\n" for row in rows[1:40]))
    facts = tmp_path / "pool.json"
    facts.write_text(json.dumps([dict(zip(rows[0], row, strict=True)) for row in rows[1:40]]))
    from_names = read_pool_file(names)
    from_json = read_pool_file(facts)
    assert [c.name for c in from_names] == [row[0] for row in rows[1:40]]
    assert [(c.name, str(c.mana_cost), str(c.type_line), c.power, c.toughness)
            for c in from_names] == [(c.name, str(c.mana_cost), str(c.type_line), c.power,
                                      c.toughness) for c in from_json]


def test_dom_1_6_bad_pool_files_say_where(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    typo = tmp_path / "typo.txt"
    typo.write_text("Llanowar Elves\nLightnin Bolt\n")
    try:
        read_pool_file(typo)
    except CardNotFound as error:
        assert "typo.txt line 2" in str(error) and "Lightning Bolt" in str(error)
    else:
        raise AssertionError("an unknown card name was accepted")
    headless = tmp_path / "pool.csv"
    headless.write_text("Llanowar Elves,{G},Creature — Elf Druid,1,1\n")
    try:
        read_pool_file(headless)
    except DeckError as error:
        assert "header" in str(error)
    else:
        raise AssertionError("a CSV without a header was accepted")
    shifted = tmp_path / "shifted.csv"
    shifted.write_text("name,mana_cost,type_line\nLlanowar Elves,Creature — Elf Druid,{G}\n")
    try:
        read_pool_file(shifted)
    except DeckError as error:
        assert "line 2" in str(error) and "braces" in str(error)
    else:
        raise AssertionError("a type line in the cost column was accepted")
    small = tmp_path / "small.csv"
    with small.open("w", newline="", encoding="utf-8") as stream:
        csv.writer(stream).writerows(bundled_rows()[:12])
    out = run_cli("simulate", "dominarion", "--pool", str(small), "--games", "2")
    assert out.returncode == 2
    assert "the card pool is too small (DOM-1.6)" in out.stderr and "short" in out.stderr
    assert "Traceback" not in out.stderr
