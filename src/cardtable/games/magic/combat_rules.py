"""Combat restrictions and requirements (CR 508.1c–d, 509.1b–c) as static rules, and the
evasion keywords fear (702.36) and intimidate (702.13).

Rule changes live in an object's characteristics (``Chars.rules``, set by ``"rules"``-layer
static effects, CR 613.1 / 604):

* restrictions on one pair — ``cant_be_blocked`` ("~ can't be blocked"), ``block_only_flyers``
  ("~ can block only creatures with flying"), ``cant_block``, ``cant_attack``;
* ``cant_be_blocked_power_max:N`` ("~ can't be blocked by creatures with power N or less"),
  ``attack_needs_defender_land:SUBTYPE`` ("~ can't attack unless defending player controls an
  Island": it may attack only players — or their planeswalkers — who control one);
* restrictions on the whole declaration — ``min_two_blockers`` ("~ can't be blocked except by
  two or more creatures", the same restriction as menace, 702.111b) and ``max_one_blocker``
  ("~ can't be blocked by more than one creature");
* requirements — ``attacks_each_combat`` ("~ attacks each combat if able", 508.1d),
  ``must_be_blocked`` ("~ must be blocked if able"), ``all_must_block`` ("All creatures able to
  block ~ do so": one requirement for each creature able to block it, 509.1c).

A declaration is legal when it obeys every restriction and, among the declarations that do,
obeys as many requirements as possible (509.1c: "the maximum number of requirements … without
violating any restrictions"). The declare-blockers decision offers each blocker only the
attackers it may block alone (the pair restrictions); whole-declaration legality is checked
when the declaration is made, and a refused declaration changes nothing (CR 730.1).

:class:`BlockProblem` is plain data so the bots, which see only the view, can repair a proposed
declaration with the same code the engine uses to judge it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cardtable.games.magic.layers import Chars, chars
from cardtable.games.magic.model.combat import CANT_BLOCK_ALONE

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

ATTACK_REQUIREMENT = "attacks_each_combat"
# "<blocker> blocks <attacker> this combat if able" (provoke 702.39a): on the blocker, with the
# attacker's id (509.1c)
MUST_BLOCK = "must_block_attacker"
# "<blocker> blocks this turn / each combat if able" (h8-ev3): a requirement on the blocker to
# block some attacker (509.1c)
BLOCK_REQUIREMENT = "blocks_each_combat"
BLOCK_RULES = frozenset({"cant_be_blocked", "block_only_flyers", "min_two_blockers",
                         "must_be_blocked", "all_must_block"})
# the largest search for "the most requirements obeyed"; boards this large with requirements
# present are far beyond real games (each blocker multiplies the space by its choices + 1)
SEARCH_LIMIT = 200_000

Declaration = tuple[tuple[int, int], ...]


def pair_allows(attacker: Chars, blocker: Chars) -> bool:
    """The restrictions that concern one blocker and one attacker (509.1b)."""
    if "cant_be_blocked" in attacker.rules:
        return False
    for rule in attacker.rules:
        if rule.startswith("cant_be_blocked_power_max:") and blocker.power <= int(
                rule.partition(":")[2]):
            return False
        if rule.startswith("cant_be_blocked_color:") and rule.partition(":")[2] in \
                blocker.colors:  # "~ can't be blocked by white creatures"
            return False
    if "cant_be_blocked_power_less" in attacker.rules and blocker.power < attacker.power:
        return False  # "Creatures with power less than ~'s power can't block it."
    if "block_only_flyers" in blocker.rules and "flying" not in attacker.keywords:
        return False
    artifact = "Artifact" in blocker.types
    if "fear" in attacker.keywords and not (artifact or "B" in blocker.colors):  # 702.36b
        return False
    # 702.13b: intimidate
    return "intimidate" not in attacker.keywords or artifact or bool(
        attacker.colors & blocker.colors)


@dataclass(frozen=True)
class BlockProblem:
    """One defending player's blocking choice: each potential blocker with the attackers it
    may block (pair restrictions applied), and the attackers' whole-declaration rules."""

    choices: tuple[tuple[int, tuple[int, ...]], ...]
    min_blockers: Mapping[int, int]  # attacker → fewest blockers allowed if blocked at all
    must_be_blocked: frozenset[int]
    all_must_block: frozenset[int]
    max_blockers: Mapping[int, int] = field(default_factory=dict)  # attacker → most allowed
    # (blocker, attacker): that blocker blocks that attacker if able (provoke, 509.1c)
    pair_requirements: frozenset[tuple[int, int]] = frozenset()
    # blockers that block some attacker if able ("Target creature blocks this turn if able")
    must_block: frozenset[int] = frozenset()
    # blockers that "can't block alone" (506.5): a restriction on the whole declaration, so
    # the most requirements are counted among declarations that respect it too (509.1c)
    alone: frozenset[int] = frozenset()

    @property
    def has_requirements(self) -> bool:
        return bool(self.must_be_blocked or self.all_must_block or self.pair_requirements
                    or self.must_block)

    def restriction_broken(self, declaration: Declaration) -> int | None:
        """The attacker whose "except by two or more" or "by more than one" restriction the
        declaration breaks."""
        count: dict[int, int] = {}
        for _blocker, attacker in declaration:
            count[attacker] = count.get(attacker, 0) + 1
        for attacker, n in count.items():
            if n < self.min_blockers.get(attacker, 1) or n > self.max_blockers.get(attacker, n):
                return attacker
        return None

    def alone_broken(self, declaration: Declaration) -> bool:
        """Whether a creature that "can't block alone" is the declaration's only blocker."""
        blockers = {b for b, _a in declaration}
        return len(blockers) == 1 and bool(blockers & self.alone)

    def obeyed(self, declaration: Declaration) -> int:
        blocked = {a for _b, a in declaration}
        lured = sum(1 for b, a in declaration
                    if a in self.all_must_block and self._may_block(b, a))
        paired = sum(1 for pair in declaration if pair in self.pair_requirements)
        blocking = len({b for b, _a in declaration} & self.must_block)
        return len(blocked & self.must_be_blocked) + lured + paired + blocking

    def _may_block(self, blocker: int, attacker: int) -> bool:
        return any(b == blocker and attacker in allowed for b, allowed in self.choices)

    def best(self, prefer: Declaration = ()) -> tuple[Declaration, int]:
        """A declaration obeying every restriction and the most requirements (509.1c),
        preferring ``prefer``'s choices where they tie; and that maximum."""
        wanted = dict(prefer)
        choices = [(b, tuple(sorted(allowed, key=lambda a: a != wanted.get(b))))
                   for b, allowed in self.choices]
        best_decl: Declaration = ()
        best_score = -1
        nodes = 0
        # an upper bound of what the blockers from index i on can still add
        potential = [0] * (len(choices) + 1)
        for i in range(len(choices) - 1, -1, -1):
            allowed = choices[i][1]
            potential[i] = potential[i + 1] + (1 if set(allowed) & self.all_must_block else 0) \
                + (1 if any((choices[i][0], a) in self.pair_requirements for a in allowed) else 0) \
                + (1 if allowed and choices[i][0] in self.must_block else 0)
        bonus_cap = len(self.must_be_blocked)

        def search(i: int, chosen: list[tuple[int, int]]) -> None:
            nonlocal best_decl, best_score, nodes
            nodes += 1
            if nodes > SEARCH_LIMIT:
                return
            if i == len(choices):
                decl = tuple(chosen)
                if self.restriction_broken(decl) is None and not self.alone_broken(decl):
                    score = self.obeyed(decl)
                    if score > best_score:
                        best_decl, best_score = decl, score
                return
            so_far = sum(1 for b, a in chosen if a in self.all_must_block) + sum(
                1 for pair in chosen if pair in self.pair_requirements) + sum(
                1 for b, _a in chosen if b in self.must_block)
            if best_score >= 0 and so_far + potential[i] + bonus_cap <= best_score:
                return
            blocker, allowed = choices[i]
            options: list[int | None] = (
                [*allowed, None] if blocker in wanted else [None, *allowed])
            for attacker in options:
                if attacker is None:
                    search(i + 1, chosen)
                else:
                    chosen.append((blocker, attacker))
                    search(i + 1, chosen)
                    chosen.pop()

        search(0, [])
        return best_decl, max(best_score, 0)

    def problem_with(self, declaration: Declaration) -> str | None:
        """Why ``declaration`` is illegal (509.1b–c), or ``None``."""
        broken = self.restriction_broken(declaration)
        if broken is not None and broken in self.max_blockers:
            return f"#{broken} can't be blocked by more than one creature (CR 509.1b)"
        if broken is not None:
            fewest = "three" if self.min_blockers.get(broken) == 3 else "two"
            return (f"#{broken} can't be blocked except by {fewest} or more creatures "
                    "(CR 702.111b, 509.1b)")
        if not self.has_requirements:
            return None
        _best, most = self.best(declaration)
        mine = self.obeyed(declaration)
        if mine < most:
            return (f"this declaration obeys {mine} blocking requirement(s) but {most} can be "
                    "obeyed without breaking a restriction (CR 509.1c)")
        return None


def block_problem(game: GameServices, choices: Sequence[tuple[int, Sequence[int]]],
                  attackers: Sequence[int]) -> BlockProblem:

    state = game.state
    table = {a: chars(state, state.objects[a]) for a in attackers if a in state.objects}
    return BlockProblem(
        tuple((b, tuple(allowed)) for b, allowed in choices),
        {a: 3 if "min_three_blockers" in c.rules else 2 for a, c in table.items()
         if "menace" in c.keywords or "min_two_blockers" in c.rules
         or "min_three_blockers" in c.rules},
        frozenset(a for a, c in table.items() if "must_be_blocked" in c.rules),
        frozenset(a for a, c in table.items() if "all_must_block" in c.rules),
        {a: 1 for a, c in table.items() if "max_one_blocker" in c.rules},
        _pairs({b: chars(state, state.objects[b]).rules for b, _t in choices
                if b in state.objects}),
        frozenset(b for b, _t in choices if b in state.objects
                  and BLOCK_REQUIREMENT in chars(state, state.objects[b]).rules),
        frozenset(b for b, _t in choices if b in state.objects
                  and CANT_BLOCK_ALONE in chars(state, state.objects[b]).rules))


def problem_from_view(options: Sequence[int], targets: Sequence[Sequence[int]],
                      keywords: Mapping[int, Sequence[str]],
                      rules: Mapping[int, Sequence[str]]) -> BlockProblem:
    """The same problem from a block decision and what the view shows of the attackers."""
    attackers = {a for t in targets for a in t}
    return BlockProblem(
        tuple((b, tuple(t)) for b, t in zip(options, targets, strict=True)),
        {a: 3 if "min_three_blockers" in rules.get(a, ()) else 2 for a in attackers
         if "menace" in keywords.get(a, ()) or "min_two_blockers" in rules.get(a, ())
         or "min_three_blockers" in rules.get(a, ())},
        frozenset(a for a in attackers if "must_be_blocked" in rules.get(a, ())),
        frozenset(a for a in attackers if "all_must_block" in rules.get(a, ())),
        {a: 1 for a in attackers if "max_one_blocker" in rules.get(a, ())},
        _pairs({b: rules.get(b, ()) for b in options}),
        frozenset(b for b in options if BLOCK_REQUIREMENT in rules.get(b, ())),
        frozenset(b for b in options if CANT_BLOCK_ALONE in rules.get(b, ())))


def _pairs(rules: Mapping[int, Iterable[str]]) -> frozenset[tuple[int, int]]:
    """The (blocker, attacker) requirements "blocks <attacker> this combat if able"."""
    return frozenset((b, int(r.partition(":")[2])) for b, rs in rules.items() for r in rs
                     if r.startswith(MUST_BLOCK + ":"))


Rules = Sequence[str] | frozenset[str] | set[str]


def goaders(rules: Rules) -> set[int]:
    """The players who goaded a creature with these rules (701.38b)."""
    return {int(r.partition(":")[2]) for r in rules if r.startswith("goaded_by:")}


def goad_target(targets: Sequence[object], rules: Rules,
                chosen: object) -> object:
    """``chosen``, or a player other than the goaders when the goaded creature could attack
    one and ``chosen`` is not one (701.38b)."""
    by = goaders(rules)
    good = [d for d in targets if isinstance(d, str) and int(d[1:]) not in by]
    if not by or not good or chosen in good:
        return chosen
    return good[0]


def player_requirement_problem(options: Sequence[int], targets: Sequence[Sequence[object]],
                               rules: Mapping[int, Rules],
                               declaration: Sequence[tuple[int, object]]) -> str | None:
    """"~ attacks that player this combat if able" (508.1d): able to attack that player, it
    must attack that player."""
    declared = dict(declaration)
    for option, allowed in zip(options, targets, strict=False):
        for rule in rules.get(option, ()):
            if rule.startswith("attacks_player:"):
                player = f"p{rule.partition(':')[2]}"
                if player in allowed and declared.get(option) != player:
                    return (f"#{option} attacks player {player[1:]} this combat if able "
                            "(CR 508.1d)")
    return None


def goad_problem(options: Sequence[int], targets: Sequence[Sequence[object]],
                 rules: Mapping[int, Rules],
                 declaration: Sequence[tuple[int, object]]) -> str | None:
    """701.38b: a goaded creature attacks a player other than the players who goaded it if
    able (a planeswalker is no player) — unless it attacks the player another requirement of
    its own names (Raving Dead's "attacks that player"): either obeys as many requirements
    (508.1d)."""
    allowed = dict(zip(options, targets, strict=False))
    for attacker, defender in declaration:
        if f"attacks_player:{str(defender)[1:]}" in rules.get(attacker, ()):
            continue  # "attacks that player if able" obeyed instead: as many requirements (508.1d)
        by = goaders(rules.get(attacker, ()))
        if by and goad_target(allowed.get(attacker, ()), rules.get(attacker, ()),
                              defender) != defender:
            return (f"#{attacker} is goaded: it attacks a player other than player "
                    f"{min(by)} if able (CR 701.38b)")
    return None


def attack_problem(required: Sequence[int], declaration: Sequence[tuple[int, object]]
                   ) -> str | None:
    """508.1d: each creature that attacks each combat if able, and can attack, must."""
    declared = {a for a, _d in declaration}
    missing = [a for a in required if a not in declared]
    if missing:
        return (f"#{missing[0]} attacks each combat if able; a declaration must obey that "
                "requirement (CR 508.1d)")
    return None


def alone_problem(declared: Sequence[int], rules: Mapping[int, Rules], rule: str,
                  verb: str) -> str | None:
    """506.5: a creature that "can't attack alone" ("can't block alone") may be declared only
    with at least one other attacker (blocker) declared at the same time. Each defending player
    declares blockers in their own decision, so a lone blocker's company is that player's."""
    chosen = list(dict.fromkeys(declared))
    if len(chosen) == 1 and rule in rules.get(chosen[0], ()):
        return f"#{chosen[0]} can't {verb} alone (CR 506.5)"
    return None
