"""Words for the Commander precons' multi-effect shapes (issues 10 and 16), called by
:func:`~cardtable.games.magic.text.join.effects_text` before its own joins:
each shape is printed only when the model holds exactly what the words say."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model import (
    Ability,
    CardDef,
    ContinuousEffect,
    StaticAbility,
    Trigger,
    TriggeredAbility,
)
from cardtable.games.magic.model.base import Amount, Condition, Filter
from cardtable.games.magic.model.effects import (
    AttackRandomOpponent,
    ChooseDirection,
    ChooseOpponent,
    CommanderToHand,
    Conditional,
    CreateToken,
    Discard,
    DrawCards,
    Effect,
    ForEachPlayer,
    GainLife,
    Goad,
    LoseKeywords,
    LoseLife,
    ManaRider,
    MayDo,
    OwnersTakeControl,
    ReturnCardChosen,
    Sacrifice,
    TemptingSearch,
)
from cardtable.games.magic.text.reentry import ability_text
from cardtable.games.magic.text.words import filter_phrase, with_article

SELF = "~"

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context


def _as_you(effect: Effect) -> Effect | None:
    """``effect`` with "that player" back as "you" (what "does the same" repeats)."""
    if isinstance(effect, CreateToken) and effect.controller == "that_player":
        return replace(effect, controller="you")
    if isinstance(effect, GainLife) and effect.who == "that_player":
        return replace(effect, who="you")
    return None


RIDER_WORDS = {
    "opal_palace": ("if you spend this mana to cast your commander, it enters with a number of "
                    "additional +1/+1 counters on it equal to the number of times it's been cast "
                    "from the command zone this game"),
    "path_of_ancestry": ("when that mana is spent to cast a creature spell that shares a "
                         "creature type with your commander, scry 1"),
}
DIRECTION_STATIC = ContinuousEffect(layer="rules", rule="attack_nearest_in_direction")


def commander_lines(abilities: Sequence[Ability], index: int,
                    card: CardDef) -> tuple[str, int] | None:
    """``(line, abilities used)`` for the Commander shapes printed as one line, else
    ``None``: "When ~ enters or at the beginning of your upkeep, …" (two triggered abilities
    alike but for the event) and Mystic Barrier's attack restriction."""

    ability = abilities[index]
    if isinstance(ability, StaticAbility) and ability.effects == (DIRECTION_STATIC,) \
            and ability.condition is None:
        return ("Each player may attack only the nearest opponent in the last chosen direction "
                "and planeswalkers controlled by that opponent."), 1
    if index + 1 < len(abilities):
        other = abilities[index + 1]
        if (isinstance(ability, TriggeredAbility) and isinstance(other, TriggeredAbility)
                and ability.trigger == Trigger("enters")
                and other.trigger == Trigger("upkeep", whose="you")
                and replace(ability, trigger=other.trigger) == other
                and ability.intervening_if is None and ability.modes is None):
            text = ability_text(ability, card)
            head = f"When {SELF} enters"
            if text.startswith(head):
                return f"When {SELF} enters or at the beginning of your upkeep" + \
                    text[len(head):], 2
    return None


def commander_effect_text(effect: Effect) -> str | None:
    """The words of the Commander effects, or ``None`` for another effect."""

    if (isinstance(effect, LoseKeywords) and effect.filter is not None and not effect.on
            and effect.keywords == ("hexproof", "shroud") and effect.cant_have
            and effect.duration == "end_of_turn"):
        return (f"until end of turn, {filter_phrase(effect.filter, many=True)} lose hexproof "
                "and shroud and can't have hexproof or shroud")
    if isinstance(effect, TemptingSearch) and effect.filter == Filter(types=("Land",)):
        once = "search your library for a land card and put it onto the battlefield"
        return (f"{once}. Each opponent may search their library for a land card and put it "
                f"onto the battlefield. For each opponent who searches a library this way, "
                f"{once}. Then each player who searched a library this way shuffles")
    if isinstance(effect, ManaRider) and effect.rider in RIDER_WORDS:
        return RIDER_WORDS[effect.rider]
    if isinstance(effect, ChooseDirection):
        return "choose left or right"
    if isinstance(effect, ChooseOpponent):
        return "choose an opponent"
    if isinstance(effect, ReturnCardChosen) and effect.who == "chosen_opponent" \
            and effect.to == "hand":  # Skullwinder (608.2d)
        card = with_article(filter_phrase(effect.filter, zone="graveyard"))
        return f"that player returns {card} from their graveyard to their hand"
    if isinstance(effect, Sacrifice) and effect.who == "you_and_chosen" and not effect.what \
            and effect.count == 1 and not effect.greatest_power:
        return f"you and that player each sacrifice {with_article(filter_phrase(effect.filter))}"
    if isinstance(effect, AttackRandomOpponent) and effect.what == "self":
        return "choose an opponent at random. ~ attacks that player this combat if able"
    if (isinstance(effect, LoseLife) and isinstance(effect.amount, Amount)
            and effect.amount == Amount(kind="half_life", ref="triggering_player")
            and effect.who == "triggering_player"):
        return "that player loses half their life, rounded down"  # CR 107.1a
    if isinstance(effect, CommanderToHand) and effect.who == "you":
        return "put your commander into your hand from the command zone"
    if isinstance(effect, Goad) and effect.filter is not None and not effect.what:
        return f"goad all {filter_phrase(effect.filter, many=True)}"
    if isinstance(effect, OwnersTakeControl):
        return (f"each player gains control of all {filter_phrase(effect.filter, many=True)} "
                "they own")
    return None


def commander_clause(items: Sequence[Effect], index: int,
                     ctx: Context) -> tuple[str, int] | None:
    """``(clause, effects used)`` for a shape printed as one sentence, else ``None``."""
    effect = items[index]
    if isinstance(effect, ForEachPlayer) and effect.players == "each_opponent_attacking":
        before = [_as_you(e) for e in effect.effects]
        if index >= len(before) and list(items[index - len(before):index]) == before:
            return "each opponent attacking that player does the same", 1
        return None
    if (isinstance(effect, ReturnCardChosen) and effect.who == "you" and index + 1 < len(items)
            and items[index + 1] == ReturnCardChosen(filter=effect.filter,
                                                     who="chosen_opponent")):

        card = with_article(filter_phrase(effect.filter, zone="graveyard"))
        return (f"return {card} from your graveyard to the battlefield, then that player "
                f"returns {card} from their graveyard to the battlefield"), 2
    who = "attacking_player"
    if (effect == MayDo(effects=(Discard(who=who),), who=who) and index + 1 < len(items)
            and items[index + 1] == Conditional(condition=Condition("discarded"),
                                                effects=(DrawCards(who=who),))):
        return ("that attacking player may discard a card. If the player does, they draw a "
                "card"), 2
    return None
