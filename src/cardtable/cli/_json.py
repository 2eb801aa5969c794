"""Errors of ``--json`` commands as JSON, so that scripts always get one object to read.

A ``--json`` command that fails prints ``{"error": {"code": …, "message": …}}`` on standard
output, the same readable line on standard error (``error: …``), and exits with its documented
status (2 for unusable input). ``code`` is the error's kind in snake case (``deck_error``,
``card_not_found``, ``settings_error``…) for scripts to branch on; ``message`` is the sentence a
person would read.

Use :func:`json_errors` around a command's work::

    with json_errors(as_json):
        deck = read_deck_file(path)
        ...
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

import typer

from cardtable.cli._app import console_error
from cardtable.core.errors import CardNotFound, CardTableError

_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


def json_error(message: str, code: str, details: Mapping[str, object] | None = None
               ) -> dict[str, object]:
    """The JSON object a ``--json`` command prints on failure."""
    error: dict[str, object] = {"code": code, "message": message}
    if details:
        error.update(details)
    return {"error": error}


def error_code(error: BaseException) -> str:
    """The error's class name in snake case: ``DeckError`` → ``deck_error``."""
    return _CAMEL.sub("_", type(error).__name__).lower()


def print_json_error(message: str, code: str, details: Mapping[str, object] | None = None
                     ) -> None:
    """Print the error object on standard output and the readable line on standard error."""
    print(json.dumps(json_error(message, code, details), ensure_ascii=False))
    console_error(message)


@contextmanager
def json_errors(enabled: bool, exit_code: int = 2) -> Iterator[None]:
    """Within the block, a :class:`CardTableError` becomes a JSON error object and exit status
    ``exit_code`` when ``enabled`` (the command's ``--json``); otherwise it passes through to
    the command line's one-line handler."""
    if not enabled:
        yield
        return
    try:
        yield
    except CardTableError as error:
        details: dict[str, object] = {}
        if isinstance(error, CardNotFound):
            details = {"name": error.name, "suggestions": list(error.suggestions)}
        print_json_error(str(error), error_code(error), details)
        raise typer.Exit(exit_code) from None
