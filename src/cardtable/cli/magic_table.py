"""The terminal table for a person playing Magic or Commander (magic.md §1.3, issue 27): their
own view, the board with the command zone, commander tax and damage, poison and the stack with
targets, numbered options, stops like MTGO/Arena (:mod:`cardtable.games.magic.stops`),
"pass until …" requests, mana tapped automatically unless the player asks (``m``), and the
mulligan screen with the hand being decided on."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.markup import escape

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import CardTableError
from cardtable.games.magic.actions import Activate, Cast, Pass, PlayLand
from cardtable.games.magic.tags import Tag
from cardtable.games.magic.view import MagicView

PASS_UNTIL = {"pe": "end_of_turn", "pm": "my_turn"}
STEP_WORDS = {"main1": "precombat main phase", "main2": "postcombat main phase",
              "begin_combat": "beginning of combat", "end": "end step", "cleanup": "cleanup",
              "first_strike_damage": "first-strike damage step",
              "combat_damage": "combat damage step", "end_combat": "end of combat"}
_SYMBOL = re.compile(r"\{([^}]*)\}")


class UntilRequest:
    """The human asked to pass until something happens (the table sets an auto-pass policy)."""

    def __init__(self, until: str) -> None:
        self.until = until


@dataclass(frozen=True)
class CommandCard:
    """A card in a command zone as the board shows it."""

    name: str
    mana_cost: str
    tax: int


@dataclass(frozen=True)
class MulliganScreen:
    """What the mulligan decision is about, for the player deciding: the hand (their own), how
    many mulligans they took, whether the next one is free, how many cards keeping puts on the
    bottom."""

    hand: tuple[str, ...]
    mulligans: int
    next_free: bool
    owed_bottom: int
    rule: str


@dataclass
class TableInfo:
    """The public facts of the table a view does not carry, and the seats' names."""

    names: tuple[str, ...]
    command: tuple[tuple[CommandCard, ...], ...] = ()
    commanders: tuple[tuple[str, ...], ...] = ()
    stand_ins: frozenset[str] = frozenset()
    mulligan: MulliganScreen | None = None
    object_names: dict[int, str] = field(default_factory=dict)
    # (player hit, commander name, its owner, combat damage) per commander (CR 903.10a)
    commander_damage: tuple[tuple[int, str, int, int], ...] = ()


def mana_total(cost: str, extra: int = 0) -> int:
    """The mana value of a mana cost string plus ``extra`` generic (X counts 0, CR 202.3e)."""
    total = extra
    for symbol in _SYMBOL.findall(cost):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol not in ("X", "Y", "Z"):
            total += 1
    return total


class HumanMagicPlayer:
    name = "human"

    def __init__(self, console: Console) -> None:
        self.console = console
        self.info = TableInfo(())

    def choose(self, view: MagicView, decision: Decision) -> Any:
        info = self.info
        if decision.tag.startswith("mulligan") and info.mulligan is not None:
            render_mulligan(self.console, info.mulligan, decision)
        else:
            render_view(self.console, view, info)
        self.console.print(f"[bold]{escape(decision.prompt)}[/]", highlight=False)
        shown = shown_options(decision)
        for number, option in enumerate(shown, 1):
            self.console.print(f"  [cyan]{number:>2}[/]. {escape(describe(view, option, info))}",
                               highlight=False)
        if decision.kind is DecisionKind.MAP:
            for number, targets in enumerate(decision.targets, 1):
                self.console.print(f"     {number} may go to: " + ", ".join(
                    f"{j}={describe(view, t, info)}" for j, t in enumerate(targets, 1)),
                    highlight=False)
        mana = mana_groups(decision, view) if decision.tag == Tag.PRIORITY else []
        hint = _hint(decision, len(shown), bool(mana))
        while True:
            try:
                text = input(f"{hint}: ").strip()
            except EOFError:
                raise CardTableError("no more input; the game was left unfinished") from None
            if decision.tag == Tag.PRIORITY and text in PASS_UNTIL:
                return UntilRequest(PASS_UNTIL[text])
            if mana and text == "m":
                for number, (label, _) in enumerate(mana, 1):
                    self.console.print(f"  [cyan]m{number}[/]. {escape(label)}", highlight=False)
                continue
            if mana and text.startswith("m") and text[1:].isdigit():
                if 1 <= int(text[1:]) <= len(mana):
                    return mana[int(text[1:]) - 1][1]
            else:
                answer = parse_answer(decision, text, shown)
                if answer is not None:
                    if decision.tag == Tag.MULLIGAN_BOTTOM:
                        self.console.print("on the bottom: " + ", ".join(
                            describe(view, c, info) for c in answer), highlight=False)
                    return answer
            self.console.print(f"[red]not an answer here; {escape(hint)}[/]", highlight=False)


def shown_options(decision: Decision) -> list[Any]:
    """The options listed by number: at priority, mana abilities are left out (mana is tapped
    for a spell automatically; ``m`` lists one option per distinct mana ability)."""
    if decision.tag != Tag.PRIORITY:
        return list(decision.options)
    out: list[Any] = []
    seen: set[tuple[Any, ...]] = set()
    for o in decision.options:
        if isinstance(o, Activate) and o.symbol:
            continue
        if isinstance(o, (PlayLand, Cast)):  # copies of one card in hand are one option
            key = (type(o), o.name, getattr(o, "way", ""), getattr(o, "bestow", False))
            if o.name and key in seen:
                continue
            seen.add(key)
        out.append(o)
    return out


def mana_groups(decision: Decision, view: MagicView) -> list[tuple[str, Any]]:
    """One entry per distinct mana ability (source name, ability, mana made), not one per land:
    (label, the action that activates it on the first untapped source)."""
    groups: dict[tuple[str, int, str], list[Activate]] = {}
    for option in decision.options:
        if isinstance(option, Activate) and option.symbol:
            groups.setdefault((option.name, option.index, option.symbol), []).append(option)
    out = []
    for (name, _, symbol), actions in groups.items():
        count = f" ({len(actions)} untapped)" if len(actions) > 1 else ""
        out.append((f"{name}: add {{{symbol}}}{count}", actions[0]))
    return out


def _hint(decision: Decision, n: int, mana: bool) -> str:
    kind = decision.kind
    if kind is DecisionKind.CHOOSE_ONE or kind is DecisionKind.CHOOSE_NUMBER:
        if decision.tag == Tag.PRIORITY:
            return (f"choose 1-{n}, Enter passes (pe: pass until end of turn, pm: pass until "
                    "my next turn" + (", m: tap mana yourself" if mana else "") + ")")
        return f"choose 1-{n}"
    if kind is DecisionKind.YES_NO:
        return "y or n"
    if kind is DecisionKind.MAP:
        return "pairs like 1>2 3>1 (option>choice), all>1 for every one, or empty for none"
    if kind is DecisionKind.ASSIGN:
        return f"{n} numbers summing to {decision.total}"
    return f"numbers from 1-{n} separated by spaces ({decision.min_count}..{decision.max_count})"


def parse_answer(decision: Decision, text: str, shown: Sequence[Any] | None = None) -> Any:
    """A typed answer as an action, or ``None`` if it does not fit the decision. Numbers count
    in ``shown`` (the listed options; default all)."""
    kind = decision.kind
    options = list(decision.options) if shown is None else list(shown)
    try:
        if kind is DecisionKind.YES_NO:
            return {"y": True, "n": False}.get(text[:1].lower())
        if kind in (DecisionKind.CHOOSE_ONE, DecisionKind.CHOOSE_NUMBER):
            if not text:
                return Pass() if decision.tag == Tag.PRIORITY else None
            return options[int(text) - 1] if 1 <= int(text) <= len(options) else None
        if kind is DecisionKind.MAP:
            if text.startswith("all>"):  # every option to the same choice
                text = " ".join(f"{i}>{text[4:]}" for i in range(1, len(options) + 1))
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


def _who(info: TableInfo, player: int) -> str:
    return info.names[player] if 0 <= player < len(info.names) else f"player {player}"


def _mark(info: TableInfo, name: str) -> str:
    return f"{name} [stand-in]" if name in info.stand_ins else name


def describe(view: MagicView, option: Any, info: TableInfo | None = None) -> str:
    info = info or TableInfo(())
    if isinstance(option, Cast):
        card = view.card(option.card)
        cost = card.mana_cost if card is not None else ""
        tax = dict(getattr(view, "tax", ())).get(option.card, 0)
        total = mana_total(cost, tax)
        extra = f" + {{{tax}}} commander tax" if tax else ""
        how = f" ({option.way})" if option.way else ""
        return (f"cast {_mark(info, option.name)}{how} {cost}{extra} — total {total} mana"
                if cost or tax else f"cast {_mark(info, option.name)}{how}")
    if isinstance(option, bool):
        return "yes" if option else "no"
    if isinstance(option, int):
        perm = view.permanent(option)
        if perm is not None:
            pt = f" {perm.power}/{perm.toughness}" if "Creature" in perm.types else ""
            return f"{_mark(info, perm.name)}#{option}{pt} ({_who(info, perm.controller)})"
        card = view.card(option)
        if card is not None:
            return f"{_mark(info, card.name)} {card.mana_cost}".strip()
        stack = next((s for s in view.stack if s.id == option), None)
        if stack is not None:
            return f"{stack.name} on the stack"
        name = info.object_names.get(option)
        return name if name is not None else f"#{option}"
    if isinstance(option, str) and option.startswith("p") and option[1:].isdigit():
        return _who(info, int(option[1:])) + (" (you)" if int(option[1:]) == view.player else "")
    return str(option)


def render_mulligan(console: Console, screen: MulliganScreen, decision: Decision) -> None:
    console.rule("mulligan")
    console.print(f"[bold]your hand ({len(screen.hand)} cards):[/] "
                  + escape(", ".join(screen.hand) or "—"), highlight=False)
    taken = (f"you have taken {screen.mulligans} mulligan"
             + ("s" if screen.mulligans != 1 else "")) if screen.mulligans else (
        "you have taken no mulligan")
    free = "the next mulligan is free" if screen.next_free else "the next mulligan is not free"
    console.print(f"{screen.rule} rule: {taken}; {free}.", highlight=False)
    if decision.tag == Tag.MULLIGAN_KEEP and screen.owed_bottom:
        console.print(f"keeping puts {screen.owed_bottom} of these cards on the bottom of your "
                      "library (you choose which next)", highlight=False)
    elif decision.tag == Tag.MULLIGAN_BOTTOM:
        console.print(f"choose {screen.owed_bottom} card(s) to put on the bottom; the rest is "
                      "the hand you keep", highlight=False)


def render_view(console: Console, view: MagicView, info: TableInfo | None = None) -> None:
    info = info or TableInfo(())
    names = info.names or tuple(f"player {p.index}" for p in view.players)
    step = STEP_WORDS.get(view.step, view.step.replace("_", " "))
    day = f" ({view.day_night})" if view.day_night else ""  # CR 728.1
    console.rule(f"turn {view.turn}{day}: {names[view.active]}'s {step}")
    damage: dict[int, list[str]] = {}
    if info.commander_damage:
        for hit, source, owner, amount in info.commander_damage:
            damage.setdefault(hit, []).append(f"{amount} from {source} ({names[owner]})")
    else:
        for owner, hit, amount in getattr(view, "commander_damage", ()):
            source = (" + ".join(info.commanders[owner]) if owner < len(info.commanders)
                      else "the commander")
            damage.setdefault(hit, []).append(f"{amount} from {source} ({names[owner]})")
    for p in view.players:
        status = " (out)" if p.left else ""
        pool = "".join(f"{{{k}}}" * v for k, v in p.pool)
        head = (f"[bold]{escape(names[p.index])}{' (you)' if p.index == view.player else ''}"
                f"{status}[/]: life {p.life}" + (f", poison {p.poison}" if p.poison else "")
                + f", hand {p.hand_size}, library {p.library_size}, graveyard "
                f"{len(p.graveyard)}" + (f", exile {len(p.exile)}" if p.exile else "")
                + (f", mana {pool}" if pool else ""))
        console.print(head, highlight=False)
        if p.revealed_hand:  # played revealed (CR 701.16a; Telepathy, revealed_hands.py)
            console.print("    hand (revealed): " + escape(", ".join(
                c.name for c in p.revealed_hand)), highlight=False)
        if info.command and p.index < len(info.command) and info.command[p.index]:
            console.print("    command zone: " + escape(", ".join(
                f"{_mark(info, c.name)} {c.mana_cost}"
                + (f" + {{{c.tax}}} tax" if c.tax else " (no tax yet)")
                for c in info.command[p.index])), highlight=False)
        if damage.get(p.index):
            console.print("    commander damage taken: " + escape(", ".join(damage[p.index])),
                          highlight=False)
        for perm in (x for x in view.battlefield if x.controller == p.index):
            pt = f" {perm.power}/{perm.toughness}" if "Creature" in perm.types else ""
            flags = " tapped" if perm.tapped else ""
            if perm.id in getattr(view, "commander_ids", ()):
                flags += " (commander)"
            if perm.counters:
                flags += " " + ", ".join(f"{n} {k}" for k, n in perm.counters if n)
            if perm.damage:
                flags += f" damage {perm.damage}"
            if perm.attacking is not None:
                flags += f" attacking {describe(view, perm.attacking, info)}"
            console.print(f"    {escape(_mark(info, perm.name))}#{perm.id}{pt}{flags}",
                          highlight=False)
    if view.stack:
        console.print("[bold]stack (top first):[/]", highlight=False)
        for s in reversed(view.stack):
            aim = (" → " + ", ".join(describe(view, t, info) for t in s.targets)
                   if s.targets else "")
            console.print(f"    {escape(_mark(info, s.name))} ({names[s.controller]})"
                          f"{escape(aim)}", highlight=False)
    console.print("[bold]your hand:[/] " + escape(", ".join(
        f"{_mark(info, c.name)} {c.mana_cost}".strip() for c in view.hand) or "—"),
        highlight=False)
