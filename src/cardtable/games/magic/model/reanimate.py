"""Auras on cards in graveyards (CR 303.4, 303.4a, 303.4f): Animate Dead's "it loses "enchant
creature card in a graveyard" and gains "enchant creature put onto the battlefield with ~."
Return enchanted creature card to the battlefield under your control and attach ~ to it." and
"When ~ leaves the battlefield, that creature's controller sacrifices it." Frozen data like the
rest of the ability model (:mod:`.effects` lists them in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class ReanimateEnchanted:
    """The Aura (this ability's source, on the battlefield) swaps its enchant restriction for
    "enchant creature put onto the battlefield with ~", returns the card it enchants from a
    graveyard to the battlefield under its controller's control (``tapped``) and is attached
    to that creature (CR 303.4f, 613.1f)."""

    KIND: ClassVar[str] = "reanimate_enchanted"
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class SacrificeReanimated:
    """"that creature's controller sacrifices it": the creature the Aura (this ability's
    source, which left the battlefield) put onto the battlefield, if it is still there."""

    KIND: ClassVar[str] = "sacrifice_reanimated"
