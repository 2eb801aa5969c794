"""The words of the effects of :mod:`.effects_phasing` (Teferi's Protection): phasing out
(CR 702.26) and a player's rules until their next turn (119.7-8, 702.16j). Called by
:func:`cardtable.games.magic.text.phrases.effect_text` before its own cases."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.phasing import PhaseOut, PlayerShield
from cardtable.games.magic.text.words import filter_phrase

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext

SHIELD_WORDS = {"life_cant_change": "your life total can't change",
                "protection_everything": "you gain protection from everything"}


def standin_effect_text(effect: object, ctx: RenderContext) -> str | None:
    """The clause for a phasing or player-shield effect, or ``None`` for another effect."""

    if isinstance(effect, PlayerShield) and effect.who == "you" and effect.rules and \
            effect.duration == "until_your_next_turn" and \
            all(rule in SHIELD_WORDS for rule in effect.rules):
        return "until your next turn, " + " and ".join(SHIELD_WORDS[r] for r in effect.rules)
    if isinstance(effect, PhaseOut) and effect.filter is not None and not effect.what:
        return f"all {filter_phrase(effect.filter, many=True)} phase out"
    if isinstance(effect, PhaseOut) and effect.what:
        several = effect.what.startswith("target:") and \
            ctx.targets[int(effect.what.split(":")[1])].count > 1  # issue 29, QF
        return f"{ctx.ref(effect.what)} {'phase' if several else 'phases'} out"
    return None
