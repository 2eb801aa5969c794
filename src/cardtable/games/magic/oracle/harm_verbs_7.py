"""Parse tree → model values for the EV2 verbs of issue 29 (damage, destroy, sacrifice,
counter, copy, create): tokens created tapped and attacking (CR 508.4), … Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError

ATTACK_TRIGGERS = frozenset({
    "trig_self_attacks", "trig_filter_attacks", "trig_self_blocked",
    "trig_equipped_attacks", "trig_self_enters_or_attacks"})
"""The triggers whose event is a creature attacking (or, blocked, still attacking), whose
"it" the defender anaphor reads."""


def _without_attacking(parts: tuple[Any, ...]) -> tuple[Any, ...]:
    return tuple(p for p in parts if not (isinstance(p, Token) and p.type == "TOKEN_ATTACKING"))


def _attacking(effect: m.Effect) -> m.Effect:
    if not isinstance(effect, m.CreateToken):
        raise FamilyError("'tapped and attacking' on something other than a creature token")
    return replace(effect, tapped=True, attacking=True)


@v_args(inline=True)
class HarmVerbs7(BuilderMixin):
    """The builder supplies ``one_token``/``n_tokens`` (effects_builder) and ``targets``."""

    # -- "create a 1/1 white Soldier creature token that's tapped and attacking" (508.4) ----
    def one_token_attacking(self, article: Token, *parts: Any) -> m.Effect:
        return _attacking(self.one_token(article, *_without_attacking(parts)))  # type: ignore[attr-defined]

    def n_tokens_attacking(self, word: Token, *parts: Any) -> m.Effect:
        return _attacking(self.n_tokens(word, *_without_attacking(parts)))  # type: ignore[attr-defined]

    # -- "target spell [or ability] that targets …" (CR 115.9b) ---------------------------
    def aim_you(self) -> m.Aims:
        return m.Aims(player="you")

    def aim_player(self) -> m.Aims:
        return m.Aims(player="any")

    def aim_self(self) -> m.Aims:
        return m.Aims(source=True)

    def aim_noun(self, _article: Token, noun: Any) -> m.Aims:
        flt: m.Filter = noun.filter
        return m.Aims(filter=flt)

    def aim(self, *parts: m.Aims) -> m.Aims:
        """"you or a creature you control": either one."""
        filters = [p.filter for p in parts if p.filter is not None]
        players = [p.player for p in parts if p.player]
        if len(filters) > 1 or len(players) > 1:
            raise FamilyError("two nouns or two players in one 'that targets'")
        return m.Aims(filter=filters[0] if filters else None,
                      player=players[0] if players else "",
                      source=any(p.source for p in parts))

    def t_spell_aims(self, noun: Any, aims: m.Aims) -> str:
        """"target spell that targets a creature you control" (Intervene, Keep Safe)."""
        return self._target(m.TargetSpec("spell", noun.filter, zone="stack", aims=aims))

    def t_spell_or_ability_aims(self, aims: m.Aims) -> str:
        """"target spell or ability that targets you or a creature you control" (Siren
        Stormtamer): an activated or triggered ability on the stack too (CR 113.1)."""
        return self._target(m.TargetSpec("spell_or_ability", zone="stack", aims=aims))

    # -- "counter … unless its controller pays {1} for each … / {X}, where X is …" ----------
    def e_counter_unless_each(self, what: str, mana: str, amount: m.Amount) -> m.Effect:
        """Spell Syphon, Ixidor's Will, Circular Logic (CR 118.12): a generic cost per thing
        counted."""
        if not (mana.startswith("{") and mana.endswith("}") and mana[1:-1].isdigit()):
            raise FamilyError("'pays … for each' with a cost that is not generic mana")
        return m.CounterObject(what=what, unless_pay=mana, unless_times=amount)

    def e_counter_unless_x(self, what: str, amount: m.Amount) -> m.Effect:
        """Rethink, Spell Rupture, Thassa's Rebuff: "{X}, where X is …" (CR 107.3)."""
        return m.CounterObject(what=what, unless_pay="{X}", unless_times=amount)

    # -- "This ability triggers only once each turn." -------------------------------------
    def triggered_once_each_turn(self, trigger: Any, *rest: Any) -> Any:
        """Any triggered ability with the limit (its events, conditions and effects as
        ``triggered`` reads them)."""
        kept = tuple(p for p in rest if not (isinstance(p, Token)
                                             and p.type == "TRIGGERS_ONCE"))
        built = self.triggered(trigger, *kept)  # type: ignore[attr-defined]
        if isinstance(built, list):
            return [replace(a, once_each_turn=True) for a in built]
        return replace(built, once_each_turn=True)

    # -- "If COND, it deals N damage instead." / "~ deals N damage instead if COND." --------
    def clause_damage_if_instead(self, effect: Any, condition: m.Condition, dealer: Token,
                                 amount: Token) -> list[m.Effect]:
        return [damage_instead(effect, condition, int(amount), f"if_{_dealer(dealer)}")]

    def clause_damage_instead_if(self, effect: Any, dealer: Token, amount: Token,
                                 condition: m.Condition) -> list[m.Effect]:
        return [damage_instead(effect, condition, int(amount), f"instead_if_{_dealer(dealer)}")]

    def damage_instead_line(self, dealer: Token, amount: Token,
                            condition: m.Condition) -> DamageInsteadLine:
        return DamageInsteadLine(condition, int(amount), f"instead_if_{_dealer(dealer)}")

    def damage_instead_line_if(self, condition: m.Condition, dealer: Token,
                               amount: Token) -> DamageInsteadLine:
        return DamageInsteadLine(condition, int(amount), f"if_{_dealer(dealer)}")


def _dealer(token: Token) -> str:
    return "it" if str(token).lower() == "it" else "self"


@dataclass(frozen=True, slots=True)
class DamageInsteadLine:
    """"~ deals 4 damage instead if COND." on a line of its own: joined to the spell's damage
    sentence before it by :func:`join_damage_instead`."""

    condition: m.Condition
    amount: int
    says: str


def damage_instead(effect: Any, condition: m.Condition, amount: int, says: str) -> m.Effect:
    """The damage effect ``effect`` (one ``DealDamage`` to one recipient, fixed amount)
    becomes the "otherwise" of a conditional whose effect deals ``amount`` instead (608.2c)."""
    if isinstance(effect, list) and len(effect) == 1:
        effect = effect[0]
    if not isinstance(effect, m.DealDamage) or effect.divided or effect.continued or \
            not isinstance(effect.amount, int):
        raise FamilyError("'damage instead' after something other than one damage effect")
    return m.Conditional(condition=condition, effects=(replace(effect, amount=amount),),
                         otherwise=(effect,), says=says)


def join_damage_instead(abilities: list[m.Ability], line: DamageInsteadLine) -> bool:
    """The line's amount replaces the damage of the spell's last effect; ``False`` when the
    ability before is not a spell ending in such a damage effect."""
    previous = abilities[-1] if abilities else None
    if not isinstance(previous, m.SpellAbility) or previous.modes is not None or \
            not previous.effects:
        return False
    try:
        joined = damage_instead(previous.effects[-1], line.condition, line.amount, line.says)
    except FamilyError:
        return False
    abilities[-1] = replace(previous, effects=(*previous.effects[:-1], joined))
    return True


@v_args(inline=True)
class HarmVerbs7More(BuilderMixin):
    """The later EV2 pieces: "Each NOUN enters with an additional COUNTER counter on it." (CR
    614.1c), damage divided among a few targets, "sacrifices" as a player verb, ability
    targets, legendary named tokens, tapped predefined tokens, the attacked player or
    planeswalker, "you may have ~ deal damage … equal to …", several "any" targets."""

    def rep_each_enters_additional(self, noun: Any, kind: Token) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="counters", applies_to="filter",
                                    filter=noun.filter, amount=1, counter=str(kind),
                                    text="additional")

    def rep_each_enters_additional_if(self, condition: m.Condition, noun: Any,
                                      kind: Token) -> m.ReplacementAbility:
        return replace(self.rep_each_enters_additional(noun, kind), condition=condition)

    # -- "~ deals N damage divided as you choose among one, two, or three target NOUNS" ------
    def e_damage_divided_few(self, source: Token, n: Token, among: Token,
                             noun: Any) -> m.Effect:
        """Up to two or three targets, at least one, each dealt at least 1 (CR 601.2d)."""
        total = int(n)
        words = str(among).lower()
        most = {"one or two": 2, "one, two, or three": 3}[words]
        if total < most or noun.filter.controller == "ref":
            raise FamilyError("a division Oracle would word otherwise")
        origin: str = self._damage_source(source)  # type: ignore[attr-defined]
        spec = self._permanent_spec(noun.filter, count=most, min_count=1, divide=total,  # type: ignore[attr-defined]
                                    label=words)
        return m.DealDamage(amount=total, to=self._target(spec), source=origin,
                            divided=True)

    # -- "PLAYER sacrifices a NOUN" (CR 701.17) ---------------------------------------------
    def pv_sacrifice(self, _article: Token, noun: Any) -> tuple[Any, ...]:
        """A player verb: the player chooses one of their permanents the noun names."""
        flt: m.Filter = noun.filter
        return (m.Sacrifice, 1, {"filter": flt})

    # -- "target activated or triggered ability [you (don't) control]" (CR 113.1) ----------
    def t_ability(self, whose: Token | None = None) -> str:
        controller = {" you control": "you", " you don't control": "opponent"}.get(
            str(whose).lower() if whose is not None else "", "any")
        return self._target(m.TargetSpec("ability", m.Filter(controller=controller),
                                         zone="stack"))

    def t_spell_or_ability_listed(self) -> str:
        """"target spell, activated ability, or triggered ability" (Disallow): the same
        objects as "target spell or ability" (CR 115.1), in other words."""
        return self._target(m.TargetSpec("spell_or_ability", zone="stack", label="listed"))

    # -- "create NAME, a legendary 2/2 … creature token" (CR 111.4, 205.4d) ----------------
    def legendary_named_token(self, name: Token, *parts: Any) -> m.Effect:
        effect = self.one_token(Token("ARTICLE", "a"), *parts)  # type: ignore[attr-defined]
        if not isinstance(effect, m.CreateToken):
            raise FamilyError("a legendary named token that is not a created token")
        spec = replace(effect.token, name=str(name), supertypes=("Legendary",))
        return replace(effect, token=spec)

    def clause_legend_attacking(self, effect: Any, name: Token) -> list[m.Effect]:
        """"Create Ragavan, a legendary 2/1 red Monkey creature token. Ragavan enters tapped and
        attacking." (Kari Zev): the token just named enters attacking (CR 508.4)."""
        if isinstance(effect, list) and len(effect) == 1:
            effect = effect[0]
        if not isinstance(effect, m.CreateToken) or effect.token.name != str(name) or \
                "Legendary" not in effect.token.supertypes:
            raise FamilyError("'NAME enters tapped and attacking' without that token made")
        return [replace(effect, tapped=True, attacking=True)]

    # -- "create a tapped Treasure token" (CR 111.10) ----------------------------------------
    def tapped_predefined(self, kind: Token) -> m.Effect:
        effect = self.predefined(kind)  # type: ignore[attr-defined]
        return replace(effect, tapped=True)  # type: ignore[no-any-return]

    def n_tapped_predefined(self, word: Token, kind: Token) -> m.Effect:
        effect = self.n_predefined(word, kind)  # type: ignore[attr-defined]
        return replace(effect, tapped=True)  # type: ignore[no-any-return]

    # -- "the player or planeswalker it's attacking" (CR 506.2, 508.5) -----------------------
    def to_attacked_by_it(self) -> list[str]:
        return [self._attack_anaphor("attacked_by_it")]

    def to_attacked_by_that(self) -> list[str]:
        return [self._attack_anaphor("attacked_by_that")]

    def _attack_anaphor(self, ref: str) -> str:
        if self.trigger_rule not in ATTACK_TRIGGERS:
            raise FamilyError("'the player or planeswalker it's attacking' without an attack")
        return ref

    # -- "you may have ~ deal damage to … equal to …" ----------------------------------------
    def clause_may_have_damage_equal(self, word: Token, recipients: list[str],
                                     amount: m.Amount) -> list[m.Effect]:
        damage = self.e_damage_equal(word, recipients, amount)  # type: ignore[attr-defined]
        return [m.MayDo(effects=tuple(damage))]

    # -- "two targets", "up to three targets", "X targets" (CR 115.4, 601.2c) ----------------
    def t_n_any(self, word: Token) -> str:
        return self._target(_any_targets(str(word), up_to=False))

    def t_up_to_any(self, word: Token) -> str:
        return self._target(_any_targets(str(word), up_to=True))


_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10}


def _any_targets(word: str, *, up_to: bool) -> m.TargetSpec:
    if word.upper() == "X":  # X announced first fixes the number (601.2b-c)
        return m.TargetSpec("any", count_x=True, min_count=0 if up_to else None)
    return m.TargetSpec("any", count=_COUNTS[word.lower()], min_count=0 if up_to else None)


@v_args(inline=True)
class HarmVerbs7Counts(BuilderMixin):
    """"PLAYER sacrifices N NOUNS" (CR 701.17)."""

    def pv_sacrifice_n(self, word: Token, noun: Any) -> tuple[Any, ...]:
        flt: m.Filter = noun.filter
        count: m.Quantity = m.Amount(kind="x") if str(word).upper() == "X" else \
            _COUNTS[str(word).lower()]
        return (m.Sacrifice, 1, {"filter": flt, "count": count})

    # -- "create two [tapped] tokens that are copies of OBJECT" (CR 707.2) -----------------
    def e_n_token_copies(self, word: Token, what: str, tapped: bool = False) -> m.Effect:
        count: m.Quantity = m.Amount(kind="x") if str(word).upper() == "X" else \
            _COUNTS[str(word).lower()]
        return m.CreateTokenCopy(what=what, count=count, tapped=tapped)

    def e_n_tapped_token_copies(self, word: Token, what: str) -> m.Effect:
        return self.e_n_token_copies(word, what, tapped=True)
