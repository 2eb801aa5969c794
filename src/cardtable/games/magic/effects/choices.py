"""Choices made as an effect resolves (issue 29, the "choices" helper; CR 608.2d): the kinds of
"becomes the … of your choice" that :func:`effects.verbs._become_chosen` hands over here —
"the color or colors of your choice" (one or more colours, CR 105.3, layer 5) and "the basic
land type of your choice" (CR 305.7: the land's land types are replaced and it loses the
abilities of its rules text; layer 4, its new type's mana ability after it, 305.6)."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.chosen import record, record_color, type_options
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.interpreter import _temp
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.model.effects_more import COLOR_CHOICES
from cardtable.games.magic.objects import HAND

COLORS_OF_CHOICE = "colors"  # "the color or colors of your choice"
BASIC_LAND_TYPE = "basic_land_type"  # "the basic land type of your choice"
CHOSEN_KINDS = (COLORS_OF_CHOICE, BASIC_LAND_TYPE)
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # CR 205.3i
_COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def become_chosen_more(ctx: Context, e: m.BecomeChosen, ids: list[int],
                       answers: tuple[Any, ...]) -> Ask | None:
    """Ask the controller, then apply the change to ``ids`` for ``e.duration``."""
    if e.what == COLORS_OF_CHOICE:
        if not answers:
            return Ask(ctx.controller, DecisionKind.CHOOSE_SUBSET,
                       "the color or colors of your choice", COLOR_CHOICES, 1,
                       len(COLOR_CHOICES))
        picked = [str(c) for c in answers[0] if str(c) in COLOR_CHOICES] or [COLOR_CHOICES[0]]
        codes = tuple(_COLOR_CODES[c] for c in COLOR_CHOICES if c in picked)  # W U B R G
        effect = m.ContinuousEffect("5", set_colors=codes)
        chosen: object = [c for c in COLOR_CHOICES if c in picked]
    else:
        if not answers:
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                       "the basic land type of your choice", BASIC_LAND_TYPES)
        choice = str(answers[0]) if str(answers[0]) in BASIC_LAND_TYPES else BASIC_LAND_TYPES[0]
        effect = m.ContinuousEffect("4", set_subtypes=(choice,))
        chosen = choice
    _temp(ctx, effect, ids, e.duration)
    ctx.game.log("choose", ctx.controller, chosen=chosen)
    return None


@handles(m.RevealAtRandom)
def _reveal_at_random(ctx: Context, e: m.RevealAtRandom, _a: tuple[Any, ...]) -> Ask | None:
    """CR 701.16a: a card picked at random (the game's seeded generator) from each named
    player's hand is shown to every player — logged in the open — and becomes the ability's
    revealed card; the rest of the hand stays hidden (402.3). An empty hand reveals nothing."""
    game = ctx.game
    state = game.state
    for player in ctx.players(e.who):
        hand = list(state.zone(player, HAND))
        if not hand:
            continue
        picked = game.rng.sample(hand, min(e.amount, len(hand)))
        game.log("reveal", player, cards=[state.objects[oid].card.name for oid in picked])
        ctx.memo["revealed"] = picked[0]
    return None


@handles(m.ChooseCreatureType)
def _choose_creature_type(ctx: Context, _e: m.ChooseCreatureType,
                          answers: tuple[Any, ...]) -> Ask | None:
    """CR 608.2d: "Choose a creature type." — asked as the instruction is followed; the type
    is the source's chosen type for the rest of the ability ("of the chosen type")."""
    options = type_options(ctx.game)
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "choose a creature type", options)
    choice = str(answers[0]) if str(answers[0]) in options else options[0]
    if ctx.source_id is not None:
        record(ctx.game.state, ctx.source_id, choice)
    ctx.game.log("choose", ctx.controller, chosen=choice)
    return None


@handles(m.ChooseColor)
def _choose_color(ctx: Context, _e: m.ChooseColor, answers: tuple[Any, ...]) -> Ask | None:
    """CR 608.2d, 105.1: "Choose a color." — asked as the instruction is followed; the colour
    is kept on the source for the rest of the ability ("the chosen color", "that color")."""
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "choose a color", COLOR_CHOICES)
    choice = str(answers[0]) if str(answers[0]) in COLOR_CHOICES else COLOR_CHOICES[0]
    if ctx.source_id is not None:
        record_color(ctx.game.state, ctx.source_id, choice)
    ctx.memo["chosen_color"] = choice
    ctx.game.log("choose", ctx.controller, chosen=choice)
    return None
