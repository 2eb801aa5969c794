"""Exile "until" an event (CR 610.3): "exile target creature an opponent controls until ~ leaves
the battlefield" (Banisher Priest). The engine room is :mod:`cardtable.games.magic.exile_until`,
the handler :mod:`cardtable.games.magic.effects.exile_until`, the words
:mod:`cardtable.games.magic.text.exile_until`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import Filter, Ref


@dataclass(frozen=True, slots=True)
class ExileUntilLeaves:
    """Exile ``what`` (any reference the grammar resolves: a target with any filter), or every
    permanent matching ``filter``, until the source leaves the battlefield (CR 610.3). If the
    source has already left when the effect would exile (610.3a, 610.3b), nothing moves. When
    the source leaves, a second one-shot effect returns every card it exiled this way to the
    battlefield under its owner's control (610.3c), all at once with the other returns of the
    same event (610.3d). A token exiled so
    ceases to exist (111.8) and never returns."""

    KIND: ClassVar[str] = "exile_until_leaves"
    what: Ref = ""
    filter: Filter | None = None  # "exile all <filter> until …": every permanent matching it
    source_words: str = "~"  # "until this creature leaves the battlefield" (Brutal Cathar)


@dataclass(frozen=True, slots=True)
class ReturnExiled:
    """The second half of the two-ability template (CR 607.2a, 610.3 by other words): "When ~
    leaves the battlefield, return the exiled card to the battlefield under its owner's
    control." (Fiend Hunter, Journey to Nowhere, Oblivion Ring): every card the source's linked
    ability exiled that is still in exile (400.7) goes ``to`` ``"battlefield"`` under its
    owner's control or ``"hand"`` (its owner's), all at once (603.2). ``plural``: "the exiled
    cards"; ``owners``: the possessive as printed ("its owner's", "their owner's", "their
    owners'")."""

    KIND: ClassVar[str] = "return_exiled"
    to: str = "battlefield"
    plural: bool = False
    owners: str = "its owner's"


@dataclass(frozen=True, slots=True)
class RevealChooseExile:
    """"Target opponent reveals their hand and you choose a nonland card from it. Exile that
    card[ until ~ leaves the battlefield]." (Tidehollow Sculler, Brain Maggot, Kitesail
    Freebooter; CR 701.16a, 406, 610.3): the controller chooses one card matching ``filter``
    from ``who``'s revealed hand and exiles it — ``until`` the source leaves, or linked to the
    source (607.2a) for its "return the exiled card" ability. ``joined``: "reveals their hand
    and you choose" rather than "reveals their hand. You choose"."""

    KIND: ClassVar[str] = "reveal_choose_exile"
    who: Ref
    filter: Filter
    until: bool = False
    joined: bool = True
    # "… reveals their hand. You choose a nonland card from it and exile that card." (one
    # sentence: Thought-Knot Seer, Transgress the Mind; issue 29, EV2 eighth wave)
    and_exile: bool = False
