"""Middle-earth CCG deck checks (MEC-4.x, MEC-2.1 pool, MEC-5.1 diff) on the real card data and
the five hero Challenge Decks."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.cards.db import CardDatabase
from cardtable.cards.meccg import MeccgCard, meccg_key
from cardtable.decks.diff import diff_decks
from cardtable.decks.model import MAIN, POOL, SIDEBOARD, DeckEntry, Decklist
from cardtable.decks.read import read_deck_file
from cardtable.formats.meccg import (
    MeccgIndex,
    MeccgSettings,
    check_meccg,
    deck_alignment,
)

# What MEC-4 says of each Challenge Deck: (file, Wizard x3, creatures counted by MEC-4.1).
CHALLENGE_DECKS = [
    ("a-stewards-of-gondor.meccg", "Saruman", 16),
    ("b-release-of-prisoners.meccg", "Alatar", 14),
    ("c-dwarven-quest.meccg", "Pallando", 16),
    ("d-bargain-between-friends.meccg", "Radagast", 18),
    ("e-return-of-the-king.meccg", "Gandalf", 20),
]


@pytest.fixture(scope="module")
def index(full_db: CardDatabase) -> MeccgIndex:
    return MeccgIndex.from_database(full_db)


def _card(index: MeccgIndex, name: str, set_code: str | None = None) -> MeccgCard:
    card = index.find(DeckEntry(1, name, set_code=set_code))
    assert card is not None, name
    return card


def _deck(*entries: tuple[int, str, str]) -> Decklist:
    return Decklist(tuple(DeckEntry(n, name, section) for n, name, section in entries), "meccg")


def _base(creatures: int = 12, resources: int = 30, hazards: int = 30) -> list[
        tuple[int, str, str]]:
    """A hero play deck built from real cards: Orc-patrol creatures, Dodge resources,
    Doors of Night hazards (counts are what MEC-4 looks at, not playability)."""
    entries = [(creatures, "Orc-patrol", MAIN), (resources, "Dodge", MAIN),
               (hazards - creatures, "Doors of Night", MAIN), (3, "Gandalf", MAIN)]
    return [e for e in entries if e[0] > 0]


@pytest.mark.parametrize(("file_name", "wizard", "creatures"), CHALLENGE_DECKS)
def test_mec_4_challenge_decks_are_legal_under_the_policy(
    meccg_decks: Path, index: MeccgIndex, file_name: str, wizard: str, creatures: int
) -> None:
    """MEC-4.1–4.4, MEC-2.1: each hero Challenge Deck is tournament-legal: its creatures (MEC-4.1)
    are at least 12, its 30 resources and 28 hazards plus 2 Twilight (playable as either, counted
    as hazards, MEC-4.2) meet 30/30, it holds 3 copies of one Wizard and none in the sideboard
    (MEC-4.3), its 19-card sideboard is within 30 (MEC-4.4) and its pool within 10 characters and
    2 minor items (MEC-2.1)."""
    deck = read_deck_file(meccg_decks / file_name)
    assert deck.problems == ()
    report = check_meccg(deck, index)
    assert report.is_legal, [str(p) for p in report.problems]
    counts = dict(report.type_counts)
    assert counts["Creatures (MEC-4.1)"] == creatures
    assert (counts["Resource"], counts["Hazard"], counts["Either"]) == (30, 28, 2)
    assert counts["Sideboard"] == 19
    assert report.identity == "hero"
    wizards = [e for e in deck.section(MAIN) if e.name == wizard]
    assert [e.count for e in wizards] == [3]
    assert any("counted as 2 hazard(s)" in note for note in report.notes)


def test_mec_4_2_challenge_deck_needs_the_dual_card_ruling(
    meccg_decks: Path, index: MeccgIndex
) -> None:
    """MEC-4.2: without Twilight counted as a hazard, deck A has only 28 hazards."""
    deck = read_deck_file(meccg_decks / "a-stewards-of-gondor.meccg")
    without_twilight = Decklist(tuple(e for e in deck.entries if e.name != "Twilight"), "meccg")
    report = check_meccg(without_twilight, index)
    assert report.rules_broken() == {"MEC-4.2"}


def test_challenge_deck_names_match_forgivingly(meccg_decks: Path, index: MeccgIndex) -> None:
    """`William - Wûluag` in the deck is the data's `"William" - Wûluag`; the report says so."""
    report = check_meccg(read_deck_file(meccg_decks / "a-stewards-of-gondor.meccg"), index)
    assert "'William - Wûluag' read as '\"William\" - Wûluag'" in report.notes
    assert meccg_key("William (Wûluag)") == meccg_key("William - Wûluag")


def test_mec_4_1_creature_minimum_with_halves(index: MeccgIndex) -> None:
    """MEC-4.1: at least 12 creatures; a Creature/…-event card counts ½, rounded down."""
    assert _card(index, "Shelob").is_creature_or_event
    assert _card(index, "Mouth of Sauron").is_creature_or_event
    assert _card(index, "Smaug Ahunt").is_creature_or_event
    assert not _card(index, "Orc-patrol").is_creature_or_event
    assert check_meccg(_deck(*_base(creatures=12)), index).is_legal
    eleven = _deck(*_base(creatures=11), (1, "Doors of Night", MAIN))
    assert check_meccg(eleven, index).rules_broken() == {"MEC-4.1"}
    halves = _deck(*_base(creatures=11), (1, "Shelob", MAIN))
    report = check_meccg(halves, index)
    assert report.rules_broken() == {"MEC-4.1"}
    assert "Shelob" in report.problems[0].cards
    two_halves = _deck(*_base(creatures=11), (1, "Shelob", MAIN), (1, "Mouth of Sauron", MAIN))
    assert check_meccg(two_halves, index).is_legal


def test_mec_4_1_agents_half_in_hero_decks_characters_in_minion_decks(
    index: MeccgIndex,
) -> None:
    """MEC-4.1: in hero decks agents count ½ creature (and are hazards); in minion decks they
    count as characters."""
    agents = [(1, "Wormtongue", MAIN), (1, "Bill Ferny", MAIN)]
    hero = _deck(*_base(creatures=11), *agents)
    assert check_meccg(hero, index, MeccgSettings()).is_legal
    minion = check_meccg(_deck(*_base(creatures=11), *agents), index,
                         MeccgSettings(alignment="minion"))
    assert "MEC-4.1" in minion.rules_broken()


def test_mec_4_2_resource_and_hazard_minimums(index: MeccgIndex) -> None:
    """MEC-4.2: at least 30 resources and 30 hazards; a card playable as either counts toward
    exactly one."""
    assert check_meccg(_deck(*_base(resources=29)), index).rules_broken() == {"MEC-4.2"}
    assert check_meccg(_deck(*_base(hazards=29)), index).rules_broken() == {"MEC-4.2"}
    either = _deck(*_base(resources=29, hazards=29), (2, "Twilight", MAIN))
    assert check_meccg(either, index).is_legal
    one_either = _deck(*_base(resources=29, hazards=29), (1, "Twilight", MAIN))
    assert check_meccg(one_either, index).rules_broken() == {"MEC-4.2"}


def test_mec_4_3_wizard_allowance(index: MeccgIndex) -> None:
    """MEC-4.3: 3 of one or 2+1 in the play deck; with the sideboard at most 3 of one and 1 of
    another; other unique cards one copy."""
    base = [e for e in _base() if e[1] != "Gandalf"]
    assert check_meccg(_deck(*base, (3, "Gandalf", MAIN)), index).is_legal
    assert check_meccg(_deck(*base, (2, "Gandalf", MAIN), (1, "Saruman", MAIN)), index).is_legal
    assert "MEC-4.3" in check_meccg(_deck(*base, (4, "Gandalf", MAIN)), index).rules_broken()
    three_kinds = _deck(*base, (1, "Gandalf", MAIN), (1, "Saruman", MAIN),
                        (1, "Radagast", MAIN))
    assert "MEC-4.3" in check_meccg(three_kinds, index).rules_broken()
    side_ok = _deck(*base, (3, "Gandalf", MAIN), (1, "Saruman", SIDEBOARD))
    assert check_meccg(side_ok, index).is_legal
    side_bad = _deck(*base, (2, "Gandalf", MAIN), (1, "Saruman", MAIN), (1, "Saruman", SIDEBOARD))
    assert check_meccg(side_bad, index).rules_broken() == {"MEC-4.3"}
    unique = _deck(*_base(), (1, "Aragorn II", MAIN), (1, "Aragorn II", POOL))
    report = check_meccg(unique, index)
    assert [(p.rule, p.cards) for p in report.problems] == [("MEC-4.3", ("Aragorn II",))]


@pytest.mark.parametrize(("game_length", "limit"), [(1, 30), (2, 30), (3, 35), (4, 40)])
def test_mec_4_4_sideboard_size_by_game_length(
    index: MeccgIndex, game_length: int, limit: int
) -> None:
    """MEC-4.4: 30 in 1- and 2-deck games, 35 in 3-deck, 40 in 4-deck games."""
    fits = _deck(*_base(), (limit, "Twilight", SIDEBOARD))
    over = _deck(*_base(), (limit + 1, "Twilight", SIDEBOARD))
    settings = MeccgSettings(game_length=game_length)
    assert check_meccg(fits, index, settings).is_legal
    assert check_meccg(over, index, settings).rules_broken() == {"MEC-4.4"}


def test_mec_2_1_starting_pool_limits(index: MeccgIndex) -> None:
    """MEC-2.1: up to 10 pool characters and 2 minor items."""
    characters = ["Adrazar", "Anborn", "Annalena", "Aragorn II", "Arwen", "Balin", "Bard Bowman",
                  "Beorn", "Beregond", "Bergil", "Bilbo"]
    pool = [(1, name, POOL) for name in characters]
    report = check_meccg(_deck(*_base(), *pool), index)
    assert report.rules_broken() == {"MEC-2.1"}
    assert check_meccg(_deck(*_base(), *pool[:10]), index).is_legal
    items = [(1, "Dagger of Westernesse", POOL), (1, "Cram", POOL), (1, "Elven Cloak", POOL)]
    assert check_meccg(_deck(*_base(), *items), index).rules_broken() == {"MEC-2.1"}


def test_mec_4_5_unknown_card_with_suggestion(index: MeccgIndex) -> None:
    """MEC-4.5: a card that is in no MECCG set is reported with suggestions."""
    report = check_meccg(_deck(*_base(), (1, "Gandalph", SIDEBOARD)), index)
    assert report.unknown_cards == ("Gandalph",)
    assert report.problems[0].rule == "MEC-4.5"
    assert "did you mean 'Gandalf'" in report.problems[0].message


def test_mec_4_6_every_problem_at_once(index: MeccgIndex) -> None:
    """MEC-4.6: creatures, resources/hazards, Wizards and sideboard problems together."""
    deck = _deck((5, "Orc-patrol", MAIN), (4, "Gandalf", MAIN), (31, "Twilight", SIDEBOARD))
    assert check_meccg(deck, index).rules_broken() == {"MEC-4.1", "MEC-4.2", "MEC-4.3",
                                                       "MEC-4.4"}


def test_alignment_from_avatars(index: MeccgIndex) -> None:
    assert deck_alignment([_card(index, "Gandalf")]) == "hero"
    assert deck_alignment([_card(index, "The Witch-king", "LE")]) == "minion"


def test_mec_5_1_diff_lists_every_change(meccg_decks: Path) -> None:
    """MEC-5.1: the registered list and the played deck are compared section by section."""
    registered = read_deck_file(meccg_decks / "a-stewards-of-gondor.meccg")
    assert diff_decks(registered, registered) == []
    entries = [e for e in registered.entries if e.name != "Dodge"]
    entries.append(DeckEntry(1, "Dodge", MAIN))
    entries.append(DeckEntry(1, "Gandalf", SIDEBOARD))
    played = Decklist(tuple(entries), "meccg")
    changes = diff_decks(registered, played)
    assert [str(c) for c in changes] == ["main: Dodge 2 → 1 (-1)",
                                         "sideboard: Gandalf 0 → 1 (+1)"]
