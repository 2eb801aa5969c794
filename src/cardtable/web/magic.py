"""Magic and Commander at the web table: starting a game from a table's options, its board as
the page draws it, and its options labelled for people.

The board is built from the kernel's per-seat view (:mod:`cardtable.games.magic.view`): a seat
sees its own hand and public information (CR 400.2); a spectator is shown what every seat's view
agrees on, so a face-down permanent (CR 708.5) or a face-down exiled card (CR 406.3) stays
nameless to them. Each card carries its name, cost, type line and rules text for the page's
hover/tap panel; a card the table plays as a vanilla stand-in is marked.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from cardtable.core.autopass import AutoPass
from cardtable.core.errors import DeckError, SettingsError
from cardtable.core.game import Game
from cardtable.core.record import GameRecord

#: Names of the cards each game plays as vanilla stand-ins (pasted decks with unsupported
#: cards); the table keeps them with its record so a resumed game still marks them.
STAND_INS: weakref.WeakKeyDictionary[Game, frozenset[str]] = weakref.WeakKeyDictionary()
_STAND_IN = re.compile(r"^STAND-IN: (.+?) plays as a vanilla card")
MAX_DECK_TEXT = 20_000

MAGIC_OPTIONS = frozenset({"turn_limit", "decks", "allow_unsupported"})
COMMANDER_OPTIONS = MAGIC_OPTIONS | {"house_rules", "rules_date", "preset", "life"}


def _check(options: Mapping[str, Any], known: frozenset[str], title: str) -> None:
    unknown = sorted(set(options) - known)
    if unknown:
        raise SettingsError(f"unknown {title} options {unknown}; known: {sorted(known)}")


def _deck_texts(options: Mapping[str, Any]) -> list[str]:
    decks = options.get("decks") or []
    if not isinstance(decks, list) or not all(isinstance(d, str) for d in decks):
        raise SettingsError("decks: give a list of bundled deck names or pasted decklists")
    for deck in decks:
        if len(deck) > MAX_DECK_TEXT:
            raise SettingsError(f"a pasted decklist holds at most {MAX_DECK_TEXT} characters")
    return list(decks)


def _pasted(text: str, label: str) -> Any:
    from cardtable.decks.read import detect_format, parse_deck_text

    decklist = parse_deck_text(text, detect_format(text), label)
    if decklist.problems:
        raise DeckError(f"{label}: {decklist.problems[0]}")
    return decklist


def _names(decklist: Any, sections: tuple[str, ...]) -> tuple[str, ...]:
    names = tuple(e.name for e in decklist.entries for _ in range(e.count) if e.section in sections)
    return names or tuple(e.name for e in decklist.entries for _ in range(e.count))


def _stand_ins(warnings: Sequence[str]) -> frozenset[str]:
    return frozenset(m.group(1) for w in warnings if (m := _STAND_IN.match(w)))


def magic_new(players: int, seed: int, options: Mapping[str, Any]) -> Game:
    """A Magic game for 2–6 players: bundled decks, or the pasted/bundled ``decks`` in seat
    order (repeated round the table)."""
    from cardtable.games.magic.decks import bundled_deck, bundled_decks, check_deck
    from cardtable.games.magic.game import MagicSettings, new_game
    from cardtable.games.magic.model.loader import card_pool
    from cardtable.games.magic.oracle.decks import deck_cards

    _check(options, MAGIC_OPTIONS, "Magic")
    if not 2 <= players <= 6:
        raise SettingsError(f"Magic takes 2 to 6 players, not {players}")
    turn_limit = int(options.get("turn_limit") or 25 * players)
    texts = _deck_texts(options)
    stand_ins: frozenset[str] = frozenset()
    if not texts:
        seats = tuple(bundled_decks(players))
        cards: Mapping[str, Any] = card_pool()
    else:
        lists: list[tuple[str, tuple[str, ...]]] = []
        for number, text in enumerate(texts, 1):
            if "\n" not in text.strip():
                lists.append((text, tuple(bundled_deck(text.strip()))))
            else:
                lists.append((f"deck {number}", _names(_pasted(text, f"deck {number}"),
                                                        ("main", ""))))
        cards, warnings = deck_cards(lists, card_pool(),
                                     allow_unsupported=bool(options.get("allow_unsupported")))
        for label, names in lists:
            check_deck(names, cards, label)
        stand_ins = _stand_ins(warnings)
        seats = tuple(lists[i % len(lists)][1] for i in range(players))
    game = new_game(MagicSettings(seats, cards, turn_limit=turn_limit), seed)
    STAND_INS[game] = stand_ins
    return game


def commander_new(players: int, seed: int, options: Mapping[str, Any]) -> Game:
    """A Commander game (CMD-2) for 2–6 players: bundled decks or pasted/bundled ``decks``,
    ``house_rules`` (CMD-3), ``rules_date`` or ``preset`` (CMD-4), ``life`` and ``turn_limit``
    — the CLI's settings."""
    from cardtable.games.magic.commander.decks import (
        bundled_deck,
        bundled_decks,
        commander_cards,
        deck_from_list,
    )
    from cardtable.games.magic.commander.game import CommanderGame, CommanderSettings
    from cardtable.games.magic.commander.rules import preset as named
    from cardtable.games.magic.commander.rules import rules_for_date
    from cardtable.games.magic.oracle.decks import deck_cards

    _check(options, COMMANDER_OPTIONS, "Commander")
    if not 2 <= players <= 6:
        raise SettingsError(f"Commander takes 2 to 6 players, not {players} (CMD-2.8)")
    rules_date, preset = options.get("rules_date"), options.get("preset")
    if rules_date and preset:
        raise SettingsError("give rules_date or preset, not both")
    try:
        rules = (rules_for_date(str(rules_date)) if rules_date
                 else named(str(preset or "current")))
    except ValueError as error:
        raise SettingsError(f"rules_date {rules_date!r}: write it as YYYY-MM-DD "
                            f"({error})") from None
    house = tuple(options.get("house_rules") or ())
    texts = _deck_texts(options)
    stand_ins: frozenset[str] = frozenset()
    if not texts:
        decks = bundled_decks(players)
    else:
        swap = "edh-sideboard" in house
        sections = ("main", "", "commander") + (("sideboard",) if swap else ())
        parsed: list[tuple[str, Any]] = []
        for number, text in enumerate(texts, 1):
            if "\n" not in text.strip():
                parsed.append((text.strip(), None))
            else:
                parsed.append((f"deck {number}", _pasted(text, f"deck {number}")))
        lists = [(label, _names(d, sections)) for label, d in parsed if d is not None]
        cards, warnings = deck_cards(lists, commander_cards(),
                                     allow_unsupported=bool(options.get("allow_unsupported")))
        stand_ins = _stand_ins(warnings)
        read = [bundled_deck(label) if d is None else deck_from_list(d, label, cards)
                for label, d in parsed]
        decks = [read[i % len(read)] for i in range(players)]
    pool = dict(commander_cards())
    if texts:
        pool.update(cards)
    settings = CommanderSettings(
        tuple(d.cards for d in decks), tuple(d.commanders for d in decks), pool, rules, house,
        int(options.get("turn_limit") or 25 * players),
        sideboards=tuple(d.sideboard for d in decks) if "edh-sideboard" in house else ())
    if options.get("life") is not None:
        settings = replace(settings, life=int(options["life"]))
    game = CommanderGame(settings, seed)
    STAND_INS[game] = stand_ins
    return game


def magic_replay(record: GameRecord) -> Game:
    from cardtable.games.magic.game import replay

    return replay(record)


def commander_replay(record: GameRecord) -> Game:
    from cardtable.games.magic.commander.game import replay

    return replay(record)


def magic_bots() -> Sequence[str]:
    """The bots a Magic table offers: the agents' registry for Magic (``search`` among them)."""
    from cardtable.agents.registry import agent_names

    return tuple(agent_names("magic"))


def commander_bots() -> Sequence[str]:
    from cardtable.agents.registry import agent_names

    return tuple(agent_names("commander"))


def magic_agent(name: str, seed: int) -> Any:
    """A Magic bot by name (``search`` gets its seat's sampler through
    :func:`cardtable.agents.search.act` when the table asks it)."""
    from cardtable.agents.registry import make_agent

    return make_agent(name, seed, "magic")


def commander_agent(name: str, seed: int) -> Any:
    from cardtable.agents.registry import make_agent

    return make_agent(name, seed, "commander")


def human_autopass(game: Game, seat: int) -> None:
    """The terminal's stops for a person (magic.md §1.3): the kernel passes priority for them
    when passing is all they can do, so they are asked only when they can act."""
    game.set_autopass(seat, AutoPass())


# -- the board -------------------------------------------------------------------------------


def _card_json(card: Any, stand_ins: frozenset[str]) -> dict[str, Any]:
    out: dict[str, Any] = {"id": card.id, "name": card.name, "cost": card.mana_cost,
                           "type": card.type_line, "text": card.oracle}
    if card.power is not None:
        out["pt"] = f"{card.power}/{card.toughness}"
    if card.name in stand_ins:
        out["stand_in"] = True
    return out


def _group(perm: Any) -> str:
    if "Land" in perm.types:
        return "lands"
    if "Creature" in perm.types:
        return "creatures"
    return "other"


def _perm_json(game: Any, perm: Any, visible: bool, names: Sequence[str],
               commanders: frozenset[int], stand_ins: frozenset[str],
               labels: dict[int, str]) -> dict[str, Any]:
    from cardtable.games.magic.view import _card

    out: dict[str, Any] = {
        "id": perm.id, "name": perm.name if visible else "face-down 2/2",
        "controller": perm.controller, "tapped": perm.tapped, "damage": perm.damage,
        "counters": [[k, n] for k, n in perm.counters if n], "token": perm.token,
        "sick": perm.sick and "Creature" in perm.types, "group": _group(perm),
        "keywords": list(perm.keywords),
    }
    if "Creature" in perm.types:
        out["pt"] = f"{perm.power}/{perm.toughness}"
    if perm.attached_to is not None:
        out["attached_to"] = labels.get(perm.attached_to, f"#{perm.attached_to}")
    if perm.attacking is not None:
        out["attacking"] = option_text(perm.attacking, names, labels)
    if perm.blocking is not None:
        out["blocking"] = labels.get(perm.blocking, f"#{perm.blocking}")
    if perm.id in commanders:
        out["commander"] = True
    if perm.face_down:
        out["face_down"] = True
    if visible:
        card = _card(game, perm.id)
        out.update(cost=card.mana_cost, type=card.type_line, text=card.oracle)
        if card.name in stand_ins:
            out["stand_in"] = True
    else:
        out.update(cost="", type="Creature", text="A face-down 2/2 creature (CR 708.2).")
    return out


def option_text(value: Any, names: Sequence[str], labels: Mapping[int, str]) -> str:
    """An object id, "pN" or "player N" named for people."""
    from cardtable.web.render import seat_label

    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return labels.get(value, f"#{value}")
    if isinstance(value, str):
        match = re.fullmatch(r"p(\d+)", value)
        if match:
            return seat_label(int(match.group(1)), names)
        return re.sub(r"\bplayer (\d+)\b", lambda m: seat_label(int(m.group(1)), names), value)
    return str(value)


def magic_board(game: Game, seat: int | None, names: Sequence[str]) -> dict[str, Any]:
    """``seat``'s board (``None``: a spectator's, public only)."""
    views = [game.view(seat)] if seat is not None else [
        game.view(i) for i in range(game.player_count)]
    view = views[0]
    stand_ins = STAND_INS.get(game, frozenset())
    commanders: frozenset[int] = getattr(view, "commander_ids", frozenset())
    # A permanent's name is public unless some seat's view hides it (face down, CR 708.5).
    hidden = {p.id for v in views for p in v.battlefield if p.name == "face-down 2/2"}
    if seat is not None:
        hidden = {p.id for p in view.battlefield if p.face_down and p.controller != seat}
    labels = {p.id: ("face-down 2/2" if p.id in hidden else p.name)
              + f" ({names_of(p.controller, names)})" for p in view.battlefield}
    labels.update({s.id: f"{s.name} (on the stack)" for s in view.stack})
    labels.update({c.id: c.name for c in view.hand})
    command = {c.id: c for c in getattr(view, "command", ())}
    taxes = dict(getattr(view, "tax", ()))
    damage: dict[int, list[dict[str, Any]]] = {}
    for owner, hit, amount in getattr(view, "commander_damage", ()):
        damage.setdefault(hit, []).append({"from": names_of(owner, names), "damage": amount})
    owners = _command_owners(game)
    players = []
    for p in view.players:
        field: dict[str, list[dict[str, Any]]] = {"lands": [], "creatures": [], "other": []}
        for perm in view.battlefield:
            if perm.controller == p.index:
                item = _perm_json(game, perm, perm.id not in hidden, names, commanders,
                                  stand_ins, labels)
                field[item["group"]].append(item)
        exile = []
        for position, card in enumerate(p.exile):
            same = all(v.players[p.index].exile[position].name == card.name for v in views
                       if len(v.players[p.index].exile) > position)
            exile.append(_card_json(card, stand_ins) if same else
                         {"id": card.id, "name": "face-down card", "cost": "", "type": "",
                          "text": ""})
        zone = []
        for oid, card in command.items():
            if owners.get(oid) == p.index:
                item = _card_json(card, stand_ins)
                if oid in taxes:
                    item["tax"] = taxes[oid]
                zone.append(item)
        players.append({
            "seat": p.index, "name": names_of(p.index, names), "life": p.life,
            "poison": p.poison, "hand_size": p.hand_size, "library_size": p.library_size,
            "graveyard": [_card_json(c, stand_ins) for c in p.graveyard], "exile": exile,
            "pool": "".join(f"{{{k}}}" * n for k, n in p.pool), "left": p.left,
            "battlefield": field, "command": zone,
            "emblems": [_card_json(c, stand_ins) for c in p.emblems],
            "commander_damage": damage.get(p.index, []),
        })
        if p.revealed_hand:  # played revealed (CR 701.16a; Telepathy, revealed_hands.py)
            players[-1]["revealed_hand"] = [_card_json(c, stand_ins) for c in p.revealed_hand]
    stack = [{"id": s.id, "name": s.name, "controller": names_of(s.controller, names),
              "targets": [option_text(t, names, labels) for t in s.targets],
              "spell": s.is_spell} for s in view.stack]
    board: dict[str, Any] = {
        "viewer": seat, "turn": view.turn, "active": view.active,
        "active_name": names_of(view.active, names), "step": view.step,
        "priority": view.priority,
        "priority_name": None if view.priority is None else names_of(view.priority, names),
        "players": players, "stack": stack, "over": view.over,
        "day_night": view.day_night,  # CR 728.1: "", "day" or "night"
        # the players' designations, public (games/magic/designations.py, dungeons.py): the
        # monarch (CR 722), the city's blessing (702.131c), each dungeon and its room (309.4)
        "monarch": None if view.monarch is None else names_of(view.monarch, names),
        "city_blessing": [names_of(p, names) for p in view.city_blessing],
        "dungeons": [{"player": names_of(p, names), "dungeon": d, "room": r}
                     for p, d, r in view.dungeons],
        "dungeons_completed": {names_of(p, names): n for p, n in view.dungeons_completed},
        "format": "commander" if commanders is not None and hasattr(view, "command") else "magic",
    }
    if seat is not None:  # CR 402.3: own hand only (the opening hand while mulligans go on)
        board["hand"] = [_card_json(c, stand_ins) for c in view.hand or opening_hand(game, seat)]
    return board


def opening_hand(game: Any, seat: int) -> list[Any]:
    """``seat``'s hand while the mulligan procedure holds it (CR 103.5): the cards it is
    deciding to keep or put on the bottom."""
    from cardtable.games.magic.view import _card

    procedure = getattr(game, "mulligan", None)
    if procedure is None or procedure.is_done:
        return []
    return [_card(game, oid) for oid in procedure.hand(seat)]


def names_of(seat: int, names: Sequence[str]) -> str:
    from cardtable.web.render import seat_label

    return seat_label(seat, names)


def _command_owners(game: Game) -> dict[int, int]:
    """Which seat each castable commander (by object id) belongs to."""
    extra = getattr(game, "extra_castable", None)
    if extra is None:
        return {}
    return {oid: seat for seat in range(game.player_count) for oid in extra(seat)}


def magic_label(game: Game, option: Any, seat: int, names: Sequence[str]) -> str:
    """An option of ``seat``'s decision named from that seat's view."""
    view = game.view(seat)
    labels = {p.id: (p.name + f" ({names_of(p.controller, names)})") for p in view.battlefield}
    labels.update({s.id: f"{s.name} (on the stack)" for s in view.stack})
    labels.update({c.id: c.name for c in view.hand})
    labels.update({c.id: c.name for c in getattr(view, "command", ())})
    labels.update({c.id: c.name for c in opening_hand(game, seat)})
    for p in view.players:
        labels.update({c.id: c.name for c in p.graveyard})
        labels.update({c.id: c.name for c in p.exile})
    if isinstance(option, int) and not isinstance(option, bool) and option not in labels:
        return str(option)  # a number (X, a mode): the number itself
    return option_text(option, names, labels)
