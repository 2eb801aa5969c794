"""One-shot effects of the effect-composition block of issues 28/29 that no earlier effect
carries: "put a land card from your hand onto the battlefield [tapped]" (CR 305.4: putting a
land onto the battlefield is not playing it). Frozen data like the rest of the ability model
(:mod:`cardtable.games.magic.model.effects` lists them in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from cardtable.games.magic.model.base import SELF, Ref

if TYPE_CHECKING:
    from cardtable.games.magic.model import Keyword


@dataclass(frozen=True, slots=True)
class GrantKeywordChoice:
    """"REF gains your choice of vigilance, lifelink, or haste until end of turn": the
    controller chooses one of ``keywords`` as the effect resolves (CR 608.2d) and the object
    gains it (layer 6, 613.1f) for ``duration``."""

    KIND: ClassVar[str] = "grant_keyword_choice"
    keywords: tuple[Keyword, ...]
    on: Ref = SELF
    duration: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class ExileIfDies:
    """"If a creature dealt damage this way / that creature would die this turn, exile it
    instead." (CR 614.1a, 608.2c): a replacement effect, for the rest of the turn, on the
    objects ``on`` names as it resolves (locked in, 611.2c): ``"damaged_creatures"`` /
    ``"damaged_permanents"`` (dealt damage by the effects before it) or a target."""

    KIND: ClassVar[str] = "exile_if_dies"
    on: Ref
    says_that: bool = True  # "If that creature …" rather than "If it …"
    # "If it would leave the battlefield, exile it instead of putting it anywhere else." (CR
    # 614.1a; h7-sta): any zone change, for as long as that object stays on the battlefield
    # (the unearth replacement's, keyword_casts.unearth_destination); ``words`` how the
    # object is named ("it", "that creature", "the creature")
    leaves: bool = False
    words: str = ""
