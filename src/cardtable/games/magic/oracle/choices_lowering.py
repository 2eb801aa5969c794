""""… of the creature type of your choice" / "… of the color of your choice" inside a filter
(issue 29 round 2; CR 608.2d): the choice is made as the effect resolves, just before the
effect that uses it. The compiler lowers it so: a ``ChooseCreatureType`` / ``ChooseColor``
(marked ``said_by_filter``: the filter's words say it, it prints nothing) is put before each
effect of an ability whose filters hold such a part; the filter then reads the source's choice
as "of the chosen type" / "of the chosen color" do."""

from __future__ import annotations

from dataclasses import fields, is_dataclass

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import OracleCompileError

# Effects whose filter is read after the effect resolved (a prevention shield for the turn,
# CR 615.1a): the source's choice is not found then, so "of your choice" there is refused
# rather than read as a filter that never matches (Prismatic Strands).
LASTING = (m.PreventDamage, m.PreventOf, m.PreventNextFrom, m.DamageRule)


def _parts(value: object) -> set[str]:
    """Which "of your choice" parts (``"type"``, ``"color"``) a model value holds anywhere."""
    if isinstance(value, m.Filter):
        found = set()
        if value.type_of_your_choice:
            found.add("type")
        if value.chosen_color == "choice":
            found.add("color")
        return found
    if isinstance(value, (tuple, list)):
        return set().union(*(_parts(v) for v in value)) if value else set()
    if is_dataclass(value) and not isinstance(value, type):
        return set().union(*(_parts(getattr(value, f.name)) for f in fields(value)))
    return set()


def choices_first(effects: list[m.Effect]) -> list[m.Effect]:
    """``effects`` with the choice each "of your choice" filter part needs put just before the
    effect that holds it."""
    out: list[m.Effect] = []
    for effect in effects:
        if isinstance(effect, (m.ChooseCreatureType, m.ChooseColor)):
            out.append(effect)
            continue
        parts = _parts(effect)
        if parts and isinstance(effect, LASTING):
            raise OracleCompileError("a lasting effect of a type or color chosen on resolution")
        made = _made_before(out)  # one choice for the sentence ("get +2/+2 and gain trample")
        if "type" in parts and "type" not in made:
            out.append(m.ChooseCreatureType(said_by_filter=True))
        if "color" in parts and "color" not in made:
            out.append(m.ChooseColor(said_by_filter=True))
        out.append(effect)
    return out


def holds_choice_part(value: object) -> bool:
    """Whether ``value`` holds an "of your choice" filter part anywhere. A target's filter may
    not: targets are chosen as the spell is cast (CR 601.2c), before the choice the compiler
    puts at resolution, so "target creature cards of the creature type of your choice" is
    refused rather than read with no type chosen."""
    return bool(_parts(value))


def _made_before(effects: list[m.Effect]) -> set[str]:
    """The "of your choice" choices put among ``effects`` (each made once for the ability:
    the effects after it that say "of your choice" read the same choice)."""
    made: set[str] = set()
    for effect in effects:
        if isinstance(effect, m.ChooseCreatureType) and effect.said_by_filter:
            made.add("type")
        elif isinstance(effect, m.ChooseColor) and effect.said_by_filter:
            made.add("color")
    return made


def choices_lowered(value: object) -> bool:
    """Whether every "of your choice" part ``value`` (one compiled line: an ability, a list of
    them, …) holds is in a top-level effect its choice comes just before. Anything else — a
    part in a target, a static ability, a nested ability's text, an effect of an ability
    kind the lowering does not reach — is refused: its filter would read no choice."""
    if isinstance(value, list):
        return all(choices_lowered(v) for v in value)
    if not holds_choice_part(value):
        return True
    effects = getattr(value, "effects", None)
    if not isinstance(effects, tuple) or not is_dataclass(value):
        return False
    if any(_parts(getattr(value, f.name)) for f in fields(value) if f.name != "effects"):
        return False
    for index, effect in enumerate(effects):
        if not _parts(effect) <= _made_before(list(effects[:index])):
            return False
    return True
