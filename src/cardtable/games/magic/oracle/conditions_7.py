"""Parse tree → conditions and durations, round 7 (issue 29, h7-cnd).

Each piece joins an existing sub-grammar, so it serves every rule that already reads it:

* **the attached object's kind, read in its layer** — "As long as enchanted creature is black,
  it gets +1/+1 and has wither." / "As long as enchanted permanent is a creature, it gets +2/+1."
  (CR 611.3a, 613.1). The condition becomes the filter of the set each effect applies to
  (``ContinuousEffect.filter`` with ``affected="enchanted"``), which the layers read in that
  effect's own layer, after the type (4) and colour (5) layers that could change the answer; the
  static's :class:`~cardtable.games.magic.model.Condition` (``ATTACHED_FOLDED``) keeps the wording;
* **the attached object's state or kind, now** — "if enchanted permanent is tapped", "if enchanted
  creature is a Wolf or Werewolf": a ``condition`` (``ATTACHED_NOW``) for every intervening "if"
  (CR 603.4), "If …," and "Activate only if …"; a later "it" names that object;
* **how ~ was cast** — "if its surge cost was paid" (CR 118.9), "if ~ wasn't kicked" (702.33d);
* **coven and exact counts** — "if you control three or more creatures with different powers",
  "if you have exactly 1 life", "exactly seven cards in hand", "you control exactly one creature";
* **"if ~ is in your graveyard"** (CR 113.6b: the ability works from the graveyard) and its
  "return ~ to your hand"; at a step trigger "it" after a condition about ~ is ~.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Tree, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_7 import (
    ASSIGNS_NO_COMBAT_DAMAGE,
    ATTACHED_FOLDED,
    ATTACHED_NOW,
    CAST_THIS_TURN,
    CAST_WAY,
    CONTROL_EXACTLY,
    CREATED_TOKEN,
    DIED_THIS_TURN,
    DIFFERENT_POWERS,
    ENTERED_THIS_TURN,
    HAD_COUNTERS,
    HAND_EXACTLY,
    HAS,
    IT_HAS_KEYWORD,
    ITS_POWER,
    LIFE_EXACTLY,
    MOST_COMMON_COLOR,
    MUST_BE_BLOCKED,
    MUST_BE_BLOCKED_AND,
    ONE_ARTICLE,
    OPPONENT_LOST_AT_LEAST,
    OPPONENT_MONARCH,
    WAS_A,
    WAS_CAST,
    WHILE_CONTROLLED,
    WHILE_ON_BATTLEFIELD,
    WHILE_TAPPED,
)
from cardtable.games.magic.oracle.builder_base import _COLORS, _NUMBERS, BuilderMixin, _Noun
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.joins import _joined

ATTACHED_IT = "attached"
"""``_Build.it_subject`` of a triggered ability whose intervening "if" is about the enchanted
object: its "it" is that object ("if enchanted permanent is tapped, untap it")."""
_ATTACHED_CONDITIONS = frozenset({"c_attached_state", "c_attached_kind",
                                  "c_attached_subtypes_bare"})
_NOUNS = {"enchanted creature": "enchanted_creature", "enchanted permanent": "enchanted_permanent"}


_LOSERS = {"an opponent": "", "a player": "player", "you": "you"}
_EXACT = {"eleven": 11, "twelve": 12, "thirteen": 13}


def _exact(word: str) -> int:
    return int(word) if word.isdigit() else _EXACT.get(word) or _NUMBERS[word]


def _noun(token: Token) -> str:
    return _NOUNS[" ".join(str(token).lower().split())]


def attached_antecedent(line: Tree[Token]) -> bool:
    """Whether the triggered ``line`` has an intervening "if" about the enchanted object —
    then the nearest noun a later "it" can name is that object, not the trigger's."""
    return any(isinstance(child, Tree) and child.data == "intervening" and any(
        isinstance(c, Tree) and c.data in _ATTACHED_CONDITIONS for c in child.children)
        for child in line.children[1:])


SELF_IT = "as:it:self"
""""it" printed, ~ meant: the object a condition about ~ named (``context`` reads the ref after
"as:it:", the render prints "it")."""
ATTACHED_IT_REF = "as:it:enchanted"
""""it" printed, the enchanted permanent meant ("if enchanted permanent is tapped, untap it")."""
_STEP_EVENTS = frozenset({"upkeep", "draw_step", "precombat_main", "beginning_of_combat",
                          "end_step"})


def _names_self(condition: m.Condition) -> bool:
    """"if ~ wasn't kicked", "if ~ is in your graveyard", "if ~ is tapped": ~ is the
    condition's subject."""
    return (condition.kind == "kicked" and condition.ref == "self") or (
        condition.kind in ("self_in_zones", "self_is") and condition.ref != "it")


def condition_anaphor(trigger: m.Trigger, condition: m.Condition | None,
                      effects: tuple[m.Effect, ...]) -> tuple[m.Effect, ...]:
    """"At the beginning of the end step, if ~ wasn't kicked, sacrifice it.": a step names no
    object (CR 603.2), so "it" is the one the intervening "if" named — ~ itself."""
    if condition is None or trigger.event not in _STEP_EVENTS or not _names_self(condition):
        return effects
    return tuple(_renamed(e, SELF_IT) for e in effects)


def _renamed(effect: m.Effect, ref: str) -> m.Effect:
    """``effect`` with its object "it" named ``ref`` (effects without an object unchanged)."""
    if getattr(effect, "what", None) != "it":
        return effect
    changes: dict[str, object] = {"what": ref}
    renamed: m.Effect = replace(effect, **changes)  # type: ignore[arg-type]
    return renamed


@v_args(inline=True)
class Conditions7(BuilderMixin):
    """Mixed into the builder :class:`~cardtable.games.magic.oracle.compiler._Build`."""

    # -- what the attached object is -----------------------------------------------------------
    @staticmethod
    def ank_kind(flt: m.Filter) -> m.Filter:
        return flt

    @staticmethod
    def ank_type(_article: Token, card_type: Token) -> m.Filter:
        """"a creature", "an artifact" (CR 205.2a)."""
        return m.Filter(types=(str(card_type).capitalize(),))

    @staticmethod
    def ank_colors(*colors: Token) -> m.Filter:
        """"black", "red or green" (any of them, CR 105.2)."""
        return m.Filter(colors=tuple(_COLORS[str(c).lower()] for c in colors))

    def static_while_attached_now(self, noun: Token, flt: m.Filter,
                                  effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"As long as enchanted creature is black, it gets +1/+1." — each effect applies to the
        enchanted object only while it matches, read in the effect's layer (611.3a, 613.1)."""
        folded: list[m.ContinuousEffect] = []
        for effect in effects:
            if effect.affected != m.SELF or effect.filter is not None:
                raise FamilyError("'as long as enchanted … is' over an effect with its own set")
            folded.append(replace(effect, affected="enchanted", filter=flt))
        return m.StaticAbility(effects=tuple(folded), condition=m.Condition(
            kind=ATTACHED_FOLDED, filter=flt, ref=_noun(noun)))

    # -- conditions of every "if" ----------------------------------------------------------------
    @staticmethod
    def c_attached_state(noun: Token, state: Token) -> m.Condition:
        """"if enchanted permanent is tapped" (CR 603.4)."""
        return m.Condition(kind=ATTACHED_NOW, ref=_noun(noun),
                           filter=m.Filter(tapped=str(state).lower() == "tapped"))

    @staticmethod
    def c_attached_kind(noun: Token, flt: m.Filter) -> m.Condition:
        """"if enchanted creature is a Wolf or Werewolf" (CR 603.4)."""
        return m.Condition(kind=ATTACHED_NOW, ref=_noun(noun), filter=flt)

    @staticmethod
    def c_attached_subtypes_bare(noun: Token, _article: Token, first: Token,
                                 second: Token) -> m.Condition:
        """"if enchanted creature is a Wolf or Werewolf": one article for both (CR 205.3)."""
        return m.Condition(kind=ATTACHED_NOW, ref=_noun(noun), state=ONE_ARTICLE,
                           filter=m.Filter(subtypes=(str(first), str(second))))

    # -- how ~ was cast, and exact counts -----------------------------------------------------
    @staticmethod
    def c_cost_paid(keyword: Token) -> m.Condition:
        """"if its surge cost was paid" (CR 118.9: the alternative cost it was cast for)."""
        return m.Condition(kind=CAST_WAY, zone=str(keyword).lower())

    @staticmethod
    def c_not_kicked(who: Token) -> m.Condition:
        """"if ~ wasn't kicked" (CR 702.33d); ``ref`` the printed subject."""
        return m.Condition(kind="kicked", negate=True, ref="self" if str(who) == "~" else "it")

    @staticmethod
    def c_different_powers(word: Token) -> m.Condition:
        """Coven: "if you control three or more creatures with different powers"."""
        return m.Condition(kind=DIFFERENT_POWERS, amount=_NUMBERS[str(word).lower()])

    @staticmethod
    def c_life_exactly(n: Token) -> m.Condition:
        """"if you have exactly 1 life" / "exactly 13 life"."""
        word = str(n).lower()
        return m.Condition(kind=LIFE_EXACTLY, amount=_exact(word), state=word)

    @staticmethod
    def c_hand_exactly(n: Token, where: Token) -> m.Condition:
        """"if you have exactly seven cards in hand" / "thirteen cards in your hand"."""
        word = str(n).lower()
        return m.Condition(kind=HAND_EXACTLY, amount=_exact(word), state=word,
                           zone=str(where).lower())

    @staticmethod
    def c_control_exactly_one(noun: _Noun) -> m.Condition:
        """"if you control exactly one creature" (not two, not none)."""
        if noun.filter.controller != "any":
            raise FamilyError("'you control exactly one' with a second controller")
        return m.Condition(kind=CONTROL_EXACTLY, filter=noun.filter, amount=1)

    @staticmethod
    def c_self_in_graveyard() -> m.Condition:
        """"if ~ is in your graveyard": the ability says it works from the graveyard (CR
        113.6b); ``triggers`` looks for it there."""
        return m.Condition(kind="self_in_zones", zone="graveyard")

    @staticmethod
    def e_return_self_your_hand() -> m.Effect:
        """"return ~ to your hand": said only of a card in its owner's graveyard (an ability
        that works there, CR 113.6b). An ability that returns its own card from a graveyard
        works only there (``triggers.returns_self_from_graveyard``), so it is never a bounce."""
        return m.ReturnFromGraveyard(what=m.SELF, to="hand", says_your_hand=True)

    # -- "for as long as ~ remains tapped / on the battlefield" (CR 611.2b) --------------------
    _UNTIL_EOT_7 = Token("DURATION", " until end of turn")

    @staticmethod
    def _while(effect: m.Effect, words: Token) -> m.Effect:
        text = str(words).lower()
        duration = WHILE_TAPPED if text.endswith("tapped") else WHILE_CONTROLLED if \
            "you control" in text else WHILE_ON_BATTLEFIELD
        if not isinstance(effect, (m.ModifyPT, m.GrantAbilities, m.GainControl)):
            raise FamilyError("'for as long as ~ remains …' after an effect with no duration")
        return replace(effect, duration=duration)

    def e_steal_while(self, what: str, words: Token) -> m.Effect:
        """"gain control of target creature for as long as ~ remains on the battlefield"."""
        return self._while(m.GainControl(what=what), words)

    def e_pump_while(self, on: str, pt: Token, words: Token) -> m.Effect:
        """"Target creature gets +1/+1 for as long as ~ remains tapped"."""
        return self._while(self.e_pump(on, pt, self._UNTIL_EOT_7),  # type: ignore[attr-defined]
                           words)

    def e_pump_all_while(self, *parts: object) -> m.Effect:
        """"All creatures get +2/+2 for as long as ~ remains tapped"."""
        words = parts[-1]
        assert isinstance(words, Token)
        return self._while(self.e_pump_all(  # type: ignore[attr-defined]
            *parts[:-1], self._UNTIL_EOT_7), words)

    def e_has_while(self, on: str, keywords: tuple[m.Keyword, ...], words: Token) -> m.Effect:
        """"Target creature you control other than ~ has shroud for as long as ~ remains
        tapped" (layer 6)."""
        return self._while(m.GrantAbilities(keywords=keywords, on=on, wording=HAS), words)

    def e_doesnt_untap_while(self, on: str, words: Token) -> m.Effect:
        """"It doesn't untap during its controller's untap step for as long as ~ remains
        tapped" (CR 502.3)."""
        return self._while(m.GrantAbilities(on=on, rules=("doesnt_untap",)), words)

    def e_that_doesnt_untap_while(self, noun: Token, words: Token) -> m.Effect:
        """"That creature / That permanent doesn't untap …": the target tapped before it."""
        if not self.targets:
            raise FamilyError("'that creature' without a creature named before it")
        return self._while(m.GrantAbilities(on=f"target:{len(self.targets) - 1}",
                                            rules=("doesnt_untap",), says_that=True,
                                            wording=f"that {str(noun).lower()}"), words)

    @staticmethod
    def e_assigns_no_combat_damage(on: str) -> m.Effect:
        """"~ assigns no combat damage this turn" (CR 510.1a; ``combat._deals_now``)."""
        return m.GrantAbilities(on=on, rules=(ASSIGNS_NO_COMBAT_DAMAGE,))

    # -- what it had, as it last existed (CR 603.10a, 608.2h) -----------------------------------
    def _had_ref(self, subject: Token) -> str:
        """"it": the trigger's object; "that creature": the creature targeted before it."""
        if str(subject).lower() == "it":
            return "it"
        if not self.targets:
            raise FamilyError("'that creature' without a creature named before it")
        return f"target:{len(self.targets) - 1}"

    def c_had_counters(self, subject: Token) -> m.Condition:
        """"if it had counters on it" (any kind)."""
        return m.Condition(kind=HAD_COUNTERS, ref=self._had_ref(subject), amount=1,
                           state=str(subject).lower())

    def c_had_one_or_more(self, subject: Token) -> m.Condition:
        """"if it had one or more counters on it"."""
        return m.Condition(kind=HAD_COUNTERS, ref=self._had_ref(subject), amount=1,
                           state=f"{str(subject).lower()}|one_or_more")

    def c_had_a_counter(self, subject: Token, _article: Token, kind: Token) -> m.Condition:
        """"if it had a +1/+1 counter on it"."""
        return m.Condition(kind=HAD_COUNTERS, ref=self._had_ref(subject), amount=1,
                           counter=str(kind).lower(), state=str(subject).lower())

    def c_had_n_counters(self, subject: Token, word: Token, kind: Token) -> m.Condition:
        """"if it had two or more +1/+1 counters on it"."""
        return m.Condition(kind=HAD_COUNTERS, ref=self._had_ref(subject),
                           amount=_NUMBERS[str(word).lower()], counter=str(kind).lower(),
                           state=str(subject).lower())

    def c_had_no_counters(self, subject: Token, kind: Token) -> m.Condition:
        """"if it had no time counters on it": not one (``negate``)."""
        return m.Condition(kind=HAD_COUNTERS, ref=self._had_ref(subject), amount=1,
                           counter=str(kind).lower(), negate=True,
                           state=str(subject).lower())

    @staticmethod
    def c_was_subtype(_article: Token, subtype: Token) -> m.Condition:
        """"if it was a Human" (the dead creature's last known subtypes)."""
        return m.Condition(kind=WAS_A, ref="it", filter=m.Filter(subtypes=(str(subtype),)))

    def c_was_card(self, _article: Token, card: _Noun) -> m.Condition:
        """"if it was a creature card": the card targeted before it, wherever the effect put
        it (CR 400.7: followed to its new zone, 608.2h)."""
        if not self.targets:
            raise FamilyError("'it was a … card' without a card named before it")
        return m.Condition(kind=WAS_A, ref=f"target:{len(self.targets) - 1}", filter=card.filter,
                           state="card")

    def c_you_cast_it(self) -> m.Condition:
        """"if you cast it": the trigger's object (an entering permanent) was cast (601.2)."""
        if self.it_subject not in ("self", "filter"):
            raise FamilyError("'if you cast it' without an object the trigger names")
        return m.Condition(kind=WAS_CAST, ref="it")

    # -- "must be blocked this turn if able" (CR 509.1c) ----------------------------------------
    @staticmethod
    def e_must_be_blocked_turn(what: str) -> m.Effect:
        """"It must be blocked this turn if able." (a requirement until end of turn)."""
        return m.GrantAbilities(on=what, rules=("must_be_blocked",), wording=MUST_BE_BLOCKED)

    @staticmethod
    def e_and_must_be_blocked(effect: Any) -> Any:
        """"… gets +3/+3 until end of turn and must be blocked this turn if able": the same
        object (or the same creatures) as the effect before it, for the same turn."""
        items = list(effect) if isinstance(effect, list) else [effect]
        last = items[-1]
        if not isinstance(last, (m.ModifyPT, m.GrantAbilities)) or \
                last.duration != "end_of_turn" or (isinstance(last, m.GrantAbilities) and (
                    last.rules or last.wording or last.says_that)):
            raise FamilyError("'and must be blocked' after an effect with no object this turn")
        grant = m.GrantAbilities(on=last.on, filter=last.filter, rules=("must_be_blocked",),
                                 wording=MUST_BE_BLOCKED_AND,
                                 says_each=getattr(last, "says_each", False))
        return _joined((effect, grant), "and")

    # -- spells cast this turn (CR 601.2i) ------------------------------------------------------
    @staticmethod
    def c_cast_this_turn(_article: Token, kind: Token) -> m.Condition:
        """"if you've cast an instant or sorcery spell this turn"."""
        return m.Condition(kind=CAST_THIS_TURN, amount=1, state=str(kind).lower())

    @staticmethod
    def c_cast_n_this_turn(word: Token, kind: Token) -> m.Condition:
        """"if you've cast three or more instant and sorcery spells this turn"."""
        return m.Condition(kind=CAST_THIS_TURN, amount=_NUMBERS[str(word).lower()],
                           state=str(kind).lower())

    # -- what happened this turn ----------------------------------------------------------------
    @staticmethod
    def c_n_died(word: Token) -> m.Condition:
        """"if three or more creatures died this turn" (CR 700.4)."""
        return m.Condition(kind=DIED_THIS_TURN, amount=_NUMBERS[str(word).lower()])

    @staticmethod
    def c_none_died() -> m.Condition:
        """"if no creatures died this turn": not even one."""
        return m.Condition(kind=DIED_THIS_TURN, amount=1, negate=True)

    @staticmethod
    def c_died_yours() -> m.Condition:
        """"a creature died under your control this turn" (its controller as it died)."""
        return m.Condition(kind=DIED_THIS_TURN, amount=1, ref="you")

    @staticmethod
    def c_opp_lost_n(who: Token, n: Token) -> m.Condition:
        """"if an opponent / a player / you lost 3 or more life this turn" (CR 119.3)."""
        return m.Condition(kind=OPPONENT_LOST_AT_LEAST, amount=int(n),
                           ref=_LOSERS[str(who).lower()])

    def c_that_player_no_spell(self) -> m.Condition:
        """"if that player didn't cast a spell this turn" (the player the trigger names)."""
        if self.trigger_rule == "":
            raise FamilyError("'that player' without a player the trigger names")
        return m.Condition(kind=CAST_THIS_TURN, amount=1, state="spell", ref="that_player",
                           negate=True)

    def c_that_player_no_kind(self, _article: Token, kind: Token) -> m.Condition:
        """"if that player didn't cast a creature spell this turn"."""
        if self.trigger_rule == "":
            raise FamilyError("'that player' without a player the trigger names")
        return m.Condition(kind=CAST_THIS_TURN, amount=1, state=str(kind).lower(),
                           ref="that_player", negate=True)

    # -- the trigger's object and ~ now ---------------------------------------------------------
    def c_it_has_keyword(self, keyword: Token) -> m.Condition:
        """"if it has madness": the trigger's object (a card discarded) has the keyword."""
        if self.it_subject not in ("self", "filter") and not self.trigger_rule:
            raise FamilyError("'if it has …' without an object the trigger names")
        return m.Condition(kind=IT_HAS_KEYWORD, ref="it",
                           filter=m.Filter(keywords=(str(keyword).lower(),)))

    @staticmethod
    def c_entered_this_turn(who: Token) -> m.Condition:
        """"if ~ entered the battlefield this turn" / "as long as it entered …" (~ itself)."""
        return m.Condition(kind=ENTERED_THIS_TURN, ref="self" if str(who) == "~" else "it")

    def c_its_power(self, tense: Token, n: Token, side: Token) -> m.Condition:
        """"if its power is 2 or less" / "if its power was 3 or greater": the trigger's object
        now, or as it last existed (608.2h)."""
        if not self.trigger_rule:
            raise FamilyError("'its power' without an object the trigger names")
        return m.Condition(kind=ITS_POWER, ref="it", amount=int(n),
                           state=f"{str(tense).lower()}|{str(side).lower()}")

    @staticmethod
    def c_created_token() -> m.Condition:
        """"if you created a token this turn": a token you own entered this turn (111.2)."""
        return m.Condition(kind=CREATED_TOKEN)

    @staticmethod
    def c_most_common_color(color: Token) -> m.Condition:
        """"black is the most common color among all permanents or is tied for most common"."""
        return m.Condition(kind=MOST_COMMON_COLOR, zone=_COLORS[str(color).lower()])

    @staticmethod
    def c_opponent_monarch() -> m.Condition:
        """"if an opponent is the monarch" (CR 722.1)."""
        return m.Condition(kind=OPPONENT_MONARCH)
