"""Leveler cards (CR 711; issue 29, h9-kw). A leveler's text is its ordinary abilities — its
level up keyword among them (702.87a, compiled as any keyword) — then two level symbols, each
followed by its power/toughness box and the abilities of its striation:

    LEVEL 1-3          "As long as this creature has at least 1 level counter on it, but no
    4/4                 more than 3, it has base power and toughness 4/4 and has trample."
    Trample             (711.2a; "LEVEL 4+" is "4 or more", 711.2b)

Each symbol compiles to one static ability: a condition on the creature's own level counters
(``self_counters_at_least``, with a negated one for the top of a range) holding a layer-7b
"base P/T" effect and, when the striation has abilities, a layer-6 grant of them to the
creature itself. Below the first symbol the creature has its printed P/T (711.5); the
abilities before the first symbol are the creature's at all times (711.4). Each striation's
ability lines compile as any other text, so the symbols compose with the whole grammar."""

from __future__ import annotations

import re

from cardtable.games.magic import model as m
from cardtable.games.magic.model.levelers import level_condition
from cardtable.games.magic.oracle.compiler import FaceResult, compile_text

LEVEL_SYMBOL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
PT_BOX = re.compile(r"^(\d+)/(\d+)$")


def level_static(low: int, high: int | None, power: int, toughness: int,
                 abilities: tuple[m.Ability, ...]) -> m.StaticAbility:
    """The static ability one level symbol stands for (711.2a-b)."""
    effects: tuple[m.ContinuousEffect, ...] = (
        m.ContinuousEffect(layer="7b", power=power, toughness=toughness),)
    if abilities:  # a keyword is granted as a keyword, so the creature "has" it (702.1)
        keywords = tuple(a for a in abilities if isinstance(a, m.Keyword))
        effects += (m.ContinuousEffect(
            layer="6", affected="self", add_keywords=keywords,
            add_abilities=tuple(a for a in abilities if not isinstance(a, m.Keyword))),)
    return m.StaticAbility(effects=effects, condition=level_condition(low, high))


def compile_leveler(text: str, type_line: str) -> FaceResult:
    """Normalised Oracle text of a leveler card → its abilities (711.2, 711.4)."""
    head: list[str] = []
    striations: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        if LEVEL_SYMBOL.match(line):
            striations.append((line, []))
        elif striations:
            striations[-1][1].append(line)
        else:
            head.append(line)
    result = compile_text("\n".join(head), type_line) if head else FaceResult((), ())
    abilities = list(result.abilities)
    failures = list(result.failures)
    for symbol, lines in striations:
        levels = LEVEL_SYMBOL.match(symbol)
        box = PT_BOX.match(lines[0]) if lines else None
        if levels is None or box is None:
            failures.append(symbol)
            continue
        inner = compile_text("\n".join(lines[1:]), type_line) if lines[1:] else FaceResult((), ())
        failures.extend(inner.failures)
        high = int(levels.group(2)) if levels.group(2) else None
        abilities.append(level_static(int(levels.group(1)), high, int(box.group(1)),
                                      int(box.group(2)), inner.abilities))
    return FaceResult(tuple(abilities), tuple(failures))
