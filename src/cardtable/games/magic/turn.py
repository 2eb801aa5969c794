"""Turn structure (CR 500–514, 103.8, 714.3b).

Every phase and step in order: untap (502: no priority), upkeep, draw (504; the starting
player skips the first draw only in a two-player game, 103.8a/c), precombat main (with a Saga's
lore counter, 714.3b), beginning of combat, declare attackers, declare blockers, combat damage
(a first-strike step only when needed, 510.4), end of combat, postcombat main, end, cleanup
(514: discard to hand size, then damage removal and "until end of turn" effects end at the same
time, 514.2; if anything triggered or an SBA applies, players get priority and another cleanup
step follows, 514.3a). With no attackers the declare blockers and combat damage steps are
skipped (508.8). Mana empties from pools at the end of each step (500.4).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic import (
    combat,
    delayed,
    faces,
    phasing,
    triggers,
    untap_choice,
    untap_limits,
)
from cardtable.games.magic.draw_choice import draw_step_draw
from cardtable.games.magic.emblems import end_turn_triggers
from cardtable.games.magic.frames import AttackFrame, BlockFrame, DiscardFrame, UntapChoiceFrame
from cardtable.games.magic.hand_size import max_hand_size
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model import StaticAbility
from cardtable.games.magic.objects import HAND
from cardtable.games.magic.state import STEPS, MagicState, TempEffect

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from cardtable.games.magic.ports import GameServices

MAX_HAND = 7


def next_step_name(game: GameServices) -> str:
    state = game.state
    step = state.step
    if step == "cleanup":
        return "untap"
    following = STEPS[STEPS.index(step) + 1]
    if following == "draw" and _skips_draw_step(game, state.active):
        following = STEPS[STEPS.index(following) + 1]  # 614.10: skipped, it doesn't happen
    if following == "declare_blockers" and not state.attackers:
        return "end_combat"  # 508.8
    if following == "first_strike_damage" and not combat.has_first_strike_step(game):
        return "combat_damage"
    return following


def advance(game: GameServices) -> None:
    """All players passed with an empty stack (or a step without priority ended): go on."""
    state = game.state
    _empty_pools(game)
    if state.step == "cleanup" and not state.extra_cleanup:
        _new_turn(game)
        if state.over:
            return
    elif state.step == "cleanup":
        state.extra_cleanup = False
    else:
        if state.step == "end_combat":
            if any(e.duration == "end_of_combat" for e in state.effects):  # "this combat"
                state.effects = [e for e in state.effects if e.duration != "end_of_combat"]
                state.touch()
            state.attackers.clear()
            state.blockers.clear()
            state.extra_blocks.clear()
            state.bands.clear()  # 702.22e: a band lasts for the rest of combat
            state.blocked.clear()
            state.struck_first.clear()
        state.step = next_step_name(game)
    begin_step(game)


def _empty_pools(game: GameServices) -> None:
    for player in game.state.players:
        if player.pool:
            player.pool.clear()
    game.state.mana_riders.clear()  # the mana they were riding on is gone (106.4)


def _new_turn(game: GameServices) -> None:
    state = game.state
    in_game = state.in_game()
    previous = state.active
    while state.extra_turns and state.players[state.extra_turns[-1]].left:
        state.extra_turns.pop()  # a player who left the game takes no turn (800.4a)
    if state.turn == 0:
        state.active = state.starting_player
    elif state.extra_turns:  # CR 500.7: the most recently created extra turn first
        state.active = state.extra_turns.pop()
    else:
        count = len(state.players)
        nxt = (state.active + 1) % count
        while state.players[nxt].left or _skipped(game, nxt, "turn"):
            nxt = (nxt + 1) % count  # 614.10: a skipped turn doesn't happen
        state.active = nxt
    state.turn += 1
    if state.turn > game.turn_limit:
        game.end_by_turn_limit()
        return
    state.step = "untap"
    if state.turn > 1:  # the turn that just ended ("last turn", CR 728.2; faces.py)
        state.last_turn_active = previous
        state.spells_last_turn = tuple(p.spells_cast_this_turn for p in state.players)
    state.activations.clear()
    state.died_this_turn = 0
    state.died_ids = ()
    state.damaged_by.clear()
    state.spells_cast_this_turn = 0
    state.entered_this_turn.clear()
    state.attacked_ids.clear()  # boast (CR 702.142a)
    state.block_taxes.clear()
    state.lost_noncreature_to_opponent.clear()
    state.left_battlefield_this_turn.clear()  # revolt (conditions_more)
    state.player_events_this_turn.clear()  # "… for the first time each turn" (h7-trg)
    state.prowl_types.clear()  # prowl (702.76a; h8-kw)
    for p in state.players:
        p.lands_played = 0
        p.spells_cast_this_turn = 0
        p.cast_types_this_turn = ()
        p.drawn_this_turn = ()
        p.damage_taken_this_turn = 0
        p.life_gained_this_turn = 0
        p.life_at_turn_start = p.life  # also spectacle's "lost life this turn" (702.137a)
        p.cards_drawn_this_turn = 0  # miracle (702.94a)
    game.log("turn", state.active, turn=state.turn)
    if any(e.duration == "until_your_next_turn" for e in state.effects):
        # "until your next turn" (goad, 701.38a; CR 611.2b) ends as that player's turn begins
        state.effects = [e for e in state.effects if not (
            e.duration == "until_your_next_turn" and e.controller == state.active)]
        state.touch()
    del in_game


def _end_next_untap_effects(state: MagicState, untapped: set[int]) -> None:
    """"It doesn't untap during its controller's next untap step" (CR 502.3, 611.2b): the
    effect has done its work for the permanents of the player whose untap step this was."""
    if not any(e.duration == "next_untap" for e in state.effects):
        return
    kept: list[TempEffect] = []
    for e in state.effects:
        if e.duration == "next_untap" and e.affected & untapped:
            rest = e.affected - untapped
            if rest:
                kept.append(replace(e, affected=frozenset(rest)))
            continue
        kept.append(e)
    state.effects = kept


def begin_step(game: GameServices) -> None:
    state = game.state
    step = state.step
    state.passes = 0
    state.priority = state.active
    game.log("step", state.active, step=step)
    if step in ("untap", "draw") and _skipped(game, state.active, step):
        # "skip your next untap / draw step" (614.10): nothing in it happens and no player gets
        # priority; a permanent the player controlled since the turn began still stops being
        # "summoning sick" (302.6)
        for oid in state.battlefield:
            if chars(state, state.objects[oid]).controller == state.active and step == "untap":
                state.objects[oid].sick = False
        state.priority = None
        return
    if step == "untap":
        phased_out = set(state.phased_out)
        phasing.untap_step(game)  # 502.1: phasing first (702.26a)
        triggers.phased_in(game, [oid for oid in state.battlefield if oid in phased_out])
        faces.day_night_check(game)  # 502.2: day may become night, or night day (728.2)
        # 502.2-3: untap (except what a rule keeps tapped, 502.3:
        # "doesn't untap during your untap step") and "summoning sickness"
        kept = {oid for oid in state.battlefield
                if "doesnt_untap" in chars(state, state.objects[oid]).rules}
        mine = [oid for oid in state.battlefield
                if chars(state, state.objects[oid]).controller == state.active]
        state.priority = None  # 502.4: no priority in the untap step
        for oid in mine:
            state.objects[oid].sick = False
        untap_candidates(game, [oid for oid in mine if oid not in kept], mine)
        return
    if step == "draw" and not (state.turn == 1 and len(state.players) == 2):
        draw_step_draw(game, state.active, 1)  # 103.8a/c; dredge may replace it (702.52a)
    if step == "main1":
        _saga_lore(game)
    if step == "declare_attackers":
        game.work.push(AttackFrame(state.active))
    elif step == "declare_blockers":
        defenders = tuple(p for p in state.apnap() if p != state.active)
        game.work.push(BlockFrame(defenders))
    elif step == "first_strike_damage":
        game.work.push(combat.start_damage(game, True))
    elif step == "combat_damage":
        game.work.push(combat.start_damage(game, False))
    elif step == "cleanup":
        # "at the beginning of the next cleanup step" (514.3a: they trigger here, and players
        # then get priority before another cleanup step; round 8, EV1)
        delayed.step_began(game, "cleanup")
        _cleanup(game)
        return
    triggers.step_began(game, step)


def untap_candidates(game: GameServices, candidates: Sequence[int], mine: Sequence[int]) -> None:
    """502.3: the active player determines which of ``candidates`` untap — first any limit
    ("can't untap more than one creature", untap_limits.py; h9-sta), then "you may choose not
    to untap" (untap_choice.py; h8-kw) — and they untap at once."""
    state = game.state
    limited = untap_limits.limit_frame(game, state.active, candidates, mine)
    if limited is not None:
        game.work.push(limited)
        return
    optional = untap_choice.optional_untaps(game, candidates)
    if optional:  # "You may choose not to untap ~ during your untap step" (502.3; h8-kw)
        game.work.push(UntapChoiceFrame(state.active, tuple(candidates), optional,
                                        tuple(mine)))
        return
    untap_permanents(game, candidates, mine)


def untap_permanents(game: GameServices, ids: Iterable[int], mine: Iterable[int]) -> None:
    """502.3: the active player's permanents ``ids`` untap, all at once; ``mine`` every
    permanent they control (for "doesn't untap during its controller's next untap step")."""
    state = game.state
    untapped: list[int] = []
    for oid in ids:
        obj = state.objects.get(oid)
        if obj is None or oid not in state.battlefield:
            continue
        if obj.tapped:
            untapped.append(oid)
        obj.tapped = False
    triggers.untapped(game, untapped)  # put on the stack in the upkeep (503.1a)
    _end_next_untap_effects(state, set(mine))


def _skipped(game: GameServices, player: int, what: str) -> bool:
    """Whether ``player``'s next ``what`` (turn, untap or draw step) is skipped (CR 614.10); the
    skip is used up."""
    state = game.state
    if (player, what) not in state.skips:
        return False
    state.skips.remove((player, what))
    game.log("skip", player, what=what)
    return True


def _saga_lore(game: GameServices) -> None:
    state = game.state
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        c = chars(state, obj)
        if "Saga" in c.subtypes and c.controller == state.active:
            game.add_lore(obj)


def _cleanup(game: GameServices) -> None:
    state = game.state
    hand = state.zone(state.active, HAND)
    excess = len(hand) - max_hand_size(game, state.active)  # MAX_HAND, changed (402.2)
    if excess > 0 and not _no_max_hand_size(game, state.active):
        game.work.push(DiscardFrame(state.active, excess))
    state.priority = None
    game.end_of_turn_cleanup_pending = True


def _skips_draw_step(game: GameServices, player: int) -> bool:
    """"Skip your draw step." on a permanent ``player`` controls (Necropotence; CR 614.1b,
    614.10)."""

    state = game.state
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if c.controller == player and any(
                isinstance(a, StaticAbility) and any(
                    e.layer == "rules" and e.rule == "skip_draw_step" for e in a.effects)
                for a in c.abilities):
            return True
    return False


def _no_max_hand_size(game: GameServices, player: int) -> bool:
    """CR 402.2: "You have no maximum hand size." on a permanent ``player`` controls."""

    state = game.state
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if c.controller == player and any(
                isinstance(a, StaticAbility) and any(
                    e.layer == "rules" and e.rule == "no_max_hand_size" for e in a.effects)
                for a in c.abilities):
            return True
    return False


def finish_cleanup(game: GameServices) -> None:
    """514.2: damage wears off and "until end of turn" effects end, simultaneously; then 514.3a
    — if triggers wait or an SBA applies, players get priority and a new cleanup follows."""
    state = game.state
    for oid in state.battlefield:
        obj = state.objects[oid]
        obj.damage = 0
        obj.deathtouched = False
    phasing.cleanup(state)  # 514.2: phased-out permanents too
    state.effects = [e for e in state.effects if e.duration not in ("end_of_turn",)]
    state.prevention.clear()
    state.prevent_by.clear()
    state.prevent_ids.clear()
    state.prevent_next.clear()
    state.damage_rules.clear()
    state.regeneration.clear()
    end_turn_triggers(state)  # delayed triggers that last this turn (603.7a; h8-trg)
    state.touch()
    if state.triggers or game.sba_would_apply():
        state.priority = state.active
        state.passes = 0
        state.extra_cleanup = True
