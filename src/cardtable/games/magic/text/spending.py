"""The words of the last staples of issue 28 (``oracle/staples_last_families.py``): spending
restrictions (CR 106.6), …; ``None`` means "not one of these"."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model.spending import SpendOnly
from cardtable.games.magic.text.words import filter_phrase, spell_phrase, with_article

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


def last_staples_text(effect: object) -> str | None:
    if isinstance(effect, SpendOnly):
        return spend_only_text(effect)
    return None
