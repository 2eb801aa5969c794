"""Commander deck construction: a test per CMD-1 rule, CMD-3.2 and CMD-3.5, on real card data."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from cardtable.cards.card import Card
from cardtable.cards.db import CardDatabase
from cardtable.cards.lookup import CardLookup
from cardtable.decks.model import COMMANDER, MAIN, SIDEBOARD, DeckEntry, Decklist
from cardtable.decks.read import parse_deck_text
from cardtable.formats.banlist import Banlist, default_banlist, load_banlist
from cardtable.formats.commander import (
    CommanderSettings,
    apply_sideboard_swaps,
    check_commander,
    check_league,
    check_pair,
    deck_limit,
    is_commander_eligible,
)
from tests.cards.gw_deck import COMMANDER_NAME, gw_filler_names


@pytest.fixture(scope="module")
def gw_fillers(full_db: CardDatabase) -> list[str]:
    """60 real, Commander-legal, non-legendary G/W creatures (the first by name)."""
    return gw_filler_names(full_db)


def make_deck(commanders: Sequence[str], cards: Sequence[str], basics: dict[str, int],
              sideboard: Sequence[str] = ()) -> Decklist:
    entries = [DeckEntry(1, n, COMMANDER) for n in commanders]
    entries += [DeckEntry(1, n, MAIN) for n in cards]
    entries += [DeckEntry(count, n, MAIN) for n, count in basics.items()]
    entries += [DeckEntry(1, n, SIDEBOARD) for n in sideboard]
    return Decklist(tuple(entries), "text")


@pytest.fixture(scope="module")
def legal_deck(gw_fillers: list[str]) -> Decklist:
    return make_deck([COMMANDER_NAME], gw_fillers, {"Forest": 20, "Plains": 19})


def rules(deck: Decklist, lookup: CardLookup, **settings: object) -> list[str]:
    report = check_commander(deck, lookup, CommanderSettings(**settings))  # type: ignore[arg-type]
    return sorted(p.rule for p in report.problems)


def test_cmd_1_1_legal_deck_has_no_problems(legal_deck: Decklist, lookup: CardLookup) -> None:
    """CMD-1.1/1.4: a legendary creature commander and 99 more cards is legal."""
    report = check_commander(legal_deck, lookup)
    assert report.is_legal, [str(p) for p in report.problems]
    assert report.commanders == (COMMANDER_NAME,)
    assert report.identity == "WG"
    assert report.card_count == 100


def test_cmd_1_1_commander_must_be_legendary_creature(
    gw_fillers: list[str], lookup: CardLookup
) -> None:
    """CMD-1.1: Kitchen Finks is not legendary, so it cannot be the commander."""
    deck = make_deck(["Kitchen Finks"], gw_fillers, {"Forest": 20, "Plains": 19})
    report = check_commander(deck, lookup)
    assert [p.rule for p in report.problems] == ["CMD-1.1"]
    assert report.problems[0].cards == ("Kitchen Finks",)


def test_cmd_1_1_no_commander_named(gw_fillers: list[str], lookup: CardLookup) -> None:
    """CMD-1.1: a deck must have a commander."""
    deck = make_deck([], gw_fillers, {"Forest": 20, "Plains": 20})
    assert "CMD-1.1" in rules(deck, lookup)


def test_cmd_1_1_planeswalker_that_says_it_can_be_your_commander(lookup: CardLookup) -> None:
    """CMD-1.1: Daretti, Scrap Savant says so; Jace Beleren does not; a legendary Vehicle with
    a power/toughness box (Parhelion II) can be a commander under current rules."""
    assert is_commander_eligible(lookup.get("Daretti, Scrap Savant"))
    assert not is_commander_eligible(lookup.get("Jace Beleren"))
    assert is_commander_eligible(lookup.get("Parhelion II"))
    assert not is_commander_eligible(lookup.get("Sol Ring"))


def test_cmd_1_1_partner_pairs(lookup: CardLookup) -> None:
    """CMD-1.1: two Partner cards pair; "Partner with" pairs only with the named card."""
    assert check_pair(lookup.get("Thrasios, Triton Hero"), lookup.get("Tymna the Weaver")) is None
    assert check_pair(lookup.get("Pir, Imaginative Rascal"),
                      lookup.get("Toothy, Imaginary Friend")) is None
    assert check_pair(lookup.get("Pir, Imaginative Rascal"),
                      lookup.get("Brallin, Skyshark Rider")) is not None
    assert check_pair(lookup.get("Thrasios, Triton Hero"),
                      lookup.get(COMMANDER_NAME)) is not None
    assert check_pair(lookup.get("Thrasios, Triton Hero"),
                      lookup.get("Pir, Imaginative Rascal")) is not None


def _legend(name: str, text: str, type_line: str = "Legendary Creature — Human") -> Card:
    return Card.simple(name, "{2}{W}", type_line, "2", "2", oracle_text=text)


def test_cmd_1_1_partner_kinds_background_and_doctor() -> None:
    """CMD-1.1: Partner—[text] pairs only with the same text; Friends forever is such a kind;
    Choose a Background with a legendary Background; Doctor's companion with a Time Lord
    Doctor that has no other creature types; kinds never mix."""
    friends_a = _legend("A", "Partner—Friends forever (You can have two commanders...)")
    friends_b = _legend("B", "Friends forever (You can have two commanders...)")
    survivor = _legend("C", "Partner—Survivors (You can have two commanders...)")
    chooser = _legend("D", "Choose a Background (You can have a Background as a second ...)")
    background = Card.simple("E", "{1}{W}", "Legendary Enchantment — Background")
    companion = _legend("F", "Doctor's companion (You can have two commanders if ...)")
    doctor = _legend("G", "", "Legendary Creature — Time Lord Doctor")
    human_doctor = _legend("H", "", "Legendary Creature — Human Time Lord Doctor")
    plain = _legend("I", "Partner (You can have two commanders if both have partner.)")
    assert check_pair(friends_a, friends_b) is None
    assert check_pair(friends_a, survivor) is not None
    assert check_pair(chooser, background) is None
    assert check_pair(chooser, doctor) is not None
    assert check_pair(companion, doctor) is None
    assert check_pair(companion, human_doctor) is not None
    assert check_pair(plain, friends_a) is not None


def test_cmd_1_1_partners_in_a_deck_and_three_commanders(
    gw_fillers: list[str], lookup: CardLookup
) -> None:
    """CMD-1.1: Thrasios + Tymna is a legal pair (identity WUBG); never more than two."""
    pair = make_deck(["Thrasios, Triton Hero", "Tymna the Weaver"], gw_fillers,
                     {"Forest": 19, "Plains": 19})
    report = check_commander(pair, lookup)
    assert report.is_legal, [str(p) for p in report.problems]
    assert report.identity == "WUBG"
    three = make_deck(["Thrasios, Triton Hero", "Tymna the Weaver", COMMANDER_NAME],
                      gw_fillers, {"Forest": 19, "Plains": 18})
    assert rules(three, lookup) == ["CMD-1.1"]


def test_cmd_1_2_card_outside_identity(gw_fillers: list[str], lookup: CardLookup) -> None:
    """CMD-1.2: Lightning Bolt (R) outside G/W, with the rule's own sentence."""
    deck = make_deck([COMMANDER_NAME], [*gw_fillers[:-1], "Lightning Bolt"],
                     {"Forest": 20, "Plains": 19})
    report = check_commander(deck, lookup)
    assert [str(p) for p in report.problems] == [
        "CMD-1.2: Lightning Bolt (R) is outside the commander's colour identity (W/G) "
        "(Lightning Bolt)"
    ]


def test_cmd_1_2_basic_land_types_and_colourless_commander(
    gw_fillers: list[str], lookup: CardLookup
) -> None:
    """CMD-1.2: Murmuring Bosk (a Forest, W/B) is outside G/W; a colourless commander's deck
    holds no coloured basic lands, only Wastes."""
    bosk = make_deck([COMMANDER_NAME], [*gw_fillers[:-1], "Murmuring Bosk"],
                     {"Forest": 20, "Plains": 19})
    assert rules(bosk, lookup) == ["CMD-1.2"]
    colourless = make_deck(["Kozilek, Butcher of Truth"], ["Sol Ring"],
                           {"Wastes": 97, "Mountain": 1})
    report = check_commander(colourless, lookup)
    assert [(p.rule, p.cards) for p in report.problems] == [("CMD-1.2", ("Mountain",))]
    only_wastes = make_deck(["Kozilek, Butcher of Truth"], ["Sol Ring"], {"Wastes": 98})
    assert check_commander(only_wastes, lookup).is_legal


def test_cmd_1_2_chosen_colour_commander(lookup: CardLookup) -> None:
    """CMD-1.2: a commander whose colour is chosen before the game takes the chosen colour."""
    deck = make_deck(["Kozilek, Butcher of Truth"], ["Lightning Bolt"], {"Wastes": 98})
    assert rules(deck, lookup) == ["CMD-1.2"]
    assert rules(deck, lookup, chosen_colors="R") == []


def test_cmd_1_3_singleton_and_exceptions(gw_fillers: list[str], lookup: CardLookup) -> None:
    """CMD-1.3: no two cards with the same English name, except basics and printed
    exceptions; Fire/Ice and Fire // Ice are the same card."""
    doubled = make_deck([COMMANDER_NAME], [*gw_fillers[:-1], gw_fillers[0]],
                        {"Forest": 20, "Plains": 19})
    report = check_commander(doubled, lookup)
    assert [(p.rule, p.cards) for p in report.problems] == [("CMD-1.3", (gw_fillers[0],))]
    assert deck_limit(lookup.get("Relentless Rats")) is None
    assert deck_limit(lookup.get("Shadowborn Apostle")) is None
    assert deck_limit(lookup.get("Seven Dwarves")) == 7
    assert deck_limit(lookup.get("Snow-Covered Forest")) is None
    assert deck_limit(lookup.get("Wastes")) is None
    nazgul = Card.simple("Nazgûl", "{2}{B}", "Creature — Wraith Noble",
                         oracle_text="A deck can have up to nine cards named Nazgûl.")
    assert deck_limit(nazgul) == 9
    rats = Decklist((DeckEntry(1, "Sheoldred, Whispering One", COMMANDER),
                     DeckEntry(40, "Relentless Rats", MAIN),
                     DeckEntry(59, "Snow-Covered Swamp", MAIN)), "text")
    assert check_commander(rats, lookup).is_legal
    dwarves = Decklist((DeckEntry(1, "Daretti, Scrap Savant", COMMANDER),
                        DeckEntry(8, "Seven Dwarves", MAIN),
                        DeckEntry(91, "Mountain", MAIN)), "text")
    assert rules(dwarves, lookup) == ["CMD-1.3"]
    fire = Decklist((DeckEntry(1, "Daretti, Scrap Savant", COMMANDER),
                     DeckEntry(1, "Fire/Ice", MAIN), DeckEntry(1, "Fire // Ice", MAIN),
                     DeckEntry(97, "Mountain", MAIN)), "text")
    report = check_commander(fire, lookup)
    assert [(p.rule, p.cards) for p in report.problems] == [
        ("CMD-1.2", ("Fire // Ice",)), ("CMD-1.2", ("Fire // Ice",)),
        ("CMD-1.3", ("Fire // Ice",))]


def test_cmd_1_4_exactly_one_hundred(gw_fillers: list[str], lookup: CardLookup) -> None:
    """CMD-1.4: 99 or 101 cards including the commander is illegal."""
    short = make_deck([COMMANDER_NAME], gw_fillers, {"Forest": 19, "Plains": 19})
    long = make_deck([COMMANDER_NAME], gw_fillers, {"Forest": 21, "Plains": 19})
    assert rules(short, lookup) == ["CMD-1.4"] == rules(long, lookup)
    report = check_commander(short, lookup)
    assert report.card_count == 99
    assert "exactly 100" in report.problems[0].message


def test_cmd_1_5_banned_and_card_pool(gw_fillers: list[str], lookup: CardLookup) -> None:
    """CMD-1.5: Griselbrand is banned (the dated list); Shahrazad is outside the pool;
    Timetwister is legal; an Un-card is not legal at all."""
    deck = Decklist((DeckEntry(1, "Kozilek, Butcher of Truth", COMMANDER),
                     DeckEntry(96, "Wastes", MAIN)), "text")

    def with_card(name: str, identity_ok: bool = True) -> list[str]:
        test_deck = Decklist((*deck.entries, DeckEntry(1, name, MAIN),
                              DeckEntry(1, "Sol Ring", MAIN), DeckEntry(1, "Mind Stone", MAIN)),
                             "text")
        found = check_commander(test_deck, lookup,
                                CommanderSettings(chosen_colors="WUBRG"))
        return [str(p) for p in found.problems]

    assert with_card("Griselbrand") == [
        "CMD-1.5: Griselbrand is on the Commander banned list of 2024-09-23 (Griselbrand)"]
    assert with_card("Shahrazad") == [
        "CMD-1.5: Shahrazad is banned in Vintage, so it is outside Commander's card pool "
        "(Shahrazad)"]
    assert with_card("Timetwister") == []
    assert len(with_card("Blacker Lotus")) == 1


def test_cmd_1_5_banned_list_is_data_with_date() -> None:
    """CMD-1.5: the bundled banned list has its date; Shahrazad is on it, Timetwister is not."""
    banlist = default_banlist()
    assert banlist.updated == "2024-09-23"
    assert banlist.is_banned("Shahrazad") and banlist.is_banned("mana crypt")
    assert not banlist.is_banned("Timetwister")


def test_cmd_1_5_bundled_list_serves_cards_without_legalities() -> None:
    """CMD-1.5: a card with no legality data (the bundled pool) is checked against the list."""
    pool = [Card.simple("Kozilek, Butcher of Truth", "{10}", "Legendary Creature — Eldrazi",
                        "12", "12"),
            Card.simple("Jeweled Lotus", "{0}", "Artifact"),
            Card.simple("Wastes", "", "Basic Land")]
    lookup = CardLookup(CardDatabase(Path("/nonexistent/cards.sqlite")), pool=pool)
    deck = Decklist((DeckEntry(1, "Kozilek, Butcher of Truth", COMMANDER),
                     DeckEntry(1, "Jeweled Lotus", MAIN), DeckEntry(98, "Wastes", MAIN)), "text")
    report = check_commander(deck, lookup)
    assert [str(p) for p in report.problems] == [
        "CMD-1.5: Jeweled Lotus is on the Commander banned list of 2024-09-23 (Jeweled Lotus)"]
    assert check_commander(deck, lookup, CommanderSettings(use_banlist=False)).is_legal


def test_cmd_1_6_banlist_off_or_replaced(tmp_path: Path, lookup: CardLookup) -> None:
    """CMD-1.6: with the banned list off, Griselbrand is allowed (it is legal in Vintage) and
    everything else is still checked; a user's list replaces it."""
    deck = Decklist((DeckEntry(1, "Kozilek, Butcher of Truth", COMMANDER),
                     DeckEntry(1, "Griselbrand", MAIN), DeckEntry(1, "Sol Ring", MAIN),
                     DeckEntry(97, "Wastes", MAIN)), "text")
    colours = "B"
    assert rules(deck, lookup, chosen_colors=colours) == ["CMD-1.5"]
    assert rules(deck, lookup, chosen_colors=colours, use_banlist=False) == []
    user = tmp_path / "house.txt"
    user.write_text("# our list\nSol Ring\n", encoding="utf-8")
    house = load_banlist(user)
    found = check_commander(deck, lookup, CommanderSettings(
        banlist=house, user_banlist=True, chosen_colors=colours))
    assert [p.cards for p in found.problems] == [("Sol Ring",)]
    toml = tmp_path / "list.toml"
    toml.write_text('updated = "2025-01-01"\nbanned = ["Sol Ring"]\n', encoding="utf-8")
    assert load_banlist(toml) == Banlist(frozenset({"sol ring"}), "2025-01-01", "list.toml")


def test_cmd_1_7_every_problem_at_once(gw_fillers: list[str], lookup: CardLookup) -> None:
    """CMD-1.7: several broken rules are all reported, never only the first."""
    deck = make_deck(["Kitchen Finks"], [*gw_fillers[:-2], "Lightning Bolt", gw_fillers[0],
                                         "Griselbrand", "Lightening Bolt"],
                     {"Forest": 20, "Plains": 20})
    report = check_commander(deck, lookup)
    assert {"CMD-1.1", "CMD-1.3", "CMD-1.4", "CMD-1.5"} <= report.rules_broken()
    assert report.unknown_cards == ("Lightening Bolt",)
    unknown = next(p for p in report.problems if p.cards == ("Lightening Bolt",))
    assert "did you mean 'Lightning Bolt'" in unknown.message


def test_mtgo_commander_in_sideboard(gw_fillers: list[str], lookup: CardLookup) -> None:
    """MTGO puts the commander in the sideboard section; it is read as the commander."""
    text = "\n".join([*(f"1 {n}" for n in gw_fillers), "20 Forest", "19 Plains", "",
                      f"1 {COMMANDER_NAME}"])
    deck = parse_deck_text(text, "mtgo")
    report = check_commander(deck, lookup)
    assert report.is_legal and report.commanders == (COMMANDER_NAME,)
    assert report.notes


def test_cmd_3_2_edh_sideboard_and_swaps(gw_fillers: list[str], lookup: CardLookup) -> None:
    """CMD-3.2: at most 10 sideboard cards; swaps are one for one and keep the deck legal."""
    side = ["Swords to Plowshares", "Lightning Bolt", *gw_fillers[:0]]
    deck = make_deck([COMMANDER_NAME], gw_fillers, {"Forest": 20, "Plains": 19}, side)
    assert check_commander(deck, lookup, CommanderSettings(edh_sideboard=True)).is_legal
    eleven = make_deck([COMMANDER_NAME], gw_fillers, {"Forest": 20, "Plains": 19},
                       [f"Plains{i}" for i in range(0)] + ["Swords to Plowshares"] * 11)
    assert "CMD-3.2" in rules(eleven, lookup, edh_sideboard=True)
    swapped, problems = apply_sideboard_swaps(
        deck, [(gw_fillers[0], "Swords to Plowshares")], lookup)
    assert problems == []
    report = check_commander(swapped, lookup, CommanderSettings(edh_sideboard=True))
    assert report.is_legal and report.card_count == 100
    bad, _ = apply_sideboard_swaps(deck, [(gw_fillers[0], "Lightning Bolt")], lookup)
    assert rules(bad, lookup, edh_sideboard=True) == ["CMD-1.2"]
    _, problems = apply_sideboard_swaps(deck, [("Sol Ring", "Swords to Plowshares"),
                                               (gw_fillers[1], "Counterspell")], lookup)
    assert [p.rule for p in problems] == ["CMD-3.2", "CMD-3.2"]


def test_cmd_3_5_league_rule_across_a_table(gw_fillers: list[str], lookup: CardLookup) -> None:
    """CMD-3.5: no two players choose the same commander; no deck holds another's commander."""
    a = make_deck([COMMANDER_NAME], gw_fillers, {"Forest": 39})
    b = make_deck([COMMANDER_NAME], gw_fillers, {"Forest": 39})
    c = make_deck(["Kozilek, Butcher of Truth"], [COMMANDER_NAME], {"Wastes": 98})
    d = make_deck(["Thrasios, Triton Hero", "Tymna the Weaver"], gw_fillers, {"Forest": 38})
    problems = check_league([("A", a), ("B", b), ("C", c), ("D", d)], lookup)
    assert [(p.rule, p.cards) for p in problems] == [
        ("CMD-3.5", (COMMANDER_NAME,)), ("CMD-3.5", (COMMANDER_NAME,))]
    assert "A, B" in problems[0].message and "C holds" in problems[1].message
    assert check_league([("A", a), ("D", d)], lookup) == []


def test_cmd_1_2_companion_within_identity_and_sideboard_note(
    legal_deck: Decklist, lookup: CardLookup
) -> None:
    """CMD-1.2: a companion (outside the 100) must also be within the commander's identity;
    without the house rule a sideboard is noted, not checked."""
    from cardtable.decks.model import COMPANION

    with_companion = Decklist((*legal_deck.entries, DeckEntry(1, "Lurrus of the Dream-Den",
                                                              COMPANION)), "arena")
    report = check_commander(with_companion, lookup)
    assert [(p.rule, p.cards) for p in report.problems] == [
        ("CMD-1.2", ("Lurrus of the Dream-Den",))]
    assert report.card_count == 100
    with_side = Decklist((*legal_deck.entries, DeckEntry(1, "Lightning Bolt", SIDEBOARD),
                          DeckEntry(2, "Counterspell", SIDEBOARD),
                          DeckEntry(1, "Opt", SIDEBOARD)), "arena")
    report = check_commander(with_side, lookup)
    assert report.is_legal
    assert any("4-card sideboard is not part of a Commander deck" in n for n in report.notes)


# Cards the MTGJSON 2022 data does not mark as able to be a commander (leadershipSkills) that
# CMD-1.1's current rules allow: legendary Vehicles with a power/toughness box (since 2025).
VEHICLES_SINCE_2025 = {"Esika's Chariot", "Heart of Kiran", "Parhelion II",
                       "Skysovereign, Consul Flagship", "Weatherlight"}


def test_cmd_1_1_eligibility_matches_mtgjson_leadership_skills(
    shared_data: Path, all_cards: list[Card]
) -> None:
    """CMD-1.1 computed for every card equals MTGJSON's leadershipSkills.commander, except the
    legendary Vehicles the current rules added after the data's date."""
    import gzip
    import json

    with gzip.open(shared_data / "mtgjson" / "AtomicCards-2022-04-25.json.gz") as stream:
        data = json.load(stream)["data"]
    marked = {name for name, faces in data.items()
              if (faces[0].get("leadershipSkills") or {}).get("commander")}
    computed = {card.name for card in all_cards if is_commander_eligible(card)}
    assert computed - marked == VEHICLES_SINCE_2025
    assert marked - computed == set()


def test_cmd_1_3_rules_text_sentence_agrees_with_mtgjson_flag(all_cards: list[Card]) -> None:
    """CMD-1.3: reading "A deck can have any number / up to N cards named …" from the rules
    text finds exactly the cards MTGJSON flags hasAlternativeDeckLimit."""
    from dataclasses import replace

    flagged, from_text = set(), set()
    for card in all_cards:
        if card.has_alternative_deck_limit:
            flagged.add(card.name)
        if not (card.type_line.is_basic and card.type_line.is_land) and deck_limit(
                replace(card, has_alternative_deck_limit=False)) != 1:
            from_text.add(card.name)
    assert flagged == from_text
    assert {"Relentless Rats", "Seven Dwarves", "Shadowborn Apostle"} <= flagged
