"""The words of the keyword actions of issues 28/29 (h4-mechanics; model:
:mod:`cardtable.games.magic.model.mechanics`) for the render-back."""

from __future__ import annotations

from cardtable.games.magic.model.mechanics import Learn


def mechanics_effect_text(effect: object) -> str | None:
    """The clause of one of these keyword actions, without the final period."""
    if isinstance(effect, Learn):  # CR 701.48a
        return "learn"
    return None
