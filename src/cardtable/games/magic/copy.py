"""Copies of permanents (CR 707, layer 1 of 613.2): "You may have ~ enter as a copy of any
creature on the battlefield" and "Create a token that's a copy of …".

A copy effect gives an object the **copiable values** of another (707.2): the characteristics
printed on it (its card definition) as modified by other copy effects — so a copy of a Clone
that copied a Bear is a Bear (707.3). Counters, damage, tapped state, attachments, effects of
other layers and status such as being a commander (903.3: a property of the card, not a
copiable value) are not copied. The engine keeps the copiable values as
:attr:`GameObject.copied`; :func:`cardtable.games.magic.layers.base_chars` reads them in place
of the printed ones, so every later layer applies on top (613.2a, layer 1).

"Enter as a copy" is a replacement effect (614.1c) of the entering object itself: it becomes
the copy as it enters, not afterwards, so the copied "enters tapped"/"enters with" abilities
apply and the copied enters triggers trigger (707.5, 614.12). Its controller chooses the object
to copy, or — the effect says "you may" — to have it enter as itself. The engine asks when a
permanent spell resolves and when an effect returns such a card from a graveyard to the
battlefield; a land played with such an ability is not supported (no card of the pool).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.decision import DecisionKind
from cardtable.games.magic.context import Ask
from cardtable.games.magic.layers import matches
from cardtable.games.magic.model import (
    CardDef,
    CopyExcept,
    Filter,
    ReplacementAbility,
)
from cardtable.games.magic.objects import GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

ITSELF = "itself"  # the answer for "enter as itself" (the copy effect is optional)


def with_exceptions(card: CardDef, exc: CopyExcept | None) -> CardDef:
    """707.9b: the copiable values with the copy effect's exceptions made part of them."""
    if exc is None:
        return card
    from dataclasses import replace

    type_line = card.type_line
    if exc.subtypes is not None:
        type_line = type_line.split(" — ")[0] + (" — " + " ".join(exc.subtypes)
                                                  if exc.subtypes else "")
    if exc.add_types or exc.add_subtypes:
        left, _dash, right = type_line.partition(" — ")
        words = left.split()
        kinds = [w for w in exc.add_types if w not in words]
        subs = right.split() + [s for s in exc.add_subtypes if s not in right.split()]
        type_line = " ".join(words[:-1] + kinds + words[-1:]) + (
            " — " + " ".join(subs) if subs else "")
    return replace(
        card, type_line=type_line, abilities=card.abilities + exc.keywords + exc.abilities,
        power=card.power if exc.power is None else str(exc.power),
        toughness=card.toughness if exc.toughness is None else str(exc.toughness),
        colors=card.colors if exc.colors is None else exc.colors)


FACE_DOWN_VALUES = CardDef(name="", type_line="Creature", power="2", toughness="2")


def copiable(obj: GameObject) -> CardDef:
    """The copiable values of ``obj`` (707.2, 707.3); a face-down permanent's are those of a
    face-down 2/2 (708.3, 707.2)."""
    if obj.face_down:
        return FACE_DOWN_VALUES
    return obj.copied if obj.copied is not None else obj.card


def copy_replacement(card: CardDef) -> ReplacementAbility | None:
    for ability in card.abilities:
        if (isinstance(ability, ReplacementAbility) and ability.event == "enters"
                and ability.action == "copy"):
            return ability
    return None


def copy_candidates(game: GameServices, replacement: ReplacementAbility,
                    controller: int) -> tuple[int, ...]:
    state = game.state
    flt = replacement.filter or Filter()
    return tuple(oid for oid in state.battlefield
                 if matches(state, state.objects[oid], flt, controller))


def copy_asks(game: GameServices, card: CardDef, controller: int) -> bool:
    """Whether ``card`` entering now asks its controller what to copy."""
    replacement = copy_replacement(card)
    return replacement is not None and bool(copy_candidates(game, replacement, controller))


def entering_copy(game: GameServices, card: CardDef, controller: int,
                  answers: tuple[object, ...]) -> Ask | CardDef | None:
    """What ``card`` enters as: an :class:`Ask` while its controller must still choose, the
    copiable values it copies, or ``None`` to enter as itself."""
    replacement = copy_replacement(card)
    if replacement is None:
        return None
    options = copy_candidates(game, replacement, controller)
    if not options:
        return None
    if not answers:
        choices: tuple[object, ...] = (*options, ITSELF) if replacement.optional else options
        return Ask(controller, DecisionKind.CHOOSE_ONE,
                   f"{card.name} enters as a copy of (or '{ITSELF}')", choices)
    chosen = answers[0]
    if isinstance(chosen, int) and chosen in options:
        return with_exceptions(copiable(game.state.objects[chosen]), replacement.copy_except)
    return None
