"""Each template family of the grammar, from real Oracle text (MTGJSON 2022-04-25): the card
compiles into the engine's ability model with the structure its text says."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import OracleCompileError
from cardtable.games.magic.oracle.compiler import compile_line
from tests.oracle.conftest import compiled


def abilities(name: str) -> tuple[m.Ability, ...]:
    card = compiled(name)
    assert card.card is not None, card.failures
    return card.card.abilities


def test_keyword_lines_with_parameters_CR_702() -> None:
    """Keyword lines: several keywords on a line, equip {N}, protection from a colour."""
    assert [a.name for a in abilities("Leyline Prowler")[:2]] == ["deathtouch", "lifelink"]
    equip = [a for a in abilities("Adventuring Gear") if isinstance(a, m.Keyword)]
    assert equip == [m.Keyword("equip", cost=m.Cost(mana="{1}"))]
    (prot,) = [a for a in abilities("Black Knight") if isinstance(a, m.Keyword)
               and a.name == "protection"]
    assert prot.filter == m.Filter(colors=("W",))


def test_activated_ability_cost_and_effect_CR_602() -> None:
    """"{1}, {T}: Untap target artifact." — mana and tap cost, one target, one effect."""
    (ability,) = abilities("Voltaic Key")
    assert isinstance(ability, m.ActivatedAbility)
    assert ability.cost == m.Cost(mana="{1}", tap=True)
    assert ability.targets == (m.TargetSpec("permanent", m.Filter(types=("Artifact",))),)
    assert ability.effects == (m.Untap(what="target:0"),)


def test_activated_ability_with_sacrifice_cost_and_graveyard_target_CR_602() -> None:
    mana, regrow = abilities("Petrified Field")
    assert isinstance(mana, m.ActivatedAbility) and mana.is_mana_ability
    assert isinstance(regrow, m.ActivatedAbility)
    assert regrow.cost == m.Cost(tap=True, sacrifice_self=True)
    assert regrow.targets[0].what == "card" and regrow.targets[0].zone == "graveyard"
    assert regrow.targets[0].filter == m.Filter(types=("Land",), owner="you")


def test_triggered_ability_with_intervening_if_CR_603_4() -> None:
    """Drumhunter: "At the beginning of your end step, if you control a creature with power 5
    or greater, you may draw a card." — the condition is an intervening if, the draw a MayDo."""
    trigger = abilities("Drumhunter")[0]
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.trigger == m.Trigger("end_step", whose="you")
    assert trigger.intervening_if == m.Condition(
        "you_control", filter=m.Filter(types=("Creature",), power_min=5))
    assert trigger.effects == (m.MayDo(effects=(m.DrawCards(1),)),)


def test_static_abilities_of_an_aura_CR_604() -> None:
    enchant, static = abilities("Enfeeblement")
    assert enchant == m.Keyword("enchant", filter=m.Filter(types=("Creature",)))
    assert isinstance(static, m.StaticAbility)
    assert static.effects == (m.ContinuousEffect(layer="7c", affected="enchanted", power=-2,
                                                 toughness=-2),)


def test_replacement_enters_tapped_CR_614_1c() -> None:
    tapped = abilities("Darkmoss Bridge")[0]
    assert tapped == m.ReplacementAbility(event="enters", action="tapped",
                                          self_replacement=True)


def test_spell_effects_chained_by_then_CR_608_2c() -> None:
    (spell,) = abilities("Careful Study")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects == (m.DrawCards(2), m.Discard(2))


def test_targets_with_restrictions_CR_115() -> None:
    """"Destroy target creature with mana value 3 or less" and "another target creature"."""
    (spell,) = abilities("Eliminate")
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets[0].filter.mana_value_max == 3
    (bite,) = abilities("Leeching Bite")
    assert isinstance(bite, m.SpellAbility)
    assert bite.targets[1].distinct_from == (0,) and bite.targets[1].filter.other
    assert bite.effects[1] == m.ModifyPT(power=-1, toughness=-1, on="target:1")


def test_spell_targets_on_the_stack_CR_115_1() -> None:
    (spell,) = abilities("Mystic Denial")
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets == (m.TargetSpec("spell", m.Filter(types=("Creature", "Sorcery")),
                                          zone="stack"),)


def test_quantities_and_x_CR_107_3() -> None:
    (spell,) = abilities("Braingeyser")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects == (m.DrawCards(amount=m.Amount(kind="x"), who="target:0"),)


def test_additional_cost_CR_601_2b() -> None:
    cost_spell = [a for a in abilities("Altar's Reap") if isinstance(a, m.SpellAbility)]
    assert cost_spell[0].additional_costs == (m.Cost(sacrifice=m.Filter(types=("Creature",))),)


def test_modal_spell_choose_one_CR_700_2() -> None:
    (spell,) = abilities("Abrade")
    assert isinstance(spell, m.SpellAbility) and spell.modes is not None
    assert (spell.modes.min_count, spell.modes.max_count) == (1, 1)
    assert len(spell.modes.modes) == 2
    # each mode numbers its own targets from 0 (MOD-4)
    assert all(mode.targets for mode in spell.modes.modes)


@pytest.mark.parametrize(("head", "low", "high"), [
    ("Choose one —", 1, 1), ("Choose two —", 2, 2), ("Choose one or both —", 1, 2),
    ("Choose one or more —", 1, None), ("Choose any number —", 0, None),
    ("Choose up to one —", 0, 1)])
def test_modal_heads_every_700_2_count(head: str, low: int, high: int | None) -> None:
    """CR 700.2 / MOD-1: the number of modes as printed."""
    result = compile_line(head, "spell_line")
    assert (result.low, result.high) == (low, high)


def test_an_opponent_chooses_CR_700_2e() -> None:
    result = compile_line("An opponent chooses one —", "spell_line")
    assert result.chooser == "opponent"


def test_tokens_with_keywords_CR_111() -> None:
    drider = abilities("Drider")
    trigger = drider[1]
    assert isinstance(trigger, m.TriggeredAbility)
    (token,) = trigger.effects
    assert isinstance(token, m.CreateToken)
    assert token.token.power == 2 and token.token.subtypes == ("Spider",)
    assert [k.name for k in token.token.abilities] == ["menace", "reach"]


def test_an_unknown_sentence_is_an_error_not_a_guess() -> None:
    with pytest.raises(OracleCompileError, match="does not read"):
        compile_line("Draw a card for each opponent who was dealt damage this turn.",
                     "spell_line")
