"""Parse tree → model values for "This ability costs {1} less to activate for each …" after an
activated ability's effects (CR 602.2b: an activation's total cost is determined as a spell's,
601.2f — reductions take off generic mana only, 118.7): Eiganjo, Seat of the Empire's "for each
legendary creature you control", Nemesis of Mortals' "for each creature card in your
graveyard". The count is any "for each" count (``fedef``) the engine counts without a
resolving ability; the reduction rides on the ability (``ActivatedAbility.cost_less``), read
where the activation is offered and where it is paid (issue 29, EV3b). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import OWN_LANDS_COLOR, OWN_LANDS_TYPE
from cardtable.games.magic.oracle.activation_riders import ActivationRider
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.quantities import QuantityError

#: the "for each" counts an activation's cost may be reduced by: what the engine counts for a
#: player without a resolving ability (the cards, permanents or party members they have)
ACTIVATION_COUNTS_9B = frozenset({"count", "party", "counters"})


@v_args(inline=True)
class ActivationCost9b(BuilderMixin):
    def ev3b_activate_cost_less(self, n: Token, amount: m.Amount) -> ActivationRider:
        """"This ability costs {1} less to activate for each Shrine you control." (602.2b)."""
        if amount.kind not in ACTIVATION_COUNTS_9B or amount.ref or (
                amount.kind == "counters" and amount.filter is None):
            raise QuantityError("an activation cost counted by what the engine does not count "
                                "as it is activated")
        return ActivationRider(cost_less=replace(amount, multiplier=int(n)))


@v_args(inline=True)
class OwnLandMana9b(BuilderMixin):
    def ev3b_add_own_land_mana(self, kind: Token) -> m.Effect:
        """"Add one mana of any color / any type that a land you control could produce." (CR
        106.7): read as the ability is activated (``mana.own_land_mana``)."""
        return m.AddMana(choices=(OWN_LANDS_TYPE if str(kind).lower() == "type"
                                  else OWN_LANDS_COLOR,))
