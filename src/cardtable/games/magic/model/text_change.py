"""The text-changing effect of the ability model (CR 612): "Change the text of target spell or
permanent by replacing all instances of one color word with another" (Sleight of Mind) and
its family. Plain frozen data like every other effect (:mod:`.effects`); the interpreter's
handler is :mod:`.text_handlers`, layer 3 itself :mod:`cardtable.games.magic.text_change`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import Ref

#: the kinds of word a text change may replace (612.2): colour words, basic land types,
#: creature types — never a name
TEXT_WORD_KINDS = ("color", "land", "creature")


@dataclass(frozen=True, slots=True)
class ChangeText:
    """Replace all instances of one word of ``kinds`` with another of the same kind in the
    text of ``what`` (CR 612.1–612.2): ``kinds`` ``("color",)`` for Sleight of Mind,
    ``("land",)`` (basic land types) for Magical Hack, ``("color", "land")`` for Mind Bend
    ("one color word with another or one basic land type with another"), ``("creature",)``
    for Artificial Evolution with ``forbid`` ``("Wall",)`` ("The new creature type can't be
    Wall."). ``duration`` ``"permanent"`` ("This effect lasts indefinitely.") or
    ``"end_of_turn"`` (Crystal Spray)."""

    KIND: ClassVar[str] = "change_text"
    what: Ref = "target:0"
    kinds: tuple[str, ...] = ("color",)
    duration: str = "permanent"
    forbid: tuple[str, ...] = ()
