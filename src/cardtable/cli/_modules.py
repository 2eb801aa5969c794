"""Import every command module so that each registers its commands on the root app."""
from cardtable.cli import event  # noqa: F401
