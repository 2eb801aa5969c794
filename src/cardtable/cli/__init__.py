"""The ``cardtable`` command: a thin layer that composes the packages below it.

Each command group lives in its own module and registers itself on :data:`app`. User mistakes
(:class:`~cardtable.core.errors.CardTableError`) end with one readable line and exit status 2
unless the command documents another; never a traceback.
"""

from __future__ import annotations

import sys

# Importing a command module registers its commands on ``app``.
from cardtable.cli import (  # noqa: F401  (imported for their registration side effect)
    _modules,
)
from cardtable.cli._app import app, console_error
from cardtable.core.errors import CardTableError

__all__ = ["app", "main"]


def main() -> None:
    """Entry point of the ``cardtable`` console script.

    Click handles usage errors itself (one line, exit 2); our typed errors are caught here.
    """
    try:
        app()
    except CardTableError as error:
        console_error(str(error))
        sys.exit(2)
    except KeyboardInterrupt:
        console_error("interrupted")
        sys.exit(130)
