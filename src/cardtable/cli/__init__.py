"""The ``cardtable`` command: a thin layer that composes the packages below it.

Each command group lives in its own module and registers itself on :data:`app`. Whatever goes
wrong, the command ends with one readable line on standard error and a non-zero status, never a
traceback:

* user mistakes (:class:`~cardtable.core.errors.CardTableError`): the error's sentence, status 2
  unless the command documents another;
* usage errors (unknown option, bad value): Typer's boxed message, status 2;
* the operating system refusing (a missing folder, a directory where a file should be, a full
  disk, a read-only place): what was refused and why, status 2;
* Ctrl-C: "interrupted", status 130;
* anything else is a bug in cardtable: one line saying so, status 70; ``CARDTABLE_DEBUG=1``
  shows the traceback instead.

With ``--json`` anywhere on the command line, every failure — usage errors included — is also
printed on standard output as one JSON object, ``{"error": {"code": …, "message": …}}``
(``code`` is the error's kind in snake case: ``tournament_error``, ``usage_error``,
``os_error``, ``internal_error``…), so a script always has one object to read.
"""

from __future__ import annotations

import errno
import json
import os
import re
import sys

import typer

try:  # Typer 0.2x vendors its own Click: its usage errors are that copy's classes
    from typer._click.exceptions import ClickException
except ImportError:  # pragma: no cover - older Typer uses Click itself
    from click.exceptions import ClickException  # type: ignore[assignment]

# Importing a command module registers its commands on ``app``.
from cardtable.cli import (  # noqa: F401  (imported for their registration side effect)
    _modules,
)
from cardtable.cli._app import app, console_error
from cardtable.core.errors import CardTableError

__all__ = ["app", "main"]

DEBUG_VARIABLE = "CARDTABLE_DEBUG"
_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


def _code(error: BaseException) -> str:
    """The error's class name in snake case: ``TournamentError`` → ``tournament_error``."""
    return _CAMEL.sub("_", type(error).__name__).lower()


def describe_os_error(error: OSError) -> str:
    """One sentence for an operating-system refusal, naming the path when there is one."""
    reason = error.strerror or str(error) or type(error).__name__
    where = error.filename
    hints = {
        errno.ENOENT: "check the path (its folder must exist)",
        errno.EISDIR: "give a file name, not a directory",
        errno.ENOTDIR: "a part of the path is a file, not a folder",
        errno.EACCES: "the place is not readable or writable by you",
        errno.EROFS: "the place is on a read-only file system",
        errno.ENOSPC: "free some space and try again",
    }
    hint = hints.get(error.errno or -1, "")
    text = f"cannot use {str(where)!r}: {reason}" if where is not None else reason
    return f"{text} ({hint})" if hint else text


def _fail(message: str, code: str, status: int, as_json: bool) -> None:
    if as_json:
        print(json.dumps({"error": {"code": code, "message": message}}, ensure_ascii=False))
    console_error(message)
    sys.exit(status)


def main() -> None:
    """Entry point of the ``cardtable`` console script (see the module docstring)."""
    args = sys.argv[1:]
    as_json = "--json" in args
    try:
        if not as_json:
            app()
            return
        # With --json Click must not print its boxed usage errors: they become JSON too.
        status = app(standalone_mode=False)
        if isinstance(status, int) and status:
            sys.exit(status)
    except ClickException as error:  # only reached with --json
        _fail(error.format_message(), "usage_error", error.exit_code, as_json)
    except typer.Abort:
        _fail("aborted", "aborted", 1, as_json)
    except CardTableError as error:
        _fail(str(error), _code(error), 2, as_json)
    except KeyboardInterrupt:
        _fail("interrupted", "interrupted", 130, as_json)
    except OSError as error:
        if error.errno == errno.EPIPE:  # the reader of our output went away (| head)
            sys.stderr.close()
            os._exit(1)
        _fail(describe_os_error(error), "os_error", 2, as_json)
    except MemoryError:
        _fail("out of memory: the input is too large for this machine", "memory_error", 2,
              as_json)
    except Exception as error:
        if os.environ.get(DEBUG_VARIABLE):
            raise
        detail = str(error).splitlines()[0][:200] if str(error) else ""
        _fail(
            f"internal error ({type(error).__name__}{': ' + detail if detail else ''}); this is "
            f"a bug in cardtable — please report it (set {DEBUG_VARIABLE}=1 for the traceback)",
            "internal_error", 70, as_json,
        )
