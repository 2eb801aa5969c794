"""Parse tree → model values for the EV2 verbs of issue 29, eighth wave (damage, destroy,
sacrifice, counter, copy, create, choose). Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build`.

* "target artifact with mana value X", "target spell with mana value X" (CR 107.3, 202.3,
  601.2b-c): a filter bound to exactly the X announced, in every noun — the X offered on
  casting is one some candidate has (:func:`~cardtable.games.magic.cast_modes.x_values_for`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.activation_riders import ActivationRider
from cardtable.games.magic.oracle.builder_base import BuilderMixin, OracleCompileError, _Restriction
from cardtable.games.magic.oracle.families import FamilyError, _pt_value
from cardtable.games.magic.oracle.joins import _joined, _joins_of

_STATS = {"mana value": "mana_value", "power": "power", "toughness": "toughness"}


@v_args(inline=True)
class HarmVerbs8(BuilderMixin):
    """Builder methods of the eighth-wave EV2 grammar block (names prefixed ``ev8_``)."""

    # -- "with mana value X" (exactly X, CR 107.3) ---------------------------------------
    def ev8_r_bound_x_exact(self, stat: Token) -> _Restriction:
        """"Destroy target creature with mana value X." (Disembowel), "Counter target spell
        with mana value X." (Spell Blast): the stat is exactly the X announced (601.2b)."""
        return _Restriction({"bound_stat": _STATS[str(stat).lower()],
                             "bound_amount": m.Amount(kind="x"), "bound_exact": True})

    def ev8_spell_mv_x(self) -> _Restriction:
        """"target spell with mana value X" (a spell noun's mana value, CR 202.3)."""
        return _Restriction({"bound_stat": "mana_value", "bound_amount": m.Amount(kind="x"),
                             "bound_exact": True})

    # -- "… reveals their hand. You choose a … card from it and exile that card." ----------
    def ev8_reveal_choose_and_exile(self, who: str, _article: Token, noun: Any,
                                    restriction: Any = None) -> m.Effect:
        """Thought-Knot Seer, Transgress the Mind (CR 701.16a): the controller chooses a card
        matching the noun (and a mana value after "from it") from the revealed hand and exiles
        it, linked to the source (607.2a)."""
        flt = noun.filter
        if restriction is not None:
            if set(restriction.fields) - {"mana_value_max", "mana_value_min"} or \
                    flt.mana_value_max is not None or flt.mana_value_min is not None:
                raise FamilyError("only a mana value follows 'from it'")
            flt = replace(flt, **restriction.fields)
        return m.RevealChooseExile(who=who, filter=flt, joined=False, and_exile=True)

    # -- "target creature blocking ~ / blocking or blocked by it" (CR 509.1) ---------------
    def ev8_r_blocking_self(self, words: Token) -> _Restriction:
        """Blocking the ability's source (or, "or blocked by", an attacker it blocks). "it"
        must name the source: an activated ability's, or a trigger's whose "it" is ~ — not a
        spell's, nor a trigger on another creature ("another Goblin … blocking it")."""
        said = str(words).strip()
        if said.endswith(" it") and (self.start_rule == "spell_line" or (
                self.trigger_rule and self.it_subject != "self")):
            raise FamilyError("'blocking it' where 'it' is not the ability's source")
        if said.endswith("~") and self.start_rule == "spell_line":
            raise FamilyError("'blocking ~' in a spell")
        return _Restriction({"blocking_self": said.lower()})

    # -- "EFFECT ON ~. It gains … / It gets … until end of turn." (CR 608.2c) ---------------
    def ev8_clause(self, effects: list[m.Effect]) -> list[m.Effect]:
        """A clause read by one of this block's prioritised rules (its effects as built)."""
        return effects

    def ev8_self_then_it_gains(self, effect: Any, keywords: tuple[m.Keyword, ...],
                               _duration: Token) -> list[m.Effect]:
        """"Put a +1/+1 counter on ~. It gains indestructible until end of turn.": "It" is ~,
        the object the effect before it names; otherwise "It" is what it always names (the
        last target, the trigger's object: :meth:`it_ref`)."""
        first, on = self._it_after(effect)
        return _joined([first, [m.GrantAbilities(keywords=keywords, on=on)]], ".")

    def ev8_self_then_it_gets(self, effect: Any, pt: Token, _duration: Token) -> list[m.Effect]:
        """"Untap ~. It gets +2/+2 until end of turn." ("It" as above)."""
        first, on = self._it_after(effect)
        p, t = str(pt).split("/")
        return _joined([first, [m.ModifyPT(power=_pt_value(p), toughness=_pt_value(t),
                                           on=on)]], ".")

    def _it_after(self, effect: Any) -> tuple[list[m.Effect], str]:
        """The effects before "It …" and what "It" names: ~ when the one effect before names
        ~ as its object and no target could be meant; else the grammar's usual "it"."""
        effects = list(effect) if isinstance(effect, list) else [effect]
        if len(effects) == 1 and not self.targets and any(
                getattr(effects[0], name, None) == m.SELF for name in ("on", "what")):
            return effects, _IT_SELF
        return effect if isinstance(effect, list) else effects, self.it_ref()


    # -- "Any player may activate this ability[ but only …]." (CR 602.2, 602.5b) -----------
    def ev8_any_player(self) -> ActivationRider:
        return ActivationRider(any_player=True)

    def ev8_any_player_window(self, window: Token) -> ActivationRider:
        timing = "sorcery" if str(window).lower() == "as a sorcery" else "upkeep"
        return ActivationRider(any_player=True, timing=timing)

    # -- "Create … token. Put X +1/+1 counters on it." (CR 608.2c) --------------------------
    def ev8_created_then_counters(self, effect: Any,
                                  counters: tuple[str, m.Quantity]) -> list[m.Effect]:
        """"it" after a token creation is the token (``"created"``); after anything else it
        is what "it" always names (:meth:`it_ref`)."""
        effects = list(effect) if isinstance(effect, list) else [effect]
        made = effects and isinstance(effects[-1], (m.CreateToken, m.CreateTokenCopy))
        on = "created" if made else self.it_ref()
        kept = effect if isinstance(effect, list) else effects
        return _joined([kept, [m.PutCounters(counter=counters[0], amount=counters[1], on=on)]],
                       ".")

    def ev8_created_then_counters_where(self, effect: Any, counters: tuple[str, m.Quantity],
                                        amount: m.Amount) -> list[m.Effect]:
        """"… token. Put X +1/+1 counters on it, where X is the number of lands you control."
        (the X of the counters alone, CR 107.3)."""
        if not (isinstance(counters[1], m.Amount) and counters[1].kind == "x") or \
                not isinstance(amount, m.Amount):
            raise FamilyError("'where X is' after counters that are not X")
        built = self.ev8_created_then_counters(effect, counters)
        last = built[-1]
        assert isinstance(last, m.PutCounters)
        built[-1] = replace(last, amount=amount)
        return built

    # -- "that player or that planeswalker's controller" (CR 115.1, 608.2h) ---------------
    def ev8_ps_player_or_controller(self) -> str:
        """The player the last "target player/opponent or planeswalker" names, or that
        planeswalker's controller (last known if it has left, 608.2h)."""
        if not self.targets or self.targets[-1].what not in (
                "player_or_planeswalker", "opponent_or_planeswalker"):
            raise FamilyError("'that player or that planeswalker's controller' without a "
                              "player-or-planeswalker target")
        return f"player_or_controller:target:{len(self.targets) - 1}"

    def ev8_r_player_or_controller(self) -> _Restriction:
        """"each creature that player or that planeswalker's controller controls": that
        player's, fixed as the effect begins (the interpreter binds it, 608.2h)."""
        return _Restriction({"controller": self.ev8_ps_player_or_controller()})

    # -- "If COND, EFFECT, then EFFECT" (CR 608.2c) ---------------------------------------
    def ev8_clause_if_then(self, condition: m.Condition, first: Any,
                           second: Any) -> list[m.Effect]:
        """Both effects under the condition, in order, printed joined by "then" (an anaphor in
        the second — "then attach ~ to it" — is bound to what the first made, as ever)."""
        joined = _joined((first, second), "then")
        built = self.clause_if(condition, joined)  # type: ignore[attr-defined]
        if len(built) != 1 or not isinstance(built[0], m.Conditional):
            raise FamilyError("'If …, A, then B' built as something other than one condition")
        return [replace(built[0], joins=_joins_of(joined))]


_IT_SELF = "as:it:" + m.SELF
"""The printed "It" naming ~ (an anaphor bound to the ability's source, CR 608.2c)."""


def any_player_checked(rider: ActivationRider, cost: m.Cost, loyalty: bool) -> bool:
    """Whether an activated ability is one any player may activate (CR 602.2). Another player
    can pay only costs of their own — mana, life, a card from their own hand — never tap,
    sacrifice or remove counters from a permanent they don't control (CR 602.2b, 701.17a): such
    an ability, or a loyalty one (606.3), is refused rather than mis-read."""
    if not rider.any_player:
        return False
    if loyalty or rider.per_turn or rider.condition is not None:
        raise OracleCompileError("'any player may activate' with another rider")
    plain = m.Cost(mana=cost.mana, pay_life=cost.pay_life, discard=cost.discard,
                   discard_filter=cost.discard_filter)
    if cost != plain:
        raise OracleCompileError("'any player may activate' with a cost of the permanent's")
    return True
