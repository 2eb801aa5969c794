"""The words of :class:`~cardtable.games.magic.model.delayed_returns.ReturnToBattlefield`
(issues 28/29): "return it to the battlefield under its owner's control", "return those cards
to the battlefield tapped under their owners' control", "return ~ to the battlefield under your
control". Called by :func:`~.phrases.effect_text` before its own cases; ``None`` means "not
one of these"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.base import Condition, Cost
from cardtable.games.magic.model.delayed_returns import ReturnCardToHand, ReturnToBattlefield
from cardtable.games.magic.model.effects import Conditional, DelayedTrigger, LoseGame, MayDo
from cardtable.games.magic.text.reentry import effects_text
from cardtable.games.magic.text.words import SELF_NAME

if TYPE_CHECKING:
    from cardtable.games.magic.model import Effect
    from cardtable.games.magic.text.words import Context

DELAYED_WHEN = {"next_upkeep": "the next turn's upkeep", "next_end_step": "the next end step",
                "your_next_upkeep": "your next upkeep", "your_next_end_step": "your next end step",
                "that_turns_end_step": "that turn's end step"}
"""When a delayed triggered ability triggers (CR 603.7a), in Oracle's words."""


def delayed_return_text(effect: Effect, ctx: Context) -> str | None:
    if isinstance(effect, LoseGame) and effect.who == "you":  # CR 104.3a
        return "you lose the game"
    pay_or = _pay_or_text(effect, ctx)
    if pay_or is not None:
        return pay_or
    if isinstance(effect, ReturnCardToHand):
        whose = "your" if effect.says_your else "its owner's"  # h8-trg
        return f"return {effect.word} to {whose} hand"
    if not isinstance(effect, ReturnToBattlefield):
        return None
    word = SELF_NAME if effect.what == "self" else effect.word
    tapped = " tapped" if effect.tapped else ""
    counter = f" with a {effect.counter} counter on it" if effect.counter else ""
    return f"return {word} to the battlefield{tapped} under {effect.says} control{counter}"


def _pay_or_text(effect: Effect, ctx: Context) -> str | None:
    """"At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game."."""
    if not isinstance(effect, DelayedTrigger) or not effect.lead or len(effect.effects) != 2:
        return None
    pay, otherwise = effect.effects
    if not (isinstance(pay, MayDo) and not pay.effects and pay.who == "you" and
            pay.cost is not None and pay.cost == Cost(mana=pay.cost.mana) and pay.cost.mana
            and isinstance(otherwise, Conditional) and otherwise.condition == Condition(
                "paid", negate=True) and not otherwise.otherwise):
        return None
    inner = effects_text(otherwise.effects, ctx, sentence=False)
    return (f"at the beginning of {DELAYED_WHEN[effect.when]}, pay {pay.cost.mana}. "
            f"If you don't, {inner}")
