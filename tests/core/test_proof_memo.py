"""The snapshot and plain-data checks remember what they proved (kernel v2, gap 4): a value
proven immutable is not walked again, and the memo never makes a mutable value pass."""

from __future__ import annotations

import types
from dataclasses import dataclass
from typing import Any

from cardtable.core.snapshot import FrozenMapping, is_snapshot
from cardtable.core.workstack import Frame, WorkStack, is_plain


@dataclass(frozen=True, slots=True)
class Leaf:
    name: str
    parts: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Holder:
    inner: Any


def test_a_proven_part_inside_a_mutable_container_still_fails() -> None:
    leaf = Leaf("a", (1, "x"))
    assert is_snapshot(leaf)
    assert is_snapshot((leaf, leaf))
    assert not is_snapshot((leaf, [1]))  # the list is new, not proven
    assert not is_snapshot(Holder([leaf]))
    assert is_snapshot(Holder((leaf,)))


def test_a_mutable_value_is_never_remembered_as_proven() -> None:
    bad = Leaf("b", ([],))
    assert not is_snapshot(bad)
    assert not is_snapshot(bad)  # asked again: walked again, still refused
    assert not is_snapshot((bad,))


def test_mappings_are_checked_each_time_because_a_proxy_can_change() -> None:
    data: dict[str, Any] = {"k": 1}
    proxy = types.MappingProxyType(data)
    assert is_snapshot(Holder(proxy))
    data["k"] = [1]  # the dict under the proxy changes: the proxy is no snapshot any more
    assert not is_snapshot(Holder(proxy))
    assert is_snapshot(FrozenMapping({"a": (1, 2)}))
    assert not is_snapshot(FrozenMapping({"a": [1, 2]}))


def test_functions_and_open_objects_are_refused() -> None:
    assert not is_snapshot(Leaf("f", (len,)))
    assert not is_snapshot(Leaf("o", (object(),)))


@dataclass(frozen=True, slots=True)
class Step(Frame):
    payload: Any


def test_is_plain_remembers_frames_but_refuses_a_new_mutable_one() -> None:
    shared = Leaf("shared", ((1, 2), "z"))
    good = Step(shared)
    assert is_plain(good) and is_plain(good)
    stack = WorkStack()
    stack.push(good)
    try:
        stack.push(Step((shared, {"mutable": 1})))
    except TypeError as error:
        assert "frozen plain data" in str(error)
    else:
        raise AssertionError("a frame holding a dict was accepted")
    assert not is_plain(Step([shared]))
    assert len(stack) == 1
