"""Replacement effects that compose (issue 29, CR 614, 616): each reads one event a static
ability replaces and what happens instead, for every subject the sentence allows.

- "If you / an opponent / a player would gain life, OUTCOME instead." (CR 614.1a): the outcome
  one of "you gain that much life plus N", "you gain twice that much life", "that player gains
  no life", "that player loses that much life", "draw that many cards" — each said of the
  player the event names ("you" or "that player"). The engine applies them in
  ``replacement.gain_life_outcome`` (616.1).
- "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's
  library instead." (CR 614.1a, 113.6b: it works in every zone; 701.20 reveal).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError

# who the event happens to → ReplacementAbility.applies_to
_GAINERS = {"you": m.YOU, "an opponent": "opponent", "a player": "each"}


@v_args(inline=True)
class ReplacementFamilies(BuilderMixin):
    """The builder's half of the replacements of this module."""

    def rep_gain_life(self, gainer: Token, outcome: tuple[str, str, m.Quantity]
                      ) -> m.ReplacementAbility:
        """"If you would gain life, you gain that much life plus 1 instead." (CR 614.1a)."""
        who = _GAINERS[str(gainer).lower()]
        doer, action, amount = outcome
        if (doer == "you") != (who == m.YOU):
            raise FamilyError("the outcome names another player than the one who would gain")
        return m.ReplacementAbility(event="gain_life", action=action, applies_to=who,
                                    amount=amount)

    def go_plus(self, doer: Token, n: Token) -> tuple[str, str, m.Quantity]:
        return (_doer(doer), "add", int(n))

    def go_twice(self, doer: Token) -> tuple[str, str, m.Quantity]:
        return (_doer(doer), "double", 0)

    def go_none(self, doer: Token) -> tuple[str, str, m.Quantity]:
        return (_doer(doer), "none", 0)

    def go_lose(self, doer: Token) -> tuple[str, str, m.Quantity]:
        return (_doer(doer), "lose", 0)

    def go_draw(self, doer: Token) -> tuple[str, str, m.Quantity]:
        return (_doer(doer), "draw", 0)

    def rep_shuffle_anywhere(self) -> m.ReplacementAbility:
        """"If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
        owner's library instead." (CR 614.1a, 113.6b)."""
        return m.ReplacementAbility(event="to_graveyard", action="shuffle")


def _doer(token: Token) -> str:
    """"you gain" / "draw" → "you"; "that player gains" / "that player draws" → "that"."""
    words = str(token).lower()
    if words.startswith("that player"):
        if not words.endswith("s"):
            raise FamilyError("'that player' takes the verb in -s")
        return "that"
    if words.endswith("s") and words != "draw":
        raise FamilyError("'you' takes the plain verb")
    return "you"


@v_args(inline=True)
class ReplacementFamiliesMore(BuilderMixin):
    """"If a creature dealt damage by ~ this turn would die, exile it instead." (Frostwielder,
    Kumano; CR 614.1a): any noun the grammar reads, with any restriction ("dealt damage by ~
    this turn", "an opponent controls", …); ``zones.dies_replacement`` applies it."""

    def rep_exile_filter_dies(self, article: Token, noun: Any) -> m.ReplacementAbility:
        if noun.filter.other:
            raise FamilyError("'another … would die' is not read")
        return m.ReplacementAbility(event="dies", action="exile", applies_to="filter",
                                    filter=noun.filter)


@v_args(inline=True)
class LifeFloorFamilies(BuilderMixin):
    """"[If CONDITION, / As long as CONDITION,] damage that would reduce your life total to less
    than N reduces it to N instead." (Worship, Elderscale Wurm; CR 614.1a): any condition the
    grammar reads; ``damage.life_floor_loss`` applies it."""

    def rep_life_floor(self, _head: Token, below: Token, to: Token) -> m.ReplacementAbility:
        if int(below) != int(to):
            raise FamilyError("'less than N reduces it to M' with M other than N")
        return m.ReplacementAbility(event="life_floor", action="floor", applies_to=m.YOU,
                                    amount=int(to))

    def rep_life_floor_plain(self, rep: m.ReplacementAbility) -> m.ReplacementAbility:
        return rep

    def rep_life_floor_if(self, condition: m.Condition, rep: m.ReplacementAbility
                          ) -> m.ReplacementAbility:
        return replace(rep, condition=condition, options=("if",))

    def rep_life_floor_as_long(self, condition: m.Condition, rep: m.ReplacementAbility
                               ) -> m.ReplacementAbility:
        return replace(rep, condition=condition, options=("as_long_as",))
