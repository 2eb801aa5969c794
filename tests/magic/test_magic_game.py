"""The Magic game on the kernel: mulligans through rules/mulligan, views, clones, determinize,
records, decks and the CLI."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.agents.magic import magic_bot
from cardtable.cli._app import app
from cardtable.core.errors import CardDataError, DeckError, RecordError
from cardtable.core.snapshot import is_snapshot, reachable
from cardtable.games.magic.decks import bundled_decks, read_deck
from cardtable.games.magic.game import MagicGame, MagicSettings, new_game, replay
from cardtable.games.magic.model.loader import card_pool


def _game(players: int = 2, seed: int = 3) -> MagicGame:
    return new_game(MagicSettings(tuple(bundled_decks(players)), card_pool()), seed)


def test_mul_london_mulligans_come_first_through_the_mulligan_procedure() -> None:
    game = _game()
    decision = game.pending
    assert decision is not None and decision.tag == "mulligan.keep"
    game.apply("mulligan", player=decision.player)
    decision = game.pending
    assert decision is not None
    while decision is not None and decision.tag.startswith("mulligan"):
        if decision.tag == "mulligan.keep":
            game.apply("keep", player=decision.player)
        else:
            game.apply(decision.options[:decision.min_count], player=decision.player)
        decision = game.pending
    hands = sorted(len(game.state.zone(p, "hand")) for p in range(2))
    assert hands[0] == 6  # the player who mulliganed once kept 7 and put one on the bottom


def test_views_are_snapshots_that_show_only_your_own_hand() -> None:
    game = _game()
    bots = [magic_bot("heuristic", 1), magic_bot("heuristic", 2)]
    for _ in range(60):
        decision = game.pending
        assert decision is not None
        game.apply(bots[decision.player].choose(game.view(decision.player), decision),
                   player=decision.player)
    for seat in (0, 1):
        view = game.view(seat)
        assert is_snapshot(view)
        assert not any(isinstance(x, (MagicGame, random.Random)) for x in reachable(view))
        assert {c.id for c in view.hand} == set(game.state.zone(seat, "hand"))
        opponent = view.players[1 - seat]
        assert opponent.hand_size == len(game.state.zone(1 - seat, "hand"))


def test_clone_is_independent_and_determinize_keeps_what_the_observer_sees() -> None:
    game = _game()
    bots = [magic_bot("random", 1), magic_bot("random", 2)]
    for _ in range(40):
        decision = game.pending
        assert decision is not None
        game.apply(bots[decision.player].choose(game.view(decision.player), decision),
                   player=decision.player)
    copy = game.clone()
    before = game.transcript()
    decision = copy.pending
    assert decision is not None
    copy.apply(bots[decision.player].choose(copy.view(decision.player), decision),
               player=decision.player)
    assert game.transcript() == before
    other = game.determinize(0, random.Random(5))
    assert other.view(0).hand == game.view(0).hand
    assert len(other.state.zone(1, "hand")) == len(game.state.zone(1, "hand"))
    assert sorted(other.state.zone(1, "hand") + other.state.zone(1, "library")) == sorted(
        game.state.zone(1, "hand") + game.state.zone(1, "library"))


def test_records_pin_the_card_definitions_and_replay() -> None:
    game = _game()
    bots = [magic_bot("heuristic", 1), magic_bot("heuristic", 2)]
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        game.apply(bots[decision.player].choose(game.view(decision.player), decision),
                   player=decision.player)
    record = game.record
    assert "Lightning Bolt" in record.settings["cards"]
    again = replay(record)
    assert again.result == game.result


def test_a_record_that_does_not_replay_says_why() -> None:
    game = _game()
    data = game.record.to_json()
    data["actions"] = [{"answer": {"type": "Pass"}, "player": 0}] * 3
    from cardtable.core.record import GameRecord

    with pytest.raises(RecordError, match="does not replay"):
        replay(GameRecord.from_json(data))


def test_deck_files_unknown_cards_and_bad_files_are_one_clear_error(tmp_path: Path) -> None:
    good = tmp_path / "red.txt"
    good.write_text("24 Mountain\n20 Lightning Bolt\n16 Raging Goblin\n", encoding="utf-8")
    assert len(read_deck(good)) == 60
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Lightning Blot\n20 Mountain\n", encoding="utf-8")
    with pytest.raises(DeckError, match="unknown card 'Lightning Blot'"):
        read_deck(bad)
    unsupported = tmp_path / "twin.txt"
    unsupported.write_text("20 Inscription of Ruin\n20 Mountain\n", encoding="utf-8")
    with pytest.raises(DeckError, match="not supported"):
        read_deck(unsupported)
    with pytest.raises(CardDataError):
        MagicGame(MagicSettings((("Nope",) * 10,) * 2, card_pool()), 1)


def test_cli_simulate_json_is_deterministic_and_replays(tmp_path: Path) -> None:
    runner = CliRunner()
    args = ["simulate", "magic", "--games", "2", "--players", "2", "--seed", "4", "--json",
            "--save-records", str(tmp_path)]
    first = runner.invoke(app, args)
    assert first.exit_code == 0, first.output
    again = runner.invoke(app, args)
    assert json.loads(first.output) == json.loads(again.output)
    summary = json.loads(first.output)
    assert summary["game"] == "magic" and summary["games"] == 2
    replayed = runner.invoke(app, ["replay", str(tmp_path / "game-00000.json"), "--json"])
    assert replayed.exit_code == 0 and json.loads(replayed.output)["complete"] is True


@pytest.mark.shared_data  # the real card file says which card is unknown
def test_cli_bad_deck_file_is_one_line_not_a_traceback(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import sys

    from cardtable.cli import main

    bad = tmp_path / "x.txt"
    bad.write_text("4 Not A Card\n", encoding="utf-8")
    monkeypatch.setattr(sys, "argv", ["cardtable", "simulate", "magic", "--deck", str(bad),
                                      "--games", "1"])
    with pytest.raises(SystemExit) as info:
        main()
    assert info.value.code != 0
    err = capsys.readouterr().err
    assert "Not A Card" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) <= 2


def test_cli_play_with_bots_only_finishes(tmp_path: Path) -> None:
    runner = CliRunner()
    record = tmp_path / "game.json"
    result = runner.invoke(app, ["play", "magic", "--seat", "bot:heuristic", "--seat",
                                 "bot:random", "--seed", "2", "--save-record", str(record)])
    assert result.exit_code == 0, result.output
    assert "game over" in result.output and record.is_file()


def test_cli_play_human_reads_numbers_from_input(tmp_path: Path) -> None:
    runner = CliRunner()
    answers = "\n".join(["1"] * 4000)
    result = runner.invoke(app, ["play", "magic", "--seat", "human", "--seat",
                                 "bot:heuristic", "--seed", "7"], input=answers)
    assert "your hand" in result.output
