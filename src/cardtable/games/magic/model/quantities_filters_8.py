"""Effects of the ability model for the quantities and filters of issue 29 (helper h8-qf):
doubling counters (CR 701.9e) and every card of a kind returned from graveyards (CR 400.7,
608.2c). Frozen dataclasses with a KIND, re-exported by :mod:`.effects` and :mod:`.model`; the
handlers are :mod:`cardtable.games.magic.effects.quantities_filters_8`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import SELF, Filter, Ref


@dataclass(frozen=True, slots=True)
class DoubleCounters:
    """"Double the number of +1/+1 counters on REF" (or on each permanent matching
    ``filter``): each gets as many of those counters as it already has (CR 701.9e), put as
    counters are put (replacement effects apply, 616.1e). ``counter`` ``"each_kind"``: "double
    the number of each kind of counter on REF" (every kind it has, CR 122.1)."""

    KIND: ClassVar[str] = "double_counters"
    counter: str
    on: Ref = SELF
    filter: Filter | None = None


EACH_KIND = "each_kind"


@dataclass(frozen=True, slots=True)
class ReturnAllFromGraveyards:
    """"Return all enchantment cards from your graveyard to the battlefield" (Replenish), "Put
    all creature cards from all graveyards onto the battlefield under your control" (Rise of
    the Dark Realms): every card matching ``filter`` in ``whose`` graveyards (``"you"`` or
    ``"all"``) as this resolves, no choice (CR 608.2c), to ``to`` (``"hand"``: its owner's;
    ``"battlefield"``: under ``under``'s control, ``"you"`` or ``"owner"``, 110.2a), all at
    once. ``verb`` is the printed verb (``"return"`` or ``"put"``)."""

    KIND: ClassVar[str] = "return_all_from_graveyards"
    filter: Filter
    whose: str = "you"
    to: str = "battlefield"
    tapped: bool = False
    under: str = "owner"
    verb: str = "return"


@dataclass(frozen=True, slots=True)
class ReturnLinkedExiled:
    """"Return all cards exiled with ~ to the battlefield under their owners' control"
    (Helvault), "Return each creature card exiled with ~ to the battlefield under your
    control" (Cold Storage), "Put all cards exiled with it onto the battlefield" (Underworld
    Sentinel), "… to their owner's hand" (Bag of Holding): the cards matching ``filter`` that
    the source's linked abilities exiled (CR 607.2a, 406.6) and that are still in exile
    (400.7), all at once (603.2), ``to`` ``"battlefield"`` under ``under``'s control (``"owner"``
    or ``"you"``, 110.2a) or ``"hand"`` (its owner's). Wording only: ``verb`` ("return"/"put"),
    ``each`` ("each creature card" rather than "all creature cards"), ``says_it`` ("exiled with
    it"), ``owners`` (the possessive as printed) and ``says_under`` ("put … onto the
    battlefield" with no "under …": the putting player's control, 110.2a)."""

    KIND: ClassVar[str] = "return_linked_exiled"
    filter: Filter
    to: str = "battlefield"
    under: str = "owner"
    verb: str = "return"
    each: bool = False
    says_it: bool = False
    owners: str = "their owners'"
    says_under: bool = True


@dataclass(frozen=True, slots=True)
class ChooseTargets:
    """"Choose any target.", "Choose target creature you control and target creature you don't
    control." (CR 601.2c, 115.1): the sentence only announces the ability's targets, chosen as
    it is put on the stack; it does nothing itself as the ability resolves — the sentences after
    it act on "that permanent or player", "that creature", "it" (608.2b: with every target
    illegal the ability doesn't resolve). ``chosen``: the targets it names, in order."""

    KIND: ClassVar[str] = "choose_targets"
    chosen: tuple[Ref, ...]
