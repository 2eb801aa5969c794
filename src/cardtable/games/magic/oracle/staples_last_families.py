"""Parse tree → model values for the last staples of issue 28 (Ghostly Prison, Propaganda,
Bloom Tender, …). Mixed into :class:`~cardtable.games.magic.oracle.compiler._Build` like the
other family mixins; each builder reads one part that composes with the shared sub-grammars
(mana, quantities, triggers), never one card's whole sentence."""

from __future__ import annotations

from lark import v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError

ATTACK_TAX = "attack_tax"


def generic_amount(mana: str) -> int:
    """``{2}`` → 2; any other mana cost is not a generic amount this part reads."""
    inner = mana.removeprefix("{").removesuffix("}")
    if not inner.isdigit() or mana != "{" + inner + "}":
        raise FamilyError(f"an attack cost other than generic mana: {mana!r}")
    return int(inner)


@v_args(inline=True)
class StaplesLastFamilies(BuilderMixin):
    """The builder supplies ``targets``."""

    # -- attack costs (CR 508.1d, 508.1h) ------------------------------------------------------
    def attack_tax_static(self, mana: str) -> m.StaticAbility:
        """"Creatures can't attack you unless their controller pays {2} for each creature they
        control that's attacking you." (Ghostly Prison, Propaganda, Windborn Muse): a cost to
        attack this permanent's controller, per attacking creature (combat.attack_tax)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="self", rule=f"{ATTACK_TAX}:{generic_amount(mana)}"),))
