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
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic import costs, triggers
from cardtable.games.magic.abilities.model import (
    Ability,
    ActivatedAbility,
    Amount,
    CardDef,
    Cost,
    Filter,
    Keyword,
    Mode,
    ModeChoice,
    SpellAbility,
    TargetSpec,
    TriggeredAbility,
)
from cardtable.games.magic.frames import CastFrame
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.mana import (
    Requirement,
    can_pay,
    execute_payment,
    mana_sources,
    max_x,
    plan_payment,
    requirement,
)
from cardtable.games.magic.mana_riders import OPAL
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    STACK,
    StackItem,
    parse_player_ref,
)
from cardtable.games.magic.player_protection import payable_life
from cardtable.games.magic.targets import candidates, describe
from cardtable.rules import modes as modal

if TYPE_CHECKING:
    from cardtable.games.magic.game import MagicGame

PERMANENT_SPELL = SpellAbility()


def spell_ability(card: CardDef) -> SpellAbility:
    """What casting ``card`` puts on the stack: its spell ability, or a permanent spell (an
    Aura's targets its enchant restriction, CR 303.4a)."""
    for ability in card.abilities:
        if isinstance(ability, SpellAbility):
            return ability
    for ability in card.abilities:
        if isinstance(ability, Keyword) and ability.name == "enchant" and ability.text in (
                "player", "opponent"):  # 702.5d: it targets a player
            return SpellAbility(targets=(TargetSpec("player", player=(
                "opponent" if ability.text == "opponent" else "any")),))
        if isinstance(ability, Keyword) and ability.name == "enchant":
            return SpellAbility(targets=(TargetSpec("permanent", ability.filter or Filter()),))
    return PERMANENT_SPELL


def ability_modes(ability: Ability) -> ModeChoice | None:
    if isinstance(ability, (SpellAbility, ActivatedAbility, TriggeredAbility)):
        return ability.modes
    return None


def ability_targets(ability: Ability, modes: tuple[int, ...]) -> tuple[TargetSpec, ...]:
    """The target specs of the ability with these modes chosen, flattened (MOD-4)."""
    choice = ability_modes(ability)
    if choice is not None:
        return tuple(spec for m in modes for spec in choice.modes[m].targets)
    if isinstance(ability, (SpellAbility, ActivatedAbility, TriggeredAbility)):
        return ability.targets
    return ()


def _x_floor_for(game: MagicGame, player: int, spec: TargetSpec) -> int | None:
    """The least X for which "… with mana value X or less" finds a card (``None``: none)."""
    from dataclasses import replace as _replace

    state = game.state
    found = candidates(state, _replace(spec, x_mana_value=False), player, None, None)
    values = [chars(state, state.objects[c]).mana_value for c in found if isinstance(c, int)]
    return min(values) if values else None


def x_mode_reachable(game: MagicGame, player: int, obj: Any, index: int) -> bool:
    """Whether mode ``index`` of the spell ``obj`` can find a target "with mana value X or
    less" with an X its controller can pay for (601.2b–c; otherwise the mode is no choice)."""
    choice = ability_modes(spell_ability(obj.card))
    if choice is None or index >= len(choice.modes):
        return True
    specs = [s for s in choice.modes[index].targets if s.x_mana_value]
    if not specs:
        return True
    need = costs.total_requirement(game, player, obj, False, spell_requirement(
        obj.card, 0, (index,), spell_ability(obj.card)))
    high = max_x(game.state, player, need)
    for spec in specs:
        floor = _x_floor_for(game, player, spec)
        if floor is None or floor > high:
            return False
    return True


def x_modes_ok(game: MagicGame, player: int, obj: Any) -> bool:
    """A modal spell with an "X or less" mode can still choose enough modes (MOD-3)."""
    choice = ability_modes(spell_ability(obj.card))
    if choice is None or not any(s.x_mana_value for mode in choice.modes for s in mode.targets):
        return True
    legal = [i for i in available_modes(game, choice, player, None)
             if x_mode_reachable(game, player, obj, i)]
    return modal.can_choose(modal_spec(choice), legal,
                            chosen_before=chosen_before(game, choice, None))


def with_x(spec: TargetSpec, x: int) -> TargetSpec:
    """A target spec whose filter names X ("… card with mana value X or less") with the X
    announced (CR 601.2b, before targets are chosen, 601.2c)."""
    if not spec.x_mana_value:
        return spec
    from dataclasses import replace as _replace

    return _replace(spec, filter=_replace(spec.filter, mana_value_max=x))


def ability_cost(ability: Ability) -> Cost:
    return ability.cost if isinstance(ability, ActivatedAbility) else Cost()


def mode_available(game: MagicGame, mode: Mode, player: int, source_id: int | None) -> bool:
    """MOD-3: a mode whose targets cannot all be chosen is not available."""
    source = _source_chars(game, source_id)
    return all(len(candidates(game.state, spec, player, source, source_id)) >= spec.minimum
               for spec in mode.targets)


def _source_chars(game: MagicGame, source_id: int | None) -> Any:
    if source_id is None:
        return None
    obj = game.state.objects.get(source_id)
    return chars(game.state, obj) if obj is not None else None


_SPECS: dict[int, tuple[ModeChoice, modal.ModalSpec[Cost]]] = {}


def modal_spec(choice: ModeChoice) -> modal.ModalSpec[Cost]:
    """The model's mode choice as the shared modal component's spec (``rules/modes.py``)."""
    cached = _SPECS.get(id(choice))
    if cached is not None and cached[0] is choice:
        return cached[1]
    spec: modal.ModalSpec[Cost] = modal.ModalSpec(
        tuple(modal.Mode(m.text, m.cost if choice.spree else None, m.pawprints)
              for m in choice.modes),
        choice.min_count, choice.max_count, choice.repeat,
        modal.Chooser.OPPONENT if choice.chooser == "opponent" else modal.Chooser.CONTROLLER,
        modal.HistoryScope.TURN if choice.unchosen_this_turn else None, None,
        choice.entwine, choice.escalate, choice.pawprint_limit or None)
    _SPECS[id(choice)] = (choice, spec)
    return spec


def chosen_before(game: MagicGame, choice: ModeChoice, source_id: int | None) -> frozenset[int]:
    if not choice.unchosen_this_turn or source_id is None:
        return frozenset()
    return game.mode_history.chosen(source_id, modal.HistoryScope.TURN, game.state.turn)


def _spell_chars(game: MagicGame, card_id: int) -> Any:
    from cardtable.games.magic.layers import base_chars

    return base_chars(game.state.objects[card_id])


def available_modes(game: MagicGame, choice: ModeChoice, player: int,
                    source_id: int | None) -> list[int]:
    return [i for i, mode in enumerate(choice.modes)
            if mode_available(game, mode, player, source_id)]


def can_start(game: MagicGame, ability: Ability, player: int, source_id: int | None,
              extra: Requirement | None = None) -> bool:
    """Whether the targets/modes of ``ability`` can be chosen at all (601.2b–c)."""
    choice = ability_modes(ability)
    if choice is not None:
        available = available_modes(game, choice, player, source_id)
        return modal.can_choose(modal_spec(choice), available,
                                chosen_before=chosen_before(game, choice, source_id))
    source = _source_chars(game, source_id)
    return all(len(candidates(game.state, spec, player, source, source_id)) >= spec.minimum
               for spec in ability_targets(ability, ()))


def spell_requirement(card: CardDef, frame_x: int = 0, modes: tuple[int, ...] = (),
                      ability: Ability | None = None, mana: str | None = None) -> Requirement:
    """The mana of this card with these choices before 601.2f's additions and reductions: the
    mana cost (or ``mana``, an alternative cost) plus Spree and escalate costs (700.2h,
    702.120)."""
    need = requirement(card.mana_cost if mana is None else mana, frame_x)
    choice = ability_modes(ability) if ability is not None else None
    if choice is not None and modes:
        for extra in modal.extra_costs(modal_spec(choice), modes):
            if extra.cost.mana:
                need = need.plus(requirement(extra.cost.mana))
    return need


def _frame_requirement(game: MagicGame, frame: CastFrame, x: int | None = None,
                       modes: tuple[int, ...] | None = None) -> Requirement:
    x = frame.x if x is None else x
    modes = frame.modes if modes is None else modes
    life_paid = frame.life_paid or ()
    if frame.kind == "spell":
        obj = game.state.objects[frame.obj]
        mana = costs.way_mana(obj.card, frame.way, life_paid)
        if frame.bestow:  # an alternative cost (702.103a, 601.2f)
            from cardtable.games.magic.bestow import bestow_cost

            mana = (bestow_cost(obj.card) or Cost()).mana
        base = spell_requirement(obj.card, x, modes, frame.ability, mana)
        if frame.way == "morph":
            from cardtable.games.magic.morph import face_down_total

            return face_down_total(game, frame.player, obj, base)
        need = costs.total_requirement(game, frame.player, obj, bool(frame.kicked) and (
            not frame.kicks), base, frame.kicks,
            costs.per_target_increase(obj.card, frame.targets))
        if frame.convoked:
            left = costs.convoke_pay(game, need, frame.convoked)
            # tapping more creatures than the cost needs is refused when chosen (check)
            return need if left is None else left
        return need
    if frame.kind == "ability":
        return requirement(costs.without_phyrexian(ability_cost(frame.ability).mana,
                                                   life_paid), x)
    return Requirement()


# -- the steps ---------------------------------------------------------------------------------


def ask(game: MagicGame, frame: CastFrame) -> Decision | None:
    """The next question of this cast, or ``None`` after doing a step (the frame advanced)."""
    stage = frame.stage
    if stage == "modes" and frame.kind == "spell" and frame.kicked is None:
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
        payable = can_pay(game.state, frame.player, _frame_requirement(game, kicked, 0))
        if kick.tap_untapped is not None and len(tap_cost_candidates(
                game, frame.player, kick, frame.obj)) < kick.tap_untapped_count:
            payable = False  # "Kicker—Tap an untapped Vampire you control" (702.33a)
        return Decision(frame.player, DecisionKind.YES_NO,
                        f"{frame.name}: pay the kicker cost {costs.cost_words(kick)}? "
                        "(CR 702.33, 601.2b)", (True, False) if payable else (False,),
                        tag="cast.kicker")
    if stage == "modes":
        return _ask_modes(game, frame)
    if stage == "x":
        need = _frame_requirement(game, frame, 0)
        if not need.has_x:
            game.work.replace_top(_with(frame, stage="targets"))
            return None
        high = max_x(game.state, frame.player, need)
        if high < 0:
            return _rewind(game, frame, "its cost cannot be paid")
        high = min(high, _x_target_limit(game, frame, high))
        low = _x_floor(frame)
        for spec in ability_targets(frame.ability, frame.modes):
            if spec.x_mana_value:  # an X below every card's mana value finds no target
                floor = _x_floor_for(game, frame.player, spec)
                low = max(low, floor if floor is not None else high + 1)
        cost = ability_cost(frame.ability) if frame.kind == "ability" else None
        if cost is not None and cost.remove_counters and not isinstance(cost.remove_count, int):
            source = game.state.objects.get(frame.obj)  # "Remove X counters": X ≤ counters
            high = min(high, source.counters.get(cost.remove_counters, 0) if source else -1)
        if high < max(low, 0):
            return _rewind(game, frame, "its cost cannot be paid" if low <= 0 or high < 0
                           else "X can't be 0")
        return Decision(frame.player, DecisionKind.CHOOSE_NUMBER, f"{frame.name}: choose X",
                        range(low, high + 1), tag="cast.x")
    if stage == "targets":
        return _ask_targets(game, frame)
    if stage == "divide":
        return _ask_divide(game, frame)
    if stage == "costs":
        return _ask_costs(game, frame)
    if stage == "pay":
        return _ask_mana_choices(game, frame)
    _finish(game, frame)
    return None


MAX_KICKS = 20  # a bound on the number offered; mana for more is never in a game of this size


def _ask_multikicker(game: MagicGame, frame: CastFrame, multi: Cost) -> Decision:
    """702.33c, 601.2b: announce how many times the multikicker cost is paid; only numbers
    whose total cost (X at 0) can be paid are offered (601.2f–h, 730.1)."""
    times = 0
    while times < MAX_KICKS and can_pay(game.state, frame.player, _frame_requirement(
            game, _with(frame, kicked=True, kicks=times + 1), 0)):
        times += 1
    return Decision(frame.player, DecisionKind.CHOOSE_NUMBER,
                    f"{frame.name}: pay the multikicker cost {costs.cost_words(multi)} how many "
                    "times? (CR 702.33c)", range(0, times + 1), tag="cast.multikicker")


def _x_target_limit(game: MagicGame, frame: CastFrame, high: int) -> int:
    """"X target …" (601.2b–c): an X larger than the number of objects that could be chosen
    can never make a legal cast, so it is not offered; nor an X above the cards there are to
    exile for "exile X cards from your graveyard"."""
    if isinstance(_nonmana_cost(frame, game).exile_from_graveyard, Amount):
        yard = [c for c in game.state.zone(frame.player, GRAVEYARD) if c != frame.obj]
        high = min(high, len(yard))
    for spec in ability_targets(frame.ability, frame.modes):
        if spec.count_x:
            source = _spell_chars(game, frame.obj) if frame.kind == "spell" else (
                _source_chars(game, frame.obj))
            high = min(high, len(candidates(game.state, spec, frame.player, source,
                                            frame.obj if frame.kind != "spell" else None)))
    return high
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


def _ask_modes(game: MagicGame, frame: CastFrame) -> Decision | None:
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
        return _rewind(game, frame, "no mode can be chosen (CR 700.2b, 603.3c)")
    if not modal.can_choose(spec, legal, chosen_before=before):
        why = "no mode can be chosen (CR 700.2b, 603.3c)" if frame.kind == "trigger" else (
            modal.why_not_castable(spec, legal, chosen_before=before))
        return _rewind(game, frame, why)
    chooser = frame.chooser
    if chooser is None:
        candidates_ = modal.chooser_candidates(spec, frame.player,
                                               game.state.opponents(frame.player))
        if len(candidates_) > 1:
            return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                            f"{frame.name}: choose the opponent who chooses the modes "
                            "(CR 700.2e)", [f"p{p}" for p in candidates_],
                            tag="cast.mode_chooser")
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
                                  _frame_requirement(game, frame, 0, sel))]
        if not affordable:
            return _rewind(game, frame, "no choice of modes can be paid for")
        return Decision(chooser, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: {spec.describe()} (each option is a set of modes)",
                        affordable, tag="cast.modes")
    options = modal.mode_choice(spec, legal, chosen_before=before)
    return options.to_decision(chooser, f"{frame.name}: {spec.describe()} (modes "
                               f"{', '.join(map(str, options.options))})", tag="cast.modes")


def _selections(spec: modal.ModalSpec[Cost], legal: list[int]) -> list[tuple[int, ...]]:
    from itertools import combinations, combinations_with_replacement

    low, high = spec.bounds()
    high = max(high, len(spec.modes) if spec.entwine is not None else high)
    pick = combinations_with_replacement if spec.allow_repeats else combinations
    out: list[tuple[int, ...]] = []
    for count in range(max(low, 0), high + 1):
        out.extend(pick(legal, count))
    return [sel for sel in out if sel]


def _ask_targets(game: MagicGame, frame: CastFrame) -> Decision | None:
    specs = ability_targets(frame.ability, frame.modes)
    index = len(frame.targets)
    if index >= len(specs):
        game.work.replace_top(_with(frame, stage="divide"))
        return None
    spec = with_x(specs[index], frame.x)
    if frame.kind == "spell" and frame.way == costs.OVERLOAD:
        # 702.96b: an overloaded spell's text says "each", not "target": nothing is targeted
        # (the objects are found as it resolves, resolution.overloaded_targets)
        game.work.replace_top(_with(frame, targets=(*frame.targets, ())))
        return None
    if spec.condition is not None and not game.condition(spec.condition, frame.player,
                                                         frame.obj, dict(frame.event)):
        # a target word that exists only under a condition (CR 601.2c, 115.3)
        game.work.replace_top(_with(frame, targets=(*frame.targets, ())))
        return None
    if spec.count_x:
        # "X target …": X, announced first, fixes the number (601.2b–c, 107.3a)
        from dataclasses import replace as _replace

        # "up to X target …" keeps its minimum of none
        spec = _replace(spec, count=frame.x, min_count=0 if spec.min_count == 0 else None)
        if frame.x == 0:
            game.work.replace_top(_with(frame, targets=(*frame.targets, ())))
            return None
    source_id = frame.obj if frame.kind != "spell" else None
    source = _source_chars(game, frame.obj) if frame.kind != "spell" else _spell_chars(
        game, frame.obj)
    found = candidates(game.state, spec, frame.player, source, source_id)
    for other in spec.distinct_from:
        if other < index:
            found = [c for c in found if c not in frame.targets[other]]
    if spec.owner_target is not None and spec.owner_target < index:  # "from their graveyard"
        owners = {parse_player_ref(p) for p in frame.targets[spec.owner_target]}
        found = [c for c in found if isinstance(c, int) and game.state.objects[c].owner in owners]
    if len(found) < spec.minimum:
        return _rewind(game, frame, "a target cannot be chosen (CR 603.3d, 601.2c)")
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
                            [f"p{p}" for p in whose], tag="cast.target_chooser")
        theirs = [c for c in found if isinstance(c, int)
                  and chars(state, state.objects[c]).controller == frame.target_chooser]
        return Decision(frame.target_chooser, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: choose a creature you control as its target", theirs,
                        tag="cast.target")
    most = _affordable_targets(game, frame, found, spec.minimum)
    if most < spec.count:  # "costs {1} more for each target beyond the first" (601.2f)
        from dataclasses import replace as _replace

        spec = _replace(spec, count=max(most, spec.minimum))
    if spec.count == 1 and spec.minimum == 1:
        return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: choose a target ({spec.what})", found, tag="cast.target")
    return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                    f"{frame.name}: choose {spec.minimum}..{spec.count} targets ({spec.what})",
                    found, tag="cast.targets", min_count=spec.minimum,
                    max_count=min(spec.count, len(found)))


def _affordable_targets(game: MagicGame, frame: CastFrame, found: list[Any],
                        least: int) -> int:
    """The most targets whose total cost can still be paid, for a spell that costs more for
    each target (601.2f); any number otherwise."""
    if frame.kind != "spell" or not costs.per_target_increase(
            game.state.objects[frame.obj].card, ((0, 0),)):
        return len(found)
    for n in range(len(found), least - 1, -1):
        trial = _with(frame, targets=(*frame.targets, tuple(found[:n])))
        if can_pay(game.state, frame.player, _frame_requirement(game, trial)):
            return n
    return least


def _ask_divide(game: MagicGame, frame: CastFrame) -> Decision | None:
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
                    [describe(game.state, t) for t in chosen], tag="cast.divide", total=total,
                    minimums=[1] * len(chosen))


def _ask_costs(game: MagicGame, frame: CastFrame) -> Decision | None:
    cost = _nonmana_cost(frame, game)
    state = game.state
    if cost.sacrifice is not None and not frame.sacrifices:
        options = [oid for oid in state.battlefield
                   if chars(state, state.objects[oid]).controller == frame.player
                   and matches(state, state.objects[oid], cost.sacrifice, frame.player)]
        if len(options) < cost.sacrifice_count:
            return _rewind(game, frame, "there is nothing to sacrifice")
        return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                        f"{frame.name}: sacrifice {cost.sacrifice_count}", options,
                        tag="cast.sacrifice", min_count=cost.sacrifice_count,
                        max_count=cost.sacrifice_count)
    if cost.return_unblocked and frame.returned is None:
        options = costs.unblocked_attackers(game, frame.player)
        if not options:
            return _rewind(game, frame, "there is no unblocked attacker to return")
        return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                        f"{frame.name}: return an unblocked attacker you control to hand",
                        options, tag="cast.return_unblocked")
    if cost.tap_untapped is not None and frame.tapped_for_cost is None:
        # "Tap two untapped creatures you control" (CR 118.3, 601.2h): any untapped ones,
        # summoning sickness aside (302.6 is about {T}); not the source if {T} taps it
        options = tap_cost_candidates(game, frame.player, cost, frame.obj)
        if len(options) < cost.tap_untapped_count:
            return _rewind(game, frame, "there are not enough untapped permanents to tap")
        return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                        f"{frame.name}: tap {cost.tap_untapped_count} untapped", options,
                        tag="cast.tap_untapped", min_count=cost.tap_untapped_count,
                        max_count=cost.tap_untapped_count)
    if cost.crew and (frame.crew is None or frame.crew[-1:] != (-1,)):
        from cardtable.games.magic.keyword_abilities import crew_choice

        return crew_choice(game, frame, cost.crew)
    exile = _graveyard_exile_count(frame, cost)
    if exile and frame.exiled is None:  # "exile X cards from your graveyard" (601.2h)
        yard = [c for c in state.zone(frame.player, GRAVEYARD) if c != frame.obj]
        if len(yard) < exile:
            return _rewind(game, frame, "there are not enough cards in the graveyard to exile")
        return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                        f"{frame.name}: exile {exile} from your graveyard", yard,
                        tag="cast.exile", min_count=exile, max_count=exile)
    if cost.discard and not frame.discards:
        hand = [c for c in state.zone(frame.player, HAND) if c != frame.obj]
        if len(hand) < cost.discard:
            return _rewind(game, frame, "there are not enough cards to discard")
        return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                        f"{frame.name}: discard {cost.discard}", hand, tag="cast.discard",
                        min_count=cost.discard, max_count=cost.discard)
    game.work.replace_top(_with(frame, stage="pay"))
    return None


def _graveyard_exile_count(frame: CastFrame, cost: Cost) -> int:
    n = cost.exile_from_graveyard
    return frame.x if isinstance(n, Amount) else n
def tap_cost_candidates(game: MagicGame, player: int, cost: Cost, source: int) -> list[int]:
    """The untapped permanents ``player`` controls that a "Tap an untapped …" cost may tap."""
    state = game.state
    assert cost.tap_untapped is not None
    return [oid for oid in state.battlefield
            if not state.objects[oid].tapped and not (cost.tap and oid == source)
            and chars(state, state.objects[oid]).controller == player
            and matches(state, state.objects[oid], cost.tap_untapped, player, source)]


def _nonmana_cost(frame: CastFrame, game: MagicGame | None = None) -> Cost:
    if frame.kind == "ability":
        return ability_cost(frame.ability)
    if frame.kind == "spell" and frame.way and game is not None:
        way = costs.way_cost(game.state.objects[frame.obj].card, frame.way)
        if way != Cost(mana=way.mana):
            return way  # e.g. flashback "Sacrifice three creatures" (702.34a)
    found = Cost()
    if frame.kind == "spell" and isinstance(frame.ability, SpellAbility):
        for cost in frame.ability.additional_costs:
            found = cost
            break
    if frame.kind == "spell" and frame.kicked and game is not None:
        kick = costs.kicker_cost(game.state.objects[frame.obj].card)
        if kick is not None and kick.tap_untapped is not None and found.tap_untapped is None:
            from dataclasses import replace as _replace

            found = _replace(found, tap_untapped=kick.tap_untapped,
                             tap_untapped_count=kick.tap_untapped_count)
    return found


def _ask_mana_choices(game: MagicGame, frame: CastFrame) -> Decision | None:
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
                            tuple(range(len(symbols))), tag="cast.phyrexian", min_count=0,
                            max_count=min(len(symbols), life // costs.LIFE_PER_PHYREXIAN))
        game.work.replace_top(_with(frame, life_paid=()))
        return None
    if frame.convoked is None:
        creatures = ([] if frame.kind != "spell" else
                     [c for c in costs.convoke_creatures(game, frame.player,
                                                         state.objects[frame.obj].card)
                      if c not in frame.sacrifices])
        if creatures:
            return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                            f"{frame.name}: tap creatures for convoke (each pays {{1}} or one "
                            "mana of its colour, CR 702.51a)", creatures, tag="cast.convoke",
                            min_count=0, max_count=len(creatures))
        game.work.replace_top(_with(frame, convoked=()))
        return None
    game.work.replace_top(_with(frame, stage="done"))
    return None


def check(game: MagicGame, frame: CastFrame, decision: Decision, action: Any) -> str | None:
    """Whole-answer rules beyond the decision's options."""
    if decision.tag == "cast.kicker" and action not in decision.options:
        return "the kicked total cost cannot be paid (CR 702.33, 601.2f–h)"
    if decision.tag == "cast.phyrexian":
        paid = tuple(sorted(action))
        if costs.LIFE_PER_PHYREXIAN * len(paid) > payable_life(game.state, frame.player):
            return "not enough life to pay those Phyrexian symbols (CR 119.4, 107.4f)"
        return None
    if decision.tag == "cast.convoke":
        need = _frame_requirement(game, _with(frame, convoked=()))
        if costs.convoke_pay(game, need, tuple(action)) is None:
            return "that taps more creatures than the cost needs (CR 702.51a)"
        return None
    if decision.tag == "cast.modes":
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
                                                   _frame_requirement(game, frame, 0, modes)):
            return "the cost of those modes cannot be paid (CR 700.2h, 601.2f)"
    return None


def answer(game: MagicGame, frame: CastFrame, decision: Decision, action: Any) -> None:
    tag = decision.tag
    if tag == "cast.mode_chooser":
        frame = _with(frame, chooser=int(str(action)[1:]))
    elif tag == "cast.kicker":
        frame = _with(frame, kicked=bool(action))
    elif tag == "cast.multikicker":
        frame = _with(frame, kicked=int(action) > 0, kicks=int(action))
    elif tag == "cast.phyrexian":
        frame = _with(frame, life_paid=tuple(sorted(action)))
    elif tag == "cast.convoke":
        frame = _with(frame, convoked=tuple(action))
    elif tag == "cast.modes":
        if frame.kind == "trigger" and not action:
            _rewind(game, frame, "no mode was chosen (CR 700.2b)")
            return
        frame = _with(frame, modes=tuple(sorted(action)), stage="x")
        game.log("modes", decision.player, name=frame.name, modes=list(frame.modes))
        if frame.kind != "spell":
            game.mode_history = game.mode_history.record(frame.obj, game.state.turn,
                                                         frame.modes)
    elif tag == "cast.x":
        frame = _with(frame, x=int(action), stage="targets")
    elif tag == "cast.target":
        frame = _with(frame, targets=(*frame.targets, (action,)))
    elif tag == "cast.targets":
        frame = _with(frame, targets=(*frame.targets, tuple(action)))
    elif tag == "cast.divide":
        frame = _with(frame, divisions=(*frame.divisions, tuple(action)))
    elif tag == "cast.sacrifice":
        frame = _with(frame, sacrifices=tuple(action))
    elif tag == "cast.discard":
        frame = _with(frame, discards=tuple(action))
    elif tag == "cast.exile":
        frame = _with(frame, exiled=tuple(action))
    elif tag == "cast.target_chooser":
        frame = _with(frame, target_chooser=int(str(action)[1:]))
    elif tag == "cast.return_unblocked":  # the ninja attacks where it attacked (702.49c)
        defender = game.state.attackers.get(action)
        frame = _with(frame, returned=(action,),
                      event=(*frame.event, ("attack_target", defender)))
    elif tag == "cast.tap_untapped":
        frame = _with(frame, tapped_for_cost=tuple(action))
    elif tag == "cast.crew":  # one creature at a time; "done" (-1) once the power is enough
        frame = _with(frame, crew=(*(frame.crew or ()), -1 if action == "done" else action))
    game.work.replace_top(frame)


def _rewind(game: MagicGame, frame: CastFrame, why: str) -> Decision | None:
    """Undo the proposal (CR 730.1): nothing has changed yet, so drop the frame. A trigger that
    cannot be put on the stack is removed (603.3c–d)."""
    game.work.pop()
    game.log("removed" if frame.kind == "trigger" else "rewind", frame.player, name=frame.name,
             why=why)
    return None


def _finish(game: MagicGame, frame: CastFrame) -> None:
    state = game.state
    player = frame.player
    spent: set[str] = set()
    if frame.kind != "trigger":
        need = _frame_requirement(game, frame)
        for oid in frame.tapped_for_cost or ():  # tapped for the cost: no mana from them
            state.objects[oid].tapped = True
        plan = plan_payment(state.players[player].pool, mana_sources(state, player), need)
        if plan is None:
            for oid in frame.tapped_for_cost or ():
                state.objects[oid].tapped = False
            _rewind(game, frame, "its cost cannot be paid")
            return
        if frame.tapped_for_cost:
            state.touch()
            game.log("tap_for_cost", player, sources=list(frame.tapped_for_cost))
        taps = execute_payment(state, player, plan)
        spent = {f"spent:{s}" for s, n in plan[0].items() if n > 0}  # its colours (601.2h)
        if taps:
            game.log("tap_for_mana", player, sources=taps)
        if state.mana_riders:  # CR 106.6: mana spent on this spell does what it says
            from cardtable.games.magic.mana_riders import spend

            spend(game, player, dict(plan[0]),
                  state.objects[frame.obj] if frame.kind == "spell" else None)
        for oid in frame.convoked or ():
            state.objects[oid].tapped = True
        if frame.convoked:
            game.log("convoke", player, sources=list(frame.convoked))
        if frame.life_paid:
            state.players[player].life -= costs.LIFE_PER_PHYREXIAN * len(frame.life_paid)
        _pay_other(game, frame)
    game.work.pop()
    source_id = frame.obj
    if frame.kind == "spell":
        card_obj = state.objects[frame.obj]
        from cardtable.games.magic.zones import put_in_zone, remove_from_zone

        state.mana_spent[card_obj.id] = _frame_requirement(game, frame).total  # 601.2h
        if frame.x:
            state.cast_x[card_obj.id] = frame.x  # "enters with X counters" (107.3m)
        game.spell_cast_from(player, card_obj)
        from_hand = card_obj.zone == HAND
        remove_from_zone(state, card_obj)
        put_in_zone(state, card_obj, STACK)
        card_obj.bestowed = frame.bestow  # an Aura spell while bestowed (702.103b)
        card_obj.face_down = frame.way == "morph"  # a face-down spell (702.37c, 708.4)
        state.touch()
        item = StackItem(state.new_id(), player, frame.ability, card_obj.id, obj=card_obj.id,
                         targets=frame.targets, modes=frame.modes, x=frame.x,
                         divisions=frame.divisions, name=frame.name if card_obj.face_down
                         else card_obj.card.name,
                         kicked=bool(frame.kicked), chooser=frame.chooser,
                         bestowed=frame.bestow)
        cast_notes = ({frame.way} if frame.way else set()) | (
            {costs.KICKED} if frame.kicked else set()) | (
            {f"{costs.KICKS}{frame.kicks}"} if frame.kicks else set()) | spent | (
            {costs.FROM_HAND} if from_hand else set())  # rebound (702.88a)
        # beside what paying this cast noted (Opal Palace's mana, mana_riders.spend)
        cast_notes |= {n for n in state.cast_notes.get(card_obj.id, ())
                       if n.startswith(OPAL + ":")}
        if cast_notes:
            state.cast_notes[card_obj.id] = frozenset(cast_notes)
    else:
        event = frame.event + ((("sacrificed", frame.sacrifices[0]),) if frame.sacrifices
                               and frame.kind == "ability" else ())  # "the sacrificed creature"
        item = StackItem(state.new_id(), player, frame.ability, source_id,
                         targets=frame.targets, modes=frame.modes, x=frame.x,
                         divisions=frame.divisions, event=event, name=frame.name,
                         chooser=frame.chooser)
    state.stack.append(item)
    game.log("cast" if frame.kind == "spell" else ("trigger" if frame.kind == "trigger"
                                                     else "activate"),
             player, name=frame.name, item=item.id,
             targets=[describe(state, t) for group in frame.targets for t in group],
             x=frame.x)
    if frame.kind == "spell":
        game.fire_cast(item)
    triggers.targeted(game, item)  # "becomes the target" (ward)
    if frame.kind != "trigger":
        state.priority = player
        state.passes = 0


def _pay_other(game: MagicGame, frame: CastFrame) -> None:
    state = game.state
    cost = _nonmana_cost(frame, game)
    from cardtable.games.magic.zones import move

    if frame.kind == "ability":
        source = state.objects.get(frame.obj)
        if source is not None:
            if cost.tap:
                source.tapped = True
            if cost.untap:
                source.tapped = False
            if cost.loyalty is not None:
                loyalty = source.counters.get("loyalty", 0) + cost.loyalty
                source.counters["loyalty"] = loyalty
                state.touch()
            if cost.remove_counters:
                removed = frame.x if not isinstance(cost.remove_count, int) else \
                    cost.remove_count
                source.counters[cost.remove_counters] = source.counters.get(
                    cost.remove_counters, 0) - removed
                state.touch()
            key = (frame.obj, frame.index)
            state.activations[key] = state.activations.get(key, 0) + 1
            if cost.sacrifice_self:
                move(game, source, GRAVEYARD, cause="sacrifice")
    for oid in frame.sacrifices:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == BATTLEFIELD:
            move(game, obj, GRAVEYARD, cause="sacrifice")
    for oid in frame.discards:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == HAND:
            move(game, obj, GRAVEYARD, cause="discard")
    for oid in frame.exiled or ():
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == GRAVEYARD:
            move(game, obj, EXILE, cause="cost")
    if frame.returned:  # 702.49a-b: the ninja card is revealed from its owner's hand
        game.log("reveal", frame.player, cards=[state.objects[frame.obj].card.name])
    for oid in frame.returned or ():  # ninjutsu's cost (702.49a): to its owner's hand
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == BATTLEFIELD:
            move(game, obj, HAND, cause="ninjutsu")
    for oid in frame.crew or ():
        if oid in state.objects:  # they crew the Vehicle (702.122b)
            state.objects[oid].tapped = True
    if cost.pay_life:
        state.players[frame.player].life -= cost.pay_life
    if cost.discard_self and frame.kind == "ability":
        source = state.objects.get(frame.obj)
        if source is not None and source.zone == HAND:
            from cardtable.games.magic.costs import hand_ability

            hand = hand_ability(source.card, frame.index)
            moved = move(game, source, GRAVEYARD, cause="discard")  # cycling (702.29a)
            if hand is not None and hand.text.endswith("cycling"):
                from cardtable.games.magic.triggers import cycled

                cycled(game, moved, frame.player)  # "When you cycle ~" (702.29d)
