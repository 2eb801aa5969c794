"""Auto-pass: per-seat policies that answer trivial decisions (kernel v2, gap 7).

A policy is plain data. After every action the kernel offers each open decision to its seat's
policy; an answer it gives is applied like any other and recorded, marked ``auto``, so a replay
(which runs with no policies) applies exactly the same actions. What counts as trivial beyond
"one legal option" is the game's to say (:meth:`cardtable.core.game.Game.auto_answer`): Magic
passes priority for a seat that set no stop at this step.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class AutoPass:
    """A seat's auto-pass policy.

    ``only_option``: answer a decision that has exactly one legal option.
    ``stops``: game-defined tags (steps, decision tags) at which the seat wants to be asked even
    when the game could pass for it; the game reads them in ``auto_answer``.
    ``until``: a game-defined condition for "pass until …" (e.g. ``"end_of_turn"``,
    ``"my_turn"``, ``"stack_changes"``); ``None`` for none.
    """

    only_option: bool = True
    stops: frozenset[str] = frozenset()
    until: str | None = None


NO_AUTO_ANSWER = object()
"""What :meth:`Game.auto_answer` returns when a policy does not answer a decision."""
