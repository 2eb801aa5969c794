"""Parse tree → model values for issue 28's effect-verb and filter sub-grammars (the "effects"
helper). Mixed into :class:`~cardtable.games.magic.oracle.compiler._Build` like the other family
mixins.

Each rule reads one *part* that composes with the shared sub-grammars (``card_noun``,
``noun``, ``target``, ``quantity``): a library action is a head (how many cards, looked at or
revealed), a take (how many of them, which, where) and a rest (where the others go), each part
read on its own, so every head combines with every take and every rest.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.effects_more import ALL_OF_THEM, UNTIL_RESTS
from cardtable.games.magic.model.vocabulary import keyword_name
from cardtable.games.magic.oracle.builder_base import _NUMBERS, BuilderMixin, _Restriction
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.joins import _joined


def _count(word: Token) -> int:
    text = str(word).lower()
    if text not in _NUMBERS:
        raise FamilyError(f"{text!r} is not a number a library action reads here")
    return _NUMBERS[text]


def reveal_word(verb: Token) -> bool:
    return str(verb).lower() == "reveal"


@dataclass(frozen=True, slots=True)
class _Take:
    """What a library action takes: how many, which, and how Oracle says it."""

    take: int
    filter: m.Filter
    optional: bool
    wording: str


@dataclass(frozen=True, slots=True)
class _Rest:
    """Where the cards not taken go, and how Oracle joins it to the take."""

    place: str
    other: bool
    sentence: bool
    then: bool = False  # ". Then put the rest …" (issue 29, EV1: zone_verbs_families)


@v_args(inline=True)
class EffectsMoreFamilies(BuilderMixin):
    """The library actions, damage recipients and verbs of the effects helper."""

    # -- library actions (CR 401.4, 701.16a) ------------------------------------------------
    def e_look_take(self, verb: Token, word: Token, take: _Take, rest: _Rest) -> m.Effect:
        """"Look at the top three cards of your library. Put one of them into your hand and
        the rest on the bottom of your library in any order." (Anticipate) and every other
        head × take × rest."""
        count = _count(word)
        if take.wording == "any_number":  # "put any number of them into your graveyard"
            if rest.place != "top_any_order" or reveal_word(verb):
                raise FamilyError("'any number of them' with another rest")
            return m.LookPut(count=count, take=count, optional=True, to="graveyard",
                             rest=rest.place, wording="any_number")
        if rest.place == "top_any_order":
            raise FamilyError("'back on top' after another take")
        if take.take != ALL_OF_THEM and take.take >= count:
            raise FamilyError("a library action that takes every card it looks at")
        if rest.other and count - take.take != 1:
            raise FamilyError("'the other' names one card, but more are left")
        reveal = str(verb).lower() == "reveal"
        if take.wording == "all_revealed" and not reveal:
            raise FamilyError("'revealed this way' after a look")
        if take.wording == "may_reveal" and reveal:
            raise FamilyError("'you may reveal' a card already revealed")
        return m.LookPut(count=count, take=take.take, filter=take.filter, optional=take.optional,
                         reveal=reveal, rest=rest.place, wording=take.wording,
                         rest_other=rest.other, rest_sentence=rest.sentence,
                         rest_then=rest.then)

    def lt_of_them(self, word: Token) -> _Take:
        return _Take(_count(word), m.ANY, False, "of_them")

    def lt_of_those(self, word: Token) -> _Take:
        return _Take(_count(word), m.ANY, False, "of_those")

    def lt_may_reveal(self, article: Token, noun: Any) -> _Take:
        return _Take(1, noun.filter, True, "may_reveal")

    def lt_may_put(self, article: Token, noun: Any) -> _Take:
        return _Take(1, noun.filter, True, "may_put")

    def lt_any_number_graveyard(self) -> _Take:
        return _Take(0, m.ANY, True, "any_number")

    def rp_top_any(self) -> str:
        return "top_any_order"

    def lt_all_revealed(self, noun: Any) -> _Take:
        return _Take(ALL_OF_THEM, noun.filter, False, "all_revealed")

    def lr_and(self, word: Token, place: str) -> _Rest:
        return _Rest(place, str(word).lower() == "the other", False)

    def lr_sentence(self, place: str) -> _Rest:
        return _Rest(place, False, True)

    def rp_bottom_any(self) -> str:
        return "bottom_any_order"

    def rp_bottom_random(self) -> str:
        return "bottom_random"

    def rp_bottom(self) -> str:
        return "bottom"

    def rp_graveyard(self) -> str:
        return "graveyard"

    # -- damage (CR 120.1) ----------------------------------------------------------------------
    def _damage_source(self, word: Token) -> str:
        """"~ deals" or "it deals": "it" is the object with the ability in a trigger of its own
        (or the sacrificed source of an activated ability, written "It"), as ``e_it_damage``."""
        if str(word) == "~" or self.it_subject == "sacrificed" or (
                self.self_before_it and not self.it_subject):  # h9-ev3 (other_verbs_9)
            return m.SELF
        if self.it_subject not in ("self", "self_gone"):
            # h9-ev2: else "it" is the spell itself (oracle/harm_verbs_9.py)
            return self.ev9_spell_it_source()  # type: ignore[attr-defined,no-any-return]
        return "it"

    def e_damage_each(self, word: Token, n: m.Quantity, noun: Any,
                      players: Token | None = None) -> list[m.Effect]:
        """"~ deals 1 damage to each creature without flying" (Hurricane-like sweepers) and
        "… to each attacking creature and each player": every permanent the noun matches as the
        effect happens (608.2c). The plain "each creature" keeps its own reference."""
        source = self._damage_source(word)
        creature = m.Filter(types=("Creature",))
        first = m.DealDamage(amount=n, to="each_creature", source=source) \
            if noun.filter == creature else \
            m.DealDamage(amount=n, to="each_filter", source=source, filter=noun.filter)
        if players is None:
            return [first]
        return [first, m.DealDamage(amount=n, to="each_player", source=source)]

    def e_damage_equal(self, word: Token, recipients: list[str],
                       amount: m.Amount) -> list[m.Effect]:
        """"~ deals damage to target creature equal to the number of lands you control": the
        amount is read as the effect happens (608.2h), for every recipient."""
        source = self._damage_source(word)
        return [m.DealDamage(amount=replace(amount, wording="equal_to"), to=to, source=source)
                for to in recipients]

    def e_damage_and(self, word: Token, n: m.Quantity, first: list[str], more: m.Quantity,
                     second: list[str]) -> Any:
        """"~ deals 2 damage to any target and 3 damage to you" (Orcish Artillery), "… and 1
        damage to itself" (Reckless Embermage): two amounts of one source in one sentence."""
        source = self._damage_source(word)
        head = [m.DealDamage(amount=n, to=to, source=source) for to in first]
        tail = [m.DealDamage(amount=more, to=to, source=source, continued=True)
                for to in second]
        if len(tail) != 1:
            raise FamilyError("a second damage part with several recipients")
        return _joined([head, tail], "and")

    def and_recipient(self, recipients: list[str]) -> list[str]:
        return recipients

    def ar_itself(self) -> list[str]:
        return [m.SELF]

    # -- filters (CR 208.1, 702.1) ----------------------------------------------------------------
    def r_toughness_min(self, n: Token) -> _Restriction:
        return _Restriction({"toughness_min": int(n)})

    def r_toughness_max(self, n: Token) -> _Restriction:
        return _Restriction({"toughness_max": int(n)})

    def r_with_keyword(self, word: Token) -> _Restriction:
        """"creature with defender", "creatures with first strike" (CR 702.1)."""
        return _Restriction({"keywords": (keyword_name(str(word)),)})

    def r_without_keyword(self, word: Token) -> _Restriction:
        return _Restriction({"not_keywords": (keyword_name(str(word)),)})

    # -- verbs over a noun or several targets ------------------------------------------------------
    def e_untap_all(self, noun: Any) -> m.Effect:
        """"Untap all creatures you control." (CR 701.21a): every permanent the noun matches."""
        if noun.filter.controller == "ref":
            raise FamilyError("'untap all' of a player's permanents")
        return m.Untap(filter=noun.filter)

    def e_bounce_many(self, what: str) -> m.Effect:
        """"Return up to two target creatures to their owners' hands." — several targets, each
        to its owner's hand (CR 400.7, 608.2b)."""
        spec = self.targets[int(what.split(":")[1])] if what.startswith("target:") else None
        if spec is None or not (spec.count > 1 or spec.count_x):
            raise FamilyError("'their owners' hands' after a single target")
        return m.ReturnToHand(what=what)

    # -- "each of" several targets; "up to N other target …" (CR 115.1, 115.3) -----------------
    def each_of_target(self, what: str) -> str:
        """"each of up to two target creatures": the same targets, each affected (608.2b)."""
        index = int(what.split(":")[1]) if what.startswith("target:") else -1
        if index < 0 or not (self.targets[index].count > 1 or self.targets[index].count_x):
            raise FamilyError("'each of' before a single target")
        self.targets[index] = replace(self.targets[index], each_of=True)
        return what

    def t_up_to_n_other(self, word: Token, noun: Any) -> str:
        """"up to two other target creatures": not the source (its ``other``) nor an earlier
        target of the ability (CR 115.3)."""
        text = str(word).lower()
        if text not in _NUMBERS:
            raise FamilyError(f"{text!r} is not a count of targets")
        flt = replace(noun.filter, other=True)
        earlier = tuple(range(len(self.targets)))
        if flt.types == ("Creature",) and not flt.all_types:
            spec = m.TargetSpec("creature", replace(flt, types=()), count=_NUMBERS[text],
                                min_count=0, distinct_from=earlier)
        else:
            spec = m.TargetSpec("permanent", flt, count=_NUMBERS[text], min_count=0,
                                distinct_from=earlier)
        return self._target(spec)

    # -- reveal until (CR 701.16a) ---------------------------------------------------------------
    def e_reveal_until_put(self, article: Token, noun: Any, to: str,
                           rest: tuple[str, str]) -> m.Effect:
        """"Reveal cards from the top of your library until you reveal a creature card. Put
        that card onto the battlefield and the rest on the bottom of your library in a random
        order." (Madcap Experiment-like) and every take × rest."""
        if rest not in UNTIL_RESTS:
            raise FamilyError(f"no reveal-until rest {rest!r}")
        return m.RevealUntilPut(filter=noun.filter, to=to, rest=rest[0], rest_wording=rest[1])

    def ut_hand(self) -> str:
        return "hand"

    def ut_battlefield(self) -> str:
        return "battlefield"

    def ur_the_rest(self, place: str) -> tuple[str, str]:
        return (place, "the_rest")

    def ur_all_other_graveyard(self) -> tuple[str, str]:
        return ("graveyard", "all_other")

    def ur_put_all_other(self, place: str) -> tuple[str, str]:
        return (place, "put_all_other")

    def ur_exile_all_other(self) -> tuple[str, str]:
        return ("exile", "exile_all_other")

    # -- keyword actions; a graveyard card to the top of your library -----------------------------
    def e_bolster(self, n: m.Quantity) -> m.Effect:
        """"Bolster 2" (CR 701.33a)."""
        return m.Bolster(amount=n)

    def e_gy_card_to_top(self, what: str) -> m.Effect:
        """"Put target artifact card from your graveyard on top of your library." (Academy
        Ruins; CR 401.1): a card you own, so "your library" is its owner's."""
        spec = self.targets[int(what.split(":")[1])] if what.startswith("target:") else None
        if spec is None or spec.what != "card" or spec.zone != "graveyard" or \
                spec.filter.owner != "you" or spec.count_x:
            raise FamilyError("'on top of your library' of something not a card you own")
        return m.PutOnLibrary(what=what)

    # -- coin flips (CR 705) -----------------------------------------------------------------------
    def e_flip_coin(self) -> m.Effect:
        return m.FlipCoin()

    def c_won_flip(self) -> m.Condition:
        return m.Condition(kind="won_flip")

    def c_lost_flip(self) -> m.Condition:
        return m.Condition(kind="won_flip", negate=True)

    # -- exchange of control (CR 701.10b) ----------------------------------------------------------
    def e_exchange_control(self, a: str, b: str) -> m.Effect:
        """"Exchange control of ~ and target nonland permanent." (Avarice Totem)."""
        if a == b or "you" in (a, b):
            raise FamilyError("an exchange of control needs two permanents")
        return m.ExchangeControl(a=a, b=b)

    def e_exchange_control_two(self, what: str) -> m.Effect:
        """"Exchange control of two target creatures." (Switcheroo): one target of two."""
        index = int(what.split(":")[1]) if what.startswith("target:") else -1
        if index < 0 or self.targets[index].count != 2 or self.targets[index].min_count == 0:
            raise FamilyError("'exchange control of' one target")
        return m.ExchangeControl(a=what)

    # -- a graveyard shuffled into its library (CR 701.20a) ----------------------------------------
    def e_player_shuffles_graveyard(self, who: str) -> m.Effect:
        return m.ShuffleGraveyard(who=who)

    def e_shuffle_your_graveyard(self) -> m.Effect:
        return m.ShuffleGraveyard(who=m.YOU)



    # -- protection from a chosen colour (CR 702.16a) --------------------------------------------
    def e_chosen_protection(self, on: str, duration: Token) -> m.Effect:
        return m.GrantChosenProtection(on=on)

    def e_chosen_protection_all(self, noun: Any, duration: Token) -> m.Effect:
        if noun.filter.controller == "ref":
            raise FamilyError("protection for a player's permanents")
        return m.GrantChosenProtection(filter=noun.filter)

    # -- a source dealing damage equal to its own power (CR 120.1, 608.2h) ---------------------
    def e_target_damage_its_power(self, source: str, recipients: list[str]) -> list[m.Effect]:
        """"Target creature you control deals damage equal to its power to target creature you
        don't control." (Rabid Bite-like): the first target deals the damage."""
        spec = self.targets[int(source.split(":")[1])] if source.startswith("target:") else None
        if spec is None or spec.what not in ("creature", "permanent") or spec.count != 1:
            raise FamilyError("damage from a target that is not one creature")
        return [m.DealDamage(amount=m.Amount(kind="power", ref=source), to=to, source=source)
                for to in recipients if to != source]

    def e_self_damage_its_power(self, recipients: list[str]) -> list[m.Effect]:
        """"~ deals damage equal to its power to any target." (Hateflayer)."""
        return [m.DealDamage(amount=m.Amount(kind="power", ref=m.SELF), to=to)
                for to in recipients]

    # -- "another target", "any other target" (CR 115.3, 115.4) ------------------------------
    def _other_any(self, wording: str) -> str:
        earlier = tuple(range(len(self.targets)))
        if not earlier:
            raise FamilyError(f"'{wording} target' with no target before it")
        return self._target(m.TargetSpec("any", distinct_from=earlier, says_other=wording))

    def t_another_any(self) -> str:
        return self._other_any("another")

    def t_any_other(self) -> str:
        return self._other_any("any other")

    # -- support (CR 701.35a) -------------------------------------------------------------------
    def e_support(self, n: Token) -> m.Effect:
        """"Support 2": up to two other target creatures each get a +1/+1 counter."""
        count = int(n)
        if count < 1:
            raise FamilyError("support 0")
        spec = m.TargetSpec("creature", m.Filter(other=True), count=count, min_count=0,
                            distinct_from=tuple(range(len(self.targets))))
        return m.Support(on=self._target(spec))

