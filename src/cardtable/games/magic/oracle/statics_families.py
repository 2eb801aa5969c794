"""Parse tree → model values for the static abilities and layer effects the four Commander
precons need (issues 10 and 16; ``grammar.lark``'s ``static_family_line``, ``spell_family_line`` and
``family_effect`` rules). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.families`.

* "Beast spells you cast cost {1} less to cast." (CR 601.2f, 118.7d);
* "As long as you have 30 or more life and an opponent has 10 or less life, ~ gets +6/+6 and
  has flying." (CR 611.3a: a condition checked continuously);
* "Artifacts and creatures your opponents control enter tapped." (CR 614.1c, 614.12);
* "Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and
  has indestructible, and it loses all other abilities, card types, and creature types."
  (CR 613.1d, 613.1f, 613.4b, 205.1a-b);
* "All creatures able to block ~ or enchanted creature do so." (CR 509.1c, a bestow card's
  two subjects, 702.103);
* the Traps' "If …, you may pay {G} rather than pay this spell's mana cost." (CR 118.9);
* "That creature gets -13/-13 until end of turn instead if a creature died this turn."
  (CR 608.2c: later text of the spell modifies the earlier);
* "Until end of turn, creatures target player controls lose all abilities and have base power
  and toughness 0/2." (CR 611.2c, 613.1f, 613.4b);
* "Whenever you cast a Vampire creature spell, it gains bloodthirst 3." (CR 702.54, the spell
  keeps the ability as it becomes a permanent, 400.7a — no duration).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import CAST_WINDOWS
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError, _pt_value, static_effects

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_CARD_TYPES = {"artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker",
               "land"}


@dataclass(frozen=True, slots=True)
class InsteadLine:
    """"That creature gets -13/-13 until end of turn instead if COND." — joined to the
    spell's earlier sentence by :func:`~cardtable.games.magic.oracle.compiler.compile_text`
    into one :class:`~cardtable.games.magic.model.Conditional` whose ``otherwise``
    is the earlier effect."""

    condition: m.Condition
    power: m.Quantity
    toughness: m.Quantity


def spell_class_filter(word: str) -> m.Filter:
    """The filter of "Beast spells", "Black spells", "Creature spells", "Noncreature spells"."""
    low = word.lower()
    if low in _COLORS:
        return m.Filter(colors=(_COLORS[low],))
    if low in _CARD_TYPES:
        return m.Filter(types=(word.capitalize(),))
    if low.startswith("non") and low[3:] in _COLORS:
        return m.Filter(not_colors=(_COLORS[low[3:]],))
    if low.startswith("non") and low[3:] in _CARD_TYPES:
        return m.Filter(not_types=(low[3:].capitalize(),))
    if low == "colorless":  # colour words, no subtype (CR 105.2a–c; Herald of Kozilek)
        return m.Filter(colorless=True)
    if low == "multicolored":
        return m.Filter(multicolored=True)
    if low == "monocolored":
        return m.Filter(multicolored=False, colorless=False)
    if word in _NOT_SUBTYPES:  # "Historic spells" is no creature type (issue 26)
        raise FamilyError(f"{word!r} spells: a quality or supertype, not a subtype")
    if word[:1].isupper() and word != "Spells":
        return m.Filter(subtypes=(word,))
    raise FamilyError(f"no spell class {word!r}")


_NOT_SUBTYPES = frozenset({"Historic", "Legendary", "Snow", "Basic", "Other", "Those", "Enchanted",
                           "Kicked", "Modified", "Each", "All"})
"""Capitalised words before "spells" that name a quality or a supertype: read as a subtype,
the ability would apply to no spell (Jhoira's Familiar's "Historic spells")."""


@v_args(inline=True)
class StaticFamilies(BuilderMixin):
    """The builder methods for the ``static_family_line``, ``spell_family_line`` and
    ``family_effect`` grammar rules."""



    def static_family_line(self, item: Any) -> Any:
        return item

    def spell_family_line(self, item: Any) -> Any:
        return item

    def class_static(self, item: Any) -> Any:
        return item

    # -- cost reduction (CR 601.2f) -------------------------------------------------------------
    def class_cost_reduction(self, word: Token, mana: str) -> m.StaticAbility:
        amount = mana.strip("{}")
        if not amount.isdigit() or mana != "{" + amount + "}":
            raise FamilyError("a reduction other than generic mana")
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="spells", filter=spell_class_filter(str(word)),
            rule="cost_reduction", amount=int(amount)),))

    # -- "as long as" with life totals (CR 611.3a) -------------------------------------------
    def c_life_min(self, n: Token) -> m.Condition:
        return m.Condition(kind="life_at_least", amount=int(n))

    def c_life_max(self, n: Token) -> m.Condition:
        return m.Condition(kind="life_at_most", amount=int(n))

    def c_opp_life_max(self, n: Token) -> m.Condition:
        return m.Condition(kind="opponent_life_at_most", amount=int(n))

    def life_cond(self, c: m.Condition) -> m.Condition:
        return c

    def as_long_as(self, *parts: Any) -> m.StaticAbility:
        *conditions, subject, effects = parts
        condition = conditions[0] if len(conditions) == 1 else m.Condition(
            kind="all", all_of=tuple(conditions))
        return m.StaticAbility(effects=static_effects(subject, effects), condition=condition)

    # -- enters tapped (CR 614.1c) ------------------------------------------------------------
    def enter_tapped(self, noun: Any) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="tapped", applies_to="filter",
                                    filter=noun.filter)

    # -- type-setting Aura (CR 613.1d/f, 613.4b, 205.1a-b) ---------------------------------------
    def mutation(self, article: Token, subtype: Token, type1: Token, type2: Token, pt: Token,
                    keywords: tuple[m.Keyword, ...]) -> m.StaticAbility:
        p, t = str(pt).split("/")
        return m.StaticAbility(effects=(
            m.ContinuousEffect(layer="4", affected="enchanted",
                               set_types=(str(type1).capitalize(), str(type2).capitalize()),
                               set_subtypes=(str(subtype),)),
            m.ContinuousEffect(layer="7b", affected="enchanted", power=_pt_value(p),
                               toughness=_pt_value(t)),
            m.ContinuousEffect(layer="6", affected="enchanted", remove_abilities=True,
                               add_keywords=keywords)))

    # -- a bestow Lure (CR 509.1c, 702.103) ---------------------------------------------------
    def lure_bestow(self) -> m.StaticAbility:
        return m.StaticAbility(effects=(
            m.ContinuousEffect(layer="rules", rule="all_must_block", affected=m.SELF),
            m.ContinuousEffect(layer="rules", rule="all_must_block", affected="enchanted")))

    # -- the Traps' alternative cost (CR 118.9) -----------------------------------------------
    def alt_cost_line(self, item: Any) -> Any:
        return item

    def cobra_trap(self, mana: str) -> list[m.Keyword]:
        return [m.Keyword(name="alternative_cost", cost=m.Cost(mana=mana),
                          condition=m.Condition(kind="noncreature_destroyed_by_opponent"))]

    # -- "… instead if" (CR 608.2c) -----------------------------------------------------------
    def c_died(self) -> m.Condition:
        return m.Condition(kind="creature_died_this_turn")

    def instead_cond(self, c: m.Condition) -> m.Condition:
        return c

    def instead_line(self, pt: Token, duration: Token, condition: m.Condition) -> InsteadLine:
        p, t = str(pt).split("/")
        return InsteadLine(condition, _pt_value(p), _pt_value(t))

    # -- effects ----------------------------------------------------------------------------
    def family_effect(self, item: Any) -> Any:
        return item

    def spoiling(self, who: str, pt: Token) -> m.Effect:
        p, t = str(pt).split("/")
        return m.Becomes(filter=m.Filter(types=("Creature",)), whose=who, lose_abilities=True,
                         power=_pt_value(p), toughness=_pt_value(t))

    def it_gains(self, keywords: tuple[m.Keyword, ...]) -> m.Effect:
        """"it gains bloodthirst 3" after "Whenever you cast …": the spell, for good; elsewhere
        ("Return target creature card … to the battlefield. It gains haste.") the object "it"
        names, for as long as it stays (611.2a; after a token copy the token:
        delayed_families.bind_anaphora)."""
        if self.trigger_rule not in ("trig_cast", "trig_cast_spell"):
            return m.GrantAbilities(keywords=keywords, on=self.it_ref(), duration="permanent")
        return m.GrantAbilities(keywords=keywords, on="it", duration="permanent")

    # -- players: can't gain life, can't win, can't lose (CR 119.7, 104.2b, 104.3) ---------
    def p_players(self) -> str:
        return "players"

    def p_opponents(self) -> str:
        return "opponents"

    def p_you(self) -> str:
        return "you"

    def players_cant_gain_life(self, who: str) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="cant_gain_life", affected=who),))

    def cant_win_lose(self, who1: str, verb1: Token, who2: str,
                         verb2: Token) -> m.StaticAbility:
        return m.StaticAbility(effects=(
            m.ContinuousEffect(layer="rules", rule=f"cant_{verb1}", affected=who1),
            m.ContinuousEffect(layer="rules", rule=f"cant_{verb2}", affected=who2)))

    # -- "Creature spells you control with power 5 or greater can't be countered." (101.2) ---
    def class_uncounterable(self, word: Token, restriction: Any = None) -> m.StaticAbility:
        flt = spell_class_filter(str(word))
        if restriction is not None:
            fields = restriction.fields
            if set(fields) - {"power_min", "mana_value_min", "mana_value_max"}:
                raise FamilyError("a restriction on spells other than power or mana value")
            flt = replace(flt, **fields)
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="cant_be_countered", affected="spells",
            filter=replace(flt, controller="you")),))

    # -- "that entered the battlefield this turn" (Oran-Rief, Novijen) -----------------------
    def r_entered_this_turn(self) -> Any:
        from cardtable.games.magic.oracle.builder_base import _Restriction

        return _Restriction({"entered_this_turn": True})

    # -- "If that creature is a Snake, …" (an activated ability's rider, CR 608.2c) ----------
    def c_that_creature_is(self, article: Token, subtype: Token) -> m.Condition:
        if not self.targets or self.targets[-1].what != "creature":
            raise FamilyError("'that creature' names no target creature")
        return m.Condition(kind="ref_matches", ref=f"target:{len(self.targets) - 1}",
                           filter=m.Filter(subtypes=(str(subtype),)))

    # -- "~ becomes a 2/3 green and blue Crab artifact creature with hexproof until end of
    # turn" (Keyrunes, manlands: CR 205.1a-b, 613.1d-f, 613.4b) ---------------------------------
    def with_kw(self, keywords: tuple[m.Keyword, ...]) -> tuple[m.Keyword, ...]:
        return keywords

    def animate(self, *parts: Any) -> m.Effect:
        tokens = {p.type: str(p) for p in parts if isinstance(p, Token)}
        keywords = next((p for p in parts if isinstance(p, tuple)), ())
        first = "UNTIL_EOT" in tokens
        if first == ("DURATION" in tokens):
            raise FamilyError("an animation needs its duration once")
        p, t = tokens["PT"].split("/")
        colors = tuple(_COLORS[c] for c in tokens.get("BECOME_COLORS", "").strip().split(
            " and ") if c)
        types = ("Artifact", "Creature") if "ARTIFACT_WORD" in tokens else ("Creature",)
        return m.Becomes(on=m.SELF, colors=colors, subtypes=(tokens["SUBTYPE"],),
                         power=_pt_value(p), toughness=_pt_value(t), types=types,
                         still="STILL_LAND" in tokens, keywords=keywords,
                         duration_first=first)

    # -- "target opponent chosen at random gains control of ~" (Witch Hunt; layer 2) --------
    def random_opponent_steals(self) -> m.Effect:
        who = self._target(m.TargetSpec("player", player="opponent", random=True))
        return m.GainControl(what=m.SELF, new_controller=who)

    # -- monstrosity (CR 701.31) --------------------------------------------------------------
    def e_monstrosity(self, n: Token) -> m.Effect:
        return m.Monstrosity(amount=int(n))

    def trig_monstrous(self) -> m.Trigger:
        return m.Trigger("becomes_monstrous")

    # -- "Cast this spell only during …" (CR 601.3a; timing.py) -----------------------------
    def cast_only_window(self, window: Token) -> m.StaticAbility:
        name = next((k for k, words in CAST_WINDOWS.items() if words == str(window)), None)
        if name is None:
            raise FamilyError(f"no casting window {str(window)!r}")
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule=f"cast_only:{name}", affected=m.SELF),), zone="stack")

    # -- "Return X target creature cards from your graveyard to the battlefield. Sacrifice
    # those creatures at the beginning of the next end step." (Wake the Dead; 601.2c, 603.7c)
    def t_gy_x(self, noun: Any) -> str:
        return self._target(m.TargetSpec("card", replace(noun.filter, owner="you"),
                                         zone="graveyard", count_x=True))

    def sac_those(self) -> m.Effect:
        if not self.targets or self.targets[-1].zone != "graveyard":
            raise FamilyError("'those creatures' names no cards returned")
        return m.DelayedTrigger(effects=(m.Sacrifice(what="those"),), when="next_end_step",
                                it=f"moved:target:{len(self.targets) - 1}")

    # -- "As ~ enters, choose a creature type." (CR 614.12; chosen.py) ----------------------
    def choose_type(self) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="choose_creature_type",
                                    self_replacement=True)

    def r_chosen_type(self) -> Any:
        from cardtable.games.magic.oracle.builder_base import _Restriction

        return _Restriction({"chosen_type": True})

    def trig_cast_chosen(self) -> m.Trigger:
        return m.Trigger("cast", subject="filter", filter=m.Filter(chosen_type=True))

    def pump_per_counter(self, noun: Any, counter: Token) -> m.StaticAbility:
        """"Creatures you control of the chosen type get +1/+1 for each charge counter on
        ~." (layer 7c, counted continuously)."""
        per = m.Amount(kind="counters", counter=str(counter), ref=m.SELF)
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="7c", affected="filter", filter=noun.filter, power=per, toughness=per),))

    def each_with_counter(self, noun: Any, counter: Token,
                             effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"Each creature you control with a divinity counter on it has indestructible."."""
        if noun.filter.counters:
            raise FamilyError("two counter restrictions")
        subject = {"affected": "filter", "filter": replace(noun.filter, counters=str(counter))}
        return m.StaticAbility(effects=static_effects(subject, effects))

    # -- Mirror Match (CR 707.2, 506.3, 511.2, 603.7c) -----------------------------------------
    def e_copy_blockers(self) -> m.Effect:
        return m.CopyBlockers()

    def exile_those_tokens(self) -> m.Effect:
        return m.DelayedTrigger(effects=(m.Exile(what="those"),), when="end_of_combat",
                                it="created")

    # -- War Cadence (CR 509.1d-e) ------------------------------------------------------------
    def e_block_tax(self) -> m.Effect:
        return m.BlockTax(amount=m.Amount(kind="x"))
