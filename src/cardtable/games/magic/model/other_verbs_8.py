"""Effects of the ability model for the other effect verbs of issue 29, eighth wave (helper
h8-ev3): winning the game (CR 104.2b), a life total set to a number (119.5), life totals
exchanged (701.10c) and colour changes (105.3). Frozen dataclasses with a KIND, re-exported by
:mod:`.effects` and :mod:`.model`; the handlers are
:mod:`cardtable.games.magic.effects.other_verbs_8`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import SELF, YOU, Filter, Quantity, Ref

# How a list of three or more effects joins each to the next (an ability's ``joins``): ", "
# and the last ", and " / ", then " (CR 608.2c); "_same" after each when one subject is said
# once ("Target opponent discards two cards, mills two cards, and loses 2 life.")
LIST_COMMA = "list_comma"
LIST_AND = "list_and"
LIST_THEN = "list_then"
# Conditional.wording of "EFFECT if CONDITION." (the condition after the effect; CR 608.2c)
IF_AFTER = "if_after"


@dataclass(frozen=True, slots=True)
class WinGame:
    """"you win the game" (CR 104.2b): the game ends with ``who`` its winner — unless an effect
    says that player can't win (Platinum Angel's "your opponents can't win the game")."""

    KIND: ClassVar[str] = "win_game"
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class SetLifeTotal:
    """"target player's life total becomes 10" (CR 119.5): the player gains or loses the
    difference, so life-gain and life-loss triggers and replacements see it."""

    KIND: ClassVar[str] = "set_life_total"
    who: Ref
    amount: Quantity


@dataclass(frozen=True, slots=True)
class ExchangeLifeTotals:
    """"Exchange life totals with target opponent" / "Two target players exchange life
    totals" (CR 701.10c): each gains or loses what it takes to reach the other's previous
    total; if either part can't happen (119.7, 119.8), neither does (701.10a)."""

    KIND: ClassVar[str] = "exchange_life_totals"
    first: Ref
    second: Ref


@dataclass(frozen=True, slots=True)
class ColorChange:
    """"Target creature becomes blue until end of turn" / "~ becomes colorless until end of
    turn" / "… becomes blue in addition to its other colors" (CR 105.3, layer 5, 613.1e):
    ``colors`` replace the object's colours (none: colorless) unless ``in_addition``.
    ``keywords`` names the plain keywords it gains for the same time ("becomes black and gains
    fear", layer 6; names, not ``Keyword`` values, so this module imports nothing of the model
    above it); ``keywords_first`` the wording "gains flying and becomes blue"."""

    KIND: ClassVar[str] = "color_change"
    on: Ref = SELF
    colors: tuple[str, ...] = ()
    in_addition: bool = False
    keywords: tuple[str, ...] = ()
    keywords_first: bool = False
    duration: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class RemoveChosenCounters:
    """"Remove a counter from target permanent" / "remove up to four charge counters from
    target noncreature artifact" / "remove all -1/-1 counters from it" (CR 122.1, 608.2d):
    counters of ``counter``'s kind ("": any kind, this effect's controller choosing the kind of
    each counter removed) taken from the first object ``on`` names — ``amount`` of them, or any
    number up to it with ``up_to``, or every one of that kind with ``every``. The count
    removed is kept for "for each counter removed this way" (608.2c)."""

    KIND: ClassVar[str] = "remove_chosen_counters"
    on: Ref
    counter: str = ""
    amount: Quantity = 1
    up_to: bool = False
    every: bool = False


@dataclass(frozen=True, slots=True)
class UntapUpTo:
    """"Untap up to two lands." (Cloud of Faeries, Snap, Frantic Search; CR 608.2d): this
    effect's controller chooses up to ``amount`` tapped permanents matching ``filter`` (any
    controller's: the text names none) and untaps them — not a target (115.1)."""

    KIND: ClassVar[str] = "untap_up_to"
    amount: Quantity
    filter: Filter


@dataclass(frozen=True, slots=True)
class DoublePT:
    """"double target creature's power and toughness until end of turn" / "double ~'s power
    until end of turn" (CR 701.9a-c): the creature gets +X/+Y (layer 7c, 613.4c), X and Y its
    power and toughness as this resolves (a negative value doubles downward, 701.9c)."""

    KIND: ClassVar[str] = "double_pt"
    on: Ref
    power: bool = True
    toughness: bool = True
    duration: str = "end_of_turn"
