"""Dungeons (CR 309) and venturing into them (701.46) — issue 29.

The three dungeons of *Adventures in the Forgotten Realms* are card facts, written here as data
(:data:`DUNGEONS`): each room's name, its room ability in the ability model and the rooms it
leads to. A room ability is "When you move your venture marker into this room, EFFECT"
(309.4c); it triggers as the marker moves and is controlled by the dungeon's owner.

State: ``MagicState.dungeon_marks`` (player → (dungeon, room)) is the dungeon a player owns in
the command zone and the room their venture marker is on; ``MagicState.dungeons_completed``
counts the dungeons each player completed (309.7). Both are public (every view shows them).

* venturing (701.46a-c): no dungeon — the player chooses one and the marker goes on its topmost
  room; otherwise the marker moves along an arrow (the player chooses where there are two); on
  the bottommost room the dungeon is removed (completed) and a new one is chosen;
* the state-based action of 309.6 (704.5t): a marker on the bottommost room whose room ability
  has left the stack removes the dungeon — the player completes it (309.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic import triggers
from cardtable.games.magic.context import Ask
from cardtable.games.magic.model.designations import DrawRevealCastOne, ExileTopPlayable
from cardtable.games.magic.state import PendingTrigger
from cardtable.games.magic.text.tokens import PREDEFINED_TOKENS

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

DUNGEON_SOURCE = -1
"""The source id of a room ability: the dungeon card is no game object here (ids start at 1)."""
ROOM_TRIGGER = m.Trigger("venture_marker_moved")
"""309.4c: "When you move your venture marker into this room" (printed on no card)."""
_CREATURE = m.TargetSpec("creature")
_UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"


@dataclass(frozen=True, slots=True)
class Room:
    """One room of a dungeon (309.4): its name (flavour, 309.4b), its room ability's printed
    effect ``text``, that ability, and the indices of the rooms its arrows lead to (none: the
    bottommost room)."""

    name: str
    text: str
    ability: m.TriggeredAbility
    leads_to: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Dungeon:
    """A dungeon card (309.1): its rooms, the topmost first."""

    name: str
    rooms: tuple[Room, ...]


def _room(name: str, text: str, effects: tuple[Any, ...], leads_to: tuple[int, ...] = (),
          targets: tuple[m.TargetSpec, ...] = ()) -> Room:
    ability = m.TriggeredAbility(ROOM_TRIGGER, effects, targets,
                                 text=f"When you move your venture marker into this room, {text}")
    return Room(name, text, ability, leads_to)


def _tokens(name: str, count: int = 1) -> m.CreateToken:
    return m.CreateToken(PREDEFINED_TOKENS[name], count)


def _creature_token(name: str, power: int, toughness: int, color: str, count: int = 1,
                    keywords: tuple[str, ...] = ()) -> m.CreateToken:
    spec = m.TokenSpec(name, ("Creature",), tuple(name.split()), (), (color,), power, toughness,
                       tuple(m.Keyword(k) for k in keywords))
    return m.CreateToken(spec, count)


_EACH_OPPONENT, _EACH_PLAYER = "each_opponent", "each_player"

LOST_MINE = Dungeon("Lost Mine of Phandelver", (
    _room("Cave Entrance", "Scry 1.", (m.Scry(1),), (1, 2)),
    _room("Goblin Lair", "Create a 1/1 red Goblin creature token.",
          (_creature_token("Goblin", 1, 1, "R"),), (3, 4)),
    _room("Mine Tunnels", "Create a Treasure token.", (_tokens("Treasure"),), (4, 5)),
    _room("Storeroom", "Put a +1/+1 counter on target creature.",
          (m.PutCounters("+1/+1", 1, "target:0"),), (6,), (_CREATURE,)),
    _room("Dark Pool", "Each opponent loses 1 life and you gain 1 life.",
          (m.LoseLife(1, _EACH_OPPONENT), m.GainLife(1)), (6,)),
    _room("Fungi Cavern", "Target creature gets -4/-0 until your next turn.",
          (m.ModifyPT(-4, 0, "target:0", duration=_UNTIL_YOUR_NEXT_TURN),), (6,), (_CREATURE,)),
    _room("Temple of Dumathoin", "Draw a card.", (m.DrawCards(1),)),
))
MAD_MAGE = Dungeon("Dungeon of the Mad Mage", (
    _room("Yawning Portal", "You gain 1 life.", (m.GainLife(1),), (1,)),
    _room("Dungeon Level", "Scry 1.", (m.Scry(1),), (2, 3)),
    _room("Goblin Bazaar", "Create a Treasure token.", (_tokens("Treasure"),), (4,)),
    _room("Twisted Caverns", "Target creature can't attack until your next turn.",
          (m.GrantAbilities(on="target:0", duration=_UNTIL_YOUR_NEXT_TURN,
                            rules=("cant_attack",)),), (4,), (_CREATURE,)),
    _room("Lost Level", "Scry 2.", (m.Scry(2),), (5, 6)),
    # no duration is printed: the cards may be played as long as they remain exiled
    _room("Runestone Caverns", "Exile the top two cards of your library. You may play them.",
          (ExileTopPlayable(2),), (7,)),
    _room("Muiral's Graveyard", "Create two 1/1 black Skeleton creature tokens.",
          (_creature_token("Skeleton", 1, 1, "B", 2),), (7,)),
    _room("Deep Mines", "Scry 3.", (m.Scry(3),), (8,)),
    _room("Mad Wizard's Lair", "Draw three cards and reveal them. You may cast one of them "
          "without paying its mana cost.", (DrawRevealCastOne(3),)),
))
TOMB = Dungeon("Tomb of Annihilation", (
    _room("Trapped Entry", "Each player loses 1 life.", (m.LoseLife(1, _EACH_PLAYER),), (1, 2)),
    _room("Veils of Fear", "Each player loses 2 life unless they discard a card.",
          (m.Punisher(_EACH_PLAYER, 2, discard=True),), (3,)),
    _room("Oubliette", "Discard a card and sacrifice an artifact, a creature, and a land.",
          (m.Discard(1), m.Sacrifice(filter=m.Filter(types=("Artifact",))),
           m.Sacrifice(filter=m.Filter(types=("Creature",))),
           m.Sacrifice(filter=m.Filter(types=("Land",)))), (4,)),
    _room("Sandfall Cell", "Each player loses 2 life unless they sacrifice an artifact, a "
          "creature, or a land.", (m.Punisher(_EACH_PLAYER, 2, sacrifice=m.Filter(
              types=("Artifact", "Creature", "Land"))),), (4,)),
    _room("Cradle of the Death God", "Create a 4/4 black God Horror creature token with "
          "deathtouch.", (_creature_token("God Horror", 4, 4, "B", keywords=("deathtouch",)),)),
))
DUNGEONS = (LOST_MINE, MAD_MAGE, TOMB)
"""The dungeons a player may choose as they venture (701.46a): each player owns one of each."""


def room_of(state: Any, player: int) -> tuple[Dungeon, Room] | None:
    """The dungeon ``player`` owns in the command zone and the room their marker is on."""
    mark = state.dungeon_marks.get(player)
    if mark is None:
        return None
    dungeon = DUNGEONS[mark[0]]
    return dungeon, dungeon.rooms[mark[1]]


def _enter(game: GameServices, player: int, dungeon: int, room: int) -> None:
    """The marker moves into ``room``: its room ability triggers (309.4c)."""
    state = game.state
    state.dungeon_marks[player] = (dungeon, room)
    entered = DUNGEONS[dungeon].rooms[room]
    game.log("venture", player, dungeon=DUNGEONS[dungeon].name, room=entered.name)
    state.triggers.append(PendingTrigger(player, DUNGEON_SOURCE, entered.ability,
                                         f"{DUNGEONS[dungeon].name}: {entered.name}",
                                         (("player", player),)))


def _complete(game: GameServices, player: int) -> None:
    """309.7: the dungeon is removed from the game; the player completes it."""
    state = game.state
    mark = state.dungeon_marks.pop(player, None)
    if mark is None:
        return
    state.dungeons_completed[player] = state.dungeons_completed.get(player, 0) + 1
    state.touch()  # "as long as you've completed a dungeon" (611.3a)
    game.log("dungeon_completed", player, dungeon=DUNGEONS[mark[0]].name)
    triggers.dungeon_completed(game, player)  # h8-trg: "Whenever you complete a dungeon"


def venture(game: GameServices, player: int, answers: tuple[Any, ...]) -> Ask | None:
    """701.46a-c for ``player``; a question when they choose a dungeon or a branch."""
    state = game.state
    mark = state.dungeon_marks.get(player)
    if mark is not None:
        dungeon, room = mark
        leads = DUNGEONS[dungeon].rooms[room].leads_to
        if leads:  # 701.46b: the next room (the player chooses among arrows)
            if len(leads) == 1:
                _enter(game, player, dungeon, leads[0])
                return None
            names = tuple(DUNGEONS[dungeon].rooms[i].name for i in leads)
            if not answers:
                return Ask(player, DecisionKind.CHOOSE_ONE, "venture into the dungeon: the "
                           "next room", names)
            choice = answers[0] if answers[0] in names else names[0]
            _enter(game, player, dungeon, leads[names.index(choice)])
            return None
        _complete(game, player)  # 701.46c: the bottommost room — complete it, then a new one
    names = tuple(d.name for d in DUNGEONS)
    if not answers:
        return Ask(player, DecisionKind.CHOOSE_ONE, "venture into the dungeon: choose a "
                   "dungeon", names)
    choice = answers[0] if answers[0] in names else names[0]
    _enter(game, player, names.index(choice), 0)
    return None


def dungeon_sba(game: GameServices) -> bool:
    """309.6 (704.5t): a venture marker on a bottommost room whose room ability is no longer
    waiting or on the stack: the dungeon's owner removes it (completing it, 309.7)."""
    state = game.state
    done = False
    for player, (dungeon, room) in list(state.dungeon_marks.items()):
        if DUNGEONS[dungeon].rooms[room].leads_to:
            continue
        name = f"{DUNGEONS[dungeon].name}: {DUNGEONS[dungeon].rooms[room].name}"
        if any(t.source == DUNGEON_SOURCE and t.controller == player and t.source_name == name
               for t in state.triggers) or any(
                item.source == DUNGEON_SOURCE and item.controller == player
                and item.name == name for item in state.stack):
            continue
        _complete(game, player)
        done = True
    return done
