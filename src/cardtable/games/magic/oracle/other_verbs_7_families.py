"""Parse tree → model values for the other effect verbs of issue 29 (helper h7-ev3; grammar
block "issue 29 (h7-ev3): the other effect verbs"): an upgraded effect ("Draw a card. If you
control eight or more lands, draw two cards instead.", CR 608.2c), mana in any combination of
colours (CR 106.1a), adapt (CR 701.46) and "monstrosity X" (701.31), "you may have PLAYER VERB",
"PLAYER may draw a card", removing a creature from combat (CR 506.4) and removing counters as an
effect (CR 122.8).

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`); the words are
:mod:`cardtable.games.magic.text.other_verbs_7`, the engine
:mod:`cardtable.games.magic.effects.other_verbs_7` (see ``docs/effects-7b.md``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.other_verbs_7 import COMBINATION
from cardtable.games.magic.oracle.builder_base import BuilderMixin, OracleCompileError, _TokenHas
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.nested import compile_nested

INSTEAD = "if_instead"
ALSO = "if_also"  # "If COND, it also gains …" (wording only)
UNTIL_FIRST = "until_first"  # "Until end of turn, X gains …" (GrantAbilities.wording)
ATTACKS_IF_ABLE = "attacks_each_combat"  # combat_rules: an attack requirement (508.1d)
MUST_BE_BLOCKED = "must_be_blocked"  # combat_rules: a blocking requirement (509.1c)
BLOCK_ADDITIONAL = "block_additional"  # combat: one more attacker to block (509.1a)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}


def _count(word: Token) -> m.Quantity:
    """A printed count ("two") or X (defined by a "where X is" after it, or the X paid)."""
    text = str(word).lower()
    if text == "x":
        return m.Amount(kind="x")
    return _NUMBERS[text]


def _flat(item: Any) -> tuple[m.Effect, ...]:
    return tuple(item) if isinstance(item, list) else (item,)


def _player_acts(who: str, verb: tuple[Any, ...]) -> tuple[m.Effect, ...]:
    """A ``player_verb`` value (its effect class, amount and own fields) done by ``who``."""
    kind, n = verb[0], verb[1]
    extra: dict[str, Any] = verb[2] if len(verb) > 2 else {}
    effect: m.Effect = kind(who=who, **extra) if extra else kind(amount=n, who=who)
    return (effect,)


@dataclass(frozen=True, slots=True)
class _Quoted:
    """A token's keywords and quoted ability after "with"."""

    keywords: tuple[m.Keyword, ...]
    ability: m.Ability


def _quoted_ability(inner: Token) -> m.Ability:
    """The quoted ability, "this creature" being the token (CR 111.4)."""
    ability = compile_nested(str(inner).replace("this creature", "~").replace(
        "This creature", "~") + ".", "permanent_line")
    if not isinstance(ability, (m.ActivatedAbility, m.TriggeredAbility, m.StaticAbility,
                                m.ReplacementAbility)):
        raise OracleCompileError("a quoted token ability that is not one ability")
    return ability


@v_args(inline=True)
class OtherVerbs7Families(BuilderMixin):
    if TYPE_CHECKING:  # EffectBuilder's and FilterBuilder's, earlier in the builder's bases
        def _token(self, count: m.Quantity, pt: Token, colors: Token, types: Token,
                   *rest: Any) -> m.Effect: ...

        @staticmethod
        def _tapped_last(parts: tuple[Any, ...]) -> tuple[Any, ...]: ...

        def n_cards(self, word: Token) -> Any: ...

        def s_quoted_ability(self, inner: Token) -> list[m.ContinuousEffect]: ...
    # -- "USUAL. If COND, EFFECT instead." (CR 608.2c) ----------------------------------------
    def clause_if_instead(self, usual: Any, condition: m.Condition,
                          upgraded: Any) -> list[m.Effect]:
        """One instruction or the other, decided as the ability resolves: the later sentence
        replaces the earlier when its condition holds (CR 608.2c)."""
        first, then = _flat(usual), _flat(upgraded)
        if not first or not then:
            raise FamilyError("'instead' with nothing to replace")
        return [m.Conditional(condition=condition, effects=then, otherwise=first,
                              wording=INSTEAD)]

    # -- "you may have PLAYER VERB" / "PLAYER may VERB" (CR 608.2d) ---------------------------
    def clause_may_have_player(self, who: str, verb: Any) -> list[m.Effect]:
        """You decide; the player named acts ("you may have target opponent discard a card")."""
        if who in ("you", ""):
            raise FamilyError("'you may have you …'")
        return [m.MayDo(effects=_player_acts(who, verb))]

    def clause_player_may(self, who: str, verb: Any) -> list[m.Effect]:
        """The player named decides and acts ("defending player may draw a card"); one player
        only — "each player may …" is a choice for each, not read here."""
        if who in ("you", "") or who.startswith("each"):
            raise FamilyError("'PLAYER may' for a group of players")
        return [m.MayDo(effects=_player_acts(who, verb), who=who)]

    # -- keyword actions: adapt (CR 701.46), monstrosity X (701.31) ---------------------------
    def e_adapt(self, n: Token) -> m.Effect:
        return m.Adapt(amount=int(n))

    def e_monstrosity_x(self) -> m.Effect:
        return m.Monstrosity(amount=m.Amount(kind="x"))

    # -- "remove OBJECT from combat" (CR 506.4) -----------------------------------------------
    def e_remove_from_combat(self, what: str) -> m.Effect:
        return m.RemoveFromCombat(what=what)

    # -- "you may EFFECT and EFFECT" (CR 608.2d) ----------------------------------------------
    def clause_may_and(self, first: Any, second: Any) -> list[m.Effect]:
        """One "may" for both effects: on yes both happen, in order."""
        both = _flat(first) + _flat(second)
        return [m.MayDo(effects=both, joins=("and",) * (len(both) - 1))]

    # -- "Add N mana in any combination of colors [/ of {R} and/or {G}]" (CR 106.1a) ----------
    def e_add_combination(self, word: Token) -> m.Effect:
        return m.AddMana(choices=(COMBINATION,), amount=_count(word))

    def e_add_combination_of(self, word: Token, first: Token, second: Token) -> m.Effect:
        colors = (str(first), str(second))
        if any(c.strip("{}") not in "WUBRG" or len(c) != 3 for c in colors) or \
                colors[0] == colors[1]:
            raise FamilyError("a combination of other than two colours")
        return m.AddMana(choices=(COMBINATION, *colors), amount=_count(word))

    # -- "PLAYER gains control of OBJECT" (CR 108.4, 613.1b) ----------------------------------
    def e_player_gains_control(self, who: str, what: str,
                               duration: Token | None = None) -> m.Effect:
        if who in ("you", "") or who.startswith("each"):
            raise FamilyError("'gains control' by you or by a group of players")
        return m.GainControl(what=what, new_controller=who,
                             duration="end_of_turn" if duration is not None else "permanent")

    # -- "remove COUNTERS from OBJECT" as an effect (CR 122.8) ----------------------------------
    def e_remove_counters(self, counters: tuple[str, m.Quantity], on: str) -> m.Effect:
        kind, n = counters
        return m.RemoveCounters(counter=kind, amount=n, on=on)

    # -- combat requirements for the turn (CR 508.1d, 509.1c) -----------------------------------
    def e_attacks_turn_if_able(self, on: str) -> m.Effect:
        return m.GrantAbilities(on=on, rules=(ATTACKS_IF_ABLE,))

    def e_each_attacks_turn_if_able(self, noun: Any) -> m.Effect:
        return m.GrantAbilities(filter=noun.filter, rules=(ATTACKS_IF_ABLE,), says_each=True)

    # -- "Change the target of target spell with a single target." (CR 115.7a) -----------------
    def t_spell_single_target(self) -> str:
        return self._target(m.TargetSpec("spell", zone="stack", single_target=True))

    def t_spell_or_ability_single_target(self) -> str:
        return self._target(m.TargetSpec("spell_or_ability", zone="stack", single_target=True))

    def e_change_target(self, what: str) -> m.Effect:
        if not what.startswith("target:") or \
                not self.targets[int(what.split(":")[1])].single_target:
            raise FamilyError("'change the target' of other than a single-target spell")
        return m.ChangeTarget(what=what)

    def e_block_additional_turn(self, on: str) -> m.Effect:
        return m.GrantAbilities(on=on, rules=(BLOCK_ADDITIONAL,))

    # -- "If COND, OBJECT also gains … until end of turn." (CR 608.2c) -------------------------
    def clause_if_also(self, condition: m.Condition, effect: Any) -> list[m.Effect]:
        return [m.Conditional(condition=condition, effects=_flat(effect), wording=ALSO)]

    # -- a token's quoted ability after "with" (CR 111.4, 113.7a) ------------------------------
    def tq_only(self, inner: Token) -> _Quoted:
        return _Quoted((), _quoted_ability(inner))

    def tq_keywords(self, *parts: Any) -> _Quoted:
        keywords = tuple(p for p in parts if isinstance(p, m.Keyword))
        inner = parts[-1]
        if len(keywords) > 1 and str(parts[-2]).strip() != ', and "':
            raise FamilyError("a list of three or more without ', and'")
        return _Quoted(keywords, _quoted_ability(inner))

    def one_token_quoted(self, article: Token, *parts: Any) -> m.Effect:
        return self._token_quoted(1, parts)

    def n_tokens_quoted(self, word: Token, *parts: Any) -> m.Effect:
        return self._token_quoted(self.n_cards(word), parts)

    def _token_quoted(self, count: m.Quantity, parts: tuple[Any, ...]) -> m.Effect:
        quoted = parts[-1]
        assert isinstance(quoted, _Quoted)
        rest = [p for p in self._tapped_last(parts[:-1])]
        rest.append(quoted.keywords)
        rest.append(_TokenHas(quoted.ability, plural=count != 1))
        effect = self._token(count, *rest)
        if not isinstance(effect, m.CreateToken):
            raise FamilyError("a quoted token that is not a creature token")
        return replace(effect, quoted_with=True)

    # -- "Until end of turn, OBJECT gains "ABILITY"." (CR 613.1f, 113.7a) -----------------------
    def e_until_gains_quoted(self, on: str, inner: Token) -> m.Effect:
        return m.GrantAbilities(abilities=(_quoted_ability(inner),), on=on,
                                wording=UNTIL_FIRST)

    def e_until_all_gain_quoted(self, noun: Any, inner: Token) -> m.Effect:
        return m.GrantAbilities(abilities=(_quoted_ability(inner),), filter=noun.filter,
                                wording=UNTIL_FIRST)

    # -- a static's "has KEYWORDS and "ABILITY"" (CR 613.1f, 113.7a) ----------------------------
    def s_keywords_quoted(self, keywords: tuple[m.Keyword, ...], _and: Token,
                          inner: Token) -> list[m.ContinuousEffect]:
        [quoted] = self.s_quoted_ability(inner)
        return [replace(quoted, add_keywords=keywords)]
