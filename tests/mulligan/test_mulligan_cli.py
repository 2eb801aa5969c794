"""``cardtable mulligan odds`` and ``practice`` through the real command."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from subprocess import CompletedProcess

import pytest

Cli = Callable[..., CompletedProcess[str]]

POOL = """name,mana_cost,type_line,power,toughness
Llanowar Elves,{G},Creature — Elf Druid,1,1
Sol Ring,{1},Artifact,,
Omnath\\, Locus of Mana,{2}{G},Legendary Creature — Elemental,1,1
Yavimaya Coast,,Land,,
Serum Powder,{3},Artifact,,
"""


@pytest.fixture
def files(tmp_path: Path) -> Path:
    (tmp_path / "pool.csv").write_text(POOL.replace("Omnath\\, Locus of Mana",
                                                    '"Omnath, Locus of Mana"'))
    (tmp_path / "commander.txt").write_text(
        "Commander\n1 Omnath, Locus of Mana\n\nDeck\n36 Forest\n2 Yavimaya Coast\n"
        "10 Sol Ring\n51 Llanowar Elves\n"
    )
    (tmp_path / "powder.txt").write_text("Deck\n24 Forest\n4 Serum Powder\n32 Llanowar Elves\n")
    return tmp_path


def test_odds_json_from_counts_is_exact_and_hand_checkable(cli: Cli) -> None:
    run = cli("mulligan", "odds", "--counts", "hit=4,other=56", "--keep", "hit>=1", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["method"] == "exact" and data["deck_size"] == 60 and data["rule"] == "london"
    assert data["mulligans"]["0"] == pytest.approx(0.3995, abs=5e-5)
    assert "goal" not in data and "standard_error" not in data


def test_odds_decklist_with_category_goal_and_keep_at(cli: Cli, files: Path) -> None:
    run = cli("mulligan", "odds", str(files / "commander.txt"), "--pool",
              str(files / "pool.csv"), "--category", "ramp=Sol Ring;Llanowar Elves",
              "--players", "4", "--keep", "land=3..5,ramp>=1", "--keep-at", "6", "land=2..5",
              "--goal", "land>=4 by turn 4", "--on", "draw", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["deck_size"] == 99  # MUL-4.1: the commander is not in the library
    assert list(data["final_hand_size"])[:2] == ["7", "6"]
    assert 0 < data["goal"] < 1
    assert sum(data["mulligans"].values()) == pytest.approx(1.0)


def test_odds_monte_carlo_is_seeded_and_plots(cli: Cli, tmp_path: Path) -> None:
    args = ("mulligan", "odds", "--counts", "land=24,spell=36", "--rule", "vancouver",
            "--goal", "land>=3 by turn 3", "--method", "monte-carlo", "--samples", "20000",
            "--seed", "7", "--json")
    first, again = cli(*args), cli(*args)
    assert first.returncode == 0, first.stderr
    assert first.stdout == again.stdout
    data = json.loads(first.stdout)
    assert data["method"] == "monte-carlo" and data["standard_error"]["goal"] > 0
    out = tmp_path / "odds.png"
    table = cli("mulligan", "odds", "--counts", "land=24,spell=36", "--plot", str(out))
    assert table.returncode == 0, table.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "P(keep here)" in table.stdout and "expected hand size" in table.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--counts", "land=24,spell=36", "--keep", "land>=8"], "can never hold"),
        (["--counts", "land=24,spell=36", "--keep", "lands=2..5"], "unknown category"),
        (["--counts", "land=24,spell=30", "--deck-size", "60"], "add up to 54"),
        (["--counts", "land=4,spell=2"], "cannot be drawn from a 6-card deck"),
        (["--counts", "land=24,spell=36", "--hand-size", "61"], "cannot be drawn"),
        (["--counts", "land=24,spell=36", "--rule", "dublin"], "unknown mulligan rule"),
        (["--counts", "land=24,spell=36", "--keep-at", "6"], "two values"),
        ([], "either a DECK file or --counts"),
        (["--counts", "land=24,spell=36", "--bottom-target", "lands=3"], "unknown category"),
    ],
)
def test_odds_bad_input_is_one_line(cli: Cli, args: list[str], message: str) -> None:
    run = cli("mulligan", "odds", *args)
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], run.stderr
    assert "Traceback" not in run.stderr


def test_odds_unknown_card_says_did_you_mean(cli: Cli, files: Path) -> None:
    (files / "typo.txt").write_text("24 Forest\n36 Llanowar Elfs\n")
    run = cli("mulligan", "odds", str(files / "typo.txt"), "--pool", str(files / "pool.csv"))
    assert run.returncode == 2
    assert "did you mean 'Llanowar Elves'" in run.stderr


def test_practice_london_keep_after_a_mulligan_bottoms_one(cli: Cli, files: Path) -> None:
    run = cli("mulligan", "practice", str(files / "powder.txt"), "--seed", "3",
              stdin="mulligan\nkeep\n1\n")
    assert run.returncode == 0, run.stderr
    assert "seed 3" in run.stdout
    assert "Kept 6 card(s) after 1 mulligan(s)" in run.stdout


def test_practice_reprompts_on_bad_answers_and_scries(cli: Cli, files: Path) -> None:
    run = cli("mulligan", "practice", str(files / "powder.txt"), "--seed", "3", "--rule",
              "vancouver", stdin="m\nmaybe\nk\nsideways\nbottom\n")
    assert run.returncode == 0, run.stderr
    assert "Answer one of: keep, mulligan" in run.stdout
    assert "Scry 1: the top card is" in run.stdout
    assert "Kept 6 card(s) after 1 mulligan(s)" in run.stdout


def test_practice_same_seed_same_hand(cli: Cli, files: Path) -> None:
    first = cli("mulligan", "practice", str(files / "powder.txt"), "--seed", "11",
                "--rule", "none")
    again = cli("mulligan", "practice", str(files / "powder.txt"), "--seed", "11",
                "--rule", "none")
    assert first.returncode == 0, first.stderr
    assert first.stdout == again.stdout and "Kept 7 card(s)" in first.stdout


def test_practice_partial_paris_exiles_and_redraws(cli: Cli, files: Path) -> None:
    run = cli("mulligan", "practice", str(files / "powder.txt"), "--seed", "5", "--rule",
              "partial-paris", stdin="1 2 3\n\n")
    assert run.returncode == 0, run.stderr
    assert "Kept 6 card(s)" in run.stdout


def test_practice_partial_paris_shows_keep_and_exile_odds(cli: Cli, files: Path) -> None:
    """MUL-2.6 in practice: each exile question shows P(goal) if kept and if exiled."""
    run = cli("mulligan", "practice", str(files / "powder.txt"), "--pool",
              str(files / "pool.csv"), "--seed", "5", "--rule", "partial-paris",
              stdin="1 2 3\n\n")
    assert run.returncode == 0, run.stderr
    assert "no odds" not in run.stdout
    lines = [line for line in run.stdout.splitlines() if line.startswith("P(land>=3")]
    assert len(lines) == 2  # one per exile question
    assert all(" keep " in line and " exile " in line for line in lines)


def test_readme_example(cli: Cli) -> None:
    run = cli("mulligan", "odds", "--counts", "land=24,spell=36", "--keep", "land=2..5",
              "--down-to", "5", "--goal", "land>=3 by turn 3", "--on", "draw")
    assert run.returncode == 0, run.stderr
    assert "│         0 │    7 │       0.8439 │         0.8439 │" in run.stdout
    assert "expected hand size 6.821 · expected mulligans 0.179" in run.stdout
    assert "│ land     │ 3.03 │ 0.000 │ 0.003 │ 0.318 │ 0.400 │ 0.208 │ 0.071 │" in run.stdout
    assert "goal 'land>=3 by turn 3' on the draw: 0.9370" in run.stdout
    assert "T3 0.937" in run.stdout


def test_issue_12_item_2_readme_leyline_vs_claim_command_gives_28_56_percent(cli: Cli) -> None:
    """The README's Leyline-vs-Claim command (issue 12 item 2, MUL-2.1): the JSON kept-hand
    distribution of key cards, squared against itself, is Karsten's 28.56% down to 6."""
    run = cli("mulligan", "odds", "--counts", "key=4,other=56", "--keep", "key>=1",
              "--down-to", "6", "--bottom-target", "key=4,other=0", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["policy"] == "bottom-target"
    dist = {int(k): p for k, p in data["categories"]["key"]["distribution"].items()}
    more = sum(p * q for x, p in dist.items() for y, q in dist.items() if x > y)
    assert more == pytest.approx(0.2856, abs=5e-5)


def test_odds_compare_rules_json_and_plot(cli: Cli, tmp_path: Path) -> None:
    out = tmp_path / "compare.png"
    run = cli("mulligan", "odds", "--counts", "land=24,spell=36", "--down-to", "5",
              "--goal", "land>=3 by turn 3", "--compare-rules", "--json", "--plot", str(out))
    assert run.returncode == 0, run.stderr
    rules = json.loads(run.stdout)["rules"]
    assert [r["rule"] for r in rules] == ["london", "vancouver", "paris", "london+free"]
    goals = {r["rule"]: r["goal"] for r in rules}
    assert goals["london"] == pytest.approx(0.8902, abs=5e-5)
    assert goals["vancouver"] == pytest.approx(0.8874, abs=5e-5)
    assert goals["london+free"] > goals["london"] > goals["vancouver"] > goals["paris"]
    assert all(r["policy"] == "optimal" for r in rules)
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    table = cli("mulligan", "odds", "--counts", "land=24,spell=36", "--down-to", "5",
                "--goal", "land>=3 by turn 3", "--compare-rules")
    assert table.returncode == 0, table.stderr
    assert "london+free" in table.stdout and "by turn 3" in table.stdout


@pytest.mark.parametrize("rule", ["partial-paris", "all-land-no-land", "none"])
def test_odds_every_engine_rule(cli: Cli, rule: str) -> None:
    run = cli("mulligan", "odds", "--counts", "land=24,spell=36", "--rule", rule,
              "--goal", "land>=3 by turn 3", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["rule"] == rule and 0 < data["goal"] < 1
    assert sum(data["mulligans"].values()) == pytest.approx(1.0)


def test_odds_serum_powder_category_and_or_keep(cli: Cli, files: Path) -> None:
    run = cli("mulligan", "odds", str(files / "powder.txt"), "--pool",
              str(files / "pool.csv"), "--category", "powder=Serum Powder",
              "--powder", "powder", "--keep", "land=3..4 or (land=2 and nonland>=4)",
              "--down-to", "5", "--samples", "20000", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert list(data["categories"]) == ["land", "nonland", "powder"]
    assert data["method"] == "monte-carlo"  # auto: exact Serum Powder chains are slow
    assert data["samples"] == 20000 and data["standard_error"]["mulligans"]["0"] > 0
    bad = cli("mulligan", "odds", "--counts", "land=24,spell=36", "--powder", "dust")
    assert bad.returncode == 2 and "--powder 'dust' is not a category" in bad.stderr


def test_odds_warns_when_small_hands_can_never_be_kept(cli: Cli) -> None:
    run = cli("mulligan", "odds", "--counts", "land=24,spell=36", "--keep", "land>=3,spell>=2")
    assert run.returncode == 0, run.stderr
    assert "warning:" in run.stdout and "4, 3, 2, 1 card(s)" in run.stdout


def test_practice_shows_the_odds_of_the_dealt_hand(cli: Cli, files: Path) -> None:
    run = cli("mulligan", "practice", str(files / "powder.txt"), "--pool",
              str(files / "pool.csv"), "--seed", "3", stdin="mulligan\nkeep\n1\n")
    assert run.returncode == 0, run.stderr
    lines = [line for line in run.stdout.splitlines() if line.startswith("P(land>=3")]
    assert len(lines) == 2  # one per keep-or-mulligan question
    assert "keep" in lines[0] and "mulligan" in lines[0]
