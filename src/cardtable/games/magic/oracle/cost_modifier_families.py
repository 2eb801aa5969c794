"""Parse tree → model values for cost modifiers of a class of spells (CR 601.2f, 118.7): "CLASS
spells [you cast | your opponents cast] cost {N} less/more to cast." with any list of classes
("Instant and sorcery", "Artifact, instant, and sorcery", "Aura and Equipment", "Black
creature"). Each class word is read by :func:`.statics_families.spell_class_filter`; the
classes of one list are of one kind (card types, subtypes or colours), matched as any of them.
Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.sta_families import class_cost_mana
from cardtable.games.magic.oracle.statics_families import spell_class_filter

#: (whose spells, more or less) → the engine's rule (costs.py)
_RULES = {("you", "less"): "cost_reduction", ("", "less"): "cost_reduction_all",
          ("", "more"): "cost_increase", ("opponents", "more"): "cost_increase_opponents"}


def _merge(filters: list[m.Filter]) -> m.Filter:
    """One class: its words together ("black creature": a colour and a type)."""
    out = m.Filter()
    for f in filters:  # ("Colorless Eldrazi": a colour quality too, CR 105.2c)
        out = replace(out, types=out.types + f.types, subtypes=out.subtypes + f.subtypes,
                      colors=out.colors + f.colors, not_types=out.not_types + f.not_types,
                      not_colors=out.not_colors + f.not_colors,
                      colorless=f.colorless if f.colorless is not None else out.colorless,
                      multicolored=f.multicolored if f.multicolored is not None
                      else out.multicolored)
    if len(out.types) > 1 or len(out.subtypes) > 1 or len(out.colors) > 1:
        raise FamilyError("one spell class with two words of one kind")
    return out


@v_args(inline=True)
class CostModifierFamilies(BuilderMixin):
    def spell_class_group(self, *words: Token) -> m.Filter:
        return _merge([spell_class_filter(str(w)) for w in words])

    def spell_classes(self, *groups: m.Filter) -> m.Filter:
        """"Instant and sorcery": any of the classes — all of one kind, one word each."""
        if len(groups) == 1:
            return groups[0]
        fields = ("types", "subtypes", "colors")
        kinds = {next((k for k in fields if getattr(g, k)), "") for g in groups}
        if len(kinds) != 1 or "" in kinds or any(
                sum(bool(getattr(g, k)) for k in fields) != 1 or g.not_types or g.not_colors
                for g in groups):
            raise FamilyError("a list of spell classes of different kinds")
        (kind,) = kinds
        values = tuple(v for g in groups for v in getattr(g, kind))
        if kind == "types":
            return m.Filter(types=values)
        return m.Filter(subtypes=values) if kind == "subtypes" else m.Filter(colors=values)

    def whose_you(self) -> str:
        return "you"

    def whose_opponents(self) -> str:
        return "opponents"

    def class_cost_modifier(self, *parts: object) -> m.StaticAbility:
        """"Instant and sorcery spells you cast cost {1} less to cast." (CR 601.2f)."""
        flt = parts[0] if isinstance(parts[0], m.Filter) else None
        rest = parts[1:] if flt is not None else parts
        whose = str(rest[0]) if len(rest) == 3 else ""
        mana, word = str(rest[-2]), str(rest[-1]).lower()
        amount = mana.strip("{}")
        if not amount.isdigit() or mana != "{" + amount + "}":
            return class_cost_mana(flt, whose, mana, word)  # "{B} more" (sta_families)
        rule = _RULES.get((whose, word))
        if rule is None:
            raise FamilyError(f"no cost rule for spells {whose or 'anyone'} cast{word}")
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="spells", filter=flt, rule=rule, amount=int(amount)),))
