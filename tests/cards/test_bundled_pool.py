"""The bundled pool, checked card by card against real card data (MTGJSON AtomicCards).

The CSV files are written by hand; this test only reads the shared data to check them.
"""

from __future__ import annotations

import gzip
import json
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from cardtable.cards.card import Card
from cardtable.cards.colors import WUBRG
from cardtable.cards.mana import ManaCost, ManaSymbol
from cardtable.cards.pool import bundled_cards, parse_pool_csv

REPO_ROOT = Path(__file__).resolve().parents[2]
ATOMIC_CARDS = REPO_ROOT / ".." / "shared" / "data" / "mtgjson" / "AtomicCards-2022-04-25.json.gz"


def awkward_cards() -> list[Card]:
    text = resources.files("cardtable.cards").joinpath("data", "awkward.csv").read_text("utf-8")
    return parse_pool_csv(text)


@pytest.fixture(scope="module")
def atomic() -> dict[str, list[dict[str, Any]]]:
    if not ATOMIC_CARDS.is_file():
        pytest.fail(f"real card data missing: {ATOMIC_CARDS} (the shared data folder is required)")
    with gzip.open(ATOMIC_CARDS, "rt", encoding="utf-8") as handle:
        data: dict[str, list[dict[str, Any]]] = json.load(handle)["data"]
    return data


def symbol_key(symbol: ManaSymbol) -> tuple[str, str, int]:
    """A symbol's meaning, independent of how its colours are ordered in the text."""
    return (symbol.kind.value, symbol.colors, symbol.amount)


def cost_key(cost: ManaCost) -> list[tuple[str, str, int]]:
    return [symbol_key(s) for s in cost.symbols]


def normalise_type(text: str) -> str:
    return " ".join(text.replace("–", "—").replace(" - ", " — ").split())


def mismatches(card: Card, atomic: dict[str, list[dict[str, Any]]]) -> list[str]:
    faces = atomic.get(card.name)
    if not faces:
        return [f"{card.name!r}: no such card"]
    real = faces[0]
    problems: list[str] = []
    real_cost = ManaCost.parse(real.get("manaCost", ""))
    if cost_key(card.mana_cost) != cost_key(real_cost):
        problems.append(f"{card.name!r}: cost {card.mana_cost} != {real_cost}")
    ours = normalise_type(str(card.type_line))
    theirs = normalise_type(real["type"])
    if ours != theirs:
        problems.append(f"{card.name!r}: type {ours!r} != {theirs!r}")
    if (card.power, card.toughness) != (real.get("power"), real.get("toughness")):
        problems.append(
            f"{card.name!r}: P/T {card.power}/{card.toughness} != "
            f"{real.get('power')}/{real.get('toughness')}"
        )
    return problems


def test_dom_1_6_every_bundled_card_matches_real_card_data(
    atomic: dict[str, list[dict[str, Any]]],
) -> None:
    problems = [p for card in bundled_cards() for p in mismatches(card, atomic)]
    assert problems == []


def test_dom_1_6_every_awkward_card_matches_real_card_data(
    atomic: dict[str, list[dict[str, Any]]],
) -> None:
    problems = [p for card in awkward_cards() for p in mismatches(card, atomic)]
    assert problems == []


def test_dom_1_6_card_names_are_unique_across_both_files() -> None:
    names = [c.name for c in bundled_cards()] + [c.name for c in awkward_cards()]
    assert [n for n, k in Counter(names).items() if k > 1] == []


def is_spell(card: Card) -> bool:
    tl = card.type_line
    return not (tl.is_creature or tl.is_artifact or tl.is_land)


@pytest.mark.parametrize("color", list(WUBRG))
def test_dom_1_3_each_colour_has_enough_mono_coloured_creatures(color: str) -> None:
    creatures = [c for c in bundled_cards() if c.colors == color and c.type_line.is_creature]
    assert len(creatures) >= 14
    assert all(not c.type_line.is_artifact for c in creatures)
    mid = [c for c in creatures if 2 <= c.mana_value <= 5]
    assert len(mid) > len(creatures) / 2


@pytest.mark.parametrize("color", list(WUBRG))
def test_dom_1_4_each_colour_has_enough_mono_coloured_spells(color: str) -> None:
    spells = [c for c in bundled_cards() if c.colors == color and is_spell(c)]
    assert len(spells) >= 14
    mid = [c for c in spells if 2 <= c.mana_value <= 5]
    assert len(mid) > len(spells) / 2
    # DOM-3.2 reshuffles a spell supply whose top card has mana value >= 6: it must have some.
    assert sum(1 for c in spells if c.mana_value >= 6) >= 2
    assert sum(1 for c in spells if c.mana_value <= 5) >= 10


def test_dom_1_5_enough_colourless_non_creature_artifacts() -> None:
    artifacts = [
        c
        for c in bundled_cards()
        if c.type_line.is_artifact and not c.type_line.is_creature and c.colors == ""
    ]
    assert len(artifacts) >= 12
    assert sum(1 for c in artifacts if 1 <= c.mana_value <= 4) > len(artifacts) / 2


def test_dom_1_2_basic_lands_are_bundled() -> None:
    lands = {c.name: c for c in bundled_cards() if c.type_line.is_land}
    for name in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        assert lands[name].type_line.is_basic
        assert lands[name].type_line.basic_land_types == (name,)
        assert lands[name].mana_cost.is_empty
    assert lands["Wastes"].type_line.is_basic


def test_dom_1_6_bundled_pool_holds_only_cards_of_one_clean_kind() -> None:
    """Every bundled card is a mono-coloured creature or spell, a colourless non-creature
    artifact, or a basic land; the awkward ones live only in awkward.csv."""
    for card in bundled_cards():
        tl = card.type_line
        if tl.is_land:
            assert tl.is_basic, card.name
        elif tl.is_artifact:
            assert card.colors == "" and not tl.is_creature, card.name
        else:
            assert len(card.colors) == 1, card.name
            assert not card.mana_cost.is_empty, card.name


def test_dom_1_6_awkward_file_covers_every_exclusion_reason() -> None:
    cards = awkward_cards()
    assert any(len(c.colors) > 1 for c in cards)
    assert any(c.type_line.is_artifact and c.type_line.is_creature for c in cards)
    assert any(c.type_line.is_creature and not c.colors and not c.type_line.is_artifact
               for c in cards)
    assert any(c.type_line.is_land and not c.type_line.is_basic for c in cards)
    assert any(c.mana_cost.is_empty and not c.type_line.is_land for c in cards)


def test_dom_7_1_bundled_spells_exercise_the_special_symbols() -> None:
    kinds = {s.kind.value for c in bundled_cards() for s in c.mana_cost.symbols}
    assert {"phyrexian", "twobrid", "variable", "generic", "colored"} <= kinds
    assert any("Snow" in c.type_line.supertypes for c in bundled_cards())
