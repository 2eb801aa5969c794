"""Templates added for issue 10's coverage target (30% of Commander-legal cards), each from
real Oracle text: how the printed text joins its instructions, "~ or another X" triggers,
"permanent card", protection from card types, "enters tapped unless …", "if ~ was kicked, it
enters with …", "doesn't untap during its controller's next untap step", "attacking or
blocking", "whenever ~ becomes blocked". The games that prove the behaviour are in
``tests/magic/test_coverage_templates.py``."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.text.render import render_card
from tests.oracle.conftest import compiled


def _card(name: str) -> m.CardDef:
    card = compiled(name)
    assert card.card is not None, card.failures
    assert card.supported, card.reason
    return card.card


def _only(card: m.CardDef, kind: type) -> list:  # type: ignore[type-arg]
    return [a for a in card.abilities if isinstance(a, kind)]


# -- how the printed text joins the effects (CR 608.2c: in order either way) -------------------

@pytest.mark.parametrize(("name", "joins"), [
    ("Big Score", ("and",)),                # "Draw two cards and create two Treasure tokens."
    ("Dark Nourishment", (".",)),            # "~ deals 3 damage to any target. You gain 3 life."
    ("Sphinx's Revelation", ("and",)),       # "You gain X life and draw X cards."
    ("Spread the Sickness", ("then",)),      # "Destroy target creature, then proliferate."
])
def test_spell_joins_follow_the_printed_text_CR_608_2c(name: str,
                                                       joins: tuple[str, ...]) -> None:
    (spell,) = _only(_card(name), m.SpellAbility)
    assert spell.joins[-len(joins):] == joins


def test_triggered_joins_render_back_CR_608_2c() -> None:
    """Bitterblossom: "At the beginning of your upkeep, you lose 1 life and create a 1/1
    black Faerie Rogue creature token with flying." — both effects, one sentence."""
    card = _card("Bitterblossom")
    (trigger,) = _only(card, m.TriggeredAbility)
    assert [type(e) for e in trigger.effects] == [m.LoseLife, m.CreateToken]
    assert trigger.joins == ("and",)
    assert "you lose 1 life and create a 1/1 black Faerie Rogue" in render_card(card)


# -- "~ or another X" and "a X" (CR 603.10a) ---------------------------------------------------

def test_self_or_another_keeps_its_wording_CR_603_10a() -> None:
    """Rotlung Reanimator ("Whenever ~ or another Cleric dies") and Gristle Grinner ("Whenever
    a creature dies"): the same event for a Cleric/creature; the wording is recorded."""
    (rotlung,) = _only(_card("Rotlung Reanimator"), m.TriggeredAbility)
    assert rotlung.trigger.self_first is True
    assert rotlung.trigger.filter == m.Filter(subtypes=("Cleric",))
    (grinner,) = _only(_card("Gristle Grinner"), m.TriggeredAbility)
    assert grinner.trigger.self_first is False
    assert render_card(_card("Gristle Grinner")).startswith("Whenever a creature dies")


# -- "permanent card" (CR 110.4b) --------------------------------------------------------------

def test_permanent_card_is_not_any_card_CR_110_4b() -> None:
    """Nature's Spiral: "Return target permanent card from your graveyard to your hand." — an
    instant or sorcery card is no permanent card (it was read as "target card")."""
    (spell,) = _only(_card("Nature's Spiral"), m.SpellAbility)
    assert spell.targets[0].filter.types == ("Permanent",)
    assert spell.targets[0].zone == "graveyard"


def test_legendary_card_stays_a_card() -> None:
    """Thalia's Lancers: "… search your library for a legendary card …" (no "permanent")."""
    assert "for a legendary card, reveal it" in render_card(_card("Thalia's Lancers"))


# -- protection from a card type (CR 702.16a) --------------------------------------------------

def test_protection_from_artifacts_CR_702_16a() -> None:
    """Tel-Jilad Chosen: "Protection from artifacts"."""
    (keyword,) = _only(_card("Tel-Jilad Chosen"), m.Keyword)
    assert keyword == m.Keyword(name="protection", filter=m.Filter(types=("Artifact",)))


# -- "~ enters tapped unless …" (CR 614.1c) ----------------------------------------------------

@pytest.mark.parametrize(("name", "condition"), [
    ("Blackcleave Cliffs", m.Condition(kind="you_control", amount=3,
                                       filter=m.Filter(types=("Land",), other=True))),
    ("Glacial Fortress", m.Condition(kind="you_control", amount=1, negate=True,
                                     filter=m.Filter(subtypes=("Plains", "Island")))),
    ("Sunken Hollow", m.Condition(kind="you_control", amount=2, negate=True,
                                  filter=m.Filter(types=("Land",), supertypes=("Basic",)))),
    ("Morphic Pool", m.Condition(kind="opponents_at_least", amount=2, negate=True)),
])
def test_enters_tapped_unless_CR_614_1c(name: str, condition: m.Condition) -> None:
    """The condition under which the land enters tapped: "unless you control two or fewer
    other lands" → three or more; "unless you control a Plains or an Island" → neither; the
    Battlebond lands' "unless you have two or more opponents"."""
    (rep,) = _only(_card(name), m.ReplacementAbility)
    assert (rep.event, rep.action, rep.condition) == ("enters", "tapped", condition)


# -- "If ~ was kicked, it enters with …" (CR 702.33d) ------------------------------------------

def test_kicked_enters_with_counters_CR_702_33d() -> None:
    """Gnarlid Colony: "If ~ was kicked, it enters with two +1/+1 counters on it."."""
    (rep,) = _only(_card("Gnarlid Colony"), m.ReplacementAbility)
    assert (rep.action, rep.counter, rep.amount, rep.condition) == (
        "counters", "+1/+1", 2, m.Condition(kind="kicked"))


# -- "doesn't untap during its controller's next untap step" (CR 502.3) -----------------------

@pytest.mark.parametrize("name", ["Frost Breath", "Frost Lynx", "Crippling Chill"])
def test_doesnt_untap_next_untap_step_CR_502_3(name: str) -> None:
    """Frost Breath ("Those creatures don't untap …"), Frost Lynx ("That creature doesn't
    untap …"), Crippling Chill ("It doesn't untap …"): tap, then a rule change that lasts
    until the creature's controller's next untap step."""
    card = _card(name)
    ability = next(a for a in card.abilities
                   if isinstance(a, (m.SpellAbility, m.TriggeredAbility)))
    tap, hold = ability.effects[:2]
    assert isinstance(tap, m.Tap) and isinstance(hold, m.GrantAbilities)
    # "as:those creatures:target:0" keeps Oracle's word for the same referent as "target:0"
    referent = hold.on.split(":", 2)[2] if hold.on.startswith("as:") else hold.on
    assert (referent, hold.rules, hold.duration) == (tap.what, ("doesnt_untap",), "next_untap")


# -- "attacking or blocking" (CR 506.4) and "whenever ~ becomes blocked" (CR 509.3c) -----------

def test_attacking_or_blocking_creature_CR_506_4() -> None:
    """Ballista Squad: "{X}{W}, {T}: ~ deals X damage to target attacking or blocking
    creature."."""
    (ability,) = _only(_card("Ballista Squad"), m.ActivatedAbility)
    assert ability.targets[0].filter.in_combat


def test_becomes_blocked_trigger_CR_509_3c() -> None:
    """Slashing Tiger: "Whenever ~ becomes blocked, it gets +2/+2 until end of turn."."""
    (trigger,) = _only(_card("Slashing Tiger"), m.TriggeredAbility)
    assert trigger.trigger == m.Trigger("becomes_blocked")
    assert trigger.effects == (m.ModifyPT(power=2, toughness=2, on="it"),)


# -- "Whenever ~ blocks or becomes blocked" (CR 509.2a, 509.3c) --------------------------------

def test_blocks_or_becomes_blocked_is_two_triggers_on_one_line_CR_509_3c() -> None:
    """Chub Toad: "Whenever ~ blocks or becomes blocked, it gets +2/+2 until end of turn." —
    one ability for each event (a creature never does both in one combat), printed as one."""
    card = _card("Chub Toad")
    triggers = _only(card, m.TriggeredAbility)
    assert [t.trigger.event for t in triggers] == ["blocks", "becomes_blocked"]
    assert triggers[0].effects == triggers[1].effects == (
        m.ModifyPT(power=2, toughness=2, on="it"),)
    assert render_card(card).count("\n") == 0


# -- "sacrifice ~ unless you pay {U}" (CR 608.2d; echo's shape, 702.30a) -------------------------

def test_sacrifice_unless_you_pay_CR_608_2d() -> None:
    """Darba: "At the beginning of your upkeep, sacrifice ~ unless you pay {G}{G}."."""
    trigger = next(a for a in _card("Darba").abilities if isinstance(a, m.TriggeredAbility))
    assert trigger.effects == (
        m.MayDo(effects=(), cost=m.Cost(mana="{G}{G}")),
        m.Conditional(m.Condition("paid", negate=True), (m.Sacrifice(what="self"),)))


# -- more filters: three types, "red or green", "can't be blocked by white creatures" --------

def test_three_card_types_and_two_colors_CR_205_2() -> None:
    """Acidic Slime ("destroy target artifact, enchantment, or land") and Horned Kavu
    ("return a red or green creature you control to its owner's hand")."""
    slime = next(a for a in _card("Acidic Slime").abilities
                 if isinstance(a, m.TriggeredAbility))
    assert slime.targets[0].filter.types == ("Artifact", "Enchantment", "Land")
    kavu = next(a for a in _card("Horned Kavu").abilities if isinstance(a, m.TriggeredAbility))
    (effect,) = kavu.effects
    assert isinstance(effect, m.ReturnChosen) and effect.filter.colors == ("R", "G")


def test_cant_be_blocked_by_a_color_CR_509_1b() -> None:
    """Dauthi Horror: "~ can't be blocked by white creatures."."""
    statics = _only(_card("Dauthi Horror"), m.StaticAbility)
    assert [e.rule for s in statics for e in s.effects] == ["cant_be_blocked_color:W"]


def test_or_between_other_adjectives_is_refused() -> None:
    """"or" joins colors only: "tapped or untapped" would be read as both at once."""
    from cardtable.games.magic.oracle.builder_base import OracleCompileError
    from cardtable.games.magic.oracle.compiler import compile_line

    with pytest.raises(OracleCompileError):
        compile_line("Destroy target tapped or untapped creature.", "spell_line")


# -- a quoted ability given by a static ability (CR 613.1f) ------------------------------------

def test_quoted_ability_given_to_enchanted_creature_CR_613_1f() -> None:
    """Hermetic Study: "Enchanted creature has "{T}: This creature deals 1 damage to any
    target."" — a layer-6 effect adding the whole ability, "this creature" being its holder."""
    card = _card("Hermetic Study")
    (static,) = _only(card, m.StaticAbility)
    (effect,) = static.effects
    (granted,) = effect.add_abilities
    assert effect.layer == "6" and effect.affected == "enchanted"
    assert isinstance(granted, m.ActivatedAbility) and granted.cost == m.Cost(tap=True)
    assert granted.effects == (m.DealDamage(amount=1, to="target:0"),)
    assert 'has "{T}: This creature deals 1 damage to any target."' in render_card(card)


def test_fetchland_cost_and_two_land_types_CR_205_3i() -> None:
    """Flooded Strand: "{T}, Pay 1 life, Sacrifice ~: Search your library for a Plains or
    Island card …" — life paid before the sacrifice as Oracle prints it; either subtype."""
    card = _card("Flooded Strand")
    (ability,) = _only(card, m.ActivatedAbility)
    assert ability.cost == m.Cost(tap=True, pay_life=1, sacrifice_self=True)
    (search,) = ability.effects
    assert isinstance(search, m.SearchLibrary)
    assert search.filter.subtypes == ("Plains", "Island")
    assert render_card(card).startswith("{T}, Pay 1 life, Sacrifice ~: Search your library "
                                        "for a Plains or Island card")


def test_tutor_to_the_top_CR_701_19() -> None:
    """Mystical Tutor ("Search your library for an instant or sorcery card, reveal it, then
    shuffle and put that card on top.")."""
    (spell,) = _only(_card("Mystical Tutor"), m.SpellAbility)
    assert spell.effects == (m.SearchLibrary(filter=m.Filter(types=("Instant", "Sorcery")),
                                             to="top", reveal=True),)


# -- Auras on other permanents (CR 303.4) and afterlife (CR 702.135a) --------------------------

def test_enchanted_land_and_permanent_follow_the_enchant_keyword_CR_303_4() -> None:
    """Abundant Growth ("Enchant land … Enchanted land has "{T}: Add one mana of any
    color."") and Confiscate ("Enchant permanent / You control enchanted permanent.")."""
    growth = _card("Abundant Growth")
    (static,) = _only(growth, m.StaticAbility)
    assert static.effects[0].affected == "enchanted"
    assert 'Enchanted land has "{T}: Add one mana of any color."' in render_card(growth)
    assert "You control enchanted permanent." in render_card(_card("Confiscate"))


def test_afterlife_keyword_CR_702_135a() -> None:
    """Orzhov Enforcer: "Deathtouch / Afterlife 1"."""
    keywords = _only(_card("Orzhov Enforcer"), m.Keyword)
    assert m.Keyword(name="afterlife", amount=1) in keywords


def test_look_at_the_top_cards_and_put_them_back_CR_401_4() -> None:
    """Sage Owl: "When ~ enters, look at the top four cards of your library, then put them
    back in any order."."""
    (trigger,) = _only(_card("Sage Owl"), m.TriggeredAbility)
    assert trigger.effects == (m.ReorderTop(amount=4),)


def test_heroic_trigger_CR_603_2() -> None:
    """Akroan Skyguard: "Heroic — Whenever you cast a spell that targets ~, put a +1/+1
    counter on ~."."""
    (trigger,) = _only(_card("Akroan Skyguard"), m.TriggeredAbility)
    assert trigger.trigger == m.Trigger("cast_targeting_self")
