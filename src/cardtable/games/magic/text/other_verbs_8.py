"""The words of the other effect verbs of issue 29, eighth wave (helper h8-ev3; the builder is
``oracle/other_verbs_8.py``): optional life payments (CR 119.4, 608.2d) and the other pieces
listed in ``docs/effects-7b.md``. Called first by
:func:`cardtable.games.magic.text.other_verbs_7.other_verbs_7_text`; ``None`` for any other
effect."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model import Cost
from cardtable.games.magic.model.effects import Effect, MayDo

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext


def other_verbs_8_text(effect: Effect, ctx: RenderContext) -> str | None:
    if isinstance(effect, MayDo) and not effect.effects and effect.cost is not None and \
            effect.who == "you" and effect.cost.pay_life and \
            effect.cost == Cost(mana=effect.cost.mana, pay_life=effect.cost.pay_life):
        # "you may pay 2 life" / "you may pay {1} and 1 life"; "If you do, …" follows (608.2d)
        mana = f"{effect.cost.mana} and " if effect.cost.mana else ""
        return f"you may pay {mana}{effect.cost.pay_life} life"
    return None
