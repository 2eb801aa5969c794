"""Parse tree → model values for the last stand-ins of the Commander precons (issues 10 and
16): a static ability that holds while its source has N or more counters of a kind (CR 611.3a,
613; Beastmaster Ascension and the other Ascensions and quests). Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build` like the other family mixins."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Restriction
from cardtable.games.magic.oracle.families import _NUMBERS, FamilyError, static_effects


@v_args(inline=True)
class StandinFamilies(BuilderMixin):
    """The builder supplies ``targets`` and ``_target``."""

    # -- "As long as ~ has N or more COUNTER counters on it, …" (CR 611.3a) ------------------
    def static_self_counters(self, n: Token, counter: Token, subject: dict[str, Any],
                             effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"As long as ~ has seven or more quest counters on it, creatures you control get
        +5/+5." — a condition of the static ability, checked continuously (611.3a): the
        effect applies only while the source has that many counters (layers.py)."""
        if str(n).lower() not in _NUMBERS:
            raise FamilyError("a counter threshold that is not a number")
        return m.StaticAbility(effects=static_effects(subject, effects),
                               condition=m.Condition("self_counters_at_least",
                                                     amount=_NUMBERS[str(n).lower()],
                                                     counter=str(counter).lower()))

    # -- "… choose an opponent. That player returns a card …" (Skullwinder) -------------------
    def e_chosen_returns_to_hand(self, article: Token, card: Any) -> m.Effect:
        """"That player returns a card from their graveyard to their hand." after "choose an
        opponent": the chosen player picks the card as it resolves (608.2d, not a target)."""
        return m.ReturnCardChosen(filter=card.filter, who="chosen_opponent", to="hand")

    # -- "a creature dealt damage by ~ this turn" (CR 120.3; Vein Drinker, Sengir Vampire) -----
    def r_damaged_by_self(self) -> Any:
        """The objects the ability's source dealt damage to this turn (state.damaged_by);
        a dies trigger reads it for the creature as it last existed (603.10a)."""
        return _Restriction({"damaged_by_self": True})

    # -- Teferi's Protection: phasing (CR 702.26) and a player's rules (119.7-8, 702.16j) ----
    def e_player_shield(self, *parts: str) -> m.Effect:
        """"Until your next turn, your life total can't change and you gain protection from
        everything" (611.2a: from the resolved spell until the controller's next turn)."""
        return m.PlayerShield(rules=tuple(parts))

    def sp_life_cant_change(self) -> str:
        return "life_cant_change"

    def sp_protection_everything(self) -> str:
        return "protection_everything"

    def e_phase_out_all(self, noun: Any) -> m.Effect:
        """"All permanents you control phase out." (702.26b)."""
        return m.PhaseOut(filter=noun.filter)

    def e_phase_out_target(self, what: str) -> m.Effect:
        return m.PhaseOut(what=what)

    def e_phase_out_self(self) -> m.Effect:
        return m.PhaseOut(what="self")
