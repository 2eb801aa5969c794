"""The words of :mod:`cardtable.games.magic.model.names_9` (issue 29, QF ninth wave):
"choose a nonland card name" (CR 201.3) and the search of a player's graveyard, hand and
library for the cards with that name (CR 701.19)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model import ReplacementAbility, StaticAbility
from cardtable.games.magic.model.base import Filter
from cardtable.games.magic.model.names_9 import (
    ALL_NAMED,
    CHOOSE_CARD_NAME,
    NAMED_NO_ACTIVATION,
    NAMED_NO_NONMANA_ACTIVATION,
    ChooseCardName,
    SearchZonesForChosenName,
    kind_types,
)
from cardtable.games.magic.model.statics_8 import CANT_CAST_SPELLS
from cardtable.games.magic.text.words import SELF_NAME

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context


def name_kind_words(effect: ChooseCardName) -> str:
    """"a card" / "a nonland card" / "an artifact card" / "a nonartifact, nonland card"."""
    kinds = [f"non{t.lower()}" for t in effect.not_types] + [t.lower() for t in effect.types]
    words = ", ".join(kinds)
    if not words:
        return "a card"
    return f"{'an' if words[0] in 'aeiou' else 'a'} {words} card"


def names_9_text(effect: object, ctx: Context) -> str | None:
    """The words of a QF ninth-wave effect, or ``None`` when ``effect`` is none of them."""
    if isinstance(effect, ChooseCardName):  # CR 201.3, 608.2d
        return f"choose {name_kind_words(effect)} name"
    if isinstance(effect, SearchZonesForChosenName):  # CR 701.19, 701.20a
        count = "all" if effect.count == ALL_NAMED else "any number of"
        whose = ctx.ref(effect.who)
        return (f"search {whose}'s graveyard, hand, and library for {count} cards with "
                f"{effect.says} name and exile them. Then that player shuffles")
    return None


def names_9_replacement_text(r: ReplacementAbility) -> str | None:
    """"As ~ enters, choose a nonland card name." (CR 614.12, 201.3), or ``None``."""
    if r.event == "enters" and r.action == CHOOSE_CARD_NAME:
        types, not_types = kind_types(r.options)
        kind = name_kind_words(ChooseCardName(types=types, not_types=not_types))
        return f"As {SELF_NAME} enters, choose {kind} name."
    return None


def names_9_static_text(ability: StaticAbility) -> str | None:
    """"Spells with the chosen name can't be cast." (CR 101.2), or ``None``."""
    if ability.condition is not None or len(ability.effects) != 1:
        return None
    e = ability.effects[0]
    if e.layer == "rules" and e.rule in (NAMED_NO_ACTIVATION, NAMED_NO_NONMANA_ACTIVATION) and \
            e.affected == "players" and e.filter is not None and \
            e.filter.chosen_name == "the chosen":  # CR 602.5
        unless = " unless they're mana abilities" if e.rule == NAMED_NO_NONMANA_ACTIVATION \
            else ""
        return f"Activated abilities of sources with the chosen name can't be activated{unless}."
    if e.layer == "rules" and e.rule == CANT_CAST_SPELLS and e.affected == "players" and \
            e.filter is not None and e.filter.chosen_name == "the chosen" and \
            replace(e.filter, chosen_name="") == Filter():
        return "Spells with the chosen name can't be cast."
    return None

