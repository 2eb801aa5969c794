"""Normalising Oracle text for compiling and for the round trip (magic.md §2).

The card's name (and its short name before a comma) becomes ``~``; reminder text in
parentheses is dropped; "enters the battlefield" is written "enters" (the 2025 wording the
render uses); an ability word (CR 207.2c, no rules meaning) before an em dash is dropped; curly
quotes are straightened. Nothing else is changed.
"""

from __future__ import annotations

import re
from functools import cache

# CR 207.2c (the 2025-02-07 list, plus "flurry" and "start your engines!" printed since),
# apostrophes straightened as normalize_oracle straightens them. Embedded, never read from a
# rules file at run time: an installed copy and a checkout must compile every card alike
# (tests/oracle/test_normalize.py checks the list against the rules file).
ABILITY_WORDS = (
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel",
    "chroma", "cohort", "constellation", "converge", "council's dilemma", "coven", "delirium",
    "descend 4", "descend 8", "domain", "eerie", "eminence", "enrage", "fateful hour",
    "fathomless descent", "ferocious", "flurry", "formidable", "grandeur", "hellbent",
    "heroic", "imprint", "inspired", "join forces", "kinship", "landfall", "lieutenant",
    "magecraft", "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance",
    "raid", "rally", "revolt", "secret council", "spell mastery", "start your engines!",
    "strive", "survival", "sweep", "tempting offer", "threshold", "undergrowth", "valiant",
    "will of the council")


@cache
def ability_words() -> tuple[str, ...]:
    """The ability words of CR 207.2c, longest first."""
    return tuple(sorted(ABILITY_WORDS, key=len, reverse=True))


# CR 207.2d: a flavor word ("Teleport — {3}{W}: ~ phases out.") has no rules meaning either; any
# capitalised head before " — " but a keyword written with a dash (CR 702.142 boast, 702.57
# forecast, 702.139 companion) or a Saga's chapter numbers (714.2b)
_FLAVOR_HEAD = re.compile(r"^([A-Z][A-Za-z' ,!-]*?) — (?=\S)")
_DASH_KEYWORDS = frozenset({"boast", "forecast", "companion"})
_CHAPTERS = re.compile(r"^[IVX]+(, [IVX]+)*$")


def drop_flavor_word(line: str) -> str:
    """The line without a flavor word before its em dash (CR 207.2d), else as it is."""
    found = _FLAVOR_HEAD.match(line)
    if found is None:
        return line
    head = found.group(1)
    if head.lower() in _DASH_KEYWORDS or _CHAPTERS.match(head):
        return line
    rest = line[found.end():]
    return rest[:1].upper() + rest[1:]


def short_name(name: str) -> str:
    return name.split(",")[0] if "," in name else name


# "Rashka the Slayer", "Hivis of the Scale", "Svyelun of Sea and Sky": a legend's Oracle text
# may call it by the first word of its name alone (CR 201.4b, the "this object" of its text)
_LEGEND_EPITHET = re.compile(r"^([A-Z][\w'-]+) (?:the|of) ")


def legend_short_name(name: str, type_line: str) -> str:
    """The first word of a legendary non-planeswalker named "X the …" / "X of …" (QF2, issue
    29): how its text names itself ("Whenever Rashka …"); ``""`` for every other card. A
    planeswalker's first word is its subtype ("Gideon of the Trials": "a Gideon planeswalker")."""
    if "Legendary" not in type_line or "Planeswalker" in type_line or "," in name:
        return ""
    found = _LEGEND_EPITHET.match(name)
    return found.group(1) if found else ""


def normalize_oracle(text: str, name: str, type_line: str = "") -> str:
    """Oracle text as the compiler reads it and the round trip compares it."""
    text = text.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = re.sub(r"\s*\([^()]*\)", "", text)
    text = text.replace("enters the battlefield", "enters").replace(
        "enter the battlefield", "enter")
    if name:
        text = text.replace(name, "~")
        short = short_name(name)
        if short != name:
            text = re.sub(rf"\b{re.escape(short)}\b", "~", text)
        legend = legend_short_name(name, type_line)
        if legend:
            # not another name made of it ("create Tuktuk the Returned, a … token")
            text = re.sub(rf"\b{re.escape(legend)}\b(?! (?:the|of) [A-Z])", "~", text)
    lines = []
    for line in text.splitlines():
        line = line.strip()
        if " — " in line:  # else no ability word to drop
            low = line.lower()
            for word in ability_words():
                if low.startswith(word + " — "):
                    line = line[len(word) + 3:]
                    line = line[:1].upper() + line[1:]
                    break
            else:
                # a mode's name is a flavor word too ("• Fear Ray — Creatures you control …"),
                # unless the card names it as an option ("choose Khans or Dragons", 614.12)
                head = line[2:].partition(" — ")[0]
                if not line.startswith("• "):
                    line = drop_flavor_word(line)
                elif text.count(head) == 1:
                    line = "• " + drop_flavor_word(line[2:])
        if line:
            lines.append(line)
    return "\n".join(lines)


def split_abilities(text: str) -> list[list[str]]:
    """Normalised text → abilities, each a list of lines: a line, or a modal head followed by
    its bullet lines (CR 700.2)."""
    units: list[list[str]] = []
    for line in text.splitlines():
        if line.startswith("•") and units:
            units[-1].append(line)
        else:
            units.append([line])
    return units


_SPLIT = re.compile(r"(?<=[.])\s+(?=[A-Z~•\"])")


def units(text: str) -> list[str]:
    """The comparison units of normalised text: the sentences of each line, and each keyword
    of a keyword line ("Flying, vigilance" → "Flying", "Vigilance"; the older separator
    "First strike; reach" alike)."""
    out: list[str] = []
    for line in text.splitlines():
        is_keyword_line = not line.endswith((".", "—", '"')) and not line.startswith("•") \
            and ":" not in line
        if is_keyword_line:
            out.extend(part[:1].upper() + part[1:]
                       for part in line.replace("; ", ", ").split(", "))
        else:
            out.extend(_SPLIT.split(line))
    return out
