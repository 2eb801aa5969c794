"""Parse tree → conditions, durations and "any number of target", round 9 (issue 29, h9-cnd).

Each piece joins an existing sub-grammar, so it serves every rule that already reads it:

* **"any number of target players / opponents each VERB"** — "Any number of target players
  each gain 6 life." (Hunters' Feast), "Any number of target opponents each discard their
  hands, then draw seven cards." (Wheel and Deal): a target of none or more players (CR 115.1d,
  601.2c), each of them doing every bare player verb the grammar reads.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.joins import _joined
from cardtable.games.magic.text.words import ANY_NUMBER


@v_args(inline=True)
class Conditions9(BuilderMixin):
    """Builder methods of the h9-cnd grammar block (mixed into ``_Build``)."""

    targets: list[m.TargetSpec]

    # -- "any number of target players each VERB" (CR 115.1d, 601.2c) ------------------------
    def cnd9_many_players(self, word: Token) -> str:
        """"any number of target players / opponents": none or more player targets."""
        player = "opponent" if str(word).lower() == "opponents" else "any"
        return self._target(m.TargetSpec("player", player=player, count=ANY_NUMBER,
                                         min_count=0))

    def cnd9_players_each(self, who: str, verb: Any) -> list[m.Effect]:
        """"Any number of target players each gain 6 life."."""
        return self.e_player_acts(who, verb)  # type: ignore[attr-defined,no-any-return]

    def cnd9_players_each_then(self, who: str, first: Any, second: Any) -> list[m.Effect]:
        """"… each discard their hands, then draw seven cards." — all do the first, then all
        the second (608.2c), the subject said once."""
        done = self.e_player_acts(who, first, second)  # type: ignore[attr-defined]
        return _joined([[e] for e in done], "then_same")

    # -- "those creatures" / "each of them": the last target of several (CR 608.2c) ----------
    def cnd9_those(self, words: Token) -> str:
        """The ability's last target that may be several objects, printed in the card's words
        ("as:WORDS:target:N")."""
        text = str(words).lower()
        many = [i for i, t in enumerate(self.targets) if t.count > 1 or t.count_x]
        if not many or many[-1] != len(self.targets) - 1:
            raise FamilyError(f"{text!r} without a target of several objects just before it")
        spec = self.targets[many[-1]]
        if spec.what in ("player", "any", "card", "spell"):
            raise FamilyError(f"{text!r} naming no permanents")
        if "creature" in text and not (spec.what == "creature" or
                                       "Creature" in spec.filter.types):
            raise FamilyError(f"{text!r} after a target that may be no creature")
        return f"as:{text}:target:{many[-1]}"

    def cnd9_each_gain(self, on: str, keywords: tuple[m.Keyword, ...],
                       _duration: Token) -> m.Effect:
        """"Any number of target creatures each gain double strike until end of turn."."""
        if not on.startswith("target:"):
            raise FamilyError("'each gain' after no target")
        spec = self.targets[int(on.split(":")[1])]
        if not (spec.count > 1 or spec.count_x):
            raise FamilyError("'each gain' after a single target")
        return m.GrantAbilities(keywords=keywords, on=on, says_each=True)

    def cnd9_they(self) -> str:
        """"They" as a subject: the last target of several objects (608.2c)."""
        return self.cnd9_those(Token("CND9_THOSE", "they"))

    def cnd9_they_gain(self, on: str, keywords: tuple[m.Keyword, ...],
                       _duration: Token) -> m.Effect:
        """"They gain haste until end of turn."."""
        return m.GrantAbilities(keywords=keywords, on=on)
