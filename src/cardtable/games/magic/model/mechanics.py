"""Keyword actions of issues 28/29 (h4-mechanics) that Oracle sentences compile to: learn
(CR 701.48). Handlers: :mod:`cardtable.games.magic.effects.mechanics`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class Learn:
    """"Learn." (CR 701.48a): the player may reveal a Lesson card they own from outside the
    game and put it into their hand, or discard a card to draw a card, or do nothing. The
    engine holds no cards outside the game (a Commander game has no sideboard unless one is
    given, and a given EDH sideboard is used up before the game, CMD-3.2), so the choice is
    between discarding a card to draw a card and doing nothing."""

    KIND: ClassVar[str] = "learn"
