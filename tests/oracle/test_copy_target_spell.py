""""Copy target instant or sorcery spell [you control]. You may choose new targets for the copy."
(CR 707.10, 707.10c): the copy is put on the stack above the copying spell or ability, its
controller the copier, who may keep the target or choose another legal one."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real


def test_cr_707_10c_twincast_copies_a_bolt_and_points_the_copy_elsewhere() -> None:
    """Twincast: A's Lightning Bolt targets B; the copy is sent at B's Grizzly Bears instead —
    B takes 3 and the Bears die."""
    assert render_card(real("Twincast")) == (
        "Copy target instant or sorcery spell. You may choose new targets for the copy.")
    s = game("Twincast")
    bears = s.put(B, "Grizzly Bears")
    for land in ("Mountain", "Island", "Island"):
        s.put(A, land)
    bolt = s.hand(A, "Lightning Bolt")
    s.hand(A, "Twincast")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.then("choose a target for the copy", bears)
    s.cast(A, "Twincast", targets=[bolt])
    s.resolve()
    assert s.life(B) == 17
    assert bears not in s.state.battlefield


def test_cr_707_10_twincast_copy_may_keep_the_target() -> None:
    """Keeping the old target (the first option): both the Bolt and its copy hit B."""
    s = game("Twincast")
    for land in ("Mountain", "Island", "Island"):
        s.put(A, land)
    bolt = s.hand(A, "Lightning Bolt")
    s.hand(A, "Twincast")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.then("choose a target for the copy", "p1")
    s.cast(A, "Twincast", targets=[bolt])
    s.resolve()
    assert s.life(B) == 14


def test_cr_110_2_nivix_guildmage_copies_only_a_spell_you_control() -> None:
    """Nivix Guildmage: "{2}{U}{R}: Copy target instant or sorcery spell you control. …" — an
    opponent's Lightning Bolt is not a legal target, so the ability cannot be activated; A's own
    is, and its copy kills B's Bears."""
    assert ("{2}{U}{R}: Copy target instant or sorcery spell you control. You may choose new "
            "targets for the copy.") in render_card(real("Nivix Guildmage"))
    s = game("Nivix Guildmage")
    s.put(A, "Nivix Guildmage")
    bears = s.put(B, "Grizzly Bears")
    for land in ("Mountain", "Mountain", "Island", "Island", "Mountain"):
        s.put(A, land)
    s.put(B, "Mountain")
    theirs = s.hand(B, "Lightning Bolt")
    mine = s.hand(A, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    with pytest.raises(IllegalAction):  # no spell A controls: the ability has no target
        s.activate(A, "Nivix Guildmage", 1, targets=[theirs])
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.then("choose a target for the copy", bears)
    s.activate(A, "Nivix Guildmage", 1, targets=[mine])
    s.resolve()
    assert bears not in s.state.battlefield
    assert s.life(B) == 17 and s.life(A) == 17


def test_cr_707_10_double_vision_copies_only_the_first_instant_each_turn() -> None:
    """Double Vision: "Whenever you cast your first instant or sorcery spell each turn, copy
    that spell. You may choose new targets for the copy." — the first Bolt is copied at B's
    Bears; the second Bolt that turn is not copied."""
    assert render_card(real("Double Vision")) == (
        "Whenever you cast your first instant or sorcery spell each turn, copy that spell. You "
        "may choose new targets for the copy.")
    s = game("Double Vision")
    s.put(A, "Double Vision")
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Mountain")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    s.then("choose a target for the copy", bears)
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 17 and bears not in s.state.battlefield
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 14  # one Bolt, no copy


def test_cr_118_12_swarm_intelligence_may_copy_each_instant() -> None:
    """Swarm Intelligence: "Whenever you cast an instant or sorcery spell, you may copy that
    spell. …" — declining leaves one Bolt; accepting (keeping the target) doubles the damage."""
    s = game("Swarm Intelligence")
    s.put(A, "Swarm Intelligence")
    s.put(A, "Mountain")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    s.then("resolve.choice", False)
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 17
    s.then("resolve.choice", True)
    s.then("choose a target for the copy", "p1")
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 11
