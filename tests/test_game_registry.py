"""Issue 25 item 7: the games registry the CLI reads instead of its own if-chains."""

from __future__ import annotations

import json

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


def test_every_game_builds_from_its_settings_json_and_plays_the_same() -> None:
    """``build`` is what a worker process or a record carries: the same settings' JSON and seed
    give the same game."""
    settings = DominarionSettings(players=3, turn_limit=4)
    built = registry.get("dominarion").build(settings.to_json(), 9)
    direct = new_game(settings=settings, seed=9)
    assert built.view(0) == direct.view(0)
    for name in ("magic", "commander"):
        info = registry.get(name)
        game = info.build(_bundled_settings(name), 5)
        assert game.pending is not None and game.name == name


def _bundled_settings(name: str) -> dict[str, object]:
    if name == "magic":
        from cardtable.games.magic.decks import bundled_decks
        from cardtable.games.magic.game import MagicSettings
        from cardtable.games.magic.model.loader import card_pool

        return MagicSettings(tuple(bundled_decks(2)), card_pool()).to_json()
    from cardtable.games.magic.commander.decks import bundled_decks as commander_decks
    from cardtable.games.magic.commander.decks import commander_cards
    from cardtable.games.magic.commander.game import CommanderSettings

    decks = commander_decks(4)
    return CommanderSettings(tuple(d.cards for d in decks), tuple(d.commanders for d in decks),
                             commander_cards()).to_json()


def test_the_agents_table_has_bots_for_every_registered_game() -> None:
    """The agents floor keys its bots by the registry's names; a game it does not know gets the
    generic agents, and a misspelt game's name "did you mean"; an unknown bot is refused by
    the game's own table."""
    from cardtable.agents.registry import BOTS, agent_names, make_agent

    assert set(BOTS) == set(registry.names())
    for name in registry.names():
        assert "random" in agent_names(name)
        assert make_agent("random", 1, name) is not None
    with pytest.raises(SettingsError, match="did you mean 'commander'"):
        make_agent("commander", 1, "comander")
    with pytest.raises(SettingsError, match="unknown bot 'heuristic' for chess; known: random"):
        make_agent("heuristic", 1, "chess")
    assert make_agent("random", 1, "chess") is not None  # any kernel game
    with pytest.raises(SettingsError, match="did you mean 'rush'"):
        make_agent("rsh", 1, "dominarion")


def test_the_ladder_rates_dominarion_strategies_from_the_registry() -> None:
    """``ladder`` reads the game and its default seats from the registry, so it rates
    Dominarion's strategies as it rates Magic's bots; the same seed gives the same table."""
    args = ["ladder", "dominarion", "--bots", "rush,big", "--games", "4", "--seed", "2",
            "--json"]
    first = CliRunner().invoke(app, args)
    assert first.exit_code == 0, first.output
    assert first.output == CliRunner().invoke(app, args).output
    summary = json.loads(first.output)
    assert {r["bot"] for r in summary["ratings"]} == {"rush", "big"}
    assert sum(r["wins"] for r in summary["ratings"]) <= 4
    bad = CliRunner().invoke(app, ["ladder", "dominarion", "-p", "6", "--bots", "rush"])
    assert bad.exit_code != 0
    assert "takes 2 to 5 players, not 6" in str(bad.exception)


def test_the_learning_environments_are_keyed_by_the_registry() -> None:
    pytest.importorskip("pettingzoo", reason="the [rl] extra is not installed")
    from cardtable.rl.envs import ENVIRONMENTS, make_env

    assert set(ENVIRONMENTS) == set(registry.names())
    env = make_env("dominarion")
    env.reset(seed=1)
    assert len(env.agents) == registry.get("dominarion").default_players
    with pytest.raises(SettingsError, match="Commander takes 2 to 6 players, not 7"):
        make_env("commander", players=7)


def test_simulate_plays_each_games_own_default_number_of_players() -> None:
    """Without ``-p``, ``simulate magic`` seats the registry's 2 players (it seated 4: the
    option's default was Dominarion's)."""
    result = CliRunner().invoke(app, ["simulate", "magic", "-n", "1", "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["players"] == registry.get("magic").default_players == 2
