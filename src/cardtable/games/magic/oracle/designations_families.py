"""Parse tree → model values for the Commander-era designations (issue 29; ``grammar.lark``'s
block "h5-designations"). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.verbs_families`.

Each is a part that composes with the shared sub-grammars:

* the conditions "you're the monarch" (CR 722.1) and "you have the city's blessing"
  (702.131a) join ``condition``, so each serves an intervening "if" (603.4), "as long as"
  (611.3a), "If …," (608.2c) and "Activate only if" (602.5b) alike;
* the effect "you become the monarch" (722.1) joins ``effect``, so it follows any trigger,
  cost or spell, and any "If …," or "you may".
"""

from __future__ import annotations

from typing import Any

from lark import v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.designations import (
    CITY_BLESSING,
    COMPLETED_DUNGEON,
    GOADED,
    MONARCH,
    PAIRED,
    PAIRED_BOTH,
    PAIRED_EACH,
)
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import static_effects


@v_args(inline=True)
class DesignationFamilies(BuilderMixin):
    """The monarch and the city's blessing."""

    def c_monarch(self) -> m.Condition:
        """"you're the monarch" (CR 722.1)."""
        return m.Condition(kind=MONARCH)

    def c_city_blessing(self) -> m.Condition:
        """"you have the city's blessing" (CR 702.131a)."""
        return m.Condition(kind=CITY_BLESSING)

    def c_completed_dungeon(self) -> m.Condition:
        """"you've completed a dungeon" (CR 309.7)."""
        return m.Condition(kind=COMPLETED_DUNGEON)

    def e_venture(self) -> m.Effect:
        """"venture into the dungeon" (CR 701.46)."""
        return m.VentureIntoDungeon()

    def static_paired(self, subject: Any, effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"As long as ~ is paired with another creature, both creatures have KEYWORDS." /
        "…, each of those creatures gets +2/+2." (CR 702.95b): any static parts, applied to ~
        and the creature it is paired with."""
        affected = PAIRED_BOTH if str(subject).lower() == "both creatures" else PAIRED_EACH
        return m.StaticAbility(effects=static_effects({"affected": affected}, effects),
                               condition=m.Condition(kind=PAIRED))

    def e_goad(self, what: str) -> m.Effect:
        """"goad target creature" (CR 701.38a): any object the ``object`` rule reads."""
        return m.Goad(what=what)

    def s_goaded(self) -> list[m.ContinuousEffect]:
        """"… is goaded" (CR 701.38b): a static part; the layers make it the two combat
        requirements, goaded by the static's controller."""
        return [m.ContinuousEffect(layer="rules", rule=GOADED)]

    def e_become_monarch(self) -> m.Effect:
        """"you become the monarch" (CR 722.1, 722.3)."""
        return m.BecomeMonarch()
