"""The files the open-source clients really write (XMage, Forge with its odd sections, Magic
Workstation, NetMECCG, Cockatrice without counts), told apart by content, and every format
converted to every other and back."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from cardtable.cards.names import loose_name_key
from cardtable.core.errors import DeckError
from cardtable.decks.diff import diff_decks
from cardtable.decks.model import (
    COMMANDER,
    COMPANION,
    MAIN,
    MAYBEBOARD,
    POOL,
    SIDEBOARD,
    SITES,
    TOKENS,
    DeckEntry,
    Decklist,
)
from cardtable.decks.read import detect_format, parse_deck_text, read_deck_file
from cardtable.decks.write import (
    WRITABLE_FORMATS,
    conversion_problem,
    drop_sections,
    folds_companion,
    write_deck,
)

FIXTURES = Path(__file__).resolve().parent / "fixtures"
SUFFIX = {"dek": ".dek", "cod": ".cod", "forge": ".dck", "xmage": ".dck", "netmeccg": ".dck",
          "mwdeck": ".mwDeck", "meccg": ".meccg"}
SOURCES = ["plain.txt", "mtgo.txt", "deck.dek", "arena.txt", "moxfield.txt", "archidekt.txt",
           "deck.cod", "no-number.cod", "forge.dck", "forge-quest.dck", "xmage.dck",
           "xmage-commander.dck", "deck.mwDeck", "deck.meccg", "netmeccg.dck"]


def _cards(deck: Decklist, section: str) -> list[tuple[str, int]]:
    return [(e.name, e.count) for e in deck.section(section)]


def test_xmage_dck_name_set_numbers_sideboard_and_layout() -> None:
    deck = read_deck_file(FIXTURES / "xmage.dck")
    assert (deck.source_format, deck.name, deck.problems) == ("xmage", "Izzet Tempo", ())
    assert _cards(deck, MAIN) == [("Lightning Bolt", 4), ("Fire // Ice", 2), ("Jötun Grunt", 1),
                                  ("Brainstorm", 4), ("Island", 3), ("Mountain", 14)]
    bolt = deck.section(MAIN)[0]
    assert (bolt.set_code, bolt.collector_number) == ("M10", "146")
    assert _cards(deck, SIDEBOARD) == [("Pyroblast", 3), ("Smash to Smithereens", 1)]
    assert dict(deck.metadata)["AUTHOR"] == "someone"
    assert dict(deck.metadata)["LAYOUT MAIN"].startswith("(1,6)")


def test_xmage_commander_deck_keeps_its_commander_in_the_sideboard() -> None:
    """XMage has no commander section: a 1-card sideboard beside 99 cards is the commander,
    and the reader says what it assumed."""
    deck = read_deck_file(FIXTURES / "xmage-commander.dck")
    assert deck.names(COMMANDER) == ["Trostani, Selesnya's Voice"]
    assert deck.section(SIDEBOARD) == [] and deck.count([MAIN]) == 99
    assert "read as the commander" in deck.remarks[0]


def test_a_small_sideboard_of_a_sixty_card_deck_stays_a_sideboard() -> None:
    deck = parse_deck_text("60 Mountain\nSB: 1 [M10:146] Lightning Bolt\n", "xmage")
    assert deck.names(SIDEBOARD) == ["Lightning Bolt"] and deck.section(COMMANDER) == []
    assert deck.remarks == ()


def test_forge_odd_sections_are_information_not_problems() -> None:
    """Quest decks carry [shop], [duel], [quest] and repeated [metadata] blocks of key=value
    lines; [avatar] and [planes] hold cards; '+' after a name marks a foil; '|SET|N' names the
    printing and art index."""
    deck = read_deck_file(FIXTURES / "forge-quest.dck")
    assert (deck.source_format, deck.problems) == ("forge", ())
    assert deck.name == "Quest Opponent: Goblin Horde"
    assert _cards(deck, MAIN) == [("Goblin Guide", 4), ("Lightning Bolt", 4), ("Fire // Ice", 2),
                                  ("Lim-Dûl's Vault", 1), ("Mountain", 13)]
    guide = deck.section(MAIN)[0]
    assert (guide.foil, guide.set_code) == (True, "ZEN")
    assert deck.section(MAIN)[1].foil is False
    assert _cards(deck, SIDEBOARD) == [("Pyroblast", 3)]
    assert deck.names("avatar") == ["Goblin Warchief Avatar"]
    assert deck.names("planes") == ["Bant"]
    metadata = dict(deck.metadata)
    assert metadata["shop.WinUnlocks"] == "Goblin Guide"
    assert metadata["quest.Wins"] == "5" and metadata["duel.Opponent"] == "Krenko"
    assert metadata["Comment"].startswith("the second metadata block")


def test_magic_workstation_mwdeck() -> None:
    deck = read_deck_file(FIXTURES / "deck.mwDeck")
    assert (deck.source_format, deck.name, deck.problems) == ("mwdeck", "Izzet Blitz", ())
    assert _cards(deck, MAIN) == [("Lightning Bolt", 4), ("Fire/Ice", 2), ("Jötun Grunt", 1),
                                  ("Lim-Dûl's Vault", 1), ("Mountain", 17)]
    assert deck.section(MAIN)[0].set_code == "M10" and deck.section(MAIN)[3].set_code is None
    assert _cards(deck, SIDEBOARD) == [("Pyroblast", 3), ("Smash to Smithereens", 1)]
    assert dict(deck.metadata)["CREATOR"] == "Anonymous"


def test_netmeccg_dck_parts_one_card_a_line() -> None:
    deck = read_deck_file(FIXTURES / "netmeccg.dck")
    assert (deck.source_format, deck.problems) == ("netmeccg", ())
    assert deck.names(POOL) == ["Aragorn II", "Bilbo", "Dagger of Westernesse"]
    assert _cards(deck, SIDEBOARD) == [("Twilight", 2)]
    assert _cards(deck, MAIN) == [("Gandalf", 1), ("Beorn", 1), ("Dodge", 3), ("Risky Blow", 1),
                                  ("Horses", 1), ("Orc-patrol", 2), ("Cave-drake", 1)]
    assert deck.section(MAIN)[0].tags == ("Character",)
    assert deck.section(MAIN)[-1].tags == ("Hazard",)
    assert deck.names(SITES) == ["Rivendell", "Lórien", "Bree"]


def test_netmeccg_unknown_part_and_card_outside_a_part_are_problems() -> None:
    deck = parse_deck_text("[NetMECCG v1.4 Deck]\nGandalf\n[wizards]\nRadagast\n"
                           "[characters]\nBeorn\n", "netmeccg")
    assert [p.line for p in deck.problems] == [2, 3, 4]
    assert "unknown NetMECCG part '[wizards]'" in deck.problems[1].message
    assert deck.names(MAIN) == ["Beorn"]


def test_cockatrice_card_without_number_is_one_copy() -> None:
    deck = read_deck_file(FIXTURES / "no-number.cod")
    assert deck.problems == ()
    assert _cards(deck, MAIN) == [("Sol Ring", 1), ("Lightning Bolt", 4), ("Fire // Ice", 1),
                                  ("Mountain", 20)]
    assert (deck.section(MAIN)[0].set_code, deck.section(MAIN)[0].collector_number) == (
        "C21", "263")
    assert _cards(deck, SIDEBOARD) == [("Pyroblast", 1)]
    assert _cards(deck, TOKENS) == [("Goblin", 1)]


@pytest.mark.parametrize(("fixture", "expected"), [
    ("forge.dck", "forge"), ("forge-quest.dck", "forge"), ("xmage.dck", "xmage"),
    ("xmage-commander.dck", "xmage"), ("netmeccg.dck", "netmeccg"), ("deck.mwDeck", "mwdeck"),
])
def test_dck_files_are_told_apart_by_content(fixture: str, expected: str) -> None:
    """Forge, XMage and NetMECCG all write .dck; the name of the file settles nothing."""
    text = (FIXTURES / fixture).read_text(encoding="utf-8")
    assert detect_format(text, fixture) == expected
    assert detect_format(text, "deck.dck") == expected
    assert detect_format(text, "deck.txt") == expected


def test_unreadable_netmeccg_file_is_not_called_a_forge_decklist(tmp_path: Path) -> None:
    path = tmp_path / "hazards.dck"
    path.write_text("[NetMECCG v1.4 Deck]\n[wizards]\nRadagast\n", encoding="utf-8")
    with pytest.raises(DeckError, match="as a netmeccg decklist") as error:
        read_deck_file(path)
    assert "as a forge" not in str(error.value)


def _essence(deck: Decklist, fold_companion: bool) -> Counter[tuple[str, str]]:
    counts: Counter[tuple[str, str]] = Counter()
    for entry in deck.entries:
        section = SIDEBOARD if fold_companion and entry.section == COMPANION else entry.section
        counts[(section, loose_name_key(entry.name))] += entry.count
    return counts


def _read_text(text: str, output_format: str) -> Decklist:
    deck = parse_deck_text(text, detect_format(text, "deck" + SUFFIX.get(output_format, ".txt")))
    assert deck.problems == (), (output_format, deck.problems, text)
    return deck


@pytest.mark.parametrize("target", WRITABLE_FORMATS)
@pytest.mark.parametrize("source", SOURCES)
def test_every_format_to_every_format_and_back(source: str, target: str) -> None:
    """Every card, count, commander and sideboard survives source → target → source, or the
    conversion is refused with one line saying why. A companion written where a format has no
    companion section comes back in the sideboard, where it is played from."""
    deck = read_deck_file(FIXTURES / source)
    try:
        text = write_deck(deck, target)
    except DeckError as error:
        message = str(error)
        assert message.startswith(f"cannot convert to {target}: ") and "\n" not in message
        assert conversion_problem(deck, target) is not None
        return
    middle = _read_text(text, target)
    back = _read_text(write_deck(middle, deck.source_format), deck.source_format)
    fold = folds_companion(target) or folds_companion(deck.source_format)
    assert _essence(middle, fold) == _essence(deck, fold)
    assert _essence(back, fold) == _essence(deck, fold)
    assert back.names(COMMANDER) == deck.names(COMMANDER)
    if not fold:  # `deck diff` between a deck and its own conversion finds nothing
        assert diff_decks(deck, middle) == [] and diff_decks(deck, back) == []


def test_round_trips_that_must_succeed() -> None:
    """The refusals above are only for real losses: plain decks convert everywhere, a
    Commander deck to every format with a commander section, MECCG decks between GCCG and
    NetMECCG."""
    plain = read_deck_file(FIXTURES / "plain.txt")
    assert all(conversion_problem(plain, f) is None for f in WRITABLE_FORMATS)
    commander = read_deck_file(FIXTURES / "xmage-commander.dck")
    assert [f for f in WRITABLE_FORMATS if conversion_problem(commander, f)] == [
        "meccg", "netmeccg"]
    meccg = read_deck_file(FIXTURES / "deck.meccg")
    assert [f for f in WRITABLE_FORMATS if not conversion_problem(meccg, f)] == [
        "text", "meccg", "netmeccg"]


@pytest.mark.parametrize("target", ["mtgo", "dek", "cod", "xmage", "mwdeck"])
def test_commander_survives_formats_that_keep_it_in_the_sideboard(target: str) -> None:
    deck = read_deck_file(FIXTURES / "xmage-commander.dck")
    again = _read_text(write_deck(deck, target), target)
    assert again.names(COMMANDER) == ["Trostani, Selesnya's Voice"]
    assert again.count([MAIN]) == 99


def test_meccg_layout_refuses_a_commander_instead_of_dropping_it() -> None:
    deck = read_deck_file(FIXTURES / "forge.dck")
    with pytest.raises(DeckError, match=r"GCCG \.meccg has no place for a commander, so "
                       r"Atraxa, Praetors' Voice would be lost"):
        write_deck(deck, "meccg")


def test_commander_beside_a_sideboard_is_refused_for_two_board_formats() -> None:
    deck = read_deck_file(FIXTURES / "forge.dck")
    with pytest.raises(DeckError, match="commander in the sideboard, so a deck with both"):
        write_deck(deck, "mtgo")


def test_maybeboard_is_refused_or_dropped_on_purpose() -> None:
    deck = Decklist((DeckEntry(4, "Lightning Bolt"), DeckEntry(1, "Shock", MAYBEBOARD)), "text")
    with pytest.raises(DeckError, match="--drop maybeboard"):
        write_deck(deck, "forge")
    text = write_deck(drop_sections(deck, [MAYBEBOARD]), "forge")
    assert "Shock" not in text and "4 Lightning Bolt" in text
    with pytest.raises(DeckError, match="no 'sideboard' section; its sections are main"):
        drop_sections(deck, [SIDEBOARD])


def test_companion_goes_to_the_sideboard_where_there_is_no_companion_section() -> None:
    deck = Decklist((DeckEntry(60, "Mountain"), DeckEntry(1, "Lurrus of the Dream-Den",
                                                          COMPANION),
                     DeckEntry(2, "Pyroblast", SIDEBOARD)), "arena")
    again = _read_text(write_deck(deck, "mtgo"), "mtgo")
    assert again.names(SIDEBOARD) == ["Pyroblast", "Lurrus of the Dream-Den"]
    kept = _read_text(write_deck(deck, "arena"), "arena")
    assert kept.names(COMPANION) == ["Lurrus of the Dream-Den"]


@pytest.mark.parametrize("target", ["mtgo", "dek", "cod", "xmage", "mwdeck"])
def test_two_partner_commanders_survive_the_sideboard_convention(target: str) -> None:
    deck = Decklist((DeckEntry(1, "Tymna the Weaver", COMMANDER),
                     DeckEntry(1, "Thrasios, Triton Hero", COMMANDER),
                     DeckEntry(98, "Island")), "text")
    again = _read_text(write_deck(deck, target), target)
    assert sorted(again.names(COMMANDER)) == ["Thrasios, Triton Hero", "Tymna the Weaver"]
    assert again.count([MAIN]) == 98 and again.section(SIDEBOARD) == []


def test_written_client_files_look_like_the_clients_own() -> None:
    deck = read_deck_file(FIXTURES / "xmage.dck")
    xmage = write_deck(deck, "xmage").splitlines()
    assert xmage[0] == "NAME:Izzet Tempo" and xmage[1] == "4 [M10:146] Lightning Bolt"
    assert "SB: 3 [ME4:106] Pyroblast" in xmage
    mws = write_deck(deck, "mwdeck").splitlines()
    assert mws[0].startswith("// Deck file for Magic Workstation")
    assert "        2 [MH2] Fire/Ice" in mws and "SB:  3 [ME4] Pyroblast" in mws
    net = write_deck(read_deck_file(FIXTURES / "deck.meccg"), "netmeccg").splitlines()
    assert net[0] == "[NetMECCG v1.4 Deck]"
    assert net.count("Orc-watch") == 2  # one card a line
    forge = write_deck(read_deck_file(FIXTURES / "forge-quest.dck"), "forge")
    assert "4 Goblin Guide+|ZEN" in forge and "[Avatar]\n1 Goblin Warchief Avatar|VAN" in forge
