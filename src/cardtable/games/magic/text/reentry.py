"""The renderer's own entry points, for the pieces it is built from.

Rendering is recursive: a token's quoted ability, an Aura's granted "…", a reflexive "When you
do, …" and a spending clause all render another ability or effect list. Rather than each piece
importing the renderer back (an import circle through the whole of ``text/``), :mod:`.render`
and :mod:`.join` install their entry points here as they load, and the pieces call
:func:`ability_text`, :func:`quoted_ability_text` and :func:`effects_text` (the pattern of
:mod:`cardtable.games.magic.oracle.nested` for the compiler).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.games.magic.model import Ability, CardDef, Effect
    from cardtable.games.magic.text.words import Context

_entries: dict[str, Callable[..., str]] = {}


def install(**entries: Callable[..., str]) -> None:
    """Called by :mod:`.render` (``ability_text``, ``quoted_ability_text``) and :mod:`.join`
    (``effects_text``) as they load."""
    _entries.update(entries)


def _entry(name: str) -> Callable[..., str]:
    if name not in _entries:  # a piece used before the renderer loaded: load it now
        importlib.import_module(f"{__package__}.render")
    return _entries[name]


def ability_text(ability: Ability, card: CardDef) -> str:
    return _entry("ability_text")(ability, card)


def quoted_ability_text(ability: Ability, noun: str = "creature") -> str:
    return _entry("quoted_ability_text")(ability, noun)


def effects_text(effects: Iterable[Effect], ctx: Context, *, sentence: bool = True,
                 joins: Sequence[str] = ()) -> str:
    return _entry("effects_text")(effects, ctx, sentence=sentence, joins=joins)


__all__ = ["ability_text", "effects_text", "install", "quoted_ability_text"]
