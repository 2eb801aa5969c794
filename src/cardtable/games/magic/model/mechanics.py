"""Keyword actions and keyword effects of issues 28/29 (h4-mechanics): learn (CR 701.48), which
Oracle sentences compile to, and exploit's sacrifice (702.110a), which the keyword expands to.
Handlers: :mod:`cardtable.games.magic.effects.mechanics`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import ANY, Filter


@dataclass(frozen=True, slots=True)
class Learn:
    """"Learn." (CR 701.48a): the player may reveal a Lesson card they own from outside the
    game and put it into their hand, or discard a card to draw a card, or do nothing. The
    engine holds no cards outside the game (a Commander game has no sideboard unless one is
    given, and a given EDH sideboard is used up before the game, CMD-3.2), so the choice is
    between discarding a card to draw a card and doing nothing."""

    KIND: ClassVar[str] = "learn"


@dataclass(frozen=True, slots=True)
class ExploitSacrifice:
    """Exploit's effect (CR 702.110a): "When this creature enters, you may sacrifice a
    creature." Sacrificing one makes this creature's "When ~ exploits a creature" abilities
    trigger (702.110b) — even when it sacrificed itself (they look back, 603.10a)."""

    KIND: ClassVar[str] = "exploit_sacrifice"


@dataclass(frozen=True, slots=True)
class ChampionExile:
    """Champion's first ability (CR 702.72a): "When this permanent enters, sacrifice it unless
    you exile another ``filter`` you control." The exiled card is linked to the champion
    (607.2a) for its second ability, "When this permanent leaves the battlefield, return the
    exiled card to the battlefield under its owner's control." (``ReturnExiled``)."""

    KIND: ClassVar[str] = "champion_exile"
    filter: Filter = ANY


@dataclass(frozen=True, slots=True)
class Unattach:
    """Reconfigure's second ability (CR 702.151a): "Unattach this permanent." — it stays on
    the battlefield, attached to nothing (and, with reconfigure, a creature again, 702.151b)."""

    KIND: ClassVar[str] = "unattach"
