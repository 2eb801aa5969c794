"""The words of turn-long restrictions (issue 29, statics and "can't"; the compiler's side is
:mod:`cardtable.games.magic.oracle.restriction_families`): "target creature can't attack or block
this turn", "… and can't be blocked this turn", "a creature dealt damage this way can't be
regenerated this turn". Called by :func:`~.phrases.effect_text`; ``None`` means "not one of
these"."""

from __future__ import annotations

from cardtable.games.magic.model.effects import Effect, GrantAbilities
from cardtable.games.magic.model.restrictions import (
    CANT_BE_REGENERATED,
    DAMAGED_MANY,
    DAMAGED_ONE,
    NO_SUBJECT,
    RESTRICTION_RULES,
    THOSE_CREATURES,
    YOUR_NEXT_UNTAP,
)
from cardtable.games.magic.text.words import Context, filter_phrase

_WORDS = {rules: words for words, rules in RESTRICTION_RULES.items()}
_DAMAGED = {DAMAGED_ONE: "a creature dealt damage this way",
            DAMAGED_MANY: "creatures dealt damage this way"}


def restriction_effect_text(effect: Effect, ctx: Context) -> str | None:
    if isinstance(effect, GrantAbilities) and effect.wording == YOUR_NEXT_UNTAP and \
            effect.rules == ("doesnt_untap",) and effect.duration == "next_untap":
        if effect.filter is not None:
            return (f"{filter_phrase(effect.filter, many=True)} don't untap during your next "
                    "untap step")
        return f"{ctx.ref(effect.on)} doesn't untap during your next untap step"
    if not (isinstance(effect, GrantAbilities) and effect.rules and not effect.keywords
            and not effect.abilities and effect.duration == "end_of_turn"):
        return None
    words = _WORDS.get(effect.rules)
    if words is None:
        return None
    if effect.wording == NO_SUBJECT:  # the subject was said once, before "and"
        return f"{words} this turn"
    if effect.wording in _DAMAGED:
        return f"{_DAMAGED[effect.wording]} {words} this turn"
    if effect.wording == THOSE_CREATURES:  # EV2: the several targets named before
        return f"those creatures {words} this turn"
    if effect.wording or effect.says_that:
        return None
    if not ({"cant_attack", CANT_BE_REGENERATED} & set(effect.rules)):
        return None  # "can't block / can't be blocked this turn": phrases.py's own words
    who = (filter_phrase(effect.filter, many=True) if effect.filter is not None
           else ctx.ref(effect.on))
    return f"{who} {words} this turn"


def untargetable_words(rule: tuple[str, str, str], many: bool) -> str:
    """"can't be the target of blue spells or abilities from blue sources" (CR 115.4): the
    words of a parsed "untargetable:…" rule (``model.restrictions``); "targets" after a
    plural subject."""
    kind, adjective, scope = rule
    adj = ("Aura" if adjective == "aura" else adjective) + " " if adjective else ""
    if kind == "spells":
        what = f"{adj}spells"
    elif kind == "abilities":
        what = f"abilities from {adj}sources" if adj else "abilities"
    else:
        what = f"{adj}spells or abilities from {adj}sources" if adj else "spells or abilities"
    if scope == "opponents":
        what += " your opponents control"
    return f"can't be the target{'s' if many else ''} of {what}"
