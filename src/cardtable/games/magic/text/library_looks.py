"""The words of :mod:`cardtable.games.magic.model.library_looks` (issues 28/29, the "library"
helper): "look at target player's hand", "look at the top card of target player's library",
"put that card into their graveyard", the kinship look. Called by
:func:`~.phrases.effect_text` before its own cases; ``None`` means "not one of these"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.base import Amount
from cardtable.games.magic.model.effects import (
    Discard,
    DrawCards,
    GainLife,
    LoseLife,
    PutOnLibrary,
)
from cardtable.games.magic.model.library import ShuffleIntoLibrary
from cardtable.games.magic.model.library_looks import (
    LookAt,
    LookTopKinship,
    PutFromHandOnBottom,
    PutFromHandOntoBattlefield,
    PutLooked,
    RevealFromHand,
)
from cardtable.games.magic.model.staples import PutFromHandOnTop
from cardtable.games.magic.text.words import _cards, filter_phrase, number, with_article

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context


def _whose(ref: str, ctx: Context) -> str:
    """"your", "target player's", "that player's", "defending player's"."""
    return "your" if ref == "you" else ctx.ref(ref) + "'s"


def _top(count: int | Amount) -> str:
    if count == 1:
        return "the top card"
    if isinstance(count, Amount):
        return "the top X cards"
    return f"the top {number(count)} cards"


def look_effect_text(effect: object, ctx: Context) -> str | None:
    """The clause of one of these effects, without the final period."""
    if isinstance(effect, LookAt):  # CR 701.16e
        if effect.zone == "hand":
            return f"look at {_whose(effect.whose, ctx)} hand"
        return f"look at {_top(effect.count)} of {_whose(effect.whose, ctx)} library"
    if isinstance(effect, PutLooked):
        card = "it" if effect.wording == "it" else "that card"
        if effect.to == "exile":
            return f"exile {card}"
        if effect.to == "bottom":
            return f"put {card} on the bottom of {effect.owner_word} library"
        if effect.to == "battlefield":
            return f"put {card} onto the battlefield" + (" tapped" if effect.tapped else "")
        if effect.to == "hand":
            return f"put {card} into your hand"
        return f"put {card} into {effect.owner_word} graveyard"
    if isinstance(effect, LookTopKinship):  # Lorwyn's kinship
        return ("look at the top card of your library. If it shares a creature type with "
                "~, you may reveal it")
    if isinstance(effect, (PutFromHandOnTop, PutFromHandOnBottom)) and \
            isinstance(effect.amount, int) and (
                isinstance(effect, PutFromHandOnBottom) or effect.amount == 1):
        where = "on top of" if isinstance(effect, PutFromHandOnTop) else "on the bottom of"
        if effect.who == "you":
            return f"put {_cards(effect.amount)} from your hand {where} your library"
        return (f"{ctx.ref(effect.who, subject=True)} puts {_cards(effect.amount)} from their "
                f"hand {where} their library")
    if isinstance(effect, PutFromHandOntoBattlefield):
        card = with_article(filter_phrase(effect.filter, zone="hand"))
        tapped = " tapped" if effect.tapped else ""
        if effect.who == "you" and not effect.optional:
            return f"put {card} from your hand onto the battlefield{tapped}"
        if effect.optional:
            return (f"{ctx.ref(effect.who, subject=True)} may put {card} from their hand onto "
                    f"the battlefield{tapped}")
    if isinstance(effect, Discard) and effect.all_cards and effect.who == "you" and \
            not effect.random:
        return "discard all the cards in your hand"
    if isinstance(effect, DrawCards) and isinstance(effect.amount, Amount) and \
            effect.amount.kind == "discarded_this_way" and effect.amount.wording == "that_many":
        if effect.who == "you":
            return "draw that many cards"
        return f"{ctx.ref(effect.who, subject=True)} draws that many cards"
    if isinstance(effect, (LoseLife, GainLife)) and effect.who == "you" and \
            isinstance(effect.amount, Amount) and effect.amount.kind == "mana_value" and \
            effect.amount.ref.startswith("revealed"):  # Dark Confidant (CR 608.2h)
        verb = "lose" if isinstance(effect, LoseLife) else "gain"
        whose = {"revealed": "its", "revealed:that_card": "that card's",
                 "revealed:the_card": "the card's"}[effect.amount.ref]
        return f"you {verb} life equal to {whose} mana value"
    if isinstance(effect, RevealFromHand):  # CR 701.16a
        cards = filter_phrase(effect.filter, many=True, zone="hand")
        return f"reveal any number of {cards} in your hand"
    if isinstance(effect, PutOnLibrary) and effect.bottom and not effect.shuffle and \
            effect.what.startswith("target:"):  # Conjurer's Bauble (CR 401.1)
        spec = ctx.targets[int(effect.what.split(":")[1])]
        if spec.what == "card" and spec.zone == "graveyard" and spec.filter.owner == "you":
            return f"put {ctx.ref(effect.what)} on the bottom of your library"
    if isinstance(effect, ShuffleIntoLibrary) and effect.who == "you" and \
            effect.what.startswith("target:"):  # Piper's Melody (CR 701.20a)
        spec = ctx.targets[int(effect.what.split(":")[1])]
        if spec.what == "card" and spec.zone == "graveyard" and spec.filter.owner == "you" \
                and spec.owner_target is None:
            return f"shuffle {ctx.ref(effect.what)} into your library"
    return None
