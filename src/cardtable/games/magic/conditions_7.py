"""Conditions of issue 29, round 7 (h7-cnd), for triggered and activated abilities and spells
(:func:`rules_support.condition_holds`). The kinds are in ``model/conditions_7.py``; the
compiler is ``oracle/conditions_7.py``.

* ``attached_now``: the object the ability's source is attached to (an Aura's enchanted
  permanent, CR 303.4) matches the condition's filter now — "if enchanted permanent is tapped"
  (CR 603.4: checked as the ability triggers and again as it resolves);
* ``cast_way``: "if its surge cost was paid" — the spell, or the permanent it became, was cast
  for that alternative cost (its cast note, CR 118.9, 601.2b);
* ``different_powers_at_least``: coven — the creatures the player controls have ``amount`` or
  more distinct powers;
* ``life_exactly`` / ``hand_exactly`` / ``you_control_exactly``: exact counts.

(The static form, ``attached_folded``, is no question at all: the layers read its filter on
each effect, :func:`layers._affected`.)
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.model import ActivatedAbility, TriggeredAbility
from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.model.conditions_7 import (
    ATTACHED_NOW,
    CAST_THIS_TURN,
    CAST_WAY,
    CONDITION_KINDS_7,
    CONTROL_EXACTLY,
    CREATED_TOKEN,
    DIED_THIS_TURN,
    DIFFERENT_POWERS,
    ENTERED_THIS_TURN,
    HAD_COUNTERS,
    HAND_EXACTLY,
    IT_HAS_KEYWORD,
    ITS_POWER,
    LIFE_EXACTLY,
    OPPONENT_LOST_AT_LEAST,
    OPPONENT_MONARCH,
    WAS_A,
    WAS_CAST,
    WHILE_CONTROLLED,
    WHILE_TAPPED,
)
from cardtable.games.magic.objects import GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

FROM_HAND_NOTE = "hand"
"""The cast note of a spell cast from its owner's hand (``costs.FROM_HAND``)."""
CAST_FROM_NOTE = "from:"
"""The cast note of a spell cast from another zone (``triggers.CAST_FROM``)."""
CONDITIONS_7 = CONDITION_KINDS_7
"""The kinds :func:`condition_7_holds` answers."""

Matches = Callable[[GameObject, Filter], bool]
"""Whether a permanent matches a filter by its characteristics now (the caller's
``layers.matches``, which this module cannot import)."""


def condition_7_holds(state: MagicState, condition: Condition, player: int, source: int,
                      matches_now: Matches, power_now: Callable[[GameObject], int | None],
                      event: Mapping[str, Any]) -> bool:
    """Whether ``condition`` (one of :data:`CONDITIONS_7`) holds for ``player`` and the
    ability's ``source``, before ``negate``. ``power_now``: a permanent's power now; ``event``:
    the trigger's event ("it") and the targets ("target:N")."""
    kind = condition.kind
    need = condition.amount if isinstance(condition.amount, int) else 0
    if kind == CAST_THIS_TURN:
        who = event.get("player") if condition.ref == "that_player" else player
        return isinstance(who, int) and cast_this_turn_holds(state, condition, who)
    if kind == DIED_THIS_TURN:
        return died_this_turn_holds(state, condition, player)
    if kind == OPPONENT_LOST_AT_LEAST:  # ``ref`` "" an opponent, "player" any, "you"
        return any(p.life_lost_this_turn >= need for p in state.players if not p.left and (
            condition.ref == "player" or (p.index == player) == (condition.ref == "you")))
    if kind == OPPONENT_MONARCH:
        return state.monarch is not None and state.monarch != player
    if kind == CREATED_TOKEN:  # a token it owns entered this turn (its creator, 111.2)
        return any(((obj := state.objects.get(oid)) is not None and obj.token
                   and obj.owner == player) or ((lki := state.lki.get(oid)) is not None
                   and lki.token and lki.owner == player) for oid in state.entered_this_turn)
    if kind == ENTERED_THIS_TURN:  # ~ itself ("it" in a static about ~)
        return source in state.entered_this_turn
    if kind in (IT_HAS_KEYWORD, ITS_POWER):
        return _it_holds(state, condition, event.get("it"), matches_now, power_now)
    if kind == WAS_CAST:  # "if you cast it": the cast notes of the spell it was (601.2)
        it = event.get("it", source)
        notes = state.cast_notes.get(it, frozenset()) if isinstance(it, int) else frozenset()
        return any(n == FROM_HAND_NOTE or n.startswith(CAST_FROM_NOTE) for n in notes)
    if kind in (HAD_COUNTERS, WAS_A):
        return _last_known_holds(state, condition, event.get(condition.ref), need, matches_now)
    if kind == CAST_WAY:
        return condition.zone in state.cast_notes.get(source, frozenset())
    if kind == LIFE_EXACTLY:
        return state.players[player].life == need
    if kind == HAND_EXACTLY:
        return len(state.players[player].zones["hand"]) == need
    if kind in (CONTROL_EXACTLY, DIFFERENT_POWERS):
        flt = condition.filter if kind == CONTROL_EXACTLY and condition.filter is not None \
            else Filter(types=("Creature",))
        mine = [obj for obj in (state.objects[oid] for oid in state.battlefield)
                if matches_now(obj, replace(flt, controller="you"))]
        if kind == CONTROL_EXACTLY:
            return len(mine) == need
        return len({power_now(obj) for obj in mine} - {None}) >= need
    if kind == ATTACHED_NOW:
        obj = state.objects.get(source)
        held = state.objects.get(obj.attached_to) if obj is not None and \
            obj.attached_to is not None else None
        return held is not None and held.zone == "battlefield" and \
            matches_now(held, condition.filter or Filter())
    return False


def in_graveyard(condition: Condition | None) -> bool:
    """"if ~ is in your graveyard" (CR 113.6b: the ability works from the graveyard)."""
    return condition is not None and condition.kind == "self_in_zones" and \
        condition.zone == "graveyard" and not condition.negate


def graveyard_zone_problem(ability: object, step_events: Collection[str]) -> str | None:
    """Why an ability that says it works from the graveyard (CR 113.6b) is not played so:
    the engine looks for triggers of cards in graveyards at the beginning of steps
    (``step_events``) and as a permanent enters (``triggers.graveyard_steps`` /
    ``graveyard_enters``), and activates abilities there only when their zone says so."""
    if isinstance(ability, TriggeredAbility) and in_graveyard(ability.intervening_if):
        trigger = ability.trigger
        if trigger.event in step_events or (trigger.event == "enters"
                                            and trigger.subject == "filter"):
            return None
        return f"a {trigger.event!r} trigger of a card in a graveyard"
    if isinstance(ability, ActivatedAbility) and in_graveyard(ability.condition) and \
            ability.zone != "graveyard":
        return "an ability activated from a graveyard by its condition"
    return None


def source_holds(state: MagicState, duration: str, source: int, you: int,
                 controller_of: Callable[[int], int]) -> bool:
    """Whether a "for as long as ~ remains tapped / on the battlefield / you control ~"
    duration (CR 611.2b) still holds: its source (the object whose ability made the effect, by
    its id — a new object after a zone change, 400.7) is on the battlefield, tapped for
    ``WHILE_TAPPED``, controlled by ``you`` (the effect's controller; ``controller_of`` the
    caller's control before the layers) for ``WHILE_CONTROLLED``. Once it untaps the effect
    has ended for good (:func:`end_untapped`)."""
    obj = state.objects.get(source)
    if obj is None or obj.zone != "battlefield":
        return False
    if duration == WHILE_CONTROLLED:
        return controller_of(source) == you
    return obj.tapped or duration != WHILE_TAPPED


def end_untapped(state: MagicState, ids: Collection[int]) -> None:
    """The permanents ``ids`` became untapped: every "for as long as ~ remains tapped" effect
    they are the source of has ended (CR 611.2b), and does not start again when they are
    tapped again."""
    if not ids or not any(e.duration == WHILE_TAPPED for e in state.effects):
        return
    gone = set(ids)
    state.effects = [e for e in state.effects
                     if not (e.duration == WHILE_TAPPED and e.source in gone)]
    state.touch()


def _last_known_holds(state: MagicState, condition: Condition, it: object, need: int,
                      matches_now: Matches) -> bool:
    """"if it had a +1/+1 counter on it", "if it was a Human": the object as it last existed
    (CR 603.10a, 608.2h) — its last known information once it has left its zone, else the
    object now."""
    if not isinstance(it, int):
        return False
    lki = state.lki.get(it)
    obj = state.objects.get(it)
    if lki is None and obj is None and it in state.moved:  # a card moved from a graveyard
        obj = state.objects.get(state.moved[it])  # (no last known information; 400.7)
    if lki is not None:
        counters, subtypes = dict(lki.counters), lki.subtypes
    elif obj is not None:
        counters, subtypes = dict(obj.counters), frozenset()
    else:
        return False
    if condition.kind == WAS_A:
        flt = condition.filter or Filter()
        if lki is None and obj is not None:
            return matches_now(obj, replace(flt, owner="any", controller="any"))
        return bool(set(flt.subtypes) & set(subtypes))
    total = sum(n for kind, n in counters.items() if not condition.counter
                or kind == condition.counter)
    return total >= max(1, need)


_CAST_KINDS = {"creature": ("Creature",), "artifact": ("Artifact",),
               "enchantment": ("Enchantment",), "instant": ("Instant",),
               "sorcery": ("Sorcery",), "instant or sorcery": ("Instant", "Sorcery"),
               "instant and sorcery": ("Instant", "Sorcery")}


def cast_this_turn_holds(state: MagicState, condition: Condition, player: int) -> bool:
    """"you've cast a creature spell this turn": ``amount`` or more of the spells ``player``
    cast this turn (their card types as cast, ``Player.cast_types_this_turn``) are of the kind
    ``state`` names — for triggered and activated abilities and for statics (611.3a)."""
    kind = condition.state
    need = condition.amount if isinstance(condition.amount, int) else 1
    cast = state.players[player].cast_types_this_turn
    if kind == "spell":  # any spell
        found = len(cast)
    elif kind == "noncreature":
        found = sum(1 for types in cast if "Creature" not in types)
    else:
        wanted = set(_CAST_KINDS.get(kind, ()))
        found = sum(1 for types in cast if wanted & types)
    return found >= need


def died_this_turn_holds(state: MagicState, condition: Condition, player: int) -> bool:
    """"if three or more creatures died this turn" / "a creature died under your control this
    turn" (CR 700.4; the controller as it died, 603.10a) — for triggers and statics alike."""
    need = max(1, condition.amount if isinstance(condition.amount, int) else 1)
    if condition.ref != "you":
        return state.died_this_turn >= need
    return sum(1 for oid in state.died_ids if oid in state.lki
               and state.lki[oid].controller == player) >= need


def _it_holds(state: MagicState, condition: Condition, it: object, matches_now: Matches,
              power_now: Callable[[GameObject], int | None]) -> bool:
    """"if it has madness" (the object now, in any zone), "if its power is 2 or less" (now, or
    its last known power once it has left its zone; 608.2h)."""
    if not isinstance(it, int):
        return False
    lki = state.lki.get(it)
    obj = state.objects.get(it)
    seen = 0
    while obj is None and it in state.moved and seen < 8:  # moved on since (400.7): the
        it, seen = state.moved[it], seen + 1  # card it became ("if it has madness")
        obj = state.objects.get(it)
    if condition.kind == IT_HAS_KEYWORD:
        return obj is not None and matches_now(obj, replace(
            condition.filter or Filter(), controller="any", owner="any"))
    power = lki.power if lki is not None else power_now(obj) if obj is not None else None
    if power is None:
        return False
    need = condition.amount if isinstance(condition.amount, int) else 0
    return power <= need if condition.state.endswith("less") else power >= need


def most_common_color_holds(state: MagicState, condition: Condition,
                            colors_of: Callable[[GameObject], Collection[str]]) -> bool:
    """"black is the most common color among all permanents or is tied for most common": no
    colour is on more permanents than ``condition.zone`` (CR 105.2: a multicoloured permanent
    counts for each of its colours). ``colors_of``: the caller's colours of a permanent."""
    counts = dict.fromkeys("WUBRG", 0)
    for oid in state.battlefield:
        for color in colors_of(state.objects[oid]):
            if color in counts:
                counts[color] += 1
    return counts.get(condition.zone, 0) >= max(counts.values())
