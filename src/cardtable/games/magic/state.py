"""The mutable state of a Magic game (CR 100–104, 400): players, objects, zones, the stack, the
turn, continuous effects from resolved spells, triggers waiting to be put on the stack.

The state is plain Python containers of plain rows so that :meth:`MagicState.copy` is a cheap
structural copy (``clone()`` for search). The rooms of the engine (zones, layers, casting,
combat, …) are functions over this state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable.games.magic.model import Ability, ContinuousEffect
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    STACK,
    ZONES,
    GameObject,
    LastKnown,
    StackItem,
)

STEPS = (
    "untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_combat", "main2", "end",
    "cleanup",
)


@dataclass(slots=True)
class Player:
    """A player's own state (CR 102, 119, 122)."""

    index: int
    life: int = 20
    poison: int = 0
    pool: dict[str, int] = field(default_factory=dict)
    lands_played: int = 0
    drew_from_empty: bool = False
    left: bool = False  # lost or conceded: out of the game (CR 800.4a)
    eliminated_turn: int | None = None
    lost: bool = False
    zones: dict[str, list[int]] = field(default_factory=dict)
    damage_taken_this_turn: int = 0
    mana_colours: frozenset[str] | None = None  # a format's limit: other colours make {C}
    counters: dict[str, int] = field(default_factory=dict)  # experience, energy (CR 122.1)
    life_gained_this_turn: int = 0  # "for each 1 life you gained this turn" (Licia)
    spells_cast_this_turn: int = 0  # "for each spell you've cast this turn" (Aetherflux)
    # the card types of each spell they cast this turn, in order: "their first noncreature
    # spell each turn" (Esper Sentinel; triggers._first_of_turn)
    cast_types_this_turn: tuple[frozenset[str], ...] = ()
    # the cards they drew this turn, by id (a card keeps its id from library to hand): "cards
    # in your hand drawn this turn" (Sylvan Library)
    drawn_this_turn: tuple[int, ...] = ()
    # the life total as the turn began: with the life gained this turn it tells how much life
    # was lost this turn (CR 119.3, 119.4: damage, loss and payment all lose life; spectacle,
    # 702.137a, reads it too)
    life_at_turn_start: int = 20
    cards_drawn_this_turn: int = 0  # miracle: "the first card you've drawn this turn" (702.94a)

    @property
    def life_lost_this_turn(self) -> int:
        return max(0, self.life_at_turn_start + self.life_gained_this_turn - self.life)

    def copy(self) -> Player:
        return Player(self.index, self.life, self.poison, dict(self.pool), self.lands_played,
                      self.drew_from_empty, self.left, self.eliminated_turn, self.lost,
                      {k: list(v) for k, v in self.zones.items()}, self.damage_taken_this_turn,
                      self.mana_colours, dict(self.counters), self.life_gained_this_turn,
                      self.spells_cast_this_turn, self.cast_types_this_turn,
                      self.drawn_this_turn, self.life_at_turn_start, self.cards_drawn_this_turn)


@dataclass(frozen=True, slots=True)
class TempEffect:
    """A continuous effect from a resolved spell or ability (CR 611.2): in ``layer`` from
    ``timestamp`` on, to the objects ``affected`` (locked in when it began, 611.2c) until
    ``duration`` ends (``"end_of_turn"``, ``"permanent"``, ``"end_of_combat"``)."""

    timestamp: int
    effect: ContinuousEffect
    affected: frozenset[int]
    controller: int
    duration: str
    source: int = 0


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability that triggered and waits to be put on the stack (CR 603.3)."""

    controller: int
    source: int
    ability: Ability
    source_name: str
    event: tuple[tuple[str, Any], ...] = ()


@dataclass(slots=True)
class MagicState:
    players: list[Player]
    objects: dict[int, GameObject] = field(default_factory=dict)
    battlefield: list[int] = field(default_factory=list)
    stack: list[StackItem] = field(default_factory=list)
    effects: list[TempEffect] = field(default_factory=list)
    triggers: list[PendingTrigger] = field(default_factory=list)
    lki: dict[int, LastKnown] = field(default_factory=dict)
    moved: dict[int, int] = field(default_factory=dict)  # old id -> the new object (400.7)
    # combat damage dealt to each player by each physical card, for Commander (903.10a, 704.6c)
    combat_damage: dict[tuple[int, int], int] = field(default_factory=dict)
    next_id: int = 1
    next_uid: int = 1
    timestamp: int = 0
    turn: int = 0
    active: int = 0
    step: str = "cleanup"  # the game begins as if a turn had just ended
    priority: int | None = None
    passes: int = 0
    starting_player: int = 0
    attackers: dict[int, Any] = field(default_factory=dict)  # attacker id -> "pN" or walker id
    blockers: dict[int, int] = field(default_factory=dict)  # blocker id -> attacker id
    # "~ can block an additional creature each combat" (CR 509.1a): a blocker's other attackers
    extra_blocks: dict[int, tuple[int, ...]] = field(default_factory=dict)
    # attacking bands (CR 702.22c): each member's band, itself included (banding.py; h8-kw)
    bands: dict[int, tuple[int, ...]] = field(default_factory=dict)
    # prowl (CR 702.76a): each player's creature types among the sources they controlled that
    # dealt combat damage to a player this turn (damage.py; h8-kw)
    prowl_types: dict[int, frozenset[str]] = field(default_factory=dict)
    blocked: set[int] = field(default_factory=set)
    struck_first: set[int] = field(default_factory=set)
    activations: dict[tuple[int, int], int] = field(default_factory=dict)
    prevention: dict[Any, int] = field(default_factory=dict)  # "pN"/id -> damage to prevent
    # "prevent all (combat) damage that would be dealt this turn by FILTER": (filter, combat
    # only, the effect's controller), until the cleanup step (615.1a, 514.2)
    prevent_by: list[tuple[Any, bool, int]] = field(default_factory=list)
    regeneration: dict[int, int] = field(default_factory=dict)  # id -> shields this turn
    died_this_turn: int = 0
    died_ids: tuple[int, ...] = ()  # the creatures that died this turn (their last-known ids)
    spells_cast_this_turn: int = 0  # every player's (storm, CR 702.40a)
    # permanents (ids) that entered the battlefield this turn ("each creature that entered the
    # battlefield this turn"; a new object on each zone change, 400.7)
    entered_this_turn: set[int] = field(default_factory=set)
    # "creatures can't block unless their controller pays {X} for each blocking creature"
    # this turn: each effect's X (War Cadence; CR 509.1d, combat.py)
    block_taxes: list[int] = field(default_factory=list)
    # the turn in which attackers were last declared ("if you attacked this turn", raid: only
    # the active player attacks, CR 506.2, 508.1)
    attacked_turn: int = -1
    attacked_ids: set[int] = field(default_factory=set)  # declared attackers this turn (boast)
    # player -> (timestamp at the beginning of their previous upkeep, of their latest): echo
    upkeep_marks: dict[int, tuple[int, int]] = field(default_factory=dict)
    # how a spell was cast, kept by the card on the stack and the permanent it becomes
    # ("kicked", "flashback", "evoke", "alternative"; costs.py, CR 702.33d, 702.34a, 702.74a)
    cast_notes: dict[int, frozenset[str]] = field(default_factory=dict)
    # players a noncreature permanent of whom an opponent's spell or ability destroyed this turn
    lost_noncreature_to_opponent: set[int] = field(default_factory=set)
    # players a permanent of whom (as they controlled it) left the battlefield this turn:
    # "if a permanent you controlled left the battlefield this turn" (revolt; conditions_more)
    left_battlefield_this_turn: set[int] = field(default_factory=set)
    # (event, player) of the player events that happened this turn: "Whenever you lose life /
    # surveil for the first time each turn" (triggers.first_this_turn; h7-trg)
    player_events_this_turn: set[tuple[str, int]] = field(default_factory=set)
    # h8-trg: the command-zone holders of delayed triggers that last this turn (603.7a),
    # removed as the cleanup step ends "until end of turn" effects (514.2)
    turn_triggers: list[int] = field(default_factory=list)
    delayed: list[Any] = field(default_factory=list)  # delayed triggers waiting (delayed.py)
    extra_cleanup: bool = False
    mana_spent: dict[int, int] = field(default_factory=dict)  # spell on the stack → mana paid
    cast_x: dict[int, int] = field(default_factory=dict)  # spell on the stack → its X (107.3m)
    # object id → the cards its abilities exiled, for "return the exiled cards" (607.2a)
    linked_exile: dict[int, tuple[int, ...]] = field(default_factory=dict)
    # source id → the cards it exiled "until ~ leaves the battlefield", each with the zone it
    # left, where it returns (CR 610.3; zones.exile_until_leaves)
    exiled_until: dict[int, tuple[tuple[int, str], ...]] = field(default_factory=dict)
    # their sources left: to return when the event ends (610.3d)
    until_returns: tuple[tuple[int, str], ...] = ()
    version: int = 0
    over: bool = False
    cache: Any = None  # the layer system's characteristics for ``version`` (never copied)
    token_scan: int = -1  # ``next_id`` when SBA last found no token off the battlefield
    # Commander (CR 903.3, 903.4): the physical cards (uids) that are commanders, by owner, and
    # each player's commander colour identity; empty outside a Commander game (903.4f)
    commanders: dict[int, int] = field(default_factory=dict)
    # mana in a pool with a rider (CR 106.6): (player, symbol, rider kind, source); mana_riders.py
    mana_riders: list[tuple[int, str, str, int]] = field(default_factory=list)
    identities: dict[int, frozenset[str]] = field(default_factory=dict)
    # exiled cards a player may play (play_from_exile.PlayPermission; CR 601.2, 305.2, 607.2a)
    play_permissions: list[Any] = field(default_factory=list)
    # (turn, source) of each "[once] during each of your turns, you may cast … from your
    # graveyard" permission used (graveyard_casts.py; CR 601.2)
    graveyard_turn_uses: set[tuple[int, int]] = field(default_factory=set)
    # CR 406.3 (play_from_exile.py): exiled face down → the players who may look at it
    exiled_face_down: dict[int, frozenset[int]] = field(default_factory=dict)
    # adventurer cards exiled by their resolving Adventure (CR 715.4; faces.py)
    on_adventure: set[int] = field(default_factory=set)
    # (source id, object id) for each object a source dealt damage to this turn: "a creature
    # dealt damage by ~ this turn" (CR 120.3; old ids kept for dies triggers, 603.10a)
    damaged_by: set[tuple[int, int]] = field(default_factory=set)
    # phased-out permanents (CR 702.26): id -> (who controlled it as it phased out, whether it
    # phased out indirectly); out of ``battlefield``, still in the zone (phasing.py)
    phased_out: dict[int, tuple[int, bool]] = field(default_factory=dict)
    # transforming double-faced cards (CR 701.28, 712; faces.py): the game's day/night
    # designation ("", "day" or "night", CR 728.1), how many spells each player cast during the
    # previous turn and whose turn it was ("if no spells were cast last turn", 728.2)
    day_night: str = ""
    spells_last_turn: tuple[int, ...] = ()
    last_turn_active: int = -1
    # permanent id -> ``next_id`` as it last transformed: an ability of it put on the stack
    # (a stack item id) before then does not transform it again (701.28f)
    transformed_at: dict[int, int] = field(default_factory=dict)
    # Class permanents (CR 716.2b): id -> level, a designation; absent means level 1 (716.2d)
    class_levels: dict[int, int] = field(default_factory=dict)
    # extra turns to be taken after this one, by player, the most recently created last (CR
    # 500.7: it is taken first; turn.py)
    extra_turns: list[int] = field(default_factory=list)
    # "skip your next turn / untap step / draw step" (CR 614.10): (player, "turn" | "untap" |
    # "draw") each skipped once, the next time it would happen (turn.py)
    skips: list[tuple[int, str]] = field(default_factory=list)
    # "prevent all (combat) damage that would be dealt to / by REF this turn" (CR 615.1a): (the
    # object's id or "pN", "to" or "by", combat only), until the cleanup step (514.2; damage.py)
    prevent_ids: list[tuple[Any, str, bool]] = field(default_factory=list)
    # "The next time a source of your choice would deal damage to you this turn, prevent that
    # damage" (CR 615.7): (the chosen source's id, "pN"), used once, until the cleanup step
    prevent_next: list[tuple[int, str]] = field(default_factory=list)
    # h4-prevent: the damage rules of resolved effects (model.damage_rules, CR 615.1a, 614.1a):
    # (the rule, its controller, the ids/"pN" its "to" REF named, the ids its "by" REF named or
    # the source chosen, the source of the effect, where a redirection sends the damage), until
    # the cleanup step (514.2; damage.py)
    damage_rules: list[tuple[Any, int, frozenset[Any], frozenset[Any], Any, frozenset[Any]]] = \
        field(default_factory=list)
    # issue 29, designations (designations.py): the monarch, at most one player (CR 722.3),
    # and the players with the city's blessing, theirs for the rest of the game (702.131a)
    monarch: int | None = None
    city_blessing: frozenset[int] = frozenset()
    # the dungeon each player owns in the command zone and the room of their venture marker
    # (dungeons.py; CR 309.3, 309.4), and how many dungeons each completed (309.7)
    dungeon_marks: dict[int, tuple[int, int]] = field(default_factory=dict)
    dungeons_completed: dict[int, int] = field(default_factory=dict)
    # soulbond pairs, both ways (designations.py; CR 702.95)
    paired: dict[int, int] = field(default_factory=dict)
    # EV2 (issue 29): (turn, source id, ability) of each "This ability triggers only once each
    # turn" ability that triggered (triggers._add)
    triggered_once: set[tuple[int, int, Any]] = field(default_factory=set)

    @property
    def player_count(self) -> int:
        return len(self.players)

    def touch(self) -> None:
        """Something that characteristics depend on changed (CR 613 must be re-applied)."""
        self.version += 1

    def new_id(self) -> int:
        value = self.next_id
        self.next_id += 1
        return value

    def new_timestamp(self) -> int:
        self.timestamp += 1
        return self.timestamp

    def zone(self, player: int, name: str) -> list[int]:
        return self.players[player].zones[name]

    def in_game(self) -> list[int]:
        """Players still in the game, in turn order from the active player."""
        count = len(self.players)
        return [p for p in ((self.active + i) % count for i in range(count))
                if not self.players[p].left]

    def apnap(self) -> list[int]:
        """Active player, then the others in turn order (CR 101.4)."""
        return self.in_game()

    def opponents(self, player: int) -> list[int]:
        return [p for p in self.in_game() if p != player]

    def copy(self) -> MagicState:
        return MagicState(
            players=[p.copy() for p in self.players],
            objects={k: o.copy() for k, o in self.objects.items()},
            battlefield=list(self.battlefield),
            stack=[s.clone() for s in self.stack],
            effects=list(self.effects),
            triggers=list(self.triggers),
            lki=dict(self.lki), moved=dict(self.moved), combat_damage=dict(self.combat_damage),
            next_id=self.next_id, next_uid=self.next_uid, timestamp=self.timestamp,
            turn=self.turn, active=self.active, step=self.step, priority=self.priority,
            passes=self.passes, starting_player=self.starting_player,
            attackers=dict(self.attackers), blockers=dict(self.blockers),
            extra_blocks=dict(self.extra_blocks), bands=dict(self.bands),
            prowl_types=dict(self.prowl_types),
            blocked=set(self.blocked), struck_first=set(self.struck_first),
            activations=dict(self.activations), prevention=dict(self.prevention),
            prevent_by=list(self.prevent_by),
            regeneration=dict(self.regeneration),
            died_this_turn=self.died_this_turn, died_ids=self.died_ids,
            upkeep_marks=dict(self.upkeep_marks),
            spells_cast_this_turn=self.spells_cast_this_turn,
            entered_this_turn=set(self.entered_this_turn), block_taxes=list(self.block_taxes),
            attacked_turn=self.attacked_turn, attacked_ids=set(self.attacked_ids),
            cast_notes=dict(self.cast_notes),
            lost_noncreature_to_opponent=set(self.lost_noncreature_to_opponent),
            left_battlefield_this_turn=set(self.left_battlefield_this_turn),
            player_events_this_turn=set(self.player_events_this_turn),
            turn_triggers=list(self.turn_triggers),
            delayed=list(self.delayed),
            extra_cleanup=self.extra_cleanup,
            mana_spent=dict(self.mana_spent), cast_x=dict(self.cast_x),
            linked_exile=dict(self.linked_exile),
            exiled_until=dict(self.exiled_until), until_returns=self.until_returns,
            version=self.version, over=self.over,
            commanders=self.commanders, identities=self.identities,  # fixed at set-up
            mana_riders=list(self.mana_riders),
            play_permissions=list(self.play_permissions),
            graveyard_turn_uses=set(self.graveyard_turn_uses),
            exiled_face_down=dict(self.exiled_face_down),
            on_adventure=set(self.on_adventure),
            damaged_by=set(self.damaged_by), phased_out=dict(self.phased_out),
            day_night=self.day_night, spells_last_turn=self.spells_last_turn,
            last_turn_active=self.last_turn_active,
            transformed_at=dict(self.transformed_at),
            class_levels=dict(self.class_levels),
            extra_turns=list(self.extra_turns),
            skips=list(self.skips),
            prevent_ids=list(self.prevent_ids),
            prevent_next=list(self.prevent_next),
            damage_rules=list(self.damage_rules),
            monarch=self.monarch, city_blessing=self.city_blessing,
            dungeon_marks=dict(self.dungeon_marks),
            dungeons_completed=dict(self.dungeons_completed), paired=dict(self.paired),
            triggered_once=set(self.triggered_once),
        )


def new_state(player_count: int, life: int = 20) -> MagicState:
    players = [Player(i, life, zones={z: [] for z in ZONES if z not in (BATTLEFIELD, STACK)},
                      life_at_turn_start=life)
               for i in range(player_count)]
    return MagicState(players=players)
