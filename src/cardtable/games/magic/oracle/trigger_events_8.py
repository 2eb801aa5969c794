"""Trigger events, eighth wave (issue 29, h8-trg; CR 603.2).

Each piece joins an existing sub-grammar (a ``trigger`` alternative), so it combines with
every effect, intervening "if" (CR 603.4) and anaphor already read after a trigger.

* "At the beginning of each combat" (CR 507.1: the beginning of combat step of every combat
  phase of every turn; Timin, Unnatural Growth, Stampede Rider): the step event of "combat on
  each player's turn" — an additional combat phase has its own beginning of combat step, so
  both wordings trigger in each of them — with its own words.
* A triggered ability on an instant or sorcery card that returns the card itself from the
  graveyard (Reach of Branches, Death of a Thousand Stings, Spit Flame; CR 113.6k: it works
  only from the graveyard, ``triggers.graveyard_steps`` / ``graveyard_enters``): any trigger
  of ``triggered`` read on a spell's line. A spell's other triggered abilities (which would
  have to work from the stack or the hand) are refused.
* A delayed triggered ability for the rest of the turn, a spell's whole line (CR 603.7a):
  "Whenever EVENT this turn, EFFECT" (Glimpse of Nature, Beck, Rite of Harmony) and "When you
  cast your next SPELL this turn, EFFECT" (Doublecast, Dual Strike: once, 603.7c). The line
  without " this turn" is compiled as the ability it is (any trigger and body the grammar
  reads) and held by :class:`~cardtable.games.magic.model.TurnTrigger`.
* "When / Whenever enchanted creature | a NOUN attacks or blocks" and Oracle's "When" for the
  attack and block events of attached and filtered subjects (CR 508.1, 509.1, 603.2).
* "When ~ is put into a graveyard from anywhere, shuffle it into its owner's library" / "…,
  its owner shuffles their graveyard into their library" (CR 603.6c; Serra Avatar, Kozilek).
"""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass, replace
from typing import Any

from lark import Token, Tree, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.delayed_returns import ReturnCardToHand
from cardtable.games.magic.oracle.builder_base import BuilderMixin, OracleCompileError
from cardtable.games.magic.oracle.nested import compile_nested
from cardtable.games.magic.oracle.trigger_events import _Subject, _Verb

_TURN_LINE = re.compile(r"(whenever|when you cast your next) (.+?) this turn, (.+)$", re.I | re.S)
# Trigger.event of "When ~ is put into a graveyard from anywhere" (triggers.self_to_graveyard)
SELF_TO_GRAVEYARD = "self_to_graveyard"
# Trigger.wording of "… for the first time each turn" of "becomes the target" (triggers.targeted)
FIRST_EACH_TURN = "first_each_turn"
# the trigger rules after which "counter that spell or ability" names the targeting one
_TARGETED_RULES = frozenset({"trig_self_targeted_first_8", "trig_self_targeted_any"})
# the trigger rules of this module whose "it" is the event's object (``compiler._it_subject``)
IT_SUBJECTS_8 = {"trig_other_attacks_8": "filter",
                 # "it" the object itself, which the engine passes as the event's "it":
                 # "Whenever ~ becomes untapped, put a +1/+1 counter on it." (Pheres-Band
                 # Tromper), "Whenever ~ becomes the target of a spell or ability, it gets
                 # +0/+3 …" (Task Force)
                 "trig_self_untaps": "self", "trig_self_targeted_any": "self",
                 "trig_self_targeted_first_8": "self", "trig_self_phases_in_8": "self"}
# the events of a card's own ability that triggers.py fires in the graveyard it went to (a
# spell card's line may hold them: Psychic Purge, Guerrilla Tactics)
_GRAVEYARD_SELF_EVENTS = frozenset({"discarded_by_opponent", "self_to_graveyard"})
# Trigger.wording of "At the beginning of each combat" (text/trigger_events_8.py prints it)
EACH_COMBAT = "each_combat"


# the trigger rules of this module whose event names a player, "that player" (CR 603.2)
_PLAYER_RULES_8 = frozenset({"trig_step_enchanted_controller_8", "trig_opponent_discards_self_8",
                             "trig_opponent_discards_card_8"})


def binds_8(tree: Tree[Token]) -> frozenset[str]:
    """What the trigger of the ability line ``tree`` names for the effect's anaphora, for the
    rules of this module."""
    line = tree.children[0] if tree.children else None
    if isinstance(line, Tree) and line.data == "triggered" and line.children and \
            isinstance(line.children[0], Tree) and line.children[0].data in _PLAYER_RULES_8:
        return frozenset({"player"})
    return frozenset()


def spell_trigger_view(tree: Tree[Token]) -> Tree[Token]:
    """A spell card's triggered line (``spell_line`` > ``spell_gy_triggered`` > ``triggered``)
    as the ``triggered`` line it is, for the builder's anaphora (``compiler._it_subject``,
    ``_trigger_rule``, the binds); any other tree unchanged."""
    inner = tree.children[0] if tree.children else None
    if isinstance(inner, Tree) and inner.data == "spell_gy_triggered":
        return Tree(tree.data, list(inner.children))
    return tree


@v_args(inline=True)
class TriggerEvents8(BuilderMixin):
    """The builder's half of the eighth wave's events."""

    def trig_each_combat(self) -> m.Trigger:
        """The beginning of combat step of every combat (CR 507.1), whoever's turn it is."""
        return m.Trigger("beginning_of_combat", whose="each_player", wording=EACH_COMBAT)

    # -- "When enchanted creature attacks", "When a creature you control attacks" (603.2) ------
    def evs_enchanted_when_8(self) -> _Subject:
        """"When enchanted creature …": the composed event of the enchanted creature (CR
        303.4), worded "When"."""
        return _Subject("enchanted", wording="when")

    def evs_equipped_when_8(self) -> _Subject:
        """"When equipped creature …" (CR 301.5), worded "When"."""
        return _Subject("equipped", wording="when")

    def trig_filter_when_8(self, subject: _Subject,
                           verb: Token) -> m.Trigger | tuple[m.Trigger, ...]:
        """"When a creature you control attacks / blocks / attacks or blocks" (CR 508.1,
        509.1): the composed events of another object, worded "When"."""
        event = {"attacks or blocks": "attacks_or_blocks", "attacks": "attacks",
                 "blocks": "blocks"}[str(verb).lower()]
        return self.trig_event(subject, _Verb(event))  # type: ignore[attr-defined,no-any-return]

    # -- "When ~ is put into a graveyard from anywhere" (CR 603.6c) -----------------------------
    def trig_self_to_graveyard_8(self) -> m.Trigger:
        """The card's own arrival in a graveyard from any zone (``triggers.self_to_graveyard``)."""
        return m.Trigger(SELF_TO_GRAVEYARD)

    def ps_its_owner_8(self) -> str:
        """"its owner" after "When ~ is put into a graveyard from anywhere": the card's owner
        (CR 108.3), who controls the ability there (113.6k)."""
        if self.trigger_rule != "trig_self_to_graveyard_8":
            # h9-ev2: else the ability's one target creature (oracle/harm_verbs_9.py)
            return self.ev9_its_owner()  # type: ignore[attr-defined,no-any-return]
        return "owner:self"

    def e_shuffle_it_8(self) -> m.Effect:
        """"shuffle it into its owner's library" (CR 701.20a): the card the trigger names, in
        the graveyard."""
        if self.trigger_rule not in ("trig_self_to_graveyard_8", "trig_self_dies"):  # h9-TRG:
            raise OracleCompileError("'shuffle it' without a card the trigger names")  # dies
        return m.PutOnLibrary(what="it", shuffle=True)

    # -- "When ~ is put into your graveyard from the battlefield" (CR 603.10a, 404.1) ----------
    def trig_self_put_your_gy_8(self) -> m.Trigger:
        """The object's own "put into a graveyard from the battlefield", only into its owner's
        graveyard while its owner controlled it (``triggers.left`` reads ``filter.owner``)."""
        return m.Trigger("put_into_graveyard", filter=m.Filter(owner=m.YOU))

    def e_return_it_your_hand_8(self) -> m.Effect:
        """"return it to your hand" after that trigger: the card it became (CR 400.7), which
        you own; after "… causes you to discard ~" the discarded card itself."""
        if self.trigger_rule == "trig_opponent_discards_self_8":
            return ReturnCardToHand(what="it", word="it", says_your=True)
        if self.trigger_rule != "trig_self_put_your_gy_8":
            raise OracleCompileError("'return it to your hand' without a card you own named")
        return ReturnCardToHand(what="moved_it", word="it", says_your=True)

    def e_shuffle_self_your_library_8(self) -> m.Effect:
        """"shuffle ~ into your library" after that trigger (CR 701.20a): the card in your
        graveyard."""
        if self.trigger_rule != "trig_self_put_your_gy_8":
            raise OracleCompileError("'shuffle ~ into your library' without a card you own named")
        return m.ShuffleIntoLibrary(what="moved_it", who=m.YOU)

    # -- "Whenever you cycle another card [for the first time each turn]" (CR 702.29) --------
    def trig_cycle_another_8(self) -> m.Trigger:
        """Any card you cycle (``triggers.cycled``); a permanent is not the card cycled."""
        return m.Trigger("cycles", filter=m.Filter(other=True))

    def trig_cycle_another_first_8(self) -> m.Trigger:
        """Only your first cycle each turn (``triggers.first_this_turn``)."""
        return m.Trigger("cycles_first", filter=m.Filter(other=True))

    # -- "a Goblin spell", "a Spirit or Arcane spell" (CR 205.3) -------------------------------
    def subtype_spell_8(self, *subtypes: Token) -> dict[str, Any]:
        """A spell with one of these subtypes (the fields of the spell's filter)."""
        return {"subtypes": tuple(str(t) for t in subtypes)}

    # -- "… becomes the target … for the first time each turn, counter that …" (CR 115.1) -----
    def trig_self_targeted_first_8(self) -> m.Trigger:
        """The object's first targeting this turn, whoever controls the spell or ability."""
        return m.Trigger("becomes_target", whose="each", wording=FIRST_EACH_TURN)

    def e_counter_targeting_8(self) -> m.Effect:
        """"counter that spell or ability" (CR 701.5): the one whose targeting triggered it
        (the event's item, as ward's counter, 702.21a)."""
        if self.trigger_rule not in _TARGETED_RULES:
            raise OracleCompileError("'that spell or ability' without a targeting event")
        return m.CounterObject(what="triggering_item")

    # -- "Whenever another creature you control attacks" (CR 508.1) ---------------------------
    def trig_other_attacks_8(self, noun: Any) -> m.Trigger:
        """Another object matching the noun attacks; "it" is the attacker."""
        return m.Trigger("attacks", subject="filter", filter=replace(noun.filter, other=True))

    # -- "At the beginning of the upkeep of enchanted land's controller" (CR 303.4) ----------
    def trig_step_enchanted_controller_8(self, step: Token, kind: Token) -> m.Trigger:
        """The step of the enchanted permanent's controller (``triggers.step_began`` reads
        ``whose="enchanted_controller"``); the filter keeps the printed kind ("creature": none,
        as the older rule)."""
        word = str(kind).lower()
        flt = None if word == "creature" else m.Filter() if word == "permanent" else \
            m.Filter(types=(word.capitalize(),))
        event = {"upkeep": "upkeep", "end step": "end_step", "draw step": "draw_step"}[
            str(step).lower()]
        return m.Trigger(event, whose="enchanted_controller", filter=flt)

    # -- "At the beginning of your upkeep or whenever you cast a black spell" (CR 603.2) ------
    def trig_upkeep_or_cast_8(self, article: Token, noun: Any) -> tuple[m.Trigger, ...]:
        """Two abilities, one effect: your upkeep, and your casting a spell the noun names
        (``text/trigger_events_8.upkeep_or_cast_line`` prints them as one line)."""
        return (m.Trigger("upkeep"), m.Trigger("cast", subject="filter", filter=noun.filter))

    # -- "… an opponent controls causes you to discard ~ / a card" (CR 701.9) ----------------
    def trig_opponent_discards_self_8(self) -> m.Trigger:
        """The card's own discard, made by an opponent's spell or ability
        (``triggers.discarded_by_opponent``)."""
        return m.Trigger("discarded_by_opponent")

    def trig_opponent_discards_card_8(self) -> m.Trigger:
        """Any card you discard that way."""
        return m.Trigger("discarded_by_opponent", subject="filter")

    # -- "Whenever you sacrifice a Treasure / a token" (CR 701.17a, 111.10a) ------------------
    def trig_you_sacrifice_token_8(self, kind: Token) -> m.Trigger:
        """A permanent of that predefined token subtype, or any token, you sacrifice."""
        word = str(kind)
        flt = m.Filter(token=True) if word == "token" else m.Filter(subtypes=(word,))
        return m.Trigger("sacrifice", subject="filter", filter=flt)

    # -- "Whenever ~ enters or deals combat damage to a player" (CR 603.2) --------------------
    def trig_self_enters_or_damage_8(self) -> tuple[m.Trigger, ...]:
        """Two abilities, one effect (``text/trigger_events_8.enters_or_damage_line``)."""
        return (m.Trigger("enters"), m.Trigger("deals_combat_damage_to_player"))

    # -- "Whenever a creature you control explores" (CR 701.40b) ------------------------------
    def trig_filter_explores_8(self, article: Token, noun: Any) -> m.Trigger:
        """A permanent the noun names explored (``triggers.explored``)."""
        return m.Trigger("explores", subject="filter", filter=noun.filter)

    def trig_self_explores_8(self) -> m.Trigger:
        """The object itself explored."""
        return m.Trigger("explores")

    # -- "Whenever you complete a dungeon" (CR 309.7) -----------------------------------------
    def trig_complete_dungeon_8(self) -> m.Trigger:
        """You completed a dungeon (``triggers.dungeon_completed``)."""
        return m.Trigger("dungeon_completed")

    # -- "Whenever ~ crews a Vehicle", "Whenever ~ becomes crewed" (CR 702.122) --------------
    def trig_self_crews_8(self) -> m.Trigger:
        """The object was tapped to pay a Vehicle's crew cost (``triggers.crewed``)."""
        return m.Trigger("crews")

    def trig_self_crewed_8(self) -> m.Trigger:
        """The object's crew cost was paid."""
        return m.Trigger("becomes_crewed")

    def that_vehicle_8(self) -> str:
        """"that Vehicle": the Vehicle ~ crewed (the event's "it")."""
        if self.trigger_rule != "trig_self_crews_8":
            raise OracleCompileError("'that Vehicle' without a Vehicle the trigger names")
        return "as:that Vehicle:it"

    # -- "Whenever ~ phases in" (CR 702.26a) -----------------------------------------------------
    def trig_self_phases_in_8(self) -> m.Trigger:
        """The object phased in (``triggers.phased_in``, from the untap step)."""
        return m.Trigger("phases_in")

    def spell_gy_triggered(self, ability: Any) -> m.TriggeredAbility:
        """A spell card's triggered ability that returns the card from the graveyard (CR
        113.6k: the only zone it works in)."""
        if not isinstance(ability, m.TriggeredAbility) or not (
                returns_self(ability.effects)
                or ability.trigger.event in _GRAVEYARD_SELF_EVENTS):
            raise OracleCompileError("a triggered ability of an instant or sorcery that does "
                                     "not return it from the graveyard")
        return ability

    def spell_turn_trigger(self, line: Token) -> list[m.Effect]:
        """"Whenever EVENT this turn, EFFECT" / "When you cast your next SPELL this turn,
        EFFECT" (CR 603.7a, 603.7c): the ability the line names without " this turn"."""
        match = _TURN_LINE.match(str(line))
        if match is None:
            raise OracleCompileError("not a trigger lasting this turn")
        head, event, rest = match.groups()
        once = head.lower() != "whenever"
        if once:
            article = "an" if event[:1].lower() in "aeiou" else "a"
            event = f"you cast {article} {event}"
        ability = compile_nested(f"Whenever {event}, {rest}", "permanent_line")
        if not isinstance(ability, m.TriggeredAbility):
            raise OracleCompileError("a trigger lasting this turn that is not one ability")
        return [m.TurnTrigger(ability=ability, once=once)]


def returns_self(value: Any) -> bool:
    """Whether ``value`` (effects, nested) returns its own card from the graveyard (the test of
    ``triggers.returns_self_from_graveyard``, which the oracle cannot import)."""
    if isinstance(value, m.ReturnFromGraveyard):
        return value.what == "self"
    if isinstance(value, (list, tuple)):
        return any(returns_self(v) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(returns_self(getattr(value, f.name)) for f in fields(value))
    return False
