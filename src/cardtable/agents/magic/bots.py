"""Magic bots (issue 9): a random legal player and a heuristic one. Both decide from the view
and the decision alone (``view()`` is all they know)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cardtable.agents.base import random_action
from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import SettingsError
from cardtable.games.magic.actions import Activate, Cast, Pass, PlayLand, TurnFaceUp
from cardtable.games.magic.combat_rules import ATTACK_REQUIREMENT, goad_target, problem_from_view
from cardtable.games.magic.model.combat import (
    ASSIGN_AS_UNBLOCKED,
    CANT_ATTACK_ALONE,
    CANT_BLOCK_ALONE,
)
from cardtable.games.magic.tags import Tag
from cardtable.games.magic.view import MagicView, PermanentView


def random_legal(decision: Decision, rng: random.Random) -> Any:
    """A uniformly chosen legal answer, including MAP decisions (each option mapped or not)."""
    if decision.kind is DecisionKind.MAP:
        pairs = []
        for option, targets in zip(decision.options, decision.targets, strict=True):
            if targets and rng.random() < 0.5:
                pairs.append((option, targets[rng.randrange(len(targets))]))
        return tuple(pairs[:decision.max_count])
    if decision.kind is DecisionKind.ASSIGN:
        shares = [decision.minimums[i] if decision.minimums else 0
                  for i in range(len(decision.options))]
        for _ in range(decision.total - sum(shares)):
            shares[rng.randrange(len(shares))] += 1
        return tuple(shares)
    return random_action(decision, rng)


def _attack_tax(view: MagicView) -> Callable[[Any], int]:
    """508.1d, 508.1h: the cost of one attack on a defender ("pN" or a planeswalker's id) from
    Ghostly Prison's "attack_tax:N" (and Baird's "attack_tax_pw:N") on the defender's side."""
    taxes: dict[str, int] = {}  # per player: on attacks on them, on their planeswalkers
    walker_taxes: dict[int, int] = {}
    for perm in view.battlefield:
        for rule in perm.rules:
            if rule.startswith(("attack_tax:", "attack_tax_pw:")):
                key = f"p{perm.controller}"
                taxes[key] = taxes.get(key, 0) + int(rule.partition(":")[2])
            if rule.startswith("attack_tax_pw:"):
                walker_taxes[perm.controller] = walker_taxes.get(perm.controller, 0) + int(
                    rule.partition(":")[2])
    controllers = {p.id: p.controller for p in view.battlefield}

    def tax(defender: Any) -> int:
        return taxes.get(defender, 0) if isinstance(defender, str) else walker_taxes.get(
            controllers.get(defender, -1), 0)
    return tax


def _within_attack_budget(view: MagicView, decision: Decision,
                          declared: dict[int, Any]) -> tuple[tuple[int, Any], ...]:
    """508.1d, 508.1h: keep only the attacks whose costs (Ghostly Prison's "attack_tax:N" on
    the defender's permanents) the decision's ``total`` of payable mana covers."""
    tax = _attack_tax(view)
    kept: list[tuple[int, Any]] = []
    spent = 0
    for attacker, defender in declared.items():
        cost = tax(defender)
        if spent + cost <= decision.total:
            spent += cost
            kept.append((attacker, defender))
    return tuple(kept)


def respect_whole_answer_rules(view: MagicView, decision: Decision, answer: Any) -> Any:
    """Repair a random answer so it obeys the rules that concern the whole answer (the
    game's ``verify``): menace (702.111b) and trample's lethal-damage-first (702.19b)."""
    perms = {p.id: p for p in view.battlefield}
    if decision.tag == Tag.COMBAT_ATTACK:  # 508.1d: "attacks each combat if able"
        declared = dict(answer)
        tax = _attack_tax(view)
        for option, targets in zip(decision.options, decision.targets, strict=True):
            perm = perms.get(option)
            if perm is not None and ATTACK_REQUIREMENT in perm.rules and targets and (
                    option not in declared or tax(declared[option])):
                # a requirement never obliges paying an attack cost (508.1d): toward a
                # defender that costs nothing when there is one
                free = [t for t in targets if not tax(t)]
                declared[option] = free[0] if free else declared.get(option, targets[0])
            if perm is not None and option in declared:  # 701.38b: goaded creatures
                declared[option] = goad_target(targets, perm.rules, declared[option])
            for rule in perm.rules if perm is not None else ():
                if rule.startswith("attacks_player:") and f"p{rule[15:]}" in targets:
                    declared[option] = f"p{rule[15:]}"  # 508.1d: "attacks that player"
        kept_attacks = _within_attack_budget(view, decision, declared)
        if len(kept_attacks) == 1 and CANT_ATTACK_ALONE in getattr(
                perms.get(kept_attacks[0][0]), "rules", ()):
            return ()  # 506.5: "can't attack alone"
        return kept_attacks
    if decision.tag == Tag.CAST_CONVOKE:
        return ()  # a creature that would pay nothing may not be tapped (702.51a)
    if decision.tag == Tag.COMBAT_BAND:  # 702.22c: at most one without banding (h8-kw)
        without = [a for a in answer if "banding" not in getattr(perms.get(a), "keywords", ())]
        return tuple(a for a in answer if a not in without[1:])
    if decision.tag == Tag.COMBAT_BLOCK:
        answer = tuple(answer)[:decision.max_count]  # blocks it can pay for (509.1d)
        problem = problem_from_view(
            decision.options, decision.targets,
            {p.id: p.keywords for p in view.battlefield},
            {p.id: p.rules for p in view.battlefield})
        count: dict[int, int] = {}
        for _blocker, attacker in answer:
            count[attacker] = count.get(attacker, 0) + 1
        answer = tuple((b, a) for b, a in answer if count[a] >= problem.min_blockers.get(a, 1))
        seen: dict[int, int] = {}
        kept = []
        for b, a in answer:  # "can't be blocked by more than one creature": keep the first
            seen[a] = seen.get(a, 0) + 1
            if seen[a] <= problem.max_blockers.get(a, seen[a]):
                kept.append((b, a))
        answer = tuple(kept)
        if problem.problem_with(answer) is not None:  # 509.1c: the most requirements
            answer, _most = problem.best(answer)
        if len(answer) == 1 and CANT_BLOCK_ALONE in getattr(
                perms.get(answer[0][0]), "rules", ()):
            return ()  # 506.5: "can't block alone"
        return answer
    unblocked = _as_unblocked(perms, decision, answer)
    if unblocked is not None:
        return unblocked
    if decision.tag == Tag.COMBAT_DAMAGE and isinstance(decision.options[-1], str) and answer[-1]:
        blocker = perms.get(decision.options[0])  # the attacker's damage is being divided
        source = next((p for p in view.battlefield if blocker is not None
                       and p.id == blocker.blocking), None)
        deathtouch = source is not None and "deathtouch" in source.keywords
        shares = list(answer)
        pool = shares[-1]
        for i, option in enumerate(decision.options[:-1]):
            blocker = perms.get(option)
            need = 1 if deathtouch else (
                max(0, blocker.toughness - blocker.damage) if blocker else 0)
            give = min(max(0, need - shares[i]), pool)
            shares[i] += give
            pool -= give
        shares[-1] = pool
        if any(shares[i] < (1 if deathtouch else max(0, perms[o].toughness - perms[o].damage))
               for i, o in enumerate(decision.options[:-1]) if o in perms) and shares[-1]:
            shares[0] += shares[-1]
            shares[-1] = 0
        return tuple(shares)
    return answer


def _as_unblocked(perms: dict[int, PermanentView], decision: Decision,
                  answer: Any) -> tuple[int, ...] | None:
    """510.1c: an attacker assigning "as though it weren't blocked" (without trample) gives
    the player or planeswalker all its damage or none: a split answer gives it all."""
    if decision.tag != Tag.COMBAT_DAMAGE or len(decision.options) < 2 or not answer[-1]:
        return None
    blocker = perms.get(decision.options[0])
    source = perms.get(blocker.blocking) if blocker is not None and \
        blocker.blocking is not None else None
    if source is None or ASSIGN_AS_UNBLOCKED not in source.rules or \
            "trample" in source.keywords or answer[-1] == sum(answer):
        return None
    return (0,) * (len(answer) - 1) + (sum(answer),)


class RandomMagicBot:
    """Chooses uniformly among legal answers; at priority it passes half the time so that
    games move on (every other action is still chosen uniformly)."""

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.name = name
        self.rng = random.Random(seed)

    def choose(self, view: Any, decision: Decision) -> Any:
        if decision.tag == Tag.PRIORITY and self.rng.random() < 0.5:
            return Pass()
        return respect_whole_answer_rules(view, decision, random_legal(decision, self.rng))


def _value(p: PermanentView) -> float:
    return p.power * 1.5 + p.toughness + len(p.keywords) * 0.5 + p.mana_value * 0.3


class HeuristicBot:
    """Plays a land, then the most expensive spells it can (curving out), attacks when the
    attack looks safe, blocks to trade or to survive, aims removal and burn at the biggest
    threat (or the face when lethal), keeps counterspells for the opponents' spells, and picks
    modes and targets by the same evaluation."""

    def __init__(self, seed: int = 0, name: str = "heuristic") -> None:
        self.name = name
        self.rng = random.Random(seed)
        self._casting = ""  # the mana cost of the spell it chose to cast last (for convoke)

    def _convoke(self, view: MagicView, decision: Decision) -> Any:
        """Creatures to tap for convoke (702.51a): as many as the spell's cost exceeds its
        untapped lands, at most its generic part (so that each creature pays {1} and none is
        tapped for nothing), the least valuable first. Answering "none" when the lands cannot
        pay alone would begin a spell that is then rewound, again and again (issue 26)."""
        symbols = self._casting.replace("}", "").split("{")[1:]
        generic = sum(int(s) for s in symbols if s.isdigit())
        total = generic + sum(1 for s in symbols if s and not s.isdigit() and s != "X")
        lands = sum(1 for p in view.battlefield if p.controller == view.player
                    and "Land" in p.types and not p.tapped)
        count = min(max(0, total - lands), generic, len(decision.options))
        perms = {p.id: p for p in view.battlefield}
        ranked = sorted(decision.options,
                        key=lambda o: _value(perms[o]) if o in perms else 0.0)
        return tuple(sorted(ranked[:count], key=decision.options.index))

    # -- dispatch ------------------------------------------------------------------------------

    def choose(self, view: Any, decision: Decision) -> Any:
        assert isinstance(view, MagicView)
        tag = decision.tag
        if tag == Tag.PRIORITY:
            return self._priority(view, decision)
        if tag == Tag.COMBAT_ATTACK:
            return respect_whole_answer_rules(view, decision, self._attack(view, decision))
        if tag == Tag.COMBAT_BLOCK:
            return respect_whole_answer_rules(view, decision, self._block(view, decision))
        if tag == Tag.COMBAT_DAMAGE:  # 510.1c: "as though it weren't blocked" is all or none
            return respect_whole_answer_rules(view, decision, self._damage(view, decision))
        if tag in (Tag.CAST_TARGET, Tag.LEGEND):
            return self._target(view, decision)
        if tag in (Tag.DISCARD, Tag.RESOLVE_DISCARD):
            return self._discard(view, decision)
        if tag == Tag.RESOLVE_CREATURE_TYPE:
            return self._creature_type(view, decision)
        if tag == Tag.RESOLVE_CARD_NAME:  # CR 201.3: the game lists the likeliest name first
            return decision.options[0]
        if tag.startswith("mulligan"):
            return self._mulligan(view, decision)
        if tag == Tag.CAST_CONVOKE:
            return self._convoke(view, decision)
        if decision.kind is DecisionKind.YES_NO:
            return True if True in decision.options else decision.options[0]
        if tag == Tag.CAST_ASSIST_PAY:  # assist (702.132a): no mana for an opponent's spell
            return min(decision.options)
        if decision.kind is DecisionKind.CHOOSE_NUMBER:
            return max(decision.options)
        if tag == Tag.CAST_MODES:
            return self._modes(view, decision)
        if tag == Tag.COMBAT_BAND:  # 702.22c (h8-kw)
            return respect_whole_answer_rules(view, decision, random_legal(decision, self.rng))
        return random_legal(decision, self.rng)

    def _creature_type(self, view: MagicView, decision: Decision) -> Any:
        """"As ~ enters, choose a creature type": the type most common among its own
        creatures on the battlefield and creature cards in hand."""
        counts: dict[str, int] = {}
        for p in view.battlefield:
            if p.controller == view.player:
                for kind in p.subtypes:
                    counts[kind] = counts.get(kind, 0) + 1
        for card in view.hand:
            if "Creature" in card.type_line and "—" in card.type_line:
                for kind in card.type_line.split("—", 1)[1].split():
                    counts[kind] = counts.get(kind, 0) + 1
        options = [o for o in decision.options if isinstance(o, str)]
        if not options:
            return random_legal(decision, self.rng)
        return max(options, key=lambda o: (counts.get(o, 0), o == min(options)))

    # -- priority ------------------------------------------------------------------------------

    def _priority(self, view: MagicView, decision: Decision) -> Any:
        options = decision.options
        me = view.player
        lands = [o for o in options if isinstance(o, PlayLand)]
        if lands:
            return lands[0]
        casts = [o for o in options if isinstance(o, Cast)]
        stack_theirs = [s for s in view.stack if s.controller != me]
        best: tuple[float, Any] | None = None
        for option in casts:
            card = view.card(option.card)
            if card is None:
                continue
            text = card.oracle.lower()
            score = float(len(card.mana_cost))
            if option.way == "morph":
                score = 1.0  # face down for {3} (702.37c): only when nothing better is castable
            if "counter target spell" in text:
                if not any(s.is_spell for s in stack_theirs):
                    continue
                score += 20
            elif view.stack:
                continue  # only counters in response; everything else on an empty stack
            elif ("destroy target" in text and not self._threats(view)) or "gets +" in text:
                continue  # removal needs a threat; pump spells are not worth a card here
            elif "phase out" in text and not self._under_attack(view):
                continue  # Teferi's Protection: kept for a big attack on its caster
            if view.active != me and "Instant" not in card.type_line:
                continue
            if best is None or score > best[0]:
                best = (score, option)
        if best is not None:
            card = view.card(best[1].card)
            self._casting = card.mana_cost if card is not None else ""
            return best[1]
        for option in options:
            if isinstance(option, TurnFaceUp) and not view.stack:
                return option  # pay the morph cost once mana is spare (702.37e)
        for option in options:
            if isinstance(option, Activate) and not option.symbol and not view.stack:
                perm = view.permanent(option.source)
                if perm is not None and "Creature" not in perm.types:
                    return option
        return Pass()

    @staticmethod
    def _under_attack(view: MagicView) -> bool:
        """Another player's creatures attack this bot for at least half its life."""
        me = view.players[view.player]
        incoming = sum(max(0, p.power) for p in view.battlefield
                       if p.attacking == f"p{view.player}")
        return view.active != view.player and incoming > 0 and 2 * incoming >= me.life

    def _threats(self, view: MagicView) -> list[PermanentView]:
        return [p for p in view.battlefield if p.controller != view.player
                and "Creature" in p.types]

    # -- combat --------------------------------------------------------------------------------

    def _attack(self, view: MagicView, decision: Decision) -> Any:
        mine = {p.id: p for p in view.battlefield}
        opponents = [pl for pl in view.players if pl.index != view.player and not pl.left]
        weakest = min(opponents, key=lambda pl: pl.life).index if opponents else None
        pairs = []
        for option, targets in zip(decision.options, decision.targets, strict=True):
            attacker = mine[option]
            target = f"p{weakest}" if f"p{weakest}" in targets else targets[0]
            defender = int(target[1:]) if isinstance(target, str) else None
            blockers = [p for p in view.battlefield if p.controller == defender
                        and "Creature" in p.types and not p.tapped]
            safe = all(b.power < attacker.toughness or (b.toughness <= attacker.power
                       and _value(b) >= _value(attacker)) for b in blockers)
            if safe or (attacker.power >= 3 and not blockers):
                pairs.append((option, target))
        return tuple(pairs)

    def _block(self, view: MagicView, decision: Decision) -> Any:
        me = view.players[view.player]
        perms = {p.id: p for p in view.battlefield}
        incoming = sum(perms[a].power for t in decision.targets for a in t if a in perms)
        used: set[int] = set()
        pairs = []
        for option, targets in zip(decision.options, decision.targets, strict=True):
            blocker = perms[option]
            for attacker_id in sorted(targets, key=lambda a: -perms[a].power):
                attacker = perms[attacker_id]
                if attacker_id in used or "menace" in attacker.keywords:
                    continue
                kills = blocker.power >= attacker.toughness - attacker.damage
                survives = attacker.power < blocker.toughness - blocker.damage
                desperate = incoming >= me.life
                if survives or (kills and _value(attacker) >= _value(blocker)) or desperate:
                    pairs.append((option, attacker_id))
                    used.add(attacker_id)
                    break
        return tuple(pairs)

    def _damage(self, view: MagicView, decision: Decision) -> Any:
        shares = [0] * len(decision.options)
        left = decision.total
        perms = {p.id: p for p in view.battlefield}
        for i, option in enumerate(decision.options):
            perm = perms.get(option) if isinstance(option, int) else None
            if perm is None or (i == len(decision.options) - 1 and isinstance(option, str)):
                continue
            need = max(1, perm.toughness - perm.damage)
            give = min(need, left)
            shares[i] = give
            left -= give
        if left:
            shares[-1] += left
        return tuple(shares)

    # -- targets, modes, cards ------------------------------------------------------------------

    def _target(self, view: MagicView, decision: Decision) -> Any:
        perms = {p.id: p for p in view.battlefield}
        me = view.player

        def score(option: Any) -> float:
            if isinstance(option, str):
                who = int(option[1:])
                return 5.0 if who != me else -50.0
            perm = perms.get(option)
            if perm is None:
                return 0.0
            sign = 1.0 if perm.controller != me else -1.0
            if decision.tag == Tag.LEGEND:
                return _value(perm)
            return sign * _value(perm)

        return max(decision.options, key=score)

    def _discard(self, view: MagicView, decision: Decision) -> Any:
        hand = {c.id: c for c in view.hand}
        ranked = sorted(decision.options, key=lambda o: (
            "Land" not in hand[o].type_line if o in hand else True,
            -len(hand[o].mana_cost) if o in hand else 0))
        lands_in_hand = sum(1 for c in view.hand if "Land" in c.type_line)
        if lands_in_hand <= 2:
            ranked.reverse()
        return tuple(sorted(ranked[:decision.min_count], key=decision.options.index))

    def _mulligan(self, view: MagicView, decision: Decision) -> Any:
        if "keep" in decision.options:
            lands = sum(1 for c in view.hand if "Land" in c.type_line)
            if 2 <= lands <= 5 or len(view.hand) <= 5 or not view.hand:
                return "keep"
            return "mulligan" if "mulligan" in decision.options else "keep"
        return random_legal(decision, self.rng)

    def _modes(self, view: MagicView, decision: Decision) -> Any:
        if decision.kind is DecisionKind.CHOOSE_ONE:
            # Whole selections offered when the cost depends on them (escalate, entwine,
            # Spree): the one with the most modes the bot can pay for.
            return max(decision.options, key=len)
        count = decision.min_count
        if decision.allow_repeats:
            return tuple(decision.options[0] for _ in range(max(count, 1)))
        return tuple(decision.options[:max(count, 1)])


BOTS = ("random", "heuristic", "search")


def magic_bot(name: str, seed: int = 0) -> Any:
    if name == "random":
        return RandomMagicBot(seed)
    if name == "heuristic":
        return HeuristicBot(seed)
    if name == "search" or name.startswith("search:"):  # search:PLAYOUTS or search:SECONDSs
        from cardtable.agents.search.magic import parse_search

        return parse_search(name, seed, HeuristicBot)
    raise SettingsError(f"unknown Magic bot {name!r}; known: {', '.join(BOTS)}")
