"""Effects that only the combat keywords of issues 28/29 stand for (CR 702): no Oracle sentence
compiles to them — the keyword's expansion (``keyword_abilities.expansion``) does. The handlers
are :mod:`cardtable.games.magic.effects.combat_keywords`. :class:`BlockIfAble` is also the
Oracle wording "… blocks it this combat if able"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import SELF, Ref


@dataclass(frozen=True, slots=True)
class IngestExile:
    """Ingest's trigger (702.115a): "Whenever this creature deals combat damage to a player,
    that player exiles the top card of their library." — ``who`` is that player."""

    KIND: ClassVar[str] = "ingest_exile"
    who: Ref = "triggering_player"


@dataclass(frozen=True, slots=True)
class BlockIfAble:
    """"<blocker> blocks <attacker> this combat if able" (CR 509.1c: a requirement on one
    blocker toward one attacker; provoke, 702.39a, and Avalanche Tusker's "target creature
    defending player controls blocks it this combat if able")."""

    KIND: ClassVar[str] = "block_if_able"
    blocker: Ref
    attacker: Ref = SELF
    # "this combat" (``end_of_combat``) or "this turn" (``end_of_turn``: "Target creature
    # blocks ~ this turn if able")
    duration: str = "end_of_combat"


@dataclass(frozen=True, slots=True)
class CantBlockIt:
    """"<blocker> can't block ~ this turn" (CR 509.1b: a restriction on one blocker toward one
    attacker, until end of turn)."""

    KIND: ClassVar[str] = "cant_block_it"
    blocker: Ref
    attacker: Ref = SELF
