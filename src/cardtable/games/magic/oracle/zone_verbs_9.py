"""Zone verbs of issue 29, round 9 (helper EV1): the builder half of the "issue 29 round 9,
EV1" block at the end of ``grammar.lark``.

- a free-cast condition of two halves, "If an opponent controls a Swamp and you control a
  Forest, you may cast this spell without paying its mana cost." (the Mercadian Masques
  Legates; CR 118.9, 608.2c): both halves must hold;
- adamant, "If at least three green mana was spent to cast this spell, …" and "… three mana of
  the same color …" (CR 601.2h): the mana of each colour paid for the spell is counted;
- the older plural "Return all attacking creatures to their owner's hand." and "return two
  target lands you control to their owner's hand" (CR 400.7): each card to its own owner's
  hand, as "to their owners' hands" says it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_8 import MANA_SPENT
from cardtable.games.magic.model.zone_verbs_9 import (
    CAST_IF,
    FROM_PLAYERS_ZONE,
    IF_LEAD,
    OWNER_HAND_OLD,
    PLAY_LANDS_FROM_GRAVEYARD,
    SAME_COLOR,
)
from cardtable.games.magic.oracle.builder_base import (
    _NUMBERS,
    BuilderMixin,
    OracleCompileError,
    _Noun,
)
from cardtable.games.magic.text.words import ANY_NUMBER

_COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


class ZoneVerb9Error(OracleCompileError):
    """A round-9 zone-verb sentence whose parts do not fit together."""


#: the number word a look of X cards is first built with (the checks of ``e_look_take`` that
#: compare the take with the count see a count larger than any take)
_MANY = Token("NUMBER_WORD", "ten")


@v_args(inline=True)
class ZoneVerbs9(BuilderMixin):
    if TYPE_CHECKING:  # the builder's other mixins (effects_more_families, zone_verbs_families)
        def e_look_take(self, verb: Token, word: Token, take: Any, rest: Any) -> m.Effect: ...

        def e_look_take_zone(self, verb: Token, word: Token, take: Any,
                             rest: Any) -> m.Effect: ...

    # -- "an opponent controls a Swamp and you control a Forest" (CR 608.2c) ---------------------
    def ev1_9_c_opp_and_you_control(self, opp_article: Token, opp_noun: _Noun,
                                    your_article: Token, your_noun: _Noun) -> m.Condition:
        """Both halves, each the condition it is on its own ("an opponent controls a Swamp",
        "you control a Forest"); the render joins them with "and"."""
        if opp_noun.filter.controller != "any" or your_noun.filter.controller != "any":
            raise ZoneVerb9Error("a controller inside 'an opponent controls … and you control …'")
        return m.Condition(kind="all", all_of=(
            m.Condition(kind="opponent_controls", filter=opp_noun.filter),
            m.Condition(kind="you_control", filter=your_noun.filter)))

    # -- adamant: "at least three green mana was spent to cast this spell" (CR 601.2h) ----------
    @staticmethod
    def ev1_9_c_spent_at_least(count: Token, color: Token, what: Token) -> m.Condition:
        amount = _NUMBERS[str(count).lower()]
        low = str(color).lower()
        zone = SAME_COLOR if low == "mana of the same color" else \
            _COLOR_SYMBOLS[low.removesuffix(" mana")]
        return m.Condition(kind=MANA_SPENT, zone=zone, amount=amount, ref=str(what).lower())

    # -- "to their owner's hand", the older plural (CR 400.7) -----------------------------------
    @staticmethod
    def ev1_9_bounce_all_old(noun: _Noun) -> m.Effect:
        return m.ReturnToHand(filter=noun.filter, wording=OWNER_HAND_OLD)

    def ev1_9_bounce_many_old(self, what: str) -> m.Effect:
        """Several targets, each to its owner's hand (as ``e_bounce_many``, CR 608.2b)."""
        spec = self.targets[int(what.split(":")[1])] if what.startswith("target:") else None
        if spec is None or not (spec.count > 1 or spec.count_x):
            raise ZoneVerb9Error("'their owner's hand' after a single target")
        return m.ReturnToHand(what=what, wording=OWNER_HAND_OLD)

    # -- "If COND, ~ enters with a +1/+1 counter on it." (CR 614.1c) ---------------------------
    def ev1_9_rep_counters_if_lead(self, condition: m.Condition,
                                   counters: tuple[str, m.Quantity]) -> m.ReplacementAbility:
        """The replacement "~ enters with … on it if COND." is (``rep_counters_if``)."""
        return m.ReplacementAbility(event="enters", action="counters", counter=counters[0],
                                    amount=counters[1], self_replacement=True,
                                    condition=condition, text=IF_LEAD)

    # -- "the top X cards of your library, where X is …"; "…, then put one of them …" ------------
    @staticmethod
    def _look_x(look: m.Effect, amount: m.Amount) -> m.Effect:
        if not isinstance(look, m.LookPut) or look.rest_other:
            raise ZoneVerb9Error("'the top X cards' with a take that names the other card")
        return replace(look, count=0, count_x=amount)

    def ev1_9_look_x(self, verb: Token, amount: m.Amount, take: Any, rest: Any) -> m.Effect:
        return self._look_x(self.e_look_take(verb, _MANY, take, rest), amount)

    def ev1_9_look_x_zone(self, verb: Token, amount: m.Amount, take: Any,
                          rest: Any) -> m.Effect:
        return self._look_x(self.e_look_take_zone(verb, _MANY, take, rest), amount)

    def ev1_9_look_then(self, verb: Token, word: Token, take: Any, rest: Any) -> m.Effect:
        look = self.e_look_take(verb, word, take, rest)
        if not isinstance(look, m.LookPut) or look.wording not in ("of_them", "of_those") or \
                look.rest_sentence:
            raise ZoneVerb9Error("', then' before a take other than 'put N of them'")
        return replace(look, head_then=True)

    # -- "You may cast ~ from your graveyard [if COND]." (CR 601.2, 601.3) --------------------
    @staticmethod
    def ev1_9_cast_from_graveyard() -> list[m.Keyword]:
        return [m.Keyword(name="cast_from_graveyard")]

    @staticmethod
    def ev1_9_cast_from_graveyard_if(condition: m.Condition) -> list[m.Keyword]:
        return [m.Keyword(name="cast_from_graveyard", condition=condition, text=CAST_IF)]

    # -- "exile all CARDS from target player's graveyard"; "for each card exiled this way" -------
    @staticmethod
    def ev1_9_exile_all_from_players_graveyard(cards: _Noun, who: str) -> m.Effect:
        """Every matching card of that player's graveyard, exiled by the controller (406.3)."""
        if cards.filter.controller != "any" or cards.filter.owner != "any":
            raise ZoneVerb9Error("an owner inside 'all … cards from target player's graveyard'")
        return m.ExileFromZone(who=who, amount=ANY_NUMBER, zone="graveyard", filter=cards.filter,
                               wording=FROM_PLAYERS_ZONE)

    @staticmethod
    def ev1_9_fe_exiled_this_way() -> m.Amount:
        """"for each card exiled this way" (608.2c): the cards the instruction before exiled."""
        return m.Amount(kind="exiled_this_way", wording="for_each")

    # -- "Target player shuffles up to N target cards from their graveyard into …" ------------
    def ev1_9_shuffle_gy_up_to(self, who: str, word: Token) -> m.Effect:
        """Up to N cards of that player's graveyard, targeted after the player (115.1)."""
        count = _NUMBERS.get(str(word).lower(), 0)
        if count < 1 or not who.startswith("target:"):
            raise ZoneVerb9Error("'up to N target cards from their graveyard' without a number")
        cards = self._target(m.TargetSpec("card", zone="graveyard", count=count, min_count=0,
                                          owner_target=int(who.split(":")[1])))
        return m.ShuffleIntoLibrary(what=cards, who=who)

    # -- "Put two target lands on top of their owners' libraries." (CR 401.4) -----------------
    def _targets_to_libraries(self, what: str, bottom: bool) -> m.Effect:
        spec = self.targets[int(what.split(":")[1])] if what.startswith("target:") else None
        if spec is None or not (spec.count > 1 or spec.count_x):
            raise ZoneVerb9Error("'their owners' libraries' after a single target")
        return m.PutAllOnLibraries(what=what, bottom=bottom)

    def ev1_9_put_targets_on_libraries(self, what: str) -> m.Effect:
        return self._targets_to_libraries(what, False)

    def ev1_9_put_targets_under_libraries(self, what: str) -> m.Effect:
        return self._targets_to_libraries(what, True)

    # -- "You may play lands from your graveyard." (CR 305.1) ---------------------------------
    @staticmethod
    def ev1_9_play_lands_from_graveyard() -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule=PLAY_LANDS_FROM_GRAVEYARD, affected="you"),))

    # -- "~'s owner shuffles it into their library." (CR 701.20a) -----------------------------
    @staticmethod
    def ev1_9_owner_shuffles_self() -> m.Effect:
        return m.ShuffleIntoLibrary(what="self", who="owner:self")
