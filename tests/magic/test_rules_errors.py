"""Rules errors of issue 26, each fixed as a class, on real cards compiled from their Oracle
text: simultaneous events (CR 603.10a, 603.2, 704.3), the commander's zone-change
replacement (903.9b, 614.6), cards that compiled but played wrong, costs of activated abilities
(602.2b, 605.3b), what applies as a permanent enters (614.12)."""

from __future__ import annotations

from cardtable.games.magic.actions import Pass
from tests.magic.compiled import with_cards
from tests.magic.dsl import A, B, Scenario


def _settle(s: Scenario, target: str = "p1") -> int:
    """Pass until the stack and pending triggers are empty; every trigger is ordered as
    offered and every target is ``target``. Returns how many triggered abilities went on the
    stack."""
    seen = 0
    for _ in range(500):
        s._drain()
        d = s.pending
        if d is None:
            break
        if d.tag == "order_triggers":
            s.apply(d.player, tuple(d.options))
        elif d.tag == "cast.target":
            s.apply(d.player, target if target in d.options else d.options[0])
        elif d.tag == "priority":
            if not s.state.stack and not s.state.triggers:
                break
            s.apply(d.player, Pass())
        else:
            raise AssertionError(f"unexpected decision {d!r}")
    seen = len([e for e in s.events("trigger")])
    return seen


# -- 1. Simultaneous events ------------------------------------------------------------------


def test_cr_603_10a_wrath_of_god_blood_artist_triggers_once_per_creature() -> None:
    """Wrath of God destroys five creatures and Blood Artist at once: Blood Artist looks back
    and triggers for each of the six (itself and the five others), wherever it stood in the
    battlefield's order (603.10a, 603.2)."""
    for artist_at in (0, 3, 5):
        s = with_cards(Scenario, "Wrath of God", "Blood Artist")
        for i in range(6):
            if i == artist_at:
                s.put(A, "Blood Artist")
            else:
                s.put(B if i % 2 else A, "Grizzly Bears")
        s.lands(A, "Plains", 4)
        s.hand(A, "Wrath of God")
        s.start()
        s.cast(A, "Wrath of God")
        assert _settle(s) == 6, artist_at
        assert s.life(B) == 20 - 6 and s.life(A) == 20 + 6
        assert not s.ids("Grizzly Bears", "battlefield")


def test_cr_603_2_each_player_sacrifices_at_once() -> None:
    """Innocent Blood: each player sacrifices a creature — one event. A sacrifices Blood
    Artist, B a Bears: Blood Artist sees both die whichever player's went first."""
    s = with_cards(Scenario, "Innocent Blood", "Blood Artist")
    s.put(B, "Grizzly Bears")
    s.put(A, "Blood Artist")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Innocent Blood")
    s.start()
    s.cast(A, "Innocent Blood")
    assert _settle(s) == 2
    assert s.life(B) == 18
    assert s.zone_of("Blood Artist") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_603_10a_evacuation_bounces_all_in_one_move_each() -> None:
    """Evacuation returns every creature at once (one move per creature, straight to its
    owner's hand)."""
    s = with_cards(Scenario, "Evacuation")
    s.put(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    s.lands(A, "Island", 5)
    s.hand(A, "Evacuation")
    s.start()
    s.cast(A, "Evacuation")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"
    assert s.hand_size(A) == 1 and s.hand_size(B) == 1
    moves = [dict(e.data) for e in s.events("move") if dict(e.data).get("cause") == "bounce"]
    assert len(moves) == 2
