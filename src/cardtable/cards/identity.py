"""Colour identity by Commander rule CMD-1.2 (comprehensive rules 903.4).

A card's colour identity is the union, over all its faces, of:

* the colours of the mana symbols in its mana cost;
* the colours of the mana symbols in its rules text, reminder text (in parentheses) excluded;
* its colour indicator;
* colours a characteristic-defining ability gives it (``Transguild Courier is all colors.``);
* the colours of its basic land types (a land that is a Forest can produce {G}; CMD-1.2 keeps
  such a card out of a deck whose identity lacks that colour — Murmuring Bosk is B/G/W).

Hybrid symbols count all their colours, Phyrexian symbols their colour; words ("mana of any
color") count nothing. Symbols that are not mana ({T}, {Q}, {E}, {CHAOS}…) are ignored.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from cardtable.cards.card import Card, CardFace
from cardtable.cards.colors import BASIC_LAND_COLOR, WUBRG, sort_colors
from cardtable.cards.mana import parse_symbol
from cardtable.core.errors import ManaCostError

_REMINDER = re.compile(r"\([^()]*\)")
_SYMBOL = re.compile(r"\{([^{}]{1,9})\}")
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_CDA = re.compile(
    r"(?:^|\n|\. )(?P<subject>[^\n.]+?) (?:is|are) "
    r"(?P<colors>all colors|(?:(?:white|blue|black|red|green)(?:, and |, | and )?)+)\.",
    re.IGNORECASE,
)


def strip_reminder_text(text: str) -> str:
    """Rules text without its reminder text (every parenthesised passage, nested ones too)."""
    previous = None
    while previous != text:
        previous = text
        text = _REMINDER.sub("", text)
    return text


def text_symbol_colors(text: str) -> str:
    """Colours of the mana symbols in rules text, reminder text excluded."""
    letters: list[str] = []
    for match in _SYMBOL.finditer(strip_reminder_text(text)):
        try:
            symbol = parse_symbol(match.group(1))
        except ManaCostError:
            continue
        letters.extend(symbol.colors)
    return sort_colors(letters)


def defined_colors(text: str, names: Iterable[str]) -> str:
    """Colours given by a characteristic-defining ability naming the card itself.

    ``Transguild Courier is all colors.`` → WUBRG; ``Ghostfire is colorless.`` → nothing.
    Sentences about other objects ("Creatures you control are black") do not count.
    """
    subjects = {n.casefold() for n in names} | {"this card", "this creature", "this spell"}
    letters: list[str] = []
    for match in _CDA.finditer(strip_reminder_text(text)):
        subject = match.group("subject").strip().casefold()
        if subject not in subjects:
            continue
        words = match.group("colors").casefold()
        if words == "all colors":
            return WUBRG
        letters.extend(code for word, code in _COLOR_WORDS.items() if word in words)
    return sort_colors(letters)


def face_identity(face: CardFace, names: Iterable[str] = ()) -> str:
    """The colour identity contributed by one face (see the module docstring)."""
    own_names = [face.name, *names]
    letters = [
        *face.mana_cost.colors,
        *text_symbol_colors(face.oracle_text),
        *(face.color_indicator or ""),
        *defined_colors(face.oracle_text, own_names),
        *(BASIC_LAND_COLOR[t] for t in face.type_line.basic_land_types),
    ]
    return sort_colors(letters)


def color_identity(card: Card) -> str:
    """CMD-1.2 colour identity of a card: the union over all its faces, WUBRG order."""
    names = [card.name, *card.face_names]
    return sort_colors(c for face in card.faces for c in face_identity(face, names))
