"""Words for EV2b's harm-verb pieces (issue 29): "~ deals 1 damage to each opponent and each
creature and planeswalker they control" — two damage effects printed as one sentence."""

from __future__ import annotations

from cardtable.games.magic.model import DealDamage, Effect
from cardtable.games.magic.text.words import filter_phrase


def players_and_theirs(first: Effect, second: Effect) -> bool:
    """The players, then each permanent "they control" (oracle/harm_verbs_9b.py)."""
    return (isinstance(first, DealDamage) and isinstance(second, DealDamage)
            and first.amount == second.amount and first.source == second.source
            and second.to == "each_filter" and second.filter is not None
            and second.filter.says_they and not (first.divided or second.divided))


def theirs_words(second: Effect) -> str:
    """" and each creature and planeswalker they control"."""
    assert isinstance(second, DealDamage) and second.filter is not None
    return " and each " + filter_phrase(second.filter, each=True, joiner="and")
