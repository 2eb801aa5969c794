"""Game objects (CR 108–111, 113.7, 400.7, 707): cards, tokens, spells and abilities on the stack.

Every zone change makes a **new object** with a new id (CR 400.7): the old id goes stale, and
what the old object looked like is kept as last-known information (:class:`LastKnown`,
CR 603.10a, 608.2h) for "it" in leaves-the-battlefield triggers and for effects that ask about
an object that has left. Objects are mutable rows inside the game's state; nothing here leaves
the engine (views copy what they show into frozen snapshots).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable.games.magic.model import Ability, CardDef

LIBRARY = "library"
HAND = "hand"
BATTLEFIELD = "battlefield"
GRAVEYARD = "graveyard"
STACK = "stack"
EXILE = "exile"
COMMAND = "command"
ZONES = (LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND)
HIDDEN_ZONES = frozenset({LIBRARY, HAND})


@dataclass(slots=True)
class GameObject:
    """A card or token in a zone (CR 109). ``controller`` is the base controller (who cast it or
    put it onto the battlefield); layer 2 effects may change the current one
    (:func:`cardtable.games.magic.layers.chars`)."""

    id: int
    card: CardDef
    owner: int
    controller: int
    zone: str
    token: bool = False
    tapped: bool = False
    damage: int = 0
    deathtouched: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    timestamp: int = 0
    sick: bool = False  # came under its controller's control since their turn began (302.6)
    uid: int = 0  # the physical card this object is (kept across zone changes, for conservation)
    seen_controller: int = -1  # the controller the layer system last saw (a change makes it sick)
    controlled_since: int = 0  # the timestamp when it came under its controller's control (echo)
    renowned: bool = False  # a designation (702.112b), kept until it leaves the battlefield
    copied: CardDef | None = None  # copiable values from a copy effect (CR 707.2, layer 1)
    bestowed: bool = False  # an Aura with bestow cast for its bestow cost (CR 702.103b)
    face_down: bool = False  # a face-down spell or permanent (morph, CR 702.37, 708)
    emblem: bool = False  # an emblem in the command zone (CR 114; emblems.py)
    monstrous: bool = False  # a designation (CR 701.31b), kept until it leaves the battlefield
    attached_player: int | None = None  # an Aura enchanting a player (CR 303.4b, 702.5d)
    manifested: bool = False  # put onto the battlefield face down by manifest (CR 701.34a)

    def copy(self) -> GameObject:
        return GameObject(self.id, self.card, self.owner, self.controller, self.zone, self.token,
                          self.tapped, self.damage, self.deathtouched, dict(self.counters),
                          self.attached_to, self.timestamp, self.sick, self.uid,
                          self.seen_controller, self.controlled_since, self.renowned,
                          self.copied, self.bestowed, self.face_down, self.emblem,
                          self.monstrous, self.attached_player, self.manifested)


@dataclass(slots=True)
class StackItem:
    """A spell or an ability on the stack (CR 113.1, 405). A spell's card is ``obj``; an
    ability has ``obj = None`` and names its ``source``. ``targets`` holds, per target spec,
    the chosen ids (objects) or ``"pN"`` (players); ``modes`` the chosen mode indices in
    printed order (MOD-8: copies keep them); ``x`` the announced X; ``divisions`` how damage is
    divided (601.2d); ``event`` what a trigger saw (e.g. ``it`` for the object that died)."""

    id: int
    controller: int
    ability: Ability
    source: int
    obj: int | None = None
    targets: tuple[tuple[Any, ...], ...] = ()
    modes: tuple[int, ...] = ()
    x: int = 0
    divisions: tuple[tuple[int, ...], ...] = ()
    event: tuple[tuple[str, Any], ...] = ()
    copy: bool = False
    name: str = ""
    kicked: bool = False
    chooser: int | None = None  # who chose the modes (MOD-6: "that player")
    bestowed: bool = False  # cast for its bestow cost (CR 702.103)

    def clone(self) -> StackItem:
        return StackItem(self.id, self.controller, self.ability, self.source, self.obj,
                         self.targets, self.modes, self.x, self.divisions, self.event, self.copy,
                         self.name, self.kicked, self.chooser, self.bestowed)


@dataclass(frozen=True, slots=True)
class LastKnown:
    """An object as it last existed in a zone (CR 608.2h, 603.10a): the facts effects read."""

    id: int
    name: str
    owner: int
    controller: int
    zone: str
    power: int
    toughness: int
    types: frozenset[str]
    subtypes: frozenset[str]
    colors: frozenset[str]
    counters: tuple[tuple[str, int], ...]
    token: bool
    mana_value: int
    card: CardDef | None = None  # its copiable values (707.2), for "a token that's a copy of it"
    attachments: tuple[int, ...] = ()  # what was attached to it ("equipped creature dies")
    triggered: tuple[Any, ...] = ()  # its triggered abilities then, granted ones too (603.10a)
    attached_to: int | None = None  # what it was attached to ("enchanted creature", 608.2h)


def player_ref(player: int) -> str:
    return f"p{player}"


def parse_player_ref(value: Any) -> int | None:
    if isinstance(value, str) and value.startswith("p") and value[1:].isdigit():
        return int(value[1:])
    return None
