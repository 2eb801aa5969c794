"""Parse tree → quantities that compose (issue 29): any quantity of the ``xdef`` sub-grammar
(CR 107.3 "where X is …", 608.2h "equal to …") can be scaled and offset as Oracle words it —

* "N plus …" ("~'s power and toughness are each equal to 1 plus the number of lands you
  control"): :attr:`Amount.plus`;
* "twice …" ("where X is twice the number of Blood tokens you control"): :attr:`Amount.multiplier`
  (the sign of "-X" multiplies it, :func:`quantities.define_x`);

and a player's own numbers: "your life total" (CR 119.1) and "the amount of life you gained this
turn" (CR 119.9). The engine evaluates every :class:`Amount` as ``value * multiplier + plus``
(``rules_support.quantity_value``, ``layers._static_amount``), so each new part works wherever a
quantity is read; the render writes the same words back (``text.words.amount_words``).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.copy_families import CAST_TRIGGERS
from cardtable.games.magic.oracle.families import FamilyError


@v_args(inline=True)
class QuantityParts(BuilderMixin):
    """Mixed into the builder :class:`~cardtable.games.magic.oracle.compiler._Build`."""

    def x_plus(self, n: Token, amount: m.Amount) -> m.Amount:
        """"1 plus the number of lands you control" (the printed number added once)."""
        if amount.plus:
            raise FamilyError("two numbers added to one quantity")
        if amount.wording:
            raise FamilyError("'plus' before a quantity worded otherwise")
        return replace(amount, plus=int(n))

    def x_twice(self, amount: m.Amount) -> m.Amount:
        """"twice the number of cards in your hand" (the count doubled, then any "plus")."""
        if amount.plus or amount.multiplier != 1 or amount.wording:
            raise FamilyError("'twice' before a quantity already scaled")
        return replace(amount, multiplier=2)

    def x_life_total(self) -> m.Amount:
        """"your life total" (CR 119.1), as the effect resolves or, in a static, continuously."""
        return m.Amount(kind="life", ref=m.YOU)

    def x_life_gained(self) -> m.Amount:
        """"the amount of life you gained this turn" (CR 119.9: the total of this turn)."""
        return m.Amount(kind="life_gained_this_turn", ref=m.YOU)

    def x_that_spell_mana_value(self) -> m.Amount:
        """"that spell's mana value": the last spell targeted ("Counter target spell. Create X
        Treasure tokens, where X is that spell's mana value.") or the spell a cast trigger
        names ("Whenever you cast a spell, ~ gets +X/+X …"), as it last existed (608.2h)."""
        targets: list[m.TargetSpec] = self.targets
        spells = [i for i, t in enumerate(targets) if t.what == "spell"]
        if spells:
            return m.Amount(kind="mana_value", ref=f"that_spell:target:{spells[-1]}")
        if str(getattr(self, "trigger_rule", "")) in CAST_TRIGGERS:
            return m.Amount(kind="mana_value", ref="that_spell:it")
        raise FamilyError("'that spell' with no spell named before it")

    def _instants_sorceries(self, owner: str) -> m.Amount:
        return m.Amount(kind="count", zone="graveyard", filter=m.Filter(
            types=("Instant", "Sorcery"), owner=owner))

    def x_instant_sorcery_yours(self) -> m.Amount:
        """"the number of instant and sorcery cards in your graveyard" (CR 404)."""
        return self._instants_sorceries("you")

    def x_instant_sorcery_all(self) -> m.Amount:
        """"… in all graveyards" (every player's, CR 404)."""
        return self._instants_sorceries("any")

    def that_many_counters(self, kind: Token) -> tuple[str, m.Quantity]:
        """"that many +1/+1 counters" — as many as the triggering event's amount ("Whenever
        you gain life, put that many +1/+1 counters on ~.", CR 603.2, 608.2h)."""
        amount_triggers: frozenset[str] = getattr(self, "_AMOUNT_TRIGGERS", frozenset())
        if str(getattr(self, "trigger_rule", "")) not in amount_triggers:
            raise FamilyError("'that many' counters without an amount the trigger names")
        return (str(kind), m.Amount(kind="event_amount", wording="that_many"))

    def c_total_power(self, n: Token) -> m.Condition:
        """"creatures you control have total power 8 or greater" (the sum of their powers, a
        negative power counting as 0 — rules_support.condition_holds)."""
        return m.Condition(kind="total_power_at_least", amount=int(n))

    def static_while_has_counter(self, subject: dict[str, object],
                                 effects: list[m.ContinuousEffect], _article: Token,
                                 counter: Token) -> m.StaticAbility:
        """"~ has trample as long as it has a +1/+1 counter on it.": while one or more
        counters of the kind are on ~ (CR 611.3a, 122.1)."""
        if subject.get("affected") != m.SELF:
            raise FamilyError("'as long as it has a counter' about another object")
        condition = m.Condition(kind="self_counters_at_least", counter=str(counter).lower(),
                                amount=1, ref="it_has")
        static: m.StaticAbility = self.static_while_trail(  # type: ignore[attr-defined]
            subject, effects, condition)
        return static

    def ak_subtypes(self, *parts: Token) -> m.Filter:
        """"a Human", "a Human or an Angel" (any of them, CR 205.3)."""
        return m.Filter(subtypes=tuple(str(p) for p in parts if p.type == "SUBTYPE"))

    def ak_legendary(self) -> m.Filter:
        return m.Filter(supertypes=("Legendary",))

    def static_while_equipped_is(self, flt: m.Filter,
                                 effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"As long as equipped creature is a Human, it gets +1/+1.": while the creature ~ is
        attached to matches (CR 611.3a, 301.5); "it" is that creature."""
        condition = m.Condition(kind="attached_is", filter=flt)
        return m.StaticAbility(effects=tuple(replace(e, affected="equipped") for e in effects),
                               condition=condition)

    # -- "until your next turn" (CR 611.2b) -------------------------------------------------------
    _UNTIL_EOT = Token("DURATION", " until end of turn")

    @staticmethod
    def _next_turn(effect: object) -> m.Effect:
        if not isinstance(effect, (m.ModifyPT, m.GrantAbilities)):
            raise FamilyError("'until your next turn' after an effect with no duration")
        return replace(effect, duration="until_your_next_turn")

    def e_pump_next_turn(self, on: str, pt: Token, _until: Token) -> m.Effect:
        """"Target creature gets -5/-0 until your next turn."."""
        return self._next_turn(self.e_pump(on, pt, self._UNTIL_EOT))  # type: ignore[attr-defined]

    def e_grant_next_turn(self, on: str, keywords: tuple[m.Keyword, ...],
                          _until: Token) -> m.Effect:
        """"It gains haste until your next turn."."""
        return self._next_turn(self.e_grant(on, keywords,  # type: ignore[attr-defined]
                                            self._UNTIL_EOT))

    def e_pump_all_next_turn(self, *parts: object) -> m.Effect:
        """"Creatures you control get +1/+0 until your next turn."."""
        return self._next_turn(self.e_pump_all(  # type: ignore[attr-defined]
            *parts[:-1], self._UNTIL_EOT))

    def e_grant_all_next_turn(self, *parts: object) -> m.Effect:
        """"Non-Angel creatures you control gain indestructible until your next turn."."""
        return self._next_turn(self.e_grant_all(  # type: ignore[attr-defined]
            *parts[:-1], self._UNTIL_EOT))

    def clause_may_gain_equal(self, amount: m.Amount) -> list[m.Effect]:
        """"you may gain life equal to that creature's power" (CR 608.2h; the choice made as it
        resolves, 608.2d). With nothing targeted or sacrificed before it, "that creature" is
        the creature the trigger names (Archon of Redemption: the one that entered, 603.10)."""
        if amount.ref == "sacrificed:that":
            if getattr(self, "it_subject", "") not in ("self", "filter"):
                raise FamilyError("'that creature' with no creature named before it")
            amount = replace(amount, ref="that_creature:it")
        gain: m.Effect = self.e_gain_equal(amount)  # type: ignore[attr-defined]
        return [m.MayDo(effects=(gain,))]
