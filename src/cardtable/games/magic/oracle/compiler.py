"""Compiling Oracle text into the ability model (magic.md §2).

The grammar (``grammar.lark``, parsed with Lark's Earley parser) reads one ability line at a
time; :class:`_Build` turns the parse tree into the model's frozen values
(:mod:`cardtable.games.magic.abilities.model` — the same model the engine executes and the
TOML loader reads, never a second one). A line the grammar does not read, or reads into a shape
the builder refuses, is a *failing sentence*: the card is then not compiled at all.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Tree, v_args
from lark.exceptions import LarkError

from cardtable.core.errors import CardTableError
from cardtable.games.magic.abilities import model as m
from cardtable.games.magic.layers import keyword_name
from cardtable.games.magic.oracle.commander_families import CommanderFamilies
from cardtable.games.magic.oracle.families import (
    IT_EVENTS,
    Families,
    FamilyError,
    TriggerFamilies,
    _pt_value,
    static_effects,
)
from cardtable.games.magic.oracle.families_spells import SpellFamilies
from cardtable.games.magic.oracle.lands import ActivationRider, Lands
from cardtable.games.magic.oracle.normalize import split_abilities
from cardtable.games.magic.oracle.prefilter import unknown_word
from cardtable.games.magic.oracle.quantities import Quantities, QuantityError
from cardtable.games.magic.oracle.standins_families import StandinFamilies
from cardtable.games.magic.oracle.statics_families import InsteadLine, StaticsS4

GRAMMAR = Path(__file__).with_name("grammar.lark")

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_MODE_COUNTS: dict[str, tuple[int, int | None]] = {
    "one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2),
    "one or more": (1, None), "any number": (0, None), "up to one": (0, 1),
    "up to two": (0, 2), "up to three": (0, 3)}
_STEPS = {"upkeep": "upkeep", "end step": "end_step", "draw step": "draw_step",
          "precombat main phase": "precombat_main"}
_WHOSE = {"your": "you", "each opponent's": "opponent", "each": "each"}
_IRREGULAR_PLURALS = {"Elves": "Elf", "Dwarves": "Dwarf", "Fungi": "Fungus", "Merfolk": "Merfolk",
                      "Oxen": "Ox", "Homunculi": "Homunculus", "Wolves": "Wolf",
                      "Sheep": "Sheep"}


class OracleCompileError(CardTableError, ValueError):
    """A sentence of Oracle text the compiler cannot read (the card stays unsupported)."""


@cache
def parser() -> Lark:
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="earley", lexer="dynamic",
                start=["spell_line", "permanent_line", "mode_line"], ambiguity="resolve")


def _singular(word: str) -> str:
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


class _Joined(list[Any]):
    """Effects read from several clauses, with how the printed text joins each to the next
    (the model's ``joins``: ``"."``, ``"and"``, ``"then"``, ``""`` inside one template)."""

    joins: list[str]


def _joined(parts: Any, word: str) -> _Joined:
    out = _Joined()
    out.joins = []
    for part in parts:
        if isinstance(part, Tree):
            raise OracleCompileError(f"unread part {part.data}")
        items = list(part) if isinstance(part, list) else [part]
        inner = list(part.joins) if isinstance(part, _Joined) else [""] * (len(items) - 1)
        if out and items:
            out.joins.append(word)
        out.extend(items)
        out.joins.extend(inner)
    return out


def _joins_of(effects: Any) -> tuple[str, ...]:
    """The model's ``joins`` for a list of effects (``()`` when the render's usual wording is
    all it needs)."""
    joins = tuple(effects.joins) if isinstance(effects, _Joined) else ()
    return joins if any(joins) else ()


def _padded(joins: tuple[str, ...], count: int) -> tuple[str, ...]:
    return joins + ("",) * (max(count - 1, 0) - len(joins))


@dataclass(frozen=True, slots=True)
class _Noun:
    filter: m.Filter


@dataclass(frozen=True, slots=True)
class _Restriction:
    fields: dict[str, Any]


@v_args(inline=True)
class _Build(TriggerFamilies, Quantities, Lands, StaticsS4, CommanderFamilies,
             StandinFamilies, Families, SpellFamilies):
    """Parse tree → model values. Targets are numbered left to right within one ability (or
    one mode, CR 700.2 / MOD-4), as the model's ``"target:N"`` references say."""

    def __init__(self) -> None:
        super().__init__()
        self.targets: list[m.TargetSpec] = []

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
        self.targets.append(spec)
        return f"target:{len(self.targets) - 1}"

    def _permanent_spec(self, f: m.Filter, **extra: Any) -> m.TargetSpec:
        if f.types == ("Creature",) and not f.all_types:
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
        if self.targets:
            return f"target:{len(self.targets) - 1}"
        if self.it_subject in ("self", "filter"):
            # the object the trigger names (CR 603.10), which the engine passes as "it"
            return "it"
        raise OracleCompileError("'it' without an object it could name")

    def enchanted_ref(self) -> str:
        return "enchanted"

    def equipped_ref(self) -> str:
        return "equipped"

    def that_player(self) -> str:
        raise OracleCompileError("'that player' is not read yet")

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

    # -- effects ----------------------------------------------------------------------------
    def e_draw(self, n: m.Quantity) -> m.Effect:
        return m.DrawCards(amount=n)

    def e_discard(self, n: m.Quantity) -> m.Effect:
        return m.Discard(amount=n)

    def e_mill(self, n: m.Quantity) -> m.Effect:
        return m.Mill(amount=n)

    def e_gain(self, n: m.Quantity) -> m.Effect:
        return m.GainLife(amount=n)

    def e_gain_lost(self) -> m.Effect:
        return m.GainLife(amount=m.Amount(kind="life_lost_this_way"))

    def e_lose(self, n: m.Quantity) -> m.Effect:
        return m.LoseLife(amount=n)

    def e_damage(self, n: m.Quantity, recipients: list[str]) -> list[m.Effect]:
        return [m.DealDamage(amount=n, to=to) for to in recipients]

    def e_destroy(self, what: str) -> m.Effect:
        return m.Destroy(what=what)

    def e_destroy_no_regen(self, what: str) -> m.Effect:
        return m.Destroy(what=what, cant_regenerate=True)

    def e_destroy_no_regen_that(self, what: str) -> m.Effect:
        if not what.startswith("target:") or self.targets[-1].what != "creature":
            raise OracleCompileError("'that creature' names no target creature")
        return m.Destroy(what=what, cant_regenerate=True, says_that=True)

    def e_destroy_all_no_regen(self, noun: _Noun) -> m.Effect:
        return m.Destroy(filter=noun.filter, cant_regenerate=True)

    def e_destroy_two(self, a: str, b: str) -> list[m.Effect]:
        return [m.Destroy(what=a), m.Destroy(what=b)]

    def e_destroy_all(self, noun: _Noun) -> m.Effect:
        return m.Destroy(filter=noun.filter)

    def e_exile(self, what: str) -> m.Effect:
        return m.Exile(what=what)

    def e_bounce(self, what: str) -> m.Effect:
        return m.ReturnToHand(what=what)

    def e_bounce_all(self, noun: _Noun) -> m.Effect:
        return m.ReturnToHand(filter=noun.filter)

    def e_exile_all(self, noun: _Noun) -> m.Effect:
        return m.Exile(filter=noun.filter)

    def e_regrow(self, what: str) -> m.Effect:
        return m.ReturnFromGraveyard(what=what, to="hand")

    def e_reanimate(self, what: str, tapped: Token | None = None) -> m.Effect:
        return m.ReturnFromGraveyard(what=what, to="battlefield", tapped=tapped is not None)

    def e_counter(self, what: str) -> m.Effect:
        return m.CounterObject(what=what)

    def e_counter_unless(self, what: str, mana: str) -> m.Effect:
        return m.CounterObject(what=what, unless_pay=mana)

    def e_tap(self, what: str) -> m.Effect:
        return m.Tap(what=what)

    def e_tap_all(self, noun: _Noun) -> m.Effect:
        return m.Tap(filter=noun.filter)

    def e_untap(self, what: str) -> m.Effect:
        return m.Untap(what=what)

    def e_steal(self, what: str, duration: Token | None = None) -> m.Effect:
        return m.GainControl(what=what,
                             duration="end_of_turn" if duration is not None else "permanent")

    def e_pump(self, on: str, pt: Token, duration: Token | None = None) -> m.Effect:
        if duration is None:
            raise OracleCompileError("a P/T change with no duration")
        p, t = str(pt).split("/")
        return m.ModifyPT(power=_pt_value(p), toughness=_pt_value(t), on=on)

    def e_fog(self) -> m.Effect:
        return m.PreventDamage(all_damage=True, combat_only=True, by=m.Filter())

    def e_fog_by(self, noun: _Noun) -> m.Effect:
        return m.PreventDamage(all_damage=True, combat_only=True, by=noun.filter)

    def e_lose_all_pt(self, on: str, pt: Token) -> m.Effect:
        p, t = str(pt).split("/")
        return m.Becomes(on=on, lose_abilities=True, power=_pt_value(p),
                         toughness=_pt_value(t))

    def e_lose_all_become(self, on: str, color: Token, subtype: Token, pt: Token) -> m.Effect:
        p, t = str(pt).split("/")
        return m.Becomes(on=on, lose_abilities=True, colors=(_COLORS[str(color).lower()],),
                         subtypes=(str(subtype),), power=_pt_value(p), toughness=_pt_value(t))

    def e_grant(self, on: str, keywords: tuple[m.Keyword, ...], duration: Token) -> m.Effect:
        return m.GrantAbilities(keywords=keywords, on=on)

    def e_counters(self, counters: tuple[str, m.Quantity], on: str) -> m.Effect:
        return m.PutCounters(counter=counters[0], amount=counters[1], on=on)

    def e_player_counter(self, article: Token, kind: Token) -> m.Effect:
        # CR 122.1: a player gets a counter ("you get an experience counter")
        return m.PutCounters(counter=str(kind), amount=1, on=m.YOU)

    def e_counters_player_x(self, on: str, kind: Token) -> m.Effect:
        return m.PutCounters(counter="+1/+1", on=on, amount=m.Amount(
            kind="player_counters", counter=str(kind), ref=m.YOU))

    def e_counters_each(self, counters: tuple[str, m.Quantity], noun: _Noun) -> m.Effect:
        return m.PutCounters(counter=counters[0], amount=counters[1], filter=noun.filter)

    def e_scry(self, n: Token) -> m.Effect:
        return m.Scry(amount=int(n))

    def e_surveil(self, n: Token) -> m.Effect:
        return m.Surveil(amount=int(n))

    def e_add(self, mana: str) -> m.Effect:
        return m.AddMana(mana=mana)

    def e_add_choice(self, *choices: str) -> m.Effect:
        return m.AddMana(choices=choices)

    def e_add_any(self) -> m.Effect:
        return m.AddMana(choices=("any",))

    def _token(self, count: m.Quantity, pt: Token, colors: Token, types: Token,
               *rest: Any) -> m.Effect:
        card_type = next((str(r).strip().capitalize() for r in rest
                          if isinstance(r, Token) and r.type == "TOKEN_CARD_TYPE"), None)
        keywords = next((r for r in rest if isinstance(r, tuple)), None)
        tapped = any(isinstance(r, Token) and r.type == "TOKEN_TAPPED" for r in rest)
        has = next((r for r in rest if isinstance(r, _TokenHas)), None)
        p, t = str(pt).split("/")
        x_pt = (p, t) == ("X", "X")
        if "X" in (p, t) and not x_pt:
            raise OracleCompileError("X/N tokens are not read yet")
        if has is not None and has.plural != (count != 1):
            raise OracleCompileError("'It has' with several tokens or 'They have' with one")
        color_words = str(colors)
        cols = () if color_words == "colorless" else tuple(
            _COLORS[c] for c in color_words.split(" and "))
        subtypes = tuple(str(types).split())
        spec = m.TokenSpec(name=" ".join(subtypes), subtypes=subtypes, colors=cols,
                           types=(card_type, "Creature") if card_type else ("Creature",),
                           power=0 if x_pt else int(p), toughness=0 if x_pt else int(t),
                           abilities=tuple(keywords or ()) + ((has.ability,) if has else ()))
        if x_pt:  # "an X/X green Ooze creature token" (CR 107.3)
            return m.CreateToken(token=spec, count=count, tapped=tapped, power=m.Amount("x"),
                                 toughness=m.Amount("x"))
        return m.CreateToken(token=spec, count=count, tapped=tapped)

    def token_has(self, head: Token, inner: Token) -> _TokenHas:
        """". It has "Sacrifice this creature: Add {C}."" — the token's own ability, "this
        creature" being the token (CR 111.4)."""
        text = str(inner).replace("this creature", "~") + "."
        ability = compile_line(text, "permanent_line")
        if isinstance(ability, list) or not isinstance(ability, m.ABILITY_TYPES):
            raise OracleCompileError("a quoted token ability that is not one ability")
        return _TokenHas(ability, plural=str(head).startswith(". They"))

    def token_with(self, *keywords: m.Keyword) -> tuple[m.Keyword, ...]:
        return keywords

    @staticmethod
    def _tapped_last(parts: tuple[Any, ...]) -> tuple[Any, ...]:
        """"a tapped 2/2 …": the TOKEN_TAPPED word stands before the P/T; move it behind the
        fixed parts where :meth:`_token` looks for it."""
        tapped = tuple(p for p in parts if isinstance(p, Token) and p.type == "TOKEN_TAPPED")
        return tuple(p for p in parts if not (isinstance(p, Token)
                                              and p.type == "TOKEN_TAPPED")) + tapped

    def one_token(self, article: Token, *parts: Any) -> m.Effect:
        pt, colors, types, *rest = self._tapped_last(parts)
        return self._token(1, pt, colors, types, *rest)

    def n_tokens(self, word: Token, *parts: Any) -> m.Effect:
        pt, colors, types, *rest = self._tapped_last(parts)
        return self._token(self.n_cards(word), pt, colors, types, *rest)

    def treasure(self) -> m.Effect:
        from cardtable.games.magic.abilities.render_phrases import PREDEFINED_TOKENS

        return m.CreateToken(token=PREDEFINED_TOKENS["Treasure"])

    def n_treasure(self, word: Token) -> m.Effect:
        from cardtable.games.magic.abilities.render_phrases import PREDEFINED_TOKENS

        return m.CreateToken(token=PREDEFINED_TOKENS["Treasure"], count=self.n_cards(word))

    def e_token(self, effect: m.Effect) -> m.Effect:
        return effect

    def e_token_copy(self, what: str) -> m.Effect:
        return m.CreateTokenCopy(what=what)

    def e_token_copy_except(self, what: str, exc: m.CopyExcept) -> m.Effect:
        """"Create a token that's a copy of X, except …" (CR 707.9)."""
        return m.CreateTokenCopy(what=what, exceptions=exc)

    def except_also_type(self, kind: Token) -> m.CopyExcept:
        return m.CopyExcept(add_types=(str(kind).capitalize(),))

    def except_also_subtype(self, types: Token) -> m.CopyExcept:
        return m.CopyExcept(add_subtypes=tuple(str(types).split()))

    def except_has(self, keywords: tuple[m.Keyword, ...]) -> m.CopyExcept:
        return m.CopyExcept(keywords=keywords)

    def except_is(self, pt: Token, colors: Token, types: Token) -> m.CopyExcept:
        """"except it's a 1/1 green Frog" (707.9b: base P/T, colour, creature types set)."""
        p, t = str(pt).split("/")
        if not (p.isdigit() and t.isdigit()):
            raise OracleCompileError("an X in a copy's exception")
        words = str(colors)
        cols = () if words == "colorless" else tuple(_COLORS[c] for c in words.split(" and "))
        return m.CopyExcept(power=int(p), toughness=int(t), colors=cols,
                            subtypes=tuple(str(types).split()))

    def token(self, effect: m.Effect) -> m.Effect:
        return effect

    def e_fight(self, a: str, b: str) -> m.Effect:
        return m.Fight(a=a, b=b)

    def e_sac_self(self) -> m.Effect:
        return m.Sacrifice(what=m.SELF)

    def e_sac_it(self) -> m.Effect:
        """"sacrifice it": the object the trigger names (CR 603.2, "When ~ becomes the target
        of a spell or ability, sacrifice it.")."""
        return m.Sacrifice(what="it")

    def e_each_sac(self, article: Token, noun: _Noun) -> m.Effect:
        return m.Sacrifice(who="each_player", filter=noun.filter)

    def e_opp_sac(self, article: Token, noun: _Noun) -> m.Effect:
        return m.Sacrifice(who="each_opponent", filter=noun.filter)

    def e_target_sac(self, article: Token, noun: _Noun) -> m.Effect:
        return m.Sacrifice(who=self._target(m.TargetSpec("player")), filter=noun.filter)

    def e_proliferate(self) -> m.Effect:
        return m.Proliferate()

    def e_tutor(self, article: Token, noun: _Noun) -> m.Effect:
        return m.SearchLibrary(filter=noun.filter)

    def e_tutor_reveal(self, article: Token, noun: _Noun) -> m.Effect:
        return m.SearchLibrary(filter=noun.filter, reveal=True)

    def e_tutor_battlefield(self, article: Token, noun: _Noun,
                            tapped: Token | None = None) -> m.Effect:
        return m.SearchLibrary(filter=noun.filter, to="battlefield", tapped=tapped is not None)

    def e_regenerate(self, what: str) -> m.Effect:
        return m.Regenerate(what=what)

    # combat restrictions for a turn (509.1b): a rule change until end of turn
    def e_cant_block_turn(self, what: str) -> m.Effect:
        return m.GrantAbilities(on=what, rules=("cant_block",))

    def e_cant_block_turn_all(self, noun: _Noun) -> m.Effect:
        return m.GrantAbilities(filter=noun.filter, rules=("cant_block",))

    def e_unblockable_turn(self, what: str) -> m.Effect:
        return m.GrantAbilities(on=what, rules=("cant_be_blocked",))

    def e_tutor_battlefield_it(self, article: Token, noun: _Noun,
                               tapped: Token | None = None) -> m.Effect:
        return m.SearchLibrary(filter=noun.filter, to="battlefield", tapped=tapped is not None,
                               says_it=True)

    def e_prevent(self, n: Token, to: str) -> m.Effect:
        return m.PreventDamage(to=to, amount=int(n))

    # -- clauses ----------------------------------------------------------------------------
    @staticmethod
    def _flat(*items: Any) -> list[m.Effect]:
        out: list[m.Effect] = []
        for item in items:
            if isinstance(item, list):
                out.extend(item)
            elif isinstance(item, Tree):
                raise OracleCompileError(f"unread part {item.data}")
            else:
                out.append(item)
        return out

    def effect(self, item: Any) -> Any:
        return item

    def e_emblem(self, head: Token, inner: Token) -> m.Effect:
        """"You get an emblem with "ABILITY"" (CR 114.1): the quoted ability, one of them."""
        ability: m.Ability = compile_line(str(inner) + ".", "permanent_line")
        if isinstance(ability, list) or not isinstance(ability, m.ABILITY_TYPES):
            raise OracleCompileError("an emblem ability that is not one ability")
        return m.GetEmblem(abilities=(ability,))

    def clause_then(self, *effects: Any) -> list[m.Effect]:
        return _joined(effects, "then")

    def clause_delayed_upkeep(self, effect: Any) -> list[m.Effect]:
        """"EFFECT at the beginning of the next turn's upkeep" (CR 603.7a)."""
        return [m.DelayedTrigger(effects=tuple(self._flat(effect)), when="next_upkeep")]

    def clause_and(self, a: Any, b: Any) -> list[m.Effect]:
        return _joined((a, b), "and")

    def clause_may_gain(self, n: m.Quantity) -> list[m.Effect]:
        return [m.MayDo(effects=(m.GainLife(amount=n),))]

    def clause_may(self, effect: Any) -> list[m.Effect]:
        return [m.MayDo(effects=tuple(self._flat(effect)))]

    def clause_if_may(self, condition: m.Condition, effect: Any) -> list[m.Effect]:
        """"If COND, you may EFFECT" (Return to Dust)."""
        return self.clause_if(condition, [m.MayDo(effects=tuple(self._flat(effect)))])

    def clause_if(self, condition: m.Condition, effect: Any) -> list[m.Effect]:
        if condition.kind == "main_phase":
            # "If you cast this spell during your main phase, … target …": that target is
            # chosen only if the condition holds as the spell is cast (CR 601.2c, 115.3)
            for ref in _target_refs(effect):
                index = int(ref.split(":")[1])
                self.targets[index] = replace(self.targets[index], condition=condition)
        return [m.Conditional(condition=condition, effects=tuple(self._flat(effect)))]

    def sentence(self, clause: list[m.Effect]) -> list[m.Effect]:
        return clause

    def sentences(self, *clauses: list[m.Effect]) -> list[m.Effect]:
        return _joined(clauses, ".")

    def body(self, *clauses: list[m.Effect]) -> list[m.Effect]:
        return _joined(clauses, ".")

    # -- conditions -------------------------------------------------------------------------
    def c_control(self, article: Token, noun: _Noun) -> m.Condition:
        return m.Condition(kind="you_control", filter=noun.filter)

    def c_control_another(self, noun: _Noun) -> m.Condition:
        return m.Condition(kind="you_control", filter=replace(noun.filter, other=True))

    def c_eminence(self) -> m.Condition:
        # CR 113.6 / 903: an ability that says it works from the command zone (eminence)
        return m.Condition(kind="self_in_zones", zone="command,battlefield")

    def c_your_turn(self) -> m.Condition:
        return m.Condition(kind="your_turn")

    def c_kicked(self) -> m.Condition:
        return m.Condition(kind="kicked")  # CR 702.33d

    def c_life_at_most(self, n: Token) -> m.Condition:
        return m.Condition(kind="life_at_most", amount=int(n))

    def c_life_at_least(self, n: Token) -> m.Condition:
        return m.Condition(kind="life_at_least", amount=int(n))

    def condition(self, c: m.Condition) -> m.Condition:
        return c

    # -- costs ------------------------------------------------------------------------------
    def cost_mana(self, mana: str) -> dict[str, Any]:
        return {"mana": mana}

    def cost_tap(self) -> dict[str, Any]:
        return {"tap": True}

    def cost_sac_self(self) -> dict[str, Any]:
        return {"sacrifice_self": True}

    def cost_sac(self, article: Token, noun: _Noun) -> dict[str, Any]:
        return {"sacrifice": noun.filter}

    def cost_sac_another(self, noun: _Noun) -> dict[str, Any]:
        return {"sacrifice": replace(noun.filter, other=True)}

    def cost_life(self, n: Token) -> dict[str, Any]:
        return {"pay_life": int(n)}

    def cost_discard_self(self) -> dict[str, Any]:
        return {"discard_self": True}

    def cost_loyalty(self, token: Token) -> dict[str, Any]:
        text = str(token)[1:-1].replace("−", "-")
        return {"loyalty": int(text)}

    def cost(self, *parts: dict[str, Any]) -> m.Cost:
        fields: dict[str, Any] = {}
        for part in parts:
            for key in part:
                if key in fields:
                    raise OracleCompileError(f"the cost names {key} twice")
            fields.update(part)
        return m.Cost(**fields)

    def additional_cost_line(self, part: dict[str, Any]) -> m.Cost:
        return m.Cost(**part)

    # -- abilities --------------------------------------------------------------------------
    def once(self) -> int:
        return 1

    def activated(self, cost: m.Cost, effects: Any,
                  once: int | ActivationRider | None = None) -> m.ActivatedAbility:
        loyalty = cost.loyalty is not None
        if isinstance(once, ActivationRider):  # "Activate only if …" (CR 602.5b)
            return m.ActivatedAbility(cost=cost, effects=tuple(effects),
                                      targets=tuple(self.targets), condition=once.condition,
                                      timing=once.timing,
                                      zone="graveyard" if self.from_graveyard else "battlefield")
        if self.from_graveyard:
            return m.ActivatedAbility(cost=cost, effects=tuple(effects),
                                      targets=tuple(self.targets), zone="graveyard")
        if isinstance(effects, _ModalHead):
            return m.ActivatedAbility(cost=cost, timing="sorcery" if loyalty else "instant",
                                      per_turn=1 if loyalty else 0, modes=m.ModeChoice(
                                          modes=(), min_count=effects.low,
                                          max_count=effects.high, chooser=effects.chooser))
        return m.ActivatedAbility(cost=cost, effects=tuple(effects), targets=tuple(self.targets),
                                  timing="sorcery" if loyalty else "instant",
                                  per_turn=1 if (once or loyalty) else 0,
                                  joins=_joins_of(effects))

    def trig_self_enters(self) -> m.Trigger:
        return m.Trigger("enters")

    def trig_self_dies(self) -> m.Trigger:
        return m.Trigger("dies")

    def trig_self_attacks(self) -> m.Trigger:
        return m.Trigger("attacks")

    def trig_self_combat_damage(self) -> m.Trigger:
        return m.Trigger("deals_combat_damage_to_player")

    def trig_self_leaves(self) -> m.Trigger:
        return m.Trigger("leaves")

    def trig_self_put_gy(self) -> m.Trigger:
        """"When ~ is put into a graveyard from the battlefield" (CR 603.6c, 603.10a)."""
        return m.Trigger("put_into_graveyard")

    def trig_self_face_up(self) -> m.Trigger:
        """"When ~ is turned face up" (CR 702.37e, 708.8): morph.py fires it."""
        return m.Trigger("turned_face_up")

    def trig_self_targeted(self) -> m.Trigger:
        """"When ~ becomes the target of a spell or ability" (CR 603.2)."""
        return m.Trigger("becomes_target")

    def trig_other_enters(self, noun: _Noun) -> m.Trigger:
        if noun.filter.controller != "any":
            raise OracleCompileError("two controllers in one trigger")
        return m.Trigger("enters", subject="filter",
                         filter=replace(noun.filter, controller="you", other=True))

    def trig_any_enters(self, article: Token, noun: _Noun) -> m.Trigger:
        if noun.filter.controller != "any":
            raise OracleCompileError("two controllers in one trigger")
        return m.Trigger("enters", subject="filter", filter=replace(noun.filter,
                                                                    controller="you"),
                         self_first=False)

    def trig_other_dies(self, noun: _Noun) -> m.Trigger:
        return m.Trigger("dies", subject="filter", filter=replace(noun.filter, other=True))

    def trig_filter_dies(self, article: Token, noun: _Noun) -> m.Trigger:
        return m.Trigger("dies", subject="filter", filter=noun.filter, self_first=False)

    def trig_self_or_dies(self, noun: _Noun) -> m.Trigger:
        """"Whenever ~ or another Cleric dies": any Cleric, this one too (CR 603.10a)."""
        return m.Trigger("dies", subject="filter", filter=noun.filter, self_first=True)

    def trig_cast(self, article: Token, noun: _Noun) -> m.Trigger:
        return m.Trigger("cast", subject="filter", filter=noun.filter)

    def trig_cast_another(self, noun: _Noun) -> m.Trigger:
        return m.Trigger("cast", subject="filter", filter=replace(noun.filter, other=True))

    def trig_step(self, whose: Token, step: Token) -> m.Trigger:
        return m.Trigger(_STEPS[str(step).lower()], whose=_WHOSE[str(whose).lower()])

    def trig_combat(self, whose: Token) -> m.Trigger:
        return m.Trigger("beginning_of_combat", whose=_WHOSE[str(whose).lower()])

    def intervening(self, condition: m.Condition) -> m.Condition:
        return condition

    def tbody(self, item: Any) -> Any:
        return item

    def triggered(self, trigger: m.Trigger | tuple[m.Trigger, ...],
                  *rest: Any) -> m.TriggeredAbility | list[m.TriggeredAbility]:
        if isinstance(trigger, tuple):  # "enters or attacks": one ability per event
            return [self.triggered(t, *rest) for t in trigger]  # type: ignore[misc]
        condition = rest[0] if len(rest) == 2 else None
        body = rest[-1]
        if isinstance(body, _ModalHead):
            return m.TriggeredAbility(trigger=trigger, intervening_if=condition,
                                      modes=m.ModeChoice(modes=(), min_count=body.low,
                                                         max_count=body.high,
                                                         chooser=body.chooser,
                                                         repeat=body.repeat))
        effects = tuple(body)
        if trigger.event == "put_into_graveyard" and trigger.subject == "self":
            # "return ~ to its owner's hand": the card in the graveyard now (400.7, 603.10a)
            effects = tuple(m.ReturnFromGraveyard(m.SELF, to="hand")
                            if e == m.ReturnToHand(what=m.SELF) else e for e in effects)
        ability = m.TriggeredAbility(trigger=trigger, effects=effects,
                                     targets=tuple(self.targets), intervening_if=condition,
                                     joins=_joins_of(body))
        if trigger.event == "blocks_or_blocked":  # two events, two abilities (render.py)
            return [replace(ability, trigger=m.Trigger("blocks")),
                    replace(ability, trigger=m.Trigger("becomes_blocked"))]
        return ability

    # -- statics and replacements -------------------------------------------------------------
    def s_pump(self, pt: Token) -> list[m.ContinuousEffect]:
        p, t = str(pt).split("/")
        return [m.ContinuousEffect(layer="7c", power=_pt_value(p), toughness=_pt_value(t))]

    def s_keywords(self, keywords: tuple[m.Keyword, ...]) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="6", add_keywords=keywords)]

    def s_cant_block(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="cant_block")]

    def s_cant_attack(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="cant_attack")]

    def s_doesnt_untap(self) -> list[m.ContinuousEffect]:  # 502.3
        return [m.ContinuousEffect(layer="rules", rule="doesnt_untap")]

    def s_cant_attack_block(self) -> list[m.ContinuousEffect]:
        return self.s_cant_attack() + self.s_cant_block()

    # combat restrictions and requirements (CR 508.1c-d, 509.1b-c; combat_rules.py)
    def s_cant_be_blocked(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="cant_be_blocked")]

    def s_min_two_blockers(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="min_two_blockers")]

    def s_max_one_blocker(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="max_one_blocker")]

    def s_attacks_each_combat(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="attacks_each_combat")]

    def s_block_only_flyers(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="block_only_flyers")]

    def s_must_be_blocked(self) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule="must_be_blocked")]

    def s_cant_be_blocked_power(self, n: Token) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule=f"cant_be_blocked_power_max:{int(n)}")]

    def s_attack_needs_land(self, article: Token, subtype: Token) -> list[m.ContinuousEffect]:
        return [m.ContinuousEffect(layer="rules", rule=f"attack_needs_defender_land:{subtype}")]

    def lure_line(self, subject: dict[str, Any]) -> m.StaticAbility:
        return m.StaticAbility(effects=(
            m.ContinuousEffect(layer="rules", rule="all_must_block", **subject),))

    def static_parts(self, *parts: list[m.ContinuousEffect]) -> list[m.ContinuousEffect]:
        return [e for part in parts for e in part]

    def subj_self(self) -> dict[str, Any]:
        return {"affected": m.SELF}

    def subj_enchanted(self) -> dict[str, Any]:
        return {"affected": "enchanted"}

    def subj_equipped(self) -> dict[str, Any]:
        return {"affected": "equipped"}

    def subj_other(self, noun: _Noun) -> dict[str, Any]:
        return {"affected": "filter", "filter": replace(noun.filter, other=True)}

    def static_line(self, subject: dict[str, Any],
                    effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        return m.StaticAbility(effects=static_effects(subject, effects))

    def type_setting_line(self, noun: _Noun, types: Token) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="4", affected="filter", filter=noun.filter,
            set_subtypes=(_singular(str(types)) if str(types) != "Plains" else "Plains",)),))
    def can_be_commander(self) -> m.StaticAbility:
        # CMD-1.1 / CR 903.3d: a deck-building permission; it does nothing during a game
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules",
                                                           rule="can_be_commander"),))

    def no_max_hand_size(self) -> m.StaticAbility:
        # CR 402.2: the controller's maximum hand size (checked in cleanup, 514.1) is gone
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules", affected=m.YOU,
                                                           rule="no_max_hand_size"),))

    def rep_exile_anywhere(self) -> m.ReplacementAbility:
        """"If ~ would be put into a graveyard from anywhere, exile it instead." (CR 614.1a,
        614.6; it functions in every zone, 113.6b)."""
        return m.ReplacementAbility(event="to_graveyard", action="exile")

    def rep_exile_dies(self) -> m.ReplacementAbility:
        """"If ~ would die, exile it instead." (CR 614.6)."""
        return m.ReplacementAbility(event="dies", action="exile")

    def rep_tapped(self) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="tapped", self_replacement=True)

    def rep_counters_mana_spent(self) -> m.ReplacementAbility:
        # CR 601.2h: the mana paid for the spell, counted as the permanent enters
        return m.ReplacementAbility(event="enters", action="counters", counter="+1/+1",
                                    amount=m.Amount(kind="mana_spent"), self_replacement=True)

    def rep_tapped_counters(self, counters: tuple[str, m.Quantity]) -> list[m.Ability]:
        return [self.rep_tapped(), self.rep_counters(counters)]

    def rep_counters(self, counters: tuple[str, m.Quantity]) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="counters", counter=counters[0],
                                    amount=counters[1], self_replacement=True)

    def rep_counters_kicked(self, counters: tuple[str, m.Quantity]) -> m.ReplacementAbility:
        """"~ enters with a +1/+1 counter on it for each time it was kicked." (multikicker,
        CR 702.33c, 614.1c)."""
        if counters[1] != 1:
            raise OracleCompileError("several counters for each time it was kicked")
        return m.ReplacementAbility(event="enters", action="counters", counter=counters[0],
                                    amount=m.Amount(kind="kicks"), self_replacement=True)

    def rep_copy(self, noun: _Noun) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="copy", filter=noun.filter,
                                    optional=True)

    def rep_copy_except(self, noun: _Noun, exc: m.CopyExcept) -> m.ReplacementAbility:
        """"…, except it has haste" (CR 707.9, 614.1c)."""
        return m.ReplacementAbility(event="enters", action="copy", filter=noun.filter,
                                    optional=True, copy_except=exc)

    def rep_control_enchanted(self) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="2", affected="enchanted"),))

    # -- modal heads ------------------------------------------------------------------------
    def modal_you(self, count: Token) -> _ModalHead:
        low, high = _MODE_COUNTS[str(count).lower()]
        return _ModalHead(low, high, m.YOU)

    def modal_repeat(self, count: Token) -> _ModalHead:
        """"Choose three. You may choose the same mode more than once." (CR 700.2d)."""
        low, high = _MODE_COUNTS[str(count).lower()]
        return _ModalHead(low, high, m.YOU, repeat=True)

    def modal_opponent(self, count: Token) -> _ModalHead:
        low, high = _MODE_COUNTS[str(count).lower()]
        return _ModalHead(low, high, "opponent")

    # -- entry points -----------------------------------------------------------------------
    def spell_line(self, item: Any) -> Any:
        if isinstance(item, list) and item and isinstance(item[0], m.Keyword):
            return item
        if isinstance(item, (m.Cost, _ModalHead, m.StaticAbility, InsteadLine,
                             m.TriggeredAbility)):
            return item
        return m.SpellAbility(effects=tuple(self._flat(item)), targets=tuple(self.targets),
                              joins=_joins_of(item))

    def permanent_line(self, item: Any) -> Any:
        return item

    def mode_line(self, effects: list[m.Effect], nonzero: Token | None = None) -> m.Mode:
        return m.Mode(effects=tuple(effects), targets=tuple(self.targets),
                      x_min=1 if nonzero is not None else 0, joins=_joins_of(effects))


@dataclass(frozen=True, slots=True)
class _TokenHas:
    ability: Any
    plural: bool


@dataclass(frozen=True, slots=True)
class _ModalHead:
    low: int
    high: int | None
    chooser: str
    repeat: bool = False


_SELF_TRIGGERS = {"trig_self_enters": "enters", "trig_self_attacks": "attacks",
                  "trig_self_blocked": "becomes_blocked", "trig_self_blocks": "blocks",
                  "trig_self_blocks_or_blocked": "blocks_or_blocked",
                  "trig_self_combat_damage": "deals_combat_damage_to_player",
                  "trig_self_enters_or_attacks": "enters"}
_FILTER_TRIGGERS = {"trig_other_enters": "enters", "trig_any_enters": "enters",
                    "trig_creature_attacks_enchanted": "attacks",
                    "trig_filter_combat_damage": "deals_combat_damage_to_player"}


def _trigger_rule(tree: Tree[Token]) -> str:
    """The grammar rule of the trigger when ``tree`` is a triggered ability, else ``""``."""
    line = tree.children[0] if tree.children else None
    if isinstance(line, Tree) and line.data == "triggered" and line.children and \
            isinstance(line.children[0], Tree):
        return str(line.children[0].data)
    return ""


def _it_subject(tree: Tree[Token]) -> str:
    """``"self"`` when ``tree`` is a triggered ability of the object itself whose event names
    the object as "it" (:data:`IT_EVENTS`), ``"filter"`` for a trigger on another object
    entering, ``""`` otherwise: where a bare "it" may name the trigger's object."""
    if not tree.children or not isinstance(tree.children[0], Tree):
        return ""
    line = tree.children[0]
    if line.data == "activated" and line.children and isinstance(line.children[0], Tree) \
            and any(isinstance(c, Tree) and c.data == "cost_sac_self"
                    for c in line.children[0].children):
        return "sacrificed"  # "Sacrifice ~: It deals 1 damage to any target."
    if line.data == "triggered_cast_self":
        return ""
    if line.data == "triggered_cycle":
        return "cycled"  # "When you cycle ~, you may have it deal …" (702.29d)
    if line.data != "triggered" or not line.children or not isinstance(line.children[0], Tree):
        return ""
    trigger = str(line.children[0].data)
    if _SELF_TRIGGERS.get(trigger) in IT_EVENTS:
        return "self"
    if trigger in ("trig_self_dies", "trig_self_leaves"):
        return "self_gone"  # "When ~ dies, it deals 3 damage …": the source, last known
    if _FILTER_TRIGGERS.get(trigger) in IT_EVENTS:
        return "filter"
    return ""


def compile_line(line: str, start: str) -> Any:
    """One ability line (or one mode's text for ``start="mode_line"``) → model values.

    A line with a word no terminal of the grammar can hold is refused before parsing
    (:mod:`.prefilter`). Lines repeat across cards ("Flying", "Draw a card."): each distinct
    line is read once (the values are frozen; a list result is copied for each caller)."""
    ok, value = _compile_line_once(line, start)
    if not ok:
        raise OracleCompileError(value)
    return list(value) if isinstance(value, list) else value


@lru_cache(maxsize=65536)
def _compile_line_once(line: str, start: str) -> tuple[bool, Any]:
    try:
        return True, _compile_line(line, start)
    except OracleCompileError as error:
        return False, str(error)


def _compile_line(line: str, start: str) -> Any:
    if line.endswith('."') and '"' in line[:-2]:
        # A quoted ability at the end: its period is read as the sentence's (the render puts
        # it back inside the quotes, as Oracle does).
        line = line[:-2] + '".'
    word = unknown_word(parser(), line)
    if word is not None:
        raise OracleCompileError(f"the grammar does not read {line!r} (no template has "
                                 f"the word {word!r})")
    try:
        tree = parser().parse(line, start=start)
    except LarkError as error:
        raise OracleCompileError(f"the grammar does not read {line!r}") from error
    build = _Build()
    build.it_subject = _it_subject(tree)
    build.trigger_rule = _trigger_rule(tree)
    try:
        return build.transform(tree)
    except LarkError as error:
        cause = error.__context__ if isinstance(error.__context__, (
            OracleCompileError, FamilyError, QuantityError)) else error
        raise OracleCompileError(f"{line!r}: {cause}") from error


def _is_spell(type_line: str) -> bool:
    return "Instant" in type_line or "Sorcery" in type_line


@dataclass(frozen=True, slots=True)
class FaceResult:
    """One face's compiled abilities, or the sentences that did not compile."""

    abilities: tuple[m.Ability, ...]
    failures: tuple[str, ...]


def compile_text(text: str, type_line: str) -> FaceResult:
    """Normalised Oracle text (``~`` for the name) of one face → its abilities."""
    spell = _is_spell(type_line)
    abilities: list[m.Ability] = []
    failures: list[str] = []
    additional: list[m.Cost] = []
    for unit in split_abilities(text):
        head, bullets = unit[0], unit[1:]
        try:
            result = compile_line(head, "spell_line" if spell else "permanent_line")
        except OracleCompileError:
            failures.append(head)
            continue
        if isinstance(result, list):
            abilities.extend(result)
            continue
        if isinstance(result, m.Cost):
            additional.append(result)
            continue
        if isinstance(result, InsteadLine):
            if not _join_instead(abilities, result):
                failures.append(head)
            continue
        modal_head = result if isinstance(result, _ModalHead) else None
        if isinstance(result, (m.TriggeredAbility, m.ActivatedAbility)) and \
                result.modes is not None:
            modal_head = _ModalHead(result.modes.min_count, result.modes.max_count,
                                    result.modes.chooser, result.modes.repeat)
        if bullets and modal_head is None:
            failures.append(head)
            continue
        if modal_head is not None:
            modes: list[m.Mode] = []
            for bullet in bullets:
                try:
                    modes.append(compile_line(bullet.removeprefix("• "), "mode_line"))
                except OracleCompileError:
                    failures.append(bullet)
            if len(modes) != len(bullets) or not modes:
                if not bullets:
                    failures.append(head)
                continue
            choice = m.ModeChoice(modes=tuple(modes), min_count=modal_head.low,
                                  max_count=modal_head.high, chooser=modal_head.chooser,
                                  repeat=modal_head.repeat)
            if isinstance(result, (m.TriggeredAbility, m.ActivatedAbility)):
                abilities.append(replace(result, modes=choice))
            else:
                abilities.append(m.SpellAbility(modes=choice))
            continue
        previous = abilities[-1] if abilities else None
        if (isinstance(result, m.SpellAbility) and isinstance(previous, m.SpellAbility)
                and previous.modes is None and result.modes is None):
            # A spell's instructions on several lines are one spell ability (CR 608.2c).
            shift = len(previous.targets)
            joins = (*_padded(previous.joins, len(previous.effects)), ".",
                     *_padded(result.joins, len(result.effects)))
            abilities[-1] = replace(previous, effects=previous.effects + tuple(
                _shift_targets(e, shift) for e in result.effects),
                targets=previous.targets + result.targets,
                joins=joins)
            continue
        abilities.append(result)
    abilities = _fold_entwine(abilities, failures)
    if additional:
        index = next((i for i, a in enumerate(abilities) if isinstance(a, m.SpellAbility)), None)
        if index is None:
            failures.append("As an additional cost to cast this spell, …")
        else:
            spell_ability = abilities[index]
            assert isinstance(spell_ability, m.SpellAbility)
            abilities[index] = replace(spell_ability, additional_costs=tuple(additional))
    return FaceResult(tuple(abilities), tuple(failures))


def _join_instead(abilities: list[m.Ability], line: InsteadLine) -> bool:
    """"That creature gets -13/-13 until end of turn instead if COND." after "Target creature
    gets -1/-1 until end of turn.": the earlier effect becomes the "otherwise" of one
    conditional (CR 608.2c); ``False`` when the earlier sentence is not such a P/T change."""
    previous = abilities[-1] if abilities else None
    if not isinstance(previous, m.SpellAbility) or previous.modes is not None or \
            not previous.effects:
        return False
    last = previous.effects[-1]
    if not isinstance(last, m.ModifyPT) or not last.on.startswith("target:") or \
            previous.targets[int(last.on.split(":")[1])].what != "creature":
        return False
    instead = m.Conditional(condition=line.condition, effects=(
        replace(last, power=line.power, toughness=line.toughness),), otherwise=(last,))
    abilities[-1] = replace(previous, effects=(*previous.effects[:-1], instead))
    return True


def _fold_entwine(abilities: list[m.Ability], failures: list[str]) -> list[m.Ability]:
    """"Entwine {G}{G}{G}" after a modal spell's bullets is that spell's option to choose all
    the modes for an additional cost (CR 702.42a): it belongs to the mode choice."""
    out: list[m.Ability] = []
    for ability in abilities:
        if isinstance(ability, m.Keyword) and ability.name == "entwine":
            spell = next((i for i, a in enumerate(out) if isinstance(a, m.SpellAbility)
                          and a.modes is not None and a.modes.entwine is None), None)
            if spell is None or ability.cost is None:
                failures.append("Entwine without a modal spell before it")
                continue
            found = out[spell]
            assert isinstance(found, m.SpellAbility) and found.modes is not None
            out[spell] = replace(found, modes=replace(found.modes, entwine=ability.cost))
            continue
        out.append(ability)
    return out


def _target_refs(value: Any) -> set[str]:
    """Every ``"target:N"`` reference inside ``value`` (effects, lists of them)."""
    if isinstance(value, str):
        return {":".join(value.split(":")[:2])} if value.startswith("target:") else set()
    if isinstance(value, (list, tuple)):
        return {r for v in value for r in _target_refs(v)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {r for f in dataclasses.fields(value) for r in _target_refs(getattr(value, f.name))}
    return set()


def _shift_targets(value: Any, shift: int) -> Any:
    """``value`` with every ``"target:N"`` reference moved by ``shift``."""
    if not shift:
        return value
    if isinstance(value, str) and value.startswith("target:"):
        parts = value.split(":")
        parts[1] = str(int(parts[1]) + shift)
        return ":".join(parts)
    if isinstance(value, tuple):
        return tuple(_shift_targets(v, shift) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _shift_targets(getattr(value, f.name), shift)
                   for f in dataclasses.fields(value)}
        return replace(value, **changes)
    return value


def fields_of(value: Any) -> dict[str, Any]:
    """A dataclass's fields (for debugging output)."""
    return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
