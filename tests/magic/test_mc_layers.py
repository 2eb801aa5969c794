"""Reference cases of magic-cases.md for layers, replacement and prevention, copies and
keywords (MC-28..MC-35), one test per case or part, named after the ID and the CR rules the
case cites; plus the layer features they rest on (305.6/305.7 land types, 613.8 dependency).
Where a case's card needs something out of the engine's scope, the docstring says what stands
in for it."""

from __future__ import annotations

from cardtable.games.magic.actions import Activate, Cast, Pass
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model import ActivatedAbility, AddMana
from cardtable.games.magic.priority import legal_actions
from tests.magic.compiled import with_cards
from tests.magic.dsl import A, B, Scenario


def mana_of(s: Scenario, oid: int) -> set[str]:
    """The mana the permanent's mana abilities make now (after every layer)."""
    out: set[str] = set()
    for ability in chars(s.state, s.obj(oid)).abilities:
        if isinstance(ability, ActivatedAbility) and ability.is_mana_ability:
            for effect in ability.effects:
                if isinstance(effect, AddMana):
                    out.add(effect.mana)
    return out


def activations(s: Scenario, player: int, oid: int) -> list[Activate]:
    return [a for a in legal_actions(s.game, player)
            if isinstance(a, Activate) and a.source == oid]


def target_options(s: Scenario, player: int, name: str) -> tuple[object, ...]:
    """Start casting ``name`` and return the targets offered (the cast is left waiting)."""
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.player == player
    option = next(o for o in decision.options if isinstance(o, Cast) and o.name == name)
    s.apply(player, option)
    s._drain()
    asked = s.pending
    assert asked is not None and asked.tag == "cast.target", asked
    return tuple(asked.options)


# -- MC-28 ------------------------------------------------------------------------------------


def _shade_at_six_five(scenario: type[Scenario], spell: str, lands: str) -> tuple[Scenario, int]:
    s = scenario()
    shade = s.put(A, "Nantuko Shade", counters={"+1/+1": 1})
    s.put(A, "Bad Moon")
    s.lands(A, "Swamp", 3)
    s.hand(B, spell)
    s.lands(B, lands, 3)
    s.start()
    for _ in range(2):
        s.activate(A, "Nantuko Shade", 0)
        s.resolve()
    assert s.pt(shade) == (6, 5)
    return s, shade


def test_mc_28a_cr_613_4b_702_61a_split_second_and_base_pt_before_counters_and_pumps(
        scenario: type[Scenario]) -> None:
    """Sudden Spoiling: split second keeps A from pumping in response; afterwards base 0/2
    (7b) under the counter, Bad Moon and the two pumps (7c): 4/6, and no {B} ability."""
    s, shade = _shade_at_six_five(scenario, "Sudden Spoiling", "Swamp")
    s.cast(B, "Sudden Spoiling", targets=["p0"])
    s.apply(B, Pass())
    decision = s.pending
    assert decision is not None and decision.player == A and decision.tag == "priority"
    assert not [a for a in activations(s, A, shade)]  # 702.61a: the Shade can't be pumped
    assert not [o for o in decision.options if isinstance(o, Cast)]
    swamps = [o for o in decision.options if isinstance(o, Activate) and o.name == "Swamp"]
    assert swamps, "mana abilities stay available under split second"
    s.resolve()
    assert s.pt(shade) == (4, 6)
    assert chars(s.state, s.obj(shade)).abilities == ()
    assert not activations(s, A, shade)


def test_mc_28b_cr_613_1e_105_3_snakeform_changes_colour_so_bad_moon_stops(
        scenario: type[Scenario]) -> None:
    s, shade = _shade_at_six_five(scenario, "Snakeform", "Forest")
    s.cast(B, "Snakeform", targets=[shade])
    s.resolve()
    c = chars(s.state, s.obj(shade))
    assert c.colors == frozenset({"G"}) and c.subtypes == frozenset({"Snake"})
    assert s.pt(shade) == (4, 4)  # base 1/1 + counter + two pumps; not black: no Bad Moon
    assert s.hand_size(B) == 1
    assert not activations(s, A, shade)


# -- MC-29 ------------------------------------------------------------------------------------


def test_mc_29_cr_613_7e_613_1f_an_equipment_gets_a_new_timestamp_when_attached(
        scenario: type[Scenario]) -> None:
    s = scenario()
    baloth = s.put(A, "Ravenous Baloth")
    drumhunter = s.put(A, "Drumhunter")
    boots = s.put(A, "Swiftfoot Boots", attached_to=drumhunter)
    s.put(B, "Darksteel Mutation", attached_to=baloth)  # attached on B's last turn: later
    s.put(A, "Forest")
    s.hand(B, "Mortify")
    s.put(B, "Plains")
    s.lands(B, "Swamp", 2)
    s.start()
    insect = chars(s.state, s.obj(baloth))
    assert insect.types == frozenset({"Artifact", "Creature"})
    assert insect.subtypes == frozenset({"Insect"}) and s.pt(baloth) == (0, 1)
    assert insect.keywords == frozenset({"indestructible"})
    assert "hexproof" in s.keywords(drumhunter)
    s.activate(A, "Swiftfoot Boots", targets=[baloth], source=boots)
    s.resolve()
    insect = chars(s.state, s.obj(baloth))
    assert insect.keywords == frozenset({"indestructible", "hexproof", "haste"})
    assert s.pt(baloth) == (0, 1) and "Beast" not in insect.subtypes
    assert not any(isinstance(a, ActivatedAbility) and a.cost.sacrifice is not None
                   for a in insect.abilities)  # no "Sacrifice a Beast"
    assert not activations(s, A, baloth)
    assert "hexproof" not in s.keywords(drumhunter)
    offered = target_options(s, B, "Mortify")
    assert baloth not in offered and drumhunter in offered
    s.apply(B, drumhunter)
    s.resolve()
    assert s.zone_of("Drumhunter") == "graveyard"


# -- MC-30 ------------------------------------------------------------------------------------


def test_mc_30_cr_613_8a_613_8b_305_7_dependency_overrides_timestamps(
        scenario: type[Scenario]) -> None:
    s = scenario()
    yavimaya = s.put(A, "Yavimaya, Cradle of Growth")
    island = s.put(A, "Island")
    mountain = s.put(A, "Mountain")
    magus = s.put(B, "Magus of the Moon")  # entered later
    s.start()
    y = chars(s.state, s.obj(yavimaya))
    assert y.types == frozenset({"Land"}) and y.supertypes == frozenset({"Legendary"})
    assert y.subtypes == frozenset({"Mountain"})
    assert mana_of(s, yavimaya) == {"{R}"}
    assert chars(s.state, s.obj(island)).subtypes == frozenset({"Island"})
    assert mana_of(s, island) == {"{U}"} and mana_of(s, mountain) == {"{R}"}
    symbols = {a.symbol for a in legal_actions(s.game, A) if isinstance(a, Activate)}
    assert "G" not in symbols and {"U", "R"} <= symbols
    s.game.move(s.obj(magus), "graveyard", cause="test")
    for land in (yavimaya, island, mountain):
        assert "Forest" in chars(s.state, s.obj(land)).subtypes
    assert mana_of(s, island) == {"{U}", "{G}"}
    assert mana_of(s, mountain) == {"{R}", "{G}"}
    assert mana_of(s, yavimaya) == {"{G}"}
    # 305.6: the printed "{T}: Add {R}" of a basic Mountain is its intrinsic ability, not a
    # second one beside it
    assert len(chars(s.state, s.obj(mountain)).abilities) == 2


def test_cr_613_8a_613_6_a_lord_that_loses_its_abilities_grants_nothing(
        scenario: type[Scenario]) -> None:
    """613.8a in general, not only for land types: the lord's layer-6 effect depends on the
    later Darksteel Mutation (applying the Mutation removes the lord's ability), so the
    Mutation applies first and the lord's effect never begins — in layer 6 or in 7c."""
    s = scenario()
    lord = s.put(A, "Lord of Atlantis")
    other = s.put(A, "Lord of Atlantis")
    s.put(B, "Darksteel Mutation", attached_to=lord)
    s.start()
    assert "islandwalk" not in s.keywords(other) and s.pt(other) == (2, 2)
    assert s.keywords(lord) == frozenset({"indestructible"}) and s.pt(lord) == (0, 1)


# -- copies (CR 707, layer 1) -----------------------------------------------------------------


def test_cr_707_5_614_1c_clone_enters_as_a_copy_and_the_copied_enters_trigger_triggers(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(B, "Elvish Visionary")
    s.lands(A, "Island", 4)
    s.hand(A, "Clone")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Clone")
    s.then("resolve.choice", s.id("Elvish Visionary"))
    s.resolve()
    (clone,) = [o.id for o in s.state.objects.values() if o.card.name == "Clone"]
    c = chars(s.state, s.obj(clone))
    assert c.name == "Elvish Visionary" and s.pt(clone) == (1, 1)
    assert c.colors == frozenset({"G"}) and c.subtypes == frozenset({"Elf", "Shaman"})
    assert s.controller(clone) == A
    assert s.hand_size(A) == hand - 1 + 1  # Clone left the hand; the copied trigger drew one


def test_cr_707_2_clone_may_enter_as_itself_and_dies_as_a_0_0(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(B, "Grizzly Bears")
    s.lands(A, "Island", 4)
    s.hand(A, "Clone")
    s.start()
    s.cast(A, "Clone")
    s.then("resolve.choice", "itself")
    s.resolve()
    assert s.zone_of("Clone") == "graveyard"  # 704.5f


def test_cr_707_2_copiable_values_exclude_counters_and_other_layers(
        scenario: type[Scenario]) -> None:
    """The Baloth under Darksteel Mutation is an 0/1 Insect, but its copiable values are the
    printed Ravenous Baloth's; counters are not copied either."""
    s = scenario()
    baloth = s.put(B, "Ravenous Baloth", counters={"+1/+1": 2})
    s.put(B, "Darksteel Mutation", attached_to=baloth)
    s.lands(A, "Island", 4)
    s.hand(A, "Clone")
    s.start()
    s.cast(A, "Clone")
    s.then("resolve.choice", baloth)
    s.resolve()
    (clone,) = [o.id for o in s.state.objects.values() if o.card.name == "Clone"]
    c = chars(s.state, s.obj(clone))
    assert c.name == "Ravenous Baloth" and s.pt(clone) == (4, 4)
    assert c.subtypes == frozenset({"Beast"}) and not s.obj(clone).counters
    assert any(isinstance(a, ActivatedAbility) for a in c.abilities)
    assert s.pt(baloth) == (2, 3)  # 0/1 + two counters: the original is unchanged


def test_cr_707_3_a_copy_of_a_copy_has_the_copied_values(scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(B, "Grizzly Bears")
    s.lands(A, "Island", 8)
    s.hand(A, "Clone", 2)
    s.start()
    s.cast(A, "Clone")
    s.then("resolve.choice", s.id("Grizzly Bears"))
    s.resolve()
    first = next(o.id for o in s.state.objects.values()
                 if o.card.name == "Clone" and o.zone == "battlefield")
    s.cast(A, "Clone")
    s.then("resolve.choice", first)
    s.resolve()
    clones = [o.id for o in s.state.objects.values()
              if o.card.name == "Clone" and o.zone == "battlefield"]
    assert len(clones) == 2
    for oid in clones:
        assert chars(s.state, s.obj(oid)).name == "Grizzly Bears" and s.pt(oid) == (2, 2)


def test_cr_707_2_111_1_a_token_copy_of_a_permanent(scenario: type[Scenario]) -> None:
    s = scenario()
    myr = s.put(A, "Myr Propagator", counters={"+1/+1": 1})
    s.lands(A, "Island", 3)
    s.start()
    s.activate(A, "Myr Propagator", source=myr)
    s.resolve()
    tokens = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert len(tokens) == 1
    token = tokens[0]
    assert chars(s.state, token).name == "Myr Propagator" and s.pt(token.id) == (1, 1)
    assert chars(s.state, token).types == frozenset({"Artifact", "Creature"})
    assert token.sick and not token.tapped  # a new permanent; the original's tap not copied


def test_cr_616_1_token_copies_are_doubled_by_doubling_season(
        scenario: type[Scenario]) -> None:
    s = scenario()
    myr = s.put(A, "Myr Propagator")
    s.put(A, "Doubling Season")
    s.lands(A, "Island", 3)
    s.start()
    s.activate(A, "Myr Propagator", source=myr)
    s.resolve()
    tokens = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert [chars(s.state, t).name for t in tokens] == ["Myr Propagator"] * 2


def test_cr_707_5_a_clone_returned_from_the_graveyard_chooses_as_it_enters(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(B, "Grizzly Bears")
    clone = s.graveyard(A, "Clone")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Zombify")
    s.start()
    s.cast(A, "Zombify", targets=[clone])
    s.then("resolve.choice", s.id("Grizzly Bears"))
    s.resolve()
    new = next(o.id for o in s.state.objects.values()
               if o.card.name == "Clone" and o.zone == "battlefield")
    assert chars(s.state, s.obj(new)).name == "Grizzly Bears" and s.pt(new) == (2, 2)


# -- the Oracle compiler reads the sentences (magic.md §2) -------------------------------------


def test_the_compiler_reads_enter_as_a_copy_token_copies_and_land_type_setting() -> None:
    """CR 707.5 "You may have ~ enter as a copy of any …", 707.2 "Create a token that's a copy
    of …", 305.7 "Nonbasic lands are Mountains.", 613.1d-f "Until end of turn, target creature
    loses all abilities and becomes a blue Frog with base power and toughness 1/1.": compiled,
    round-tripped and supported."""
    from cardtable.games.magic import model as m
    from tests.oracle.conftest import compiled

    for name in ("Clone", "Clever Impersonator", "Mirrormade", "Myr Propagator",
                 "Magus of the Moon", "Blood Moon", "Snakeform", "Turn to Frog", "Humble"):
        card = compiled(name)
        assert card.supported, (name, card.reason, card.failures)
    clone = compiled("Clone").card
    assert clone is not None
    (rep,) = clone.abilities
    assert isinstance(rep, m.ReplacementAbility) and (rep.event, rep.action) == (
        "enters", "copy") and rep.optional and rep.filter == m.Filter(types=("Creature",))
    myr = compiled("Myr Propagator").card
    assert myr is not None and isinstance(myr.abilities[0], m.ActivatedAbility)
    assert myr.abilities[0].effects == (m.CreateTokenCopy(what="self"),)
    moon = compiled("Blood Moon").card
    assert moon is not None and isinstance(moon.abilities[0], m.StaticAbility)
    assert moon.abilities[0].effects[0].set_subtypes == ("Mountain",)
    # an "except …" copy is a different effect: left unsupported rather than half-played
    assert not compiled("Phantasmal Image").supported


# -- MC-33 ------------------------------------------------------------------------------------


def test_mc_33_cr_614_1c_614_1d_702_54a_400_7a_enters_with_counters_and_enters_tapped(
        scenario: type[Scenario]) -> None:
    """Crackling Doom's earlier 2 damage to B is set up directly (B at 18, dealt damage this
    turn); Blind Obedience's extort is not needed by the case (B casts nothing)."""
    s = scenario()
    s.put(A, "Bloodlord of Vaasgoth")
    s.put(A, "Fires of Yavimaya")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Rakish Heir")
    s.put(B, "Blind Obedience")
    s.set_life(B, 18)
    s.state.players[B].damage_taken_this_turn = 2
    s.start()
    s.cast(A, "Rakish Heir")
    spell = s.state.stack[0].obj
    assert spell is not None
    s.apply(A, Pass())
    s.apply(B, Pass())  # Bloodlord's trigger resolves first: the spell gains bloodthirst 3
    assert len(s.state.stack) == 1 and s.state.stack[0].obj == spell
    s.resolve()
    heir = s.id("Rakish Heir")
    assert s.obj(heir).tapped  # Blind Obedience (614.1d)
    assert s.obj(heir).counters == {"+1/+1": 3} and s.pt(heir) == (5, 5)  # 702.54a
    assert {"bloodthirst", "haste"} <= s.keywords(heir)  # 400.7a: kept as a permanent
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.attack"
    assert s.id("Bloodlord of Vaasgoth") in decision.options
    assert heir not in decision.options  # it has haste but is tapped (508.1a)


def test_cr_702_54a_no_bloodthirst_counters_without_damage_to_an_opponent(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Swamp", 5)
    s.hand(A, "Bloodlord of Vaasgoth")
    s.start()
    s.cast(A, "Bloodlord of Vaasgoth")
    s.resolve()
    assert s.pt(s.id("Bloodlord of Vaasgoth")) == (3, 3)


# -- MC-32 ------------------------------------------------------------------------------------


def test_mc_32_cr_615_1a_702_73a_702_19b_702_15b_prevention_changeling_trample_lifelink(
        scenario: type[Scenario]) -> None:
    s = scenario()
    colossus = s.put(A, "Chameleon Colossus")
    baloth = s.put(A, "Ravenous Baloth")
    s.put(A, "Behemoth Sledge", attached_to=baloth)
    s.hand(B, "Arachnogenesis")
    s.lands(B, "Forest", 3)
    s.start()
    assert s.pt(baloth) == (6, 6) and {"trample", "lifelink"} <= s.keywords(baloth)
    s.attack({colossus: "p1", baloth: "p1"})
    s.cast(B, "Arachnogenesis")
    s.resolve()
    spiders = s.ids("Spider", "battlefield")
    assert len(spiders) == 2 and all(s.pt(i) == (1, 2) for i in spiders)  # X = 2
    assert all("reach" in s.keywords(i) for i in spiders)
    s.block(B, {spiders[0]: baloth})
    s.to_step("combat_damage")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.damage"
    assert decision.options == (spiders[0], "p1")
    s.apply(A, (2, 4))  # legal: 2 is lethal for the Spider; prevention is not considered
    s.to_step("end_combat")
    assert s.life(B) == 16 and s.life(A) == 20  # only the changeling Colossus's 4; no lifelink
    assert all(i in s.state.battlefield for i in spiders)
    assert s.obj(spiders[0]).damage == 0 and s.obj(baloth).damage == 1


# -- MC-34 ------------------------------------------------------------------------------------


def test_mc_34_cr_702_16b_702_16e_protection_stops_targeting_and_damage_not_sacrifice(
        scenario: type[Scenario]) -> None:
    s = scenario()
    baron = s.put(B, "Blood Baron of Vizkopa")
    heir = s.put(B, "Rakish Heir")
    s.put(A, "Pestilence Demon")
    s.lands(A, "Swamp", 4)
    s.lands(A, "Plains", 2)
    s.put(A, "Mountain")
    s.hand(A, "Mortify")
    s.hand(A, "Crackling Doom")
    s.start()
    offered = target_options(s, A, "Mortify")
    assert baron not in offered and heir in offered  # 702.16b: white and black
    s.apply(A, heir)
    s.resolve()
    assert s.zone_of("Rakish Heir") == "graveyard"
    s.activate(A, "Pestilence Demon", 1)
    s.resolve()
    assert s.life(A) == 19 and s.life(B) == 19
    assert s.obj(baron).damage == 0  # 702.16e: the black Demon's damage is prevented
    s.cast(A, "Crackling Doom")
    s.resolve()
    assert s.life(B) == 17
    assert s.zone_of("Blood Baron of Vizkopa") == "graveyard"  # sacrificed: not prevented


def test_cr_611_3a_blood_baron_grows_while_both_conditions_hold(
        scenario: type[Scenario]) -> None:
    s = scenario()
    baron = s.put(B, "Blood Baron of Vizkopa")
    s.start()
    s.set_life(B, 30)
    s.set_life(A, 11)
    s.state.touch()
    assert s.pt(baron) == (4, 4) and "flying" not in s.keywords(baron)
    s.set_life(A, 10)
    s.state.touch()
    assert s.pt(baron) == (10, 10) and "flying" in s.keywords(baron)
    s.set_life(B, 29)
    s.state.touch()
    assert s.pt(baron) == (4, 4)


# -- MC-35 ------------------------------------------------------------------------------------


def test_mc_35a_cr_702_103e_608_3b_bestow_target_gone_resolves_as_a_creature(
        scenario: type[Scenario]) -> None:
    """Noble Quarry (compiled from its Oracle text: bestow {5}{G}, "All creatures able to
    block ~ or enchanted creature do so.", "Enchanted creature gets +1/+1.")."""
    s = with_cards(scenario, "Noble Quarry")
    heir = s.put(A, "Rakish Heir")
    s.lands(A, "Forest", 6)
    card = s.hand(A, "Noble Quarry")
    s.hand(B, "Mortify")
    s.put(B, "Plains")
    s.lands(B, "Swamp", 2)
    s.start()
    decision = s.pending
    assert decision is not None
    casts = [o for o in decision.options if isinstance(o, Cast) and o.card == card]
    assert {c.bestow for c in casts} == {False, True}  # its mana cost or its bestow cost
    s.apply(A, Cast(card, "Noble Quarry", bestow=True))
    s._choices(A, [heir], None, None, None, None, None)
    assert s.state.stack[-1].obj == card and s.state.stack[-1].bestowed
    c = chars(s.state, s.obj(card))
    assert "Aura" in c.subtypes and "Creature" not in c.types  # 702.103b: an Aura spell
    s.cast(B, "Mortify", targets=[heir])
    s.resolve()
    assert s.zone_of("Rakish Heir") == "graveyard"
    quarry = s.id("Noble Quarry")  # on the battlefield, not in the graveyard
    c = chars(s.state, s.obj(quarry))
    assert c.types == frozenset({"Enchantment", "Creature"}) and "Aura" not in c.subtypes
    assert s.pt(quarry) == (1, 1) and s.obj(quarry).attached_to is None
    assert s.obj(quarry).sick  # summoning-sick: it just entered


def test_mc_35a_cr_702_103b_bestowed_onto_a_legal_creature_it_is_an_aura(
        scenario: type[Scenario]) -> None:
    s = with_cards(scenario, "Noble Quarry")
    heir = s.put(A, "Rakish Heir")
    s.lands(A, "Forest", 6)
    card = s.hand(A, "Noble Quarry")
    s.start()
    s.apply(A, Cast(card, "Noble Quarry", bestow=True))
    s._choices(A, [heir], None, None, None, None, None)
    s.resolve()
    quarry = s.id("Noble Quarry")
    c = chars(s.state, s.obj(quarry))
    assert "Creature" not in c.types and "Aura" in c.subtypes
    assert s.obj(quarry).attached_to == heir and s.pt(heir) == (3, 3)
    assert all(p.tapped for p in map(s.obj, s.ids("Forest")))  # paid {5}{G}, not {2}{G}


def test_mc_35b_cr_702_103f_the_enchanted_creature_leaves_it_becomes_a_creature(
        scenario: type[Scenario]) -> None:
    """Kheru Mind-Eater and Noble Quarry, both compiled from their Oracle text."""
    s = with_cards(scenario, "Noble Quarry", "Kheru Mind-Eater")
    kheru = s.put(A, "Kheru Mind-Eater")
    quarry = s.put(A, "Noble Quarry", attached_to=kheru)
    s.obj(quarry).bestowed = True  # bestowed since before A's turn
    s.hand(B, "Mortify")
    s.put(B, "Plains")
    s.lands(B, "Swamp", 2)
    s.start()
    assert s.pt(kheru) == (2, 4) and "Creature" not in chars(s.state, s.obj(quarry)).types
    s.cast(B, "Mortify", targets=[kheru])
    s.resolve()
    assert s.zone_of("Kheru Mind-Eater") == "graveyard"
    assert s.zone_of("Noble Quarry") == "battlefield" and s.id("Noble Quarry") == (
        quarry)  # the same object: not a zone change
    c = chars(s.state, s.obj(quarry))
    assert c.types == frozenset({"Enchantment", "Creature"}) and s.pt(quarry) == (1, 1)
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.attack"
    assert quarry in decision.options  # under A's control since the turn began


def test_cr_903_3_707_2_being_a_commander_is_not_copied() -> None:
    """B's Clone copying A's commander is a Treva, but not a commander: the designation belongs
    to the card, not to its copiable values (903.3). (B's copy: A's would meet the legend
    rule.)"""
    from tests.commander.dsl import TREVA, CommanderScenario, scenario_cards

    s = CommanderScenario(cards=scenario_cards())
    treva = s.commander(A, TREVA.name, "battlefield")
    s.lands(B, "Island", 4)
    s.hand(B, "Clone")
    s.start(active=B)
    s.cast(B, "Clone")
    s.then("resolve.choice", treva)
    s.resolve()
    clone = next(o for o in s.state.objects.values()
                 if o.card.name == "Clone" and o.zone == "battlefield")
    assert chars(s.state, clone).name == TREVA.name and s.pt(clone.id) == (6, 6)
    assert s.game.is_commander(s.obj(treva)) and not s.game.is_commander(clone)
    s.done()


def test_cr_707_2_704_5j_a_clone_of_your_own_legend_meets_the_legend_rule() -> None:
    """The copy has the legend's name and supertype (copiable values), so the legend rule
    applies: A keeps one."""
    from tests.commander.dsl import TREVA, CommanderScenario, scenario_cards

    s = CommanderScenario(cards=scenario_cards())
    treva = s.put(A, TREVA.name)
    s.lands(A, "Island", 4)
    s.hand(A, "Clone")
    s.start()
    s.cast(A, "Clone")
    s.then("resolve.choice", treva)
    s.then("legend", treva)
    s.resolve()
    assert s.zone_of("Clone") == "graveyard" and s.obj(treva).zone == "battlefield"
    s.done()


def test_cr_702_103b_614_1d_a_bestowed_aura_is_not_a_creature_as_it_enters(
        scenario: type[Scenario]) -> None:
    """B's Blind Obedience taps A's artifacts and creatures as they enter; bestowed, the
    Rollicker enters as an Aura and stays untapped."""
    s = scenario()
    heir = s.put(A, "Rakish Heir")
    s.put(B, "Blind Obedience")
    s.lands(A, "Mountain", 2)
    card = s.hand(A, "Nyxborn Rollicker")
    s.start()
    s.apply(A, Cast(card, "Nyxborn Rollicker", bestow=True))
    s._choices(A, [heir], None, None, None, None, None)
    s.resolve()
    assert not s.obj(s.id("Nyxborn Rollicker")).tapped


def test_cr_615_1a_514_2_fog_prevents_combat_damage_this_turn_only(
        scenario: type[Scenario]) -> None:
    s = scenario()
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.hand(B, "Fog")
    s.put(B, "Forest")
    s.start()
    s.attack({bears: "p1"})
    s.cast(B, "Fog")
    s.resolve()
    s.to_step("end_combat")
    assert s.life(B) == 20  # the combat damage was prevented
    s.to_step("main2")
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 17  # noncombat damage is not
    s.to_step("main1", active=B)
    assert not s.state.prevent_by  # the effect ended in the cleanup step (514.2)
