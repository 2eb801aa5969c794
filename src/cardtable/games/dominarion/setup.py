"""Building a Dominarion game's components from a card pool (DOM-1.6, DOM-3.1, DOM-3.2)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from cardtable.cards.card import Card
from cardtable.cards.colors import BASIC_LAND_COLOR, WUBRG
from cardtable.cards.pool import bundled_cards, bundled_index, parse_pool_csv
from cardtable.core.errors import CardNotFound, SettingsError
from cardtable.core.rng import sample, shuffle
from cardtable.games.dominarion.cards import CardInfo, Kind, card_info, classify, supply_key
from cardtable.games.dominarion.settings import DominarionSettings
from cardtable.games.dominarion.state import PlayerState

BASIC_LANDS: tuple[str, ...] = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@dataclass(frozen=True)
class Components:
    """Every physical card of a game (its index is its id), the supplies' card ids in pile
    order (top last), each land pile's ids, and the pool-exclusion warnings."""

    cards: tuple[CardInfo, ...]
    supplies: dict[str, list[int]]
    land_piles: dict[str, list[int]]
    warnings: tuple[str, ...]


def pool_for(settings: DominarionSettings) -> list[Card]:
    """The pool's cards: the bundled pool, bundled cards named by ``settings.pool``, or the
    card facts in ``settings.pool_cards``."""
    if settings.pool_cards is not None:
        rows = ["name,mana_cost,type_line,power,toughness,layout"]
        rows += [",".join(_csv_cell(v) for v in (*row, "", "")[:6]) for row in settings.pool_cards]
        return parse_pool_csv("\n".join(rows))
    if settings.pool is None:
        return list(bundled_cards())
    index = bundled_index()
    cards: list[Card] = []
    for name in settings.pool:
        card = index.get(name.lower())
        if card is None:
            from rapidfuzz import process

            names = [c.name for c in bundled_cards()]
            guesses = [m[0] for m in process.extract(name, names, limit=3, score_cutoff=60)]
            raise CardNotFound(name, guesses, "the pool names cards of the bundled pool")
        cards.append(card)
    return cards


def _csv_cell(value: str) -> str:
    return '"' + value.replace('"', '""') + '"' if ("," in value or '"' in value) else value


def sort_pool(cards: list[Card]) -> tuple[dict[str, list[Card]], list[str]]:
    """DOM-1.6: group the pool by supply and list a warning for each card that does not fit."""
    by_supply: dict[str, list[Card]] = {}
    warnings: list[str] = []
    seen: set[str] = set()
    for card in cards:
        if card.name in seen:
            continue
        seen.add(card.name)
        kind, reason = classify(card)
        if kind is None:
            warnings.append(f"{card.name} is left out of the pool: {reason} (DOM-1.6)")
            continue
        if kind is Kind.LAND:
            continue
        key = supply_key(card.colors, kind)
        by_supply.setdefault(key, []).append(card)
    return by_supply, warnings


def build_components(settings: DominarionSettings, rng: random.Random) -> Components:
    """DOM-3.1: choose and shuffle the supplies; make the basic lands. Raises
    :class:`SettingsError` naming every pile the pool is too small for."""
    by_supply, warnings, lands = _prepared_pool(settings.pool, settings.pool_cards)
    wanted: dict[str, int] = {}
    for color in WUBRG:
        wanted[supply_key(color, Kind.CREATURE)] = settings.creatures_per_color
        wanted[supply_key(color, Kind.SPELL)] = settings.spells_per_color
    wanted["artifact"] = settings.artifacts
    short = [
        f"{key} needs {count} cards but the pool has {len(by_supply.get(key, ()))} "
        f"({count - len(by_supply.get(key, ()))} short)"
        for key, count in wanted.items()
        if len(by_supply.get(key, ())) < count
    ]
    if short:
        raise SettingsError("the card pool is too small (DOM-1.6): " + "; ".join(short))

    cards: list[CardInfo] = []
    supplies: dict[str, list[int]] = {}
    for key, count in wanted.items():
        chosen = sample(rng, by_supply.get(key, ()), count)
        ids = list(range(len(cards), len(cards) + count))
        cards.extend(chosen)
        shuffle(rng, ids)
        supplies[key] = ids

    land_piles: dict[str, list[int]] = {}
    for info in lands:
        land_piles[info.name] = list(range(len(cards), len(cards) + settings.lands_per_type))
        cards.extend([info] * settings.lands_per_type)
    return Components(tuple(cards), supplies, land_piles, warnings)


@lru_cache(maxsize=16)
def _prepared_pool(
    pool: tuple[str, ...] | None, pool_cards: tuple[tuple[str, ...], ...] | None
) -> tuple[dict[str, tuple[CardInfo, ...]], tuple[str, ...], tuple[CardInfo, ...]]:
    """The pool sorted into supplies (cards in name order), its warnings and the basic lands;
    cached, because every game of a simulation starts from the same pool."""
    settings = DominarionSettings(pool=pool, pool_cards=pool_cards)
    by_supply, warnings = sort_pool(pool_for(settings))
    infos: dict[str, tuple[CardInfo, ...]] = {}
    for key, cards in by_supply.items():
        ordered = sorted(cards, key=lambda c: c.name)
        infos[key] = tuple(card_info(c, classify(c)[0] or Kind.SPELL) for c in ordered)
    lands = []
    for name in BASIC_LANDS:
        info = card_info(Card.simple(name, "", f"Basic Land — {name}"), Kind.LAND)
        assert info.land_color == BASIC_LAND_COLOR[name]
        lands.append(info)
    return infos, tuple(warnings), tuple(lands)


HAND_SIZE = 5


def deal(components: Components, players: Sequence[PlayerState],
         rng: random.Random) -> tuple[dict[str, str], list[int], list[list[int]]]:
    """DOM-3.2–3.5 once the components are built: settle each spell supply, give each player
    two of each basic land as a shuffled library, shuffle the seats for the turn order, and
    deal the opening hands in that order. What each spell supply's settling did
    (:func:`settle_spell_supply`), the turn order, and each player's opening hand, in turn
    order — what the engine logs; the fast simulation loop deals with the same calls."""
    settled = {key: settle_spell_supply(components.supplies[key], components.cards, rng)
               for key in components.supplies if key.endswith("-spell")}
    for state in players:
        for pile in components.land_piles.values():
            state.library.append(pile.pop())
            state.library.append(pile.pop())
        shuffle(rng, state.library)
    order = list(range(len(players)))
    shuffle(rng, order)
    hands = [players[player].draw(HAND_SIZE, rng)[0] for player in order]
    return settled, order, hands


def settle_spell_supply(ids: list[int], cards: tuple[CardInfo, ...], rng: random.Random) -> str:
    """DOM-3.2: reshuffle a spell supply until its top card has mana value ≤ 5. Returns
    ``"ok"``, ``"reshuffled"`` or ``"unsettled"`` (no card of mana value ≤ 5 in the pile)."""
    if not ids or cards[ids[-1]].mana_value <= 5:
        return "ok"
    if all(cards[i].mana_value >= 6 for i in ids):
        return "unsettled"
    while cards[ids[-1]].mana_value >= 6:
        shuffle(rng, ids)
    return "reshuffled"
