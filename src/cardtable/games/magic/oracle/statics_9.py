"""Parse tree → model values for issue 29's statics, replacements and costs (helper h9-sta;
grammar block "issue 29 (h9-sta)" at the end of ``grammar.lark``). Each method builds a part
that joins a rule already in the grammar, so it combines with every value of its slots:

* "Discard another card named ~" as a cost part (grandeur, CR 118.3, 201.2): a card of the
  hand with the source's name, any effect after it;
* "is colorless" / "are colorless", and "is black" / "are black" / "is blue and red" as a
  static part (CR 105.2c, 105.3, 613.1e): layer 5 sets the colours (or none), with any subject
  and every other static part;
* "is every basic land type in addition to its other types" as a static part (CR 205.1b,
  305.7, layer 4; each type's mana ability follows from 305.6);
* "its activated abilities can't be activated unless they're mana abilities" (CR 602.5, 605.1a)
  after any subject and static parts, and "Activated abilities of GROUP can't be activated
  unless they're mana abilities."; "can't attack, block, or crew Vehicles" (702.122a);
* "Players / You can't untap more than N NOUN during their / your untap step(s)." with any
  static condition before it (CR 502.3; ``untap_limits.py``);
* "Affinity for Swamps" — affinity for a basic land type (CR 702.41a; ``costs.py``);
* "Put a -1/-1 counter on a creature you control" as a cost part (CR 118.3, 122.1);
* "Sacrifice another creature or an artifact" / "Sacrifice an artifact or another creature" as
  a cost part (CR 118.3);
* "If ~ would enter, sacrifice a Forest / two untapped lands instead. If you do, …" (CR 614.1a;
  ``enter_sacrifice.py``);
* "sacrifice X lands" as a cost part of a spell (CR 601.2b, 601.2h);
* "is a blue Frog creature with base power and toughness 1/1" / "is a creature with base
  power and toughness 5/5 in addition to its other types" as static parts (CR 205.1a-b,
  613.1d-e, 613.4b);
* "Equipped creature PARTS. It PARTS instead as long as COND." (CR 611.3a);
* "Enchanted creature PARTS as long as it's a Vampire. Otherwise, it PARTS." (CR 611.3a): two
  statics folded into the enchanted object's kind and its complement.

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_7 import ATTACHED_FOLDED
from cardtable.games.magic.model.statics_9 import (
    CANT_ACTIVATE_NONMANA,
    CANT_CREW,
    INSTEAD_FIRST,
    INSTEAD_SECOND,
    NONMANA_SENTENCE,
    OTHERWISE_FIRST,
    OTHERWISE_SECOND,
    SACRIFICE_TO_ENTER,
    UNTAP_LIMIT,
)
from cardtable.games.magic.oracle.builder_base import _NUMBERS, BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError, static_effects

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # CR 305.6
_COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@v_args(inline=True)
class Statics9(BuilderMixin):
    """h9-sta: statics, replacements and costs."""

    def sta9_cost_discard_named_self(self) -> dict[str, Any]:
        """"Discard another card named ~" (grandeur: Baru, Korlash, Oriss, Tarox; CR 118.3,
        201.2): one card of the hand that has the source's name — never the source itself."""
        return {"discard": 1, "discard_filter": m.Filter(name="~", other=True)}

    def sta9_s_is_colors(self, _verb: Token, colors: Token) -> list[m.ContinuousEffect]:
        """"is black" / "are black" / "is blue and red" (layer 5 sets the colours, CR 105.3,
        613.1e) — the colours the object had are replaced, not added to."""
        codes = tuple(_COLOR_CODES[w] for w in str(colors).lower().split(" and "))
        return [m.ContinuousEffect(layer="5", set_colors=codes)]

    def sta9_s_is_colorless(self, _verb: Token) -> list[m.ContinuousEffect]:
        """"are colorless" (layer 5 sets no colour, CR 105.2c, 613.1e)."""
        return [m.ContinuousEffect(layer="5")]

    def sta9_s_every_basic_land_type(self, _verb: Token,
                                     _its: Token) -> list[m.ContinuousEffect]:
        """"are every basic land type in addition to their other types" (layer 4 adds the five
        basic land types, CR 205.1b, 305.7; each one's mana ability follows, 305.6)."""
        return [m.ContinuousEffect(layer="4", add_subtypes=BASIC_LAND_TYPES)]

    def sta9_static_and_no_nonmana(self, subject: dict[str, Any],
                                   effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"Enchanted permanent can't attack or block, and its activated abilities can't be
        activated unless they're mana abilities." (Faith's Fetters; CR 602.5, 605.1a)."""
        no = m.ContinuousEffect(layer="rules", rule=CANT_ACTIVATE_NONMANA)
        return m.StaticAbility(effects=static_effects(subject, [*effects, no]))

    def sta9_static_then_no_nonmana(self, subject: dict[str, Any],
                                    effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"… can't attack, block, or crew Vehicles. Its activated abilities can't be activated
        unless they're mana abilities." (Intercessor's Arrest): the same rule, two sentences."""
        no = m.ContinuousEffect(layer="rules", rule=NONMANA_SENTENCE)
        return m.StaticAbility(effects=static_effects(subject, [*effects, no]))

    def sta9_no_nonmana_of(self, noun: Any) -> m.StaticAbility:
        """"Activated abilities of artifacts and creatures can't be activated unless they're
        mana abilities." (Damping Matrix; CR 602.5, 605.1a): the rule on every permanent of the
        group, on either side of the table."""
        if noun.filter.other or noun.filter.relation:
            raise FamilyError("'other' or a relation in the group whose abilities stop")
        return m.StaticAbility(effects=static_effects(
            {"affected": "filter", "filter": noun.filter},
            [m.ContinuousEffect(layer="rules", rule=CANT_ACTIVATE_NONMANA)]))

    def sta9_s_cant_attack_block_crew(self) -> list[m.ContinuousEffect]:
        """"can't attack, block, or crew Vehicles" (CR 508.1c, 509.1b, 702.122a)."""
        return [m.ContinuousEffect(layer="rules", rule=rule)
                for rule in ("cant_attack", "cant_block", CANT_CREW)]

    def sta9_untap_noun(self, noun: Any) -> m.Filter:
        if noun.filter.controller != "any" or noun.filter.other or noun.filter.relation:
            raise FamilyError("a controller or a relation in an untap limit's noun")
        return noun.filter  # type: ignore[no-any-return]

    @staticmethod
    def _untap_limit(word: Token, flt: m.Filter, who: str) -> m.ContinuousEffect:
        n = 1 if str(word).lower() == "one" else _NUMBERS.get(str(word).lower())
        if n is None or n < 1:
            raise FamilyError("an untap limit of no number")
        return m.ContinuousEffect(layer="rules", rule=UNTAP_LIMIT, affected=who, filter=flt,
                                  amount=n)

    def sta9_untap_players(self, word: Token, flt: m.Filter) -> m.ContinuousEffect:
        """"Players can't untap more than one creature during their untap steps." (502.3)."""
        return self._untap_limit(word, flt, "players")

    def sta9_untap_you(self, word: Token, flt: m.Filter) -> m.ContinuousEffect:
        """"You can't untap more than one land during your untap step." (Mungha Wurm)."""
        return self._untap_limit(word, flt, "you")

    def sta9_untap_limit_line(self, effect: m.ContinuousEffect) -> m.StaticAbility:
        return m.StaticAbility(effects=(effect,))

    def sta9_untap_limit_while(self, condition: m.Condition,
                               effect: m.ContinuousEffect) -> m.StaticAbility:
        """"As long as ~ is untapped, players can't untap more than two permanents …"."""
        return m.StaticAbility(effects=(effect,), condition=condition)

    def sta9_kw_affinity_land(self, kind: Token) -> m.Keyword:
        """"Affinity for Swamps" (CR 702.41a): {1} less for each Swamp its caster controls."""
        word = str(kind)
        return m.Keyword(name="affinity", filter=m.Filter(
            subtypes=(word if word == "Plains" else word.removesuffix("s"),)))

    def sta9_cost_put_counter_on(self, _article: Token, kind: Token, _article2: Token,
                                 noun: Any) -> dict[str, Any]:
        """"Put a -1/-1 counter on a creature you control" (118.3, 122.1): only a permanent the
        payer controls may take it."""
        if noun.filter.controller != "you":
            raise FamilyError("a counter put as a cost on what 'you' do not control")
        return {"put_counter_on": noun.filter, "put_counter_on_kind": str(kind)}

    @staticmethod
    def sta9_kind_subtype(_article: Token, subtype: Token) -> m.Filter:
        return m.Filter(subtypes=(str(subtype),))

    @staticmethod
    def sta9_kind_type(_article: Token, card_type: Token) -> m.Filter:
        return m.Filter(types=(str(card_type).capitalize(),))

    @staticmethod
    def sta9_kind_attacking() -> m.Filter:
        return m.Filter(attacking=True)

    def sta9_static_otherwise(self, noun: Token, effects: list[m.ContinuousEffect],
                              flt: m.Filter,
                              others: list[m.ContinuousEffect]) -> list[m.StaticAbility]:
        """"Enchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3."
        (CR 611.3a): each side's effects apply to the enchanted object only while it is (is
        not) of the kind, read in the effect's own layer (layers._affected)."""
        ref = "enchanted_" + str(noun).lower().split()[-1]
        return [self._folded(effects, flt, ref, OTHERWISE_FIRST),
                self._folded(others, _complement(flt), ref, OTHERWISE_SECOND)]

    @staticmethod
    def _folded(effects: list[m.ContinuousEffect], flt: m.Filter, ref: str,
                state: str) -> m.StaticAbility:
        folded: list[m.ContinuousEffect] = []
        for effect in effects:
            if effect.affected != m.SELF or effect.filter is not None:
                raise FamilyError("'as long as it's …' over an effect with its own set")
            folded.append(replace(effect, affected="enchanted", filter=flt))
        return m.StaticAbility(effects=tuple(folded), condition=m.Condition(
            kind=ATTACHED_FOLDED, filter=flt, ref=ref, state=state))

    @staticmethod
    def _sac_either(first: Token, second: Token, words: str) -> dict[str, Any]:
        kinds = (str(first).capitalize(), str(second).capitalize())
        if kinds[0] == kinds[1]:
            raise FamilyError("the same card type twice")
        return {"sacrifice": m.Filter(types=kinds, other=True), "sacrifice_words": words}

    def sta9_cost_sac_another_or(self, first: Token, _article: Token,
                                 second: Token) -> dict[str, Any]:
        """"Sacrifice another creature or an artifact" (Elite Headhunter; 118.3)."""
        return self._sac_either(first, second, "another_or")

    def sta9_cost_sac_or_another(self, _article: Token, first: Token,
                                 second: Token) -> dict[str, Any]:
        """"Sacrifice an artifact or another creature" (Malevolent Noble; 118.3)."""
        return self._sac_either(first, second, "or_another")

    @staticmethod
    def sta9_enter_sac_one(_article: Token, noun: Any) -> tuple[m.Filter, int]:
        return noun.filter, 1

    @staticmethod
    def sta9_enter_sac_n(word: Token, noun: Any) -> tuple[m.Filter, int]:
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2:
            raise FamilyError("a number of permanents to sacrifice")
        return noun.filter, n

    def sta9_enter_sacrifice(self, what: tuple[m.Filter, int]) -> m.ReplacementAbility:
        """"If ~ would enter, sacrifice a Forest instead. If you do, put ~ onto the
        battlefield. If you don't, put it into its owner's graveyard." (614.1a)."""
        flt, n = what
        if flt.controller not in ("any", "you") or flt.other or flt.relation:
            raise FamilyError("a controller or a relation in what is sacrificed to enter")
        return m.ReplacementAbility(event="enters", action=SACRIFICE_TO_ENTER,
                                    filter=replace(flt, controller="any"), amount=n)

    @staticmethod
    def sta9_cost_sac_x(noun: Any) -> dict[str, Any]:
        """"sacrifice X lands" (601.2b: X announced first; a spell's cost only — an activated
        ability announces no such X, support refuses it there)."""
        if noun.filter.other or noun.filter.relation:
            raise FamilyError("'other' or a relation in what is sacrificed")
        return {"sacrifice": noun.filter, "sacrifice_x": True}

    def sta9_s_is_creature_base(self, _article: Token, *rest: Token) -> list[m.ContinuousEffect]:
        """"is a green Elk creature with base power and toughness 3/3": the creature type
        replaces the old ones (205.1b, layer 4), the colour is set (layer 5), the base P/T
        set (7b); its card types stay."""
        *color, subtype, pt = rest
        out = [m.ContinuousEffect(layer="4", set_subtypes=(str(subtype),))]
        if color:
            out.append(m.ContinuousEffect(layer="5", set_colors=(
                _COLOR_CODES[str(color[0]).lower()],)))
        return [*out, _base_pt(pt)]

    def sta9_s_also_creature_base(self, pt: Token) -> list[m.ContinuousEffect]:
        """"is a creature with base power and toughness 5/5 in addition to its other types"
        (Ensoul Artifact; 205.1b, layer 4 adds the type, 7b sets the base P/T)."""
        return [m.ContinuousEffect(layer="4", add_types=("Creature",)), _base_pt(pt)]

    def sta9_static_instead_while(self, subject: dict[str, Any],
                                  effects: list[m.ContinuousEffect],
                                  others: list[m.ContinuousEffect],
                                  condition: m.Condition) -> list[m.StaticAbility]:
        """"Equipped creature gets +1/+0. It gets +3/+1 instead as long as COND." (611.3a):
        the usual static while COND does not hold, the other one while it does."""
        if subject.get("affected") not in ("equipped", "enchanted"):
            raise FamilyError("'It … instead as long as' after a subject other than an "
                              "attached creature")
        return [m.StaticAbility(effects=static_effects(subject, effects), condition=m.Condition(
                    kind="any_of", negate=True, all_of=(condition,), state=INSTEAD_FIRST)),
                m.StaticAbility(effects=static_effects(subject, others), condition=m.Condition(
                    kind="any_of", all_of=(condition,), state=INSTEAD_SECOND))]


def _base_pt(pt: Token) -> m.ContinuousEffect:
    p, t = str(pt).split("/")
    if not (p.isdigit() and t.isdigit()):
        raise FamilyError("a base power and toughness that is not a number")
    return m.ContinuousEffect(layer="7b", power=int(p), toughness=int(t))


def _complement(flt: m.Filter) -> m.Filter:
    """The objects not of the one kind ``flt`` names (a subtype, a card type, attacking)."""
    if flt.subtypes and len(flt.subtypes) == 1:
        return m.Filter(not_subtypes=flt.subtypes)
    if flt.types and len(flt.types) == 1:
        return m.Filter(not_types=flt.types)
    if flt.attacking:
        return m.Filter(attacking=False)
    raise FamilyError("no complement of this kind")
