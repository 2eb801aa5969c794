"""The mulligan rules (MUL-1 to MUL-3): rule sets as data and the embeddable procedure."""

from cardtable.rules.mulligan.abilities import MulliganAbility, SerumPowder
from cardtable.rules.mulligan.procedure import (
    KEEP,
    MULLIGAN,
    SCRY_BOTTOM,
    SCRY_TOP,
    TAG_BOTTOM,
    TAG_EXILE,
    TAG_KEEP,
    TAG_SCRY,
    MulliganProcedure,
    PlayerMulligans,
)
from cardtable.rules.mulligan.rules import RULE_NAMES, MulliganRule, MulliganStyle, resolve_rule

__all__ = [
    "KEEP",
    "MULLIGAN",
    "RULE_NAMES",
    "SCRY_BOTTOM",
    "SCRY_TOP",
    "TAG_BOTTOM",
    "TAG_EXILE",
    "TAG_KEEP",
    "TAG_SCRY",
    "MulliganAbility",
    "MulliganProcedure",
    "MulliganRule",
    "MulliganStyle",
    "PlayerMulligans",
    "SerumPowder",
    "resolve_rule",
]
