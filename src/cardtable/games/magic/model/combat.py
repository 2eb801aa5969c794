"""Effects of the ability model for designations and combat: becoming renowned (CR 702.112b),
monstrosity (701.31), tokens put onto the battlefield blocking (707.2, 506.3, 509.1h) and a cost
to block (509.1d–e): each a frozen dataclass with a KIND. Re-exported by :mod:`.effects` and
:mod:`.model`."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from cardtable.games.magic.model.base import SELF, Filter, Quantity, Ref


@dataclass(frozen=True, slots=True)
class BecomeRenowned:
    """"… and it becomes renowned" (CR 702.112b): a designation, not a counter or ability."""

    KIND: ClassVar[str] = "become_renowned"
    what: Ref = SELF

@dataclass(frozen=True, slots=True)
class Monstrosity:
    """"Monstrosity N" (CR 701.31a): if the permanent isn't monstrous, put N +1/+1 counters
    on it and it becomes monstrous (a designation, 701.31b; "When ~ becomes monstrous"
    triggers, 701.31c)."""

    KIND: ClassVar[str] = "monstrosity"
    amount: Quantity  # "Monstrosity X": the X paid (h7-ev3)
    what: Ref = SELF

@dataclass(frozen=True, slots=True)
class CopyBlockers:
    """"For each creature attacking you or a planeswalker you control, create a token that's
    a copy of that creature and that's blocking that creature." (Mirror Match; CR 707.2,
    506.3, 509.1h: a creature put onto the battlefield blocking was never declared a blocker,
    so no "whenever ~ blocks" triggers). The tokens are this ability's "created"."""

    KIND: ClassVar[str] = "copy_blockers"

@dataclass(frozen=True, slots=True)
class BlockTax:
    """"This turn, creatures can't block unless their controller pays {X} for each blocking
    creature they control." (War Cadence; CR 509.1d-e: a cost to block, paid as blockers are
    declared; 509.1c: nobody is required to pay it to obey a blocking requirement)."""

    KIND: ClassVar[str] = "block_tax"
    amount: Quantity


# -- "~ can't be blocked by <noun>" (CR 509.1b): the blockers a restriction excludes, kept in a
# rule string ("cant_be_blocked_by:<json>") because an object's rule changes are strings
# (layers.Chars.rules); the filter's non-default fields, in a canonical order --------------------

BLOCKED_BY = "cant_be_blocked_by"


# "~ can't be blocked except by <noun>" (the blockers it allows) and "~ can't block <noun>"
# (on the blocker: the attackers it may not block), the same way
BLOCKED_EXCEPT_BY = "cant_be_blocked_except_by"
CANT_BLOCK_NOUN = "cant_block_noun"


def blocked_by_rule(blockers: Filter, kind: str = BLOCKED_BY) -> str:
    """The rule for "can't be blocked by <blockers>" (or another ``kind`` above)."""
    data = {f.name: getattr(blockers, f.name) for f in fields(blockers)
            if getattr(blockers, f.name) != f.default}
    return f"{kind}:{json.dumps(data, sort_keys=True, separators=(',', ':'))}"


def blocked_by_filter(rule: str, kind: str = BLOCKED_BY) -> Filter | None:
    """The filter a ``kind`` rule holds (``None`` for any other rule)."""
    name, _sep, data = rule.partition(":")
    if name != kind:
        return None
    values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v
                              for k, v in json.loads(data).items()}
    return Filter(**values)


# "~ can't attack alone" / "~ can't block alone" (CR 506.5): the rule changes' names
CANT_ATTACK_ALONE = "cant_attack_alone"
CANT_BLOCK_ALONE = "cant_block_alone"
# "You may have ~ assign its combat damage as though it weren't blocked." (CR 510.1c)
ASSIGN_AS_UNBLOCKED = "assign_as_unblocked"
# "~ can't be blocked except by three or more creatures" (CR 509.1b, as menace's two, 702.111b)
MIN_THREE_BLOCKERS = "min_three_blockers"
# "~ can block an additional creature each combat" / "~ can block any number of creatures"
# (CR 509.1a): each instance of the first lets it block one more attacker
BLOCK_ADDITIONAL = "block_additional"
BLOCK_ANY_NUMBER = "block_any_number"
# "~ can't be blocked as long as defending player controls <a noun>" (CR 509.1b): checked as
# blockers are declared, against each blocker's controller (the defending player)
UNBLOCKABLE_IF_DEFENDER = "cant_be_blocked_if_defender_controls"
# "<blocker> can't block ~ this turn": on the blocker, with the attacker's id (509.1b)
CANT_BLOCK_ATTACKER = "cant_block_attacker"
