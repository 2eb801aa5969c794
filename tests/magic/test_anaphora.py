"""Anaphora bind to the right antecedent (issue 26; CR 608.2c: the instructions in the order
written, a later one reading what an earlier one did; CR 603.2 and 608.2h: a triggered
ability's "that many", "that much" and "that player" are its trigger event's amount and player;
CR 611.2c: "those creatures" are the ones the earlier instruction affected). One scenario per
kind of binding, each from a real card's Oracle text, and the audit
(:mod:`cardtable.games.magic.oracle.anaphora`) that finds a binding the compiler got wrong."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Pass
from cardtable.games.magic.layers import chars
from cardtable.games.magic.oracle.anaphora import antecedent, audit, check_card
from cardtable.games.magic.oracle.compiler import compile_text
from tests.magic.compiled import compiled, with_cards
from tests.magic.dsl import A, B, Scenario
from tests.magic.oracle_check import atomic, normalize_text

C = 2


def _settle(s: Scenario, answers: dict[str, Any] | None = None, steps: int = 80) -> None:
    """Pass and answer until the stack and the pending triggers are empty: ``answers`` by
    decision tag (a trigger's target, an optional "you may")."""
    answers = answers or {}
    for _ in range(steps):
        d = s.pending
        if d is None or (d.tag == "priority" and not s.state.stack and not s.state.triggers):
            return
        if d.tag in answers:
            s.apply(d.player, answers[d.tag])
        elif d.tag == "order_triggers":
            s.apply(d.player, tuple(d.options))
        elif d.tag == "priority":
            s.apply(d.player, Pass())
        else:
            raise AssertionError(f"unanswered {d.tag}: {d.prompt} {d.options}")


def test_cr_603_2_that_many_is_the_damage_hornet_nest_was_dealt() -> None:
    """Hornet Nest: "Whenever ~ is dealt damage, create that many 1/1 green Insect creature
    tokens with flying and deathtouch." — Lightning Bolt deals 3: three Insects, though the
    Nest itself dies (the event's amount, not anything counted on resolution)."""
    s = with_cards(Scenario, "Hornet Nest", "Lightning Bolt")
    s.put(A, "Hornet Nest")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[s.id("Hornet Nest")])
    _settle(s)
    assert s.zone_of("Hornet Nest") == "graveyard"
    insects = s.ids("Insect", "battlefield")
    assert len(insects) == 3 and all(s.controller(i) == A for i in insects)


def test_cr_603_2_that_much_is_the_life_sanguine_bond_saw_gained() -> None:
    """Sanguine Bond: "Whenever you gain life, target opponent loses that much life." — A
    gains 4 (Healing Salve's "You gain 3 life" would be 3; here a Revitalize's 3): B loses
    exactly what A gained."""
    s = with_cards(Scenario, "Sanguine Bond", "Revitalize")
    s.put(A, "Sanguine Bond")
    s.lands(A, "Plains", 2)
    s.hand(A, "Revitalize")
    s.start()
    s.cast(A, "Revitalize")
    _settle(s, {"cast.target": "p1"})
    assert s.life(A) == 23 and s.life(B) == 17


def test_cr_608_2c_that_many_after_a_sacrifice_is_the_number_sacrificed() -> None:
    """Hellion Eruption: "Sacrifice all creatures you control, then create that many 4/4 red
    Hellion creature tokens." — two Bears sacrificed (B's creature is not A's to sacrifice):
    two Hellions."""
    s = with_cards(Scenario, "Hellion Eruption")
    s.put(A, "Grizzly Bears")
    s.put(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Hellion Eruption")
    s.start()
    s.cast(A, "Hellion Eruption")
    _settle(s)
    assert len(s.ids("Grizzly Bears", "battlefield")) == 1
    hellions = s.ids("Hellion", "battlefield")
    assert len(hellions) == 2 and {s.controller(h) for h in hellions} == {A}
    assert all(s.pt(h) == (4, 4) for h in hellions)


def test_cr_608_2c_that_many_after_an_exile_is_the_number_exiled() -> None:
    """Day of the Dragons: "When ~ enters the battlefield, exile all creatures you control.
    Then create that many 5/5 red Dragon creature tokens with flying." — three creatures of
    A's exiled, three Dragons; B's creature stays."""
    s = with_cards(Scenario, "Day of the Dragons")
    for _ in range(3):
        s.put(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    s.lands(A, "Island", 7)
    s.hand(A, "Day of the Dragons")
    s.start()
    s.cast(A, "Day of the Dragons")
    _settle(s)
    assert len(s.ids("Grizzly Bears", "exile")) == 3
    assert len(s.ids("Grizzly Bears", "battlefield")) == 1
    assert len(s.ids("Dragon", "battlefield")) == 3


def test_cr_603_2_that_player_is_the_player_dealt_damage_in_multiplayer() -> None:
    """Blazing Specter: "Whenever ~ deals combat damage to a player, that player discards a
    card." — three players; it attacks C: C discards, B (another opponent) does not."""
    s = with_cards(Scenario, "Blazing Specter", players=3)
    specter = s.put(A, "Blazing Specter")
    s.hand(B, "Grizzly Bears")
    s.hand(C, "Grizzly Bears")
    s.start()
    s.attack({specter: "p2"})
    for _ in range(60):
        d = s.pending
        if d is None or s.state.step == "main2":
            break
        if d.tag == "combat.block":
            s.apply(d.player, ())
        elif d.tag.startswith("resolve.choice") or d.tag == "discard":
            s.apply(d.player, d.options[0])
        else:
            s.apply(d.player, Pass())
    assert s.life(C) == 18 and s.life(B) == 20
    assert s.hand_size(C) == 0 and s.hand_size(B) == 1


def test_cr_608_2c_it_that_much_that_player_in_one_trigger_mordant_dragon() -> None:
    """Mordant Dragon: "Whenever ~ deals combat damage to a player, you may have it deal that
    much damage to target creature that player controls." — "it" is the Dragon, "that much"
    the 5 combat damage, "that player" the one it hit (C): only C's creature may be the
    target, and it takes 5."""
    s = with_cards(Scenario, "Mordant Dragon", "Craw Wurm", players=3)
    dragon = s.put(A, "Mordant Dragon")
    wurm_c = s.put(C, "Craw Wurm")  # 6/4
    s.put(B, "Craw Wurm")
    s.start()
    s.attack({dragon: "p2"})
    seen_targets: list[tuple[Any, ...]] = []
    for _ in range(60):
        d = s.pending
        if d is None or s.state.step == "main2":
            break
        if d.tag == "combat.block":
            s.apply(d.player, ())
        elif d.tag == "cast.target":
            seen_targets.append(tuple(d.options))
            s.apply(d.player, wurm_c)
        elif d.tag not in ("priority",) and True in d.options:
            s.apply(d.player, True)  # "you may": yes
        else:
            s.apply(d.player, Pass())
    assert s.life(C) == 15 and s.life(B) == 20
    assert seen_targets and set(seen_targets[0]) == {wurm_c}
    assert wurm_c not in s.state.battlefield  # 5 damage to a 6/4
    assert len(s.ids("Craw Wurm", "battlefield")) == 1  # B's Wurm untouched


def test_cr_611_2c_those_creatures_are_the_ones_suicidal_charge_shrank() -> None:
    """Suicidal Charge: "Sacrifice ~: Creatures your opponents control get -1/-1 until end of
    turn. Those creatures attack this turn if able." — not a creature type "Those": B's
    creatures get -1/-1 and must attack (508.1d); A's own creature neither."""
    s = with_cards(Scenario, "Suicidal Charge")
    s.put(A, "Suicidal Charge")
    mine = s.put(A, "Craw Wurm")
    bear = s.put(B, "Craw Wurm")
    s.start(active=B)
    s.activate(A, "Suicidal Charge")
    _settle(s)
    assert s.pt(bear) == (5, 3) and s.pt(mine) == (6, 4)
    rules = chars(s.state, s.obj(bear)).rules
    assert "attacks_each_combat" in rules
    assert "attacks_each_combat" not in chars(s.state, s.obj(mine)).rules
    s.to_step("declare_attackers")
    assert s.pending is not None and s.pending.tag == "combat.attack"
    assert "attack" in s.refused(B, ()).lower()


# -- the audit ---------------------------------------------------------------------------------

AUDITED = ("Hornet Nest", "Sanguine Bond", "Hellion Eruption", "Day of the Dragons",
           "Blazing Specter", "Mordant Dragon", "Suicidal Charge", "Lathril, Blade of the Elves",
           "Needle Specter", "War Screecher", "Doubling Season", "Duress", "Raving Dead")


def _card(name: str) -> m.CardDef:
    """The compiled card with its Oracle text, which the audit reads beside the model."""
    return replace(compiled(name), oracle=str(atomic()[name][0]["text"]))


def test_the_audit_finds_no_wrong_binding_in_these_real_cards() -> None:
    """Every kind of binding above (and a replacement's "that many", a targeted "that
    player", a whole-sentence family's "that player") reads as its text says."""
    cards = [_card(name) for name in AUDITED]
    assert all("that" in c.oracle or "Those" in c.oracle or "ther" in c.oracle for c in cards)
    assert audit(cards) == []


def _rebind(card: m.CardDef, kind: str) -> m.CardDef:
    """``card`` with its anaphoric amount bound to ``kind`` instead (a compiler bug)."""

    def fix(value: Any) -> Any:
        if isinstance(value, m.Amount) and value.kind in ("event_amount", "exiled_this_way"):
            return replace(value, kind=kind)
        if isinstance(value, tuple):
            return tuple(fix(v) for v in value)
        if is_dataclass(value) and not isinstance(value, type):
            return replace(value, **{f.name: fix(getattr(value, f.name))
                                     for f in fields(value) if f.init})
        return value

    return replace(card, abilities=fix(card.abilities))


def test_the_audit_flags_that_many_bound_to_the_wrong_antecedent() -> None:
    """Lathril's "that many" read as cards exiled (the bug issue 26 found), Hellion
    Eruption's as the trigger event's amount: both flagged, naming what the text says."""
    lathril = check_card(_rebind(_card("Lathril, Blade of the Elves"), "exiled_this_way"))
    assert [(f.anaphor, f.expected.split()[0]) for f in lathril] == [("that many", "event")]
    eruption = check_card(_rebind(_card("Hellion Eruption"), "event_amount"))
    assert [(f.anaphor, f.expected.split()[0]) for f in eruption] == [
        ("that many", "sacrifice")]


def test_the_audit_flags_an_anaphor_read_as_a_creature_type() -> None:
    """The old compile of Suicidal Charge: "Those creatures" as creatures of type "Those"."""
    card = _card("Suicidal Charge")
    charge = card.abilities[0]
    assert isinstance(charge, m.ActivatedAbility)
    pump, grant = charge.effects
    assert isinstance(grant, m.GrantAbilities)
    wrong = replace(grant, filter=m.Filter(types=("Creature",), subtypes=("Those",)),
                    says_that=False)
    ability = replace(charge, effects=(pump, wrong))
    found = check_card(replace(card, abilities=(ability,)))
    assert any("'Those'" in f.found for f in found)


def test_antecedent_reads_the_clause_before_not_the_verb_of_the_anaphor() -> None:
    """"that player discards that many cards": the discard is what "that many" counts
    for, not its antecedent — the trigger's damage is (Needle Specter)."""
    line = "Whenever ~ deals combat damage to a player, that player discards that many cards."
    assert antecedent(line, line.index("that many")) == "event"
    line = "Sacrifice all creatures you control, then create that many 4/4 tokens."
    assert antecedent(line, line.index("that many")) == "sacrifice"
    line = "Exile all creatures you control. Then create that many 5/5 tokens."
    assert antecedent(line, line.index("that many")) == "exile"


def test_cr_611_2c_other_creatures_you_control_are_all_but_war_screecher() -> None:
    """War Screecher: "{5}{W}, {T}: Other creatures you control get +1/+1 until end of turn."
    — "Other" is the determiner (not a creature type "Other"): the Bears grow, the Screecher
    and B's creature do not."""
    s = with_cards(Scenario, "War Screecher")
    screecher = s.put(A, "War Screecher")
    bears = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    s.lands(A, "Plains", 6)
    s.start()
    s.activate(A, "War Screecher")
    _settle(s)
    assert s.pt(bears) == (3, 3)
    assert s.pt(screecher) == (1, 3) and s.pt(theirs) == (2, 2)


def test_cr_702_16_protection_from_zombies_is_from_the_type_zombie() -> None:
    """Grave Bramble: "Defender, protection from Zombies" — "Zombies" is the type Zombie (it
    read "Zomby", a type no card has, so nothing was prevented): a blocked Walking Corpse deals
    it no damage (702.16e) and dies to its 3 power."""
    s = with_cards(Scenario, "Grave Bramble", "Walking Corpse")
    corpse = s.put(A, "Walking Corpse")
    bramble = s.put(B, "Grave Bramble")
    s.start()
    s.attack({corpse: "p1"})
    s.block(B, {bramble: corpse})
    s.to_step("main2")
    assert s.obj(bramble).damage == 0 and s.zone_of("Grave Bramble") == "battlefield"
    assert s.zone_of("Walking Corpse") == "graveyard"


def test_cr_608_2c_other_after_a_sentence_naming_creatures_is_refused() -> None:
    """"Other creatures you control" after a sentence that named creatures means other than
    those (608.2c: Exhilarating Elocution's target, In Oketra's Name's Zombies), which no
    filter says: the sentence does not compile (the card stays unsupported) rather than pump
    the creatures named before as well."""
    for name in ("Exhilarating Elocution", "In Oketra's Name"):
        face = atomic()[name][0]
        result = compile_text(normalize_text(str(face["text"]), name), face["type"])
        assert result.failures, name


def test_cr_205_4_a_supertype_or_a_quality_is_no_creature_type() -> None:
    """"Snow creatures you control get +1/+1" (Diamond Faerie; snow is a supertype, CR
    205.4), "Enchanted creatures you control have shroud" (Greater Auramancy), "Commanders you
    control have hexproof" (Guardian Augmenter), "Historic spells you cast cost {1} less"
    (Jhoira's Familiar) read as creature types "Snow", "Enchanted", "Commander", "Historic"
    that no card has — abilities that applied to nothing. Those sentences no longer compile
    as such; "snow" is now read as the supertype it is (the effect-verb work of issue 28),
    "Commanders you control" as the commander designation (CR 903.3, issue 29 round 9b), the
    others stay unsupported until the grammar reads them."""
    face = atomic()["Diamond Faerie"][0]
    faerie = compile_text(normalize_text(str(face["text"]), "Diamond Faerie"), face["type"])
    assert not faerie.failures
    pump = faerie.abilities[1].effects[0]
    assert pump.filter.supertypes == ("Snow",) and pump.filter.subtypes == ()
    face = atomic()["Guardian Augmenter"][0]
    augmenter = compile_text(normalize_text(str(face["text"]), "Guardian Augmenter"), face["type"])
    assert not augmenter.failures
    grants = [e for a in augmenter.abilities if isinstance(a, m.StaticAbility) for e in a.effects]
    assert grants and all(e.filter is not None and e.filter.commander and e.filter.subtypes == ()
                          for e in grants)
    for name, sentence in (("Greater Auramancy", "Enchanted creatures"),
                           ("Jhoira's Familiar", "Historic spells")):
        face = atomic()[name][0]
        result = compile_text(normalize_text(str(face["text"]), name), face["type"])
        assert any(sentence in failure for failure in result.failures), (name,
                                                                         result.failures)
