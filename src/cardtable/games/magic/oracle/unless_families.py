"""Parse tree → model values for "unless" riders on any effect (issue 29; CR 118.12, 608.2d).

"EFFECT unless PLAYER pays COST" and "EFFECT unless PLAYER ACTION" compile to an offer
(:class:`~cardtable.games.magic.model.unless.UnlessOffer`) and then
``Conditional(Condition("paid", negate=True), EFFECT)``: the effect happens only if the player
did not take the offer. "EFFECT unless CONDITION" is ``Conditional`` of the condition turned
around (``"any_of"`` of the one condition, negated). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.lands`; the rider composes
with every effect, player and condition the grammar reads.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, OracleCompileError
from cardtable.games.magic.oracle.families import static_effects
from cardtable.games.magic.oracle.staples_draw_families import PLAYER_TRIGGERS

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}
NOT_PAID = m.Condition("paid", negate=True)
#: "unless C" is "if not any of (C)" (conditions_more.ANY_OF, read by rules_support)
ANY_OF = "any_of"
TRIGGERING = "triggering_player"
EACH_PLAYER = "each_player"
THAT_PLAYER = "that_player"  # in an offer's actions: the player taking it
#: the actions an offer may carry out (effects/unless._can_act knows whether each can be done)
_ACTIONS = (m.Sacrifice, m.Discard, m.ReturnChosen)


class UnlessError(OracleCompileError):
    """An "unless" rider this block does not read (the grammar's other rules may)."""


def unless(condition: m.Condition) -> m.Condition:
    """"unless C": not any of the one condition C (what the engine and the words read)."""
    return m.Condition(ANY_OF, all_of=(condition,), negate=True)


def _flat(effect: Any) -> tuple[m.Effect, ...]:
    return tuple(effect) if isinstance(effect, list) else (effect,)


@v_args(inline=True)
class UnlessFamilies(BuilderMixin):

    targets: list[m.TargetSpec]

    # -- who pays ---------------------------------------------------------------------------
    def up_you(self) -> str:
        return "you"

    def up_they(self) -> str:
        return "they"

    def up_that_player(self) -> str:
        return "that player"

    def up_any_player(self) -> str:
        return "any player"

    def _single_player(self, ref: Any) -> bool:
        if ref in (m.YOU, TRIGGERING):
            return True
        if isinstance(ref, str) and ref.startswith("target:"):
            return self.targets[int(ref.split(":")[1])].what == "player"
        return False

    def _payer(self, says: str, effects: tuple[m.Effect, ...]) -> str:
        """The player an "unless" names: "you"; "that player" (the one the trigger names);
        "they" — the one player the effect before it acts on or deals damage to."""
        if says == "you":
            return m.YOU
        if says == "that player":
            return self._that_player_ref()
        if says == "any player":  # each in turn order until one does (CR 101.4)
            return EACH_PLAYER
        players = {getattr(e, "who", None) for e in effects} - {None}
        if isinstance(effects[0], m.DealDamage):
            players = {effects[0].to}
        if len(players) != 1 or not self._single_player(next(iter(players))):
            raise UnlessError("'unless they …' after an effect on no single player")
        return str(next(iter(players)))

    def _that_player_ref(self) -> str:
        """"that player": the player the trigger's event names (CR 603.2)."""
        if getattr(self, "trigger_rule", "") not in PLAYER_TRIGGERS and \
                "player" not in getattr(self, "trigger_binds", ()):
            raise UnlessError("'that player' without a player the trigger names")
        return TRIGGERING

    # -- what they pay ----------------------------------------------------------------------
    def uc_mana(self, mana: str) -> m.Cost:
        if "X" in mana.upper():
            raise UnlessError("an 'unless … pays {X}' without an X defined")
        return m.Cost(mana=mana)

    def uc_life(self, n: Token) -> m.Cost:
        return m.Cost(pay_life=int(str(n)))

    # -- the riders -------------------------------------------------------------------------
    def clause_unless_pays(self, effect: Any, says: str, pay: Token,
                           cost: m.Cost) -> list[m.Effect]:
        """"sacrifice ~ unless you pay 1 life", "that player loses 2 life unless they pay {2}"
        (CR 118.12: the player chooses as it resolves; one who can't pay doesn't, 118.3)."""
        effects = _flat(effect)
        plural = str(pay).lower() == "pays"
        if plural != (says in ("that player", "any player")):
            raise UnlessError("'pay' / 'pays' that doesn't agree with its subject")
        return [m.UnlessOffer(who=self._payer(says, effects), cost=cost, says=says),
                m.Conditional(NOT_PAID, effects)]

    def clause_unless_acts(self, effect: Any, says: str, action: Any) -> list[m.Effect]:
        """"sacrifice ~ unless you discard a card", "each player … unless they sacrifice a
        creature": the action in the imperative, carried out by the player named."""
        if says == "that player":
            raise UnlessError("'unless that player' reads the action with its subject")
        effects = _flat(effect)
        who = self._payer(says, effects)
        actions = _flat(action)
        mine: list[m.Effect] = []
        for a in actions:
            if isinstance(a, m.Sacrifice) and a.what:
                raise UnlessError("'unless you sacrifice ~': a fixed object, not a choice")
            if not isinstance(a, (m.Sacrifice, m.Discard, m.ReturnChosen)) or a.who != m.YOU:
                raise UnlessError("an 'unless' action other than a sacrifice, discard or return")
            mine.append(replace(a, who=who))
        return [m.UnlessOffer(who=who, actions=tuple(mine), says=says),
                m.Conditional(NOT_PAID, effects)]

    def clause_unless_acts_named(self, effect: Any, action: Any) -> list[m.Effect]:
        """"… unless that player sacrifices a creature": the action's words name the player."""
        actions = _flat(action)
        act = actions[0]
        if len(actions) != 1 or not isinstance(act, _ACTIONS) or \
                (isinstance(act, m.Sacrifice) and act.what) or \
                not self._single_player(act.who) or act.who == m.YOU:
            raise UnlessError("an 'unless' action other than one player's sacrifice or "
                              "discard")
        return [m.UnlessOffer(who=act.who, actions=actions, says=""),
                m.Conditional(NOT_PAID, _flat(effect))]

    def clause_unless_condition(self, effect: Any, condition: m.Condition) -> list[m.Effect]:
        """"you lose 4 life unless you attacked this turn": the effect happens only if the
        condition doesn't hold as it resolves (608.2c)."""
        if not isinstance(condition, m.Condition):
            raise UnlessError("'unless' before something other than a condition")
        return [m.Conditional(unless(condition), _flat(effect))]

    def static_unless_trail(self, subject: dict[str, Any], effects: list[m.ContinuousEffect],
                            condition: m.Condition) -> m.StaticAbility:
        """"~ can't attack or block unless you control another Giant." (CR 611.3a): the static
        applies while the condition doesn't hold, checked continuously."""
        if not isinstance(condition, m.Condition):
            raise UnlessError("'unless' before something other than a condition")
        return m.StaticAbility(effects=static_effects(subject, effects),
                               condition=unless(condition), condition_after=True)

    # -- lists and counts ---------------------------------------------------------------------
    def e_sac_n(self, word: Token, noun: Any) -> m.Effect:
        """"sacrifice two lands" (CR 701.17a: you choose which; all if you have fewer)."""
        if noun.filter.controller != "any":
            raise UnlessError("'sacrifice two … you control' is not Oracle's wording")
        if str(word).upper() == "X":
            raise UnlessError("'sacrifice X …' without an X")
        return m.Sacrifice(filter=noun.filter, count=_NUMBERS[str(word).lower()])

    # -- punishers: "PLAYER may have ~ deal N damage to them. If no one does, …" ---------------
    def _damage_offer(self, who: str, says: str, n: Token) -> list[m.Effect]:
        return [m.UnlessOffer(who=who, actions=(m.DealDamage(amount=int(str(n)),
                                                             to=THAT_PLAYER),),
                              says=says, form="may")]

    def clause_may_have_damage(self, _who: Token, n: Token) -> list[m.Effect]:
        """"Any player may have ~ deal 5 damage to them." (Browbeat; CR 101.4: each player in
        turn order may, until one does)."""
        return self._damage_offer(EACH_PLAYER, "any player", n)

    def clause_target_may_have_damage(self, n: Token) -> list[m.Effect]:
        """"Target opponent may have ~ deal 4 damage to them." (Risk Factor)."""
        who = self._target(m.TargetSpec("player", player="opponent"))
        return self._damage_offer(who, "target opponent", n)

    def clause_if_no_one_does(self, effect: Any) -> list[m.Effect]:
        """"If no one does, …" after "Any player may …" (608.2c: whether anyone took it; the
        words follow the offer's player, so a mismatch fails the render-back)."""
        return [m.Conditional(NOT_PAID, _flat(effect))]

    def clause_if_that_player_doesnt(self, effect: Any) -> list[m.Effect]:
        """"If that player doesn't, …" after "Target opponent may …"."""
        return [m.Conditional(NOT_PAID, _flat(effect))]

    def e_discard_card_noun(self, article: Token, card: Any) -> m.Effect:
        """"discard a land card", "discard an instant or sorcery card" (CR 701.8a): the player
        chooses one such card from their hand; none if they have none."""
        flt: m.Filter = card.filter
        if flt == m.Filter() or flt.controller != "any" or flt.owner not in ("any", "you"):
            raise UnlessError("'discard a card' is the plain discard")
        return m.Discard(filter=replace(flt, owner="any"))

    def clause_then_unless(self, effects: list[m.Effect]) -> list[m.Effect]:
        """"Then discard two cards unless you discard an artifact card." — the rider after the
        sentence before it (608.2c); "then" is wording only (the offer's ``form``)."""
        if not effects or not isinstance(effects[0], m.UnlessOffer) or effects[0].form:
            raise UnlessError("'Then … unless' other than an offer")
        return [replace(effects[0], form="then"), *effects[1:]]
