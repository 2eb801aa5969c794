"""Words for the conditions of ``oracle/trigger_events_more.py`` (``conditions_more.py``);
read by :func:`cardtable.games.magic.text.costs.condition_text`."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.text.words import (
    SELF_NAME,
    article,
    filter_phrase,
    number,
    with_article,
)

_MORE_HOLDERS = {"opponent": "an opponent", "defending": "defending player",
                 "that_player": "that player"}


def event_condition_text(c: Condition) -> str | None:
    """The words of these conditions, or ``None`` for any other."""
    if c.kind == "graveyard_has" and c.negate and c.filter is None:
        return "there are no cards in your graveyard"
    if c.negate:
        return None
    if c.kind == "controls_more" and c.filter is not None:
        things = filter_phrase(replace(c.filter, controller="any"), many=True)
        if c.ref == "you_most":
            return f"you control more {things} than each other player"
        holder = _MORE_HOLDERS.get(c.ref)
        return f"{holder} controls more {things} than you" if holder else None
    if c.kind == "player_hand_empty":
        return ("that player" if c.ref == "that_player" else "an opponent") + \
            " has no cards in hand"
    if c.kind == "more_life_than_opponent":
        return "you have more life than an opponent"
    if c.kind == "attacked_power_at_least":
        return f"you attacked with creatures with total power {c.amount} or greater this combat"
    if c.kind == "graveyard_has" and c.filter is not None:
        card = filter_phrase(c.filter, zone="graveyard")
        return f"there is {with_article(card)} in your graveyard"
    if c.kind == "any_of" and len(c.all_of) == 2 and c.all_of[0].kind == "you_control" \
            and c.all_of[0].filter is not None:
        rest = event_condition_text(c.all_of[1])
        if rest is None:
            return None
        return f"you control {with_article(filter_phrase(c.all_of[0].filter))} or {rest}"
    n = c.amount if isinstance(c.amount, int) else 0
    if c.kind == "life_gained_at_least":
        return f"you gained {n} or more life this turn"  # Oracle writes the digits
    if c.kind == "drawn_at_least":
        return f"you've drawn {number(n)} or more cards this turn"
    if c.kind == "more_cards_in_hand":
        return "you have more cards in hand than each opponent"
    if c.kind == "ref_matches" and c.ref == "self" and c.filter is not None and \
            len(c.filter.types) == 1 and c.filter == Filter(types=c.filter.types):
        kind = c.filter.types[0].lower()
        return f"{SELF_NAME} is {article(kind)} {kind}"  # "if ~ is an enchantment"
    if c.kind == "left_battlefield_this_turn":
        return "a permanent you controlled left the battlefield this turn"
    if c.kind == "cast_from_hand":
        return "you cast it from your hand"
    return None
