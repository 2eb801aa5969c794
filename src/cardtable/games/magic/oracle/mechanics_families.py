"""Parse tree → model values for the keyword mechanics and costs of issues 28/29 (h4-mechanics):
alternative costs of any cost part and condition (CR 118.9), typed cards in a cost ("exile a
creature card from your graveyard", "discard a land card"; 118.3, 601.2h), cumulative upkeep
paid in life (702.24a) and learn (701.48). Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build` like the other family mixins.

Each builder composes with the shared sub-grammars: ``cost_part`` (so every cost part the
grammar reads is an alternative cost too), ``condition`` (every condition), ``card_noun``.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import _NUMBERS, FamilyError


def _alternative(parts: dict[str, Any], condition: m.Condition | None) -> list[m.Keyword]:
    return [m.Keyword(name="alternative_cost", cost=m.Cost(**parts), condition=condition)]


@v_args(inline=True)
class MechanicsFamilies(BuilderMixin):
    # -- alternative costs (CR 118.9) ---------------------------------------------------------
    def alt_cost_parts(self, first: dict[str, Any],
                       second: dict[str, Any] | None = None) -> dict[str, Any]:
        """"pay {1} and return a basic land you control to its owner's hand", "pay 1 life and
        exile a blue card from your hand": two different parts."""
        if second is None:
            return dict(first)
        if set(first) & set(second):
            raise FamilyError("an alternative cost naming the same part twice")
        return {**first, **second}  # the render writes them back in Oracle's order or fails

    def alt_cost_any(self, parts: dict[str, Any], _tail: Token) -> list[m.Keyword]:
        """"You may sacrifice a Mountain rather than pay this spell's mana cost." (118.9)."""
        return _alternative(parts, None)

    def alt_cost_if(self, condition: m.Condition, parts: dict[str, Any],
                    _tail: Token) -> list[m.Keyword]:
        """"If COND, you may COST rather than pay this spell's mana cost." (118.9, 601.2b: the
        condition is checked as the player proposes the spell)."""
        return _alternative(parts, condition)

    # -- typed cards in a cost (CR 118.3, 601.2h) ---------------------------------------------
    def cost_exile_typed(self, _article: Token, noun: Any) -> dict[str, Any]:
        """"exile a creature card from your graveyard"."""
        return {"exile_from_graveyard": 1, "exile_filter": noun.filter}

    def cost_exile_typed_n(self, word: Token, noun: Any) -> dict[str, Any]:
        """"exile two / X creature cards from your graveyard" (X announced first, 601.2b)."""
        if str(word).lower() == "x":
            return {"exile_from_graveyard": m.Amount(kind="x"), "exile_filter": noun.filter}
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2:
            raise FamilyError("a number of graveyard cards to exile")
        return {"exile_from_graveyard": n, "exile_filter": noun.filter}

    def cost_discard_typed(self, _article: Token, noun: Any) -> dict[str, Any]:
        """"discard a land card" (a card of the hand matching the noun)."""
        return {"discard": 1, "discard_filter": noun.filter}

    # -- cards of the hand, permanents returned (CR 118.3) ---------------------------------
    def cost_exile_hand(self, _article: Token, noun: Any) -> dict[str, Any]:
        """"exile a blue card from your hand" (Force of Will)."""
        return {"exile_from_hand": 1, "exile_hand_filter": noun.filter}

    def cost_exile_hand_n(self, word: Token, noun: Any) -> dict[str, Any]:
        """"exile two black cards from your hand" (Soul Spike)."""
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2:
            raise FamilyError("a number of cards to exile from the hand")
        return {"exile_from_hand": n, "exile_hand_filter": noun.filter}

    def cost_return(self, _article: Token, noun: Any) -> dict[str, Any]:
        """"return a land you control to its owner's hand" (only a permanent you control: a
        cost is paid with what its payer controls, 118.3)."""
        if noun.filter.controller != "you":
            raise FamilyError("a permanent returned as a cost that 'you' do not control")
        return {"return_to_hand": noun.filter}

    def cost_return_n(self, word: Token, noun: Any) -> dict[str, Any]:
        """"return two Islands you control to their owner's hand" (Gush)."""
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2 or noun.filter.controller != "you":
            raise FamilyError("a number of permanents you control to return as a cost")
        return {"return_to_hand": noun.filter, "return_count": n}

    def cost_return_self(self) -> dict[str, Any]:
        """"Return ~ to its owner's hand: …" (602.1)."""
        return {"return_self": True}

    def cost_discard_typed_n(self, word: Token, noun: Any) -> dict[str, Any]:
        """"discard X creature cards" / "discard two land cards"."""
        if str(word).lower() == "x":
            return {"discard_x": True, "discard_filter": noun.filter}
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2:
            raise FamilyError("a number of cards to discard")
        return {"discard": n, "discard_filter": noun.filter}

    # -- cumulative upkeep (CR 702.24a) -------------------------------------------------------
    def kw_cumulative_upkeep_cost(self, part: dict[str, Any]) -> m.Keyword:
        """"Cumulative upkeep—Pay 1 life.": a cost the engine pays as the upkeep trigger
        resolves, once for each age counter (mana, life or energy; others are not read)."""
        cost = m.Cost(**part)
        if cost not in (m.Cost(pay_life=cost.pay_life), m.Cost(pay_energy=cost.pay_energy)):
            raise FamilyError("a cumulative upkeep cost other than life or energy")
        return m.Keyword(name="cumulative_upkeep", cost=cost)

    # -- learn (CR 701.48a) -------------------------------------------------------------------
    def e_learn(self) -> m.Effect:
        """"Learn." — discard a card to draw a card, or do nothing (no Lesson from outside
        the game: the engine holds none; docs/mechanics.md)."""
        return m.Learn()

    # -- exploit (CR 702.110) -----------------------------------------------------------------
    def trig_self_exploits(self) -> m.Trigger:
        """"When ~ exploits a creature" (702.110b): effects/mechanics._exploit fires it."""
        return m.Trigger("exploits")

    # -- "COST or COST" as an additional cost (CR 601.2b) -------------------------------------
    def additional_cost_either(self, first: dict[str, Any],
                               second: dict[str, Any]) -> m.Cost:
        """"sacrifice a creature or pay {3}{B}", "reveal an Elf card from your hand or pay
        {3}": the first side, with the second as ``otherwise``."""
        return m.Cost(**first, otherwise=m.Cost(**second))

    def cost_reveal_hand(self, _article: Token, noun: Any) -> dict[str, Any]:
        """"reveal a Merfolk card from your hand" (118.3, 701.16a)."""
        return {"reveal_filter": noun.filter}

    # -- assist (CR 702.132a) -----------------------------------------------------------------
    def kw_assist(self) -> m.Keyword:
        """"Assist": casting._ask_assist lets another player pay generic mana of it."""
        return m.Keyword(name="assist")

    # -- casting as though it had flash (CR 601.3a, 601.2f) -----------------------------------
    def flash_as_though_any(self, more: Token | None = None) -> list[m.Keyword]:
        """"You may cast ~ as though it had flash[ if you pay {2} more to cast it]."."""
        cost = None
        if more is not None:
            mana = str(more)[str(more).index("{"):str(more).index("}") + 1]
            cost = m.Cost(mana=mana)
        return [m.Keyword(name="flash_as_though", cost=cost)]

    def flash_as_though_if(self, word: Token, condition: m.Condition) -> list[m.Keyword]:
        """"If you control a creature with power 4 or greater, you may cast ~ as though it
        had flash." / "As long as …" (the condition read as it is cast, 601.3a)."""
        return [m.Keyword(name="flash_as_though", condition=condition,
                          text="as long as" if str(word).lower().startswith("as") else "if")]

    # -- champion (CR 702.72a) ----------------------------------------------------------------
    def kw_champion(self, _article: Token, noun: Any) -> m.Keyword:
        """"Champion a Goblin": keyword_abilities expands it into its two linked triggers."""
        return m.Keyword(name="champion", filter=noun.filter)

    def kw_champion_either(self, _article: Token, first: Token, second: Token) -> m.Keyword:
        """"Champion a Goblin or Shaman": either subtype."""
        return m.Keyword(name="champion", filter=m.Filter(subtypes=(str(first), str(second))))

    # -- splice (CR 702.47a) ------------------------------------------------------------------
    def kw_splice(self, onto: Token, mana: str) -> m.Keyword:
        """"Splice onto Arcane {1}{R}": splice.py offers it as an Arcane spell is cast."""
        flt = m.Filter(subtypes=("Arcane",)) if str(onto).lower() == "arcane" else \
            m.Filter(types=("Instant", "Sorcery"))
        return m.Keyword(name="splice", cost=m.Cost(mana=mana), filter=flt)

    # -- friends forever (CR 702.124i), typecycling (702.29f) ---------------------------------
    def kw_friends_forever(self) -> m.Keyword:
        """"Friends forever": two commanders with it may be paired (formats/commander.py);
        it has no effect in the game."""
        return m.Keyword(name="friends_forever")

    def kw_typecycling(self, word: Token, mana: str) -> m.Keyword:
        """"Wizardcycling {3}": costs.hand_abilities searches for a card of that subtype."""
        subtype = str(word)[:-len("cycling")].capitalize()
        return m.Keyword(name="typecycling", cost=m.Cost(mana=mana), text=subtype)

    # -- landwalk of a kind (CR 702.14) -------------------------------------------------------
    def kw_landwalk_kind(self, kind: Token) -> m.Keyword:
        """"Nonbasic landwalk": unblockable while the defending player controls such a land."""
        word = str(kind).lower()
        flt = {"nonbasic": m.Filter(types=("Land",), not_supertypes=("Basic",)),
               "legendary": m.Filter(types=("Land",), supertypes=("Legendary",)),
               "artifact": m.Filter(all_types=("Artifact", "Land")),
               "snow": m.Filter(types=("Land",), supertypes=("Snow",))}[word]
        return m.Keyword(name="landwalk", filter=flt, text=f"{word} landwalk")

    def kw_snow_walk(self, walk: Token) -> m.Keyword:
        """"Snow swampwalk": a snow land of that basic type."""
        word = str(walk).lower()
        kind = word[:-len("walk")].capitalize()
        return m.Keyword(name="landwalk", text=f"snow {word}",
                         filter=m.Filter(types=("Land",), subtypes=(kind,),
                                         supertypes=("Snow",)))
