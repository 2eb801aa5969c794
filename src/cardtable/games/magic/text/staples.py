"""The words of issue 28's draw / library / mana / replacement / tax staples: the triggering
player's choice to pay ("that player may pay {2}. If the player doesn't, …", "… unless that
player pays {1}"), "each player discards their hand, then draws …", "put two cards from your
hand on top of your library in any order", "you may shuffle", the shock lands' "As ~ enters, you
may pay 2 life" and Hardened Scales' "that many plus one". Called by the render's joins
(:func:`~.render_join.effects_text`), :func:`~.render_phrases.effect_text` and
:func:`~.render.replacement_text` before their own cases; ``None`` means "not one of these"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model import CardDef, TriggeredAbility
from cardtable.games.magic.model.base import Condition, Cost
from cardtable.games.magic.model.effects import (
    Conditional,
    Discard,
    DrawCards,
    MayDo,
    Shuffle,
    Untap,
)
from cardtable.games.magic.model.reanimate import SacrificeReanimated
from cardtable.games.magic.model.staples import (
    ExileDiscarded,
    ExileTopFaceDownUntil,
    LookTopMayReveal,
    PutFromHandOnTop,
)
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.reentry import ability_text, effects_text
from cardtable.games.magic.text.spending import last_staples_clause, last_staples_text
from cardtable.games.magic.text.triggers import trigger_text
from cardtable.games.magic.text.unless import unless_clause
from cardtable.games.magic.text.words import (
    SELF_NAME,
    amount_value,
    filter_phrase,
    number,
    with_article,
)

if TYPE_CHECKING:
    from cardtable.games.magic.model import Effect, ReplacementAbility
    from cardtable.games.magic.text.words import Context

TRIGGERING = "triggering_player"
NOT_PAID = Condition("paid", negate=True)
_SUBJECTS = {"each_player": "each player", "each_opponent": "each opponent",
             "that_player": "that player", "triggering_player": "that player"}


def _payer_choice(effect: Effect) -> str | None:
    """The mana of "that player may pay {N}" (a choice of the triggering player, or of the
    controller of a target: "its controller"), or None."""
    if isinstance(effect, MayDo) and not effect.effects and (
            effect.who == TRIGGERING or effect.who.startswith("controller:target:")) and \
            effect.cost is not None and effect.cost == Cost(mana=effect.cost.mana) and \
            effect.cost.mana:
        return effect.cost.mana
    return None


def _payer_words(effect: Effect) -> str:
    return "that player" if isinstance(effect, MayDo) and effect.who == TRIGGERING \
        else "its controller"


def _unless_pair(items: Sequence[Effect], index: int) -> tuple[str, Conditional] | None:
    if index + 1 >= len(items):
        return None
    mana = _payer_choice(items[index])
    after = items[index + 1]
    if mana is None or not isinstance(after, Conditional) or after.condition != NOT_PAID or \
            after.otherwise or not after.effects:
        return None
    return mana, after


def staples_clause(items: Sequence[Effect], index: int, ctx: Context,
                   joins: Sequence[str]) -> tuple[str, int] | None:
    """``(clause, effects used)`` for a shape these staples print as one clause, else None."""
    rider = unless_clause(items, index, ctx)  # "EFFECT unless …" (text/unless.py, 118.12)
    if rider is not None:
        return rider
    last = last_staples_clause(items, index, ctx)  # the last staples (text/spending.py)
    if last is not None:
        return last
    effect = items[index]
    pair = _unless_pair(items, index)
    join = joins[index] if index < len(joins) else ""
    if pair is not None and join == "." and _payer_words(effect) == "that player":
        # "that player may pay {2}. If the player doesn't, you create a Treasure token."
        mana, after = pair
        rest = effects_text(after.effects, ctx, sentence=False)
        return f"that player may pay {mana}. If the player doesn't, you {rest}", 2
    if pair is not None:
        # "[you may] draw a card unless that player pays {1}" (CR 118.12)
        mana, after = pair
        inner: Sequence[Effect] = after.effects
        may = ""
        if len(inner) == 1 and isinstance(inner[0], MayDo) and inner[0].who == "you" and \
                inner[0].cost is None:
            may, inner = "you may ", inner[0].effects
        rest = effects_text(inner, ctx, sentence=False)
        return f"{may}{rest} unless {_payer_words(effect)} pays {mana}", 2
    if isinstance(effect, Discard) and effect.all_cards and effect.who in _SUBJECTS and \
            index + 1 < len(items) and join in ("then", "then_same"):
        after_draw = items[index + 1]
        if isinstance(after_draw, DrawCards) and after_draw.who == effect.who:
            # "Each player discards their hand, then draws seven cards." (CR 608.2c)
            n = after_draw.amount
            cards = "a card" if n == 1 else (
                f"{number(n)} cards" if isinstance(n, int) else f"{amount_value(n)} cards")
            if not isinstance(n, int) and n.kind == "greatest_discarded_this_way":
                cards = ("cards equal to the greatest number of cards a player discarded this "
                         "way")
            return f"{_SUBJECTS[effect.who]} discards their hand, then draws {cards}", 2
    if effect == MayDo(effects=(Shuffle(),)):
        return "you may shuffle", 1
    if isinstance(effect, Conditional) and effect.effects == (Untap(what="searched"),) and \
            not effect.otherwise and index > 0:
        # "Then if you control four or more lands, untap that land." (Fabled Passage)

        return f"then if {condition_text(effect.condition)}, untap that land", 1
    return None


def staples_lines(abilities: Sequence[object], index: int,
                  card: object) -> tuple[str, int] | None:
    """``(line, abilities used)`` for "Whenever a FILTER enters or attacks, …" (Kindred
    Discovery): the two triggered abilities, one per event (CR 603.2), printed as one line."""

    if index + 1 >= len(abilities) or not isinstance(card, CardDef):
        return None
    a, b = abilities[index], abilities[index + 1]
    if isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility) and \
            b.effects == (SacrificeReanimated(),):  # Animate Dead: one paragraph (303.4f)
        return f"{ability_text(a, card)} {ability_text(b, card)}", 2
    if not (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)):
        return None
    if not (a.trigger.event == "enters" and b.trigger.event == "attacks"
            and a.trigger.subject == b.trigger.subject == "filter"
            and a.trigger.filter is not None and a.trigger.filter == b.trigger.filter
            and a.trigger.filter.controller == "you" and replace(a, trigger=b.trigger) == b
            and a.intervening_if is None):
        return None
    text = ability_text(b, card)
    head = trigger_text(b.trigger, card)
    if not text.startswith(head):
        return None
    noun = with_article(filter_phrase(a.trigger.filter))
    return f"Whenever {noun} enters or attacks" + text[len(head):], 2


def staples_effect_text(effect: object, ctx: Context) -> str | None:
    """The clause for one effect of :mod:`.effects_staples`, or ``None``."""
    last = last_staples_text(effect, ctx)  # the last staples (text/spending.py)
    if last is not None:
        return last

    if isinstance(effect, ExileDiscarded):
        return "exile that card from your graveyard"
    if isinstance(effect, ExileTopFaceDownUntil):
        return ("exile the top card of your library face down. Put that card into your hand at "
                "the beginning of your next end step")
    if isinstance(effect, LookTopMayReveal) and effect.who == "you":

        card = with_article(filter_phrase(effect.filter, zone="library"))
        return (f"look at the top card of your library. If it's {card}, you may reveal it and "
                "put it into your hand")
    if isinstance(effect, PutFromHandOnTop) and effect.who == "you" and \
            isinstance(effect.amount, int) and effect.amount > 1:
        return (f"put {number(effect.amount)} cards from your hand on top of your library in "
                "any order")
    return None


def staples_replacement_text(r: ReplacementAbility) -> str | None:
    """The sentence of a replacement ability these staples print, or ``None``."""

    if r.event == "enters" and r.action == "tapped_unless_pay_life" and r.applies_to == "self":
        return (f"As {SELF_NAME} enters, you may pay {r.amount} life. If you don't, it enters "
                "tapped.")
    if r.event == "put_counters" and r.action == "add" and r.applies_to == "filter" and \
            r.counter and r.filter is not None and r.amount == 1:
        noun = with_article(filter_phrase(r.filter))
        return (f"If one or more {r.counter} counters would be put on {noun}, that many plus "
                f"one {r.counter} counters are put on it instead.")
    return None
