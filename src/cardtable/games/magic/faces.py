"""Playing cards with several faces (CR 709 split, 712 modal double-faced, 715 adventurer).

What a card is in each zone is data (:mod:`cardtable.games.magic.model.faces`); this room says
which face a player may cast or play, and what happens to the chosen face:

- **choosing** (CR 709.3, 712.11b, 712.12, 715.3): as a player casts a split card they choose a
  half; a modal double-faced card is cast with either face up, or played as a land with a land
  face up (712.12); an adventurer card is cast as the creature or as its Adventure. Only the
  chosen face is evaluated (709.3a, 712.11c, 715.3a); the object on the stack has only its
  characteristics (709.3b, 712.8f, 715.3b), and so does the permanent it becomes (712.13).
- **turning back** (709.4, 712.8a, 712.14, 715.4): anywhere but the stack and the battlefield —
  once it leaves either, or is put onto the battlefield from elsewhere — the card is its whole
  self again (:func:`card_after_move`).
- **going on an adventure** (715.3d): an Adventure that resolves is exiled instead of going to
  the graveyard, and while it stays exiled its controller may cast the creature (not the
  Adventure) from exile.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from cardtable.games.magic.model.faces import (
    ADVENTURE,
    AFTERMATH,
    MODAL_DFC,
    SPLIT,
    SPLIT_LAYOUTS,
    FaceError,
    can_fuse,
    face,
    face_index,
    face_named,
    has_disturb,
    is_multi_faced,
    whole,
)
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, STACK
from cardtable.games.magic.play_from_exile import PlayPermission, grant

if TYPE_CHECKING:
    from cardtable.games.magic.model import CardDef
    from cardtable.games.magic.objects import GameObject
    from cardtable.games.magic.ports import GameServices
    from cardtable.games.magic.state import MagicState

AS_IS = -1
"""The card as it is (its front face / the creature / a one-faced card)."""


def choices(state: MagicState, obj: GameObject) -> tuple[int, ...]:
    """The faces ``obj`` may be cast or played as (``AS_IS`` for the card as it is): both
    halves of a split card (709.3; the whole has no spell ability), either face of a modal
    double-faced card (712.11b, 712.12), the creature or the Adventure of an adventurer card
    (715.3) — only the creature once it is on an adventure in exile (715.3d); a transforming
    card with disturb in a graveyard, its back face (702.146a)."""
    card = obj.card
    if not is_multi_faced(card) or face_index(card) != AS_IS:
        return (AS_IS,)
    if card.layout == SPLIT:  # and both halves fused, from the hand (702.102a)
        fused = (AS_IS,) if obj.zone == HAND and can_fuse(card) else ()
        return (*range(len(card.faces)), *fused)
    if card.layout == AFTERMATH:  # 702.127a: the aftermath half only from a graveyard
        return tuple(i for i, half in enumerate(card.faces)
                     if half.has_keyword("aftermath") == (obj.zone == GRAVEYARD))
    if card.layout == MODAL_DFC:
        return (AS_IS, *range(1, len(card.faces)))
    if card.layout == ADVENTURE:
        if obj.zone == EXILE and obj.id in state.on_adventure:
            return (AS_IS,)
        return (AS_IS, *range(1, len(card.faces)))
    if obj.zone == GRAVEYARD and has_disturb(card):  # cast transformed (702.146a, 712.11a)
        return (AS_IS, 1)
    return (AS_IS,)


@contextmanager
def shown(obj: GameObject, index: int) -> Iterator[None]:
    """``obj`` with face ``index`` up for as long as the block runs (the priority room asks
    what each face could do without changing the game)."""
    if index == AS_IS:
        yield
        return
    before = obj.card
    obj.card = face(before, index)
    try:
        yield
    finally:
        obj.card = before


def halves_to_choose(obj: GameObject, by_effect: bool) -> tuple[str, ...]:
    """The names of the halves a player must choose between as a split card is cast by an
    effect ("cast it without paying its mana cost", 709.3) — the whole card's name too when
    it may be cast fused from the hand (702.102a): empty once a half is chosen, for a fused
    spell the player cast from their hand, and for any other card (the front face is cast by
    default, 712.11)."""
    card = obj.card
    if card.layout not in SPLIT_LAYOUTS or not is_multi_faced(card) or face_index(
            card) != AS_IS:
        return ()
    fusable = obj.zone == HAND and can_fuse(card)
    if fusable and not by_effect:
        return ()  # cast fused at priority (702.102a)
    halves = tuple(f.name for f in card.faces if card.layout == SPLIT or (
        f.has_keyword("aftermath") == (obj.zone == GRAVEYARD)))  # 702.127a
    return (*halves, card.name) if fusable else halves


def choose_named(game: GameServices, obj: GameObject, name: str) -> None:
    """Cast ``obj`` as its half called ``name`` (709.3); :class:`FaceError` if it has none."""
    if name == obj.card.name and can_fuse(obj.card):
        return  # both halves, fused (702.102a)
    index = face_named(obj.card, name)
    if index < 0:
        raise FaceError(f"{obj.card.name!r} has no half called {name!r}")
    choose(game, obj, index)


def choose(game: GameServices, obj: GameObject, index: int) -> None:
    """The player casts or plays ``obj`` as face ``index`` (709.3, 712.11b, 712.12, 715.3):
    it shows that face from now on, on the stack and on the battlefield."""
    if index == AS_IS:
        return
    obj.card = face(obj.card, index)
    game.state.touch()


def unchoose(game: GameServices, oid: int) -> None:
    """A cast that was rewound (730.1): the card is whole again where it waits."""
    obj = game.state.objects.get(oid)
    if obj is not None and obj.zone != STACK and is_multi_faced(obj.card):
        obj.card = whole(obj.card)
        game.state.touch()


def card_after_move(card: CardDef, from_zone: str, to: str, cause: str) -> CardDef:
    """What the card is once it moved: the chosen face stays up from the stack to the
    battlefield (712.13) and as a land is played (712.12); everywhere else the card is
    whole again (709.4, 712.8a, 712.14, 715.4)."""
    if not is_multi_faced(card):
        return card
    if to == STACK or (to == BATTLEFIELD and (from_zone == STACK or cause == "play_land")):
        return card
    return whole(card)


def go_on_adventure(game: GameServices, controller: int, obj: GameObject) -> bool:
    """715.3d: an Adventure spell resolving is exiled instead of put into the graveyard, and
    its controller may cast the creature from exile for as long as it stays there. ``False``
    (nothing done) for any other spell."""
    card = obj.card
    if card.layout != ADVENTURE or face_index(card) < 1:
        return False
    new = game.move(obj, EXILE, cause="adventure")
    if new.zone != EXILE:
        return True  # replaced on the way (614): it is not on an adventure
    state = game.state
    state.on_adventure = {i for i in state.on_adventure if i in state.objects} | {new.id}
    grant(game, PlayPermission(controller, new.id, lands=False))
    game.log("adventure", controller, name=new.card.name, id=new.id,
             why="an Adventure resolves into exile; its creature may be cast from there "
                 "(CR 715.3d)")
    return True
