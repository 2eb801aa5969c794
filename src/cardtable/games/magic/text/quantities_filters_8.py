"""The words of the quantities and filters of issue 29 (helper h8-qf;
``oracle/quantities_filters_8.py``): "add an amount of {G} equal to …" (CR 106.1), doubling
counters (701.9e) and every card of a kind returned from graveyards (608.2c). Called by
:func:`cardtable.games.magic.text.phrases.effect_text`; ``None`` for any other effect."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model import Amount
from cardtable.games.magic.model.effects import AddMana, Effect, LoseLife, Mill
from cardtable.games.magic.model.quantities_filters_8 import (
    EACH_KIND,
    ChooseTargets,
    DoubleCounters,
    ReturnAllFromGraveyards,
    ReturnLinkedExiled,
)
from cardtable.games.magic.text.words import (
    SELF_NAME,
    RenderError,
    _player_action,
    amount_words,
    filter_phrase,
)

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext


def quantities_filters_8_text(effect: Effect, ctx: RenderContext) -> str | None:
    """``effect`` in words if it is one of this block's; None otherwise."""
    if isinstance(effect, AddMana) and not effect.choices and \
            isinstance(effect.amount, Amount) and effect.amount.wording == "equal_to":
        return f"add an amount of {effect.mana} equal to {amount_words(effect.amount, ctx)}"
    if isinstance(effect, ChooseTargets):  # CR 601.2c
        return "choose " + " and ".join(ctx.ref(ref) for ref in effect.chosen)
    if isinstance(effect, DoubleCounters):
        if effect.filter is not None:
            on = "each " + filter_phrase(effect.filter, each=True)
        else:
            on = ctx.ref(effect.on)
        if effect.counter == EACH_KIND:
            return f"double the number of each kind of counter on {on}"
        return f"double the number of {effect.counter} counters on {on}"
    if isinstance(effect, ReturnAllFromGraveyards):
        return _return_all_text(effect)
    if isinstance(effect, ReturnLinkedExiled):
        return _linked_text(effect)
    if isinstance(effect, Mill) and isinstance(effect.amount, Amount) and effect.amount.half \
            and effect.amount.kind == "library_size" and effect.amount.ref == effect.who:
        # "Target player mills half their library, rounded down" (CR 107.1a)
        return _player_action(ctx, effect.who, "mill",
                              f"half their library, rounded {effect.amount.half}", "mill")
    if isinstance(effect, LoseLife) and effect.who == "you" and \
            effect.amount == Amount(kind="half_life_up", ref="you"):
        return "you lose half your life, rounded up"  # CR 107.1a
    return None


def _return_all_text(effect: ReturnAllFromGraveyards) -> str:
    cards = filter_phrase(effect.filter, many=True, zone="graveyard")
    source = "your graveyard" if effect.whose == "you" else "all graveyards"
    tapped = " tapped" if effect.tapped else ""
    if effect.verb == "put" and effect.to == "battlefield" and effect.under == "you":
        return f"put all {cards} from {source} onto the battlefield{tapped} under your control"
    if effect.verb != "return" or effect.under != "owner":
        raise RenderError("no words for this return of every card from graveyards")
    if effect.whose == "you":
        to = "your hand" if effect.to == "hand" else f"the battlefield{tapped}"
    elif effect.to == "hand":
        to = "their owners' hands"
    else:
        to = f"the battlefield{tapped} under their owners' control"
    return f"return all {cards} from {source} to {to}"


def _linked_text(effect: ReturnLinkedExiled) -> str:
    """"return all cards exiled with ~ to the battlefield under their owners' control" and
    the other wordings of :class:`ReturnLinkedExiled` (CR 607.2a)."""
    on = "it" if effect.says_it else SELF_NAME
    if effect.each:
        cards = "each " + filter_phrase(effect.filter, zone="exile")
    else:
        cards = "all " + filter_phrase(effect.filter, many=True, zone="exile")
    head = f"{effect.verb} {cards} exiled with {on}"
    if effect.verb == "put" and effect.to == "hand":
        return f"{head} into their owners' hands"
    if effect.verb == "put" and effect.under == "you":
        return f"{head} onto the battlefield" + (" under your control" if effect.says_under
                                                  else "")
    if effect.verb != "return":
        raise RenderError("no words for this put of the exiled cards")
    if effect.to == "hand":
        hands = "hands" if effect.owners == "their owners'" else "hand"
        return f"{head} to {effect.owners} {hands}"
    under = "your" if effect.under == "you" else effect.owners
    return f"{head} to the battlefield under {under} control"
