"""Decks against the compiled cards: every card supported, or — only when asked with
``--allow-unsupported`` — a vanilla stand-in (same name, cost, types, power and toughness, no
abilities) that is announced loudly, never silently (magic.md §2)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from cardtable.core.errors import DeckError
from cardtable.games.magic.abilities import model as m
from cardtable.games.magic.oracle.database import CompiledDatabase


@dataclass(frozen=True, slots=True)
class DeckCoverage:
    """A deck's cards: how many are supported, and why each other one is not."""

    label: str
    names: tuple[str, ...]
    supported: tuple[str, ...]
    unsupported: tuple[tuple[str, str], ...]  # (name, reason)
    unknown: tuple[str, ...]


def deck_names(path: Path) -> tuple[str, ...]:
    """Every card of a deck file (main deck, commander and sideboard sections), one name per
    copy."""
    from cardtable.decks.read import read_deck_file

    if not path.is_file():
        raise DeckError(f"no deck file at {str(path)!r}")
    decklist = read_deck_file(path)
    if decklist.problems:
        raise DeckError(f"{path.name}: {decklist.problems[0]}")
    return tuple(e.name for e in decklist.entries for _ in range(e.count))


def _lookup(db: CompiledDatabase, name: str) -> str | None:
    if name in db.cards:
        return name
    for full in db.cards:  # a face name ("Fire") or the front face of a double-faced card
        if full.startswith(name + " // "):
            return full
    return None


def deck_coverage(db: CompiledDatabase, names: Sequence[str], label: str) -> DeckCoverage:
    supported: list[str] = []
    unsupported: dict[str, str] = {}
    unknown: list[str] = []
    for name in dict.fromkeys(names):
        key = _lookup(db, name)
        if key is None:
            unknown.append(name)
            continue
        card = db.cards[key]
        if card.supported:
            supported.append(name)
        else:
            why = card.reason
            if card.failures:
                why = "does not compile: " + card.failures[0]
            unsupported[name] = why
    return DeckCoverage(label, tuple(names), tuple(supported), tuple(unsupported.items()),
                        tuple(unknown))


def stand_in(card: m.CardDef) -> m.CardDef:
    """A vanilla stand-in: the printed characteristics without any ability."""
    return replace(card, abilities=(), oracle="")


def playable_cards(db: CompiledDatabase, names: Sequence[str], label: str, *,
                   allow_unsupported: bool = False) -> tuple[dict[str, m.CardDef], list[str]]:
    """The definitions a game of this deck needs, and the loud warnings for stand-ins.

    Without ``allow_unsupported`` a deck with an unsupported card is refused (DeckError naming
    the cards); with it, each such card is replaced by a vanilla stand-in and reported."""
    report = deck_coverage(db, names, label)
    if report.unknown:
        raise DeckError(f"deck {label!r}: unknown cards {', '.join(report.unknown)}")
    if report.unsupported and not allow_unsupported:
        listed = "; ".join(f"{n} ({why})" for n, why in report.unsupported[:5])
        more = len(report.unsupported) - 5
        raise DeckError(
            f"deck {label!r}: {len(report.unsupported)} cards are not supported — {listed}"
            + (f" and {more} more" if more > 0 else "")
            + "; play it anyway with --allow-unsupported (vanilla stand-ins)")
    cards: dict[str, m.CardDef] = {}
    warnings: list[str] = []
    reasons = dict(report.unsupported)
    for name in dict.fromkeys(names):
        key = _lookup(db, name)
        assert key is not None
        compiled = db.cards[key]
        if compiled.supported and compiled.card is not None:
            cards[name] = replace(compiled.card, name=name)
            continue
        cards[name] = replace(stand_in(compiled.printed), name=name)
        warnings.append(f"STAND-IN: {name} plays as a vanilla card without its abilities "
                        f"({reasons.get(name, 'unsupported')})")
    return cards, warnings
