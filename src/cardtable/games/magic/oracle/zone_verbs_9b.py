"""Zone verbs of issue 29, round 9b (helper EV1b): the builder half of the "issue 29 round 9b,
EV1b" block at the end of ``grammar.lark``.

- a library look whose take names no rest, "Look at the top two cards of your library. Put one
  of them into your graveyard." (Jace, the Living Guildpact, Celestus Sanctifier; CR 401.4): the
  cards not taken stay on top in their order, for every count and either zone;
- "… and the rest on top of your library in any order" (Diabolic Vision; 401.4) after every
  take, as "back on top of your library in any order";
- "Players play with their hands revealed." / "Your opponents play with their hands revealed."
  (Revelation, Wandering Eye, Telepathy; CR 701.16a): a static rule the player views read.
"""

from __future__ import annotations

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.zone_verbs_9b import (
    HANDS_REVEALED,
    LOOK_NO_REST,
    REST_ON_TOP_ANY,
    REST_STAYS,
)
from cardtable.games.magic.oracle.builder_base import _NUMBERS, BuilderMixin, OracleCompileError


class ZoneVerb9bError(OracleCompileError):
    """A zone-verb sentence of round 9b that parses but does not say one thing."""


def _number(word: Token) -> int:
    text = str(word).lower()
    if text not in _NUMBERS:
        raise ZoneVerb9bError(f"{text!r} is not a number a library look reads here")
    return _NUMBERS[text]


@v_args(inline=True)
class ZoneVerbs9b(BuilderMixin):
    """Library looks without a rest and the rest "on top of your library in any order"."""

    @staticmethod
    def ev1b_look_no_rest(verb: Token, count: Token, take: Token, zone: Token) -> m.Effect:
        """"Look at the top N cards of your library. Put M of them into your hand / graveyard."
        The others stay where they were, on top (CR 401.4)."""
        looked, taken = _number(count), _number(take)
        if taken >= looked:
            raise ZoneVerb9bError("a library look that takes every card it looks at")
        return m.LookPut(count=looked, take=taken, to=str(zone).lower(),
                         reveal=str(verb).lower() == "reveal", rest=REST_STAYS,
                         wording=LOOK_NO_REST)

    @staticmethod
    def ev1b_rp_on_top_any() -> str:
        """"the rest on top of your library in any order" (CR 401.4)."""
        return REST_ON_TOP_ANY


@v_args(inline=True)
class RevealedHands9b(BuilderMixin):
    """"Players / Your opponents play with their hands revealed." (CR 701.16a)."""

    @staticmethod
    def ev1b_hands_revealed(who: str) -> m.StaticAbility:
        if who not in ("players", "opponents"):
            raise ZoneVerb9bError(f"{who!r} do not play with 'their hands' revealed")
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule=HANDS_REVEALED, affected=who),))
