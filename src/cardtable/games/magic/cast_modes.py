"""What an ability offers before it is cast or activated: its modes, targets, X and total
requirement (CR 601.2b–c and 601.2f, 602.2b, 700.2 via ``modes.md`` MOD-1..7, 107.3 for X).

Pure functions of the game state, used by :mod:`casting` to ask the questions of 601.2 and by
the engine to decide whether an ability can be started at all (a modal spell that cannot reach its
minimum number of legal modes cannot be cast, MOD-3). Nothing here changes the game.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.games.magic import costs
from cardtable.games.magic.bestow import bestow_cost
from cardtable.games.magic.filter_bounds import bound_by_x, fix_bound, unbound_spec, x_bound_stat
from cardtable.games.magic.frames import CastFrame
from cardtable.games.magic.keyword_casts import EMERGE
from cardtable.games.magic.layers import base_chars, chars
from cardtable.games.magic.mana import (
    Requirement,
    max_x,
    requirement,
)
from cardtable.games.magic.model import (
    Ability,
    ActivatedAbility,
    Becomes,
    CardDef,
    Cost,
    Filter,
    Keyword,
    Mode,
    ModeChoice,
    PutCounters,
    SpellAbility,
    TargetSpec,
    TriggeredAbility,
)
from cardtable.games.magic.model.vocabulary import GRAVEYARD_CARD
from cardtable.games.magic.morph import face_down_total
from cardtable.games.magic.splice import splice_mana
from cardtable.games.magic.targets import candidates
from cardtable.rules import modes as modal

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

PERMANENT_SPELL = SpellAbility()


def awakened(card: CardDef, ability: SpellAbility) -> SpellAbility:
    """702.113a: cast for its awaken cost, the spell also has "put N +1/+1 counters on target
    land you control and it becomes a 0/0 Elemental creature with haste. It's still a land."
    (a target of the spell, 601.2c; the counters and the change last, 611.2)."""
    found = next((a for a in card.abilities if isinstance(a, Keyword) and a.name == "awaken"),
                 None)
    if found is None:
        return ability
    land = f"target:{len(ability.targets)}"
    return replace(ability, targets=(*ability.targets, TargetSpec(
        "permanent", Filter(types=("Land",), controller="you"))), effects=(
        *ability.effects, PutCounters("+1/+1", found.amount, land),
        Becomes(on=land, types=("Creature",), still=True, subtypes=("Elemental",), power=0,
                toughness=0, keywords=(Keyword("haste"),), duration="permanent")))


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
        if isinstance(ability, Keyword) and ability.name == "enchant" and \
                ability.text == GRAVEYARD_CARD:  # "enchant creature card in a graveyard"
            return SpellAbility(targets=(TargetSpec("card", ability.filter or Filter(),
                                                    zone="graveyard"),))
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


def x_floor_for(game: GameServices, player: int, spec: TargetSpec) -> int | None:
    """The least X for which "… with mana value X or less" finds a card (``None``: none)."""
    state = game.state
    stat = x_bound_stat(spec) or "mana_value"
    found = candidates(state, unbound_spec(spec), player, None, None)
    values = [int(getattr(chars(state, state.objects[c]), stat)) for c in found
              if isinstance(c, int)]
    return min(values) if values else None


def x_values_for(game: GameServices, player: int, spec: TargetSpec) -> frozenset[int] | None:
    """The X values for which "… with mana value X" (exactly X, issue 29 EV2) finds a
    candidate; ``None`` when the target's X bound is not exact (every X from the floor up
    finds one). An X no candidate has makes no legal cast, so it is not offered (601.2b-c)."""
    if not (bound_by_x(spec.filter) and spec.filter.bound_exact):
        return None
    state = game.state
    found = candidates(state, unbound_spec(spec), player, None, None)
    return frozenset(int(getattr(chars(state, state.objects[c]), spec.filter.bound_stat))
                     for c in found if isinstance(c, int))


def x_mode_reachable(game: GameServices, player: int, obj: Any, index: int) -> bool:
    """Whether mode ``index`` of the spell ``obj`` can find a target "with mana value X or
    less" with an X its controller can pay for (601.2b–c; otherwise the mode is no choice)."""
    choice = ability_modes(spell_ability(obj.card))
    if choice is None or index >= len(choice.modes):
        return True
    specs = [s for s in choice.modes[index].targets if x_bound_stat(s)]
    if not specs:
        return True
    need = costs.total_requirement(game, player, obj, False, spell_requirement(
        obj.card, 0, (index,), spell_ability(obj.card)))
    high = max_x(game.state, player, need)
    for spec in specs:
        floor = x_floor_for(game, player, spec)
        if floor is None or floor > high:
            return False
    return True


def x_modes_ok(game: GameServices, player: int, obj: Any) -> bool:
    """A modal spell with an "X or less" mode can still choose enough modes (MOD-3)."""
    choice = ability_modes(spell_ability(obj.card))
    if choice is None or not any(x_bound_stat(s) for mode in choice.modes
                                 for s in mode.targets):
        return True
    legal = [i for i in available_modes(game, choice, player, None)
             if x_mode_reachable(game, player, obj, i)]
    return modal.can_choose(modal_spec(choice), legal,
                            chosen_before=chosen_before(game, choice, None))


def with_x(spec: TargetSpec, x: int) -> TargetSpec:
    """A target spec whose filter names X ("… card with mana value X or less") with the X
    announced (CR 601.2b, before targets are chosen, 601.2c)."""
    if bound_by_x(spec.filter):  # "with mana value X or less" in any noun (issue 29)
        spec = replace(spec, filter=fix_bound(spec.filter, x))
    if not spec.x_mana_value:
        return spec
    from dataclasses import replace as _replace

    return _replace(spec, filter=_replace(spec.filter, mana_value_max=x))


def ability_cost(ability: Ability) -> Cost:
    return ability.cost if isinstance(ability, ActivatedAbility) else Cost()


def mode_available(game: GameServices, mode: Mode, player: int, source_id: int | None) -> bool:
    """MOD-3: a mode whose targets cannot all be chosen is not available."""
    source = source_chars(game, source_id)
    return all(len(candidates(game.state, spec, player, source, source_id)) >= spec.minimum
               for spec in mode.targets)


def source_chars(game: GameServices, source_id: int | None) -> Any:
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


def chosen_before(game: GameServices, choice: ModeChoice, source_id: int | None) -> frozenset[int]:
    if not choice.unchosen_this_turn or source_id is None:
        return frozenset()
    return game.mode_history.chosen(source_id, modal.HistoryScope.TURN, game.state.turn)


def spell_chars(game: GameServices, card_id: int) -> Any:

    return base_chars(game.state.objects[card_id])


def available_modes(game: GameServices, choice: ModeChoice, player: int,
                    source_id: int | None) -> list[int]:
    return [i for i, mode in enumerate(choice.modes)
            if mode_available(game, mode, player, source_id)]


def can_start(game: GameServices, ability: Ability, player: int, source_id: int | None,
              extra: Requirement | None = None) -> bool:
    """Whether the targets/modes of ``ability`` can be chosen at all (601.2b–c)."""
    choice = ability_modes(ability)
    if choice is not None:
        available = available_modes(game, choice, player, source_id)
        return modal.can_choose(modal_spec(choice), available,
                                chosen_before=chosen_before(game, choice, source_id))
    source = source_chars(game, source_id)
    return all(len(candidates(game.state, spec, player, source, source_id)) >= spec.minimum
               for spec in ability_targets(ability, ())
               if spec.condition is None)  # a conditional target: asked (or undone) as cast


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


def frame_requirement(game: GameServices, frame: CastFrame, x: int | None = None,
                       modes: tuple[int, ...] | None = None) -> Requirement:
    x = frame.x if x is None else x
    modes = frame.modes if modes is None else modes
    life_paid = frame.life_paid or ()
    if frame.kind == "spell":
        obj = game.state.objects[frame.obj]
        mana = costs.way_mana(obj.card, frame.way, life_paid)
        if frame.bestow:  # an alternative cost (702.103a, 601.2f)

            mana = (bestow_cost(obj.card) or Cost()).mana
        base = spell_requirement(obj.card, x, modes, frame.ability, mana)
        if isinstance(frame.ability, SpellAbility) and frame.ability.additional_costs and (
                not frame.way):  # "… or pay {3}{B}" chosen (601.2b, 601.2f)
            extra = costs.chosen_additional(frame.ability.additional_costs[0], frame.otherwise)
            if extra.mana:
                base = base.plus(requirement(extra.mana))
        if frame.spliced:  # each spliced card's splice cost (702.47a, 601.2f)
            base = base.plus(requirement(splice_mana(game, frame.spliced)))
        bought = costs.buyback_cost(obj.card) if frame.buyback else None
        if bought is not None and bought.mana:  # an additional cost (702.27a, 601.2f)
            base = base.plus(requirement(bought.mana))
        if frame.way == "morph":
            return face_down_total(game, frame.player, obj, base)
        need = costs.total_requirement(game, frame.player, obj, bool(frame.kicked) and (
            not frame.kicks), base, frame.kicks,
            costs.per_target_increase(obj.card, frame.targets), frame.targets)
        if frame.convoked:
            left = costs.convoke_pay(game, need, frame.convoked, obj.card)
            # tapping more creatures than the cost needs is refused when chosen (check)
            need = need if left is None else left
        if frame.way == EMERGE:  # 702.119a: less the sacrificed creature's mana value
            cut = costs.emerge_reduction(game, frame.player, frame.sacrifices)
            need = replace(need, generic=max(0, need.generic - cut))
        if frame.assist:  # another player pays this much of the generic mana (702.132a)
            need = replace(need, generic=max(0, need.generic - frame.assist[1]))
        return need
    if frame.kind == "ability":
        need = requirement(costs.without_phyrexian(ability_cost(frame.ability).mana,
                                                   life_paid), x)
        if isinstance(frame.ability, ActivatedAbility):  # "… costs {1} less" (602.2b; EV3b)
            need = costs.activation_less(game, frame.player, frame.ability, need)
        return need
    return Requirement()


# -- the steps ---------------------------------------------------------------------------------
