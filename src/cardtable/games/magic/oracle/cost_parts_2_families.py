"""Parse tree → model values for the cost parts of h6-costs (issue 29, round 2; docs/costs.md).

The storage lands and the Mana Batteries: "{T}, Remove any number of storage counters from ~:
Add {C} for each storage counter removed this way." The number removed is chosen as the cost
is paid, as an X is (CR 601.2b, 107.3), and the mana ability adds what that number says
(CR 605.1a, 605.3b: it resolves at once, the count is the cost's). Each builder answers one
``cost_part`` or ``effect`` of the grammar, so the part composes with every other part.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.text.costs import cost_parts
from cardtable.games.magic.text.words import RenderError


def printed_order(cost: m.Cost, parts: Sequence[dict[str, Any]]) -> m.Cost:
    """``cost`` with the order its parts were printed in when that is not the renderer's
    usual order ("{B}, Pay 1 life, Mill a card, Discard a card, Sacrifice ~"; CR 601.2h lets
    them be paid in any order, so only the words change). Each part is rendered alone; a
    part that does not render alone as one part keeps the usual order."""
    if len(parts) < 2 or cost.otherwise is not None or cost.loyalty is not None:
        return cost
    try:
        usual = cost_parts(cost)
        alone = [cost_parts(m.Cost(**part)) for part in parts]
    except (RenderError, TypeError):
        return cost
    if any(len(one) != 1 for one in alone):
        return cost
    printed = [one[0] for one in alone]
    if printed == usual or len(set(printed)) != len(printed) or sorted(printed) != sorted(usual):
        return cost
    return replace(cost, order=tuple(usual.index(part) for part in printed))


# Amount.kind of "for each storage counter removed this way" (rules_support: the removal's
# count; a cost's removal is the X the player chose, cast_payment._mana_ability_resolves)
REMOVED = "counters_removed_this_way"
# Amount.wording of "Add {R}, then add an additional {R} for each … removed this way"
THEN_ADDITIONAL = "then_additional"


@v_args(inline=True)
class CostParts2Families(BuilderMixin):

    def cost_remove_any(self, kind: Token) -> dict[str, Any]:
        """"Remove any number of storage counters from ~" (CR 118.3, 122): the number is
        chosen as the cost is paid, none to all of them (601.2b, 107.3)."""
        return {"remove_counters": str(kind), "remove_count": m.Amount(kind="x"),
                "remove_any": True}

    def cost_exile_top_graveyard(self) -> dict[str, Any]:
        """"{1}, Exile the top card of your graveyard: …" (Alms; CR 118.3, 404.2)."""
        return {"exile_top_graveyard": m.Filter()}

    def cost_exile_top_graveyard_creature(self) -> dict[str, Any]:
        """"Exile the top creature card of your graveyard: …" (Necratog): the topmost
        creature card, whatever lies above it (404.2)."""
        return {"exile_top_graveyard": m.Filter(types=("Creature",))}

    def e_add_per_removed(self, mana: str, kind: Token) -> m.Effect:
        """"Add {R} for each storage counter removed this way." (CR 106.1, 608.2c)."""
        if len([s for s in mana.split("}") if s]) != 1:
            raise FamilyError("'for each … removed this way' after more than one symbol")
        return m.AddMana(mana=mana, amount=m.Amount(kind=REMOVED, counter=str(kind).lower()))

    def e_add_then_per_removed(self, mana: str, again: str, kind: Token) -> m.Effect:
        """"Add {R}, then add an additional {R} for each charge counter removed this way."
        (the Mana Batteries): one mana plus one for each counter the cost removed."""
        if mana != again or len([s for s in mana.split("}") if s]) != 1:
            raise FamilyError("an additional mana other than the first")
        return m.AddMana(mana=mana, amount=m.Amount(
            kind=REMOVED, counter=str(kind).lower(), plus=1, wording=THEN_ADDITIONAL))
