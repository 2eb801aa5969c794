"""A scenario-test DSL for the Magic engine, in the spirit of XMage's test framework (magic.md §3).

Set up a board, script actions, assert the outcome::

    s = Scenario(players=2)
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Mountain")
    bolt = s.hand(A, "Lightning Bolt")
    s.start()                                   # A's precombat main phase, A has priority
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()                                 # everyone passes until the stack is empty
    assert s.zone_of("Grizzly Bears") == "graveyard"

**Strict mode** (the default): every decision other than passing priority must be scripted —
through the arguments of :meth:`cast`/:meth:`activate`/:meth:`attack`/:meth:`block`, or queued
with :meth:`then` ("when asked ``tag``, answer this"). A decision the script did not answer
fails the test with :class:`Unanswered`; so does a queued answer that was never used
(:meth:`done`, called by the fixture at the end). Passing through a combat without scripting it
(:meth:`to_step`) declares no attackers and no blockers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import IllegalAction
from cardtable.games.magic.actions import Activate, Cast, Pass, PlayLand
from cardtable.games.magic.game import MagicGame, MagicSettings
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model import CardDef
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.objects import BATTLEFIELD, GameObject
from cardtable.games.magic.state import STEPS, MagicState

A, B, C, D = 0, 1, 2, 3
FILLER = "Wastes"


class Unanswered(AssertionError):
    """Strict mode: the game asked something the script did not answer."""


class Scenario:
    def __init__(self, players: int = 2, *, life: int = 20, cards: Mapping[str, CardDef] | None
                 = None, library: int = 20, strict: bool = True, seed: int = 1) -> None:
        self.cards = dict(cards or card_pool())
        decks = tuple((FILLER,) * library for _ in range(players))
        self.game = MagicGame(MagicSettings(decks, self.cards, life=life, turn_limit=200,
                                            starting_player=0), seed, blank=True)
        self.strict = strict
        self.queue: list[tuple[str, Any]] = []
        self.log: list[tuple[int, Any]] = []

    # -- setting up --------------------------------------------------------------------------

    @property
    def state(self) -> MagicState:
        return self.game.state

    def _new(self, player: int, name: str, zone: str) -> GameObject:
        if name not in self.cards:
            raise KeyError(f"no card definition for {name!r}")
        state = self.state
        obj = GameObject(state.new_id(), self.cards[name], player, player, zone,
                         uid=state.next_uid, timestamp=state.new_timestamp())
        state.next_uid += 1
        state.objects[obj.id] = obj
        if zone == BATTLEFIELD:
            state.battlefield.append(obj.id)
            if obj.card.loyalty is not None:
                obj.counters["loyalty"] = obj.card.loyalty
        else:
            state.players[player].zones[zone].append(obj.id)
        state.touch()
        return obj

    def put(self, player: int, name: str, *, tapped: bool = False, sick: bool = False,
            counters: Mapping[str, int] | None = None, damage: int = 0,
            attached_to: int | None = None, controller: int | None = None) -> int:
        """A permanent on the battlefield (not summoning-sick unless ``sick``)."""
        obj = self._new(player, name, BATTLEFIELD)
        obj.tapped, obj.sick, obj.damage = tapped, sick, damage
        obj.counters.update(counters or {})
        obj.attached_to = attached_to
        if controller is not None:
            obj.controller = controller
        return obj.id

    def hand(self, player: int, name: str, count: int = 1) -> int:
        ids = [self._new(player, name, "hand").id for _ in range(count)]
        return ids[0]

    def graveyard(self, player: int, name: str) -> int:
        return self._new(player, name, "graveyard").id

    def library_top(self, player: int, name: str) -> int:
        obj = self._new(player, name, "library")
        lib = self.state.players[player].zones["library"]
        lib.remove(obj.id)
        lib.insert(0, obj.id)
        return obj.id

    def lands(self, player: int, name: str, count: int) -> list[int]:
        return [self.put(player, name) for _ in range(count)]

    def set_life(self, player: int, life: int) -> None:
        self.state.players[player].life = life

    def start(self, active: int = A, step: str = "main1", turn: int = 2) -> Scenario:
        self.game.start_scenario(active, step, turn)
        return self

    # -- reading -----------------------------------------------------------------------------

    def ids(self, name: str, zone: str | None = None) -> list[int]:
        return [o.id for o in self.state.objects.values()
                if o.card.name == name and (zone is None or o.zone == zone)]

    def id(self, name: str, zone: str | None = BATTLEFIELD) -> int:
        found = self.ids(name, zone)
        if len(found) != 1:
            raise AssertionError(f"expected one {name!r} in {zone}, found {len(found)}")
        return found[0]

    def zone_of(self, name: str) -> str:
        zones = {o.zone for o in self.state.objects.values() if o.card.name == name}
        if len(zones) != 1:
            raise AssertionError(f"{name!r} is in zones {sorted(zones)}")
        return zones.pop()

    def obj(self, oid: int) -> GameObject:
        return self.state.objects[oid]

    def pt(self, oid: int) -> tuple[int, int]:
        c = chars(self.state, self.state.objects[oid])
        return c.power, c.toughness

    def keywords(self, oid: int) -> frozenset[str]:
        return chars(self.state, self.state.objects[oid]).keywords

    def controller(self, oid: int) -> int:
        return chars(self.state, self.state.objects[oid]).controller

    def life(self, player: int) -> int:
        return int(self.state.players[player].life)

    def hand_size(self, player: int) -> int:
        return len(self.state.players[player].zones["hand"])

    def graveyard_names(self, player: int) -> list[str]:
        return [self.state.objects[i].card.name for i in self.state.players[player].zones[
            "graveyard"]]

    @property
    def pending(self) -> Decision | None:
        return self.game.pending

    def events(self, kind: str) -> list[Any]:
        return [e for e in self.game.events if e.kind == kind]

    # -- scripting ---------------------------------------------------------------------------

    def then(self, tag: str, answer: Any) -> Scenario:
        """Queue an answer for the next decision whose tag (or prompt) contains ``tag``."""
        self.queue.append((tag, answer))
        return self

    def apply(self, player: int, action: Any) -> None:
        self.log.append((player, action))
        self.game.apply(action, player=player)

    def _answer_queued(self) -> bool:
        decision = self.pending
        if decision is None or not self.queue:
            return False
        tag, answer = self.queue[0]
        if tag in decision.tag or tag in decision.prompt:
            self.queue.pop(0)
            self.apply(decision.player, answer)
            return True
        return False

    def _drain(self) -> None:
        while self._answer_queued():
            pass

    def _expect(self, player: int, tag: str) -> Decision:
        self._drain()
        decision = self.pending
        if decision is None or decision.player != player or not decision.tag.startswith(tag):
            raise Unanswered(f"expected player {player} to be asked {tag!r}; the game asks "
                             f"{decision!r}")
        return decision

    def cast(self, player: int, name: str, *, targets: Sequence[Any] = (),
             modes: Sequence[int] | None = None, x: int | None = None,
             divide: Sequence[int] | None = None, sacrifice: Sequence[int] | None = None,
             chooser: int | None = None, way: str = "", kicker: bool | None = None,
             life: Sequence[int] | None = None, convoke: Sequence[int] | None = None) -> None:
        """Cast the card ``name`` (from ``player``'s hand, or as ``way`` says: "flashback"
        from the graveyard, "evoke"/"alternative" for an alternative cost) with these choices
        (601.2b–h): ``kicker`` whether to pay it, ``life`` the Phyrexian symbols paid with
        life, ``convoke`` the creatures tapped for convoke."""
        self._priority_to(player)
        decision = self._expect(player, "priority")
        option = next((o for o in decision.options if isinstance(o, Cast) and o.name == name
                       and o.way == way), None)
        if option is None:
            raise IllegalAction(f"{name!r} cannot be cast now; options: {decision.options}")
        self.apply(player, option)
        if kicker is not None:
            self.then("cast.kicker", kicker)
        if life is not None:
            self.then("cast.phyrexian", tuple(life))
        if convoke is not None:
            self.then("cast.convoke", tuple(convoke))
        self._choices(player, targets, modes, x, divide, sacrifice, chooser)

    def activate(self, player: int, name: str, index: int | None = None, *,
                 targets: Sequence[Any] = (), modes: Sequence[int] | None = None,
                 x: int | None = None, sacrifice: Sequence[int] | None = None,
                 source: int | None = None) -> None:
        self._priority_to(player)
        decision = self._expect(player, "priority")
        option = next((o for o in decision.options if isinstance(o, Activate)
                       and o.name == name and (index is None or o.index == index)
                       and (source is None or o.source == source)), None)
        if option is None:
            raise IllegalAction(f"{name!r} cannot be activated now; options: "
                                f"{decision.options}")
        self.apply(player, option)
        self._choices(player, targets, modes, x, None, sacrifice, None)

    def play_land(self, player: int, name: str) -> None:
        self._priority_to(player)
        decision = self._expect(player, "priority")
        option = next(o for o in decision.options if isinstance(o, PlayLand) and o.name == name)
        self.apply(player, option)

    def _choices(self, player: int, targets: Sequence[Any], modes: Sequence[int] | None,
                 x: int | None, divide: Sequence[int] | None, sacrifice: Sequence[int] | None,
                 chooser: int | None) -> None:
        pending_targets = list(targets)
        while True:
            self._drain()
            decision = self.pending
            if decision is None or not decision.tag.startswith("cast."):
                break
            tag = decision.tag
            if tag == "cast.mode_chooser" and chooser is not None:
                self.apply(decision.player, f"p{chooser}")
            elif tag == "cast.modes" and modes is not None:
                self.apply(decision.player, tuple(modes))
                modes = None
            elif tag == "cast.x" and x is not None:
                self.apply(decision.player, x)
                x = None
            elif tag in ("cast.target", "cast.targets") and pending_targets:
                target = pending_targets.pop(0)
                if tag == "cast.targets" and not isinstance(target, tuple):
                    target = (target,)
                self.apply(decision.player, target)
            elif tag == "cast.divide" and divide is not None:
                self.apply(decision.player, tuple(divide))
                divide = None
            elif tag == "cast.sacrifice" and sacrifice is not None:
                self.apply(decision.player, tuple(sacrifice))
                sacrifice = None
            else:
                raise Unanswered(f"the script did not answer {decision!r} "
                                 f"({decision.prompt}; options {decision.options})")

    def _priority_to(self, player: int) -> None:
        """Let the others pass until ``player`` has priority (the stack left as it is)."""
        for _ in range(20):
            self._drain()
            decision = self.pending
            if decision is None:
                return
            if decision.tag == "priority" and decision.player != player:
                self.apply(decision.player, Pass())
                continue
            return

    def pass_priority(self) -> None:
        decision = self._expect(self.pending.player if self.pending else -1, "priority")
        self.apply(decision.player, Pass())

    def resolve(self, items: int | None = None) -> None:
        """Everyone passes until the stack is empty (or ``items`` objects have resolved).
        Strict: any other decision must have been queued."""
        state = self.state
        target = 0 if items is None else max(0, len(state.stack) - items)
        for _ in range(2000):
            self._drain()
            decision = self.pending
            if decision is None:
                return
            if decision.tag != "priority":
                if self.strict:
                    raise Unanswered(f"unscripted decision {decision!r}: {decision.prompt}; "
                                     f"options {decision.options}")
                self.apply(decision.player, _default(decision))
                continue
            if len(state.stack) <= target and state.passes == 0 and (
                    items is not None or not state.stack):
                return
            self.apply(decision.player, Pass())
        raise AssertionError("the stack did not empty")

    def to_step(self, step: str, active: int | None = None) -> None:
        """Everyone passes (stack must stay empty) until ``step`` of the given (default: the
        current) active player's turn begins and someone is asked something in it."""
        state = self.state
        want_active = state.active if active is None else active
        for _ in range(5000):
            self._drain()
            decision = self.pending
            if decision is None:
                return
            if state.step == step and state.active == want_active:
                return
            if decision.tag in ("combat.attack", "combat.block"):
                self.apply(decision.player, ())  # passing through combat declares nothing
                continue
            if decision.tag != "priority":
                if self.strict:
                    raise Unanswered(f"unscripted decision {decision!r}: {decision.prompt}")
                self.apply(decision.player, _default(decision))
                continue
            self.apply(decision.player, Pass())
        raise AssertionError(f"never reached {step}")

    def attack(self, mapping: Mapping[int, Any]) -> None:
        self.to_step("declare_attackers")
        decision = self._expect(self.state.active, "combat.attack")
        self.apply(decision.player, tuple(mapping.items()))

    def block(self, player: int, mapping: Mapping[int, int]) -> None:
        self._drain()
        decision = self.pending
        while decision is not None and decision.tag == "priority":
            self.apply(decision.player, Pass())
            self._drain()
            decision = self.pending
        decision = self._expect(player, "combat.block")
        self.apply(player, tuple(mapping.items()))

    def refused(self, player: int, action: Any) -> str:
        """Apply an illegal action: it must raise and change nothing (CR 730.1)."""
        before = (self.game.transcript(), repr(sorted(
            (o.id, o.zone, o.tapped, o.damage, sorted(o.counters.items()))
            for o in self.state.objects.values())), [p.life for p in self.state.players],
            self.pending)
        try:
            self.game.apply(action, player=player)
        except IllegalAction as error:
            after = (self.game.transcript(), repr(sorted(
                (o.id, o.zone, o.tapped, o.damage, sorted(o.counters.items()))
                for o in self.state.objects.values())), [p.life for p in self.state.players],
                self.pending)
            assert before == after, "a refused action changed the game"
            return str(error)
        raise AssertionError(f"{action!r} was accepted")

    def done(self) -> None:
        if self.queue:
            raise Unanswered(f"scripted answers were never asked for: {self.queue}")


def _default(decision: Decision) -> Any:
    if decision.kind is DecisionKind.YES_NO:
        return False
    if decision.kind in (DecisionKind.MAP,):
        return ()
    if decision.kind in (DecisionKind.CHOOSE_SUBSET, DecisionKind.CHOOSE_ORDERED):
        return tuple(decision.options[:decision.min_count])
    return decision.options[0]


def steps() -> Iterable[str]:
    return STEPS
