"""A duration that leads its sentence: "Until your next turn, up to one target creature gets
-3/-0." (CR 611.2a/b; issue 29, round 9b). The effect keeps its own ``duration`` field; its
``duration_first`` flag is wording only, so its clause is the trailing form with the duration
moved to the front."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from cardtable.games.magic.model import Effect

NEXT_TURN = "until your next turn"


def lead_duration_text(effect: Effect, ctx: Any,
                       clause: Callable[[Effect, Any], str]) -> str | None:
    """"until your next turn, CLAUSE" for an effect whose duration leads, else ``None``;
    ``clause`` renders the effect with its duration trailing."""
    if not getattr(effect, "duration_first", False) or \
            getattr(effect, "duration", "") != "until_your_next_turn":
        return None
    trailing = clause(replace(effect, duration_first=False), ctx)  # type: ignore[arg-type]
    if not trailing.endswith(" " + NEXT_TURN):
        return None
    return f"{NEXT_TURN}, {trailing[:-len(NEXT_TURN) - 1]}"
