"""Words for the durations of ``oracle/conditions_7.py`` (issue 29, round 7): "for as long as ~
remains tapped / on the battlefield" (CR 611.2b) where the common phrases have no form for
them; read by :func:`cardtable.games.magic.text.phrases.effect_text`."""

from __future__ import annotations

from cardtable.games.magic.model.conditions_7 import (
    HAS,
    MUST_BE_BLOCKED,
    MUST_BE_BLOCKED_AND,
    WHILE_SOURCE,
)
from cardtable.games.magic.model.effects import GrantAbilities
from cardtable.games.magic.text.costs import keyword_phrase
from cardtable.games.magic.text.words import Context, _duration, and_list


def while_source_phrase(effect: object, ctx: Context) -> str | None:
    """"It doesn't untap during its controller's untap step for as long as ~ remains tapped",
    "… has shroud for as long as ~ remains tapped" (CR 611.2b), or ``None``."""
    if isinstance(effect, GrantAbilities) and effect.rules == ("must_be_blocked",) and \
            effect.duration == "end_of_turn" and not effect.keywords and not effect.abilities:
        return _must_be_blocked(effect, ctx)
    if not isinstance(effect, GrantAbilities) or effect.duration not in WHILE_SOURCE or \
            effect.filter is not None or effect.abilities:
        return None
    if effect.rules == ("doesnt_untap",) and not effect.keywords:
        who = (effect.wording or "that creature") if effect.says_that else ctx.ref(effect.on)
        return f"{who} doesn't untap during its controller's untap step" + \
            _duration(effect.duration)
    if effect.wording == HAS and effect.keywords and not effect.rules:
        words = and_list([keyword_phrase(k) for k in effect.keywords])
        return f"{ctx.ref(effect.on)} has {words}{_duration(effect.duration)}"
    return None


def _must_be_blocked(effect: GrantAbilities, ctx: Context) -> str | None:
    """"It must be blocked this turn if able" / "… and must be blocked this turn if able"."""
    if effect.wording == MUST_BE_BLOCKED_AND:
        return "must be blocked this turn if able"
    if effect.wording == MUST_BE_BLOCKED and effect.filter is None:
        return f"{ctx.ref(effect.on)} must be blocked this turn if able"
    return None
