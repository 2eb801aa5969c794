"""Import every command module so that each registers its commands on the root app."""
from cardtable.cli import (
    dominarion,  # noqa: F401
    mulligan,  # noqa: F401
)
