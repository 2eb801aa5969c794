"""Import every command module so that each registers its commands on the root app."""
from cardtable.cli import (
    cards,  # noqa: F401
    deck,  # noqa: F401
)
