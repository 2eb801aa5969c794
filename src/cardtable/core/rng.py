"""Seeded randomness. Each game owns one generator; nothing in rules code uses global state."""

from __future__ import annotations

import hashlib
import random


def make_rng(seed: int) -> random.Random:
    """The game's own generator for ``seed``."""
    return random.Random(seed)


def derive_seed(seed: int, *labels: object) -> int:
    """A stable 63-bit seed derived from ``seed`` and labels (e.g. the game index of a run),
    identical across processes and Python versions."""
    text = ":".join([str(seed), *map(str, labels)]).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1
