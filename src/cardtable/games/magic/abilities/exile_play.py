"""Effects that exile cards a player may then play (the engine room is
:mod:`cardtable.games.magic.play_from_exile`): impulse draw — "Exile the top card of your
library. Until end of turn, you may play that card." (CR 406.3, 601.2, 305.2, 514.2) — each a
frozen dataclass of the ability model with its handler (merged into the interpreter's table as
``EXILE_PLAY_HANDLERS``) and its words (:func:`exile_play_text`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from cardtable.games.magic.abilities.context import Context

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


@dataclass(frozen=True, slots=True)
class ImpulseExile:
    """"Exile the top card of your library. Until end of turn, you may play that card."
    ``count`` cards ("the top two cards … those cards"); ``lands`` False for "cast" (spells
    only); ``wording`` ``"until"`` ("Until end of turn, you may play that card") or
    ``"this_turn"`` ("You may play that card this turn") — the same permission (514.2)."""

    KIND: ClassVar[str] = "impulse_exile"
    count: int = 1
    lands: bool = True
    wording: str = "until"


def exile_play_text(effect: object) -> str | None:
    """The words of these effects (without the final period), or ``None`` for another."""
    if not isinstance(effect, ImpulseExile):
        return None
    one = effect.count == 1
    top = "the top card" if one else f"the top {_WORDS[effect.count]} cards"
    verb = "play" if effect.lands else "cast"
    that = "that card" if one else "those cards"
    head = f"exile {top} of your library. "
    if effect.wording == "this_turn":
        return head + f"You may {verb} {that} this turn"
    return head + f"Until end of turn, you may {verb} {that}"


def _impulse(ctx: Context, e: ImpulseExile, _a: tuple[Any, ...]) -> None:
    """406.3: the cards are exiled face up; the controller may play them this turn only."""
    from cardtable.games.magic.objects import EXILE, LIBRARY
    from cardtable.games.magic.play_from_exile import PlayPermission, grant

    game = ctx.game
    state = game.state
    player = ctx.controller
    for oid in list(state.zone(player, LIBRARY)[:e.count]):
        new = game.move(state.objects[oid], EXILE, cause="exile")
        grant(game, PlayPermission(player, new.id, turn=state.turn, lands=e.lands))


EXILE_PLAY_HANDLERS: dict[type, Any] = {
    ImpulseExile: _impulse,
}
