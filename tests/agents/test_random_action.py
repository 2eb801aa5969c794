"""The random agent answers only what a decision offers (the game refuses anything else,
CR 730.1): a yes/no that offers one answer gets that answer."""

from __future__ import annotations

import random

from cardtable.agents.base import random_action
from cardtable.core.decision import Decision, DecisionKind


def test_a_yes_no_offering_only_no_is_answered_no() -> None:
    """A kicker the player cannot pay is offered as (False,) (CR 702.33, 601.2f): over many
    seeds the random answer is always False; with (True, False) both answers come."""
    only_no = Decision(0, DecisionKind.YES_NO, "pay the kicker?", (False,))
    assert {random_action(only_no, random.Random(seed)) for seed in range(50)} == {False}
    both = Decision(0, DecisionKind.YES_NO, "pay the kicker?", (True, False))
    assert {random_action(both, random.Random(seed)) for seed in range(50)} == {True, False}
