"""Parse tree → model values for the cost parts of h5-costs (issue 29; docs/costs.md).

Every builder here answers one ``cost_part`` of the grammar, so each composes with every other
cost part and every effect an activated ability has (CR 118.3, 602.1). Two of them also say
where the ability functions (CR 113.6, 602.2a): "Discard ~" can only be paid by a card in its
owner's hand, so the ability is one of the card in hand; "Exile ~ from your graveyard" one of
the card in a graveyard (:meth:`~cardtable.games.magic.oracle.compiler._Build.activated` reads
the flags set here).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import _NUMBERS, FamilyError

BOAST = "boast"  # the ability's text: rendered "Boast — …" (text/render.py)
FORECAST = "forecast"  # "Forecast — …" (702.57a)
SELF_ATTACKED = "self_attacked_this_turn"  # CR 702.142a (rules_support.condition_holds)

# The cost parts that move the source itself as the ability is activated: after them "It
# deals 4 damage to target creature." names the source as it last existed (CR 113.7a, 608.2h),
# as after "Sacrifice ~" (compiler._it_subject)
SOURCE_GONE_COSTS = frozenset({"cost_sac_self", "cost_discard_self_named",
                               "cost_exile_self_graveyard", "cost_exile_self_here",
                               "cost_remove_one_sac", "cost_remove_n_sac",
                               "cost_exert_self"})  # "{T}, Exert ~: It deals 1 damage …"


@v_args(inline=True)
class CostPartFamilies(BuilderMixin):
    from_hand: bool = False  # the ability functions from its owner's hand (602.2a)
    from_graveyard: bool = False  # … from its owner's graveyard (113.6)
    body_says_it: bool = False  # the line says "…: It …" (compiler._compile_line)
    body_names_self: bool = False  # the line says "…: ~ …" (compiler._compile_line)

    def source_it_wording(self, cost: m.Cost) -> m.Cost:
        """"{3}{R}, Discard ~: It deals 4 damage …" beside "{X}{R}, Discard ~: ~ deals X
        damage …": the same source (as it last existed, 113.7a), two wordings."""
        if self.body_says_it and not cost.sacrifice_self and (
                cost.exile_self or cost.discard_self or cost.exert_self or (
                    cost.remove_counters and self.self_before_it)):  # h9-ev3
            return replace(cost, says_it=True)
        if cost.sacrifice_self and self.body_names_self and not self.body_says_it:
            return replace(cost, names_source=True)  # "Sacrifice ~: ~ deals 1 damage …"
        return cost

    def cost_discard_self_named(self) -> dict[str, Any]:
        """"{R}, Discard ~: …" (channel and the like): the card in hand is discarded as the
        cost, so the ability functions only from the hand (CR 602.2a, 113.6)."""
        self.from_hand = True
        return {"discard_self": True}

    def cost_exile_self_graveyard(self) -> dict[str, Any]:
        """"{2}{W}, Exile ~ from your graveyard: …" (CR 113.6, 118.3)."""
        self.from_graveyard = True
        return {"exile_self": True}

    def cost_exile_self_here(self) -> dict[str, Any]:
        """"{T}, Exile ~: …": the permanent itself exiled as a cost (CR 118.3, 406.2)."""
        return {"exile_self": True}

    def cost_remove_one_sac(self, _article: Token, kind: Token) -> dict[str, Any]:
        """"Remove a … counter from ~ and sacrifice it" (CR 118.3, 122, 701.21a)."""
        return {"remove_counters": str(kind), "remove_count": 1, "sacrifice_self": True,
                "and_sacrifice_it": True}

    def cost_remove_n_sac(self, word: Token, kind: Token) -> dict[str, Any]:
        """"Remove three quest counters from ~ and sacrifice it" (the quests)."""
        n = _NUMBERS.get(str(word).lower())
        if n is None:
            raise FamilyError("a number of counters to remove before sacrificing")
        return {"remove_counters": str(kind), "remove_count": n, "sacrifice_self": True,
                "and_sacrifice_it": True}

    def cost_untap_symbol(self) -> dict[str, Any]:
        """"{Q}": untap this permanent (CR 107.6; summoning sickness applies, 302.6)."""
        return {"untap": True}

    def cost_put_counter_self(self, _article: Token, kind: Token) -> dict[str, Any]:
        """"Put a -1/-1 counter on ~: Untap ~." (CR 118.3, 122.1)."""
        return {"put_counter_self": str(kind)}

    def cost_tap_untapped_another(self, noun: Any) -> dict[str, Any]:
        """"Tap another untapped Rogue you control" (CR 118.3): not the source itself."""
        return {"tap_untapped": replace(noun.filter, other=True)}

    def cost_exile_top_one(self) -> dict[str, Any]:
        """"Exile the top card of your library" (CR 118.3): no choice; payable only with a
        card there."""
        return {"exile_top_library": 1}

    def cost_exile_top_n(self, word: Token) -> dict[str, Any]:
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2:
            raise FamilyError("a number of library cards to exile")
        return {"exile_top_library": n}

    def cost_mill_one(self) -> dict[str, Any]:
        """"{T}, Mill a card: Add {C}." (CR 701.13a, 118.3)."""
        return {"mill": 1}

    def cost_mill_n(self, word: Token) -> dict[str, Any]:
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2:
            raise FamilyError("a number of cards to mill")
        return {"mill": n}

    def cost_discard_hand(self) -> dict[str, Any]:
        """"{2}, {T}, Discard your hand: …" (CR 701.8a)."""
        return {"discard_hand": True}

    def cost_exert_self(self) -> dict[str, Any]:
        """"{T}, Exert ~: …" (CR 701.39a): it won't untap during its controller's next untap
        step."""
        return {"exert_self": True}

    def cost_sac_treasure(self) -> dict[str, Any]:
        """"Sacrifice a Treasure: …" (CR 111.10a, 118.3): an artifact of that subtype."""
        return {"sacrifice": m.Filter(subtypes=("Treasure",))}

    def cost_sac_token(self) -> dict[str, Any]:
        """"Sacrifice a token: …" (CR 111.1, 118.3)."""
        return {"sacrifice": m.Filter(token=True)}

    def cost_sac_subtype_token(self, _article: Token, subtype: Token) -> dict[str, Any]:
        """"Sacrifice a Caribou token: …"."""
        return {"sacrifice": m.Filter(subtypes=(str(subtype),), token=True)}

    def cost_sac_subtype_tokens(self, word: Token, subtype: Token) -> dict[str, Any]:
        """"Sacrifice two Blood tokens: …" (CR 111.10g)."""
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2:
            raise FamilyError("a number of tokens to sacrifice")
        return {"sacrifice": m.Filter(subtypes=(str(subtype),), token=True),
                "sacrifice_count": n}

    def cost_remove_from_one(self, _article: Token, kind: Token, _article2: Token,
                             noun: Any) -> dict[str, Any]:
        """"{2}{U}, Remove a +1/+1 counter from a creature you control: Draw a card." (CR
        118.3, 122): any one permanent the noun matches, chosen as the cost is paid."""
        if noun.filter.controller != "you":
            raise FamilyError("a counter removed from a permanent another player controls")
        return {"remove_from": noun.filter, "remove_from_kind": str(kind)}

    def cost_pay_half_life(self) -> dict[str, Any]:
        """"{B}{B}, Pay half your life, rounded up: …" (CR 119.4, 107.1a)."""
        return {"pay_half_life": True}

    def cost_sac_enchanted(self) -> dict[str, Any]:
        """An Aura's "Sacrifice enchanted creature: …" (CR 118.3: only if its controller
        controls that creature); "the sacrificed creature" names it after."""
        return {"sacrifice_enchanted": True}

    def cost_reveal_self(self) -> dict[str, Any]:
        """Forecast's "Reveal ~ from your hand" (CR 702.57a, 701.16a): an ability of the card
        in hand, which stays there."""
        self.from_hand = True
        return {"reveal_self": True}

    def forecast_line(self, ability: m.ActivatedAbility) -> m.ActivatedAbility:
        """"Forecast — {2}{U}, Reveal ~ from your hand: Each player draws a card." (702.57a):
        only during its owner's upkeep and only once each turn."""
        if ability.zone != "hand" or not ability.cost.reveal_self or ability.per_turn \
                or ability.condition is not None or ability.timing != "instant" \
                or ability.modes is not None:
            raise FamilyError("a forecast ability with other riders")
        return replace(ability, timing="your_upkeep", per_turn=1, text=FORECAST)

    def boast_line(self, ability: m.ActivatedAbility) -> m.ActivatedAbility:
        """"Boast — {1}{R}: ~ deals 1 damage to any target." (CR 702.142a): only if this
        creature attacked this turn and only once each turn — the keyword's rules, not
        riders; any other rider is refused."""
        if ability.zone != "battlefield" or ability.per_turn or ability.condition is not None \
                or ability.timing != "instant" or ability.modes is not None:
            raise FamilyError("a boast ability with its own riders")
        return replace(ability, per_turn=1, text=BOAST,
                       condition=m.Condition(kind=SELF_ATTACKED))

    def spell_activated(self, ability: m.ActivatedAbility) -> m.ActivatedAbility:
        """An instant's or sorcery's activated ability: only one of the card in hand is
        kept ("Discard ~"); any other could never be activated (CR 113.6)."""
        if ability.zone != "hand":
            raise FamilyError("an activated ability of an instant or sorcery not in hand")
        return ability
