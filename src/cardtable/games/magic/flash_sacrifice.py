"""The Mirage "flash" enchantments (issue 29, h8-kw): "You may cast ~ as though it had flash. If
you cast it any time a sorcery couldn't have been cast, the controller of the permanent it
becomes sacrifices it at the beginning of the next cleanup step." (CR 601.3a, 307.1, 603.7,
514.3a).

A spell with the rule ``vocabulary.FLASH_SACRIFICE`` cast when its controller couldn't have
cast a sorcery (not their main phase, or the stack not empty, 307.1) gets the cast note
``FLASH_SACRIFICE_NOTE``; the permanent it becomes keeps it (zones.py passes a spell's notes
on). At the beginning of the next cleanup step the delayed trigger — "its controller sacrifices
it" — triggers for each such permanent (the note is used up), and 514.3a gives the players
priority, then another cleanup step follows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.layers import chars
from cardtable.games.magic.model import CardDef, Sacrifice, StaticAbility, Trigger, TriggeredAbility
from cardtable.games.magic.model.vocabulary import FLASH_SACRIFICE, FLASH_SACRIFICE_NOTE

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

_MAIN = ("main1", "main2")
SACRIFICE_AT_CLEANUP = TriggeredAbility(
    Trigger("delayed"), effects=(Sacrifice(what="self"),),
    text="the controller of the permanent it becomes sacrifices it at the beginning of the "
         "next cleanup step")


def has_rule(card: CardDef) -> bool:
    return any(isinstance(a, StaticAbility) and any(
        e.layer == "rules" and e.rule == FLASH_SACRIFICE for e in a.effects)
        for a in card.abilities)


def cast_note(game: GameServices, player: int, card: CardDef) -> frozenset[str]:
    """The note for a spell being cast (before it is put on the stack): a sorcery couldn't
    have been cast now (307.1: the caster's main phase with an empty stack)."""
    state = game.state
    if not has_rule(card):
        return frozenset()
    sorcery_time = state.active == player and state.step in _MAIN and not state.stack
    return frozenset() if sorcery_time else frozenset({FLASH_SACRIFICE_NOTE})


def cleanup_began(game: GameServices) -> None:
    """603.7, 514.3a: each permanent cast "any time a sorcery couldn't have been" — its
    controller's sacrifice triggers (once)."""
    state = game.state
    for oid in list(state.battlefield):
        notes = state.cast_notes.get(oid, frozenset())
        if FLASH_SACRIFICE_NOTE not in notes:
            continue
        state.cast_notes[oid] = notes - {FLASH_SACRIFICE_NOTE}
        obj = state.objects[oid]
        game.trigger(obj, chars(state, obj).controller, SACRIFICE_AT_CLEANUP, {})
