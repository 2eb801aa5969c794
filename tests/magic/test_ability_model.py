"""The ability model and its loader: cards are data (issue 9, magic.md §2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.core.errors import CardDataError
from cardtable.games.magic.model import (
    Cost,
    DealDamage,
    Keyword,
    ModeChoice,
    SpellAbility,
)
from cardtable.games.magic.model.loader import (
    card_from_data,
    card_to_data,
    load_cards,
    load_toml,
    parse_cost_text,
)


def test_every_bundled_card_loads_and_round_trips_through_data() -> None:
    cards = load_cards()
    assert "Lightning Bolt" in cards
    for card in cards.values():
        assert card_from_data(card_to_data(card)) == card


def test_bolt_is_a_spell_dealing_three_to_any_target() -> None:
    bolt = load_cards()["Lightning Bolt"]
    (spell,) = bolt.abilities
    assert isinstance(spell, SpellAbility)
    assert spell.targets[0].what == "any"
    assert spell.effects == (DealDamage(3, "target:0"),)


def test_mod_10_hull_breach_is_modal_with_one_target_per_destroy() -> None:
    (spell,) = load_cards()["Hull Breach"].abilities
    assert isinstance(spell, SpellAbility) and isinstance(spell.modes, ModeChoice)
    assert [len(m.targets) for m in spell.modes.modes] == [1, 1, 2]
    (naturalize,) = load_cards()["Naturalize"].abilities
    assert isinstance(naturalize, SpellAbility) and naturalize.modes is None


def test_keyword_and_cost_shorthands() -> None:
    assert load_cards()["Serra Angel"].keywords == (Keyword("flying"), Keyword("vigilance"))
    assert parse_cost_text("{1}, {T}") == Cost(mana="{1}", tap=True)


@pytest.mark.parametrize(("data", "message"), [
    ({"name": "X", "type_line": "Instant", "abilities": [{"kind": "spel"}]}, "unknown kind 'spel'"),
    ({"name": "X", "type_line": "Instant", "colour": ["R"]}, "unknown field 'colour'"),
    ({"name": "X", "type_line": "Instant", "mana_cost": "{R"}, "outside braces"),
    ({"name": "X", "type_line": "Instant", "abilities": [
        {"kind": "spell", "effects": [{"kind": "damage", "amount": "three", "to": "target:0"}]}]},
     "amount"),
    ({"name": "X", "type_line": "Instant", "abilities": [{"kind": "activated"}]}, "needs cost"),
])
def test_malformed_card_data_is_one_clear_error(data: dict[str, object], message: str) -> None:
    with pytest.raises(CardDataError, match=message) as info:
        card_from_data(data)
    assert "'X'" in str(info.value)


def test_a_broken_toml_file_names_itself(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("[[card]\nname = 1\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"bad\.toml"):
        load_toml(path)
