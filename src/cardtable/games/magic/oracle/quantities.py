"""Parse tree → model values for computed quantities (CR 107.3 X, 608.2h): the three ways Oracle
words a number the engine counts as the spell or ability resolves —

* "X …, where X is …" ("~ deals X damage to target creature and you gain X life, where X is
  the number of Swamps you control"): the X of the clause is defined, every X of it the same;
* "… for each …" ("create a 0/1 green Plant creature token for each land you control", "all
  creatures get -1/-1 until end of turn for each Swamp you control"): the printed number times
  the count;
* "… equal to …" ("its controller gains life equal to its power").

The model keeps the wording in :attr:`Amount.wording` so the render writes the sentence back as
printed; the engine evaluates the same :class:`Amount` whatever the wording.
"""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.core.errors import CardTableError
from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.joins import _joined

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


class QuantityError(CardTableError, ValueError):
    """A quantity shape the builder refuses (reported as a failing sentence)."""


def define_x(value: Any, amount: m.Amount) -> tuple[Any, int]:
    """``value`` with every X (``Amount(kind="x")``) replaced by ``amount`` (its sign kept:
    "-X/-X" is minus the defined number), and how many were replaced."""
    if isinstance(value, m.Amount) and value.kind == "x":
        return replace(amount, multiplier=amount.multiplier * value.multiplier), 1
    if isinstance(value, (list, tuple)):
        out: list[Any] = []
        total = 0
        for item in value:
            new, n = define_x(item, amount)
            out.append(new)
            total += n
        return (type(value)(out) if isinstance(value, tuple) else out), total
    if dataclasses.is_dataclass(value) and not isinstance(value, type) and not isinstance(
            value, (m.TokenSpec, m.Amount)):
        changes: dict[str, Any] = {}
        total = 0
        for f in dataclasses.fields(value):
            new, n = define_x(getattr(value, f.name), amount)
            if n:
                changes[f.name] = new
                total += n
        return (replace(value, **changes) if changes else value), total
    return value, 0


def _times(amount: m.Amount, n: m.Quantity) -> m.Quantity:
    """``n`` (a printed number) for each ``amount``: 0 stays 0."""
    if not isinstance(n, int):
        raise QuantityError("'for each' after a number that is not printed")
    return 0 if n == 0 else replace(amount, multiplier=n)


@v_args(inline=True)
class Quantities(BuilderMixin):
    """Mixed into the builder, which supplies ``targets``, ``_target`` and ``it_subject``."""



    @staticmethod
    def _flat_effects(items: Any) -> list[Any]:
        out: list[Any] = []
        for item in items:
            if isinstance(item, list):
                out.extend(item)
            else:
                out.append(item)
        return out

    # -- "where X is …" ------------------------------------------------------------------------
    def clause_where(self, *parts: Any) -> list[m.Effect]:
        """"EFFECT [and EFFECT], where X is …": one X for both ("You draw X cards and you lose
        X life, where X is …"); the two effects are joined by "and" as printed."""
        *effects, amount = parts
        defined_parts: list[list[Any]] = []
        count = 0
        for part in effects:
            defined, n = define_x(self._flat_effects([part]), amount)
            defined_parts.append(list(defined))
            count += n
        if not count:
            raise QuantityError("'where X is' with no X")
        if len(defined_parts) == 1:
            joins = getattr(effects[0], "joins", None)
            if not joins:
                return defined_parts[0]
            out = _joined([defined_parts[0]], "and")  # keep how the part joined its effects
            out.joins = list(joins)
            return out
        return _joined(defined_parts, "and")

    def rep_counters_where(self, counters: tuple[str, m.Quantity],
                           amount: m.Amount) -> m.ReplacementAbility:
        """"~ enters with X +1/+1 counters on it, where X is …" (CR 614.1c, 107.3)."""
        kind, n = counters
        defined, count = define_x(n, amount)
        if not count:
            raise QuantityError("'where X is' with no X")
        return m.ReplacementAbility(event="enters", action="counters", counter=kind,
                                    amount=defined, self_replacement=True)

    def x_count(self, noun: Any) -> m.Amount:
        return m.Amount(kind="count", filter=noun.filter)

    def x_count_defending(self, noun: Any) -> m.Amount:
        if noun.filter.controller != "any":
            raise QuantityError("two controllers")
        return m.Amount(kind="count", filter=noun.filter, ref="defending_player")

    def x_devotion(self, color: Token) -> m.Amount:
        return m.Amount(kind="devotion", color=_COLORS[str(color).lower()])

    def _its(self) -> str:
        """"its": the last target named, else the object the trigger names, else ~. A player
        has no "its" (Dying Wish: "target player loses X life …, where X is its power" — the
        enchanted creature's, CR 608.2h)."""
        if self.targets and self.targets[-1].what != "player":
            return f"target:{len(self.targets) - 1}"
        if self.it_subject in ("self", "filter"):
            return "it"
        return m.SELF

    def x_its(self, word: Token) -> m.Amount:
        ref = self._its()
        return m.Amount(kind=str(word).lower(), ref=ref, says_it=ref == m.SELF)

    def x_self(self, word: Token) -> m.Amount:
        return m.Amount(kind=str(word).lower(), ref=m.SELF)

    def x_that_creature(self, word: Token) -> m.Amount:
        if self.targets and self.targets[-1].what == "creature":
            # "Regenerate target creature. You gain life equal to that creature's toughness."
            # (Heal the Scars): the target, as it last existed (608.2h) — not a sacrificed one
            return m.Amount(kind=str(word).lower(),
                            ref=f"that_creature:target:{len(self.targets) - 1}")
        return m.Amount(kind=str(word).lower(), ref="sacrificed:that")

    def x_sacrificed(self, word: Token) -> m.Amount:
        return m.Amount(kind=str(word).lower(), ref="sacrificed")

    def x_hand(self) -> m.Amount:
        return m.Amount(kind="hand_size", ref=m.YOU)

    def x_died(self) -> m.Amount:
        return m.Amount(kind="died_this_turn", filter=m.Filter(types=("Creature",)))

    def x_greatest_power_other(self, noun: Any) -> m.Amount:
        return m.Amount(kind="greatest_power", filter=replace(noun.filter, other=True))

    # -- "for each …" --------------------------------------------------------------------------
    def fe_count(self, noun: Any) -> m.Amount:
        return m.Amount(kind="count", filter=noun.filter, wording="for_each")

    def fe_count_player(self, noun: Any, player: str) -> m.Amount:
        if noun.filter.controller != "any":
            raise QuantityError("two controllers")
        return m.Amount(kind="count", filter=noun.filter, ref=player, wording="for_each")

    def fe_count_other(self, noun: Any) -> m.Amount:
        """"for each other creature you control" (not the ability's source)."""
        return m.Amount(kind="count", filter=replace(noun.filter, other=True),
                        wording="for_each")

    def fe_hand(self) -> m.Amount:
        return m.Amount(kind="hand_size", ref=m.YOU, wording="for_each")

    def fe_graveyard(self, noun: Any) -> m.Amount:
        """"for each creature card in your graveyard" (CR 404)."""
        return m.Amount(kind="count", filter=replace(noun.filter, owner="you"),
                        zone="graveyard", wording="for_each")

    def fe_opponents(self) -> m.Amount:
        return m.Amount(kind="opponents", wording="for_each")

    def x_graveyard(self, noun: Any) -> m.Amount:
        return m.Amount(kind="count", filter=replace(noun.filter, owner="you"),
                        zone="graveyard")

    def fe_target_player(self) -> str:
        return self._target(m.TargetSpec("player"))

    def fe_another_player(self) -> str:
        earlier = tuple(i for i, t in enumerate(self.targets) if t.what == "player")
        if not earlier:
            raise QuantityError("'another target player' with no target player before it")
        return self._target(m.TargetSpec("player", distinct_from=earlier))

    def fe_counters(self, kind: Token) -> m.Amount:
        return m.Amount(kind="counters", counter=str(kind), ref=m.SELF, wording="for_each")

    def fe_kicks(self) -> m.Amount:
        """"for each time it was kicked" (multikicker, 702.33c)."""
        return m.Amount(kind="kicks", wording="for_each")

    def fe_life_gained(self) -> m.Amount:
        return m.Amount(kind="life_gained_this_turn", ref=m.YOU, wording="for_each")

    def cost_less_each_line(self, n: Token, amount: m.Amount) -> m.StaticAbility:
        """"This spell costs {1} less to cast for each 1 life you gained this turn." (601.2f:
        counted as the total cost is determined; generic mana only, 118.7)."""
        if amount.kind not in ("count", "life_gained_this_turn", "party",
                               "basic_land_types",
                               "died_this_turn") or (  # issue 29, QF: a state count (700.4)
                amount.kind == "count" and amount.ref):
            raise QuantityError("a cost counted by what the engine does not count as it casts")
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="cost_reduction_self", affected=m.SELF,
            amount=replace(amount, multiplier=int(n))),), zone="stack")

    def fe_destroyed(self) -> m.Amount:
        return m.Amount(kind="destroyed_this_way", wording="for_each")

    def fe_died_yours(self) -> m.Amount:
        return m.Amount(kind="died_this_turn", wording="for_each", filter=m.Filter(
            types=("Creature",), token=False, owner="you"))

    def e_for_each(self, effect: Any, amount: m.Amount) -> m.Effect:
        if isinstance(effect, list) and len(effect) == 1:
            effect = effect[0]
        if isinstance(effect, m.CreateToken) and effect.count == 1 and effect.power is None:
            return replace(effect, count=amount)
        if isinstance(effect, (m.DrawCards, m.Discard, m.PutCounters, m.GainLife, m.LoseLife,
                               m.DealDamage, m.Mill)) and isinstance(effect.amount, int) and (
                effect.amount > 0) and not getattr(effect, "divided", False):
            return replace(effect, amount=_times(amount, effect.amount))
        if isinstance(effect, m.AddMana) and not effect.choices and amount.kind in (
                "count", "counters") and len(
                    [s for s in effect.mana.split("}") if s]) == 1:
            # "Add {B} for each Swamp you control." — the lands work's reading (lands.py)
            return replace(effect, amount=replace(amount, wording=""))
        if isinstance(effect, m.ModifyPT):
            return replace(effect, power=_times(amount, effect.power),
                           toughness=_times(amount, effect.toughness))
        raise QuantityError("'for each' after an effect that counts nothing")

    def static_for_each(self, subject: dict[str, Any], effects: list[m.ContinuousEffect],
                        amount: m.Amount) -> m.StaticAbility:
        """"Equipped creature gets +1/+1 for each Swamp you control." (layer 7c, CR 613.4c,
        counted continuously)."""
        from cardtable.games.magic.oracle.families import static_effects

        counted = (amount.kind == "count" and not amount.ref and amount.zone == "battlefield") \
            or (amount.kind == "hand_size" and amount.ref == m.YOU) \
            or (amount.kind == "counters" and amount.ref == m.SELF) \
            or (amount.kind == "colors_among" and amount.ref == m.YOU) \
            or amount.kind == "attached_count" \
            or (amount.kind == "basic_land_types" and amount.ref == m.YOU)  # domain
        if not counted or any(e.layer != "7c" for e in effects):
            raise QuantityError("a static 'for each' that is not a P/T change by a count")
        scaled = [replace(e, power=_times(amount, e.power), toughness=_times(amount, e.toughness))
                  for e in effects]
        return m.StaticAbility(effects=static_effects(subject, scaled))

    def static_for_each_and(self, subject: dict[str, Any], effects: list[m.ContinuousEffect],
                            amount: m.Amount, more: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"Enchanted creature gets +1/+1 for each Elf you control and has reach.": the count
        scales the P/T change only."""
        counted = self.static_for_each(subject, effects, amount)
        rest: m.StaticAbility = self.static_line(subject, more)  # type: ignore[attr-defined]
        return m.StaticAbility(effects=counted.effects + rest.effects)

    # -- "equal to …" --------------------------------------------------------------------------
    @staticmethod
    def _equal(amount: m.Amount) -> m.Amount:
        return replace(amount, wording="equal_to")

    def e_draw_equal(self, amount: m.Amount) -> m.Effect:
        return m.DrawCards(amount=self._equal(amount))

    def e_gain_equal(self, amount: m.Amount) -> m.Effect:
        return m.GainLife(amount=self._equal(amount))

    def pv_gain_equal(self, amount: m.Amount) -> tuple[type, m.Quantity]:
        return (m.GainLife, self._equal(amount))

    def pv_lose_equal(self, amount: m.Amount) -> tuple[type, m.Quantity]:
        return (m.LoseLife, self._equal(amount))

    def ps_its_controller(self) -> str:
        """"Its controller" — the controller of the object just targeted (608.2h: last known
        if it has left)."""
        if not self.targets or self.targets[-1].what not in ("creature", "permanent", "spell"):
            # a target spell: "Counter target spell. Its controller …" (Render Silent; h6-B)
            if getattr(self, "it_subject", None) in ("filter", "self"):
                return "controller:it"  # the object the trigger names (603.10; the Curses)
            raise QuantityError("'its controller' with no object named before")
        return f"controller:target:{len(self.targets) - 1}"

    def e_sac_another(self, noun: Any) -> m.Effect:
        """"Sacrifice another creature." (CR 701.17a: you choose; not this object)."""
        if noun.filter.controller != "any":
            raise QuantityError("'sacrifice another … you control' is not Oracle's wording")
        return m.Sacrifice(filter=replace(noun.filter, other=True))

    def cost_exile_graveyard(self, n: m.Quantity) -> dict[str, Any]:
        """"Exile X cards from your graveyard" as a cost (CR 118.3, 601.2h; X announced first,
        601.2b)."""
        return {"exile_from_graveyard": n}

    def cost_per_target_line(self, n: Token) -> m.StaticAbility:
        """"This spell costs {1} more to cast for each target beyond the first." (601.2f: the
        total cost is determined after the targets are chosen, 601.2c)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="cost_per_extra_target", affected=m.SELF, amount=int(n)),),
            zone="stack")

    def e_damage_evenly(self, n: m.Quantity) -> m.Effect:
        """"~ deals X damage divided evenly, rounded down, among any number of targets."."""
        ref = self._target(m.TargetSpec("any", count=99, min_count=0))
        return m.DealDamage(amount=n, to=ref, evenly=True)

    def t_gy_card_x(self, noun: Any) -> str:
        """"target creature card with mana value X or less from your graveyard" (601.2b–c)."""
        if noun.filter.mana_value_max is not None:
            raise QuantityError("two mana value limits")
        return self._target(m.TargetSpec("card", replace(noun.filter, owner="you"),
                                         zone="graveyard", x_mana_value=True))

    def e_grant_many(self, on: str, keywords: tuple[m.Keyword, ...], duration: Token) -> m.Effect:
        """"Up to X target creatures gain fear until end of turn" (several targets)."""
        spec = self.targets[int(on.split(":")[1])] if on.startswith("target:") else None
        if spec is None or not (spec.count > 1 or spec.count_x):
            raise QuantityError("'gain' after a single object")
        return m.GrantAbilities(keywords=keywords, on=on)

    def e_shuffle_self(self) -> m.Effect:
        """"Shuffle ~ into its owner's library." (Black Sun's Zenith; CR 701.20a)."""
        return m.PutOnLibrary(what=m.SELF, shuffle=True)

    def e_sac_other_than(self, article: Token, noun: Any) -> m.Effect:
        """"Sacrifice a creature other than ~." (CR 701.17a)."""
        if noun.filter.controller != "any" or noun.filter.other:
            raise QuantityError("a sacrifice Oracle words otherwise")
        return m.Sacrifice(filter=replace(noun.filter, other=True), other_than_self=True)

    def c_cant_sacrifice(self, article: Token, noun: Any) -> m.Condition:
        """"If you can't sacrifice a creature" after "sacrifice a creature …" (608.2c: the
        earlier instruction found nothing to sacrifice)."""
        return m.Condition(kind="sacrificed", filter=noun.filter, negate=True)

    def clause_if_and(self, condition: m.Condition, a: Any, b: Any) -> list[m.Effect]:
        """"If COND, A and B." — both conditional, joined by "and" as printed."""
        joined = _joined([self._flat_effects([a]), self._flat_effects([b])], "and")
        return [m.Conditional(condition=condition, effects=tuple(joined),
                              joins=tuple(joined.joins))]

    def clause_then_sentence(self, effect: Any) -> list[m.Effect]:
        """"… . Then EFFECT." — a sentence after the one it follows (608.2c); only where the
        render writes "Then" back (:func:`render_join._then_sentence`)."""
        effects = self._flat_effects([effect])
        first = effects[0] if effects else None
        if isinstance(first, m.CreateToken) and isinstance(first.count, m.Amount) and (
                first.count.wording == "that_many"):
            # "Exile …. Then create that many …": the antecedent is the exile (608.2c)
            first = replace(first, count=m.Amount(kind="exiled_this_way", wording="that_many"))
            effects = [first, *effects[1:]]
        if not (isinstance(first, m.CreateToken) and isinstance(first.count, m.Amount)
                and first.count.kind == "exiled_this_way") and not (
                isinstance(first, m.ReturnFromGraveyard) and first.what == "exiled"):
            raise QuantityError("a 'Then' sentence the render would not write back")
        return effects

    def that_many_tokens(self, *parts: Any) -> m.Effect:
        """"Then create that many 5/5 red Dragon creature tokens with flying." — as many as the
        earlier instruction exiled (608.2c)."""
        effect = self.one_token(Token("ARTICLE", "a"), *parts)  # type: ignore[attr-defined]
        assert isinstance(effect, m.CreateToken)
        # "that many" binds to its antecedent: the amount of a triggering event that has one
        # ("Whenever ~ deals combat damage to a player, create that many …", Lathril; CR
        # 603.2, 608.2h) — else, or after "Exile …. Then", the cards exiled this way (608.2c)
        amount_triggers: frozenset[str] = getattr(self, "_AMOUNT_TRIGGERS", frozenset())
        kind = "event_amount" if self.trigger_rule in amount_triggers else "exiled_this_way"
        return replace(effect, count=m.Amount(kind=kind, wording="that_many"))

    def e_sac_all(self, noun: Any) -> m.Effect:
        """"Sacrifice all Dragons you control." (701.17a: every one)."""
        if noun.filter.controller != "you":
            raise QuantityError("'sacrifice all' of permanents you may not control")
        return m.Sacrifice(filter=replace(noun.filter, controller="any"), every=True)

    def e_return_exiled(self) -> m.Effect:
        """"Return the exiled cards to the battlefield under your control." — the cards this
        object's linked ability exiled (607.2a)."""
        return m.ReturnFromGraveyard(what="exiled", to="battlefield", under=m.YOU)

    def r_attacking_you(self) -> Any:
        from cardtable.games.magic.oracle.builder_base import _Restriction

        return _Restriction({"attacking_you": True})
