"""Magic decks for play and simulation: reading deck files against the card definitions, and
the bundled decks built from the test pool (so ``cardtable simulate magic`` works on a fresh
install).

A deck file is any decklist format :func:`cardtable.decks.read.read_deck_file` reads (one
``4 Lightning Bolt`` per line is enough). The main deck is used; every card must have a
definition the engine supports, else :class:`~cardtable.core.errors.DeckError` names it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from cardtable.core.errors import DeckError
from cardtable.decks.read import read_deck_file
from cardtable.games.magic.model import CardDef
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.support import unsupported_reason

DECK_DIR = Path(__file__).resolve().parent / "decks"
"""The bundled 60-card decks (plain decklists, one ``4 Name`` a line), built from the test pool."""


def bundled_deck_names() -> list[str]:
    return sorted(path.stem for path in DECK_DIR.glob("*.txt"))


def bundled_deck(name: str, cards: Mapping[str, CardDef] | None = None) -> tuple[str, ...]:
    path = DECK_DIR / f"{name}.txt"
    if not path.is_file():
        raise DeckError(f"unknown bundled deck {name!r}; bundled: "
                        f"{', '.join(bundled_deck_names())}")
    return read_deck(path, cards)


DEFAULT_ROTATION = ("gruul-stompy", "azorius-skies", "rakdos-removal", "selesnya-tokens")
"""The decks dealt to the seats when none is given: two-colour decks with modal spells."""


def bundled_decks(players: int) -> list[tuple[str, ...]]:
    """One bundled deck per seat, :data:`DEFAULT_ROTATION` in turn (so 2 players meet
    different decks)."""
    names = DEFAULT_ROTATION
    return [bundled_deck(names[i % len(names)]) for i in range(players)]


def check_deck(deck: Sequence[str], cards: Mapping[str, CardDef], label: str) -> None:
    for name in deck:
        card = cards.get(name)
        if card is None:
            raise DeckError(f"deck {label!r}: unknown card {name!r}; the engine knows the cards "
                            "in games/magic/cards/data/*.toml")
        problem = unsupported_reason(card)
        if problem is not None:
            raise DeckError(f"deck {label!r}: {name!r} is not supported by the engine yet "
                            f"({problem})")
    if len(deck) < 7:
        raise DeckError(f"deck {label!r} has {len(deck)} cards; a game needs at least 7")


def read_deck(path: Path, cards: Mapping[str, CardDef] | None = None) -> tuple[str, ...]:
    """A deck file's main deck as card names, checked against the card definitions."""

    if not path.is_file():
        raise DeckError(f"no deck file at {str(path)!r}")
    decklist = read_deck_file(path)
    if decklist.problems:
        raise DeckError(f"{path.name}: {decklist.problems[0]}")
    names = tuple(e.name for e in decklist.entries if e.section in ("main", "")
                  for _ in range(e.count))
    if not names:
        names = tuple(e.name for e in decklist.entries for _ in range(e.count))
    check_deck(names, cards or card_pool(), path.name)
    return names
