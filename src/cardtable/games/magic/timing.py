"""Timing restrictions printed on a spell (CR 601.3a; 307.1 and 117.1a say when a spell may
normally be cast): "Cast this spell only during combat on an opponent's turn." is a static
ability that functions wherever the card could be cast from (CR 113.6) and takes away every
other moment — the spell may be cast only when its normal timing (flash, instant, sorcery) and
the restriction both allow it.

A restriction is the ``rule`` ``"cast_only:WINDOW"`` of a ``layer="rules"`` effect on the card
itself; :data:`WINDOWS` maps each window to the Oracle words and the test for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.games.magic import model as m
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.vocabulary import ACTIVATE_WINDOWS, CAST_WINDOWS

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

COMBAT = frozenset({"begin_combat", "declare_attackers", "declare_blockers",
                    "first_strike_damage", "combat_damage", "end_combat"})  # CR 506.1
BEFORE_BLOCKERS = frozenset({"begin_combat", "declare_attackers"})
AFTER_BLOCKERS = frozenset({"declare_blockers", "first_strike_damage", "combat_damage",
                            "end_combat"})

Window = Callable[["MagicState", int], bool]
_TESTS: dict[str, Window] = {
    "combat": lambda s, p: s.step in COMBAT,
    "combat_opponents_turn": lambda s, p: s.step in COMBAT and s.active != p,
    "combat_before_blockers": lambda s, p: s.step in BEFORE_BLOCKERS,
    "combat_after_blockers": lambda s, p: s.step in AFTER_BLOCKERS,
    "declare_blockers": lambda s, p: s.step == "declare_blockers",
    "declare_attackers": lambda s, p: s.step == "declare_attackers",
    "opponents_turn": lambda s, p: s.active != p,
    "opponents_upkeep": lambda s, p: s.active != p and s.step == "upkeep",
    "your_end_step": lambda s, p: s.active == p and s.step == "end",
    "attacked_this_step": lambda s, p: s.step == "declare_attackers" and _attacked(s, p),
}


def _attacked(state: MagicState, player: int) -> bool:
    """A creature is attacking ``player`` or a planeswalker they control (CR 506.2)."""
    return any(defender == f"p{player}" or (
        isinstance(defender, int) and defender in state.objects
        and chars(state, state.objects[defender]).controller == player)
        for defender in state.attackers.values())
# window → (Oracle words after "Cast this spell only ", the test for a player casting now)
WINDOWS: dict[str, tuple[str, Window]] = {
    name: (words, _TESTS[name]) for name, words in CAST_WINDOWS.items()}


def cast_windows(card: m.CardDef) -> list[str]:
    """The windows the card's own "Cast this spell only …" restrictions name."""
    return [e.rule.partition(":")[2] for a in card.abilities if isinstance(a, m.StaticAbility)
            for e in a.effects if e.layer == "rules" and e.rule.startswith("cast_only:")]


def may_cast_now(state: MagicState, player: int, card: m.CardDef) -> bool:
    """CR 601.3a: every printed restriction allows casting ``card`` now."""
    return all(window in WINDOWS and WINDOWS[window][1](state, player)
               for window in cast_windows(card)) and legendary_spell_allowed(state, player, card)


def legendary_spell_allowed(state: MagicState, player: int, card: m.CardDef) -> bool:
    """CR 205.4e (EV2): a legendary instant or sorcery only while its caster controls a
    legendary creature or a legendary planeswalker."""
    supertypes, _dash, _sub = card.type_line.partition("—")
    if "Legendary" not in supertypes or not ("Instant" in supertypes or "Sorcery" in supertypes):
        return True
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if c.controller == player and "Legendary" in c.supertypes and (
                "Creature" in c.types or "Planeswalker" in c.types):
            return True
    return False


# -- "Activate only …" (CR 602.5b) ---------------------------------------------------------
BEFORE_ATTACKERS = frozenset({"untap", "upkeep", "draw", "main1", "begin_combat"})
"""The steps of a turn before its declare attackers step (CR 500.1, 508.1)."""
BEFORE_BLOCKERS_STEP = BEFORE_ATTACKERS | {"declare_attackers"}
BEFORE_DAMAGE_STEP = BEFORE_BLOCKERS_STEP | {"declare_blockers"}  # 510: either damage step
BEFORE_END_OF_COMBAT = BEFORE_DAMAGE_STEP | {"first_strike_damage", "combat_damage"}

_ACTIVATION_TESTS: dict[str, Window] = {
    "as_instant": lambda s, p: True,
    "your_turn_before_attackers": lambda s, p: s.active == p and s.step in BEFORE_ATTACKERS,
    "your_turn": lambda s, p: s.active == p,
    "your_upkeep": lambda s, p: s.active == p and s.step == "upkeep",
    "upkeep": lambda s, p: s.step == "upkeep",
    "combat": lambda s, p: s.step in COMBAT,
    "declare_blockers": lambda s, p: s.step == "declare_blockers",
    "end_of_combat": lambda s, p: s.step == "end_combat",
    "before_attackers": lambda s, p: s.step in BEFORE_ATTACKERS,
    "before_blockers": lambda s, p: s.step in BEFORE_BLOCKERS_STEP,
    "before_combat_damage": lambda s, p: s.step in BEFORE_DAMAGE_STEP,
    "before_end_of_combat": lambda s, p: s.step in BEFORE_END_OF_COMBAT,
    "opponents_turn": lambda s, p: s.active != p,
}
#: window → (Oracle words after "Activate only ", the test for a player activating now);
#: "sorcery" is not here: its test needs the stack (``priority.sorcery_timing``, CR 307.1)
ACTIVATION_WINDOWS: dict[str, tuple[str, Window]] = {
    name: (words, _ACTIVATION_TESTS[name]) for name, words in ACTIVATE_WINDOWS.items()
    if name != "sorcery"}


def may_activate_now(state: MagicState, player: int, window: str) -> bool:
    """CR 602.5b: an "Activate only …" window (any but "as a sorcery") allows activating now;
    "instant" is no restriction."""
    return window == "instant" or (window in ACTIVATION_WINDOWS
                                   and ACTIVATION_WINDOWS[window][1](state, player))
