"""Parse tree → quantities and filters, eighth wave (issue 29, helper h8-qf).

* "draw a card for each +1/+1 counter on it", "create a 1/1 … token for each counter on it"
  (CR 122.1, 608.2h): the counters on the ability's own object named "it" (as it last existed
  after it left the battlefield), of one kind or of every kind (``ANY_COUNTER``);
* "Add an amount of {G} equal to ~'s power" (CR 106.1, 608.2h): ``AddMana`` whose amount is
  any quantity, worded ``equal_to``;
* "double the number of +1/+1 counters on REF / on each NOUN", "double the number of each kind
  of counter on REF" (CR 701.9e): :class:`~cardtable.games.magic.model.DoubleCounters`;
* "return all enchantment cards from your graveyard to the battlefield", "… from all
  graveyards to their owners' hands", "put all creature cards from all graveyards onto the
  battlefield under your control" (CR 608.2c, 110.2a):
  :class:`~cardtable.games.magic.model.ReturnAllFromGraveyards`, any card noun.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.base import ANY_COUNTER
from cardtable.games.magic.model.quantities_filters_8 import EACH_KIND
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError


def _card_filter(noun: Any) -> m.Filter:
    flt = getattr(noun, "filter", None)
    if not isinstance(flt, m.Filter):
        raise FamilyError("'all … cards' of a noun this grammar does not read")
    if flt.controller != "any" or flt.owner != "any":
        raise FamilyError("'all … cards from a graveyard' with a controller or owner")
    return flt


@v_args(inline=True)
class QuantitiesFilters8(BuilderMixin):
    """Mixed into the builder :class:`~cardtable.games.magic.oracle.compiler._Build`."""

    # -- "for each +1/+1 counter on it" (CR 122.1, 608.2h) -------------------------------------
    def _counters_on_source(self, counter: str, says_it: bool) -> m.Amount:
        if says_it and self.it_subject == "filter":
            # "it" is the object the trigger names (another creature), not the source
            raise FamilyError("counters on an object the trigger names")
        return m.Amount(kind="counters", counter=counter, ref=m.SELF, wording="for_each",
                        says_it=says_it)

    def qf8_fe_counters_on_it(self, kind: Token) -> m.Amount:
        """"for each +1/+1 counter on it" (Toothy, Bloodtracker, Dusk Urchins)."""
        return self._counters_on_source(str(kind), True)

    def qf8_fe_any_counter(self, on: Token) -> m.Amount:
        """"for each counter on it" (Kinsbaile Borderguard): counters of every kind."""
        return self._counters_on_source(ANY_COUNTER, str(on).lower() == "it")

    # -- "Add an amount of {G} equal to …" (CR 106.1) ------------------------------------------
    def qf8_add_amount_of(self, mana: str, amount: Any) -> m.Effect:
        """"Add an amount of {G} equal to ~'s power" (Marwyn, Viridian Joiner), "… equal to your
        devotion to green" (Karametra's Acolyte): one mana symbol, as much as the quantity."""
        if not isinstance(amount, m.Amount) or amount.wording or amount.kind == "x" or \
                mana.count("{") != 1 or mana in ("{X}", "{S}"):
            raise FamilyError("'an amount of' mana worded otherwise")
        return m.AddMana(mana=mana, amount=replace(amount, wording="equal_to"))

    # -- "double the number of … counters on …" (CR 701.9e) ------------------------------------
    def qf8_double_counters(self, kind: Token, on: str) -> m.Effect:
        """"double the number of +1/+1 counters on ~" (Primordial Hydra), "… on target creature
        you control" (Tanazir Quandrix), "… on it" (Visions of Dominance)."""
        return m.DoubleCounters(counter=str(kind), on=on)

    def qf8_double_counters_each(self, kind: Token, noun: Any) -> m.Effect:
        """"double the number of +1/+1 counters on each creature you control" (Kalonian
        Hydra)."""
        return m.DoubleCounters(counter=str(kind), filter=noun.filter)

    def qf8_double_each_kind(self, on: str) -> m.Effect:
        """"double the number of each kind of counter on target permanent" (Gilder Bairn)."""
        return m.DoubleCounters(counter=EACH_KIND, on=on)

    # -- "return all … cards from your graveyard / all graveyards" (CR 608.2c) -----------------
    def qf8_return_all_yours(self, noun: Any, to: Token) -> m.Effect:
        """"Return all enchantment cards from your graveyard to the battlefield" (Replenish),
        "… to your hand" (Crystal Chimes)."""
        words = str(to).lower()
        return m.ReturnAllFromGraveyards(filter=_card_filter(noun), whose="you",
                                         to="hand" if words.endswith("hand") else "battlefield",
                                         tapped=words.endswith("tapped"))

    def qf8_return_all_graveyards(self, noun: Any, to: Token) -> m.Effect:
        """"Return all basic land cards from all graveyards to the battlefield tapped under
        their owners' control" (Planar Birth), "… to their owners' hands" (Infernal
        Caretaker)."""
        words = str(to).lower()
        return m.ReturnAllFromGraveyards(filter=_card_filter(noun), whose="all",
                                         to="hand" if words.endswith("hands") else "battlefield",
                                         tapped="tapped" in words)

    def qf8_put_all_under_you(self, noun: Any, where: Token, *tapped: Token) -> m.Effect:
        """"Put all creature cards from all graveyards onto the battlefield under your
        control" (Rise of the Dark Realms, Liliana Vess)."""
        whose = "all" if "all" in str(where).lower() else "you"
        return m.ReturnAllFromGraveyards(filter=_card_filter(noun), whose=whose,
                                         to="battlefield", tapped=bool(tapped), under="you",
                                         verb="put")

    # -- "half …, rounded up / down" (CR 107.1a) ----------------------------------------------
    def qf8_x_half(self, amount: Any, rounded: Token) -> m.Amount:
        """"where X is half the number of Zombies you control, rounded down" (Endless Ranks of
        the Dead), "equal to half the sacrificed creature's power, rounded down" (Freyalise
        Supplicant): any quantity, halved as it is computed."""
        if not isinstance(amount, m.Amount) or amount.wording or amount.half or \
                amount.plus or amount.multiplier != 1 or amount.kind == "x":
            raise FamilyError("'half' of a quantity worded otherwise")
        return replace(amount, half=str(rounded).lower())

    def qf8_pv_mill_half(self, rounded: Token) -> tuple[type, m.Quantity]:
        """"Target player mills half their library, rounded down" (Traumatize): the player's
        own library, counted as the effect resolves (``__who__`` is bound to the subject)."""
        return (m.Mill, m.Amount(kind="library_size", ref="__who__",
                                 half=str(rounded).lower()))

    def qf8_you_lose_half(self) -> m.Effect:
        """"You lose half your life, rounded up" (Cruel Bargain, Ebonblade Reaper)."""
        return m.LoseLife(amount=m.Amount(kind="half_life_up", ref=m.YOU), who=m.YOU)

    # -- "return all cards exiled with ~ …" (CR 607.2a, 406.6) --------------------------------
    @staticmethod
    def _linked(noun: Any, on: Token, to: Token, *, each: bool) -> m.Effect:
        words = str(to).lower()
        says_it = str(on).lower() == "it"
        flt = _card_filter(noun)
        if words.endswith(("hand", "hands")):
            owners = words.rsplit(" ", 1)[0]
            return m.ReturnLinkedExiled(filter=flt, to="hand", each=each, says_it=says_it,
                                        owners=owners)
        if words.endswith("your control"):
            return m.ReturnLinkedExiled(filter=flt, under="you", each=each, says_it=says_it)
        owners = words.removeprefix("the battlefield under ").removesuffix(" control")
        return m.ReturnLinkedExiled(filter=flt, each=each, says_it=says_it, owners=owners)

    def qf8_return_linked_all(self, noun: Any, on: Token, to: Token) -> m.Effect:
        """"Return all cards exiled with ~ to the battlefield under their owners' control"."""
        return self._linked(noun, on, to, each=False)

    def qf8_return_linked_each(self, noun: Any, on: Token, to: Token) -> m.Effect:
        """"Return each creature card exiled with ~ to the battlefield under your control"."""
        return self._linked(noun, on, to, each=True)

    def qf8_put_linked(self, noun: Any, on: Token, *under: Token) -> m.Effect:
        """"Put all cards exiled with it onto the battlefield" (Underworld Sentinel: under the
        control of the player who puts them, CR 110.2a), "… under your control" (Gisa)."""
        return m.ReturnLinkedExiled(filter=_card_filter(noun), under="you", verb="put",
                                    says_it=str(on).lower() == "it", says_under=bool(under))

    def qf8_put_linked_hands(self, noun: Any, on: Token) -> m.Effect:
        """"Put all cards exiled with ~ into their owners' hands" (Bomat Courier)."""
        return m.ReturnLinkedExiled(filter=_card_filter(noun), to="hand", verb="put",
                                    says_it=str(on).lower() == "it")

    # -- "Choose any target." (CR 601.2c) ------------------------------------------------------
    def qf8_choose_target(self, target: str) -> list[m.Effect]:
        """"Choose any target." / "Choose target creature." announcing the ability's target
        for the sentences after it."""
        return [m.ChooseTargets(chosen=(target,))]

    def qf8_choose_targets(self, first: str, second: str) -> list[m.Effect]:
        """"Choose target creature you control and target creature you don't control."."""
        return [m.ChooseTargets(chosen=(first, second))]

    def qf8_that_permanent_or_player(self) -> str:
        """"that permanent or player": the ability's last "any target" (Blast of Genius)."""
        anys = [i for i, t in enumerate(self.targets) if t.what == "any" and t.count == 1]
        if not anys:
            raise FamilyError("'that permanent or player' with no 'any target' before it")
        return f"as:that permanent or player:target:{anys[-1]}"
