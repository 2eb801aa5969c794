"""Ranking card names against what a person typed: typos, accents, punctuation, split names.

:func:`search_key` folds a name the forgiving way (case, accents and ligatures, apostrophes
dropped, every other punctuation mark and ``//`` a space: ``Lim-Dûl's Vault`` →
``lim duls vault``, ``Fire/Ice`` → ``fire ice``). :class:`NameIndex` ranks names by tiers, so
that a closer kind of match always comes first:

====  ===========================================================================
100   the whole name (or one face of a split or double-faced card)
 97   the name starts with the query
 95   the query is whole words of the name (``bolt`` in ``Lightning Bolt``)
 90   the query is inside the name
 <95  a typo: the mean of the whole-string similarity and, word by word, how close each
      typed word is to its nearest word of the name (rapidfuzz ``ratio``), at most 94.9
====  ===========================================================================

Names below the cutoff are not matches at all: :data:`SUGGEST_CUTOFF` for "did you mean",
:data:`SEARCH_CUTOFF` for ``cards search``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from cardtable.cards.names import normalize_name

SEARCH_CUTOFF = 75.0
SUGGEST_CUTOFF = 78.0
_PREFILTER = 200
_NOT_WORD = re.compile(r"[^\w]+")


def search_key(name: str) -> str:
    """The folded form names are compared in (see the module docstring)."""
    text = normalize_name(name).replace("'", "").replace('"', "")
    return " ".join(_NOT_WORD.sub(" ", text).replace("_", " ").split())


def _typo_score(query: str, key: str) -> float:
    words = key.split()
    typed = query.split()
    if not words or not typed:
        return 0.0
    per_word = sum(max(fuzz.ratio(w, k) for k in words) for w in typed) / len(typed)
    return (fuzz.ratio(query, key) + per_word) / 2


def score(query: str, key: str) -> float:
    """How well a folded name matches a folded query (0–100, tiers in the module docstring)."""
    if key == query:
        return 100.0
    if key.startswith(query):
        return 97.0
    if f" {query} " in f" {key} ":
        return 95.0
    if query in key:
        return 90.0
    return min(_typo_score(query, key), 94.9)


@dataclass(frozen=True, slots=True)
class Match:
    """A ranked name: what to show, and how well it matched."""

    name: str
    score: float


class NameIndex:
    """Display names under their folded keys (a card under its name and each face name)."""

    def __init__(self, names: Iterable[tuple[str, str]]) -> None:
        """``names``: pairs of (a name to match on, the name to show for it)."""
        self._shown: dict[str, str] = {}
        for matched, shown in names:
            key = search_key(matched)
            if key:
                self._shown.setdefault(key, shown)
        self._keys = list(self._shown)

    def __len__(self) -> int:
        return len(self._keys)

    def rank(self, query: str, cutoff: float = SEARCH_CUTOFF, limit: int | None = None
             ) -> list[Match]:
        """The names matching ``query`` at ``cutoff`` or better, best first (ties: shorter
        name, then alphabetical), each shown name once."""
        wanted = search_key(query)
        if not wanted or not self._keys:
            return []
        candidates = {key for key in self._keys if wanted in key}
        candidates.update(found for found, _score, _index in process.extract(
            wanted, self._keys, scorer=fuzz.WRatio, limit=_PREFILTER, score_cutoff=50))
        best: dict[str, float] = {}
        for key in candidates:
            points = score(wanted, key)
            shown = self._shown[key]
            if points >= cutoff and points > best.get(shown, -1.0):
                best[shown] = points
        ranked = sorted(best.items(), key=lambda item: (-item[1], len(item[0]), item[0]))
        return [Match(name, points) for name, points in ranked[:limit]]

    def suggest(self, query: str, limit: int = 3) -> list[str]:
        """Names close enough to ``query`` to offer as "did you mean"."""
        return [m.name for m in self.rank(query, SUGGEST_CUTOFF, limit)]
