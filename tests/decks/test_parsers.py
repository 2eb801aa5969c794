"""Decklist parsers: one realistic file per format, awkward lines, every problem with its line."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.errors import DeckError
from cardtable.decks.model import (
    COMMANDER,
    COMPANION,
    MAIN,
    MAYBEBOARD,
    POOL,
    SIDEBOARD,
    SITES,
)
from cardtable.decks.read import FORMATS, parse_deck_text, read_deck_file

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def _summary(path: Path) -> list[tuple[str, int, str]]:
    deck = read_deck_file(path)
    assert deck.problems == ()
    return [(e.section, e.count, e.name) for e in deck.entries]


def test_plain_text_counts_x_comments_and_sideboard_header() -> None:
    deck = read_deck_file(FIXTURES / "plain.txt")
    assert deck.source_format == "text"
    assert deck.name == "Mono-Red Burn"
    assert [(e.section, e.count, e.name, e.line) for e in deck.entries] == [
        (MAIN, 4, "Lightning Bolt", 3), (MAIN, 4, "Goblin Guide", 4), (MAIN, 2, "Fire/Ice", 5),
        (MAIN, 1, "Lim-Dûl's Vault", 6), (MAIN, 20, "Mountain", 7),
        (SIDEBOARD, 3, "Smash to Smithereens", 10),
    ]


def test_mtgo_txt_crlf_blank_line_starts_sideboard() -> None:
    deck = read_deck_file(FIXTURES / "mtgo.txt")
    assert deck.source_format == "mtgo"
    assert deck.names(MAIN) == ["Lightning Bolt", "Chain Lightning", "Fire/Ice", "Jötun Grunt",
                                "Mountain"]
    assert deck.names(SIDEBOARD) == ["Atraxa, Praetors' Voice", "Pyroblast"]


def test_arena_export_with_bom_sections_and_set_codes() -> None:
    deck = read_deck_file(FIXTURES / "arena.txt")
    assert deck.source_format == "arena"
    assert deck.names(COMMANDER) == ["Atraxa, Praetors' Voice"]
    assert deck.names(COMPANION) == ["Lurrus of the Dream-Den"]
    assert deck.names(SIDEBOARD) == ["Swords to Plowshares"]
    fire = next(e for e in deck.entries if e.name == "Fire // Ice")
    assert (fire.set_code, fire.collector_number, fire.line) == ("MH2", "290", 9)
    assert deck.count([MAIN]) == 39


def test_moxfield_cmdr_foil_tags() -> None:
    deck = read_deck_file(FIXTURES / "moxfield.txt")
    assert deck.source_format == "moxfield"
    assert deck.names(COMMANDER) == ["Atraxa, Praetors' Voice"]
    sol = next(e for e in deck.entries if e.name == "Sol Ring")
    assert sol.foil and sol.tags == ("Ramp",)
    signet = next(e for e in deck.entries if e.name == "Arcane Signet")
    assert signet.tags == ("Ramp", "Mana-Rocks") and not signet.foil
    assert next(e for e in deck.entries if e.name == "Fire // Ice").foil
    assert "Lim-Dûl the Necromancer" in deck.names(MAIN)
    assert deck.names(SIDEBOARD) == ["Path to Exile"]


def test_archidekt_categories() -> None:
    deck = read_deck_file(FIXTURES / "archidekt.txt")
    assert deck.source_format == "archidekt"
    assert deck.names(COMMANDER) == ["Atraxa, Praetors' Voice"]
    assert deck.names(SIDEBOARD) == ["Swords to Plowshares"]
    assert deck.names(MAYBEBOARD) == ["Llanowar Elves"]
    fire = next(e for e in deck.entries if e.name == "Fire // Ice")
    assert fire.tags == ("Removal", "Draw") and fire.set_code == "MH2"
    assert "Jötun Grunt" in deck.names(MAIN)


def test_forge_dck_sections_and_set_codes() -> None:
    deck = read_deck_file(FIXTURES / "forge.dck")
    assert deck.source_format == "forge"
    assert deck.name == "Atraxa Superfriends"
    assert deck.names(COMMANDER) == ["Atraxa, Praetors' Voice"]
    assert deck.names(MAIN) == ["Sol Ring", "Fire // Ice", "Lim-Dûl the Necromancer", "Forest"]
    assert deck.section(MAIN)[0].set_code == "C21"
    assert deck.names(SIDEBOARD) == ["Swords to Plowshares"]


def test_cockatrice_cod() -> None:
    deck = read_deck_file(FIXTURES / "deck.cod")
    assert deck.source_format == "cod"
    assert deck.name == "Izzet & Friends"
    assert _summary(FIXTURES / "deck.cod") == [
        (MAIN, 4, "Lightning Bolt"), (MAIN, 2, "Fire // Ice"), (MAIN, 1, "Jötun Grunt"),
        (MAIN, 17, "Island"), (SIDEBOARD, 3, "Pyroblast"),
    ]
    assert deck.entries[0].line == 6


def test_mtgo_dek_xml() -> None:
    deck = read_deck_file(FIXTURES / "deck.dek")
    assert deck.source_format == "dek"
    assert _summary(FIXTURES / "deck.dek") == [
        (MAIN, 4, "Lightning Bolt"), (MAIN, 2, "Fire/Ice"), (MAIN, 1, "Jötun Grunt"),
        (MAIN, 17, "Mountain"), (SIDEBOARD, 3, "Pyroblast"),
    ]


def test_gccg_meccg_sections_versions_kinds_notes() -> None:
    deck = read_deck_file(FIXTURES / "deck.meccg")
    assert deck.source_format == "meccg"
    assert deck.name == "Test - Rangers of the North"
    gandalf = next(e for e in deck.entries if e.name == "Gandalf")
    assert (gandalf.version, gandalf.set_code, gandalf.tags, gandalf.section) == (
        "H", "TW", ("Character",), MAIN)
    assert deck.names(POOL) == ["Bilbo", "Dagger of Westernesse"]
    assert deck.names(SIDEBOARD) == ["Twilight"]
    assert deck.names(SITES) == ["rivendell", "lórien"]
    assert "William - Wûluag" in deck.names(MAIN)
    assert "3 Dodge" in deck.notes


def test_every_problem_reported_with_line_numbers_and_parsing_goes_on() -> None:
    text = "4 Lightning Bolt\nthis is not a card line\n0 Island\n2 Shock\nx Bad\n1 Ok\x07Card\n"
    deck = parse_deck_text(text, "text")
    assert [e.name for e in deck.entries] == ["Lightning Bolt", "Shock"]
    assert [p.line for p in deck.problems] == [2, 3, 5, 6]
    assert "control characters" in deck.problems[-1].message


def test_xml_problems_have_line_numbers() -> None:
    text = ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">\n'
            '<card number="two" name="Shock"/>\n<card number="1" name="Opt"/>\n<card number=')
    deck = parse_deck_text(text, "cod")
    assert [e.name for e in deck.entries] == ["Opt"]
    assert [p.line for p in deck.problems] == [4, 6]


def test_forge_unknown_section_is_information_and_bad_card_line_a_problem() -> None:
    """Forge ignores sections it does not know, so they are kept as metadata, not problems; an
    unreadable line inside a card section is still a problem with its line number."""
    deck = parse_deck_text("[metadata]\nName=X\n[main]\n1 Opt|XLN\nnonsense\n[planes2]\n"
                           "Chaos=on\n", "forge")
    assert [p.line for p in deck.problems] == [5]
    assert ("planes2.Chaos", "on") in deck.metadata


def test_format_names() -> None:
    assert set(FORMATS) == {"text", "mtgo", "dek", "arena", "moxfield", "archidekt", "cod",
                            "forge", "xmage", "mwdeck", "meccg", "netmeccg"}


@pytest.mark.parametrize(
    ("content", "message"),
    [(b"", "empty"), (b"   \n\n", "empty"), (bytes(range(256)) * 20, "binary"),
     (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary")],
)
def test_unusable_files_are_deck_errors(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(content)
    with pytest.raises(DeckError, match=message):
        read_deck_file(path)


def test_unknown_input_format_is_a_deck_error() -> None:
    with pytest.raises(DeckError, match="unknown decklist format 'xlsx'"):
        parse_deck_text("1 Opt", "xlsx")


def test_ten_thousand_line_decklist_parses(tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    path.write_text("".join(f"1 Card Number {i}\n" for i in range(10_000)), encoding="utf-8")
    deck = read_deck_file(path)
    assert len(deck.entries) == 10_000 and deck.problems == ()


def test_file_with_no_card_lines_is_unusable(tmp_path: Path) -> None:
    path = tmp_path / "essay.txt"
    path.write_text("Dear diary,\nToday I played Magic.\n", encoding="utf-8")
    with pytest.raises(DeckError, match=r"no card lines could be read from 'essay\.txt'"):
        read_deck_file(path)


def test_oversized_junk_file_is_refused(tmp_path: Path) -> None:
    import random

    path = tmp_path / "junk.txt"
    rng = random.Random(7)
    with path.open("wb") as out:
        for _ in range(50):
            out.write(bytes(rng.choice(b"abc 123\n") for _ in range(1024)) * 1024)
    with pytest.raises(DeckError, match="MB; a decklist is at most 20 MB"):
        read_deck_file(path)


@settings(max_examples=150, deadline=None)
@given(text=st.text(max_size=400), fmt=st.sampled_from(FORMATS))
def test_any_text_parses_without_crashing(text: str, fmt: str) -> None:
    """Whatever text arrives, each parser returns a Decklist (problems, never a crash)."""
    deck = parse_deck_text(text, fmt)
    assert all(e.count >= 1 and e.line >= 1 for e in deck.entries)
    assert all(p.line >= 1 for p in deck.problems)


def test_directory_instead_of_file_is_a_deck_error(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="cannot read decklist"):
        read_deck_file(tmp_path)


def test_sb_prefix_lines_go_to_the_sideboard() -> None:
    """Apprentice, MWS and old MTGO exports mark sideboard cards with ``SB:``."""
    text = "4 Lightning Bolt\n20 Mountain\nSB: 2 Pyroblast\nSB:1 Smash to Smithereens\n"
    deck = parse_deck_text(text, "text")
    assert not deck.problems
    assert [(e.count, e.name) for e in deck.section(SIDEBOARD)] == [
        (2, "Pyroblast"), (1, "Smash to Smithereens")]
    assert deck.count([MAIN]) == 24


def test_category_headers_stay_in_the_main_deck() -> None:
    """Type headers that sites export ("Creatures (2)", "Lands") and MECCG's "Resources" are
    main-deck headers, not unreadable lines; "Sideboard" still starts the sideboard."""
    text = "Creatures (2)\n2 Llanowar Elves\nLands:\n20 Forest\nResources\n1 Orc-patrol\n" \
           "Sideboard (1)\n1 Naturalize\n"
    deck = parse_deck_text(text, "text")
    assert not deck.problems
    assert deck.count([MAIN]) == 23
    assert deck.names(SIDEBOARD) == ["Naturalize"]
