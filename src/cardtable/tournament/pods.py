"""Commander pods: multiplayer tables of 4 (3 where the count forces it), paired by points.

Players are ordered by points (random within equal points, seeded) and pods are filled from the
top, each pod taking the next player who has not shared a pod with anyone already in it; then a
local search swaps players between pods while that lowers the number of repeated pod-mate pairs.
So repeated pod-mates happen only where this search cannot avoid them (it is a heuristic, not an
exhaustive search). Five players make one pod of five (ruling: no split into 3 + 2 works).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cardtable.core.errors import TournamentError


def pod_sizes(count: int) -> list[int]:
    """Pod sizes for ``count`` players: as many 4s as possible, 3s where the count forces it."""
    if count < 3:
        raise TournamentError(f"commander pods need at least 3 active players, not {count}")
    if count == 5:
        return [5]
    threes = (4 - count % 4) % 4
    return [4] * ((count - 3 * threes) // 4) + [3] * threes


def pair_pods(
    names: Sequence[str],
    points: Mapping[str, int],
    mates: Mapping[str, frozenset[str]],
    rng: random.Random,
) -> list[tuple[str, ...]]:
    """Pods for one round, best points first, avoiding repeated pod-mates where it can."""
    order = list(names)
    rng.shuffle(order)
    order.sort(key=lambda name: -points.get(name, 0))
    pods: list[list[str]] = []
    remaining = order
    for size in pod_sizes(len(order)):
        pod = [remaining.pop(0)]
        while len(pod) < size:
            index = next(
                (
                    position
                    for position, name in enumerate(remaining)
                    if not any(name in mates.get(member, frozenset()) for member in pod)
                ),
                0,
            )
            pod.append(remaining.pop(index))
        pods.append(pod)
    _improve(pods, mates)
    return [tuple(pod) for pod in pods]


def repeat_count(pods: Sequence[Sequence[str]], mates: Mapping[str, frozenset[str]]) -> int:
    """How many pairs of players in these pods have already shared a pod."""
    return sum(
        1
        for pod in pods
        for index, first in enumerate(pod)
        for second in pod[index + 1 :]
        if second in mates.get(first, frozenset())
    )


def _pod_repeats(pod: Sequence[str], mates: Mapping[str, frozenset[str]]) -> int:
    return repeat_count([pod], mates)


def _improve(pods: list[list[str]], mates: Mapping[str, frozenset[str]], passes: int = 4) -> None:
    for _ in range(passes):
        improved = False
        for first_index, first_pod in enumerate(pods):
            if _pod_repeats(first_pod, mates) == 0:
                continue
            for second_index, second_pod in enumerate(pods):
                if second_index == first_index:
                    continue
                if _swap_best(first_pod, second_pod, mates):
                    improved = True
                    if _pod_repeats(first_pod, mates) == 0:
                        break
        if not improved:
            return


def _swap_best(
    first: list[str], second: list[str], mates: Mapping[str, frozenset[str]]
) -> bool:
    before = _pod_repeats(first, mates) + _pod_repeats(second, mates)
    for i in range(len(first)):
        for j in range(len(second)):
            first[i], second[j] = second[j], first[i]
            if _pod_repeats(first, mates) + _pod_repeats(second, mates) < before:
                return True
            first[i], second[j] = second[j], first[i]
    return False
