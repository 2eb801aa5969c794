"""The words of the ninth-wave EV2 pieces of issue 29 (damage, destroy, sacrifice, counter,
copy, create, choose) that need more than a phrase inside an existing render: per-player damage
counted among "that player"'s permanents (CR 608.2h, 101.4); "If COND, create N of those tokens
instead" (CR 608.2c)."""

from __future__ import annotations

from cardtable.games.magic.model import Amount
from cardtable.games.magic.model.base import Condition
from cardtable.games.magic.model.effects import Conditional, DealDamage, Effect, ForEachPlayer
from cardtable.games.magic.model.harm_verbs_9 import DestroyAttached
from cardtable.games.magic.model.unless import UnlessOffer
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.reentry import effects_text
from cardtable.games.magic.text.words import (
    SELF_NAME,
    Context,
    _is_spell_card,
    amount_value,
    amount_words,
    number,
)

# the builder's wording of "equal to the number of NOUNS that player controls"
# (oracle/harm_verbs_9.THAT_PLAYER_CONTROLS: the text side reads no oracle module)
THAT_PLAYER_CONTROLS = "equal_to_that_player_controls"
# the builder's wording of "If COND, create N of those tokens instead" (harm_verbs_9)
THOSE_TOKENS_INSTEAD = "ev9_those_tokens_instead"
# the offer's form of "EFFECT unless PLAYER has ~ deal N damage to them" (harm_verbs_9)
HAS_DAMAGE = "has_damage"
_NOT_PAID = Condition("paid", negate=True)


def harm_verbs_9_text(effect: Effect, ctx: Context) -> str | None:
    """``effect`` in words if it is one of this block's; None otherwise."""
    if isinstance(effect, DestroyAttached):  # CR 701.7a
        kinds = {("Aura", "Equipment"): "Auras and Equipment", ("Aura",): "Auras",
                 ("Equipment",): "Equipment", ("Curse",): "Curses"}[effect.kinds]
        on = "you" if effect.to == "you" else ctx.ref(effect.to)
        return f"destroy all {kinds} attached to {on}"
    if isinstance(effect, Conditional) and effect.wording == THOSE_TOKENS_INSTEAD and \
            len(effect.effects) == 1 and len(effect.otherwise) == 1:
        # "Create two 1/1 green Saproling creature tokens. If this spell was kicked, create
        # four of those tokens instead." (Saproling Migration)
        usual = effects_text(effect.otherwise, ctx, sentence=False)
        count = getattr(effect.effects[0], "count", None)
        many = number(count) if isinstance(count, int) else amount_value(count) \
            if count is not None else ""
        condition = condition_text(effect.condition)
        if effect.condition.kind == "kicked" and _is_spell_card(ctx.card):
            condition = "this spell was kicked"  # an instant's or sorcery's own words
        return f"{usual}. If {condition}, create {many} of those tokens instead"
    if isinstance(effect, ForEachPlayer) and len(effect.effects) == 1 and \
            effect.players in ("each_player", "each_opponent"):
        [only] = effect.effects
        if isinstance(only, DealDamage) and only.to == "that_player" and \
                isinstance(only.amount, Amount) and \
                only.amount.wording == THAT_PLAYER_CONTROLS and only.amount.ref == "that_player" \
                and not (only.divided or only.evenly or only.continued) and only.filter is None:
            # "~ deals damage to each opponent equal to the number of Islands that player
            # controls" (Typhoon)
            return (f"{ctx.ref(only.source)} deals damage to {ctx.ref(effect.players)} equal to "
                    f"{amount_words(only.amount, ctx)}")
    return None


def has_damage_offer_text(offer: Effect, after: Effect | None, ctx: Context) -> str | None:
    """"~ deals 3 damage to target creature unless that creature's controller has ~ deal 5
    damage to them" (Blazing Salvo; CR 118.12): the spared effect, then the offer; None for
    any other offer."""
    if not isinstance(offer, UnlessOffer) or offer.form != HAS_DAMAGE or \
            len(offer.actions) != 1 or not isinstance(offer.actions[0], DealDamage) or \
            not isinstance(offer.actions[0].amount, int):
        return None
    if not isinstance(after, Conditional) or after.condition != _NOT_PAID or after.otherwise \
            or not after.effects:
        return None
    spared = effects_text(after.effects, ctx, sentence=False)
    n = offer.actions[0].amount
    return f"{spared} unless {offer.says} has {SELF_NAME} deal {n} damage to them"
