"""Card-name normalisation for forgiving look-ups.

``normalize_name`` folds case and accents (``Nazgûl`` → ``nazgul``, ``Æther`` → ``aether``),
unifies apostrophes and dashes, and writes any slash between names the way the card data does
(``Fire/Ice`` → ``fire // ice``), so that one indexed key finds every spelling people paste.
"""

from __future__ import annotations

import re
import unicodedata

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
