"""Parse tree → conditions, costs, static abilities and replacements for the Oracle builder:
"if/as long as" conditions (CR 603.4, CR 611.3a), activation and additional costs (CR 118,
CR 602.1, CR 601.2f), continuous effects by layer (CR 613), combat restrictions and
requirements (CR 508.1c-d, CR 509.1b-c) and replacement effects (CR 614). Mixed into the
builder :class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import (
    BuilderMixin,
    OracleCompileError,
    _Noun,
    _singular,
)
from cardtable.games.magic.oracle.cost_parts_2_families import printed_order
from cardtable.games.magic.oracle.families import (
    _pt_value,
    static_effects,
)


@v_args(inline=True)
class StaticBuilder(BuilderMixin):
    """Conditions, costs, statics and replacements (the ``c_*``, ``cost_*``, ``s_*`` rules)."""

    # -- conditions -------------------------------------------------------------------------
    def c_control(self, article: Token, noun: _Noun) -> m.Condition:
        return m.Condition(kind="you_control", filter=noun.filter)

    def c_control_another(self, noun: _Noun) -> m.Condition:
        return m.Condition(kind="you_control", filter=replace(noun.filter, other=True))

    def c_eminence(self) -> m.Condition:
        # CR 113.6 / 903: an ability that says it works from the command zone (eminence)
        return m.Condition(kind="self_in_zones", zone="command,battlefield")

    def c_your_turn(self) -> m.Condition:
        return m.Condition(kind="your_turn")

    def c_kicked(self) -> m.Condition:
        return m.Condition(kind="kicked")  # CR 702.33d

    def c_life_at_most(self, n: Token) -> m.Condition:
        return m.Condition(kind="life_at_most", amount=int(n))

    def c_life_at_least(self, n: Token) -> m.Condition:
        return m.Condition(kind="life_at_least", amount=int(n))

    def condition(self, c: m.Condition) -> m.Condition:
        return c

    # -- costs ------------------------------------------------------------------------------
    def cost_mana(self, mana: str) -> dict[str, Any]:
        return {"mana": mana}

    def cost_tap(self) -> dict[str, Any]:
        return {"tap": True}

    def cost_sac_self(self) -> dict[str, Any]:
        return {"sacrifice_self": True}

    def cost_sac(self, article: Token, noun: _Noun) -> dict[str, Any]:
        return {"sacrifice": noun.filter}

    def cost_sac_another(self, noun: _Noun) -> dict[str, Any]:
        return {"sacrifice": replace(noun.filter, other=True)}

    def cost_life(self, n: Token) -> dict[str, Any]:
        return {"pay_life": int(n)}

    def cost_discard_self(self) -> dict[str, Any]:
        return {"discard_self": True}

    def cost_loyalty(self, token: Token) -> dict[str, Any]:
        text = str(token)[1:-1].replace("−", "-")
        return {"loyalty": int(text)}

    def cost(self, *parts: dict[str, Any]) -> m.Cost:
        fields: dict[str, Any] = {}
        for part in parts:
            for key in part:
                if key in fields:
                    raise OracleCompileError(f"the cost names {key} twice")
            fields.update(part)
        return printed_order(m.Cost(**fields), parts)  # h6-costs: the parts as printed

    def additional_cost_line(self, part: dict[str, Any]) -> m.Cost:
        return m.Cost(**part)

    # -- statics and replacements -------------------------------------------------------------
    def s_pump(self, pt: Token) -> list[m.ContinuousEffect]:
        p, t = str(pt).split("/")
        return [m.ContinuousEffect(layer="7c", power=_pt_value(p), toughness=_pt_value(t))]

    def s_keywords(self, keywords: tuple[m.Keyword, ...]) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="6", add_keywords=keywords)]

    def s_cant_block(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="cant_block")]

    def s_cant_attack(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="cant_attack")]

    def s_doesnt_untap(self) -> list[m.ContinuousEffect]:  # 502.3
        return [m.ContinuousEffect(layer="rules", rule="doesnt_untap")]

    def s_cant_attack_block(self) -> list[m.ContinuousEffect]:
        return self.s_cant_attack() + self.s_cant_block()

    # combat restrictions and requirements (CR 508.1c-d, 509.1b-c; combat_rules.py)
    def s_cant_be_blocked(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="cant_be_blocked")]

    def s_min_two_blockers(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="min_two_blockers")]

    def s_max_one_blocker(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="max_one_blocker")]

    def s_attacks_each_combat(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="attacks_each_combat")]

    def s_block_only_flyers(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="block_only_flyers")]

    def s_must_be_blocked(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="must_be_blocked")]

    def s_cant_be_blocked_power(self, n: Token) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule=f"cant_be_blocked_power_max:{int(n)}")]

    def s_attack_needs_land(self, article: Token, subtype: Token) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule=f"attack_needs_defender_land:{subtype}")]

    def lure_line(self, subject: dict[str, Any]) -> m.StaticAbility:
        return m.StaticAbility(effects=(
            m.ContinuousEffect(layer="rules", rule="all_must_block", **subject),))

    def static_parts(self, *parts: list[m.ContinuousEffect]) -> list[m.ContinuousEffect]:
        return [e for part in parts for e in part]

    def subj_self(self) -> dict[str, Any]:
        return {"affected": m.SELF}

    def subj_enchanted(self) -> dict[str, Any]:
        return {"affected": "enchanted"}

    def subj_equipped(self) -> dict[str, Any]:
        return {"affected": "equipped"}

    def subj_other(self, noun: _Noun) -> dict[str, Any]:
        return {"affected": "filter", "filter": replace(noun.filter, other=True)}

    def static_line(self, subject: dict[str, Any],
                    effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        return m.StaticAbility(effects=static_effects(subject, effects))

    def type_setting_line(self, noun: _Noun, types: Token) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="4", affected="filter", filter=noun.filter,
            set_subtypes=(_singular(str(types)) if str(types) != "Plains" else "Plains",)),))
    def can_be_commander(self) -> m.StaticAbility:
        # CMD-1.1 / CR 903.3d: a deck-building permission; it does nothing during a game
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules",
                                                           rule="can_be_commander"),))

    def no_max_hand_size(self) -> m.StaticAbility:
        # CR 402.2: the controller's maximum hand size (checked in cleanup, 514.1) is gone
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules", affected=m.YOU,
                                                           rule="no_max_hand_size"),))

    def rep_exile_anywhere(self) -> m.ReplacementAbility:
        """"If ~ would be put into a graveyard from anywhere, exile it instead." (CR 614.1a,
        614.6; it functions in every zone, 113.6b)."""
        return m.ReplacementAbility(event="to_graveyard", action="exile")

    def rep_exile_dies(self) -> m.ReplacementAbility:
        """"If ~ would die, exile it instead." (CR 614.6)."""
        return m.ReplacementAbility(event="dies", action="exile")

    def rep_tapped(self) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="tapped", self_replacement=True)

    def rep_counters_mana_spent(self) -> m.ReplacementAbility:
        # CR 601.2h: the mana paid for the spell, counted as the permanent enters
        return m.ReplacementAbility(event="enters", action="counters", counter="+1/+1",
                                    amount=m.Amount(kind="mana_spent"), self_replacement=True)

    def rep_tapped_counters(self, counters: tuple[str, m.Quantity]) -> list[m.Ability]:
        return [self.rep_tapped(), self.rep_counters(counters)]

    def rep_counters(self, counters: tuple[str, m.Quantity]) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="counters", counter=counters[0],
                                    amount=counters[1], self_replacement=True)

    def rep_counters_kicked(self, counters: tuple[str, m.Quantity]) -> m.ReplacementAbility:
        """"~ enters with a +1/+1 counter on it for each time it was kicked." (multikicker,
        CR 702.33c, 614.1c)."""
        if counters[1] != 1:
            raise OracleCompileError("several counters for each time it was kicked")
        return m.ReplacementAbility(event="enters", action="counters", counter=counters[0],
                                    amount=m.Amount(kind="kicks"), self_replacement=True)

    def rep_copy(self, noun: _Noun) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="copy", filter=noun.filter,
                                    optional=True)

    def rep_copy_except(self, noun: _Noun, exc: m.CopyExcept) -> m.ReplacementAbility:
        """"…, except it has haste" (CR 707.9, 614.1c)."""
        return m.ReplacementAbility(event="enters", action="copy", filter=noun.filter,
                                    optional=True, copy_except=exc)

    def rep_control_enchanted(self) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="2", affected="enchanted"),))
