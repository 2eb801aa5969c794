"""One-shot effects of Teferi's Protection (issues 10 and 16): phasing out (CR 702.26) and the
rules a resolved spell gives a player for a while — "your life total can't change" (CR 119.7,
119.8) and "you gain protection from everything" (702.16j). Frozen data like the rest of the
ability model (:mod:`cardtable.games.magic.model.effects` lists them in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import YOU, Filter, Ref

# the player rules PlayerShield may give (player_protection.py reads them)
SHIELD_RULES = ("life_cant_change", "protection_everything")


@dataclass(frozen=True, slots=True)
class PhaseOut:
    """"REF phases out" / "All FILTER phase out" (CR 702.26b): the permanents are treated as
    though they don't exist until they phase in during their controller's untap step (502.1);
    attached Auras and Equipment phase out with them, indirectly (702.26g)."""

    KIND: ClassVar[str] = "phase_out"
    what: Ref = ""
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)
class PlayerShield:
    """"Until your next turn, your life total can't change and you gain protection from
    everything." (Teferi's Protection): rules for the player ``who`` from a resolved spell
    (611.2a), each of :data:`SHIELD_RULES`, for ``duration`` (``"until_your_next_turn"``)."""

    KIND: ClassVar[str] = "player_shield"
    rules: tuple[str, ...] = ()
    who: Ref = YOU
    duration: str = "until_your_next_turn"
