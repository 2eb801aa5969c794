"""The "Writing a game on the kernel" example (``docs/library.md``, moved from the README) runs
verbatim and is a real game."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from cardtable.core.errors import StaleDecision

README = (Path(__file__).resolve().parents[2] / "docs" / "library.md").read_text(encoding="utf-8")


def kernel_example() -> str:
    section = README.split("## Writing a game on the kernel", 1)[1].split("\n## ", 1)[0]
    (code,) = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    return code


def test_readme_kernel_example_runs_verbatim() -> None:
    """The example plays Nim to the end, uses the mask, and its record replays."""
    namespace: dict[str, Any] = {}
    exec(compile(kernel_example(), "README.md", "exec"), namespace)
    game = namespace["game"]
    assert game.is_over and game.result.winner == 0
    assert len(kernel_example().splitlines()) <= 60


def test_readme_kernel_example_game_gets_the_kernel_contract() -> None:
    """The README's game inherits the kernel's checks: a stale answer is refused, and a clone
    is independent of the original."""
    namespace: dict[str, Any] = {}
    exec(compile(kernel_example(), "README.md", "exec"), namespace)
    nim = namespace["Nim"](stones=5)
    first = nim.pending
    nim.apply(2, player=0, decision_id=first.id)
    with pytest.raises(StaleDecision):
        nim.apply(1, player=0, decision_id=first.id)
    twin = nim.clone()
    twin.apply(3)
    assert twin.is_over and not nim.is_over and nim.view(1).stones == 3
