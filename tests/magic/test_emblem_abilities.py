"""Emblems' static and triggered abilities work from the command zone (CR 114.4), as their
activated ones already did (test_morph_emblems_multikicker.py): Elspeth, Sun's Champion's
emblem compiled from its Oracle text, and the emblems of Ajani, Adversary of Tyrants and
Huatli, Radiant Champion (their quoted abilities compiled; the planeswalkers themselves have
other sentences the compiler does not read yet)."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.emblems import create_emblem
from cardtable.games.magic.oracle.compiler import compile_text
from cardtable.games.magic.support import unsupported_reason
from tests.magic.compiled import compiled, with_cards
from tests.magic.dsl import A, B, Scenario
from tests.magic.oracle_check import normalize_text

ELSPETH = "Elspeth, Sun's Champion"


def _emblem_abilities(text: str) -> tuple[m.Ability, ...]:
    result = compile_text(normalize_text(text, "Emblem"), "Emblem")
    assert not result.failures, result.failures
    return result.abilities


def test_cr_114_4_613_4c_elspeth_emblem_static_pumps_your_creatures_from_the_command_zone(
        scenario: type[Scenario]) -> None:
    """[−7]: "You get an emblem with "Creatures you control get +2/+2 and have flying."" —
    A's creatures (and one that enters later) get +2/+2 and flying in layers 6 and 7c; B's
    do not; Elspeth going to the graveyard (0 loyalty) does not end it (114.1)."""
    assert unsupported_reason(compiled(ELSPETH)) is None
    s = with_cards(scenario, ELSPETH)
    elspeth = s.put(A, ELSPETH)
    s.obj(elspeth).counters["loyalty"] = 7
    bears = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    s.lands(A, "Forest", 2)
    s.hand(A, "Grizzly Bears")
    s.start()
    s.activate(A, ELSPETH, 2)
    s.resolve()
    assert s.zone_of(ELSPETH) == "graveyard"
    (emblem,) = [i for i in s.state.zone(A, "command") if s.obj(i).emblem]
    assert s.pt(bears) == (4, 4) and "flying" in s.keywords(bears)
    assert s.pt(theirs) == (2, 2) and "flying" not in s.keywords(theirs)
    s.cast(A, "Grizzly Bears")
    s.resolve()
    new = [i for i in s.ids("Grizzly Bears", "battlefield") if i not in (bears, theirs)]
    assert len(new) == 1 and s.pt(new[0]) == (4, 4)
    assert s.obj(emblem).zone == "command"


def test_cr_114_4_603_2_an_emblem_end_step_trigger_goes_on_the_stack(
        scenario: type[Scenario]) -> None:
    """Ajani's emblem: "At the beginning of your end step, create three 1/1 white Cat
    creature tokens with lifelink." — it triggers in its owner's end step only."""
    s = scenario()
    s.start()
    create_emblem(s.game, A, _emblem_abilities(
        "At the beginning of your end step, create three 1/1 white Cat creature tokens with "
        "lifelink."), "Ajani, Adversary of Tyrants")
    s.to_step("end")
    s.resolve()
    assert len(s.ids("Cat", "battlefield")) == 3
    assert all(s.controller(i) == A for i in s.ids("Cat", "battlefield"))
    s.to_step("end", active=B)
    s.resolve()
    assert len(s.ids("Cat", "battlefield")) == 3  # "your" end step: not B's


def test_cr_114_4_603_6a_an_emblem_enters_trigger_sees_your_creatures(
        scenario: type[Scenario]) -> None:
    """Huatli's emblem: "Whenever a creature enters under your control, you may draw a
    card." — A's creature entering triggers it; B's does not."""
    s = scenario()
    s.lands(A, "Forest", 2)
    s.hand(A, "Grizzly Bears")
    s.lands(B, "Forest", 2)
    s.hand(B, "Grizzly Bears")
    s.library_top(A, "Forest")
    s.start()
    create_emblem(s.game, A, _emblem_abilities(
        "Whenever a creature enters the battlefield under your control, you may draw a card."),
        "Huatli, Radiant Champion")
    hand = s.hand_size(A)
    s.cast(A, "Grizzly Bears")
    s.then("drawcards", True)
    s.resolve()
    assert s.hand_size(A) == hand  # the Bears left the hand, the trigger drew one
    assert "Forest" in [s.obj(i).card.name for i in s.state.zone(A, "hand")]  # drawn
    s.to_step("main1", active=B)
    s.cast(B, "Grizzly Bears")
    s.resolve()
    assert s.hand_size(A) == hand and not s.state.stack


def test_cr_114_4_rules_support_reads_emblem_statics_and_triggers() -> None:
    """A card whose emblem has a static ability on filtered objects or a trigger the command
    zone watches is supported; one whose emblem trigger is on another event is reported."""
    ok = m.CardDef("x", "Sorcery", abilities=(m.SpellAbility(effects=(m.GetEmblem(
        _emblem_abilities("Creatures you control get +1/+1.")),)),))
    assert unsupported_reason(ok) is None
    attack = m.TriggeredAbility(m.Trigger("attacks", subject="filter",
                                          filter=m.Filter(types=("Creature",))),
                                effects=(m.GainLife(1),))
    bad = m.CardDef("y", "Sorcery", abilities=(m.SpellAbility(effects=(m.GetEmblem(
        (attack,)),)),))
    assert "emblem's trigger on 'attacks'" in (unsupported_reason(bad) or "")
