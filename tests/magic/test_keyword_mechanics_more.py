"""Issues 28/29: combat wordings and keyword mechanics the engine lacked, each played from the
real Oracle text of a real card compiled by the Oracle compiler (``tests.magic.compiled``),
asserting what the text says happens."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.actions import Pass
from tests.magic.compiled import with_cards
from tests.magic.dsl import A, B, C, Scenario


def _through_combat(s: Scenario, answers: dict[str, Any] | None = None,
                    seen: list[tuple[str, tuple[Any, ...]]] | None = None) -> None:
    """Play on to the second main phase: nobody blocks, "you may" is yes, a target is the
    first answer queued for its tag (else the first option)."""
    answers = answers or {}
    for _ in range(200):
        d = s.pending
        if d is None or s.state.step == "main2":
            return
        if seen is not None and d.tag != "priority":
            seen.append((d.tag, tuple(d.options)))
        if d.tag == "combat.block":
            s.apply(d.player, answers.get("combat.block", ()))
        elif d.tag in answers:
            s.apply(d.player, answers[d.tag])
        elif d.tag != "priority" and True in d.options:
            s.apply(d.player, True)
        elif d.tag != "priority":
            s.apply(d.player, d.options[0])
        else:
            s.apply(d.player, Pass())
    raise AssertionError("combat did not end")


# -- "defending player controls" (CR 506.2) ------------------------------------------------------


def test_cr_506_2_fiend_binder_taps_a_creature_the_defending_player_controls() -> None:
    """Fiend Binder: "Whenever ~ attacks, tap target creature defending player controls." —
    with three players it attacks C: only C's creatures may be the target (not B's, not A's
    own), and the chosen one is tapped."""
    s = with_cards(Scenario, "Fiend Binder", players=3)
    binder = s.put(A, "Fiend Binder")
    s.put(A, "Grizzly Bears")
    bears_b = s.put(B, "Grizzly Bears")
    bears_c = s.put(C, "Grizzly Bears")
    s.start()
    s.attack({binder: "p2"})
    seen: list[tuple[str, tuple[Any, ...]]] = []
    _through_combat(s, {"cast.target": bears_c}, seen)
    targets = [options for tag, options in seen if tag == "cast.target"]
    assert targets and set(targets[0]) == {bears_c}
    assert s.obj(bears_c).tapped and not s.obj(bears_b).tapped


def test_cr_506_2_swathcutter_giant_damages_each_creature_defending_player_controls() -> None:
    """Swathcutter Giant: "Whenever ~ attacks, it deals 1 damage to each creature defending
    player controls." — a filter the effect reads (not a target) is bound too: C's 1/1 dies,
    B's survives."""
    s = with_cards(Scenario, "Swathcutter Giant", players=3)
    giant = s.put(A, "Swathcutter Giant")
    s.put(B, "Llanowar Elves")
    s.put(C, "Llanowar Elves")
    s.start()
    s.attack({giant: "p2"})
    _through_combat(s)
    assert [s.controller(i) for i in s.ids("Llanowar Elves", "battlefield")] == [B]
