"""Seeded randomness. Each game owns one generator; nothing in rules code uses global state."""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")


def make_rng(seed: int) -> random.Random:
    """The game's own generator for ``seed``."""
    return random.Random(seed)


def derive_seed(seed: int, *labels: object) -> int:
    """A stable 63-bit seed derived from ``seed`` and labels (e.g. the game index of a run),
    identical across processes and Python versions."""
    text = ":".join([str(seed), *map(str, labels)]).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``, the same permutation from the same generator state, about twice
    as fast for a :class:`random.Random`: CPython's Fisher–Yates loop with its ``_randbelow``
    (``getrandbits`` of ``n.bit_length()`` bits, rejecting values ``>= n``) written out inline
    instead of a method call per card. Any other generator class is asked to shuffle itself.
    ``tests/core/test_rng.py`` checks the two agree for every length and many seeds."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def sample(rng: random.Random, population: Sequence[T], k: int) -> list[T]:
    """``rng.sample(population, k)``: the same cards in the same order from the same generator
    state, with CPython's two strategies (a shrinking pool for small populations, a set of
    chosen indices for large ones) and its ``_randbelow`` written out inline. Any other
    generator class samples itself; ``tests/core/test_rng.py`` checks the two agree."""
    if type(rng) is not random.Random:
        return rng.sample(population, k)
    n = len(population)
    if not 0 <= k <= n:
        raise ValueError("Sample larger than population or is negative")
    getrandbits = rng.getrandbits
    result: list[T] = []
    setsize = 21
    if k > 5:
        setsize += 4 ** math.ceil(math.log(k * 3, 4))
    if n <= setsize:
        pool = list(population)
        for i in range(k):
            m = n - i
            bits = m.bit_length()
            j = getrandbits(bits)
            while j >= m:
                j = getrandbits(bits)
            result.append(pool[j])
            pool[j] = pool[m - 1]
        return result
    selected: set[int] = set()
    bits = n.bit_length()
    for _ in range(k):
        j = getrandbits(bits)
        while j >= n or j in selected:
            j = getrandbits(bits)
        selected.add(j)
        result.append(population[j])
    return result
