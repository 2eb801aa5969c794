"""Issue 29 (h8-kw): named keyword mechanics and rules the support verdict refused, each played
from the real Oracle text of a real card compiled by the Oracle compiler, asserting what the
text says happens."""

from __future__ import annotations

from cardtable.games.magic.oracle.compiler import compile_text
from cardtable.games.magic.support import unsupported_reason
from tests.magic.compiled import compiled, with_cards
from tests.magic.dsl import A, B, Scenario

# -- "You may choose not to untap ~ during your untap step." (CR 502.3) --------------------------


def _shackled_bears(keep_tapped: bool) -> tuple[Scenario, int, int]:
    """A activates Vedalken Shackles ("{2}, {T}: Gain control of target creature with power
    less than or equal to the number of Islands you control for as long as ~ remains tapped.")
    on B's Grizzly Bears, then plays on to A's next upkeep, answering the untap question."""
    s = with_cards(Scenario, "Vedalken Shackles")
    shackles = s.put(A, "Vedalken Shackles")
    s.lands(A, "Island", 4)
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Vedalken Shackles", targets=[bears])
    s.resolve()
    assert s.controller(bears) == A and s.obj(shackles).tapped
    s.to_step("upkeep", active=B)
    s.then("untap.keep_tapped", (shackles,) if keep_tapped else ())
    s.to_step("upkeep", active=A)
    return s, shackles, bears


def test_cr_502_3_vedalken_shackles_kept_tapped_keeps_the_creature() -> None:
    """Vedalken Shackles: "You may choose not to untap ~ during your untap step." — A is asked
    in the untap step; kept tapped, the control effect ("for as long as ~ remains tapped") goes
    on, while A's Islands untap as usual."""
    s, shackles, bears = _shackled_bears(keep_tapped=True)
    assert s.obj(shackles).tapped
    assert s.controller(bears) == A
    assert not any(s.obj(i).tapped for i in s.ids("Island", "battlefield"))


def test_cr_502_3_vedalken_shackles_untapped_returns_the_creature() -> None:
    """Choosing to untap it ends "for as long as ~ remains tapped": B gets the Bears back."""
    s, shackles, bears = _shackled_bears(keep_tapped=False)
    assert not s.obj(shackles).tapped
    assert s.controller(bears) == B


def test_cr_502_3_untapped_permanent_asks_nothing() -> None:
    """Rust Tick untapped at the start of the untap step: there is nothing to choose, so the
    step asks no question (the scenario is strict: an unscripted question would fail)."""
    s = with_cards(Scenario, "Rust Tick")
    tick = s.put(A, "Rust Tick")
    s.start()
    s.to_step("upkeep", active=B)
    s.to_step("upkeep", active=A)
    assert not s.obj(tick).tapped
    assert s.state.turn == 4 and s.state.active == A


def test_cr_502_3_the_question_offers_only_the_tapped_permanents_with_the_rule() -> None:
    """Two tapped Rust Ticks and a tapped Grizzly Bears: the question offers the two Ticks
    only; the Tick kept tapped stays tapped, the other and the Bears untap together."""
    s = with_cards(Scenario, "Rust Tick")
    kept = s.put(A, "Rust Tick", tapped=True)
    other = s.put(A, "Rust Tick", tapped=True)
    bears = s.put(A, "Grizzly Bears", tapped=True)
    s.start(active=B)
    s.to_step("untap", active=A)
    decision = s.pending
    assert decision is not None and decision.tag == "untap.keep_tapped"
    assert sorted(decision.options) == sorted([kept, other])
    s.apply(A, (kept,))
    assert s.obj(kept).tapped and not s.obj(other).tapped and not s.obj(bears).tapped


def test_cr_502_3_the_sentence_renders_back_and_is_supported() -> None:
    """The static compiles to the rule on ~ and every one of these cards is supported."""
    result = compile_text("You may choose not to untap ~ during your untap step.",
                          "Artifact Creature — Insect")
    assert not result.failures
    for name in ("Vedalken Shackles", "Rust Tick", "Amber Prison", "Endoskeleton"):
        assert unsupported_reason(compiled(name)) is None, name
