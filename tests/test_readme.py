"""The README's examples run as tests, so the documentation cannot drift from the code."""

from __future__ import annotations

import re
from pathlib import Path

from cardtable.agents.dominarion.bot import StrategyBot
from cardtable.agents.dominarion.strategy import parse_strategy
from cardtable.games.dominarion import DominarionSettings
from cardtable.sim.runner import play_game

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", README, flags=re.S)


def test_readme_python_examples_run() -> None:
    examples = blocks("python")
    assert examples, "the README shows no Python example"
    for code in examples:
        exec(compile(code, "README.md", "exec"), {})


def test_readme_strategy_example_parses_and_plays(tmp_path: Path) -> None:
    (toml,) = [b for b in blocks("toml") if "[[rule]]" in b]
    strategy = parse_strategy(toml, "README.md")
    assert strategy.name == "green-stompy"
    assert [r.do for r in strategy.rules] == ["summon", "summon", "buy", "buy", "gain"]
    path = tmp_path / "green-stompy.toml"
    path.write_text(toml, encoding="utf-8")
    bot = StrategyBot(strategy)
    assert bot.name == "green-stompy"
    outcome = play_game(DominarionSettings(players=3), (str(path), "rush", "big"), 1, 0)
    assert sorted(outcome.ranking) == [0, 1, 2]


def test_readme_simulate_json_example_is_real_output(tmp_path: Path) -> None:
    """The README's `simulate … --json` example prints exactly what the README shows."""
    import os
    import shlex
    import subprocess
    import sys

    match = re.search(r"^\$ (cardtable simulate [^\n]*--json)\n(\{[^\n]*\})$", README, flags=re.M)
    assert match, "the README shows no simulate --json example"
    args = shlex.split(match.group(1))[1:]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src"),
           "CARDTABLE_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True,
                         text=True, env=env, timeout=600)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == match.group(2)
