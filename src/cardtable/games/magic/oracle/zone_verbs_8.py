"""Zone verbs of issue 29, round 8 (helper EV1): the builder half of the "issue 29 round 8,
EV1" block at the end of ``grammar.lark``; the model is
:mod:`cardtable.games.magic.model.zone_verbs_8`.

- extra land plays (CR 305.2): "You may play [up to] N additional land(s) this turn." and the
  static "You / Each player may play N additional land(s) on each of your / their turns."
- a card put into a library Nth from the top (CR 401.7): "put OBJECT into its owner's / your
  library second / third … from the top", any object the grammar names;
- escape (CR 702.138a): "Escape—[mana], Exile N other cards from your graveyard.", a way to
  cast the card from its owner's graveyard;
- a search of the graveyard, hand and library of the targeted object's controller for the
  cards with its name (CR 701.19, 608.2h): "Search its controller's graveyard, hand, and
  library for all / any number of cards with the same name as that spell and exile them. Then
  that player shuffles.";
- "put a card an opponent owns from exile into that player's graveyard" (the processors; CR
  406.3), whose "If you do" reads whether a card was put there;
- piles (CR 700.3): "Reveal the top N cards of your library. An opponent separates those
  cards into two piles. Put one pile into your hand and the other into your graveyard.";
- Mirage's flash enchantments: "You may cast ~ as though it had flash. If you cast it any time
  a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it
  at the beginning of the next cleanup step."
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_7 import CAST_WAY
from cardtable.games.magic.model.zone_verbs_8 import (
    ALL_FOUND,
    ANY_NUMBER_FOUND,
    EXTRA_LAND_PLAYS,
    EXTRA_LAND_PLAYS_DURING,
    ORDINALS,
    SACRIFICE_AT_CLEANUP,
)
from cardtable.games.magic.oracle.builder_base import _NUMBERS, BuilderMixin, OracleCompileError
from cardtable.games.magic.oracle.joins import _joined


class ZoneVerb8Error(OracleCompileError):
    """A round-8 zone-verb sentence whose parts do not fit together."""


def _land_count(words: Token) -> tuple[int, bool]:
    """"up to three additional lands" → (3, True); "an additional land" → (1, False)."""
    low = str(words).lower()
    up_to = low.startswith("up to ")
    head = low.removeprefix("up to ").split(" ")[0]
    return _NUMBERS[head], up_to


@v_args(inline=True)
class ZoneVerbs8(BuilderMixin):
    def ev1_extra_lands_turn(self, words: Token) -> m.Effect:
        count, up_to = _land_count(words)
        return m.ExtraLandPlays(count=count, up_to=up_to)

    def ev1_extra_lands_static(self, who: Token, words: Token, when: Token,
                               whose: Token) -> m.StaticAbility:
        count, up_to = _land_count(words)
        you = str(who).lower() == "you"
        if up_to or you != (str(whose).lower() == "your"):
            raise ZoneVerb8Error("extra land plays whose player words do not agree")
        rule = EXTRA_LAND_PLAYS_DURING if str(when).lower() == "during" else EXTRA_LAND_PLAYS
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule=rule, affected="you" if you else "players", amount=count),))

    def ev1_put_nth_from_top(self, what: str, whose: Token, ordinal: Token) -> m.Effect:
        if not isinstance(what, str):
            raise ZoneVerb8Error("a library position for something that is not an object")
        return m.PutIntoLibraryAt(what=what, position=ORDINALS.index(str(ordinal).lower()) + 1,
                                  says_your=str(whose).lower() == "your")

    def ev1_kw_escape(self, mana: str, word: Token) -> m.Keyword:
        """"Escape—{2}{U}, Exile five other cards from your graveyard." (CR 702.138a)."""
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2:
            raise ZoneVerb8Error("a number of other graveyard cards for escape")
        return m.Keyword(name="escape", cost=m.Cost(mana=str(mana), exile_from_graveyard=n))

    def ev1_rep_escapes_with(self, counters: tuple[str, m.Quantity]) -> m.ReplacementAbility:
        """"~ escapes with two +1/+1 counters on it." (CR 702.138c, 614.1c): it enters with
        them if its spell was cast with escape (the cast way noted, conditions_7.CAST_WAY)."""
        return m.ReplacementAbility(event="enters", action="counters", counter=counters[0],
                                    amount=counters[1], self_replacement=True,
                                    condition=m.Condition(kind=CAST_WAY, zone="escape"))

    @staticmethod
    def ev1_c_escaped() -> m.Condition:
        """"unless it escaped" (CR 702.138c): the cast way noted on the permanent."""
        return m.Condition(kind=CAST_WAY, zone="escape")

    def ev1_clause_and_then_may(self, first: Any, second: Any, third: Any) -> list[m.Effect]:
        """"you gain 3 life and draw a card, then you may put a land card from your hand onto
        the battlefield" (Uro): two effects, then a "you may" (CR 608.2d)."""
        flat = third if isinstance(third, list) else [third]
        return _joined((_joined((first, second), "and"), [m.MayDo(effects=tuple(flat))]),
                       "then")

    def ev1_search_same_name(self, _whose: Token, count: Token, noun: Token) -> m.Effect:
        """"Search its controller's graveyard, hand, and library for all cards with the same
        name as that spell and exile them. Then that player shuffles." — "its controller" and
        "that NOUN" are the object targeted just before (608.2h)."""
        if not self.targets:
            raise ZoneVerb8Error("'that spell' with no object targeted before")
        index = len(self.targets) - 1
        word = str(noun).lower()
        what = self.targets[index].what
        if (word == "spell" and what != "spell") or (word != "spell" and what == "spell"):
            raise ZoneVerb8Error(f"'that {word}' names no target of that kind")
        return m.SearchZonesForName(
            who=f"controller:target:{index}", name_of=f"target:{index}",
            count=ALL_FOUND if str(count).lower() == "all" else ANY_NUMBER_FOUND, noun=word)

    def ev1_put_exiled_into_graveyard(self) -> m.Effect:
        """"put a card an opponent owns from exile into that player's graveyard" (CR 406.3)."""
        return m.PutExiledIntoGraveyard()

    def ev1_reveal_piles(self, word: Token) -> m.Effect:
        """"Reveal the top five cards of your library. An opponent separates those cards into
        two piles. Put one pile into your hand and the other into your graveyard." (700.3)."""
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2:
            raise ZoneVerb8Error("piles of fewer than two revealed cards")
        return m.RevealPiles(count=n)

    def ev1_put_it_on_top(self) -> m.Effect:
        """"put it on top of its owner's library" (Dark Revenant, Avenging Angel; CR 401.4)."""
        return m.PutIntoLibraryAt(what="it", position=1)

    def ev1_flash_sacrifice_at_cleanup(self) -> list[m.Keyword]:
        """"You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't
        have been cast, the controller of the permanent it becomes sacrifices it at the
        beginning of the next cleanup step." (Mirage; CR 601.3a, 603.7, 514.3a)."""
        return [m.Keyword(name="flash_as_though", text=SACRIFICE_AT_CLEANUP)]

    def ev1_trig_dies_or_exiled(self) -> tuple[m.Trigger, ...]:
        """"When ~ dies or is put into exile from the battlefield" (the God-Eternals): two
        abilities with one effect (an event cannot be both, CR 603.2; triggers.left)."""
        return (m.Trigger("dies", wording="when"), m.Trigger("put_into_exile", wording="when"))

    def ev1_put_it_nth(self, ordinal: Token) -> m.Effect:
        """"put it into its owner's library third from the top" after a zone change: the card
        in the zone it went to (400.7; the handler follows ``state.moved``)."""
        if self.it_subject not in ("self", "self_gone", "filter") and \
                self.trigger_rule != "ev1_trig_dies_or_exiled":
            raise ZoneVerb8Error("'it' without a trigger object")
        return m.PutIntoLibraryAt(what="it", position=ORDINALS.index(str(ordinal).lower()) + 1)

    def ev1_return_died_this_turn(self, words: Token) -> m.Effect:
        """"return to your hand all creature cards in your graveyard that were put there from
        the battlefield this turn" / "… that were put into your graveyard from the
        battlefield this turn" (CR 700.4)."""
        put_into = "put into your graveyard" in str(words).lower()
        return m.ReturnDiedThisTurn(wording="put_into" if put_into else "in_graveyard")
