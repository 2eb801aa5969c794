"""``cardtable mulligan``: practise opening hands, and the odds of keeping (MUL-1 to MUL-4)."""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer
from rich.table import Table

from cardtable.cli._app import app, console
from cardtable.core.errors import SettingsError

if TYPE_CHECKING:  # the calculator (NumPy) loads only when a command needs it
    from cardtable.analysis.mulligan import Deck, OddsResult, Question, TypeSource

mulligan_app = typer.Typer(
    help="Mulligans: practise opening hands from a decklist, and the odds of keeping.",
    no_args_is_help=True,
)
app.add_typer(mulligan_app, name="mulligan")

_EXTRA = {"allow_extra_args": True, "ignore_unknown_options": True}


def _deck_and_keep_at(args: list[str]) -> tuple[str | None, list[tuple[int, str]]]:
    """The DECK argument and the ``--keep-at SIZE CONDITION`` pairs from the raw arguments."""
    deck: str | None = None
    keep_at: list[tuple[int, str]] = []
    position = 0
    while position < len(args):
        arg = args[position]
        if arg == "--keep-at":
            if position + 2 >= len(args):
                raise SettingsError("--keep-at takes two values: SIZE CONDITION, e.g. "
                                    "--keep-at 6 'land=1..5'")
            size, condition = args[position + 1], args[position + 2]
            if not size.isdigit():
                raise SettingsError(f"--keep-at {size!r}: SIZE is a number of cards, e.g. "
                                    "--keep-at 6 'land=1..5'")
            keep_at.append((int(size), condition))
            position += 3
            continue
        if arg.startswith("-") and arg != "-":
            raise SettingsError(f"no such option {arg!r}; see 'cardtable mulligan odds --help'")
        if deck is not None:
            raise SettingsError(f"one DECK only; got {deck!r} and {arg!r}")
        deck = arg
        position += 1
    return deck, keep_at


def _types(pool: Path | None) -> TypeSource:
    from cardtable.analysis.mulligan import default_types, types_with_pool_file

    return types_with_pool_file(pool) if pool is not None else default_types()


def _deck(deck_path: str | None, counts: str | None, deck_size: int | None,
          categories: list[str], pool: Path | None) -> Deck:
    from cardtable.analysis.mulligan import (
        categorize,
        parse_category_option,
        parse_counts,
        read_decklist,
    )

    if (deck_path is None) == (counts is None):
        raise SettingsError("give either a DECK file or --counts (e.g. --counts land=24,spell=36)")
    if counts is not None:
        if categories:
            raise SettingsError("--category works on a DECK file; with --counts name the "
                                "categories in the counts")
        return parse_counts(counts, deck_size)
    assert deck_path is not None
    decklist = read_decklist(deck_path)
    deck = categorize(decklist, [parse_category_option(c) for c in categories], _types(pool))
    if deck_size is not None and deck.size != deck_size:
        raise SettingsError(
            f"{deck_path} has {deck.size} cards in its library, not the deck size {deck_size}"
        )
    return deck


@mulligan_app.command(context_settings=_EXTRA,
                       options_metavar="[DECK] [OPTIONS] [--keep-at SIZE CONDITION]...")
def odds(
    ctx: typer.Context,
    counts: str | None = typer.Option(None, "--counts",
                                      help="Card counts by category: land=24,spell=36."),
    deck_size: int | None = typer.Option(None, "--deck-size",
                                         help="Check that the deck has this many cards."),
    category: list[str] = typer.Option([], "--category",
                                       help="NAME=Card A;Card B: a category of a DECK file."),
    pool: Path | None = typer.Option(None, "--pool", help="Extra card pool CSV to classify "
                                     "cards (name,mana_cost,type_line,power,toughness)."),
    rule: str = typer.Option("london", "--rule", help="london, vancouver, paris, mtgo-redraw."),
    players: int = typer.Option(2, "--players", help="Players (3+: free first mulligan)."),
    free_mulligan: bool | None = typer.Option(None, "--free-mulligan/--no-free-mulligan",
                                              help="Force the free first mulligan on or off."),
    hand_size: int = typer.Option(7, "--hand-size"),
    keep: str | None = typer.Option(None, "--keep", help="Keep condition for every size, "
                                    "e.g. 'land=2..5' (default: that, or anything without a "
                                    "land category)."),
    down_to: int | None = typer.Option(None, "--down-to", help="Keep anything at this size."),
    scry_keep: str | None = typer.Option(None, "--scry-keep", help="Vancouver scry: the "
                                         "category left on top (default land)."),
    bottom_target: str | None = typer.Option(None, "--bottom-target", help="London: keep "
                                             "these counts when bottoming, e.g. land=3 "
                                             "(default: the deck's proportions)."),
    goal: str | None = typer.Option(None, "--goal", help="e.g. 'land>=3 by turn 3'."),
    on: str = typer.Option("play", "--on", help="play or draw (for --goal)."),
    method: str = typer.Option("auto", "--method", help="auto, exact or monte-carlo."),
    samples: int = typer.Option(1_000_000, "--samples", help="Monte Carlo sequences."),
    seed: int = typer.Option(0, "--seed", min=0, help="Monte Carlo seed."),
    workers: int = typer.Option(0, "--workers", help="Processes for Monte Carlo (0: auto)."),
    json_out: bool = typer.Option(False, "--json", help="Print one JSON object."),
    plot: Path | None = typer.Option(None, "--plot", help="Draw the distribution to a PNG."),
) -> None:
    """The odds of keeping after 0, 1, 2… mulligans, the final hand size and a goal.

    Takes a DECK file (N Name lines) or --counts, and --keep-at SIZE CONDITION (repeatable)
    to override the keep condition at one hand size.
    """
    from cardtable.analysis.mulligan import (
        Question,
        exact_odds,
        is_exact_feasible,
        monte_carlo_odds,
        parse_condition,
        parse_goal,
    )
    from cardtable.rules.mulligan import resolve_rule

    deck_path, keep_at_pairs = _deck_and_keep_at(list(ctx.args))
    deck = _deck(deck_path, counts, deck_size, category, pool)
    if on not in ("play", "draw"):
        raise SettingsError(f"--on {on!r}: choose play or draw")
    if method not in ("auto", "exact", "monte-carlo"):
        raise SettingsError(f"--method {method!r}: choose auto, exact or monte-carlo")
    names = deck.categories
    lowered = [n.lower() for n in names]
    if keep is None:
        keep = "land=2..5" if "land" in lowered and hand_size >= 5 else "any"
    if scry_keep is None:
        scry_index = lowered.index("land") if "land" in lowered else 0
    elif scry_keep.lower() in lowered:
        scry_index = lowered.index(scry_keep.lower())
    else:
        raise SettingsError(f"--scry-keep {scry_keep!r} is not a category; the deck's "
                            f"categories are {', '.join(names)}")
    question = Question(
        deck=deck,
        rule=resolve_rule(rule, players, free_mulligan=free_mulligan),
        keep=parse_condition(keep, names),
        hand_size=hand_size,
        keep_at={size: parse_condition(text, names) for size, text in keep_at_pairs},
        down_to=down_to,
        goal=parse_goal(goal, names) if goal else None,
        on_play=on == "play",
        players=players,
        scry_keep=scry_index,
        bottom_targets=_bottom_targets(bottom_target, names),
    )
    if method == "exact" or (method == "auto" and is_exact_feasible(question)):
        result = exact_odds(question)
    else:
        if workers == 0:
            workers = 2 if samples >= 2_000_000 else 1
        result = monte_carlo_odds(question, samples, seed=seed, workers=workers)
    if plot is not None:
        _plot(result, plot)
    if json_out:
        print(json.dumps(result.to_json()))
        return
    _print_odds(question, result, keep)


def _bottom_targets(text: str | None, names: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    if not text:
        return ()
    lowered = [n.lower() for n in names]
    targets = []
    for term in text.split(","):
        name, eq, count = term.partition("=")
        if not eq or not count.strip().isdigit():
            raise SettingsError(f"cannot read --bottom-target {term!r}; write CATEGORY=COUNT")
        if name.strip().lower() not in lowered:
            raise SettingsError(f"unknown category {name.strip()!r} in --bottom-target; the "
                                f"deck's categories are {', '.join(names)}")
        targets.append((lowered.index(name.strip().lower()), int(count)))
    return tuple(targets)


def _print_odds(question: Question, result: OddsResult, keep: str) -> None:
    deck = ", ".join(f"{n} {c}" for c, n in question.deck.as_dict().items())
    free = " with a free first mulligan" if question.rule.free_first else ""
    method = result.method if result.samples is None else (
        f"Monte Carlo, {result.samples:,} sequences")
    table = Table(title=f"{question.rule.name}{free} · {deck} · keep {keep} · {method}")
    table.add_column("mulligans", justify="right")
    table.add_column("hand", justify="right")
    table.add_column("P(keep here)", justify="right")
    table.add_column("P(kept by now)", justify="right")
    errors = result.standard_error
    running = 0.0
    stages = question.stages()
    for k, p in enumerate(result.mulligans):
        running += p
        cell = f"{p:.4f}"
        if errors is not None:
            cell += f" ± {errors['mulligans'][str(k)]:.4f}"
        table.add_row(str(k), str(stages[k].keep_size), cell, f"{running:.4f}")
    console.print(table)
    console.print(f"expected hand size {result.expected_hand_size:.3f} · expected mulligans "
                  f"{result.expected_mulligans:.3f}")
    mix = ", ".join(f"{c} {v:.2f}" for c, v in zip(result.categories, result.final_categories,
                                                     strict=True))
    console.print(f"final hand on average: {mix}")
    if result.goal is not None and question.goal is not None:
        side = ("on the play" if question.on_play else "on the draw") if (
            question.goal.turn) else ""
        cell = f"{result.goal:.4f}"
        if errors is not None:
            cell += f" ± {errors['goal']:.4f}"
        console.print(f"goal {question.goal.text!r} {side}: {cell}".replace("  ", " "))


def _plot(result: OddsResult, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sizes = sorted(result.final_hand_size, reverse=True)
    values = [result.final_hand_size[s] for s in sizes]
    figure, axes = plt.subplots(figsize=(6, 3.5))
    errors = None
    if result.standard_error is not None:
        se = result.standard_error["final_hand_size"]
        errors = [se[str(s)] for s in sizes]
    axes.bar([str(s) for s in sizes], values, yerr=errors, color="#4477aa")
    axes.set_xlabel("final hand size")
    axes.set_ylabel("probability")
    axes.set_title(f"{result.rule}: final hand size ({result.method})")
    for x, v in enumerate(values):
        axes.annotate(f"{v:.3f}", (x, v), ha="center", va="bottom", fontsize=8)
    figure.tight_layout()
    try:
        figure.savefig(path, dpi=120)
    except OSError as error:
        raise SettingsError(f"cannot write the plot to {str(path)!r}: {error}") from None
    except ValueError as error:  # an image format matplotlib does not know
        raise SettingsError(
            f"cannot draw the plot as {str(path)!r}: {error}; end the name with .png or .svg"
        ) from None
    finally:
        plt.close(figure)


# -- practice ---------------------------------------------------------------------------------


@mulligan_app.command()
def practice(
    deck: Path = typer.Argument(..., help="A decklist file (N Name lines)."),
    rule: str = typer.Option("london", "--rule", help="Any mulligan rule: london, vancouver, "
                             "paris, mtgo-redraw, partial-paris, all-land-no-land, none."),
    seed: int | None = typer.Option(None, "--seed", min=0, help="Shuffle seed (default: random, "
                                    "printed so the hand can be dealt again)."),
    hand_size: int = typer.Option(7, "--hand-size"),
    free_mulligan: bool = typer.Option(False, "--free-mulligan",
                                       help="Make the first mulligan free (multiplayer)."),
    pool: Path | None = typer.Option(None, "--pool", help="Extra card pool CSV (for the "
                                     "all-land/no-land rule's land test)."),
) -> None:
    """Deal a hand from a decklist and keep or mulligan it, as in a real game."""
    from cardtable.analysis.mulligan import classify, read_decklist
    from cardtable.games.mulligan_harness import new_game

    decklist = read_decklist(deck)
    names = tuple(name for name, count in decklist.main for _ in range(count))
    lands: tuple[str, ...] = ()
    if rule.strip().lower() == "all-land-no-land":
        types = _types(pool)
        lands = tuple(n for n, _c in decklist.main if classify(n, types) == "land")
    if seed is None:
        seed = secrets.randbelow(1_000_000)
    game = new_game(seed=seed, decks=(names,), rule=rule, hand_size=hand_size,
                    free_mulligan=True if free_mulligan else None, land_names=lands)
    console.print(f"[bold]Mulligan practice[/]: {game.rule.name}, {len(names)} cards, "
                  f"seed {seed}")
    while game.pending is not None:
        decision = game.pending
        view = game.view(0)
        _show_hand(view["hand"])
        action = _ask(game, decision, view)
        game.apply(action)
    state = game.procedure.state(0)
    console.print(f"[bold]Kept {len(state.hand)} card(s)[/] after {state.mulligans} "
                  "mulligan(s):")
    _show_hand([game.card_name(c) for c in state.hand], numbered=False)
    if state.exiled:
        console.print("Exiled: " + ", ".join(game.card_name(c) for c in state.exiled))


def _show_hand(hand: list[str], numbered: bool = True) -> None:
    for i, name in enumerate(hand, start=1):
        console.print(f"  {i}. {name}" if numbered else f"  {name}", highlight=False)


def _choose(prompt: str, options: tuple[str, ...]) -> str:
    """One of ``options``; a unique beginning ("k", "mull") is enough."""
    while True:
        text = str(typer.prompt(f"{prompt} [{'/'.join(options)}]")).strip().lower()
        exact = [o for o in options if o.lower() == text]
        matches = exact or [o for o in options if text and o.lower().startswith(text)]
        if len(matches) == 1:
            return matches[0]
        console.print(f"[red]Answer one of: {', '.join(options)}.[/]")


def _ask(game: Any, decision: Any, view: dict[str, Any]) -> Any:
    from cardtable.rules.mulligan import TAG_BOTTOM, TAG_EXILE, TAG_KEEP, TAG_SCRY

    if decision.tag == TAG_KEEP or decision.tag == TAG_SCRY:
        if decision.tag == TAG_SCRY:
            console.print(f"Scry 1: the top card is [bold]{view['scry_card']}[/]")
        return _choose(decision.prompt, decision.options)
    hand_ids = view["hand_ids"]
    while True:
        if decision.tag == TAG_BOTTOM:
            text = typer.prompt(f"{decision.prompt} — the numbers of {decision.min_count} "
                                "card(s), the one to go lowest last")
        else:
            assert decision.tag == TAG_EXILE
            text = typer.prompt(f"{decision.prompt} — card numbers, or nothing", default="",
                                show_default=False)
        try:
            picks = [int(part) for part in text.replace(",", " ").split()]
            action = tuple(hand_ids[i - 1] for i in picks if 1 <= i <= len(hand_ids))
            if len(action) != len(picks):
                raise ValueError
        except ValueError:
            console.print(f"[red]Give card numbers from 1 to {len(hand_ids)}.[/]")
            continue
        if decision.tag == TAG_EXILE:
            action = tuple(sorted(action, key=decision.options.index))
        if game.can(action):
            return action
        console.print(f"[red]That is not a legal choice: {decision.prompt}.[/]")
