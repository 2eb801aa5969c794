"""Mana costs: every symbol of DOM-7.1, mana value, colours and errors."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards.card import Card, CardFace, numeric_stat
from cardtable.cards.mana import ManaCost, SymbolKind, parse_symbol
from cardtable.cards.typeline import TypeLine
from cardtable.core.errors import CardTableError, ManaCostError


def kinds(text: str) -> list[SymbolKind]:
    return [s.kind for s in ManaCost.parse(text).symbols]


@pytest.mark.parametrize("letter", list("WUBRG"))
def test_dom_7_1_parses_coloured(letter: str) -> None:
    cost = ManaCost.parse("{" + letter + "}")
    assert kinds(str(cost)) == [SymbolKind.COLORED]
    assert cost.colors == letter
    assert cost.mana_value == 1


@pytest.mark.parametrize(("text", "value"), [("{0}", 0), ("{1}", 1), ("{7}", 7), ("{15}", 15)])
def test_dom_7_1_parses_generic(text: str, value: int) -> None:
    cost = ManaCost.parse(text)
    assert kinds(text) == [SymbolKind.GENERIC]
    assert cost.symbols[0].amount == value
    assert cost.mana_value == value
    assert cost.colors == ""


def test_dom_7_1_parses_colourless_c() -> None:
    cost = ManaCost.parse("{3}{C}")
    assert kinds("{3}{C}") == [SymbolKind.GENERIC, SymbolKind.COLORLESS]
    assert cost.mana_value == 4
    assert cost.colors == ""


@pytest.mark.parametrize("text", ["{X}{R}", "{X}{X}{W}{W}{W}", "{X}{2}{U}"])
def test_dom_7_1_x_counts_as_zero(text: str) -> None:
    cost = ManaCost.parse(text)
    assert SymbolKind.VARIABLE in kinds(text)
    non_x = sum(1 if s.kind is SymbolKind.COLORED else s.amount for s in cost.symbols)
    assert cost.mana_value == non_x


def test_dom_7_1_parses_hybrid() -> None:
    cost = ManaCost.parse("{1}{G/W}{G/W}")
    assert kinds(str(cost)) == [SymbolKind.GENERIC, SymbolKind.HYBRID, SymbolKind.HYBRID]
    assert cost.symbols[1].colors == "WG"
    assert cost.colors == "WG"
    assert cost.mana_value == 3


def test_dom_7_1_hybrid_colour_order_does_not_change_meaning() -> None:
    a, b = parse_symbol("W/U"), parse_symbol("U/W")
    assert (a.kind, a.colors) == (b.kind, b.colors) == (SymbolKind.HYBRID, "WU")


def test_dom_7_1_parses_twobrid() -> None:
    cost = ManaCost.parse("{2/W}{2/W}{2/W}")
    assert kinds(str(cost)) == [SymbolKind.TWOBRID] * 3
    assert cost.colors == "W"
    assert cost.mana_value == 6


def test_dom_7_1_parses_phyrexian() -> None:
    cost = ManaCost.parse("{1}{B/P}{B/P}")
    assert kinds(str(cost)) == [SymbolKind.GENERIC, SymbolKind.PHYREXIAN, SymbolKind.PHYREXIAN]
    assert cost.colors == "B"
    assert cost.mana_value == 3


def test_dom_7_1_parses_hybrid_phyrexian() -> None:
    symbol = parse_symbol("G/U/P")
    assert symbol.kind is SymbolKind.HYBRID_PHYREXIAN
    assert symbol.colors == "UG"
    assert symbol.mana_value == 1


def test_dom_7_1_parses_snow() -> None:
    cost = ManaCost.parse("{S}{S}{1}")
    assert kinds(str(cost)) == [SymbolKind.SNOW, SymbolKind.SNOW, SymbolKind.GENERIC]
    assert cost.mana_value == 3
    assert cost.colors == ""


def test_dom_7_1_parses_colourless_hybrid_and_half_symbols() -> None:
    assert parse_symbol("C/W").kind is SymbolKind.COLORLESS_HYBRID
    assert parse_symbol("C/W").colors == "W"
    assert ManaCost.parse("{HR}").mana_value == 0.5
    assert ManaCost.parse("{HR}").colors == "R"
    assert ManaCost.parse("{1/2}").mana_value == 0.5


def test_dom_7_1_lower_case_and_spaces_are_accepted() -> None:
    cost = ManaCost.parse(" {2} {w/p} ")
    assert str(cost) == "{2}{W/P}"
    assert cost.mana_value == 3


def test_dom_7_1_empty_cost() -> None:
    for text in ("", None, "   "):
        cost = ManaCost.parse(text)
        assert cost.is_empty
        assert cost.mana_value == 0
        assert cost.colors == ""
        assert str(cost) == ""


def test_dom_7_1_multicoloured_cost_colours_in_wubrg_order() -> None:
    assert ManaCost.parse("{G}{W}{U}").colors == "WUG"
    assert ManaCost.parse("{2/W}{2/U}{2/B}{2/R}{2/G}").colors == "WUBRG"
    assert ManaCost.parse("{2/W}{2/U}{2/B}{2/R}{2/G}").mana_value == 10


def test_dom_7_1_repr_reads_like_a_constructor() -> None:
    cost = ManaCost.parse("{2}{R}")
    assert repr(cost) == "ManaCost.parse('{2}{R}')"
    assert eval(repr(cost), {"ManaCost": ManaCost}) == cost


@pytest.mark.parametrize("text", ["{Q}", "{W/W}", "{P}", "{}", "{2/P}", "{W/U/B}", "{²}"])
def test_dom_7_1_unknown_symbol_is_a_mana_cost_error(text: str) -> None:
    with pytest.raises(ManaCostError, match="unknown mana symbol") as caught:
        ManaCost.parse(text)
    message = str(caught.value)
    assert repr(text.upper()) in message
    assert "{W/U}" in message  # says what would be right
    assert isinstance(caught.value, CardTableError)


@pytest.mark.parametrize("text", ["2R", "{2}R", "R{2}", "{2}{R", "{1} and {G}"])
def test_dom_7_1_text_outside_braces_is_a_mana_cost_error(text: str) -> None:
    with pytest.raises(ManaCostError, match="outside braces") as caught:
        ManaCost.parse(text)
    assert repr(text) in str(caught.value)
    assert "{2}{R}" in str(caught.value)


def test_dom_7_1_q_error_names_the_symbol() -> None:
    with pytest.raises(ManaCostError, match=r"'\{Q\}'"):
        ManaCost.parse("{1}{Q}")


def fire_ice() -> Card:
    fire = CardFace("Fire", ManaCost.parse("{1}{R}"), TypeLine.parse("Instant"))
    ice = CardFace("Ice", ManaCost.parse("{1}{U}"), TypeLine.parse("Instant"))
    return Card(name="Fire // Ice", faces=(fire, ice), layout="split")


def test_split_card_mana_value_is_the_total_of_its_halves() -> None:
    card = fire_ice()
    assert card.mana_value == 4
    assert card.colors == "UR"
    assert card.mana_cost == ManaCost.parse("{1}{R}")
    assert card.face_names == ("Fire", "Ice")


def test_non_split_two_faced_card_uses_its_front_face() -> None:
    front = CardFace("Front", ManaCost.parse("{3}{G}"), TypeLine.parse("Creature — Human"))
    back = CardFace("Back", ManaCost.parse(""), TypeLine.parse("Creature — Werewolf"))
    card = Card(name="Front // Back", faces=(front, back), layout="transform")
    assert card.mana_value == 4
    assert card.colors == "G"


def test_colour_indicator_gives_a_costless_card_its_colour() -> None:
    card = Card.simple("Ancestral Vision", "", "Sorcery", color_indicator="U")
    assert card.mana_cost.is_empty
    assert card.mana_value == 0
    assert card.colors == "U"
    assert card.color_identity == "U"


def test_simple_card_carries_its_facts() -> None:
    card = Card.simple("Tarmogoyf", "{1}{G}", "Creature — Lhurgoyf", "*", "1+*")
    assert (card.power, card.toughness) == ("*", "1+*")
    assert card.mana_value == 2
    assert card.colors == "G"
    assert str(card) == "Tarmogoyf"


@pytest.mark.parametrize(
    ("value", "number"),
    [(None, 0), ("3", 3), ("0", 0), ("*", 0), ("1+*", 1), ("7-*", 7), ("-1", -1), ("+1", 1),
     ("3.5", 3), ("*²", 0)],
)
def test_numeric_stat_counts_star_parts_as_zero(value: str | None, number: int) -> None:
    assert numeric_stat(value) == number


SYMBOL_TEXTS = (
    [str(n) for n in range(0, 21)]
    + list("WUBRGCSX")
    + [f"{a}/{b}" for a in "WUBRG" for b in "WUBRG" if a != b]
    + [f"2/{c}" for c in "WUBRG"]
    + [f"{c}/P" for c in "WUBRG"]
    + [f"{a}/{b}/P" for a in "WUBRG" for b in "WUBRG" if a != b]
    + [f"C/{c}" for c in "WUBRG"]
    + [f"H{c}" for c in "WUBRG"]
)


def expected_value(body: str) -> Fraction:
    if body.isdigit():
        return Fraction(int(body))
    if body == "X":
        return Fraction(0)
    if body.startswith("2/"):
        return Fraction(2)
    if body.startswith("H"):
        return Fraction(1, 2)
    return Fraction(1)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(SYMBOL_TEXTS), max_size=12))
def test_dom_7_1_property_round_trip_and_mana_value(bodies: list[str]) -> None:
    text = "".join("{" + b + "}" for b in bodies)
    cost = ManaCost.parse(text)
    assert str(cost) == text
    assert ManaCost.parse(str(cost)) == cost
    assert len(cost.symbols) == len(bodies)
    assert cost.mana_value == sum((expected_value(b) for b in bodies), Fraction(0))
    letters = {ch for b in bodies if not b.startswith("H") for ch in b if ch in "WUBRG"}
    letters |= {b[1] for b in bodies if b.startswith("H")}
    assert set(cost.colors) == letters
