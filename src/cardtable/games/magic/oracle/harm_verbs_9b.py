"""EV2b of issue 29 (second round of the ninth wave): pieces of the harm verbs that compose.

- "Counter target spell with mana value 1." (Mental Misstep, Spell Snare): an exact mana
  value after every spell noun (CR 202.3), beside "N or less" / "N or greater".
- "~ deals N damage to each opponent and each creature [and planeswalker] they control"
  (Goblin Chainwhirler), "… to target player and each creature … they control": the players,
  then the permanents of theirs (two damage effects of one sentence, text/join's pair).
"""

from __future__ import annotations

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Restriction
from cardtable.games.magic.oracle.families import FamilyError


@v_args(inline=True)
class HarmVerbs9b(BuilderMixin):
    """Builder methods for the EV2b grammar block (``ev9b_`` names)."""

    def ev9b_mv_exact(self, n: Token) -> _Restriction:
        """"spell with mana value 2": both bounds the same number (CR 202.3)."""
        return _Restriction({"mana_value_min": int(n), "mana_value_max": int(n)})

    # -- "~ deals N damage to each opponent and each creature they control" (CR 120.1) ------
    def ev9b_each_opponent(self) -> str:
        return "each_opponent"

    def ev9b_damage_players_and_theirs(self, word: Token, amount: m.Quantity, players: str,
                                       types: Token) -> list[m.Effect]:
        """The players first, then every permanent of the types they control, as the damage
        is dealt (608.2c); "they" is each opponent, or the target player (601.2c)."""
        if players == "each_opponent":
            whose = "opponent"
        elif players.startswith("target:") and \
                self.targets[int(players[7:])].what == "player":
            whose = f"target_player:{players[7:]}"
        else:
            raise FamilyError("'they control' after a recipient that is not a player")
        kinds = tuple(t.capitalize() for t in str(types).lower().split(" and "))
        source = self._damage_source(word)  # type: ignore[attr-defined]
        flt = m.Filter(types=kinds, controller=whose, says_they=True,
                       says_each_type=False)
        return [m.DealDamage(amount=amount, to=players, source=source),
                m.DealDamage(amount=amount, to="each_filter", source=source, filter=flt)]
