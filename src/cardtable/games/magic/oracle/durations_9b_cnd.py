"""A leading "Until your next turn, EFFECT" (CR 611.2a/b; issue 29, round 9b): the P/T changes
and keyword grants that read with a trailing "until your next turn" (:mod:`.quantity_parts`), with
the duration first — the effect keeps its own ``duration`` and says ``duration_first``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_9b_cnd import (
    A_NOUN,
    ATTACKING_COUNT,
    EXACTLY,
    PLAYER_TALLY,
    TALLY_CARDS_DRAWN,
    TALLY_LIFE_GAINED,
    TALLY_SPELLS_CAST,
    WHO_ANY,
    WHO_OPPONENT,
    WHO_YOU,
)
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.staples_draw_families import _number

_NEXT = Token("NEXT_TURN", " until your next turn")


def _lead(effect: Any) -> m.Effect:
    if not isinstance(effect, (m.ModifyPT, m.GrantAbilities)) or \
            effect.duration != "until_your_next_turn":
        raise FamilyError("a leading 'until your next turn' before an effect with no duration")
    return replace(effect, duration_first=True)


@v_args(inline=True)
class LeadDurations9bCnd(BuilderMixin):
    """Mixed into the compiler's builder: each calls the trailing form's builder, then marks the
    duration as leading."""

    def cnd9b_lead_pump(self, _lead_words: Token, on: str, pt: Token) -> m.Effect:
        """"Until your next turn, up to one target creature gets -3/-0"."""
        return _lead(self.e_pump_next_turn(on, pt, _NEXT))  # type: ignore[attr-defined]

    def cnd9b_lead_grant(self, _lead_words: Token, on: str,
                         keywords: tuple[m.Keyword, ...]) -> m.Effect:
        """"Until your next turn, target creature gains indestructible"."""
        return _lead(self.e_grant_next_turn(on, keywords, _NEXT))  # type: ignore[attr-defined]

    def cnd9b_lead_pump_all(self, _lead_words: Token, *parts: object) -> m.Effect:
        """"Until your next turn, creatures you control get +1/+1"."""
        return _lead(self.e_pump_all_next_turn(*parts, _NEXT))  # type: ignore[attr-defined]

    def cnd9b_lead_grant_all(self, _lead_words: Token, *parts: object) -> m.Effect:
        """"Until your next turn, creatures you control gain hexproof"."""
        return _lead(self.e_grant_all_next_turn(*parts, _NEXT))  # type: ignore[attr-defined]

    # -- "If N or more creatures are attacking" (CR 508.1; the Traps, 118.9) --------------------
    @staticmethod
    def _cnd9b_attacking(noun: Any, amount: int, state: str) -> m.Condition:
        flt = noun.filter
        if flt.controller != "any" or flt.attacking is not None or "Creature" not in flt.types:
            raise FamilyError("'is attacking' after a controller, a combat word or a non-creature")
        return m.Condition(kind=ATTACKING_COUNT, filter=flt, amount=amount, state=state)

    def cnd9b_c_n_attacking(self, word: Token, noun: Any) -> m.Condition:
        """"four or more creatures are attacking"."""
        return self._cnd9b_attacking(noun, _number(word), "")

    def cnd9b_c_exactly_one_attacking(self, noun: Any) -> m.Condition:
        """"exactly one creature is attacking"."""
        return self._cnd9b_attacking(noun, 1, EXACTLY)

    def cnd9b_c_a_attacking(self, article: Token, noun: Any) -> m.Condition:
        """"a white creature is attacking", "a black creature with flying is attacking"."""
        return self._cnd9b_attacking(noun, 1, A_NOUN)

    # -- "If an opponent cast three or more spells this turn" (the Traps, CR 118.9) ---------
    @staticmethod
    def _cnd9b_tally(who: Token, counter: str, amount: int) -> m.Condition:
        ref = {"an opponent": WHO_OPPONENT, "a player": WHO_ANY, "you": WHO_YOU}[str(who).lower()]
        return m.Condition(kind=PLAYER_TALLY, ref=ref, counter=counter, amount=amount)

    def cnd9b_c_tally_gained(self, who: Token) -> m.Condition:
        """"an opponent gained life this turn"."""
        return self._cnd9b_tally(who, TALLY_LIFE_GAINED, 1)

    def cnd9b_c_tally_cast(self, who: Token, word: Token) -> m.Condition:
        """"an opponent cast three or more spells this turn"."""
        return self._cnd9b_tally(who, TALLY_SPELLS_CAST, _number(word))

    def cnd9b_c_tally_drew(self, who: Token, word: Token) -> m.Condition:
        """"an opponent drew three or more cards this turn"."""
        return self._cnd9b_tally(who, TALLY_CARDS_DRAWN, _number(word))
