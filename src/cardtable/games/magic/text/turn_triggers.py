"""The words of a delayed triggered ability that lasts for the rest of the turn (CR 603.7a;
:class:`cardtable.games.magic.model.TurnTrigger`): "Whenever EVENT this turn, EFFECT", "When
you cast your next SPELL this turn, EFFECT"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model import TurnTrigger
from cardtable.games.magic.text.reentry import ability_text
from cardtable.games.magic.text.words import RenderError

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context

_CAST_HEADS = ("Whenever you cast an ", "Whenever you cast a ")


def turn_trigger_text(effect: object, ctx: Context) -> str | None:
    """The inner ability rendered whole, " this turn" after its trigger (without the final
    period), or ``None`` for another effect."""
    if not isinstance(effect, TurnTrigger):
        return None
    inner = ability_text(effect.ability, ctx.card).removesuffix(".")
    head, comma, rest = inner.partition(", ")
    if not comma:
        raise RenderError("a trigger lasting this turn without an effect")
    if effect.once:
        cast = next((h for h in _CAST_HEADS if head.startswith(h)), None)
        if cast is None:
            raise RenderError("'your next' of an event other than a cast")
        head = "When you cast your next " + head.removeprefix(cast)
    return f"{head} this turn, {rest}"
