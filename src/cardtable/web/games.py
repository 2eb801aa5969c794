"""The games a web table can host: how to start one, replay one, and draw its board.

Everything about a game that the page shows generically (decisions, log, result) comes from the
kernel; the only game-specific piece is :attr:`GameSpec.board`, which turns a seat's view into
the JSON the game's board renderer in the page draws. A spectator (``seat=None``) is given public
information only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.core.decision import Decision
from cardtable.core.errors import CardTableError, SettingsError
from cardtable.core.game import Game
from cardtable.core.record import GameRecord
from cardtable.games import registry


@dataclass(frozen=True)
class GameSpec:
    name: str
    title: str
    min_players: int
    max_players: int
    new: Callable[[int, int, Mapping[str, Any]], Game]
    replay: Callable[[GameRecord], Game]
    board: Callable[[Game, int | None, Sequence[str]], dict[str, Any]]
    bots: Callable[[], Sequence[str]]
    rules_version: Callable[[], str]
    label: Callable[[Game, Any], str] = lambda game, option: str(option)
    #: An option of a seat's decision named for people from that seat's view (with the seats'
    #: names); when set it is used instead of ``label``.
    decision_label: Callable[[Game, Decision, Any, Sequence[str]], str] | None = None
    #: The game's own bots by name (default: the agent registry's).
    agent: Callable[[str, int], Any] | None = None
    #: What a human seat gets when the table starts or resumes (the auto-pass stops).
    human_setup: Callable[[Game, int], None] | None = None


# -- Dominarion ---------------------------------------------------------------------------------


def _dominarion_new(players: int, seed: int, options: Mapping[str, Any]) -> Game:
    from cardtable.games.dominarion import DominarionSettings, new_game

    known = set(DominarionSettings.__dataclass_fields__) - {"players", "pool", "pool_cards"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise SettingsError(f"unknown Dominarion options {unknown}; known: {sorted(known)}")
    return new_game(settings=DominarionSettings(players=players, **options), seed=seed)


def _dominarion_replay(record: GameRecord) -> Game:
    from cardtable.games.dominarion import replay

    return replay(record)


def _card(card: Any) -> dict[str, Any]:
    """A card as the page shows it: name, cost, type (and power/toughness for a creature)."""
    if isinstance(card, str):
        return {"name": card}
    out: dict[str, Any] = {"name": str(getattr(card, "name", card))}
    symbols = getattr(card, "symbols", None)
    if symbols is not None:
        out["cost"] = "".join(getattr(s, "text", str(s)) for s in symbols)
    kind = getattr(card, "kind", None)
    if kind is not None:
        out["kind"] = str(getattr(kind, "value", kind))
        if out["kind"] == "creature":
            out["power"] = getattr(card, "power", None)
            out["toughness"] = getattr(card, "toughness", None)
    return out


def public_part(game: Game, render: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
    """What every seat's view agrees on: a spectator's board. Whatever differs between two
    seats' views (the viewer, their hand, anything a future view adds for its viewer alone) is
    left out, so nothing private can reach a spectator however the views change."""
    first = render(game.view(0))
    if game.player_count < 2:
        return {k: v for k, v in first.items() if not k.startswith("hand") and k != "viewer"}
    second = render(game.view(1))
    return {k: v for k, v in first.items() if second.get(k) == v}


def _dominarion_board(game: Game, seat: int | None, names: Sequence[str] = ()) -> dict[str, Any]:
    if seat is None:
        data = public_part(game, lambda view: dict(view.to_json()))
        data["viewer"] = None
        return data
    view = game.view(seat)
    data = dict(view.to_json())
    data["hand"] = [_card(c) for c in view.hand]  # DOM-8.1: the viewer's own hand, in full
    return data


def _dominarion_label(game: Game, option: Any) -> str:
    """An option as a person reads it: the game's own description where it has one (naming the
    card an id stands for), else the option's text."""
    describe = getattr(game, "describe", None)
    if callable(describe):
        try:
            return str(describe(option))
        except (CardTableError, LookupError, ValueError, TypeError):  # an option it does not cover
            return str(option)
    return str(option)


def _dominarion_rules() -> str:
    from cardtable.games.dominarion import RULES_VERSION

    return RULES_VERSION


def _dominarion_bots() -> Sequence[str]:
    from cardtable.agents.registry import agent_names

    return agent_names("dominarion")


# -- Magic and Commander (cardtable.web.magic, imported when first used) ---------------------


def _magic(name: str) -> Any:
    def call(*args: Any) -> Any:
        from cardtable.web import magic

        return getattr(magic, name)(*args)

    call.__name__ = name
    return call


def _magic_rules() -> str:
    from cardtable.games.magic.game import MagicGame

    return str(MagicGame.rules_version)


def _commander_rules() -> str:
    from cardtable.games.magic.commander.settings import RULES_VERSION

    return RULES_VERSION


def _magic_label(game: Game, decision: Decision, option: Any, names: Sequence[str]) -> str:
    """Names what a Magic option stands for; a mode, a number (X) or a choice word is itself."""
    from cardtable.web.magic import magic_label

    if decision.kind.value == "choose_number" or "mode" in decision.tag:
        return str(option)
    return magic_label(game, option, decision.player, names)


GAMES: dict[str, GameSpec] = {
    "dominarion": GameSpec(
        name="dominarion",
        title=registry.get("dominarion").title,
        min_players=1,  # solitaire, which a web table asks for explicitly (DOM-1.1)
        max_players=registry.get("dominarion").max_players,
        new=_dominarion_new,
        replay=_dominarion_replay,
        board=_dominarion_board,
        bots=_dominarion_bots,
        rules_version=_dominarion_rules,
        label=_dominarion_label,
    ),
    "magic": GameSpec(
        name="magic",
        title=registry.get("magic").title,
        min_players=registry.get("magic").min_players,
        max_players=registry.get("magic").max_players,
        new=_magic("magic_new"),
        replay=_magic("magic_replay"),
        board=_magic("magic_board"),
        bots=_magic("magic_bots"),
        rules_version=_magic_rules,
        decision_label=_magic_label,
        agent=_magic("magic_agent"),
        human_setup=_magic("human_autopass"),
    ),
    "commander": GameSpec(
        name="commander",
        title=registry.get("commander").title,
        min_players=registry.get("commander").min_players,
        max_players=registry.get("commander").max_players,
        new=_magic("commander_new"),
        replay=_magic("commander_replay"),
        board=_magic("magic_board"),
        bots=_magic("commander_bots"),
        rules_version=_commander_rules,
        decision_label=_magic_label,
        agent=_magic("commander_agent"),
        human_setup=_magic("human_autopass"),
    ),
}


def game_spec(name: str) -> GameSpec:
    spec = GAMES.get(name)
    if spec is None:
        raise SettingsError(f"unknown game {name!r}; the web tables host: {', '.join(GAMES)}")
    return spec
