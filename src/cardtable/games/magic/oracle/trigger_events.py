"""Trigger events that compose (issue 28): an event is a SUBJECT × a VERB (CR 603.2).

The subject is one of "~", "a/an NOUN" (any filter the noun sub-grammar reads), "another
NOUN", "enchanted creature" or "equipped creature"; the verb is one of the events below. Each
verb combines with every subject, so one new verb unlocks it for every object a trigger can
name. Pairs the older whole-trigger templates already read are left to them (one reading per
sentence).

The effect after the comma refers back to what the event names (CR 603.2, 608.2h): the
subject ("it"), the player dealt damage ("that player"), the damage ("that much", "that
many"), the other creature of a block or of damage ("that creature"). :func:`event_profile`
tells the builder which of these the event binds, by the older trigger whose anaphora it
shares, so every effect the grammar reads after those triggers reads after these too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token, Tree, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Noun
from cardtable.games.magic.oracle.families import FamilyError


@dataclass(frozen=True, slots=True)
class _Subject:
    """Who the event happens to: ``kind`` is the model's ``Trigger.subject``."""

    kind: str
    filter: m.Filter | None = None
    wording: str = ""  # "when": Oracle says "When ~ blocks" (the model's Trigger.wording)


@dataclass(frozen=True, slots=True)
class _Verb:
    """What happens: the model's event, and the player ("an opponent") or the other object
    ("a creature with flying") it names."""

    event: str
    whose: str = m.YOU
    other: m.Filter | None = None


# The anaphora each verb binds, by the older trigger that binds the same (see the module's
# docstring): "player" (that player, that much: the player dealt damage), "amount" (that much),
# "creature" (that creature: the other creature of the event), "subject" ("it": the subject).
_BINDS = {
    "ev_damage_player": "player", "ev_combat_damage_player": "player",
    "ev_deals_damage": "amount", "ev_dealt_damage": "amount",
    "ev_damage_creature": "creature", "ev_blocks_creature": "creature",
    "ev_blocked_by": "creature", "ev_targeted": "creature",
    "ev_blocks_or_blocked_by": "creature", "ev_combat_damage_opponent": "player",
    "ev_combat_damage_you": "player", "ev_dealt_combat_damage": "amount",
    "ev_combat_damage_creature": "creature", "ev_damage_you": "amount",  # h7-trg
}
_RULES = {  # (binding, subject kind) → the older trigger rule with the same anaphora
    ("player", "self"): "trig_self_combat_damage",
    ("player", "filter"): "trig_filter_combat_damage",
    ("player", "attached"): "trig_equipped_combat_damage",
    ("amount", "self"): "trig_self_dealt_damage",
    ("amount", "filter"): "trig_self_dealt_damage",
    ("amount", "attached"): "trig_self_dealt_damage",
    ("creature", "self"): "trig_self_combat_damage_creature",
    ("creature", "filter"): "trig_self_combat_damage_creature",
    ("creature", "attached"): "trig_self_combat_damage_creature",
}
# the events whose "it" is the subject itself (the engine passes it as the event's "it")
_IT_IS_SUBJECT = frozenset({
    "ev_attacks_or_blocks", "ev_attacks_alone", "ev_attacks_unblocked", "ev_tapped",
    "ev_damage_player", "ev_combat_damage_player", "ev_deals_damage", "ev_dealt_damage",
    "ev_attacks", "ev_becomes_blocked", "ev_blocks", "ev_untapped", "ev_targeted", "ev_dies",
    "ev_attacks_you", "ev_combat_damage_opponent", "ev_combat_damage_you", "ev_face_up",
    "ev_dealt_combat_damage",
    "ev_attacks_you_only", "ev_damage_you"})  # h7-trg: trigger_events_7.py
# the counters-put events of trigger_events_3.py (its subject is the rule's last child)
_COUNTER_RULES = frozenset({"trig_counters_put", "trig_counter_put_each",
                            "trig_you_put_counters", "trig_you_put_any_counters"})


def event_profile(tree: Tree[Token]) -> tuple[str, str] | None:
    """For a composed trigger (``trig_event``): the trigger rule whose anaphora it shares and
    the builder's ``it_subject`` ("self": "it" is the object with the ability; "filter": "it"
    is the event's object; ``""``: no bare "it"). ``None`` for any other tree."""
    if tree.data == "trig_targeted_by_spell" and tree.children and isinstance(
            tree.children[0], Tree):  # trigger_events_more.py: "it" is the object targeted
        first = str(tree.children[0].data)
        return "trig_targeted_by_spell", "self" if first in ("evs_self", "evs_self_when") \
            else "filter"
    if str(tree.data) in _COUNTER_RULES and tree.children and isinstance(
            tree.children[-1], Tree):  # trigger_events_3.py: "it" is the permanent (122.6)
        last = str(tree.children[-1].data)
        return str(tree.data), "self" if last in ("evs_self", "evs_self_when") else "filter"
    if tree.data != "trig_event" or len(tree.children) != 2:
        return None
    subject, verb = tree.children
    if not isinstance(subject, Tree) or not isinstance(verb, Tree):
        return None
    kind = {"evs_self": "self", "evs_self_when": "self", "evs_enchanted": "attached",
            "evs_enchanted_land": "attached", "evs_equipped": "attached"}.get(
                str(subject.data), "filter")
    verb_rule = str(verb.data)
    binding = _BINDS.get(verb_rule)
    rule = _RULES.get((binding, kind), "trig_event") if binding else "trig_event"
    if verb_rule not in _IT_IS_SUBJECT:
        return rule, ""
    return rule, "self" if kind == "self" else "filter"


@v_args(inline=True)
class TriggerEvents(BuilderMixin):
    """The builder's half of the composed trigger events (``trig_event`` and its parts)."""

    # -- subjects ------------------------------------------------------------------------------
    def evs_self(self) -> _Subject:
        return _Subject(m.SELF)

    def evs_enchanted(self) -> _Subject:
        """"enchanted creature": the permanent the Aura is attached to (CR 303.4)."""
        return _Subject("enchanted")

    def evs_enchanted_land(self) -> _Subject:
        """"enchanted land" (CR 303.4): the land the Aura is attached to."""
        return _Subject("enchanted", m.Filter(types=("Land",)))

    def evs_equipped(self) -> _Subject:
        """"equipped creature": the creature the Equipment is attached to (CR 301.5)."""
        return _Subject("equipped")

    def evs_filter(self, article: Token, noun: _Noun) -> _Subject:
        return _Subject("filter", noun.filter)

    def evs_another(self, noun: _Noun) -> _Subject:
        return _Subject("filter", replace(noun.filter, other=True))

    # -- verbs ---------------------------------------------------------------------------------
    def ev_attacks_or_blocks(self) -> _Verb:
        """"attacks or blocks": two events (CR 508.1, 509.1), one ability for each."""
        return _Verb("attacks_or_blocks")

    def ev_attacks_alone(self) -> _Verb:
        """"attacks alone" (CR 506.5: the only creature declared as an attacker)."""
        return _Verb("attacks_alone")

    def ev_attacks_unblocked(self) -> _Verb:
        """"attacks and isn't blocked" (CR 509.1h, 603.2: once blockers are declared)."""
        return _Verb("attacks_unblocked")

    def ev_tapped(self) -> _Verb:
        """"becomes tapped" (CR 701.21a, 603.2), whatever taps it."""
        return _Verb("tapped")

    def ev_untapped(self) -> _Verb:
        """"becomes untapped" (CR 701.21b, 502.3)."""
        return _Verb("untaps")

    def ev_damage_player(self, who: Token) -> _Verb:
        """"deals damage to a player / an opponent" (CR 120.3, combat or not)."""
        whose = "opponent" if "opponent" in str(who).lower() else "each"
        return _Verb("deals_damage_to_player", whose=whose)

    def ev_combat_damage_player(self) -> _Verb:
        """"deals combat damage to a player" (CR 510.3a)."""
        return _Verb("deals_combat_damage_to_player")

    def ev_deals_damage(self) -> _Verb:
        """"deals damage" to any object or player (CR 120.3, 603.2)."""
        return _Verb("deals_damage")

    def ev_damage_creature(self) -> _Verb:
        """"deals damage to a creature" (CR 120.3, combat or not); "that creature"."""
        return _Verb("deals_damage_to_creature")

    def ev_blocks_creature(self, article: Token, noun: _Noun) -> _Verb:
        """"blocks a creature [with flying]" (CR 509.1): once for each attacker it blocks
        that matches; "that creature" is the attacker."""
        return _Verb("blocks_creature", other=noun.filter)

    def ev_blocks_or_blocked_by(self, article: Token, noun: _Noun) -> _Verb:
        """"blocks or becomes blocked by a creature": two events (CR 509.1, 509.1h), one
        ability for each; "that creature" is the other creature of the block."""
        return _Verb("blocks_or_blocked_by", other=noun.filter)

    def ev_combat_damage_opponent(self) -> _Verb:
        """"deals combat damage to an opponent" (CR 510.3a)."""
        return _Verb("deals_combat_damage_to_player", whose="opponent")

    def ev_blocked_by(self, article: Token, noun: _Noun) -> _Verb:
        """"becomes blocked by a creature" (CR 509.1h): once for each blocker that matches;
        "that creature" is the blocker."""
        return _Verb("blocked_by", other=noun.filter)

    def ev_attacks(self) -> _Verb:
        return _Verb("attacks")

    def ev_blocks(self) -> _Verb:
        return _Verb("blocks")

    def ev_becomes_blocked(self) -> _Verb:
        return _Verb("becomes_blocked")

    def ev_put_into_graveyard(self, owner: Token) -> _Verb:
        """"is put into a / your / an opponent's graveyard from the battlefield" (CR 603.6c,
        603.10a): any permanent, looked back on as it left; "your graveyard" is the owner's
        (CR 404.1)."""
        whose = {"a": "each", "your": m.YOU, "an opponent's": "opponent"}[str(owner).lower()]
        return _Verb("put_into_graveyard", whose=whose)

    def ev_dies(self) -> _Verb:
        """"dies" (CR 700.4), looked back on as the creature left (603.10a)."""
        return _Verb("dies")

    def ev_dealt_damage(self) -> _Verb:
        """"is dealt damage" (CR 120.3); "that much" is the damage."""
        return _Verb("dealt_damage")

    def ev_targeted(self) -> _Verb:
        """"becomes the target of a spell or ability" (CR 115.1, 601.2c, 603.2)."""
        return _Verb("becomes_target")

    def ev_targeted_opponent(self) -> _Verb:
        """"… a spell or ability an opponent controls" (ward's event, CR 702.21a)."""
        return _Verb("becomes_target", whose="opponent")

    # -- the event -----------------------------------------------------------------------------
    def trig_event(self, subject: _Subject, verb: _Verb) -> m.Trigger | tuple[m.Trigger, ...]:
        filt = subject.filter
        if verb.other is not None:  # the other object of the event ("blocks a creature …")
            if subject.kind != m.SELF:
                raise FamilyError("a trigger naming two filtered objects")
            filt = verb.other
        if verb.event == "put_into_graveyard" and verb.whose != "each":  # its owner's (404.1)
            filt = replace(filt or m.Filter(), owner=verb.whose)
        base = m.Trigger(verb.event, subject=subject.kind, filter=filt, whose=verb.whose,
                         wording=subject.wording)
        if verb.event == "blocks_or_blocked_by":  # printed as one line (text/trigger_pairs)
            return (replace(base, event="blocks_creature"), replace(base, event="blocked_by"))
        if verb.event == "attacks_or_blocks":  # Oracle prints the pair as one line
            if subject.kind == "filter" and (filt is None or filt.other):
                raise FamilyError("'attacks or blocks' of another object")  # h8-trg: pairs
            return (replace(base, event="attacks"), replace(base, event="blocks"))
        return base

    def trig_self_untaps(self) -> m.Trigger:
        """"Whenever ~ becomes untapped" (CR 502.3, 701.21b)."""
        return m.Trigger("untaps")

    def trig_self_targeted_opponent(self) -> m.Trigger:
        """"Whenever ~ becomes the target of a spell or ability an opponent controls"."""
        return m.Trigger("becomes_target", whose="opponent")



def _amount_filters(value: object) -> list[m.Filter]:
    """The filters of every amount inside ``value`` (effects, nested effects, quantities)."""
    found: list[m.Filter] = []
    if isinstance(value, m.Amount):
        if value.filter is not None:
            found.append(value.filter)
        return found
    if isinstance(value, (list, tuple)):
        for item in value:
            found.extend(_amount_filters(item))
        return found
    fields = getattr(value, "__dataclass_fields__", None)
    if fields is not None:
        for name in fields:
            found.extend(_amount_filters(getattr(value, name)))
    return found


def refuse_other_of_attached(trigger: m.Trigger, effects: object) -> None:
    """"Whenever equipped creature attacks alone, it gets +1/+1 … for each other creature you
    control" (Sigil of Valor): "other" is other than the equipped creature, which a count
    "other than ~" would not exclude; refused until the model says "other than it"."""
    if trigger.subject in ("enchanted", "equipped") and any(
            f.other for f in _amount_filters(effects)):
        raise FamilyError("'other' in a count after an Aura's or Equipment's trigger")


# the triggers whose "that player" is the player of the event: whose step it is (CR 503.1), who
# cycled (702.29)
_PLAYER_RULES = frozenset({"trig_step_of", "trig_step_enchanted_controller", "trig_cycles",
                           "trig_cast_second", "trig_opponent_draws", "trig_opponent_casts",
                           "trig_player_casts", "trig_opponent_discards", "trig_player_discards",
                           "trig_self_combat_damage", "trig_filter_combat_damage",
                           "trig_equipped_combat_damage",
                           "trig_each_players_end_step",
                           "trig_cast_rider", "trig_opponent_source_damage",
                           "trig_opponent_source_damage_when",  # h5: trigger_events_2.py
                           "trig_enters_opponent"})  # h9-TRG: the entering permanent's controller


def trigger_binds(tree: Tree[Token]) -> frozenset[str]:
    """What the trigger of the ability line ``tree`` names for the effect's anaphora:
    ``"player"`` when "that player" is the event's player (the player dealt damage; the
    player whose upkeep it is)."""
    line = tree.children[0] if tree.children else None
    if not (isinstance(line, Tree) and line.data == "triggered" and line.children
            and isinstance(line.children[0], Tree)):
        return frozenset()
    trigger = line.children[0]
    return _player_binds(trigger) | _defending_binds(trigger)


# the targeting events, whose "that player" is the controller of the spell or ability
# (triggers.targeted passes it as the event's "player"; CR 115.1, 603.2)
_TARGETING_RULES = frozenset({"trig_self_targeted_opponent", "trig_self_targeted_any",
                              "trig_targeted_by_spell"})  # trigger_events_more.py
_TARGETING_VERBS = frozenset({"ev_targeted", "ev_targeted_opponent"})


def _player_binds(trigger: Tree[Token]) -> frozenset[str]:
    rule = str(trigger.data)
    if rule in _TARGETING_RULES or (
            rule == "trig_event" and len(trigger.children) == 2
            and isinstance(trigger.children[1], Tree)
            and str(trigger.children[1].data) in _TARGETING_VERBS):
        return frozenset({"player"})
    if rule == "trig_event" and len(trigger.children) == 2 and isinstance(
            trigger.children[1], Tree) and _BINDS.get(str(trigger.children[1].data)) == "player":
        return frozenset({"player"})
    if rule in _PLAYER_RULES or (rule == "trig_step" and any(
            isinstance(c, Token) and str(c).lower() == "each opponent's"
            for c in trigger.children)):
        return frozenset({"player"})
    return frozenset()


# the combat triggers whose event names the defending player (CR 506.2; triggers.attacked,
# blocks_declared, damage_to_player pass it as the event's "defending"): "target creature
# defending player controls" after them (triggers.bind_defending_player)
_DEFENDING_RULES = frozenset({"trig_self_attacks", "trig_filter_attacks", "trig_self_blocked",
                              "trig_battalion", "trig_self_combat_damage",
                              "trig_filter_combat_damage", "trig_equipped_combat_damage"})
_DEFENDING_VERBS = frozenset({"ev_attacks", "ev_attacks_alone", "ev_attacks_unblocked",
                              "ev_becomes_blocked",
                              "ev_combat_damage_player", "ev_combat_damage_opponent"})


def _defending_binds(trigger: Tree[Token]) -> frozenset[str]:
    rule = str(trigger.data)
    if rule in _DEFENDING_RULES or (
            rule == "trig_event" and len(trigger.children) == 2
            and isinstance(trigger.children[1], Tree)
            and str(trigger.children[1].data) in _DEFENDING_VERBS):
        return frozenset({"defending"})
    return frozenset()


_OWNERS = {"each player's": "each_player", "enchanted player's": "enchanted_player"}
_STEP_EVENTS = {"upkeep": "upkeep", "draw step": "draw_step", "end step": "end_step"}


@v_args(inline=True)
class StepOwners(BuilderMixin):
    """"At the beginning of each player's upkeep", "… of enchanted player's upkeep", "… of
    the upkeep of enchanted creature's controller" (CR 503.1, 504.1, 513.1): the step of a
    player the trigger names, who is "that player" in the effect."""

    def trig_step_of(self, owner: Token, step: Token) -> m.Trigger:
        return m.Trigger(_STEP_EVENTS[str(step).lower()], whose=_OWNERS[str(owner).lower()])

    def trig_step_enchanted_controller(self, step: Token) -> m.Trigger:
        return m.Trigger(_STEP_EVENTS[str(step).lower()], whose="enchanted_controller")


# the older triggers whose event names a creature other than ~ as "that creature"
_CREATURE_RULES = frozenset({"trig_self_combat_damage_creature", "trig_filter_attacks",
                             "trig_filter_dies", "trig_other_dies"})


@v_args(inline=True)
class EventAnaphora(BuilderMixin):
    """Anaphora that name what the trigger's event names (CR 603.2, 608.2h)."""

    def that_creatures_controller(self) -> str:
        """"that creature's controller": of the creature the event names (the event's "it",
        last known if it has left, 608.2h)."""
        if self.it_subject != "filter" and self.trigger_rule not in _CREATURE_RULES:
            # h9-ev2: else the ability's one target creature (oracle/harm_verbs_9.py)
            return self.ev9_that_creatures_controller()  # type: ignore[attr-defined,no-any-return]
        return "controller:that_creature"

    def that_creature_ref(self) -> str:
        """"that creature": the creature the event names (the engine's event "it")."""
        if self.it_subject != "filter" and self.trigger_rule not in _CREATURE_RULES:
            # "Target creature gets +0/+3 until end of turn. If this spell was kicked, that
            # creature also gains hexproof …" (h7-ev3): the ability's one target creature
            creatures = [i for i, t in enumerate(self.targets) if t.count == 1 and (
                t.what == "creature" or "Creature" in t.filter.types)]
            if len(creatures) == 1 and len(self.targets) == 1:
                return f"as:that creature:target:{creatures[0]}"
            if self.trigger_rule in ("trig_step_enchanted_controller",
                                     "trig_step_enchanted_controller_8"):
                return "as:that creature:enchanted"  # h8-trg: the enchanted creature (303.4)
            raise FamilyError("'that creature' without a creature the trigger names")
        return "that_creature"


_CYCLERS = {"you cycle": m.YOU, "a player cycles": "each", "an opponent cycles": "opponent"}


@v_args(inline=True)
class PlayerEvents(BuilderMixin):
    """Events a player does (CR 603.2): sacrificing, cycling, discarding."""

    def trig_you_sacrifice(self, article: Token, noun: _Noun) -> m.Trigger:
        """"Whenever you sacrifice a creature" (CR 701.17a), looked back on (603.10a)."""
        return m.Trigger("sacrifice", subject="filter", filter=noun.filter)

    def trig_you_sacrifice_another(self, noun: _Noun) -> m.Trigger:
        return m.Trigger("sacrifice", subject="filter", filter=replace(noun.filter, other=True))

    def trig_you_sacrifice_self(self) -> m.Trigger:
        """"When you sacrifice ~" (the Ordeals): its own ability, looked back on (603.10a)."""
        return m.Trigger("sacrifice")

    def trig_cycle_or_discard(self, which: Token) -> m.Trigger:
        """"Whenever you cycle or discard a card" (702.29a: cycling is discarding, one
        event); "another card" is the same event for a permanent (it is not in the hand)."""
        other = m.Filter(other=True) if "another" in str(which).lower() else None
        return m.Trigger("cycle_or_discard", filter=other)

    def trig_cycles(self, cycler: Token) -> m.Trigger:
        """"Whenever you cycle a card" / "… a player cycles a card" (CR 702.29)."""
        return m.Trigger("cycles", whose=_CYCLERS[str(cycler).lower()])

    def trig_self_targeted_any(self) -> m.Trigger:
        """"Whenever ~ becomes the target of a spell or ability": whoever controls it."""
        return m.Trigger("becomes_target", whose="each")


_SECOND_CASTERS = {"you cast your": m.YOU, "an opponent casts their": "opponent",
                   "a player casts their": "each"}


@v_args(inline=True)
class MoreEvents(BuilderMixin):
    """"Whenever you cast your second spell each turn" (CR 603.2), battalion (702.101a),
    "attacks you or a planeswalker you control" (508.1)."""

    def trig_cast_second(self, caster: Token) -> m.Trigger:
        return m.Trigger("cast_second", whose=_SECOND_CASTERS[str(caster).lower()])

    def trig_battalion(self) -> m.Trigger:
        """"Whenever ~ and at least two other creatures attack" (702.101a): it and two or
        more others are declared as attackers."""
        return m.Trigger("attacks_battalion")

    def ev_attacks_you(self) -> _Verb:
        return _Verb("attacks", whose="attacked_you")

    def trig_player_discards(self) -> m.Trigger:
        """"Whenever a player discards a card" (CR 701.9): any player; "that player"."""
        return m.Trigger("discard", whose="each")

    def ev_combat_damage_you(self) -> _Verb:
        """"deals combat damage to you" (CR 510.3a): the ability's controller."""
        return _Verb("deals_combat_damage_to_player", whose="damaged_you")

    def ev_face_up(self) -> _Verb:
        """"is turned face up" (CR 702.37e, 708.8), any permanent (morph.py fires it)."""
        return _Verb("turned_face_up")

    def ev_dealt_combat_damage(self) -> _Verb:
        """"is dealt combat damage" (CR 510.2); "that much" is the damage."""
        return _Verb("dealt_combat_damage")
