"""The words of the ninth-wave EV2 pieces of issue 29 (damage, destroy, sacrifice, counter,
copy, create, choose) that need more than a phrase inside an existing render: per-player damage
counted among "that player"'s permanents (CR 608.2h, 101.4)."""

from __future__ import annotations

from cardtable.games.magic.model import Amount
from cardtable.games.magic.model.effects import DealDamage, Effect, ForEachPlayer
from cardtable.games.magic.text.words import Context, amount_words

# the builder's wording of "equal to the number of NOUNS that player controls"
# (oracle/harm_verbs_9.THAT_PLAYER_CONTROLS: the text side reads no oracle module)
THAT_PLAYER_CONTROLS = "equal_to_that_player_controls"


def harm_verbs_9_text(effect: Effect, ctx: Context) -> str | None:
    """``effect`` in words if it is one of this block's; None otherwise."""
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
