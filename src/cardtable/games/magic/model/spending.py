"""Restrictions on spending mana (CR 106.6): "Spend this mana only to cast a creature spell of
the chosen type." Frozen data like the rest of the ability model (:mod:`.effects` lists the
effect in ``Effect``); ``mana_riders.py`` gives it its meaning."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import YOU, Filter, Quantity, Ref


@dataclass(frozen=True, slots=True)
class SpendOnly:
    """The mana the effect before it added may be spent only to cast a spell matching
    ``spells`` (``None``: on no spell) or, with ``abilities``, to activate an ability of a
    source matching it (CR 106.6, 601.2h, 602.2b). Mana spent on any other cost is not this
    mana; it stays in the pool until it empties (106.4).

    Wording only: ``plural`` ("creature spells" rather than "a creature spell"),
    ``ability_cards`` ("an ability of a creature or creature card of the chosen type")."""

    KIND: ClassVar[str] = "spend_only"
    spells: Filter | None = None
    plural: bool = False
    abilities: Filter | None = None
    ability_cards: bool = False


@dataclass(frozen=True, slots=True)
class MayPayAmount:
    """"… unless that player pays {X}, where X is ~'s power" (Esper Sentinel; CR 118.12,
    608.2d): ``who`` may pay generic mana equal to ``amount``, read as it resolves; a
    following ``Conditional(Condition("paid", negate=True), …)`` reads whether they did. A
    player who can't pay doesn't (118.3)."""

    KIND: ClassVar[str] = "may_pay_amount"
    amount: Quantity
    who: Ref = YOU
