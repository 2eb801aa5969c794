"""Parse tree → conditions, durations and "any number of target", round 9 (issue 29, h9-cnd).

Each piece joins an existing sub-grammar, so it serves every rule that already reads it:

* **"any number of target players / opponents each VERB"** — "Any number of target players
  each gain 6 life." (Hunters' Feast), "Any number of target opponents each discard their
  hands, then draw seven cards." (Wheel and Deal): a target of none or more players (CR 115.1d,
  601.2c), each of them doing every bare player verb the grammar reads.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_7 import ATTACHED_FOLDED
from cardtable.games.magic.model.conditions_9 import (
    BRANCH,
    INSTEAD_LEAD_JOINED,
    ITS_WHILE,
    OPPONENT_MORE_LIFE,
    OTHERWISE,
    OTHERWISE_AFTER,
    OTHERWISE_IF,
    TEAM,
    THAT_SPELL_KICKED,
)
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Noun
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.joins import _joined, _joins_of, _padded
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

    # -- "If COND, A. Otherwise, B." (CR 608.2c) ---------------------------------------------
    @staticmethod
    def cnd9_clause(effects: list[m.Effect]) -> list[m.Effect]:
        return effects

    def cnd9_if_otherwise(self, condition: m.Condition, first: Any,
                          second: Any) -> list[m.Effect]:
        """"If COND, A. Otherwise, B.": A when the condition holds, else B."""
        return [_branches(condition, first, second, OTHERWISE)]

    def cnd9_after_otherwise(self, first: Any, condition: m.Condition,
                             second: Any) -> list[m.Effect]:
        """"A if COND. Otherwise, B." (the condition printed after A)."""
        return [_branches(condition, first, second, OTHERWISE_AFTER)]


    def cnd9_if_elif_otherwise(self, first_if: m.Condition, first: Any, second_if: m.Condition,
                               second: Any, third: Any) -> list[m.Effect]:
        """"If C1, A. If C2, B. Otherwise, C.": A, else B, else C — the second conditional
        is the first's ``otherwise`` (printed as its own sentence)."""
        inner = _branches(second_if, second, third, OTHERWISE)
        return [m.Conditional(condition=first_if, effects=_flat(first), otherwise=(inner,),
                              wording=OTHERWISE_IF, joins=_padded(_joins_of(first),
                                                                  len(_flat(first))))]

    # -- "Enchanted creature gets … as long as it's KIND. Otherwise, it …" (CR 611.3a) -------
    def cnd9_attached_its(self, noun: Token, parts: list[m.ContinuousEffect],
                          flt: m.Filter) -> m.StaticAbility:
        """"Enchanted creature gets +2/+2 as long as it's a Human."."""
        return _attached_its(noun, parts, flt, [])

    def cnd9_attached_its_else(self, noun: Token, parts: list[m.ContinuousEffect],
                               flt: m.Filter, other: list[m.ContinuousEffect]
                               ) -> m.StaticAbility:
        """"… as long as it's a Vampire. Otherwise, it gets -2/-2."."""
        return _attached_its(noun, parts, flt, other)


    # -- "If you don't, …" (CR 608.2d) -------------------------------------------------------
    @staticmethod
    def cnd9_you_dont() -> m.Condition:
        """"If you don't" after "you may …": the choice was not taken (or not paid)."""
        return m.Condition(kind="paid", negate=True)


    # -- conditions: a kicked spell, life totals, "your team" (CR 702.33d, 119, 102.4) -------
    def cnd9_that_spell_kicked(self) -> m.Condition:
        """"if that spell was kicked": the spell a cast trigger names."""
        if "cast" not in self.trigger_rule:
            raise FamilyError("'that spell was kicked' without a cast trigger")
        return m.Condition(kind=THAT_SPELL_KICKED)

    @staticmethod
    def cnd9_opponent_more_life() -> m.Condition:
        return m.Condition(kind=OPPONENT_MORE_LIFE)

    @staticmethod
    def cnd9_team_gained_life() -> m.Condition:
        return m.Condition(kind="gained_life_this_turn", state=TEAM)

    @staticmethod
    def cnd9_team_controls_another(noun: _Noun) -> m.Condition:
        return m.Condition(kind="you_control", filter=replace(noun.filter, other=True),
                           state=TEAM)

    @staticmethod
    def cnd9_team_controls(_article: Token, noun: _Noun) -> m.Condition:
        return m.Condition(kind="you_control", filter=noun.filter, state=TEAM)


    # -- "USUAL. If COND, that creature gets PT … instead." (CR 608.2c) ----------------------
    def cnd9_if_instead_that_pump(self, usual: Any, condition: m.Condition, pt: Token,
                                  _duration: Token) -> list[m.Effect]:
        """The one target creature of the ability, pumped more when the condition holds."""
        creatures = [i for i, t in enumerate(self.targets) if t.count == 1 and (
            t.what == "creature" or "Creature" in t.filter.types)]
        if len(creatures) != 1 or len(self.targets) != 1:
            raise FamilyError("'that creature' without one target creature before it")
        p, t = self._pt(pt)  # type: ignore[attr-defined]
        pump = m.ModifyPT(power=p, toughness=t, on=f"as:that creature:target:{creatures[0]}")
        return self.clause_if_instead(usual, condition, pump)  # type: ignore[attr-defined,no-any-return]


    # -- "USUAL. If COND, instead A, then B." (CR 608.2c) ------------------------------------
    def cnd9_instead_lead(self, usual: Any, condition: m.Condition,
                          upgraded: Any) -> list[m.Effect]:
        """One or the other, decided as it resolves; both sides keep their joins."""
        first, then = _flat(usual), _flat(upgraded)
        if not first or not then:
            raise FamilyError("'instead' with nothing to replace")
        if not (_joins_of(usual) or _joins_of(upgraded)):
            raise FamilyError("a one-verb 'instead' is the older rule's")
        joins = (*_padded(_joins_of(usual), len(first)), BRANCH,
                 *_padded(_joins_of(upgraded), len(then)))
        return [m.Conditional(condition=condition, effects=then, otherwise=first,
                              wording=INSTEAD_LEAD_JOINED, joins=joins)]


def _attached_its(noun: Token, parts: list[m.ContinuousEffect], flt: m.Filter,
                  other: list[m.ContinuousEffect]) -> m.StaticAbility:
    negated = _negated(flt)
    folded: list[m.ContinuousEffect] = []
    for effects, kind in ((parts, flt), (other, negated)):
        for effect in effects:
            if effect.affected != m.SELF or effect.filter is not None:
                raise FamilyError("'as long as it's …' over an effect with its own set")
            folded.append(replace(effect, affected="enchanted", filter=kind))
    ref = {"enchanted creature": "enchanted_creature",
           "enchanted permanent": "enchanted_permanent"}[" ".join(str(noun).lower().split())]
    return m.StaticAbility(effects=tuple(folded), condition=m.Condition(
        kind=ATTACHED_FOLDED, filter=flt, ref=ref, state=ITS_WHILE))


def _negated(flt: m.Filter) -> m.Filter:
    """The kind's complement: not that subtype / colour / card type (one of them only)."""
    if flt == m.Filter(subtypes=flt.subtypes) and len(flt.subtypes) == 1:
        return m.Filter(not_subtypes=flt.subtypes)
    if flt == m.Filter(colors=flt.colors) and len(flt.colors) == 1:
        return m.Filter(not_colors=flt.colors)
    if flt == m.Filter(types=flt.types) and len(flt.types) == 1:
        return m.Filter(not_types=flt.types)
    raise FamilyError("'Otherwise' after a kind with no simple complement")


def _branches(condition: m.Condition, first: Any, second: Any, wording: str) -> m.Conditional:
    then, other = _flat(first), _flat(second)
    if not then or not other:
        raise FamilyError("'Otherwise' with an empty branch")
    if any(isinstance(e, m.Conditional) and e.otherwise for e in (*then, *other)):
        raise FamilyError("'Otherwise' inside a branch of another 'Otherwise'")
    joins = (*_padded(_joins_of(first), len(then)), BRANCH,
             *_padded(_joins_of(second), len(other)))
    return m.Conditional(condition=condition, effects=then, otherwise=other, wording=wording,
                         joins=joins)


def _flat(item: Any) -> tuple[m.Effect, ...]:
    return tuple(item) if isinstance(item, list) else (item,)
