"""The words of Oracle text for the ability model's pieces: filters, targets, references,
quantities, effects, conditions, costs and keywords. :mod:`render` puts them together into
abilities and cards (magic.md §2, the render-back)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from cardtable.core.errors import CardTableError
from cardtable.games.magic.abilities.base import Amount, Condition, Cost, Filter, TargetSpec
from cardtable.games.magic.abilities.effects import (
    AddMana,
    Attach,
    Becomes,
    Conditional,
    CopyExcept,
    CopySpell,
    CounterObject,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    DelayedTrigger,
    Destroy,
    Discard,
    DistributeCounters,
    DrawCards,
    Exile,
    Explore,
    Fight,
    ForEachPlayer,
    GainControl,
    GainLife,
    GetEmblem,
    GrantAbilities,
    LoseLife,
    MayDo,
    Mill,
    ModifyPT,
    PayXDraw,
    PreventDamage,
    Proliferate,
    PutCounters,
    PutOnLibrary,
    Regenerate,
    RemoveCounters,
    ReturnChosen,
    ReturnFromGraveyard,
    ReturnToHand,
    RevealChooseDiscard,
    RevealTops,
    RevealUntil,
    Sacrifice,
    Scry,
    SearchLibrary,
    SetBasePT,
    Surveil,
    Tap,
    TokenSpec,
    Untap,
)
from cardtable.games.magic.abilities.model import (
    ActivatedAbility,
    CardDef,
    Effect,
    Keyword,
)


class RenderError(CardTableError, ValueError):
    """A model value the renderer has no words for (the card is not supported yet)."""


SELF_NAME = "~"
_NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                 "seventeen", "eighteen", "nineteen", "twenty"]
_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}


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
    if f.tapped is False:
        adjectives.append("untapped")
    if f.attacking is True:
        adjectives.append("attacking")
    if f.blocking is True:
        adjectives.append("blocking")
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
    noun = _type_words(f, many and zone == "battlefield", joiner)
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
    if f.attacking_you:
        tail.append("attacking you")
    # Oracle names the controller before a "with …" quality: "creatures you control with
    # flying", "creature an opponent controls with power 4 or greater".
    owner = {"you": "you control", "opponent": "an opponent controls",
             "not_you": "you don't control", "chooser": "that player controls",
             "that_player": "that player controls"}
    if many and f.controller == "opponent":
        phrase += " your opponents control"
    elif f.controller in owner:
        phrase += " " + owner[f.controller]
    if tail:
        phrase += " " + " and ".join(tail)
    if f.owner == "you":
        phrase += " you own"
    return phrase


def takes_all(f: Filter) -> bool:
    """Whether Oracle writes "all" before the plural of ``f``: a plain noun of types and
    subtypes nobody's control restricts ("All creatures get -2/-2", "All Sliver creatures
    have trample"; but "Attacking creatures get +1/+0", "Creatures you control …")."""
    return replace(f, types=(), all_types=(), subtypes=()) == Filter()


def many_phrase(f: Filter) -> str:
    """A plural subject, with "all" where Oracle writes it (:func:`takes_all`)."""
    phrase = filter_phrase(f, many=True)
    return f"all {phrase}" if takes_all(f) else phrase


def spell_phrase(f: Filter) -> str:
    """"noncreature spell", "instant or sorcery spell", "Spirit or Arcane spell", "spell"."""
    if not f.types and not f.all_types and not f.subtypes:
        words = filter_phrase(replace(f, types=("Permanent",))).replace("permanent", "").strip()
        words = " ".join(words.split())
        return f"{words} spell".strip()
    return filter_phrase(f) + " spell"


def with_article(phrase: str) -> str:
    return f"{article(phrase)} {phrase}"


def target_phrase(t: TargetSpec) -> str:
    """"target nonblack creature", "any target", "up to two target creatures"."""
    many = t.count > 1 or t.count_x
    if t.what == "any":
        if many and t.divide is not None and t.min_count == 1 and t.count in (2, 3):
            # CR 601.2d: "among one, two, or three targets"
            return "one or two targets" if t.count == 2 else "one, two, or three targets"
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
            noun = noun.replace(" you own", "") + {
                "you": " from your graveyard", "opponent": " from an opponent's graveyard"}.get(
                t.filter.owner, " from a graveyard")
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
    if t.count_x:
        return f"X target {noun}"
    if t.min_count == 0 and t.count >= 1:
        other = "other " if t.distinct_from else ""
        return f"up to {number(t.count)} {other}target {noun}"
    if many:
        return f"{number(t.count)} target {noun}"
    prefix = "another " if t.filter.other else ""
    return f"{prefix}target {noun}"


# ----------------------------------------------------------------------------------------------
# References and quantities
# ----------------------------------------------------------------------------------------------


class Context:
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
        words = {"it": "it", "that_creature": "that creature",
                 "enchanted": "enchanted creature", "equipped": "equipped creature",
                 "each_player": "each player", "each_opponent": "each opponent",
                 "each_creature": "each creature", "each_other_creature": "each other creature",
                 "defending_player": "defending player", "that_player": "that player",
                 "chooser": "that player", "triggering_player": "that player"}
        if ref in words:
            return words[ref]
        raise RenderError(f"no words for the reference {ref!r}")


TEMP_RULE_WORDS = {"cant_block": "can't block", "cant_be_blocked": "can't be blocked"}


def copy_except_text(exc: CopyExcept | None) -> str:
    """", except it has haste" / ", except it's a 1/1 green Frog" (CR 707.9)."""
    if exc is None:
        return ""
    if exc == CopyExcept(add_types=exc.add_types) and len(exc.add_types) == 1:
        return f", except it's an {exc.add_types[0].lower()} in addition to its other types"
    if exc == CopyExcept(add_subtypes=exc.add_subtypes) and exc.add_subtypes:
        return (f", except it's a {' '.join(exc.add_subtypes)} in addition to its other "
                "types")
    if exc.add_types or exc.add_subtypes:
        raise RenderError(f"no words for the copy exceptions {exc!r}")
    if exc.keywords and exc.power is None and exc.colors is None and exc.subtypes is None:
        return ", except it has " + and_list([keyword_text(k).lower() for k in exc.keywords])
    if not exc.keywords and None not in (exc.power, exc.toughness, exc.colors, exc.subtypes):
        colors = " and ".join(_COLOR_WORDS[c] for c in exc.colors or ()) or "colorless"
        return (f", except it's a {exc.power}/{exc.toughness} {colors} "
                + " ".join(exc.subtypes or ()))
    raise RenderError(f"no words for the copy exceptions {exc!r}")


def amount_value(q: int | Amount) -> str:
    if isinstance(q, Amount) and q.kind == "event_amount":
        return "that much"  # the triggering event's amount (603.2)
    return str(q) if isinstance(q, int) else "X"


def amount_clause(q: int | Amount, ctx: Context, *, its: bool = False) -> str:
    """", where X is …" for a computed amount, or ``""``; ``its`` when the sentence's subject
    is the object measured ("~ gets +X/+X …, where X is its power")."""
    if isinstance(q, int) or q.kind in ("x", "event_amount"):
        return ""
    if q.kind == "power" and q.ref == "sacrificed":  # a cost's sacrificed creature
        return ", where X is the sacrificed creature's power"
    if q.kind == "power":
        whose = "its" if its else ctx.ref(q.ref or "self", possessive=True)
        return f", where X is {whose} power"
    if q.kind == "count" and q.filter is not None and q.ref:  # "… defending player controls"
        return (f", where X is the number of {filter_phrase(q.filter, many=True)} "
                f"{ctx.ref(q.ref)} controls")
    if q.kind == "count" and q.filter is not None:
        return f", where X is the number of {filter_phrase(q.filter, many=True)}"
    if q.kind == "devotion":
        return f", where X is your devotion to {_COLOR_WORDS[q.color]}"
    if q.kind == "player_counters" and q.ref == "you":
        return f", where X is the number of {q.counter} counters you have"
    raise RenderError(f"no words for the amount {q!r}")


def for_each_clause(q: int | Amount) -> str:
    if isinstance(q, Amount) and q.kind == "counters":
        return f" for each {q.counter} counter on {SELF_NAME}"
    raise RenderError(f"no words for the amount {q!r}")


# ----------------------------------------------------------------------------------------------
# Effects
# ----------------------------------------------------------------------------------------------


def _cards(n: int | Amount) -> str:
    if isinstance(n, Amount) and n.kind == "event_amount":
        return "that many cards"
    if isinstance(n, Amount):
        return "X cards"
    return "a card" if n == 1 else f"{number(n)} cards"


def _subject(ctx: Context, who: str) -> tuple[str, bool]:
    """The subject and whether it is the imperative "you"."""
    return (ctx.ref(who, subject=True), who == "you")


def _third(verb: str) -> str:
    return verb[:-1] + "ies" if verb.endswith("y") else verb + ("es" if verb.endswith("h")
                                                                  else "s")


def _player_action(ctx: Context, who: str, verb: str, rest: str, you_form: str) -> str:
    if who == "you":
        return f"{you_form} {rest}".strip()
    return f"{ctx.ref(who, subject=True)} {_third(verb)} {rest}".strip()


PREDEFINED_TOKENS: dict[str, TokenSpec] = {
    # CR 111.10a: "{T}, Sacrifice this artifact: Add one mana of any color."
    "Treasure": TokenSpec(name="Treasure", types=("Artifact",), subtypes=("Treasure",),
                          abilities=(ActivatedAbility(cost=Cost(tap=True, sacrifice_self=True),
                                                      effects=(AddMana(choices=("any",)),)),)),
    # CR 111.10b: "{2}, {T}, Sacrifice this artifact: You gain 3 life."
    "Food": TokenSpec(name="Food", types=("Artifact",), subtypes=("Food",),
                      abilities=(ActivatedAbility(cost=Cost(mana="{2}", tap=True,
                                                            sacrifice_self=True),
                                                  effects=(GainLife(3),)),)),
    # CR 111.10g: "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."
    "Blood": TokenSpec(name="Blood", types=("Artifact",), subtypes=("Blood",),
                       abilities=(ActivatedAbility(cost=Cost(mana="{1}", tap=True, discard=1,
                                                             sacrifice_self=True),
                                                   effects=(DrawCards(1),)),)),
    # CR 111.10c: "Sacrifice this artifact: Add one mana of any color."
    "Gold": TokenSpec(name="Gold", types=("Artifact",), subtypes=("Gold",),
                      abilities=(ActivatedAbility(cost=Cost(sacrifice_self=True),
                                                  effects=(AddMana(choices=("any",)),)),)),
    # CR 111.10f: "{2}, Sacrifice this artifact: Draw a card."
    "Clue": TokenSpec(name="Clue", types=("Artifact",), subtypes=("Clue",),
                      abilities=(ActivatedAbility(cost=Cost(mana="{2}", sacrifice_self=True),
                                                  effects=(DrawCards(1),)),)),
}


def token_phrase(effect: CreateToken, ctx: Context) -> str:
    spec: TokenSpec = effect.token
    if PREDEFINED_TOKENS.get(spec.name) == spec:
        body = ("tapped " if effect.tapped else "") + spec.name
        count = effect.count
        if spec.name == "Clue" and count == 1 and not effect.tapped:
            return "investigate"  # CR 701.36a
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
        text += " with " + and_list([keyword_text(k).lower() for k in keywords])
    text = "create " + text
    others = [a for a in spec.abilities if not isinstance(a, Keyword)]
    if others:
        from cardtable.games.magic.abilities.render import ability_text

        inner = "; ".join(ability_text(a, CardDef(name="this creature", type_line="Creature"))
                          for a in others).replace(SELF_NAME, "this creature")
        text += f". {'It has' if not many else 'They have'} \"{inner}\""
    text += amount_clause(count, ctx) if isinstance(count, Amount) and count.kind != "x" else ""
    if isinstance(power, Amount):
        text += amount_clause(power, ctx)
    return text


def becomes_phrase(effect: Becomes, ctx: Context) -> str:
    """"Until end of turn, target creature loses all abilities and becomes a green Snake with
    base power and toughness 1/1"; "creatures target player controls lose all abilities and
    have base power and toughness 0/2"."""
    if effect.whose:
        noun = filter_phrase(effect.filter or Filter(), many=True)
        subject, many = f"{noun} {ctx.ref(effect.whose)} controls", True
    elif effect.filter is not None:
        subject, many = filter_phrase(effect.filter, many=True), True
    else:
        subject, many = ctx.ref(effect.on), False
    parts = []
    if effect.lose_abilities:
        parts.append("lose all abilities" if many else "loses all abilities")
    pt = ""
    if effect.power is not None and effect.toughness is not None:
        pt = f"base power and toughness {amount_value(effect.power)}/" \
             f"{amount_value(effect.toughness)}"
    if effect.colors or effect.subtypes:
        words = " ".join([*(_COLOR_WORDS[c] for c in effect.colors), *effect.subtypes])
        parts.append(("become " if many else "becomes ") + with_article(words)
                     + (f" with {pt}" if pt else ""))
    elif pt:
        parts.append(("have " if many else "has ") + pt)
    text = f"{subject} {' and '.join(parts)}"
    if effect.duration == "end_of_turn":
        return "until end of turn, " + text
    return text


def and_list(items: Sequence[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


def _duration(duration: str) -> str:
    return " until end of turn" if duration == "end_of_turn" else ""


def effect_text(effect: Effect, ctx: Context) -> str:
    """One effect as a clause without the final period, imperative where Oracle is."""
    if isinstance(effect, DealDamage):
        source = ctx.ref(effect.source)
        amount = effect.amount
        if isinstance(amount, Amount) and amount.kind == "count":
            to = ctx.ref(effect.to)
            return f"{source} deals X damage to {to}"
        if effect.source == "it" and amount == Amount(kind="power", ref="it"):
            return f"it deals damage equal to its power to {ctx.ref(effect.to)}"
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
            who = "They" if not effect.what else (
                "That creature" if effect.says_that else "It")
            text += f". {who} can't be regenerated"
        return text
    if isinstance(effect, Exile):
        if not effect.what and effect.filter is not None:
            return f"exile all {filter_phrase(effect.filter, many=True, joiner='and')}"
        return f"exile {ctx.ref(effect.what)}"
    if isinstance(effect, ReturnToHand):
        if effect.filter is not None:
            return f"return all {filter_phrase(effect.filter, many=True, joiner='and')} to their " \
                "owners' hands"
        return f"return {ctx.ref(effect.what)} to its owner's hand"
    if isinstance(effect, ReturnFromGraveyard):
        what = ctx.ref(effect.what)
        if effect.what == "self" and effect.to == "hand":  # the card itself, from its zone
            return f"return {what} to its owner's hand"
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
    if isinstance(effect, GainLife) and isinstance(effect.amount, Amount) and (
            effect.amount.kind == "life_lost_this_way"):
        return _player_action(ctx, effect.who, "gain", "life equal to the life lost this way",
                              "you gain")
    if isinstance(effect, GetEmblem):  # CR 114.1
        from cardtable.games.magic.abilities.render import ability_text

        inner = " ".join(ability_text(a, ctx.card) for a in effect.abilities)
        return f'you get an emblem with "{inner}"'
    if isinstance(effect, GainLife):
        clause = amount_clause(effect.amount, ctx)
        return _player_action(ctx, effect.who, "gain", f"{amount_value(effect.amount)} life",
                              "you gain") + clause
    if isinstance(effect, LoseLife) and isinstance(effect.amount, Amount) and (
            effect.amount.kind == "half_life_up"):
        return _player_action(ctx, effect.who, "lose", "half their life, rounded up",
                              "you lose")
    if isinstance(effect, LoseLife):
        return _player_action(ctx, effect.who, "lose", f"{amount_value(effect.amount)} life",
                              "you lose") + amount_clause(effect.amount, ctx)
    if isinstance(effect, Sacrifice):
        if effect.what:
            return f"sacrifice {ctx.ref(effect.what)}"
        count = effect.count
        noun = filter_phrase(effect.filter)
        thing = with_article(noun) if count == 1 else f"{amount_value(count)} {plural(noun)}"
        if effect.greatest_power:
            thing += f" with the greatest power among {filter_phrase(effect.filter, many=True)}" \
                     " that player controls"
        return _player_action(ctx, effect.who, "sacrifice", thing, "sacrifice")
    if isinstance(effect, CreateToken):
        return token_phrase(effect, ctx)
    if isinstance(effect, CreateTokenCopy):
        count = effect.count
        what = ctx.ref(effect.what)
        if count == 1:
            return (f"create a {'tapped ' if effect.tapped else ''}token that's a copy of {what}"
                    + copy_except_text(effect.exceptions))
        many = amount_value(count) if isinstance(count, Amount) else number(count)
        return f"create {many} {'tapped ' if effect.tapped else ''}tokens that are copies of {what}"
    if isinstance(effect, PutCounters):
        n = effect.amount
        kind = effect.counter
        counters = (f"{article(kind)} {kind} counter" if n == 1 else
                    f"{amount_value(n) if isinstance(n, Amount) else number(n)} {kind} counters")
        if effect.filter is None and effect.on == "you" and n == 1:
            return f"you get {article(kind)} {kind} counter"
        on = ("each " + filter_phrase(effect.filter)) if effect.filter is not None else \
            ctx.ref(effect.on)
        return f"put {counters} on {on}" + (amount_clause(n, ctx) if isinstance(n, Amount)
                                            else "")
    if isinstance(effect, RemoveCounters) and effect.counter == "all":
        return f"remove all counters from {ctx.ref(effect.on)}"
    if isinstance(effect, RemoveCounters):
        return f"remove {number(int(effect.amount)) if isinstance(effect.amount, int) else 'X'} " \
               f"{effect.counter} counters from {ctx.ref(effect.on)}"
    if isinstance(effect, ModifyPT):
        p, t = effect.power, effect.toughness
        sign = signed_pair(p, t)
        if effect.filter is not None and effect.filter.controller == "ref":
            # "creatures target player controls get +2/+2 until end of turn"
            noun = filter_phrase(replace(effect.filter, controller="any"), many=True)
            return f"{noun} {ctx.ref(effect.on)} controls get {sign}" + \
                _duration(effect.duration)
        if effect.filter is not None:
            return f"{many_phrase(effect.filter)} get {sign}" + _duration(effect.duration)
        verb = "gets"
        if effect.on.startswith("target:") and len(effect.on.split(":")) == 2 and \
                ctx.targets[int(effect.on.split(":")[1])].count > 1:
            verb = "each get"  # "Up to two target creatures each get +1/+1"
        text = f"{ctx.ref(effect.on)} {verb} {sign}{_duration(effect.duration)}"
        return text + (amount_clause(p, ctx, its=effect.on == "self")
                       if isinstance(p, Amount) else "")
    if isinstance(effect, SetBasePT):
        return (f"{ctx.ref(effect.on)} has base power and toughness "
                f"{amount_value(effect.power)}/{amount_value(effect.toughness)}"
                f"{_duration(effect.duration)}")
    if isinstance(effect, GrantAbilities) and effect.rules and not (
            effect.keywords or effect.abilities) and effect.duration == "end_of_turn":
        if effect.rules == ("attacks_each_combat",) and effect.filter is not None:
            # "Creatures your opponents control attack this turn if able." (508.1d)
            return f"{filter_phrase(effect.filter, many=True)} attack this turn if able"
        phrases = [TEMP_RULE_WORDS[r] for r in effect.rules if r in TEMP_RULE_WORDS]
        if len(phrases) != len(effect.rules):
            raise RenderError(f"no words for the rule changes {effect.rules!r}")
        who = (filter_phrase(effect.filter, many=True) if effect.filter is not None
               else ctx.ref(effect.on))
        return f"{who} {' and '.join(phrases)} this turn"
    if isinstance(effect, Becomes):
        return becomes_phrase(effect, ctx)
    if isinstance(effect, GrantAbilities) and effect.duration.startswith("while_counter:") and (
            len(effect.abilities) == 1 and not effect.keywords and not effect.rules):
        from cardtable.games.magic.abilities.render import ability_text

        kind = effect.duration.partition(":")[2]
        inner = ability_text(effect.abilities[0], ctx.card).replace(SELF_NAME, "this creature")
        return (f"for as long as that creature has {article(kind)} {kind} counter on it, it "
                f'has "{inner}"')
    if isinstance(effect, GrantAbilities):
        words = and_list([keyword_text(k).lower() for k in effect.keywords])
        if effect.filter is not None:
            return f"{many_phrase(effect.filter)} gain {words}" + _duration(effect.duration)
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
    if isinstance(effect, Untap) and effect.filter is not None and (
            effect.filter.controller == "ref"):
        return "untap them"  # the creatures the sentence before named
    if isinstance(effect, Untap):
        return f"untap {ctx.ref(effect.what)}"
    if isinstance(effect, AddMana):
        if effect.choices == ("any",):
            amount = effect.amount
            return "add one mana of any color" if amount == 1 else \
                f"add {number(int(amount))} mana of any one color"  # type: ignore[arg-type]
        if len(effect.choices) > 2:
            return "add " + ", ".join(effect.choices[:-1]) + ", or " + effect.choices[-1]
        if effect.choices:
            return "add " + " or ".join(effect.choices)
        if isinstance(effect.amount, Amount):
            return f"add {effect.mana}" + for_each_clause(effect.amount)
        return f"add {effect.mana}"
    if isinstance(effect, Explore):
        return f"{ctx.ref(effect.what)} explores"
    if isinstance(effect, ReturnChosen) and effect.who == "you":
        noun = with_article(filter_phrase(effect.filter)) if not effect.filter.other else \
            "another " + filter_phrase(replace(effect.filter, other=False))
        return f"return {noun} to its owner's hand"
    if isinstance(effect, RevealChooseDiscard):
        f = effect.filter
        card = with_article(filter_phrase(replace(f, mana_value_max=None, mana_value_min=None),
                                          zone="hand"))
        after = "".join(f" with mana value {n} or {word}" for n, word in (
            (f.mana_value_max, "less"), (f.mana_value_min, "greater")) if n is not None)
        return (f"{ctx.ref(effect.who)} reveals their hand. You choose {card} from it{after}. "
                "That player discards that card")
    if isinstance(effect, Attach):
        return f"attach {ctx.ref(effect.what)} to {ctx.ref(effect.to)}"
    if isinstance(effect, PutOnLibrary):
        where = "on the bottom of" if effect.bottom else "on top of"
        return f"put {ctx.ref(effect.what)} {where} its owner's library"
    if isinstance(effect, Fight):
        return f"{ctx.ref(effect.a)} fights {ctx.ref(effect.b)}"
    if isinstance(effect, Regenerate):
        return f"regenerate {ctx.ref(effect.what)}"
    if isinstance(effect, Scry):
        return f"scry {amount_value(effect.amount)}"
    if isinstance(effect, Surveil):
        return f"surveil {amount_value(effect.amount)}"
    if isinstance(effect, Proliferate):
        return "proliferate"
    if isinstance(effect, SearchLibrary):
        noun = filter_phrase(effect.filter, many=effect.count > 1, zone="library")
        what = with_article(noun) if effect.count == 1 else f"up to {number(effect.count)} {noun}"
        them = "it" if effect.count == 1 else "them"
        card = "that card" if effect.count == 1 and not (effect.reveal or effect.says_it) \
            else them
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
    if isinstance(effect, PreventDamage) and effect.by is not None:
        kind = "combat damage" if effect.combat_only else "damage"
        text = f"prevent all {kind} that would be dealt this turn"
        if effect.by != Filter():  # "by non-Spider creatures"; any source: nothing more
            text += f" by {filter_phrase(effect.by, many=True)}"
        return text
    if isinstance(effect, PreventDamage):
        return f"prevent the next {amount_value(effect.amount)} damage that would be dealt to " \
               f"{ctx.ref(effect.to)} this turn"
    if isinstance(effect, MayDo) and effect.effects == (CopySpell(what="self"),):
        return f"you may copy {SELF_NAME} and may choose a new target for the copy"
    if isinstance(effect, MayDo):
        inner = effects_text(effect.effects, ctx, sentence=False)
        if inner.startswith(f"{SELF_NAME} deals "):
            # "you may have ~ deal 5 damage to any target" (Where Ancients Tread)
            return f"you may have {SELF_NAME} deal " + inner[len(SELF_NAME) + len(" deals "):]
        if inner.startswith("it deals "):
            # "you may have it deal 1 damage to each creature" (Slice and Dice)
            return "you may have it deal " + inner[len("it deals "):]
        return f"you may {inner.removeprefix('you ')}"
    if isinstance(effect, Conditional) and effect.otherwise and (
            effect.condition.kind == "ref_matches" and effect.condition.ref == "equipped"
            and effect.condition.filter is not None):
        # "… on equipped creature. If equipped creature is a Vampire, put two … on it instead"
        usual = effects_text(effect.otherwise, ctx, sentence=False)
        instead = effects_text(effect.effects, ctx, sentence=False)
        if instead.endswith(" equipped creature"):
            instead = instead.removesuffix(" equipped creature") + " it"
        noun = with_article(filter_phrase(effect.condition.filter))
        return f"{usual}. If equipped creature is {noun}, {instead} instead"
    if isinstance(effect, Conditional) and effect.otherwise:
        # "Target creature gets -1/-1 until end of turn. That creature gets -13/-13 until end
        # of turn instead if a creature died this turn." (Tragic Slip)
        usual = effects_text(effect.otherwise, ctx, sentence=False)
        instead = effects_text(effect.effects, ctx, sentence=False)
        if instead.startswith("it "):
            instead = "that creature " + instead[3:]
        return f"{usual}. {capitalize(instead)} instead if {condition_text(effect.condition)}"
    if isinstance(effect, Conditional):
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"if {condition_text(effect.condition)}, {inner}"
    if isinstance(effect, DelayedTrigger):
        inner = effects_text(effect.effects, ctx, sentence=False)
        if effect.when == "end_of_combat":  # "destroy that creature at end of combat"
            return f"{inner} at end of combat"
        when = {"next_upkeep": "the next turn's upkeep",
                "next_end_step": "the next end step"}[effect.when]
        return f"{inner} at the beginning of {when}"
    if isinstance(effect, RevealTops) and effect.who == "each_player":
        return "each player reveals the top card of their library"
    if isinstance(effect, DistributeCounters) and effect.source == "self" and (
            effect.filter == Filter(types=("Creature",), other=True)):
        return (f"you may move any number of {effect.counter} counters from {SELF_NAME} onto "
                "other creatures")
    if isinstance(effect, PayXDraw) and effect.limit == Amount(kind="event_amount"):
        return ("you may pay {X}, where X is less than or equal to the amount of life you "
                "gained. If you do, draw X cards")
    if isinstance(effect, RevealUntil) and effect.shares_type_with == "it" and (
            effect.filter == Filter(types=("Creature",))):
        return ("reveal cards from the top of your library until you reveal a creature card "
                "that shares a creature type with it. Put that card into your hand and the "
                "rest on the bottom of your library in a random order")
    if isinstance(effect, ForEachPlayer):
        raise RenderError("no words for a ForEachPlayer effect yet")
    raise RenderError(f"no words for the effect {type(effect).__name__}")


def signed_pt(p: int | Amount, t: int | Amount) -> str:
    """"+2/+2", "-3/-0", "-0/-3": Oracle gives a zero change the sign of the other when that
    one lowers."""
    if isinstance(p, int) and p < 0 and t == 0:
        return f"{signed(p)}/-0"
    if isinstance(t, int) and t < 0 and p == 0:
        return f"-0/{signed(t)}"
    return f"{signed(p)}/{signed(t)}"


def signed(q: int | Amount) -> str:
    if isinstance(q, Amount):
        return "+X" if q.multiplier >= 0 else "-X"
    return f"+{q}" if q >= 0 else f"-{-q}"


def signed_pair(power: int | Amount, toughness: int | Amount) -> str:
    """"+2/+0", "-3/-0", "-0/-2": Oracle gives a zero the sign of the other number."""
    p, t = signed(power), signed(toughness)
    if power == 0 and t.startswith("-"):
        p = "-0"
    if toughness == 0 and p.startswith("-"):
        t = "-0"
    return f"{p}/{t}"


def _drain_pair(first: Effect, second: Effect) -> bool:
    """Oracle's drain shape: "… loses N life and you gain N life", "deals X damage … and you
    gain X life" (the same amount both times)."""
    return (isinstance(second, GainLife) and second.who == "you"
            and isinstance(first, (LoseLife, DealDamage)) and first.amount == second.amount
            and not (isinstance(first, DealDamage) and first.divided))


def _exile_it_and(first: Effect, second: Effect) -> bool:
    """"exile it and put a +1/+1 counter on each Vampire you control" (Patron of the Vein)."""
    return first == Exile(what="it") and isinstance(second, PutCounters)


def _player_and_you(first: Effect, second: Effect) -> bool:
    return isinstance(first, Discard) and first.who not in ("you", "") and isinstance(
        second, CreateToken)


def _draws_and_loses(first: Effect, second: Effect) -> bool:
    """"Target player draws two cards and loses 2 life": one targeted player, two verbs."""
    return (isinstance(first, DrawCards) and isinstance(second, LoseLife)
            and first.who == second.who and first.who.startswith("target:"))


def _then(first: Effect, second: Effect) -> bool:
    """"Draw two cards, then discard a card"; "Scry 2, then draw two cards". The model has no
    sentence boundaries: "Scry 1." and "Draw a card." stay two sentences (Opt's two lines, in
    the test pool), at the cost of the few cards that print "scry 1, then draw a card"."""
    if isinstance(first, (Scry, Surveil)) and isinstance(second, DrawCards):
        return second.who == "you" and not (first.amount == 1 and second.amount == 1)
    return isinstance(first, DrawCards) and isinstance(second, Discard) and first.who == \
        second.who


def _same_damage(first: Effect, second: Effect) -> bool:
    """"~ deals 1 damage to each creature and each player" (one sentence, two effects)."""
    return (isinstance(first, DealDamage) and isinstance(second, DealDamage)
            and first.amount == second.amount and first.source == second.source
            and first.to.startswith("each_") and second.to.startswith("each_"))


def _pump_and_grant(first: Effect, second: Effect) -> bool:
    """"Target creature gets +2/+2 and gains trample until end of turn" (one clause)."""
    return (isinstance(first, ModifyPT) and isinstance(second, GrantAbilities)
            and first.on == second.on and first.filter == second.filter
            and first.duration == second.duration == "end_of_turn" and not second.abilities
            and not isinstance(first.power, Amount) and not isinstance(first.toughness, Amount)
            and not getattr(first, "all_cards", False)
            and not getattr(second, "all_cards", False))


_PLAYER_VERBS = {DrawCards: "draws", Discard: "discards", Mill: "mills", GainLife: "gains",
                 LoseLife: "loses"}


def _same_player(first: Effect, second: Effect) -> bool:
    """"Target player draws two cards and loses 2 life": two actions of one player who is not
    you, the second without its subject."""
    return (type(first) in _PLAYER_VERBS and type(second) in _PLAYER_VERBS
            and getattr(first, "who", "") == getattr(second, "who", "")
            and getattr(first, "who", "") != "you"
            and not isinstance(getattr(first, "amount", 0), Amount)
            and not isinstance(getattr(second, "amount", 0), Amount)
            and not getattr(first, "random", False) and not getattr(second, "random", False)
            and not getattr(first, "all_cards", False)
            and not getattr(second, "all_cards", False))


def _you_draw_lose(first: Effect, second: Effect) -> bool:
    """"You draw two cards and you lose 2 life" (Oracle never writes "Draw two cards. You lose
    2 life.")."""
    return (isinstance(first, DrawCards) and isinstance(second, LoseLife)
            and first.who == second.who == "you" and not isinstance(first.amount, Amount)
            and not isinstance(second.amount, Amount))


def _threaten(items: Sequence[Effect], index: int) -> bool:
    """"Gain control of target creature until end of turn. Untap that creature. It gains haste
    until end of turn." (three effects on one target)."""
    if index + 2 >= len(items):
        return False
    steal, untap, grant = items[index:index + 3]
    return (isinstance(steal, GainControl) and isinstance(untap, Untap)
            and isinstance(grant, GrantAbilities) and not steal.untap and not steal.haste
            and steal.duration == "end_of_turn" and steal.what.startswith("target:")
            and untap.what == steal.what == grant.on and grant.filter is None
            and not grant.abilities and grant.duration == "end_of_turn")


def _is_spell_card(card: CardDef) -> bool:
    return any(t in card.type_line.split("—")[0] for t in ("Instant", "Sorcery"))


def _gain_and_draw_x(first: Effect, second: Effect) -> bool:
    """"You gain X life and draw X cards, where X is …" (one X for both)."""
    return (isinstance(first, GainLife) and isinstance(second, DrawCards)
            and first.who == second.who == "you" and isinstance(first.amount, Amount)
            and first.amount == second.amount and first.amount.kind != "x")


def _gain_and_draw(first: Effect, second: Effect) -> bool:
    """"You gain 2 life and draw two cards" in an ability (Oracle never writes "You gain 2
    life. Draw two cards." there); an instant or sorcery prints its cantrip "Draw a card." on
    a line of its own (Revitalize), so there they stay two sentences."""
    return (isinstance(first, GainLife) and isinstance(second, DrawCards)
            and first.who == second.who == "you" and isinstance(first.amount, int)
            and not isinstance(second.amount, Amount))


def _same_verb(first: Effect, second: Effect) -> bool:
    return (isinstance(first, Destroy) and isinstance(second, Destroy) and bool(first.what)
            and bool(second.what) and not first.cant_regenerate)


def effects_text(effects: Iterable[Effect], ctx: Context, *, sentence: bool = True) -> str:
    """Effects as sentences ("Destroy target creature. Draw a card.")."""
    clauses: list[str] = []
    items = list(effects)
    index = 0
    while index < len(items):
        clause = effect_text(items[index], ctx)
        if _threaten(items, index):
            grant = items[index + 2]
            clause += ". Untap that creature. " + capitalize(effect_text(grant, ctx))
            index += 2
        elif index + 1 < len(items) and _exile_it_and(items[index], items[index + 1]):
            clause += " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _player_and_you(items[index], items[index + 1]):
            # "that player discards a card and you create a tapped 2/2 … token"
            clause += " and you " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _draws_and_loses(items[index], items[index + 1]):
            lose = items[index + 1]
            assert isinstance(lose, LoseLife)
            clause += f" and loses {amount_value(lose.amount)} life"
            index += 1
        elif index + 1 < len(items) and _drain_pair(items[index], items[index + 1]):
            clause += " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _same_damage(items[index], items[index + 1]):
            clause += " and " + ctx.ref(items[index + 1].to)  # type: ignore[union-attr]
            index += 1
        elif index + 1 < len(items) and _then(items[index], items[index + 1]):
            # "Draw two cards, then discard two cards."
            clause += ", then " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _pump_and_grant(items[index], items[index + 1]):
            grant = items[index + 1]
            assert isinstance(grant, GrantAbilities)
            words = and_list([keyword_text(k).lower() for k in grant.keywords])
            clause = clause.removesuffix(" until end of turn") + f" and gains {words} until " \
                "end of turn"
            if grant.filter is not None or " each get " in clause:
                clause = clause.replace(" and gains ", " and gain ")
            index += 1
        elif index + 1 < len(items) and _gain_and_draw_x(items[index], items[index + 1]):
            amount = items[index + 1].amount  # type: ignore[union-attr]
            clause = "you gain X life and draw X cards" + amount_clause(amount, ctx)
            index += 1
        elif index + 1 < len(items) and _gain_and_draw(items[index], items[index + 1]) and \
                not _is_spell_card(ctx.card):
            clause += " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _you_draw_lose(items[index], items[index + 1]):
            clause = "you " + clause + " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _same_player(items[index], items[index + 1]):
            second = effect_text(items[index + 1], ctx)
            clause += " and " + second.split(" ", 2)[2]
            index += 1
        elif index + 1 < len(items) and _same_verb(items[index], items[index + 1]):
            # "Destroy target artifact and target enchantment."
            second = effect_text(items[index + 1], ctx)
            clause += " and " + second.split(" ", 1)[1]
            index += 1
        clauses.append(clause)
        index += 1
    if not sentence:
        return ". ".join(clauses[:1] + [capitalize(c) for c in clauses[1:]])
    return " ".join(period(capitalize(c)) for c in clauses)


def period(text: str) -> str:
    """A sentence's final period, unless it ends in a quoted ability that has one."""
    return text if text.endswith('."') else text + "."


# ----------------------------------------------------------------------------------------------
# Conditions, costs, triggers
# ----------------------------------------------------------------------------------------------


def condition_text(c: Condition) -> str:
    if c.kind == "you_control" and c.filter is not None and c.filter.other:
        return f"you control another {filter_phrase(replace(c.filter, other=False))}"
    if c.kind == "you_control" and c.filter is not None:
        return f"you control {with_article(filter_phrase(c.filter))}"
    if c.kind == "kicked":
        return "it was kicked"
    if c.kind == "self_in_zones" and c.zone == "command,battlefield":
        return f"{SELF_NAME} is in the command zone or on the battlefield"
    if c.kind == "paid" and not c.negate:
        return "you do"
    if c.kind == "your_turn" and not c.negate:
        return "it's your turn"
    if c.kind == "main_phase":
        return "you cast this spell during your main phase"
    if c.kind == "noncreature_destroyed_by_opponent":
        return ("a noncreature permanent under your control was destroyed this turn by a spell "
                "or ability an opponent controlled")
    if c.kind == "creature_died_this_turn":
        return "a creature died this turn"
    if c.kind == "life_at_least" and c.ref in ("", "you"):
        return f"you have {amount_value(c.amount)} or more life"
    if c.kind == "life_at_most" and c.ref in ("", "you"):
        return f"you have {amount_value(c.amount)} or less life"
    if c.kind == "opponent_life_at_most":
        return f"an opponent has {amount_value(c.amount)} or less life"
    if c.kind == "all" and c.all_of:
        return and_list([condition_text(part) for part in c.all_of])
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
    if cost.discard and cost.discard_filter is None:
        parts.append("Discard a card" if cost.discard == 1 else
                     f"Discard {number(cost.discard)} cards")
    if cost.sacrifice_self:
        parts.append(f"Sacrifice {SELF_NAME}")
    if cost.sacrifice is not None:
        noun = filter_phrase(cost.sacrifice)
        if cost.sacrifice_count == 1:
            thing = ("another " + noun) if cost.sacrifice.other else with_article(noun)
        else:
            thing = f"{number(cost.sacrifice_count)} {plural(noun)}"
        parts.append(f"Sacrifice {thing}")
    if cost.remove_counters and cost.remove_count == 1:
        parts.append(f"Remove {article(cost.remove_counters)} {cost.remove_counters} counter "
                     f"from {SELF_NAME}")
    elif cost.remove_counters:
        count = number(cost.remove_count) if isinstance(cost.remove_count, int) else "X"
        parts.append(f"Remove {count} {cost.remove_counters} counters from "
                     f"{SELF_NAME}")
    if cost.discard_self:
        parts.append("Discard this card")
    if cost.pay_life:
        parts.append(f"Pay {cost.pay_life} life")
    return ", ".join(parts)



def keyword_text(k: Keyword) -> str:
    name = k.name.replace("_", " ")
    if k.name == "protection" and k.filter is not None:
        colors = [_COLOR_WORDS[c] for c in k.filter.colors]
        return "Protection " + " and ".join(f"from {c}" for c in colors)
    if k.name == "enchant" and k.filter is not None:
        return "Enchant " + filter_phrase(k.filter)
    if k.name == "alternative_cost" and k.cost is not None:
        pay = f"pay {cost_text(k.cost)} rather than pay this spell's mana cost."
        if k.condition is not None:
            return f"If {condition_text(k.condition)}, you may {pay}"
        return f"You may {pay}"
    if k.cost is not None:
        if k.cost.mana and cost_text(k.cost) == k.cost.mana:
            return f"{capitalize(name)} {k.cost.mana}"
        return f"{capitalize(name)}—{cost_text(k.cost)}."
    if k.amount:
        return f"{capitalize(name)} {k.amount}"
    return capitalize(name)
