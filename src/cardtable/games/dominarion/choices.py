"""What a strategy chooses, as functions of the cards it can see: the biggest creature it can
summon, the supply it buys from, the colour it needs, how it colours a hybrid cost, which
artifact colour unlocks a creature, which spell it plays in the upkeep.

Both players of a strategy call these: the :class:`~cardtable.agents.dominarion.bot.StrategyBot`
(on its view, through the kernel) and the fast loop of :mod:`cardtable.games.dominarion.fast`
(on the game's own lists). One definition, so the two cannot drift apart; each reads only what a
player sees — its own hand and pool, the battlefield, the supplies' top cards.

Ties are broken by name (or supply key), so a choice never depends on the order of a hand beyond
"the first card of each name".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.games.dominarion.cards import ARTIFACT, CREATURE, LAND, SPELL, CardInfo
from cardtable.games.dominarion.mana import INDEX, can_pay

COLORS: Final = "WUBRG"
BUY_KINDS: Final = {"creature": CREATURE, "spell": SPELL, "artifact": ARTIFACT}
"""Buy targets that match a supply by its top card's kind; ``biggest`` matches every supply and
any other target names one supply."""


def best_summon(creatures: list[tuple[CardInfo, int]], pool: Sequence[int]) -> int:
    """DOM-5.2.4: of the creatures (one per name, with their card ids) the pool can pay for, the
    one with the highest score (max of power and toughness), then power + toughness, then name;
    its card id, or -1."""
    best = -1
    best_rank: tuple[int, int, str] = (0, 0, "")
    for info, card_id in creatures:
        if can_pay(pool, info):
            power, toughness = info.power, info.toughness
            rank = (power if power > toughness else toughness, power + toughness, info.name)
            if best < 0 or rank > best_rank:
                best, best_rank = card_id, rank
    return best


def best_buy(target: str, keys: tuple[str, ...], tops: list[CardInfo | None],
             pool: Sequence[int]) -> int:
    """DOM-5.2.1: the supply a ``buy`` rule takes from, as its index in ``keys``, or -1.
    ``target`` is a kind (``creature``, ``spell``, ``artifact``), ``biggest`` or one supply's
    key; ``tops[i]`` is the top card of supply ``keys[i]`` (``None`` when empty). Creatures rank
    by score (``biggest``: mana value first), other cards by mana value; the key breaks ties."""
    kind = BUY_KINDS.get(target)
    biggest = target == "biggest"
    best: tuple[int, int, int, int, str] = (0, 0, 0, 0, "")
    choice = -1
    w, u, b, r, g, c = pool
    total = w + u + b + r + g + c
    for index in range(len(tops)):
        top = tops[index]
        if top is None:
            continue
        if kind is not None:
            if top.kind is not kind:
                continue
        elif not biggest and keys[index] != target:
            continue
        if top.simple:  # mana.can_pay, inline: this loop runs at every buy of every game
            fw, fu, fb, fr, fg, fc = top.fixed
            if not (w >= fw and u >= fu and b >= fb and r >= fr and g >= fg and c >= fc
                    and total >= top.total):
                continue
        elif not can_pay(pool, top):
            continue
        if top.kind is CREATURE:
            power, toughness = top.power, top.toughness
            rank = (top.mana_value if biggest else 0,
                    power if power > toughness else toughness,
                    power + toughness, top.mana_value, keys[index])
        else:
            rank = (top.mana_value, 0, 0, 0, keys[index])
        if choice < 0 or rank > best:
            best, choice = rank, index
    return choice


def needed_color(owned: list[CardInfo], tops: list[CardInfo | None]) -> int:
    """The colour (index in WUBRG) whose demand most outruns its basics: each coloured card the
    player owns on the battlefield or in hand asks for 2, each coloured creature on top of a
    supply for 1, against the basic lands in hand; the first in WUBRG order on a tie."""
    demand = [1, 1, 1, 1, 1]
    basics = [1, 1, 1, 1, 1]
    for info in owned:
        if info.kind is LAND:
            basics[INDEX[info.land_color]] += 1
        elif info.color:
            demand[INDEX[info.color]] += 2
    for top in tops:
        if top is not None and top.kind is CREATURE and top.color:
            demand[INDEX[top.color]] += 1
    best, best_ratio = 0, demand[0] / basics[0]
    for i in (1, 2, 3, 4):
        ratio = demand[i] / basics[i]
        if ratio > best_ratio:
            best, best_ratio = i, ratio
    return best


def hybrid_choice(options: Sequence[str], needed: str) -> str:
    """DOM-7.2: the colouring of a spell's hybrid cost with the most of the needed colour (the
    first such, in the card's order)."""
    if len(options) == 1:
        return options[0]
    return max(options, key=lambda option: option.count(needed))


def artifact_color(hand: list[CardInfo], pool: Sequence[int]) -> int | None:
    """DOM-5.2.5: the colour (index) whose one extra mana lets the biggest creature in hand the
    pool cannot yet pay for be paid, trying creatures from the biggest down; ``None`` when no
    single mana does (the caller then takes the needed colour)."""
    mana = list(pool)
    creatures = [info for info in hand if info.kind is CREATURE]
    creatures.sort(key=lambda info: -max(info.power, info.toughness))
    for info in creatures:
        if not can_pay(mana, info):
            for color in range(5):
                mana[color] += 1
                if can_pay(mana, info):
                    return color
                mana[color] -= 1
    return None


def sorcery_choice(spells: list[tuple[CardInfo, int]], mode: str) -> int:
    """DOM-5.1: the spell (card id) played as a sorcery in the upkeep: the highest or lowest
    mana value (then name) by ``mode``; -1 with ``never`` or no spell."""
    if mode == "never":
        return -1
    highest = mode == "highest"
    chosen = -1
    best: tuple[int, str] = (0, "")
    for info, card_id in spells:
        if info.kind is not SPELL:
            continue
        rank = (info.mana_value, info.name)
        if chosen < 0 or (rank > best if highest else rank < best):
            chosen, best = card_id, rank
    return chosen
