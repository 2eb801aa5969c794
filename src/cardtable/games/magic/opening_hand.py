"""Opening-hand actions (CR 103.6): once the mulligans are done, starting with the starting
player and going on in turn order, each player may put onto the battlefield each card of their
opening hand that says "If ~ is in your opening hand, you may begin the game with it on the
battlefield." (the Leylines, CR 103.6a); then the first turn begins (CR 103.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic import turn
from cardtable.games.magic.frames import OpeningHandFrame
from cardtable.games.magic.model import CardDef, StaticAbility
from cardtable.games.magic.objects import BATTLEFIELD, HAND
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

BEGIN_ON_BATTLEFIELD = "begin_on_battlefield"
"""The rule of a static ability that works from the opening hand (a hand-zone static)."""


def begins_on_battlefield(card: CardDef) -> bool:
    """Whether ``card`` says it may begin the game on the battlefield (CR 103.6a)."""
    return any(isinstance(a, StaticAbility) and a.zone == HAND
               and any(e.rule == BEGIN_ON_BATTLEFIELD for e in a.effects)
               for a in card.abilities)


def begin_game(game: GameServices) -> None:
    """After the opening hands: the opening-hand actions if any card offers one, else the first
    turn at once (the game loop begins it once the actions are done)."""
    state = game.state
    count = len(state.players)
    order = [(state.starting_player + i) % count for i in range(count)]
    cards = tuple(oid for player in order for oid in state.zone(player, HAND)
                  if begins_on_battlefield(state.objects[oid].card))
    if cards:
        game.work.push(OpeningHandFrame(cards))
    else:
        turn.advance(game)


def decision(game: GameServices, frame: OpeningHandFrame) -> Decision | None:
    """The owner of the next card is asked; ``None`` (the frame popped) when none is left."""
    if not frame.cards:
        game.work.pop()
        return None
    obj = game.state.objects[frame.cards[0]]
    return Decision(obj.owner, DecisionKind.YES_NO,
                    f"begin the game with {obj.card.name} on the battlefield? (CR 103.6a)",
                    (True, False), tag=Tag.OPENING_HAND)


def answer(game: GameServices, frame: OpeningHandFrame, action: Any) -> None:
    oid, rest = frame.cards[0], frame.cards[1:]
    game.work.replace_top(OpeningHandFrame(rest))
    obj = game.state.objects[oid]
    if action and obj.zone == HAND:
        game.move(obj, BATTLEFIELD, cause="opening hand")
