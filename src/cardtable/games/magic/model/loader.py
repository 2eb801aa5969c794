"""Reading and writing card definitions as data (TOML files, JSON in game records).

A card file holds an array of ``[[card]]`` tables, each the fields of
:class:`~cardtable.games.magic.model.CardDef`. Nested values follow the model's
dataclasses field for field; an effect or ability names its class with ``kind`` (``kind =
"damage"``). Shorthands: a keyword ability may be written as its name (``"flying"``); a cost as
its text (``"{2}{R}"``, ``"{T}"``, ``"{1}, {T}"``). Example::

    [[card]]
    name = "Lightning Bolt"
    type_line = "Instant"
    mana_cost = "{R}"
    oracle = "Lightning Bolt deals 3 damage to any target."
    abilities = [{ kind = "spell", targets = [{ what = "any" }],
                   effects = [{ kind = "damage", amount = 3, to = "target:0" }] }]

Anything the model does not know — an unknown field, kind, or a value of the wrong type — is a
:class:`~cardtable.core.errors.CardDataError` naming the card, the path to the value and what
would be right. :func:`card_to_data` writes the same shape back (defaults left out), so a game
record can pin the definitions it was played with.
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
import types
import typing
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from cardtable.cards.mana import ManaCost
from cardtable.core.errors import CardDataError, ManaCostError
from cardtable.games.magic import model
from cardtable.games.magic.model import (
    ABILITY_TYPES,
    EFFECT_TYPES,
    CardDef,
    Cost,
    Keyword,
    base,
    effects,
)

DATA_DIR = Path(__file__).resolve().parent.parent / "cards" / "data"

_EFFECTS: dict[str, type] = {cls.KIND: cls for cls in EFFECT_TYPES}  # type: ignore[attr-defined]
_ABILITIES: dict[str, type] = {cls.KIND: cls for cls in ABILITY_TYPES}  # type: ignore[attr-defined]
_NAMESPACE: dict[str, Any] = {**vars(base), **vars(effects), **vars(model)}


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, globalns=_NAMESPACE, localns=_NAMESPACE)


_COST_PART = re.compile(r"\{[^{}]+\}")


def parse_cost_text(text: str) -> Cost:
    """A cost from its printed form: ``"{2}{R}"``, ``"{T}"``, ``"{1}, {T}"``, ``"{Q}"``."""
    mana: list[str] = []
    tap = untap = False
    for part in (p.strip() for p in text.split(",")):
        symbols = _COST_PART.findall(part)
        if "".join(symbols) != part.replace(" ", ""):
            raise CardDataError(
                f"cost {text!r}: {part!r} is not mana symbols, {{T}} or {{Q}}; write other "
                "costs as a table (e.g. {{ mana = \"{{1}}\", sacrifice_self = true }})")
        for symbol in symbols:
            if symbol == "{T}":
                tap = True
            elif symbol == "{Q}":
                untap = True
            else:
                mana.append(symbol)
    try:
        ManaCost.parse("".join(mana))
    except ManaCostError as error:
        raise CardDataError(f"cost {text!r}: {error}") from None
    return Cost(mana="".join(mana), tap=tap, untap=untap)


def _fail(where: str, message: str) -> CardDataError:
    return CardDataError(f"{where}: {message}")


def _build(tp: Any, value: Any, where: str) -> Any:
    """``value`` (TOML/JSON data) as the type ``tp`` of the model."""
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        members = typing.get_args(tp)
        if value is None and type(None) in members:
            return None
        classes = [m for m in members if m is not type(None)]
        if isinstance(value, bool) and bool in classes:
            return value
        if isinstance(value, int) and not isinstance(value, bool) and int in classes:
            return value
        if isinstance(value, str) and str in classes:
            return value
        tuples = [m for m in classes if typing.get_origin(m) is tuple]
        if isinstance(value, (list, tuple)) and len(tuples) == 1:  # "tuple[str, ...] | None"
            return _build(tuples[0], value, where)
        dataclass_members = [m for m in classes if dataclasses.is_dataclass(m)]
        if len(dataclass_members) == 1 and not any(
                getattr(m, "KIND", None) for m in dataclass_members):
            return _build(dataclass_members[0], value, where)
        if dataclass_members:
            return _build_kinded(dataclass_members, value, where)
        raise _fail(where, f"{value!r} is not a {_type_name(tp)}")
    if origin is tuple:
        if not isinstance(value, (list, tuple)):
            raise _fail(where, f"expected a list, not {value!r}")
        (item_type, _ellipsis) = typing.get_args(tp)
        return tuple(_build(item_type, v, f"{where}[{i}]") for i, v in enumerate(value))
    if tp is Any:
        return value
    if tp is bool:
        if not isinstance(value, bool):
            raise _fail(where, f"expected true or false, not {value!r}")
        return value
    if tp is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise _fail(where, f"expected a whole number, not {value!r}")
        return value
    if tp is str:
        if not isinstance(value, str):
            raise _fail(where, f"expected a string, not {value!r}")
        return value
    if tp is Cost and isinstance(value, str):
        try:
            return parse_cost_text(value)
        except CardDataError as error:
            raise _fail(where, str(error)) from None
    if tp is Keyword and isinstance(value, str):
        return Keyword(value)
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        if getattr(tp, "KIND", None):
            return _build_kinded([tp], value, where)
        return _build_fields(tp, value, where)
    raise _fail(where, f"cannot read {value!r} as {_type_name(tp)}")  # pragma: no cover


def _build_kinded(classes: Iterable[Any], value: Any, where: str) -> Any:
    allowed = {cls.KIND: cls for cls in classes if getattr(cls, "KIND", None)}
    if isinstance(value, str) and Keyword in allowed.values():
        return Keyword(value)
    if not isinstance(value, Mapping):
        raise _fail(where, f"expected a table with a kind ({', '.join(sorted(allowed))}), "
                           f"not {value!r}")
    kind = value.get("kind")
    if kind not in allowed:
        raise _fail(where, f"unknown kind {kind!r}; expected one of {', '.join(sorted(allowed))}")
    return _build_fields(allowed[kind], {k: v for k, v in value.items() if k != "kind"}, where)


def _build_fields(cls: Any, value: Any, where: str) -> Any:
    if not isinstance(value, Mapping):
        raise _fail(where, f"expected a table of {cls.__name__} fields, not {value!r}")
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(value) - set(fields))
    if unknown:
        raise _fail(where, f"unknown field {unknown[0]!r} for {cls.__name__}; known fields: "
                           f"{', '.join(fields)}")
    kwargs = {name: _build(hints[name], v, f"{where}.{name}") for name, v in value.items()}
    missing = [name for name, f in fields.items() if name not in kwargs
               and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
    if missing:
        raise _fail(where, f"{cls.__name__} needs {', '.join(missing)}")
    return cls(**kwargs)


def _type_name(tp: Any) -> str:
    return getattr(tp, "__name__", str(tp))


def card_from_data(data: Mapping[str, Any], where: str = "card") -> CardDef:
    """A :class:`CardDef` from its data; :class:`CardDataError` says what is wrong."""
    name = data.get("name") if isinstance(data, Mapping) else None
    label = f"{where} {name!r}" if isinstance(name, str) else where
    card: CardDef = _build(CardDef, data, label)
    try:
        ManaCost.parse(card.mana_cost)
    except ManaCostError as error:
        raise CardDataError(f"{label}: {error}") from None
    return card


def to_data(value: Any) -> Any:
    """Model values as plain data (defaults omitted, ``kind`` for effects and abilities)."""
    if isinstance(value, tuple):
        return [to_data(v) for v in value]
    if isinstance(value, Keyword) and value == Keyword(value.name):
        return value.name
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {}
        kind = getattr(type(value), "KIND", None)
        if kind is not None:
            out["kind"] = kind
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if f.default is not dataclasses.MISSING and item == f.default:
                continue
            out[f.name] = to_data(item)
        return out
    return value


def card_to_data(card: CardDef) -> dict[str, Any]:
    data: dict[str, Any] = to_data(card)
    return data


def load_toml(path: Path) -> list[CardDef]:
    """Every card of one TOML file."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise CardDataError(f"{path.name}: not valid TOML ({error})") from None
    except OSError as error:
        raise CardDataError(f"cannot read card file {str(path)!r}: {error}") from None
    cards = data.get("card", [])
    extra = sorted(set(data) - {"card"})
    if extra:
        raise CardDataError(f"{path.name}: unknown top-level key {extra[0]!r}; write cards as "
                            "[[card]] tables")
    if not isinstance(cards, list):
        raise CardDataError(f"{path.name}: 'card' must be an array of tables ([[card]])")
    return [card_from_data(c, f"{path.name}: card") for c in cards]


def load_cards(paths: Iterable[Path] | None = None) -> dict[str, CardDef]:
    """Every card of the given TOML files (default: every file in ``cards/data``), by name.
    A name defined twice is an error."""
    files = sorted(DATA_DIR.glob("*.toml")) if paths is None else list(paths)
    out: dict[str, CardDef] = {}
    where: dict[str, str] = {}
    for path in files:
        for card in load_toml(path):
            if card.name in out and out[card.name] != card:
                raise CardDataError(
                    f"{path.name}: card {card.name!r} is already defined in {where[card.name]}")
            out[card.name] = card
            where[card.name] = path.name
    return out


@cache
def card_pool() -> dict[str, CardDef]:
    """The bundled card definitions (read once per process)."""
    return load_cards()
