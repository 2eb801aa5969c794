"""The test pool's card data against the real Oracle text (issue 9 item 3, magic.md §2).

Every card defined in ``games/magic/cards/data/*.toml`` is checked against MTGJSON's
AtomicCards of 2022-04-25: name, mana cost, type line, power/toughness/loyalty field by field,
and its abilities by rendering the model back to text (``abilities/render.py``) and comparing
with the normalised Oracle text sentence by sentence (``oracle_check.py``).
"""

from __future__ import annotations

import pytest

from cardtable.games.magic.abilities.loader import card_pool
from cardtable.games.magic.abilities.model import CardDef
from cardtable.games.magic.abilities.render import render_card
from tests.magic.oracle_check import (
    atomic,
    first_difference,
    normalize_text,
    units,
)

POOL = card_pool()


def _oracle(card: CardDef) -> dict[str, object]:
    faces = atomic().get(card.name)
    assert faces, f"{card.name!r} is not a card in MTGJSON AtomicCards 2022-04-25"
    return faces[0]


@pytest.mark.parametrize("name", sorted(POOL))
def test_card_characteristics_match_mtgjson_field_by_field(name: str) -> None:
    card = POOL[name]
    real = _oracle(card)
    problems = []
    for label, mine, theirs in (
        ("mana cost", card.mana_cost, real.get("manaCost") or ""),
        ("type line", card.type_line, real["type"]),
        ("power", card.power, real.get("power")),
        ("toughness", card.toughness, real.get("toughness")),
        ("loyalty", None if card.loyalty is None else str(card.loyalty), real.get("loyalty")),
    ):
        if mine != theirs:
            problems.append(f"{label}: data {mine!r}, Oracle {theirs!r}")
    assert not problems, f"{name}: " + "; ".join(problems)


@pytest.mark.parametrize("name", sorted(POOL))
def test_card_abilities_render_back_to_the_oracle_text(name: str) -> None:
    card = POOL[name]
    real = _oracle(card)
    expected = units(normalize_text(str(real.get("text", "")), card.name))
    got = units(normalize_text(render_card(card), ""))
    difference = first_difference(expected, got)
    assert not difference, f"{name}: {difference}"


@pytest.mark.parametrize("name", sorted(POOL))
def test_card_oracle_field_is_the_real_oracle_text(name: str) -> None:
    """The ``oracle`` stored with each card (shown to players) is the real text, so the data
    cannot drift from what the abilities were checked against."""
    card = POOL[name]
    assert card.oracle == str(_oracle(card).get("text", "")), name
