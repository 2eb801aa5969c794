"""Parse tree → model values for "Activate only A and only B." after an activated ability's
effects (CR 602.5b): a timing window (:data:`~cardtable.games.magic.model.vocabulary.
ACTIVATE_WINDOWS`), "once each turn", and "if CONDITION", in any combination —
"Activate only as a sorcery and only if seven or more cards are in your graveyard.", "Activate
only during your upkeep and only if you control a Swamp.". Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.lands`.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, v_args

from cardtable.core.errors import CardTableError
from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import ACTIVATE_WINDOWS
from cardtable.games.magic.oracle.builder_base import BuilderMixin

_WINDOW_BY_WORDS = {words: name for name, words in ACTIVATE_WINDOWS.items()}


class RiderError(CardTableError, ValueError):
    """Two riders of one kind ("only as a sorcery and only during combat")."""


_TIMES = {"twice": 2, "three times": 3, "four times": 4}


@dataclass(frozen=True, slots=True)
class ActivationRider:
    """The restrictions "Activate only …" puts on an activated ability (CR 602.5b)."""

    condition: m.Condition | None = None
    timing: str = "instant"
    per_turn: int = 0
    any_player: bool = False  # "Any player may activate this ability[ but only …]." (EV2)
    cost_less: m.Amount | None = None  # "This ability costs {1} less to activate for each …"


@v_args(inline=True)
class ActivationRiders(BuilderMixin):
    def rider_window(self, words: Token) -> ActivationRider:
        return ActivationRider(timing=_WINDOW_BY_WORDS[str(words).lower()])

    def rider_once(self) -> ActivationRider:
        return ActivationRider(per_turn=1)

    def rider_if(self, condition: m.Condition) -> ActivationRider:
        return ActivationRider(condition=condition)

    def activate_no_more(self, times: Token) -> ActivationRider:
        """"Activate no more than twice each turn." (CR 602.5b)."""
        return ActivationRider(per_turn=_TIMES[str(times).lower()])

    def activate_only(self, *riders: ActivationRider) -> ActivationRider:
        """"Activate only A and only B …": one of each kind, joined."""
        timings = [r.timing for r in riders if r.timing != "instant"]
        conditions = [r.condition for r in riders if r.condition is not None]
        once = [r for r in riders if r.per_turn]
        if len(timings) > 1 or len(conditions) > 1 or len(once) > 1:
            raise RiderError("two 'Activate only' riders of one kind")
        return ActivationRider(condition=conditions[0] if conditions else None,
                               timing=timings[0] if timings else "instant",
                               per_turn=1 if once else 0)
