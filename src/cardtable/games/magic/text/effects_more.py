"""The words of issue 28's effect-verb sub-grammar (the "effects" helper): library actions
("Look at the top three cards of your library. Put one of them into your hand and the rest on
the bottom of your library in any order."). Called by :func:`~.phrases.effect_text` before its
own cases; ``None`` means "not one of these"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.base import Amount
from cardtable.games.magic.model.effects import DealDamage, PutOnLibrary, ReturnToHand, Untap
from cardtable.games.magic.model.effects_more import (
    ALL_OF_THEM,
    Bolster,
    ExchangeControl,
    FlipCoin,
    GrantChosenProtection,
    LookPut,
    RevealUntilPut,
    ShuffleGraveyard,
    Support,
)
from cardtable.games.magic.model.zone_verbs_9b import LOOK_NO_REST, REST_ON_TOP_ANY, REST_STAYS
from cardtable.games.magic.text.words import (
    RenderError,
    _equal_to,
    amount_clause,
    amount_value,
    amount_words,
    filter_phrase,
    for_each,
    number,
    with_article,
)
from cardtable.games.magic.text.zone_verbs import look_take_words
from cardtable.games.magic.text.zone_verbs_9 import look_head_words, owners_hands
from cardtable.games.magic.text.zone_verbs_9b import look_no_rest_words

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context

_REST_PLACES = {"bottom_any_order": "on the bottom of your library in any order",
                "bottom_random": "on the bottom of your library in a random order",
                "bottom": "on the bottom of your library",
                "graveyard": "into your graveyard",
                "hand": "into your hand",
                "top_any_order": "back on top of your library in any order",
                REST_ON_TOP_ANY: "on top of your library in any order"}  # h9b-EV1


def _look_put_text(e: LookPut, ctx: Context) -> str:
    verb = "reveal" if e.reveal else "look at"
    head = f"{verb} the top {number(e.count)} cards of your library. "
    if e.count_x is not None or e.head_then:  # issue 29 round 9, EV1 (text/zone_verbs_9.py)
        head = look_head_words(e, verb, ctx)
    if e.wording == "all_revealed" and e.take == ALL_OF_THEM:
        cards = filter_phrase(e.filter, many=True, zone="library")
        take = f"Put all {cards} revealed this way into your hand"
    elif e.wording in ("may_reveal", "may_put") and e.take == 1 and e.optional:
        card = with_article(filter_phrase(e.filter, zone="library"))
        take = (f"You may reveal {card} from among them and put it into your hand"
                if e.wording == "may_reveal" else
                f"You may put {card} from among them into your hand")
    elif e.wording == "any_number" and e.to == "graveyard" and e.optional:
        take = "Put any number of them into your graveyard"
    elif e.wording in ("of_them", "of_those") and e.take > 0 and not e.optional:
        them = "them" if e.wording == "of_them" else "those cards"
        take = f"{'put' if e.head_then else 'Put'} {number(e.take)} of {them} into your hand"
    elif e.wording == LOOK_NO_REST:  # h9b-EV1 (text/zone_verbs_9b.py)
        take = look_no_rest_words(e)
    elif (composed := look_take_words(e)) is not None:  # issue 29 (EV1, text/zone_verbs.py)
        take = composed
    else:
        raise RenderError(f"no words for the library action {e!r}")
    if e.rest == REST_STAYS:  # "Put one of them into your graveyard." (h9b-EV1)
        return f"{head}{look_no_rest_words(e)}"
    place = _REST_PLACES[e.rest]
    if e.rest_sentence:
        return f"{head}{take}. {'Then put' if e.rest_then else 'Put'} the rest {place}"
    return f"{head}{take} and {'the other' if e.rest_other else 'the rest'} {place}"


def _reveal_until_text(e: RevealUntilPut) -> str:
    card = with_article(filter_phrase(e.filter, zone="library"))
    to = "into your hand" if e.to == "hand" else "onto the battlefield"
    if e.rest_wording == "the_rest":
        rest = f"the rest {_REST_PLACES[e.rest]}"
    elif e.rest_wording == "all_other" and e.rest == "graveyard":
        rest = "all other cards revealed this way into your graveyard"
    elif e.rest_wording == "put_all_other":
        rest = f"put all other cards revealed this way {_REST_PLACES[e.rest]}"
    elif e.rest_wording == "exile_all_other" and e.rest == "exile":
        rest = "exile all other cards revealed this way"
    else:
        raise RenderError(f"no words for the reveal {e!r}")
    return (f"reveal cards from the top of your library until you reveal {card}. Put that card "
            f"{to} and {rest}")


def more_effect_text(effect: object, ctx: Context) -> str | None:
    """The clause for one effect of :mod:`cardtable.games.magic.model.effects_more`, or
    ``None``."""
    if isinstance(effect, LookPut) and effect.to in ("hand", "graveyard", "battlefield"):
        return _look_put_text(effect, ctx)
    if isinstance(effect, RevealUntilPut):
        return _reveal_until_text(effect)
    if isinstance(effect, ExchangeControl):  # CR 701.10b
        both = ctx.ref(effect.a) + (f" and {ctx.ref(effect.b)}" if effect.b else "")
        return f"exchange control of {both}"
    if isinstance(effect, ShuffleGraveyard):  # CR 701.20a
        if effect.who == "you":
            return "shuffle your graveyard into your library"
        return f"{ctx.ref(effect.who, subject=True)} shuffles their graveyard into their library"
    if isinstance(effect, GrantChosenProtection) and effect.duration == "end_of_turn":
        color = "the chosen color" if effect.chosen else "the color of your choice"
        if effect.filter is not None:
            return (f"{filter_phrase(effect.filter, many=True)} gain protection from {color} "
                    "until end of turn")
        return (f"{ctx.ref(effect.on, subject=True)} gains protection from {color} until end "
                "of turn")
    if isinstance(effect, Support) and effect.on.startswith("target:"):  # CR 701.35a
        index = int(effect.on.split(":")[1])
        ctx.named.add(index)  # its targets are said by the keyword action
        return f"support {ctx.targets[index].count}"
    if isinstance(effect, FlipCoin):  # CR 705.1
        return "flip a coin"
    if isinstance(effect, Bolster):  # CR 701.33a
        return f"bolster {amount_value(effect.amount)}" + for_each(effect.amount, ctx) + \
            amount_clause(effect.amount, ctx)
    if isinstance(effect, PutOnLibrary) and not (effect.shuffle or effect.bottom) and \
            effect.what.startswith("target:"):
        spec = ctx.targets[int(effect.what.split(":")[1])]
        if spec.what == "card" and spec.zone == "graveyard" and spec.filter.owner == "you":
            return f"put {ctx.ref(effect.what)} on top of your library"  # Academy Ruins
    if isinstance(effect, Untap) and not effect.what and effect.filter is not None and \
            effect.filter.controller != "ref":  # "Untap all creatures you control."
        return f"untap all {filter_phrase(effect.filter, many=True, joiner='and')}"
    if isinstance(effect, ReturnToHand) and effect.what.startswith("target:") and \
            effect.filter is None:
        spec = ctx.targets[int(effect.what.split(":")[1])]
        if spec.count > 1 or spec.count_x:  # "Return up to two target creatures to …"
            return f"return {ctx.ref(effect.what)} to their {owners_hands(effect.wording)}"
    if isinstance(effect, DealDamage) and effect.continued and effect.filter is None and \
            not (effect.divided or effect.evenly):
        # "… and 3 damage to you", "… and 1 damage to itself" (after "~ deals N damage to R")
        to = "itself" if effect.to == effect.source == "self" else ctx.ref(effect.to)
        return f"{amount_value(effect.amount)} damage to {to}"
    if isinstance(effect, DealDamage) and effect.amount == Amount(kind="power", ref=effect.source) \
            and (effect.source == "self" or effect.source.startswith("target:")) and \
            effect.filter is None and not (effect.divided or effect.evenly or effect.continued):
        # "Target creature you control deals damage equal to its power to target creature you
        # don't control"; "~ deals damage equal to its power to any target"
        source = ctx.ref(effect.source, subject=True)
        return f"{source} deals damage equal to its power to {ctx.ref(effect.to)}"
    if isinstance(effect, DealDamage) and effect.to == effect.source == "self" and \
            not (effect.divided or effect.evenly) and effect.filter is None:
        # "~ deals 2 damage to itself" (Goblin Bangchuckers)
        return (f"{ctx.ref(effect.source)} deals {amount_value(effect.amount)} damage to itself"
                + for_each(effect.amount, ctx) + amount_clause(effect.amount, ctx))
    if isinstance(effect, DealDamage) and effect.filter is not None and \
            effect.to == "each_filter" and not (effect.divided or effect.evenly):
        # "~ deals 1 damage to each creature without flying" (CR 120.1)
        joiner = "and each" if effect.filter.says_each_type else "or"  # EV2 eighth wave
        return (f"{ctx.ref(effect.source)} deals {amount_value(effect.amount)} damage to each "
                f"{filter_phrase(effect.filter, each=True, joiner=joiner)}"
                + for_each(effect.amount, ctx) + amount_clause(effect.amount, ctx))
    if isinstance(effect, DealDamage) and _equal_to(effect.amount) and \
            not (effect.divided or effect.evenly) and effect.filter is None:
        # "~ deals damage to target creature equal to the number of lands you control"
        to = ctx.ref(effect.to)
        return (f"{ctx.ref(effect.source)} deals damage to {to} equal to "
                f"{amount_words(effect.amount, ctx)}")  # type: ignore[arg-type]
    return None
