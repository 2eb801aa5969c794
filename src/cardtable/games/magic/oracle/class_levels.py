"""Class cards (CR 716): a Class's text is sections divided by class level bars
("{2}{U}: Level 2"). Each bar is the activated ability "[Cost]: This Class's level becomes N.
Activate only if this Class is level N-1 and only as a sorcery" and the abilities printed in
its section are the static ability "As long as this Class is level N or greater, it has
[abilities]" (716.2a) — granted to the Class itself in layer 6; the abilities before the first
bar are the Class's own at all times (716.3). Each section's lines compile as any other text."""

from __future__ import annotations

import re

from cardtable.games.magic import model as m
from cardtable.games.magic.model.classes import CLASS_LEVEL_AT_LEAST, CLASS_LEVEL_IS
from cardtable.games.magic.oracle.compiler import FaceResult, compile_text

LEVEL_BAR = re.compile(r"^((?:\{[^}]+\})+): Level (\d+)$")


def level_bar(cost: str, level: int) -> m.ActivatedAbility:
    """"[cost]: Level N" (716.2a)."""
    return m.ActivatedAbility(cost=m.Cost(mana=cost), effects=(m.SetClassLevel(level),),
                              timing="sorcery",
                              condition=m.Condition(CLASS_LEVEL_IS, amount=level - 1))


def level_grant(level: int, abilities: tuple[m.Ability, ...]) -> m.StaticAbility:
    """"As long as this Class is level N or greater, it has [abilities]" (716.2a)."""
    return m.StaticAbility(
        effects=(m.ContinuousEffect(layer="6", affected="self", add_abilities=abilities),),
        condition=m.Condition(CLASS_LEVEL_AT_LEAST, amount=level))


def compile_class(text: str, type_line: str) -> FaceResult:
    """Normalised Oracle text of a Class → its abilities: those before the first level bar,
    then for each bar its activated ability and the static ability granting its section."""
    sections: list[tuple[str, int, list[str]]] = [("", 1, [])]
    for line in text.splitlines():
        bar = LEVEL_BAR.match(line)
        if bar:
            sections.append((bar.group(1), int(bar.group(2)), []))
        else:
            sections[-1][2].append(line)
    abilities: list[m.Ability] = []
    failures: list[str] = []
    for cost, level, lines in sections:
        result = compile_text("\n".join(lines), type_line) if lines else FaceResult((), ())
        failures.extend(result.failures)
        if not cost:
            abilities.extend(result.abilities)
            continue
        abilities.append(level_bar(cost, level))
        if result.abilities:
            abilities.append(level_grant(level, result.abilities))
    return FaceResult(tuple(abilities), tuple(failures))
