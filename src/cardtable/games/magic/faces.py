"""Playing cards with several faces (CR 709 split, 712 double-faced, 715 adventurer).

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

from cardtable.games.magic.layers import chars
from cardtable.games.magic.model import ReplacementAbility, TriggeredAbility
from cardtable.games.magic.model.faces import (
    ADVENTURE,
    AFTERMATH,
    FLIP,
    MODAL_DFC,
    SPLIT,
    SPLIT_LAYOUTS,
    TRANSFORM,
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
    if to == BATTLEFIELD and cause == ENTERS_TRANSFORMED and can_transform(whole(card)):
        return face(whole(card), 1)  # "return it to the battlefield transformed" (712.14a)
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


# ---- transforming double-faced cards (CR 701.28, 712, 702.145, 728) ---------------------------

ENTERS_TRANSFORMED = "enters_transformed"
"""The cause of a move that puts a transforming card onto the battlefield with its back face
up (712.14a); any other card enters as it is (712.14b)."""
DAY = "day"
NIGHT = "night"
DAYBOUND = "daybound"
NIGHTBOUND = "nightbound"
TRANSFORMS_INTO = "transforms_into"
"""The trigger event of "When this creature transforms into ~" (701.28e)."""
DAY_NIGHT_CHANGES = "day_night_changes"
"""The trigger event of "Whenever day becomes night or night becomes day" (728.1a)."""
BECOMES_DAY = "becomes_day"
"""The action of "If it's neither day nor night, it becomes day as ~ enters." (728.1)."""


def can_transform(card: CardDef) -> bool:
    """Whether a permanent showing ``card`` can transform (701.28a, 712.9): it is a
    transforming double-faced card, and the face it would turn to is no instant or sorcery
    (712.10)."""
    if card.layout != TRANSFORM or len(card.faces) != 2:
        return False
    other = card.faces[1 - max(face_index(card), 0)]
    return not {"Instant", "Sorcery"} & set(other.type_line.split())


def is_transformed(card: CardDef) -> bool:
    """A transforming double-faced card with its back face up (701.28g)."""
    return card.layout == TRANSFORM and len(card.faces) == 2 and face_index(card) == 1


def transform(game: GameServices, obj: GameObject, *, by: str = "") -> bool:
    """Turn the permanent ``obj`` over (701.28a): from now on it has only the characteristics
    of its other face (712.8d-e); it stays the same object. ``by``: ``DAYBOUND`` or
    ``NIGHTBOUND`` when that keyword transforms it — a permanent with either keyword
    transforms by nothing else (702.145b, 702.145e). ``False`` when nothing happened (not a
    transforming double-faced permanent, 701.28c, 712.9-10)."""
    card = obj.card
    if obj.zone != BATTLEFIELD or obj.face_down or obj.copied is not None \
            or not can_transform(card):
        return False
    up = max(face_index(card), 0)
    bound = DAYBOUND if up == 0 else NIGHTBOUND
    if card.has_keyword(bound) and by != bound:
        return False
    obj.card = face(card, 1 - up)
    state = game.state
    state.transformed_at[obj.id] = state.next_id  # 701.28f
    state.touch()
    controller = chars(state, obj).controller
    game.log("transform", controller, id=obj.id, frm=card.name, name=obj.card.name,
             why="it turns over: it has only the characteristics of its other face "
                 "(CR 701.28a, 712.8)")
    for ability in obj.card.abilities:  # "When this creature transforms into ~" (701.28e)
        if isinstance(ability, TriggeredAbility) and ability.trigger.event == TRANSFORMS_INTO:
            game.trigger(obj, controller, ability, {"it": obj.id})
    return True


def transformed_since(state: MagicState, oid: int, item: int | None) -> bool:
    """Whether the permanent ``oid`` transformed after the stack item ``item`` was put on the
    stack (ids only grow): its own ability then does not transform it again (701.28f)."""
    return item is not None and state.transformed_at.get(oid, -1) > item


def entering_face(state: MagicState, card: CardDef) -> CardDef:
    """The face a card entering the battlefield shows: a daybound card enters transformed
    while it is night (702.145b)."""
    if state.day_night == NIGHT and card.layout == TRANSFORM and len(card.faces) == 2 \
            and face_index(card) < 1 and card.faces[0].has_keyword(DAYBOUND):
        return face(card, 1)
    return card


def day_night_check(game: GameServices) -> None:
    """The untap step's day/night check (502.2, 728.2): day becomes night if the previous
    turn's active player cast no spells that turn; night becomes day if they cast two or
    more. Neither designation yet: nothing changes (728.2c)."""
    state = game.state
    if not state.day_night or not 0 <= state.last_turn_active < len(state.spells_last_turn):
        return
    cast = state.spells_last_turn[state.last_turn_active]
    if state.day_night == DAY and cast == 0:
        become(game, NIGHT, "the previous turn's active player cast no spells (CR 728.2a)")
    elif state.day_night == NIGHT and cast >= 2:
        become(game, DAY, "the previous turn's active player cast two or more spells "
                          "(CR 728.2b)")


def become(game: GameServices, designation: str, why: str) -> None:
    """It becomes ``designation`` (``DAY`` or ``NIGHT``, 728.1), and the daybound and
    nightbound permanents turn to match (702.145c, 702.145f)."""
    state = game.state
    before = state.day_night
    if before == designation:
        return
    state.day_night = designation
    state.touch()
    game.log("day_night", None, now=designation, why=why)
    bound_check(game)
    if before:  # "day becomes night" / "night becomes day" (728.1a), not from neither
        for oid in list(state.battlefield):
            obj = state.objects.get(oid)
            if obj is None:
                continue
            c = chars(state, obj)
            for ability in c.abilities:
                if isinstance(ability, TriggeredAbility) and \
                        ability.trigger.event == DAY_NIGHT_CHANGES:
                    game.trigger(obj, c.controller, ability, {})


def entered(game: GameServices, obj: GameObject) -> None:
    """A permanent entered: a transforming one may start day or night (702.145d, g); "If
    it's neither day nor night, it becomes day as ~ enters." does so (728.1)."""
    if obj.card.layout == TRANSFORM:
        bound_check(game)
    if not game.state.day_night and any(
            isinstance(a, ReplacementAbility) and a.action == BECOMES_DAY
            for a in obj.card.abilities):
        become(game, DAY, f"{obj.card.name} entered while it was neither day nor night "
                          "(CR 728.1)")


def bound_check(game: GameServices) -> None:
    """What daybound and nightbound do "any time" (702.145c-d, f-g; not state-based actions):
    with neither designation, a daybound permanent makes it day, else a nightbound one makes
    it night; then a front-face-up daybound permanent transforms at night, a back-face-up
    nightbound one by day."""
    state = game.state
    day: list[GameObject] = []
    night: list[GameObject] = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.card.layout != TRANSFORM:
            continue
        if obj.card.has_keyword(DAYBOUND):
            day.append(obj)
        elif obj.card.has_keyword(NIGHTBOUND):
            night.append(obj)
    if not day and not night:
        return
    if not state.day_night:
        become(game, DAY if day else NIGHT,
               "a daybound permanent makes it day (CR 702.145d)" if day else
               "a nightbound permanent makes it night (CR 702.145g)")
        return  # become() checked the permanents again
    if state.day_night == NIGHT:
        for obj in day:
            transform(game, obj, by=DAYBOUND)
    else:
        for obj in night:
            transform(game, obj, by=NIGHTBOUND)


# ---- flip cards (CR 710) ---------------------------------------------------------------


def flip(game: GameServices, obj: GameObject) -> bool:
    """Flip the permanent ``obj`` (710.2): a flip card on the battlefield shows its bottom
    half from now on (710.2; its colour and mana cost unchanged, 710.1c) — the same object.
    Flipping is one way (710.4): ``False`` when it already flipped or is no flip card."""
    card = obj.card
    if obj.zone != BATTLEFIELD or obj.face_down or obj.copied is not None \
            or card.layout != FLIP or len(card.faces) != 2 or face_index(card) == 1:
        return False
    obj.card = face(card, 1)
    state = game.state
    state.touch()
    game.log("flip", chars(state, obj).controller, id=obj.id, frm=card.name,
             name=obj.card.name, why="it flips: its alternative name, text, type line, power "
                                     "and toughness apply (CR 710.2)")
    return True
