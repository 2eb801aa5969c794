"""Parse tree → conditions and durations, round 8 (issue 29, h8-cnd).

Each piece joins an existing sub-grammar, so it serves every rule that already reads it:

* **"it's a NOUN" / "it's ADJECTIVE"** — "Target creature gets +2/+2 until end of turn. If it's
  a Vampire, it gains first strike until end of turn." (Vampire's Zeal), "Destroy target
  creature if it's white." (Soul Rend), "Whenever another permanent you control is turned face
  up, if it's a creature, …" (Salt Road Ambushers), "Whenever ~ attacks, if it's enchanted, …"
  (Krond): a ``condition`` about the object named before it — the last target (CR 608.2c: the
  instructions are followed in order, the target as it is now), else the trigger's object
  (603.4), else ~ — for every rule that reads ``condition``.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_8 import (
    AFTER,
    AND_ATTACK_DESPITE_DEFENDER,
    ANY_OF,
    DEALT_DAMAGE,
    HAD_ENTER,
    INSTEAD_LEAD,
    ITS,
    MANA_SPENT,
    OPPONENT_LIFE_AT_MOST,
    PLAYER_HAS,
    SELF_COUNTERS,
    STATIC_IF,
    THEN_IF,
    YOUR_COMMANDER,
)
from cardtable.games.magic.oracle.builder_base import _COLORS, _NUMBERS, BuilderMixin, _Noun
from cardtable.games.magic.oracle.families import FamilyError, static_effects
from cardtable.games.magic.oracle.joins import _joined

_SELF_STATES = frozenset({"tapped", "untapped", "enchanted", "equipped"})
"""The states "it's …" says of ~ itself (``self_is``, as the static "as long as it's tapped")."""


@v_args(inline=True)
class Conditions8(BuilderMixin):
    """Builder methods of the h8-cnd grammar block (mixed into ``_Build``)."""

    targets: list[m.TargetSpec]

    def _its_ref(self) -> str:
        """The object a bare "it's" names: the last target chosen before it, else the
        trigger's object ("it"), else ~ ("self")."""
        if self.targets:
            return f"target:{len(self.targets) - 1}"
        if self.it_subject == "self":
            return m.SELF
        if self.it_subject == "filter":
            return "it"
        raise FamilyError("'it's …' without an object named before it")

    def c8_its_a(self, _article: Token, noun: _Noun) -> m.Condition:
        """"if it's a Vampire" / "if it's an artifact creature" / "if it's a creature"."""
        flt = noun.filter
        if flt.controller != "any":
            raise FamilyError("a controller inside 'it's a …'")
        return m.Condition(kind="ref_matches", ref=self._its_ref(), filter=flt, state=ITS)

    def c8_its_adj(self, *words: Token) -> m.Condition:
        """"if it's legendary", "if it's white", "if it's tapped", "if it's blocking"; "it's
        enchanted" of ~ itself (its status, ``self_is``)."""
        said = [str(w).lower() for w in words]
        if len(said) == 1 and said[0] in _SELF_STATES and not self.targets and \
                self.it_subject in ("", "self"):
            return m.Condition(kind="self_is", state=said[0], ref="it")
        fields: dict[str, Any] = {}
        for word in said:
            if word in _COLORS:
                fields["colors"] = (*fields.get("colors", ()), _COLORS[word])
            elif word == "legendary":
                fields["supertypes"] = ("Legendary",)
            elif word in ("tapped", "untapped"):
                fields["tapped"] = word == "tapped"
            elif word in ("blocking", "attacking"):
                fields[word] = True
            else:
                raise FamilyError(f"'it's {word}' is not a characteristic read here")
        if len(said) > 1 and len(fields.get("colors", ())) != len(said):
            raise FamilyError("'it's X or Y' other than two colors")
        return m.Condition(kind="ref_matches", ref=self._its_ref(), filter=m.Filter(**fields),
                           state=ITS)

    # -- "EFFECT if it's …" and "If COND, instead EFFECT" (CR 608.2c) -------------------------
    @staticmethod
    def c8_if_after(effect: Any, condition: m.Condition) -> list[m.Effect]:
        """"Destroy target creature if it's white.": nothing happens unless it holds."""
        return [m.Conditional(condition=condition, effects=_flat(effect), wording=AFTER)]

    @staticmethod
    def c8_may_if_after(effect: Any, condition: m.Condition) -> list[m.Effect]:
        """"you may destroy target creature if it's tapped": your choice, then the condition."""
        return [m.MayDo(effects=(m.Conditional(condition=condition, effects=_flat(effect),
                                               wording=AFTER),))]

    @staticmethod
    def c8_if_instead_lead(usual: Any, condition: m.Condition, upgraded: Any) -> list[m.Effect]:
        """"USUAL. If COND, instead EFFECT.": one or the other, decided as it resolves."""
        first, then = _flat(usual), _flat(upgraded)
        if not first or not then:
            raise FamilyError("'instead' with nothing to replace")
        return [m.Conditional(condition=condition, effects=then, otherwise=first,
                              wording=INSTEAD_LEAD)]


def _flat(item: Any) -> tuple[m.Effect, ...]:
    return tuple(item) if isinstance(item, list) else (item,)


@v_args(inline=True)
class ManaSpent8(BuilderMixin):
    """"if {R} was spent to cast it", "if no (colored) mana was spent to cast it" (CR 601.2h)."""

    @staticmethod
    def c8_spent(symbol: Token, what: Token) -> m.Condition:
        body = str(symbol).strip("{}")
        if body not in ("W", "U", "B", "R", "G", "C"):
            raise FamilyError("a mana symbol that is not one colour")
        return m.Condition(kind=MANA_SPENT, zone=body, ref=str(what).lower())

    @staticmethod
    def c8_none_spent(*parts: Token) -> m.Condition:
        colored = any(p.type == "SPENT8_COLORED" for p in parts)
        return m.Condition(kind=MANA_SPENT, zone="colored" if colored else "",
                           ref=str(parts[-1]).lower(), negate=True)

    @staticmethod
    def c8_your_commander() -> m.Condition:
        """"if you control your commander" (CR 903.3): a commander you own, under your control."""
        return m.Condition(kind=YOUR_COMMANDER)


_COUNT_PLAYERS = {"that player": "that_player", "defending player": "defending",
                  "an opponent": "opponent", "a player": "player", "each player": "each_player"}


@v_args(inline=True)
class PlayerCounts8(BuilderMixin):
    """"if that player has two or fewer cards in hand", "if each player has 10 or less life"."""

    def _count_player(self, who: Token) -> str:
        ref = _COUNT_PLAYERS[" ".join(str(who).lower().split())]
        if ref == "that_player" and "player" not in self.trigger_binds:
            raise FamilyError("'that player' without a player the trigger names")
        if ref == "defending" and "defending" not in self.trigger_binds:
            raise FamilyError("'defending player' without an attack")
        return ref

    def c8_player_hand(self, who: Token, n: Token, side: Token) -> m.Condition:
        if str(side).lower() == "less":
            raise FamilyError("'or less cards' (Oracle says 'or fewer')")
        return m.Condition(kind=PLAYER_HAS, ref=self._count_player(who),
                           amount=_NUMBERS[str(n).lower()], state=f"hand|{str(side).lower()}")

    def c8_player_life(self, who: Token, n: Token, side: Token) -> m.Condition:
        if str(side).lower() == "fewer":
            raise FamilyError("'or fewer life' (Oracle says 'or less')")
        ref, side_word = self._count_player(who), str(side).lower()
        if ref == "opponent" and side_word == "less":  # the kind statics already read
            return m.Condition(kind=OPPONENT_LIFE_AT_MOST, amount=int(n))
        return m.Condition(kind=PLAYER_HAS, ref=ref, amount=int(n), state=f"life|{side_word}")


_TWENTY = {"twenty": 20}


@v_args(inline=True)
class SelfCounters8(BuilderMixin):
    """"if ~ has a / no / N or more / fewer than N COUNTER counters on it" (CR 122.1)."""

    targets: list[m.TargetSpec]

    def _self_subject(self, subject: Token) -> str:
        said = str(subject)
        if said == "it" and (self.targets or self.it_subject not in ("", "self")):
            raise FamilyError("'it has … counters' of an object other than ~")
        return said

    def c8_self_counters(self, subject: Token, how: Token, counter: Token,
                         noun: Token) -> m.Condition:
        said, words = self._self_subject(subject), " ".join(str(how).lower().split())
        kind, plural = str(counter).lower(), str(noun).lower().endswith("s")
        first = words.split()[0]
        if words in ("a", "an"):
            if plural or words != ("an" if kind[:1] in "aeiou" else "a"):
                raise FamilyError("'a … counters'")
            return m.Condition(kind=SELF_COUNTERS, counter=kind, amount=1, state=f"{said}|a")
        if not plural:
            raise FamilyError("a count of counters in the singular")
        if words == "no":
            return m.Condition(kind=SELF_COUNTERS, counter=kind, amount=1, negate=True,
                               state=f"{said}|no")
        if words == "one or more":
            return m.Condition(kind=SELF_COUNTERS, counter=kind, amount=1,
                               state=f"{said}|one_or_more")
        if first == "fewer":
            n = words.split()[-1]
            return m.Condition(kind=SELF_COUNTERS, counter=kind, amount=_NUMBERS[n],
                               negate=True, state=f"{said}|fewer")
        n_words = _TWENTY.get(first) or _NUMBERS[first]
        if said == "~" and n_words <= 10:  # the wording the Ascensions' statics already read
            return m.Condition(kind=SELF_COUNTERS, counter=kind, amount=n_words)
        return m.Condition(kind=SELF_COUNTERS, counter=kind, amount=n_words,
                           state=f"{said}|or_more")

    def c8_self_lacks_counter(self, subject: Token, article: Token,
                              counter: Token) -> m.Condition:
        said, kind = self._self_subject(subject), str(counter).lower()
        if str(article).lower() != ("an" if kind[:1] in "aeiou" else "a"):
            raise FamilyError("the article of the counter")
        return m.Condition(kind=SELF_COUNTERS, counter=kind, amount=1, negate=True,
                           state=f"{said}|doesnt")


@v_args(inline=True)
class StaticIf8(BuilderMixin):
    """"SUBJECT PARTS if COND." (CR 611.3a): the static applies while COND holds."""

    @staticmethod
    def static8_if_trail(subject: dict[str, Any], effects: list[m.ContinuousEffect],
                         condition: m.Condition) -> m.StaticAbility:
        return m.StaticAbility(effects=static_effects(subject, effects), condition=m.Condition(
            ANY_OF, all_of=(condition,), state=STATIC_IF), condition_after=True)


@v_args(inline=True)
class ThenIf8(BuilderMixin):
    """"Then if COND, EFFECT." (CR 608.2c)."""

    @staticmethod
    def c8_then_if(condition: m.Condition, effect: Any) -> list[m.Effect]:
        return [m.Conditional(condition=condition, effects=_flat(effect), wording=THEN_IF)]

    @staticmethod
    def c8_then_if_may(condition: m.Condition, effect: Any) -> list[m.Effect]:
        return [m.Conditional(condition=condition, effects=(m.MayDo(effects=_flat(effect)),),
                              wording=THEN_IF)]

    @staticmethod
    def c8_then_if_and(condition: m.Condition, first: Any, second: Any) -> list[m.Effect]:
        effects = (*_flat(first), *_flat(second))
        return [m.Conditional(condition=condition, effects=effects, wording=THEN_IF,
                              joins=(" and ",) * (len(effects) - 1))]


_DAMAGED = {("an opponent", "was"): "opponent", ("an opponent", "has been"): "opponent",
            ("you", "were"): "you", ("~", "was"): m.SELF}


@v_args(inline=True)
class DealtDamage8(BuilderMixin):
    """"an opponent was dealt damage this turn", "you were …", "~ was …" (CR 120.3)."""

    @staticmethod
    def c8_dealt_damage(who: Token, verb: Token) -> m.Condition:
        said = (str(who).lower(), " ".join(str(verb).lower().split()))
        ref = _DAMAGED.get(said)
        if ref is None:
            raise FamilyError(f"'{said[0]} {said[1]} dealt damage' is not Oracle's wording")
        return m.Condition(kind=DEALT_DAMAGE, ref=ref, state=said[1])


_HAD_WHO = {"you": "you", "an opponent": "opponent", "that player": "that_player"}


@v_args(inline=True)
class HadEnter8(BuilderMixin):
    """"if you had a land enter under your control this turn" (CR 603.6a)."""

    def c8_had_enter(self, who: Token, which: Token, noun: _Noun, whose: Token) -> m.Condition:
        ref = _HAD_WHO[" ".join(str(who).lower().split())]
        if (ref == "you") != (str(whose).lower() == "your"):
            raise FamilyError("'had … enter under their control' of another player")
        if ref == "that_player" and "player" not in self.trigger_binds:
            raise FamilyError("'that player' without a player the trigger names")
        flt = noun.filter
        if flt.controller != "any" or flt.other:
            raise FamilyError("a controller inside 'had … enter'")
        said = str(which).lower()
        if said in ("a", "an") and said != _article_of(flt):
            raise FamilyError("the article of the noun")
        return m.Condition(kind=HAD_ENTER, ref=ref, filter=flt,
                           state="another" if said == "another" else "")


def _article_of(flt: m.Filter) -> str:
    word = (flt.subtypes or flt.types or flt.all_types or ("",))[0]
    colors = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
    if flt.colors:
        word = colors.get(flt.colors[0], word)
    return "an" if word[:1].lower() in "aeiou" else "a"


@v_args(inline=True)
class AttackDespiteDefender8(BuilderMixin):
    """"… until end of turn and can attack this turn as though it didn't have defender"."""

    @staticmethod
    def c8_and_attack_despite_defender(effect: Any) -> Any:
        items = list(effect) if isinstance(effect, list) else [effect]
        last = items[-1]
        if not isinstance(last, (m.ModifyPT, m.GrantAbilities)) or \
                last.duration != "end_of_turn" or last.filter is not None or (
                    isinstance(last, m.GrantAbilities) and (
                        last.rules or last.wording or last.says_that)):
            raise FamilyError("'and can attack this turn' after an effect with no object")
        grant = m.GrantAbilities(on=last.on, rules=("attack_despite_defender",),
                                 wording=AND_ATTACK_DESPITE_DEFENDER)
        return _joined((effect, grant), "and")
