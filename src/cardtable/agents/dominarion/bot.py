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
from cardtable.games.dominarion.choices import (
    COLORS,
    artifact_color,
    best_buy,
    best_summon,
    hybrid_choice,
    needed_color,
    sorcery_choice,
)
from cardtable.games.dominarion.view import DominarionView

LAND_OF = {color: land for land, color in BASIC_LAND_COLOR.items()}

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
        spell_id = sorcery_choice(list(zip(view.hand, view.hand_ids, strict=True)),
                                  self.strategy.sorcery)
        if spell_id < 0:
            return _DECLINE
        spell = view.hand[view.hand_ids.index(spell_id)]
        return _cast_sorcery(spell_id, self._choices(view, spell))

    def _choices(self, view: DominarionView, card: CardInfo) -> str:
        return hybrid_choice(card.gain_options, self._needed_color(view))

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
            best = best_summon(list(creatures.values()), pool)
            return _summon(best) if best >= 0 else None
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
        tops = view.supply_tops
        keys = tuple(tops)
        choice = best_buy(target, keys, list(tops.values()), pool)
        return _buy_from(keys[choice]) if choice >= 0 else None

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
        return COLORS[needed_color([*view.hand, *view.me.battlefield],
                                   list(view.supply_tops.values()))]

    def _artifact_color(self, view: DominarionView, hand: tuple[CardInfo, ...]) -> str:
        color = artifact_color(list(hand), view.mana)
        return COLORS[color] if color is not None else self._needed_color(view)


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
