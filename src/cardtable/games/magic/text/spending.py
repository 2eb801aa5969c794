"""The words of the last staples of issue 28 (``oracle/staples_last_families.py``): spending
restrictions (CR 106.6), "unless that player pays {X}, where X is …" (118.12), "remove all
charge counters", "one mana of any color for each …", the punisher choice (608.2d), "choose new
targets" (115.7d), "search your library and/or graveyard" (701.19), Sylvan Library's draws and
Animate Dead's return (303.4f). Called from :mod:`.staples` before its own cases; ``None``
means "not one of these"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model.base import SELF, Amount, Condition
from cardtable.games.magic.model.drawn import DrawAdditional, DrawnPayOrTop
from cardtable.games.magic.model.effects import AddMana, Conditional, RemoveCounters
from cardtable.games.magic.model.punisher import Punisher
from cardtable.games.magic.model.reanimate import ReanimateEnchanted, SacrificeReanimated
from cardtable.games.magic.model.retarget import ChooseNewTargets
from cardtable.games.magic.model.search_zones import SearchLibraryOrGraveyard
from cardtable.games.magic.model.spending import MayPayAmount, SpendOnly
from cardtable.games.magic.text.reentry import effects_text
from cardtable.games.magic.text.words import (
    SELF_NAME,
    amount_words,
    filter_phrase,
    for_each,
    number,
    spell_phrase,
    with_article,
)

if TYPE_CHECKING:
    from cardtable.games.magic.model import Effect
    from cardtable.games.magic.text.words import Context

CHOSEN = " of the chosen type"


def spend_only_text(effect: SpendOnly) -> str:
    """"spend this mana only to cast a creature spell of the chosen type or activate an ability
    of a creature or creature card of the chosen type"."""
    spells = effect.spells
    if spells is None:
        raise ValueError("a spending restriction without spells is not rendered")
    chosen = CHOSEN if spells.chosen_type else ""
    phrase = spell_phrase(replace(spells, chosen_type=False))
    text = phrase.removesuffix("spell") + "spells" if effect.plural else with_article(phrase)
    text = f"spend this mana only to cast {text}{chosen}"
    if effect.abilities is not None and effect.ability_cards:
        noun = filter_phrase(replace(effect.abilities, chosen_type=False))
        tail = CHOSEN if effect.abilities.chosen_type else ""
        text += f" or activate an ability of {with_article(noun)} or {noun} card{tail}"
    elif effect.abilities is not None:
        text += f" or activate abilities of {filter_phrase(effect.abilities, many=True)}"
    return text


def last_staples_text(effect: object, ctx: Context) -> str | None:
    if isinstance(effect, SpendOnly) and effect.spells is not None:  # none: other_verbs_8.py
        return spend_only_text(effect)
    if isinstance(effect, SearchLibraryOrGraveyard) and effect.to == "battlefield":
        card = with_article(filter_phrase(effect.filter, zone="library"))
        x = " with mana value X or less" if effect.mana_value_x else ""
        return (f"search your library and/or graveyard for {card}{x} and put it onto the "
                "battlefield. If you search your library this way, shuffle")  # CR 701.19
    if isinstance(effect, SearchLibraryOrGraveyard) and effect.to == "hand" and effect.reveal \
            and not effect.mana_value_x:  # the planeswalker decks (CR 201.2, 701.19)
        card = with_article(filter_phrase(effect.filter, zone="library"))
        if effect.wording == "then_searched":
            return (f"search your library and/or graveyard for {card}, reveal it, then put it "
                    "into your hand. If you searched your library this way, shuffle")
        return (f"search your library and/or graveyard for {card}, reveal it, and put it into "
                "your hand. If you search your library this way, shuffle")
    if isinstance(effect, DrawAdditional) and effect.who == "you":  # CR 504.1
        return f"draw {number(effect.amount)} additional card" + (
            "s" if effect.amount != 1 else "")
    if isinstance(effect, DrawnPayOrTop):  # Sylvan Library
        return (f"choose {number(effect.count)} cards in your hand drawn this turn. For each "
                f"of those cards, pay {effect.life} life or put the card on top of your library")
    if isinstance(effect, ReanimateEnchanted) and not effect.tapped:  # CR 303.4f
        return (f'it loses "enchant creature card in a graveyard" and gains "enchant creature '
                f'put onto the battlefield with {SELF_NAME}." Return enchanted creature card to '
                f"the battlefield under your control and attach {SELF_NAME} to it")
    if isinstance(effect, SacrificeReanimated):
        return "that creature's controller sacrifices it"
    if isinstance(effect, ChooseNewTargets):  # CR 115.7d
        return f"you may choose new targets for {ctx.ref(effect.what)}"
    if isinstance(effect, Punisher) and effect.who == "each_opponent" and effect.discard and \
            effect.sacrifice is not None:
        repeat = "" if effect.times == 1 else (
            "repeat the following process X times. Each" if effect.times == Amount(kind="x")
            else None)
        if repeat is None:
            return None
        return (f"{repeat or 'each'} opponent loses {effect.life} life unless that player "
                f"sacrifices {with_article(filter_phrase(effect.sacrifice))} or discards a card")
    if isinstance(effect, RemoveCounters) and effect.on == SELF and effect.filter is None and \
            effect.amount == Amount(kind="counters", counter=effect.counter, ref=SELF):
        return f"remove all {effect.counter} counters from {SELF_NAME}"  # Coalition Relic
    if isinstance(effect, AddMana) and effect.choices == ("any",) and \
            isinstance(effect.amount, Amount) and effect.amount.wording == "for_each":
        return "add one mana of any color" + for_each(effect.amount, ctx)
    return None


def last_staples_clause(items: Sequence[Effect], index: int,
                        ctx: Context) -> tuple[str, int] | None:
    """``(clause, effects used)``: "draw a card unless that player pays {X}, where X is ~'s
    power" (a :class:`MayPayAmount` and the "if not paid" after it), else ``None``."""
    effect = items[index]
    if not isinstance(effect, MayPayAmount) or effect.who != "triggering_player" or \
            index + 1 >= len(items):
        return None
    after = items[index + 1]
    if not isinstance(after, Conditional) or after.condition != Condition("paid", negate=True) \
            or after.otherwise or not isinstance(effect.amount, Amount):
        return None
    rest = effects_text(after.effects, ctx, sentence=False)
    return (f"{rest} unless that player pays {{X}}, where X is "
            f"{amount_words(effect.amount, ctx)}"), 2
