"""Issue 25 item 7: the games registry the CLI reads instead of its own if-chains."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from cardtable.cli import app
from cardtable.core.errors import SettingsError
from cardtable.games import registry
from cardtable.games.dominarion import DominarionSettings, new_game


def test_every_game_has_its_player_counts_and_defaults() -> None:
    assert registry.names() == ("commander", "magic", "dominarion")
    for info in registry.GAMES.values():
        assert info.min_players <= info.default_players <= info.max_players
        assert info.default_games > 0
    registry.get("Commander").check_players(6)
    with pytest.raises(SettingsError, match="takes 2 to 5 players, not 6"):
        registry.get("dominarion").check_players(6)


def test_an_unknown_game_suggests_the_closest() -> None:
    with pytest.raises(SettingsError, match="did you mean 'commander'"):
        registry.get("comander")


def test_a_record_replays_through_its_registry_entry() -> None:
    game = new_game(settings=DominarionSettings(players=2, turn_limit=3), seed=4)
    while game.pending is not None:
        game.apply(game.pending.options[0])
    again = registry.get(game.record.game).replay(game.record)
    assert again.result == game.result


def test_the_cli_refuses_a_player_count_the_game_does_not_take() -> None:
    result = CliRunner().invoke(app, ["simulate", "magic", "-n", "1", "-p", "7"])
    assert result.exit_code != 0
    assert isinstance(result.exception, SettingsError)
    assert "Magic takes 2 to 6 players, not 7" in str(result.exception)
    help_text = CliRunner().invoke(app, ["simulate", "--help"], env={"COLUMNS": "200"}).output
    assert "commander (2-6 players, default 4)" in help_text
