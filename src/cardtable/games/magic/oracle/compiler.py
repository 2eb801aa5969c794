"""Compiling Oracle text into the ability model (magic.md §2).

The grammar (``grammar.lark``, parsed with Lark's Earley parser) reads one ability line at a
time; :class:`_Build` turns the parse tree into the model's frozen values
(:mod:`cardtable.games.magic.model` — the same model the engine executes and the
TOML loader reads, never a second one). A line the grammar does not read, or reads into a shape
the builder refuses, is a *failing sentence*: the card is then not compiled at all.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Tree, v_args
from lark.exceptions import LarkError

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle import nested
from cardtable.games.magic.oracle.activation_cost_9b import ActivationCost9b, OwnLandMana9b
from cardtable.games.magic.oracle.activation_riders import ActivationRider, ActivationRiders
from cardtable.games.magic.oracle.anaphora_9 import self_it_damage
from cardtable.games.magic.oracle.builder_base import (
    OracleCompileError,
    _Noun,
)
from cardtable.games.magic.oracle.choices_families import ChoicesFamilies
from cardtable.games.magic.oracle.choices_lowering import (
    choices_first,
    choices_lowered,
    holds_choice_part,
)
from cardtable.games.magic.oracle.combat_families import CombatFamilies
from cardtable.games.magic.oracle.commander_families import CommanderFamilies
from cardtable.games.magic.oracle.commanders_first_families import (
    CommandersFirstFamilies,
    defending_binds,
)
from cardtable.games.magic.oracle.composition_families import CompositionFamilies
from cardtable.games.magic.oracle.conditions_7 import (
    ATTACHED_IT,
    Conditions7,
    attached_antecedent,
    condition_anaphor,
)
from cardtable.games.magic.oracle.conditions_8 import (
    AttackDespiteDefender8,
    Conditions8,
    DealtDamage8,
    HadEnter8,
    ManaSpent8,
    PlainConditions8,
    PlayerCounts8,
    SelfCounters8,
    StaticIf8,
    ThenIf8,
)
from cardtable.games.magic.oracle.conditions_9 import Conditions9
from cardtable.games.magic.oracle.conditions_families import ConditionFamilies
from cardtable.games.magic.oracle.copy_families import CopyFamilies
from cardtable.games.magic.oracle.cost_modifier_families import CostModifierFamilies
from cardtable.games.magic.oracle.cost_parts_2_families import CostParts2Families
from cardtable.games.magic.oracle.cost_parts_families import (
    SOURCE_GONE_COSTS,
    CostPartFamilies,
)
from cardtable.games.magic.oracle.delayed_families import DelayedFamilies, bind_anaphora
from cardtable.games.magic.oracle.designations_families import DesignationFamilies
from cardtable.games.magic.oracle.durations_9b_cnd import LeadDurations9bCnd
from cardtable.games.magic.oracle.earley import faster
from cardtable.games.magic.oracle.effects_builder import EffectBuilder
from cardtable.games.magic.oracle.effects_more_families import EffectsMoreFamilies
from cardtable.games.magic.oracle.exile_play_families import (
    ChosenHead,
    ExilePlayFamilies,
    chosen_abilities,
)
from cardtable.games.magic.oracle.exile_until_families import ExileUntilFamilies
from cardtable.games.magic.oracle.families import (
    IT_EVENTS,
    Families,
    FamilyError,
)
from cardtable.games.magic.oracle.families_spells import SpellFamilies
from cardtable.games.magic.oracle.filter_composition import FilterComposition
from cardtable.games.magic.oracle.filters_builder import FilterBuilder
from cardtable.games.magic.oracle.graveyard_cast_families import GraveyardCastFamilies
from cardtable.games.magic.oracle.harm_verbs_7 import (
    DamageInsteadLine,
    HarmVerbs7,
    HarmVerbs7Counts,
    HarmVerbs7More,
    join_damage_instead,
)
from cardtable.games.magic.oracle.harm_verbs_8 import HarmVerbs8, any_player_checked
from cardtable.games.magic.oracle.harm_verbs_9 import HarmVerbs9
from cardtable.games.magic.oracle.harm_verbs_9b import HarmVerbs9b
from cardtable.games.magic.oracle.joins import _joined, _joins_of, _padded
from cardtable.games.magic.oracle.keyword_families import KeywordFamilies
from cardtable.games.magic.oracle.keywords_8 import (
    SELF_ANTECEDENT,
    KeywordFamilies8,
    self_antecedent,
)
from cardtable.games.magic.oracle.keywords_9 import KeywordFamilies9
from cardtable.games.magic.oracle.keywords_9b_kw import KeywordFamilies9bKW
from cardtable.games.magic.oracle.lands import Lands
from cardtable.games.magic.oracle.library_families import LibraryFamilies
from cardtable.games.magic.oracle.mana_triggers import ManaTriggers
from cardtable.games.magic.oracle.mechanics_families import MechanicsFamilies
from cardtable.games.magic.oracle.names_9 import Names9
from cardtable.games.magic.oracle.normalize import split_abilities
from cardtable.games.magic.oracle.opening_hand_families import OpeningHandFamilies
from cardtable.games.magic.oracle.other_verbs_7_families import OtherVerbs7Families
from cardtable.games.magic.oracle.other_verbs_8 import OtherVerbs8Families
from cardtable.games.magic.oracle.other_verbs_9 import OtherVerbs9Families, self_before_it
from cardtable.games.magic.oracle.player_restriction_families import PlayerRestrictionFamilies
from cardtable.games.magic.oracle.prefilter import unknown_word
from cardtable.games.magic.oracle.prevention_families import PreventionFamilies
from cardtable.games.magic.oracle.quantities import Quantities, QuantityError
from cardtable.games.magic.oracle.quantities_filters_7 import QuantitiesFilters7
from cardtable.games.magic.oracle.quantities_filters_8 import QuantitiesFilters8
from cardtable.games.magic.oracle.quantities_filters_9b import QuantitiesFilters9b
from cardtable.games.magic.oracle.quantity_bounds import QuantityBounds
from cardtable.games.magic.oracle.quantity_parts import QuantityParts
from cardtable.games.magic.oracle.removal_families import RemovalFamilies
from cardtable.games.magic.oracle.replacement_families import (
    LifeFloorFamilies,
    ReplacementFamilies,
    ReplacementFamiliesMore,
)
from cardtable.games.magic.oracle.restriction_families import RestrictionFamilies
from cardtable.games.magic.oracle.sta_families import StaFamilies
from cardtable.games.magic.oracle.standins_families import StandinFamilies
from cardtable.games.magic.oracle.staples_draw_families import StaplesDrawFamilies
from cardtable.games.magic.oracle.staples_last_families import StaplesLastFamilies
from cardtable.games.magic.oracle.state_trigger_families import StateTriggerFamilies
from cardtable.games.magic.oracle.static_parts_families import StaticPartFamilies
from cardtable.games.magic.oracle.statics_8 import Statics8
from cardtable.games.magic.oracle.statics_9 import Statics9
from cardtable.games.magic.oracle.statics_9b_sta import Statics9bSta
from cardtable.games.magic.oracle.statics_builder import StaticBuilder
from cardtable.games.magic.oracle.statics_families import InsteadLine, StaticFamilies
from cardtable.games.magic.oracle.text_families import TextFamilies
from cardtable.games.magic.oracle.transform_families import TransformFamilies
from cardtable.games.magic.oracle.trigger_events import (
    EventAnaphora,
    MoreEvents,
    PlayerEvents,
    StepOwners,
    TriggerEvents,
    event_profile,
    refuse_other_of_attached,
    trigger_binds,
)
from cardtable.games.magic.oracle.trigger_events_2 import TriggerEvents2
from cardtable.games.magic.oracle.trigger_events_3 import TriggerEvents3
from cardtable.games.magic.oracle.trigger_events_7 import IT_SUBJECTS_7, TriggerEvents7, binds_7
from cardtable.games.magic.oracle.trigger_events_8 import (
    IT_SUBJECTS_8,
    TriggerEvents8,
    binds_8,
    spell_trigger_view,
)
from cardtable.games.magic.oracle.trigger_events_9 import (
    IT_IS_SELF_9,
    IT_SUBJECT_RULES_9,
    TriggerEvents9,
    it_subject_9,
)
from cardtable.games.magic.oracle.trigger_events_9b_trg import TriggerEvents9bTrg
from cardtable.games.magic.oracle.trigger_events_more import TriggerEventsMore
from cardtable.games.magic.oracle.trigger_families import TriggerFamilies
from cardtable.games.magic.oracle.trigger_or_9 import or_trigger_abilities
from cardtable.games.magic.oracle.unless_families import UnlessFamilies
from cardtable.games.magic.oracle.verbs_families import VerbFamilies
from cardtable.games.magic.oracle.zone_verbs_8 import ZoneVerbs8
from cardtable.games.magic.oracle.zone_verbs_9 import ZoneVerbs9
from cardtable.games.magic.oracle.zone_verbs_9b import RevealedHands9b, ZoneVerbs9b
from cardtable.games.magic.oracle.zone_verbs_families import ZoneVerbFamilies

GRAMMAR = Path(__file__).with_name("grammar.lark")

_MODE_COUNTS: dict[str, tuple[int, int | None]] = {
    "one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2),
    "one or more": (1, None), "any number": (0, None), "up to one": (0, 1),
    "up to two": (0, 2), "up to three": (0, 3)}
_STEPS = {"upkeep": "upkeep", "end step": "end_step", "draw step": "draw_step",
          "precombat main phase": "precombat_main"}
_WHOSE = {"your": "you", "each opponent's": "opponent", "each": "each"}


@cache
def parser() -> Lark:
    """The grammar's Earley parser (Lark's, without its wasted predictions: :mod:`.earley`)."""
    return faster(Lark(GRAMMAR.read_text(encoding="utf-8"), parser="earley", lexer="dynamic",
                       start=["spell_line", "permanent_line", "mode_line"], ambiguity="resolve"))


@v_args(inline=True)
class _Build(FilterBuilder, EffectBuilder, StaticBuilder, TriggerFamilies, Quantities, Lands,
             ActivationRiders, StaticPartFamilies, CostModifierFamilies, StaticFamilies,
             CommanderFamilies, ExilePlayFamilies, StandinFamilies, Families, SpellFamilies,
             TextFamilies, CopyFamilies, StaplesDrawFamilies, RemovalFamilies, TriggerEvents,
             StepOwners, EventAnaphora, PlayerEvents, MoreEvents, StaplesLastFamilies,
             TransformFamilies, ConditionFamilies, KeywordFamilies, EffectsMoreFamilies,
             ExileUntilFamilies, StateTriggerFamilies, CommandersFirstFamilies,
             GraveyardCastFamilies, CombatFamilies, VerbFamilies, KeywordFamilies8,
             LibraryFamilies, PreventionFamilies, MechanicsFamilies, TriggerEventsMore,
             DelayedFamilies, CompositionFamilies, OpeningHandFamilies, RestrictionFamilies,
             QuantityParts, CostPartFamilies, ReplacementFamilies, TriggerEvents2,
             ReplacementFamiliesMore, LifeFloorFamilies, DesignationFamilies, FilterComposition,
             ChoicesFamilies, UnlessFamilies, PlayerRestrictionFamilies, TriggerEvents3,
             ManaTriggers, CostParts2Families, QuantityBounds, QuantitiesFilters7, StaFamilies,
             ZoneVerbFamilies, HarmVerbs7, HarmVerbs7More, OtherVerbs7Families, TriggerEvents7,
             Conditions7, HarmVerbs7Counts, Conditions8, ManaSpent8, PlayerCounts8, SelfCounters8,
             StaticIf8, ThenIf8, DealtDamage8, HadEnter8, AttackDespiteDefender8, ZoneVerbs8,
             HarmVerbs8, OtherVerbs8Families, TriggerEvents8, QuantitiesFilters8, Statics8,
             PlainConditions8, OtherVerbs9Families, Statics9, HarmVerbs9, TriggerEvents9,
             KeywordFamilies9, Conditions9, TriggerEvents9bTrg, ZoneVerbs9, Names9,
             ActivationCost9b, OwnLandMana9b, ZoneVerbs9b, RevealedHands9b, KeywordFamilies9bKW,
             QuantitiesFilters9b, LeadDurations9bCnd, HarmVerbs9b, Statics9bSta):
    """Parse tree → model values. Targets are numbered left to right within one ability (or
    one mode, CR 700.2 / MOD-4), as the model's ``"target:N"`` references say."""

    def __init__(self) -> None:
        super().__init__()
        self.targets: list[m.TargetSpec] = []


    # -- clauses ----------------------------------------------------------------------------
    @staticmethod
    def _flat(*items: Any) -> list[m.Effect]:
        out: list[m.Effect] = []
        for item in items:
            if isinstance(item, list):
                out.extend(item)
            elif isinstance(item, Tree):
                raise OracleCompileError(f"unread part {item.data}")
            else:
                out.append(item)
        return out

    def effect(self, item: Any) -> Any:
        return item

    def e_emblem(self, head: Token, inner: Token) -> m.Effect:
        """"You get an emblem with "ABILITY"" (CR 114.1): the quoted ability, one of them."""
        ability: m.Ability = compile_line(str(inner) + ".", "permanent_line")
        if isinstance(ability, list) or not isinstance(ability, m.ABILITY_TYPES):
            raise OracleCompileError("an emblem ability that is not one ability")
        return m.GetEmblem(abilities=(ability,))

    def clause_then(self, *effects: Any) -> list[m.Effect]:
        return _joined(effects, "then")

    def clause_delayed_upkeep(self, effect: Any) -> list[m.Effect]:
        """"EFFECT at the beginning of the next turn's upkeep" (CR 603.7a)."""
        return [m.DelayedTrigger(effects=tuple(self._flat(effect)), when="next_upkeep")]

    def clause_and(self, a: Any, b: Any) -> list[m.Effect]:
        return _joined((a, b), "and")

    def clause_may_gain(self, n: m.Quantity) -> list[m.Effect]:
        return [m.MayDo(effects=(m.GainLife(amount=n),))]

    def clause_may(self, effect: Any) -> list[m.Effect]:
        return [m.MayDo(effects=tuple(self._flat(effect)))]

    def clause_if_may(self, condition: m.Condition, effect: Any) -> list[m.Effect]:
        """"If COND, you may EFFECT" (Return to Dust)."""
        return self.clause_if(condition, [m.MayDo(effects=tuple(self._flat(effect)))])

    def clause_if(self, condition: m.Condition, effect: Any) -> list[m.Effect]:
        if condition.kind == "main_phase":
            # "If you cast this spell during your main phase, … target …": that target is
            # chosen only if the condition holds as the spell is cast (CR 601.2c, 115.3)
            for ref in _target_refs(effect):
                index = int(ref.split(":")[1])
                self.targets[index] = replace(self.targets[index], condition=condition)
        return [m.Conditional(condition=condition, effects=tuple(self._flat(effect)))]

    def sentence(self, clause: list[m.Effect]) -> list[m.Effect]:
        return clause

    def sentences(self, *clauses: list[m.Effect]) -> list[m.Effect]:
        out = _joined(clauses, ".")
        bind_anaphora(out, self.it_subject, self.trigger_rule)  # delayed_families.py
        return out

    def body(self, *clauses: list[m.Effect]) -> list[m.Effect]:
        out = _joined(clauses, ".")
        bind_anaphora(out, self.it_subject, self.trigger_rule)  # delayed_families.py
        return out


    # -- abilities --------------------------------------------------------------------------
    def activated(self, cost: m.Cost, effects: Any,
                  rider: ActivationRider | None = None) -> m.ActivatedAbility:
        """"COST: EFFECTS[ Activate only …]" (CR 602); a loyalty ability is activated at
        sorcery speed, once each turn (606.3)."""
        loyalty = cost.loyalty is not None
        if isinstance(effects, _ModalHead):
            return m.ActivatedAbility(cost=cost, timing="sorcery" if loyalty else "instant",
                                      per_turn=1 if loyalty else 0, modes=m.ModeChoice(
                                          modes=(), min_count=effects.low,
                                          max_count=effects.high, chooser=effects.chooser))
        rider = rider or ActivationRider()
        if holds_choice_part(effects):  # "… of your choice" (choices_lowering)
            if _joins_of(effects):
                raise OracleCompileError("an 'of your choice' part in joined sentences")
            effects = choices_first(list(effects))
        cost = self.source_it_wording(cost)  # h5-costs
        if cost.exert_self and (cost.exile_self or cost.sacrifice_self):
            raise OracleCompileError("a source exerted and moved by one cost")
        timing = "sorcery" if loyalty and rider.timing == "instant" else rider.timing
        if rider.any_player and (self.from_hand or self.from_graveyard):  # EV2 8th wave
            raise OracleCompileError("'any player may activate' an ability off the battlefield")
        if self.from_hand:  # "Discard ~: …" functions from the hand (602.2a; h5-costs)
            return m.ActivatedAbility(cost=cost, effects=tuple(effects),
                                      targets=tuple(self.targets), zone="hand",
                                      timing=timing, per_turn=rider.per_turn,
                                      condition=rider.condition, joins=_joins_of(effects),
                                      cost_less=rider.cost_less)
        if self.from_graveyard:
            return m.ActivatedAbility(cost=cost, effects=tuple(effects),
                                      targets=tuple(self.targets), zone="graveyard",
                                      timing=timing, per_turn=rider.per_turn,
                                      condition=rider.condition, cost_less=rider.cost_less)
        return m.ActivatedAbility(cost=cost, effects=tuple(effects), targets=tuple(self.targets),
                                  timing=timing, per_turn=1 if loyalty else rider.per_turn,
                                  condition=rider.condition, joins=_joins_of(effects),
                                  any_player=any_player_checked(rider, cost, loyalty),
                                  cost_less=rider.cost_less)

    def trig_self_enters(self) -> m.Trigger:
        return m.Trigger("enters")

    def trig_self_dies(self) -> m.Trigger:
        return m.Trigger("dies")

    def trig_self_attacks(self) -> m.Trigger:
        return m.Trigger("attacks")

    def trig_self_combat_damage(self) -> m.Trigger:
        return m.Trigger("deals_combat_damage_to_player")

    def trig_self_leaves(self) -> m.Trigger:
        return m.Trigger("leaves")

    def trig_self_put_gy(self) -> m.Trigger:
        """"When ~ is put into a graveyard from the battlefield" (CR 603.6c, 603.10a)."""
        return m.Trigger("put_into_graveyard")

    def trig_self_face_up(self) -> m.Trigger:
        """"When ~ is turned face up" (CR 702.37e, 708.8): morph.py fires it."""
        return m.Trigger("turned_face_up")

    def trig_self_targeted(self) -> m.Trigger:
        """"When ~ becomes the target of a spell or ability" (CR 603.2)."""
        return m.Trigger("becomes_target")

    def trig_other_enters(self, noun: _Noun) -> m.Trigger:
        if noun.filter.controller != "any":
            raise OracleCompileError("two controllers in one trigger")
        return m.Trigger("enters", subject="filter",
                         filter=replace(noun.filter, controller="you", other=True))

    def trig_any_enters(self, article: Token, noun: _Noun) -> m.Trigger:
        if noun.filter.controller != "any":
            raise OracleCompileError("two controllers in one trigger")
        return m.Trigger("enters", subject="filter", filter=replace(noun.filter,
                                                                    controller="you"),
                         self_first=False)

    def trig_other_dies(self, noun: _Noun) -> m.Trigger:
        return m.Trigger("dies", subject="filter", filter=replace(noun.filter, other=True))

    def trig_filter_dies(self, article: Token, noun: _Noun) -> m.Trigger:
        return m.Trigger("dies", subject="filter", filter=noun.filter, self_first=False)

    def trig_self_or_dies(self, noun: _Noun) -> m.Trigger:
        """"Whenever ~ or another Cleric dies": any Cleric, this one too (CR 603.10a)."""
        return m.Trigger("dies", subject="filter", filter=noun.filter, self_first=True)

    def trig_cast(self, article: Token, noun: _Noun) -> m.Trigger:
        return m.Trigger("cast", subject="filter", filter=noun.filter)

    def trig_cast_another(self, noun: _Noun) -> m.Trigger:
        return m.Trigger("cast", subject="filter", filter=replace(noun.filter, other=True))

    def trig_step(self, whose: Token, step: Token) -> m.Trigger:
        return m.Trigger(_STEPS[str(step).lower()], whose=_WHOSE[str(whose).lower()])

    def trig_combat(self, whose: Token) -> m.Trigger:
        return m.Trigger("beginning_of_combat", whose=_WHOSE[str(whose).lower()])

    def intervening(self, condition: m.Condition) -> m.Condition:
        return condition

    def tbody(self, item: Any) -> Any:
        return item

    def triggered(self, trigger: m.Trigger | tuple[m.Trigger, ...],
                  *rest: Any) -> m.TriggeredAbility | list[m.TriggeredAbility]:
        if isinstance(trigger, tuple):  # "enters or attacks": one ability per event
            return [self.triggered(t, *rest) for t in trigger]  # type: ignore[misc]
        condition = rest[0] if len(rest) == 2 else None
        body = rest[-1]
        if isinstance(body, _ModalHead):
            return m.TriggeredAbility(trigger=trigger, intervening_if=condition,
                                      modes=m.ModeChoice(modes=(), min_count=body.low,
                                                         max_count=body.high,
                                                         chooser=body.chooser,
                                                         repeat=body.repeat))
        effects = tuple(choices_first(list(body)))  # "… of your choice" (choices_lowering)
        if len(effects) != len(body) and _joins_of(body):
            raise OracleCompileError("an 'of your choice' part in joined sentences")
        refuse_other_of_attached(trigger, effects)  # trigger_events.py
        effects = condition_anaphor(trigger, condition, effects)  # conditions_7.py
        if trigger.event == "put_into_graveyard" and trigger.subject == "self":
            # "return ~ to its owner's hand": the card in the graveyard now (400.7, 603.10a)
            effects = tuple(m.ReturnFromGraveyard(m.SELF, to="hand")
                            if e == m.ReturnToHand(what=m.SELF) else e for e in effects)
        ability = m.TriggeredAbility(trigger=trigger, effects=effects,
                                     targets=tuple(self.targets), intervening_if=condition,
                                     joins=_joins_of(body))
        if trigger.event == "blocks_or_blocked":  # two events, two abilities (render.py)
            return [replace(ability, trigger=m.Trigger("blocks")),
                    replace(ability, trigger=m.Trigger("becomes_blocked"))]
        return ability


    # -- modal heads ------------------------------------------------------------------------
    def modal_you(self, count: Token) -> _ModalHead:
        low, high = _MODE_COUNTS[str(count).lower()]
        return _ModalHead(low, high, m.YOU)

    def modal_repeat(self, count: Token) -> _ModalHead:
        """"Choose three. You may choose the same mode more than once." (CR 700.2d)."""
        low, high = _MODE_COUNTS[str(count).lower()]
        return _ModalHead(low, high, m.YOU, repeat=True)

    def modal_opponent(self, count: Token) -> _ModalHead:
        low, high = _MODE_COUNTS[str(count).lower()]
        return _ModalHead(low, high, "opponent")

    # -- entry points -----------------------------------------------------------------------
    def spell_line(self, item: Any) -> Any:
        if isinstance(item, list) and item and isinstance(item[0], m.Keyword):
            return item
        if isinstance(item, (m.Cost, _ModalHead, m.StaticAbility, InsteadLine, DamageInsteadLine,
                             m.TriggeredAbility, m.ReplacementAbility)):
            return item
        effects = self._flat(item)
        if holds_choice_part(effects):  # "… of your choice" (choices_lowering)
            if _joins_of(item):
                raise OracleCompileError("an 'of your choice' part in joined sentences")
            effects = choices_first(effects)
        return m.SpellAbility(effects=tuple(effects), targets=tuple(self.targets),
                              joins=_joins_of(item))

    def permanent_line(self, item: Any) -> Any:
        return item

    def mode_line(self, effects: list[m.Effect], nonzero: Token | None = None) -> m.Mode:
        return m.Mode(effects=tuple(effects), targets=tuple(self.targets),
                      x_min=1 if nonzero is not None else 0, joins=_joins_of(effects))


@dataclass(frozen=True, slots=True)
class _ModalHead:
    low: int
    high: int | None
    chooser: str
    repeat: bool = False


_SELF_TRIGGERS = {"trig_self_enters": "enters", "trig_self_attacks": "attacks",
                  "trig_self_blocked": "becomes_blocked", "trig_self_blocks": "blocks",
                  "trig_self_blocks_or_blocked": "blocks_or_blocked",
                  "trig_self_combat_damage": "deals_combat_damage_to_player",
                  "trig_self_enters_or_attacks": "enters",
                  "trig_exert": "attacks"}  # "When you do, it …": the exerted attacker
_FILTER_TRIGGERS = {"trig_other_enters": "enters", "trig_any_enters": "enters",
                    "trig_creature_attacks_enchanted": "attacks",
                    "trig_filter_combat_damage": "deals_combat_damage_to_player",
                    "trig_filter_attacks": "attacks"}  # "it": the attacking creature


def _trigger_rule(tree: Tree[Token]) -> str:
    """The grammar rule of the trigger when ``tree`` is a triggered ability, else ``""``."""
    line = tree.children[0] if tree.children else None
    if isinstance(line, Tree) and line.data == "triggered" and line.children and \
            isinstance(line.children[0], Tree):
        profile = event_profile(line.children[0])  # a composed event (trigger_events.py)
        return profile[0] if profile is not None else str(line.children[0].data)
    return ""


def _it_subject(tree: Tree[Token]) -> str:
    """``"self"`` when ``tree`` is a triggered ability of the object itself whose event names
    the object as "it" (:data:`IT_EVENTS`), ``"filter"`` for a trigger on another object
    entering, ``""`` otherwise: where a bare "it" may name the trigger's object."""
    if not tree.children or not isinstance(tree.children[0], Tree):
        return ""
    line = tree.children[0]
    if line.data == "activated" and line.children and isinstance(line.children[0], Tree) \
            and any(isinstance(c, Tree) and c.data in SOURCE_GONE_COSTS
                    for c in line.children[0].children):
        return "sacrificed"  # "Sacrifice ~: It deals 1 damage to any target."
    if line.data == "triggered_cast_self":
        return ""
    if line.data == "triggered_cycle":
        return "cycled"  # "When you cycle ~, you may have it deal …" (702.29d)
    if line.data != "triggered" or not line.children or not isinstance(line.children[0], Tree):
        return ""
    if attached_antecedent(line):  # "if enchanted permanent is tapped, untap it" (conditions_7)
        return ATTACHED_IT
    if self_antecedent(line):  # "… if ~ is tapped, put a storage counter on it" (h8-kw)
        return SELF_ANTECEDENT
    if str(line.children[0].data) in IT_IS_SELF_9:  # h9-TRG: "it" is ~, not the event's spell
        return SELF_ANTECEDENT
    if str(line.children[0].data) in IT_SUBJECT_RULES_9:  # h9-TRG: the targeted object
        return it_subject_9(line.children[0])
    profile = event_profile(line.children[0])  # a composed event (trigger_events.py)
    if profile is not None:
        return profile[1]
    trigger = str(line.children[0].data)
    if _SELF_TRIGGERS.get(trigger) in IT_EVENTS:
        return "self"
    if trigger in ("trig_self_dealt_damage", "trig_self_face_up"):
        return "self"  # "it deals that much damage" (Boros Reckoner), on the battlefield
    if trigger in ("trig_self_dies", "trig_self_leaves"):
        return "self_gone"  # "When ~ dies, it deals 3 damage …": the source, last known
    if _FILTER_TRIGGERS.get(trigger) in IT_EVENTS:
        return "filter"
    return IT_SUBJECTS_7.get(trigger) or IT_SUBJECTS_8.get(trigger, "")  # h7/h8-trg


def compile_line(line: str, start: str) -> Any:
    """One ability line (or one mode's text for ``start="mode_line"``) → model values.

    A line with a word no terminal of the grammar can hold is refused before parsing
    (:mod:`.prefilter`). Lines repeat across cards ("Flying", "Draw a card."): each distinct
    line is read once (the values are frozen; a list result is copied for each caller)."""
    ok, value = _compile_line_once(line, start)
    if not ok:
        raise OracleCompileError(value)
    return list(value) if isinstance(value, list) else value




nested.install(compile_line)
@lru_cache(maxsize=65536)
def _compile_line_once(line: str, start: str) -> tuple[bool, Any]:
    try:
        return True, _compile_line(line, start)
    except OracleCompileError as error:
        joined = or_trigger_abilities(line, start)  # h9-TRG: "When A or B, …" (trigger_or_9)
        if joined is not None:
            return True, joined
        said = self_it_damage(line, start)  # h9-TRG: "… on ~ and it deals …" (anaphora_9)
        if said is not None:
            return True, said
        return False, str(error)


def quote_period(line: str) -> str:
    """A quoted ability at the end of ``line``: its period is read as the sentence's (the
    render puts it back inside the quotes, as Oracle does)."""
    if line.endswith('."') and '"' in line[:-2]:
        return line[:-2] + '".'
    return line


def _compile_line(line: str, start: str) -> Any:
    line = quote_period(line)
    word = unknown_word(parser(), line)
    if word is not None:
        raise OracleCompileError(f"the grammar does not read {line!r} (no template has "
                                 f"the word {word!r})")
    try:
        tree = parser().parse(line, start=start)
    except LarkError as error:
        raise OracleCompileError(f"the grammar does not read {line!r}") from error
    build = _Build()
    tree_view = tree
    tree = spell_trigger_view(tree)  # h8-trg: a spell card's triggered line, read as one
    build.it_subject = _it_subject(tree)
    build.body_says_it = ": It " in line  # "Discard ~: It deals …" (cost_parts_families)
    build.body_names_self = ": ~ " in line  # "Sacrifice ~: ~ deals …" (cost_parts_families)
    build.self_before_it = self_before_it(tree, line)  # "Untap ~. Put … on it." (h9-ev3)
    build.start_rule = start
    build.trigger_rule = _trigger_rule(tree)
    build.trigger_binds = trigger_binds(tree) | defending_binds(tree) | binds_7(tree) | \
        binds_8(tree)  # h8-trg
    try:
        result = build.transform(tree_view)
    except LarkError as error:
        cause = error.__context__ if isinstance(error.__context__, (
            OracleCompileError, FamilyError, QuantityError)) else error
        raise OracleCompileError(f"{line!r}: {cause}") from error
    if not choices_lowered(result):  # "… of your choice" with its choice (choices_lowering)
        raise OracleCompileError(f"{line!r}: a choice 'of your choice' reads is not made")
    return result


def _is_spell(type_line: str) -> bool:
    return "Instant" in type_line or "Sorcery" in type_line


@dataclass(frozen=True, slots=True)
class FaceResult:
    """One face's compiled abilities, or the sentences that did not compile."""

    abilities: tuple[m.Ability, ...]
    failures: tuple[str, ...]


def compile_text(text: str, type_line: str) -> FaceResult:
    """Normalised Oracle text (``~`` for the name) of one face → its abilities."""
    spell = _is_spell(type_line)
    abilities: list[m.Ability] = []
    failures: list[str] = []
    additional: list[m.Cost] = []
    spell_text = ""  # the lines the last spell ability was read from (h9-cnd)
    for unit in split_abilities(text):
        head, bullets = unit[0], unit[1:]
        try:
            result = compile_line(head, "spell_line" if spell else "permanent_line")
        except OracleCompileError:
            joined = _with_earlier_lines(abilities, spell_text, head) if not bullets else None
            if joined is None:
                failures.append(head)
                spell_text = ""
            else:  # "Addendum — If you cast this spell during your main phase, that creature …"
                abilities[-1], spell_text = joined, f"{spell_text} {head}"
            continue
        if isinstance(result, ChosenHead):  # "As ~ enters, choose Khans or Dragons." + bullets
            abilities.extend(chosen_abilities(result, bullets, failures, lambda line: compile_line(
                line, "permanent_line")))
            continue
        if isinstance(result, list):
            abilities.extend(result)
            continue
        if isinstance(result, m.Cost):
            additional.append(result)
            continue
        if isinstance(result, InsteadLine):
            if not _join_instead(abilities, result):
                failures.append(head)
            continue
        if isinstance(result, DamageInsteadLine):  # EV2 (608.2c)
            if not join_damage_instead(abilities, result):
                failures.append(head)
            continue
        modal_head = result if isinstance(result, _ModalHead) else None
        if isinstance(result, (m.TriggeredAbility, m.ActivatedAbility)) and \
                result.modes is not None:
            modal_head = _ModalHead(result.modes.min_count, result.modes.max_count,
                                    result.modes.chooser, result.modes.repeat)
        if bullets and modal_head is None:
            failures.append(head)
            continue
        if modal_head is not None:
            modes: list[m.Mode] = []
            for bullet in bullets:
                try:
                    modes.append(compile_line(bullet.removeprefix("• "), "mode_line"))
                except OracleCompileError:
                    failures.append(bullet)
            if len(modes) != len(bullets) or not modes:
                if not bullets:
                    failures.append(head)
                continue
            choice = m.ModeChoice(modes=tuple(modes), min_count=modal_head.low,
                                  max_count=modal_head.high, chooser=modal_head.chooser,
                                  repeat=modal_head.repeat)
            if isinstance(result, (m.TriggeredAbility, m.ActivatedAbility)):
                abilities.append(replace(result, modes=choice))
            else:
                abilities.append(m.SpellAbility(modes=choice))
            continue
        previous = abilities[-1] if abilities else None
        if (isinstance(result, m.SpellAbility) and isinstance(previous, m.SpellAbility)
                and previous.modes is None and result.modes is None):
            # A spell's instructions on several lines are one spell ability (CR 608.2c).
            shift = len(previous.targets)
            joins = (*_padded(previous.joins, len(previous.effects)), ".",
                     *_padded(result.joins, len(result.effects)))
            abilities[-1] = replace(previous, effects=previous.effects + tuple(
                _shift_targets(e, shift) for e in result.effects),
                targets=previous.targets + result.targets,
                joins=joins)
            spell_text = f"{spell_text} {head}" if spell_text else ""
            continue
        abilities.append(result)
        spell_text = head if isinstance(result, m.SpellAbility) and result.modes is None else ""
    abilities = _fold_mode_costs(abilities, failures)
    if additional:
        index = next((i for i, a in enumerate(abilities) if isinstance(a, m.SpellAbility)), None)
        if index is None and not spell and not any(
                isinstance(a, m.Keyword) and a.name == "enchant" for a in abilities):
            # a permanent spell's additional cost (CR 601.2b, 601.2h): carried by a spell
            # ability with no effects, which casting reads like an instant's; the permanent
            # spell still resolves onto the battlefield by its type (608.3)
            abilities.insert(0, m.SpellAbility(additional_costs=tuple(additional)))
        elif index is None:
            failures.append("As an additional cost to cast this spell, …")
        else:
            spell_ability = abilities[index]
            assert isinstance(spell_ability, m.SpellAbility)
            abilities[index] = replace(spell_ability, additional_costs=tuple(additional))
    return FaceResult(tuple(abilities), tuple(failures))


def _with_earlier_lines(abilities: list[m.Ability], spell_text: str,
                        head: str) -> m.SpellAbility | None:
    """A spell's line that names what an earlier line of the same spell chose ("Target creature
    gets +2/+2 until end of turn." then "Landfall — If you had a land enter under your control
    this turn, that creature gets +4/+4 until end of turn instead."): an ability word has no
    rules meaning (CR 207.2c), so the lines are one spell ability's instructions (608.2c), read
    together as one text — ``None`` when that does not read either (h9-cnd)."""
    previous = abilities[-1] if abilities else None
    if not spell_text or not isinstance(previous, m.SpellAbility) or previous.modes is not None:
        return None
    try:
        result = compile_line(f"{spell_text} {head}", "spell_line")
    except OracleCompileError:
        return None
    if not isinstance(result, m.SpellAbility) or result.modes is not None or \
            result.additional_costs or previous.additional_costs:
        return None
    return result


def _join_instead(abilities: list[m.Ability], line: InsteadLine) -> bool:
    """"That creature gets -13/-13 until end of turn instead if COND." after "Target creature
    gets -1/-1 until end of turn.": the earlier effect becomes the "otherwise" of one
    conditional (CR 608.2c); ``False`` when the earlier sentence is not such a P/T change."""
    previous = abilities[-1] if abilities else None
    if not isinstance(previous, m.SpellAbility) or previous.modes is not None or \
            not previous.effects:
        return False
    last = previous.effects[-1]
    if not isinstance(last, m.ModifyPT) or not last.on.startswith("target:") or \
            previous.targets[int(last.on.split(":")[1])].what != "creature":
        return False
    instead = m.Conditional(condition=line.condition, effects=(
        replace(last, power=line.power, toughness=line.toughness),), otherwise=(last,))
    abilities[-1] = replace(previous, effects=(*previous.effects[:-1], instead))
    return True


def _fold_mode_costs(abilities: list[m.Ability], failures: list[str]) -> list[m.Ability]:
    """"Entwine {G}{G}{G}" after a modal spell's bullets is that spell's option to choose all
    the modes for an additional cost (CR 702.42a), and "Escalate {1}{W}" before them its cost
    for each mode chosen beyond the first (702.120a): both belong to the mode choice."""
    out: list[m.Ability] = []
    escalate: m.Cost | None = None
    for ability in abilities:
        if isinstance(ability, m.Keyword) and ability.name == "escalate":
            if escalate is not None or ability.cost is None:
                failures.append("Escalate without a modal spell after it")
                continue
            escalate = ability.cost
            continue
        if escalate is not None and isinstance(ability, m.SpellAbility) and (
                ability.modes is not None and ability.modes.escalate is None):
            ability = replace(ability, modes=replace(ability.modes, escalate=escalate))
            escalate = None
        if isinstance(ability, m.Keyword) and ability.name == "entwine":
            spell = next((i for i, a in enumerate(out) if isinstance(a, m.SpellAbility)
                          and a.modes is not None and a.modes.entwine is None), None)
            if spell is None or ability.cost is None:
                failures.append("Entwine without a modal spell before it")
                continue
            found = out[spell]
            assert isinstance(found, m.SpellAbility) and found.modes is not None
            out[spell] = replace(found, modes=replace(found.modes, entwine=ability.cost))
            continue
        out.append(ability)
    if escalate is not None:
        failures.append("Escalate without a modal spell after it")
    return out


def _target_refs(value: Any) -> set[str]:
    """Every ``"target:N"`` reference inside ``value`` (effects, lists of them)."""
    if isinstance(value, str):
        return {":".join(value.split(":")[:2])} if value.startswith("target:") else set()
    if isinstance(value, (list, tuple)):
        return {r for v in value for r in _target_refs(v)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {r for f in dataclasses.fields(value) for r in _target_refs(getattr(value, f.name))}
    return set()


def _shift_targets(value: Any, shift: int) -> Any:
    """``value`` with every ``"target:N"`` reference moved by ``shift``."""
    if not shift:
        return value
    if isinstance(value, str) and value.startswith("target:"):
        parts = value.split(":")
        parts[1] = str(int(parts[1]) + shift)
        return ":".join(parts)
    if isinstance(value, tuple):
        return tuple(_shift_targets(v, shift) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _shift_targets(getattr(value, f.name), shift)
                   for f in dataclasses.fields(value)}
        return replace(value, **changes)
    return value


def fields_of(value: Any) -> dict[str, Any]:
    """A dataclass's fields (for debugging output)."""
    return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
