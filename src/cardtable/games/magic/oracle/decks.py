"""Decks against the compiled cards: every card supported, or — only when asked with
``--allow-unsupported`` — a vanilla stand-in (same name, cost, types, power and toughness, no
abilities) that is announced loudly, never silently (magic.md §2)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, replace
from pathlib import Path

from cardtable.cards.names import normalize_name
from cardtable.cards.search import SUGGEST_CUTOFF
from cardtable.core.errors import DeckError
from cardtable.decks.read import read_deck_file
from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.database import CompiledDatabase
from cardtable.games.magic.support import unsupported_reason


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

    if not path.is_file():
        raise DeckError(f"no deck file at {str(path)!r}")
    decklist = read_deck_file(path)
    if decklist.problems:
        raise DeckError(f"{path.name}: {decklist.problems[0]}")
    return tuple(e.name for e in decklist.entries for _ in range(e.count))


def _lookup(db: CompiledDatabase, name: str) -> str | None:
    """The compiled card ``name`` stands for, matched as ``deck check`` matches (accents,
    ``Fire/Ice``, a face name or the front face of a double-faced card)."""
    from cardtable.cards.names import find_in

    return find_in(db.cards, name)


def closest_names(db: CompiledDatabase, unknown: Sequence[str], *,
                  whole: bool = False) -> dict[str, str | None]:
    """Each unknown name with the closest real card name when one is close ("did you mean";
    the cutoff of ``cardtable cards search``): among the database's names when it is the
    ``whole`` file's, else from the whole AtomicCards file when it is there (a game's
    database may hold only the deck's cards)."""
    from rapidfuzz import fuzz, process, utils

    from cardtable.games.magic.oracle.database import CardFileError, atomic_path, read_atomic

    if not unknown:
        return {}
    names = list(db.cards)
    if not whole:
        with suppress(CardFileError):  # no card file: the database's names
            names = list(read_atomic(atomic_path()))
    closest: dict[str, str | None] = {}
    for name in unknown:
        best = process.extractOne(name, names, scorer=fuzz.WRatio,
                                  processor=utils.default_process, score_cutoff=SUGGEST_CUTOFF)
        closest[name] = best[0] if best else None
    return closest


def unknown_words(db: CompiledDatabase, unknown: Sequence[str]) -> str:
    """The unknown names for an error message, each with its "did you mean" when one is
    close."""
    return ", ".join(f"{name!r} (did you mean {best!r}?)" if best else repr(name)
                     for name, best in closest_names(db, unknown).items())


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
        raise DeckError(f"deck {label!r}: unknown cards {unknown_words(db, report.unknown)}")
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
        # the data's spelling for another spelling of the name ("Lim-Dul's Vault"); a face
        # name stays the name the deck gives
        shown = key if normalize_name(key) == normalize_name(name) else name
        if compiled.supported and compiled.card is not None:
            cards[name] = replace(compiled.card, name=shown)
            continue
        cards[name] = replace(stand_in(compiled.printed), name=shown)
        warnings.append(f"STAND-IN: {name} plays as a vanilla card without its abilities "
                        f"({reasons.get(name, 'unsupported')})")
    return cards, warnings


def _pool_key(pool: Mapping[str, m.CardDef], name: str) -> str | None:
    from cardtable.cards.names import find_in

    return find_in(pool, name)


def needed_from_oracle(names: Iterable[str], pool: Mapping[str, m.CardDef]) -> list[str]:
    """The names a deck needs from the compiled Oracle cards: those the engine's own card
    definitions (the test pool) do not supply as a supported card."""

    out: list[str] = []
    for name in dict.fromkeys(names):
        key = _pool_key(pool, name)
        card = None if key is None else pool[key]
        if card is None or unsupported_reason(card) is not None:
            out.append(name)
    return out


def oracle_database(names: Sequence[str]) -> CompiledDatabase:
    """The compiled cards for ``names``: the whole compiled file when its cache is fresh, else
    just these cards, from the per-card cache of game starts (:mod:`.deck_cache`; only cards
    not cached yet are compiled from the AtomicCards file, read in place)."""
    from cardtable.games.magic.oracle.database import CardFileError, atomic_path, load_database
    from cardtable.games.magic.oracle.deck_cache import deck_database

    path = atomic_path()
    if not path.is_file():
        raise CardFileError(f"no card file at {str(path)!r} (CARDTABLE_ATOMIC_CARDS); import "
                            "one with 'cardtable cards import FILE', or unset the variable")
    if cached_database_exists(path):
        return load_database(path)
    return deck_database(path, names)


def cached_database_exists(path: Path) -> bool:
    from cardtable.games.magic.oracle.database import cache_file

    return cache_file(path).exists()


def deck_cards(decks: Sequence[tuple[str, Sequence[str]]], pool: Mapping[str, m.CardDef], *,
               allow_unsupported: bool = False, database: CompiledDatabase | None = None,
               ) -> tuple[dict[str, m.CardDef], list[str]]:
    """The card definitions for ``decks`` (each a label and its card names): the engine's own
    definition of a card when it has a supported one, else the card compiled from its Oracle
    text (:func:`playable_cards`: the deck is refused when a card is unsupported, or it gets a
    loud vanilla stand-in with ``allow_unsupported``). Returns the definitions by name and the
    ``STAND-IN:`` warnings, one per card."""
    everything = [n for _, names in decks for n in names]
    missing = needed_from_oracle(everything, pool)
    cards = {n: pool[_pool_key(pool, n) or n] for n in dict.fromkeys(everything)
             if n not in missing}
    if not missing:
        return cards, []
    db = database if database is not None else oracle_database(missing)
    warnings: list[str] = []
    for label, names in decks:
        wanted = [n for n in names if n in missing]
        compiled, said = playable_cards(db, wanted, label, allow_unsupported=allow_unsupported)
        cards.update(compiled)
        warnings.extend(w for w in said if w not in warnings)
    return cards, warnings


def deck_file_names(path: Path, *, sideboard: bool = False) -> tuple[str, ...]:
    """The cards a deck file plays with: the main deck and the commander section (the
    sideboard too with ``sideboard``, for the EDH sideboard swap of CMD-3.2; the maybe-board
    never), one name per copy."""

    if not path.is_file():
        raise DeckError(f"no deck file at {str(path)!r}")
    decklist = read_deck_file(path)
    if decklist.problems:
        raise DeckError(f"{path.name}: {decklist.problems[0]}")
    names = tuple(e.name for e in decklist.entries for _ in range(e.count)
                  if e.section in ("main", "", "commander") or (
                      sideboard and e.section == "sideboard"))
    return names or tuple(e.name for e in decklist.entries for _ in range(e.count))
