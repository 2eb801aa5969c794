"""Swiss pairing for two-player events (Magic, MECCG).

Round 1 is a seeded random pairing. Later rounds pair players with equal points at random,
float the odd player down to the nearest score group, never pair a rematch, give the bye to the
lowest-ranked player who has not had one, and never give a second bye while another player
could take it. Among pairings that satisfy those rules, the exact method takes the one with the
smallest **sum of squared point differences** over its tables. That is not "the fewest
pair-downs": squaring makes two small floats cheaper than one large one (two pairs 1 point
apart cost 2, one pair 2 points apart costs 4), so a player left over in a score group floats to
the *next* group down rather than far down, as organisers expect, even where that makes one
more pair-down in total.

Two methods:

**Exact** (events up to :data:`EXACT_LIMIT` = 64 players): a minimum-cost perfect matching on the
complete graph of players, plus a dummy "bye" vertex when the count is odd
(``networkx.max_weight_matching`` with ``maxcardinality=True``). Each edge's cost is built in
strict tiers, each tier larger than everything below it can add up to, so the matching decides
them in order:

1. a rematch, or a bye to a player who already had one (only taken if nothing else is possible);
2. the bye going to anyone but the lowest-ranked eligible player (cost grows with rank);
3. pair-downs: the squared point difference of each pair, summed (so two small floats beat one
   big one, and the count of pair-downs is not what is minimised);
4. a seeded random jitter smaller than one unit of tier 3, which makes pairings within a
   score group random.

**Fast** (larger events; the exact matching is cubic and takes about a second beyond ~100 players).
The compromise, documented here: the bye is given first, to the lowest-ranked player without
one (as the MTR procedure does); then score groups are paired from the top down, each group
shuffled (seeded) with the players floated from above placed first, greedily pairing each player
with the next one they have not met; two players left over by the greedy pass are rescued by
swapping partners with an earlier pair of the same group when that avoids a rematch. Whoever is
still unpaired floats down to the next group (the nearest one). Whatever is left at the bottom is
re-paired together with the lowest pairs by the exact matching on a window that doubles until it
has no rematch (in the worst case the window is the whole field, i.e. the exact method). So the
fast method also never pairs a rematch or gives a second bye while that is avoidable, and floats
only to the nearest group; what it does not promise is the globally smallest *sum* of pair-downs
in the rare case where a greedy choice high up forces an extra float further down.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Sequence

#: Largest field paired by the exact matching; larger fields use the fast method.
EXACT_LIMIT = 64
_BYE = "\x00bye"
_JITTER = 1000


@dataclasses.dataclass(frozen=True)
class Entrant:
    """One player to be paired: their points, whom they have met, their byes, their rank."""

    name: str
    points: int = 0
    opponents: frozenset[str] = frozenset()
    byes: int = 0
    rank: int = 0


@dataclasses.dataclass(frozen=True)
class Pairing:
    """A round's tables (best first; each a pair of names) and the bye, if any."""

    tables: tuple[tuple[str, str], ...]
    bye: str | None
    method: str

    def players(self) -> list[str]:
        names = [name for table in self.tables for name in table]
        if self.bye is not None:
            names.append(self.bye)
        return names


def pair_first_round(names: Sequence[str], rng: random.Random) -> Pairing:
    """Round 1: a seeded random pairing; with an odd count a random player has the bye."""
    order = list(names)
    rng.shuffle(order)
    bye = order.pop() if len(order) % 2 else None
    tables = tuple((order[index], order[index + 1]) for index in range(0, len(order), 2))
    return Pairing(tables, bye, "random")


def pair_round(
    entrants: Sequence[Entrant], rng: random.Random, exact_limit: int | None = None
) -> Pairing:
    """Pair a Swiss round after the first (see the module docstring for the two methods).

    ``exact_limit`` defaults to :data:`EXACT_LIMIT`.
    """
    if exact_limit is None:
        exact_limit = EXACT_LIMIT
    if len(entrants) < 2:
        bye = entrants[0].name if entrants else None
        return Pairing((), bye, "exact")
    if len(entrants) <= exact_limit:
        tables, bye = _pair_exact(entrants, rng, fixed_bye=None)
        return _finish(entrants, tables, bye, "exact")
    tables, bye = _pair_fast(entrants, rng)
    return _finish(entrants, tables, bye, "fast")


def _finish(
    entrants: Sequence[Entrant], tables: Iterable[tuple[str, str]], bye: str | None, method: str
) -> Pairing:
    by_name = {entrant.name: entrant for entrant in entrants}

    def seat(table: tuple[str, str]) -> tuple[str, str]:
        first, second = table
        return (first, second) if by_name[first].rank <= by_name[second].rank else (second, first)

    seated = [seat(table) for table in tables]
    seated.sort(
        key=lambda table: (
            -max(by_name[name].points for name in table),
            -min(by_name[name].points for name in table),
            min(by_name[name].rank for name in table),
        )
    )
    return Pairing(tuple(seated), bye, method)


def _bye_candidates(entrants: Sequence[Entrant]) -> list[Entrant]:
    """Bye order: players without a bye from the lowest-ranked up, then those with one."""
    lowest_first = sorted(entrants, key=lambda entrant: (entrant.points, -entrant.rank))
    return [e for e in lowest_first if e.byes == 0] + [e for e in lowest_first if e.byes > 0]


def _pair_exact(
    entrants: Sequence[Entrant], rng: random.Random, fixed_bye: str | None
) -> tuple[list[tuple[str, str]], str | None]:
    """Minimum-cost perfect matching over the tiers in the module docstring."""
    import networkx as nx  # imported here: only the exact method needs it, and it is slow to load
    players = [entrant for entrant in entrants if entrant.name != fixed_bye]
    need_bye = len(players) % 2 == 1
    count = len(players)
    pairs_bound = count // 2 + 1
    tier_jitter = pairs_bound * _JITTER
    spread = max(e.points for e in players) - min(e.points for e in players) if players else 0
    tier_float = pairs_bound * (spread * spread + 1) * tier_jitter
    tier_bye_rank = (count + 1) * tier_float
    tier_violation = (count + 2) * tier_bye_rank
    ceiling = 4 * tier_violation
    graph = nx.Graph()
    for index, first in enumerate(players):
        for second in players[index + 1 :]:
            difference = first.points - second.points
            cost = difference * difference * tier_jitter + rng.randrange(_JITTER)
            if second.name in first.opponents or first.name in second.opponents:
                cost += tier_violation
            graph.add_edge(first.name, second.name, weight=ceiling - cost)
    if need_bye:
        for position, entrant in enumerate(_bye_candidates(players)):
            cost = position * tier_bye_rank + rng.randrange(_JITTER)
            if entrant.byes:
                cost += tier_violation
            graph.add_edge(entrant.name, _BYE, weight=ceiling - cost)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    tables: list[tuple[str, str]] = []
    bye = fixed_bye
    for first, second in matching:
        if _BYE in (first, second):
            bye = second if first == _BYE else first
        else:
            tables.append((first, second))
    return tables, bye


def _pair_fast(
    entrants: Sequence[Entrant], rng: random.Random
) -> tuple[list[tuple[str, str]], str | None]:
    """Score groups top-down with greedy pairing, floats and a bottom window (see module doc)."""
    by_name = {entrant.name: entrant for entrant in entrants}
    bye: str | None = None
    if len(entrants) % 2:
        bye = _bye_candidates(entrants)[0].name
    groups: dict[int, list[str]] = {}
    for entrant in entrants:
        if entrant.name != bye:
            groups.setdefault(entrant.points, []).append(entrant.name)
    tables: list[tuple[str, str]] = []
    carried: list[str] = []
    for points in sorted(groups, reverse=True):
        group = groups[points]
        rng.shuffle(group)
        start = len(tables)
        leftover = _greedy(carried + group, by_name, tables)
        carried = _rescue(leftover, by_name, tables, start)
    if carried:
        return _repair_bottom(entrants, carried, tables, bye, rng)
    return tables, bye


def _met(first: Entrant, second: str) -> bool:
    return second in first.opponents


def _greedy(
    pool: list[str], by_name: dict[str, Entrant], tables: list[tuple[str, str]]
) -> list[str]:
    """Pair each player in order with the next unpaired one they have not met."""
    used = [False] * len(pool)
    leftover: list[str] = []
    for index, name in enumerate(pool):
        if used[index]:
            continue
        used[index] = True
        entrant = by_name[name]
        for other in range(index + 1, len(pool)):
            if not used[other] and not _met(entrant, pool[other]):
                used[other] = True
                tables.append((name, pool[other]))
                break
        else:
            leftover.append(name)
    return leftover


def _rescue(
    leftover: list[str], by_name: dict[str, Entrant], tables: list[tuple[str, str]], start: int
) -> list[str]:
    """Pair left-over players by swapping partners with a pair made in the same group."""
    remaining = list(leftover)
    progress = True
    while len(remaining) >= 2 and progress:
        progress = False
        first = by_name[remaining[0]]
        for second_name in remaining[1:]:
            second = by_name[second_name]
            for index in range(len(tables) - 1, start - 1, -1):
                a, b = tables[index]
                if not _met(first, a) and not _met(second, b):
                    tables[index] = (first.name, a)
                    tables.append((second.name, b))
                elif not _met(first, b) and not _met(second, a):
                    tables[index] = (first.name, b)
                    tables.append((second.name, a))
                else:
                    continue
                remaining.remove(first.name)
                remaining.remove(second.name)
                progress = True
                break
            if progress:
                break
    return remaining


def _repair_bottom(
    entrants: Sequence[Entrant],
    carried: list[str],
    tables: list[tuple[str, str]],
    bye: str | None,
    rng: random.Random,
) -> tuple[list[tuple[str, str]], str | None]:
    """Re-pair the bottom of the field exactly, in a window that doubles until no rematch.

    If even the whole field (with the bye fixed) cannot avoid a rematch, the whole field is
    paired exactly with the bye free to move.
    """
    by_name = {entrant.name: entrant for entrant in entrants}
    window = 4
    while True:
        window = min(window, len(tables))
        kept = tables[: len(tables) - window]
        loose = [name for table in tables[len(tables) - window :] for name in table] + carried
        repaired, _ = _pair_exact([by_name[name] for name in loose], rng, fixed_bye=None)
        if not any(_met(by_name[a], b) for a, b in repaired) or window == len(tables):
            break
        window *= 2
    if any(_met(by_name[a], b) for a, b in repaired):
        return _pair_exact(entrants, rng, fixed_bye=None)
    return kept + repaired, bye
