"""The bundled 60-card decks (``games/magic/decks/*.txt``), built from the test pool so that
``cardtable simulate magic`` works on a fresh install (issue 9 item 4)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from cardtable.agents.magic.bots import magic_bot
from cardtable.decks.read import read_deck_file
from cardtable.games.magic.decks import DECK_DIR, bundled_deck_names, bundled_decks
from cardtable.games.magic.game import MagicSettings, new_game
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.support import unsupported_reason

DECK_FILES = sorted(DECK_DIR.glob("*.txt"))


def test_there_are_four_bundled_decks_for_a_four_player_game() -> None:
    assert len(DECK_FILES) >= 4
    decks = bundled_decks(4)
    assert len({tuple(sorted(d)) for d in decks}) == 4


@pytest.mark.parametrize("path", DECK_FILES, ids=lambda p: p.stem)
def test_bundled_deck_is_a_plain_60_card_decklist_of_supported_pool_cards(path: Path) -> None:
    decklist = read_deck_file(path)
    assert not decklist.problems, decklist.problems
    counts: Counter[str] = Counter()
    for entry in decklist.entries:
        counts[entry.name] += entry.count
    assert sum(counts.values()) == 60, path.name
    pool = card_pool()
    for name, count in counts.items():
        card = pool.get(name)
        assert card is not None, f"{path.name}: {name!r} is not in the test pool"
        assert unsupported_reason(card) is None, f"{path.name}: {name!r} is not supported"
        if not card.type_line.startswith("Basic"):
            assert count <= 4, f"{path.name}: {count} copies of {name!r} (at most 4)"


def test_two_bundled_decks_play_a_seeded_bot_game_to_its_end() -> None:
    names = bundled_deck_names()
    decks = bundled_decks(2)
    assert names
    game = new_game(MagicSettings(tuple(decks), card_pool(), turn_limit=30), seed=3)
    bots = [magic_bot("heuristic", seed=i) for i in range(2)]
    steps = 0
    while not game.is_over and steps < 20_000:
        decision = game.pending
        assert decision is not None
        game.apply(bots[decision.player].choose(game.view(decision.player), decision),
                   player=decision.player)
        steps += 1
    assert game.is_over, "the game did not end within 20,000 decisions"
    assert game.result is not None
