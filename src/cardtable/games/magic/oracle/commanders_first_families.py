"""Parse tree → model values for the phrase families that unlock the most Commander-legal
legendary creatures (issue 29, "commanders first"; docs/commanders-coverage.md). Each piece
composes with the rest of the grammar: an activation restriction every activated ability may
carry, a player ("defending player") every player verb and filter may name, a cast trigger
every permanent spell may have, a quantity and a condition every static may read. Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Tree, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import (
    _COLORS,
    _NUMBERS,
    BuilderMixin,
    _Noun,
    _Restriction,
)
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.nested import compile_nested

DEFENDING_RULES = frozenset({
    "trig_self_attacks", "trig_filter_attacks", "trig_creature_attacks_opponent",
    "trig_creature_attacks_enchanted"})
"""Trigger rules whose event is a creature attacking: the event names the defending player
(CR 506.2, 508.1b; ``triggers.attacked`` records it as ``"defending"``)."""
PLAYER_DAMAGED_RULES = frozenset({"trig_batch_combat_damage",
                                  "trig_batch_combat_damage_opponent"})
"""Batch combat damage triggers: the event names the player dealt damage (CR 603.2c)."""
DEFENDING_VERBS = frozenset({"ev_attacks", "ev_attacks_alone", "ev_attacks_unblocked",
                             "ev_attacks_you"})
"""The same for the verbs of a composed trigger (``trig_event``, trigger_events.py)."""


def defending_binds(tree: Tree[Token]) -> frozenset[str]:
    """``{"defending"}`` when the trigger of the ability line ``tree`` is an attack, whose
    event names the defending player "defending player" refers to (CR 506.2); also
    ``"player"`` ("that player") for a batch of combat damage to a player; else empty."""
    line = tree.children[0] if tree.children else None
    if not (isinstance(line, Tree) and line.data == "triggered" and line.children
            and isinstance(line.children[0], Tree)):
        return frozenset()
    trigger = line.children[0]
    if str(trigger.data) in PLAYER_DAMAGED_RULES:  # "that player": the player dealt damage
        return frozenset({"player", "defending"})
    if str(trigger.data) in DEFENDING_RULES:
        return frozenset({"defending"})
    if trigger.data == "trig_event" and len(trigger.children) == 2 and isinstance(
            trigger.children[1], Tree) and str(trigger.children[1].data) in DEFENDING_VERBS:
        return frozenset({"defending"})
    return frozenset()


@v_args(inline=True)
class CommandersFirstFamilies(BuilderMixin):
    # -- "defending player" (CR 506.2, 508.1b) ------------------------------------------------
    def _need_defending(self) -> None:
        if "defending" not in self.trigger_binds:
            raise FamilyError("'defending player' without an attack the trigger names")

    def ps_defending_player(self) -> str:
        """"defending player" as the player who acts ("defending player discards a card"):
        the player the attacking creature of the trigger's event attacks (CR 506.2)."""
        self._need_defending()
        return "defending_player"

    def e_defending_sacrifices(self, article: Token, noun: Any) -> m.Effect:
        """"defending player sacrifices a creature" (Thraximundar; CR 701.17a): that player
        chooses one of their own permanents the noun matches."""
        self._need_defending()
        return m.Sacrifice(who="defending_player", filter=noun.filter)

    def r_defending_player(self) -> _Restriction:
        """"… defending player controls" in any noun ("target creature defending player
        controls"): bound to the attack's defending player as the trigger is put on the stack
        and its targets are chosen (CR 603.3d; ``triggers.bind_that_player``)."""
        self._need_defending()
        return _Restriction({"controller": "defending_player"})

    # -- devotion (CR 700.5) and "isn't a creature" (CR 205.1a, 613.1d) ------------------------
    def x_devotion_two(self, first: Token, second: Token) -> m.Amount:
        """"your devotion to white and black" (CR 700.5a): each mana symbol of either colour,
        a hybrid of both counted once; ``color`` holds both letters."""
        colors = _COLORS[str(first).lower()] + _COLORS[str(second).lower()]
        if len(set(colors)) != 2:
            raise FamilyError("devotion to the same colour twice")
        return m.Amount(kind="devotion", color=colors)

    def c_quantity_less_than(self, quantity: m.Amount, word: Token) -> m.Condition:
        """"QUANTITY is less than N" ("your devotion to white is less than five")."""
        if str(word).lower() not in _NUMBERS:
            raise FamilyError("'is less than X'")
        return m.Condition(kind="quantity_less_than", quantity=quantity,
                           amount=_NUMBERS[str(word).lower()])

    def s_not_creature(self) -> list[m.ContinuousEffect]:
        """"~ isn't a creature" (CR 205.1a): the creature card type removed in layer 4
        (613.1d); its other types, and its power and toughness as printed, stay."""
        return [m.ContinuousEffect(layer="4", remove_types=("Creature",))]

    # -- attack batches (CR 508.1, 603.2c) ----------------------------------------------------
    def trig_you_attack(self) -> m.Trigger:
        """"Whenever you attack": you declared one or more attacking creatures."""
        return m.Trigger("attack_batch", subject="filter", filter=m.Filter(types=("Creature",)),
                         whose="you", wording="you_attack")

    def trig_batch_attack(self, noun: Any) -> m.Trigger:
        """"Whenever one or more NOUNS [you control] attack": "you control" makes it your
        attack; without it, any player's."""
        whose = "you" if noun.filter.controller == "you" else "each"
        if noun.filter.controller not in ("you", "any"):
            raise FamilyError("'one or more … attack' of an opponent's creatures")
        return m.Trigger("attack_batch", subject="filter", filter=noun.filter, whose=whose,
                         wording="one_or_more")

    def trig_you_attack_with(self, count: Token, noun: Any) -> m.Trigger:
        """"Whenever you attack with N or more NOUNS": N of them among your attackers."""
        if noun.filter.controller != "any":
            raise FamilyError("'you attack with … you control'")
        return m.Trigger("attack_batch", subject="filter", filter=noun.filter, whose="you",
                         at_least=_NUMBERS[str(count).lower()], wording="attack_with")

    # -- reflexive triggers (CR 603.12) -------------------------------------------------------
    def trig_reflexive(self) -> m.Trigger:
        """"When you do" — only inside :meth:`clause_reflexive` (a line of its own never
        triggers: the support verdict refuses the event)."""
        return m.Trigger("reflexive")

    def clause_reflexive(self, rest: Token) -> list[m.Effect]:
        """"When you do, EFFECT" after an optional action: the effect is an ability of its
        own, compiled by the whole grammar, that triggers when the action was done."""
        ability = compile_nested(f"When you do, {rest}.", "permanent_line")
        if not isinstance(ability, m.TriggeredAbility) or ability.trigger.event != "reflexive":
            raise FamilyError("'When you do' without an ability")
        return [m.ReflexiveTrigger(ability=ability)]

    # -- "cast or copy" (CR 603.2, 707.10) ----------------------------------------------------
    def trig_cast_or_copy(self, article: Token, noun: Any) -> m.Trigger:
        """"Whenever you cast or copy an instant or sorcery spell": a spell you cast, or a
        copy of a spell put on the stack under your control (707.10: a copy is not cast)."""
        return m.Trigger("cast_or_copy", subject="filter", filter=noun.filter)

    # -- "historic" (CR 700.6) ----------------------------------------------------------------
    def historic_spell(self, words: dict[str, Any]) -> _Noun:
        """"historic spell" (an artifact, legendary or Saga spell), with any spell words."""
        return _Noun(m.Filter(historic=True, **words))

    # -- "your first spell each turn" (CR 603.2) ----------------------------------------------
    def _first_spell(self, noun: Any, whose: str) -> m.Trigger:
        flt: m.Filter = noun.filter
        if dataclasses.replace(flt, types=(), not_types=()) != m.Filter():
            raise FamilyError("'first … spell each turn' of a class other than card types")
        return m.Trigger("cast_first", subject="filter", filter=flt, whose=whose)

    def trig_you_cast_first(self, noun: Any) -> m.Trigger:
        """"Whenever you cast your first spell each turn": only the first spell of the noun's
        card types you cast this turn triggers it (triggers._first_of_turn)."""
        return self._first_spell(noun, "you")

    def trig_player_casts_first(self, noun: Any) -> m.Trigger:
        """"Whenever a player casts their first … spell each turn"."""
        return self._first_spell(noun, "each")

    def trig_you_cast_first_opponents_turn(self, noun: Any) -> m.Trigger:
        """"Whenever you cast your first spell during each opponent's turn": the first such
        spell you cast in a turn that is not yours."""
        first = self._first_spell(noun, "you")
        return dataclasses.replace(first, event="cast_first_opponents_turn")

    # -- combat damage batches (CR 510.2, 603.2c) ---------------------------------------------
    def trig_batch_combat_damage(self, noun: Any) -> m.Trigger:
        """"Whenever one or more creatures you control deal combat damage to a player"."""
        if noun.filter.controller != "you":
            raise FamilyError("'one or more … deal combat damage' not of your creatures")
        return m.Trigger("combat_damage_batch", subject="filter", filter=noun.filter,
                         whose="each")

    def trig_batch_combat_damage_opponent(self, noun: Any) -> m.Trigger:
        """"… deal combat damage to an opponent"."""
        return dataclasses.replace(self.trig_batch_combat_damage(noun), whose="opponent")

    # -- costs (CR 118, 602.1) ----------------------------------------------------------------
    def cost_discard_n(self, word: Token) -> dict[str, Any]:
        """"Discard two cards" as (part of) a cost: that many cards from the hand (601.2h)."""
        if str(word).lower() not in _NUMBERS:
            raise FamilyError("'Discard X cards' as a cost")
        return {"discard": _NUMBERS[str(word).lower()]}

    # -- "for each Equipment attached to ~" (CR 301.5, 303.4) ---------------------------------
    def fe_attached(self, kind: Token, holder: Token) -> m.Amount:
        """"for each Equipment attached to ~" / "for each Aura attached to it": the
        ability's own object is the one things are attached to ("it" in a static of ~)."""
        if str(holder) == "it" and self.trigger_rule and self.it_subject != "self":
            raise FamilyError("'attached to it' where 'it' is not the ability's object")
        subtypes = tuple(str(kind).split(" and "))
        return m.Amount(kind="attached_count", filter=m.Filter(subtypes=subtypes),
                        ref="it" if str(holder) == "it" else "", wording="for_each")
