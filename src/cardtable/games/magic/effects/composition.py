"""Handlers of the effects of :mod:`cardtable.games.magic.model.composition` (issues 28/29,
effect composition). Each handler is registered with ``@handles`` (:mod:`.registry`)."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.interpreter import _grant, _temp
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.keyword_casts import EXILE_IF_LEAVES
from cardtable.games.magic.model import ContinuousEffect
from cardtable.games.magic.model.composition import ExileIfDies, GrantKeywordChoice
from cardtable.games.magic.model.effects import GrantAbilities
from cardtable.games.magic.objects import BATTLEFIELD
from cardtable.games.magic.zones import EXILE_IF_DIES


@handles(GrantKeywordChoice)
def _grant_keyword_choice(ctx: Context, e: GrantKeywordChoice,
                          answers: tuple[Any, ...]) -> Ask | None:
    """CR 608.2d: the controller chooses one of the keywords as the effect resolves; the
    object gains it (layer 6) for the duration."""
    names = tuple(k.name for k in e.keywords)
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "choose a keyword to gain", names)
    chosen = answers[0] if answers[0] in names else names[0]
    keyword = e.keywords[names.index(chosen)]
    ctx.game.log("choose_keyword", ctx.controller, keyword=chosen)
    return _grant(ctx, GrantAbilities(keywords=(keyword,), on=e.on, duration=e.duration), ())


@handles(ExileIfDies)
def _exile_if_dies(ctx: Context, e: ExileIfDies, _a: tuple[Any, ...]) -> None:
    """CR 614.1a: the objects named now (611.2c) are exiled instead of dying this turn
    (zones.dies_replacement reads the rule)."""
    state = ctx.game.state
    ids = [i for i in ctx.objects(e.on) if state.objects[i].zone == BATTLEFIELD]
    if e.leaves:  # "… would leave the battlefield, exile it instead …" (614.1a; h7-sta)
        for i in ids:
            state.cast_notes[i] = state.cast_notes.get(i, frozenset()) | {EXILE_IF_LEAVES}
        return
    _temp(ctx, ContinuousEffect("rules", rule=EXILE_IF_DIES), ids, "end_of_turn")
