"""Parse tree → model values for the damage prevention and damage replacement sub-grammar
(issues 28/29, ``grammar.lark``'s "h4-prevent" block; the builder
:class:`~cardtable.games.magic.oracle.compiler._Build` mixes this in).

Every sentence is one :class:`~cardtable.games.magic.model.damage_rules.DamageRule` built from
parts that combine: a prevention head (all / combat / noncombat damage, CR 120.2), a recipient
(a plural noun, "you and NOUN", any object: 615.1a), a source ("by attacking creatures", "by
sources you don't control", "a red source you control", "~", "target creature"), a duration
("this turn": a resolving effect, 514.2; none: a static ability of a permanent, 604.1) and what
happens instead (prevented, N of it prevented, double, triple, plus or minus N: 614.1a, 615.7).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Noun
from cardtable.games.magic.oracle.families import FamilyError

_KINDS = {"": "", "combat": "combat", "noncombat": "noncombat"}


def _kind_of(token: Token | str | None) -> str:
    words = str(token or "").lower().strip()
    return "noncombat" if "noncombat" in words else "combat" if "combat" in words else ""


def _ref_side(ref: str) -> m.DamageSide:
    if ref == m.YOU:
        return m.DamageSide(who="you")
    if ref.startswith("each") or ref in ("it", "that_player"):
        raise FamilyError("a prevention effect on an object named earlier")
    return m.DamageSide(who="ref", ref=ref)


def _static(rule: m.DamageRule) -> m.ReplacementAbility:
    return m.ReplacementAbility(event="damage", action="rule", applies_to="filter",
                                effects=(rule,))


@v_args(inline=True)
class PreventionFamilies(BuilderMixin):
    """The damage prevention and replacement sentences (CR 615, 614.1a)."""

    if TYPE_CHECKING:  # filters_builder.FilterBuilder's, earlier in the builder's bases
        def _noun(self, parts: tuple[Any, ...]) -> _Noun: ...

    # -- the parts ------------------------------------------------------------------------
    def pvh_all(self) -> str:
        return ""

    def pvh_combat(self) -> str:
        return "combat"

    def pvh_noncombat(self) -> str:
        return "noncombat"

    def pvg_noun(self, noun: _Noun) -> m.DamageSide:
        """"creatures you control", "attacking creatures you control", "Spirits you control"."""
        return m.DamageSide(who="filter", filter=noun.filter)

    def pvg_you_and(self, noun: _Noun) -> m.DamageSide:
        """"you and permanents you control", "you and creatures you control"."""
        if noun.filter.controller != "you":
            raise FamilyError("'you and' a group of other players' permanents")
        return m.DamageSide(who="you_and", filter=noun.filter)

    def pvg_players(self) -> m.DamageSide:
        """"players" (every player, no permanent)."""
        return m.DamageSide(who="player", words="players")

    def pvb_chosen(self, _article: Token, *parts: Any) -> m.DamageSide:
        """"a source of your choice", "a red source of your choice" (CR 609.7a: chosen as the
        effect resolves)."""
        return m.DamageSide(who="chosen", filter=self._noun(parts).filter)

    def pv_chosen(self, side: m.DamageSide) -> m.DamageSide:
        return side

    def e_pv_chosen_deals_to(self, kind: str, by: m.DamageSide, to: m.DamageSide) -> m.Effect:
        """"Prevent all damage a source of your choice would deal to you this turn"."""
        return m.DamageRule(damage=kind, source=by, recipient=to, form="deals_to_turn")

    def e_prevent_next_x(self, to: str) -> m.Effect:
        """"Prevent the next X damage that would be dealt to any target this turn" (615.7),
        X defined by the spell's X or a "where X is …" (107.3)."""
        return m.PreventDamage(to=to, amount=m.Amount(kind="x"))

    def static_pv_to_and_by(self, kind: str, who: Token) -> m.Ability:
        """"Prevent all combat damage that would be dealt to and dealt by enchanted creature."
        (615.1a): two rules, the damage to it and the damage it deals."""
        ref = m.SELF if str(who) == "~" else "enchanted"
        side = m.DamageSide(who="ref", ref=ref)
        return m.ReplacementAbility(event="damage", action="rule", applies_to="filter",
                                    effects=(m.DamageRule(damage=kind, recipient=side,
                                                          form="to_and_by"),
                                             m.DamageRule(damage=kind, source=side,
                                                          form="to_and_by")))

    def drs_another_source(self, *parts: Any) -> m.DamageSide:
        """"another red source you control": not the permanent whose ability this is."""
        f = self._noun(parts).filter
        return m.DamageSide(who="filter", filter=replace(f, other=True), words="source")

    def drr_enchanted_player(self) -> m.DamageSide:
        return m.DamageSide(who="ref", ref="enchanted_player")

    def drr_opponent_or_theirs(self) -> m.DamageSide:
        """"an opponent or a permanent an opponent controls" (Torbran)."""
        return m.DamageSide(who="opponent_or_theirs")

    def drr_another(self, noun: _Noun) -> m.DamageSide:
        """"another Dinosaur you control": not the permanent whose ability this is."""
        return m.DamageSide(who="filter", filter=replace(noun.filter, other=True))

    def drr_equipped(self) -> m.DamageSide:
        return m.DamageSide(who="ref", ref="equipped")

    def dro_all_but(self, n: Token) -> tuple[str, int, str]:
        """"prevent all but 1 of that damage" (615.7)."""
        return "all_but", int(n), ""

    def dr_outcome(self, outcome: tuple[str, int, str]) -> tuple[str, int, str]:
        return outcome

    def dro_half(self, that: Token) -> tuple[str, int, str]:
        return "half", 0, str(that).lower()

    def pvt_group(self, side: m.DamageSide) -> m.DamageSide:
        return side

    def pvt_object(self, ref: str) -> m.DamageSide:
        return _ref_side(ref)

    def pvt_you(self) -> m.DamageSide:
        return m.DamageSide(who="you")

    def pvt_self(self) -> m.DamageSide:
        return m.DamageSide(who="ref", ref=m.SELF)

    def pvt_enchanted(self) -> m.DamageSide:
        return m.DamageSide(who="ref", ref="enchanted")

    def pv_static_who(self, side: m.DamageSide) -> m.DamageSide:
        return side

    def pvs_noun(self, noun: _Noun) -> m.DamageSide:
        return m.DamageSide(who="filter", filter=noun.filter)

    def pvs_sources(self, *parts: Any) -> m.DamageSide:
        """"sources you don't control", "artifact sources", "non-Human sources"."""
        f = self._noun(parts).filter
        return m.DamageSide(who="filter", filter=f, words="sources")

    def pvs_instants_sorceries(self) -> m.DamageSide:
        return m.DamageSide(who="spell", filter=m.Filter(types=("Instant", "Sorcery")),
                            words="instant and sorcery spells")

    def pvb_sources(self, side: m.DamageSide) -> m.DamageSide:
        return side

    def pvb_object(self, ref: str) -> m.DamageSide:
        if ref == m.YOU:
            raise FamilyError("damage dealt by a player")
        return _ref_side(ref)

    # -- resolving effects: until the turn ends (514.2) ------------------------------------
    def e_pv_to(self, kind: str, to: m.DamageSide) -> m.Effect:
        """"Prevent all damage that would be dealt to creatures you control this turn"."""
        return m.DamageRule(damage=kind, recipient=to, form="to_turn")

    def e_pv_noncombat_to(self, ref: str) -> m.Effect:
        return m.DamageRule(damage="noncombat", recipient=_ref_side(ref), form="to_turn")

    def e_pv_to_by(self, kind: str, to: m.DamageSide, by: m.DamageSide) -> m.Effect:
        """"Prevent all damage that would be dealt to you this turn by attacking creatures"."""
        return m.DamageRule(damage=kind, recipient=to, source=by, form="to_turn_by")

    def e_pv_turn_to(self, kind: str, to: m.DamageSide) -> m.Effect:
        """"Prevent all damage that would be dealt this turn to creatures you control"."""
        return m.DamageRule(damage=kind, recipient=to, form="turn_to")

    def e_pv_by(self, kind: str, by: m.DamageSide) -> m.Effect:
        """"Prevent all damage that would be dealt by creatures this turn"."""
        return m.DamageRule(damage=kind, source=by, form="by_turn")

    def e_pv_turn_by(self, head: Token, by: m.DamageSide) -> m.Effect:
        """"Prevent all damage that would be dealt this turn by non-Human sources"."""
        return m.DamageRule(damage=_kind_of(head), source=by, form="turn_by")

    def e_pv_turn_by_words(self, by: m.DamageSide) -> m.Effect:
        return m.DamageRule(damage="combat", source=by, form="turn_by")

    def e_pv_turn(self, head: Token) -> m.Effect:
        """"Prevent all damage that would be dealt this turn" (615.1a, every source)."""
        return m.DamageRule(damage=_kind_of(head), form="turn")

    def e_pv_dealer(self, kind: str, by: m.DamageSide) -> m.Effect:
        """"Prevent all combat damage that creatures would deal this turn"."""
        return m.DamageRule(damage=kind, source=by, form="that_deal_turn")

    def e_pv_dealer_to(self, kind: str, by: m.DamageSide, to: m.DamageSide) -> m.Effect:
        """"Prevent all damage that creatures would deal to players this turn"."""
        return m.DamageRule(damage=kind, source=by, recipient=to, form="that_deal_to_turn")

    def e_pv_object_deals(self, kind: str, ref: str | m.DamageSide) -> m.Effect:
        """"Prevent all combat damage target creature would deal this turn", "Prevent all
        damage a red source of your choice would deal this turn"."""
        if isinstance(ref, m.DamageSide):
            return m.DamageRule(damage=kind, source=ref, form="deals_turn")
        if ref == m.YOU:
            raise FamilyError("damage dealt by a player")
        return m.DamageRule(damage=kind, source=_ref_side(ref), form="deals_turn")

    def pv_by(self, side: m.DamageSide) -> m.DamageSide:
        return side

    # -- static abilities of a permanent (604.1) -------------------------------------------
    def static_pv_to(self, kind: str, to: m.DamageSide) -> m.Ability:
        """"Prevent all noncombat damage that would be dealt to you and creatures you
        control."."""
        return _static(m.DamageRule(damage=kind, recipient=to, form="to"))

    def static_pv_to_by(self, kind: str, to: m.DamageSide, by: m.DamageSide) -> m.Ability:
        """"Prevent all damage that would be dealt to ~ by artifact creatures."."""
        return _static(m.DamageRule(damage=kind, recipient=to, source=by, form="to_by"))

    def static_pv_by(self, kind: str, by: m.DamageSide) -> m.Ability:
        """"Prevent all damage that would be dealt by instant and sorcery spells."."""
        return _static(m.DamageRule(damage=kind, source=by, form="by"))

    def static_pv_self_deals(self, kind: str, to: m.DamageSide) -> m.Ability:
        """"Prevent all damage that ~ would deal to snow creatures."."""
        return _static(m.DamageRule(damage=kind, source=m.DamageSide(who="ref", ref=m.SELF),
                                    recipient=to, form="that_deal_to"))

    # -- "… can't be prevented" (615.12) --------------------------------------------------
    def e_unpreventable_turn(self) -> m.Effect:
        """"Damage can't be prevented this turn." (615.12: every damage, until the turn
        ends)."""
        return m.DamageRule(action="unpreventable", form="cant_turn")

    def pv_unpreventable_by(self, side: m.DamageSide) -> m.DamageSide:
        return side

    def static_unpreventable_by(self, words: Token, source: m.DamageSide) -> m.Ability:
        """"Damage that would be dealt by ~ can't be prevented.", "Combat damage that would be
        dealt by creatures you control can't be prevented." (615.12)"""
        return _static(m.DamageRule(action="unpreventable", damage=_kind_of(words), source=source,
                                    form="cant"))

    # -- redirection (614.1a, 614.9) and the one-use shield (615.7) -------------------------
    def rdt_object(self, ref: str) -> m.DamageSide:
        return m.DamageSide(who="you") if ref == m.YOU else _ref_side(ref)

    def rdt_its_controller(self) -> m.DamageSide:
        return m.DamageSide(who="recipient_controller", words="its controller")

    def rdt_source_controller(self) -> m.DamageSide:
        return m.DamageSide(who="source_controller", words="that source's controller")

    def rdt_spell_controller(self) -> m.DamageSide:
        return m.DamageSide(who="source_controller", words="that spell's controller")

    def rdt_self(self) -> m.DamageSide:
        return m.DamageSide(who="ref", ref=m.SELF)

    def rdt_enchanted(self) -> m.DamageSide:
        return m.DamageSide(who="ref", ref="enchanted")

    def rdt_equipped(self) -> m.DamageSide:
        return m.DamageSide(who="ref", ref="equipped")

    def rds_side(self, side: m.DamageSide) -> m.DamageSide:
        return side

    def rds_object(self, ref: str) -> m.DamageSide:
        if ref == m.YOU:
            raise FamilyError("damage dealt by a player")
        return _ref_side(ref)

    @staticmethod
    def _redirect(kind: str, recipient: m.DamageSide, source: m.DamageSide,
                  instead: m.DamageSide, form: str, **extra: Any) -> m.DamageRule:
        if instead.who == "recipient_controller" and source.who == "ref":
            # "… by target unblocked creature is dealt to its controller": the source's
            instead = m.DamageSide(who="source_controller", words=instead.words)
        return m.DamageRule(action=extra.pop("action", "redirect"), damage=kind,
                            recipient=recipient, source=source, instead=instead, form=form,
                            **extra)

    def e_rd_all_to_turn(self, kind: str, to: m.DamageSide, instead: m.DamageSide) -> m.Effect:
        """"All combat damage that would be dealt to you this turn is dealt to target attacking
        creature instead"."""
        return self._redirect(kind, to, m.ANY_SIDE, instead, "rd_to_turn")

    def e_rd_all_to_turn_by(self, kind: str, to: m.DamageSide, by: m.DamageSide,
                            instead: m.DamageSide) -> m.Effect:
        """"All damage that would be dealt to you this turn by target attacking creature is
        dealt to ~ instead"."""
        return self._redirect(kind, to, by, instead, "rd_to_turn_by")

    def e_rd_all_to_by_turn(self, kind: str, to: m.DamageSide, by: m.DamageSide,
                            instead: m.DamageSide) -> m.Effect:
        """"All combat damage that would be dealt to you by unblocked creatures this turn is
        dealt to ~ instead"."""
        return self._redirect(kind, to, by, instead, "rd_to_by_turn")

    def e_rd_all_turn_to_by(self, kind: str, to: m.DamageSide, by: m.DamageSide,
                            instead: m.DamageSide) -> m.Effect:
        return self._redirect(kind, to, by, instead, "rd_turn_to_by")

    def e_rd_all_turn_to(self, kind: str, to: m.DamageSide, instead: m.DamageSide) -> m.Effect:
        return self._redirect(kind, to, m.ANY_SIDE, instead, "rd_turn_to")

    def e_rd_all_turn_by(self, kind: str, by: m.DamageSide, instead: m.DamageSide) -> m.Effect:
        """"All damage that would be dealt this turn by target sorcery spell is dealt to that
        spell's controller instead"."""
        return self._redirect(kind, m.ANY_SIDE, by, instead, "rd_turn_by")

    def e_rd_next_to(self, source: m.DamageSide, to: m.DamageSide,
                     instead: m.DamageSide) -> m.Effect:
        """"The next time a source of your choice would deal damage to you this turn, that
        damage is dealt to ~ instead" (615.7's one use)."""
        return self._redirect("", to, source, instead, "rd_next_to", once=True)

    def e_rd_next(self, source: m.DamageSide, instead: m.DamageSide) -> m.Effect:
        """"The next time a source of your choice would deal damage this turn, that damage is
        dealt to that source's controller instead"."""
        return self._redirect("", m.ANY_SIDE, source, instead, "rd_next", once=True)

    def e_rd_next_damage_to(self, to: m.DamageSide, instead: m.DamageSide) -> m.Effect:
        """"The next time damage would be dealt to ~ this turn, that damage is dealt to any
        target instead"."""
        return self._redirect("", to, m.ANY_SIDE, instead, "rd_next_damage_to", once=True)

    def _next_n(self, n: Token) -> m.Quantity:
        return m.Amount(kind="x") if str(n).upper() == "X" else int(n)

    def e_rd_next_n_to(self, n: Token, to: m.DamageSide, instead: m.DamageSide) -> m.Effect:
        """"The next 1 damage that would be dealt to ~ this turn is dealt to target creature
        you control instead" (the next N of it, 614.9)."""
        return self._redirect("", to, m.ANY_SIDE, instead, "rd_next_n_to",
                              action="redirect_n", amount=self._next_n(n))

    def e_rd_next_n_turn_to(self, n: Token, to: m.DamageSide,
                            instead: m.DamageSide) -> m.Effect:
        return self._redirect("", to, m.ANY_SIDE, instead, "rd_next_n_turn_to",
                              action="redirect_n", amount=self._next_n(n))

    def e_pv_next_to(self, source: m.DamageSide, to: m.DamageSide) -> m.Effect:
        """"The next time a source of your choice would deal damage to target creature this
        turn, prevent that damage." (615.7)"""
        return m.DamageRule(source=source, recipient=to, form="next_to", once=True)

    def e_pv_next(self, source: m.DamageSide) -> m.Effect:
        """"The next time a red source of your choice would deal damage this turn, prevent that
        damage." (615.7)"""
        return m.DamageRule(source=source, form="next", once=True)

    def e_pv_next_object(self, ref: str) -> m.Effect:
        """"The next time target creature would deal damage this turn, prevent that damage."
        (615.7)"""
        if ref == m.YOU:
            raise FamilyError("damage dealt by a player")
        return m.DamageRule(source=_ref_side(ref), form="next", once=True)

    def e_pv_gain_rider(self, effect: Any) -> m.Effect:
        """"… You gain life equal to the damage prevented this way." after a prevention effect
        that prevents all of the damage it watches (615.1a)."""
        if isinstance(effect, m.PreventNextFrom):  # "the next time a source of your choice …"
            effect = m.DamageRule(source=m.DamageSide(who="chosen", filter=effect.filter),
                                  recipient=m.DamageSide(who="you"), form="next_to",
                                  once=True)
        if not isinstance(effect, m.DamageRule) or effect.action != "prevent" or effect.then:
            raise FamilyError("'the damage prevented this way' after another effect")
        if effect.source.who == "chosen" and effect.source.filter not in (None, m.Filter()):
            raise FamilyError("a chosen source of one colour: the Circles' own words")
        return replace(effect, then=(m.GainLife(amount=m.Amount(kind="event_amount")),))

    def e_pv_counter_rider(self, effect: Any) -> m.Effect:
        """"Prevent the next 3 damage that would be dealt to target creature this turn. For
        each 1 damage prevented this way, put a +1/+1 counter on that creature." (615.1a,
        615.7)"""
        rider = m.PutCounters(counter="+1/+1", amount=m.Amount(kind="event_amount"),
                              on="that_creature")
        if isinstance(effect, m.PreventDamage) and effect.by is None and effect.to and \
                not effect.combat_only and effect.to.startswith("target:"):
            if effect.all_damage:
                rule = m.DamageRule(recipient=_ref_side(effect.to), form="to_turn")
            else:
                rule = m.DamageRule(action="prevent_next_n", amount=effect.amount,
                                    recipient=_ref_side(effect.to), form="pnext_n_to_turn")
            return replace(rule, then=(rider,))
        raise FamilyError("'for each 1 damage prevented this way' after another effect")

    def e_pv_next_n_combat(self, n: Token, ref: str) -> m.Effect:
        """"Prevent the next 1 combat damage that would be dealt to you this turn." (615.7)"""
        return m.DamageRule(action="prevent_next_n", amount=int(n), damage="combat",
                            recipient=self.pvt_object(ref), form="pnext_n_to_turn")

    def e_pv_next_n_by(self, n: Token, ref: str) -> m.Effect:
        """"Prevent the next 1 damage that would be dealt by ~ this turn." (615.7)"""
        if ref == m.YOU:
            raise FamilyError("damage dealt by a player")
        return m.DamageRule(action="prevent_next_n", amount=int(n), source=_ref_side(ref),
                            form="pnext_n_by_turn")

    def e_pv_next_n_to_by(self, n: Token, ref: str, by: m.DamageSide) -> m.Effect:
        """"Prevent the next 3 damage that would be dealt to any target this turn by a source
        of your choice." (615.7, 609.7a)"""
        return m.DamageRule(action="prevent_next_n", amount=int(n), source=by,
                            recipient=self.pvt_object(ref), form="pnext_n_to_turn_by")

    def e_dr_this_turn(self, source: m.DamageSide, *rest: Any) -> m.Effect:
        """"If a creature would deal combat damage to a creature this turn, it deals double
        that damage to that creature instead." (614.1a, until the turn ends)"""
        ability = self.static_damage_rule(source, *rest)
        assert isinstance(ability, m.ReplacementAbility)
        rule = ability.effects[0]
        assert isinstance(rule, m.DamageRule)
        if rule.source.who == "ref" or rule.recipient.who == "ref":
            raise FamilyError("'this turn' with a named object")
        return replace(rule, form="turn_" + rule.form)

    def e_dr_this_turn_any(self, source: m.DamageSide, *rest: Any) -> m.Effect:
        """"If a source you control would deal damage this turn, it deals double that damage
        instead." (614.1a)"""
        if source.who == "ref":
            raise FamilyError("'this turn' with a named object")
        kind = _kind_of(rest[0]) if isinstance(rest[0], Token) else ""
        action, n, _that = rest[-1]
        return m.DamageRule(action=action, amount=n, damage=kind, source=source,
                            form="turn_if_any")

    def e_the_damage_unpreventable(self, effect: Any) -> m.Effect:
        """"~ deals 5 damage to target creature. The damage can't be prevented." (615.12): the
        damage of that one effect, dealt while the rule holds."""
        if isinstance(effect, list) and len(effect) == 1:  # "~ deals N damage to REF"
            effect = effect[0]
        if not isinstance(effect, m.DealDamage) or effect.source != m.SELF:
            raise FamilyError("'the damage can't be prevented' after another effect")
        return m.DamageRule(action="unpreventable", source=m.DamageSide(who="ref", ref=m.SELF),
                            then=(effect,), form="the_damage")

    def pv_rd_static_to(self, side: m.DamageSide) -> m.DamageSide:
        return side

    def static_rd_to(self, kind: str, to: m.DamageSide, instead: m.DamageSide) -> m.Ability:
        """"All damage that would be dealt to you is dealt to ~ instead." (614.1a)"""
        return _static(self._redirect(kind, to, m.ANY_SIDE, instead, "rd_static_to"))

    def static_rd_to_by(self, kind: str, to: m.DamageSide, by: m.DamageSide,
                        instead: m.DamageSide) -> m.Ability:
        return _static(self._redirect(kind, to, by, instead, "rd_static_to_by"))

    # -- "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter …" ------
    def pvr_remove(self, counters: tuple[str, m.Quantity], who: Token) -> tuple[m.Effect, str]:
        kind, n = counters
        return m.RemoveCounters(counter=kind, amount=n, on=m.SELF), str(who)

    def pvr_remove_that_many(self, who: Token) -> tuple[m.Effect, str]:
        return m.RemoveCounters(counter="+1/+1", amount=m.Amount(kind="event_amount"),
                                on=m.SELF), str(who)

    def pvr_put_each(self, counter: Token, who: Token) -> tuple[m.Effect, str]:
        """"Put a +1/+1 counter on ~ for each 1 damage prevented this way"."""
        return m.PutCounters(counter=str(counter), amount=m.Amount(kind="event_amount"),
                             on=m.SELF), str(who)

    def static_prevent_while_counter(self, rider: tuple[m.Effect, str]) -> m.Ability:
        """"If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that
        damage and remove a +1/+1 counter from ~." (615.1a)"""
        effect, who = rider
        side = m.DamageSide(who="ref", ref=m.SELF, filter=m.Filter(counters="+1/+1"))
        return _static(m.DamageRule(recipient=side, then=(effect,),
                                    form=f"if_damage_and:{who}"))

    def _prevent_then(self, parts: tuple[Any, ...], joined: str) -> m.Ability:
        kind = _kind_of(parts[0]) if isinstance(parts[0], Token) else ""
        recipient = parts[-2]
        rider, who = parts[-1]
        if recipient != m.DamageSide(who="ref", ref=m.SELF):
            raise FamilyError("a prevention rider on another recipient")
        return _static(m.DamageRule(damage=kind, recipient=recipient, then=(rider,),
                                    form=f"if_damage_{joined}:{who}"))

    def static_prevent_then(self, *parts: Any) -> m.Ability:
        """"If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from
        ~." (615.1a)"""
        return self._prevent_then(parts, "then")

    def static_prevent_and(self, *parts: Any) -> m.Ability:
        """"If damage would be dealt to ~, prevent that damage and remove that many +1/+1
        counters from it." (615.1a)"""
        return self._prevent_then(parts, "and")

    def static_dr_while(self, condition: m.Condition, ability: m.Ability) -> m.Ability:
        """"As long as ~ is untapped, all damage that would be dealt to you by artifacts is
        dealt to ~ instead." (611.3a)"""
        if not isinstance(ability, m.ReplacementAbility) or ability.event != "damage":
            raise FamilyError("'as long as' before another ability")
        return replace(ability, condition=condition)

    # -- "If SOURCE would deal damage to RECIPIENT, …" (614.1a, 615.7) ---------------------
    def drs_source(self, *parts: Any) -> m.DamageSide:
        """"a source", "a red source", "a source you control", "a Giant source you control"."""
        rest = tuple(p for p in parts if not (isinstance(p, Token) and p.type == "ARTICLE"))
        f = self._noun(rest).filter
        if f == m.Filter():
            return m.DamageSide(who="any", words="a source")
        return m.DamageSide(who="filter", filter=f, words="source")

    def drs_noun(self, _article: Token, noun: _Noun) -> m.DamageSide:
        """"a creature you control"."""
        return m.DamageSide(who="filter", filter=noun.filter)

    def drs_spell(self, _article: Token, noun: _Noun, *restrictions: Any) -> m.DamageSide:
        """"a spell", "a red spell", "a red instant or sorcery spell you control"."""
        f = noun.filter
        if restrictions:
            f = replace(f, controller=self._noun(restrictions).filter.controller)
        return m.DamageSide(who="spell", filter=f, words="spell")

    def drs_self(self) -> m.DamageSide:
        return m.DamageSide(who="ref", ref=m.SELF)

    def drr_any(self) -> m.DamageSide:
        return m.DamageSide(who="any", words="a permanent or player")

    def drr_player(self) -> m.DamageSide:
        return m.DamageSide(who="player")

    def drr_opponent(self) -> m.DamageSide:
        return m.DamageSide(who="opponent")

    def drr_you(self) -> m.DamageSide:
        return m.DamageSide(who="you")

    def drr_self(self) -> m.DamageSide:
        return m.DamageSide(who="ref", ref=m.SELF)

    def drr_noun(self, _article: Token, noun: _Noun) -> m.DamageSide:
        return m.DamageSide(who="filter", filter=noun.filter)

    def dro_times(self, times: Token, that: Token) -> tuple[str, int, str]:
        return str(times).lower(), 0, str(that).lower()

    def dro_sign(self, sign: Token, n: Token, that: Token) -> tuple[str, int, str]:
        return str(sign).lower(), int(n), str(that).lower()

    def dro_prevent_n(self, n: Token) -> tuple[str, int, str]:
        return "prevent_n", int(n), ""

    def dro_prevent(self) -> tuple[str, int, str]:
        return "prevent", 0, ""

    def dro_times_plain(self, times: Token) -> tuple[str, int, str]:
        return str(times).lower(), 0, ""

    def dro_sign_plain(self, sign: Token, n: Token) -> tuple[str, int, str]:
        return str(sign).lower(), int(n), ""

    def static_damage_rule(self, source: m.DamageSide, *rest: Any) -> m.Ability:
        """"If a source you control would deal damage to a permanent or player, it deals
        double that damage to that permanent or player instead." (614.1a)"""
        kind = _kind_of(rest[0]) if isinstance(rest[0], Token) else ""
        recipient, (action, n, that) = rest[-2], rest[-1]
        expected = _THAT.get(recipient.who)
        if that and expected is not None and that not in expected:
            raise FamilyError(f"'{that}' after another recipient")
        if action in ("prevent", "prevent_n") and recipient.who == "any" and \
                source.who == "any" and action == "prevent":
            raise FamilyError("every damage prevented: another template")
        return _static(m.DamageRule(action=action, amount=n, damage=kind, source=source,
                                    recipient=recipient, form=f"if:{that}"))

    def static_damage_rule_any(self, source: m.DamageSide, *rest: Any) -> m.Ability:
        """"If a red instant or sorcery spell you control would deal damage, it deals double
        that damage instead." (614.1a)"""
        kind = _kind_of(rest[0]) if isinstance(rest[0], Token) else ""
        action, n, _that = rest[-1]
        return _static(m.DamageRule(action=action, amount=n, damage=kind, source=source,
                                    form="if_any"))


_THAT = {"any": ("that permanent or player",), "player": ("that player",),
         "opponent": ("that player",), "you": ("you",),
         "ref": ("it", "that player", "~", "equipped creature", "enchanted creature"),
         "filter": ("that creature", "that permanent", "it")}
