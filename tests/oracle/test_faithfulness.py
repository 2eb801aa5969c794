"""The faithfulness audit (issue 26): for supported cards, a generated scenario checks that
what the compiled ability does on the board is what its effect kinds say (zones, counters,
life, damage, P/T, abilities, mana, tokens, tapped status, control) — not only that the
rendering round-trips. See :mod:`tests.oracle.faithfulness`.

The normal suite audits a seeded sample of the supported cards of the every-15th-card pool
and reports the shares; ``--oracle-all`` audits every supported card of the file. The classes
of fault the audit found have their own scenario tests below.
"""

from __future__ import annotations

import random

import pytest

from cardtable.games.magic.oracle.builder_base import _singular
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real
from tests.oracle.faithfulness import EXPECT, audit, audit_card
from tests.oracle.test_generated_games import supported_cards

SAMPLE = 160
KNOWN_UNFAITHFUL = {
    # "where X is that creature's power" compiled to the power of a sacrificed creature
    # (Amount ref 'sacrificed:that') instead of the target's: an anaphora fault (issue 26
    # item 3, "that many"/"it" binding), owned by the anaphora work, listed here until fixed
    "Nantuko Mentor",
    # a split card (both halves instants) that the audit takes for a permanent spell and
    # checks "onto the battlefield" (CR 608.3) — a fault of the audit's reading of split cards
    # (the card itself casts and resolves), found when newly supported cards shifted the
    # seeded sample (issue 28, statics); already so on main
    "Integrity // Intervention",
    # "Exchange control of two target lands." (h4-mechanics: readable since its "Splice onto
    # Arcane" line is): on the generated board only the caster has lands, so any two targets
    # share a controller and the exchange rightly changes nothing (CR 701.10) — a limit of the
    # audit's board, not of the card (Switcheroo, over creatures on both sides, passes)
    "Shifting Borders",
    # cipher cards (h8-kw) whose checkable effect the generated board can't show: Stolen
    # Identity's only creature target there is legendary, so the legend rule (704.5j) takes the
    # token copy back; Whispering Madness's players hold no cards, so "discards their hand,
    # then draws that many" draws none — limits of the board, not of the cards, both played in
    # tests/oracle/test_keyword_mechanics_8.py (test_cr_702_99a_…)
    "Stolen Identity",
    "Whispering Madness",
}


def test_the_audit_of_a_sample_of_supported_cards_finds_no_unexplained_fault(
        oracle_all: bool) -> None:
    """Every audited card either passes its behavioural check, has nothing checkable on the
    board (a permanent spell checked to resolve onto the battlefield, CR 608.3; shields,
    searches, conditions), or is a listed known fault; and most cards with a checkable effect
    pass."""
    cards = supported_cards(oracle_all)
    names = sorted(cards)
    if not oracle_all:
        names = sorted(random.Random(2026).sample(names, min(SAMPLE, len(names))))
    report = audit(cards, names)
    print("\n" + report.summary())
    faults = {v.name: v.detail for v in report.verdicts
              if v.verdict == "fail" and v.name not in KNOWN_UNFAITHFUL}
    assert faults == {}
    assert report.count("pass") >= 0.25 * len(names)
    vacuous = [v.name for v in report.verdicts if v.verdict == "vacuous"]
    assert len(vacuous) <= 0.05 * len(names), vacuous


def test_each_expected_change_is_a_real_check() -> None:
    """The expectations are not vacuous: an unchanged board fails each of them."""
    s = game("Flashfires")
    s.lands(A, "Plains", 2)
    s.start()
    from tests.oracle.faithfulness import snapshot

    same = snapshot(s.game)
    assert not [k for k, check in EXPECT.items() if check(same, same)]


def test_cr_205_3i_plains_is_its_own_plural_destroy_all_plains() -> None:
    """CR 205.3i: "Plains" is a land type, singular and plural alike. Flashfires ("Destroy
    all Plains.") compiled "Plains" to the subtype "Plain", matched nothing and destroyed
    nothing (found by the audit); now every Plains is destroyed and nothing else is."""
    assert _singular("Plains") == "Plains" and _singular("Islands") == "Island"
    s = game("Flashfires")
    s.lands(A, "Mountain", 4)
    s.lands(B, "Plains", 3)
    s.lands(A, "Plains", 1)
    s.hand(A, "Flashfires")
    s.start()
    s.cast(A, "Flashfires")
    s.resolve()
    assert not s.ids("Plains", "battlefield")
    assert len(s.ids("Mountain", "battlefield")) == 4


def test_cr_205_3i_for_each_plains_you_control() -> None:
    """The same class: Landbind Ritual gains 2 life for each Plains its caster controls."""
    s = game("Landbind Ritual")
    s.lands(A, "Plains", 5)
    s.lands(B, "Plains", 2)
    s.hand(A, "Landbind Ritual")
    s.start()
    s.cast(A, "Landbind Ritual")
    s.resolve()
    assert s.life(A) == 20 + 2 * 5


def test_cr_608_2h_enchanted_creature_after_the_aura_is_sacrificed_as_a_cost() -> None:
    """CR 608.2h, 113.7a: "Sacrifice Phantom Wings: Return enchanted creature to its owner's
    hand." The Aura is gone when the ability resolves; "enchanted creature" is the creature
    it was attached to as it last existed (found by the audit: nothing was returned)."""
    s = game("Phantom Wings")
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Phantom Wings", attached_to=bears)
    s.start()
    s.activate(A, "Phantom Wings", 2)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"
    assert s.zone_of("Phantom Wings") == "graveyard"


@pytest.mark.parametrize("name", ["Phantom Wings", "Flashfires", "Landbind Ritual"])
def test_the_audit_passes_the_fixed_cards(name: str) -> None:
    verdict = audit_card(name, real(name))
    assert verdict.verdict in ("pass", "resolved"), verdict
    if name != "Landbind Ritual":
        assert verdict.verdict == "pass", verdict
