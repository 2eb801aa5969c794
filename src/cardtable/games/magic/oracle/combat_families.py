"""Parse tree → model values for combat wordings (issues 28/29): "defending player controls" as
the owner of any noun after a combat trigger (CR 506.2); "can't be blocked by <noun>" and
"creatures with power less than ~'s power can't block it" (509.1b). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.lands`."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.combat import (
    ASSIGN_AS_UNBLOCKED,
    BLOCK_ADDITIONAL,
    BLOCK_ANY_NUMBER,
    BLOCKED_EXCEPT_BY,
    CANT_ATTACK_ALONE,
    CANT_BLOCK_ALONE,
    CANT_BLOCK_NOUN,
    MIN_THREE_BLOCKERS,
    UNBLOCKABLE_IF_DEFENDER,
    blocked_by_rule,
)
from cardtable.games.magic.model.combat_keywords import BlockIfAble, CantBlockIt
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Noun
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.joins import _Joined, _joined


@v_args(inline=True)
class CombatFamilies(BuilderMixin):

    if TYPE_CHECKING:  # trigger_events.EventAnaphora's, earlier in the builder's bases
        def that_creature_ref(self) -> str: ...

    def s_cant_be_blocked_by(self, noun: _Noun) -> list[m.ContinuousEffect]:
        """"can't be blocked by <noun>" (CR 509.1b): no creature matching the noun may block
        it. A colour alone or "power N or less" keep their older rules (the same words)."""
        f = noun.filter
        if f.types == ("Creature",) and replace(f, colors=()) == m.Filter(types=("Creature",)) \
                and len(f.colors) == 1:
            return [m.ContinuousEffect(layer="rules", rule=f"cant_be_blocked_color:{f.colors[0]}")]
        if f.power_max is not None and replace(f, power_max=None) == m.Filter(
                types=("Creature",)):
            return [m.ContinuousEffect(layer="rules",
                                       rule=f"cant_be_blocked_power_max:{f.power_max}")]
        if f.controller != "any" or f.owner != "any" or f.other or f.chosen_type \
                or f.damaged_by_self or f.lesser_power or f.name:
            raise FamilyError("'can't be blocked by' a noun naming a player or an object")
        return [m.ContinuousEffect(layer="rules", rule=blocked_by_rule(f))]

    def power_less_cant_block(self) -> m.StaticAbility:
        """"Creatures with power less than ~'s power can't block it." (CR 509.1b): compared
        as blockers are declared."""
        return m.StaticAbility(effects=(
            m.ContinuousEffect(layer="rules", rule="cant_be_blocked_power_less"),))

    # "can't attack alone" / "can't block alone" (CR 506.5): restrictions on the whole
    # declaration (combat.check_attacks, check_blocks)
    def s_cant_attack_alone(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule=CANT_ATTACK_ALONE)]

    def s_cant_block_alone(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule=CANT_BLOCK_ALONE)]

    def s_cant_attack_block_alone(self) -> list[m.ContinuousEffect]:
        return self.s_cant_attack_alone() + self.s_cant_block_alone()

    def assign_as_unblocked(self) -> m.StaticAbility:
        """"You may have ~ assign its combat damage as though it weren't blocked." (CR
        510.1c): blocked, its controller may assign all its damage to the player or
        planeswalker it attacks (combat.damage_decision offers it)."""
        return m.StaticAbility(effects=(
            m.ContinuousEffect(layer="rules", rule=ASSIGN_AS_UNBLOCKED),))

    def e_lure_turn(self, what: str) -> m.Effect:
        """"All creatures able to block <object> this turn do so." (CR 509.1c): the object has
        the lure requirement (``all_must_block``, combat_rules) until end of turn."""
        return m.GrantAbilities(on=what, rules=("all_must_block",))

    def e_tap_that_no_untap(self) -> _Joined:
        """"tap that creature and it doesn't untap during its controller's next untap step"
        (CR 502.3): "that creature" is the creature the trigger's event names."""
        what = self.that_creature_ref()  # the event's creature, also the event's "it"
        return _joined((m.Tap(what=what), m.GrantAbilities(
            on="it", rules=("doesnt_untap",), duration="next_untap")), "and")

    # exert (CR 701.39a; combat.exert_candidates asks, triggers.exerted fires)
    def trig_exert(self) -> m.Trigger:
        return m.Trigger("exerted")

    def trig_you_exert(self) -> m.Trigger:
        return m.Trigger("exerted", subject="filter", filter=m.Filter(types=("Creature",)))

    def exert_alone(self) -> m.TriggeredAbility:
        """"You may exert ~ as it attacks." with nothing that happens when you do (the
        "Whenever you exert a creature" cards)."""
        return m.TriggeredAbility(m.Trigger("exerted"), effects=())

    def e_blocks_it_if_able(self, what: str) -> m.Effect:
        """"<target> blocks it this combat if able" (CR 509.1c) after "Whenever ~ attacks":
        "it" is the attacker with the ability."""
        if self.it_subject != "self":
            raise FamilyError("'blocks it' without an attacker the trigger names")
        return BlockIfAble(blocker=what)

    def s_blocked_except_by(self, noun: _Noun) -> list[m.ContinuousEffect]:
        """"can't be blocked except by <noun>" (CR 509.1b): only matching creatures block it."""
        return [m.ContinuousEffect(layer="rules", rule=blocked_by_rule(
            self._plain_blockers(noun.filter), BLOCKED_EXCEPT_BY))]

    def s_cant_block_noun(self, noun: _Noun) -> list[m.ContinuousEffect]:
        """"can't block <noun>" (CR 509.1b): the attackers it may not block."""
        return [m.ContinuousEffect(layer="rules", rule=blocked_by_rule(
            self._plain_blockers(noun.filter), CANT_BLOCK_NOUN))]

    def s_min_three_blockers(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule=MIN_THREE_BLOCKERS)]

    @staticmethod
    def _plain_blockers(f: m.Filter) -> m.Filter:
        if f.controller != "any" or f.owner != "any" or f.other or f.chosen_type \
                or f.damaged_by_self or f.lesser_power or f.name:
            raise FamilyError("a combat restriction's noun naming a player or an object")
        return f

    def cast_only_attacked(self) -> m.StaticAbility:
        """"Cast this spell only during the declare attackers step and only if you've been
        attacked this step." (CR 601.3a; timing.py's window)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="cast_only:attacked_this_step", affected=m.SELF),), zone="stack")

    # blocking more than one attacker (CR 509.1a; combat.extra_blocks_decision)
    def s_block_additional(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule=BLOCK_ADDITIONAL)]

    def s_block_any_number(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule=BLOCK_ANY_NUMBER)]

    def s_unblockable_if_defender(self, article: Token, noun: _Noun) -> list[m.ContinuousEffect]:
        """"can't be blocked as long as defending player controls <a noun>" (CR 509.1b): each
        blocker's controller is the defending player of the attacker it would block."""
        return [m.ContinuousEffect(layer="rules", rule=blocked_by_rule(
            self._plain_blockers(noun.filter), UNBLOCKABLE_IF_DEFENDER))]

    def e_blocks_self_turn(self, what: str) -> m.Effect:
        """"<target> blocks ~ this turn if able" (CR 509.1c): a requirement toward the
        ability's own creature until end of turn."""
        return BlockIfAble(blocker=what, duration="end_of_turn")

    def e_cant_block_self_turn(self, what: str) -> m.Effect:
        """"<target> can't block ~ this turn" (CR 509.1b)."""
        return CantBlockIt(blocker=what)

    def kw_awaken(self, n: Token, mana: str) -> m.Keyword:
        """"Awaken N—[cost]" (CR 702.113a): ``amount`` +1/+1 counters, ``cost`` to pay
        (cast_modes.awakened adds the land target and its effects)."""
        return m.Keyword(name="awaken", amount=int(n), cost=m.Cost(mana=mana))
