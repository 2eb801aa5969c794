""""Activate only A and only B." (CR 602.5b): a timing window, "once each turn" and "if
CONDITION" in any combination after any activated ability (oracle/activation_riders.py,
timing.ACTIVATION_WINDOWS), played from the REAL Oracle text of real cards (MTGJSON
2022-04-25)."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _offered(s: Scenario, player: int, name: str) -> list[Activate]:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return [o for o in decision.options if isinstance(o, Activate) and o.name == name]


def _activated(name: str) -> list[m.ActivatedAbility]:
    return [a for a in real(name).abilities if isinstance(a, m.ActivatedAbility)]


def test_cr_602_5b_cat_burglar_activates_only_as_a_sorcery() -> None:
    """Cat Burglar: "{2}{B}, {T}: Target player discards a card. Activate only as a sorcery."
    — offered in its controller's main phase with an empty stack (CR 307.1), not in the
    beginning of combat step nor in an opponent's turn; it makes the target discard."""
    (ability,) = _activated("Cat Burglar")
    assert ability.timing == "sorcery"
    assert "Activate only as a sorcery." in render_card(real("Cat Burglar"))
    s = game("Cat Burglar")
    s.put(A, "Cat Burglar")
    s.lands(A, "Swamp", 3)
    s.hand(B, "Grizzly Bears")
    s.start()
    assert len(_offered(s, A, "Cat Burglar")) == 1
    s.activate(A, "Cat Burglar", targets=["p1"])
    s.resolve()
    assert s.hand_size(B) == 0
    assert s.graveyard_names(B) == ["Grizzly Bears"]

    t = game("Cat Burglar")
    t.put(A, "Cat Burglar")
    t.lands(A, "Swamp", 3)
    t.start()
    t.to_step("begin_combat")
    assert _offered(t, A, "Cat Burglar") == []
    t.to_step("main1", active=B)
    assert _offered(t, A, "Cat Burglar") == []


def test_cr_602_5b_desert_only_during_the_end_of_combat_step() -> None:
    """Desert: "{T}: ~ deals 1 damage to target attacking creature. Activate only during the
    end of combat step." — not while blockers are declared, but in the end of combat step,
    where the creature is still attacking (CR 511.3) and takes the damage."""
    (ability, *_) = [a for a in _activated("Desert") if a.timing != "instant"]
    assert ability.timing == "end_of_combat"
    s = game("Desert")
    s.put(A, "Desert")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.attack({bears: "p0"})
    index = real("Desert").abilities.index(ability)
    s.to_step("declare_blockers")
    assert [o for o in _offered(s, A, "Desert") if o.index == index] == []
    s.to_step("end_combat")
    assert [o.index for o in _offered(s, A, "Desert")].count(index) == 1
    s.activate(A, "Desert", index, targets=[bears])
    s.resolve()
    assert s.obj(bears).damage == 1


def test_cr_602_5b_angus_mackenzie_only_before_the_combat_damage_step() -> None:
    """Angus Mackenzie: "… Prevent all combat damage that would be dealt this turn. Activate
    only before the combat damage step." — offered in the declare blockers step, not in the
    postcombat main phase."""
    (ability,) = _activated("Angus Mackenzie")
    assert ability.timing == "before_combat_damage"
    s = game("Angus Mackenzie")
    s.put(A, "Angus Mackenzie")
    s.lands(A, "Forest", 1)
    s.lands(A, "Plains", 1)
    s.lands(A, "Island", 1)
    s.start()
    assert len(_offered(s, A, "Angus Mackenzie")) == 1
    s.to_step("main2")
    assert _offered(s, A, "Angus Mackenzie") == []


def test_cr_602_5b_dread_wanderer_as_a_sorcery_and_only_if_from_the_graveyard() -> None:
    """Dread Wanderer: "{2}{B}: Return ~ from your graveyard to the battlefield. Activate only
    as a sorcery and only if you have one or fewer cards in hand." — both riders hold: with two
    cards in hand it is not offered; with one it is, and it returns to the battlefield."""
    (ability,) = [a for a in _activated("Dread Wanderer") if a.zone == "graveyard"]
    assert (ability.timing, ability.condition is not None) == ("sorcery", True)
    assert render_card(real("Dread Wanderer")).endswith(
        "Activate only as a sorcery and only if you have one or fewer cards in hand.")
    s = game("Dread Wanderer")
    s.graveyard(A, "Dread Wanderer")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Grizzly Bears", 2)
    s.start()
    assert _offered(s, A, "Dread Wanderer") == []
    t = game("Dread Wanderer")
    t.graveyard(A, "Dread Wanderer")
    t.lands(A, "Swamp", 3)
    t.hand(A, "Grizzly Bears", 1)
    t.start()
    t.activate(A, "Dread Wanderer")
    t.resolve()
    assert t.zone_of("Dread Wanderer") == "battlefield"


def test_cr_602_5b_invigorating_hot_spring_as_a_sorcery_and_only_once_each_turn() -> None:
    """Invigorating Hot Spring: "Remove a +1/+1 counter from ~: Put a +1/+1 counter on target
    creature you control. Activate only as a sorcery and only once each turn." — the riders
    join as one sentence; after one activation a second is not offered in the same turn, though
    counters remain to pay with."""
    name = "Invigorating Hot Spring"
    (ability,) = _activated(name)
    assert (ability.timing, ability.per_turn) == ("sorcery", 1)
    assert render_card(real(name)).endswith(
        "Activate only as a sorcery and only once each turn.")
    s = game(name)
    spring = s.put(A, name, counters={"+1/+1": 4})
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.activate(A, name, targets=[bears])
    s.resolve()
    assert s.obj(bears).counters["+1/+1"] == 1
    assert s.obj(spring).counters["+1/+1"] == 3
    assert _offered(s, A, name) == []


@pytest.mark.parametrize(("text", "timing", "per_turn", "condition"), [
    ("{T}: Draw a card. Activate only as a sorcery.", "sorcery", 0, False),
    ("{T}: Draw a card. Activate only once each turn.", "instant", 1, False),
    ("{T}: Draw a card. Activate only during your turn and only once each turn.",
     "your_turn", 1, False),
    ("{T}: Draw a card. Activate only during combat.", "combat", 0, False),
    ("{T}: Draw a card. Activate only during any upkeep step.", "upkeep", 0, False),
    ("{T}: Draw a card. Activate only as a sorcery and only if you control an artifact.",
     "sorcery", 0, True),
])
def test_cr_602_5b_riders_compose_and_render_back(text: str, timing: str, per_turn: int,
                                                 condition: bool) -> None:
    """Each window, "once each turn" and "if …" combine in one "Activate only … and only …"
    sentence that renders back word for word."""
    from cardtable.games.magic.oracle.compiler import compile_line
    from cardtable.games.magic.text.render import ability_text

    ability = compile_line(text, "permanent_line")
    assert isinstance(ability, m.ActivatedAbility)
    assert (ability.timing, ability.per_turn, ability.condition is not None) == (
        timing, per_turn, condition)
    card = m.CardDef(name="Test Rider", type_line="Artifact", abilities=(ability,))
    assert ability_text(ability, card) == text


def test_cr_602_5b_two_windows_are_refused() -> None:
    """"Activate only as a sorcery and only during combat" names two windows: a rider of one
    kind twice is refused, not half-read."""
    from cardtable.core.errors import CardTableError
    from cardtable.games.magic.oracle.compiler import compile_line

    with pytest.raises(CardTableError):
        compile_line("{T}: Draw a card. Activate only as a sorcery and only during combat.",
                     "permanent_line")


def test_cr_602_2b_sacrifice_another_thopter_never_offers_the_source() -> None:
    """Thopter Squadron: "{1}, Sacrifice another Thopter: Put a +1/+1 counter on ~. Activate
    only as a sorcery." — the Squadron is a Thopter itself, but "another" excludes the source
    (CR 602.2b, 701.21a): alone it cannot be activated; with a Thopter token made by its
    other ability, the token is the only choice, and the counter returns."""
    name = "Thopter Squadron"
    s = game(name)
    squadron = s.put(A, name, counters={"+1/+1": 3})
    s.lands(A, "Island", 2)
    s.start()
    sacrifice = real(name).abilities.index(
        next(a for a in _activated(name) if a.cost.sacrifice is not None))
    assert [o for o in _offered(s, A, name) if o.index == sacrifice] == []
    s.activate(A, name, index=sacrifice - 1)  # remove a counter: a 1/1 Thopter token
    s.resolve()
    (token,) = [oid for oid in s.state.battlefield if s.obj(oid).token]
    s._priority_to(A)
    s.apply(A, next(o for o in _offered(s, A, name) if o.index == sacrifice))
    decision = s.pending
    assert decision is not None and decision.tag == "cast.sacrifice"
    assert list(decision.options) == [token]
    s.apply(A, (token,))
    s.resolve()
    assert s.obj(squadron).counters["+1/+1"] == 3
    assert token not in s.state.battlefield


def test_cr_602_5b_priest_of_the_haunted_edge_counts_snow_lands_as_a_sorcery() -> None:
    """Priest of the Haunted Edge: "{T}, Sacrifice ~: Target creature gets -X/-X until end of
    turn, where X is the number of snow lands you control. Activate only as a sorcery." — with
    two snow lands and a Swamp a 3/3 becomes 1/1 (the Swamp is not snow); in combat it is
    not offered."""
    name = "Priest of the Haunted Edge"
    s = game(name, "Snow-Covered Swamp")
    s.put(A, name)
    s.lands(A, "Snow-Covered Swamp", 2)
    s.lands(A, "Swamp", 1)  # not snow: not counted
    giant = s.put(B, "Hill Giant")
    s.start()
    s.activate(A, name, targets=[giant])
    s.resolve()
    assert s.pt(giant) == (1, 1)
    assert s.zone_of(name) == "graveyard"
    t = game(name)
    t.put(A, name)
    t.start()
    t.to_step("begin_combat")
    assert _offered(t, A, name) == []
