"""Combat (CR 506–511, 802 attacking multiple players; keywords 702.2 deathtouch, 702.4 double
strike, 702.7 first strike, 702.9 flying, 702.17 reach, 702.19 trample, 702.20 vigilance,
702.3 defender, 702.10 haste, 702.111 menace, 702.15 lifelink).

Declaring attackers is one MAP decision (each attacker → the opponent or planeswalker it
attacks, 508.1a–b, 802.2); each defending player declares blockers with one MAP decision
(blocker → attacker), in turn order (509.1, 802.4). Each decision offers only what the
restrictions on one creature allow (flying, landwalk, protection, fear, intimidate, "can't be
blocked", "can't attack unless …", 508.1c, 509.1b); the whole declaration is then checked for
menace and "except by two or more", and for obeying as many requirements as possible ("attacks
each combat if able", "must be blocked if able", "all creatures able to block ~ do so",
508.1d, 509.1c) — see ``combat_rules``. Combat damage (510): a blocked creature divides its
damage among its blockers as its controller chooses (an ASSIGN decision; no damage assignment
order since 2025), and with trample assigns the rest to the player or planeswalker only after
lethal damage to every blocker (deathtouch: 1 is lethal, 702.2c, 702.19b). A first-strike
damage step exists if a creature in combat has first or double strike as the step begins
(510.4).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic.banding import damage_chooser
from cardtable.games.magic.combat_rules import (
    ATTACK_REQUIREMENT,
    alone_problem,
    attack_problem,
    block_problem,
    goad_problem,
    pair_allows,
    player_requirement_problem,
)
from cardtable.games.magic.damage import deal_damage
from cardtable.games.magic.frames import (
    AttackFrame,
    BlockFrame,
    DamageFrame,
    ExertFrame,
    ExtraBlocksFrame,
)
from cardtable.games.magic.keyword_abilities import evasion_forbids
from cardtable.games.magic.layers import Chars, chars, matches
from cardtable.games.magic.layers_match import matches_chars
from cardtable.games.magic.mana import can_pay, requirement
from cardtable.games.magic.model import ContinuousEffect, Filter, Keyword, TriggeredAbility
from cardtable.games.magic.model.combat import (
    ASSIGN_AS_UNBLOCKED,
    BLOCK_ADDITIONAL,
    BLOCK_ANY_NUMBER,
    BLOCKED_EXCEPT_BY,
    CANT_ATTACK_ALONE,
    CANT_BLOCK_ALONE,
    CANT_BLOCK_ATTACKER,
    CANT_BLOCK_NOUN,
    MIN_THREE_BLOCKERS,
    UNBLOCKABLE_IF_DEFENDER,
    blocked_by_filter,
)
from cardtable.games.magic.model.conditions_7 import ASSIGNS_NO_COMBAT_DAMAGE
from cardtable.games.magic.model.other_verbs_9 import ASSIGNS_TOUGHNESS
from cardtable.games.magic.model.restrictions import WALK_BLOCKABLE
from cardtable.games.magic.model.statics_8 import CANT_ATTACK_YOU
from cardtable.games.magic.objects import BATTLEFIELD, player_ref
from cardtable.games.magic.state import TempEffect
from cardtable.games.magic.tags import Tag
from cardtable.games.magic.targets import _protected_from

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices


def can_attack(game: GameServices, oid: int, player: int) -> bool:
    state = game.state
    obj = state.objects[oid]
    c = chars(state, obj)
    return ("Creature" in c.types and c.controller == player and not obj.tapped
            and (not obj.sick or "haste" in c.keywords)
            and ("defender" not in c.keywords or "attack_despite_defender" in c.rules)  # 702.3b
            and "cant_attack" not in c.rules)


def attack_decision(game: GameServices, frame: AttackFrame) -> Decision | None:
    state = game.state
    player = frame.player
    attackers = [oid for oid in state.battlefield if can_attack(game, oid, player)]
    defenders: list[Any] = [player_ref(p) for p in state.opponents(player)]
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if "Planeswalker" in c.types and c.controller != player:
            defenders.append(oid)
    choices = [(oid, allowed) for oid in attackers
               if (allowed := [d for d in defenders if may_attack(game, oid, d)])]
    if not choices:
        game.work.pop()
        game.declare_attackers({})
        return None
    # 508.1d: attack costs (Ghostly Prison); ``total`` is the most generic mana the attacking
    # player can pay for them now, so a bot can declare only attacks it can pay for
    budget = affordable_attack_mana(game, player, [d for _o, d in choices])
    return Decision(player, DecisionKind.MAP, "declare attackers (attacker → player or "
                    "planeswalker)", [oid for oid, _d in choices], tag=Tag.COMBAT_ATTACK,
                    min_count=0, max_count=len(choices), targets=[d for _o, d in choices],
                    total=budget)


def may_attack(game: GameServices, attacker: int, defender: Any) -> bool:
    """508.1c restrictions on whom a creature attacks: "~ can't attack unless defending player
    controls an Island" (the defending player of a planeswalker is its controller)."""
    state = game.state
    rules = chars(state, state.objects[attacker]).rules
    if not _direction_allows(game, attacker, defender):
        return False
    if any(r.startswith(CANT_ATTACK_YOU + ":") for r in rules) and (
            f"{CANT_ATTACK_YOU}:{_defending_player(game, defender)}" in rules):
        return False  # "can't attack you or planeswalkers you control" (508.1c; h8-sta)
    needs = [r.partition(":")[2] for r in rules if r.startswith("attack_needs_defender_land:")]
    if not needs:
        return True
    defending = _defending_player(game, defender)
    for subtype in needs:
        if not any((c := chars(state, state.objects[i])).controller == defending
                   and "Land" in c.types and subtype in c.subtypes for i in state.battlefield):
            return False
    return True


DIRECTION_RULE = "attack_nearest_in_direction"


def nearest_opponent(game: GameServices, player: int, direction: str) -> int | None:
    """The nearest opponent of ``player`` to their left (the next player in turn order, CR
    101.4: "usually the player seated to the active player's left") or right."""
    state = game.state
    count = len(state.players)
    step = 1 if direction == "left" else -1
    for distance in range(1, count):
        other = (player + step * distance) % count
        if not state.players[other].left:
            return other
    return None


def _direction_allows(game: GameServices, attacker: int, defender: Any) -> bool:
    """Mystic Barrier: "Each player may attack only the nearest opponent in the last chosen
    direction and planeswalkers controlled by that opponent." (508.1c, a restriction; no
    direction chosen yet restricts nothing)."""
    state = game.state
    player = chars(state, state.objects[attacker]).controller
    for oid in state.battlefield:
        rules = chars(state, state.objects[oid]).rules
        if DIRECTION_RULE not in rules:
            continue
        chosen = [r.partition(":")[2] for r in rules if r.startswith("direction:")]
        if not chosen:
            continue
        if _defending_player(game, defender) != nearest_opponent(game, player, chosen[-1]):
            return False
    return True


LANDWALK = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp",
            "mountainwalk": "Mountain", "forestwalk": "Forest"}


def can_block(game: GameServices, blocker: int, attacker: int) -> bool:
    state = game.state
    b = chars(state, state.objects[blocker])
    a = chars(state, state.objects[attacker])
    if "flying" in a.keywords and not ("flying" in b.keywords or "reach" in b.keywords):
        return False
    if not pair_allows(a, b):  # evasion and "can't be blocked" rules (509.1b)
        return False
    for walk, land in LANDWALK.items():  # 702.14c
        if walk in a.keywords and f"{WALK_BLOCKABLE}:{walk}" not in a.rules and any(
                land in chars(state, state.objects[i]).subtypes
                and "Land" in chars(state, state.objects[i]).types
                and chars(state, state.objects[i]).controller == b.controller
                for i in state.battlefield):
            return False
    for walk_kind in a.abilities:  # "nonbasic landwalk", "snow swampwalk" (702.14c)
        if isinstance(walk_kind, Keyword) and walk_kind.name == "landwalk" and \
                walk_kind.filter is not None and any(
                    chars(state, state.objects[i]).controller == b.controller
                    and matches(state, state.objects[i], walk_kind.filter, b.controller)
                    for i in state.battlefield):
            return False
    if evasion_forbids(a, b):  # fear, intimidate, shadow, horsemanship, skulk
        return False
    for rule in a.rules:  # "~ can't be blocked by <noun>" / "except by <noun>" (509.1b)
        blockers = blocked_by_filter(rule)
        if blockers is not None and matches_chars(state, state.objects[blocker], b, blockers,
                                                  a.controller, attacker):
            return False
        owned = blocked_by_filter(rule, UNBLOCKABLE_IF_DEFENDER)
        if owned is not None and _controls(game, b.controller, owned, attacker):
            return False  # "… as long as defending player controls <a noun>"
        allowed = blocked_by_filter(rule, BLOCKED_EXCEPT_BY)
        if allowed is not None and not matches_chars(state, state.objects[blocker], b, allowed,
                                                     a.controller, attacker):
            return False
    if f"{CANT_BLOCK_ATTACKER}:{attacker}" in b.rules:  # "… can't block ~ this turn"
        return False
    for rule in b.rules:  # "~ can't block <noun>" (509.1b)
        attackers = blocked_by_filter(rule, CANT_BLOCK_NOUN)
        if attackers is not None and matches_chars(state, state.objects[attacker], a, attackers,
                                                   b.controller, blocker):
            return False

    return not _protected_from(a, b)


def _controls(game: GameServices, player: int, flt: Filter, source: int) -> bool:
    """Whether ``player`` controls a permanent matching ``flt``."""
    state = game.state
    for oid in state.battlefield:
        obj = state.objects[oid]
        c = chars(state, obj)
        if c.controller == player and matches_chars(state, obj, c, flt, player, source):
            return True
    return False


def block_decision(game: GameServices, frame: BlockFrame) -> Decision | None:
    state = game.state
    while frame.players:
        player = frame.players[0]
        attacking_me = [a for a, d in state.attackers.items() if a in state.objects and
                        _defending_player(game, d) == player]
        blockers = []
        targets = []
        for oid in state.battlefield:
            obj = state.objects[oid]
            c = chars(state, obj)
            if ("Creature" not in c.types or c.controller != player or obj.tapped
                    or "cant_block" in c.rules):
                continue
            allowed = [a for a in attacking_me if can_block(game, oid, a)]
            if allowed:
                blockers.append(oid)
                targets.append(allowed)
        if blockers and not state.players[player].left:
            most = affordable_blockers(game, player, len(blockers))  # 509.1d: block costs
            return Decision(player, DecisionKind.MAP, "declare blockers (blocker → attacker)",
                            blockers, tag=Tag.COMBAT_BLOCK, min_count=0,
                            max_count=most, targets=targets)
        frame = BlockFrame(frame.players[1:])
        game.work.replace_top(frame)
    game.work.pop()
    game.blockers_declared()
    return None


def block_cost(game: GameServices, blockers: int) -> int:
    """The generic mana to pay for ``blockers`` blocking creatures (War Cadence, 509.1d)."""
    return sum(game.state.block_taxes) * blockers


def affordable_blockers(game: GameServices, player: int, most: int) -> int:
    """How many creatures ``player`` can pay to block with (all of them when blocking is
    free)."""
    if not game.state.block_taxes:
        return most

    n = 0
    while n < most and can_pay(game.state, player, requirement(
            "{" + str(block_cost(game, n + 1)) + "}")):
        n += 1
    return n


def pay_block_cost(game: GameServices, player: int, blockers: int) -> None:
    """509.1e: the declared blockers' costs are paid (mana abilities activated as needed)."""
    cost = block_cost(game, blockers)
    if cost:
        game.pay_mana(player, requirement("{" + str(cost) + "}"))
        game.log("block_cost", player, paid=cost)


def check_blocks(game: GameServices, action: tuple[tuple[int, int], ...],
                 decision: Decision | None = None) -> str | None:
    """509.1b–c on the whole declaration: menace and "except by two or more" (702.111b), then
    the most requirements obeyed that the restrictions allow (combat_rules)."""
    state = game.state
    count: dict[int, int] = {}
    for _blocker, attacker in action:
        count[attacker] = count.get(attacker, 0) + 1
    for attacker, n in count.items():
        c = chars(state, state.objects[attacker])
        if n < 3 and MIN_THREE_BLOCKERS in c.rules:
            return (f"{state.objects[attacker].card.name} can't be blocked except by three or "
                    "more creatures (CR 509.1b)")
        if n == 1 and ("menace" in c.keywords or "min_two_blockers" in c.rules):
            return (f"{state.objects[attacker].card.name} can't be blocked except by two or "
                    "more creatures (CR 702.111b, 509.1b)")
    if decision is None:
        return None
    lone = alone_problem([b for b, _a in action], {
        b: chars(state, state.objects[b]).rules for b, _a in action if b in state.objects},
        CANT_BLOCK_ALONE, "block")
    if lone:
        return lone
    if state.block_taxes:
        if len(action) > affordable_blockers(game, decision.player, len(action)):
            return (f"blocking with {len(action)} creatures costs "
                    f"{{{block_cost(game, len(action))}}}, more than can be paid (CR 509.1d)")
        return None  # 509.1c: no player is required to pay a cost to obey a requirement
    attackers = sorted({a for t in decision.targets for a in t})
    problem = block_problem(game, list(zip(decision.options, decision.targets, strict=True)),
                            attackers)
    return problem.problem_with(tuple(action))


def check_attacks(game: GameServices, decision: Decision,
                  action: tuple[tuple[int, Any], ...]) -> str | None:
    """508.1d: attack requirements ("attacks each combat if able") must be obeyed; nothing in
    the engine restricts attackers as a group, so every such creature able to attack must."""
    state = game.state
    cost = attack_cost(game, action)
    if cost and not can_pay(state, decision.player, requirement("{" + str(cost) + "}")):
        return (f"attacking with {len(action)} creatures costs {{{cost}}}, more than can be "
                "paid (CR 508.1d, 508.1h)")
    required = [oid for oid in decision.options
                if ATTACK_REQUIREMENT in (rules_of := chars(state, state.objects[oid]).rules)
                and not _taxed_everywhere(game, decision, oid)
                and CANT_ATTACK_ALONE not in rules_of]  # simplification: never forced along
    rules = {oid: chars(state, state.objects[oid]).rules for oid in decision.options}
    # 508.1d: no player is required to pay an attack cost to obey a requirement, so goad and
    # "attacks that player if able" bind only toward defenders that cost nothing to attack
    free = [tuple(d for d in allowed if _defender_tax(game, d) == 0)
            for allowed in decision.targets]
    alone = alone_problem([a for a, _d in action], rules, CANT_ATTACK_ALONE, "attack")
    return alone or attack_problem(required, action) or goad_problem(
        decision.options, free, rules, action) or player_requirement_problem(
        decision.options, free, rules, action)


def _defending_player(game: GameServices, defender: Any) -> int:
    if isinstance(defender, str):
        return int(defender[1:])
    obj = game.state.objects.get(defender)
    return chars(game.state, obj).controller if obj is not None else -1


def in_combat(game: GameServices) -> list[int]:
    state = game.state
    return [i for i in list(state.attackers) + list(state.blockers) if i in state.objects]


def has_first_strike_step(game: GameServices) -> bool:
    state = game.state
    return any({"first_strike", "double_strike"} & chars(state, state.objects[i]).keywords
               for i in in_combat(game))


def _deals_now(game: GameServices, oid: int, first: bool) -> bool:
    state = game.state
    c = chars(state, state.objects[oid])
    if ASSIGNS_NO_COMBAT_DAMAGE in c.rules:  # "~ assigns no combat damage this turn" (510.1a)
        return False
    if first:
        return bool({"first_strike", "double_strike"} & c.keywords)
    return oid not in state.struck_first or "double_strike" in c.keywords


def _blockers_of(game: GameServices, attacker: int) -> list[int]:
    state = game.state
    return [b for b, a in state.blockers.items() if b in state.objects and (
        a == attacker or attacker in state.extra_blocks.get(b, ()))]


def combat_damage_of(c: Chars) -> int:
    """The combat damage a creature assigns (CR 510.1a): its power, or its toughness under
    "assigns combat damage equal to its toughness rather than its power" (Doran; h9-ev3)."""
    return c.toughness if ASSIGNS_TOUGHNESS in c.rules else c.power


def _lethal(game: GameServices, blocker: int, source: Chars) -> int:
    state = game.state
    obj = state.objects[blocker]
    if "deathtouch" in source.keywords:
        return 1
    return max(0, chars(state, obj).toughness - obj.damage)


def start_damage(game: GameServices, first: bool) -> DamageFrame:
    state = game.state
    pending = []
    for attacker in state.attackers:
        if attacker not in state.objects or not _deals_now(game, attacker, first):
            continue
        c = chars(state, state.objects[attacker])
        blockers = _blockers_of(game, attacker)
        if combat_damage_of(c) > 0 and (
                len(blockers) > 1 or (blockers and "trample" in c.keywords)
                or (ASSIGN_AS_UNBLOCKED in c.rules and attacker in state.blocked)):
            pending.append(attacker)
    for blocker in state.extra_blocks:  # 510.1d: a blocker of several attackers divides
        if blocker in state.blockers and blocker in state.objects and _deals_now(
                game, blocker, first) and combat_damage_of(
                    chars(state, state.objects[blocker])) > 0 and \
                len(_blocking_many(game, blocker)) > 1:
            pending.append(blocker)
    return DamageFrame(first, tuple(pending))


def damage_decision(game: GameServices, frame: DamageFrame) -> Decision | None:
    state = game.state
    if frame.pending and frame.pending[0] not in state.attackers:  # a blocker (510.1d)
        blocker = frame.pending[0]
        c = chars(state, state.objects[blocker])
        return Decision(damage_chooser(game, blocker, c.controller), DecisionKind.ASSIGN,
                        f"divide {combat_damage_of(c)} combat damage of {c.name}#{blocker} "
                        "among the "
                        "attackers it blocks (CR 510.1d)", _blocking_many(game, blocker),
                        tag=Tag.COMBAT_DAMAGE, total=combat_damage_of(c))
    if frame.pending:
        attacker = frame.pending[0]
        c = chars(state, state.objects[attacker])
        options: list[Any] = list(_blockers_of(game, attacker))
        if "trample" in c.keywords or ASSIGN_AS_UNBLOCKED in c.rules:  # 702.19b, 510.1c
            options.append(state.attackers[attacker])
        return Decision(damage_chooser(game, attacker, c.controller), DecisionKind.ASSIGN,
                        f"divide {combat_damage_of(c)} combat damage of {c.name}#{attacker}",
                        options,
                        tag=Tag.COMBAT_DAMAGE, total=combat_damage_of(c))
    game.work.pop()
    deal_combat_damage(game, frame)
    return None


def check_assignment(game: GameServices, frame: DamageFrame, decision: Decision,
                     action: tuple[int, ...]) -> str | None:
    """702.19b: damage to the player or planeswalker only once every blocker has lethal."""
    state = game.state
    attacker = frame.pending[0]
    if attacker not in state.attackers:
        return None  # a blocker dividing its damage among its attackers (510.1d)
    c = chars(state, state.objects[attacker])
    if ASSIGN_AS_UNBLOCKED in c.rules and action[-1] > 0:
        if action[-1] == sum(action):
            return None  # 510.1c: all of it, as though it weren't blocked
        if "trample" not in c.keywords:
            return ("as though it weren't blocked, it assigns all its combat damage to the "
                    "player or planeswalker it attacks, or none (CR 510.1c)")
    if "trample" in c.keywords and action[-1] > 0:
        for blocker, share in zip(decision.options[:-1], action[:-1], strict=True):
            if share < _lethal(game, blocker, c):
                return ("with trample, each blocker must be assigned lethal damage before any "
                        "is assigned to the player or planeswalker (CR 702.19b, 510.1c)")
    return None


def deal_combat_damage(game: GameServices, frame: DamageFrame) -> None:
    state = game.state
    plan: list[tuple[int, Any, int]] = []
    assigned = dict(frame.assigned)
    for attacker, defender in list(state.attackers.items()):
        if attacker not in state.objects or not _deals_now(game, attacker, frame.first):
            continue
        c = chars(state, state.objects[attacker])
        blockers = _blockers_of(game, attacker)
        if attacker in assigned:
            for target, amount in assigned[attacker]:
                plan.append((attacker, target, amount))
        elif attacker not in state.blocked:
            plan.append((attacker, defender, combat_damage_of(c)))
        elif blockers:
            plan.append((attacker, blockers[0], combat_damage_of(c)))
        elif "trample" in c.keywords:
            plan.append((attacker, defender, combat_damage_of(c)))
    for blocker, attacker in list(state.blockers.items()):
        if blocker in assigned and blocker in state.objects and \
                _deals_now(game, blocker, frame.first):  # divided (510.1d)
            plan.extend((blocker, target, amount) for target, amount in assigned[blocker])
        elif (blocker in state.objects and attacker in state.objects
                and attacker in state.attackers  # removed from combat: none (506.4, 510.1c)
                and _deals_now(game, blocker, frame.first)):
            plan.append((blocker, attacker,
                         combat_damage_of(chars(state, state.objects[blocker]))))
        elif blocker in state.objects and _deals_now(game, blocker, frame.first) and (
                rest := _blocking_many(game, blocker)):  # its first attacker gone
            plan.append((blocker, rest[0],
                         combat_damage_of(chars(state, state.objects[blocker]))))
    sources = {oid: chars(state, state.objects[oid]) for oid, _t, _a in plan}
    for oid, _target, _amount in plan:
        if frame.first:
            state.struck_first.add(oid)
    for oid, target, amount in plan:  # simultaneous (510.2): sources' characteristics fixed
        if isinstance(target, int) and (target not in state.objects
                                        or state.objects[target].zone != BATTLEFIELD):
            continue
        source = sources[oid]
        deal_damage(game, source, source.controller, target, amount, combat=True, source_id=oid)


# -- attack costs (CR 508.1d, 508.1h): "Creatures can't attack you unless their controller pays
# {2} for each creature they control that's attacking you." (Ghostly Prison, Propaganda) -----

ATTACK_TAX = "attack_tax"
ATTACK_TAX_PW = "attack_tax_pw"


def attack_tax(game: GameServices, player: int, planeswalker: bool = False) -> int:
    """The generic mana to pay for each creature attacking ``player`` (or, ``planeswalker``,
    a planeswalker they control): the sum of the ``attack_tax:N`` rules ("attacking you") and
    ``attack_tax_pw:N`` rules ("you or planeswalkers you control") on their permanents."""
    state = game.state
    total = 0
    kinds = (ATTACK_TAX_PW + ":",) if planeswalker else (ATTACK_TAX + ":", ATTACK_TAX_PW + ":")
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if c.controller == player:
            total += sum(int(r.partition(":")[2]) for r in c.rules if r.startswith(kinds))
    return total


def _defender_tax(game: GameServices, defender: Any) -> int:
    """The attack cost of one creature attacking ``defender`` (a player or a planeswalker)."""
    if isinstance(defender, str):
        return attack_tax(game, _defending_player(game, defender))
    return attack_tax(game, _defending_player(game, defender), planeswalker=True)


def attack_cost(game: GameServices, declaration: Iterable[tuple[int, Any]]) -> int:
    """The total attack cost of ``declaration`` (attacker → defender), 508.1d."""
    taxes: dict[Any, int] = {}
    cost = 0
    for _attacker, defender in declaration:
        if defender not in taxes:
            taxes[defender] = _defender_tax(game, defender)
        cost += taxes[defender]
    return cost


def affordable_attack_mana(game: GameServices, player: int,
                           defenders: Iterable[Iterable[Any]]) -> int:
    """The most generic mana ``player`` can pay for attack costs, up to what attacking with
    every creature could cost (0 when no defender taxes attacks)."""
    taxes = [max((_defender_tax(game, d) for d in allowed), default=0)
             for allowed in defenders]
    most = sum(taxes)
    if not most:
        return 0
    n = 0
    while n < most and can_pay(game.state, player, requirement("{" + str(n + 1) + "}")):
        n += 1
    return n


def _taxed_everywhere(game: GameServices, decision: Decision, attacker: int) -> bool:
    """508.1d: a creature that "attacks each combat if able" need not attack when every
    defender it could attack taxes attacks (no player is required to pay an attack cost)."""
    index = decision.options.index(attacker)
    return all(_defender_tax(game, d) > 0 for d in decision.targets[index])


def pay_attack_cost(game: GameServices, player: int,
                    declaration: Iterable[tuple[int, Any]]) -> None:
    """508.1h: the declared attackers' costs are paid (mana abilities activated as needed)."""
    cost = attack_cost(game, declaration)
    if cost:
        game.pay_mana(player, requirement("{" + str(cost) + "}"))
        game.log("attack_cost", player, paid=cost)


# -- exert (CR 701.39): "You may exert ~ as it attacks." -----------------------------------------

EXERTED = "exerted"


def exert_candidates(game: GameServices, attackers: Iterable[int]) -> tuple[int, ...]:
    """The declared attackers that may be exerted as they attack: those with an "exerted"
    trigger of their own ("You may exert ~ as it attacks[. When you do, …]")."""
    state = game.state
    return tuple(oid for oid in attackers if oid in state.objects and any(
        isinstance(a, TriggeredAbility) and a.trigger.event == EXERTED
        and a.trigger.subject == "self" for a in chars(state, state.objects[oid]).abilities))


def exert_decision(game: GameServices, frame: ExertFrame) -> Decision:
    return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                    "exert which attackers? (each won't untap during your next untap step, "
                    "CR 701.39a)", list(frame.candidates), tag=Tag.COMBAT_EXERT,
                    min_count=0, max_count=len(frame.candidates))


def exert(game: GameServices, player: int, ids: Iterable[int]) -> list[int]:
    """701.39a-b: each exerted permanent won't untap during its controller's next untap step
    (a rule change until then, as "doesn't untap during its controller's next untap step")."""
    state = game.state
    exerted = [oid for oid in ids if oid in state.objects]
    for oid in exerted:
        state.effects.append(TempEffect(state.new_timestamp(), ContinuousEffect(
            "rules", rule="doesnt_untap"), frozenset({oid}), player, "next_untap", oid))
        game.log("exert", player, name=state.objects[oid].card.name, id=oid)
    if exerted:
        state.touch()
    return exerted


# -- blocking more than one attacker (CR 509.1a): "~ can block an additional creature each
# combat", "~ can block any number of creatures" ------------------------------------------------


def extra_block_count(c: Chars, attackers: int) -> int:
    """How many attackers besides its first a creature with these characteristics may block
    (the rule changes; one for each instance of "an additional creature")."""
    if BLOCK_ANY_NUMBER in c.rules:
        return attackers
    return sum(1 for r in c.rules if r == BLOCK_ADDITIONAL)


def _extra_options(game: GameServices, blocker: int) -> list[int]:
    """The other attackers ``blocker`` may also block: attacking its controller (or their
    planeswalkers), blockable by it alone (no menace or "except by N or more", no "by more than
    one creature" already blocked — a simplification: whole-declaration rules are checked on
    the first blocks only)."""
    state = game.state
    c = chars(state, state.objects[blocker])
    first = state.blockers.get(blocker)
    out = []
    for attacker, defender in state.attackers.items():
        if attacker == first or attacker not in state.objects or \
                _defending_player(game, defender) != c.controller:
            continue
        a = chars(state, state.objects[attacker])
        if "menace" in a.keywords or {"min_two_blockers", MIN_THREE_BLOCKERS} & a.rules or (
                "max_one_blocker" in a.rules and attacker in state.blocked):
            continue
        if can_block(game, blocker, attacker):
            out.append(attacker)
    return out


def extra_blockers(game: GameServices, action: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """The declared blockers that may block more attackers and have some to block."""
    state = game.state
    return tuple(b for b, _a in action if extra_block_count(
        chars(state, state.objects[b]), len(state.attackers)) and _extra_options(game, b))


def extra_blocks_decision(game: GameServices, frame: ExtraBlocksFrame) -> Decision | None:
    state = game.state
    while frame.blockers:
        blocker = frame.blockers[0]
        options = _extra_options(game, blocker) if blocker in state.blockers else []
        c = chars(state, state.objects[blocker]) if blocker in state.objects else None
        if options and c is not None:
            most = min(len(options), extra_block_count(c, len(state.attackers)))
            return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                            f"{c.name}#{blocker} can also block up to {most} more attacking "
                            "creature(s) (CR 509.1a)", options, tag=Tag.COMBAT_EXTRA_BLOCKS,
                            min_count=0, max_count=most)
        frame = ExtraBlocksFrame(frame.player, frame.blockers[1:])
        game.work.replace_top(frame)
    game.work.pop()
    return None


def add_extra_blocks(game: GameServices, frame: ExtraBlocksFrame,
                     chosen: Iterable[int]) -> None:
    state = game.state
    blocker, attackers = frame.blockers[0], tuple(chosen)
    if attackers:
        state.extra_blocks[blocker] = attackers
        state.blocked.update(attackers)
        game.log("extra_blocks", frame.player, blocker=blocker, attackers=list(attackers))
    game.work.replace_top(ExtraBlocksFrame(frame.player, frame.blockers[1:]))


def _blocking_many(game: GameServices, blocker: int) -> list[int]:
    """Every attacker ``blocker`` blocks, its first first (510.1d)."""
    state = game.state
    first = state.blockers.get(blocker)
    return [a for a in (first, *state.extra_blocks.get(blocker, ()))
            if a is not None and a in state.objects and a in state.attackers]
