"""The words of "unless" riders (issue 29, h5-unless; CR 118.12): the offer
(:class:`~cardtable.games.magic.model.unless.UnlessOffer`) and the effect it spares, printed as
one clause — "sacrifice ~ unless you discard a card", "that player loses 2 life unless they pay
{2}" — and "EFFECT unless CONDITION". Called by :func:`.staples.staples_clause` before its own
cases; ``None`` means "not one of these"."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model import CardDef, StaticAbility
from cardtable.games.magic.model.base import Condition
from cardtable.games.magic.model.effects import (
    Conditional,
    DealDamage,
    Discard,
    ReturnChosen,
    Sacrifice,
)
from cardtable.games.magic.model.unless import UnlessOffer
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.harm_verbs_9 import HAS_DAMAGE, has_damage_offer_text
from cardtable.games.magic.text.reentry import effects_text
from cardtable.games.magic.text.words import SELF_NAME

if TYPE_CHECKING:
    from cardtable.games.magic.model import Effect
    from cardtable.games.magic.text.words import Context

NOT_PAID = Condition("paid", negate=True)
_PLURAL = {"you", "they"}  # "you pay", "they pay"; "that player pays"


def _as_you(action: Effect) -> Effect:
    """The action as the imperative prints it ("sacrifice a creature", "discard a card")."""
    if isinstance(action, (Sacrifice, Discard, ReturnChosen)):
        return replace(action, who="you")
    return action


def _offer_words(offer: UnlessOffer, ctx: Context) -> str:
    if offer.cost is not None and offer.says == "any player":
        return f"any player pays {offer.cost.mana or f'{offer.cost.pay_life} life'}"
    if offer.cost is not None:
        verb = "pay" if offer.says in _PLURAL else "pays"
        what = offer.cost.mana or f"{offer.cost.pay_life} life"
        return f"{offer.says} {verb} {what}"
    if offer.says in _PLURAL:  # the action in the imperative after its subject
        acts = [_as_you(a) for a in offer.actions]
        return f"{offer.says} {effects_text(acts, ctx, sentence=False)}"
    return effects_text(offer.actions, ctx, sentence=False)


def unless_clause(items: Sequence[Effect], index: int, ctx: Context) -> tuple[str, int] | None:
    """``(clause, effects used)`` for an "unless" rider, else None."""
    effect = items[index]
    if isinstance(effect, UnlessOffer) and effect.form == HAS_DAMAGE:  # h9-ev2 (118.12)
        said = has_damage_offer_text(effect, items[index + 1] if index + 1 < len(items)
                                     else None, ctx)
        return (said, 2) if said is not None else None
    if isinstance(effect, UnlessOffer) and effect.form == "may" and index + 1 < len(items):
        return _may_offer(effect, items[index + 1], ctx)
    if isinstance(effect, UnlessOffer) and index + 1 < len(items):
        after = items[index + 1]
        if isinstance(after, Conditional) and after.condition == NOT_PAID and \
                not after.otherwise and after.effects:
            spared = effects_text(after.effects, ctx, sentence=False)
            then = "then " if effect.form == "then" else ""  # "Then discard two cards unless …"
            return f"{then}{spared} unless {_offer_words(effect, ctx)}", 2
    if isinstance(effect, Conditional) and effect.condition.kind == "any_of" and \
            effect.condition.negate and len(effect.condition.all_of) == 1 and \
            not effect.otherwise and effect.effects:
        spared = effects_text(effect.effects, ctx, sentence=False)
        return f"{spared} unless {condition_text(effect.condition.all_of[0])}", 1
    return None


def static_unless_text(ability: StaticAbility, card: CardDef,
                       static_text: Callable[[StaticAbility, CardDef], str]) -> str | None:
    """"SUBJECT PARTS unless COND." (a static whose condition is "not C", printed after)."""
    c = ability.condition
    if c is None or not ability.condition_after or c.kind != "any_of" or not c.negate or \
            len(c.all_of) != 1:
        return None
    inner = static_text(replace(ability, condition=None, condition_after=False), card)
    return f"{inner.removesuffix('.')} unless {condition_text(c.all_of[0])}."


def _may_offer(offer: UnlessOffer, after: Effect, ctx: Context) -> tuple[str, int] | None:
    """"Any player may have ~ deal 5 damage to them. If no one does, …" / "Target opponent may
    have ~ deal 4 damage to them. If that player doesn't, …" (CR 118.12, 101.4)."""
    if not isinstance(after, Conditional) or after.condition != NOT_PAID or after.otherwise \
            or not after.effects or len(offer.actions) != 1 or \
            not isinstance(offer.actions[0], DealDamage) or \
            not isinstance(offer.actions[0].amount, int):
        return None
    n = offer.actions[0].amount
    if offer.says == "any player" and offer.who == "each_player":
        who, unless = "any player", "If no one does"
    elif offer.who.startswith("target:"):
        who, unless = ctx.ref(offer.who), "If that player doesn't"
    else:
        return None
    spared = effects_text(after.effects, ctx, sentence=False)
    return (f"{who} may have {SELF_NAME} deal {n} damage to them. {unless}, {spared}", 2)
