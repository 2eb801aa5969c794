"""Seeded bot games with the session's new cards compiled from Oracle text — the text-changing
family (CR 612), "becomes a copy …, except it has this ability" and the quoted copy exception
(707.9b) — with the invariants of magic.md §3 checked after every action (the conformance
checker) and each record replayed to the same result."""

from __future__ import annotations

import pytest

from cardtable.agents.magic import magic_bot
from cardtable.games.magic.game import MagicSettings, new_game, replay
from cardtable.games.magic.model.loader import card_pool
from tests.magic.compiled import compiled
from tests.magic.test_conformance import play_checked

NEW = ("Sleight of Mind", "Magical Hack", "Mind Bend", "Artificial Evolution", "Crystal Spray",
       "Cryptoplasm", "Dimir Doppelganger", "Unstable Shapeshifter", "Mercurial Pretender",
       "Thespian's Stage", "Goblin King", "Bog Raiders", "Doom Blade")


def _decks() -> tuple[tuple[str, ...], ...]:
    spells = [n for n in NEW if n != "Thespian's Stage"]
    blue_black = tuple([*spells, *spells, "Grizzly Bears", "Grizzly Bears",
                        "Thespian's Stage", "Thespian's Stage",
                        *["Island"] * 9, *["Swamp"] * 6, *["Mountain"] * 3])
    return blue_black, blue_black


@pytest.mark.parametrize("seed", range(3))
def test_cr_612_707_9b_bot_games_with_text_changes_and_copies_keep_the_invariants(
        seed: int) -> None:
    cards = dict(card_pool())
    cards.update({name: compiled(name) for name in NEW})
    settings = MagicSettings(_decks(), cards, turn_limit=40)
    game = new_game(settings, 500 + seed)
    names = ["random", "heuristic"] if seed % 2 else ["random", "random"]
    bots = [magic_bot(names[i], seed * 7 + i) for i in range(2)]
    play_checked(game, bots)
    assert game.result is not None
    kinds = [e.kind for e in game.events]
    assert "text_changed" in kinds and "becomes_copy" in kinds  # the new effects were played
    again = replay(game.record)
    assert again.result is not None and again.result.to_json() == game.result.to_json()
