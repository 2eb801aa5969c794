"""Parse tree → one-shot effects for the Oracle builder: draw, damage and life (CR 120, CR 119),
destroy/exile/bounce and other zone changes (CR 400-406, CR 701), counters and P/T changes
(CR 122, CR 613.4c), tokens (CR 111), mana (CR 106), control, combat restrictions for a turn
(CR 509.1b) and damage prevention (CR 615). Mixed into the builder
:class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import (
    _COLORS,
    BuilderMixin,
    OracleCompileError,
    _Noun,
    _TokenHas,
)
from cardtable.games.magic.oracle.families import (
    _pt_value,
)
from cardtable.games.magic.oracle.nested import compile_nested
from cardtable.games.magic.text.tokens import PREDEFINED_TOKENS


@v_args(inline=True)
class EffectBuilder(BuilderMixin):
    """The builder methods for one-shot effects (the ``e_*`` grammar rules)."""

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
        ability = compile_nested(text, "permanent_line")
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
        return m.CreateToken(token=PREDEFINED_TOKENS["Treasure"])

    def n_treasure(self, word: Token) -> m.Effect:
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
