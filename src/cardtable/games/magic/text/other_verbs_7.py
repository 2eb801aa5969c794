"""The words of the other effect verbs of issue 29 (helper h7-ev3): "USUAL. If COND, EFFECT
instead." (CR 608.2c), mana in any combination of colours (106.1a), adapt (701.46), removing
from combat (506.4) and the other pieces of ``oracle/other_verbs_7_families.py``. Called by
:func:`cardtable.games.magic.text.phrases.effect_text`; ``None`` for any other effect."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model import Keyword
from cardtable.games.magic.model.effects import (
    AddMana,
    Conditional,
    CreateToken,
    Discard,
    DrawCards,
    Effect,
    GainControl,
    GainLife,
    GrantAbilities,
    LoseLife,
    MayDo,
    Mill,
    RemoveCounters,
)
from cardtable.games.magic.model.other_verbs_7 import (
    COMBINATION,
    Adapt,
    ChangeTarget,
    RemoveFromCombat,
)
from cardtable.games.magic.text.costs import condition_text, keyword_phrase
from cardtable.games.magic.text.other_verbs_8 import other_verbs_8_text
from cardtable.games.magic.text.reentry import effects_text, quoted_ability_text
from cardtable.games.magic.text.tokens import token_phrase
from cardtable.games.magic.text.words import (
    _is_spell_card,
    amount_clause,
    amount_value,
    and_list,
    filter_phrase,
    number,
)

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext

INSTEAD = "if_instead"
ALSO = "if_also"

# a player verb's third person and its bare form ("you may have that player lose 1 life")
_BARE = {"draws": "draw", "discards": "discard", "mills": "mill", "gains": "gain",
         "loses": "lose"}
_PLAYER_VERBS = (DrawCards, Discard, Mill, GainLife, LoseLife)


def other_verbs_7_text(effect: Effect, ctx: RenderContext) -> str | None:
    special = other_verbs_8_text(effect, ctx)  # issue 29 (h8-ev3), the eighth wave
    if special is not None:
        return special
    if isinstance(effect, Conditional) and effect.wording == INSTEAD:
        usual = effects_text(effect.otherwise, ctx, sentence=False)
        upgraded = effects_text(effect.effects, ctx, sentence=False)
        condition = condition_text(effect.condition)
        if effect.condition.kind == "kicked" and _is_spell_card(ctx.card):
            condition = "this spell was kicked"  # an instant's or sorcery's own words
        return f"{usual}. If {condition}, {upgraded} instead"
    if isinstance(effect, Conditional) and effect.wording == ALSO and not effect.otherwise:
        inner = effects_text(effect.effects, ctx, sentence=False)
        for verb in (" gains ", " gets "):
            if verb in inner:
                condition = condition_text(effect.condition)
                if effect.condition.kind == "kicked" and _is_spell_card(ctx.card):
                    condition = "this spell was kicked"
                also = inner.replace(verb, " also" + verb, 1)
                return f"if {condition}, {also}"
        return None
    if isinstance(effect, MayDo) and effect.cost is None and len(effect.effects) == 1 and \
            isinstance(effect.effects[0], _PLAYER_VERBS) and \
            effect.effects[0].who not in ("you", ""):
        return _may_player(effect, ctx)
    if isinstance(effect, MayDo) and effect.joins and effect.who in ("you", "") and \
            effect.cost is None:  # "you may untap it and remove it from combat"
        inner = effects_text(effect.effects, ctx, sentence=False, joins=effect.joins)
        return f"you may {inner.removeprefix('you ')}"
    if isinstance(effect, AddMana) and effect.choices[:1] == (COMBINATION,):
        n = effect.amount
        count = number(n) if isinstance(n, int) else amount_value(n)
        of = " and/or ".join(effect.choices[1:]) or "colors"
        return f"add {count} mana in any combination of {of}" + amount_clause(n, ctx)
    if isinstance(effect, GainControl) and effect.new_controller not in ("you", "") and \
            not effect.untap and not effect.haste and not _random_target(effect, ctx):
        # "Target player gains control of target permanent you control." (Donate)
        until = " until end of turn" if effect.duration == "end_of_turn" else ""
        who = ctx.ref(effect.new_controller)
        return f"{who} gains control of {ctx.ref(effect.what)}{until}"
    if isinstance(effect, RemoveCounters) and effect.amount == 1 and effect.filter is None and \
            effect.counter != "all":  # "remove a +1/+1 counter from ~" (CR 122.8)
        article = "an" if effect.counter[:1].lower() in "aeiou" else "a"
        return f"remove {article} {effect.counter} counter from {ctx.ref(effect.on)}"
    if isinstance(effect, GrantAbilities) and effect.duration == "end_of_turn" and \
            not effect.keywords and not effect.abilities and not effect.says_that and \
            not effect.wording and (  # (h7-cnd's worded requirements: durations_7)
            effect.rules in (("attacks_each_combat",), ("must_be_blocked",))):
        verb = {"attacks_each_combat": "attacks", "must_be_blocked": "must be blocked"}[
            effect.rules[0]]
        if effect.filter is not None and effect.says_each:  # "Each creature attacks …"
            return f"each {filter_phrase(effect.filter)} {verb} this turn if able"
        if effect.filter is None:
            return f"{ctx.ref(effect.on)} {verb} this turn if able"
    if isinstance(effect, GrantAbilities) and effect.rules == ("block_additional",) and \
            effect.filter is None and effect.duration == "end_of_turn" and \
            not effect.keywords and not effect.abilities:
        return f"{ctx.ref(effect.on)} can block an additional creature this turn"
    if isinstance(effect, CreateToken) and effect.quoted_with and effect.controller == "you":
        return _token_with_quoted(effect, ctx)
    if isinstance(effect, GrantAbilities) and len(effect.abilities) == 1 and \
            not effect.keywords and not effect.rules and effect.duration == "end_of_turn" and \
            effect.wording == "until_first" and not effect.says_that and not effect.says_each:
        # "Until end of turn, target creature gains "When this creature dies, …"" (113.7a)
        inner = quoted_ability_text(effect.abilities[0])
        inner = inner[:1].upper() + inner[1:]
        if effect.filter is not None:
            return f'until end of turn, {filter_phrase(effect.filter, many=True)} gain "{inner}"'
        return f'until end of turn, {ctx.ref(effect.on)} gains "{inner}"'
    if isinstance(effect, ChangeTarget):
        return f"change the target of {ctx.ref(effect.what)}"
    if isinstance(effect, Adapt) and effect.what == "self":
        return f"adapt {amount_value(effect.amount)}"
    if isinstance(effect, RemoveFromCombat):
        return f"remove {ctx.ref(effect.what)} from combat"
    return None


def _may_player(effect: MayDo, ctx: RenderContext) -> str | None:
    """"you may have PLAYER VERB" (you decide) or "PLAYER may VERB" (they decide)."""
    acted = effects_text(effect.effects, ctx, sentence=False)
    for verb, bare in _BARE.items():
        subject, sep, rest = acted.partition(f" {verb} ")
        if sep:
            if effect.who in ("you", ""):
                return f"you may have {subject} {bare} {rest}"
            return f"{subject} may {bare} {rest}"
    return None


def _random_target(effect: GainControl, ctx: RenderContext) -> bool:
    """Witch Hunt's "target opponent chosen at random" (phrases.py words it)."""
    ref = effect.new_controller
    return ref.startswith("target:") and ctx.targets[int(ref.split(":")[1])].random


def _token_with_quoted(effect: CreateToken, ctx: RenderContext) -> str | None:
    """'create a 1/1 … token with [KEYWORDS and] "ABILITY"' — the ". It has "…"" words of
    :func:`token_phrase`, the quote moved into the "with" list."""
    plain = token_phrase(replace(effect, quoted_with=False), ctx)
    for says in ('. It has "', '. They have "'):
        head, sep, rest = plain.partition(says)
        if sep:
            break
    else:
        return None
    inner, _quote, tail = rest.partition('"')
    inner = inner[:1].upper() + inner[1:]  # "This creature gets +1/+1 …" opens the quote
    keywords = [keyword_phrase(k) for k in effect.token.abilities
                if isinstance(k, Keyword)]
    quoted = f'"{inner}"'
    if not keywords:
        return f"{head} with {quoted}{tail}"
    listed = " with " + and_list(keywords)
    if listed not in head:
        return None
    return head.replace(listed, " with " + and_list([*keywords, quoted]), 1) + tail
