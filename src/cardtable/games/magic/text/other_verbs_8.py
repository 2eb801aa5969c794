"""The words of the other effect verbs of issue 29, eighth wave (helper h8-ev3; the builder is
``oracle/other_verbs_8.py``): optional life payments (CR 119.4, 608.2d) and the other pieces
listed in ``docs/effects-7b.md``. Called first by
:func:`cardtable.games.magic.text.other_verbs_7.other_verbs_7_text`; ``None`` for any other
effect."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from cardtable.games.magic.model import Amount, Cost, Filter, Keyword
from cardtable.games.magic.model.drawn import DrawAdditional
from cardtable.games.magic.model.effects import (
    AddMana,
    Becomes,
    Conditional,
    Effect,
    GrantAbilities,
    MayDo,
    ModifyPT,
)
from cardtable.games.magic.model.families import LoseKeywords
from cardtable.games.magic.model.other_verbs_8 import (
    IF_AFTER,
    LIST_AND,
    LIST_COMMA,
    LIST_THEN,
    ColorChange,
    DoublePT,
    ExchangeLifeTotals,
    RemoveChosenCounters,
    SetLifeTotal,
    UntapUpTo,
    WinGame,
)
from cardtable.games.magic.model.spending import SpendOnly
from cardtable.games.magic.text.costs import condition_text, keyword_phrase
from cardtable.games.magic.text.reentry import effects_text
from cardtable.games.magic.text.words import (
    _COLOR_WORDS,
    amount_clause,
    amount_value,
    and_list,
    filter_phrase,
    many_phrase,
    number,
    possessive_of,
)

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext


def other_verbs_8_text(effect: Effect, ctx: RenderContext) -> str | None:
    if isinstance(effect, MayDo) and not effect.effects and effect.cost is not None and \
            effect.who == "you" and effect.cost.pay_life and \
            effect.cost == Cost(mana=effect.cost.mana, pay_life=effect.cost.pay_life):
        # "you may pay 2 life" / "you may pay {1} and 1 life"; "If you do, …" follows (608.2d)
        mana = f"{effect.cost.mana} and " if effect.cost.mana else ""
        return f"you may pay {mana}{effect.cost.pay_life} life"
    if isinstance(effect, WinGame) and effect.who == "you":
        return "you win the game"
    if isinstance(effect, SetLifeTotal):
        value = amount_value(effect.amount) + amount_clause(effect.amount, ctx)
        return f"{_possessive(ctx.ref(effect.who))} life total becomes {value}"
    if isinstance(effect, MayDo) and effect.who == "you" and effect.cost is None and \
            len(effect.effects) == 1 and isinstance(effect.effects[0], SetLifeTotal) and \
            effect.effects[0].who == "you":
        amount = effect.effects[0].amount
        return f"you may have your life total become {amount_value(amount)}" + \
            amount_clause(amount, ctx)
    if isinstance(effect, ExchangeLifeTotals) and effect.first == "you":
        return f"exchange life totals with {ctx.ref(effect.second)}"
    if isinstance(effect, ExchangeLifeTotals) and not effect.second:
        return f"{ctx.ref(effect.first)} exchange life totals"
    if isinstance(effect, MayDo) and effect.who == "you" and effect.cost is None and \
            len(effect.effects) == 1 and isinstance(effect.effects[0], ExchangeLifeTotals) \
            and not effect.effects[0].second:
        return f"you may have {ctx.ref(effect.effects[0].first)} exchange life totals"
    if isinstance(effect, MayDo) and effect.who == "you" and effect.cost is None and \
            len(effect.effects) == 1 and isinstance(effect.effects[0], (ModifyPT, GrantAbilities)) \
            and effect.effects[0].filter is not None and not effect.effects[0].on.startswith(
                "target"):
        # "you may have Ally creatures you control gain first strike until end of turn" (608.2d)
        inner = effects_text(effect.effects, ctx, sentence=False)
        verb = re.sub(r"\b(get|gain)s? ", lambda found: found.group(1) + " ", inner, count=1)
        return "you may have " + verb
    if isinstance(effect, AddMana) and effect.choices == ("any",) and \
            isinstance(effect.amount, Amount) and not effect.mana:
        # "Add X mana of any one color, where X is …" (CR 106.1b, 107.3)
        return f"add {amount_value(effect.amount)} mana of any one color" + \
            amount_clause(effect.amount, ctx)
    if isinstance(effect, SpendOnly) and effect.spells is None and effect.abilities is not None:
        # "Spend this mana only to activate abilities [of artifacts]." (CR 106.6)
        if effect.abilities == Filter():
            return "spend this mana only to activate abilities"
        return "spend this mana only to activate abilities of " + \
            filter_phrase(effect.abilities, many=True)
    if isinstance(effect, GrantAbilities) and effect.rules == ("blocks_each_combat",) and \
            effect.filter is None and effect.duration == "end_of_turn" and \
            not effect.keywords and not effect.abilities and not effect.wording:
        return f"{ctx.ref(effect.on)} blocks this turn if able"  # CR 509.1c
    if isinstance(effect, UntapUpTo):  # "untap up to two lands" (608.2d)
        count = number(effect.amount) if isinstance(effect.amount, int) else \
            amount_value(effect.amount)
        return f"untap up to {count} " \
            f"{filter_phrase(effect.filter, many=True)}" + amount_clause(effect.amount, ctx)
    if isinstance(effect, LoseKeywords) and effect.filter is not None and not effect.on and \
            not effect.cant_have and effect.duration == "end_of_turn":
        # "All other creatures lose flying until end of turn" (613.1f)
        words = and_list([name.replace("_", " ") for name in effect.keywords])
        return f"{many_phrase(effect.filter)} lose {words} until end of turn"
    if isinstance(effect, DoublePT) and effect.duration == "end_of_turn":  # CR 701.9
        stats = " and ".join(s for s, on in (("power", effect.power),
                                             ("toughness", effect.toughness)) if on)
        return f"double {possessive_of(ctx, effect.on)} {stats} until end of turn"
    if isinstance(effect, Conditional) and effect.wording == IF_AFTER and not effect.otherwise:
        # "Draw a card if you have no cards in hand." (608.2c)
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"{inner} if {condition_text(effect.condition)}"
    if isinstance(effect, MayDo) and effect.who == "you" and effect.cost is None and \
            len(effect.effects) == 1 and isinstance(effect.effects[0], Becomes) and \
            effect.effects[0].on == "self" and not effect.effects[0].duration_first:
        # "you may have ~ become a 3/3 white Angel artifact creature with flying until end of
        # turn" (608.2d)
        inner = effects_text(effect.effects, ctx, sentence=False)
        if inner.startswith("~ becomes "):
            return "you may have ~ become " + inner[len("~ becomes "):]
    if isinstance(effect, DrawAdditional) and effect.who not in ("you", ""):
        # "that player draws an additional card" (121.1, 504.1)
        cards = "an additional card" if effect.amount == 1 else \
            f"{number(effect.amount)} additional cards"
        return f"{ctx.ref(effect.who)} draws {cards}"
    if isinstance(effect, ColorChange):
        return _color_change(effect, ctx)
    if isinstance(effect, RemoveChosenCounters):
        return _remove_chosen(effect, ctx)
    return None


def _possessive(who: str) -> str:
    return "your" if who == "you" else f"{who}'s"


def _color_change(effect: ColorChange, ctx: RenderContext) -> str:
    who = ctx.ref(effect.on)
    colors = " and ".join(_COLOR_WORDS[c] for c in effect.colors) or "colorless"
    also = " in addition to its other colors" if effect.in_addition else ""
    time = " until end of turn" if effect.duration == "end_of_turn" else ""
    if not effect.keywords:
        return f"{who} becomes {colors}{also}{time}"
    keywords = and_list([keyword_phrase(Keyword(name)) for name in effect.keywords])
    if effect.keywords_first:
        return f"{who} gains {keywords} and becomes {colors}{also}{time}"
    return f"{who} becomes {colors}{also} and gains {keywords}{time}"


def _remove_chosen(effect: RemoveChosenCounters, ctx: RenderContext) -> str:
    where = ctx.ref(effect.on)
    kind = f"{effect.counter} " if effect.counter else ""
    if effect.every:
        return f"remove all {kind}counters from {where}"
    count = effect.amount if isinstance(effect.amount, int) else None
    words = number(count) if count is not None else amount_value(effect.amount)
    if count == 1 and not effect.up_to:
        return f"remove {'an' if kind[:1] in ('a', 'e', 'i', 'o', 'u') else 'a'} {kind}counter " \
               f"from {where}"
    up_to = "up to " if effect.up_to else ""
    return f"remove {up_to}{words} {kind}counters from {where}" + amount_clause(effect.amount, ctx)


# -- lists of three or more effects (``model.other_verbs_8.LIST_*`` joins; CR 608.2c) ------------
LIST_JOINS = frozenset(f"{word}{same}" for word in (LIST_COMMA, LIST_AND, LIST_THEN)
                       for same in ("", "_same"))
_LIST_WORDS = {LIST_COMMA: ", ", LIST_AND: ", and ", LIST_THEN: ", then "}
_LIST_SUBJECTS = ("you ", "that player ", "each player ", "each opponent ", "target player ",
                  "target opponent ", "they ")


def list_join_text(join: str, text: str) -> str:
    """The words before a later effect of a list: ", " / ", and " / ", then ", and with a
    subject said once the effect's own subject left out ("…, mills two cards")."""
    word = _LIST_WORDS[join.removesuffix("_same")]
    if join.endswith("_same"):  # "you" too: "You draw two cards, lose 2 life, …"
        text = next((text[len(s):] for s in _LIST_SUBJECTS if text.startswith(s)), text)
    return word + text
