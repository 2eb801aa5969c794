"""The Magic engine's log events as English sentences, by player name (issue 27).

The engine logs plain data (``attackers attacks=['Grizzly Bears#41->p1']``); a person wants
"Ana attacks Bo with Grizzly Bears.". :func:`event_text` turns one event into one sentence, or
``None`` for bookkeeping nobody reads (step changes, a card moving to the stack as it is cast —
the cast line says it). The terminal table prints these lines and the web table can reuse them.

Visibility is the caller's: pass events as the observer may see them
(:meth:`cardtable.core.game.Game.events_for`), and a hidden card's name is only used when the
event's secret part is present. Object ids in event data become names through ``lookup`` (the
game's objects, :func:`game_lookup`); without one they are left out, never printed as raw tuples.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardtable.core.events import Event
from cardtable.games.magic.morph import public_name

if TYPE_CHECKING:
    from cardtable.games.magic.game import MagicGame

DEFAULT_NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo")

ZONE_WORDS = {"battlefield": "the battlefield", "graveyard": "graveyard", "hand": "hand",
              "library": "library", "exile": "exile", "stack": "the stack",
              "command": "the command zone"}

_REF = re.compile(r"(?:\bplayer (\d+)\b|\bp(\d+)\b|#\d+)")


@dataclass(frozen=True, slots=True)
class ObjectInfo:
    """What the log needs to know of an object id: its public name and its owner."""

    name: str
    owner: int | None = None


Lookup = Callable[[int], ObjectInfo | None]


def game_lookup(game: MagicGame, observer: int | None) -> Lookup:
    """Object ids of ``game`` as their public names (a face-down permanent stays nameless to
    all but its controller, CR 708.5), also for objects that have left (last known names)."""
    state = game.state

    def lookup(oid: int) -> ObjectInfo | None:
        obj = state.objects.get(oid)
        if obj is None:
            lki = state.lki.get(oid)
            return ObjectInfo(str(lki.name)) if lki is not None else None
        name = obj.card.name if obj.controller == observer else public_name(obj)
        return ObjectInfo(name, obj.owner)

    return lookup


def player_names(count: int, names: Sequence[str] = ()) -> tuple[str, ...]:
    """``count`` player names: those given, then the defaults."""
    return tuple(names[i] if i < len(names) and names[i] else
                 DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else f"player {i}"
                 for i in range(count))


class LogText:
    """Renders events for one observer (``None``: a spectator) with the seats' names."""

    def __init__(self, names: Sequence[str], observer: int | None = None,
                 lookup: Lookup | None = None) -> None:
        self.names = tuple(names)
        self.observer = observer
        self.lookup = lookup

    # -- names ----------------------------------------------------------------------------------

    def who(self, player: Any) -> str:
        if isinstance(player, int) and 0 <= player < len(self.names):
            return self.names[player]
        return "the game" if player is None else f"player {player}"

    def refs(self, text: Any) -> str:
        """A value from event data in words: ``player 2``/``p2`` become the name, ``Name#12``
        loses its id; lists are joined with commas."""
        if isinstance(text, (list, tuple)):
            return _join([self.refs(t) for t in text])
        if isinstance(text, bool):
            return "yes" if text else "no"
        if isinstance(text, int):
            return str(text)

        def one(match: re.Match[str]) -> str:
            number = match.group(1) or match.group(2)
            return self.who(int(number)) if number is not None else ""

        return _REF.sub(one, str(text))

    def object(self, oid: Any) -> str:
        """An object id (or an ``"pN"`` player) as a name."""
        if isinstance(oid, str):
            if oid.isdigit():
                oid = int(oid)
            else:
                return self.refs(oid)
        if not isinstance(oid, int):
            return self.refs(oid)
        info = self.lookup(oid) if self.lookup is not None else None
        return info.name if info is not None else "a card"

    def owner(self, oid: Any) -> int | None:
        if self.lookup is None or not isinstance(oid, int):
            return None
        info = self.lookup(oid)
        return None if info is None else info.owner

    # -- events ---------------------------------------------------------------------------------

    def text(self, event: Event) -> str | None:
        """One sentence for ``event``, or ``None`` when it is bookkeeping."""
        data = dict(event.data)
        secret = dict(event.secret)
        handler = _HANDLERS.get(event.kind)
        if handler is not None:
            return handler(self, event.player, data, secret)
        if event.kind in _QUIET:
            return None
        return self._generic(event.kind, event.player, data, secret)

    def lines(self, events: Iterable[Event]) -> list[str]:
        return [line for line in map(self.text, events) if line]

    def _generic(self, kind: str, player: int | None, data: Mapping[str, Any],
                 secret: Mapping[str, Any]) -> str:
        words = kind.replace("_", " ")
        parts = [f"{key.replace('_', ' ')} {self.refs(value)}"
                 for key, value in {**data, **secret}.items() if value not in ("", None, [])]
        head = f"{self.who(player)}: {words}" if player is not None else words.capitalize()
        return head + (" (" + "; ".join(parts) + ")" if parts else "") + "."


def _join(items: Sequence[str]) -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _cards(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")


_QUIET = frozenset({"step", "mulligans_done", "tap_for_cost", "convoke", "text_unchanged",
                    "game", "modes"})

Handler = Callable[[LogText, Any, dict[str, Any], dict[str, Any]], str | None]
_HANDLERS: dict[str, Handler] = {}


def _on(*kinds: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        for kind in kinds:
            _HANDLERS[kind] = fn
        return fn
    return register


@_on("turn")
def _turn(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    return f"Turn {d.get('turn', '?')}: {t.who(p)}'s turn."


@_on("draw")
def _draw(t: LogText, p: Any, d: dict[str, Any], s: dict[str, Any]) -> str:
    seen = s.get("cards")
    named = f": {_join(list(seen))}" if seen else ""
    return f"{t.who(p)} draws {_cards(int(d.get('count', 0)))}{named}."


def _cast(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    name = d.get("name", "a spell")
    targets = d.get("targets") or []
    aim = f" targeting {t.refs(list(targets))}" if targets else ""
    x = d.get("x")
    with_x = f" with X = {x}" if x else ""
    verb = d.get("_verb", "casts")
    return f"{t.who(p)} {verb} {name}{with_x}{aim}."


def _activate(t: LogText, p: Any, d: dict[str, Any], s: dict[str, Any]) -> str:
    return _cast(t, p, {**d, "_verb": "activates an ability of"}, s)


def _trigger(t: LogText, p: Any, d: dict[str, Any], s: dict[str, Any]) -> str:
    name = d.get("name", "an ability")
    targets = d.get("targets") or []
    aim = f", targeting {t.refs(list(targets))}" if targets else ""
    return f"{t.who(p)}'s {name} triggers{aim}."


_HANDLERS["cast"] = _cast
_HANDLERS["activate"] = _activate
_HANDLERS["trigger"] = _trigger


@_on("commander_cast")
def _commander_cast(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    tax = int(d.get("tax", 0) or 0)
    where = ZONE_WORDS.get(str(d.get("frm")), str(d.get("frm")))
    return (f"{t.who(p)} casts their commander {d.get('name')} from {where}"
            + (f" (commander tax {{{tax}}})" if tax else "") + ".")


@_on("commander")
def _commander(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    return f"{t.who(p)}'s commander is {d.get('name')}."


@_on("resolve")
def _resolve(_t: LogText, _p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    return f"{d.get('name')} resolves."


@_on("countered")
def _countered(_t: LogText, _p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    return f"{d.get('name')} is countered."


@_on("fizzle", "trigger_does_nothing", "removed", "rewind", "bestow_ends")
def _why(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    why = d.get("why")
    return f"{d.get('name')} does nothing" + (f": {t.refs(why)}" if why else "") + "."


@_on("attackers")
def _attackers(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    by_defender: dict[str, list[str]] = {}
    for entry in d.get("attacks") or []:
        attacker, _, defender = str(entry).partition("->")
        by_defender.setdefault(defender, []).append(t.refs(attacker))
    parts = [f"{t.object(defender)} with {_join(names)}" for defender, names in
             by_defender.items()]
    return f"{t.who(p)} attacks {'; '.join(parts)}." if parts else f"{t.who(p)} attacks."


@_on("attacking")
def _attacking(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    return f"{t.refs(d.get('what'))} enters attacking {t.object(d.get('defender'))}."


@_on("blockers")
def _blockers(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    parts = []
    for entry in d.get("blocks") or []:
        blocker, _, attacker = str(entry).partition("->")
        parts.append(f"{t.object(attacker)} with {t.refs(blocker)}")
    return f"{t.who(p)} blocks {'; '.join(parts)}."


@_on("damage")
def _damage(t: LogText, _p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    kind = " combat" if d.get("combat") else ""
    life = d.get("life")
    after = f" (life {life})" if life is not None else ""
    return (f"{d.get('source')} deals {d.get('amount')}{kind} damage to "
            f"{t.refs(d.get('target'))}{after}.")


@_on("prevented")
def _prevented(t: LogText, _p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    why = f" ({d['why']})" if d.get("why") else ""
    return (f"{d.get('amount')} damage from {d.get('source')} to {t.refs(d.get('target'))} "
            f"is prevented{why}.")


@_on("damage_modified")
def _damage_modified(t: LogText, _p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    """A damage replacement effect (CR 614.1a): "it deals double that damage instead"."""
    return (f"{d.get('amount')} damage from {d.get('source')} to {t.refs(d.get('target'))} "
            f"becomes {d.get('now')} (a replacement effect, CR 614.1a).")


@_on("life")
def _life(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    gained = d.get("gained")
    change = f"gains {gained} life" if gained else f"loses {d.get('lost', 0)} life"
    return f"{t.who(p)} {change} (life {d.get('life')})."


@_on("poison")
def _poison(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    return f"{t.who(p)} has {d.get('poison')} poison counters."


@_on("counters")
def _counters(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    amount = int(d.get("amount", 0) or 0)
    what = f"{amount} {d.get('counter')} counter" + ("" if amount == 1 else "s")
    on = t.refs(d["on"]) if d.get("on") else t.who(p)
    return f"{on} gets {what}."


@_on("lose")
def _lose(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    return f"{t.who(p)} loses the game ({t.refs(d.get('reason', ''))})."


@_on("game_over")
def _game_over(t: LogText, _p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    groups = d.get("groups") or []
    first = _join([t.who(x) for x in groups[0]]) if groups else ""
    reason = str(d.get("reason", "")).replace("_", " ")
    return f"The game is over ({reason})" + (f": {first} first." if first else ".")


@_on("move")
def _move(t: LogText, p: Any, d: dict[str, Any], s: dict[str, Any]) -> str | None:
    frm, to, cause = str(d.get("frm")), str(d.get("to")), str(d.get("cause") or "")
    if to == "stack" or (frm == "stack" and to == "graveyard"):
        return None  # the cast and resolve lines say it
    name = s.get("card") or d.get("name") or "a card"
    owner = t.owner(d.get("new"))
    if owner is None:
        owner = p
    whose = f"{t.who(owner)}'s " if owner is not None else "its owner's "
    if to == "battlefield":
        if cause == "play_land":
            return f"{t.who(owner)} plays {name}." if owner is not None else f"{name} is played."
        if frm == "stack":
            return None  # "... resolves" says it
        return f"{name} enters the battlefield from {_zone(frm, whose)}."
    if cause == "discard" and owner is not None:
        return f"{t.who(owner)} discards {name}."
    if frm == "battlefield" and to == "graveyard":
        return f"{name} goes to {whose}graveyard" + (f" ({_cause(cause)})" if cause else "") + "."
    if to == "exile":
        return f"{name} is exiled from {_zone(frm, whose)}."
    if to == "hand":
        return f"{name} is put into {whose}hand from {_zone(frm, whose)}."
    if to == "library":
        return f"{name} is put into {whose}library from {_zone(frm, whose)}."
    if to == "command":
        return f"{name} goes to the command zone."
    return f"{name} moves from {_zone(frm, whose)} to {_zone(to, whose)}."


def _zone(zone: str, whose: str) -> str:
    if zone in ("battlefield", "stack", "command"):
        return ZONE_WORDS[zone]
    return whose + ZONE_WORDS.get(zone, zone)


def _cause(cause: str) -> str:
    return {"sba": "state-based action", "destroy": "destroyed", "sacrifice": "sacrificed",
            "lethal": "lethal damage"}.get(cause, cause.replace("_", " "))


@_on("tap_for_mana")
def _tap(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    sources = list(d.get("sources") or [])
    if t.lookup is None:
        return f"{t.who(p)} taps {len(sources)} mana sources."
    return f"{t.who(p)} taps {_join([t.object(x) for x in sources])} for mana."


@_on("mana")
def _mana(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    made = "".join(f"{{{c}}}" for c in str(d.get("mana", "")))
    return f"{t.who(p)} adds {made or 'mana'} with {d.get('source')}."


@_on("scry")
def _scry(t: LogText, p: Any, d: dict[str, Any], s: dict[str, Any]) -> str:
    if "choice" in d:  # the Vancouver mulligan's scry (MUL-2.2)
        return f"{t.who(p)} scries 1 and keeps it on the {d['choice']}."
    n = int(d.get("bottom", 0)) + int(d.get("top", 0))
    return f"{t.who(p)} scries {n} ({d.get('bottom', 0)} to the bottom)."


@_on("reveal")
def _reveal(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    cards = d.get("cards") or [d.get("name")]
    who = t.who(p) if p is not None else "The game"
    why = f" ({t.refs(d['why'] if 'why' in d else d['reason'])})" if (
        "why" in d or "reason" in d) else ""
    return f"{who} reveals {_join([str(c) for c in cards])}{why}."


@_on("mulligan_rule")
def _rule(_t: LogText, _p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    free = ", the first mulligan free" if d.get("free_first") else ""
    rule = str(d.get("rule")).capitalize()
    return f"Mulligans: {rule} rule{free}; {d.get('hand_size')}-card hands."


@_on("decide")
def _decide(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str | None:
    choice = str(d.get("choice"))
    if choice == "keep":
        return None  # the keep line follows
    if choice == "mulligan":
        return f"{t.who(p)} takes a mulligan."
    return f"{t.who(p)} chooses to {choice}."


@_on("mulligan")
def _mulligan(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    free = " (free)" if d.get("free") else ""
    return f"{t.who(p)} draws a new hand of {d.get('hand_size')}{free}."


@_on("keep")
def _keep(t: LogText, p: Any, d: dict[str, Any], s: dict[str, Any]) -> str:
    n = int(d.get("mulligans", 0) or 0)
    after = f" after {n} mulligan{'s' if n != 1 else ''}" if n else ""
    return f"{t.who(p)} keeps {_cards(int(d.get('hand_size', 0)))}{after}."


@_on("bottom", "to_bottom")
def _bottom(t: LogText, p: Any, d: dict[str, Any], s: dict[str, Any]) -> str:
    seen = s.get("cards")
    named = f" ({_join(list(seen))})" if seen else ""
    count = _cards(int(d.get("count", 0)))
    return f"{t.who(p)} puts {count}{named} on the bottom of their library."


@_on("cage")
def _cage(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    return f"{t.who(p)} puts their commander {d.get('name')} into the command zone instead."


@_on("control")
def _control(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    return f"{t.who(p)} gains control of {t.refs(d.get('of'))}."


@_on("attach")
def _attach(t: LogText, _p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    return f"{t.refs(d.get('what'))} is attached to {t.refs(d.get('to'))}."


@_on("goad")
def _goad(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    return f"{t.who(p)} goads {t.refs(d.get('creatures'))}."


@_on("monarch")
def _monarch(t: LogText, p: Any, _d: dict[str, Any], _s: dict[str, Any]) -> str:
    """A player became the monarch (CR 722.1; designations.py)."""
    return f"{t.who(p)} becomes the monarch."


@_on("city_blessing")
def _city_blessing(t: LogText, p: Any, _d: dict[str, Any], _s: dict[str, Any]) -> str:
    """A player got the city's blessing (CR 702.131)."""
    return f"{t.who(p)} gets the city's blessing."


@_on("venture")
def _venture(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    """A venture marker moved into a room (CR 701.46, 309.4)."""
    return f"{t.who(p)} ventures into {d.get('room')} ({d.get('dungeon')})."


@_on("dungeon_completed")
def _dungeon_completed(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    """A dungeon was completed (CR 309.7)."""
    return f"{t.who(p)} completes {d.get('dungeon')}."


@_on("paired")
def _paired(t: LogText, _p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    """Two creatures became paired (soulbond, CR 702.95a)."""
    return f"{t.refs(d.get('creatures'))} are paired."


@_on("delayed_trigger")
def _delayed(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    when = str(d.get("when", "later")).replace("_", " ")
    return f"{t.who(p)}'s {d.get('name')} will trigger again ({when})."


@_on("transform")
def _transform(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    """A permanent turned over (CR 701.28a)."""
    return f"{d.get('frm')} transforms into {d.get('name')}."


@_on("flip")
def _flip(t: LogText, p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    """A flip card flipped (CR 710.2)."""
    return f"{d.get('frm')} flips into {d.get('name')}."


@_on("day_night")
def _day_night(_t: LogText, _p: Any, d: dict[str, Any], _s: dict[str, Any]) -> str:
    """The game's day/night designation changed (CR 728)."""
    return f"It becomes {d.get('now')}."
