"""Card-name normalisation for forgiving look-ups.

``normalize_name`` folds case and accents (``Nazgûl`` → ``nazgul``, ``Æther`` → ``aether``),
unifies apostrophes and dashes, and writes any slash between names the way the card data does
(``Fire/Ice`` → ``fire // ice``), so that one indexed key finds every spelling people paste.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping

_LIGATURES = str.maketrans({"æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss"})
_PUNCTUATION = str.maketrans({"’": "'", "‘": "'", "`": "'", "–": "-", "—": "-", "“": '"', "”": '"'})
_SLASHES = re.compile(r"\s*/{1,2}\s*")
_SPACES = re.compile(r"\s+")


def normalize_name(name: str) -> str:
    """The look-up key of a card name: case-, accent- and slash-insensitive."""
    text = name.translate(_LIGATURES).translate(_PUNCTUATION)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = _SLASHES.sub(" // ", text.casefold())
    return _SPACES.sub(" ", text).strip()


def has_control_characters(text: str) -> bool:
    """Whether text holds control characters (other than tab) that no card name contains."""
    return any(unicodedata.category(ch) == "Cc" and ch != "\t" for ch in text)


def loose_name_key(name: str) -> str:
    """A forgiving key for comparing names people typed: case, accents, punctuation and spacing
    ignored (``William - Wûluag`` and ``William (Wûluag)`` agree)."""
    folded = normalize_name(name)
    return "".join(ch for ch in unicodedata.normalize("NFKD", folded) if ch.isalnum())


def name_keys(names: Iterable[str]) -> dict[str, str]:
    """The one name matcher's index (``deck check``, ``play``, ``simulate``): the
    :func:`normalize_name` key of every name and of each face of a multi-faced name
    (``fire`` → ``Fire // Ice``) → the name as the data spells it. A whole name wins over
    another card's face."""
    listed = list(names)
    index: dict[str, str] = {}
    for full in listed:
        index.setdefault(normalize_name(full), full)
    for full in listed:
        if " // " in full:
            for face in full.split(" // "):
                index.setdefault(normalize_name(face), full)
    return index


def match_name(name: str, names: Iterable[str], index: dict[str, str] | None = None
               ) -> str | None:
    """The name among ``names`` that ``name`` stands for: itself, else the one whose
    :func:`name_keys` key it shares (ASCII for accents, ``Fire/Ice``, a face name); ``None``
    when none. ``index``: ``name_keys(names)`` when the caller keeps it for many look-ups."""
    if isinstance(names, (dict, set, frozenset)) and name in names:
        return name
    keys = index if index is not None else name_keys(names)
    return keys.get(normalize_name(name))


_KEYS: dict[int, tuple[object, int, dict[str, str]]] = {}


def keys_of(names: Mapping[str, object]) -> dict[str, str]:
    """:func:`name_keys` of a mapping's keys, kept while the mapping is alive and unchanged in
    size (a card file or a compiled database is looked up once per deck card)."""
    hit = _KEYS.get(id(names))
    if hit is not None and hit[0] is names and hit[1] == len(names):
        return hit[2]
    if len(_KEYS) > 16:
        _KEYS.clear()
    index = name_keys(names)
    _KEYS[id(names)] = (names, len(names), index)
    return index


def find_in(names: Mapping[str, object], name: str) -> str | None:
    """:func:`match_name` against a mapping's keys (its index kept, :func:`keys_of`)."""
    if name in names:
        return name
    return keys_of(names).get(normalize_name(name))
