"""Effects read from several clauses and how the printed text joins them (``"."``, ``"and"``,
``"then"``): what the compiler and the family builders both use to keep the model's ``joins``."""

from __future__ import annotations

from typing import Any

from lark import Tree

from cardtable.games.magic.oracle.builder_base import OracleCompileError


class _Joined(list[Any]):
    """Effects read from several clauses, with how the printed text joins each to the next
    (the model's ``joins``: ``"."``, ``"and"``, ``"then"``, ``""`` inside one template)."""

    joins: list[str]


def _joined(parts: Any, word: str) -> _Joined:
    out = _Joined()
    out.joins = []
    for part in parts:
        if isinstance(part, Tree):
            raise OracleCompileError(f"unread part {part.data}")
        items = list(part) if isinstance(part, list) else [part]
        inner = list(part.joins) if isinstance(part, _Joined) else [""] * (len(items) - 1)
        if out and items:
            out.joins.append(word)
        out.extend(items)
        out.joins.extend(inner)
    return out


def _joins_of(effects: Any) -> tuple[str, ...]:
    """The model's ``joins`` for a list of effects (``()`` when the render's usual wording is
    all it needs)."""
    joins = tuple(effects.joins) if isinstance(effects, _Joined) else ()
    return joins if any(joins) else ()


def _padded(joins: tuple[str, ...], count: int) -> tuple[str, ...]:
    return joins + ("",) * (max(count - 1, 0) - len(joins))
