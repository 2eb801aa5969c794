"""Decisions, answers and events as JSON for a browser, for any game on the kernel.

A decision is rendered **generically** from :class:`~cardtable.core.decision.Decision`: its kind,
prompt and options, each option labelled by its ``str()`` and answered by its index, so a game
changing what its options are (names, card ids, payments) changes nothing here. Answers come back
as indices and are turned into the option values the game expects:

* ``choose_one`` / ``choose_number`` / ``yes_no`` — one option index;
* ``choose_subset`` / ``choose_ordered`` — a list of option indices;
* ``assign`` — a list of non-negative integers, one share per option;
* ``map`` — a list of ``[option index, target index]`` pairs.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.events import Event
from cardtable.web.errors import BadAnswer


def option_label(option: Any) -> str:
    if option is True:
        return "yes"
    if option is False:
        return "no"
    return str(option)


def decision_json(decision: Decision,
                  label: Callable[[Any], str] | None = None) -> dict[str, Any]:
    """Everything a page needs to ask ``decision``'s player, and nothing about the game.
    ``label`` names an option (default: its ``str()``; yes/no for booleans)."""
    name = option_label if label is None else (
        lambda option: option_label(option) if isinstance(option, bool) else label(option))
    return {
        "id": decision.id,
        "player": decision.player,
        "kind": decision.kind.value,
        "prompt": decision.prompt,
        "tag": decision.tag,
        "options": [name(o) for o in decision.options],
        "min_count": decision.min_count,
        "max_count": decision.max_count,
        "allow_repeats": decision.allow_repeats,
        "total": decision.total,
        "minimums": list(decision.minimums),
        "maximums": list(decision.maximums),
        "targets": [[name(t) for t in targets] for targets in decision.targets],
    }


def _index(value: Any, size: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadAnswer(f"{what} must be an option number (0 to {size - 1}), not {value!r}")
    if not 0 <= value < size:
        raise BadAnswer(f"{what} {value} is out of range; choose 0 to {size - 1}")
    return value


def _list(answer: Any, what: str) -> list[Any]:
    if not isinstance(answer, list):
        raise BadAnswer(f"this decision takes {what}, not {answer!r}")
    return answer


def decode_answer(decision: Decision, answer: Any) -> Any:
    """The game action an answer in index form stands for; :class:`BadAnswer` if its shape does
    not fit the decision (legality is then the game's to judge)."""
    options = decision.options
    kind = decision.kind
    if kind in (DecisionKind.CHOOSE_ONE, DecisionKind.CHOOSE_NUMBER, DecisionKind.YES_NO):
        return options[_index(answer, len(options), "the answer")]
    if kind in (DecisionKind.CHOOSE_SUBSET, DecisionKind.CHOOSE_ORDERED):
        items = _list(answer, "a list of option numbers")
        return tuple(options[_index(i, len(options), "each chosen option")] for i in items)
    if kind is DecisionKind.ASSIGN:
        shares = _list(answer, f"a list of {len(options)} shares summing to {decision.total}")
        if len(shares) != len(options) or not all(
                isinstance(s, int) and not isinstance(s, bool) for s in shares):
            raise BadAnswer(f"give one whole-number share for each of the {len(options)} "
                            f"options, summing to {decision.total}")
        return tuple(shares)
    pairs = _list(answer, "a list of [option, target] pairs")
    out = []
    for pair in pairs:
        if not isinstance(pair, list) or len(pair) != 2:
            raise BadAnswer(f"each mapping is [option number, target number], not {pair!r}")
        position = _index(pair[0], len(options), "the option of a mapping")
        targets = decision.targets[position] if position < len(decision.targets) else ()
        if not targets:
            raise BadAnswer(f"option {position} has no targets to map to")
        out.append((options[position], targets[_index(pair[1], len(targets), "the target")]))
    return tuple(out)


def seat_label(seat: int, names: Sequence[str] | None) -> str:
    """A seat as people call it: its player's name, else "Player N" counted from 1 (never the
    0-based seat number)."""
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return f"Player {seat + 1}"


_PLAYER_WORDS = re.compile(r"\b(?:player |p)(\d+)\b")
_SEAT_KEYS = frozenset({"player", "groups", "winner", "winners", "ranking",
                        "starting_player", "controller", "owner", "loser", "losers", "voter",
                        "voted_for", "seat"})


def event_text(event: Event, names: Sequence[str] | None = None) -> str:
    """One log line a person reads: "Ann: buy — card Gray Ogre, supply R-creature". Seats are
    named (``names``, else "Player N" from 1) wherever the event names one: its player, the
    values of seat-valued keys and "player N" / "pN" inside text."""
    who = f"{seat_label(event.player, names)}: " if event.player is not None else ""
    parts = [f"{key.replace('_', ' ')} {_value(value, names, key in _SEAT_KEYS)}"
             for key, value in event.data + event.secret]
    text = who + event.kind.replace("_", " ")
    return text + (" — " + ", ".join(parts) if parts else "")


def _value(value: Any, names: Sequence[str] | None = None, seats: bool = False) -> str:
    if isinstance(value, (tuple, list)):
        return "[" + ", ".join(_value(v, names, seats) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_value(v, names, seats)}" for k, v in value.items()) + "}"
    if seats and isinstance(value, int) and not isinstance(value, bool):
        return seat_label(value, names)
    if isinstance(value, str):
        return _PLAYER_WORDS.sub(lambda m: seat_label(int(m.group(1)), names), value)
    return str(value)
