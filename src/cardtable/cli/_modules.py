"""Import every command module so that each registers its commands on the root app."""

from cardtable.cli import (  # noqa: F401  (imported for their registration side effect)
    analyze,
    cards,
    deck,
    dominarion,
    event,
    games,
    ladder,
    mulligan,
    serve,
)
