"""Type lines: supertypes, card types and subtypes."""

from __future__ import annotations

import pytest

from cardtable.cards.typeline import TypeLine


def test_creature_with_subtypes() -> None:
    tl = TypeLine.parse("Creature — Goblin Warrior")
    assert tl == TypeLine((), ("Creature",), ("Goblin", "Warrior"))
    assert tl.is_creature
    assert not (tl.is_land or tl.is_artifact or tl.is_legendary or tl.is_basic)
    assert str(tl) == "Creature — Goblin Warrior"


def test_legendary_artifact_creature() -> None:
    tl = TypeLine.parse("Legendary Artifact Creature — Golem")
    assert tl.supertypes == ("Legendary",)
    assert tl.types == ("Artifact", "Creature")
    assert tl.subtypes == ("Golem",)
    assert tl.is_legendary and tl.is_artifact and tl.is_creature
    assert tl.has_type("Artifact")
    assert not tl.has_type("Enchantment")


def test_basic_snow_land() -> None:
    tl = TypeLine.parse("Basic Snow Land — Forest")
    assert tl.supertypes == ("Basic", "Snow")
    assert tl.types == ("Land",)
    assert tl.is_basic and tl.is_land
    assert tl.basic_land_types == ("Forest",)
    assert str(tl) == "Basic Snow Land — Forest"


def test_dual_land_types() -> None:
    tl = TypeLine.parse("Land — Plains Island")
    assert not tl.is_basic
    assert tl.basic_land_types == ("Plains", "Island")


@pytest.mark.parametrize("text", ["Instant", "Sorcery", "Artifact", "Enchantment", "Basic Land"])
def test_no_subtype(text: str) -> None:
    tl = TypeLine.parse(text)
    assert tl.subtypes == ()
    assert str(tl) == text


def test_wastes_is_basic_without_a_land_type() -> None:
    tl = TypeLine.parse("Basic Land")
    assert tl.is_basic and tl.is_land
    assert tl.basic_land_types == ()


def test_planeswalker_and_enchantment_creature() -> None:
    walker = TypeLine.parse("Legendary Planeswalker — Jace")
    assert walker.types == ("Planeswalker",)
    assert walker.subtypes == ("Jace",)
    courser = TypeLine.parse("Enchantment Creature — Centaur")
    assert courser.types == ("Enchantment", "Creature")
    assert courser.is_creature


@pytest.mark.parametrize(
    "text",
    ["Creature — Elf Druid", "Creature – Elf Druid", "Creature - Elf Druid", "Creature—Elf Druid",
     "  Creature  —  Elf   Druid "],
)
def test_every_dash_spelling_gives_the_same_type_line(text: str) -> None:
    assert TypeLine.parse(text) == TypeLine((), ("Creature",), ("Elf", "Druid"))


def test_hyphenated_subtype_is_kept_whole() -> None:
    tl = TypeLine.parse("Creature — Sand-Worm")
    assert tl.subtypes == ("Sand-Worm",)


def test_unknown_words_before_the_dash_are_kept_as_types() -> None:
    tl = TypeLine.parse("Snow Widget — Thing")
    assert tl.supertypes == ("Snow",)
    assert tl.types == ("Widget",)
    assert tl.subtypes == ("Thing",)


def test_empty_type_line() -> None:
    assert TypeLine.parse("") == TypeLine()
    assert str(TypeLine()) == ""
