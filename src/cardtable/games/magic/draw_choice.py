""""If you would draw a card, … instead" as a decision point (CR 121.6, 614.1a, 614.11, 616.1):
a draw that a replacement effect could replace is made one card at a time, and before each one
the player who would draw chooses which replacement applies, or (when every one that applies is
optional) to draw. Issue 29 (h8-kw).

The replacements are registered here, each a :class:`WouldDraw`: the objects whose replacement
applies to a player's next draw (``options``), whether the player may also just draw
(``optional``), and what happens instead (``apply``). Dredge (CR 702.52a) is the first: "As long
as you have at least N cards in your library, if you would draw a card, you may mill N cards
instead. If you do, return this card from your graveyard to your hand." — its objects are the
cards with dredge in the player's graveyard. Another "would draw" replacement (a static ability
on the battlefield, "If you would draw a card, exile the top card of your library instead")
registers its own :class:`WouldDraw` with :func:`register` and is offered by every draw that
goes through here.

Two ways in: :func:`draw_step_draw` for the draw step's turn-based draw (504.1; a
:class:`DrawChoiceFrame` waits on the question), and :func:`draws` for an effect handler
(``DrawCards``): it asks through the resolution's ``Ask`` and keeps its progress in the
resolution's memo, so each question resumes where the draws stopped. A draw that no replacement
could replace is made at once as before (``game.draw``). Not offered yet (drawn at once): draws
outside a resolving spell or ability's own instructions (a mana ability's, a prevention
rider's, one inside "for each player"), and the draws other verbs make through ``game.draw``
(connive, the monarch's end-step draw, "draw a card for each …" handlers of their own).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.workstack import Frame
from cardtable.games.magic.context import Ask
from cardtable.games.magic.objects import GRAVEYARD, HAND, LIBRARY
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    from cardtable.games.magic.context import Context
    from cardtable.games.magic.ports import GameServices

#: the answer that makes the draw itself (no replacement applied)
DRAW = "draw"


@dataclass(frozen=True, slots=True)
class WouldDraw:
    """One kind of "if you would draw a card, … instead" replacement."""

    name: str
    options: Callable[[GameServices, int], tuple[int, ...]]
    apply: Callable[[GameServices, int, int], None]
    optional: bool = True


@dataclass(frozen=True, slots=True)
class DrawChoiceFrame(Frame):
    """The draw step's draw (CR 504.1) waiting on which replacement applies (616.1)."""

    player: int
    count: int


def dredge_amount(game: GameServices, oid: int) -> int:
    """N of the first "Dredge N" of the card ``oid`` (0 without dredge)."""
    card = game.state.objects[oid].card
    return next((int(k.amount or 0) for k in card.keywords if k.name == "dredge"), 0)


def _dredge_options(game: GameServices, player: int) -> tuple[int, ...]:
    """702.52a–b: each card with dredge N in the player's graveyard, while the library holds at
    least N cards."""
    state = game.state
    library = len(state.zone(player, LIBRARY))
    return tuple(oid for oid in state.zone(player, GRAVEYARD)
                 if 0 < dredge_amount(game, oid) <= library)


def _dredge(game: GameServices, player: int, oid: int) -> None:
    """702.52a: mill N cards instead; if you do, return the card to your hand."""
    state = game.state
    n = dredge_amount(game, oid)
    milled = list(state.zone(player, LIBRARY)[:n])
    game.log("dredge", player, name=state.objects[oid].card.name, id=oid, count=n)
    game.move_batch(milled, GRAVEYARD, cause="mill")  # 701.13a
    if len(milled) == n and oid in state.objects and state.objects[oid].zone == GRAVEYARD:
        game.move(state.objects[oid], HAND, cause="dredge")


DREDGE = WouldDraw("dredge", _dredge_options, _dredge)

_REPLACEMENTS: list[WouldDraw] = [DREDGE]


def register(replacement: WouldDraw) -> None:
    """Add a kind of "would draw" replacement (once per name)."""
    if all(r.name != replacement.name for r in _REPLACEMENTS):
        _REPLACEMENTS.append(replacement)


def choices(game: GameServices, player: int) -> tuple[Any, ...]:
    """What ``player`` chooses from before drawing a card: :data:`DRAW` (unless a mandatory
    replacement applies, 616.1) and the object of each replacement that applies; ``()`` when
    nothing could replace the draw."""
    if game.state.players[player].left:
        return ()
    found: list[int] = []
    mandatory = False
    for replacement in _REPLACEMENTS:
        options = replacement.options(game, player)
        found.extend(o for o in options if o not in found)
        mandatory = mandatory or (bool(options) and not replacement.optional)
    if not found:
        return ()
    return tuple(found) if mandatory else (DRAW, *found)


def carry_out(game: GameServices, player: int, choice: Any) -> None:
    """One draw of ``player``: drawn, or replaced by the replacement of the object chosen."""
    if choice == DRAW:
        game.draw(player, 1)
        return
    for replacement in _REPLACEMENTS:
        if choice in replacement.options(game, player):
            replacement.apply(game, player, int(choice))
            return
    raise ValueError(f"no replacement of a draw applies for {choice!r}")


def _prompt(game: GameServices, options: tuple[Any, ...]) -> str:
    names = ", ".join(f"{o}={game.state.objects[o].card.name}" for o in options if o != DRAW)
    return ("you would draw a card: draw it, or replace the draw (CR 616.1; dredge 702.52a): "
            + names)


def decision(game: GameServices, frame: DrawChoiceFrame) -> Decision:
    options = choices(game, frame.player)
    return Decision(frame.player, DecisionKind.CHOOSE_ONE, _prompt(game, options),
                    list(options), tag=Tag.DRAW_REPLACEMENT)


def answer(game: GameServices, frame: DrawChoiceFrame, action: Any) -> None:
    game.work.pop()
    carry_out(game, frame.player, action)
    if frame.count > 1:
        draw_step_draw(game, frame.player, frame.count - 1)


def draw_step_draw(game: GameServices, player: int, count: int = 1) -> None:
    """The draw step's draw (504.1): at once, unless a replacement could replace it."""
    if not choices(game, player):
        game.draw(player, count)
        return
    game.work.push(DrawChoiceFrame(player, count))


def draws(ctx: Context, plan: list[tuple[int, int]], answers: tuple[Any, ...],
          key: str = "draws") -> Ask | None:
    """An effect's draws — ``count`` cards for each ``(player, count)`` in order — asking
    before each draw a replacement could replace. Resumable: ``ctx.memo`` keeps how many cards
    were drawn (or replaced) and how many answers were used."""
    game = ctx.game
    if ctx.item is None or ctx.that_player is not None:
        # no resolution to pause (a mana ability's effects, 605.3b; a prevention rider) or a
        # "for each player" round that reruns its effects: drawn at once, not offered
        for player, count in plan:
            game.draw(player, count)
        return None
    done = int(ctx.memo.get(key, 0))
    used = int(ctx.memo.get(key + ":answers", 0))
    left = list(answers[used:])
    position = 0
    for player, count in plan:
        if position + count <= done:
            position += count
            continue
        remaining = count - max(0, done - position)
        while remaining > 0:
            options = choices(game, player)
            if not options:
                game.draw(player, remaining)
                done += remaining
                remaining = 0
                break
            if not left:
                ctx.memo[key] = done
                ctx.memo[key + ":answers"] = used
                return Ask(player, DecisionKind.CHOOSE_ONE, _prompt(game, options), options,
                           tag=Tag.DRAW_REPLACEMENT)
            choice = left.pop(0)
            used += 1
            if choice not in options:
                raise ValueError(f"{choice!r} is not one of {options!r}")
            carry_out(game, player, choice)
            done += 1
            remaining -= 1
        position += count
    ctx.memo.pop(key, None)  # finished: a later draw instruction starts afresh
    ctx.memo.pop(key + ":answers", None)
    return None
