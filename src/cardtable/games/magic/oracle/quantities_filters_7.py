"""Parse tree → quantities and filters, seventh wave (issue 29, QF helper).

* "for each nontoken creature that died this turn", "the number of Zubera that died this
  turn": the turn-history count ``died_this_turn`` over any noun whose parts the dead
  creatures' last-known information answers (CR 700.4, 608.2h;
  ``rules_support._died_this_turn``);
* "with mana value equal to the number of charge counters on ~": a filter bound to exactly a
  quantity (``Filter.bound_exact``; :mod:`cardtable.games.magic.filter_bounds`), any noun;
* "that was dealt damage this turn" (CR 120.3): ``Filter.damaged_this_turn``, any noun;
* "create a number of 1/1 red Goblin creature tokens equal to ~'s power", "a number of
  Treasure tokens equal to …": a token count that is any quantity (``wording="equal_to"``);
* "3 minus the number of cards in their hand", "the number of cards in your hand minus the
  number of cards in that player's hand": ``Amount.minus``, never below 0 (CR 107.1b);
* "the number of colors of mana spent to cast this spell" (CR 601.2h): ``colors_spent``,
  sunburst's count (702.44a), read from the spell's cast notes.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.base import ANY_COUNTER
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Restriction
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.text.tokens import PREDEFINED_TOKENS
from cardtable.games.magic.text.words import ANY_NUMBER

# the template triggers whose event names a creature as "it" (trigger_events._CREATURE_RULES)
# and the enters triggers of another creature (triggers.entered passes it as "it")
_CREATURE_EVENTS = frozenset({"trig_other_dies", "trig_filter_dies", "trig_other_enters_any"})
_STATS = {"mana value": "mana_value", "power": "power", "toughness": "toughness"}
# the parts of a filter the last-known information of a dead creature answers (608.2h)
_LKI_FIELDS = frozenset({"types", "subtypes", "not_subtypes", "token", "controller", "owner",
                         "colors", "not_colors"})


def _lki_filter(noun: Any) -> m.Filter:
    flt = getattr(noun, "filter", None)
    if not isinstance(flt, m.Filter):
        raise FamilyError("a count of the dead over a noun this grammar does not read")
    default = m.Filter()
    for f in fields(m.Filter):
        if f.name not in _LKI_FIELDS and getattr(flt, f.name) != getattr(default, f.name):
            raise FamilyError(f"'that died this turn' with a filter on {f.name}")
    if flt.controller not in ("any", "you") or flt.owner not in ("any", "you"):
        raise FamilyError("'that died this turn' of an opponent's creatures")
    if flt.types not in ((), ("Creature",)) or not (flt.types or flt.subtypes):
        raise FamilyError("'that died this turn' names creatures (CR 700.4)")
    return flt


@v_args(inline=True)
class QuantitiesFilters7(BuilderMixin):
    """Mixed into the builder :class:`~cardtable.games.magic.oracle.compiler._Build`."""

    def fe_died_noun(self, noun: Any) -> m.Amount:
        """"for each nontoken creature that died this turn" (Gadrak, Khabál Ghoul)."""
        return m.Amount(kind="died_this_turn", filter=_lki_filter(noun), wording="for_each")

    def x_died_noun(self, noun: Any) -> m.Amount:
        """"the number of Zubera that died this turn" (Ember-Fist Zubera)."""
        return m.Amount(kind="died_this_turn", filter=_lki_filter(noun))

    def x_opponents(self) -> m.Amount:
        """"the number of opponents you have" (still in the game, CR 800.4a)."""
        return m.Amount(kind="opponents")

    def x_colors_spent(self) -> m.Amount:
        """"the number of colors of mana spent to cast this spell" (CR 601.2h)."""
        return m.Amount(kind="colors_spent")

    def r_bound_equal(self, stat: Token, amount: m.Amount) -> _Restriction:
        """"with mana value equal to the number of charge counters on ~" (Engineered
        Explosives): exactly the quantity, fixed when the filter is used (608.2h)."""
        if not isinstance(amount, m.Amount) or amount.wording:
            raise FamilyError("a bound by a quantity worded otherwise")
        return _Restriction({"bound_stat": _STATS[str(stat).lower()], "bound_amount": amount,
                             "bound_exact": True})

    def r_damaged_this_turn(self) -> _Restriction:
        """"target creature that was dealt damage this turn" (CR 120.3): by any source."""
        return _Restriction({"damaged_this_turn": True})

    # -- "a number of … tokens equal to …" (CR 107.3, 111.1) --------------------------------
    def number_of_tokens(self, *parts: Any) -> m.Effect:
        """"create a number of 1/1 red Goblin creature tokens equal to ~'s power"."""
        *rest, amount = parts
        tapped = [p for p in rest if isinstance(p, Token) and p.type == "TOKEN_TAPPED"]
        pt, colors, types, *more = [p for p in rest if p not in tapped]
        # a count of two stands in ("They have": several tokens) until the amount replaces it
        return self._counted(self._token(2, pt, colors, types, *more, *tapped), amount)

    def number_of_treasures(self, amount: m.Amount) -> m.Effect:
        return self._counted(m.CreateToken(token=PREDEFINED_TOKENS["Treasure"]), amount)

    def number_of_predefined(self, kind: Token, amount: m.Amount) -> m.Effect:
        return self._counted(m.CreateToken(token=PREDEFINED_TOKENS[str(kind)]), amount)

    @staticmethod
    def _counted(effect: m.Effect, amount: m.Amount) -> m.Effect:
        if not isinstance(effect, m.CreateToken) or not isinstance(amount, m.Amount) or (
                amount.wording or amount.kind == "x" or effect.power is not None):
            raise FamilyError("'a number of … tokens equal to' a quantity worded otherwise")
        return replace(effect, count=replace(amount, wording="equal_to"))

    # -- a player's hand and differences (CR 107.1b, 608.2h) --------------------------------
    def x_hand_of(self, whose: Token) -> m.Amount:
        """"the number of cards in their hand" (the player the trigger names: Rackling) or
        "… in that player's hand" (the last player target: Bulwark)."""
        players = [i for i, t in enumerate(self.targets) if t.what == "player"]
        if str(whose).lower() == "their":
            if players:
                raise FamilyError("'their hand' after a player target")
            return m.Amount(kind="hand_size", ref=self.that_player())
        if not players:
            raise FamilyError("'that player's hand' with no player target")
        return m.Amount(kind="hand_size", ref=f"target:{players[-1]}")

    def xdef_subtracted(self, amount: m.Amount) -> m.Amount:
        return amount

    def x_n_minus(self, n: Token, amount: m.Amount) -> m.Amount:
        """"3 minus the number of cards in their hand" (never below 0, CR 107.1b)."""
        return m.Amount(kind="fixed", fixed=int(str(n)), minus=self._plain(amount))

    def x_minus(self, first: m.Amount, second: m.Amount) -> m.Amount:
        """"the number of cards in your hand minus the number of cards in that player's
        hand" (Bulwark)."""
        return replace(self._plain(first), minus=self._plain(second))

    def x_minus_n(self, first: m.Amount, n: Token) -> m.Amount:
        """"the number of cards in their hand minus 4" (Iron Maiden)."""
        return replace(self._plain(first), minus=m.Amount(kind="fixed", fixed=int(str(n))))

    @staticmethod
    def _plain(amount: Any) -> m.Amount:
        if not isinstance(amount, m.Amount) or amount.wording or amount.plus or \
                amount.multiplier != 1 or amount.added is not None or amount.minus is not None:
            raise FamilyError("a difference of quantities worded otherwise")
        return amount

    def e_scry_x(self) -> m.Effect:
        """"scry X, where X is the number of Zombies you control" (CR 701.18a)."""
        return m.Scry(amount=m.Amount(kind="x"))

    def e_you_scry_x(self) -> m.Effect:
        """"each opponent loses X life and you scry X, where X is …" (The Scarab God)."""
        return m.Scry(amount=m.Amount(kind="x"), says_you=True)

    def t_any_number_other(self, noun: Any) -> str:
        """"any number of other target creatures you control" (Guardian of Faith): none or
        more targets, not the source (in a permanent's ability) nor an earlier target."""
        if self.start_rule != "permanent_line" and not self.targets:
            raise FamilyError("'other target' with nothing named before it")
        flt = replace(noun.filter, other=self.start_rule == "permanent_line")
        earlier = tuple(range(len(self.targets)))
        if flt.types == ("Creature",) and not flt.all_types:
            spec = m.TargetSpec("creature", replace(flt, types=()), count=ANY_NUMBER,
                                min_count=0, distinct_from=earlier)
        else:
            spec = m.TargetSpec("permanent", flt, count=ANY_NUMBER, min_count=0,
                                distinct_from=earlier)
        return self._target(spec)

    def noun_modified(self, *parts: Any) -> Any:
        """"modified creature" (CR 700.9): counters, an Equipment, or its controller's Aura."""
        noun = self._noun(parts)
        return type(noun)(replace(noun.filter, modified=True))

    def clause_may_where(self, effect: Any, amount: m.Amount) -> list[m.Effect]:
        """"you may put X +1/+1 counters on ~, where X is that creature's power" (Kresh):
        the X defined inside the optional effect (CR 107.3, 608.2h)."""
        if isinstance(amount, m.Amount) and amount.ref == "sacrificed:that":
            # "that creature" is the creature the trigger names (CR 603.10a, 608.2h: as it last
            # existed if it died), never a sacrifice nobody made
            if self.targets or (self.it_subject != "filter"
                                 and self.trigger_rule not in _CREATURE_EVENTS):
                raise FamilyError("'that creature' with no creature the trigger names")
            amount = replace(amount, ref="that_creature:it")
        return [m.MayDo(effects=tuple(self.clause_where(effect, amount)))]

    def x_discarded(self, stat: Token) -> m.Amount:
        """"the discarded card's mana value" (Volrath the Fallen, Mercurial Chemister)."""
        return m.Amount(kind=_STATS[str(stat).lower()], ref="discarded")

    def r_with_any_counter(self) -> _Restriction:
        """"target creature with a counter on it" (Hunter of Eyeblights): any kind."""
        return _Restriction({"counters": ANY_COUNTER})

    def x_mana_spent(self) -> m.Amount:
        """"the amount of mana spent to cast this spell" (CR 601.2h; Memory Deluge)."""
        if self.start_rule != "spell_line":
            raise FamilyError("'this spell' outside the spell's own text")
        return m.Amount(kind="mana_spent")

    def x_mana_spent_it(self) -> m.Amount:
        """"When you cast this spell, create X … tokens, where X is the amount of mana spent to
        cast it." (Prossh): the spell the cast trigger is part of, still on the stack."""
        # the cast trigger of the spell itself has no event rule (compiler._trigger_rule): an
        # enters trigger's "it" has left the stack, and with it the amount (zones.move)
        if self.trigger_rule or self.it_subject or self.start_rule != "permanent_line":
            raise FamilyError("'spent to cast it' outside a trigger on casting this spell")
        return m.Amount(kind="mana_spent", ref="it")

    def x_sacrificed_mv(self) -> m.Amount:
        """"the sacrificed creature's mana value" (Birthing Pod), last known (608.2h)."""
        return m.Amount(kind="mana_value", ref="sacrificed")

    # -- "a number of … counters … equal to …" (CR 107.3, 122.1, 614.1c) --------------------
    def e_number_of_counters(self, kind: Token, on: str, amount: m.Amount) -> m.Effect:
        """"put a number of +1/+1 counters on ~ equal to the sacrificed creature's toughness"."""
        return m.PutCounters(counter=str(kind), amount=self._equal_to(amount), on=on)

    def rep_number_of_counters(self, kind: Token, amount: m.Amount) -> m.ReplacementAbility:
        """"~ enters with a number of +1/+1 counters on it equal to the number of creature
        cards in your graveyard" (Rhizome Lurcher): counted as it enters (614.1c)."""
        if isinstance(amount, m.Amount) and amount.kind == "mana_spent":  # the older rule's
            counted: m.Quantity = m.Amount(kind="mana_spent")  # (rep_counters_mana_spent)
        else:
            counted = self._equal_to(amount)
        return m.ReplacementAbility(event="enters", action="counters", counter=str(kind),
                                    amount=counted, self_replacement=True)

    @staticmethod
    def _equal_to(amount: Any) -> m.Amount:
        if not isinstance(amount, m.Amount) or amount.wording or amount.kind == "x":
            raise FamilyError("'a number of … equal to' a quantity worded otherwise")
        return replace(amount, wording="equal_to")

    def fe_blocking_it(self) -> m.Amount:
        """"it gets +1/+1 until end of turn for each creature blocking it" (Elvish
        Berserker): the creatures blocking the object the trigger names (CR 509.1)."""
        return m.Amount(kind="blockers", ref=self.it_ref(), wording="for_each")

    # -- card types among cards in graveyards (CR 205.2a, 604.3) ------------------------------
    def x_graveyard_card_types(self, where: Token) -> m.Amount:
        """"the number of card types among cards in all graveyards" (Tarmogoyf)."""
        whose = {"your graveyard": "you", "all graveyards": "all",
                 "your opponents' graveyards": "opponents"}[str(where).lower()]
        return m.Amount(kind="graveyard_card_types", ref=whose)

    def cda_power_plus_one(self, amount: m.Amount) -> m.StaticAbility:
        """"~'s power is equal to … and its toughness is equal to that number plus 1."
        (Tarmogoyf; a characteristic-defining ability, CR 604.3, layer 7a)."""
        if not isinstance(amount, m.Amount) or amount.wording:
            raise FamilyError("a characteristic-defining amount worded otherwise")
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="7a", affected=m.SELF, power=amount,
            toughness=replace(amount, plus=amount.plus + 1)),))

    def x_greatest_toughness(self, noun: Any) -> m.Amount:
        """"the greatest toughness among creatures you control" (0 when there are none)."""
        return m.Amount(kind="greatest_toughness", filter=noun.filter)

    def x_library_size(self) -> m.Amount:
        """"the number of cards in your library" (CR 401)."""
        return m.Amount(kind="library_size", ref=m.YOU)

    def noun_pt(self, pt: Token, *parts: Any) -> Any:
        """"target 1/1 creature", "each 1/1 creature you control" (CR 208.1): exactly that
        power and toughness."""
        noun = self._noun(parts)
        power, toughness = (int(n) for n in str(pt).split("/"))
        flt = noun.filter
        if any(v is not None for v in (flt.power_min, flt.power_max, flt.toughness_min,
                                        flt.toughness_max)):
            raise FamilyError("a P/T before a noun that bounds them again")
        return type(noun)(replace(flt, power_min=power, power_max=power,
                                  toughness_min=toughness, toughness_max=toughness,
                                  says_pt=True))

    def fe_colors_spent(self) -> m.Amount:
        """"for each color of mana spent to cast this spell" (CR 601.2h, 105.1)."""
        if self.start_rule != "spell_line":
            raise FamilyError("'this spell' outside the spell's own text")
        return m.Amount(kind="colors_spent", wording="for_each")

    def fe_colors_spent_it(self) -> m.Amount:
        """"~ enters with a +1/+1 counter on it for each color of mana spent to cast it" (the
        permanent keeps its spell's notes, 601.2h)."""
        return m.Amount(kind="colors_spent", ref="it", wording="for_each")
