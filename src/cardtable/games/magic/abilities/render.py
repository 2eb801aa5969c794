"""Rendering the ability model back to Oracle text (magic.md §2: "the compiled form renders back").

:func:`render_card` prints a :class:`~cardtable.games.magic.abilities.model.CardDef`'s abilities
as Oracle-style text, one ability a line, the card's own name written ``~``. It is built only
from the model's structure — never from the ``text``/``oracle`` fields — so a card whose render
equals its Oracle text (normalised: :func:`normalize_oracle`) has lost nothing in its data.

The grammar covers what the test pool uses; a model value it has no words for raises
:class:`RenderError` naming it, so an unsupported shape is reported, not printed wrongly.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from cardtable.core.errors import CardTableError
from cardtable.games.magic.abilities.base import Amount, Condition, Cost, Filter, TargetSpec
from cardtable.games.magic.abilities.effects import (
    AddMana,
    Conditional,
    CopySpell,
    CounterObject,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    DrawCards,
    Exile,
    Fight,
    ForEachPlayer,
    GainControl,
    GainLife,
    GrantAbilities,
    LoseLife,
    MayDo,
    Mill,
    ModifyPT,
    PreventDamage,
    PutCounters,
    RemoveCounters,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    Scry,
    SearchLibrary,
    SetBasePT,
    Tap,
    TokenSpec,
    Untap,
)
from cardtable.games.magic.abilities.model import (
    Ability,
    ActivatedAbility,
    CardDef,
    ContinuousEffect,
    Effect,
    Keyword,
    ModeChoice,
    ReplacementAbility,
    SpellAbility,
    StaticAbility,
    Trigger,
    TriggeredAbility,
)
from cardtable.rules.modes import count_phrase


class RenderError(CardTableError, ValueError):
    """A model value the renderer has no words for (the card is not supported yet)."""


SELF_NAME = "~"
_NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                 "seventeen", "eighteen", "nineteen", "twenty"]
_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}


def number(n: int) -> str:
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" or word[:2] in ("X/", "8/", "11") else "a"


def capitalize(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


_IRREGULAR = {"Merfolk": "Merfolk", "Elf": "Elves", "Dwarf": "Dwarves", "Fungus": "Fungi",
              "Sheep": "Sheep", "Ox": "Oxen", "Homunculus": "Homunculi"}


def plural(noun: str) -> str:
    if noun in _IRREGULAR:
        return _IRREGULAR[noun]
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    if noun.endswith(("s", "sh", "ch", "x")):
        return noun + "es"
    if noun.endswith("f"):
        return noun[:-1] + "ves"
    return noun + "s"


# ----------------------------------------------------------------------------------------------
# Filters and targets
# ----------------------------------------------------------------------------------------------


def _type_words(f: Filter, many: bool, joiner: str) -> str:
    """The head noun of a filter: "creature", "artifact or enchantment", "Beast", "Vampire
    creature", "basic land"."""
    subtypes = " ".join(f.subtypes)
    types = [t.lower() for t in f.types] or [t.lower() for t in f.all_types]
    if f.all_types:
        head = " ".join(t.lower() for t in f.all_types)
        types = [head]
    if subtypes and not types:
        return plural(subtypes) if many else subtypes
    if not types:
        types = ["permanent"]
    nouns = [plural(t) if many else t for t in types]
    if len(nouns) == 1:
        noun = nouns[0]
    elif len(nouns) == 2:
        noun = f"{nouns[0]} {joiner} {nouns[1]}"
    else:
        noun = ", ".join(nouns[:-1]) + f", {joiner} " + nouns[-1]
    if subtypes:
        noun = f"{subtypes} {noun}"
    if f.supertypes:
        noun = " ".join(s.lower() for s in f.supertypes) + " " + noun
    return noun


def filter_phrase(f: Filter, *, many: bool = False, joiner: str = "or",
                  zone: str = "battlefield") -> str:
    """A noun phrase for ``f`` without an article: "nonartifact, nonblack creature"."""
    adjectives: list[str] = []
    if f.tapped is True:
        adjectives.append("tapped")
    if f.attacking is True:
        adjectives.append("attacking")
    if f.token is False:
        adjectives.append("nontoken")
    negatives = [f"non{t.lower()}" for t in f.not_types] + [
        f"non{_COLOR_WORDS[c]}" for c in f.not_colors] + [
        f"non-{s}" for s in f.not_subtypes] + [f"non{s.lower()}" for s in f.not_supertypes]
    colors = [_COLOR_WORDS[c] for c in f.colors]
    words = " ".join(adjectives)
    if negatives:
        words = (words + " " if words else "") + ", ".join(negatives)
    if colors:
        words = (words + " " if words else "") + " and ".join(colors) if many else \
            (words + " " if words else "") + " or ".join(colors)
    noun = _type_words(f, many, joiner)
    if zone != "battlefield" and "card" not in noun:
        noun += " cards" if many else " card"
        if noun.startswith("permanent"):
            noun = noun.replace("permanent card", "card")
    phrase = f"{words} {noun}".strip()
    tail: list[str] = []
    if f.power_min is not None:
        tail.append(f"with power {f.power_min} or greater")
    if f.power_max is not None:
        tail.append(f"with power {f.power_max} or less")
    if f.mana_value_max is not None:
        tail.append(f"with mana value {f.mana_value_max} or less")
    if f.mana_value_min is not None:
        tail.append(f"with mana value {f.mana_value_min} or greater")
    tail.extend(f"with {k.replace('_', ' ')}" for k in f.keywords)
    tail.extend(f"without {k.replace('_', ' ')}" for k in f.not_keywords)
    if tail:
        phrase += " " + " and ".join(tail)
    owner = {"you": "you control", "opponent": "an opponent controls",
             "not_you": "you don't control", "chooser": "that player controls"}
    if many and f.controller == "opponent":
        phrase += " your opponents control"
    elif f.controller in owner:
        phrase += " " + owner[f.controller]
    if f.owner == "you":
        phrase += " you own"
    return phrase


def with_article(phrase: str) -> str:
    return f"{article(phrase)} {phrase}"


def target_phrase(t: TargetSpec) -> str:
    """"target nonblack creature", "any target", "up to two target creatures"."""
    many = t.count > 1
    if t.what == "any":
        noun = "any target" if not many else "any number of targets"
        return noun
    if t.what == "player":
        noun = {"any": "player", "opponent": "opponent", "you": "player"}[t.player]
        noun = plural(noun) if many else noun
    elif t.what == "spell":
        noun = filter_phrase(t.filter, many=many).replace("permanent", "spell") \
            if t.filter != Filter() else ("spells" if many else "spell")
        if t.filter.types and "spell" not in noun:
            noun += " spells" if many else " spell"
    elif t.what == "ability":
        noun = "activated or triggered ability"
    elif t.what == "card":
        noun = filter_phrase(t.filter, many=many, zone=t.zone)
        if t.zone == "graveyard":
            noun = noun.replace(" you own", "") + (
                " from your graveyard" if t.filter.owner == "you" else " from a graveyard")
    elif t.what == "creature_or_player":
        noun = "creature or player"
    elif t.what == "creature_or_planeswalker":
        noun = "creature or planeswalker"
    elif t.what == "player_or_planeswalker":
        noun = "player or planeswalker"
    elif t.what == "opponent_or_planeswalker":
        noun = "opponent or planeswalker"
    else:
        f = t.filter
        if t.what == "creature" and not f.types:
            f = replace(f, types=("Creature",))
        noun = filter_phrase(f, many=many)
    if t.min_count == 0 and t.count >= 1:
        return f"up to {number(t.count)} target {noun}"
    if many:
        return f"{number(t.count)} target {noun}"
    prefix = "another " if t.filter.other else ""
    return f"{prefix}target {noun}"


# ----------------------------------------------------------------------------------------------
# References and quantities
# ----------------------------------------------------------------------------------------------


class _Context:
    """What a reference means inside one ability: its targets (of the ability or of the mode),
    the card's name."""

    def __init__(self, card: CardDef, targets: Sequence[TargetSpec]) -> None:
        self.card = card
        self.targets = tuple(targets)
        self.named: set[int] = set()

    def ref(self, ref: str, *, subject: bool = False, possessive: bool = False) -> str:
        if ref in ("self", ""):
            return SELF_NAME + ("'s" if possessive else "")
        if ref == "you":
            return "you" if not possessive else "your"
        if ref.startswith("target:"):
            index = int(ref.split(":")[1])
            spec = self.targets[index]
            if index in self.named:
                return "that player" if spec.what == "player" else "it"
            self.named.add(index)
            return target_phrase(spec)
        words = {"it": "it", "enchanted": "enchanted creature", "equipped": "equipped creature",
                 "each_player": "each player", "each_opponent": "each opponent",
                 "each_creature": "each creature",
                 "defending_player": "defending player", "that_player": "that player",
                 "chooser": "that player", "triggering_player": "that player"}
        if ref in words:
            return words[ref]
        raise RenderError(f"no words for the reference {ref!r}")


def amount_value(q: int | Amount) -> str:
    return str(q) if isinstance(q, int) else "X"


def amount_clause(q: int | Amount, ctx: _Context) -> str:
    """", where X is …" for a computed amount, or ``""``."""
    if isinstance(q, int) or q.kind == "x":
        return ""
    if q.kind == "power":
        return f", where X is {ctx.ref(q.ref or 'self', possessive=True)} power"
    if q.kind == "count" and q.filter is not None:
        return f", where X is the number of {filter_phrase(q.filter, many=True)}"
    raise RenderError(f"no words for the amount {q!r}")


def for_each_clause(q: int | Amount) -> str:
    if isinstance(q, Amount) and q.kind == "counters":
        return f" for each {q.counter} counter on {SELF_NAME}"
    raise RenderError(f"no words for the amount {q!r}")


# ----------------------------------------------------------------------------------------------
# Effects
# ----------------------------------------------------------------------------------------------


def _cards(n: int | Amount) -> str:
    if isinstance(n, Amount):
        return "X cards"
    return "a card" if n == 1 else f"{number(n)} cards"


def _subject(ctx: _Context, who: str) -> tuple[str, bool]:
    """The subject and whether it is the imperative "you"."""
    return (ctx.ref(who, subject=True), who == "you")


def _third(verb: str) -> str:
    return verb[:-1] + "ies" if verb.endswith("y") else verb + ("es" if verb.endswith("h")
                                                                  else "s")


def _player_action(ctx: _Context, who: str, verb: str, rest: str, you_form: str) -> str:
    if who == "you":
        return f"{you_form} {rest}".strip()
    return f"{ctx.ref(who, subject=True)} {_third(verb)} {rest}".strip()


PREDEFINED_TOKENS: dict[str, TokenSpec] = {
    # CR 111.10a: "{T}, Sacrifice this artifact: Add one mana of any color."
    "Treasure": TokenSpec(name="Treasure", types=("Artifact",), subtypes=("Treasure",),
                          abilities=(ActivatedAbility(cost=Cost(tap=True, sacrifice_self=True),
                                                      effects=(AddMana(choices=("any",)),)),)),
}


def token_phrase(effect: CreateToken, ctx: _Context) -> str:
    spec: TokenSpec = effect.token
    if PREDEFINED_TOKENS.get(spec.name) == spec:
        body = ("tapped " if effect.tapped else "") + spec.name
        count = effect.count
        if count == 1:
            return f"create {with_article(body)} token"
        return f"create {amount_value(count) if isinstance(count, Amount) else number(count)} " \
               f"{body} tokens"
    count = effect.count
    power = effect.power if effect.power is not None else spec.power
    toughness = effect.toughness if effect.toughness is not None else spec.toughness
    pt = f"{amount_value(power)}/{amount_value(toughness)}" if power is not None else ""  # type: ignore[arg-type]
    colors = " and ".join(_COLOR_WORDS[c] for c in spec.colors) or "colorless"
    words = [w for w in ("tapped" if effect.tapped else "", pt, colors, " ".join(spec.subtypes),
                         " ".join(t.lower() for t in spec.types)) if w]
    body = " ".join(words)
    many = not (isinstance(count, int) and count == 1)
    if many:
        head = "X" if isinstance(count, Amount) else number(count)
        text = f"{head} {body} tokens"
    else:
        text = with_article(body) + " token"
    keywords = [a for a in spec.abilities if isinstance(a, Keyword)]
    if keywords:
        text += " with " + _and([keyword_text(k).lower() for k in keywords])
    text = "create " + text
    others = [a for a in spec.abilities if not isinstance(a, Keyword)]
    if others:
        inner = "; ".join(ability_text(a, CardDef(name="this creature", type_line="Creature"))
                          for a in others).replace(SELF_NAME, "this creature")
        text += f". It has \"{inner}\""
    text += amount_clause(count, ctx) if isinstance(count, Amount) and count.kind != "x" else ""
    if isinstance(power, Amount):
        text += amount_clause(power, ctx)
    return text


def _and(items: Sequence[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


def _duration(duration: str) -> str:
    return " until end of turn" if duration == "end_of_turn" else ""


def effect_text(effect: Effect, ctx: _Context) -> str:
    """One effect as a clause without the final period, imperative where Oracle is."""
    if isinstance(effect, DealDamage):
        source = ctx.ref(effect.source)
        amount = effect.amount
        if isinstance(amount, Amount) and amount.kind == "count":
            to = ctx.ref(effect.to)
            return f"{source} deals X damage to {to}"
        if effect.divided:
            to = target_phrase(ctx.targets[int(effect.to.split(':')[1])])
            ctx.named.add(int(effect.to.split(":")[1]))
            return f"{source} deals {amount_value(amount)} damage divided as you choose among {to}"
        if effect.to.startswith("filter:"):
            return f"{source} deals {amount_value(amount)} damage to {effect.to[7:]}"
        return f"{source} deals {amount_value(amount)} damage to {ctx.ref(effect.to)}" + \
            amount_clause(amount, ctx)
    if isinstance(effect, Destroy):
        what = ctx.ref(effect.what) if effect.what else "all " + filter_phrase(
            effect.filter or Filter(), many=True, joiner="and")
        text = f"destroy {what}"
        if effect.cant_regenerate:
            text += ". It can't be regenerated"
        return text
    if isinstance(effect, Exile):
        return f"exile {ctx.ref(effect.what)}"
    if isinstance(effect, ReturnToHand):
        if effect.filter is not None:
            return f"return all {filter_phrase(effect.filter, many=True, joiner='and')} to their " \
                "owners' hands"
        return f"return {ctx.ref(effect.what)} to its owner's hand"
    if isinstance(effect, ReturnFromGraveyard):
        what = ctx.ref(effect.what)
        to = "the battlefield" if effect.to == "battlefield" else "your hand"
        if effect.tapped:
            to += " tapped"
        return f"return {what} to {to}"
    if isinstance(effect, DrawCards):
        return _player_action(ctx, effect.who, "draw", _cards(effect.amount), "draw")
    if isinstance(effect, Discard):
        rest = "all the cards in their hand" if effect.all_cards else _cards(effect.amount)
        return _player_action(ctx, effect.who, "discard", rest, "discard")
    if isinstance(effect, Mill):
        return _player_action(ctx, effect.who, "mill", _cards(effect.amount), "mill")
    if isinstance(effect, GainLife):
        clause = amount_clause(effect.amount, ctx)
        return _player_action(ctx, effect.who, "gain", f"{amount_value(effect.amount)} life",
                              "you gain") + clause
    if isinstance(effect, LoseLife):
        return _player_action(ctx, effect.who, "lose", f"{amount_value(effect.amount)} life",
                              "you lose") + amount_clause(effect.amount, ctx)
    if isinstance(effect, Sacrifice):
        if effect.what:
            return f"sacrifice {ctx.ref(effect.what)}"
        count = effect.count
        noun = filter_phrase(effect.filter)
        thing = with_article(noun) if count == 1 else f"{amount_value(count)} {plural(noun)}"
        return _player_action(ctx, effect.who, "sacrifice", thing, "sacrifice")
    if isinstance(effect, CreateToken):
        return token_phrase(effect, ctx)
    if isinstance(effect, PutCounters):
        n = effect.amount
        kind = effect.counter
        counters = (f"{article(kind)} {kind} counter" if n == 1 else
                    f"{amount_value(n) if isinstance(n, Amount) else number(n)} {kind} counters")
        on = ("each " + filter_phrase(effect.filter)) if effect.filter is not None else \
            ctx.ref(effect.on)
        return f"put {counters} on {on}"
    if isinstance(effect, RemoveCounters):
        return f"remove {number(int(effect.amount)) if isinstance(effect.amount, int) else 'X'} " \
               f"{effect.counter} counters from {ctx.ref(effect.on)}"
    if isinstance(effect, ModifyPT):
        p, t = effect.power, effect.toughness
        sign = _signed(p) + "/" + _signed(t)
        if effect.filter is not None:
            return f"{filter_phrase(effect.filter, many=True)} get {sign}" + \
                _duration(effect.duration)
        text = f"{ctx.ref(effect.on)} gets {sign}{_duration(effect.duration)}"
        return text + (amount_clause(p, ctx) if isinstance(p, Amount) else "")
    if isinstance(effect, SetBasePT):
        return (f"{ctx.ref(effect.on)} has base power and toughness "
                f"{amount_value(effect.power)}/{amount_value(effect.toughness)}"
                f"{_duration(effect.duration)}")
    if isinstance(effect, GrantAbilities):
        words = _and([keyword_text(k).lower() for k in effect.keywords])
        if effect.filter is not None:
            return f"{filter_phrase(effect.filter, many=True)} gain {words}" + \
                _duration(effect.duration)
        return f"{ctx.ref(effect.on)} gains {words}{_duration(effect.duration)}"
    if isinstance(effect, GainControl):
        what = ctx.ref(effect.what)
        if effect.untap:
            text = f"untap {what} and gain control of it{_duration(effect.duration)}"
            if effect.haste:
                text += ". That creature gains haste" + _duration(effect.duration)
            return text
        return f"gain control of {what}{_duration(effect.duration)}"
    if isinstance(effect, CounterObject):
        text = f"counter {ctx.ref(effect.what)}"
        if effect.unless_pay:
            text += f" unless its controller pays {effect.unless_pay}"
        return text
    if isinstance(effect, Tap):
        return f"tap {ctx.ref(effect.what)}" if effect.what else \
            f"tap all {filter_phrase(effect.filter or Filter(), many=True, joiner='and')}"
    if isinstance(effect, Untap):
        return f"untap {ctx.ref(effect.what)}"
    if isinstance(effect, AddMana):
        if effect.choices == ("any",):
            amount = effect.amount
            return "add one mana of any color" if amount == 1 else \
                f"add {number(int(amount))} mana of any one color"  # type: ignore[arg-type]
        if effect.choices:
            return "add " + " or ".join(effect.choices)
        if isinstance(effect.amount, Amount):
            return f"add {effect.mana}" + for_each_clause(effect.amount)
        return f"add {effect.mana}"
    if isinstance(effect, Fight):
        return f"{ctx.ref(effect.a)} fights {ctx.ref(effect.b)}"
    if isinstance(effect, Scry):
        return f"scry {amount_value(effect.amount)}"
    if isinstance(effect, SearchLibrary):
        noun = filter_phrase(effect.filter, many=effect.count > 1, zone="library")
        what = with_article(noun) if effect.count == 1 else f"up to {number(effect.count)} {noun}"
        them = "it" if effect.count == 1 else "them"
        card = "that card" if effect.count == 1 and not effect.reveal else them
        if effect.to == "battlefield":
            to = f"put {card} onto the battlefield" + (" tapped" if effect.tapped else "")
        else:
            to = ("reveal " + them + ", " if effect.reveal else "") + f"put {card} into your hand"
        return f"search your library for {what}, {to}, then shuffle"
    if isinstance(effect, CopySpell):
        text = f"copy {ctx.ref(effect.what)}"
        if effect.new_targets:
            text += ". You may choose new targets for the copy"
        return text
    if isinstance(effect, PreventDamage):
        return f"prevent the next {amount_value(effect.amount)} damage that would be dealt to " \
               f"{ctx.ref(effect.to)} this turn"
    if isinstance(effect, MayDo):
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"you may {inner}"
    if isinstance(effect, Conditional):
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"if {condition_text(effect.condition)}, {inner}"
    if isinstance(effect, ForEachPlayer):
        raise RenderError("no words for a ForEachPlayer effect yet")
    raise RenderError(f"no words for the effect {type(effect).__name__}")


def _signed(q: int | Amount) -> str:
    if isinstance(q, Amount):
        return "+X" if q.multiplier >= 0 else "-X"
    return f"+{q}" if q >= 0 else f"-{-q}"


def _joins_with_and(first: Effect, second: Effect) -> bool:
    """Oracle's drain shape: "… loses N life and you gain N life", "deals X damage … and you
    gain X life"."""
    return isinstance(second, GainLife) and second.who == "you" and isinstance(
        first, (LoseLife, DealDamage)) and not (isinstance(first, DealDamage) and first.divided)


def _then(first: Effect, second: Effect) -> bool:
    return isinstance(first, DrawCards) and isinstance(second, Discard) and first.who == \
        second.who


def _same_verb(first: Effect, second: Effect) -> bool:
    return (isinstance(first, Destroy) and isinstance(second, Destroy) and bool(first.what)
            and bool(second.what) and not first.cant_regenerate)


def effects_text(effects: Iterable[Effect], ctx: _Context, *, sentence: bool = True) -> str:
    """Effects as sentences ("Destroy target creature. Draw a card.")."""
    clauses: list[str] = []
    items = list(effects)
    index = 0
    while index < len(items):
        clause = effect_text(items[index], ctx)
        if index + 1 < len(items) and _joins_with_and(items[index], items[index + 1]):
            clause += " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _then(items[index], items[index + 1]):
            # "Draw two cards, then discard two cards."
            clause += ", then " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _same_verb(items[index], items[index + 1]):
            # "Destroy target artifact and target enchantment."
            second = effect_text(items[index + 1], ctx)
            clause += " and " + second.split(" ", 1)[1]
            index += 1
        clauses.append(clause)
        index += 1
    if not sentence:
        return ". ".join(clauses)
    return " ".join(capitalize(c) + "." for c in clauses)


# ----------------------------------------------------------------------------------------------
# Conditions, costs, triggers
# ----------------------------------------------------------------------------------------------


def condition_text(c: Condition) -> str:
    if c.kind == "you_control" and c.filter is not None:
        return f"you control {with_article(filter_phrase(c.filter))}"
    if c.kind == "kicked":
        return "it was kicked"
    if c.kind == "main_phase":
        return "you cast this spell during your main phase"
    raise RenderError(f"no words for the condition {c.kind!r}")


def cost_text(cost: Cost) -> str:
    parts: list[str] = []
    if cost.mana:
        parts.append(cost.mana)
    if cost.tap:
        parts.append("{T}")
    if cost.loyalty is not None:
        return f"[+{cost.loyalty}]" if cost.loyalty > 0 else (
            "[0]" if cost.loyalty == 0 else f"[−{-cost.loyalty}]")
    if cost.sacrifice_self:
        parts.append(f"Sacrifice {SELF_NAME}")
    if cost.sacrifice is not None:
        noun = filter_phrase(cost.sacrifice)
        if cost.sacrifice_count == 1:
            thing = ("another " + noun) if cost.sacrifice.other else with_article(noun)
        else:
            thing = f"{number(cost.sacrifice_count)} {plural(noun)}"
        parts.append(f"Sacrifice {thing}")
    if cost.remove_counters:
        parts.append(f"Remove {number(cost.remove_count)} {cost.remove_counters} counters from "
                     f"{SELF_NAME}")
    if cost.discard_self:
        parts.append("Discard this card")
    if cost.pay_life:
        parts.append(f"Pay {cost.pay_life} life")
    return ", ".join(parts)


def trigger_text(t: Trigger, card: CardDef) -> str:
    whose = {"you": "your", "opponent": "each opponent's", "each": "each"}[t.whose]
    steps = {"upkeep": "upkeep", "end_step": "end step", "draw_step": "draw step",
             "precombat_main": "precombat main phase", "beginning_of_combat": "combat"}
    if t.event in steps:
        if t.event == "beginning_of_combat":
            return f"At the beginning of combat on {whose} turn"
        return f"At the beginning of {whose} {steps[t.event]}"
    subject = SELF_NAME if t.subject == "self" else _trigger_subject(t, card)
    verbs = {"enters": "enters", "dies": "dies", "attacks": "attacks", "blocks": "blocks",
             "deals_combat_damage_to_player": "deals combat damage to a player",
             "leaves": "leaves the battlefield"}
    word = "When" if t.subject == "self" and t.event in ("enters", "dies") else "Whenever"
    if t.event == "enters" and t.subject == "filter" and t.filter is not None and \
            t.filter.controller == "you":
        f = replace(t.filter, controller="any", other=False)
        noun = ("another " + filter_phrase(f)) if t.filter.other else \
            with_article(filter_phrase(f))
        return f"Whenever {noun} enters under your control"
    if t.event in verbs:
        return f"{word} {subject} {verbs[t.event]}"
    if t.event == "cast":
        return f"Whenever you cast {with_article(filter_phrase(t.filter or Filter()))} spell"
    if t.event == "discard":
        who = "an opponent" if t.whose == "opponent" else "you"
        return f"Whenever {who} {'discards' if who != 'you' else 'discard'} a card"
    raise RenderError(f"no words for the trigger event {t.event!r}")


def _trigger_subject(t: Trigger, card: CardDef) -> str:
    f = t.filter or Filter()
    noun = filter_phrase(f)
    card_types = set(card.type_line.split("—")[0].split())
    if not f.other and f.types and set(f.types) <= card_types and t.event == "dies":
        return f"{SELF_NAME} or another {noun}"
    if f.other:
        return "another " + filter_phrase(replace(f, other=False))
    return with_article(noun)


# ----------------------------------------------------------------------------------------------
# Abilities and cards
# ----------------------------------------------------------------------------------------------


def keyword_text(k: Keyword) -> str:
    name = k.name.replace("_", " ")
    if k.name == "protection" and k.filter is not None:
        colors = [_COLOR_WORDS[c] for c in k.filter.colors]
        return "Protection " + " and ".join(f"from {c}" for c in colors)
    if k.name == "enchant" and k.filter is not None:
        return "Enchant " + filter_phrase(k.filter)
    if k.cost is not None:
        if k.cost.mana and cost_text(k.cost) == k.cost.mana:
            return f"{capitalize(name)} {k.cost.mana}"
        return f"{capitalize(name)}—{cost_text(k.cost)}."
    if k.amount:
        return f"{capitalize(name)} {k.amount}"
    return capitalize(name)


def modes_text(choice: ModeChoice, ctx_card: CardDef, lead: str) -> str:
    words = count_phrase(choice.min_count, choice.max_count, len(choice.modes))
    verb = "An opponent chooses" if choice.chooser == "opponent" else "choose"
    head = f"{lead}, {verb} {words}" if lead else f"{capitalize(verb)} {words}"
    if choice.unchosen_this_turn:
        head = f"{lead}, choose one that hasn't been chosen this turn" if lead else \
            "Choose one that hasn't been chosen this turn"
    if choice.repeat:
        head += ". You may choose the same mode more than once."
    else:
        head += " —"
    lines = [head]
    for mode in choice.modes:
        ctx = _Context(ctx_card, mode.targets)
        if choice.chooser == "opponent":
            body = _chosen_by_another(mode.effects, ctx)
        else:
            body = effects_text(mode.effects, ctx)
        lines.append("• " + body)
    if choice.escalate is not None:
        lines.insert(0, f"Escalate {cost_text(choice.escalate)}")
    if choice.entwine is not None:
        lines.append(f"Entwine {cost_text(choice.entwine)}")
    return "\n".join(lines)


def _chosen_by_another(effects: Sequence[Effect], ctx: _Context) -> str:
    """A mode another player chose (CR 700.2e): Oracle names "you" explicitly ("You put … and
    gain 4 life"; "You put … and ~ deals 4 damage to that player")."""
    clauses = [effect_text(e, ctx) for e in effects]
    out: list[str] = []
    for clause in clauses:
        if clause.startswith("you "):
            clause = clause[4:] if out and out[-1].startswith("You ") else clause
        elif not clause.startswith(SELF_NAME) and not clause.startswith("target"):
            clause = "you " + clause
        out.append(capitalize(clause) if not out else clause)
    return " and ".join(out) + "."


def ability_text(ability: Ability, card: CardDef) -> str:
    if isinstance(ability, Keyword):
        return keyword_text(ability)
    if isinstance(ability, SpellAbility):
        if ability.modes is not None:
            return modes_text(ability.modes, card, "")
        text = effects_text(ability.effects, _Context(card, ability.targets))
        if ability.additional_costs:
            costs = " and ".join(cost_text(c)[:1].lower() + cost_text(c)[1:]
                                 for c in ability.additional_costs)
            text = f"As an additional cost to cast this spell, {costs}.\n{text}"
        return text
    if isinstance(ability, ActivatedAbility):
        body = effects_text(ability.effects, _Context(card, ability.targets))
        if ability.modes is not None:
            body = modes_text(ability.modes, card, "")
        if ability.cost.sacrifice_self and body.startswith(SELF_NAME + " "):
            body = "It" + body[len(SELF_NAME):]  # "Sacrifice ~: It deals 1 damage …"
        text = f"{cost_text(ability.cost)}: {body}"
        if ability.per_turn == 1 and ability.cost.loyalty is None:
            text += " Activate only once each turn."
        return text
    if isinstance(ability, TriggeredAbility):
        if ability.trigger.event == "lore":
            chapters = "I" if not ability.trigger.chapters else ", ".join(
                _ROMAN[c] for c in ability.trigger.chapters)
            return f"{chapters} — " + effects_text(ability.effects,
                                                   _Context(card, ability.targets))
        head = trigger_text(ability.trigger, card)
        if ability.intervening_if is not None:
            head += f", if {condition_text(ability.intervening_if)}"
        if ability.modes is not None:
            return modes_text(ability.modes, card, head)
        ctx = _Context(card, ability.targets)
        body = effects_text(ability.effects, ctx, sentence=False)
        if ability.optional:
            body = "you may " + body
        return f"{head}, {body}."
    if isinstance(ability, StaticAbility):
        return static_text(ability, card)
    if isinstance(ability, ReplacementAbility):
        return replacement_text(ability)
    raise RenderError(f"no words for the ability {type(ability).__name__}")


def _affected(e: ContinuousEffect) -> tuple[str, bool]:
    if e.affected == "filter" and e.filter is not None:
        return capitalize(filter_phrase(e.filter, many=True, joiner="and")), True
    if e.affected == "self":
        return SELF_NAME, False
    return capitalize({"enchanted": "enchanted creature", "equipped": "equipped creature"}[
        e.affected]), False


def static_text(ability: StaticAbility, card: CardDef) -> str:
    parts: list[str] = []
    subject = ""
    many = False
    for e in ability.effects:
        who, many = _affected(e)
        if e.affected == "filter" and e.filter is not None and e.filter.other:
            who = "Other " + filter_phrase(replace(e.filter, other=False),
                                           many=True)
        subject = subject or who
        if e.layer == "7c":
            parts.append(f"{'get' if many else 'gets'} {_signed(e.power)}/{_signed(e.toughness)}")
        elif e.layer == "6" and e.add_keywords:
            parts.append(f"{'have' if many else 'has'} "
                         + _and([keyword_text(k).lower() for k in e.add_keywords]))
        elif e.layer == "2":
            return f"You control {who.lower()}."
        elif e.layer == "4" and e.add_subtypes:
            noun = with_article(" ".join(e.add_subtypes))
            return f"Each {filter_phrase(e.filter or Filter())} is {noun} in addition to its " \
                   "other land types."
        elif e.layer == "rules" and e.rule in ("cost_increase", "cost_reduction"):
            spells = filter_phrase(e.filter or Filter(), many=True).replace("permanents", "")
            more = "more" if e.rule == "cost_increase" else "less"
            head = f"{spells.strip()} spells you cast" if spells.strip() else "Spells"
            return f"{capitalize(head)} cost {{{e.amount}}} {more} to cast."
        elif e.layer == "rules" and e.rule in ("cant_attack", "cant_block"):
            verb = e.rule.removeprefix("cant_")
            parts.append(f"can't {verb}")
        else:
            raise RenderError(f"no words for the continuous effect {e!r}")
    if len(parts) == 2 and parts[0].startswith("can't") and parts[1].startswith("can't"):
        parts = [parts[0] + " or " + parts[1].removeprefix("can't ")]
    return f"{subject} {' and '.join(parts)}."


def replacement_text(r: ReplacementAbility) -> str:
    if r.event == "enters" and r.action == "tapped" and r.applies_to == "self" and \
            r.filter is None:
        return f"{SELF_NAME} enters tapped."
    if r.event == "enters" and r.action == "counters" and r.applies_to == "self":
        n = r.amount
        many = not (isinstance(n, int) and n == 1)
        count = ("X" if not isinstance(n, int) else number(n)) if many else "a"
        return (f"{SELF_NAME} enters with {count} {r.counter} counter{'s' if many else ''} "
                "on it.")
    if r.event == "enters" and r.action == "tapped" and r.filter is not None:
        return f"{capitalize(filter_phrase(r.filter, many=True, joiner='and'))} enter tapped."
    if r.event == "create_token" and r.action == "double":
        return ("If an effect would create one or more tokens under your control, it creates "
                "twice that many of those tokens instead.")
    if r.event == "put_counters" and r.action == "double" and r.filter is not None:
        return ("If an effect would put one or more counters on "
                f"{with_article(filter_phrase(r.filter))}, it puts twice that many of those "
                "counters on that permanent instead.")
    if r.event == "put_counters" and r.action == "add" and r.applies_to == "filter":
        noun = filter_phrase(r.filter or Filter())
        return (f"If one or more counters would be put on {with_article(noun)}, that many "
                "plus one of each of those kinds of counters are put on that permanent instead.")
    if r.event == "put_counters" and r.action == "add" and r.applies_to == "you":
        return ("If you would get one or more counters, you get that many plus one of each of "
                "those kinds of counters instead.")
    raise RenderError(f"no words for the replacement {r.event!r}/{r.action!r}")


_BASIC_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}",
               "Forest": "{G}"}


def _is_intrinsic_mana(ability: Ability, card: CardDef) -> bool:
    """A basic land type's own "{T}: Add …" (CR 305.6), printed as reminder text."""
    if "Land" not in card.type_line or "—" not in card.type_line:
        return False
    subtypes = card.type_line.split("—", 1)[1].split()
    return (len(subtypes) == 1 and subtypes[0] in _BASIC_MANA
            and ability == ActivatedAbility(cost=Cost(tap=True),
                                            effects=(AddMana(_BASIC_MANA[subtypes[0]]),)))


def render_abilities(card: CardDef) -> list[str]:
    """Each ability's text (the card's name as ``~``); a basic land type's intrinsic mana
    ability is printed in parentheses, as Oracle does."""
    return [f"({ability_text(a, card)})" if _is_intrinsic_mana(a, card) else
            ability_text(a, card) for a in card.abilities]


def render_card(card: CardDef) -> str:
    """The card's rules text rendered from its abilities, one ability a line."""
    return "\n".join(render_abilities(card))
