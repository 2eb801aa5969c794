"""Cards with several faces as plain data: which face a card shows, and the whole card.

A multi-faced :class:`~cardtable.games.magic.model.CardDef` keeps its faces one level deep in
``faces`` (each face a ``CardDef`` with no faces of its own) and its MTGJSON ``layout``. The
*whole* card is what the card is where no face was chosen:

- modal double-faced (CR 712.8a), transforming (712.8a), flip (710.2) and adventurer cards
  (CR 715.4): the front face / the unflipped half / the creature (its normal
  characteristics), with every face kept;
- split cards (CR 709.4): the combination of both halves — both names, the combined mana cost
  (so the combined mana value and colours, 709.4b), every card type of either half (709.4c).

A *face* (:func:`face`) is one face's characteristics with the faces kept beside it, so that the
card turns back into its whole self (:func:`whole`) when it leaves the stack or the battlefield.
"""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import Ability, CardDef, Mode, ModeChoice, SpellAbility

MODAL_DFC = "modal_dfc"
SPLIT = "split"
ADVENTURE = "adventure"
TRANSFORM = "transform"
AFTERMATH = "aftermath"  # a split card whose second half has aftermath (CR 702.127)
FLIP = "flip"  # CR 710: the bottom half's characteristics once the permanent flipped
SPLIT_LAYOUTS = frozenset({SPLIT, AFTERMATH})
PLAYABLE_LAYOUTS = frozenset({MODAL_DFC, SPLIT, AFTERMATH, ADVENTURE, TRANSFORM, FLIP})
"""The layouts with several faces the engine plays (every face compiled and supported)."""


class FaceError(ValueError):
    """A multi-faced card built wrongly (no faces, or a face index out of range)."""


def _card_types(type_line: str) -> list[str]:
    return type_line.split("—")[0].split()


def combined(name: str, faces: tuple[CardDef, ...]) -> CardDef:
    """A split card's characteristics outside the stack (CR 709.4): both names (as ``A // B``),
    the halves' mana costs together (709.4b: its mana value and colours are the total and
    the union), the supertypes and card types of either half (709.4c; the subtypes too)."""
    if len(faces) < 2:
        raise FaceError(f"{name!r}: a split card needs two halves, got {len(faces)}")
    words: list[str] = []
    subtypes: list[str] = []
    for half in faces:
        head, _, tail = half.type_line.partition("—")
        words.extend(w for w in head.split() if w not in words)
        subtypes.extend(w for w in tail.split() if w not in subtypes)
    type_line = " ".join(words) + (" — " + " ".join(subtypes) if subtypes else "")
    colors = tuple(dict.fromkeys(c for half in faces for c in half.colors))
    return CardDef(name=name, type_line=type_line,
                   mana_cost="".join(half.mana_cost for half in faces),
                   colors=colors, layout=SPLIT, faces=faces, abilities=_fused(faces))


def _fused(faces: tuple[CardDef, ...]) -> tuple[Ability, ...]:
    """702.102: a split card whose halves have fuse may be cast with both halves from its
    owner's hand: one spell whose instructions are the left half's then the right half's
    (702.102d), each half with its own targets — a spell of two modes, both always chosen.
    Empty when the halves cannot be fused (no fuse, or a half that is itself modal)."""
    spells: list[SpellAbility] = []
    for half in faces:
        found = [a for a in half.abilities if isinstance(a, SpellAbility)]
        if not half.has_keyword("fuse") or len(found) != 1 or found[0].modes is not None \
                or found[0].additional_costs:
            return ()
        spells.extend(found)
    modes = tuple(Mode(s.effects, s.targets, joins=s.joins) for s in spells)
    return (SpellAbility(modes=ModeChoice(modes, min_count=len(modes),
                                          max_count=len(modes))),)


def can_fuse(card: CardDef) -> bool:
    """Whether ``card`` (a whole split card) may be cast fused (CR 702.102a)."""
    return card.layout == SPLIT and any(isinstance(a, SpellAbility) for a in card.abilities)


def multi_faced(name: str, layout: str, faces: tuple[CardDef, ...]) -> CardDef:
    """The whole card of ``faces`` (each compiled on its own) laid out as ``layout``."""
    bare = tuple(replace(f, faces=(), layout="normal") for f in faces)
    if not bare:
        raise FaceError(f"{name!r}: a card needs at least one face")
    if layout in SPLIT_LAYOUTS:
        return replace(combined(name, bare), layout=layout)
    if layout == FLIP:  # 710.1c: flipped, its colour and mana cost stay the unflipped half's
        bare = (bare[0], *(replace(f, mana_cost=bare[0].mana_cost, colors=bare[0].colors)
                           for f in bare[1:]))
    return replace(bare[0], layout=layout, faces=bare)


def is_multi_faced(card: CardDef) -> bool:
    return len(card.faces) > 1


def whole(card: CardDef) -> CardDef:
    """The card with no face chosen (itself for a one-faced card)."""
    if len(card.faces) < 2:
        return card
    if card.layout in SPLIT_LAYOUTS:
        return replace(combined(" // ".join(f.name for f in card.faces), card.faces),
                       layout=card.layout)
    return replace(card.faces[0], layout=card.layout, faces=card.faces)


def face(card: CardDef, index: int) -> CardDef:
    """Face ``index`` (0: front / the creature / the left half) with the faces kept."""
    if not 0 <= index < len(card.faces):
        raise FaceError(f"{card.name!r} has no face {index} (it has {len(card.faces)})")
    return replace(card.faces[index], layout=card.layout, faces=card.faces)


def face_index(card: CardDef) -> int:
    """Which face ``card`` shows: its index, or -1 for the whole card (or a one-faced card)."""
    if len(card.faces) < 2 or card == whole(card):
        return -1
    for index, one in enumerate(card.faces):
        if one.name == card.name:
            return index
    return -1


def has_disturb(card: CardDef) -> bool:
    """Whether ``card`` is a transforming double-faced card whose front face has disturb
    (CR 702.146a): it may be cast transformed from a graveyard."""
    return card.layout == TRANSFORM and len(card.faces) > 1 and card.faces[0].has_keyword(
        "disturb")


def cast_transformed(card: CardDef) -> bool:
    """Whether ``card`` shows the back face of a card with disturb (CR 712.11a, 702.146a)."""
    return has_disturb(card) and face_index(card) == 1


def has_aftermath(card: CardDef) -> bool:
    """Whether ``card`` (a face) is the aftermath half of a split card (CR 702.127a)."""
    return card.layout == AFTERMATH and card.has_keyword("aftermath")


def face_named(card: CardDef, name: str) -> int:
    """The index of the face called ``name`` (case-insensitive), -1 if none is."""
    wanted = name.casefold()
    for index, one in enumerate(card.faces):
        if one.name.casefold() == wanted:
            return index
    return -1
