"""The words back for issue 29's h8-sta statics, replacements and costs (the builders are in
``oracle/statics_8.py``); asked first by :func:`~cardtable.games.magic.text.render.static_text`
and :func:`~cardtable.games.magic.text.render.replacement_text`."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import Amount, CardDef, ReplacementAbility, StaticAbility
from cardtable.games.magic.model.base import Filter
from cardtable.games.magic.model.draw_replacements import (
    DRAW_EVENTS,
    DRAW_EXCEPT_FIRST,
    DRAW_PLACEMENTS,
    EFFECTS,
)
from cardtable.games.magic.model.statics_8 import (
    CANT_CAST_SPELLS,
    COUNTER_SUFFIX,
    EMINENCE_ZONES,
    EXILED_NAME,
    GY_CARD_OR_TOKEN,
    GY_PERMANENT,
    MAX_HAND_SIZE_CHANGE,
)
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.join import effects_text
from cardtable.games.magic.text.words import (
    SELF_NAME,
    Context,
    amount_words,
    and_list,
    filter_phrase,
    number,
    spell_phrase,
    with_article,
)


def statics_8_text(ability: StaticAbility, card: CardDef) -> str | None:
    """The line of an h8-sta static ability, or ``None`` when it is not one."""
    cost = _class_cost_text(ability)
    if cost is not None:
        return cost
    if ability.condition is not None and ability.condition.kind == "self_in_zones" and (
            ability.condition.zone == EMINENCE_ZONES and len(ability.effects) == 1):
        e = ability.effects[0]
        if e.rule == "cost_reduction" and e.affected == "spells" and e.filter is not None \
                and e.filter.other and isinstance(e.amount, int):  # eminence (CR 113.6)
            cls = filter_phrase(replace(e.filter, other=False), joiner="and")
            return (f"As long as {SELF_NAME} is in the command zone or on the battlefield, "
                    f"other {cls} spells you cast cost {{{e.amount}}} less to cast.")
    if len(ability.effects) == 1 and ability.condition is None:
        e = ability.effects[0]
        if e.layer == "rules" and e.rule == "cost_reduction_self" and isinstance(
                e.amount, Amount) and not e.amount.wording and e.amount.kind != "x":
            # "This spell costs {X} less to cast, where X is …" (CR 601.2f)
            return ("This spell costs {X} less to cast, where X is "
                    f"{amount_words(e.amount, Context(card, ()))}.")
        if e.layer == "rules" and e.rule == MAX_HAND_SIZE_CHANGE and isinstance(e.amount, int) \
                and e.amount and e.affected == "you":  # CR 402.2
            change = "increased" if e.amount > 0 else "reduced"
            return f"Your maximum hand size is {change} by {number(abs(e.amount))}."
        if e.layer == "rules" and e.rule == f"{CANT_CAST_SPELLS}:{EXILED_NAME}" and (
                e.affected in _CASTER_WORDS):  # CR 101.2, 607.2a
            return (f"{_CASTER_WORDS[e.affected]} can't cast spells with the same name as the "
                    "exiled card.")
        if e.layer == "rules" and e.rule.partition(":")[0] == CANT_CAST_SPELLS and (
                e.affected in _CASTER_WORDS and e.rule.partition(":")[2] in _WHEN_WORDS):
            # "Your opponents can't cast blue creature spells." (CR 101.2)
            noun = spell_phrase(e.filter or Filter()).replace("spell", "spells", 1)
            return (f"{_CASTER_WORDS[e.affected]} can't cast {noun}"
                    f"{_WHEN_WORDS[e.rule.partition(':')[2]]}.")
    return None


def _class_cost_text(ability: StaticAbility) -> str | None:
    """"Creature spells with flying you cast cost {1} less to cast." / "Spells you cast with
    mana value 5 or greater cost {1} less to cast and can't be countered." (CR 601.2f), or
    ``None``: only a class with keywords or a mana value (the plain classes are render's)."""
    if ability.condition is not None or not ability.effects:
        return None
    e = ability.effects[0]
    f = e.filter
    if not (e.layer == "rules" and e.rule == "cost_reduction" and e.affected == "spells"
            and f is not None and isinstance(e.amount, int) and (
                f.keywords or f.mana_value_min is not None or f.mana_value_max is not None)):
        return None
    rest = ability.effects[1:]
    if rest and not (len(rest) == 1 and rest[0].rule == "cant_be_countered"
                     and rest[0].filter == replace(f, controller="you")):
        return None
    bare = replace(f, keywords=(), mana_value_min=None, mana_value_max=None)
    cls = filter_phrase(bare, joiner="and")
    if not bare.types and not bare.all_types:
        cls = cls.removesuffix("permanent").strip()
    spells = f"{cls} spells".strip()
    if f.keywords:
        spells += " with " + and_list([k.replace("_", " ") for k in f.keywords])
    spells += " you cast"
    for n, way in ((f.mana_value_min, "greater"), (f.mana_value_max, "less")):
        if n is not None:
            spells += f" with mana value {n} or {way}"
    tail = " and can't be countered" if rest else ""
    return f"{spells[:1].upper()}{spells[1:]} cost {{{e.amount}}} less to cast{tail}."


_CASTER_WORDS = {"opponents": "Your opponents", "players": "Players", "you": "You"}
_WHEN_WORDS = {"": "", "your_turn": " during your turn", "combat": " during combat"}
_DRAWER_WORDS = {"you": "you", "opponent": "an opponent", "each": "a player"}


def replacement_8_text(r: ReplacementAbility) -> str | None:
    """The sentence of an h8-sta replacement, or ``None`` when it is not one: "If you would
    draw a card, draw two cards instead." (CR 614.11, ``model/draw_replacements.py``)."""
    if r.event == "enters" and r.action == "choose_option" and len(r.options) == 2 and all(
            o.endswith(COUNTER_SUFFIX) for o in r.options):  # keyword counters (122.1b)
        return (f"{SELF_NAME} enters with your choice of {with_article(r.options[0])} or "
                f"{with_article(r.options[1])} on it.")
    if r.event == "to_graveyard" and r.action == "exile" and r.applies_to == "filter" and (
            r.filter is not None and r.condition is None):
        # "If a card would be put into an opponent's graveyard from anywhere, exile it
        # instead." (CR 614.1a)
        whose = "an opponent's graveyard" if r.filter.owner == "opponent" else "a graveyard"
        bare = replace(r.filter, owner="any", token=None)
        if r.options == (GY_CARD_OR_TOKEN,) and bare == Filter() and r.filter.token is None:
            return f"If a card or token would be put into {whose} from anywhere, exile it instead."
        if r.options == (GY_PERMANENT,) and bare == Filter() and r.filter.token is None:
            return f"If a permanent would be put into {whose}, exile it instead."
        if not r.options and r.filter.token is False:
            noun = with_article(filter_phrase(bare, zone="graveyard"))  # "an instant … card"
            return f"If {noun} would be put into {whose} from anywhere, exile it instead."
        return None
    if r.event in DRAW_EVENTS and r.action == EFFECTS and r.applies_to in _DRAWER_WORDS and (
            len(r.options) == 1 and r.options[0] in DRAW_PLACEMENTS):
        you = r.applies_to == "you"
        head = f"If {_DRAWER_WORDS[r.applies_to]} would draw a card"
        if r.event == DRAW_EXCEPT_FIRST:
            head += (" except the first one you draw in each of your draw steps" if you else
                     " except the first one they draw in each of their draw steps")
        if r.condition is not None:
            head += f" while {condition_text(r.condition)}"
        card = CardDef(name=SELF_NAME, type_line="")
        outcome = effects_text(r.effects, Context(card, ()), sentence=False)
        outcome = outcome[:1].lower() + outcome[1:]
        placement = r.options[0]
        if placement == "after":
            return f"{head}, {outcome} instead."
        if placement == "before":
            return f"{head}, instead {outcome}."
        return f"{head}, instead that player skips that draw and {outcome}."
    return None
