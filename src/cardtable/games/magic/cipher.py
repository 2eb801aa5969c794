"""Cipher (CR 702.99): "Cipher (Then you may exile this spell card encoded on a creature you
control. Whenever that creature deals combat damage to a player, its controller may cast a copy
of the encoded card without paying its mana cost.)" Issue 29 (h8-kw).

* 702.99a, first ability: as a spell with cipher represented by a card finishes resolving, its
  controller chooses a creature they control or none (:func:`question`, asked by
  ``resolution.ask``); chosen, the card is exiled instead of being put into the graveyard
  (:func:`encode`, called by ``resolution._done``).
* 702.99a, second ability: while the card is encoded, the creature has "Whenever this creature
  deals combat damage to a player, you may copy the encoded card and you may cast the copy
  without paying its mana cost." — a layer-6 effect on that creature (a new object after a zone
  change, 400.7, so it ends as 702.99c says: the card stays exiled, encoded on nothing).
* The copy (707.12): a new object of the card's characteristics, owned by the caster and marked
  like a token so it ceases to exist once it leaves the stack (704.5e); cast for free (118.9)
  through the ordinary cast frame (targets, "whenever you cast" triggers) once the trigger has
  resolved (608.2g), as "cast it without paying its mana cost" is.

Simplification: the encoding ends only with the creature; a card that leaves exile another way
(rare) still lends the creature its ability, a copy of the card as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model import (
    ContinuousEffect,
    MayDo,
    Trigger,
    TriggeredAbility,
)
from cardtable.games.magic.model.keyword_mechanics import CipherCast
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, STACK
from cardtable.games.magic.state import TempEffect
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    from cardtable.games.magic.objects import GameObject
    from cardtable.games.magic.ports import GameServices

CIPHER = "cipher"
_ASKED = "cipher_asked"
_ON = "cipher_on:"


def _creatures(game: GameServices, player: int) -> list[int]:
    state = game.state
    return [oid for oid in state.battlefield
            if chars(state, state.objects[oid]).controller == player
            and "Creature" in chars(state, state.objects[oid]).types]


def question(game: GameServices, obj: GameObject, controller: int, copy: bool
             ) -> Decision | None:
    """702.99a: the resolving spell card with cipher — encode it on which creature, if any?"""
    state = game.state
    notes = state.cast_notes.get(obj.id, frozenset())
    if copy or obj.token or obj.zone != STACK or _ASKED in notes or \
            not obj.card.has_keyword(CIPHER):
        return None
    creatures = _creatures(game, controller)
    if not creatures:
        return None
    return Decision(controller, DecisionKind.CHOOSE_SUBSET,
                    f"cipher: exile {obj.card.name} encoded on a creature you control? "
                    "(choose one, or none; CR 702.99a)", creatures, tag=Tag.RESOLVE_CHOICE,
                    min_count=0, max_count=1)


def record(game: GameServices, obj: GameObject, chosen: object) -> None:
    state = game.state
    picked = [int(c) for c in chosen] if isinstance(chosen, (list, tuple)) else []
    state.cast_notes[obj.id] = state.cast_notes.get(obj.id, frozenset()) | {_ASKED} | (
        {f"{_ON}{picked[0]}"} if picked else set())
    state.touch()


def encode(game: GameServices, controller: int, obj: GameObject) -> bool:
    """Exile the resolved spell card encoded on the creature chosen, if it is still a creature
    its controller controls; ``True`` if it was encoded."""
    state = game.state
    chosen = next((int(n[len(_ON):]) for n in state.cast_notes.get(obj.id, frozenset())
                   if n.startswith(_ON)), None)
    creature = state.objects.get(chosen) if chosen is not None else None
    if creature is None or creature.zone != BATTLEFIELD or \
            chars(state, creature).controller != controller:
        return False
    exiled = game.move(obj, EXILE, cause="cipher")
    ability = TriggeredAbility(Trigger("deals_combat_damage_to_player"), effects=(
        MayDo(effects=(CipherCast(exiled.id),)),),
        text="Whenever this creature deals combat damage to a player, you may copy the "
             "encoded card and you may cast the copy without paying its mana cost.")
    state.effects.append(TempEffect(state.new_timestamp(), ContinuousEffect(
        "6", add_abilities=(ability,)), frozenset({creature.id}), controller, "permanent",
        exiled.id))
    state.touch()
    game.log("cipher", controller, name=obj.card.name, creature=creature.id)
    return True


def copy_to_cast(game: GameServices, card_id: int, player: int) -> GameObject | None:
    """707.12: a copy of the encoded card for ``player`` to cast (``None`` if it is gone)."""
    state = game.state
    card = state.objects.get(card_id)
    if card is None or card.zone != EXILE:
        return None
    from_card = card.copied or card.card
    made = state.new_id()
    copy = type(card)(made, from_card, player, player, EXILE, token=True,
                      uid=-state.next_uid)
    state.next_uid += 1
    state.objects[made] = copy
    state.players[player].zones[EXILE].append(made)
    state.touch()
    return copy
