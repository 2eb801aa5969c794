"""Splice (CR 702.47): "As you cast an Arcane spell, you may reveal this card from your hand and
pay [cost]. If you do, add this card's effects to that spell." The spliced cards stay in their
owner's hand (702.47b); the spell gains their effects after its own, and their targets after its
own (702.47c), so a spliced card's ``target:N`` references are shifted past the spell's
targets. Asked by :mod:`cardtable.games.magic.casting` before targets are chosen (601.2b)."""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.costs import keyword
from cardtable.games.magic.layers import matches
from cardtable.games.magic.model import CardDef, SpellAbility
from cardtable.games.magic.objects import HAND

if TYPE_CHECKING:
    from cardtable.games.magic.frames import CastFrame
    from cardtable.games.magic.ports import GameServices

SPLICE = "splice"
_TARGET = re.compile(r"target:(\d+)")


def _spell_ability(card: CardDef) -> SpellAbility | None:
    found = [a for a in card.abilities if isinstance(a, SpellAbility)]
    return found[0] if len(found) == 1 else None


def candidates(game: GameServices, frame: CastFrame) -> list[int]:
    """The cards of the caster's hand that may be spliced onto this spell (702.47a): a splice
    keyword whose filter the spell matches ("Arcane", "instant or sorcery"), an unmoded spell
    ability with no X, the spell itself excepted; none when the spell has modes."""
    state = game.state
    if frame.kind != "spell" or not isinstance(frame.ability, SpellAbility) or \
            frame.ability.modes is not None:
        return []
    spell = state.objects[frame.obj]
    out = []
    for oid in state.zone(frame.player, HAND):
        card = state.objects[oid].card
        found = keyword(card, SPLICE)
        ability = _spell_ability(card)
        if oid == frame.obj or found is None or found.filter is None or ability is None or (
                ability.modes is not None or "{X}" in card.mana_cost):
            continue
        if matches(state, spell, found.filter, frame.player):
            out.append(oid)
    return out


def _shift(value: Any, offset: int) -> Any:
    """``value`` with every ``target:N`` reference moved to ``target:N+offset``."""
    if isinstance(value, str):
        return _TARGET.sub(lambda m: f"target:{int(m.group(1)) + offset}", value)
    if isinstance(value, tuple):
        return tuple(_shift(v, offset) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _shift(getattr(value, f.name), offset)
                   for f in dataclasses.fields(value) if f.init}
        return dataclasses.replace(value, **changes)
    return value


def spliced_ability(game: GameServices, ability: SpellAbility,
                    spliced: tuple[int, ...]) -> SpellAbility:
    """The spell's ability with each spliced card's effects and targets added after its own
    (702.47c), in the order chosen."""
    effects = list(ability.effects)
    targets = list(ability.targets)
    for oid in spliced:
        other = _spell_ability(game.state.objects[oid].card)
        if other is None:
            continue
        effects.extend(_shift(e, len(targets)) for e in other.effects)
        targets.extend(other.targets)
    return dataclasses.replace(ability, effects=tuple(effects), targets=tuple(targets))


def splice_mana(game: GameServices, spliced: tuple[int, ...]) -> str:
    """The splice costs to add to the spell's total cost (601.2f)."""
    out = ""
    for oid in spliced:
        obj = game.state.objects.get(oid)
        found = keyword(obj.card, SPLICE) if obj is not None else None
        if found is not None and found.cost is not None:
            out += found.cost.mana
    return out
