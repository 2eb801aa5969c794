"""The damage rules of :mod:`cardtable.games.magic.model.damage_rules` at work (issues 28/29,
CR 615 prevention, 614.1a damage replacement, 616.1 their order).

Two places hold rules: the resolved effects of this turn (``MagicState.damage_rules``, their
"to"/"by" references fixed as they resolved) and the static abilities of permanents on the
battlefield (``ReplacementAbility(event="damage", action="rule")``). :func:`modified_damage`
gives the damage that is dealt once every rule that watches this damage has applied;
``damage.deal_damage`` calls it before the older shields.

Order (CR 616.1): the affected player — the damaged player, or the damaged permanent's
controller — chooses the order of the prevention and replacement effects that apply. Each
player is taken to choose the order that leaves the least damage (every order is tried; a rule
applies once, 614.5). Prevention of all damage ends it (615.1a)."""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.context import Context
from cardtable.games.magic.layers import Chars, chars
from cardtable.games.magic.layers_match import matches_chars
from cardtable.games.magic.model import CardDef, DamageRule, DamageSide, ReplacementAbility
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    GRAVEYARD,
    STACK,
    GameObject,
    parse_player_ref,
)

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices
    from cardtable.games.magic.state import MagicState

Held = tuple[DamageRule, int, frozenset[Any], frozenset[Any], int | None, frozenset[Any]]
"""A rule at work: the rule, its controller, the objects (ids, ``"pN"``) its "to" reference
names, the sources its "by" reference names (or the source chosen), the object whose ability it
is ("another red source you control" is not that one) and where a redirection sends the damage
(ids, ``"pN"``)."""

_MOST_ORDERS = 6  # more rules than this at once: taken in the order they were found


def static_rules(state: MagicState, game: GameServices | None = None) -> list[Held]:
    """The damage rules of the static abilities of permanents on the battlefield, each with its
    controller and the object (or player) its ``"self"`` / ``"enchanted"`` reference names; a
    rule with a condition ("As long as ~ is untapped, …") only while it holds (611.3a)."""
    out: list[Held] = []
    for oid in state.battlefield:
        if oid in state.phased_out:
            continue
        obj = state.objects[oid]
        c = chars(state, obj)
        for ability in c.abilities:
            if not (isinstance(ability, ReplacementAbility) and ability.event == "damage"
                    and ability.action == "rule"):
                continue
            if ability.condition is not None and (game is None or not game.condition(
                    ability.condition, c.controller, obj.id, {})):
                continue
            for rule in ability.effects:
                if isinstance(rule, DamageRule):
                    instead = _static_ref(obj, rule.instead) if rule.instead else frozenset()
                    out.append((rule, c.controller, _static_ref(obj, rule.recipient),
                                _static_ref(obj, rule.source), obj.id, instead))
    return out


def _static_ref(obj: GameObject, side: DamageSide) -> frozenset[Any]:
    if side.who != "ref":
        return frozenset()
    if side.ref == "self":
        return frozenset({obj.id})
    if side.ref in ("enchanted", "equipped") and obj.attached_to is not None:
        return frozenset({obj.attached_to})
    if side.ref == "enchanted_player" and obj.attached_player is not None:
        return frozenset({f"p{obj.attached_player}"})
    return frozenset()


def _source_object(state: MagicState, source: Chars, controller: int,
                   source_id: int | None) -> GameObject:
    obj = state.objects.get(source_id) if source_id is not None else None
    if obj is None:  # a source that has left: its last-known characteristics (609.7b)
        obj = GameObject(-1, CardDef(source.name, ""), controller, controller, GRAVEYARD)
    return obj


def _source_matches(state: MagicState, held: Held, source: Chars, source_controller: int,
                    source_id: int | None) -> bool:
    rule, controller, _to, by_ids, holder, _instead = held
    side = rule.source
    if side.who == "any":
        return True
    if side.who in ("ref", "chosen"):
        return source_id is not None and source_id in by_ids
    if side.who not in ("filter", "spell") or side.filter is None:
        return False
    obj = _source_object(state, source, source_controller, source_id)
    if side.who == "spell" and not (obj.zone == STACK or (
            obj.id == -1 and {"Instant", "Sorcery"} & set(source.types))):
        return False  # a spell is a card on the stack (CR 111.1 … 608.2)
    return matches_chars(state, obj, source, side.filter, controller, holder)


def _recipient_matches(state: MagicState, held: Held, key: Any) -> bool:
    rule, controller, to_ids, _by, holder, _instead = held
    side = rule.recipient
    player = parse_player_ref(key)
    if side.who == "any":
        return True
    if side.who == "ref" and side.filter is not None:  # "~ while it has a +1/+1 counter"
        obj = state.objects.get(key) if isinstance(key, int) else None
        return key in to_ids and obj is not None and matches_chars(
            state, obj, chars(state, obj), side.filter, controller, holder)
    if side.who == "ref":
        return key in to_ids
    if player is not None:
        return (side.who in ("you", "you_and") and player == controller) or (
            side.who in ("opponent", "opponent_or_theirs") and player != controller) or \
            side.who == "player"
    if side.who == "opponent_or_theirs":
        obj = state.objects.get(key) if isinstance(key, int) else None
        return obj is not None and obj.zone == BATTLEFIELD and \
            chars(state, obj).controller != controller
    if side.who not in ("filter", "you_and") or side.filter is None:
        return False
    obj = state.objects.get(key) if isinstance(key, int) else None
    if obj is None or obj.zone != BATTLEFIELD:
        return False
    return matches_chars(state, obj, chars(state, obj), side.filter, controller, holder)


def _applies(state: MagicState, held: Held, source: Chars, source_controller: int,
             source_id: int | None, key: Any, combat: bool) -> bool:
    kind = held[0].damage
    if (kind == "combat" and not combat) or (kind == "noncombat" and combat):
        return False  # CR 120.2: combat damage is the damage of the combat damage step
    return _recipient_matches(state, held, key) and _source_matches(
        state, held, source, source_controller, source_id)


def _apply(rule: DamageRule, amount: int) -> int:
    n = rule.amount if isinstance(rule.amount, int) else 0
    if rule.action == "prevent":
        return 0
    if rule.action == "prevent_n":
        return max(0, amount - n)
    if rule.action == "double":
        return amount * 2
    if rule.action == "triple":
        return amount * 3
    if rule.action == "plus":
        return amount + n
    if rule.action == "minus":
        return max(0, amount - n)
    if rule.action == "all_but":
        return min(amount, n)  # "prevent all but 1 of that damage"
    if rule.action == "half":
        return amount // 2  # "half that damage, rounded down"
    return amount


def _after(rules: tuple[DamageRule, ...], amount: int) -> int:
    for rule in rules:
        if amount <= 0:
            return 0
        amount = _apply(rule, amount)
    return amount


def unpreventable(state: MagicState, source: Chars, source_controller: int,
                  source_id: int | None, key: Any, combat: bool,
                  game: GameServices | None = None) -> bool:
    """Whether a rule says this damage "can't be prevented" (CR 615.12): no prevention effect
    (protection's included, 702.16e) prevents any of it."""
    held = [h for h in (*state.damage_rules, *static_rules(state, game))
            if h[0].action == "unpreventable"]
    return any(_applies(state, h, source, source_controller, source_id, key, combat)
               for h in held)


def modified_damage(state: MagicState, source: Chars, source_controller: int,
                    source_id: int | None, key: Any, amount: int,
                    combat: bool, free: bool = False, game: GameServices | None = None
                    ) -> tuple[int, tuple[DamageRule, ...], list[tuple[Held, int]]]:
    """The damage left after every rule watching this damage applied (in the order that
    leaves the least, CR 616.1), the rules that applied, and those whose additional effects
    follow with the damage each prevented (615.1a: :func:`run_riders`); with ``free`` (the
    damage can't be prevented, 615.12) only the replacement effects apply. A "next N" shield
    (615.7) is used first and what it prevented is taken off it."""
    held = [*state.damage_rules, *static_rules(state, game)]
    skipped = (*_NOT_AMOUNTS, *_PREVENTIONS) if free else _NOT_AMOUNTS
    applied = [h for h in held if h[0].action not in skipped
               and _applies(state, h, source, source_controller, source_id, key, combat)]
    riders: list[tuple[Held, int]] = []
    for shield in [h for h in applied if h[0].action == "prevent_next_n"]:
        applied.remove(shield)
        left = shield[0].amount if isinstance(shield[0].amount, int) else 0
        taken = min(left, amount)
        amount -= taken
        _deplete(state, shield, left - taken)
        if shield[0].then and taken:
            riders.append((shield, taken))
    # 615.1a: the additional effects of what prevents all of it (kept before "once" ends it)
    riders += [(h, amount) for h in applied if h[0].then and h[0].action == "prevent"]
    _use_up(state, applied)
    rules = tuple(h[0] for h in applied)
    if not rules:
        return amount, (), riders
    if any(r.action == "prevent" for r in rules):
        return 0, rules, riders
    if len(rules) > _MOST_ORDERS:
        return _after(rules, amount), rules, riders
    return min(_after(order, amount) for order in permutations(rules)), rules, riders


_PREVENTIONS = ("prevent", "prevent_n", "prevent_next_n", "all_but")


def _deplete(state: MagicState, held: Held, left: int) -> None:
    """What is left of a "next N damage" shield (615.7); none left, it ends."""
    if held not in state.damage_rules:
        return
    index = state.damage_rules.index(held)
    if left > 0:
        rule = replace(held[0], amount=left)
        state.damage_rules[index] = (rule, held[1], held[2], held[3], held[4], held[5])
    else:
        del state.damage_rules[index]


_NOT_AMOUNTS = ("unpreventable", "redirect", "redirect_n")


def _use_up(state: MagicState, applied: list[Held]) -> None:
    """"The next time …" (615.7): a rule that applies once ends when it has applied."""
    for held in applied:
        if held[0].once and held in state.damage_rules:
            state.damage_rules.remove(held)


def _instead_key(state: MagicState, held: Held, key: Any, source_controller: int) -> Any:
    """Where a redirection sends damage headed for ``key``: a permanent still on the
    battlefield or a player still in the game, else ``None`` (the damage stays)."""
    rule, controller, _to, _by, _holder, instead = held
    side = rule.instead
    if side is None:
        return None
    found: Any = None
    if side.who == "you":
        found = f"p{controller}"
    elif side.who == "source_controller":
        found = f"p{source_controller}"
    elif side.who == "recipient_controller":
        obj = state.objects.get(key) if isinstance(key, int) else None
        found = f"p{chars(state, obj).controller}" if obj is not None else None
    elif instead:
        found = sorted(instead, key=str)[0]
    player = parse_player_ref(found)
    if player is not None:
        return None if state.players[player].left else found
    obj = state.objects.get(found) if isinstance(found, int) else None
    if obj is None or obj.zone != BATTLEFIELD or found in state.phased_out:
        return None
    return found


def redirection(state: MagicState, source: Chars, source_controller: int,
                source_id: int | None, key: Any, amount: int, combat: bool,
                used: frozenset[Any],
                game: GameServices | None = None) -> tuple[Any, int, Any] | None:
    """A redirection that applies to this damage (614.9; the affected player applies it before
    the prevention of the damage where it was headed, 616.1): where to, how much of it, and
    the rule's token (a replacement applies once to one event, 614.5)."""
    for held in (*state.damage_rules, *static_rules(state, game)):
        rule = held[0]
        token = (held[4], rule)
        if rule.action not in ("redirect", "redirect_n") or token in used or not _applies(
                state, held, source, source_controller, source_id, key, combat):
            continue
        new = _instead_key(state, held, key, source_controller)
        if new is None or new == key:
            continue
        moved = amount
        if rule.action == "redirect_n":
            left = rule.amount if isinstance(rule.amount, int) else 0
            moved = min(amount, left)
            if moved <= 0:
                continue
            if held in state.damage_rules:  # "the next N damage": what is left of N
                index = state.damage_rules.index(held)
                if left - moved > 0:
                    state.damage_rules[index] = (replace(rule, amount=left - moved), held[1],
                                                 held[2], held[3], held[4], held[5])
                else:
                    del state.damage_rules[index]
        _use_up(state, [held])
        return new, moved, token
    return None


def run_riders(game: GameServices, riders: list[tuple[Held, int]], key: Any) -> None:
    """The additional effects of the prevention effects that just prevented damage to ``key``
    ("Remove a +1/+1 counter from ~", "You gain life equal to the damage prevented this way",
    "For each 1 damage prevented this way, put a +1/+1 counter on that creature", 615.1a), done
    now by the controller of the rule: "that many" is the damage it prevented, "that creature"
    the creature it was headed to."""
    state = game.state
    for held, amount in riders:
        holder = held[4]
        obj = state.objects.get(holder) if holder is not None else None
        event: dict[str, Any] = {"amount": amount}
        if isinstance(key, int):
            event["it"] = key
        ctx = Context(game, held[1], holder if holder is not None else -1,
                      chars(state, obj) if obj is not None else None, event=event)
        for effect in held[0].then:
            game.run_effect(ctx, effect, ())
