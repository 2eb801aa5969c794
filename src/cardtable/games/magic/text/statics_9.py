"""The words back for issue 29's h9-sta statics (the builders are in ``oracle/statics_9.py``);
asked first by :func:`~cardtable.games.magic.text.render.static_text`, which it calls back for
the rest of the ability (passed in, so this module sits below ``render``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from cardtable.games.magic.model import CardDef, ReplacementAbility, StaticAbility
from cardtable.games.magic.model.statics_9 import (
    CANT_ACTIVATE_NONMANA,
    CANT_CREW,
    INSTEAD_FIRST,
    INSTEAD_SECOND,
    NONMANA_SENTENCE,
    OTHERWISE_FIRST,
    OTHERWISE_SECOND,
    SACRIFICE_TO_ENTER,
    UNTAP_LIMIT,
)
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.words import SELF_NAME, filter_phrase, number, with_article

_NONMANA = "activated abilities can't be activated unless they're mana abilities"
_NONMANA_RULES = (CANT_ACTIVATE_NONMANA, NONMANA_SENTENCE)


def statics_9_text(ability: StaticAbility, card: CardDef,
                   static_text: Callable[[StaticAbility, CardDef], str]) -> str | None:
    """The h9-sta wordings, or ``None`` for an ability that has none of them."""
    effects = ability.effects
    if not effects:
        return None
    last = effects[-1]
    creature = _creature_base_text(ability, card, static_text)
    if creature is not None:
        return creature
    c = ability.condition
    if c is not None and c.state in (INSTEAD_FIRST, INSTEAD_SECOND) and len(c.all_of) == 1:
        inner = static_text(replace(ability, condition=None), card).removesuffix(".")
        if c.state == INSTEAD_FIRST:
            return f"{inner}."
        head, _, rest = inner.partition(" ")
        _, _, parts = rest.partition(" ")
        if head not in ("Equipped", "Enchanted") or not parts:
            return None
        return f"It {parts} instead as long as {condition_text(c.all_of[0])}."
    if c is not None and c.state in (OTHERWISE_FIRST, OTHERWISE_SECOND):
        return _otherwise_text(ability, card, static_text)
    if len(effects) == 1 and last.layer == "rules" and last.rule == UNTAP_LIMIT:
        return _untap_limit_text(ability)
    if last.layer == "rules" and last.rule in _NONMANA_RULES:
        if len(effects) == 1 and last.affected == "filter" and last.filter is not None and \
                ability.condition is None:  # Damping Matrix
            group = filter_phrase(last.filter, many=True, joiner="and")
            rest = _NONMANA.removeprefix("activated abilities ")
            return f"Activated abilities of {group} {rest}."
        if len(effects) == 1:
            return None
        inner = static_text(replace(ability, effects=effects[:-1]), card).removesuffix(".")
        if last.rule == NONMANA_SENTENCE:
            return f"{inner}. Its {_NONMANA}."
        return f"{inner}, and its {_NONMANA}."
    crew = [e for e in effects if e.layer == "rules" and e.rule == CANT_CREW]
    if len(crew) == 1:
        others = tuple(e for e in effects if e is not crew[0])
        inner = static_text(replace(ability, effects=others), card)
        if inner.count("can't attack or block") != 1:
            return None
        return inner.replace("can't attack or block", "can't attack, block, or crew Vehicles")
    return None


def _untap_limit_text(ability: StaticAbility) -> str | None:
    """"Players can't untap more than one creature during their untap steps." (CR 502.3)."""
    e = ability.effects[0]
    if e.filter is None or not isinstance(e.amount, int):
        return None
    noun = filter_phrase(e.filter, many=e.amount > 1) if e.filter.types else (
        "permanent" if e.amount == 1 else "permanents")
    if e.affected == "players":
        text = f"players can't untap more than {number(e.amount)} {noun} during their untap steps"
    elif e.affected == "you":
        text = f"you can't untap more than {number(e.amount)} {noun} during your untap step"
    else:
        return None
    if ability.condition is None:
        return text[:1].upper() + text[1:] + "."
    return f"As long as {condition_text(ability.condition)}, {text}."


def _otherwise_text(ability: StaticAbility, card: CardDef,
                    static_text: Callable[[StaticAbility, CardDef], str]) -> str | None:
    """"Enchanted creature gets +2/+2 as long as it's a Vampire." and "Otherwise, it gets
    -2/-2." (CR 611.3a): the two folded statics of one Oracle line."""
    c = ability.condition
    assert c is not None and c.filter is not None
    plain = replace(ability, condition=None, effects=tuple(
        replace(e, filter=None) for e in ability.effects))
    inner = static_text(plain, card).removesuffix(".")
    if c.state == OTHERWISE_SECOND:
        head, _, rest = inner.partition(" ")  # "Enchanted creature gets …"
        _, _, parts = rest.partition(" ")
        return f"Otherwise, it {parts}." if head == "Enchanted" and parts else None
    f = c.filter
    kind = "attacking" if f.attacking else with_article(f.subtypes[0]) if f.subtypes else (
        with_article(f.types[0].lower()) if f.types else "")
    return f"{inner} as long as it's {kind}." if kind else None


def replacement_9_text(r: ReplacementAbility) -> str | None:
    """"If ~ would enter, sacrifice a Forest instead. If you do, put ~ onto the battlefield.
    If you don't, put it into its owner's graveyard." (CR 614.1a)."""
    if r.event != "enters" or r.action != SACRIFICE_TO_ENTER or r.filter is None or \
            not isinstance(r.amount, int):
        return None
    what = with_article(filter_phrase(r.filter)) if r.amount == 1 else \
        f"{number(r.amount)} {filter_phrase(r.filter, many=True)}"
    return (f"If {SELF_NAME} would enter, sacrifice {what} instead. If you do, put {SELF_NAME} "
            "onto the battlefield. If you don't, put it into its owner's graveyard.")


_COLOR_WORD = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _creature_base_text(ability: StaticAbility, card: CardDef,
                        static_text: Callable[[StaticAbility, CardDef], str]) -> str | None:
    """"… is a blue Frog creature with base power and toughness 1/1." / "… is a creature with
    base power and toughness 5/5 in addition to its other types." — the layer-4 part, an
    optional layer-5 colour and the 7b base P/T said as one part, last."""
    effects = ability.effects
    four = [i for i, e in enumerate(effects) if e.layer == "4"]
    if len(four) != 1 or ability.condition is not None:
        return None
    e4 = effects[four[0]]
    rest = effects[four[0] + 1:]
    five = rest[0] if rest and rest[0].layer == "5" and rest[0].set_colors and \
        not rest[0].add_colors and len(rest[0].set_colors) == 1 else None
    base = rest[1:] if five is not None else rest
    if len(base) != 1 or base[0].layer != "7b" or not isinstance(base[0].power, int) or \
            not isinstance(base[0].toughness, int):
        return None
    pt = f"{base[0].power}/{base[0].toughness}"
    if e4.set_subtypes and len(e4.set_subtypes) == 1 and not (
            e4.set_types or e4.add_types or e4.add_subtypes or e4.remove_types):
        color = f"{_COLOR_WORD[five.set_colors[0]]} " if five is not None else ""
        words = f"is {with_article(color + e4.set_subtypes[0])} creature with base power and " \
                f"toughness {pt}"
    elif e4.add_types == ("Creature",) and five is None and not (
            e4.set_types or e4.set_subtypes or e4.add_subtypes or e4.remove_types):
        words = f"is a creature with base power and toughness {pt} in addition to its other types"
    else:
        return None
    before = effects[:four[0]]
    if not before:
        subject = static_text(replace(ability, effects=(base[0],)), card)
        head = subject.split(" has base power", 1)[0]
        return f"{head} {words}." if head != subject else None
    inner = static_text(replace(ability, effects=before), card).removesuffix(".")
    return f"{inner} and {words}."
