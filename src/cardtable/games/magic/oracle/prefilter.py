"""A cheap test that a line cannot be read, before the (slow) Earley parse.

Every lowercase word of a line the grammar reads is part of some terminal: a literal of the
grammar (``"destroy "i``) or a match of a regular-expression terminal (``ADJ``, ``TYPE``,
``SIMPLE_KEYWORD``). So a line with a lowercase word that is in no literal, in no regular
expression's source and that no regular-expression terminal matches on its own, cannot parse;
such lines (most failing sentences: "becomes the target of", "explores", "connives") are
refused without parsing. Capitalised words are always let through (a subtype or token type is
any capitalised word), as are mana symbols and numbers, and the text inside double quotes
(a quoted ability, read by an open-vocabulary terminal such as ``QUOTED_INNER``: such
terminals are left out of the vocabulary, and the grammar may use them only between quotes).
The test only ever refuses what the parser would refuse too: it over-approximates the
grammar's vocabulary, never narrows it.
"""

from __future__ import annotations

import re
from functools import cache

from lark import Lark
from lark.lexer import PatternRE, PatternStr

_SYMBOLS = re.compile(r"\{[^}]*\}|\[[^]]*\]|\"[^\"]*\"")
_NONSENSE = "zqxjkvw"  # a word no closed-vocabulary terminal matches
_WORDS = re.compile(r"[A-Za-z]+")


@cache
def _vocabulary(grammar: Lark) -> tuple[frozenset[str], tuple[re.Pattern[str], ...]]:
    words: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    for terminal in grammar.terminals:
        pattern = terminal.pattern
        source = str(pattern.value)
        if isinstance(pattern, PatternStr):
            words.update(w.lower() for w in _WORDS.findall(source))
        elif isinstance(pattern, PatternRE):
            words.update(w.lower() for w in _WORDS.findall(source))
            flags = re.IGNORECASE if "i" in pattern.flags else 0
            compiled = re.compile(source, flags)
            if compiled.fullmatch(_NONSENSE):
                continue  # open vocabulary (quoted text): see the module docstring
            patterns.append(compiled)
    return frozenset(words), tuple(patterns)


def unknown_word(grammar: Lark, line: str) -> str | None:
    """A lowercase word of ``line`` no terminal of ``grammar`` can contain, or ``None``."""
    words, patterns = _vocabulary(grammar)
    for found in _WORDS.findall(_SYMBOLS.sub(" ", line)):
        word = str(found)
        if word[0].isupper():
            continue
        low = word.lower()
        if low in words:
            continue
        if any(p.fullmatch(word) for p in patterns):
            continue
        return word
    return None
