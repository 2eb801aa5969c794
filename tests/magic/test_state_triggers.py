"""State triggers (CR 603.8), played from the real Oracle text of real cards (MTGJSON
2022-04-25): "When you control no Islands, sacrifice ~." (Sea Serpent and its family) triggers
as soon as the game state matches, whoever changed it; it does not trigger again while it waits
or is on the stack; it is no "intervening if" (603.4), so it resolves even if the state no longer
matches; once it has left the stack it triggers again if the state still matches."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Pass
from cardtable.games.magic.layers import chars
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real


def _state_triggers(s: object) -> list[object]:
    state = s.state  # type: ignore[attr-defined]
    return [item for item in state.stack
            if item.obj is None and isinstance(item.ability, m.TriggeredAbility)
            and item.ability.trigger.event == "state"]


def test_cr_603_8_sea_serpent_compiles_to_a_state_trigger() -> None:
    """"When you control no Islands, sacrifice ~." — a state trigger whose condition is "you
    control no Islands", its effect the sacrifice of the creature itself."""
    trigger = next(a for a in real("Sea Serpent").abilities if isinstance(a, m.TriggeredAbility))
    assert trigger.trigger.event == "state"
    condition = trigger.trigger.condition
    assert condition is not None and condition.kind == "you_control" and condition.negate
    assert condition.filter is not None and condition.filter.subtypes == ("Island",)
    assert trigger.intervening_if is None


def test_cr_603_8_no_island_no_trigger_while_an_island_stays() -> None:
    """With an Island, nothing triggers; when the Island is destroyed by an opponent's spell the
    state matches and the trigger sacrifices Sea Serpent."""
    s = game("Sea Serpent", "Stone Rain")
    island = s.put(A, "Island")
    s.put(A, "Sea Serpent")
    s.lands(B, "Mountain", 3)
    s.hand(B, "Stone Rain")
    s.start()
    assert _state_triggers(s) == []
    s.to_step("main1", active=B)
    assert s.zone_of("Sea Serpent") == "battlefield"
    s.cast(B, "Stone Rain", targets=[island])
    s.resolve()
    assert s.zone_of("Island") == "graveyard"
    assert s.zone_of("Sea Serpent") == "graveyard"
    assert s.obj(s.id("Sea Serpent", "graveyard")).owner == A


def test_cr_603_8_triggers_once_and_resolves_even_if_the_state_changed() -> None:
    """Sea Serpent with no Island triggers at once; while its trigger is on the stack it does not
    trigger again, however often players get priority; an Island arriving before it resolves
    does not stop it (a state trigger is no intervening "if", 603.4): the Serpent is
    sacrificed."""
    s = game("Sea Serpent")
    s.put(A, "Sea Serpent")
    s.put(A, "Forest")
    s.start()
    assert len(_state_triggers(s)) == 1
    s.pass_priority()  # A passes, B gets priority: the state still matches
    assert len(_state_triggers(s)) == 1
    assert len(s.state.triggers) == 0
    s.put(A, "Island")
    s.resolve()
    assert s.zone_of("Sea Serpent") == "graveyard"


def test_cr_603_8_other_means_besides_itself_synod_centurion() -> None:
    """"When you control no other artifacts, sacrifice ~." — Synod Centurion (itself an
    artifact) stays with another artifact and is sacrificed alone; Emperor Crocodile likewise
    with "no other creatures"."""
    s = game("Synod Centurion", "Emperor Crocodile")
    s.put(A, "Synod Centurion")
    s.put(A, "Emperor Crocodile")
    s.put(A, "Grizzly Bears")
    s.start()
    s.resolve()
    # the Crocodile has another creature (the Centurion is one too); the Centurion has no
    # other artifact
    assert s.zone_of("Synod Centurion") == "graveyard"
    assert s.zone_of("Emperor Crocodile") == "battlefield"


def test_cr_603_4_hidden_predators_intervening_if_stops_the_state_trigger_again() -> None:
    """Hidden Predators: "When an opponent controls a creature with power 4 or greater, if ~
    is an enchantment, ~ becomes a 4/4 Beast creature." — it triggers once and becomes a
    creature (no longer an enchantment, CR 205.1a); then, though the opponent still controls
    the 4/4, the intervening "if" is false as it would trigger (603.4): it does not trigger
    again (before, it triggered after each resolution, for ever)."""
    s = game("Hidden Predators")
    predators = s.put(A, "Hidden Predators")
    s.put(B, "Hill Giant", counters={"+1/+1": 1})
    s.start()
    assert len(_state_triggers(s)) == 1
    s.resolve()
    assert "Creature" in chars(s.state, s.obj(predators)).types
    assert s.pt(predators) == (4, 4)
    for _ in range(4):  # everyone passes: nothing triggers again
        decision = s.pending
        assert decision is not None and decision.tag == "priority"
        assert _state_triggers(s) == []
        s.apply(decision.player, Pass())
