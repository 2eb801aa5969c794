"""Import every command module so that each registers its commands on the root app."""
from cardtable.cli import dominarion  # noqa: F401
from cardtable.cli import mulligan  # noqa: F401
