"""The random-deck soak (issue 26): seeded 4-player Commander games between bots whose decks
are drawn at random from the supported Commander-legal cards, the engine's invariants checked
after every event, every game held to a step budget and its record replayed; each failure is
minimised to a seed and a card list.

    python -m cardtable.sim.soak [--games N] [--seed S] [--workers K] [--sample K]
                                 [--turn-limit T] [--json FILE]

Game ``i`` of a run with seed ``S`` draws its decks and plays with ``derive_seed(S, i)``, its
bots with ``derive_seed(S, i, seat)``: a failure is reproduced by its index and seed alone,
whatever the number of workers.

A deck (CMD-1, CR 903.5): a supported legendary creature as commander; 61 other supported,
Commander-legal, non-basic-land cards of its colour identity, one of each (903.5b-c), up to 8 of
them lands; basic lands of its colours (Wastes for a colourless commander) to 100 cards.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from cardtable.cards.identity import strip_reminder_text
from cardtable.core.errors import CardTableError, IllegalAction
from cardtable.core.rng import derive_seed
from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.database import CompiledDatabase
from cardtable.sim.soak_checks import InvariantViolation, SoakChecker

PLAYERS = 4
DECK_SIZE = 100
SPELLS = 61  # besides the commander; up to MAX_NONBASIC_LANDS of them lands
MAX_NONBASIC_LANDS = 8
STEP_BUDGET = 40_000
"""Decisions one soak game may take (a checked precon game takes about 2,000-6,000)."""
TURN_LIMIT = 40
WALL_LIMIT = 600.0
"""Seconds one soak game may take on the wall clock before it is reported as failed."""
DRAW_REASONS = {
    "turn_limit": "the turn limit (a soak setting, not a rule)",
    "loop_draw": "CR 104.4b: a turn spent its decision budget (a loop no player would break)",
    "draw": "CR 104.4a: every player still in the game lost at once",
}
"""How a soak game can end as a draw, by the result's reason: each is counted apart in the
summary and its JSON (a game whose decision or wall budget ran out is a failure, not a
draw)."""
BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
COLOURLESS_BASIC = "Wastes"

Check = Callable[[Any], None]


class SoakError(CardTableError, ValueError):
    """A soak that cannot run (no commander in the pool, an unknown option)."""


@dataclass(frozen=True)
class SoakPool:
    """The cards soak decks are drawn from: supported, Commander-legal, one-faced cards by
    name, each with its colour identity (CR 903.4), sorted so that a seed draws the same deck
    in every process."""

    cards: Mapping[str, m.CardDef]
    identity: Mapping[str, frozenset[str]]
    commanders: tuple[str, ...]
    spells: tuple[str, ...]
    lands: tuple[str, ...]


def identity_of(card: m.CardDef) -> frozenset[str]:
    """CR 903.4: the colours of the mana symbols in the mana cost and the rules text (reminder
    text ignored, 903.4), the colour indicator, and a basic land type's colour."""
    colours = set(card.colors)
    for text in (card.mana_cost, strip_reminder_text(card.oracle)):
        for chunk in text.split("{")[1:]:
            colours.update(c for c in chunk.split("}")[0].split("/") if c in "WUBRG")
    for colour, basic in BASICS.items():
        if basic in card.type_line.partition("—")[2].split():
            colours.add(colour)
    return frozenset(colours)


def soak_pool(database: CompiledDatabase, names: Iterable[str] | None = None) -> SoakPool:
    """The supported Commander-legal cards of ``database`` (of ``names`` only, if given) and
    the basic lands."""
    wanted = set(names) if names is not None else None
    cards: dict[str, m.CardDef] = {}
    for name, compiled in database.cards.items():
        if wanted is not None and name not in wanted and name not in (
                *BASICS.values(), COLOURLESS_BASIC):
            continue
        if compiled.supported and compiled.card is not None and compiled.commander_legal:
            cards[name] = compiled.card
    for basic in (*BASICS.values(), COLOURLESS_BASIC):
        if basic not in cards:
            found = database.get(basic)
            if found is None or found.card is None or not found.supported:
                raise SoakError(f"the card data has no supported {basic!r}")
            cards[basic] = found.card
    identity = {name: identity_of(card) for name, card in cards.items()}
    basics = {*BASICS.values(), COLOURLESS_BASIC}
    commanders = tuple(sorted(n for n, c in cards.items()
                              if "Legendary" in c.type_line and "Creature" in c.type_line))
    if not commanders:
        raise SoakError("no supported legendary creature to be a commander")
    lands = tuple(sorted(n for n, c in cards.items() if "Land" in c.type_line
                         and n not in basics))
    spells = tuple(sorted(n for n, c in cards.items() if "Land" not in c.type_line))
    return SoakPool(cards, identity, commanders, spells, lands)


@dataclass(frozen=True)
class SoakDecks:
    """The four decks of a game: each deck's 100 card names and its commander."""

    decks: tuple[tuple[str, ...], ...]
    commanders: tuple[str, ...]

    def nonbasic(self) -> tuple[tuple[str, ...], ...]:
        basics = {*BASICS.values(), COLOURLESS_BASIC}
        return tuple(tuple(n for n in deck if n not in basics) for deck in self.decks)


def basics_for(identity: frozenset[str], count: int) -> list[str]:
    """``count`` basic lands shared out among the identity's colours (903.5c: Wastes when
    the identity is colourless)."""
    colours = [c for c in "WUBRG" if c in identity]
    if not colours:
        return [COLOURLESS_BASIC] * count
    return [BASICS[colours[i % len(colours)]] for i in range(count)]


def random_deck(pool: SoakPool, rng: random.Random) -> tuple[str, ...]:
    """A 100-card singleton deck (CR 903.5a-c) around a random commander, the commander
    first."""
    commander = rng.choice(pool.commanders)
    identity = pool.identity[commander]
    spells = [n for n in pool.spells if n != commander and pool.identity[n] <= identity]
    lands = [n for n in pool.lands if pool.identity[n] <= identity]
    picked_lands = rng.sample(lands, min(MAX_NONBASIC_LANDS, len(lands)))
    picked = rng.sample(spells, min(SPELLS - len(picked_lands), len(spells)))
    deck = [commander, *picked, *picked_lands]
    deck += basics_for(identity, DECK_SIZE - len(deck))
    return tuple(deck)


def random_decks(pool: SoakPool, seed: int, players: int = PLAYERS) -> SoakDecks:
    rng = random.Random(seed)
    decks = tuple(random_deck(pool, rng) for _ in range(players))
    return SoakDecks(decks, tuple(d[0] for d in decks))


@dataclass
class SoakOutcome:
    """One game of the soak: how it ended, or how it failed."""

    index: int
    seed: int
    decisions: int = 0
    turns: int = 0
    reason: str = ""
    refused: int = 0  # repeated actions withheld (CR 729.3)
    seconds: float = 0.0
    failure: str = ""  # "" when the game ended, kept its invariants and replayed
    signature: str = ""  # the kind of failure, stable across decks (for minimising)
    commanders: tuple[str, ...] = ()
    cards: tuple[tuple[str, ...], ...] = ()  # the non-basic cards of each deck on failure
    minimised: tuple[tuple[str, ...], ...] | None = None
    minimise_runs: int = 0
    record: dict[str, Any] | None = None  # the failed game's record, up to the failure

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _signature(error: BaseException) -> str:
    """What kind of failure: the invariant's name, or the error type and the engine function
    it was raised in (ids and names in the message change as the decks change)."""
    if isinstance(error, InvariantViolation):
        return f"invariant {error.rule}"
    frames = traceback.extract_tb(error.__traceback__)
    inside = [f for f in frames if f"{os.sep}cardtable{os.sep}" in f.filename
              and f"{os.sep}sim{os.sep}" not in f.filename]
    where = f"{Path(inside[-1].filename).stem}.{inside[-1].name}" if inside else "?"
    return f"{type(error).__name__} in {where}"


def settings_for(pool: SoakPool, decks: SoakDecks, turn_limit: int = TURN_LIMIT) -> Any:
    from cardtable.games.magic.commander.game import CommanderSettings

    used = {n for deck in decks.decks for n in deck}
    return CommanderSettings(decks.decks, tuple((c,) for c in decks.commanders),
                             {n: pool.cards[n] for n in used}, turn_limit=turn_limit)


def play_game(pool: SoakPool, seed: int, index: int, *, decks: SoakDecks | None = None,
              turn_limit: int = TURN_LIMIT, step_budget: int = STEP_BUDGET,
              check: bool = True, replay: bool = True, extra_check: Check | None = None,
              wall_limit: float | None = WALL_LIMIT) -> SoakOutcome:
    """Game ``index`` of a soak run with ``seed`` (its own decks unless ``decks`` is given),
    played by the Commander bots to its end, the invariants checked after every action; a
    failure — an invariant, an engine error, the step budget, ``wall_limit`` seconds — is
    caught and described in the outcome with the game's record, never raised."""
    from cardtable.agents.magic.commander import commander_bot
    from cardtable.games.magic.commander.game import CommanderGame
    from cardtable.games.magic.commander.game import replay as replay_game

    game_seed = derive_seed(seed, index)
    decks = decks if decks is not None else random_decks(pool, game_seed)
    outcome = SoakOutcome(index, game_seed, commanders=decks.commanders)
    start = time.perf_counter()
    game: Any = None
    try:
        game = CommanderGame(settings_for(pool, decks, turn_limit), game_seed)
        bots = [commander_bot("commander", derive_seed(seed, index, seat))
                for seat in range(len(decks.decks))]
        checker = SoakChecker(game) if check else None
        while not game.is_over:
            decision = game.pending
            if decision is None:
                raise InvariantViolation("decision-open", "the game is not over and asks "
                                         "nothing")
            agent = bots[decision.player]
            quick = agent.quick_answer(decision)
            action = quick if quick is not None else agent.choose(
                game.view(decision.player), decision)
            try:
                game.apply(action, player=decision.player, decision_id=decision.id)
            except IllegalAction as error:
                raise InvariantViolation(
                    "bot-answer-legal", f"the bot's answer was refused: {error}") from error
            outcome.decisions += 1
            if checker is not None:
                checker.check()
            if extra_check is not None:
                extra_check(game)
            if outcome.decisions >= step_budget:
                raise InvariantViolation("step-budget", f"{step_budget} decisions without "
                                         f"an end (turn {game.state.turn})")
            if wall_limit is not None and outcome.decisions % 256 == 0 and \
                    time.perf_counter() - start > wall_limit:
                raise InvariantViolation("wall-limit", f"over {wall_limit:.0f} s "
                                         f"(turn {game.state.turn})")
        result = game.result
        assert result is not None
        outcome.turns = result.turns
        outcome.reason = game.end_reason()
        outcome.refused = game.loops.refused
        if replay:
            again = replay_game(game.record)
            if again.result is None or again.result.to_json() != result.to_json():
                raise InvariantViolation("record-replays", "the record replays to another "
                                         "result")
            if again.transcript() != game.transcript():
                raise InvariantViolation("record-replays", "the record replays to other "
                                         "events")
    except Exception as error:  # every failure is reported with its seed, never lost
        outcome.failure = f"{type(error).__name__}: {error}"
        outcome.signature = _signature(error)
        outcome.cards = decks.nonbasic()
        if game is not None:
            outcome.turns = game.state.turn
            try:
                outcome.record = game.record.to_json()
            except Exception as unrecorded:  # the failure stays reported without it
                outcome.record = {"unrecorded": f"{type(unrecorded).__name__}: {unrecorded}"}
    outcome.seconds = time.perf_counter() - start
    return outcome


def minimise(pool: SoakPool, seed: int, failed: SoakOutcome, *, runs: int = 24,
             turn_limit: int = TURN_LIMIT, extra_check: Check | None = None) -> SoakOutcome:
    """Delta debugging over the failed game's non-basic cards: drop chunks of them (each
    replaced by a basic land of its deck's identity, commanders kept) while the game with the
    same seed still fails the same way; at most ``runs`` games. Returns ``failed`` with the
    smallest card list found."""
    if not failed.failure:
        return failed
    decks = random_decks(pool, failed.seed)
    kept = [list(d[1:]) for d in decks.nonbasic()]  # the commander stays
    used = 0

    def build(lists: Sequence[Sequence[str]]) -> SoakDecks:
        out = []
        for commander, names in zip(decks.commanders, lists, strict=True):
            deck = [commander, *names]
            deck += basics_for(pool.identity[commander], DECK_SIZE - len(deck))
            out.append(tuple(deck))
        return SoakDecks(tuple(out), decks.commanders)

    def still_fails(lists: Sequence[Sequence[str]]) -> bool:
        nonlocal used
        used += 1
        again = play_game(pool, seed, failed.index, decks=build(lists), turn_limit=turn_limit,
                          extra_check=extra_check)
        return again.signature == failed.signature

    chunks = 2
    while used < runs:
        flat = [(seat, name) for seat, names in enumerate(kept) for name in names]
        if not flat:
            break
        size = max(1, len(flat) // chunks)
        reduced = False
        for start in range(0, len(flat), size):
            if used >= runs:
                break
            drop = set(flat[start:start + size])
            trial = [[n for n in names if (seat, n) not in drop]
                     for seat, names in enumerate(kept)]
            if still_fails(trial):
                kept = trial
                chunks = max(2, chunks - 1)
                reduced = True
                break
        if not reduced:
            if size == 1:
                break
            chunks = min(len(flat), chunks * 2)
    failed.minimised = tuple((c, *names) for c, names in zip(decks.commanders, kept,
                                                             strict=True))
    failed.minimise_runs = used
    return failed


# -- runs ------------------------------------------------------------------------------------

_POOL: SoakPool | None = None  # the pool of a run, inherited by forked workers


def _play_chunk(job: tuple[int, list[int], int]) -> list[SoakOutcome]:
    seed, indices, turn_limit = job
    assert _POOL is not None
    return [play_game(_POOL, seed, i, turn_limit=turn_limit) for i in indices]


@dataclass
class SoakReport:
    games: int
    seed: int
    workers: int
    wall_seconds: float
    outcomes: list[SoakOutcome] = field(default_factory=list)

    @property
    def failures(self) -> list[SoakOutcome]:
        return [o for o in self.outcomes if o.failure]

    def summary(self) -> dict[str, Any]:
        ended = [o for o in self.outcomes if not o.failure]
        reasons = Counter(o.reason for o in ended)
        decisions = sum(o.decisions for o in self.outcomes)
        return {
            "games": self.games, "seed": self.seed, "workers": self.workers,
            "wall_seconds": round(self.wall_seconds, 1),
            "cpu_seconds_per_game": round(sum(o.seconds for o in self.outcomes)
                                          / max(1, len(self.outcomes)), 2),
            "ended": len(ended), "failed": len(self.failures),
            "end_reasons": dict(reasons.most_common()),
            "draws": sum(reasons[r] for r in DRAW_REASONS),
            "draws_by_reason": {r: reasons[r] for r in DRAW_REASONS},
            "mean_turns": round(sum(o.turns for o in ended) / max(1, len(ended)), 1),
            "decisions": decisions,
            "repeats_refused_cr_729_3": sum(o.refused for o in self.outcomes),
            "failure_kinds": dict(Counter(o.signature for o in self.failures).most_common()),
        }


def run(pool: SoakPool, games: int, seed: int = 0, *, workers: int = 1,
        turn_limit: int = TURN_LIMIT, minimise_runs: int = 24,
        progress: Callable[[int, int], None] | None = None,
        minutes: float | None = None) -> SoakReport:
    """``games`` soak games on ``workers`` processes (forked: the pool is not pickled); the
    first failure of each kind is minimised. With ``minutes``, no game begins after that
    time (the games begun are finished and counted)."""
    global _POOL
    start = time.perf_counter()
    deadline = None if minutes is None else start + 60 * minutes
    outcomes: list[SoakOutcome] = []
    if workers <= 1 or games < 2:
        for i in range(games):
            if deadline is not None and time.perf_counter() > deadline:
                break
            outcomes.append(play_game(pool, seed, i, turn_limit=turn_limit))
            if progress is not None:
                progress(len(outcomes), games)
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor, as_completed

        _POOL = pool
        size = max(1, min(5, games // (workers * 4) or 1))
        jobs = [(seed, list(range(s, min(games, s + size))), turn_limit)
                for s in range(0, games, size)]
        try:
            with ProcessPoolExecutor(max_workers=workers,
                                     mp_context=multiprocessing.get_context("fork")) as ex:
                futures = [ex.submit(_play_chunk, job) for job in jobs]
                for future in as_completed(futures):
                    outcomes.extend(future.result())
                    if progress is not None:
                        progress(len(outcomes), games)
                    if deadline is not None and time.perf_counter() > deadline:
                        for waiting in futures:
                            waiting.cancel()  # games not begun are not run; none is lost
                        for started in futures:
                            if not started.cancelled():
                                outcomes.extend(started.result())
                        break
        finally:
            _POOL = None
        outcomes = list({o.index: o for o in outcomes}.values())
    outcomes.sort(key=lambda o: o.index)
    seen: set[str] = set()
    for outcome in outcomes:
        if outcome.failure and outcome.signature not in seen and minimise_runs:
            seen.add(outcome.signature)
            minimise(pool, seed, outcome, runs=minimise_runs, turn_limit=turn_limit)
    return SoakReport(len(outcomes), seed, workers, time.perf_counter() - start, outcomes)


def load_pool(sample: int = 1) -> SoakPool:
    """The soak pool from the MTGJSON AtomicCards file (compiled once and cached): every
    card, or with ``sample`` > 1 every ``sample``-th card by name (a quick pool for tests)."""
    from cardtable.games.magic.oracle.database import (
        atomic_path,
        compile_entries,
        load_database,
        read_atomic,
    )

    if sample <= 1:
        return soak_pool(load_database())
    entries = read_atomic(atomic_path())
    names = sorted(entries)[::sample]
    extra = [*BASICS.values(), COLOURLESS_BASIC]
    return soak_pool(compile_entries(entries, [*names, *(n for n in extra if n not in names)]))


def format_report(report: SoakReport, pool: SoakPool) -> str:
    s = report.summary()
    lines = [
        f"soak: {s['games']} seeded 4-player Commander games (seed {s['seed']}, "
        f"{s['workers']} worker(s)) from {len(pool.cards)} supported Commander-legal cards "
        f"({len(pool.commanders)} commanders); {s['wall_seconds']} s wall, "
        f"{s['cpu_seconds_per_game']} s per game",
        f"ended {s['ended']}, failed {s['failed']}; ended by: " + ", ".join(
            f"{k} {v}" for k, v in s["end_reasons"].items())
        + f"; mean turns {s['mean_turns']}; {s['decisions']} decisions checked; "
          f"{s['repeats_refused_cr_729_3']} repeated actions refused (CR 729.3)",
        f"draws {s['draws']}: " + "; ".join(
            f"{n} by {DRAW_REASONS[r]}" for r, n in s["draws_by_reason"].items()),
    ]
    for o in report.failures:
        lines.append(f"  FAILED game {o.index} (seed {o.seed}, {o.turns} turns): {o.failure}")
        if o.minimised is not None:
            lines.append(f"    minimised in {o.minimise_runs} runs to: "
                         + " | ".join(", ".join(d) for d in o.minimised))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.sim.soak",
                                     description=__doc__.split("\n\n")[0] if __doc__ else "",
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--sample", type=int, default=1,
                        help="draw from every K-th card only (quick runs; default every card)")
    parser.add_argument("--turn-limit", type=int, default=TURN_LIMIT)
    parser.add_argument("--minimise-runs", type=int, default=24)
    parser.add_argument("--minutes", type=float, default=None,
                        help="begin no game after this many minutes (the report counts the "
                             "games run)")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    if args.games < 1 or args.workers < 1 or args.sample < 1:
        raise SoakError("--games, --workers and --sample take positive numbers")
    pool = load_pool(args.sample)

    def progress(done: int, total: int) -> None:
        if done == total or done % max(1, total // 20) == 0:
            print(f"  {done}/{total} games", file=sys.stderr, flush=True)

    report = run(pool, args.games, args.seed, workers=args.workers,
                 turn_limit=args.turn_limit, minimise_runs=args.minimise_runs,
                 progress=progress, minutes=args.minutes)
    print(format_report(report, pool))
    if args.json is not None:
        args.json.write_text(json.dumps({**report.summary(), "failures": [
            o.to_json() for o in report.failures]}, indent=1))
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
