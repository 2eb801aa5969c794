"""Handlers of :mod:`cardtable.games.magic.model.names_9` (issue 29, QF ninth wave): a card
name chosen as an effect resolves (CR 201.3, 608.2d) and the search of a player's graveyard,
hand and library for the cards with that name (CR 701.19, 701.20a).

The names offered are the ones the chooser can know without hidden information (CR 201.3
allows any card name; a name no card of the game has finds nothing): the names of the cards
in public zones — battlefield, stack, graveyards, face-up exile, command zone — and of the
cards the chooser owns (their own deck list). They are listed best first for the ability:
when it targets an opponent, the names most common among that player's public cards; else
the names most common among the chooser's own library (CR 401.2: its contents are hidden, but
a player knows the cards they own and which of them they have seen elsewhere)."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.chosen import chosen_name, name_choices, record_name
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.effects.zone_verbs_8 import exile_named_cards
from cardtable.games.magic.model.names_9 import ANY_NUMBER_NAMED
from cardtable.games.magic.objects import parse_player_ref
from cardtable.games.magic.tags import Tag


def name_options(ctx: Context, e: m.ChooseCardName) -> tuple[str, ...]:
    """The card names ``ctx.controller`` may choose, best first for the ability: aimed at the
    opponents it targets, if any (``chosen.name_choices``)."""
    you = ctx.controller
    aimed = frozenset(p for group in ctx.targets for p in (parse_player_ref(v) for v in group
                      if isinstance(v, str)) if p is not None and p != you)
    return name_choices(ctx.game.state, you, e.types, e.not_types, aimed)


@handles(m.ChooseCardName)
def _choose_card_name(ctx: Context, e: m.ChooseCardName,
                      answers: tuple[Any, ...]) -> Ask | None:
    """CR 201.3, 608.2d: "Choose a card name." — asked as the instruction is followed; the
    name is the source's chosen name for the rest of the ability ("with that name")."""
    options = name_options(ctx, e)
    if not options:  # no card of that kind anywhere: a name matching nothing here
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "choose a card name", options,
                   tag=Tag.RESOLVE_CARD_NAME)
    choice = str(answers[0]) if str(answers[0]) in options else options[0]
    if ctx.source_id is not None:
        record_name(ctx.game.state, ctx.source_id, choice)
    ctx.memo["chosen_name"] = choice
    ctx.game.log("choose", ctx.controller, chosen=choice)
    return None


@handles(m.SearchZonesForChosenName)
def _search_zones_for_chosen_name(ctx: Context, e: m.SearchZonesForChosenName,
                                  answers: tuple[Any, ...]) -> Ask | None:
    """701.19: the controller looks through the player's graveyard, hand and library for the
    cards with the chosen name; "all" exiles each of them, "any number" those the searcher
    picks; then that player shuffles (701.20a). No name chosen: nothing is found."""
    state = ctx.game.state
    players = ctx.players(e.who)
    if not players:
        return None
    player = players[0]
    name = ctx.memo.get("chosen_name") or chosen_name(state, ctx.source_id)
    return exile_named_cards(ctx, player, name, e.count == ANY_NUMBER_NAMED, answers)
