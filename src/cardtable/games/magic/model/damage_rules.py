"""Damage prevention and damage replacement as one composable value (issues 28/29, CR 615,
614.1a, 120): a :class:`DamageRule` says which damage it watches — what deals it
(:attr:`DamageRule.source`), what it would be dealt to (:attr:`DamageRule.recipient`) and
whether it is combat damage (:attr:`DamageRule.kind`) — and what happens to that damage instead
(:attr:`DamageRule.action`): prevented, N of it prevented, doubled, tripled, plus or minus N.

One rule is both a resolving effect ("Prevent all damage that would be dealt to you this turn
by attacking creatures.", a shield until the turn ends, 514.2) and, inside a
``ReplacementAbility(event="damage", action="rule")``, a static ability of a permanent ("If a
source you control would deal damage to a permanent or player, it deals double that damage to
that permanent or player instead."). ``damage.deal_damage`` applies both. Frozen data like the
rest of the ability model."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from cardtable.games.magic.model.base import Filter, Quantity, Ref

if TYPE_CHECKING:  # effects.py imports this module: the union is read lazily
    from cardtable.games.magic.model.effects import Effect


@dataclass(frozen=True, slots=True)
class DamageSide:
    """One end of the damage a rule watches.

    ``who``: ``"any"`` (every source, every recipient), ``"you"`` (the rule's controller),
    ``"opponent"`` (a player other than the controller), ``"player"`` (any player),
    ``"opponent_or_theirs"`` (an opponent or a permanent an opponent controls),
    ``"filter"`` (objects matching ``filter`` — for a source, a permanent or a spell), ``"you_and"``
    (the controller and the permanents matching ``filter``), ``"ref"`` (the objects or players
    ``ref`` names: ``"self"``, ``"enchanted"``, ``"enchanted_player"``, ``"target:0"`` — fixed
    as the effect resolves), ``"chosen"`` (a source matching ``filter`` the controller chooses as
    the effect resolves, 609.7a), ``"spell"`` (a spell matching ``filter``: an instant or
    sorcery dealing damage as it resolves).
    ``words``: the Oracle words when they are not the filter's own ("a source", "sources you
    don't control", "a permanent or player"), wording only."""

    who: str = "any"
    filter: Filter | None = None
    ref: Ref = ""
    words: str = ""


ANY_SIDE = DamageSide()

DAMAGE_ACTIONS = ("prevent", "prevent_n", "double", "triple", "plus", "minus", "half",
                  "unpreventable", "redirect", "redirect_n", "all_but", "prevent_next_n")
"""What a rule does to the damage: all of it prevented (615.1a), ``amount`` of it prevented
(615.7), twice / three times that damage, that much damage plus / minus ``amount``, half that
damage rounded down (614.1a), all but ``amount`` of it prevented (615.7), the next ``amount``
damage prevented (a shield used up as it prevents, 615.7), or it can't be prevented (615.12);
or all of it (the next ``amount`` of it) is dealt to :attr:`DamageRule.instead` instead
(614.1a, 614.9: a redirection)."""


@dataclass(frozen=True, slots=True)
class DamageRule:
    """Damage dealt by a ``source`` to a ``recipient`` (``damage``: ``""`` any damage, ``"combat"``,
    ``"noncombat"``; CR 120.2) has ``action`` applied (``amount`` for ``prevent_n``, ``plus``,
    ``minus``). As a resolving effect it lasts until the turn ends; ``form`` keeps the Oracle word
    order ("dealt to you this turn by …", "dealt this turn to …", "… that creatures would deal"),
    wording only. ``once``: "the next time …" — the rule applies to one damage event, then ends
    (615.7); ``instead``: where a redirection sends the damage (``who``: ``"ref"``, ``"you"``,
    ``"source_controller"`` — "that source's controller" —, ``"recipient_controller"`` — "its
    controller" of the creature the damage was headed to)."""

    KIND: ClassVar[str] = "damage_rule"
    action: str = "prevent"
    amount: Quantity = 0
    damage: str = ""  # not "kind": a record names each effect's kind under that key
    source: DamageSide = ANY_SIDE
    recipient: DamageSide = ANY_SIDE
    form: str = ""
    instead: DamageSide | None = None
    once: bool = False
    # the prevention's own additional effects, done as the damage is prevented ("that many":
    # the damage prevented; 615.1a) — model effects, typed loosely (effects.py imports this)
    then: tuple[Effect, ...] = ()
