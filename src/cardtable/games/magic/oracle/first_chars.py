"""Which characters a match of a regular expression can begin with (for :mod:`.earley`).

An over-approximation worked out from the pattern's parse (Python's own ``re`` parser): a
character class or literal at the head, through groups, alternatives, optional and repeated
parts; a lookahead or anchor is skipped (zero width, so skipping it only lets more through);
anything else gives ``None`` (no answer: try the pattern everywhere).
"""

from __future__ import annotations

import re
from re import _constants as sre
from re import _parser as sre_parse
from typing import Any

ASCII = 128  # the characters answered for; others are tried against every pattern
_CATEGORIES = {sre.CATEGORY_DIGIT: r"\d", sre.CATEGORY_NOT_DIGIT: r"\D",
               sre.CATEGORY_SPACE: r"\s", sre.CATEGORY_NOT_SPACE: r"\S",
               sre.CATEGORY_WORD: r"\w", sre.CATEGORY_NOT_WORD: r"\W"}


def _one_char(items: Any) -> str | None:
    """A character class of the regular-expression parser as a pattern for one character."""
    parts: list[str] = []
    for op, av in items:
        if op is sre.NEGATE:
            parts.insert(0, "^")
        elif op is sre.LITERAL:
            parts.append(re.escape(chr(av)))
        elif op is sre.RANGE:
            parts.append(f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}")
        elif op is sre.CATEGORY and av in _CATEGORIES:
            parts.append(_CATEGORIES[av])
        else:
            return None
    return "[" + "".join(parts) + "]"


def _first_atoms(seq: Any, flags: int) -> tuple[list[tuple[str, int]] | None, bool]:
    """What the first character of a match of the parsed pattern ``seq`` can be: one-character
    patterns with their flags (``None``: anything), and whether ``seq`` can match empty."""
    atoms: list[tuple[str, int]] = []
    for op, av in seq:
        if op is sre.LITERAL:
            atoms.append((re.escape(chr(av)), flags))
            return atoms, False
        if op is sre.IN:
            one = _one_char(av)
            if one is None:
                return None, False
            atoms.append((one, flags))
            return atoms, False
        if op is sre.SUBPATTERN:
            _group, add, remove, inner = av
            sub, nullable = _first_atoms(inner, (flags | add) & ~remove)
        elif op is sre.BRANCH:
            sub, nullable = [], False
            for alternative in av[1]:
                found, empty = _first_atoms(alternative, flags)
                if found is None:
                    return None, False
                sub += found
                nullable = nullable or empty
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, _high, inner = av
            sub, nullable = _first_atoms(inner, flags)
            nullable = nullable or low == 0
        elif op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue  # zero width: ignoring it only lets more characters through
        else:
            return None, False
        if sub is None:
            return None, False
        atoms += sub
        if not nullable:
            return atoms, False
    return atoms, True


def first_characters(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """The ASCII characters a match of ``pattern`` can begin with (an over-approximation), or
    ``None`` when that is not worked out (the pattern is then tried at every position)."""
    try:
        parsed = sre_parse.parse(pattern.pattern, pattern.flags)
    except re.error:
        return None
    atoms, nullable = _first_atoms(parsed, parsed.state.flags)
    if atoms is None or nullable:
        return None
    chars: set[str] = set()
    for atom, flags in atoms:
        one = re.compile(atom, flags & (re.IGNORECASE | re.ASCII))
        chars.update(c for c in map(chr, range(ASCII)) if one.fullmatch(c))
    return frozenset(chars)
