"""The offer of an "unless" rider (CR 118.12): "EFFECT unless PLAYER pays COST" and "EFFECT
unless PLAYER ACTION" ("sacrifice ~ unless you discard a card", "that player loses 2 life unless
they pay {2}"). Frozen data like the rest of the ability model (:mod:`.effects` lists it in
``Effect``); ``effects/unless.py`` carries it out and ``text/unless.py`` prints it.

The rider compiles to two effects: the offer, then ``Conditional(Condition("paid",
negate=True), EFFECT)`` — the effect happens only if the offer was not taken. "EFFECT unless
CONDITION" needs no offer: it is ``Conditional(Condition("any_of", all_of=(CONDITION,),
negate=True), EFFECT)`` (not any of the one condition).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from cardtable.games.magic.model.base import YOU, Cost, Ref

if TYPE_CHECKING:
    from cardtable.games.magic.model.effects import Effect


@dataclass(frozen=True, slots=True)
class UnlessOffer:
    """``who`` may pay ``cost`` (mana, life or energy, paid as it resolves) or carry out
    ``actions`` (a sacrifice, discard or return of their own, 118.12); ``memo["paid"]`` says whether
    they did. A cost or action the player can't carry out in full is not offered (118.3).

    ``says`` is wording only: the printed subject ("you", "they", "that player"; empty when
    the action's own words name the player, "that player sacrifices a creature").

    With several players (``who`` ``"each_player"``: "unless any player pays {3}", "Any player
    may have ~ deal 5 damage to them"), each in turn order (APNAP, CR 101.4) may take the offer
    until one does; ``"that_player"`` in the actions is the one who does."""

    KIND: ClassVar[str] = "unless_offer"
    who: Ref = YOU
    cost: Cost | None = None
    actions: tuple[Effect, ...] = ()
    says: str = "you"
    # wording only: "" — "EFFECT unless PLAYER …"; "may" — "PLAYER may ACTION. If no one does
    # / If that player doesn't, EFFECT" (Browbeat, Risk Factor; CR 101.4 for "any player");
    # "then" — a sentence "Then EFFECT unless …" (Thirst for Knowledge)
    form: str = ""
