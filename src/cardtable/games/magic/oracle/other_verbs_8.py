"""Parse tree → model values for the other effect verbs of issue 29, eighth wave (helper
h8-ev3; grammar block "issue 29 (h8-ev3): the other effect verbs, eighth wave"): optional life
payments ("you may pay 2 life. If you do, …", CR 119.4, 608.2d) and the pieces listed in
``docs/effects-7b.md`` ("The eighth wave").

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`); the words are
:mod:`cardtable.games.magic.text.other_verbs_8`, the engine
:mod:`cardtable.games.magic.effects.other_verbs_8`.
"""

from __future__ import annotations

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError


@v_args(inline=True)
class OtherVerbs8Families(BuilderMixin):
    # -- optional life payments (CR 118.3, 119.4, 608.2d) -----------------------------------
    def ev8_may_pay_life(self, life: Token) -> list[m.Effect]:
        """"You may pay 2 life. If you do, draw a card." — the payment; the next sentence's
        "If you do" reads whether it was paid (608.2d). Life can be paid only up to the life
        total (119.4): the resolution room offers it only then."""
        amount = int(str(life))
        if amount < 1:
            raise FamilyError("a payment of no life")
        return [m.MayDo(effects=(), cost=m.Cost(pay_life=amount))]

    def ev8_may_pay_mana_life(self, mana: str, life: Token) -> list[m.Effect]:
        """"You may pay {1} and 1 life. If you do, draw a card." (Miara): both parts or
        neither (CR 118.3: a cost is paid in full)."""
        amount = int(str(life))
        if amount < 1:
            raise FamilyError("a payment of no life")
        return [m.MayDo(effects=(), cost=m.Cost(mana=mana, pay_life=amount))]
