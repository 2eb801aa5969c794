"""Parse tree → model values for lands, mana and library templates (issues 10 and 16: the
Commander precons' lands and ramp). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.families`.

* "Add {B} for each Swamp you control / black creature card in your graveyard / charge
  counter on ~." — mana counted as the ability resolves (CR 106.1, 107.3);
* "Whenever you tap a Swamp for mana, add an additional {B}." — a triggered mana ability
  (CR 605.1b);
* "Search your library for a basic land card, reveal that card, put it into your hand, then
  shuffle." (CR 701.19).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.core.errors import CardTableError
from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.text.words import ANY_NUMBER

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}


class LandsError(CardTableError, ValueError):
    """A shape of these templates the builder refuses (reported as a failing sentence)."""


@v_args(inline=True)
class Lands(BuilderMixin):

    from_graveyard: bool = False

    def e_return_self_from_graveyard(self) -> m.Effect:
        """"{3}{W}{W}: Return ~ from your graveyard to your hand." — an ability that works
        only while the card is in its owner's graveyard (CR 113.6k, 602.2)."""
        self.from_graveyard = True
        return m.ReturnFromGraveyard(what=m.SELF, to="hand", says_from=True)

    def c_control_n(self, word: Token, noun: Any) -> m.Condition:
        """"you control five or more lands" (at least N permanents matching the noun)."""
        if str(word).lower() not in _NUMBERS or noun.filter.controller != "any":
            raise LandsError("'you control N or more …' with no number or two controllers")
        return m.Condition(kind="you_control", filter=noun.filter,
                           amount=_NUMBERS[str(word).lower()])

    # -- counted mana (CR 106.1) --------------------------------------------------------------
    def e_add_for_each(self, mana: str, amount: m.Amount) -> m.Effect:
        if len([s for s in mana.split("}") if s]) != 1:
            raise LandsError("'add {X}{Y} for each …' is worded otherwise")
        return m.AddMana(mana=mana, amount=amount)

    def cw_battlefield(self, noun: Any) -> m.Amount:
        return m.Amount(kind="count", filter=noun.filter)

    def cw_graveyard(self, noun: Any) -> m.Amount:
        if noun.filter.owner != "any":
            raise LandsError("two owners for a graveyard card")
        return m.Amount(kind="count", filter=replace(noun.filter, owner="you"),
                        zone="graveyard")

    def cw_counters(self, kind: Token) -> m.Amount:
        return m.Amount(kind="counters", counter=str(kind), ref=m.SELF)

    # -- triggered mana abilities (CR 605.1b) --------------------------------------------------
    def trig_tapped_for_mana(self, article: Token, noun: Any) -> m.Trigger:
        if noun.filter.controller != "any":
            raise LandsError("you tap only what you control")
        return m.Trigger("tapped_for_mana", subject="filter",
                         filter=replace(noun.filter, controller="you"))

    def e_add_additional(self, mana: str) -> m.Effect:
        if self.trigger_rule != "trig_tapped_for_mana":
            raise LandsError("'add an additional' outside a 'tap … for mana' trigger")
        return m.AddMana(mana=mana)

    # -- library searches (CR 701.19) ---------------------------------------------------------
    def e_tutor_reveal_that(self, article: Token, noun: Any) -> m.Effect:
        return m.SearchLibrary(filter=noun.filter, reveal=True, reveal_that=True)

    def e_tutor_split(self, word: Token, noun: Any) -> m.Effect:
        """"Search your library for up to two basic land cards, reveal those cards, put one
        onto the battlefield tapped and the other into your hand, then shuffle." (Cultivate,
        Kodama's Reach)."""
        if str(word).lower() != "two":
            raise LandsError("'one … and the other' needs two cards")
        return m.SearchLibrary(filter=noun.filter, count=2, to="split", tapped=True, reveal=True)

    def e_tutor_share_type(self, word: Token, noun: Any, tapped: Token | None = None) -> m.Effect:
        """"… up to two basic land cards that share a land type, put them onto the battlefield
        tapped …" (Myriad Landscape; land types, CR 205.3i)."""
        if str(word).lower() not in _NUMBERS:
            raise LandsError("'up to N' with no number")
        return m.SearchLibrary(filter=noun.filter, count=_NUMBERS[str(word).lower()],
                               to="battlefield", tapped=tapped is not None,
                               share_land_type=True)

    def e_its_controller_tutor(self, article: Token, noun: Any,
                               tapped: Token | None = None) -> m.Effect:
        """"Destroy target land. Its controller may search their library for a basic land
        card, put it onto the battlefield, then shuffle." (Ghost Quarter, Path to Exile's
        shape): the target's controller, as it last existed (CR 608.2h), searches."""
        if len(self.targets) != 1:
            raise LandsError("'its controller' with no single target before it")
        who = "controller:target:0"
        return m.MayDo(effects=(m.SearchLibrary(filter=noun.filter, to="battlefield",
                                                tapped=tapped is not None, says_it=True,
                                                who=who),), who=who)

    # -- optional payments and "sacrifice it unless …" (CR 118.12, 608.2d) ---------------------
    def clause_may_pay(self, mana: str) -> list[m.Effect]:
        """"You may pay {2}. If you do, draw a card." — the payment; the next sentence's "If
        you do" reads whether it was paid (CR 608.2d)."""
        return [m.MayDo(effects=(), cost=m.Cost(mana=mana))]

    def _sac_it(self) -> str:
        if self.it_subject != "self":
            raise LandsError("'sacrifice it unless …' outside a trigger of the object itself")
        return m.SELF

    def e_sac_unless_pay(self, mana: str) -> m.Effect:
        """"When ~ enters, sacrifice it unless you pay {1}." (Rupture Spire, CR 118.12)."""
        return m.Sacrifice(what=self._sac_it(), unless_pay=mana)

    def e_sac_unless_return(self, article: Token, noun: Any) -> m.Effect:
        """"… sacrifice it unless you return an untapped Swamp you control to its owner's
        hand." (Everglades)."""
        if noun.filter.controller != "you":
            raise LandsError("a permanent to return that you don't control")
        return m.Sacrifice(what=self._sac_it(), unless_return=noun.filter)

    def e_sac_unless_spent(self, symbol: Token) -> m.Effect:
        """"… sacrifice it unless {U} was spent to cast it." (Patagia Viper, CR 601.2h)."""
        body = str(symbol).strip("{}")
        if body not in ("W", "U", "B", "R", "G", "C"):
            raise LandsError("a mana symbol that is not one colour")
        return m.Sacrifice(what=self._sac_it(), unless_spent=body)

    # -- graveyards ----------------------------------------------------------------------------
    def e_exile_graveyard(self, who: str) -> m.Effect:
        """"Exile target player's graveyard." (Bojuka Bog, Nihil Spellbomb)."""
        return m.ExileGraveyard(who=who)

    def e_put_onto_battlefield(self, what: str) -> m.Effect:
        """"Put target land card from a graveyard onto the battlefield under your control."
        (Restore; CR 110.2a: the instruction's controller)."""
        spec = self.targets[-1] if self.targets else None
        if spec is None or spec.zone != "graveyard":
            raise LandsError("'put … onto the battlefield under your control' from no graveyard")
        return m.ReturnFromGraveyard(what=what, to="battlefield", under=m.YOU)

    # -- "Enchanted land has "…"" (CR 613.1f, 604.1) -----------------------------------------
    # -- the top card of the library (CR 701.16a, 401) -----------------------------------------
    def re_battlefield_it(self) -> list[m.Effect]:
        return [m.MoveRevealed(to="battlefield", wording="it")]

    def re_battlefield_that(self) -> list[m.Effect]:
        return [m.MoveRevealed(to="battlefield", wording="that_card_yours")]

    def re_hand_that(self) -> list[m.Effect]:
        return [m.MoveRevealed(to="hand", wording="that_card")]

    def re_effect(self, effect: Any) -> list[m.Effect]:
        return list(effect) if isinstance(effect, list) else [effect]

    def rb_if(self, article: Token, noun: Any, effects: list[m.Effect]) -> tuple[str, Any]:
        return ("if", (noun.filter, effects))

    def rb_otherwise(self, effects: list[m.Effect]) -> tuple[str, Any]:
        return ("otherwise", effects)

    def e_reveal_top(self, *branches: tuple[str, Any]) -> list[m.Effect]:
        """"Reveal the top card of your library. If it's a land card, put it onto the
        battlefield. Otherwise, put that card into your hand." (Coiling Oracle; Druidic
        Satchel's three "If it's …" sentences): each branch a conditional on the revealed
        card; "Otherwise" the other side of the one before it."""
        out: list[m.Effect] = [m.RevealTop()]
        for kind, value in branches:
            if kind == "if":
                flt, effects = value
                out.append(m.Conditional(condition=m.Condition(
                    kind="ref_matches", ref="revealed", filter=flt), effects=tuple(effects)))
            else:
                last = out[-1]
                if not isinstance(last, m.Conditional) or last.otherwise:
                    raise LandsError("'Otherwise' after no 'If it's …'")
                out[-1] = replace(last, otherwise=tuple(value))
        return out

    def e_look_put_battlefield(self, word: Token, article: Token, noun: Any,
                               *restrictions: Any) -> m.Effect:
        if str(word).lower() not in _NUMBERS:
            raise LandsError("'the top N cards' with no number")
        fields: dict[str, Any] = {}
        for part in restrictions:  # "with power 5 or greater"
            if set(part.fields) - {"power_min", "power_max", "mana_value_min",
                                   "mana_value_max"} or set(part.fields) & set(fields):
                raise LandsError("only power or mana value after 'card' here")
            fields.update(part.fields)
        return m.LookAtTop(count=_NUMBERS[str(word).lower()],
                           filter=replace(noun.filter, **fields))

    def e_destroy_then_search(self, noun: Any, article: Token, card: Any) -> list[m.Effect]:
        """From the Ashes (CR 701.8, 701.19): destroy, then a search for each land destroyed
        by its controller."""
        if "Land" not in noun.filter.types:
            raise LandsError("'each land destroyed this way' after destroying no lands")
        return [m.Destroy(filter=noun.filter), m.SearchPerDestroyed(filter=card.filter)]

    def e_shuffle_gy_cards(self) -> m.Effect:
        """Loaming Shaman: a target player, then any number of target cards from that
        player's graveyard (CR 115.1, 601.2c: chosen in that order)."""

        who = self._target(m.TargetSpec("player"))
        player_index = int(who.split(":")[1])
        cards = self._target(m.TargetSpec(
            "card", zone="graveyard", count=ANY_NUMBER, min_count=0,
            owner_target=player_index))
        return m.ShuffleIntoLibrary(what=cards, who=who)
