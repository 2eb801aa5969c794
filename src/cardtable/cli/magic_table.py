"""The terminal table for a person playing Magic: their own view, the stack, numbered options,
and "pass until …" stops (magic.md §1.3)."""

from __future__ import annotations

from typing import Any

from rich.console import Console

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import CardTableError
from cardtable.games.magic.actions import Pass
from cardtable.games.magic.view import MagicView

PASS_UNTIL = {"pe": "end_of_turn", "pm": "my_turn"}


class UntilRequest:
    """The human asked to pass until something happens (the table sets an auto-pass policy)."""

    def __init__(self, until: str) -> None:
        self.until = until


class HumanMagicPlayer:
    name = "human"

    def __init__(self, console: Console) -> None:
        self.console = console

    def choose(self, view: MagicView, decision: Decision) -> Any:
        render_view(self.console, view)
        self.console.print(f"[bold]{decision.prompt}[/]")
        options = decision.options
        for number, option in enumerate(options, 1):
            self.console.print(f"  [cyan]{number:>2}[/]. {describe(view, option)}",
                               highlight=False)
        if decision.kind is DecisionKind.MAP:
            for number, targets in enumerate(decision.targets, 1):
                self.console.print(f"     {number} may go to: "
                                   + ", ".join(describe(view, t) for t in targets))
        hint = _hint(decision)
        while True:
            try:
                text = input(f"{hint}: ").strip()
            except EOFError:
                raise CardTableError("no more input; the game was left unfinished") from None
            if decision.tag == "priority" and text in PASS_UNTIL:
                return UntilRequest(PASS_UNTIL[text])
            answer = parse_answer(decision, text)
            if answer is not None:
                return answer
            self.console.print(f"[red]not an answer here; {hint}[/]")


def _hint(decision: Decision) -> str:
    n = len(decision.options)
    kind = decision.kind
    if kind is DecisionKind.CHOOSE_ONE or kind is DecisionKind.CHOOSE_NUMBER:
        extra = " (pe: pass until end of turn, pm: pass until my turn)" if (
            decision.tag == "priority") else ""
        return f"choose 1-{n}{extra}"
    if kind is DecisionKind.YES_NO:
        return "y or n"
    if kind is DecisionKind.MAP:
        return "pairs like 1>2 3>1 (option>choice), or empty for none"
    if kind is DecisionKind.ASSIGN:
        return f"{n} numbers summing to {decision.total}"
    return f"numbers from 1-{n} separated by spaces ({decision.min_count}..{decision.max_count})"


def parse_answer(decision: Decision, text: str) -> Any:
    """A typed answer as an action, or ``None`` if it does not fit the decision."""
    kind = decision.kind
    options = decision.options
    try:
        if kind is DecisionKind.YES_NO:
            return {"y": True, "n": False}.get(text[:1].lower())
        if kind in (DecisionKind.CHOOSE_ONE, DecisionKind.CHOOSE_NUMBER):
            if not text:
                return Pass() if decision.tag == "priority" else None
            return options[int(text) - 1] if 1 <= int(text) <= len(options) else None
        if kind is DecisionKind.MAP:
            pairs = []
            for part in text.split():
                left, right = part.split(">")
                i, j = int(left) - 1, int(right) - 1
                pairs.append((options[i], decision.targets[i][j]))
            answer: Any = tuple(pairs)
        elif kind is DecisionKind.ASSIGN:
            answer = tuple(int(x) for x in text.split())
        else:
            picked = [options[int(x) - 1] for x in text.split()]
            if kind is DecisionKind.CHOOSE_SUBSET:
                picked.sort(key=options.index)
            answer = tuple(picked)
    except (ValueError, IndexError):
        return None
    return answer if decision.is_legal(answer) else None


def describe(view: MagicView, option: Any) -> str:
    if isinstance(option, int):
        perm = view.permanent(option)
        if perm is not None:
            return f"{perm.name}#{option} ({perm.power}/{perm.toughness}, player {perm.controller})"
        card = view.card(option)
        if card is not None:
            return f"{card.name} {card.mana_cost}"
        stack = next((s for s in view.stack if s.id == option), None)
        if stack is not None:
            return f"{stack.name} on the stack"
        return f"#{option}"
    if isinstance(option, str) and option.startswith("p") and option[1:].isdigit():
        return f"player {option[1:]}" + (" (you)" if int(option[1:]) == view.player else "")
    return str(option)


def render_view(console: Console, view: MagicView) -> None:
    console.rule(f"turn {view.turn}: player {view.active}'s {view.step}")
    for p in view.players:
        status = " (out)" if p.left else ""
        pool = "".join(f"{{{k}}}" * v for k, v in p.pool)
        console.print(f"[bold]player {p.index}{' (you)' if p.index == view.player else ''}"
                      f"{status}[/]: life {p.life}, hand {p.hand_size}, library "
                      f"{p.library_size}, graveyard {len(p.graveyard)}"
                      + (f", mana {pool}" if pool else ""), highlight=False)
        perms = [x for x in view.battlefield if x.controller == p.index]
        for perm in perms:
            pt = f" {perm.power}/{perm.toughness}" if "Creature" in perm.types else ""
            flags = " tapped" if perm.tapped else ""
            if perm.counters:
                flags += " " + ", ".join(f"{n} {k}" for k, n in perm.counters if n)
            if perm.damage:
                flags += f" damage {perm.damage}"
            if perm.attacking is not None:
                flags += f" attacking {perm.attacking}"
            console.print(f"    {perm.name}#{perm.id}{pt}{flags}", highlight=False)
    if view.stack:
        console.print("[bold]stack (top last):[/] " + ", ".join(
            f"{s.name} (player {s.controller})" for s in view.stack), highlight=False)
    console.print("[bold]your hand:[/] " + (", ".join(
        f"{c.name} {c.mana_cost}".strip() for c in view.hand) or "—"), highlight=False)
