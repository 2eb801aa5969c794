"""Parse tree → model values for the other effect verbs of issue 29, eighth wave (helper
h8-ev3; grammar block "issue 29 (h8-ev3): the other effect verbs, eighth wave"): optional life
payments ("you may pay 2 life. If you do, …", CR 119.4, 608.2d) and the pieces listed in
``docs/effects-7b.md`` ("The eighth wave").

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`); the words are
:mod:`cardtable.games.magic.text.other_verbs_8`, the engine
:mod:`cardtable.games.magic.effects.other_verbs_8`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Tree, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.other_verbs_8 import IF_AFTER, LIST_AND, LIST_COMMA, LIST_THEN
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError, _all_filter, _split_all
from cardtable.games.magic.oracle.joins import _Joined


def _names(keywords: tuple[m.Keyword, ...]) -> tuple[str, ...]:
    """Plain keywords by name (a colour change's "and gains fear"); one with a cost, an amount
    or a quality ("protection from red") is not read here."""
    if any(k != m.Keyword(k.name) for k in keywords):
        raise FamilyError("a keyword with a parameter beside a colour change")
    return tuple(k.name for k in keywords)


BLOCK_REQUIREMENT = "blocks_each_combat"  # combat_rules.BLOCK_REQUIREMENT (509.1c)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}


def _count(word: Token) -> m.Quantity:
    """A printed count ("four") or X (the X paid, or a "where X is" after it)."""
    text = str(word).lower()
    return m.Amount(kind="x") if text == "x" else _NUMBERS[text]


_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _poison_on_player(amount: m.Quantity, who: str) -> m.Effect:
    """A ``player_verb`` maker: ``amount`` poison counters on the player ``who`` names."""
    return m.PutCounters(counter="poison", amount=amount, on=who)



def _draw_additional(amount: m.Quantity, who: str) -> m.Effect:
    """A ``player_verb`` maker: the player ``who`` names draws ``amount`` more cards."""
    if not isinstance(amount, int):
        raise FamilyError("X additional cards")
    return m.DrawAdditional(amount=amount, who=who)


@v_args(inline=True)
class OtherVerbs8Families(BuilderMixin):
    # -- optional life payments (CR 118.3, 119.4, 608.2d) -----------------------------------
    def ev8_may_pay_life(self, life: Token) -> list[m.Effect]:
        """"You may pay 2 life. If you do, draw a card." — the payment; the next sentence's
        "If you do" reads whether it was paid (608.2d). Life can be paid only up to the life
        total (119.4): the resolution room offers it only then."""
        amount = int(str(life))
        if amount < 1:
            raise FamilyError("a payment of no life")
        return [m.MayDo(effects=(), cost=m.Cost(pay_life=amount))]

    def ev8_may_pay_mana_life(self, mana: str, life: Token) -> list[m.Effect]:
        """"You may pay {1} and 1 life. If you do, draw a card." (Miara): both parts or
        neither (CR 118.3: a cost is paid in full)."""
        amount = int(str(life))
        if amount < 1:
            raise FamilyError("a payment of no life")
        return [m.MayDo(effects=(), cost=m.Cost(mana=mana, pay_life=amount))]

    # -- winning the game (CR 104.2b) --------------------------------------------------------
    def ev8_you_win(self) -> m.Effect:
        """"you win the game" (104.2b)."""
        return m.WinGame()

    # -- life totals set and exchanged (CR 119.5, 701.10c) ------------------------------------
    def ev8_life_total_becomes(self, holder: Token, amount: m.Quantity) -> m.Effect:
        """"target player's life total becomes 10" (119.5): a target player or opponent."""
        who = "opponent" if "opponent" in str(holder).lower() else "any"
        return m.SetLifeTotal(who=self._target(m.TargetSpec("player", player=who)),
                              amount=amount)

    def ev8_may_have_life_total(self, amount: m.Quantity) -> list[m.Effect]:
        """"you may have your life total become the number of charge counters on ~" (Eternity
        Vessel; 119.5, 608.2d)."""
        return [m.MayDo(effects=(m.SetLifeTotal(who=m.YOU, amount=amount),))]

    def ev8_exchange_life_with(self, player: str) -> m.Effect:
        """"Exchange life totals with target opponent." (Magus of the Mirror; 701.10c)."""
        return m.ExchangeLifeTotals(first=m.YOU, second=player)

    def ev8_two_exchange_life(self) -> m.Effect:
        """"Two target players exchange life totals." (Soul Conduit; 701.10c): one target of
        two distinct players (115.3)."""
        return m.ExchangeLifeTotals(first=self._target(m.TargetSpec("player", count=2)),
                                    second="")

    def ev8_may_two_exchange_life(self) -> list[m.Effect]:
        """"you may have two target players exchange life totals" (Axis of Mortality)."""
        return [m.MayDo(effects=(self.ev8_two_exchange_life(),))]

    # -- colour changes (CR 105.3, layer 5) ---------------------------------------------------
    @staticmethod
    def _ev8_colors(words: Token) -> tuple[str, ...]:
        text = str(words).lower()
        if text == "colorless":
            return ()
        return tuple(_COLOR_LETTERS[w] for w in text.split(" and "))

    def ev8_becomes_color(self, on: str, colors: Token, _duration: Token) -> m.Effect:
        """"Target creature becomes blue until end of turn" / "~ becomes colorless …"."""
        return m.ColorChange(on=on, colors=self._ev8_colors(colors))

    def ev8_becomes_color_also(self, on: str, colors: Token, _duration: Token) -> m.Effect:
        """"… becomes blue in addition to its other colors until end of turn" (105.3)."""
        found = self._ev8_colors(colors)
        if not found:
            raise FamilyError("colorless in addition to other colours")
        return m.ColorChange(on=on, colors=found, in_addition=True)

    def ev8_becomes_color_gains(self, on: str, colors: Token,
                                keywords: tuple[m.Keyword, ...], _duration: Token) -> m.Effect:
        """"Target creature becomes black and gains fear until end of turn"."""
        return m.ColorChange(on=on, colors=self._ev8_colors(colors), keywords=_names(keywords))

    def ev8_gains_becomes_color(self, on: str, keywords: tuple[m.Keyword, ...], colors: Token,
                                _duration: Token) -> m.Effect:
        """"Target creature gains flying and becomes blue until end of turn"."""
        return m.ColorChange(on=on, colors=self._ev8_colors(colors), keywords=_names(keywords),
                             keywords_first=True)

    # -- counters removed by choice (CR 122.1, 608.2d) ----------------------------------------
    def ev8_remove_a_counter(self, on: str) -> m.Effect:
        """"Remove a counter from target permanent." — one counter, its kind chosen."""
        return m.RemoveChosenCounters(on=on)

    def ev8_remove_up_to_any(self, word: Token, on: str) -> m.Effect:
        """"Remove up to X counters from target permanent." (Hex Parasite)."""
        return m.RemoveChosenCounters(on=on, amount=_count(word), up_to=True)

    def ev8_remove_up_to_kind(self, word: Token, kind: Token, on: str) -> m.Effect:
        """"Remove up to four charge counters from target noncreature artifact." (Gremlin
        Mine)."""
        return m.RemoveChosenCounters(on=on, counter=str(kind), amount=_count(word), up_to=True)

    def ev8_remove_all_kind(self, kind: Token, on: str) -> m.Effect:
        """"remove all -1/-1 counters from it" (Ammit Eternal, Hapatra's Mark)."""
        return m.RemoveChosenCounters(on=on, counter=str(kind), every=True)

    # -- lists of three or more effects in one sentence (CR 608.2c) ---------------------------
    @staticmethod
    def _ev8_list(parts: tuple[Any, ...], same: bool) -> _Joined:
        """The effects in order (even places), joined by the separators between them (odd
        places: ", ", ", and ", ", then "); ``same``: one subject said once, the later verbs
        without it. The last separator is "and" or "then" (Oracle's serial comma)."""
        effects_in, seps = parts[0::2], [str(sep).strip(", ").lower() for sep in parts[1::2]]
        if not seps[-1]:
            raise FamilyError("a list without a last 'and' or 'then'")
        if "and" in seps[:-1]:
            raise FamilyError("'and' before the end of a list")
        suffix = "_same" if same else ""
        joins = [{"": LIST_COMMA, "and": LIST_AND, "then": LIST_THEN}[sep] + suffix
                 for sep in seps]
        out = _Joined()
        out.joins = []
        for part, join in zip(effects_in, [*joins, None], strict=True):
            if isinstance(part, Tree):
                raise FamilyError(f"unread part {part.data}")
            effects = list(part) if isinstance(part, list) else [part]
            inner = list(part.joins) if isinstance(part, _Joined) else [""] * (len(effects) - 1)
            if len(effects) != 1 or any(inner):
                raise FamilyError("a list item of several effects")
            out.extend(effects)
            if join is not None:
                out.joins.append(join)
        return out

    def ev8_list_clause(self, item: _Joined) -> _Joined:
        return item

    def ev8_effect_list(self, *parts: Any) -> _Joined:
        """"Draw three cards, untap up to two lands, then discard a card." """
        return self._ev8_list(parts, same=False)

    def ev8_you_effect_list(self, *parts: Any) -> _Joined:
        """"You draw two cards, lose 2 life, and get {E}{E}." — "you" said once; each effect
        is yours."""
        out = self._ev8_list(parts, same=True)
        if any(getattr(e, "who", m.YOU) != m.YOU for e in out):
            raise FamilyError("'you' before an effect of another player")
        if hasattr(out[0], "says_you"):  # "You draw two cards, …", not "Draw two cards, …"
            out[0] = replace(out[0], says_you=True)
        return out

    def ev8_player_verb_list(self, who: str, *parts: Any) -> _Joined:
        """"Target opponent discards two cards, mills two cards, and loses 2 life." — one
        subject, each verb done by it in order."""
        items = [self._ev8_player_act(who, part) if n % 2 == 0 else part
                 for n, part in enumerate(parts)]
        return self._ev8_list(tuple(items), same=True)

    def ev8_bare_lose_life(self, amount: m.Quantity) -> m.Effect:
        """"lose 2 life" after "you" in a list (rendered "you lose 2 life" alone)."""
        return m.LoseLife(amount=amount)

    def ev8_bare_get_energy(self, symbols: Token) -> m.Effect:
        """"get {E}{E}" after "you" in a list (CR 107.14, 122.1)."""
        return m.PutCounters(counter="energy", amount=str(symbols).count("{E}"), on=m.YOU)

    @staticmethod
    def _ev8_player_act(who: str, verb: tuple[Any, ...]) -> m.Effect:
        kind, n = verb[0], verb[1]
        extra: dict[str, Any] = verb[2] if len(verb) > 2 else {}
        if isinstance(n, m.Amount) and n.ref == "__who__":  # "their life": that player's
            n = replace(n, ref=who)
        effect: m.Effect = kind(who=who, **extra) if extra else kind(amount=n, who=who)
        return effect

    # -- poison counters as a player verb (CR 122.1f) -------------------------------------------
    def ev8_pv_poison(self, word: Token, plural: Token | None = None) -> tuple[Any, ...]:
        """"gets a poison counter" after a player subject: a player verb whose maker puts the
        counters on that player (``player_verb`` values are built as ``kind(amount=, who=)``)."""
        count = self._poison_count(word, plural)  # type: ignore[attr-defined]
        return (_poison_on_player, count)

    # -- "Add X mana of any one color, where X is …" (CR 106.1b, 107.3) ------------------------
    def ev8_effect(self, item: m.Effect) -> m.Effect:
        return item

    def ev8_add_x_one_color(self) -> m.Effect:
        """X mana of one colour chosen once; X defined by the "where X is" after it."""
        return m.AddMana(choices=("any",), amount=m.Amount(kind="x"))

    # -- mana spent only on abilities (CR 106.6, 602.2b) ----------------------------------------
    def ev8_spend_abilities_any(self) -> m.Effect:
        """"Spend this mana only to activate abilities." (Cryptic Trilobite)."""
        return m.SpendOnly(spells=None, abilities=m.Filter())

    def ev8_spend_abilities_of(self, noun: Any) -> m.Effect:
        """"Spend this mana only to activate abilities of artifacts." (Soldevi Machinist)."""
        return m.SpendOnly(spells=None, abilities=noun.filter)

    # -- "OBJECT blocks this turn if able" (CR 509.1c) ----------------------------------------
    def ev8_blocks_turn_if_able(self, on: str) -> m.Effect:
        """A blocking requirement for the turn on the object (combat_rules.BLOCK_REQUIREMENT)."""
        return m.GrantAbilities(on=on, rules=(BLOCK_REQUIREMENT,))

    # -- "Untap up to two lands." (CR 608.2d) ---------------------------------------------------
    def ev8_untap_up_to(self, word: Token, noun: Any) -> m.Effect:
        """Up to N permanents matching the noun, chosen on resolution (not targets)."""
        return m.UntapUpTo(amount=_count(word), filter=noun.filter)

    # -- "… and gain control of it until end of turn" (CR 108.4, 613.1b) -----------------------
    def ev8_gain_control_of_it(self, _duration: Token) -> m.Effect:
        """Control of the object "it" names until end of turn."""
        return m.GainControl(what=self.it_ref(), duration="end_of_turn")

    # -- "NOUNS lose KEYWORDS until end of turn" (CR 613.1f, 611.2c) ----------------------------
    def ev8_group_loses_keywords(self, *parts: Any) -> m.Effect:
        """Plain keywords lost by every permanent of the group, for the turn."""
        every, noun, keywords, _duration = _split_all(parts, 3)
        return m.LoseKeywords(keywords=_names(keywords), filter=_all_filter(every, noun.filter))

    # -- doubling power and toughness (CR 701.9a-c) ---------------------------------------------
    @staticmethod
    def _ev8_stats(stat: Token) -> tuple[bool, bool]:
        words = str(stat).lower()
        return "power" in words, "toughness" in words

    def ev8_double_pt(self, _its: Token, stat: Token, _duration: Token) -> m.Effect:
        """"double its power and toughness until end of turn": "it" the object it names."""
        power, toughness = self._ev8_stats(stat)
        return m.DoublePT(on=self.it_ref(), power=power, toughness=toughness)

    def ev8_double_pt_of(self, on: str, stat: Token, _duration: Token) -> m.Effect:
        """"double target creature's power and toughness until end of turn"."""
        power, toughness = self._ev8_stats(stat)
        return m.DoublePT(on=on, power=power, toughness=toughness)

    # -- "EFFECT if CONDITION." (CR 608.2c) -----------------------------------------------------
    def ev8_if_clause(self, effects: list[m.Effect]) -> list[m.Effect]:
        """The clause "EFFECT if CONDITION" as built (EV2's ``ev8_clause`` is another mixin's)."""
        return effects

    def ev8_effect_if(self, effect: Any, condition: m.Condition) -> list[m.Effect]:
        """The effect happens only if the condition holds as it resolves."""
        effects = effect if isinstance(effect, list) else [effect]
        if isinstance(effect, _Joined) and any(effect.joins):
            raise FamilyError("'if' after effects joined by the text")
        if condition.kind == "kicked" or (condition.ref == "it" and self.targets):
            # "Counter target spell if it was kicked." (Ertai's Trickery): "it" is the target,
            # not this spell — the condition would read the wrong object
            raise FamilyError("a trailing 'if' whose 'it' is the effect's target")
        return [m.Conditional(condition=condition, effects=tuple(effects), wording=IF_AFTER)]

    # -- "you may have ~ become a 3/3 … creature … until end of turn" (CR 608.2d) -------------
    def ev8_may_have_self_become(self, *parts: Any) -> list[m.Effect]:
        """The animation "~ becomes …" (``animate``), done only if you choose."""
        return [m.MayDo(effects=(self.animate(*parts),))]  # type: ignore[attr-defined]

    # -- "that player draws an additional card" (CR 121.1, 504.1) -----------------------------
    def ev8_pv_draw_additional_one(self) -> tuple[Any, ...]:
        return (_draw_additional, 1)

    def ev8_pv_draw_additional(self, word: Token) -> tuple[Any, ...]:
        count = _count(word)
        if not isinstance(count, int):
            raise FamilyError("X additional cards")
        return (_draw_additional, count)
