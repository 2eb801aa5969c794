"""Fuzz: every command and option that reads a file, given junk (binary, empty, a 5 MB line, a
500 KB line, a huge CSV field, thousands of columns, UTF-16 with and without BOM, Latin-1,
broken UTF-8, JSON of the wrong shape, 50 MB of random bytes, a directory, a missing path) and,
through Hypothesis, random bytes and text. Each run ends (a watchdog reports a hang), and a
failure is one readable ``error:`` line with a non-zero status — never a traceback.

Also the option values and output paths the issue found tracebacks with: ``--plot`` to a
missing folder or an unknown extension, ``deck convert -o`` to a missing folder or a directory,
``--commander-colors Q``, a negative ``--seed`` (one rule: refused everywhere), and a record
whose settings have the wrong types.

Runs in-process (``cardtable.cli.main`` with its own argv), so the whole file takes well under
a minute.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.junk import GOOD_DECK, GOOD_POOL, Outcome, make_corpus, run

#: Commands that read a file, with ``{f}`` where the junk goes. The flag says the command
#: documents exit status 1 for a report of problems/differences printed on standard output.
COMMANDS: list[tuple[list[str], bool]] = [
    (["deck", "check", "{f}"], True),
    (["deck", "check", "{good}", "--banlist", "{f}"], True),
    (["deck", "convert", "{f}", "--to", "text"], False),
    (["deck", "diff", "{f}", "{good}"], True),
    (["deck", "diff", "{good}", "{f}"], True),
    (["deck", "stats", "{f}"], False),
    (["mulligan", "odds", "{f}"], False),
    (["mulligan", "odds", "{good}", "--pool", "{f}"], False),
    (["mulligan", "practice", "{f}"], False),
    (["simulate", "dominarion", "--games", "1", "--pool", "{f}"], False),
    (["simulate", "dominarion", "--games", "1", "--bots", "{f}"], False),
    (["play", "dominarion", "--seat", "bot:rush", "--seat", "bot:big", "--pool", "{f}"], False),
    (["replay", "{f}"], False),
    (["cards", "import", "{f}"], False),
    (["event", "add", "E", "Cy", "--deck", "{f}"], False),
    (["event", "add", "E", "--from", "{f}"], False),
    (["event", "result", "E", "1", "--from", "{f}"], False),
    (["event", "deck", "E", "Ann", "--check", "{f}"], False),
    (["event", "draft", "{f}", "{pool}"], False),
    (["event", "tiebreak", "{f}"], False),
]

#: Junk that is not text at all: every command must refuse it.
NEVER_READABLE = ("binary", "huge-line", "huge-line-500k", "random-50mb", "directory",
                  "missing", "utf16-no-bom")


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Path]]:
    """A data directory with event ``E`` (Ann and Bob, round 1 paired), a good deck and pool,
    and the junk corpus."""
    base = tmp_path_factory.mktemp("fuzz")
    home = base / "home"
    saved = os.environ.get("CARDTABLE_HOME")
    os.environ["CARDTABLE_HOME"] = str(home)
    try:
        good = base / "good.txt"
        good.write_text(GOOD_DECK)
        pool = base / "pool.txt"
        pool.write_text(GOOD_POOL)
        for argv in (["event", "new", "E", "--game", "magic", "--seed", "1"],
                     ["event", "add", "E", "Ann"], ["event", "add", "E", "Bob"],
                     ["event", "pair", "E"]):
            outcome = run(argv)
            assert outcome.status == 0, outcome
        yield {"home": home, "good": good, "pool": pool, **make_corpus(base / "corpus")}
    finally:
        if saved is None:
            os.environ.pop("CARDTABLE_HOME", None)
        else:
            os.environ["CARDTABLE_HOME"] = saved


def _argv(template: list[str], junk: Path, world: dict[str, Path]) -> list[str]:
    return [part.replace("{f}", str(junk)).replace("{good}", str(world["good"]))
            .replace("{pool}", str(world["pool"])) for part in template]


def _check(outcome: Outcome, reports: bool) -> None:
    if reports and outcome.status == 1 and not outcome.stderr.strip() and outcome.stdout:
        return  # a documented report (deck problems, deck differences) on standard output
    problem = outcome.problem()
    assert problem is None, (
        f"cardtable {' '.join(outcome.argv)[:300]}: {problem}\n{outcome.stderr[-2000:]}"
    )


@pytest.mark.parametrize(("template", "reports"), COMMANDS,
                         ids=[" ".join(c[0][:3]) + f"#{i}" for i, c in enumerate(COMMANDS)])
def test_every_file_reading_command_survives_the_junk_corpus(
    template: list[str], reports: bool, world: dict[str, Path]
) -> None:
    for kind in ("binary", "empty", "huge-line", "huge-line-500k", "huge-csv-field",
                 "many-columns", "utf16-bom", "utf16-no-bom", "latin1", "bad-utf8",
                 "json-wrong-types", "random-50mb", "directory", "missing"):
        outcome = run(_argv(template, world[kind], world))
        _check(outcome, reports)
        if kind in NEVER_READABLE:
            assert outcome.status != 0, f"{kind} accepted by {' '.join(template)}"


def test_the_error_names_the_line_not_its_contents(world: dict[str, Path]) -> None:
    for template in (["deck", "check", "{f}"], ["event", "add", "E", "--from", "{f}"],
                     ["mulligan", "odds", "{good}", "--pool", "{f}"],
                     ["simulate", "dominarion", "--games", "1", "--pool", "{f}"]):
        outcome = run(_argv(template, world["huge-line-500k"], world))
        assert outcome.status != 0
        assert "line 2" in outcome.stderr and "xxxxxxxxxx" not in outcome.stderr


_JUNK_TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=300
)


@settings(max_examples=120, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(
    command=st.sampled_from(COMMANDS),
    content=st.one_of(
        st.binary(max_size=3000),
        _JUNK_TEXT.map(lambda text: text.encode("utf-8")),
        _JUNK_TEXT.map(lambda text: text.encode("utf-16")),
        st.lists(_JUNK_TEXT, max_size=20).map(lambda rows: "\n".join(rows).encode()),
        st.lists(st.lists(_JUNK_TEXT, max_size=5).map(",".join), max_size=10)
        .map(lambda rows: ("name,deck,table,result\n" + "\n".join(rows)).encode()),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(max_size=20),
            lambda inner: st.lists(inner, max_size=4)
            | st.dictionaries(st.sampled_from(["players", "name", "characters", "mp",
                                               "corruption", "settings", "seed", "game"]),
                              inner, max_size=4),
            max_leaves=12,
        ).map(lambda value: json.dumps(value).encode()),
    ),
)
def test_random_files_never_give_a_traceback(
    command: tuple[list[str], bool], content: bytes, world: dict[str, Path]
) -> None:
    junk = world["home"].parent / "hypothesis-junk.txt"
    junk.write_bytes(content)
    _check(run(_argv(command[0], junk, world)), command[1])


# Option values and output paths (issue 13, item 11) ------------------------------------------


@pytest.mark.parametrize("argv", [
    ["deck", "stats", "{good}", "--plot", "{base}/no-folder/plot.png"],
    ["deck", "stats", "{good}", "--plot", "{base}/plot.xyz"],
    ["mulligan", "odds", "--counts", "land=24,spell=36", "--plot", "{base}/nowhere/p.png"],
    ["mulligan", "odds", "--counts", "land=24,spell=36", "--plot", "{base}/p.xyz"],
    ["deck", "convert", "{good}", "--to", "text", "-o", "{base}/no-folder/deck.txt"],
    ["deck", "convert", "{good}", "--to", "text", "-o", "{base}"],
    ["event", "export", "E", "--format", "csv", "-o", "{base}/no-folder/e.csv"],
    ["event", "export", "E", "--format", "csv", "-o", "{base}"],
    ["deck", "check", "{good}", "--commander-colors", "Q"],
])
def test_bad_outputs_and_option_values_are_one_line(argv: list[str],
                                                    world: dict[str, Path]) -> None:
    base = str(world["home"].parent)
    outcome = run([part.replace("{good}", str(world["good"])).replace("{base}", base)
                   for part in argv])
    assert outcome.status == 2
    _check(outcome, False)
    assert "internal error" not in outcome.stderr


@pytest.mark.parametrize("argv", [
    ["simulate", "dominarion", "--games", "1", "--seed", "-1"],
    ["play", "dominarion", "--seat", "bot:rush", "--seat", "bot:big", "--seed", "-1"],
    ["mulligan", "odds", "--counts", "land=24,spell=36", "--seed", "-1"],
    ["mulligan", "practice", "{good}", "--seed", "-1"],
    ["event", "new", "Negative", "--game", "magic", "--seed", "-1"],
    ["event", "tiebreak", "{good}", "--seed", "-1"],
])
def test_a_negative_seed_is_refused_by_every_command(argv: list[str],
                                                     world: dict[str, Path]) -> None:
    """One rule for seeds: a whole number from 0 up, everywhere."""
    outcome = run([part.replace("{good}", str(world["good"])) for part in argv])
    assert outcome.status == 2
    assert "--seed" in outcome.stderr and "greater than or equal to 0" in outcome.stderr
    assert "Traceback" not in outcome.stderr


@pytest.mark.parametrize(("key", "value"), [("players", "x"), ("lands_per_type", [1]),
                                            ("pool_cards", 5), ("turn_limit", {"a": 1})])
def test_a_record_with_settings_of_the_wrong_types_is_one_line(
    key: str, value: object, world: dict[str, Path]
) -> None:
    record = world["home"].parent / "game.json"
    made = run(["play", "dominarion", "--seat", "bot:rush", "--seat", "bot:big", "--seed", "3",
                "--save-record", str(record)])
    assert made.status == 0, made
    data = json.loads(record.read_text())
    data["settings"][key] = value
    record.write_text(json.dumps(data))
    outcome = run(["replay", str(record)])
    assert outcome.status == 2
    _check(outcome, False)
    assert "wrong types" in outcome.stderr or "settings" in outcome.stderr
