"""Dominarion's settings: an immutable value that, with a seed, defines a game."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from cardtable.core.errors import SettingsError

SorceryMana = Literal["full", "coloured-only"]


@dataclass(frozen=True)
class DominarionSettings:
    """Everything the rulings make a setting (DOM-1, DOM-6.5, DOM-7.2).

    ``auto_lands`` plays every basic land in hand at the start of the main phase (DOM-5.2.2
    allows any number, and a land kept in hand only gets discarded at the end of the turn, so
    playing them all is never worse); turn it off to be asked about each land.

    ``pool`` names the cards to build supplies from (``None``: the bundled pool); the names are
    resolved against the bundled pool. ``pool_cards`` gives the cards' facts instead, one row
    ``(name, mana_cost, type_line, power, toughness[, layout])`` per card, so that a record
    replays without any card database. A game's record always pins the facts it was played
    with (the bundled pool's too), so it replays the same whatever the bundled file becomes.

    ``choose_payment`` asks the player how to pay each cost that can be paid in more than one
    way (DOM-7.4, one mana at a time); off, the engine pays by DOM-7.4's order.
    """

    players: int = 4
    lands_per_type: int = 18
    creatures_per_color: int = 10
    spells_per_color: int = 10
    artifacts: int = 10
    sorcery_mana: SorceryMana = "full"
    turn_limit: int = 200
    solitaire: bool = False
    auto_lands: bool = True
    pool: tuple[str, ...] | None = None
    pool_cards: tuple[tuple[str, ...], ...] | None = field(default=None)
    choose_payment: bool = False

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """DOM-1.1/1.2: refuse settings the game cannot be played with, saying what works."""
        if self.players == 1 and not self.solitaire:
            raise SettingsError(
                "Dominarion is for 2 to 5 players (DOM-1.1); one player is allowed only as "
                "solitaire, asked for explicitly (solitaire=True / --solitaire)"
            )
        if not 1 <= self.players <= 5:
            raise SettingsError(
                f"Dominarion is for 2 to 5 players (DOM-1.1), not {self.players}"
            )
        if not 15 <= self.lands_per_type <= 20:
            raise SettingsError(
                f"lands per type must be 15 to 20 (DOM-1.2), not {self.lands_per_type}"
            )
        if 2 * self.players > self.lands_per_type:
            raise SettingsError(
                f"{self.players} players need at least {2 * self.players} lands of each type"
            )
        for name, value in (
            ("creatures per colour", self.creatures_per_color),
            ("spells per colour", self.spells_per_color),
        ):
            if value < 1:
                raise SettingsError(f"{name} must be at least 1, not {value}")
        if self.artifacts < 0:
            raise SettingsError(f"the artifact supply cannot hold {self.artifacts} cards")
        if self.sorcery_mana not in ("full", "coloured-only"):
            raise SettingsError(
                f"sorcery_mana must be 'full' or 'coloured-only' (DOM-7.2), not "
                f"{self.sorcery_mana!r}"
            )
        if self.turn_limit < 1:
            raise SettingsError(f"the turn limit must be at least 1, not {self.turn_limit}")

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        if not data["choose_payment"]:
            del data["choose_payment"]  # records made before the setting existed read the same
        for key in ("pool", "pool_cards"):
            if data[key] is None:
                del data[key]
            else:
                data[key] = [list(x) if isinstance(x, tuple) else x for x in data[key]]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DominarionSettings:
        known = set(cls.__dataclass_fields__)
        unknown = set(data) - known
        if unknown:
            raise SettingsError(
                f"unknown Dominarion settings {sorted(unknown)}; known: {sorted(known)}"
            )
        values = dict(data)
        _check_types(values)
        if values.get("pool") is not None:
            values["pool"] = tuple(values["pool"])
        if values.get("pool_cards") is not None:
            values["pool_cards"] = tuple(tuple(row) for row in values["pool_cards"])
        return cls(**values)


_INT_FIELDS = ("players", "lands_per_type", "creatures_per_color", "spells_per_color",
               "artifacts", "turn_limit")
_BOOL_FIELDS = ("solitaire", "auto_lands", "choose_payment")


def _check_types(values: dict[str, Any]) -> None:
    """Settings read from JSON (a record) must have the types the game takes; otherwise a
    :class:`SettingsError` names the setting, what it holds and what it should hold."""

    def wrong(name: str, want: str) -> SettingsError:
        return SettingsError(f"the setting {name!r} must be {want}, not {values[name]!r}")

    for name in _INT_FIELDS:
        if name in values and (not isinstance(values[name], int)
                               or isinstance(values[name], bool)):
            raise wrong(name, "a whole number")
    for name in _BOOL_FIELDS:
        if name in values and not isinstance(values[name], bool):
            raise wrong(name, "true or false")
    if "sorcery_mana" in values and not isinstance(values["sorcery_mana"], str):
        raise wrong("sorcery_mana", "'full' or 'coloured-only'")
    pool = values.get("pool")
    if pool is not None and (not isinstance(pool, (list, tuple))
                             or not all(isinstance(n, str) for n in pool)):
        raise wrong("pool", "a list of card names")
    rows = values.get("pool_cards")
    if rows is not None and (
            not isinstance(rows, (list, tuple))
            or not all(isinstance(r, (list, tuple)) and 3 <= len(r) <= 6
                       and all(isinstance(v, str) for v in r) for r in rows)):
        raise wrong("pool_cards", "a list of rows [name, mana_cost, type_line, power, "
                    "toughness, layout] of strings (the last three optional)")
