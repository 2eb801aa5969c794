"""The words of effect composition (issues 28/29; the compiler's side is
:mod:`cardtable.games.magic.oracle.composition_families`): "target creature loses flying until
end of turn", "you may have target creature get +2/+0 until end of turn", "that player gets a
poison counter", "~ deals damage equal to the number of charge counters on it to any target".
Called by :func:`~.phrases.effect_text` before its own cases; ``None`` means "not one of
these"."""

from __future__ import annotations

import re
from dataclasses import replace

from cardtable.games.magic.model.base import Amount, Filter
from cardtable.games.magic.model.combat_keywords import BlockIfAble
from cardtable.games.magic.model.composition import (
    ExileIfDies,
    GrantKeywordChoice,
)
from cardtable.games.magic.model.effects import (
    DealDamage,
    ForEachPlayer,
    GrantAbilities,
    MayDo,
    ModifyPT,
    PutCounters,
)
from cardtable.games.magic.model.families import LoseKeywords
from cardtable.games.magic.model.library import ShuffleIntoLibrary
from cardtable.games.magic.text.costs import keyword_phrase
from cardtable.games.magic.text.reentry import effects_text
from cardtable.games.magic.text.words import (
    Context,
    amount_value,
    amount_words,
    and_list,
    filter_phrase,
    number,
)

EQUAL_TO_FIRST = "equal_to_first"
THEY_CONTROL = "equal_to_they_control"
# the effects whose first words are their object, then a verb Oracle puts in the base form
# after "you may have" ("you may have target creature get +2/+0")
_HAVE_EFFECTS = (ModifyPT, GrantAbilities, LoseKeywords, BlockIfAble)
_BASE_FORM = {"gets": "get", "gains": "gain", "loses": "lose", "blocks": "block"}
_VERB = re.compile(r"\b(gets|gains|loses|blocks)\b")


DIVIDED_FEW = frozenset({"one or two", "one, two, or three"})
"""The printed words of a division among at most two or three targets (EV2, CR 601.2d)."""


def composition_effect_text(effect: object, ctx: Context) -> str | None:
    """The words of one effect of the composition block, or ``None``."""
    if isinstance(effect, LoseKeywords) and effect.on and effect.filter is None and (
            not effect.cant_have and effect.duration == "end_of_turn"):
        # "target creature loses flying until end of turn" (CR 613.1f)
        who = ctx.ref(effect.on, subject=True)
        words = [name.replace("_", " ") for name in effect.keywords]
        return f"{who} loses {and_list(words)} until end of turn"
    if isinstance(effect, MayDo) and effect.who == "you" and effect.cost is None and \
            effect.effects and isinstance(effect.effects[0], _HAVE_EFFECTS) and \
            _has_object_actor(effect.effects[0]):
        # "you may have target creature get +2/+0 until end of turn" (CR 608.2d)
        inner = effects_text(effect.effects, ctx, sentence=False)
        return "you may have " + _VERB.sub(lambda found: _BASE_FORM[found.group(1)], inner)
    if isinstance(effect, PutCounters) and effect.counter == "poison" and \
            effect.filter is None and isinstance(effect.amount, int) and effect.amount > 0:
        # "that player gets a poison counter", "you get two poison counters" (CR 122.1f)
        n = effect.amount
        counters = "a poison counter" if n == 1 else f"{number(n)} poison counters"
        if effect.on == "you":
            return f"you get {counters}"
        return f"{ctx.ref(effect.on, subject=True)} gets {counters}"
    if isinstance(effect, DealDamage) and isinstance(effect.amount, Amount) and \
            effect.amount.wording == EQUAL_TO_FIRST and effect.filter is None and \
            not (effect.divided or effect.evenly or effect.continued):
        # "~ deals damage equal to the number of charge counters on it to any target": the
        # source and recipient as any damage says them, the amount's words before "to"
        plain = effects_text((replace(effect, amount=1),), ctx, sentence=False)
        head, found, rest = plain.partition(" deals 1 damage to ")
        if not found:
            return None
        return f"{head} deals damage equal to {_amount_words(effect.amount, ctx)} to {rest}"
    if isinstance(effect, DealDamage) and effect.divided and effect.to.startswith("target:"):
        # "~ deals 6 damage divided as you choose among any number of target creatures"
        # (CR 601.2d): a noun's targets, one to the amount of them ("any" is the plain words)
        index = int(effect.to.split(":")[1])
        spec = ctx.targets[index]
        if spec.what in ("creature", "permanent") and spec.label in DIVIDED_FEW:
            # EV2: "… among one, two, or three target creatures" (the printed words)
            ctx.named.add(index)
            f = spec.filter if spec.filter.types else replace(spec.filter, types=("Creature",))
            return (f"{ctx.ref(effect.source)} deals {amount_value(effect.amount)} damage "
                    f"divided as you choose among {spec.label} target "
                    f"{filter_phrase(f, many=True, joiner=_union(f))}")
        if spec.what in ("creature", "permanent") and spec.min_count == 1 and (
                spec.count_x or (isinstance(spec.divide, int) and spec.count == spec.divide)):
            ctx.named.add(index)  # its targets are said here
            f = spec.filter if spec.filter.types else replace(spec.filter, types=("Creature",))
            return (f"{ctx.ref(effect.source)} deals {amount_value(effect.amount)} damage "
                    f"divided as you choose among any number of target "
                    f"{filter_phrase(f, many=True, joiner=_union(f))}")
    if isinstance(effect, ForEachPlayer) and len(effect.effects) == 1 and \
            effect.players in ("each_player", "each_opponent"):
        # "~ deals damage to each player equal to the number of lands they control"
        [only] = effect.effects
        they = _they_control(only, "that_player")
        if they is not None and isinstance(only, DealDamage):
            source = ctx.ref(only.source)
            return (f"{source} deals damage to {ctx.ref(effect.players)} equal to the number "
                    f"of {they} they control")
    if isinstance(effect, DealDamage):
        they = _they_control(effect, effect.to)
        if they is not None:  # "~ deals damage to that player equal to … they control"
            return (f"{ctx.ref(effect.source)} deals damage to {ctx.ref(effect.to)} equal to "
                    f"the number of {they} they control")
    if isinstance(effect, GrantKeywordChoice) and effect.duration == "end_of_turn":
        # "~ gains your choice of vigilance, lifelink, or haste until end of turn"
        words = [keyword_phrase(k) for k in effect.keywords]
        choice = " or ".join(words) if len(words) == 2 else \
            ", ".join(words[:-1]) + ", or " + words[-1]
        return (f"{ctx.ref(effect.on, subject=True)} gains your choice of {choice} until end "
                "of turn")
    if isinstance(effect, ShuffleIntoLibrary) and effect.who == "you" and \
            effect.what.startswith("target:"):
        # "Shuffle any number of target creature cards from your graveyard into your library"
        spec = ctx.targets[int(effect.what.split(":")[1])]
        if spec.what == "card" and spec.zone == "graveyard" and spec.filter.owner == "you":
            return f"shuffle {ctx.ref(effect.what)} into your library"
    if isinstance(effect, DealDamage) and effect.source.startswith("target:") and \
            effect.to == effect.source and effect.amount == Amount(
                kind="power", ref=effect.to, wording="equal_to_itself"):
        # "Target creature deals damage to itself equal to its power" (CR 120.1)
        return f"{ctx.ref(effect.source, subject=True)} deals damage to itself equal to its power"
    if isinstance(effect, ExileIfDies) and effect.leaves:  # 614.1a (h7-sta)
        return (f"if {effect.words} would leave the battlefield, exile it instead of putting "
                "it anywhere else")
    if isinstance(effect, ExileIfDies):
        # "If a creature dealt damage this way / that creature would die this turn, exile it
        # instead." (CR 614.1a)
        if effect.on in ("damaged_creatures", "damaged_permanents"):
            noun = "creature" if effect.on == "damaged_creatures" else "permanent"
            return f"if a {noun} dealt damage this way would die this turn, exile it instead"
        if effect.on.startswith("target:") and effect.says_that:
            spec = ctx.targets[int(effect.on.split(":")[1])]
            noun = "creature" if spec.what == "creature" else (
                "creature or planeswalker" if spec.what == "creature_or_planeswalker" or (
                    spec.what == "permanent" and spec.filter == Filter(
                        types=("Creature", "Planeswalker"))) else "")
            if noun:
                return f"if that {noun} would die this turn, exile it instead"
    return None


def _they_control(effect: object, who: str) -> str | None:
    """The plural noun of "equal to the number of NOUNS they control" when ``effect`` is damage
    to ``who`` counted among ``who``'s permanents (608.2h), else ``None``."""
    if not (isinstance(effect, DealDamage) and effect.to == who and isinstance(
            effect.amount, Amount) and effect.amount.kind == "count" and effect.amount.ref == who
            and effect.amount.wording == THEY_CONTROL and effect.amount.filter is not None
            and not (effect.divided or effect.evenly or effect.continued)
            and effect.filter is None):
        return None
    return filter_phrase(effect.amount.filter, many=True)


def _has_object_actor(effect: object) -> bool:
    """The effect's first words are an object, not "you" or "each …" (a filter)."""
    if isinstance(effect, BlockIfAble):
        return effect.duration == "end_of_turn" and effect.blocker.startswith("target:")
    on = getattr(effect, "on", "")
    return bool(on) and getattr(effect, "filter", None) is None and on != "you" and \
        not on.startswith("each")


def _amount_words(q: Amount, ctx: Context) -> str:
    """"the number of charge counters on it" — counters on the source, which the sentence's
    subject names first — else the words of any "where X is" amount."""
    if q.kind == "counters" and q.ref == "self":
        return f"the number of {q.counter} counters on it"
    return amount_words(q, ctx)


def _union(f: Filter) -> str:
    """How several targets of a union of types are joined: "creatures and/or planeswalkers"
    (EV2 eighth wave; CR 601.2c)."""
    return "and/or" if len(f.types) > 1 else "or"
