"""Commander deck construction (CMD-1), the EDH sideboard (CMD-3.2) and the League rule (CMD-3.5).

:func:`check_commander` returns a :class:`DeckReport` holding **every** problem (CMD-1.7).
Card facts come from a :class:`~cardtable.cards.lookup.CardLookup`; the card data's colour
identity, legality and "any number of cards named" flag are used where it has them.
"""

from __future__ import annotations

import datetime
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.cards.card import Card
from cardtable.cards.colors import BASIC_LAND_COLOR, describe_colors, sort_colors
from cardtable.cards.identity import color_identity, strip_reminder_text
from cardtable.cards.lookup import CardLookup
from cardtable.cards.names import has_control_characters
from cardtable.core.errors import CardNotFound
from cardtable.decks.model import COMMANDER, COMPANION, MAIN, SIDEBOARD, DeckEntry, Decklist
from cardtable.decks.stats import type_counts
from cardtable.formats.banlist import Banlist, banlist_on
from cardtable.formats.report import DeckReport, Problem

DECK_SIZE = 100
MAX_SUGGESTED = 10
"""Unknown names beyond this many get no "did you mean" (a 10,000-line list stays fast)."""
EDH_SIDEBOARD_SIZE = 10
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10}
_ANY_NUMBER = re.compile(r"a deck can have any number of cards named", re.IGNORECASE)
_UP_TO = re.compile(r"a deck can have up to (\w+) cards named", re.IGNORECASE)
_PARTNER_WITH = re.compile(r"^Partner with ([^(\n]+?)\s*(?:\(|$)", re.MULTILINE)
_PARTNER_KIND = re.compile(r"^Partner\s*[—–-]\s*([^(\n]+?)\s*(?:\(|$)", re.MULTILINE)
_PLAIN_PARTNER = re.compile(r"^Partner\s*(?:\(|$)", re.MULTILINE)
_CREATURE_OFF_BATTLEFIELD = re.compile(
    r"isn't on the battlefield, it's an? [^.\n]*\bcreature\b", re.IGNORECASE
)
_NAMED_KINDS = ("Friends forever", "Survivors", "Character select", "Father & son")


@dataclass(frozen=True, slots=True)
class CommanderSettings:
    """How to check: the banned list to use (``None`` = off, CMD-1.6) and whether a user list
    replaces the database's legality, plus the EDH sideboard house rule (CMD-3.2)."""

    banlist: Banlist | None = None
    use_banlist: bool = True
    user_banlist: bool = False
    edh_sideboard: bool = False
    chosen_colors: str = ""
    date: datetime.date | None = None
    """The day whose Commander banned list applies (default: today; CMD-1.5)."""


@dataclass(frozen=True, slots=True)
class Resolved:
    entry: DeckEntry
    card: Card


def resolve_entries(
    entries: Sequence[DeckEntry], lookup: CardLookup, rule: str
) -> tuple[list[Resolved], list[Problem], list[str]]:
    """Look up every entry; unknown names become problems with suggestions."""
    resolved: list[Resolved] = []
    problems: list[Problem] = []
    unknown: list[str] = []
    seen_unknown: set[str] = set()
    found = lookup.find_many(e.name for e in entries if not has_control_characters(e.name))
    for entry in entries:
        card = found.get(entry.name)
        if card is not None:
            resolved.append(Resolved(entry, card))
            continue
        if entry.name in seen_unknown:
            continue
        seen_unknown.add(entry.name)
        unknown.append(entry.name)
        if len(unknown) <= MAX_SUGGESTED:
            try:
                lookup.get(entry.name)
            except CardNotFound as error:
                text = str(error)
        else:
            text = f"unknown card {entry.name!r}"
        message = f"line {entry.line}: {text}" if entry.line else text
        problems.append(Problem(rule, message, (entry.name,)))
    return resolved, problems, unknown


def _identity(card: Card) -> str:
    return card.color_identity or color_identity(card)


def _text(card: Card) -> str:
    return "\n".join(strip_reminder_text(f.oracle_text) for f in card.faces)


def is_commander_eligible(card: Card) -> bool:
    """CMD-1.1: a legendary creature; a planeswalker whose text says it can be your commander;
    a legendary Vehicle or Spacecraft with a power/toughness box (current rules); a legendary
    card that is a creature while not on the battlefield (Grist, the Hunger Tide). A meld
    result (no mana cost; made of two cards on the battlefield) is never in a deck."""
    front = card.front.type_line
    if card.layout == "meld" and card.mana_cost.is_empty:
        return False
    if front.is_legendary and front.is_creature:
        return True
    if "can be your commander" in card.oracle_text:
        return True
    if front.is_legendary and _CREATURE_OFF_BATTLEFIELD.search(card.oracle_text):
        return True
    is_vehicle = any(s in ("Vehicle", "Spacecraft") for s in front.subtypes)
    return front.is_legendary and is_vehicle and card.front.power is not None


def _partner_kind(card: Card) -> tuple[str, str] | None:
    """The card's pairing ability: ("partner", ""), ("with", name), ("kind", text),
    ("background", ""), ("doctor", "")."""
    text = card.oracle_text
    match = _PARTNER_WITH.search(text)
    if match:
        return "with", match.group(1).strip()
    match = _PARTNER_KIND.search(text)
    if match:
        return "kind", match.group(1).strip().casefold()
    for kind in _NAMED_KINDS:
        if re.search(rf"^{re.escape(kind)}\s*(?:\(|$)", text, re.MULTILINE):
            return "kind", kind.casefold()
    if _PLAIN_PARTNER.search(text) or (
        "Partner" in card.keywords and "Partner with" not in text
    ):
        return "partner", ""
    if re.search(r"^Choose a Background", text, re.MULTILINE):
        return "background", ""
    if re.search(r"^Doctor's companion", text, re.MULTILINE):
        return "doctor", ""
    return None


def _is_background(card: Card) -> bool:
    line = card.front.type_line
    return line.is_legendary and "Enchantment" in line.types and "Background" in line.subtypes


def _is_time_lord_doctor(card: Card) -> bool:
    line = card.front.type_line
    return line.is_creature and set(line.subtypes) == {"Time", "Lord", "Doctor"}


def check_pair(first: Card, second: Card) -> str | None:
    """Why two cards cannot be commanders together (CMD-1.1), or ``None`` if they can."""
    a, b = _partner_kind(first), _partner_kind(second)
    pair = f"{first.name} and {second.name}"
    if a and b and a[0] == b[0] == "partner":
        return None
    if a and b and a[0] == b[0] == "with":
        if a[1] == second.name and b[1] == first.name:
            return None
        return f"{pair} have Partner with, but each must name the other"
    if a and b and a[0] == b[0] == "kind":
        if a[1] == b[1]:
            return None
        return f"{pair} have different Partner abilities ({a[1]} / {b[1]}); kinds never mix"
    for y, kx in ((second, a), (first, b)):
        if kx and kx[0] == "background" and _is_background(y):
            return None
        if kx and kx[0] == "doctor" and _is_time_lord_doctor(y):
            return None
    if a is None or b is None:
        lacking = [c.name for c, k in ((first, a), (second, b)) if k is None]
        return (f"{pair} cannot both be commanders: {', '.join(lacking)} has no Partner, "
                "Choose a Background or Doctor's companion ability")
    return f"{pair} cannot be commanders together: their pairing abilities do not match"


def deck_limit(card: Card) -> int | None:
    """How many copies CMD-1.3 allows: ``None`` for any number, else 1, 7 or 9…"""
    if card.type_line.is_basic and card.type_line.is_land:
        return None
    text = card.oracle_text
    match = _UP_TO.search(text)
    if match:
        word = match.group(1).casefold()
        return _NUMBER_WORDS.get(word, int(word) if word.isdigit() else 1)
    if card.has_alternative_deck_limit or _ANY_NUMBER.search(text):
        return None
    return 1


def _commander_entries(deck: Decklist) -> tuple[list[DeckEntry], list[DeckEntry], list[str]]:
    """Commander entries, deck entries (main board) and notes on what was assumed."""
    commanders = deck.section(COMMANDER)
    notes: list[str] = []
    main = deck.section(MAIN)
    sideboard = deck.section(SIDEBOARD)
    if not commanders and sideboard and sum(e.count for e in sideboard) <= 2:
        commanders = sideboard
        notes.append("the commander was read from the sideboard section (MTGO and Cockatrice "
                     "keep it there)")
    return commanders, main, notes


def _pool_problem(card: Card, settings: CommanderSettings, banlist: Banlist) -> str | None:
    commander_status = card.legality("commander")
    vintage_status = card.legality("vintage")
    has_legalities = bool(card.legalities)
    if has_legalities and vintage_status not in ("legal", "restricted"):
        if vintage_status == "banned":
            return "is banned in Vintage, so it is outside Commander's card pool"
        if commander_status is None:
            return "is not legal in Vintage, so it is outside Commander's card pool"
    if not settings.use_banlist:
        return None
    if settings.user_banlist:
        if banlist.is_banned(card.name):
            return f"is on the banned list ({banlist.source}, {banlist.updated})"
        return None
    # The dated list decides a ban, not the card data's legality: that is as of the data's own
    # date (2022 data says Mana Crypt is legal; it was banned on 2024-09-23).
    if banlist.is_banned(card.name):
        return f"is on the Commander banned list of {banlist.updated}"
    if has_legalities and commander_status is None:
        return "is not legal in Commander (card database)"
    return None


def _banlist_note(settings: CommanderSettings, banlist: Banlist) -> str:
    if not settings.use_banlist:
        return "banned list off (CMD-1.6); Vintage legality still checked"
    if settings.user_banlist:
        return f"banned list: {banlist.source} ({banlist.updated})"
    return (f"banned list: the Commander list in force on {banlist.as_of or banlist.updated} "
            f"(last change {banlist.updated})")


def check_commander(
    deck: Decklist, lookup: CardLookup, settings: CommanderSettings | None = None
) -> DeckReport:
    """Check a deck against every CMD-1 rule (and CMD-3.2 when the house rule is on)."""
    settings = settings or CommanderSettings()
    banlist = settings.banlist or banlist_on(settings.date)
    commander_entries, main_entries, notes = _commander_entries(deck)
    notes.append(_banlist_note(settings, banlist))
    problems: list[Problem] = [Problem("PARSE", str(p)) for p in deck.problems]

    commanders, unknown_problems, unknown = resolve_entries(commander_entries, lookup, "CMD-1.5")
    cards, more_problems, more_unknown = resolve_entries(main_entries, lookup, "CMD-1.5")
    unknown_problems += more_problems
    unknown += [n for n in more_unknown if n not in unknown]
    problems += unknown_problems

    # CMD-1.1 commander(s)
    commander_cards = [r.card for r in commanders for _ in range(r.entry.count)]
    if not commander_entries:
        problems.append(Problem("CMD-1.1", "the deck names no commander; put it in a "
                                "Commander section (or mark it *CMDR*)"))
    elif len(commander_cards) > 2:
        problems.append(Problem("CMD-1.1", f"{len(commander_cards)} commanders named; a deck "
                                "has one commander, or two with a pairing ability",
                                tuple(c.name for c in commander_cards)))
    for card in commander_cards:
        if not is_commander_eligible(card) and not (
            len(commander_cards) == 2 and _is_background(card)
        ):
            problems.append(Problem(
                "CMD-1.1", f"{card.name} cannot be a commander: it is not a legendary creature "
                "and its text does not say it can be your commander", (card.name,)))
    if len(commander_cards) == 2:
        reason = check_pair(commander_cards[0], commander_cards[1])
        if reason:
            problems.append(Problem("CMD-1.1", reason,
                                    tuple(c.name for c in commander_cards)))

    # CMD-1.2 colour identity
    identity = sort_colors(
        [c for card in commander_cards for c in _identity(card)] + list(settings.chosen_colors)
    )
    known_commanders = bool(commander_cards) and len(commanders) == len(commander_entries)
    shown = describe_colors(identity)
    companions, companion_problems, companion_unknown = resolve_entries(
        deck.section(COMPANION), lookup, "CMD-1.5")
    problems += companion_problems
    unknown += [n for n in companion_unknown if n not in unknown]
    if known_commanders:
        for r in [*cards, *companions]:
            card_identity = _identity(r.card)
            outside = set(card_identity) - set(identity)
            if outside:
                problems.append(Problem(
                    "CMD-1.2", f"{r.card.name} ({describe_colors(card_identity)}) is outside "
                    f"the commander's colour identity ({shown})", (r.card.name,)))
                continue
            land_colors = {BASIC_LAND_COLOR[t] for f in r.card.faces
                           for t in f.type_line.basic_land_types}
            if land_colors - set(identity):
                problems.append(Problem(
                    "CMD-1.2", f"{r.card.name} has a basic land type that produces "
                    f"{describe_colors(sort_colors(land_colors))} mana, outside the commander's "
                    f"colour identity ({shown})", (r.card.name,)))

    # CMD-1.3 singleton
    copies: Counter[str] = Counter()
    by_name: dict[str, Card] = {}
    for r in [*commanders, *cards]:
        copies[r.card.name] += r.entry.count
        by_name[r.card.name] = r.card
    for name, count in copies.items():
        limit = deck_limit(by_name[name])
        if limit is not None and count > limit:
            allowed = "one copy" if limit == 1 else f"up to {limit} copies"
            problems.append(Problem("CMD-1.3", f"{count} copies of {name}; the deck may hold "
                                    f"{allowed}", (name,)))

    # CMD-1.4 size
    total = sum(e.count for e in commander_entries) + sum(e.count for e in main_entries)
    if total != DECK_SIZE:
        problems.append(Problem("CMD-1.4", f"the deck has {total} cards including the "
                                f"commander(s); it must have exactly {DECK_SIZE}"))

    # CMD-1.5 card pool and banned list (CMD-1.6: the banned list may be off)
    for name, card in by_name.items():
        reason = _pool_problem(card, settings, banlist)
        if reason:
            problems.append(Problem("CMD-1.5", f"{name} {reason}", (name,)))

    # CMD-3.2 EDH sideboard (house rule)
    side_count = deck.count([SIDEBOARD]) if commander_entries != deck.section(SIDEBOARD) else 0
    if settings.edh_sideboard:
        if side_count > EDH_SIDEBOARD_SIZE:
            problems.append(Problem("CMD-3.2", f"the sideboard has {side_count} cards; the EDH "
                                    f"sideboard rule allows {EDH_SIDEBOARD_SIZE}"))

    elif side_count:
        notes.append(f"the {side_count}-card sideboard is not part of a Commander deck and was "
                     "not checked (the EDH sideboard house rule, CMD-3.2, checks it)")

    counts = type_counts((r.card, r.entry.count) for r in [*commanders, *cards])
    return DeckReport(
        format_name="commander", card_count=total, problems=tuple(problems),
        commanders=tuple(c.name for c in commander_cards), identity=identity,
        unknown_cards=tuple(unknown), type_counts=counts, notes=tuple(notes))


def apply_sideboard_swaps(
    deck: Decklist, swaps: Sequence[tuple[str, str]], lookup: CardLookup
) -> tuple[Decklist, list[Problem]]:
    """CMD-3.2: swap sideboard cards with deck cards one for one (``(out, in)`` pairs).

    Returns the swapped deck and the problems with the swap list itself (a card swapped out
    that is not in the deck, or in that is not in the sideboard); check the result with
    :func:`check_commander` to see that the deck stays legal.
    """
    from cardtable.cards.names import normalize_name

    main = Counter({normalize_name(e.name): e.count for e in deck.section(MAIN)})
    side = Counter({normalize_name(e.name): e.count for e in deck.section(SIDEBOARD)})
    display = {normalize_name(e.name): e.name for e in deck.entries}
    problems: list[Problem] = []
    if len(swaps) > EDH_SIDEBOARD_SIZE:
        problems.append(Problem("CMD-3.2", f"{len(swaps)} swaps proposed; at most "
                                f"{EDH_SIDEBOARD_SIZE} sideboard cards exist to swap"))
    for out_name, in_name in swaps:
        out_key, in_key = normalize_name(out_name), normalize_name(in_name)
        if main[out_key] < 1:
            problems.append(Problem("CMD-3.2", f"cannot swap out {out_name}: it is not in the "
                                    "deck", (out_name,)))
            continue
        if side[in_key] < 1:
            problems.append(Problem("CMD-3.2", f"cannot swap in {in_name}: it is not in the "
                                    "sideboard", (in_name,)))
            continue
        main[out_key] -= 1
        side[out_key] += 1
        side[in_key] -= 1
        main[in_key] += 1
        display.setdefault(in_key, in_name)
        display.setdefault(out_key, out_name)
    entries = [e for e in deck.entries if e.section not in (MAIN, SIDEBOARD)]
    entries += [DeckEntry(n, display[k], MAIN) for k, n in main.items() if n > 0]
    entries += [DeckEntry(n, display[k], SIDEBOARD) for k, n in side.items() if n > 0]
    swapped = Decklist(tuple(entries), deck.source_format, deck.name, deck.problems)
    return swapped, problems


def check_league(decks: Sequence[tuple[str, Decklist]], lookup: CardLookup) -> list[Problem]:
    """CMD-3.5 League rule across a table: no two players choose the same commander, and no deck
    contains a card another player chose as commander. ``decks`` are ``(label, deck)`` pairs."""
    chosen: dict[str, list[str]] = {}
    contents: dict[str, set[str]] = {}
    for label, deck in decks:
        commander_entries, main_entries, _notes = _commander_entries(deck)
        for entry in commander_entries:
            card = lookup.find(entry.name)
            chosen.setdefault(card.name if card else entry.name, []).append(label)
        names = set()
        for entry in main_entries:
            card = lookup.find(entry.name)
            names.add(card.name if card else entry.name)
        contents[label] = names
    problems: list[Problem] = []
    for commander, players in chosen.items():
        if len(players) > 1:
            problems.append(Problem("CMD-3.5", f"{commander} is the commander of more than one "
                                    f"player ({', '.join(players)})", (commander,)))
        for label, names in contents.items():
            if commander in names and label not in players:
                problems.append(Problem(
                    "CMD-3.5", f"{label} holds {commander}, which {', '.join(players)} chose "
                    "as commander", (commander,)))
    return problems
