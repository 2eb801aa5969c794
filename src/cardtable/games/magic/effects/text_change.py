"""The interpreter's handler for text-changing effects (CR 612;
:mod:`cardtable.games.magic.model.text_change`), registered with ``@handles``.

As the effect resolves its controller chooses the word to replace — among the words of the
allowed kinds the target's text uses (:func:`~cardtable.games.magic.text_change.text_words`;
replacing a word the text does not use changes nothing) — then the new word of the same kind
(612.2: a colour word for a colour word, a basic land type for a basic land type, a creature
type for a creature type; "The new creature type can't be Wall." removes Wall). The new creature
types offered are those of the cards in the game (the engine's one simplification, as for
"choose a creature type", :mod:`cardtable.games.magic.chosen`).

The change is a layer-3 effect on the object (613.1c) with its own timestamp. On a permanent
spell it stays with the permanent the spell becomes (400.7a); on an instant or sorcery spell the
stack item's ability is rewritten too, so the spell resolves — and rechecks its targets, 608.2b
— by its new text."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.chosen import type_options
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import base_chars, chars
from cardtable.games.magic.model.text_change import ChangeText
from cardtable.games.magic.objects import BATTLEFIELD, STACK
from cardtable.games.magic.state import TempEffect
from cardtable.games.magic.text_change import (
    BASIC_LAND_TYPES,
    COLOR_WORDS,
    apply_text_change,
    rewrite_ability,
    text_words,
    word_kind,
)


def replaceable(ctx: Context, oid: int, kinds: tuple[str, ...]) -> list[str]:
    """The words of ``kinds`` the text of ``oid`` uses now (as printed or copied, with the
    text changes made so far), sorted by kind then word."""

    state = ctx.game.state
    c = base_chars(state.objects[oid])  # its text: granted abilities are not (612.3)
    for temp in sorted(state.effects, key=lambda t: t.timestamp):
        if temp.effect.layer == "3" and oid in temp.affected:
            apply_text_change(c, temp.effect.text_from, temp.effect.text_to)
    abilities: list[m.Ability] = list(c.abilities)
    abilities.extend(item.ability for item in state.stack if item.obj == oid)
    words = text_words(abilities, c.subtypes)
    return [w for kind in kinds for w in sorted(words.get(kind, ()))]


def new_words(ctx: Context, old: str, forbid: tuple[str, ...]) -> tuple[str, ...]:
    kind = word_kind(old)
    if kind == "color":
        options: tuple[str, ...] = tuple(COLOR_WORDS)
    elif kind == "land":
        options = BASIC_LAND_TYPES
    else:
        options = type_options(ctx.game)
    return tuple(w for w in options if w != old and w not in forbid)


@handles(ChangeText)
def _change_text(ctx: Context, e: ChangeText, answers: tuple[Any, ...]) -> Ask | None:
    state = ctx.game.state
    ids = [i for i in ctx.objects(e.what) if state.objects[i].zone in (BATTLEFIELD, STACK)]
    if not ids:
        return None
    oid = ids[0]
    if not answers:
        words = replaceable(ctx, oid, e.kinds)
        if not words:
            ctx.game.log("text_unchanged", ctx.controller, of=chars(state, state.objects[oid]).name)
            return None
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "the word to replace",
                   tuple(words))
    old = str(answers[0])
    if len(answers) == 1:
        options = new_words(ctx, old, e.forbid)
        if not options:  # no other creature type in the game: no change to make
            return None
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, f"the word to replace {old} with",
                   options)
    new = str(answers[1])
    state.effects.append(_temp_effect(ctx, oid, old, new, e.duration))
    for item in state.stack:
        if item.obj == oid:  # an instant or sorcery resolves by its new text (608.2b)
            item.ability = rewrite_ability(item.ability, old, new)
    state.touch()
    ctx.game.log("text_changed", ctx.controller, of=chars(state, state.objects[oid]).name,
                 replaced=old, by=new)
    return None


def _temp_effect(ctx: Context, oid: int, old: str, new: str, duration: str) -> Any:

    state = ctx.game.state
    return TempEffect(state.new_timestamp(),
                      m.ContinuousEffect("3", text_from=old, text_to=new),
                      frozenset({oid}), ctx.controller, duration, ctx.source_id)
