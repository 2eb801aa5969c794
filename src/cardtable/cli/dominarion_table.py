"""The terminal table for a person playing Dominarion: a readable board and numbered choices."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table

from cardtable.core.decision import Decision
from cardtable.core.errors import CardTableError
from cardtable.games.dominarion import Buy, DominarionGame, DominarionView
from cardtable.games.dominarion.mana import format_pool


class HumanTerminalPlayer:
    """Shows the player's own view and asks for the number of a legal option."""

    name = "human"

    def __init__(self, console: Console) -> None:
        self.console = console

    def choose(self, view: DominarionView, decision: Decision) -> Any:
        render_view(self.console, view)
        options = decision.options
        self.console.print(f"[bold]{decision.prompt}[/]")
        for number, option in enumerate(options, 1):
            self.console.print(f"  [cyan]{number:>2}[/]. {describe_option(view, option)}",
                               highlight=False)
        while True:
            try:
                answer = input(f"choose 1-{len(options)}: ").strip()
            except EOFError:
                raise CardTableError("no more input; the game was left unfinished") from None
            if answer.isdigit() and 1 <= int(answer) <= len(options):
                return options[int(answer) - 1]
            self.console.print(f"[red]type a number from 1 to {len(options)}[/]")


def describe_option(view: DominarionView, option: Any) -> str:
    """An option as a person reads it: a buy names the card it takes and its cost."""
    if isinstance(option, Buy):
        top = view.supply_tops.get(option.supply)
        if top is not None:
            cost = "".join(s.text for s in top.symbols)
            stats = f" {top.power}/{top.toughness}" if top.kind.value == "creature" else ""
            return f"buy {top.name} {cost}{stats} (top of {option.supply})"
    card = getattr(option, "card", None)
    if isinstance(card, int) and not isinstance(card, bool):
        info = view.hand_card(card)
        if info is not None:
            return str(option).replace(f"card {card}", info.name, 1)
    return str(option)


def render_view(console: Console, view: DominarionView) -> None:
    console.rule(f"turn {view.turn_number} — player {view.turn_player}'s {view.phase}"
                 + (" (final round)" if view.is_final_round else ""))
    supplies = Table(title="supplies (top card)", show_lines=False)
    for column in ("pile", "top", "cost", "P/T", "left"):
        supplies.add_column(column)
    sizes = view.supply_sizes
    for key, top in view.supply_tops.items():
        is_creature = top is not None and top.kind.value == "creature"
        pt = f"{top.power}/{top.toughness}" if top is not None and is_creature else ""
        supplies.add_row(key, top.name if top else "—",
                         "".join(s.text for s in top.symbols) if top else "", pt, str(sizes[key]))
    console.print(supplies)
    console.print("land piles: " + ", ".join(f"{k} {v}" for k, v in view.land_piles.items()))
    board = Table(title="players")
    for column in ("seat", "hand", "library", "discard", "creatures", "power/toughness", "score"):
        board.add_column(column)
    for p in view.players:
        creatures = ", ".join(c.name for c in p.battlefield) or "—"
        board.add_row(f"{p.seat}{' (you)' if p.seat == view.player else ''}", str(p.hand_size),
                      str(p.library_size), str(len(p.discard)), creatures,
                      f"{p.power}/{p.toughness}", str(p.score))
    console.print(board)
    hand = ", ".join(f"{c.name} {''.join(s.text for s in c.symbols)}".strip() for c in view.hand)
    console.print(f"[bold]your hand:[/] {hand or '—'}")
    console.print(f"[bold]your mana:[/] {format_pool(view.mana)}")


def render_result(console: Console, game: DominarionGame) -> None:
    result = game.result
    assert result is not None
    console.rule(f"game over: {result.reason} after {result.turns} turns")
    for place, player in enumerate(result.ranking, 1):
        console.print(f"  {place}. player {player}: score {result.scores[player]}")
