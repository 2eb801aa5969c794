"""A harness game that only deals opening hands and runs a mulligan rule (MUL-1 to MUL-3).

It is the smallest :class:`~cardtable.core.game.Game` around
:class:`~cardtable.rules.mulligan.MulliganProcedure`: settings name the rule, the decks (card
names, one list per player), the hand size and the options; every choice goes through the
kernel's decisions, and records replay. Cards are integer ids (player 0's cards first); a card
named ``Serum Powder`` has the MUL-3.1 ability.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from cardtable.core.actions import ActionCodec
from cardtable.core.decision import Decision
from cardtable.core.errors import SettingsError
from cardtable.core.game import Game, GameResult, replay_record
from cardtable.core.record import GameRecord
from cardtable.rules.mulligan import MulliganProcedure, SerumPowder, resolve_rule

BASIC_LAND_NAMES = frozenset(
    {"Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"}
    | {f"Snow-Covered {n}" for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")}
)


@dataclass(frozen=True)
class HarnessSettings:
    """What the harness deals and how it mulligans. ``land_names`` adds lands to the basics
    (for the all-land/no-land rule)."""

    decks: tuple[tuple[str, ...], ...]
    rule: str = "london"
    hand_size: int = 7
    free_mulligan: bool | None = None
    sequential: bool = False
    starting_player: int = 0
    land_names: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HarnessSettings:
        try:
            decks = tuple(tuple(str(name) for name in deck) for deck in data["decks"])
            return cls(
                decks=decks,
                rule=str(data.get("rule", "london")),
                hand_size=int(data.get("hand_size", 7)),
                free_mulligan=data.get("free_mulligan"),
                sequential=bool(data.get("sequential", False)),
                starting_player=int(data.get("starting_player", 0)),
                land_names=tuple(data.get("land_names", ())),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise SettingsError(f"bad mulligan harness settings {dict(data)!r}: {error}") from None

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["decks"] = [list(deck) for deck in self.decks]
        out["land_names"] = list(self.land_names)
        return out


class MulliganHarness(Game):
    """Deals, mulligans, and ends when every player has kept."""

    name = "mulligan-harness"
    rules_version = "mulligan-1"
    codec = ActionCodec(())

    def __init__(self, settings: HarnessSettings, seed: int) -> None:
        super().__init__(seed)
        self.settings = settings
        players = len(settings.decks)
        self.rule = resolve_rule(settings.rule, players, free_mulligan=settings.free_mulligan,
                                 sequential=settings.sequential)
        self.card_names: list[str] = []
        libraries: list[list[int]] = []
        for deck in settings.decks:
            start = len(self.card_names)
            self.card_names.extend(deck)
            libraries.append(list(range(start, len(self.card_names))))
        lands = BASIC_LAND_NAMES | set(settings.land_names)
        self.procedure: MulliganProcedure[int] = MulliganProcedure(
            libraries,
            self.rule,
            rng=self.rng,
            log=self.log,
            starting_player=settings.starting_player,
            hand_size=settings.hand_size,
            abilities=(SerumPowder(lambda card: self.card_names[card] == "Serum Powder"),),
            is_land=lambda card: self.card_names[card] in lands,
            name_of=self.card_name,
        )

    def card_name(self, card: int) -> str:
        return self.card_names[card]

    def _open_decisions(self) -> tuple[Decision, ...]:
        pending = self.procedure.pending
        return () if pending is None else (pending,)

    @property
    def result(self) -> GameResult | None:
        if not self.procedure.is_done:
            return None
        states = [self.procedure.state(p) for p in range(self.player_count)]
        return GameResult.from_ranking(
            tuple(self.procedure.turn_order),
            tuple(len(s.hand) for s in states),
            "every player kept an opening hand",
            0,
            {"mulligans": [s.mulligans for s in states]},
        )

    @property
    def player_count(self) -> int:
        return len(self.settings.decks)

    def settings_json(self) -> dict[str, Any]:
        return self.settings.to_json()

    def verify(self, decision: Decision, action: Any) -> str | None:
        return self.procedure.verify(action)

    def _do(self, decision: Decision, action: Any) -> None:
        self.procedure.apply(action)

    def view(self, player: int) -> dict[str, Any]:
        """The player's own hand (and the card they scry), everyone's public counts and face-up
        exiled cards, and the log as the player may see it; never another hand or any
        library's order."""
        procedure = self.procedure
        players = []
        for p in range(self.player_count):
            state = procedure.state(p)
            players.append({
                "hand_size": len(state.hand),
                "library_size": len(state.library),
                "mulligans": state.mulligans,
                "kept": state.kept,
                "exiled": [self.card_name(c) for c in state.exiled],
                "exiled_face_down": len(state.exiled_face_down),
            })
        own = procedure.state(player)
        scry = procedure.scry_card(player)
        return {
            "player": player,
            "rule": self.rule.name,
            "hand": [self.card_name(c) for c in own.hand],
            "hand_ids": list(own.hand),
            "exiled_face_down": [self.card_name(c) for c in own.exiled_face_down],
            "scry_card": self.card_name(scry) if scry is not None else None,
            "players": players,
            "log": [str(event) for event in self.events_for(player)],
        }

    def clone(self) -> MulliganHarness:
        # The procedure's callbacks are bound to this game: the copy's must be bound to the copy
        # (deepcopy rebinds a Python method but keeps a compiled one, under the mypyc build).
        other = copy.deepcopy(self)
        other.procedure._log = other.log
        names = other.card_names
        lands = BASIC_LAND_NAMES | set(other.settings.land_names)
        other.procedure._is_land = lambda card: names[card] in lands
        other.procedure._name_of = other.card_name
        return other


def new_game(settings: HarnessSettings | Mapping[str, Any] | None = None, seed: int = 0,
             **options: Any) -> MulliganHarness:
    """A harness game from settings (a value, their JSON, or keyword options)."""
    if settings is None:
        settings = HarnessSettings(**options)
    elif not isinstance(settings, HarnessSettings):
        settings = HarnessSettings.from_json(settings)
    return MulliganHarness(settings, seed)


def replay(record: GameRecord) -> MulliganHarness:
    return replay_record(record, lambda settings, seed: new_game(settings, seed))


def deck_of(counts: Sequence[tuple[str, int]]) -> tuple[str, ...]:
    """A deck from ``(name, count)`` pairs, in order."""
    return tuple(name for name, count in counts for _ in range(count))
