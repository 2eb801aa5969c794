"""``cardtable mulligan``: practise opening hands, and the odds of keeping (MUL-1 to MUL-4)."""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer
from rich.markup import escape
from rich.table import Table

from cardtable.cli._app import app, console
from cardtable.core.errors import SettingsError
from cardtable.rules.mulligan.procedure import TAG_EXILE, TAG_KEEP
from cardtable.rules.mulligan.rules import MulliganStyle

if TYPE_CHECKING:  # the calculator (NumPy) loads only when a command needs it
    from cardtable.analysis.mulligan import Deck, OddsResult, Question, TypeSource
    from cardtable.rules.mulligan import MulliganRule

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
    deck = categorize(decklist, _category_lists(decklist.main, categories), _types(pool))
    if deck_size is not None and deck.size != deck_size:
        raise SettingsError(
            f"{deck_path} has {deck.size} cards in its library, not the deck size {deck_size}"
        )
    return deck


def _category_lists(library: tuple[tuple[str, int], ...], categories: list[str]
                    ) -> list[tuple[str, tuple[str, ...]]]:
    """The ``--category`` options as card lists: ``NAME=Card A;Card B`` as given, a query
    (``NAME=nonland with mv <= 2``, ``NAME=type:creature``) as the library's cards that meet it
    (:mod:`cardtable.analysis.mulligan.query`)."""
    from cardtable.analysis.mulligan import parse_category_option
    from cardtable.analysis.mulligan.query import parse_card_query, query_names

    out: list[tuple[str, tuple[str, ...]]] = []
    lookup = None
    for option in categories:
        name, cards = parse_category_option(option)
        query = parse_card_query(cards[0]) if len(cards) == 1 else None
        if query is not None:
            from cardtable.cards.lookup import CardLookup

            lookup = lookup or CardLookup()
            cards = query_names(query, [card for card, _count in library], lookup.find,
                                lookup.suggest)
        out.append((name, cards))
    return out


COMPARED_RULES = ("london", "vancouver", "paris", "london+free")


@mulligan_app.command(context_settings=_EXTRA,
                       options_metavar="[DECK] [OPTIONS] [--keep-at SIZE CONDITION]...")
def odds(
    ctx: typer.Context,
    counts: str | None = typer.Option(None, "--counts",
                                      help="Card counts by category: land=24,spell=36."),
    deck_size: int | None = typer.Option(None, "--deck-size",
                                         help="Check that the deck has this many cards."),
    category: list[str] = typer.Option([], "--category",
                                       help="A category of a DECK file: NAME=Card A;Card B, "
                                       "or NAME=QUERY such as 'cheap=nonland with mv <= 2' or "
                                       "'creatures=type:creature'."),
    pool: Path | None = typer.Option(None, "--pool", help="Extra card pool CSV to classify "
                                     "cards (name,mana_cost,type_line,power,toughness)."),
    rule: str = typer.Option("london", "--rule", help="london, vancouver, paris, "
                             "mtgo-redraw, partial-paris, all-land-no-land or none."),
    compare_rules: bool = typer.Option(False, "--compare-rules", help="London, Vancouver, "
                                       "Paris and London with the free mulligan side by "
                                       "side (the --players setting is kept for the rest)."),
    players: int = typer.Option(2, "--players", help="Players (3+: free first mulligan)."),
    free_mulligan: bool | None = typer.Option(None, "--free-mulligan/--no-free-mulligan",
                                              help="Force the free first mulligan on or off."),
    hand_size: int = typer.Option(7, "--hand-size"),
    keep: str | None = typer.Option(None, "--keep", help="Keep condition for every size, "
                                    "e.g. 'land=2..5' or 'land>=3 or (land>=2 and ramp>=1)' "
                                    "(default: land=2..5, or anything without a land "
                                    "category)."),
    down_to: int | None = typer.Option(None, "--down-to", help="Keep anything at this size."),
    policy: str = typer.Option("auto", "--policy", help="How London bottoms and Vancouver "
                               "scries for the goal: optimal (exact), greedy, or auto "
                               "(optimal where the exact answer is feasible)."),
    scry_keep: str | None = typer.Option(None, "--scry-keep", help="Vancouver scry: always "
                                         "leave this category on top (default: choose top "
                                         "or bottom for the goal)."),
    bottom_target: str | None = typer.Option(None, "--bottom-target", help="London: keep "
                                             "these counts when bottoming, e.g. land=3 "
                                             "(overrides the goal-aware choice)."),
    powder: str | None = typer.Option(None, "--powder", help="A category of Serum Powder-"
                                      "like cards (MUL-3.1): exile the hand, draw that many."),
    goal: str | None = typer.Option(None, "--goal", help="e.g. 'land>=3 by turn 3'."),
    on: str = typer.Option("play", "--on", help="play or draw (for --goal)."),
    method: str = typer.Option("auto", "--method", help="auto (exact where it is quick), "
                               "exact or monte-carlo."),
    samples: int = typer.Option(1_000_000, "--samples", help="Monte Carlo sequences."),
    seed: int = typer.Option(0, "--seed", min=0, help="Monte Carlo seed."),
    workers: int = typer.Option(0, "--workers", help="Processes for Monte Carlo (0: auto)."),
    json_out: bool = typer.Option(False, "--json", help="Print one JSON object."),
    plot: Path | None = typer.Option(None, "--plot", help="Draw the goal by turn, the kept "
                                     "hand size and the category mix to a PNG."),
) -> None:
    """The odds of keeping after 0, 1, 2… mulligans, the kept hand and a goal by turn.

    Takes a DECK file (N Name lines) or --counts, and --keep-at SIZE CONDITION (repeatable)
    to override the keep condition at one hand size.
    """
    from cardtable.analysis.mulligan import Question, parse_condition, parse_goal

    deck_path, keep_at_pairs = _deck_and_keep_at(list(ctx.args))
    deck = _deck(deck_path, counts, deck_size, category, pool)
    if on not in ("play", "draw"):
        raise SettingsError(f"--on {on!r}: choose play or draw")
    if method not in ("auto", "exact", "monte-carlo"):
        raise SettingsError(f"--method {method!r}: choose auto, exact or monte-carlo")
    names = deck.categories
    if keep is None:
        keep = "land=2..5" if "land" in [n.lower() for n in names] and hand_size >= 5 else "any"
    rules = [_rule(name, players, free_mulligan) for name in (
        COMPARED_RULES if compare_rules else (rule,))]
    questions = [
        Question(
            deck=deck,
            rule=resolved,
            keep=parse_condition(keep, names),
            hand_size=hand_size,
            keep_at={size: parse_condition(text, names) for size, text in keep_at_pairs},
            down_to=down_to,
            goal=parse_goal(goal, names) if goal else None,
            on_play=on == "play",
            players=players,
            scry_keep=_category_index(scry_keep, names, "--scry-keep"),
            bottom_targets=_bottom_targets(bottom_target, names),
            policy=policy,
            powder=_category_index(powder, names, "--powder"),
        )
        for resolved in rules
    ]
    results = [_answer(q, method, samples, seed, workers) for q in questions]
    if plot is not None:
        from cardtable.analysis.mulligan_plot import plot_odds

        plot_odds(results, plot, title=_title(questions[0], keep, compare=compare_rules))
    if json_out:
        if compare_rules:
            print(json.dumps({"rules": [r.to_json() for r in results]}))
        else:
            print(json.dumps(results[0].to_json()))
        return
    if compare_rules:
        _print_comparison(questions, results, keep)
    else:
        _print_odds(questions[0], results[0], keep)


def _rule(name: str, players: int, free_mulligan: bool | None) -> MulliganRule:
    from dataclasses import replace

    from cardtable.rules.mulligan import resolve_rule

    if name == "london+free":
        return replace(resolve_rule("london", players, free_mulligan=True), name="london+free")
    return resolve_rule(name, players, free_mulligan=free_mulligan)


def _answer(question: Question, method: str, samples: int, seed: int, workers: int
            ) -> OddsResult:
    from cardtable.analysis.mulligan import exact_odds, monte_carlo_odds, prefers_exact

    if method == "exact" or (method == "auto" and prefers_exact(question)):
        return exact_odds(question)
    if workers == 0:
        workers = 2 if samples >= 2_000_000 else 1
    return monte_carlo_odds(question, samples, seed=seed, workers=workers)


def _category_index(text: str | None, names: tuple[str, ...], option: str) -> int | None:
    if text is None:
        return None
    lowered = [n.lower() for n in names]
    if text.lower() not in lowered:
        raise SettingsError(f"{option} {text!r} is not a category; the deck's categories "
                            f"are {', '.join(names)}")
    return lowered.index(text.lower())


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


def _title(question: Question, keep: str, compare: bool = False) -> str:
    deck = ", ".join(f"{n} {c}" for c, n in question.deck.as_dict().items())
    rule = "rules compared" if compare else question.rule.name
    free = " with a free first mulligan" if question.rule.free_first and not compare else ""
    goal = f" · goal {question.goal.text}" if question.goal is not None else ""
    return f"{rule}{free} · {deck} · keep {keep}{goal}"


_POLICY_TEXT = {
    "optimal": "bottom/scry: best for the goal (exact)",
    "greedy": "bottom/scry: greedy score for the goal",
    "bottom-target": "bottom: toward --bottom-target",
    "keep-condition": "bottom: meet the keep condition, near the deck's proportions",
    "exile-for-keep": "exile: keep the part best for the next hand's keep condition",
}


def _method(result: OddsResult) -> str:
    return result.method if result.samples is None else (
        f"Monte Carlo, {result.samples:,} sequences")


def _pm(value: float, errors: Any, *path: str) -> str:
    cell = f"{value:.4f}"
    for key in path:
        errors = None if errors is None else errors.get(key)
    if isinstance(errors, float):
        cell += f" ± {errors:.4f}"
    return cell


def _print_odds(question: Question, result: OddsResult, keep: str) -> None:
    table = Table(title=f"{_title(question, keep)} · {_method(result)}")
    table.add_column("mulligans", justify="right")
    table.add_column("hand", justify="right")
    table.add_column("P(keep here)", justify="right")
    table.add_column("P(kept by now)", justify="right")
    errors = result.standard_error
    running = 0.0
    partial = question.rule.style is MulliganStyle.PARTIAL_PARIS
    stages = () if partial else question.stages()
    for k, p in enumerate(result.mulligans):
        running += p
        size = str(question.hand_size - k if partial else stages[k].keep_size)
        table.add_row(str(k), size, _pm(p, errors, "mulligans", str(k)), f"{running:.4f}")
    console.print(table)
    console.print(f"expected hand size {result.expected_hand_size:.3f} · expected mulligans "
                  f"{result.expected_mulligans:.3f} · {_POLICY_TEXT[result.policy]}")
    _print_mix(result)
    if result.goal is not None and question.goal is not None:
        side = ""
        if question.goal.turn:
            side = ("on the play" if question.on_play else "on the draw") if (
                question.players <= 2) else f"with {question.players} players"
        cell = _pm(result.goal, errors, "goal")
        console.print(f"goal {question.goal.text!r} {side}: {cell}".replace("  ", " "))
        turns = " · ".join(f"T{t} {p:.3f}" for t, p in sorted(result.goal_by_turn.items()))
        console.print(f"goal by turn (T0: the kept hand): {turns}", highlight=False)
    for warning in result.warnings:
        console.print(f"[yellow]warning:[/] {warning}", highlight=False)


def _print_mix(result: OddsResult) -> None:
    most = max((n for d in result.category_distribution for n in d), default=0)
    table = Table(title="kept hand: cards of each category")
    table.add_column("category")
    table.add_column("mean", justify="right")
    for n in range(most + 1):
        table.add_column(f"P({n})", justify="right")
    for name, mean, dist in zip(result.categories, result.final_categories,
                                result.category_distribution, strict=True):
        table.add_row(name, f"{mean:.2f}", *(f"{dist.get(n, 0.0):.3f}" for n in
                                              range(most + 1)))
    console.print(table)


def _print_comparison(questions: list[Question], results: list[OddsResult], keep: str
                      ) -> None:
    first = questions[0]
    table = Table(title=f"{_title(first, keep, compare=True)} · {_method(results[0])}")
    table.add_column("")
    for question in questions:
        table.add_column(question.rule.name + (" (free 1st)" if question.rule.free_first
                                               and question.rule.name != "london+free"
                                               else ""), justify="right")
    rows: list[list[str]] = [
        ["P(keep 7)", *(f"{r.final_hand_size.get(q.hand_size, 0.0):.4f}"
                        for q, r in zip(questions, results, strict=True))],
        ["mean mulligans", *(f"{r.expected_mulligans:.3f}" for r in results)],
        ["mean hand size", *(f"{r.expected_hand_size:.3f}" for r in results)],
    ]
    for i, name in enumerate(first.deck.categories):
        rows.append([f"mean {name}", *(f"{r.final_categories[i]:.2f}" for r in results)])
    if first.goal is not None:
        rows.append([escape(f"P({first.goal.text})"),
                     *(_pm(r.goal or 0.0, r.standard_error, "goal") for r in results)])
        for turn in first.turns:
            rows.append([f"  by turn {turn}", *(f"{r.goal_by_turn[turn]:.4f}"
                                                for r in results)])
    for row in rows:
        table.add_row(*row)
    console.print(table)
    console.print(_POLICY_TEXT[results[0].policy])
    for warning in dict.fromkeys(w for r in results for w in r.warnings):
        console.print(f"[yellow]warning:[/] {warning}", highlight=False)


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
    pool: Path | None = typer.Option(None, "--pool", help="Extra card pool CSV (to sort "
                                     "cards into land and nonland)."),
    goal: str = typer.Option("land>=3 by turn 3", "--goal", help="The goal whose odds are "
                             "shown for each hand ('none': no odds)."),
    keep: str = typer.Option("land=2..5", "--keep", help="The keep condition the odds "
                             "assume after a mulligan."),
    category: list[str] = typer.Option([], "--category",
                                       help="NAME=Card A;Card B: a category for the odds."),
    on: str = typer.Option("play", "--on", help="play or draw (for the odds)."),
) -> None:
    """Deal a hand from a decklist and keep or mulligan it, as in a real game, with the
    odds of the goal if you keep the hand and if you mulligan it."""
    from cardtable.analysis.mulligan import classify, read_decklist
    from cardtable.games.mulligan_harness import new_game

    if on not in ("play", "draw"):
        raise SettingsError(f"--on {on!r}: choose play or draw")
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
    odds_for = None
    if goal.strip().lower() != "none":
        odds_for = _practice_odds(decklist, category, pool, game.rule, hand_size, keep, goal,
                                  on == "play")
    while game.pending is not None:
        decision = game.pending
        view = game.view(0)
        _show_hand(view["hand"])
        if odds_for is not None and decision.tag in (TAG_KEEP, TAG_EXILE):
            state = game.procedure.state(0)
            odds_for(view["hand"], state.mulligans,
                     [game.card_name(c) for c in state.exiled_face_down])
        action = _ask(game, decision, view)
        game.apply(action)
    state = game.procedure.state(0)
    console.print(f"[bold]Kept {len(state.hand)} card(s)[/] after {state.mulligans} "
                  "mulligan(s):")
    _show_hand([game.card_name(c) for c in state.hand], numbered=False)
    if state.exiled:
        console.print("Exiled: " + ", ".join(game.card_name(c) for c in state.exiled))


def _practice_odds(decklist: Any, categories: list[str], pool: Path | None,
                   rule: MulliganRule, hand_size: int, keep: str, goal: str, on_play: bool
                   ) -> Callable[[list[str], int, list[str]], None] | None:
    """A function printing P(goal) if the shown hand is kept and if it is mulliganed, or
    ``None`` (with a note) when the odds cannot be worked out for this deck or rule."""
    from cardtable.analysis.mulligan import (
        Question,
        categorize,
        category_of,
        goal_if_kept,
        goal_if_mulliganed,
        parse_category_option,
        parse_condition,
        parse_goal,
    )
    from cardtable.analysis.mulligan.practice_odds import (
        partial_paris_exile,
        partial_paris_keep,
    )
    from cardtable.core.errors import CardTableError

    try:
        chosen = [parse_category_option(c) for c in categories]
        types = _types(pool)
        deck = categorize(decklist, chosen, types)
        of = category_of(decklist, chosen, types)
        question = Question(deck=deck, rule=rule, keep=parse_condition(keep, deck.categories),
                            hand_size=hand_size, goal=parse_goal(goal, deck.categories),
                            on_play=on_play)
        partial = rule.style is MulliganStyle.PARTIAL_PARIS
        if not question.uses_stages and not partial:
            raise SettingsError(f"the odds of a {rule.name} hand are not worked out here")
    except CardTableError as error:
        console.print(f"[yellow]no odds:[/] {error}", highlight=False)
        return None
    index = {name: i for i, name in enumerate(deck.categories)}
    side = "on the play" if on_play else "on the draw"

    def counted(names: list[str]) -> tuple[int, ...]:
        drawn = [0] * len(deck.categories)
        for name in names:
            drawn[index[of[name.lower()]]] += 1
        return tuple(drawn)

    def show(hand: list[str], mulligans: int, exiled: list[str]) -> None:
        if partial:  # MUL-2.6: keep now, or exile as the policy would
            kept = partial_paris_keep(question, counted(hand), counted(exiled))
            again = partial_paris_exile(question, counted(hand), counted(exiled))
            verb = "exile"
        else:
            kept = goal_if_kept(question, mulligans, counted(hand))
            again = goal_if_mulliganed(question, mulligans)
            verb = "mulligan"
        text = f"P({goal} {side}): keep {kept:.3f}"
        if again is not None:
            text += f" · {verb} {again:.3f} (then keeping {keep} hands)"
        console.print(escape(text), highlight=False)

    return show


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
    from cardtable.rules.mulligan import TAG_BOTTOM, TAG_SCRY

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
