"""CMD-1.2 colour identity: the reference identities, the rule's parts, and all of MTGJSON."""

from __future__ import annotations

import pytest

from cardtable.cards.card import Card, CardFace
from cardtable.cards.db import ImportSummary
from cardtable.cards.identity import color_identity, strip_reminder_text, text_symbol_colors
from cardtable.cards.lookup import CardLookup
from cardtable.cards.mana import ManaCost
from cardtable.cards.typeline import TypeLine

# CMD-1.2 reference identities, as the rules file lists them.
REFERENCE_IDENTITIES = {
    "Kitchen Finks": "WG",
    "Syndic of Tithes": "W",
    "Murmuring Bosk": "WBG",
    "Transguild Courier": "WUBRG",
    "Ancestral Vision": "U",
    "Sol Ring": "",
}

# Documented exceptions: cards whose MTGJSON colorIdentity differs from CMD-1.2 computed from
# the card's own atomic entry, with the reason.
MELD_BACK_FACES = {
    # MTGJSON lists a meld card's back face (the melded permanent) as its own atomic card with no
    # mana cost and no colour indicator; its colour identity is taken from the front cards it is
    # melded from, which the atomic entry does not carry.
    "Brisela, Voice of Nightmares": "W",
    "Chittering Host": "B",
    "Hanweir, the Writhing Township": "R",
}


@pytest.mark.parametrize(("name", "expected"), sorted(REFERENCE_IDENTITIES.items()))
def test_cmd_1_2_reference_identity(lookup: CardLookup, name: str, expected: str) -> None:
    """CMD-1.2 reference identities, computed from the real card's cost, text and indicator."""
    card = lookup.get(name)
    assert color_identity(card) == expected
    assert card.color_identity == expected


def test_cmd_1_2_hybrid_counts_all_colours() -> None:
    """CMD-1.2: Kitchen Finks' {G/W} hybrids give both colours."""
    assert color_identity(Card.simple("Kitchen Finks", "{1}{G/W}{G/W}", "Creature — Ouphe")) == "WG"


def test_cmd_1_2_reminder_text_excluded() -> None:
    """CMD-1.2: Syndic of Tithes' {W/B} is in reminder text, so only W counts."""
    face = CardFace(
        "Syndic of Tithes", ManaCost.parse("{2}{W}"), TypeLine.parse("Creature — Human Cleric"),
        "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, ...)",
    )
    assert color_identity(Card("Syndic of Tithes", (face,))) == "W"


def test_cmd_1_2_phyrexian_counts_colour_and_words_count_nothing() -> None:
    """CMD-1.2: Phyrexian symbols count their colour; 'mana of any color' counts nothing."""
    assert text_symbol_colors("{T}: Add one mana of any color. {R/P}: do a thing.") == "R"
    assert text_symbol_colors("{T}, {Q}, {E}{E}, {CHAOS}: nothing.") == ""


def test_cmd_1_2_characteristic_defining_ability() -> None:
    """CMD-1.2: 'Transguild Courier is all colors.' gives WUBRG; other objects do not count."""
    courier = CardFace("Transguild Courier", ManaCost.parse("{4}"),
                       TypeLine.parse("Artifact Creature — Golem"),
                       "Transguild Courier is all colors.")
    assert color_identity(Card("Transguild Courier", (courier,))) == "WUBRG"
    other = CardFace("Paint Job", ManaCost.parse("{1}"), TypeLine.parse("Artifact"),
                     "Creatures you control are black.")
    assert color_identity(Card("Paint Job", (other,))) == ""


def test_cmd_1_2_colour_indicator_and_all_faces(lookup: CardLookup) -> None:
    """CMD-1.2: the colour indicator counts, and every face of a multi-face card counts."""
    assert color_identity(lookup.get("Ancestral Vision")) == "U"
    assert color_identity(lookup.get("Fire // Ice")) == "UR"
    assert color_identity(lookup.get("Delver of Secrets")) == "U"


def test_cmd_1_2_basic_land_type_gives_its_colour() -> None:
    """CMD-1.2: a Forest can produce {G}, so its identity has G even with the text in reminder."""
    bosk = CardFace("Murmuring Bosk", type_line=TypeLine.parse("Land — Forest"),
                    oracle_text="({T}: Add {G}.)\n{T}: Add {W} or {B}.")
    assert color_identity(Card("Murmuring Bosk", (bosk,))) == "WBG"


def test_nested_reminder_text_is_removed() -> None:
    assert strip_reminder_text("a (b (c {G}) d) e") == "a  e"


def test_cmd_1_2_computed_identity_matches_mtgjson_for_every_card(
    all_cards: list[Card],
) -> None:
    """CMD-1.2 for all ~23,000 MTGJSON cards equals the file's colorIdentity, except the
    documented meld back faces."""
    mismatches: dict[str, str] = {}
    count = 0
    for card in all_cards:
        count += 1
        computed = color_identity(card)
        if computed != card.color_identity:
            mismatches[card.name] = card.color_identity
    assert count == 22998
    assert mismatches == MELD_BACK_FACES


def test_cmd_1_2_import_reports_the_same_differences(
    full_import: tuple[object, ImportSummary],
) -> None:
    """CMD-1.2: the import itself compares every card and names the ones that differ."""
    assert set(full_import[1].identity_differences) == set(MELD_BACK_FACES)
