"""Banding (CR 702.22), played from the real Oracle text of Benalish Hero ("Banding (Any
creatures with banding, and up to one without, can attack in a band. Bands are blocked as a
group. If any creatures with banding you control are blocking or being blocked by a creature,
you divide that creature's combat damage, not its controller, among any of the creatures it's
being blocked by or is blocking.)") compiled by the Oracle compiler (issue 29, h8-kw)."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic.actions import Pass
from cardtable.games.magic.support import unsupported_reason
from tests.magic.compiled import compiled, with_cards
from tests.magic.dsl import A, B, Scenario


def _to_damage(s: Scenario) -> None:
    """Pass priority until a combat damage division is asked (or combat ends)."""
    for _ in range(50):
        d = s.pending
        if d is None or d.tag == "combat.damage" or s.state.step == "main2":
            return
        s.apply(d.player, Pass())


def _banded_attack(s: Scenario, hero: int, bears: int) -> None:
    s.start()
    s.attack({hero: "p1", bears: "p1"})
    d = s.pending
    assert d is not None and d.tag == "combat.band" and d.player == A
    assert list(d.options) == [bears]
    s.apply(A, (bears,))


def test_cr_702_22c_h_a_band_is_blocked_as_a_group() -> None:
    """Benalish Hero and Grizzly Bears attack in a band; B's Hill Giant blocks the Bears only,
    and so blocks the Hero too (702.22h): neither deals damage to B."""
    s = with_cards(Scenario, "Benalish Hero")
    hero = s.put(A, "Benalish Hero")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    _banded_attack(s, hero, bears)
    assert set(s.state.bands[hero]) == {hero, bears}
    s.block(B, {giant: bears})
    assert {hero, bears} <= s.state.blocked
    assert hero in s.state.extra_blocks[giant]


def test_cr_702_22k_the_active_player_divides_the_blockers_damage() -> None:
    """Blocking a band with a creature with banding in it, the Hill Giant's 3 damage is
    divided by the attacking player (702.22k), not by B: A puts all 3 on the Hero and the
    Bears live. The Giant takes 1 + 2 and dies."""
    s = with_cards(Scenario, "Benalish Hero")
    hero = s.put(A, "Benalish Hero")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    _banded_attack(s, hero, bears)
    s.block(B, {giant: bears})
    _to_damage(s)
    d = s.pending
    assert d is not None and d.tag == "combat.damage" and d.player == A
    s.apply(A, tuple(3 if o == hero else 0 for o in d.options))
    s.to_step("main2")
    assert s.zone_of("Benalish Hero") == "graveyard"
    assert bears in s.state.battlefield
    assert giant not in s.state.battlefield
    assert s.life(B) == 20


def test_cr_702_22j_the_defending_player_divides_the_attackers_damage() -> None:
    """A's Hill Giant is blocked by B's Benalish Hero and Grizzly Bears: with a creature with
    banding among its blockers, B (the defending player) divides the Giant's 3 damage
    (702.22j) — all of it on the Hero, so B's Bears live."""
    s = with_cards(Scenario, "Benalish Hero")
    giant = s.put(A, "Hill Giant")
    hero = s.put(B, "Benalish Hero")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({giant: "p1"})
    s.block(B, {hero: giant, bears: giant})
    _to_damage(s)
    d = s.pending
    assert d is not None and d.tag == "combat.damage" and d.player == B
    s.apply(B, tuple(3 if o == hero else 0 for o in d.options))
    s.to_step("main2")
    assert hero not in s.state.battlefield and bears in s.state.battlefield


def test_cr_702_22c_at_most_one_creature_without_banding() -> None:
    """A band holds any creatures with banding and at most one without: the Hero with two
    Grizzly Bears is refused (and nothing changes); with one Bears it is accepted."""
    s = with_cards(Scenario, "Benalish Hero")
    hero = s.put(A, "Benalish Hero")
    bears = s.put(A, "Grizzly Bears")
    other = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({hero: "p1", bears: "p1", other: "p1"})
    d = s.pending
    assert d is not None and d.tag == "combat.band"
    with pytest.raises(IllegalAction):
        s.apply(A, (bears, other))
    s.apply(A, (bears,))
    assert set(s.state.bands[hero]) == {hero, bears} and other not in s.state.bands


def test_cr_702_22d_only_creatures_attacking_the_same_player_band() -> None:
    """702.22d: in a three-player game the Bears attacking C can't join the Hero attacking B:
    no band is offered."""
    s = with_cards(Scenario, "Benalish Hero", players=3)
    hero = s.put(A, "Benalish Hero")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({hero: "p1", bears: "p2"})
    d = s.pending
    assert d is None or d.tag != "combat.band"
    assert not s.state.bands


def test_cr_702_22_banding_cards_are_supported() -> None:
    for name in ("Benalish Hero", "War Elephant", "Icatian Phalanx", "Cooperation"):
        assert unsupported_reason(compiled(name)) is None, name
