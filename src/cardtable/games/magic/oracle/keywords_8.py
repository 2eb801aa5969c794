"""Parse tree → model values for issue 29's named keyword mechanics, eighth wave (helper h8-kw;
grammar block "issue 29 (h8-kw)"):

* "You may choose not to untap ~ during your untap step." (CR 502.3): the rule
  ``vocabulary.MAY_NOT_UNTAP`` on ~ — its controller is asked in their untap step which of
  those tapped permanents stay tapped (untap_choice.py). It composes with every "for as long as
  ~ remains tapped" duration the grammar reads (Vedalken Shackles, Rust Tick, Amber Prison).

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

from lark import Token, Tree, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_7 import CAST_WAY, HAS
from cardtable.games.magic.model.vocabulary import (
    MAY_NOT_UNTAP,
    TRIBUTE_NOTE,
)
from cardtable.games.magic.oracle.builder_base import BuilderMixin

#: the "it" of a step trigger whose intervening "if" is about ~ (``self_antecedent``)
SELF_ANTECEDENT = "self_antecedent"
_STEP_TRIGGERS = frozenset({"trig_step", "trig_step_of"})
_SELF_CONDITIONS = frozenset({"c_self_is", "c_self_in_graveyard"})


def self_antecedent(line: Tree[Token]) -> bool:
    """"At the beginning of your upkeep, if ~ is tapped, put a storage counter on it." (the
    storage lands, CR 603.4): a step names no object (603.2), so a later "it" names the ~ the
    intervening "if" is about (``conditions_7.SELF_IT``)."""
    if not line.children or not isinstance(line.children[0], Tree) or \
            line.children[0].data not in _STEP_TRIGGERS:
        return False
    return any(isinstance(child, Tree) and child.data == "intervening" and any(
        isinstance(c, Tree) and c.data in _SELF_CONDITIONS for c in child.children)
        for child in line.children[1:])


@v_args(inline=True)
class KeywordFamilies8(BuilderMixin):
    def kw8_pump_has_while(self, on: str, pt: Token, keywords: tuple[m.Keyword, ...],
                           words: Token) -> list[m.Effect]:
        """"Target Elf creature gets +2/+2 and has trample for as long as ~ remains tapped."
        (CR 611.2b): both parts last while the source holds (``Conditions7._while``)."""
        p, t = self._pt(pt)  # type: ignore[attr-defined]
        held = self._while  # type: ignore[attr-defined]
        return [held(m.ModifyPT(power=p, toughness=t, on=on), words),
                held(m.GrantAbilities(keywords=keywords, on=on, wording=HAS), words)]

    @staticmethod
    def kw8_cipher() -> m.Keyword:
        """Cipher (CR 702.99a) on an instant or sorcery (cipher.py plays it)."""
        return m.Keyword(name="cipher")

    @staticmethod
    def kw8_c_tribute_unpaid() -> m.Condition:
        """"if tribute wasn't paid" (CR 702.104b): the note a paid tribute leaves, negated."""
        return m.Condition(kind=CAST_WAY, zone=TRIBUTE_NOTE, negate=True)

    def kw8_may_not_untap(self) -> m.StaticAbility:
        """"You may choose not to untap ~ during your untap step." (CR 502.3)"""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule=MAY_NOT_UNTAP, affected=m.SELF),))
