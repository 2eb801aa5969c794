"""The words of :class:`~cardtable.games.magic.model.PlayerTurnRule` (issue 29, h6-B):
"Players can't gain life this turn", "Target player can't play lands this turn", "Your
opponents can't cast noncreature spells this turn" (CR 119.7, 305.2, 101.2). Called by
:func:`cardtable.games.magic.text.phrases.effect_text`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.base import Filter
from cardtable.games.magic.model.player_restrictions import (
    TURN_CANT_CAST,
    TURN_CANT_GAIN_LIFE,
    TURN_CANT_PLAY_LANDS,
    PlayerTurnRule,
    UntargetableTurn,
)
from cardtable.games.magic.model.restrictions import parse_untargetable
from cardtable.games.magic.text.restrictions import untargetable_words
from cardtable.games.magic.text.words import filter_phrase

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext

_VERBS = {TURN_CANT_GAIN_LIFE: "gain life", TURN_CANT_PLAY_LANDS: "play lands"}


def spell_class_words(spells: Filter | None) -> str | None:
    """"spells", "creature spells", "noncreature spells" (``None``: not a class said so)."""
    if spells is None:
        return "spells"
    if spells == Filter(types=spells.types) and len(spells.types) == 1:
        return f"{spells.types[0].lower()} spells"
    if spells == Filter(not_types=spells.not_types) and len(spells.not_types) == 1:
        return f"non{spells.not_types[0].lower()} spells"
    return None


def player_turn_rule_text(effect: object, ctx: RenderContext) -> str | None:
    """The clause of a :class:`PlayerTurnRule` or :class:`UntargetableTurn`, or ``None`` for
    another effect."""
    if isinstance(effect, UntargetableTurn):
        parsed = parse_untargetable(effect.rule)
        if parsed is None:
            return None
        if effect.filter is not None:
            return (f"{filter_phrase(effect.filter, many=True)} "
                    f"{untargetable_words(parsed, True)} this turn")
        return f"{ctx.ref(effect.on)} {untargetable_words(parsed, False)} this turn"
    if not isinstance(effect, PlayerTurnRule):
        return None
    who = effect.wording or ctx.ref(effect.who, subject=True)
    if effect.rule in _VERBS:
        return f"{who} can't {_VERBS[effect.rule]} this turn"
    words = spell_class_words(effect.spells) if effect.rule == TURN_CANT_CAST else None
    return None if words is None else f"{who} can't cast {words} this turn"
