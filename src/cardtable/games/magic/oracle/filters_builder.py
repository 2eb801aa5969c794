"""Parse tree → small values, keywords, filters and targets for the Oracle builder: numbers and
mana symbols (CR 107, CR 202.1), keywords (CR 702), object filters by type, color, subtype
and control (CR 205, CR 105, CR 109.4), and targets (CR 115.1, CR 601.2c), numbered left to
right within one ability. Mixed into the builder
:class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import keyword_name
from cardtable.games.magic.oracle.builder_base import (
    _COLORS,
    _NUMBERS,
    BuilderMixin,
    OracleCompileError,
    _Noun,
    _Restriction,
    _singular,
)
from cardtable.games.magic.oracle.choices_lowering import holds_choice_part


@v_args(inline=True)
class FilterBuilder(BuilderMixin):
    """Numbers, keywords, filters and targets; ``_target`` numbers the ability's targets."""

    # -- small values ---------------------------------------------------------------------
    def mana(self, *symbols: Token) -> str:
        return "".join(str(s) for s in symbols)

    def q_int(self, n: Token) -> int:
        return int(n)

    def q_x(self) -> m.Amount:
        return m.Amount(kind="x")

    def one_card(self) -> int:
        return 1

    def n_cards(self, word: Token) -> int | m.Amount:
        return m.Amount(kind="x") if str(word) == "X" else _NUMBERS[str(word).lower()]

    def x_cards(self) -> m.Amount:
        return m.Amount(kind="x")

    def one_p1(self) -> tuple[str, int]:
        return ("+1/+1", 1)

    def n_p1(self, word: Token) -> tuple[str, Any]:
        return ("+1/+1", self.n_cards(word))

    def one_m1(self) -> tuple[str, int]:
        return ("-1/-1", 1)

    def n_charge(self, word: Token) -> tuple[str, Any]:
        return ("charge", self.n_cards(word))

    def n_m1(self, word: Token) -> tuple[str, Any]:
        return ("-1/-1", self.n_cards(word))

    # -- keywords -------------------------------------------------------------------------
    def kw_simple(self, word: Token) -> m.Keyword:
        return m.Keyword(name=keyword_name(str(word)))

    def kw_cost(self, word: Token, mana: str) -> m.Keyword:
        return m.Keyword(name=keyword_name(str(word)), cost=m.Cost(mana=mana))

    def kw_amount(self, word: Token, n: Token) -> m.Keyword:
        return m.Keyword(name=keyword_name(str(word)), amount=int(n))

    def kw_protection(self, *colors: Token) -> m.Keyword:
        return m.Keyword(name="protection",
                         filter=m.Filter(colors=tuple(_COLORS[str(c).lower()] for c in colors)))

    def kw_affinity(self) -> m.Keyword:
        return m.Keyword(name="affinity_for_artifacts")  # CR 702.41

    def uncounterable_line(self) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="cant_be_countered", affected="self"),), zone="stack")

    def kw_enchant(self, noun: _Noun) -> m.Keyword:
        return m.Keyword(name="enchant", filter=noun.filter)

    def keyword_line(self, *keywords: m.Keyword) -> list[m.Keyword]:
        return list(keywords)

    def kw_list(self, *keywords: m.Keyword) -> tuple[m.Keyword, ...]:
        return keywords

    # -- filters and targets ----------------------------------------------------------------
    def adjectives(self, *words: Token) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for index, token in enumerate(words):
            if token.type == "ADJ_SEP":
                if str(token) == " or " and not (
                        str(words[index - 1]).lower() in _COLORS
                        and index + 1 < len(words) and str(words[index + 1]).lower() in _COLORS):
                    raise OracleCompileError("'or' between adjectives other than colors")
                if str(token).lower() == " and/or ":  # "white and/or blue" (QF2; CR 105.2)
                    if not (str(words[index - 1]).lower() in _COLORS and index + 1 < len(words)
                            and str(words[index + 1]).lower() in _COLORS):
                        raise OracleCompileError("'and/or' between adjectives other than colors")
                    out["says_and_or"] = True
                continue
            if token.type == "NON_SUBTYPE":  # "non-Spider creatures" (205.3)
                out["not_subtypes"] = (*out.get("not_subtypes", ()), str(token)[4:])
                continue
            word = str(token).lower()
            if word == "attacking or blocking":  # CR 506.4: in combat
                out["in_combat"] = True
            elif word in ("tapped", "attacking", "blocking"):
                out[word] = True
            elif word == "untapped":
                out["tapped"] = False
            elif word == "nontoken":
                out["token"] = False
            elif word in ("basic", "legendary"):
                out.setdefault("supertypes", ()).__class__  # noqa: B018
                out["supertypes"] = (*out.get("supertypes", ()), word.capitalize())
            elif word in ("nonbasic", "nonlegendary"):
                out["not_supertypes"] = (*out.get("not_supertypes", ()), word[3:].capitalize())
            elif word in _COLORS:
                out["colors"] = (*out.get("colors", ()), _COLORS[word])
            elif word in _COLOUR_WORDS:  # "target colorless creature" (CR 105.2a–c)
                out.update(_COLOUR_WORDS[word])
            elif word == "snow":  # "target snow land" (CR 205.4g)
                out["supertypes"] = (*out.get("supertypes", ()), "Snow")
            elif word == "nonsnow":
                out["not_supertypes"] = (*out.get("not_supertypes", ()), "Snow")
            elif word.startswith("non-"):  # "non-Vampire creature" (CR 205.3)
                out["not_subtypes"] = (*out.get("not_subtypes", ()), str(token)[4:])
            elif word.startswith("non") and word[3:] in _COLORS:
                out["not_colors"] = (*out.get("not_colors", ()), _COLORS[word[3:]])
            elif word.startswith("non"):
                out["not_types"] = (*out.get("not_types", ()), word[3:].capitalize())
            else:
                raise OracleCompileError(f"no meaning for the adjective {word!r}")
        return out

    def type_words(self, *words: Token) -> dict[str, Any]:
        types: list[str] = []
        subtypes: list[str] = []
        permanent = False
        for token in words:
            if token.type == "TYPE":
                # "permanent" is kept here for cards ("a permanent card": CR 110.4b); a
                # noun on the battlefield drops it (:meth:`noun`)
                types.append(str(token).capitalize())
            else:
                subtypes.append(str(token))
        out: dict[str, Any] = {"types": tuple(types), "subtypes": tuple(subtypes)}
        if permanent and not types and not subtypes:
            out["_permanent"] = True  # "permanent card" (CR 110.4a): kept for cards only
        return out

    def type_words_many(self, *words: Token) -> dict[str, Any]:
        if len(words) == 2 and words[0].type == "TYPE":
            # "artifact creatures": both types (CR 205.2)
            return {"all_types": (str(words[0]).capitalize(),
                                  _singular(str(words[1])).capitalize())}
        types: list[str] = []
        subtypes: list[str] = []
        for token in words:
            if token.type == "TYPES_PLURAL":
                if str(token).lower() != "permanents":
                    types.append(_singular(str(token)).capitalize())
            elif token.type == "SUBTYPE":  # "Sliver creatures": already singular
                subtypes.append(str(token))
            else:
                subtypes.append(_singular(str(token)))
        return {"types": tuple(types), "subtypes": tuple(subtypes)}

    def r_you(self) -> _Restriction:
        return _Restriction({"controller": "you"})

    def r_opp(self) -> _Restriction:
        return _Restriction({"controller": "opponent"})

    def r_not_you(self) -> _Restriction:
        return _Restriction({"controller": "not_you"})

    def r_power_min(self, n: Token) -> _Restriction:
        return _Restriction({"power_min": int(n)})

    def r_power_max(self, n: Token) -> _Restriction:
        return _Restriction({"power_max": int(n)})

    def r_mv_max(self, n: Token) -> _Restriction:
        return _Restriction({"mana_value_max": int(n)})

    def r_mv_min(self, n: Token) -> _Restriction:
        return _Restriction({"mana_value_min": int(n)})

    def r_flying(self) -> _Restriction:
        return _Restriction({"keywords": ("flying",)})

    def r_no_flying(self) -> _Restriction:
        return _Restriction({"not_keywords": ("flying",)})

    def _noun(self, parts: tuple[Any, ...]) -> _Noun:
        fields: dict[str, Any] = {}
        for part in parts:
            if isinstance(part, _Restriction) and "controller" in part.fields and (
                    "keywords" in fields or "not_keywords" in fields):
                fields["says_keyword_first"] = True  # "creature with flying you control"
            if isinstance(part, _Restriction):
                for key, value in part.fields.items():
                    if key in fields:
                        raise OracleCompileError(f"two restrictions on {key}")
                    fields[key] = value
            elif isinstance(part, dict):
                for key, value in part.items():
                    if value == () and key in ("types", "subtypes"):
                        continue
                    if key == "_permanent":
                        continue
                    fields[key] = value
        _colour_words(fields)
        return _Noun(m.Filter(**fields))

    def noun(self, *parts: Any) -> _Noun:
        noun = self._noun(parts)
        if "Permanent" in noun.filter.types:  # every object on the battlefield is one
            if noun.filter.types != ("Permanent",):
                raise OracleCompileError("'permanent' among other card types")
            return _Noun(replace(noun.filter, types=()))
        return noun

    def noun_many(self, *parts: Any) -> _Noun:
        return self._noun(parts)

    def card_noun(self, *parts: Any) -> _Noun:
        noun = self._noun(parts)
        if any(isinstance(p, dict) and p.get("_permanent") for p in parts):
            # "target permanent card from your graveyard" (CR 110.4a: a card of a permanent type)
            return _Noun(replace(noun.filter, types=("Permanent",)))
        return noun

    def any_spell(self) -> dict[str, Any]:
        return {}

    def typed_spell(self, *types: Token) -> dict[str, Any]:
        return {"types": tuple(str(t).capitalize() for t in types)}

    def creature_spell(self) -> dict[str, Any]:
        return {"types": ("Creature",)}

    def noncreature_spell(self) -> dict[str, Any]:
        return {"not_types": ("Creature",)}

    def spell_words(self, value: dict[str, Any]) -> dict[str, Any]:
        return value

    def noun_spell(self, *parts: Any) -> _Noun:
        return self._noun(parts)

    def _target(self, spec: m.TargetSpec) -> str:
        if holds_choice_part(spec):  # "target … of the creature type of your choice" (601.2c)
            raise OracleCompileError("a target of a type or color chosen on resolution")
        self.targets.append(spec)
        return f"target:{len(self.targets) - 1}"

    def _permanent_spec(self, f: m.Filter, **extra: Any) -> m.TargetSpec:
        if f.types == ("Creature",) and not f.all_types and not f.or_subtypes:
            return m.TargetSpec("creature", replace(f, types=()), **extra)
        return m.TargetSpec("permanent", f, **extra)

    def t_noun(self, noun: _Noun) -> str:
        return self._target(self._permanent_spec(noun.filter))

    def t_another(self, noun: _Noun) -> str:
        # "another target": not this object (the filter's ``other``) and not a target chosen
        # before it in the same ability (CR 115.3, ``distinct_from``).
        earlier = tuple(range(len(self.targets)))
        return self._target(self._permanent_spec(replace(noun.filter, other=True),
                                                 distinct_from=earlier))

    def t_any(self) -> str:
        return self._target(m.TargetSpec("any"))

    def t_player(self) -> str:
        return self._target(m.TargetSpec("player"))

    def t_opponent(self) -> str:
        return self._target(m.TargetSpec("player", player="opponent"))

    def t_spell(self, noun: _Noun) -> str:
        return self._target(m.TargetSpec("spell", noun.filter, zone="stack"))

    def t_gy_card(self, noun: _Noun) -> str:
        return self._target(m.TargetSpec("card", replace(noun.filter, owner="you"),
                                         zone="graveyard"))

    def t_up_to(self, word: Token, noun: _Noun) -> str:
        if str(word).upper() == "X":  # "up to X target creatures" (601.2c)
            return self._target(self._permanent_spec(noun.filter, count_x=True, min_count=0))
        n = _NUMBERS[str(word).lower()]
        return self._target(self._permanent_spec(noun.filter, count=n, min_count=0))

    def t_n(self, word: Token, noun: _Noun) -> str:
        if str(word).upper() == "X":  # "X target creatures": X fixes the count (601.2b–c)
            return self._target(self._permanent_spec(noun.filter, count_x=True))
        n = _NUMBERS[str(word).lower()]
        return self._target(self._permanent_spec(noun.filter, count=n))

    def target(self, ref: str) -> str:
        return ref

    def self_ref(self) -> str:
        return m.SELF

    def it_ref(self) -> str:
        if self.targets and not (self.targets[-1].what == "player"
                                 and self.it_subject in ("self", "filter")):
            # "it" never names a player: after "target opponent" it is the trigger's object
            # ("When ~ enters, target opponent gains control of it."; h7-ev3)
            return f"target:{len(self.targets) - 1}"
        if self.it_subject in ("self", "filter"):
            # the object the trigger names (CR 603.10), which the engine passes as "it"
            return "it"
        if self.it_subject == "attached":  # "if enchanted permanent is tapped, untap it"
            return "as:it:enchanted"  # (oracle/conditions_7.py): the condition's object
        if self.it_subject == "self_antecedent":  # "if ~ is tapped, put a counter on it"
            return "as:it:self"  # (oracle/keywords_8.self_antecedent; h8-kw)
        if self.self_before_it:  # "~ gains hexproof until end of turn. Tap it." (h9-ev3)
            return "as:it:self"
        raise OracleCompileError("'it' without an object it could name")

    def enchanted_ref(self) -> str:
        return "enchanted"

    def equipped_ref(self) -> str:
        return "equipped"

    def that_player(self) -> str:
        """"that player" as an object ("~ deals 2 damage to that player"): the player the
        trigger's event names (CR 603.2, 608.2h) — the caster, the drawer, the player dealt
        combat damage, the player whose step it is — the engine's ``triggering_player``
        (trigger_events.trigger_binds for the composed events, the rules below for the
        templates)."""
        if "player" in self.trigger_binds or self.trigger_rule in _THAT_PLAYER_TRIGGERS:
            return "triggering_player"
        # h9-ev2: else the ability's one target player, or the controller of its one target
        # object an opponent controls (oracle/harm_verbs_9.py)
        return self.ev9_that_player_of_target()  # type: ignore[attr-defined,no-any-return]

    def you_ref(self) -> str:
        return m.YOU

    def object(self, ref: str) -> str:
        return ref

    def to_object(self, ref: str) -> list[str]:
        return [ref]

    def to_each_creature(self) -> list[str]:
        return ["each_creature"]

    def to_each_opponent(self) -> list[str]:
        return ["each_opponent"]

    def to_each_player(self) -> list[str]:
        return ["each_player"]

    def to_each_creature_player(self) -> list[str]:
        return ["each_creature", "each_player"]


# The triggers whose event names one player (triggers.py puts it in the event as "player"):
# "that player" in their effect is that player (issue 28, the anaphor as an object).
_THAT_PLAYER_TRIGGERS = frozenset({
    "trig_opponent_draws", "trig_opponent_casts", "trig_player_casts", "trig_opponent_discards",
    "trig_self_combat_damage", "trig_filter_combat_damage", "trig_equipped_combat_damage",
    "trig_step", "trig_each_players_end_step"})

# "Colorless spells", "multicolored creatures", "monocolored creatures": colour words (CR
# 105.2a–c), which read like subtypes in a noun ("Sliver creatures") but are no subtype.
_COLOUR_WORDS: dict[str, dict[str, bool]] = {
    "colorless": {"colorless": True},
    "multicolored": {"multicolored": True},
    "monocolored": {"multicolored": False, "colorless": False},
}


def _colour_words(fields: dict[str, Any]) -> None:
    """Move the colour words a noun read as subtypes to the filter's colour fields."""
    for key in ("subtypes", "not_subtypes"):
        words = fields.get(key, ())
        found = [w for w in words if w.lower() in _COLOUR_WORDS]
        if not found:
            continue
        fields[key] = tuple(w for w in words if w.lower() not in _COLOUR_WORDS)
        if not fields[key]:
            del fields[key]
        for word in found:
            for flag, value in _COLOUR_WORDS[word.lower()].items():
                # "noncolorless" / "non-multicolored" (rare): the opposite
                fields[flag] = value if key == "subtypes" else not value
