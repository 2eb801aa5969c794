"""Middle-earth CCG deck construction by the Council of Lórien tournament policy (MEC-4), the
starting pool (MEC-2.1) and the registered-list comparison (MEC-5.1).

:func:`check_meccg` reports every problem at once (MEC-4.6), each with its rule ID and cards.
"""

from __future__ import annotations

import json
import math
import tomllib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources

from cardtable.cards.db import CardDatabase, suggest_from
from cardtable.cards.meccg import MeccgCard, meccg_key
from cardtable.decks.model import MAIN, POOL, SIDEBOARD, SITES, DeckEntry, Decklist
from cardtable.formats.report import DeckReport, Problem

MIN_CREATURES = 12
MIN_RESOURCES = 30
MIN_HAZARDS = 30
MAX_POOL_CHARACTERS = 10
MAX_POOL_MINOR_ITEMS = 2
SIDEBOARD_LIMITS = {1: 30, 2: 30, 3: 35, 4: 40}
_VERSION_ALIGNMENT = {"H": "hero", "M": "minion", "F": "fallen-wizard", "B": "balrog"}
_AVATAR_ALIGNMENT = {"Hero": "hero", "Minion": "minion", "Fallen-wizard": "fallen-wizard",
                     "Balrog": "balrog"}


@dataclass(frozen=True, slots=True)
class MeccgSettings:
    """``game_length``: a 1-, 2-, 3- or 4-deck game (MEC-4.4); ``alignment`` overrides the
    alignment read from the deck's avatars and characters (hero, minion, fallen-wizard,
    balrog)."""

    game_length: int = 2
    alignment: str | None = None


def _extra_facts() -> dict[str, object]:
    text = resources.files("cardtable.formats").joinpath("data", "meccg_cards.toml").read_text(
        "utf-8")
    return tomllib.loads(text)


class MeccgIndex:
    """MECCG cards by forgiving title key, and the facts file's dual resource/hazard list."""

    def __init__(self, cards: Iterable[MeccgCard]) -> None:
        self.by_key: dict[str, list[MeccgCard]] = {}
        for card in cards:
            self.by_key.setdefault(card.key, []).append(card)
        either = _extra_facts().get("either_resource_or_hazard", [])
        titles = either if isinstance(either, list) else []
        self.either = {meccg_key(t) for t in titles if isinstance(t, str)}

    @classmethod
    def from_database(cls, database: CardDatabase) -> MeccgIndex:
        return cls(MeccgCard.from_dict(json.loads(data)) for _k, _s, data in
                   database.meccg_rows())

    @property
    def is_empty(self) -> bool:
        return not self.by_key

    def find(self, entry: DeckEntry, alignment: str | None = None) -> MeccgCard | None:
        candidates = self.by_key.get(meccg_key(entry.name))
        if not candidates:
            return None

        def score(card: MeccgCard) -> tuple[int, int, int]:
            aligned = card.alignment.casefold()
            wanted = _VERSION_ALIGNMENT.get(entry.version or "", alignment or "")
            return (int(entry.set_code is not None and card.set_code == entry.set_code),
                    int(bool(wanted) and aligned == wanted),
                    int(aligned == (alignment or "hero")))

        return max(candidates, key=score)

    @cached_property
    def _choices(self) -> dict[str, str]:
        return {key: cards[0].title for key, cards in self.by_key.items()}

    def suggest(self, name: str) -> list[str]:
        return suggest_from(meccg_key(name), self._choices)

    def is_either(self, card: MeccgCard) -> bool:
        return card.key in self.either


@dataclass(slots=True)
class _Tally:
    resources: int = 0
    hazards: int = 0
    either: int = 0
    characters: int = 0
    full_creatures: int = 0
    half_creatures: int = 0
    either_cards: list[str] = field(default_factory=list)
    half_cards: list[str] = field(default_factory=list)

    @property
    def creatures(self) -> int:
        return self.full_creatures + math.floor(self.half_creatures / 2)


def deck_alignment(cards: Sequence[MeccgCard]) -> str:
    """The deck's alignment: from its avatars (Wizard → hero, Ringwraith → minion, …), else
    the alignment most of its characters have; hero if nothing tells."""
    avatars = Counter(_AVATAR_ALIGNMENT.get(c.alignment, "") for c in cards if c.is_avatar)
    avatars.pop("", None)
    if avatars:
        return avatars.most_common(1)[0][0]
    characters = Counter(_AVATAR_ALIGNMENT.get(c.alignment, "") for c in cards
                         if c.is_character)
    characters.pop("", None)
    return characters.most_common(1)[0][0] if characters else "hero"


def _tally(cards: Iterable[tuple[MeccgCard, int]], alignment: str, index: MeccgIndex) -> _Tally:
    tally = _Tally()
    agents_are_hazards = alignment in ("hero", "balrog")
    for card, count in cards:
        if card.is_agent:
            if agents_are_hazards:
                tally.hazards += count
                tally.half_creatures += count
                tally.half_cards.append(card.title)
            else:
                tally.characters += count
            continue
        if card.role == "character":
            tally.characters += count
            continue
        if index.is_either(card):
            tally.either += count
            tally.either_cards.append(card.title)
        elif card.role == "resource":
            tally.resources += count
        elif card.role == "hazard":
            tally.hazards += count
        if card.is_creature:
            tally.full_creatures += count
        elif card.is_creature_or_event:
            tally.half_creatures += count
            tally.half_cards.append(card.title)
    return tally


@dataclass(frozen=True, slots=True)
class _Resolved:
    entry: DeckEntry
    card: MeccgCard


def _resolve(deck: Decklist, index: MeccgIndex, alignment_hint: str | None
             ) -> tuple[list[_Resolved], list[Problem], list[str], list[str]]:
    resolved: list[_Resolved] = []
    problems: list[Problem] = []
    unknown: list[str] = []
    notes: list[str] = []
    for entry in deck.entries:
        if entry.section not in (MAIN, POOL, SIDEBOARD, SITES):
            continue
        card = index.find(entry, alignment_hint)
        if card is None:
            if entry.name not in unknown:
                unknown.append(entry.name)
                suggestions = index.suggest(entry.name) if len(unknown) <= 10 else []
                hint = ("; did you mean " + ", ".join(repr(s) for s in suggestions) + "?"
                        if suggestions else "")
                problems.append(Problem(
                    "MEC-4.5", f"line {entry.line}: {entry.name!r} is not a known Middle-earth "
                    f"CCG card{hint}", (entry.name,)))
            continue
        if card.title != entry.name and card.title.casefold() != entry.name.casefold():
            notes.append(f"{entry.name!r} read as {card.title!r}")
        resolved.append(_Resolved(entry, card))
    return resolved, problems, unknown, notes


def check_meccg(deck: Decklist, database: CardDatabase | MeccgIndex,
                settings: MeccgSettings | None = None) -> DeckReport:
    """Check a Middle-earth CCG deck against MEC-4.1–4.4 and the starting pool (MEC-2.1)."""
    settings = settings or MeccgSettings()
    index = database if isinstance(database, MeccgIndex) else MeccgIndex.from_database(database)
    if index.is_empty:
        from cardtable.core.errors import CardDataError

        raise CardDataError("no Middle-earth CCG cards are imported; import the meccg-online "
                            "card files with `cardtable cards import FOLDER`")
    first_pass, _p, _u, _n = _resolve(deck, index, settings.alignment)
    alignment = settings.alignment or deck_alignment([r.card for r in first_pass])
    resolved, problems, unknown, notes = _resolve(deck, index, alignment)
    problems = [Problem("PARSE", str(p)) for p in deck.problems] + problems

    def in_section(*sections: str) -> list[_Resolved]:
        return [r for r in resolved if r.entry.section in sections]

    play = in_section(MAIN)
    tally = _tally(((r.card, r.entry.count) for r in play), alignment, index)

    # MEC-4.1 creatures
    if tally.creatures < MIN_CREATURES:
        problems.append(Problem(
            "MEC-4.1", f"the play deck has {tally.creatures} creatures ({tally.full_creatures} "
            f"creature cards and {tally.half_creatures} that count as ½, rounded down); it "
            f"needs at least {MIN_CREATURES}", tuple(dict.fromkeys(tally.half_cards))))

    # MEC-4.2 resources and hazards, dual cards assigned to one side each
    r, h, e = tally.resources, tally.hazards, tally.either
    if not (r + e >= MIN_RESOURCES and h + e >= MIN_HAZARDS and r + h + e >= 60):
        problems.append(Problem(
            "MEC-4.2", f"the play deck has {r} resources, {h} hazards and {e} cards playable as "
            f"either; it needs at least {MIN_RESOURCES} resources and {MIN_HAZARDS} hazards",
            tuple(dict.fromkeys(tally.either_cards))))
    elif e:
        to_hazards = max(0, MIN_HAZARDS - h)
        notes.append(f"{e} card(s) playable as resource or hazard counted as {to_hazards} "
                     f"hazard(s) and {e - to_hazards} resource(s) (MEC-4.2)")

    # MEC-4.3 avatars (Wizards/Ringwraiths) and unique cards
    deck_avatars = Counter(r.card.title for r in play if r.card.is_avatar
                           for _ in range(r.entry.count))
    all_avatars = Counter(r.card.title for r in in_section(MAIN, SIDEBOARD, POOL)
                          if r.card.is_avatar for _ in range(r.entry.count))
    if sum(deck_avatars.values()) > 3 or len(deck_avatars) > 2:
        problems.append(Problem(
            "MEC-4.3", "the play deck may hold up to 3 copies of one Wizard/Ringwraith, or 2 of "
            f"one and 1 of another; it holds {_counts(deck_avatars)}", tuple(deck_avatars)))
    elif all_avatars:
        ranked = [n for _name, n in all_avatars.most_common()]
        if ranked[0] > 3 or len(ranked) > 2 or (len(ranked) == 2 and ranked[1] > 1):
            problems.append(Problem(
                "MEC-4.3", "play deck and sideboard together may hold at most 3 of one "
                f"Wizard/Ringwraith and 1 of another; they hold {_counts(all_avatars)}",
                tuple(all_avatars)))
    uniques = Counter(r.card.title for r in in_section(MAIN, SIDEBOARD, POOL)
                      if r.card.unique and not r.card.is_avatar for _ in range(r.entry.count))
    for title, count in uniques.items():
        if count > 1:
            problems.append(Problem("MEC-4.3", f"{count} copies of the unique card {title}; "
                                    "a deck holds one", (title,)))

    # MEC-4.4 sideboard size
    limit = SIDEBOARD_LIMITS[settings.game_length]
    side_count = deck.count([SIDEBOARD])
    if side_count > limit:
        problems.append(Problem(
            "MEC-4.4", f"the sideboard has {side_count} cards; a {settings.game_length}-deck "
            f"game allows at most {limit}"))

    # MEC-2.1 starting pool
    pool = in_section(POOL)
    pool_characters = sum(r.entry.count for r in pool if r.card.is_character)
    minor_items = [r for r in pool if r.card.kind.casefold() == "minor item"]
    if pool_characters > MAX_POOL_CHARACTERS:
        problems.append(Problem("MEC-2.1", f"the starting pool has {pool_characters} "
                                f"characters; at most {MAX_POOL_CHARACTERS}"))
    if sum(r.entry.count for r in minor_items) > MAX_POOL_MINOR_ITEMS:
        problems.append(Problem(
            "MEC-2.1", f"the starting pool has {sum(r.entry.count for r in minor_items)} minor "
            f"items; at most {MAX_POOL_MINOR_ITEMS}", tuple(r.card.title for r in minor_items)))

    counts = (("Character", tally.characters), ("Resource", r), ("Hazard", h),
              ("Either", e), ("Creatures (MEC-4.1)", tally.creatures),
              ("Sideboard", side_count), ("Sites", deck.count([SITES])))
    return DeckReport(
        format_name="meccg", card_count=deck.count([MAIN]), problems=tuple(problems),
        identity=alignment, unknown_cards=tuple(unknown),
        type_counts=tuple((k, v) for k, v in counts if v),
        notes=(f"alignment: {alignment}", *notes))


def _counts(counter: Counter[str]) -> str:
    return ", ".join(f"{n} {title}" for title, n in counter.most_common())
