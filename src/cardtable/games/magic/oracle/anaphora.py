"""The anaphora audit (issue 26): does each "that many", "that much", "that player" and
"those creatures" of a compiled card bind to the antecedent its Oracle text gives it?

The compiler binds an anaphor when it lowers a clause (DESIGN: "clauses that compose"): "that
many" after "Exile all creatures you control. Then …" is the number exiled (CR 608.2c), in
"Whenever ~ is dealt damage, create that many …" the triggering event's amount (603.2, 608.2h),
"that player" in "Whenever ~ deals combat damage to a player, that player discards a card" the
damaged player (603.2), "those creatures" in a delayed trigger the objects its creator named
(603.7c). This module reads the text a second, independent way — the antecedent is the nearest
instruction verb before the anaphor in the same ability, or the trigger event when no
instruction comes between — and compares that with what the compiled model holds. A
:class:`Finding` is a binding to look at, not a proof of a wrong one; the audit over every
supported card (``benchmarks/anaphora_audit.py``) and its test keep the count at zero.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from cardtable.cards.identity import strip_reminder_text
from cardtable.games.magic import model as m
from cardtable.games.magic.model.families import (
    AttackRandomOpponent,
    CopyChosenType,
    TokensFightEach,
)

AMOUNT_KINDS: dict[str, frozenset[str]] = {
    "event": frozenset({"event_amount", "damage_dealt", "cards_drawn"}),
    "exile": frozenset({"exiled_this_way"}),
    # the engine counts a sacrifice's objects in the same memo as an exile's ("moved this way")
    "sacrifice": frozenset({"exiled_this_way"}),
    "destroy": frozenset({"destroyed_this_way"}),
    "discard": frozenset({"discarded_this_way", "greatest_discarded_this_way"}),
    "lose": frozenset({"life_lost", "life_lost_this_way"}),
}
"""For each kind of antecedent, the :class:`~cardtable.games.magic.model.Amount` kinds that
are "that many"/"that much" of it."""

ANAPHORIC_AMOUNTS = frozenset().union(*AMOUNT_KINDS.values())

PLAYER_REFS = re.compile(r"that_player|triggering_player|chosen|each_|defending|target"
                         r"|player_who|attacking_player|its_controller|owner")
"""Model refs that are "that player": the triggering event's player, a chosen or targeted
player, one of "each opponent … that player controls" (distributive)."""

_ANAPHOR_AMOUNT = re.compile(r"\bthat (many|much)\b", re.I)
_ANAPHOR_PLAYER = re.compile(r"\bthat player\b", re.I)
_ANAPHOR_THOSE = re.compile(r"\bthose (creatures|permanents|tokens)\b", re.I)
_REPLACEMENT = re.compile(r"\bwould\b.*\binstead\b", re.I)
_VERBS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("exile", re.compile(r"\bexiles?\b", re.I)),
    ("sacrifice", re.compile(r"\bsacrifices?\b", re.I)),
    ("destroy", re.compile(r"\bdestroys?\b", re.I)),
    ("discard", re.compile(r"\bdiscards?\b", re.I)),
    ("lose", re.compile(r"\blos(e|es)\b [^.]*?\blife\b", re.I)),
)
_EVENT_TRIGGER = re.compile(
    r"^(when|whenever)\b[^,]*\b(is dealt damage|deals? (combat )?damage|gains? life|"
    r"loses? life|draws?\b|lose life|gain life|one or more \S* ?counters (are put )?on)[^,]*,",
    re.I)


@dataclass(frozen=True)
class Finding:
    """One binding to look at: the card, its ability's text, the anaphor, what the text's
    antecedent is and what the compiled model holds."""

    card: str
    line: str
    anaphor: str
    expected: str
    found: str

    def __str__(self) -> str:
        return (f"{self.card}: {self.anaphor!r} should bind to {self.expected}, the model "
                f"holds {self.found} — {self.line!r}")


_CLAUSE_END = re.compile(r"[.,;]|\bthen\b|\band\b", re.I)


def antecedent(line: str, at: int) -> str:
    """The kind of antecedent of the "that many"/"that much" at ``at`` in ``line`` (one
    ability's text, reminder text removed, the card's name written ``~``): the last
    instruction verb of an earlier clause in the line (``"exile"``, ``"sacrifice"``,
    ``"destroy"``, ``"discard"``, ``"lose"``) — not the verb whose object the anaphor is
    ("that player discards that many cards") — else ``"event"`` when the line is a trigger
    whose event has an amount, else ``""``."""
    trigger = _EVENT_TRIGGER.match(line[:at])
    body_from = trigger.end() if trigger else 0
    ends = [e.start() for e in _CLAUSE_END.finditer(line, body_from, at)]
    before = line[:ends[-1]] if ends else line[:body_from]
    last, where = "", -1
    for kind, verb in _VERBS:
        for found in verb.finditer(before, body_from):
            if found.start() > where:
                last, where = kind, found.start()
    if last:
        return last
    return "event" if trigger else ""


def walk(value: Any) -> Iterator[Any]:
    """Every dataclass value inside ``value`` (an ability, a tuple of them), ``value`` first."""
    if is_dataclass(value) and not isinstance(value, type):
        yield value
        for f in fields(value):
            yield from walk(getattr(value, f.name))
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from walk(item)


def _strings(value: Any) -> Iterator[str]:
    if is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from _strings(getattr(value, f.name))
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, str):
        yield value


def _lines(card: m.CardDef) -> list[str]:
    text = strip_reminder_text(card.oracle).replace(card.name, "~")
    short = card.name.split(",")[0]
    if short != card.name and " " in card.name:
        text = re.sub(rf"\b{re.escape(short)}\b", "~", text)
    return [line.strip() for line in text.split("\n") if line.strip()]


_DETERMINERS = frozenset({"Other", "Another", "Those", "These", "That", "This", "Each", "All",
                          "Its", "Their", "It"})


def check_card(card: m.CardDef) -> list[Finding]:
    """The suspicious bindings of one compiled card (see the module's docstring)."""
    findings: list[Finding] = []
    lines = _lines(card)
    for line, ability in _paired(card, lines):
        findings.extend(_check_amounts(card.name, line, ability))
        if _ANAPHOR_PLAYER.search(line) and not any(
                PLAYER_REFS.search(s) for s in _strings(ability)) and not any(
                isinstance(e, _WHOLE_SENTENCE) for e in walk(ability)):
            findings.append(Finding(card.name, line, "that player",
                                    "a player the event, a choice or a target names",
                                    "no such player reference"))
        those = _ANAPHOR_THOSE.search(line)
        if those and not _REPLACEMENT.search(line) and not any(
                s == "those" or s.startswith("target") for s in _strings(ability)) and not any(
                getattr(e, "says_that", False) for e in walk(ability)) and not any(
                isinstance(e, _WHOLE_SENTENCE) for e in walk(ability)):
            findings.append(Finding(card.name, line, those.group(0),
                                    "the objects an earlier instruction named",
                                    "no 'those' reference"))
    for value in walk(card.abilities):
        if isinstance(value, m.Filter):
            for word in sorted(_DETERMINERS & {*value.subtypes, *value.not_subtypes}):
                findings.append(Finding(card.name, card.oracle, word, "a determiner or an "
                                        "anaphor", f"a creature type {word!r} in a filter"))
    return findings


_WHOLE_SENTENCE: tuple[type, ...] = (TokensFightEach, CopyChosenType, AttackRandomOpponent)
"""Effects of whole Oracle sentences that bind their anaphor inside themselves: "those …" of
Ezuri's Predation and Kindred Charge, "that player" of Raving Dead (the opponent chosen at
random)."""


def _paired(card: m.CardDef, lines: list[str]) -> list[tuple[str, Any]]:
    """Each line with the anaphor next to the abilities it compiled to: one ability per line
    when the counts agree, else every line with the whole card (a keyword line, a modal
    spell's several lines)."""
    abilities = card.abilities
    wanted = [line for line in lines if _ANAPHOR_AMOUNT.search(line)
              or _ANAPHOR_PLAYER.search(line) or _ANAPHOR_THOSE.search(line)]
    if len(abilities) == len(lines):
        return [(line, ability) for line, ability in zip(lines, abilities, strict=True)
                if line in wanted]
    return [(line, abilities) for line in wanted]


def _check_amounts(name: str, line: str, ability: Any) -> Iterable[Finding]:
    if _REPLACEMENT.search(line):
        return  # "twice that many … instead": a replacement's own number (614.1)
    found = {a.kind for a in walk(ability) if isinstance(a, m.Amount)
             and a.kind in ANAPHORIC_AMOUNTS}
    for match in _ANAPHOR_AMOUNT.finditer(line):
        kind = antecedent(line, match.start())
        if not kind:
            yield Finding(name, line, match.group(0), "an earlier instruction or the event",
                          "no antecedent in the text (a reading this audit lacks)")
            continue
        expected = AMOUNT_KINDS[kind]
        if not found & expected or found - ANAPHORIC_AMOUNTS:
            yield Finding(name, line, match.group(0), f"{kind} ({', '.join(sorted(expected))})",
                          ", ".join(sorted(found)) or "no anaphoric amount")
        elif found - expected and len(_ANAPHOR_AMOUNT.findall(line)) == 1:
            yield Finding(name, line, match.group(0), f"{kind} ({', '.join(sorted(expected))})",
                          ", ".join(sorted(found)))


def audit(cards: Iterable[m.CardDef]) -> list[Finding]:
    """Every suspicious binding among ``cards``."""
    return [f for card in cards for f in check_card(card)]
