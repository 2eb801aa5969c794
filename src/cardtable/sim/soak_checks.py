"""The invariants a soak game checks after every event (issue 26; magic.md §3).

:class:`SoakChecker` is the conformance test's checker (``tests/magic/test_conformance.py``)
made a library piece, with the checks the soak adds: life, poison and counters consistent, and
every pending decision answerable. Each violation raises :class:`InvariantViolation` whose
``rule`` names the invariant (stable across decks, so a failure can be minimised by it).
"""

from __future__ import annotations

from collections import Counter

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import CardTableError
from cardtable.games.magic.game import MagicGame
from cardtable.games.magic.objects import BATTLEFIELD, STACK


class InvariantViolation(CardTableError, AssertionError):
    """An engine invariant broke during a game: ``rule`` names which one."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        super().__init__(f"{rule}: {message}")


def _fail(rule: str, message: str) -> InvariantViolation:
    return InvariantViolation(rule, message)


def answerable(decision: Decision) -> str | None:
    """Why ``decision`` has no legal answer, or ``None`` when it has one (by its kind's
    generic rules: some option to choose, enough options for the least count, an assignment
    whose bounds allow its total)."""
    kind = decision.kind
    options = decision.options
    if kind in (DecisionKind.CHOOSE_ONE, DecisionKind.CHOOSE_NUMBER):
        return None if options else "no option to choose"
    if kind is DecisionKind.YES_NO:
        return None
    if decision.min_count > decision.max_count:
        return f"at least {decision.min_count} but at most {decision.max_count}"
    if kind in (DecisionKind.CHOOSE_SUBSET, DecisionKind.CHOOSE_ORDERED):
        if decision.allow_repeats and options:
            return None
        if len(options) < decision.min_count:
            return f"{decision.min_count} needed from {len(options)} options"
        return None
    if kind is DecisionKind.ASSIGN:
        low = sum(decision.minimums) if decision.minimums else 0
        highs = decision.maximums
        if low > decision.total:
            return f"the minimums ({low}) exceed the total {decision.total}"
        if highs and all(h is not None for h in highs) and sum(
                h for h in highs if h is not None) < decision.total:
            return f"the maximums cannot reach the total {decision.total}"
        return None
    if kind is DecisionKind.MAP:
        mappable = sum(1 for targets in decision.targets if targets)
        if mappable < decision.min_count:
            return f"{decision.min_count} pairs needed, {mappable} options can be mapped"
    return None


class SoakChecker:
    """The invariants of one game, checked with :meth:`check` after every action."""

    def __init__(self, game: MagicGame) -> None:
        self.game = game
        self.step: tuple[int, str] | None = None
        objects = game.state.objects
        self.cards = {o.uid for o in objects.values() if o.uid > 0}
        self.owner = {o.uid: o.owner for o in objects.values()}

    def check(self) -> None:
        self._zones()
        self._players()
        self._pending()

    def _zones(self) -> None:
        """Zones partition the objects: each object is in exactly the zone it says, once; each
        physical card exists once and vanishes only with a player leaving (800.4a); no stale
        ids in attachments or combat; mana pools empty as a step begins (106.4, 500.4)."""
        state = self.game.state
        objects = state.objects
        seen: list[int] = []
        for p in state.players:
            for zone, ids in p.zones.items():
                for oid in ids:
                    obj = objects.get(oid)
                    if obj is None or obj.zone != zone:
                        raise _fail("zone-of-object", f"#{oid} listed in player {p.index}'s "
                                    f"{zone} but is in {obj.zone if obj else 'no zone'}")
                seen.extend(ids)
        for oid in (*state.battlefield, *state.phased_out):
            if objects[oid].zone != BATTLEFIELD:
                raise _fail("zone-of-object", f"#{oid} listed on the battlefield but is in "
                            f"{objects[oid].zone}")
        seen.extend(state.battlefield)
        seen.extend(state.phased_out)
        for item in state.stack:
            if item.obj is not None:
                if objects[item.obj].zone != STACK:
                    raise _fail("zone-of-object", f"the spell {item.name!r} is not on the stack")
                seen.append(item.obj)
        unique = set(seen)
        if len(unique) != len(seen):
            twice = next(o for o, n in Counter(seen).items() if n > 1)
            raise _fail("one-place", f"{objects[twice].card.name}#{twice} is in two places")
        if unique != objects.keys():
            lost = sorted(objects.keys() - unique)[:3]
            raise _fail("in-a-zone", f"objects in no zone (or stale ids): {lost}")
        uids: list[int] = []
        for obj in objects.values():
            if obj.uid > 0:
                uids.append(obj.uid)
            elif not (obj.token or obj.emblem):
                raise _fail("card-conservation", f"{obj.card.name}#{obj.id} is a non-token "
                            "without its card")
            if obj.attached_to is not None and obj.attached_to not in objects:
                raise _fail("stale-id", f"{obj.card.name}#{obj.id} attached to a stale id")
        present = set(uids)
        if len(present) != len(uids):
            raise _fail("card-conservation", "a physical card exists twice")
        for uid in self.cards - present:
            if not state.players[self.owner[uid]].left:
                raise _fail("card-conservation", f"card {uid} vanished")
        for oid in (*state.attackers, *state.blockers):
            if oid not in objects:
                raise _fail("stale-id", f"#{oid} in combat is a stale id")
        key = (state.turn, state.step)
        if key != self.step:
            self.step = key
            for p in state.players:
                if any(p.pool.values()):
                    raise _fail("pool-empties", f"player {p.index}'s pool kept mana into "
                                f"{state.step}")

    def _players(self) -> None:
        """Life, poison and counters are whole numbers; poison and counters never negative;
        a player still in the game at a priority decision has life above 0 and fewer than 10
        poison counters (state-based actions ran first, 704.5a-c) unless an effect says they
        cannot lose."""
        game = self.game
        state = game.state
        decision = game.pending
        at_priority = decision is not None and decision.tag == "priority" and not state.over
        for p in state.players:
            if not isinstance(p.life, int) or not isinstance(p.poison, int) or p.poison < 0:
                raise _fail("life-counters", f"player {p.index}: life {p.life!r}, poison "
                            f"{p.poison!r}")
            if any(not isinstance(n, int) or n < 0 for n in p.counters.values()):
                raise _fail("life-counters", f"player {p.index}'s counters {p.counters}")
            if at_priority and not p.left and (p.life <= 0 or p.poison >= 10) and \
                    not _cannot_lose(game, p.index):
                raise _fail("sba-704.5", f"player {p.index} has {p.life} life and {p.poison} "
                            "poison but is still in the game at a priority decision")
        for oid in state.battlefield:
            obj = state.objects[oid]
            if obj.damage < 0 or any(not isinstance(n, int) or n < 0
                                     for n in obj.counters.values()):
                raise _fail("life-counters", f"{obj.card.name}#{oid}: damage {obj.damage}, "
                            f"counters {obj.counters}")

    def _pending(self) -> None:
        """The game is over or one decision is open, and it has a legal answer."""
        game = self.game
        decision = game.pending
        if decision is None:
            if not game.is_over:
                raise _fail("decision-open", "the game is not over and asks nothing")
            return
        problem = answerable(decision)
        if problem is not None:
            raise _fail("decision-answerable", f"{decision.prompt!r} ({decision.tag}): "
                        f"{problem}")


def _cannot_lose(game: MagicGame, player: int) -> bool:
    """A static ability says the player can't lose the game (CR 104.3; player_rules.py)."""
    from cardtable.games.magic.player_rules import cant_lose

    return cant_lose(game, player)
