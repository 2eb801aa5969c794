"""EV2 of issue 29, eighth wave: damage, destroy, sacrifice, counter, copy, create, choose —
each piece from the real Oracle text of real cards (MTGJSON 2022-04-25), compiled, rendered
back, supported, and played: each test asserts what the text says happens."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.support import round_trip_problem
from cardtable.games.magic.text.render import render_card
from cardtable.games.magic.text.words import filter_phrase
from tests.magic.dsl import A, B, Scenario, Unanswered
from tests.oracle.conftest import compiled


def card(name: str) -> m.CardDef:
    found = compiled(name)
    assert found.card is not None, found.failures
    assert found.supported, found.reason
    assert round_trip_problem(found.card) == ""
    return found.card


def scenario(*names: str, library: int = 5, seed: int = 1) -> Scenario:
    return Scenario(cards=card_pool() | {n: card(n) for n in names}, library=library,
                    strict=True, seed=seed)


# -- "with mana value X": exactly the X announced (CR 107.3, 601.2b-c) -------------------------

def test_exact_x_bound_renders_as_oracle_prints_it() -> None:
    flt = m.Filter(types=("Artifact",), bound_stat="mana_value",
                   bound_amount=m.Amount(kind="x"), bound_exact=True)
    assert filter_phrase(flt) == "artifact with mana value X"
    assert "Destroy target creature with mana value X." in render_card(card("Disembowel"))
    assert "Counter target spell with mana value X." in render_card(card("Spell Blast"))


def test_cr_601_2b_disembowel_offers_only_an_x_some_creature_has_and_destroys_it() -> None:
    """Disembowel: "Destroy target creature with mana value X." Grizzly Bears (2) and Hill
    Giant (4) are on the battlefield: X is offered as 2 or 4 only (an X no creature has makes
    no legal cast, 601.2b-c); with X = 4 only the Giant is a target, and it is destroyed."""
    s = scenario("Disembowel")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Disembowel")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Disembowel")
    decision = s.pending
    assert decision is not None and decision.tag == "cast.x"
    assert set(decision.options) == {2, 4}
    s.apply(A, 4)
    decision = s.pending
    assert decision is not None and decision.tag.startswith("cast.target")
    offered = {o[0] if isinstance(o, tuple) else o for o in decision.options}
    assert offered == {giant}
    s.apply(A, giant if decision.tag == "cast.target" else (giant,))
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert bears in s.state.battlefield


def test_cr_107_3_spell_blast_counters_a_spell_with_mana_value_exactly_x() -> None:
    """Spell Blast: "Counter target spell with mana value X." B casts Hill Giant (4); A
    answers with X = 4 and the Giant is countered (it goes to B's graveyard)."""
    s = scenario("Spell Blast")
    s.lands(A, "Island", 5)
    s.lands(B, "Mountain", 4)
    s.hand(A, "Spell Blast")
    s.hand(B, "Hill Giant")
    s.start(active=B)
    s.cast(B, "Hill Giant")
    giant = s.state.stack[-1].obj
    s.cast(A, "Spell Blast", x=4, targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert "Hill Giant" in s.graveyard_names(B)
