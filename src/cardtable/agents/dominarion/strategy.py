"""Dominarion strategies written as data: an ordered list of rules in TOML.

A strategy bot always turns its free mana sources into mana first (every basic land in hand;
every artifact, for the colour its plans need most), then walks its rules in order and takes
the first one whose conditions hold and that can be carried out now; when none can, it ends the
main phase. In the upkeep it plays the sorcery its ``sorcery`` setting names.

Example (``rush.toml``)::

    name = "rush"
    description = "Summons early: buys the strongest creature it can and summons at once."
    sorcery = "highest"          # highest | lowest | never: which spell to play as a sorcery

    [[rule]]
    do = "summon"                # summon | buy | gain | pitch
    [[rule]]
    do = "buy"
    target = "creature"          # creature | spell | artifact | biggest | a supply: "R-creature"
    min_turn = 1                 # conditions (all optional): min_/max_ turn, mana, deck, score,
                                 # lead, supply_left
    [[rule]]
    do = "gain"
    target = "needed"            # needed | Plains | Island | Swamp | Mountain | Forest

Conditions: ``turn`` is the game's turn number, ``mana`` the mana in the pool, ``deck`` the
cards the player owns off the battlefield, ``score`` their score (DOM-6.3), ``lead`` their score
minus the best opponent's, ``supply_left`` the size of the smallest coloured supply.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from cardtable.core.errors import SettingsError

ACTIONS = ("summon", "buy", "gain", "pitch")
BUY_TARGETS = ("creature", "spell", "artifact", "biggest")
GAIN_TARGETS = ("needed", "Plains", "Island", "Swamp", "Mountain", "Forest")
CONDITIONS = ("turn", "mana", "deck", "score", "lead", "supply_left")
SORCERY_CHOICES = ("highest", "lowest", "never")


@dataclass(frozen=True)
class Rule:
    do: str
    target: str = ""
    bounds: tuple[tuple[str, int | None, int | None], ...] = ()

    def describe(self) -> str:
        parts = [self.do + (f" {self.target}" if self.target else "")]
        for name, low, high in self.bounds:
            if low is not None:
                parts.append(f"{name}>={low}")
            if high is not None:
                parts.append(f"{name}<={high}")
        return " ".join(parts)


@dataclass(frozen=True)
class Strategy:
    name: str
    rules: tuple[Rule, ...]
    description: str = ""
    sorcery: str = "highest"
    source: str = field(default="", compare=False)


def parse_strategy(text: str, source: str = "<strategy>") -> Strategy:
    """Read a strategy from TOML text; :class:`SettingsError` says what is wrong and where."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise SettingsError(f"{source}: not valid TOML ({error})") from None
    return strategy_from_data(data, source)


def strategy_from_data(data: dict[str, Any], source: str) -> Strategy:
    name = data.get("name")
    if not isinstance(name, str) or not name:
        raise SettingsError(f"{source}: a strategy needs a name, e.g. name = \"my-bot\"")
    sorcery = data.get("sorcery", "highest")
    if sorcery not in SORCERY_CHOICES:
        raise SettingsError(f"{source}: sorcery must be one of {SORCERY_CHOICES}, not {sorcery!r}")
    unknown = set(data) - {"name", "description", "sorcery", "rule"}
    if unknown:
        raise SettingsError(
            f"{source}: unknown keys {sorted(unknown)}; a strategy has name, description, "
            "sorcery and [[rule]] tables"
        )
    raw_rules = data.get("rule", [])
    if not isinstance(raw_rules, list) or not raw_rules:
        raise SettingsError(f"{source}: a strategy needs at least one [[rule]]")
    rules = tuple(_parse_rule(raw, f"{source}: rule {i + 1}") for i, raw in enumerate(raw_rules))
    return Strategy(name, rules, str(data.get("description", "")), sorcery, source)


def _parse_rule(raw: Any, where: str) -> Rule:
    if not isinstance(raw, dict):
        raise SettingsError(f"{where} must be a table")
    do = raw.get("do")
    if do not in ACTIONS:
        raise SettingsError(f"{where}: do must be one of {ACTIONS}, not {do!r}")
    target = str(raw.get("target", ""))
    if do == "buy":
        target = target or "biggest"
        if target not in BUY_TARGETS and not _is_supply(target):
            raise SettingsError(
                f"{where}: buy target must be one of {BUY_TARGETS} or a supply like "
                f"'R-creature', 'U-spell', not {target!r}"
            )
    elif do == "gain":
        target = target or "needed"
        if target not in GAIN_TARGETS:
            raise SettingsError(f"{where}: gain target must be one of {GAIN_TARGETS}")
    elif target:
        raise SettingsError(f"{where}: '{do}' takes no target")
    bounds = []
    for condition in CONDITIONS:
        low, high = raw.get(f"min_{condition}"), raw.get(f"max_{condition}")
        for value, label in ((low, "min"), (high, "max")):
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                raise SettingsError(f"{where}: {label}_{condition} must be a whole number")
        if low is not None or high is not None:
            bounds.append((condition, low, high))
    known = {"do", "target"} | {f"{p}_{c}" for p in ("min", "max") for c in CONDITIONS}
    unknown = set(raw) - known
    if unknown:
        raise SettingsError(
            f"{where}: unknown keys {sorted(unknown)}; conditions are min_/max_ with "
            f"{', '.join(CONDITIONS)}"
        )
    return Rule(do, target, tuple(bounds))


def _is_supply(target: str) -> bool:
    color, _, kind = target.partition("-")
    return color in tuple("WUBRG") and kind in ("creature", "spell")


def load_strategy(path: str | Path) -> Strategy:
    from cardtable.core.textfile import TextFileError, read_text

    try:
        text = read_text(path, "strategy file")
    except TextFileError as error:
        raise SettingsError(str(error)) from None
    return parse_strategy(text, str(path))


@lru_cache(maxsize=1)
def builtin_strategies() -> dict[str, Strategy]:
    """The strategies that ship with cardtable, by name."""
    folder = resources.files("cardtable.agents.dominarion").joinpath("strategies")
    out: dict[str, Strategy] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".toml"):
            strategy = parse_strategy(entry.read_text("utf-8"), entry.name)
            out[strategy.name] = strategy
    return out
