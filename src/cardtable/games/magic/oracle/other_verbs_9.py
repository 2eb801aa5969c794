"""Parse tree → model values for the other effect verbs of issue 29, ninth wave (helper h9-ev3;
grammar block "issue 29 (h9-ev3): the other effect verbs, ninth wave"). The pieces are listed in
``docs/effects-7b.md`` ("The ninth wave").

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Tree, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.other_verbs_9 import (
    ASSIGNS_TOUGHNESS,
    NEXT_UNTAP,
    NEXT_UNTAP_TAILS,
    SUBJECT_AND,
    YOU_AND,
)
from cardtable.games.magic.oracle.builder_base import _COLORS, BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.joins import _joined
from cardtable.games.magic.oracle.other_verbs_7_families import _quoted_ability

_IT = re.compile(r"\bit\b", re.IGNORECASE)


def self_before_it(tree: Tree[Token], line: str) -> bool:
    """An activated ability (CR 602) that names ~ before its first "it": "Remove a +1/+1
    counter from ~: It deals 1 damage to any target." (Walking Ballista), "Discard a card: ~
    gains hexproof until end of turn. Tap it." (Dream Trawler), "Untap ~. Put a +1/+1 counter
    on it." — with no target before it, that "it" is the source (608.2h). A target named
    before the "it" still takes it (``filters_builder.it_ref`` looks at the targets first)."""
    head = tree.children[0] if tree.children else None
    if not isinstance(head, Tree) or head.data != "activated":
        return False
    found = _IT.search(line)
    return found is not None and "~" in line[:found.start()]


@dataclass(frozen=True, slots=True)
class _TokenMaker:
    """A ``player_verb`` maker: ``token`` created under the player ``who`` names."""

    token: m.CreateToken

    def __call__(self, amount: m.Quantity, who: str) -> m.Effect:
        return replace(self.token, controller=who)


@v_args(inline=True)
class OtherVerbs9Families(BuilderMixin):
    """The ninth wave's builder methods (names prefixed ``ev9_``)."""

    @staticmethod
    def ev9_effect(value: Any) -> Any:
        """A ninth-wave rule that only names another (set at a lower priority)."""
        return value

    # -- "PLAYER creates TOKEN" (CR 111.2) -----------------------------------------------------
    def ev9_pv_creates(self, token: m.Effect) -> tuple[Any, ...]:
        """"Target opponent creates a 1/1 green Hippo creature token." — a player verb whose
        maker gives the token to that player (``player_verb`` values are built as
        ``kind(amount=, who=)``)."""
        if not isinstance(token, m.CreateToken) or token.controller != m.YOU:
            raise FamilyError("'creates' something that is not a token of its own")
        return (_TokenMaker(token), 0)


    # -- "… doesn't untap during its controller's next untap step" (CR 502.3, 611.2b) ----------
    @staticmethod
    def _ev9_untap(words: Token, *, many: bool) -> str:
        """The wording of the step (``model.other_verbs_9.NEXT_UNTAP``), its verb in the
        subject's number."""
        text = str(words).strip().lower()
        verb, _, tail = text.partition(" untap during ")
        if (verb == "don't") != many or tail not in NEXT_UNTAP_TAILS:
            raise FamilyError("'doesn't untap' in the other number")
        if tail == "that player's next untap step":
            raise FamilyError("'that player's next untap step' names a player, not the owner")
        return NEXT_UNTAP + tail

    def _ev9_no_untap(self, on: str, words: Token, *, many: bool) -> m.Effect:
        return m.GrantAbilities(on=on, rules=("doesnt_untap",), duration="next_untap",
                                wording=self._ev9_untap(words, many=many))

    def ev9_that_no_untap(self, said: Token, words: Token) -> m.Effect:
        """"Tap target land. That land doesn't untap during its controller's next untap
        step." — the ability's last target, one object; with no target, the object the
        trigger names ("Whenever an opponent taps a land for mana, that land …")."""
        printed = str(said).lower()
        if self.targets:
            spec = self.targets[-1]
            if spec.count != 1 or spec.count_x or spec.what in ("player", "spell", "card"):
                raise FamilyError(f"'{printed}' after a target that is not one permanent")
            return self._ev9_no_untap(f"as:{printed}:target:{len(self.targets) - 1}", words,
                                      many=False)
        if self.it_subject != "filter":
            raise FamilyError(f"'{printed}' without a permanent named before it")
        return self._ev9_no_untap(f"as:{printed}:it", words, many=False)

    def ev9_those_no_untap(self, said: Token, words: Token) -> m.Effect:
        """"Tap up to two target creatures. Those creatures don't untap during their
        controllers' next untap steps." — the ability's last target of several."""
        printed = str(said).lower()
        if not self.targets:
            raise FamilyError(f"'{printed}' without targets named before it")
        spec = self.targets[-1]
        if not (spec.count > 1 or spec.count_x) or spec.what in ("player", "spell", "card"):
            raise FamilyError(f"'{printed}' after a target that is not several permanents")
        return self._ev9_no_untap(f"as:{printed}:target:{len(self.targets) - 1}", words,
                                  many=True)

    def ev9_target_no_untap(self, on: str, words: Token) -> m.Effect:
        """"Up to three target lands don't untap during their controller's next untap step."
        (Reduce; one target object is read by the older ``e_no_untap_next``)."""
        spec = self.targets[int(on.split(":")[1])] if on.startswith("target:") else None
        if spec is None or not (spec.count > 1 or spec.count_x):
            raise FamilyError("'don't untap' said of one target")
        return self._ev9_no_untap(on, words, many=True)

    def ev9_each_no_untap(self, noun: Any, words: Token) -> m.Effect:
        """"Each attacking creature doesn't untap during its controller's next untap step."
        (Tangle): every permanent of the kind as it resolves (CR 611.2c)."""
        return m.GrantAbilities(filter=noun.filter, rules=("doesnt_untap",),
                                duration="next_untap",
                                wording=self._ev9_untap(words, many=False), says_each=True)

    # -- "assigns combat damage equal to its toughness rather than its power" (CR 510.1a) ------
    @staticmethod
    def ev9_s_assigns_toughness() -> list[m.ContinuousEffect]:
        """A static part: the creatures the subject names assign combat damage equal to their
        toughness (combat.combat_damage_of)."""
        return [m.ContinuousEffect(layer="rules", rule=ASSIGNS_TOUGHNESS)]

    @staticmethod
    def ev9_subj_each(noun: Any) -> dict[str, Any]:
        """"Each creature you control" as a static's subject: every permanent the noun matches,
        worded one at a time (``ContinuousEffect.says_each``)."""
        return {"affected": "filter", "filter": noun.filter, "says_each": True}

    # -- a pump and a grant of one object in Oracle's other orders (CR 611.2c) -----------------
    def _ev9_pump_grant(self, on: str, pt: Token, keywords: tuple[m.Keyword, ...],
                        wording: str) -> list[m.Effect]:
        p, t = self._pt(pt)  # type: ignore[attr-defined]
        return [m.ModifyPT(power=p, toughness=t, on=on),
                m.GrantAbilities(keywords=keywords, on=on, wording=wording)]

    def ev9_grant_pump(self, on: str, keywords: tuple[m.Keyword, ...], pt: Token,
                       _duration: Token) -> list[m.Effect]:
        """"Target creature gains trample and gets +X/+X until end of turn"."""
        return self._ev9_pump_grant(on, pt, keywords, "gain_first")

    def ev9_until_pump_grant(self, on: str, pt: Token,
                             keywords: tuple[m.Keyword, ...]) -> list[m.Effect]:
        """"Until end of turn, target creature gets +2/+0 and gains trample"."""
        return self._ev9_pump_grant(on, pt, keywords, "until_first")

    def ev9_until_grant_pump(self, on: str, keywords: tuple[m.Keyword, ...],
                             pt: Token) -> list[m.Effect]:
        """"Until end of turn, target creature gains trample and gets +X/+X"."""
        return self._ev9_pump_grant(on, pt, keywords, "until_gain_first")

    def ev9_until_pump_quoted(self, on: str, pt: Token, *parts: Any) -> list[m.Effect]:
        """"Until end of turn, target creature gets +2/+0 and gains "When this creature dies,
        …"" (CR 113.7a: the quoted ability is the creature's for the turn)."""
        inner = parts[-1]
        if len(parts) > 1:
            raise FamilyError("a conjunction before the only quoted ability")
        return self._ev9_pump_grant_quoted(on, pt, (), inner)

    def ev9_until_pump_kw_quoted(self, on: str, pt: Token, keywords: tuple[m.Keyword, ...],
                                 _and: Token, inner: Token) -> list[m.Effect]:
        """"… gets +3/+3 and gains trample and "Whenever this creature deals combat damage to
        a player, draw that many cards."" (keywords, then the quoted ability)."""
        return self._ev9_pump_grant_quoted(on, pt, keywords, inner)

    def _ev9_pump_grant_quoted(self, on: str, pt: Token, keywords: tuple[m.Keyword, ...],
                               inner: Token) -> list[m.Effect]:
        p, t = self._pt(pt)  # type: ignore[attr-defined]
        return [m.ModifyPT(power=p, toughness=t, on=on),
                m.GrantAbilities(keywords=keywords, abilities=(_quoted_ability(inner),), on=on,
                                 wording="until_first")]

    # -- "… becomes a [COLOR] SUBTYPE with base power and toughness P/T" (CR 205.1b, 613.4b) ----
    @staticmethod
    def _ev9_becomes(on: str, parts: tuple[Any, ...], *, first: bool) -> m.Effect:
        colors: tuple[str, ...] = ()
        subtype = pt = ""
        keywords: tuple[m.Keyword, ...] = ()
        for part in parts:
            if not isinstance(part, Token):
                continue
            if part.type == "BECOME_COLORS":
                colors = tuple(_COLORS[c] for c in str(part).strip().lower().split(" and "))
            elif part.type == "SUBTYPE":
                subtype = str(part)
            elif part.type == "PT":
                pt = str(part)
            elif part.type in ("EV9_GAINS", "EV9_WITH_KW"):
                keywords = (m.Keyword(str(part).strip().lower().split(" ", 2)[-1]
                                      if part.type == "EV9_GAINS"
                                      else str(part).strip().lower().split(" ", 1)[1]),)
        p, t = pt.split("/")
        if not (p.isdigit() and t.isdigit()):
            raise FamilyError("a base power and toughness that is not a number")
        return m.Becomes(on=on, colors=colors, subtypes=(subtype,) if subtype else (),
                         power=int(p), toughness=int(t), keywords=keywords, duration_first=first)

    def ev9_until_becomes_type(self, on: str, *parts: Any) -> m.Effect:
        """"Until end of turn, target creature becomes a blue Serpent with base power and
        toughness 5/5." (Serpentine Ambush)."""
        return self._ev9_becomes(on, parts, first=True)

    def ev9_becomes_type(self, on: str, *parts: Any) -> m.Effect:
        """"Target creature becomes a Frog with base power and toughness 3/3 until end of
        turn." (Omnibian)."""
        return self._ev9_becomes(on, parts, first=False)

    def ev9_until_base_gains(self, on: str, *parts: Any) -> m.Effect:
        """"Until end of turn, target creature you control has base power and toughness 5/5
        and gains trample." (Creeperhulk; CR 613.4b, 613.1f)."""
        return self._ev9_becomes(on, parts, first=True)

    # -- "You and PLAYER each VERB" (CR 101.4) -------------------------------------------------
    @staticmethod
    def ev9_you_and_each(who: str, verb: tuple[Any, ...]) -> m.Effect:
        """"You and target opponent each draw a card." — one effect of both players."""
        if who in (m.YOU, "") or who.startswith("each"):
            raise FamilyError("'you and' a group of players")
        kind, n = verb[0], verb[1]
        if len(verb) > 2:
            raise FamilyError("'you and PLAYER each' with a verb of its own fields")
        effect: m.Effect = kind(amount=n, who=YOU_AND + who)
        return effect

    # -- a target and a group as one subject (CR 608.2c) ---------------------------------------
    def _ev9_group(self, noun: Any) -> m.Filter:
        flt: m.Filter = noun.filter
        if not flt.relation or not flt.related_other:
            raise FamilyError("a group beside a target that is not 'other … related to it'")
        return flt

    def _ev9_both_pump(self, on: str, flt: m.Filter, pt: Token, each: bool) -> list[m.Effect]:
        p, t = self._pt(pt)  # type: ignore[attr-defined]
        return _joined(([m.ModifyPT(power=p, toughness=t, on=on)],
                        [m.ModifyPT(power=p, toughness=t, filter=flt, says_each=each)]),
                       SUBJECT_AND)

    def ev9_target_and_each_pump(self, on: str, noun: Any, pt: Token,
                                 _duration: Token) -> list[m.Effect]:
        """"Target creature and each other creature that shares a color with it get +1/+1
        until end of turn." (Wojek Siren)."""
        return self._ev9_both_pump(on, self._ev9_group(noun), pt, True)

    def ev9_target_and_all_pump(self, on: str, noun: Any, pt: Token,
                                _duration: Token) -> list[m.Effect]:
        """"Target creature and all other creatures with the same name as that creature get
        -3/-3 until end of turn." (Bile Blight)."""
        return self._ev9_both_pump(on, self._ev9_group(noun), pt, False)

    def ev9_target_and_each_grant(self, on: str, noun: Any, keywords: tuple[m.Keyword, ...],
                                  _duration: Token) -> list[m.Effect]:
        """"Target creature and each other creature that shares a color with it gain haste
        until end of turn." (Surge of Zeal)."""
        return _joined(([m.GrantAbilities(keywords=keywords, on=on)],
                        [m.GrantAbilities(keywords=keywords, filter=self._ev9_group(noun),
                                          says_each=True)]), SUBJECT_AND)

    # -- "has base power N" (CR 613.4b) --------------------------------------------------------
    @staticmethod
    def ev9_base_power(on: str, power: Token, _duration: Token) -> m.Effect:
        """"Target attacking creature has base power 0 until end of turn." (Singing Tree)."""
        return m.Becomes(on=on, power=int(str(power)))
