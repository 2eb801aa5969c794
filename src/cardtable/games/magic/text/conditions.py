"""Words for the issue-28 statics block (:mod:`cardtable.games.magic.oracle.conditions_families`):
the new conditions, characteristic-defining abilities (CR 604.3), "This spell costs {N} less to
cast if …" (CR 601.2f) and "~ enters with … counters on it if …/for each …" (CR 614.1c).
Read by :func:`cardtable.games.magic.text.costs.condition_text` and
:mod:`cardtable.games.magic.text.render`; it imports only :mod:`.words`."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import CardDef, ReplacementAbility, StaticAbility
from cardtable.games.magic.model.base import Amount, Condition, Filter
from cardtable.games.magic.text.words import (
    SELF_NAME,
    Context,
    amount_words,
    filter_phrase,
    for_each_words,
    number,
    with_article,
)


def more_condition_text(c: Condition) -> str | None:
    """The words of the conditions this block added, or ``None`` for any other."""
    n = c.amount if isinstance(c.amount, int) else 0
    if c.kind == "cards_in_zone" and c.filter is None:
        if c.zone == "hand" and c.negate and n == 1 and not c.ref:
            return "you have no cards in hand"
        if c.negate:
            return None
        if c.zone == "hand" and not c.ref:
            return f"you have {number(n)} or more cards in hand"
        if c.zone == "graveyard" and not c.ref:
            return f"{number(n)} or more cards are in your graveyard"
        if c.zone == "graveyard" and c.ref == "opponent":
            return f"an opponent has {number(n)} or more cards in their graveyard"
        return None
    if c.kind == "cards_in_zone" and c.filter == Filter(types=("Instant", "Sorcery")) and (
            c.zone == "graveyard" and not c.ref and not c.negate):
        # spell mastery (issues 28/29, effect composition)
        return f"there are {number(n)} or more instant and/or sorcery cards in your graveyard"
    if c.kind == "your_turn" and c.negate:
        return "it's not your turn"
    if c.kind == "quantity_less_than" and not c.negate and c.quantity is not None:
        words = amount_words(c.quantity, Context(CardDef(name=SELF_NAME, type_line=""), ()))
        return f"{words} is less than {number(n)}"  # issue 29 (CR 700.5)
    if c.kind == "self_is" and not c.negate and c.state:
        return f"it's {c.state}" if c.ref == "it" else f"{SELF_NAME} is {c.state}"
    if c.kind == "attacked_this_turn" and not c.negate:
        return "you attacked this turn"
    if c.kind == "opponent_lost_life_this_turn" and not c.negate:
        return "an opponent lost life this turn"
    if c.kind == "gained_life_this_turn" and not c.negate:
        return "you gained life this turn"
    if c.kind == "graveyard_card_types" and not c.negate:
        return f"there are {number(n)} or more card types among cards in your graveyard"
    if c.kind == "opponent_controls" and not c.negate and n == 1 and c.filter is not None:
        return f"an opponent controls {with_article(filter_phrase(c.filter))}"
    if c.kind == "you_control" and c.negate and n == 1 and c.filter is not None:
        other = "other " if c.filter.other else ""
        return f"you control no {other}{filter_phrase(replace(c.filter, other=False), many=True)}"
    return None


def cda_text(ability: StaticAbility, card: CardDef) -> str | None:
    """"~'s power and toughness are each equal to …" (CR 604.3, layer 7a), or ``None``."""
    if len(ability.effects) != 1 or ability.condition is not None:
        return None
    e = ability.effects[0]
    if e.layer != "7a" or e.affected != "self":
        return None
    ctx = Context(card, ())
    if e.rule == "power" and isinstance(e.power, Amount):
        return f"{SELF_NAME}'s power is equal to {amount_words(e.power, ctx)}."
    if e.rule == "toughness" and isinstance(e.toughness, Amount):
        return f"{SELF_NAME}'s toughness is equal to {amount_words(e.toughness, ctx)}."
    if not e.rule and isinstance(e.power, Amount) and e.power == e.toughness:
        return (f"{SELF_NAME}'s power and toughness are each equal to "
                f"{amount_words(e.power, ctx)}.")
    if not e.rule and isinstance(e.power, Amount) and isinstance(e.toughness, Amount) and \
            e.toughness == replace(e.power, plus=e.power.plus + 1):  # Tarmogoyf (QF)
        return (f"{SELF_NAME}'s power is equal to {amount_words(e.power, ctx)} and its "
                "toughness is equal to that number plus 1.")
    return None


def cost_less_if_text(ability: StaticAbility, condition_words: str) -> str | None:
    """"This spell costs {N} less to cast if COND." (CR 601.2f), or ``None``."""
    if len(ability.effects) != 1 or ability.condition is None:
        return None
    e = ability.effects[0]
    if e.layer != "rules" or e.rule != "cost_reduction_self" or not isinstance(e.amount, int):
        return None
    return f"This spell costs {{{e.amount}}} less to cast if {condition_words}."


def counters_for_each_text(r: ReplacementAbility) -> str | None:
    """"~ enters with a +1/+1 counter on it for each …" (CR 614.1c), or ``None``."""
    n = r.amount
    if not (r.event == "enters" and r.action == "counters" and r.applies_to == "self"
            and isinstance(n, Amount) and n.wording == "for_each" and n.multiplier == 1
            and r.condition is None and n.kind not in ("kicks",)):
        return None
    words = for_each_words(n, Context(CardDef(name=SELF_NAME, type_line=""), ()))
    return f"{SELF_NAME} enters with a {r.counter} counter on it{words}."


def where_x_text(ability: StaticAbility, card: CardDef) -> str:
    """", where X is …" of a static's P/T change bound to a quantity (CR 613.4c), or ``""``."""
    for e in ability.effects:
        for value in (e.power, e.toughness):
            if isinstance(value, Amount) and not value.wording and value.kind != "x":
                scaled = replace(value, multiplier=abs(value.multiplier))  # "twice", no sign
                return ", where X is " + amount_words(scaled, Context(card, ()))
    return ""


def reveal_or_tapped_text(r: ReplacementAbility) -> str | None:
    """"As ~ enters, you may reveal a Giant card from your hand. If you don't, ~ enters
    tapped." (CR 614.12), or ``None``."""
    if r.event != "enters" or r.action != "tapped_unless_reveal" or r.filter is None:
        return None
    card = with_article(filter_phrase(r.filter, zone="hand"))
    return (f"As {SELF_NAME} enters, you may reveal {card} from your hand. If you don't, "
            f"{SELF_NAME} enters tapped.")
