"""The bot that plays a :class:`~cardtable.agents.dominarion.strategy.Strategy`."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from cardtable.agents.dominarion.strategy import Rule, Strategy
from cardtable.cards.colors import BASIC_LAND_COLOR
from cardtable.core.decision import Decision
from cardtable.games.dominarion.actions import (
    Buy,
    CastSorcery,
    DeclineSorcery,
    EndMain,
    GainLand,
    Pitch,
    PlayArtifact,
    PlayLand,
    Summon,
)
from cardtable.games.dominarion.cards import (
    ARTIFACT,
    COLORED_SUPPLIES,
    CREATURE,
    LAND,
    SPELL,
    CardInfo,
)
from cardtable.games.dominarion.mana import INDEX, can_pay
from cardtable.games.dominarion.view import DominarionView

LAND_OF = {color: land for land, color in BASIC_LAND_COLOR.items()}
COLORS = "WUBRG"

# Actions are immutable values: the bot hands out shared instances instead of building a new
# one at every decision (a frozen dataclass costs a call to object.__setattr__ per field).
_END_MAIN = EndMain()
_DECLINE = DeclineSorcery()
_cast_sorcery = lru_cache(maxsize=4096)(CastSorcery)
_play_land = lru_cache(maxsize=4096)(PlayLand)
_play_artifact = lru_cache(maxsize=4096)(PlayArtifact)
_pitch = lru_cache(maxsize=4096)(Pitch)
_summon = lru_cache(maxsize=4096)(Summon)
_gain_land = lru_cache(maxsize=64)(GainLand)
_buy_from = lru_cache(maxsize=256)(Buy)


class StrategyBot:
    """Plays Dominarion by a strategy's ordered rules (see ``strategy.py``)."""

    def __init__(self, strategy: Strategy, name: str | None = None) -> None:
        self.strategy = strategy
        self.name = name or strategy.name
        self._needed: tuple[int, int, str] = (-1, -1, "")

    def choose(self, view: DominarionView, decision: Decision) -> Any:
        if decision.tag == "upkeep":
            return self._upkeep(view)
        if decision.tag == "payment":  # asked how to pay (DOM-7.4): the engine's order
            return decision.options[0]
        hand = view.hand
        artifact = -1
        creatures: dict[str, tuple[CardInfo, int]] = {}  # the first card of each name: its id
        for card, card_id in zip(hand, view.hand_ids, strict=True):
            # the first land, else the first artifact; note the creatures
            kind = card.kind
            if kind is LAND:
                return _play_land(card_id)
            if kind is ARTIFACT:
                if artifact < 0:
                    artifact = card_id
            elif kind is CREATURE:
                creatures.setdefault(card.name, (card, card_id))
        if artifact >= 0:
            return _play_artifact(artifact, self._artifact_color(view, hand))
        # Read once per decision what every rule below looks at; a rule whose action was
        # already taken this turn cannot apply, so its conditions are not even measured.
        pool = view.mana
        bought = view.has_bought
        gained = view.has_gained_land
        for rule in self.strategy.rules:
            do = rule.do
            if (do == "buy" and bought) or (do == "gain" and gained):
                continue
            if rule.bounds and not self._holds(rule, view):
                continue
            action = self._attempt(rule, view, hand, pool, creatures)
            if action is not None:
                return action
        return _END_MAIN

    # -- upkeep ---------------------------------------------------------------------------------

    def _upkeep(self, view: DominarionView) -> Any:
        spells: dict[str, tuple[CardInfo, int]] = {}  # the first card of each name: its id
        for card, card_id in zip(view.hand, view.hand_ids, strict=True):
            if card.kind is SPELL:
                spells.setdefault(card.name, (card, card_id))
        if not spells or self.strategy.sorcery == "never":
            return _DECLINE
        if self.strategy.sorcery == "highest":
            spell, spell_id = max(spells.values(), key=lambda c: (c[0].mana_value, c[0].name))
        else:
            spell, spell_id = min(spells.values(), key=lambda c: (c[0].mana_value, c[0].name))
        return _cast_sorcery(spell_id, self._choices(view, spell))

    def _choices(self, view: DominarionView, card: CardInfo) -> str:
        options = card.gain_options
        needed = self._needed_color(view)
        return max(options, key=lambda o: o.count(needed))

    # -- rules ----------------------------------------------------------------------------------

    def _holds(self, rule: Rule, view: DominarionView) -> bool:
        for condition, low, high in rule.bounds:
            value = _measure(condition, view)
            if (low is not None and value < low) or (high is not None and value > high):
                return False
        return True

    def _attempt(
        self, rule: Rule, view: DominarionView, hand: tuple[CardInfo, ...],
        pool: Sequence[int], creatures: dict[str, tuple[CardInfo, int]],
    ) -> Any:
        """The rule's action if it can be carried out now, else ``None``. A ``buy`` or ``gain``
        rule reaches here only while no card was bought / no land gained this turn."""
        do = rule.do
        if do == "summon":
            affordable = [c for c in creatures.values() if can_pay(pool, c[0])]
            if affordable:
                best = max(affordable, key=lambda c: (max(c[0].power, c[0].toughness),
                                                      c[0].power + c[0].toughness, c[0].name))
                return _summon(best[1])
            return None
        if do == "buy":
            return self._buy(rule.target, view, pool)
        if do == "gain":
            land = LAND_OF[self._needed_color(view)] if rule.target == "needed" else rule.target
            return _gain_land(land) if view.land_piles.get(land, 0) > 0 else None
        for card, card_id in zip(hand, view.hand_ids, strict=True):  # pitch
            if card.kind is SPELL:
                return _pitch(card_id, self._choices(view, card))
        return None

    def _buy(self, target: str, view: DominarionView, pool: Sequence[int]) -> Buy | None:
        best: tuple[Any, ...] | None = None
        choice = None
        kind = _TARGET_KIND.get(target)
        for key, top in view.supply_tops.items():
            if top is None:
                continue
            if kind is not None:
                if top.kind is not kind:
                    continue
            elif target != "biggest" and key != target:
                continue
            if not can_pay(pool, top):
                continue
            if top.kind is CREATURE:
                rank: tuple[Any, ...] = (top.mana_value if target == "biggest" else 0,
                                         max(top.power, top.toughness),
                                         top.power + top.toughness, top.mana_value, key)
            else:
                rank = (top.mana_value, 0, 0, 0, key)
            if best is None or rank > best:
                best, choice = rank, key
        return _buy_from(choice) if choice is not None else None

    # -- colours --------------------------------------------------------------------------------

    def _needed_color(self, view: DominarionView) -> str:
        """The colour whose demand (coloured symbols on owned cards) most outruns its basics,
        worked out once per turn."""
        turn, player, color = self._needed
        if turn == view.turn_number and player == view.player:
            return color
        color = self._work_out_needed_color(view)
        self._needed = (view.turn_number, view.player, color)
        return color

    def _work_out_needed_color(self, view: DominarionView) -> str:
        demand = [1] * 5
        basics = [1] * 5
        for owned in (view.hand, view.me.battlefield):
            for card in owned:
                if card.kind is LAND:
                    basics[INDEX[card.land_color]] += 1
                elif card.color:
                    demand[INDEX[card.color]] += 2
        for top in view.supply_tops.values():
            if top is not None and top.kind is CREATURE and top.color:
                demand[INDEX[top.color]] += 1
        best, best_ratio = 0, demand[0] / basics[0]
        for i in (1, 2, 3, 4):  # the highest ratio; on a tie the first in WUBRG order
            ratio = demand[i] / basics[i]
            if ratio > best_ratio:
                best, best_ratio = i, ratio
        return COLORS[best]

    def _artifact_color(self, view: DominarionView, hand: tuple[CardInfo, ...]) -> str:
        pool = list(view.mana)
        for card in sorted(
            (c for c in hand if c.kind is CREATURE),
            key=lambda c: -max(c.power, c.toughness),
        ):
            if not can_pay(pool, card):
                for color in COLORS:
                    pool[INDEX[color]] += 1
                    if can_pay(pool, card):
                        return color
                    pool[INDEX[color]] -= 1
        return self._needed_color(view)


_TARGET_KIND = {"creature": CREATURE, "spell": SPELL, "artifact": ARTIFACT}
"""Buy targets that match a supply by its top card's kind; ``biggest`` matches every supply and
any other target names one supply."""


def _measure(condition: str, view: DominarionView) -> int:
    if condition == "turn":
        return view.turn_number
    if condition == "mana":
        return sum(view.mana)
    if condition == "deck":
        return view.me.deck_size
    if condition == "score":
        return view.me.score
    if condition == "lead":
        scores = [p.score for p in view.players]
        mine = scores[view.player]
        others = [s for i, s in enumerate(scores) if i != view.player]
        return mine - max(others, default=0)
    sizes = view.supply_sizes
    return min(sizes[key] for key in COLORED_SUPPLIES)
