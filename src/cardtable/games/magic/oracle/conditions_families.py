"""Parse tree → model values for the static / condition / quantity sub-grammars of issue 28
(``grammar.lark``'s block "issue 28, statics"). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.statics_families`.

Each rule is a part that composes with the shared sub-grammars, not one card's sentence:

* conditions (the ``condition`` rule, so they serve "as long as", an intervening "if", "if …,"
  and "activate only if" alike): "seven or more cards are in your graveyard" (threshold),
  "you have no cards in hand", "you have N or more cards in hand", "it's not your turn",
  "~ is untapped/equipped/enchanted/monstrous/attacking", "there are four or more card types
  among cards in your graveyard" (delirium), "an opponent has N or more cards in their
  graveyard", "you control no …" (CR 611.3a for the statics: checked continuously);
* "As long as COND, SUBJECT PARTS." and "SUBJECT PARTS as long as COND." with any condition,
  subject and static parts (CR 611.3a, 613);
* characteristic-defining abilities "~'s power and toughness are each equal to X",
  "~'s power is equal to X" with any quantity the ``xdef`` sub-grammar reads (CR 604.3,
  layer 7a, 613.4a);
* "This spell costs {N} less to cast if COND." (CR 601.2f, any condition);
* "~ enters with N counters on it if COND." and "~ enters with a counter on it for each …"
  (CR 614.1c, any condition or "for each" quantity).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import _NUMBERS, BuilderMixin, _Noun, _Restriction
from cardtable.games.magic.oracle.families import FamilyError, static_effects


def _n(word: Token) -> int:
    value = _NUMBERS.get(str(word).lower())
    if value is None:
        raise FamilyError(f"no number {word!r} in a condition")
    return value


@v_args(inline=True)
class ConditionFamilies(BuilderMixin):
    """The builder methods of the issue-28 statics block (``c_*``, ``static_while_*``,
    ``cda_*``, ``cost_less_if_line``, ``rep_counters_if``, ``rep_counters_for_each``)."""

    # -- conditions (CR 611.3a, 603.4, 602.5b) ---------------------------------------------------
    def c_graveyard_at_least(self, n: Token) -> m.Condition:
        """"seven or more cards are in your graveyard" (threshold)."""
        return m.Condition(kind="cards_in_zone", zone="graveyard", amount=_n(n))

    def c_opp_graveyard_at_least(self, n: Token) -> m.Condition:
        return m.Condition(kind="cards_in_zone", zone="graveyard", amount=_n(n),
                           ref="opponent")

    def c_empty_hand(self) -> m.Condition:
        """"you have no cards in hand" (hellbent): not one card in your hand."""
        return m.Condition(kind="cards_in_zone", zone="hand", amount=1, negate=True)

    def c_not_your_turn(self) -> m.Condition:
        return m.Condition(kind="your_turn", negate=True)

    def c_self_is(self, state: Token) -> m.Condition:
        return m.Condition(kind="self_is", state=str(state).lower())

    def sc_its_state(self, state: Token) -> m.Condition:
        """"it's untapped" in a static ability: "it" is the ability's own object."""
        return m.Condition(kind="self_is", state=str(state).lower(), ref="it")

    def c_delirium(self, n: Token) -> m.Condition:
        return m.Condition(kind="graveyard_card_types", amount=_n(n))

    def c_control_none(self, noun: _Noun) -> m.Condition:
        """"you control no untapped lands": not one (CR 109.5)."""
        if noun.filter.controller != "any":
            raise FamilyError("a controller inside 'you control no …'")
        return m.Condition(kind="you_control", filter=noun.filter, negate=True)

    def c_opp_controls(self, article: Token, noun: _Noun) -> m.Condition:
        if noun.filter.controller != "any":
            raise FamilyError("a controller inside 'an opponent controls …'")
        return m.Condition(kind="opponent_controls", filter=noun.filter)

    def c_attacked_this_turn(self) -> m.Condition:
        """"you attacked this turn" (raid): you declared one or more attackers (CR 508.1)."""
        return m.Condition(kind="attacked_this_turn")

    def c_opponent_lost_life(self) -> m.Condition:
        return m.Condition(kind="opponent_lost_life_this_turn")

    def c_gained_life_this_turn(self) -> m.Condition:
        return m.Condition(kind="gained_life_this_turn")

    def static_condition(self, c: m.Condition) -> m.Condition:
        return c

    # -- "as long as" statics (CR 611.3a) ---------------------------------------------------------
    def static_while_lead(self, condition: m.Condition, subject: dict[str, Any],
                          effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        return m.StaticAbility(effects=static_effects(subject, effects), condition=condition)

    def static_while_it(self, condition: m.Condition,
                        effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"As long as ~ is equipped, it has first strike." (CR 611.3a): "it" is ~."""
        return m.StaticAbility(effects=static_effects({"affected": m.SELF}, effects),
                               condition=condition)

    def static_while_trail(self, subject: dict[str, Any], effects: list[m.ContinuousEffect],
                           condition: m.Condition) -> m.StaticAbility:
        return m.StaticAbility(effects=static_effects(subject, effects), condition=condition,
                               condition_after=True)

    def static_where(self, subject: dict[str, Any], effects: list[m.ContinuousEffect],
                     amount: m.Amount) -> m.StaticAbility:
        """"Enchanted creature gets -X/-0, where X is …": each X of the static's P/T change is
        the quantity, its sign kept (CR 613.4c)."""
        def bind(value: m.Quantity) -> m.Quantity:
            if isinstance(value, m.Amount) and value.kind == "x":
                return replace(amount, multiplier=amount.multiplier * value.multiplier)
            return value

        bound = [replace(e, power=bind(e.power), toughness=bind(e.toughness)) for e in effects]
        if bound == effects:
            raise FamilyError("'where X is' with no X")
        return m.StaticAbility(effects=static_effects(subject, bound))

    def x_all_graveyards(self, noun: _Noun) -> m.Amount:
        if noun.filter.owner != "any" or noun.filter.controller != "any":
            raise FamilyError("an owner inside '… in all graveyards'")
        return m.Amount(kind="count", filter=noun.filter, zone="graveyard")

    # -- "As ~ enters, you may reveal a … card from your hand. If you don't, …" (CR 614.12) ------
    def rep_reveal_or_tapped(self, article: Token, noun: Any) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="tapped_unless_reveal",
                                    filter=noun.filter, self_replacement=True)

    # -- "can attack as though it didn't have defender" (CR 702.3b) -----------------------------
    def s_attack_despite_defender(self, pronoun: Token) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="attack_despite_defender")]

    def e_attack_despite_defender_turn(self, what: str) -> m.Effect:
        return m.GrantAbilities(on=what, rules=("attack_despite_defender",))

    # -- "its activated abilities can't be activated" (CR 602.5) --------------------------------
    def static_and_no_activation(self, subject: dict[str, Any],
                                 effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        no = m.ContinuousEffect(layer="rules", rule="cant_activate")
        return m.StaticAbility(effects=static_effects(subject, [*effects, no]))

    def static_no_activation(self, subject: dict[str, Any]) -> m.StaticAbility:
        no = m.ContinuousEffect(layer="rules", rule="cant_activate")
        return m.StaticAbility(effects=static_effects(subject, [no]))

    def x_count_battlefield(self, noun: _Noun) -> m.Amount:
        if noun.filter.controller != "any":
            raise FamilyError("a controller inside '… on the battlefield'")
        return m.Amount(kind="count", filter=noun.filter, says_battlefield=True)

    def x_highest_mana_value(self, noun: _Noun) -> m.Amount:
        return m.Amount(kind="greatest_mana_value", filter=noun.filter)

    def x_all_graveyards_named(self, noun: _Noun) -> m.Amount:
        return replace(self.x_all_graveyards(noun), filter=replace(noun.filter, name="~"))

    def x_graveyard_named(self, noun: _Noun) -> m.Amount:
        return m.Amount(kind="count", filter=replace(noun.filter, owner="you", name="~"),
                        zone="graveyard")

    def r_named_self(self) -> _Restriction:
        """"named ~": the name of the ability's own object (CR 201.2, 201.4)."""
        return _Restriction({"name": "~"})

    # -- characteristic-defining abilities (CR 604.3, 613.4a) -----------------------------------
    def cda_pt(self, amount: m.Amount) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="7a", affected=m.SELF, power=amount, toughness=amount),))

    def cda_power(self, amount: m.Amount) -> m.StaticAbility:
        """"~'s power is equal to …": the toughness stays printed (CR 604.3, 208.2)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="7a", affected=m.SELF, power=amount, rule="power"),))

    def cda_toughness(self, amount: m.Amount) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="7a", affected=m.SELF, toughness=amount, rule="toughness"),))

    # -- "This spell costs {N} less to cast if …" (CR 601.2f) ------------------------------------
    def cost_less_if_line(self, n: Token, condition: m.Condition) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="cost_reduction_self", affected=m.SELF, amount=int(n)),),
            condition=condition, condition_after=True)

    # -- "~ enters with … counters on it if …/for each …" (CR 614.1c) ------------------------------
    def rep_counters_if(self, counters: tuple[str, m.Quantity],
                        condition: m.Condition) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="counters", counter=counters[0],
                                    amount=counters[1], self_replacement=True,
                                    condition=condition)

    def rep_counters_for_each(self, counters: tuple[str, m.Quantity],
                              amount: m.Amount) -> m.ReplacementAbility:
        if counters[1] != 1:
            raise FamilyError("several counters for each")
        if amount.kind == "kicks":  # multikicker's own wording (statics_builder, 702.33c)
            amount = m.Amount(kind="kicks")
        else:
            amount = replace(amount, wording="for_each")
        return m.ReplacementAbility(event="enters", action="counters", counter=counters[0],
                                    amount=amount, self_replacement=True)
