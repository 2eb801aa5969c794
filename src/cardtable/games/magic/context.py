"""What a resolving spell or ability knows (:class:`Context`) and what an effect asks before
it can happen (:class:`Ask`); see :mod:`cardtable.games.magic.effects.interpreter`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic import target_player_9b
from cardtable.games.magic.layers import Chars, chars
from cardtable.games.magic.model.delayed_returns import DELAYED_MANY, DELAYED_ONE
from cardtable.games.magic.model.other_verbs_9 import YOU_AND
from cardtable.games.magic.objects import EXILE, parse_player_ref
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices


@dataclass(frozen=True, slots=True)
class Ask:
    """A choice an effect needs before it can happen."""

    player: int
    kind: DecisionKind
    prompt: str
    options: tuple[Any, ...]
    min_count: int = 1
    max_count: int = 1
    tag: Tag = Tag.RESOLVE_CHOICE  # what the question is, for bots and clients (tags.py)


@dataclass(slots=True)
class Context:
    """What a resolving spell or ability knows: its controller, source (with last-known
    characteristics), chosen targets (``None`` where a target became illegal), X, the
    event that triggered it and the player a "for each player" round is for."""

    game: GameServices
    controller: int
    source_id: int
    source: Chars | None
    targets: tuple[tuple[Any, ...], ...] = ()
    x: int = 0
    divisions: tuple[tuple[int, ...], ...] = ()
    event: dict[str, Any] = field(default_factory=dict)
    that_player: int | None = None
    memo: dict[str, Any] = field(default_factory=dict)
    chooser: int | None = None
    item: int | None = None

    # -- references --------------------------------------------------------------------------

    def objects(self, ref: str) -> list[int]:
        """The objects ``ref`` names now; a phased-out permanent is treated as though it
        doesn't exist (CR 702.26b: nothing can affect it)."""
        found = self._objects(ref)
        phased = self.game.state.phased_out
        return [i for i in found if i not in phased] if phased else found

    def _objects(self, ref: str) -> list[int]:
        state = self.game.state
        if ref in DELAYED_ONE:  # "that card", "the token" in a delayed trigger (603.7c)
            ref = "it"
        if ref in DELAYED_MANY:  # "them", "those cards" in a delayed trigger (603.7c)
            ref = "those"
        if ref == "self":
            obj = state.objects.get(self.source_id)
            return [self.source_id] if obj is not None else []
        if ref.startswith("target:"):
            return [t for t in self._target_values(ref) if isinstance(t, int)
                    and t in state.objects]
        if ref in ("it", "that_creature"):  # "that creature": the trigger's object
            it = self.event.get("it")
            return [it] if isinstance(it, int) and it in state.objects else []
        if ref == "event_source":  # "that source": the damage event's source (h7-trg)
            found = self.event.get("source")
            return [found] if isinstance(found, int) and found in state.objects else []
        if ref in ("damaged_creatures", "damaged_permanents"):
            # "a creature / a permanent dealt damage this way" (608.2c)
            return [i for i in self.memo.get("damaged", ()) if i in state.objects and (
                ref == "damaged_permanents" or "Creature" in chars(state, state.objects[i]).types)]
        if ref == "exiled_top":  # Necropotence's face-down card, for its delayed trigger
            found = self.memo.get("exiled_top")
            return [found] if isinstance(found, int) and found in state.objects else []
        if ref == "searched":  # "that land": the card the search put onto the battlefield
            found = self.memo.get("searched")
            return [found] if isinstance(found, int) and found in state.objects else []
        if ref == "exiled":  # "the exiled cards": those its linked ability exiled (607.2a)

            return [i for i in state.linked_exile.get(self.source_id, ())
                    if i in state.objects and state.objects[i].zone == EXILE]
        if ref == "those":  # "Sacrifice those creatures at …" (a delayed trigger, 603.7c)
            those = self.event.get("those", ())
            return [i for i in those if isinstance(i, int) and i in state.objects]
        if ref == "exiled_now":  # the cards this resolution exiled ("those cards", 400.7)
            return [i for i in self.memo.get("exiled_now", ()) if i in state.objects]
        if ref.startswith("as:"):  # "that token" printed, the object it names (bound)
            return self._objects(ref.split(":", 2)[2])
        if ref in ("moved_self", "moved_it"):  # "Exile ~, then return it …", "When ~ dies,
            # return it … at …": the card ~ (the trigger's object) became (400.7)
            old = self.source_id if ref == "moved_self" else self.event.get("it", -1)
            moved = state.moved.get(old)
            return [moved] if moved is not None and moved in state.objects else []
        if ref.startswith("moved:"):  # the objects the cards of REF became (400.7)
            # — exiled, then returned by the same effect: the permanent it is now
            # ("Exile target creature, then return that card …. It gains first strike")
            return [latest for i in self._target_values(ref[len("moved:"):])
                    if isinstance(i, int) and (latest := _latest(state.moved, i)) != i
                    and latest in state.objects]
        if ref == "created":  # the tokens this ability created ("then attach ~ to it")
            return [i for i in self.memo.get("created", ()) if i in state.objects]
        if ref in ("enchanted", "equipped", "attached"):
            obj = state.objects.get(self.source_id)
            if obj is not None and obj.attached_to is not None:
                return [obj.attached_to]
            # gone (sacrificed as the ability's cost): what it was attached to as it last
            # existed on the battlefield (CR 608.2h, 113.7a; Phantom Wings)
            known = state.lki.get(self.source_id)
            if (obj is None or obj.zone != "battlefield") and known is not None and \
                    known.attached_to in state.objects and \
                    state.objects[known.attached_to].zone == "battlefield":
                return [known.attached_to]
            return []
        return []

    def _target_values(self, ref: str) -> list[Any]:
        parts = ref.split(":")
        index = int(parts[1])
        if index >= len(self.targets):
            return []
        group = self.targets[index]
        if len(parts) > 2:
            k = int(parts[2])
            group = group[k:k + 1]
        return [t for t in group if t is not None]

    def players(self, ref: str) -> list[int]:
        state = self.game.state
        if ref == "you":
            return [self.controller]
        if ref == "that_player" and self.that_player is not None:
            return [self.that_player]
        if ref == "chooser":
            return [self.chooser if self.chooser is not None else self.controller]
        if ref == "each_player":
            return state.apnap()
        if ref in ("each_opponent", "each_other_player"):  # free-for-all: the same players
            return [p for p in state.apnap() if p != self.controller]
        if ref == "active_player":
            return [state.active]
        if ref == "chosen_opponent":  # "Choose an opponent. … that player …"
            chosen = self.memo.get("chosen_opponent")
            return [chosen] if isinstance(chosen, int) and not state.players[chosen].left \
                else []
        if ref == "you_and_chosen":  # "You and that player each …" (APNAP order, 101.4)
            chosen = self.memo.get("chosen_opponent")
            return [p for p in state.apnap() if p == self.controller or p == chosen]
        if ref == "each_player_who_sacrificed":  # "each player who sacrificed … this way"
            return [p for p in state.apnap() if p in self.memo.get("sacrificed_by", ())]
        if ref == "enchanted_player":  # an Aura enchanting a player (CR 303.4b)
            obj = state.objects.get(self.source_id)
            return [obj.attached_player] if obj is not None and \
                obj.attached_player is not None else []
        if ref == "attacking_player":  # "that attacking player" (CR 506.2)
            who = self.event.get("attacker_player")
            return [who] if isinstance(who, int) else []
        if ref == "each_opponent_attacking":  # "each opponent attacking that player" (802)
            attacked = f"p{self.event.get('player')}"
            attacking = {chars(state, state.objects[a]).controller
                         for a, d in state.attackers.items()
                         if d == attacked and a in state.objects}
            return [p for p in state.apnap() if p != self.controller and p in attacking]
        if ref == "defending_player":
            defending = self.event.get("defending")
            return [defending] if isinstance(defending, int) else []
        if ref == "triggering_player":
            who = self.event.get("player")
            return [who] if isinstance(who, int) else []
        if ref.startswith(YOU_AND):  # "You and target opponent each draw a card" (h9-ev3):
            others = self.players(ref[len(YOU_AND):])  # both, in APNAP order (101.4)
            return [p for p in state.apnap() if p == self.controller or p in others]
        if ref.startswith("as:"):  # "that permanent or player": the printed anaphor (h8-qf)
            return self.players(ref.split(":", 2)[2])
        if ref.startswith("target:"):
            return [p for p in (parse_player_ref(t) for t in self._target_values(ref))
                    if p is not None and not state.players[p].left]
        if ref.startswith("player:"):  # a player fixed when a delayed trigger was made (603.7c)
            fixed = int(ref.partition(":")[2])
            return [] if state.players[fixed].left else [fixed]
        if ref.startswith("that_noun_controller:"):  # "that land's controller", worded so
            rest = ref.split(":", 2)[2]
            return self.players(rest if rest == "triggering_player" else "controller:" + rest)
        if ref.startswith("player_or_controller:"):  # EV2: "that player or that
            # planeswalker's controller" — the target player, or the target's controller
            rest = ref.partition(":")[2]
            found: list[int] = []
            for value in self._target_values(rest):
                player = parse_player_ref(value) if isinstance(value, str) else None
                if player is None:
                    player = next(iter(self.players("controller:" + rest)), None)
                if player is not None and player not in found and \
                        not state.players[player].left:
                    found.append(player)
            return found
        if ref.startswith("that_permanents_controller:"):  # Mesmeric Orb, worded so
            return self.players("controller:" + ref.partition(":")[2])
        if ref.startswith("that_player:"):  # "that player": the controller, worded so
            return self.players("controller:" + ref.partition(":")[2])
        if ref.startswith("controller:") or ref.startswith("owner:"):
            head, _colon, rest = ref.partition(":")
            out = []
            for oid in self.objects(rest):
                obj = state.objects[oid]
                out.append(chars(state, obj).controller if head == "controller" else obj.owner)
            if not out and (rest in ("it", "that_creature", "event_source")
                            or rest.startswith("target:")):
                # last known (608.2h): "its controller gains life" after it was exiled, "that
                # creature's controller" after it died (Dingus Staff)
                key = self.event.get("it", -1) if rest in ("it", "that_creature") else \
                    self.event.get("source", -1) if rest == "event_source" else next(
                    (t for t in self._target_values(rest) if isinstance(t, int)), -1)
                lki = state.lki.get(key)
                if lki is not None:
                    out.append(lki.controller if head == "controller" else lki.owner)
            if not out and rest.startswith("target:"):  # gone: as it last existed (608.2h)
                for old in self._target_values(rest):
                    known = state.lki.get(old) if isinstance(old, int) else None
                    if known is not None:
                        out.append(known.controller if head == "controller" else known.owner)
            return out
        return []

    def amount(self, quantity: m.Quantity) -> int:
        quantity = target_player_9b.bind_quantity(quantity, self.targets)  # EV2b (608.2h)
        return self.game.amount(quantity, self.controller, self.x, self)


def _latest(moved: dict[int, int], oid: int) -> int:
    """The object ``oid`` became after every zone change since (CR 400.7): the ids only grow,
    so the chain ends."""
    while oid in moved:
        oid = moved[oid]
    return oid
