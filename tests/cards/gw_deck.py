"""A real, legal G/W Commander deck built from the imported card database, for tests."""

from __future__ import annotations

from cardtable.cards.db import CardDatabase
from cardtable.formats.commander import deck_limit

COMMANDER_NAME = "Trostani, Selesnya's Voice"


def gw_filler_names(database: CardDatabase, count: int = 60) -> list[str]:
    """``count`` real, Commander-legal, non-legendary G/W creatures (the first by name)."""
    names: list[str] = []
    for card in database.search_rows(type_text="Creature"):
        if (card.color_identity and set(card.color_identity) <= {"W", "G"}
                and card.legality("commander") == "legal" and deck_limit(card) == 1
                and not card.type_line.is_legendary and len(card.faces) == 1):
            names.append(card.name)
        if len(names) == count:
            break
    return names


def legal_deck_text(database: CardDatabase) -> str:
    """Trostani, 60 G/W creatures, 20 Forests and 19 Plains: 100 cards, legal (CMD-1)."""
    lines = ["Commander", f"1 {COMMANDER_NAME}", "", "Deck",
             *(f"1 {n}" for n in gw_filler_names(database)), "20 Forest", "19 Plains"]
    return "\n".join(lines) + "\n"
