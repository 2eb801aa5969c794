"""Parse tree → conditions and durations, round 7 (issue 29, h7-cnd).

Each piece joins an existing sub-grammar, so it serves every rule that already reads it:

* **the attached object's kind, read in its layer** — "As long as enchanted creature is black,
  it gets +1/+1 and has wither." / "As long as enchanted permanent is a creature, it gets +2/+1."
  (CR 611.3a, 613.1). The condition becomes the filter of the set each effect applies to
  (``ContinuousEffect.filter`` with ``affected="enchanted"``), which the layers read in that
  effect's own layer, after the type (4) and colour (5) layers that could change the answer; the
  static's :class:`~cardtable.games.magic.model.Condition` (``ATTACHED_FOLDED``) keeps the wording;
* **the attached object's state or kind, now** — "if enchanted permanent is tapped", "if enchanted
  creature is a Wolf or Werewolf": a ``condition`` (``ATTACHED_NOW``) for every intervening "if"
  (CR 603.4), "If …," and "Activate only if …".
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_7 import ATTACHED_FOLDED, ATTACHED_NOW, ONE_ARTICLE
from cardtable.games.magic.oracle.builder_base import _COLORS, BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError

ATTACHED_IT = "attached"
"""``_Build.it_subject`` of a triggered ability whose intervening "if" is about the enchanted
object: its "it" is that object ("if enchanted permanent is tapped, untap it")."""
_ATTACHED_CONDITIONS = frozenset({"c_attached_state", "c_attached_kind",
                                  "c_attached_subtypes_bare"})
_NOUNS = {"enchanted creature": "enchanted_creature", "enchanted permanent": "enchanted_permanent"}


def _noun(token: Token) -> str:
    return _NOUNS[" ".join(str(token).lower().split())]


def attached_antecedent(line: Tree[Token]) -> bool:
    """Whether the triggered ``line`` has an intervening "if" about the enchanted object —
    then the nearest noun a later "it" can name is that object, not the trigger's."""
    return any(isinstance(child, Tree) and child.data == "intervening" and any(
        isinstance(c, Tree) and c.data in _ATTACHED_CONDITIONS for c in child.children)
        for child in line.children[1:])


@v_args(inline=True)
class Conditions7(BuilderMixin):
    """Mixed into the builder :class:`~cardtable.games.magic.oracle.compiler._Build`."""

    # -- what the attached object is -----------------------------------------------------------
    @staticmethod
    def ank_kind(flt: m.Filter) -> m.Filter:
        return flt

    @staticmethod
    def ank_type(_article: Token, card_type: Token) -> m.Filter:
        """"a creature", "an artifact" (CR 205.2a)."""
        return m.Filter(types=(str(card_type).capitalize(),))

    @staticmethod
    def ank_colors(*colors: Token) -> m.Filter:
        """"black", "red or green" (any of them, CR 105.2)."""
        return m.Filter(colors=tuple(_COLORS[str(c).lower()] for c in colors))

    def static_while_attached_now(self, noun: Token, flt: m.Filter,
                                  effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"As long as enchanted creature is black, it gets +1/+1." — each effect applies to the
        enchanted object only while it matches, read in the effect's layer (611.3a, 613.1)."""
        folded: list[m.ContinuousEffect] = []
        for effect in effects:
            if effect.affected != m.SELF or effect.filter is not None:
                raise FamilyError("'as long as enchanted … is' over an effect with its own set")
            folded.append(replace(effect, affected="enchanted", filter=flt))
        return m.StaticAbility(effects=tuple(folded), condition=m.Condition(
            kind=ATTACHED_FOLDED, filter=flt, ref=_noun(noun)))

    # -- conditions of every "if" ----------------------------------------------------------------
    @staticmethod
    def c_attached_state(noun: Token, state: Token) -> m.Condition:
        """"if enchanted permanent is tapped" (CR 603.4)."""
        return m.Condition(kind=ATTACHED_NOW, ref=_noun(noun),
                           filter=m.Filter(tapped=str(state).lower() == "tapped"))

    @staticmethod
    def c_attached_kind(noun: Token, flt: m.Filter) -> m.Condition:
        """"if enchanted creature is a Wolf or Werewolf" (CR 603.4)."""
        return m.Condition(kind=ATTACHED_NOW, ref=_noun(noun), filter=flt)

    @staticmethod
    def c_attached_subtypes_bare(noun: Token, _article: Token, first: Token,
                                 second: Token) -> m.Condition:
        """"if enchanted creature is a Wolf or Werewolf": one article for both (CR 205.3)."""
        return m.Condition(kind=ATTACHED_NOW, ref=_noun(noun), state=ONE_ARTICLE,
                           filter=m.Filter(subtypes=(str(first), str(second))))
