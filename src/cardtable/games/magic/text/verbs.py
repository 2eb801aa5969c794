"""The words of the keyword actions of :mod:`cardtable.games.magic.model.verbs` (issues 28/29,
the effect-verb long tail): "populate", "clash with an opponent", "it connives", "amass 2",
"detain target creature an opponent controls", "switch ~'s power and toughness until end of
turn". Called by :func:`~.phrases.effect_text` before its own cases; ``None`` means "not one of
these"."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model import StaticAbility
from cardtable.games.magic.model.base import Amount, Cost, Filter
from cardtable.games.magic.model.effects import Discard, MayDo, PreventDamage, PutCounters
from cardtable.games.magic.model.verbs import (
    Amass,
    BecomeChosen,
    Clash,
    Connive,
    Detain,
    ExtraTurn,
    Manifest,
    Populate,
    PreventNextFrom,
    PreventOf,
    PutCountersDivided,
    SkipNext,
    SwitchPT,
    TapOrUntap,
)
from cardtable.games.magic.text.words import (
    SELF_NAME,
    _cards,
    _player_action,
    amount_clause,
    amount_value,
    filter_phrase,
    for_each,
)

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context

_DURATIONS = {"end_of_turn": " until end of turn"}
_SKIPPED = {"turn": "turn", "untap": "untap step", "draw": "draw step"}
_AMONG = {2: "one or two", 3: "one, two, or three"}
_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


_PREVENTED = {"prevent_damage_to": ("damage", "to"), "prevent_combat_damage_to": ("combat damage",
                                                                           "to"),
              "prevent_damage_by": ("damage", "by"), "prevent_combat_damage_by": (
                  "combat damage", "by")}
_PREVENTED_WHO = {"self": SELF_NAME, "enchanted": "enchanted creature",
                  "equipped": "equipped creature"}


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _source_words(f: Filter) -> str:
    """"a source", "a red source", "a black or red source", "an artifact source"."""
    if f.types:
        kind = f.types[0].lower()
        return f"an {kind} source" if kind[0] in "aeiou" else f"a {kind} source"
    if f.colors:
        return "a " + " or ".join(_COLOR_NAMES[c] for c in f.colors) + " source"
    return "a source"


def verb_static_text(ability: StaticAbility) -> str | None:
    """"Prevent all [combat] damage that would be dealt to / by ~ (enchanted creature)." —
    a static prevention effect (CR 615.1a), or ``None``."""
    if ability.condition is not None or len(ability.effects) != 1:
        return None
    e = ability.effects[0]
    if e.layer != "rules" or e.rule not in _PREVENTED or e.affected not in _PREVENTED_WHO:
        return None
    kind, way = _PREVENTED[e.rule]
    return f"Prevent all {kind} that would be dealt {way} {_PREVENTED_WHO[e.affected]}."


def verb_effect_text(effect: object, ctx: Context) -> str | None:
    """The clause of one of these verbs, without the final period."""
    if isinstance(effect, Populate):  # CR 701.30a
        return "populate"
    if isinstance(effect, Clash):  # CR 701.23b
        return "clash with an opponent"
    if isinstance(effect, Connive):  # CR 701.47a
        return f"{ctx.ref(effect.what, subject=True)} connives"
    if isinstance(effect, Amass):  # CR 701.44a
        return f"amass {amount_value(effect.amount)}" + for_each(effect.amount, ctx) + \
            amount_clause(effect.amount, ctx)
    if isinstance(effect, Discard) and effect.random and not effect.all_cards:  # CR 701.8a
        return _player_action(ctx, effect.who, "discard", f"{_cards(effect.amount)} at random",
                              "discard") + for_each(effect.amount, ctx)
    if isinstance(effect, PreventDamage) and effect.all_damage and effect.by is None and \
            effect.to and not effect.combat_only:  # CR 615.1a
        return f"prevent all damage that would be dealt to {ctx.ref(effect.to)} this turn"
    if isinstance(effect, ExtraTurn) and isinstance(effect.amount, int):  # CR 500.7
        turns = "an extra turn" if effect.amount == 1 else \
            f"{_NUMBER_WORDS[effect.amount]} extra turns"
        return _player_action(ctx, effect.who, "take", f"{turns} after this one", "take")
    if isinstance(effect, BecomeChosen) and effect.duration in ("permanent", *_DURATIONS):
        chosen = {"color": "color", "colors": "color or colors",  # CR 105.3, 205.1b, 305.7
                  "basic_land_type": "basic land type"}.get(effect.what, "creature type")
        until = _DURATIONS.get(effect.duration, "")
        return f"{ctx.ref(effect.on, subject=True)} becomes the {chosen} of your choice{until}"
    if isinstance(effect, SkipNext) and effect.what in _SKIPPED:  # CR 614.10
        whose = "your" if effect.who == "you" else "their"
        return _player_action(ctx, effect.who, "skip", f"{whose} next {_SKIPPED[effect.what]}",
                              "you skip")
    if isinstance(effect, PutCounters) and effect.counter == "energy" and effect.on == "you" \
            and effect.filter is None:  # CR 107.14: "you get {E}{E}"
        n = effect.amount.multiplier if isinstance(effect.amount, Amount) and \
            effect.amount.wording == "for_each" else effect.amount
        if isinstance(n, int) and n > 0:
            return "you get " + "{E}" * n + for_each(effect.amount, ctx)
    if isinstance(effect, MayDo) and not effect.effects and effect.cost is not None and \
            effect.cost.pay_energy and effect.cost == Cost(pay_energy=effect.cost.pay_energy) \
            and effect.who == "you":
        return "you may pay " + "{E}" * effect.cost.pay_energy  # "If you do, …" follows
    if isinstance(effect, PutCountersDivided) and effect.on.startswith("target:"):
        index = int(effect.on.split(":")[1])
        spec = ctx.targets[index]
        ctx.named.add(index)  # its targets are said here
        among = _AMONG.get(spec.count, "any number of")  # CR 601.2d
        f = spec.filter if spec.filter.types else replace(spec.filter, types=("Creature",))
        total = spec.divide if isinstance(spec.divide, int) else 0
        return (f"distribute {_NUMBER_WORDS.get(total, str(total))} {effect.counter} counters "
                f"among {among} target {filter_phrase(f, many=True)}")
    if isinstance(effect, PreventOf) and (effect.dealt_to or effect.dealt_by):  # CR 615.1a
        way = "to and dealt by" if effect.dealt_to and effect.dealt_by else (
            "to" if effect.dealt_to else "by")
        kind = "combat damage" if effect.combat_only else "damage"
        return f"prevent all {kind} that would be dealt {way} {ctx.ref(effect.what)} this turn"
    if isinstance(effect, PreventNextFrom):  # CR 615.7
        return (f"the next time {_source_words(effect.filter)} of your choice would deal damage "
                "to you this turn, prevent that damage")
    if isinstance(effect, Manifest):  # CR 701.34a
        if effect.count == 1:
            return "manifest the top card of your library"
        return f"manifest the top {_NUMBER_WORDS[effect.count]} cards of your library"
    if isinstance(effect, TapOrUntap):  # CR 701.21a
        return f"tap or untap {ctx.ref(effect.what)}"
    if isinstance(effect, Detain):  # CR 701.29a
        if effect.filter is not None:
            return f"detain each {filter_phrase(effect.filter, each=True)}"
        return f"detain {ctx.ref(effect.what)}"
    if isinstance(effect, SwitchPT) and effect.duration in _DURATIONS:  # CR 613.4d
        until = _DURATIONS[effect.duration]
        if effect.filter is not None:
            noun = filter_phrase(effect.filter, each=True)
            return f"switch each {noun}'s power and toughness{until}"
        if effect.on in ("self", ""):
            whose = ctx.ref(effect.on, possessive=True)
        else:
            named = ctx.ref(effect.on)
            whose = "its" if named == "it" else f"{named}'s"
        return f"switch {whose} power and toughness{until}"
    return None
