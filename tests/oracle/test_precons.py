"""The four real Commander precons (``shared/data/decks/commander``) at one table (issues 10 and
16): seeded 4-player games between Commander bots, the engine's invariants (magic.md §3) after
every action, every game ending, every record replaying to the same result.

Cards the compiler does not support yet play as vanilla stand-ins, named: the test checks that
exactly the unsupported cards are stood in for, loudly, and that every other card keeps its
compiled abilities (magic.md §2). The benchmark ``benchmarks/bench_precons.py`` plays thousands.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from cardtable.agents.magic.commander import commander_bot
from cardtable.core.errors import DeckError
from cardtable.games.magic.commander.decks import commander_cards, read_commander_deck
from cardtable.games.magic.commander.game import CommanderGame, CommanderSettings, replay
from cardtable.games.magic.oracle.database import CompiledDatabase, compile_entries
from cardtable.games.magic.oracle.decks import (
    deck_cards,
    deck_coverage,
    deck_file_names,
    needed_from_oracle,
)
from tests.magic.test_conformance import Invariants
from tests.oracle.conftest import atomic

PRECONS = Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "decks" / "commander"
FILES = ("nature-of-the-beast-C13.txt", "swell-the-host-C15.txt", "sworn-to-darkness-C14.txt",
         "vampiric-bloodlust-C17.txt")
COMMANDERS = ("Marath, Will of the Wild", "Ezuri, Claw of Progress",
              "Ob Nixilis of the Black Oath", "Edgar Markov")


def _paths() -> list[Path]:
    return [PRECONS / f for f in FILES]


@cache
def _database() -> CompiledDatabase:
    names = [n for p in _paths() for n in deck_file_names(p)]
    entries = atomic()
    wanted = [n if n in entries else next(f for f in entries if f.startswith(n + " // "))
              for n in dict.fromkeys(names)]
    return compile_entries(entries, wanted)


@cache
def _table() -> tuple[CommanderSettings, tuple[str, ...]]:
    decks = [(p.name, deck_file_names(p)) for p in _paths()]
    cards, warnings = deck_cards(decks, commander_cards(), allow_unsupported=True,
                                 database=_database())
    seats = [read_commander_deck(p, cards) for p in _paths()]
    settings = CommanderSettings(tuple(d.cards for d in seats),
                                 tuple(d.commanders for d in seats), cards, turn_limit=100)
    return settings, tuple(warnings)


def test_the_precons_are_four_legal_hundred_card_decks_with_their_commanders() -> None:
    """CMD-1.1: each file is 100 cards with its commander marked."""
    settings, _ = _table()
    assert [len(d) for d in settings.decks] == [100, 100, 100, 100]
    assert [c for cs in settings.commanders for c in cs] == list(COMMANDERS)


def test_without_allow_unsupported_the_precons_play_only_if_every_card_is_supported() -> None:
    """magic.md §2: an unsupported card is never played silently — without the flag the decks
    are refused exactly when one of their cards is unsupported."""
    decks = [(p.name, deck_file_names(p)) for p in _paths()]
    _, warnings = _table()
    if warnings:
        with pytest.raises(DeckError, match="--allow-unsupported"):
            deck_cards(decks, commander_cards(), database=_database())
    else:
        cards, said = deck_cards(decks, commander_cards(), database=_database())
        assert not said and set(COMMANDERS) <= set(cards)


def test_stand_ins_are_exactly_the_unsupported_cards_and_each_is_announced() -> None:
    """magic.md §2: a stand-in is vanilla and named in a STAND-IN warning; every other card of
    the decks plays with its compiled (or the engine's own) abilities."""
    settings, warnings = _table()
    db = _database()
    pool = commander_cards()
    stood_in = {w.removeprefix("STAND-IN: ").split(" plays as ")[0] for w in warnings}
    assert all(w.startswith("STAND-IN: ") for w in warnings)
    for path in _paths():
        names = deck_file_names(path)
        report = deck_coverage(db, needed_from_oracle(names, pool), path.name)
        assert not report.unknown
        for name, _why in report.unsupported:
            assert name in stood_in
            assert settings.cards[name].abilities == ()
        for name in report.supported:
            assert name not in stood_in
            compiled = db.cards[name if name in db.cards else next(
                k for k in db.cards if k.startswith(name + " // "))]
            assert compiled.card is not None
            assert settings.cards[name].abilities == compiled.card.abilities


def _play(seed: int) -> CommanderGame:
    settings, _ = _table()
    game = CommanderGame(settings, seed)
    bots = [commander_bot("commander", seed * 11 + i) for i in range(4)]
    invariants = Invariants(game)
    made = 0
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        action = bots[decision.player].choose(game.view(decision.player), decision)
        game.apply(action, player=decision.player, decision_id=decision.id)
        made += 1
        invariants.check(made)
        assert made < 100_000, "the game did not end"
    return game


@pytest.mark.parametrize("seed", [1, 2])
def test_precon_games_keep_the_invariants_end_and_replay(seed: int) -> None:
    """CMD-2 with real decks: a seeded 4-player game among the four precons ends (a winner, a
    draw or the turn limit), keeps the invariants after every action, and its record replays
    to the same result and transcript."""
    game = _play(seed)
    result = game.result
    assert result is not None
    assert sorted(p for g in result.groups for p in g) == [0, 1, 2, 3]
    again = replay(game.record)
    assert again.result is not None and again.result.to_json() == result.to_json()
    assert again.transcript() == game.transcript()
