"""Parse tree → model values for "can't" riders and turn-long restrictions (issue 29, helper
"statics and can't"; grammar block "issue 29 (h5-statics)"). Each piece is a *part* that composes
with whatever effect comes before it:

* "It / They / That creature / The creature / A creature destroyed this way / Creatures destroyed
  this way / Those creatures can't be regenerated." after any destroy (CR 701.15c, 701.19c);
* "It / A creature dealt damage this way / Creatures dealt damage this way can't be regenerated
  this turn." after any damage, and "Target creature can't be regenerated this turn." (a rule
  change for the turn that :func:`~cardtable.games.magic.replacement.regenerate` reads);
* "OBJECT / NOUNS can't attack / can't attack or block this turn" (CR 508.1c, 509.1b) and
  "… gets +1/+0 until end of turn and can't be blocked this turn": a restriction joined by "and"
  to the effect before it, on the same object.

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`) like
:mod:`.static_parts_families`; the words are :mod:`cardtable.games.magic.text.restrictions`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.restrictions import (
    CANT_BE_REGENERATED,
    DAMAGED_MANY,
    DAMAGED_ONE,
    NO_SUBJECT,
    RESTRICTION_RULES,
    WALK_BLOCKABLE,
    YOUR_NEXT_UNTAP,
    untargetable_rule,
)
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.joins import _Joined, _joined
from cardtable.games.magic.oracle.statics_families import spell_class_filter

# the words naming one destroyed object, and the wording the model keeps for each
_ONE_DESTROYED = {"it": "", "that creature": "", "the creature": "the creature",
                  "a creature destroyed this way": "a creature destroyed this way"}
_MANY_DESTROYED = {"they": "", "those creatures": "those creatures",
                   "creatures destroyed this way": "creatures destroyed this way"}


def _items(effect: Any) -> list[Any]:
    return list(effect) if isinstance(effect, list) else [effect]


def _with_last(effect: Any, last: m.Effect) -> Any:
    """``effect`` (one effect or a joined list) with its last effect replaced by ``last``,
    the printed joins kept."""
    if not isinstance(effect, list):
        return last
    out = _Joined([*effect[:-1], last])
    out.joins = list(effect.joins) if isinstance(effect, _Joined) else [""] * (len(out) - 1)
    return out


@v_args(inline=True)
class RestrictionFamilies(BuilderMixin):
    # -- "… . It can't be regenerated." (CR 701.15c, 701.19c) --------------------------------
    def e_no_regen_rider(self, effect: Any, who: Token) -> Any:
        """The destroy just before the rider can't be replaced by regeneration; the rider's
        subject must name what that destroy destroys (one object, or many)."""
        words = str(who).lower()
        last = _items(effect)[-1]
        if not isinstance(last, m.Destroy) or last.cant_regenerate or last.power_above:
            raise FamilyError("'can't be regenerated' after something other than a destroy")
        many = not last.what or (last.what.startswith("target:") and (
            self.targets[int(last.what.split(":")[1])].count > 1
            or self.targets[int(last.what.split(":")[1])].count_x))
        if many:
            if words not in _MANY_DESTROYED:
                raise FamilyError("a singular rider after a destroy of many")
            regen = _MANY_DESTROYED[words] if not last.what else (
                _MANY_DESTROYED[words] or "they")
            new = replace(last, cant_regenerate=True, regen_words=regen)
        else:
            if words not in _ONE_DESTROYED:
                raise FamilyError("a plural rider after a destroy of one")
            if words == "that creature" and not (last.what == "enchanted" or (
                    last.what.startswith("target:")
                    and self.targets[int(last.what.split(":")[1])].what == "creature")):
                raise FamilyError("'that creature' names no target creature")
            new = replace(last, cant_regenerate=True, says_that=words == "that creature",
                          regen_words=_ONE_DESTROYED[words])
        return _with_last(effect, new)

    def e_no_regen_turn_rider(self, effect: Any, who: Token) -> Any:
        """"~ deals 1 damage to target creature. It can't be regenerated this turn." /
        "A creature dealt damage this way can't be regenerated this turn." (Incinerate): a rule
        change until end of turn on the creature named, or on each creature the damage before
        it was dealt to (608.2c)."""
        words = str(who).lower()
        last = _items(effect)[-1]
        if not isinstance(last, m.DealDamage):
            raise FamilyError("'can't be regenerated this turn' after something other than damage")
        if words in ("a creature dealt damage this way", "creatures dealt damage this way"):
            grant = m.GrantAbilities(on="damaged_creatures", rules=(CANT_BE_REGENERATED,),
                                     wording=DAMAGED_ONE if words.startswith("a ")
                                     else DAMAGED_MANY)
        elif words == "it" and last.to.startswith("target:") and \
                self.targets[int(last.to.split(":")[1])].what == "creature" and \
                self.targets[int(last.to.split(":")[1])].count == 1:
            grant = m.GrantAbilities(on=last.to, rules=(CANT_BE_REGENERATED,))
        else:
            raise FamilyError(f"{words!r} names nothing the damage was dealt to")
        return _joined((effect, grant), ".")

    # -- "Target creature can't attack this turn." (CR 508.1c, 509.1b, 701.15c) ---------------
    def e_restrict_turn(self, what: str, phrase: Token) -> m.Effect:
        return m.GrantAbilities(on=what, rules=RESTRICTION_RULES[str(phrase).lower()])

    def e_restrict_turn_all(self, noun: Any, phrase: Token) -> m.Effect:
        return m.GrantAbilities(filter=noun.filter, rules=RESTRICTION_RULES[str(phrase).lower()])

    def e_and_restrict_turn(self, effect: Any, phrase: Token) -> Any:
        """"Target creature gets +1/+0 until end of turn and can't be blocked this turn": the
        restriction applies to what the effect before it changed, for the same turn."""
        items = _items(effect)
        last = items[-1]
        if not isinstance(last, (m.ModifyPT, m.GrantAbilities, m.Becomes)) or \
                last.duration != "end_of_turn" or (
                    isinstance(last, m.GrantAbilities) and last.rules):
            raise FamilyError("a restriction joined to an effect with no object for the turn")
        if isinstance(last, m.Becomes) and last.whose:
            raise FamilyError("a restriction after a change of whose creatures")
        if getattr(last, "wording", "") or getattr(last, "says_that", False):
            raise FamilyError("a restriction after a pump printed another way")
        grant = m.GrantAbilities(on=last.on, filter=last.filter,
                                 rules=RESTRICTION_RULES[str(phrase).lower()],
                                 wording=NO_SUBJECT)
        return _joined((effect, grant), "and")

    # -- static parts (CR 613.1f, 613.4b) and token subjects ----------------------------------
    def s_base_pt(self, _verb: Token, pt: Token) -> list[m.ContinuousEffect]:
        """"has base power and toughness 0/2": layer 7b, a fixed value (613.4b)."""
        p, t = str(pt).split("/")
        if not (p.isdigit() and t.isdigit()):
            raise FamilyError("a base power and toughness that is not a number")
        return [m.ContinuousEffect(layer="7b", power=int(p), toughness=int(t))]

    def s_lose_all_abilities(self, _verb: Token) -> list[m.ContinuousEffect]:
        """"loses all abilities": layer 6 (613.1f)."""
        return [m.ContinuousEffect(layer="6", remove_abilities=True)]

    def subj_subtype_tokens(self, subtype: Token) -> dict[str, Any]:
        return {"affected": "filter",
                "filter": m.Filter(subtypes=(str(subtype),), controller="you", token=True)}

    def subj_creature_tokens(self) -> dict[str, Any]:
        return {"affected": "filter",
                "filter": m.Filter(types=("Creature",), controller="you", token=True)}

    def walk_blockable_static(self, walk: Token, again: Token) -> m.StaticAbility:
        """"Creatures with islandwalk can be blocked as though they didn't have islandwalk."
        (702.14c no longer forbids the block; ``combat.can_block`` reads the rule)."""
        if str(walk).lower() != str(again).lower():
            raise FamilyError("two different landwalks")
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="filter", filter=m.Filter(types=("Creature",)),
            rule=f"{WALK_BLOCKABLE}:{str(walk).lower()}"),))

    # -- "can't be the target of …" (CR 115.4; targets.can_be_targeted reads the rule) ---------
    def s_untargetable(self, _words: Token, rule: str) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule=rule)]

    def ut_spells(self, adj: Token | None = None) -> str:
        return untargetable_rule("spells", str(adj or ""), "any")

    def ut_spells_opponents(self, adj: Token | None = None) -> str:
        return untargetable_rule("spells", str(adj or ""), "opponents")

    def ut_both_opponents(self) -> str:
        return untargetable_rule("both", "", "opponents")

    def ut_abilities_opponents(self) -> str:
        return untargetable_rule("abilities", "", "opponents")

    def ut_both_from(self, adj: Token, again: Token) -> str:
        if str(adj).lower() != str(again).lower():
            raise FamilyError("spells of one kind, abilities from sources of another")
        return untargetable_rule("both", str(adj), "any")

    def ut_abilities_from(self, adj: Token) -> str:
        return untargetable_rule("abilities", str(adj), "any")

    # -- "Regenerate each creature you control." (CR 701.15a) ---------------------------------
    def e_regenerate_each(self, noun: Any) -> m.Effect:
        return m.Regenerate(filter=noun.filter, every="each")

    def e_regenerate_all(self, noun: Any) -> m.Effect:
        return m.Regenerate(filter=noun.filter, every="all")

    # -- "~ doesn't untap during your next untap step." (CR 502.3) -----------------------------
    def e_no_untap_your_next(self, what: str) -> m.Effect:
        if what != m.SELF:
            raise FamilyError("'your next untap step' for an object that may not be yours")
        return m.GrantAbilities(on=what, rules=("doesnt_untap",), duration="next_untap",
                                wording=YOUR_NEXT_UNTAP)

    def e_no_untap_your_next_all(self, noun: Any) -> m.Effect:
        if noun.filter.controller != "you":
            raise FamilyError("'your next untap step' for permanents that may not be yours")
        return m.GrantAbilities(filter=noun.filter, rules=("doesnt_untap",),
                                duration="next_untap", wording=YOUR_NEXT_UNTAP)

    # -- "Creature spells can't be countered." (CR 101.2; every player's spells) --------------
    def class_uncounterable_all(self, word: Token) -> m.StaticAbility:
        flt = spell_class_filter(str(word))
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="cant_be_countered", affected="spells",
            filter=replace(flt, controller="any")),))
