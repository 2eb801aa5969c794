"""Commander decks for play and simulation.

Until the Oracle compiler makes real cards playable, the bundled decks (``decks/*.txt``, Arena
style ``Commander``/``Deck`` sections) are 100-card singleton decks built from the engine's test
pool plus the legendary creatures of ``cards.toml``. A deck file of any format ``cardtable deck``
reads is accepted when every card has a definition the engine supports; its commander is the
deck's commander section (or what the reader takes for one, CMD-1.1).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from cardtable.core.errors import DeckError
from cardtable.decks.model import COMMANDER, SIDEBOARD, Decklist
from cardtable.decks.read import read_deck_file
from cardtable.games.magic.decks import check_deck
from cardtable.games.magic.model import CardDef
from cardtable.games.magic.model.loader import card_pool, load_cards

HERE = Path(__file__).resolve().parent
DECK_DIR = HERE / "decks"
CARDS_FILE = HERE / "cards.toml"
DEFAULT_ROTATION = ("jasmine-boreal", "jerrard", "tobias-andrion", "sivitri-scarzam")
_SYMBOL = re.compile(r"\{([^}]*)\}")


@cache
def commander_cards() -> dict[str, CardDef]:
    """The engine's test pool plus this package's legendary creatures."""
    return {**card_pool(), **load_cards([CARDS_FILE])}


def card_identity(card: CardDef) -> frozenset[str]:
    """CMD-1.2 for the engine's cards: the colours of the mana symbols in the mana cost and the
    rules text (the pool's texts carry no reminder text that names mana) and the colour
    indicator."""
    colors = set(card.colors)
    for text in (card.mana_cost, card.oracle):
        for symbol in _SYMBOL.findall(text):
            colors.update(c for c in symbol.split("/") if c in "WUBRG")
    for word, c in (("Plains", "W"), ("Island", "U"), ("Swamp", "B"), ("Mountain", "R"),
                    ("Forest", "G")):
        if "Basic" in card.type_line and word in card.type_line:
            colors.add(c)
    return frozenset(colors)


@dataclass(frozen=True)
class CommanderDeck:
    name: str
    commanders: tuple[str, ...]
    cards: tuple[str, ...]  # all 100, commanders included
    sideboard: tuple[str, ...] = ()  # CMD-3.2's EDH sideboard (the file's sideboard section)


def deck_from_list(decklist: Decklist, label: str,
                   cards: Mapping[str, CardDef] | None = None) -> CommanderDeck:
    cards = cards if cards is not None else commander_cards()
    commanders = tuple(e.name for e in decklist.section(COMMANDER) for _ in range(e.count))
    if not commanders:
        raise DeckError(f"deck {label!r} names no commander; put it in a 'Commander' section")
    names = tuple(e.name for e in decklist.entries for _ in range(e.count)
                  if e.section in (COMMANDER, "main", ""))
    check_deck(names, cards, label)
    sideboard = tuple(e.name for e in decklist.section(SIDEBOARD) for _ in range(e.count))
    for name in dict.fromkeys(sideboard):
        check_deck((name,) * 7, cards, f"{label} (sideboard)")  # known and playable
    return CommanderDeck(label, commanders, names, sideboard)


def read_commander_deck(path: Path, cards: Mapping[str, CardDef] | None = None) -> CommanderDeck:

    if not path.is_file():
        raise DeckError(f"no deck file at {str(path)!r}")
    decklist = read_deck_file(path)
    if decklist.problems:
        raise DeckError(f"{path.name}: {decklist.problems[0]}")
    return deck_from_list(decklist, path.stem, cards)


def bundled_deck_names() -> list[str]:
    return sorted(p.stem for p in DECK_DIR.glob("*.txt"))


def bundled_deck(name: str) -> CommanderDeck:
    path = DECK_DIR / f"{name}.txt"
    if not path.is_file():
        raise DeckError(f"unknown bundled Commander deck {name!r}; bundled: "
                        f"{', '.join(bundled_deck_names())}")
    return read_commander_deck(path)


def bundled_decks(players: int) -> list[CommanderDeck]:
    return [bundled_deck(DEFAULT_ROTATION[i % len(DEFAULT_ROTATION)]) for i in range(players)]
