"""Casting spells, activating abilities and putting triggers on the stack
(CR 601.2a–i, 602, 603.3b–d, 606, 700.2 via ``modes.md`` MOD-1..7, 730).

One :class:`~cardtable.games.magic.frames.CastFrame` walks the steps of 601.2 in order: kicker
announced (601.2b, ``cast.kicker``) → modes (601.2b; only legal modes are offered, MOD-3; an
opponent chooses where the card says so, MOD-6) → X (601.2b) → targets, one "target" word at a
time (601.2c; only the chosen modes' targets, MOD-4; "X target" takes X of them; a conditional
target word may be skipped) → division (601.2d) → non-mana cost choices (a way's own costs:
flashback's sacrifice) → Phyrexian symbols paid with life and convoke creatures
(``cast.phyrexian``, ``cast.convoke``) → total cost (``costs.py``) and payment (601.2f–h) →
the spell or ability is on the stack (601.2i) and triggers for casting fire.
Nothing changes the game until the payment step: an illegal choice is refused before it, and a
cost that turns out unpayable rewinds the whole proposal (730.1) — the game is as it was.
A spell moves to the stack only once it is paid for (the order of 601.2a and 601.2h is not
observable here because nothing can happen in between).

The questions are asked here; what they offer (modes, targets, X, the total requirement) is
computed in :mod:`cast_modes`, and payment and the move to the stack (601.2g–i) are in
:mod:`cast_payment`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic import costs, faces, splice, target_player_9b
from cardtable.games.magic.cast_modes import (
    PERMANENT_SPELL,
    ability_cost,
    ability_modes,
    ability_targets,
    available_modes,
    can_start,
    chosen_before,
    frame_requirement,
    modal_spec,
    mode_available,
    source_chars,
    spell_ability,
    spell_chars,
    spell_requirement,
    with_x,
    x_floor_for,
    x_mode_reachable,
    x_modes_ok,
    x_values_for,
)
from cardtable.games.magic.cast_payment import finish, nonmana_cost, rewind
from cardtable.games.magic.filter_bounds import spec_with_bounds, x_bound_stat
from cardtable.games.magic.frames import CastFrame
from cardtable.games.magic.keyword_abilities import crew_choice
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.mana import (
    can_pay,
    max_x,
)
from cardtable.games.magic.model import Amount, Cost, SpellAbility
from cardtable.games.magic.objects import (
    parse_player_ref,
)
from cardtable.games.magic.player_protection import payable_life
from cardtable.games.magic.tags import Tag
from cardtable.games.magic.targets import candidates, describe
from cardtable.rules import modes as modal

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

# What the rest of the engine imports from here (the helpers live in cast_modes.py).
__all__ = ["PERMANENT_SPELL", "ability_modes", "ability_targets", "answer", "ask", "can_start",
           "check", "mode_available", "spell_ability", "spell_requirement", "tap_cost_candidates",
           "with_x", "x_mode_reachable", "x_modes_ok"]


def ask(game: GameServices, frame: CastFrame) -> Decision | None:
    """The next question of this cast, or ``None`` after doing a step (the frame advanced)."""
    stage = frame.stage
    if stage == "modes" and frame.kind == "spell" and frame.kicked is None:
        halves = faces.halves_to_choose(game.state.objects[frame.obj],
                                        by_effect=frame.way == costs.FREE)
        if halves:  # a split card cast by an effect: the player chooses a half (709.3)
            return Decision(frame.player, DecisionKind.CHOOSE_ONE, f"{frame.name}: cast "
                            "which half? (CR 709.3)", halves, tag="cast.half")
        if frame.buyback is None:
            return _ask_buyback(game, frame)
        if frame.casualty is None:
            return _ask_casualty(game, frame)
        if frame.conspire is None:
            return _ask_conspire(game, frame)
        kick = None if frame.way == "morph" else costs.kicker_cost(  # face down: no text
            game.state.objects[frame.obj].card)
        multi = None if frame.way == "morph" else costs.multikicker_cost(
            game.state.objects[frame.obj].card)
        if multi is not None:
            return _ask_multikicker(game, frame, multi)
        if kick is None:
            game.work.replace_top(_with(frame, kicked=False))
            return None
        # Kicking is offered only if the kicked total can be paid (with X at 0): announcing
        # it otherwise is illegal (601.2f–h, 730.1), so the answer is refused up front.
        kicked = _with(frame, kicked=True)
        payable = can_pay(game.state, frame.player, frame_requirement(game, kicked, 0)) and (
            costs.optional_parts_payable(game, frame.player, kick, frame.obj))
        return Decision(frame.player, DecisionKind.YES_NO,
                        f"{frame.name}: pay the kicker cost {costs.cost_words(kick)}? "
                        "(CR 702.33, 601.2b)", (True, False) if payable else (False,),
                        tag=Tag.CAST_KICKER)
    if stage == "modes":
        return _ask_modes(game, frame)
    if stage == "x":
        need = frame_requirement(game, frame, 0)
        life_x = frame.kind == "spell" and nonmana_cost(frame, game).pay_life_x
        # "exile X creature cards from your graveyard" with no {X} in the mana cost (Chill
        # Haunting): X is announced all the same (601.2b), bounded by the cards there are
        # (an ability's "{B}, {T}, Exile X cards from your graveyard" too: Taigam, 602.2b)
        exile_x = frame.kind in ("spell", "ability") and isinstance(
            nonmana_cost(frame, game).exile_from_graveyard, Amount)
        discard_x = frame.kind == "spell" and nonmana_cost(frame, game).discard_x
        sacrifice_x = frame.kind == "spell" and nonmana_cost(frame, game).sacrifice_x  # h9-sta
        # "Remove any number of storage counters from ~" / "Remove X storage counters from ~"
        # with no {X} to pay (h6-costs; 601.2b, 107.3): the number is announced all the same
        removed = ability_cost(frame.ability) if frame.kind == "ability" else None
        remove_x = removed is not None and bool(removed.remove_counters) and not isinstance(
            removed.remove_count, int)
        if not need.has_x and not life_x and not exile_x and not discard_x and not remove_x \
                and not sacrifice_x:
            game.work.replace_top(_with(frame, stage="targets"))
            return None
        high = max(max_x(game.state, frame.player, need), _convoke_max_x(game, frame))
        if life_x and high >= 0:  # "pay X life": no more than there is to pay (119.4, 119.8)
            life = payable_life(game.state, frame.player)
            high = min(high, life) if need.has_x else life
        if exile_x and not need.has_x and not life_x:
            high = len(costs.graveyard_exile_candidates(game, frame.player,
                                                        nonmana_cost(frame, game), frame.obj))
        if remove_x and not need.has_x and removed is not None:  # no {X}: only the counters
            source_obj = game.state.objects.get(frame.obj)  # on it bound it (122, 118.3)
            high = source_obj.counters.get(removed.remove_counters, 0) if source_obj else -1
        if discard_x and not need.has_x and not life_x:  # "discard X cards": X ≤ the hand
            high = len(costs.discard_candidates(game, frame.player, nonmana_cost(frame, game),
                                                frame.obj))
        if sacrifice_x and not need.has_x and not life_x:  # "sacrifice X lands": X ≤ lands
            sacrificed = nonmana_cost(frame, game).sacrifice  # (601.2b; h9-sta)
            high = len(costs.sacrifice_candidates(game, frame.player, sacrificed)) \
                if sacrificed is not None else -1
        if high < 0:
            return rewind(game, frame, "its cost cannot be paid")
        high = min(high, _x_target_limit(game, frame, high))
        low = _x_floor(frame)
        for spec in ability_targets(frame.ability, frame.modes):
            if x_bound_stat(spec):  # an X below every candidate's finds no target
                floor = x_floor_for(game, frame.player, spec)
                low = max(low, floor if floor is not None else high + 1)
        cost = ability_cost(frame.ability) if frame.kind == "ability" else None
        if cost is not None and cost.remove_counters and not isinstance(cost.remove_count, int):
            source = game.state.objects.get(frame.obj)  # "Remove X counters": X ≤ counters
            high = min(high, source.counters.get(cost.remove_counters, 0) if source else -1)
        if high < max(low, 0):
            return rewind(game, frame, "its cost cannot be paid" if low <= 0 or high < 0
                           else "X can't be 0")
        offered = _exact_x_values(game, frame, range(low, high + 1))
        if not offered:  # "… with mana value X": no X both payable and found (601.2b-c)
            return rewind(game, frame, "no X it can pay finds a target")
        return Decision(frame.player, DecisionKind.CHOOSE_NUMBER, f"{frame.name}: choose X",
                        offered, tag=Tag.CAST_X)
    if stage == "targets":
        if frame.kind == "spell" and frame.spliced is None:
            return _ask_splice(game, frame)
        return _ask_targets(game, frame)
    if stage == "divide":
        return _ask_divide(game, frame)
    if stage == "costs":
        return _ask_costs(game, frame)
    if stage == "pay":
        return _ask_mana_choices(game, frame)
    finish(game, frame)
    return None


def _ask_buyback(game: GameServices, frame: CastFrame) -> Decision | None:
    """702.27a, 601.2b: announce whether the buyback cost is paid; offered only if the total
    with it (X at 0) can be paid, as kicker is (601.2f–h, 730.1)."""
    cost = None if frame.way == "morph" else costs.buyback_cost(
        game.state.objects[frame.obj].card)
    if cost is None:
        game.work.replace_top(_with(frame, buyback=False))
        return None
    payable = can_pay(game.state, frame.player, frame_requirement(
        game, _with(frame, buyback=True, kicked=False), 0)) and (
        costs.optional_parts_payable(game, frame.player, cost, frame.obj))
    return Decision(frame.player, DecisionKind.YES_NO,
                    f"{frame.name}: pay the buyback cost {costs.cost_words(cost)}? "
                    "(CR 702.27a, 601.2b)", (True, False) if payable else (False,),
                    tag=Tag.CAST_BUYBACK)


def _ask_casualty(game: GameServices, frame: CastFrame) -> Decision | None:
    """702.153a, 601.2b: announce whether a creature with power N or greater is sacrificed for
    casualty (chosen with the other costs, 601.2h); offered only if there is one."""
    card = game.state.objects[frame.obj].card
    need = costs.casualty_filter(card) if frame.way != "morph" else None
    if need is None:
        game.work.replace_top(_with(frame, casualty=False))
        return None
    able = bool(costs.sacrifice_candidates(game, frame.player, need))
    return Decision(frame.player, DecisionKind.YES_NO,
                    f"{frame.name}: casualty — sacrifice a creature with power "
                    f"{need.power_min} or greater to copy it? (CR 702.153a)",
                    (True, False) if able else (False,), tag=Tag.CAST_CASUALTY)


def _ask_conspire(game: GameServices, frame: CastFrame) -> Decision | None:
    """702.78a, 601.2b: announce whether two untapped creatures that share a colour with the
    spell are tapped for conspire (chosen with the other costs, 601.2h); offered only if the
    player controls two."""
    card = game.state.objects[frame.obj].card
    need = costs.conspire_filter(card) if frame.way != "morph" else None
    if need is None:
        game.work.replace_top(_with(frame, conspire=False))
        return None
    able = len(tap_cost_candidates(game, frame.player, Cost(tap_untapped=need),
                                   frame.obj)) >= 2
    return Decision(frame.player, DecisionKind.YES_NO,
                    f"{frame.name}: conspire — tap two untapped creatures you control that "
                    "share a color with it to copy it? (CR 702.78a)",
                    (True, False) if able else (False,), tag=Tag.CAST_CONSPIRE)


MAX_KICKS = 20  # a bound on the number offered; mana for more is never in a game of this size


def _ask_multikicker(game: GameServices, frame: CastFrame, multi: Cost) -> Decision:
    """702.33c, 601.2b: announce how many times the multikicker cost is paid; only numbers
    whose total cost (X at 0) can be paid are offered (601.2f–h, 730.1)."""
    times = 0
    while times < MAX_KICKS and can_pay(game.state, frame.player, frame_requirement(
            game, _with(frame, kicked=True, kicks=times + 1), 0)):
        times += 1
    return Decision(frame.player, DecisionKind.CHOOSE_NUMBER,
                    f"{frame.name}: pay the {_multi_word(game, frame)} cost "
                    f"{costs.cost_words(multi)} how many times? (CR 702.33c, 702.56a)",
                    range(0, times + 1), tag=Tag.CAST_MULTIKICKER)


def _multi_word(game: GameServices, frame: CastFrame) -> str:
    card = game.state.objects[frame.obj].card
    return "replicate" if costs.has_keyword(card, "replicate") else "multikicker"


def _convoke_max_x(game: GameServices, frame: CastFrame) -> int:
    """The greatest X payable with the player's mana and convoke (702.51a: each creature
    tapped pays {1} or one mana of its colour; 601.2f–h — X's maximum counts every way to pay),
    -1 when none (or the spell has no convoke)."""
    if frame.kind != "spell":
        return -1
    creatures = costs.convoke_creatures(game, frame.player, game.state.objects[frame.obj].card)
    if not creatures:
        return -1
    from cardtable.games.magic.priority import _greedy_convoke

    top = max(max_x(game.state, frame.player, frame_requirement(game, frame, 0)), 0)
    for x in range(top + len(creatures), -1, -1):
        need = _greedy_convoke(game, frame_requirement(game, frame, x), creatures,
                               game.state.objects[frame.obj].card)
        if can_pay(game.state, frame.player, need):
            return x
    return -1


def _x_target_limit(game: GameServices, frame: CastFrame, high: int) -> int:
    """"X target …" (601.2b–c): an X larger than the number of objects that could be chosen
    can never make a legal cast, so it is not offered; nor an X above the cards there are to
    exile for "exile X cards from your graveyard"."""
    if isinstance(nonmana_cost(frame, game).exile_from_graveyard, Amount):
        yard = costs.graveyard_exile_candidates(game, frame.player, nonmana_cost(frame, game),
                                                frame.obj)
        high = min(high, len(yard))
    for spec in ability_targets(frame.ability, frame.modes):
        if spec.count_x and not (spec.divide is not None and spec.min_count == 1):
            # (X divided among one to X targets needs only one: 601.2d)
            source = spell_chars(game, frame.obj) if frame.kind == "spell" else (
                source_chars(game, frame.obj))
            high = min(high, len(candidates(game.state, spec, frame.player, source,
                                            frame.obj if frame.kind != "spell" else None)))
    return high
def _exact_x_values(game: GameServices, frame: CastFrame, offered: range) -> Sequence[int]:
    """The X values offered: all of ``offered``, less those no candidate of a target "with
    mana value X" (exactly, issue 29 EV2) has — such an X makes no legal cast (601.2b-c)."""
    kept: Sequence[int] = offered
    for spec in ability_targets(frame.ability, frame.modes):
        values = x_values_for(game, frame.player, spec)
        if values is not None:
            kept = [x for x in kept if x in values]
    return kept


def _x_floor(frame: CastFrame) -> int:
    """The least X the chosen modes allow ("X can't be 0.")."""
    choice = ability_modes(frame.ability)
    if choice is None:
        return 0
    return max((choice.modes[i].x_min for i in frame.modes if i < len(choice.modes)),
               default=0)


def _with(frame: CastFrame, **changes: Any) -> CastFrame:
    from dataclasses import replace

    return replace(frame, **changes)


def _ask_modes(game: GameServices, frame: CastFrame) -> Decision | None:
    """601.2b / 603.3c: choose the modes (MOD-1..6) through ``rules/modes.py``."""
    choice = ability_modes(frame.ability)
    if choice is None:
        game.work.replace_top(_with(frame, stage="x"))
        return None
    spec = modal_spec(choice)
    source_id = frame.obj if frame.kind != "spell" else None
    legal = available_modes(game, choice, frame.player, source_id)
    if frame.kind == "spell":  # "mana value X or less": an X that finds a card (601.2b–c)
        legal = [i for i in legal
                 if x_mode_reachable(game, frame.player, game.state.objects[frame.obj], i)]
    before = chosen_before(game, choice, source_id)
    if frame.kind == "trigger" and modal.is_trigger_removed(spec, legal, chosen_before=before):
        # "choose up to one" with no legal mode is no exception (CR 700.2b)
        return rewind(game, frame, "no mode can be chosen (CR 700.2b, 603.3c)")
    if not modal.can_choose(spec, legal, chosen_before=before):
        why = "no mode can be chosen (CR 700.2b, 603.3c)" if frame.kind == "trigger" else (
            modal.why_not_castable(spec, legal, chosen_before=before))
        return rewind(game, frame, why)
    chooser = frame.chooser
    if chooser is None:
        candidates_ = modal.chooser_candidates(spec, frame.player,
                                               game.state.opponents(frame.player))
        if len(candidates_) > 1:
            return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                            f"{frame.name}: choose the opponent who chooses the modes "
                            "(CR 700.2e)", [f"p{p}" for p in candidates_],
                            tag=Tag.CAST_MODE_CHOOSER)
        chooser = candidates_[0] if candidates_ else frame.player
        game.work.replace_top(_with(frame, chooser=chooser))
        return None
    if frame.kind != "trigger" and (spec.escalate is not None or spec.entwine is not None
                                    or spec.is_spree):
        # The cost depends on the selection (700.2h, 702.42, 702.120): offer exactly the
        # selections that are legal and can be paid for, as one decision.
        affordable = [sel for sel in _selections(spec, legal)
                      if not modal.selection_problem(spec, sel, legal, chosen_before=before)
                      and can_pay(game.state, frame.player,
                                  frame_requirement(game, frame, 0, sel))]
        if not affordable:
            return rewind(game, frame, "no choice of modes can be paid for")
        return Decision(chooser, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: {spec.describe()} (each option is a set of modes)",
                        affordable, tag=Tag.CAST_MODES)
    options = modal.mode_choice(spec, legal, chosen_before=before)
    return options.to_decision(chooser, f"{frame.name}: {spec.describe()} (modes "
                               f"{', '.join(map(str, options.options))})", tag=Tag.CAST_MODES)


def _selections(spec: modal.ModalSpec[Cost], legal: list[int]) -> list[tuple[int, ...]]:
    from itertools import combinations, combinations_with_replacement

    low, high = spec.bounds()
    high = max(high, len(spec.modes) if spec.entwine is not None else high)
    pick = combinations_with_replacement if spec.allow_repeats else combinations
    out: list[tuple[int, ...]] = []
    for count in range(max(low, 0), high + 1):
        out.extend(pick(legal, count))
    return [sel for sel in out if sel]


def _ask_splice(game: GameServices, frame: CastFrame) -> Decision | None:
    """Splice (702.47a, 601.2b): which cards of the hand to reveal and splice onto this spell;
    none to choose, nothing is asked."""
    options = splice.candidates(game, frame)
    if not options:
        game.work.replace_top(_with(frame, spliced=()))
        return None
    return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                    f"{frame.name}: splice cards from your hand onto it (CR 702.47a)", options,
                    tag=Tag.CAST_SPLICE, min_count=0, max_count=len(options))


def _ask_targets(game: GameServices, frame: CastFrame) -> Decision | None:
    specs = ability_targets(frame.ability, frame.modes)
    index = len(frame.targets)
    if index >= len(specs):
        game.work.replace_top(_with(frame, stage="divide"))
        return None
    spec = spec_with_bounds(game, with_x(specs[index], frame.x), frame.player, frame.obj,
                            frame.x)
    spec = target_player_9b.bind_spec(spec, frame.targets)  # EV2b: "that player controls"
    if frame.kind == "spell" and frame.way == costs.OVERLOAD:
        # 702.96b: an overloaded spell's text says "each", not "target": nothing is targeted
        # (the objects are found as it resolves, resolution.overloaded_targets)
        game.work.replace_top(_with(frame, targets=(*frame.targets, ())))
        return None
    if spec.condition is not None and not (
            (bool(frame.kicked) != spec.condition.negate) if spec.condition.kind == "kicked"
            else game.condition(spec.condition, frame.player, frame.obj, dict(frame.event))):
        # "kicked" is the kick announced (601.2b) before the targets, not yet paid (h9-kw)
        # a target word that exists only under a condition (CR 601.2c, 115.3)
        game.work.replace_top(_with(frame, targets=(*frame.targets, ())))
        return None
    if spec.count_x:
        # "X target …": X, announced first, fixes the number (601.2b–c, 107.3a)
        from dataclasses import replace as _replace

        # "up to X target …" keeps its minimum of none; "X damage divided as you choose among
        # any number of targets" its minimum of one (one to X targets, each dealt 1+: 601.2d)
        least = spec.min_count if spec.min_count == 0 or (
            spec.min_count == 1 and spec.divide is not None) else None
        spec = _replace(spec, count=frame.x, min_count=least)
        if frame.x == 0:
            game.work.replace_top(_with(frame, targets=(*frame.targets, ())))
            return None
    source_id = frame.obj if frame.kind != "spell" else None
    source = source_chars(game, frame.obj) if frame.kind != "spell" else spell_chars(
        game, frame.obj)
    found = candidates(game.state, spec, frame.player, source, source_id)
    for other in spec.distinct_from:
        if other < index:
            found = [c for c in found if c not in frame.targets[other]]
    if spec.owner_target is not None and spec.owner_target < index:  # "from their graveyard"
        owners = {parse_player_ref(p) for p in frame.targets[spec.owner_target]}
        found = [c for c in found if isinstance(c, int) and game.state.objects[c].owner in owners]
    if spec.single_graveyard:  # "from a single graveyard": the graveyard first (601.2c)
        card_owner = {c: game.state.objects[c].owner for c in found if isinstance(c, int)}
        tally = list(card_owner.values())
        whose = sorted(o for o in set(tally) if tally.count(o) >= spec.minimum)
        if frame.target_chooser is None and len(whose) > 1:
            return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                            f"{frame.name}: choose the graveyard the targets are in",
                            [f"p{p}" for p in whose], tag=Tag.CAST_TARGET_CHOOSER)
        chosen_gy = frame.target_chooser if frame.target_chooser is not None else (
            whose[0] if len(whose) == 1 else None)
        if chosen_gy is not None:
            found = [c for c in found if card_owner.get(c) == chosen_gy]
    if len(found) < spec.minimum:
        return rewind(game, frame, "a target cannot be chosen (CR 603.3d, 601.2c)")
    if spec.random and spec.count == 1 and found:
        # "target opponent chosen at random": the game chooses among the legal targets with
        # its seeded generator (CR 115.1, 601.2c: the target is still chosen now)
        game.work.replace_top(_with(frame, targets=(*frame.targets, (game.rng.choice(found),))))
        return None
    if spec.chosen_by == "opponent" and spec.count == 1:
        # "target creature of an opponent's choice they control": the player chooses an
        # opponent who has one, that opponent chooses it (the player still targets it, 115.1)
        state = game.state
        if frame.target_chooser is None:
            whose = sorted({chars(state, state.objects[c]).controller for c in found
                            if isinstance(c, int)})
            if len(whose) == 1:
                game.work.replace_top(_with(frame, target_chooser=whose[0]))
                return None
            return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                            f"{frame.name}: choose the opponent who chooses the target",
                            [f"p{p}" for p in whose], tag=Tag.CAST_TARGET_CHOOSER)
        theirs = [c for c in found if isinstance(c, int)
                  and chars(state, state.objects[c]).controller == frame.target_chooser]
        return Decision(frame.target_chooser, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: choose a creature you control as its target", theirs,
                        tag=Tag.CAST_TARGET)
    if spec.count == 1 and frame.kind == "spell" and costs.targeting_rules(game):
        # "Spells your opponents cast that target ~ cost {2} more" (601.2f): only the targets
        # whose total cost can be paid are offered (a cast that can't be paid is undone)
        found = [c for c in found if can_pay(game.state, frame.player, frame_requirement(
            game, _with(frame, targets=(*frame.targets, (c,)))))]
        if len(found) < spec.minimum:
            return rewind(game, frame, "no target can be paid for (CR 601.2f, 601.2h)")
    most = _affordable_targets(game, frame, found, spec.minimum)
    if most < spec.count:  # "costs {1} more for each target beyond the first" (601.2f)
        from dataclasses import replace as _replace

        spec = _replace(spec, count=max(most, spec.minimum))
    if spec.count == 1 and spec.minimum == 1:
        return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: choose a target ({spec.what})", found, tag=Tag.CAST_TARGET)
    return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                    f"{frame.name}: choose {spec.minimum}..{spec.count} targets ({spec.what})",
                    found, tag=Tag.CAST_TARGETS, min_count=spec.minimum,
                    max_count=min(spec.count, len(found)))


def _affordable_targets(game: GameServices, frame: CastFrame, found: list[Any],
                        least: int) -> int:
    """The most targets whose total cost can still be paid, for a spell that costs more for
    each target (601.2f); any number otherwise."""
    card = game.state.objects[frame.obj].card if frame.kind == "spell" else None
    if card is None or not (costs.per_target_increase(card, ((0, 0),))
                            or costs.per_target_mana(card)):
        return len(found)
    for n in range(len(found), least - 1, -1):
        trial = _with(frame, targets=(*frame.targets, tuple(found[:n])))
        if can_pay(game.state, frame.player, frame_requirement(game, trial)):
            return n
    return least


def _ask_divide(game: GameServices, frame: CastFrame) -> Decision | None:
    specs = ability_targets(frame.ability, frame.modes)
    index = len(frame.divisions)
    while index < len(specs) and (specs[index].divide is None or len(frame.targets[index]) <= 1):
        chosen = frame.targets[index]
        amount = specs[index].divide
        total = game.amount(amount, frame.player, frame.x) if amount is not None else 0
        frame = _with(frame, divisions=(*frame.divisions, (total,) * len(chosen)))
        index += 1
    if index >= len(specs):
        game.work.replace_top(_with(frame, stage="costs"))
        return None
    game.work.replace_top(frame)
    spec = specs[index]
    assert spec.divide is not None
    chosen = frame.targets[index]
    total = game.amount(spec.divide, frame.player, frame.x)
    return Decision(frame.player, DecisionKind.ASSIGN,
                    f"{frame.name}: divide {total} among the targets (at least 1 each)",
                    [describe(game.state, t) for t in chosen], tag=Tag.CAST_DIVIDE, total=total,
                    minimums=[1] * len(chosen))


def _ask_costs(game: GameServices, frame: CastFrame) -> Decision | None:
    chosen, either = _either_cost(game, frame)
    if chosen is None or either is not None:
        return either  # asked which to pay, or rewound
    frame = chosen
    cost = nonmana_cost(frame, game)
    state = game.state
    if cost.reveal_filter is not None and frame.revealed is None:  # Silvergill Adept (118.3)
        options = costs.reveal_candidates(game, frame.player, cost, frame.obj)
        if not options:
            return rewind(game, frame, "there is no card to reveal")
        return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: reveal a card from your hand", options,
                        tag=Tag.CAST_REVEAL)
    if cost.sacrifice_x:  # "sacrifice X lands": X as announced (601.2b, 601.2h; h9-sta)
        cost = replace(cost, sacrifice=cost.sacrifice if frame.x else None,
                       sacrifice_count=frame.x)
    if cost.sacrifice is not None and not frame.sacrifices:
        options = [oid for oid in state.battlefield
                   if chars(state, state.objects[oid]).controller == frame.player
                   and matches(state, state.objects[oid], cost.sacrifice, frame.player,
                               frame.obj)]  # "Sacrifice another Thopter": not the source
        if len(options) < cost.sacrifice_count:
            return rewind(game, frame, "there is nothing to sacrifice")
        return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                        f"{frame.name}: sacrifice {cost.sacrifice_count}", options,
                        tag=Tag.CAST_SACRIFICE, min_count=cost.sacrifice_count,
                        max_count=cost.sacrifice_count)
    if cost.return_unblocked and frame.returned is None:
        options = costs.unblocked_attackers(game, frame.player)
        if not options:
            return rewind(game, frame, "there is no unblocked attacker to return")
        return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: return an unblocked attacker you control to hand",
                        options, tag=Tag.CAST_RETURN_UNBLOCKED)
    if cost.tap_untapped is not None and frame.tapped_for_cost is None:
        # "Tap two untapped creatures you control" (CR 118.3, 601.2h): any untapped ones,
        # summoning sickness aside (302.6 is about {T}); not the source if {T} taps it
        options = tap_cost_candidates(game, frame.player, cost, frame.obj)
        if len(options) < cost.tap_untapped_count:
            return rewind(game, frame, "there are not enough untapped permanents to tap")
        return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                        f"{frame.name}: tap {cost.tap_untapped_count} untapped", options,
                        tag=Tag.CAST_TAP_UNTAPPED, min_count=cost.tap_untapped_count,
                        max_count=cost.tap_untapped_count)
    if cost.sacrifice_enchanted and not frame.sacrifices:  # an Aura's: no choice (118.3)
        enchanted = costs.enchanted_sacrifice(game, frame.player, frame.obj)
        if enchanted is None:
            return rewind(game, frame, "it enchants no creature you control")
        frame = _with(frame, sacrifices=(enchanted,))
        game.work.replace_top(frame)
    if cost.remove_from is not None and frame.counter_from is None:  # (118.3, 122)
        options = costs.counter_cost_candidates(game, frame.player, cost, frame.obj)
        if not options:
            return rewind(game, frame, "there is no counter to remove")
        return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: remove a {cost.remove_from_kind} counter from "
                        "which permanent?", options,
                        tag=Tag.CAST_REMOVE_COUNTER)
    if cost.put_counter_on is not None and frame.counter_on is None:  # (118.3, 122.1)
        options = costs.put_counter_candidates(game, frame.player, cost, frame.obj)
        if not options:
            return rewind(game, frame, "there is nothing to put the counter on")
        return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: put a {cost.put_counter_on_kind} counter on which "
                        "permanent?", options, tag=Tag.CAST_PUT_COUNTER)
    if cost.crew and (frame.crew is None or frame.crew[-1:] != (-1,)):
        return crew_choice(game, frame, cost.crew)
    exile = _graveyard_exile_count(frame, cost)
    if exile and frame.exiled is None:  # "exile X cards from your graveyard" (601.2h)
        yard = costs.graveyard_exile_candidates(game, frame.player, cost, frame.obj)
        if len(yard) < exile:
            return rewind(game, frame, "there are not enough cards in the graveyard to exile")
        return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                        f"{frame.name}: exile {exile} from your graveyard", yard,
                        tag=Tag.CAST_EXILE, min_count=exile, max_count=exile)
    if cost.exile_from_hand and frame.exiled_from_hand is None:  # Force of Will (118.3)
        hand = costs.hand_exile_candidates(game, frame.player, cost, frame.obj)
        if len(hand) < cost.exile_from_hand:
            return rewind(game, frame, "there are not enough cards in hand to exile")
        return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                        f"{frame.name}: exile {cost.exile_from_hand} from your hand", hand,
                        tag=Tag.CAST_EXILE_HAND, min_count=cost.exile_from_hand,
                        max_count=cost.exile_from_hand)
    if cost.return_to_hand is not None and frame.bounced is None:  # Daze, Deprive (118.3)
        options = costs.bounce_candidates(game, frame.player, cost, frame.obj)
        if len(options) < cost.return_count:
            return rewind(game, frame, "there is not enough to return to its owner's hand")
        return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                        f"{frame.name}: return {cost.return_count} to its owner's hand",
                        options, tag=Tag.CAST_RETURN, min_count=cost.return_count,
                        max_count=cost.return_count)
    if cost.discard_x and frame.x and not frame.discards:  # "discard X cards" (601.2b, h)
        hand = costs.discard_candidates(game, frame.player, cost, frame.obj)
        if len(hand) < frame.x:
            return rewind(game, frame, "there are not enough cards to discard")
        if cost.discard_random:  # "discard X cards at random" (701.8a: the seeded generator
            frame = _with(frame, discards=tuple(game.rng.sample(hand, frame.x)))  # chooses;
            game.work.replace_top(frame)  # h9-sta)
        else:
            return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                            f"{frame.name}: discard {frame.x}", hand, tag=Tag.CAST_DISCARD,
                            min_count=frame.x, max_count=frame.x)
    if cost.discard and not frame.discards:
        hand = costs.discard_candidates(game, frame.player, cost, frame.obj)
        if len(hand) < cost.discard:
            return rewind(game, frame, "there are not enough cards to discard")
        if not cost.discard_random:
            return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                            f"{frame.name}: discard {cost.discard}", hand, tag=Tag.CAST_DISCARD,
                            min_count=cost.discard, max_count=cost.discard)
        # "Discard a card at random" (CR 701.8a): the game's seeded generator chooses
        frame = _with(frame, discards=tuple(game.rng.sample(hand, cost.discard)))
    game.work.replace_top(_with(frame, stage="pay"))
    return None


def _either_cost(game: GameServices,
                 frame: CastFrame) -> tuple[CastFrame | None, Decision | None]:
    """"As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}."
    (601.2b): which of the two to pay, asked once; a side whose other parts cannot be paid
    is not offered (with one left it is taken), and with neither the cast is rewound
    (601.2h). Returns the frame to go on with (``None`` once rewound) and the question."""
    if frame.kind != "spell" or frame.otherwise is not None or not isinstance(
            frame.ability, SpellAbility):
        return frame, None
    found = next(iter(frame.ability.additional_costs), None)
    if found is None or found.otherwise is None:
        return frame, None
    first = replace(found, otherwise=None)
    options = [side for side, cost in (("first", first), ("second", found.otherwise))
               if costs.either_payable(game, frame.player, cost, frame.obj)]
    if not options:
        return None, rewind(game, frame, "neither additional cost can be paid")
    if len(options) == 1:
        chosen = _with(frame, otherwise=options[0] == "second")
        game.work.replace_top(chosen)
        return chosen, None
    words = {"first": costs.cost_words(first), "second": costs.cost_words(found.otherwise)}
    return frame, Decision(frame.player, DecisionKind.CHOOSE_ONE,
                           f"{frame.name}: pay {words['first']} or {words['second']}?",
                           options, tag=Tag.CAST_EITHER)


def _graveyard_exile_count(frame: CastFrame, cost: Cost) -> int:
    n = cost.exile_from_graveyard
    return frame.x if isinstance(n, Amount) else n
def tap_cost_candidates(game: GameServices, player: int, cost: Cost, source: int) -> list[int]:
    """The untapped permanents ``player`` controls that a "Tap an untapped …" cost may tap."""
    state = game.state
    assert cost.tap_untapped is not None
    return [oid for oid in state.battlefield
            if not state.objects[oid].tapped and not (cost.tap and oid == source)
            and chars(state, state.objects[oid]).controller == player
            and matches(state, state.objects[oid], cost.tap_untapped, player, source)]


def _ask_mana_choices(game: GameServices, frame: CastFrame) -> Decision | None:
    """601.2f–g: how the player pays where it is theirs to say: which Phyrexian symbols cost
    2 life instead of mana (107.4f), which creatures to tap for convoke (702.51a)."""
    state = game.state
    if frame.kind == "trigger":
        game.work.replace_top(_with(frame, stage="done"))
        return None
    if frame.life_paid is None:
        mana = (costs.way_cost(state.objects[frame.obj].card, frame.way).mana
                if frame.kind == "spell" else ability_cost(frame.ability).mana)
        symbols = costs.phyrexian_symbols(mana)
        life = payable_life(state, frame.player)  # 119.8: none while it can't change
        if symbols and life >= costs.LIFE_PER_PHYREXIAN:
            return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                            f"{frame.name}: choose the Phyrexian symbols to pay with "
                            f"{costs.LIFE_PER_PHYREXIAN} life each (CR 107.4f): "
                            + ", ".join(f"{i}={s}" for i, s in enumerate(symbols)),
                            tuple(range(len(symbols))), tag=Tag.CAST_PHYREXIAN, min_count=0,
                            max_count=min(len(symbols), life // costs.LIFE_PER_PHYREXIAN))
        game.work.replace_top(_with(frame, life_paid=()))
        return None
    if frame.convoked is None:
        creatures = ([] if frame.kind != "spell" else
                     [c for c in costs.convoke_creatures(game, frame.player,
                                                         state.objects[frame.obj].card)
                      if c not in frame.sacrifices and c != frame.obj
                      and c not in (frame.exiled or ()) and c not in frame.discards])
        # each helper pays one mana at most: never more of them than the cost has mana they
        # could pay (702.51a, 702.66a, 702.126a) — the generic part, and for convoke the pips
        need = frame_requirement(game, _with(frame, convoked=()))
        card = state.objects[frame.obj].card if frame.kind == "spell" else None
        payable = need.generic + (len(need.pips) if card is not None and costs.has_keyword(
            card, "convoke") else 0)
        most = min(len(creatures), payable)
        if creatures and most > 0:
            return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                            f"{frame.name}: {_helpers_prompt(state.objects[frame.obj].card)}",
                            creatures, tag=Tag.CAST_CONVOKE,
                            min_count=0, max_count=most)
        game.work.replace_top(_with(frame, convoked=()))
        return None
    if frame.assist is None or len(frame.assist) == 1:
        return _ask_assist(game, frame)
    game.work.replace_top(_with(frame, stage="done"))
    return None


def _ask_assist(game: GameServices, frame: CastFrame) -> Decision | None:
    """Assist (702.132a): with a generic component in the total cost, the caster may choose
    another player (one able to pay some of it); that player then chooses how much of the
    generic mana to pay (0 and up), paid as the spell's cost is paid (cast_payment.finish)."""
    state = game.state
    if frame.assist is None:
        card = state.objects[frame.obj].card if frame.kind == "spell" else None
        generic = frame_requirement(game, frame).generic
        helpers = [] if card is None or not costs.has_keyword(card, "assist") or not generic \
            else [f"p{p}" for p in state.opponents(frame.player)
                  if costs.assist_most(game, p, generic) > 0]
        if not helpers:
            game.work.replace_top(_with(frame, assist=(), stage="done"))
            return None
        return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: choose another player to help pay (assist, CR "
                        "702.132a)", [*helpers, "none"], tag=Tag.CAST_ASSIST)
    helper = frame.assist[0]
    most = costs.assist_most(game, helper, frame_requirement(game, _with(frame, assist=())).generic)
    return Decision(helper, DecisionKind.CHOOSE_NUMBER,
                    f"{frame.name}: how much of its generic mana do you pay? (assist)",
                    range(0, most + 1), tag=Tag.CAST_ASSIST_PAY)


def _helpers_prompt(card: Any) -> str:
    """What the ``cast.convoke`` question offers for this spell (702.51a, 702.66a, 702.126a)."""
    parts = []
    if costs.has_keyword(card, "convoke"):
        parts.append("tap creatures for convoke (each pays {1} or one mana of its colour, "
                     "CR 702.51a)")
    if costs.has_keyword(card, "improvise"):
        parts.append("tap artifacts for improvise (each pays {1}, CR 702.126a)")
    if costs.has_keyword(card, "delve"):
        parts.append("exile cards from your graveyard for delve (each pays {1}, CR 702.66a)")
    return "; ".join(parts)


def check(game: GameServices, frame: CastFrame, decision: Decision, action: Any) -> str | None:
    """Whole-answer rules beyond the decision's options."""
    if decision.tag == Tag.CAST_KICKER and action not in decision.options:
        return "the kicked total cost cannot be paid (CR 702.33, 601.2f–h)"
    if decision.tag == Tag.CAST_BUYBACK and action not in decision.options:
        return "the total cost with buyback cannot be paid (CR 702.27a, 601.2f–h)"
    if decision.tag == Tag.CAST_CASUALTY and action not in decision.options:
        return "there is no creature with enough power to sacrifice (CR 702.153a)"
    if decision.tag == Tag.CAST_PHYREXIAN:
        paid = tuple(sorted(action))
        if costs.LIFE_PER_PHYREXIAN * len(paid) > payable_life(game.state, frame.player):
            return "not enough life to pay those Phyrexian symbols (CR 119.4, 107.4f)"
        return None
    if decision.tag == Tag.CAST_CONVOKE:
        need = frame_requirement(game, _with(frame, convoked=()))
        if costs.convoke_pay(game, need, tuple(action),
                             game.state.objects[frame.obj].card) is None:
            return ("that taps or exiles more than the cost needs (CR 702.51a, 702.66a, "
                    "702.126a)")
        return None
    if decision.tag == Tag.CAST_MODES:
        modes = tuple(sorted(action))
        choice = ability_modes(frame.ability)
        assert choice is not None
        source_id = frame.obj if frame.kind != "spell" else None
        problem = modal.selection_problem(
            modal_spec(choice), modes, available_modes(game, choice, frame.player, source_id),
            chosen_before=chosen_before(game, choice, source_id))
        if problem:
            return problem
        if frame.kind != "trigger" and not can_pay(game.state, frame.player,
                                                   _with_convoke(game, frame, modes)):
            return "the cost of those modes cannot be paid (CR 700.2h, 601.2f)"
    return None


def _with_convoke(game: GameServices, frame: CastFrame, modes: tuple[int, ...]) -> Any:
    """The cost of a spell with these modes less what its convoke creatures can pay
    (CR 702.51a: convoke counts, as it does when the spell is offered at priority)."""
    need = frame_requirement(game, frame, 0, modes)
    obj = game.state.objects.get(frame.obj) if frame.kind == "spell" and frame.obj else None
    if obj is None or frame.convoked is not None:
        return need
    creatures = costs.convoke_creatures(game, frame.player, obj.card)
    if not creatures:
        return need
    from cardtable.games.magic.priority import _greedy_convoke

    return _greedy_convoke(game, need, creatures, obj.card)


def answer(game: GameServices, frame: CastFrame, decision: Decision, action: Any) -> None:
    tag = decision.tag
    if tag == Tag.CAST_HALF:
        obj = game.state.objects[frame.obj]
        faces.choose_named(game, obj, str(action))
        frame = _with(frame, ability=spell_ability(obj.card), name=obj.card.name)
    elif tag == Tag.CAST_MODE_CHOOSER:
        frame = _with(frame, chooser=int(str(action)[1:]))
    elif tag == Tag.CAST_KICKER:
        frame = _with(frame, kicked=bool(action))
    elif tag == Tag.CAST_BUYBACK:
        frame = _with(frame, buyback=bool(action))
    elif tag == Tag.CAST_CASUALTY:
        frame = _with(frame, casualty=bool(action))
    elif tag == Tag.CAST_CONSPIRE:
        frame = _with(frame, conspire=bool(action))
    elif tag == Tag.CAST_MULTIKICKER:
        frame = _with(frame, kicked=int(action) > 0, kicks=int(action))
    elif tag == Tag.CAST_PHYREXIAN:
        frame = _with(frame, life_paid=tuple(sorted(action)))
    elif tag == Tag.CAST_CONVOKE:
        frame = _with(frame, convoked=tuple(action))
    elif tag == Tag.CAST_MODES:
        if frame.kind == "trigger" and not action:
            rewind(game, frame, "no mode was chosen (CR 700.2b)")
            return
        frame = _with(frame, modes=tuple(sorted(action)), stage="x")
        game.log("modes", decision.player, name=frame.name, modes=list(frame.modes))
        if frame.kind != "spell":
            game.mode_history = game.mode_history.record(frame.obj, game.state.turn,
                                                         frame.modes)
    elif tag == Tag.CAST_X:
        frame = _with(frame, x=int(action), stage="targets")
    elif tag == Tag.CAST_TARGET:
        frame = _with(frame, targets=(*frame.targets, (action,)))
    elif tag == Tag.CAST_TARGETS:
        frame = _with(frame, targets=(*frame.targets, tuple(action)))
    elif tag == Tag.CAST_DIVIDE:
        frame = _with(frame, divisions=(*frame.divisions, tuple(action)))
    elif tag == Tag.CAST_SACRIFICE:
        frame = _with(frame, sacrifices=tuple(action))
    elif tag == Tag.CAST_DISCARD:
        frame = _with(frame, discards=tuple(action))
    elif tag == Tag.CAST_EXILE:
        frame = _with(frame, exiled=tuple(action))
    elif tag == Tag.CAST_SPLICE:
        chosen = tuple(action)
        ability = frame.ability
        if chosen and isinstance(ability, SpellAbility):
            ability = splice.spliced_ability(game, ability, chosen)
            game.log("reveal", frame.player, cards=[game.state.objects[c].card.name
                                                     for c in chosen])
        frame = _with(frame, spliced=chosen, ability=ability)
    elif tag == Tag.CAST_ASSIST:
        frame = _with(frame, assist=() if action == "none" else (int(str(action)[1:]),))
    elif tag == Tag.CAST_ASSIST_PAY:
        frame = _with(frame, assist=(frame.assist[0], int(action)) if frame.assist else ())
    elif tag == Tag.CAST_EITHER:
        frame = _with(frame, otherwise=action == "second")
    elif tag == Tag.CAST_REVEAL:
        frame = _with(frame, revealed=(action,))
    elif tag == Tag.CAST_REMOVE_COUNTER:
        frame = _with(frame, counter_from=(action,))
    elif tag == Tag.CAST_PUT_COUNTER:  # h9-sta (118.3, 122.1)
        frame = _with(frame, counter_on=(action,))
    elif tag == Tag.CAST_EXILE_HAND:
        frame = _with(frame, exiled_from_hand=tuple(action))
    elif tag == Tag.CAST_RETURN:
        frame = _with(frame, bounced=tuple(action))
    elif tag == Tag.CAST_TARGET_CHOOSER:
        frame = _with(frame, target_chooser=int(str(action)[1:]))
    elif tag == Tag.CAST_RETURN_UNBLOCKED:  # the ninja attacks where it attacked (702.49c)
        defender = game.state.attackers.get(action)
        frame = _with(frame, returned=(action,),
                      event=(*frame.event, ("attack_target", defender)))
    elif tag == Tag.CAST_TAP_UNTAPPED:
        frame = _with(frame, tapped_for_cost=tuple(action))
    elif tag == Tag.CAST_CREW:  # one creature at a time; "done" (-1) once the power is enough
        frame = _with(frame, crew=(*(frame.crew or ()), -1 if action == "done" else action))
    game.work.replace_top(frame)
