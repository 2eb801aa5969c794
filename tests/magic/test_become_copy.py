"""Copy effects with the exception "except it has this ability" (CR 707.9b) on a permanent
that becomes a copy (707.2, 613.2: layer 1), and a copy of a card in another zone (707.2:
a card's copiable values are its printed ones): Thespian's Stage, Cryptoplasm, Dimir
Doppelganger and Unstable Shapeshifter, compiled from their Oracle text."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Pass
from cardtable.games.magic.layers import chars
from cardtable.games.magic.support import unsupported_reason
from tests.magic.compiled import compiled, with_cards
from tests.magic.dsl import A, B, Scenario

STAGE = "Thespian's Stage"


def test_cr_707_9b_the_copy_effect_family_compiles_and_is_supported() -> None:
    for name in (STAGE, "Cryptoplasm", "Dimir Doppelganger", "Unstable Shapeshifter"):
        card = compiled(name)
        assert any(isinstance(e, m.BecomeCopy) or (isinstance(e, m.MayDo) and isinstance(
            e.effects[0], m.BecomeCopy)) for a in card.abilities
            for e in getattr(a, "effects", ())), name
        assert unsupported_reason(card) is None, name


def test_cr_707_2_707_9b_613_2_thespians_stage_becomes_a_copy_of_a_land_keeping_the_ability(
        scenario: type[Scenario]) -> None:
    """The Stage becomes a Forest (name, type, the Forest's intrinsic {G}) and keeps "{2},
    {T}: … becomes a copy of target land, except it has this ability" (707.9b) — not its
    own "{T}: Add {C}" (the Forest's copiable values replace its text)."""
    s = with_cards(scenario, STAGE)
    stage = s.put(A, STAGE)
    forest = s.put(B, "Forest")
    s.lands(A, "Plains", 2)
    s.start()
    s.activate(A, STAGE, 1, targets=[forest])
    s.resolve()
    c = chars(s.state, s.obj(stage))
    assert c.name == "Forest" and c.subtypes == frozenset({"Forest"})
    assert c.supertypes == frozenset({"Basic"})
    mana = [e.mana for a in c.abilities if isinstance(a, m.ActivatedAbility)
            for e in a.effects if isinstance(e, m.AddMana)]
    assert mana == ["{G}"]
    assert any(isinstance(a, m.ActivatedAbility) and any(
        isinstance(e, m.BecomeCopy) for e in a.effects) for a in c.abilities)
    assert s.obj(stage).tapped  # the cost was paid; tapped state is not a copiable value


def test_cr_707_9b_cryptoplasm_copies_each_upkeep_and_keeps_its_trigger(
        scenario: type[Scenario]) -> None:
    s = with_cards(scenario, "Cryptoplasm")
    plasm = s.put(A, "Cryptoplasm")
    bears = s.put(B, "Grizzly Bears")
    angel = s.put(B, "Archangel")
    s.start(step="untap")
    s.to_step("upkeep")
    s.then("cast.target", bears).then("resolve.choice", True)
    s.resolve()
    c = chars(s.state, s.obj(plasm))
    assert c.name == "Grizzly Bears" and (c.power, c.toughness) == (2, 2)
    assert any(isinstance(a, m.TriggeredAbility) for a in c.abilities)  # this ability
    s.to_step("upkeep", active=B)
    assert not s.state.stack  # "your upkeep": not B's
    s.to_step("upkeep", active=A)
    s.then("cast.target", angel).then("resolve.choice", True)
    s.resolve()
    c = chars(s.state, s.obj(plasm))
    assert c.name == "Archangel" and any(isinstance(a, m.TriggeredAbility)
                                         for a in c.abilities)


def test_cr_707_2_dimir_doppelganger_copies_a_card_exiled_from_a_graveyard(
        scenario: type[Scenario]) -> None:
    """"Exile target creature card from a graveyard. ~ becomes a copy of that card, except it
    has this ability." — a copy of a card in another zone: its printed values (707.2)."""
    s = with_cards(scenario, "Dimir Doppelganger")
    dopp = s.put(A, "Dimir Doppelganger")
    card = s.graveyard(B, "Archangel")
    s.lands(A, "Swamp", 2)
    s.put(A, "Island")
    s.start()
    s.activate(A, "Dimir Doppelganger", targets=[card])
    s.resolve()
    assert s.zone_of("Archangel") in ("exile", "battlefield")
    c = chars(s.state, s.obj(dopp))
    assert c.name == "Archangel" and (c.power, c.toughness) == (5, 5)
    assert "flying" in c.keywords
    assert any(isinstance(a, m.ActivatedAbility) and any(
        isinstance(e, m.BecomeCopy) for e in a.effects) for a in c.abilities)


def test_cr_707_9b_603_2_unstable_shapeshifter_copies_each_creature_that_enters(
        scenario: type[Scenario]) -> None:
    s = with_cards(scenario, "Unstable Shapeshifter")
    shifter = s.put(A, "Unstable Shapeshifter")
    s.lands(B, "Forest", 2)
    s.hand(B, "Grizzly Bears")
    s.start(active=B)
    s.cast(B, "Grizzly Bears")
    s.resolve()
    c = chars(s.state, s.obj(shifter))
    assert c.name == "Grizzly Bears" and s.controller(shifter) == A
    assert any(isinstance(a, m.TriggeredAbility) for a in c.abilities)


def test_cr_707_9b_614_1c_mercurial_pretender_enters_as_a_copy_with_the_quoted_ability(
        scenario: type[Scenario]) -> None:
    """"You may have ~ enter as a copy of a creature you control, except it has "{2}{U}{U}:
    Return this creature to its owner's hand."" — the quoted ability is part of the copy's
    copiable values (707.9b); "this creature" is the copy, which returns to the hand."""
    pretender = "Mercurial Pretender"
    assert unsupported_reason(compiled(pretender)) is None
    s = with_cards(scenario, pretender)
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Archangel")  # not A's: not a choice
    s.lands(A, "Island", 9)
    s.hand(A, pretender)
    s.start()
    s.cast(A, pretender)
    s.apply(A, Pass())
    s.apply(B, Pass())
    s._drain()
    decision = s.pending
    assert decision is not None and set(decision.options) == {bears, "itself"}
    s.apply(A, bears)
    s.resolve()
    copy = s.id(pretender)  # the card, now a copy of the Bears
    c = chars(s.state, s.obj(copy))
    assert c.name == "Grizzly Bears" and (c.power, c.toughness) == (2, 2)
    assert any(isinstance(a, m.ActivatedAbility) and a.effects == (m.ReturnToHand("self"),)
               for a in c.abilities)
    s.activate(A, "Grizzly Bears", source=copy)
    s.resolve()
    assert s.zone_of(pretender) == "hand" and s.obj(bears).zone == "battlefield"
