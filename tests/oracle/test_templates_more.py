"""The template families added to the grammar after the first one (``oracle/families.py``),
each from real Oracle text (MTGJSON 2022-04-25): the card compiles into the model values its
text says, renders back, and is supported (magic.md §2) — or, for a family the engine has no
effect for, is refused whole."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.builder_base import OracleCompileError
from cardtable.games.magic.oracle.compiler import compile_line, parser
from cardtable.games.magic.oracle.prefilter import unknown_word
from cardtable.games.magic.text.tokens import PREDEFINED_TOKENS
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled


def supported(name: str) -> tuple[m.Ability, ...]:
    card = compiled(name)
    assert card.card is not None, card.failures
    assert card.supported, card.reason
    return card.card.abilities


def test_a_player_acting_twice_CR_120_3_and_CR_119_3() -> None:
    """Sign in Blood: "Target player draws two cards and loses 2 life." — one target, two
    actions of that player; Dakmor Ghoul: "target opponent loses 2 life and you gain 2 life"."""
    (spell,) = supported("Sign in Blood")
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets == (m.TargetSpec("player"),)
    assert spell.effects == (m.DrawCards(2, who="target:0"), m.LoseLife(2, who="target:0"))
    trigger = supported("Dakmor Ghoul")[0]
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.targets == (m.TargetSpec("player", player="opponent"),)
    assert trigger.effects == (m.LoseLife(2, who="target:0"), m.GainLife(2))


def test_it_in_a_trigger_names_the_triggering_object_CR_603_10() -> None:
    """Benalish Veteran: "Whenever ~ attacks, it gets +1/+1 until end of turn."; Arcbound
    Slith: "Whenever ~ deals combat damage to a player, put a +1/+1 counter on it."."""
    attack = next(a for a in supported("Benalish Veteran") if isinstance(a, m.TriggeredAbility))
    assert attack.trigger == m.Trigger("attacks")
    assert attack.effects == (m.ModifyPT(power=1, toughness=1, on="it"),)
    slith = next(a for a in compiled("Arcbound Slith").card.abilities  # type: ignore[union-attr]
                 if isinstance(a, m.TriggeredAbility))
    assert slith.effects == (m.PutCounters("+1/+1", on="it"),)


def test_it_deals_damage_from_a_trigger_of_the_object_itself_CR_603_10a() -> None:
    """Flametongue Kavu: "When ~ enters, it deals 4 damage to target creature."; Perilous
    Myr: "When ~ dies, it deals 2 damage to any target." (its last known information)."""
    (kavu,) = supported("Flametongue Kavu")
    assert isinstance(kavu, m.TriggeredAbility)
    assert kavu.effects == (m.DealDamage(4, to="target:0", source="it"),)
    myr = supported("Perilous Myr")[0]
    assert isinstance(myr, m.TriggeredAbility) and myr.trigger == m.Trigger("dies")
    assert myr.effects == (m.DealDamage(2, to="target:0", source="it"),)


def test_sacrifice_it_deals_damage_CR_602_2() -> None:
    """Mogg Fanatic: "Sacrifice ~: It deals 1 damage to any target."."""
    (ability,) = supported("Mogg Fanatic")
    assert isinstance(ability, m.ActivatedAbility)
    assert ability.cost == m.Cost(sacrifice_self=True)
    assert ability.effects == (m.DealDamage(1, to="target:0"),)


def test_it_without_a_trigger_or_target_is_refused() -> None:
    """"It" in an activated ability with no target and no sacrifice names nothing."""
    with pytest.raises(OracleCompileError):
        compile_line("{1}: It gets +1/+1 until end of turn.", "permanent_line")


def test_pump_and_grant_in_one_clause_CR_611_2() -> None:
    """Adamant Will: "Target creature gets +2/+2 and gains indestructible until end of
    turn." — two effects on one target, rendered back as one clause."""
    (spell,) = supported("Adamant Will")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects == (
        m.ModifyPT(power=2, toughness=2, on="target:0"),
        m.GrantAbilities(keywords=(m.Keyword("indestructible"),), on="target:0"))


def test_all_before_a_plural_noun_CR_611_2c_and_CR_613_4c() -> None:
    """Infest: "All creatures get -2/-2 until end of turn."; Muscle Sliver: "All Sliver
    creatures get +1/+1." (a static ability, layer 7c)."""
    (spell,) = supported("Infest")
    assert spell == m.SpellAbility(effects=(
        m.ModifyPT(power=-2, toughness=-2, filter=m.Filter(types=("Creature",))),))
    (static,) = supported("Muscle Sliver")
    assert isinstance(static, m.StaticAbility)
    assert static.effects == (m.ContinuousEffect(
        layer="7c", affected="filter", power=1, toughness=1,
        filter=m.Filter(types=("Creature",), subtypes=("Sliver",))),)


def test_all_with_a_controller_is_each_creature_you_control_CR_611_2c() -> None:
    """"All creatures you control get +1/+1 until end of turn." (an older wording, refused until
    the render could give "all" back: ``Filter.says_all``, h8-ev2) is a one-shot pump of the
    creatures you control as it resolves (611.2c), not a static and not the spell itself."""
    spell = compile_line("All creatures you control get +1/+1 until end of turn.", "spell_line")
    assert isinstance(spell, m.SpellAbility)
    (pump,) = spell.effects
    assert isinstance(pump, m.ModifyPT) and (pump.power, pump.toughness) == (1, 1)
    assert pump.duration == "end_of_turn"
    assert pump.filter is not None and pump.filter.types == ("Creature",)
    assert pump.filter.controller == "you" and pump.filter.says_all


def test_artifact_creatures_as_a_plural_noun_CR_205_2a() -> None:
    """Thopter Engineer: "Artifact creatures you control have haste." and its "1/1 colorless
    Thopter artifact creature token with flying" (CR 111.4)."""
    trigger, static = supported("Thopter Engineer")
    assert isinstance(static, m.StaticAbility)
    assert static.effects[0].filter == m.Filter(all_types=("Artifact", "Creature"),
                                                controller="you")
    assert isinstance(trigger, m.TriggeredAbility)
    (token,) = trigger.effects
    assert isinstance(token, m.CreateToken)
    assert token.token.types == ("Artifact", "Creature")
    assert token.token.abilities == (m.Keyword("flying"),)


def test_mana_of_three_choices_CR_106_1() -> None:
    """Jungle Shrine: "{T}: Add {R}, {G}, or {W}."."""
    mana = supported("Jungle Shrine")[1]
    assert isinstance(mana, m.ActivatedAbility) and mana.is_mana_ability
    assert mana.effects == (m.AddMana(choices=("{R}", "{G}", "{W}")),)


def test_put_on_top_of_its_owners_library_CR_401_4() -> None:
    """Griptide: "Put target creature on top of its owner's library."."""
    (spell,) = supported("Griptide")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects == (m.PutOnLibrary(what="target:0"),)


def test_up_to_two_target_cards_from_your_graveyard_CR_115_1() -> None:
    """Morbid Plunder: "Return up to two target creature cards from your graveyard to your
    hand."."""
    (spell,) = supported("Morbid Plunder")
    assert isinstance(spell, m.SpellAbility)
    (target,) = spell.targets
    assert (target.what, target.zone, target.count, target.minimum) == (
        "card", "graveyard", 2, 0)
    assert target.filter == m.Filter(types=("Creature",), owner="you")


def test_searching_for_several_cards_CR_701_19() -> None:
    """Explosive Vegetation: "Search your library for up to two basic land cards, put them onto
    the battlefield tapped, then shuffle."; Rampant Growth's "put that card onto the
    battlefield tapped"."""
    (spell,) = supported("Explosive Vegetation")
    assert spell == m.SpellAbility(effects=(m.SearchLibrary(
        filter=m.Filter(types=("Land",), supertypes=("Basic",)), count=2, to="battlefield",
        tapped=True),))
    (growth,) = supported("Rampant Growth")
    assert growth == m.SpellAbility(effects=(m.SearchLibrary(
        filter=m.Filter(types=("Land",), supertypes=("Basic",)), to="battlefield",
        tapped=True),))


def test_whenever_you_gain_life_CR_603_2() -> None:
    """Ajani's Pridemate: "Whenever you gain life, put a +1/+1 counter on ~."."""
    (trigger,) = supported("Ajani's Pridemate")
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.trigger == m.Trigger("gain_life", whose="you")


def test_predefined_tokens_CR_111_10() -> None:
    """Bake into a Pie: "Destroy target creature. Create a Food token." — the Food token is
    CR 111.10b's, with "{2}, {T}, Sacrifice this artifact: You gain 3 life."."""
    (spell,) = supported("Bake into a Pie")
    assert isinstance(spell, m.SpellAbility)
    food = spell.effects[1]
    assert food == m.CreateToken(token=PREDEFINED_TOKENS["Food"])
    (ability,) = PREDEFINED_TOKENS["Food"].abilities
    assert isinstance(ability, m.ActivatedAbility)
    assert ability.cost == m.Cost(mana="{2}", tap=True, sacrifice_self=True)
    assert ability.effects == (m.GainLife(3),)


@pytest.mark.parametrize("line", [
    "When ~ enters, venture into the dungeon.",  # read since the dungeons (issue 29)
    "Draw a card at the beginning of the next turn's upkeep.",
    "Target creature gets +2/+2 and gains trample until end of turn.",
    "Destroy target creature. It can't be regenerated.",
])
def test_the_prefilter_only_refuses_what_the_parser_refuses(line: str) -> None:
    """A line the vocabulary test refuses is one Earley cannot parse; a line it lets through
    is parsed as before."""
    word = unknown_word(parser(), line)
    if word is not None:
        for start in ("spell_line", "permanent_line"):
            with pytest.raises(Exception):  # noqa: B017 - any Lark parse error
                parser().parse(line, start=start)
    else:  # a trigger is a permanent's line, the others a spell's
        compile_line(line, "permanent_line" if line.startswith("When ") else "spell_line")


def test_reveal_choose_discard_compiles_CR_701_16a() -> None:
    """Duress: "Target opponent reveals their hand. You choose a noncreature, nonland card
    from it. That player discards that card."; Inquisition of Kozilek puts its mana value
    after "from it"."""
    (spell,) = supported("Duress")
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets == (m.TargetSpec("player", player="opponent"),)
    assert spell.effects == (m.RevealChooseDiscard(
        who="target:0", filter=m.Filter(not_types=("Creature", "Land"))),)
    (inquisition,) = supported("Inquisition of Kozilek")
    assert isinstance(inquisition, m.SpellAbility)
    assert inquisition.effects == (m.RevealChooseDiscard(
        who="target:0", filter=m.Filter(not_types=("Land",), mana_value_max=3)),)


def _duress_scenario() -> Scenario:
    duress = compiled("Duress").card
    assert duress is not None
    s = Scenario(cards=card_pool() | {"Duress": duress})
    s.put(A, "Swamp")
    s.hand(A, "Duress")
    return s


def test_reveal_choose_discard_the_caster_chooses_a_matching_card_CR_701_8a() -> None:
    """CR 701.16a / 701.8a: the opponent's hand is revealed, the caster chooses a card the
    filter allows (not the creature, not the land), and its owner discards it."""
    s = _duress_scenario()
    bolt = s.hand(B, "Lightning Bolt")
    s.hand(B, "Grizzly Bears")
    s.hand(B, "Forest")
    s.start()
    s.cast(A, "Duress", targets=["p1"])
    s.pass_priority()  # A
    s.pass_priority()  # B: Duress resolves
    decision = s.pending
    assert decision is not None and decision.player == A
    assert decision.tag.startswith("resolve.choice")
    assert set(decision.options) == {bolt}
    s.then("resolve.choice", (bolt,))
    s.resolve()
    assert s.graveyard_names(B) == ["Lightning Bolt"]
    assert s.hand_size(B) == 2
    assert s.events("reveal")


def test_reveal_choose_discard_with_no_matching_card_discards_nothing_CR_701_8a() -> None:
    """A hand of a creature and a land offers no noncreature, nonland card: nothing is
    discarded, and nobody is asked."""
    s = _duress_scenario()
    s.hand(B, "Grizzly Bears")
    s.hand(B, "Forest")
    s.start()
    s.cast(A, "Duress", targets=["p1"])
    s.resolve()
    assert s.graveyard_names(B) == []
    assert s.hand_size(B) == 2


def test_that_player_after_combat_damage_CR_510_3a() -> None:
    """Blazing Specter: "Whenever ~ deals combat damage to a player, that player discards a
    card." — "that player" is the player the event names."""
    trigger = next(a for a in supported("Blazing Specter") if isinstance(a, m.TriggeredAbility))
    assert trigger.trigger == m.Trigger("deals_combat_damage_to_player")
    assert trigger.effects == (m.Discard(1, who="triggering_player"),)


def test_attach_it_when_it_enters_CR_701_3a() -> None:
    """Bramble Armor: "When ~ enters, attach it to target creature you control."."""
    trigger = next(a for a in supported("Bramble Armor") if isinstance(a, m.TriggeredAbility))
    assert trigger.effects == (m.Attach(to="target:0", what="it"),)
    assert trigger.targets == (m.TargetSpec("creature", m.Filter(controller="you")),)


def test_damage_divided_among_targets_CR_601_2d() -> None:
    """Arc Lightning: "~ deals 3 damage divided as you choose among one, two, or three
    targets." — at most three targets, each dealt at least 1."""
    (spell,) = supported("Arc Lightning")
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets == (m.TargetSpec("any", count=3, min_count=1, divide=3),)
    assert spell.effects == (m.DealDamage(3, to="target:0", divided=True),)


def test_several_targets_each_get_CR_611_2c() -> None:
    """Symbiosis: "Two target creatures each get +2/+2 until end of turn."."""
    (spell,) = supported("Symbiosis")
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets[0].count == 2
    assert spell.effects == (m.ModifyPT(power=2, toughness=2, on="target:0"),)


def test_cast_triggers_on_a_kind_of_spell_CR_601_2i() -> None:
    """Young Pyromancer: "Whenever you cast an instant or sorcery spell, create a 1/1 red
    Elemental creature token."."""
    (trigger,) = supported("Young Pyromancer")
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.trigger == m.Trigger("cast", subject="filter",
                                        filter=m.Filter(types=("Instant", "Sorcery")))


def test_the_object_or_another_entering_CR_603_6a() -> None:
    """Kazandu Blademaster: "Whenever ~ or another Ally enters under your control, you may put
    a +1/+1 counter on ~." — the Ally itself is one of the objects the trigger watches."""
    trigger = next(a for a in supported("Kazandu Blademaster")
                   if isinstance(a, m.TriggeredAbility))
    assert trigger.trigger == m.Trigger("enters", subject="filter",
                                        filter=m.Filter(subtypes=("Ally",), controller="you"),
                                        self_first=True)


def test_choose_the_same_mode_more_than_once_CR_700_2d() -> None:
    """Mystic Confluence: "Choose three. You may choose the same mode more than once."."""
    (spell,) = supported("Mystic Confluence")
    assert isinstance(spell, m.SpellAbility) and spell.modes is not None
    assert (spell.modes.min_count, spell.modes.max_count, spell.modes.repeat) == (3, 3, True)
    assert len(spell.modes.modes) == 3


def test_investigate_creates_a_clue_CR_701_36a() -> None:
    """Expose Evil: "Investigate." — a Clue token (CR 111.10f)."""
    (spell,) = supported("Expose Evil")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects[-1] == m.CreateToken(token=PREDEFINED_TOKENS["Clue"])


def test_destroy_that_cant_be_regenerated_CR_701_19c() -> None:
    """Terror: "Destroy target nonartifact, nonblack creature. It can't be regenerated.";
    Wrath of God: "Destroy all creatures. They can't be regenerated."."""
    (terror,) = supported("Terror")
    assert terror == m.SpellAbility(
        effects=(m.Destroy(what="target:0", cant_regenerate=True),),
        targets=(m.TargetSpec("creature", m.Filter(not_types=("Artifact",),
                                                   not_colors=("B",))),))
    (wrath,) = supported("Wrath of God")
    assert wrath == m.SpellAbility(effects=(m.Destroy(filter=m.Filter(types=("Creature",)),
                                                      cant_regenerate=True),))


def test_a_lowered_power_with_zero_toughness_renders_minus_zero_CR_611_2() -> None:
    """Agony Warp's "-3/-0" and "-0/-3" render back as Oracle prints them."""
    (spell,) = supported("Agony Warp")
    assert isinstance(spell, m.SpellAbility)
    assert [e.power for e in spell.effects if isinstance(e, m.ModifyPT)] == [-3, 0]


def test_a_token_with_a_quoted_ability_CR_111_4() -> None:
    """Dread Drone: "When ~ enters, create two 0/1 colorless Eldrazi Spawn creature tokens.
    They have "Sacrifice this creature: Add {C}."" — the tokens' own mana ability."""
    (trigger,) = supported("Dread Drone")
    assert isinstance(trigger, m.TriggeredAbility)
    (create,) = trigger.effects
    assert isinstance(create, m.CreateToken) and create.count == 2
    (ability,) = create.token.abilities
    assert ability == m.ActivatedAbility(cost=m.Cost(sacrifice_self=True),
                                         effects=(m.AddMana(mana="{C}"),))


def test_blood_tokens_CR_111_10g() -> None:
    """Blood Fountain creates a Blood token: "{1}, {T}, Discard a card, Sacrifice this
    artifact: Draw a card."."""
    (ability,) = PREDEFINED_TOKENS["Blood"].abilities
    assert isinstance(ability, m.ActivatedAbility)
    assert ability.cost == m.Cost(mana="{1}", tap=True, discard=1, sacrifice_self=True)
    trigger = supported("Blood Fountain")[0]
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.effects == (m.CreateToken(token=PREDEFINED_TOKENS["Blood"]),)


def _lion_scenario() -> Scenario:
    lion = compiled("Whitemane Lion").card
    assert lion is not None
    s = Scenario(cards=card_pool() | {"Whitemane Lion": lion})
    s.lands(A, "Plains", 2)
    s.hand(A, "Whitemane Lion")
    return s


def test_return_a_chosen_permanent_you_control_CR_608_2d() -> None:
    """Whitemane Lion: "When ~ enters, return a creature you control to its owner's hand." —
    not a target: the controller chooses as the trigger resolves."""
    trigger = next(a for a in supported("Whitemane Lion") if isinstance(a, m.TriggeredAbility))
    assert trigger.effects == (m.ReturnChosen(filter=m.Filter(types=("Creature",),
                                                              controller="you")),)
    assert trigger.targets == ()
    s = _lion_scenario()
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Whitemane Lion")
    s.then("resolve.choice", (bears,))
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"
    assert s.zone_of("Whitemane Lion") == "battlefield"


def test_return_a_chosen_permanent_when_it_is_the_only_one_CR_608_2d() -> None:
    """With no other creature, the Lion returns itself, and nobody is asked."""
    s = _lion_scenario()
    s.start()
    s.cast(A, "Whitemane Lion")
    s.resolve()
    assert s.zone_of("Whitemane Lion") == "hand"


def test_threaten_wording_CR_613_1b() -> None:
    """Act of Treason: "Gain control of target creature until end of turn. Untap that
    creature. It gains haste until end of turn." (Threaten's older wording stays a per-card
    definition in data, ``oracle/cards.toml``, and renders back the same)."""
    (act,) = supported("Act of Treason")
    assert isinstance(act, m.SpellAbility)
    gain, untap, haste = act.effects
    assert gain == m.GainControl(what="target:0", duration="end_of_turn")
    # "that creature": the target, said with its words (an ``as:`` reference to target 0)
    assert isinstance(untap, m.Untap) and untap.what in ("target:0", "as:that creature:target:0")
    assert haste == m.GrantAbilities(keywords=(m.Keyword("haste"),), on="target:0")


def test_surveil_then_draw_CR_701_25a() -> None:
    """Notion Rain: "Surveil 2, then draw two cards. ~ deals 2 damage to you."."""
    (spell,) = supported("Notion Rain")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects[:2] == (m.Surveil(2), m.DrawCards(2))


def test_at_the_beginning_of_the_end_step_CR_513_2() -> None:
    """Spark Elemental: "At the beginning of the end step, sacrifice ~." — it triggers at the
    next end step, whoever's turn it is."""
    trigger = next(a for a in supported("Spark Elemental") if isinstance(a, m.TriggeredAbility))
    assert trigger.trigger == m.Trigger("end_step", whose="the")
    spark = compiled("Spark Elemental").card
    assert spark is not None
    s = Scenario(cards=card_pool() | {"Spark Elemental": spark}, strict=False)
    s.put(B, "Spark Elemental")
    s.start()  # A's turn: B's Spark Elemental is sacrificed at A's end step
    s.to_step("end")
    s.resolve()
    assert s.zone_of("Spark Elemental") == "graveyard"


def test_each_creature_with_a_counter_on_it_CR_613_1f() -> None:
    """Crowned Ceratok: "Each creature you control with a +1/+1 counter on it has trample."."""
    static = supported("Crowned Ceratok")[1]
    assert isinstance(static, m.StaticAbility)
    assert static.effects == (m.ContinuousEffect(
        layer="6", affected="filter", add_keywords=(m.Keyword("trample"),),
        filter=m.Filter(types=("Creature",), controller="you", counters="+1/+1")),)


def test_removing_a_counter_as_a_cost_CR_118_3() -> None:
    """Barkhide Troll: "{1}, Remove a +1/+1 counter from ~: ~ gains hexproof until end of
    turn."."""
    ability = supported("Barkhide Troll")[1]
    assert isinstance(ability, m.ActivatedAbility)
    assert ability.cost == m.Cost(mana="{1}", remove_counters="+1/+1", remove_count=1)


def test_anyones_creature_entering_and_anyones_spell_CR_603_2() -> None:
    """Soul Warden: "Whenever another creature enters, you gain 1 life."; Angel's Feather:
    "Whenever a player casts a white spell, you may gain 1 life."."""
    (warden,) = supported("Soul Warden")
    assert isinstance(warden, m.TriggeredAbility)
    assert warden.trigger == m.Trigger("enters", subject="filter",
                                       filter=m.Filter(types=("Creature",), other=True))
    (feather,) = supported("Angel's Feather")
    assert isinstance(feather, m.TriggeredAbility)
    assert feather.trigger == m.Trigger("cast", subject="filter",
                                        filter=m.Filter(colors=("W",)), whose="each")
    assert feather.effects == (m.MayDo(effects=(m.GainLife(1),)),)


def test_a_card_from_an_opponents_graveyard_CR_115_1() -> None:
    """Scavenging Harpy: "When ~ enters, exile target card from an opponent's graveyard."."""
    trigger = next(a for a in supported("Scavenging Harpy")
                   if isinstance(a, m.TriggeredAbility))
    assert trigger.targets == (m.TargetSpec("card", m.Filter(owner="opponent"),
                                            zone="graveyard"),)


def _branchwalker(top: str) -> tuple[Scenario, int]:
    walker = compiled("Merfolk Branchwalker").card
    assert walker is not None
    s = Scenario(cards=card_pool() | {"Merfolk Branchwalker": walker})
    s.lands(A, "Forest", 2)
    s.hand(A, "Merfolk Branchwalker")
    card = s.library_top(A, top)
    s.start()
    return s, card


def test_explore_reveals_a_land_into_the_hand_CR_701_40a() -> None:
    """Merfolk Branchwalker: "When ~ enters, it explores." — a land on top goes to the hand and
    the creature gets no counter."""
    s, _forest = _branchwalker("Forest")
    s.cast(A, "Merfolk Branchwalker")
    s.resolve()
    assert len(s.ids("Forest", "hand")) == 1
    assert s.pt(s.id("Merfolk Branchwalker")) == (2, 1)
    assert s.events("reveal")


def test_explore_a_nonland_gives_a_counter_and_may_mill_it_CR_701_40a() -> None:
    """A nonland card on top: a +1/+1 counter on the explorer, and its controller may put the
    card into the graveyard."""
    s, bears = _branchwalker("Grizzly Bears")
    s.cast(A, "Merfolk Branchwalker")
    s.then("resolve.choice", (bears,))
    s.resolve()
    assert s.pt(s.id("Merfolk Branchwalker")) == (3, 2)
    assert s.zone_of("Grizzly Bears") == "graveyard"
    s2, _bears = _branchwalker("Grizzly Bears")
    s2.cast(A, "Merfolk Branchwalker")
    s2.then("resolve.choice", ())
    s2.resolve()
    assert s2.zone_of("Grizzly Bears") == "library"
    assert s2.pt(s2.id("Merfolk Branchwalker")) == (3, 2)


def test_minus_one_counters_and_other_kinds_CR_122_1() -> None:
    """Skinrender: "When ~ enters, put three -1/-1 counters on target creature."."""
    trigger = next(a for a in supported("Skinrender") if isinstance(a, m.TriggeredAbility))
    assert trigger.effects == (m.PutCounters("-1/-1", amount=3, on="target:0"),)


def test_gain_life_and_draw_in_one_clause_CR_608_2c() -> None:
    """Inspiring Overseer: "When ~ enters, you gain 1 life and draw a card."; Fated
    Conflagration's "If it's your turn, scry 2." renders its condition back."""
    trigger = next(a for a in supported("Inspiring Overseer")
                   if isinstance(a, m.TriggeredAbility))
    assert trigger.effects == (m.GainLife(1), m.DrawCards(1))
    (spell,) = supported("Fated Conflagration")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects[-1] == m.Conditional(condition=m.Condition(kind="your_turn"),
                                              effects=(m.Scry(2),))


def test_a_delayed_draw_at_the_next_turns_upkeep_CR_603_7() -> None:
    """Blessed Wine: "You gain 1 life. Draw a card at the beginning of the next turn's
    upkeep."; Barbed Sextant's ability ends the same way: a delayed triggered ability, created
    as the spell resolves, that draws once in the next turn's upkeep (603.7a-b)."""
    (wine,) = supported("Blessed Wine")
    assert isinstance(wine, m.SpellAbility)
    assert wine.effects == (m.GainLife(1), m.DelayedTrigger((m.DrawCards(1),),
                                                            when="next_upkeep"))
    (sextant,) = supported("Barbed Sextant")
    assert isinstance(sextant, m.ActivatedAbility)
    assert sextant.effects[-1] == m.DelayedTrigger((m.DrawCards(1),), when="next_upkeep")
    card = compiled("Blessed Wine").card
    assert card is not None
    s = Scenario(2, cards=card_pool() | {"Blessed Wine": card})
    s.lands(A, "Plains", 2)
    s.hand(A, "Blessed Wine")
    s.start()
    s.cast(A, "Blessed Wine")
    s.resolve()
    hand = s.hand_size(A)
    assert s.life(A) == 21
    s.to_step("upkeep", active=B)
    s.resolve()
    assert s.hand_size(A) == hand + 1


def test_put_into_a_graveyard_returns_itself_to_hand_CR_603_6c_and_603_10a() -> None:
    """Brilliant Halo: "When ~ is put into a graveyard from the battlefield, return ~ to its
    owner's hand." — a leaves-the-battlefield ability (it looks back, 603.10a) that finds the
    card in the graveyard, a new object (400.7)."""
    trigger = supported("Brilliant Halo")[-1]
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.trigger == m.Trigger("put_into_graveyard")
    assert trigger.effects == (m.ReturnFromGraveyard(m.SELF, to="hand"),)
    card = compiled("Cessation").card  # the same sentence, on an Aura that leaves P/T alone
    assert card is not None
    s = Scenario(cards=card_pool() | {"Cessation": card})
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Cessation", attached_to=bears)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[bears])
    s.resolve()
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Cessation") == "hand"


def test_becomes_the_target_sacrifice_it_CR_603_2() -> None:
    """Frost Walker: "When ~ becomes the target of a spell or ability, sacrifice it." — it
    triggers as the spell is cast and resolves first; the spell then has no legal target."""
    (trigger,) = supported("Frost Walker")
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.trigger == m.Trigger("becomes_target")
    assert trigger.effects == (m.Sacrifice(what="it"),)
    card = compiled("Frost Walker").card
    assert card is not None
    s = Scenario(cards=card_pool() | {"Frost Walker": card})
    walker = s.put(A, "Frost Walker")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[walker])
    s.resolve()
    assert s.zone_of("Frost Walker") == "graveyard"
    assert s.graveyard_names(B) == ["Lightning Bolt"] and s.life(A) == 20
