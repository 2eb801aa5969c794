"""Per-card definitions in data (magic.md §2): for a card the grammar cannot read yet, a small
definition in ``cards.toml`` (the ability model's TOML, read by the engine's own loader) stands
in. It is a fallback, not the main road, and passes the same round trip as a compiled card: a
definition that does not render back to its Oracle text leaves the card unsupported."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from cardtable.games.magic import model as m
from cardtable.games.magic.model.loader import load_toml

OVERRIDES = Path(__file__).with_name("cards.toml")


@cache
def load_overrides(path: Path = OVERRIDES) -> dict[str, m.CardDef]:
    """The per-card definitions by card name."""
    return {card.name: card for card in load_toml(path)} if path.exists() else {}
