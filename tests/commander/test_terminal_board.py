"""The terminal board and menus (cli/magic_table.py, issue 27): command zones with commander
tax, commander damage by source, poison, the stack with targets, stand-ins marked, the total
cost of a cast, mana abilities one per distinct ability; warnings on stderr, hidden by --quiet."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from rich.console import Console

from cardtable.cli import magic as magic_cli
from cardtable.cli.commander import build_settings
from cardtable.cli.magic import table_info
from cardtable.cli.magic_table import (
    CommandCard,
    TableInfo,
    describe,
    mana_groups,
    mana_total,
    render_view,
    shown_options,
)
from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic.actions import Activate, Cast, Pass, PlayLand
from cardtable.games.magic.commander.game import CommanderGame
from cardtable.games.magic.view import StackView
from tests.commander.terminal_driver import SRC
from tests.magic.dsl import A, B, Scenario


def _text(view: object, info: TableInfo) -> str:
    out = io.StringIO()
    render_view(Console(file=out, width=200, color_system=None), view, info)  # type: ignore[arg-type]
    return out.getvalue()


def test_the_board_shows_command_zones_tax_commander_damage_poison_and_stand_ins() -> None:
    game = CommanderGame(build_settings([], 2, [], None, None, 0, False), 5)
    while game.mulligan is not None:
        pending = game.pending
        assert pending is not None
        game.apply("keep", player=pending.player)
    jasmine = game.extra_castable(0)[0]
    game.casts[(game.state.objects[jasmine].uid, 0)] = 1  # cast once before: tax {2} (903.8)
    game.state.players[1].poison = 3
    uid = game.state.objects[jasmine].uid
    game.state.combat_damage[(uid, 1)] = 7
    info = table_info(game, ("Ana", "Bo"), 0)
    view = game.view(0)
    first = view.hand[0].name
    info.stand_ins = frozenset({first})
    text = _text(view, info)
    assert info.command[0] == (CommandCard("Jasmine Boreal", "{3}{G}{W}", 2),)
    assert "command zone: Jasmine Boreal {3}{G}{W} + {2} tax" in text
    assert "Bo: life 40, poison 3," in text
    assert "commander damage taken: 7 from Jasmine Boreal (Ana)" in text
    assert f"your hand: {first} [stand-in]" in text
    cast = Cast(jasmine, "Jasmine Boreal")
    assert describe(replace(view, tax=((jasmine, 2),)), cast, info) == (
        "cast Jasmine Boreal {3}{G}{W} + {2} commander tax — total 7 mana")


def test_the_stack_is_listed_top_first_with_its_targets_by_name() -> None:
    s = Scenario(2, strict=False)
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt")
    s.start(B, "main1")
    s.cast(B, "Lightning Bolt", targets=[bears])
    view = s.game.view(A)
    assert view.stack and isinstance(view.stack[0], StackView)
    text = _text(view, TableInfo(("Ana", "Bo")))
    assert "stack (top first):" in text
    assert f"Lightning Bolt (Bo) → Grizzly Bears#{bears} 2/2 (Ana)" in text


def test_mana_abilities_are_one_option_each_not_one_per_land() -> None:
    forests = [Activate(10 + i, 0, "Forest", "G") for i in range(3)]
    ring = Activate(20, 0, "Sol Ring", "CC")
    lands = [PlayLand(30, "Forest"), PlayLand(31, "Forest")]
    decision = Decision(A, DecisionKind.CHOOSE_ONE, "priority",
                        [Pass(), *forests, ring, *lands, Cast(40, "Opt")], tag="priority")
    assert shown_options(decision) == [Pass(), lands[0], Cast(40, "Opt")]
    groups = mana_groups(decision, None)  # type: ignore[arg-type]
    assert groups == [("Forest: add {G} (3 untapped)", forests[0]),
                      ("Sol Ring: add {CC}", ring)]
    assert mana_total("{3}{G}{W}", 4) == 9 and mana_total("{X}{R}") == 1


def test_warnings_go_to_stderr_and_quiet_hides_them_but_not_the_prompts(
        capfd: pytest.CaptureFixture[str]) -> None:
    magic_cli.set_quiet(False)
    magic_cli.say_stand_ins(["STAND-IN: Tempest Efreet plays as a vanilla card without its "
                             "abilities (does not compile)"])
    out, err = capfd.readouterr()
    assert "STAND-IN: Tempest Efreet" in err and "STAND-IN" not in out
    assert "Tempest Efreet" in magic_cli.announced_stand_ins
    magic_cli.set_quiet(True)
    magic_cli.say_stand_ins(["STAND-IN: Drider plays as a vanilla card without its abilities"])
    out, err = capfd.readouterr()
    assert err == "" and out == ""
    magic_cli.set_quiet(False)
    env = {**os.environ, "PYTHONPATH": str(SRC), "COLUMNS": "200"}
    run = subprocess.run([sys.executable, "-m", "cardtable", "play", "commander", "--seed", "1",
                          "--quiet"], input="", capture_output=True, text=True, env=env)
    assert "Keep your 7-card hand, or mulligan?" in run.stdout  # the prompt, on stdout
    assert "no more input" in run.stderr  # errors still show


def test_play_and_simulate_help_list_every_game_with_its_player_counts() -> None:
    env = {**os.environ, "PYTHONPATH": str(SRC), "COLUMNS": "200"}
    for command in ("play", "simulate"):
        out = subprocess.run([sys.executable, "-m", "cardtable", command, "--help"],
                             capture_output=True, text=True, env=env, check=True).stdout
        flat = " ".join(out.replace("│", " ").split())
        assert "commander (2-6 players, default 4), magic (2-6, default 2) or dominarion " \
               "(2-5, default 4)" in flat
        assert "needs the  " not in out and "the  extra" not in out
    out = subprocess.run([sys.executable, "-m", "cardtable", "simulate", "--help"],
                         capture_output=True, text=True, env=env, check=True).stdout
    assert "[analysis] extra" in " ".join(out.replace("│", " ").split())


def test_the_resumed_game_refuses_a_finished_or_foreign_record(tmp_path: Path) -> None:
    from cardtable.core.errors import RecordError

    game = CommanderGame(build_settings([], 2, [], None, None, 0, False), 5)
    path = tmp_path / "r.json"
    game.record.save(path)
    with pytest.raises(RecordError, match="not 'magic'"):
        magic_cli.resumed(path, "magic", [])
    resumed, specs, seed, names = magic_cli.resumed(path, "commander", ["human", "bot:random"])
    assert specs == ["human", "bot:random"] and seed == 5 and names == ()
    assert resumed.pending is not None


def test_declaring_attackers_reads_pairs_and_all() -> None:
    from cardtable.cli.magic_table import parse_answer

    decision = Decision(A, DecisionKind.MAP, "declare attackers", [11, 12],
                        tag="combat.attack", targets=(("p1", "p2"), ("p1", "p2")),
                        min_count=0, max_count=2)
    assert parse_answer(decision, "1>2") == ((11, "p2"),)
    assert parse_answer(decision, "all>1") == ((11, "p1"), (12, "p1"))
    assert parse_answer(decision, "") == ()
    assert parse_answer(decision, "3>1") is None


def test_typing_m_lists_mana_abilities_and_m1_taps_one(monkeypatch: pytest.MonkeyPatch) -> None:
    from cardtable.cli.magic_table import HumanMagicPlayer

    s = Scenario(2, strict=False)
    forests = [s.put(A, "Forest") for _ in range(3)]
    s.hand(A, "Grizzly Bears")
    s.start(A, "main1")
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    answers = iter(["m", "m1"])
    monkeypatch.setattr("builtins.input", lambda _prompt: next(answers))
    out = io.StringIO()
    player = HumanMagicPlayer(Console(file=out, width=200, color_system=None))
    player.info = TableInfo(("Ana", "Bo"))
    action = player.choose(s.game.view(A), decision)
    assert isinstance(action, Activate) and action.source in forests and action.symbol == "G"
    text = out.getvalue()
    assert "m1. Forest: add {G} (3 untapped)" in text
    assert "cast Grizzly Bears {1}{G} — total 2 mana" in text
    assert text.count("Forest") == 1 + 3  # the menu line once; the board's three Forests


def test_cr_903_10a_commander_damage_is_shown_per_commander_not_per_owner() -> None:
    s = Scenario(2, strict=False)
    s.start(A, "main1")
    info = TableInfo(("Ana", "Bo"), commander_damage=(
        (1, "Tana, the Bloodsower", 0, 9), (1, "Tymna the Weaver", 0, 4)))
    text = _text(s.game.view(B), info)
    assert ("commander damage taken: 9 from Tana, the Bloodsower (Ana), 4 from Tymna the Weaver "
            "(Ana)") in text
