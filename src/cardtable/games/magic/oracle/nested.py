"""Compiling an ability quoted inside another ("Enchanted creature has "{T}: …"", "except it has
"…"", a token "with "…""; CR 113.7a, 707.9b, 111.4).

The family builders need the whole compiler for the quoted text, and the compiler is built from
the families: rather than each builder importing the compiler back (an import circle), the
compiler installs its line compiler here as it loads, and the builders call :func:`compile_nested`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

_compile_line: Callable[[str, str], Any] | None = None


def install(compile_line: Callable[[str, str], Any]) -> None:
    """Called once by :mod:`.compiler` with its ``compile_line``."""
    global _compile_line
    _compile_line = compile_line


def compile_nested(text: str, start: str) -> Any:
    """The model values of one quoted ability line (``start``: the grammar's start rule)."""
    if _compile_line is None:  # a builder used before the compiler loaded: load it now
        importlib.import_module(f"{__package__}.compiler")
    assert _compile_line is not None
    return _compile_line(text, start)
