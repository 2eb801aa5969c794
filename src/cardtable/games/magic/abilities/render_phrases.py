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
    AddTypes,
    Attach,
    Becomes,
    BlockTax,
    Conditional,
    CopyBlockers,
    CopyChosenType,
    CopyExcept,
    CopySpell,
    CounterObject,
    CreateToken,
    CreateTokenCopy,
    DamageExchange,
    DealDamage,
    DelayedTrigger,
    Destroy,
    Discard,
    DistributeCounters,
    DrawCards,
    Exile,
    ExileGraveyard,
    Explore,
    Fight,
    ForEachPlayer,
    GainControl,
    GainLife,
    GetEmblem,
    GrantAbilities,
    LookAtTop,
    LoseLife,
    MayDo,
    Mill,
    ModifyPT,
    Monstrosity,
    MoveRevealed,
    PayXDraw,
    PreventDamage,
    Proliferate,
    PutCounters,
    PutOnLibrary,
    Regenerate,
    RemoveCounters,
    ReorderTop,
    ReturnChosen,
    ReturnDestroyedCard,
    ReturnFromGraveyard,
    ReturnToHand,
    RevealChooseDiscard,
    RevealTop,
    RevealTops,
    RevealUntil,
    RevealUntilCreatures,
    Sacrifice,
    Scry,
    SearchLibrary,
    SearchPerDestroyed,
    SetBasePT,
    ShuffleIntoLibrary,
    Surveil,
    Tap,
    TokensFightEach,
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
              "Sheep": "Sheep", "Ox": "Oxen", "Homunculus": "Homunculi", "Plains": "Plains"}


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
    # several subtypes are any of them ("Vampire or Wizard creature card")
    subtypes = " or ".join(f.subtypes) if f.types else " ".join(f.subtypes)
    types = [t.lower() for t in f.types] or [t.lower() for t in f.all_types]
    if f.all_types:
        head = " ".join(t.lower() for t in f.all_types)
        types = [head]
    if len(f.subtypes) > 1 and not types:  # "Mountain, Forest, or Plains" (any of them)
        names = [plural(s) if many else s for s in f.subtypes]
        listed = f" {joiner} ".join(names) if len(names) == 2 else \
            ", ".join(names[:-1]) + f", {joiner} " + names[-1]
        supers = "".join(s.lower() + " " for s in f.supertypes)
        return supers + listed
    if subtypes and not types:
        if f.supertypes:  # "basic Forest"
            return " ".join(s.lower() for s in f.supertypes) + " " + (
                plural(subtypes) if many else subtypes)
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
    if f.in_combat:
        adjectives.append("attacking or blocking")
    if f.token is False:
        adjectives.append("nontoken")
    if f.commander:
        adjectives.append("commander")
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
        if not (f.types or f.all_types) and noun.endswith("permanent"):
            noun = noun.removesuffix("permanent").strip()  # "a legendary card", "a card"
        noun = (noun + " " if noun else "") + ("cards" if many else "card")
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
    keyword_tail = [f"with {k.replace('_', ' ')}" for k in f.keywords] + [
        f"without {k.replace('_', ' ')}" for k in f.not_keywords]
    if f.says_keyword_first:  # "creature with flying an opponent controls"
        phrase += " " + " and ".join(keyword_tail)
    else:
        tail.extend(keyword_tail)
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
    if f.chosen_type:
        phrase += " of the chosen type"
    if tail:
        phrase += " " + " and ".join(tail)
    if f.owner == "you":
        phrase += " you own"
    if f.entered_this_turn:
        phrase += " that entered the battlefield this turn"
    if f.damaged_by_self:
        phrase += f" dealt damage by {SELF_NAME} this turn"
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
            if t.x_mana_value:  # "with mana value X or less" (601.2b)
                noun = noun.replace(" you own", "") + " with mana value X or less"
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
        return f"{'up to ' if t.min_count == 0 else ''}X target {noun}"
    if t.chosen_by == "opponent" and t.what == "creature" and t.filter.controller == "opponent":
        return "target creature of an opponent's choice they control"
    if t.min_count == 0 and t.count >= 1:
        other = "other " if t.distinct_from else ""
        return f"up to {number(t.count)} {other}target {noun}"
    if many:
        return f"{number(t.count)} target {noun}"
    prefix = "another " if t.filter.other or (t.what == "player" and t.distinct_from) else ""
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
        self.defer = False  # "where X is …" clauses wait for the end of the clause
        self.pending: list[str] = []

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
                 "each_other_player": "each other player",
                 "each_creature": "each creature",
                 "each_other_creature": "each other creature",
                 "defending_player": "defending player", "that_player": "that player",
                 "chooser": "that player", "triggering_player": "that player",
                 "controller:it": "its controller", "attacking_player": "that attacking player",
                 "chosen_opponent": "that player",
                 "each_player_who_sacrificed": "each player who sacrificed a creature this way",
                 "exiled": "the exiled cards"}
        if ref in words:
            return words[ref]
        if ref.startswith("controller:"):  # "its controller" (608.2h)
            return possessive_of(self, ref.partition(":")[2]) + " controller"
        if ref in ("sacrificed", "sacrificed:that"):
            return "the sacrificed creature" if ref == "sacrificed" else "that creature"
        raise RenderError(f"no words for the reference {ref!r}")


def possessive_of(ctx: Context, ref: str) -> str:
    """"its", "~'s", "that creature's", "the sacrificed creature's" (CR 608.2h)."""
    if ref in ("self", ""):
        return SELF_NAME + "'s"
    if ref == "it":
        return "its"
    if ref == "you":
        return "your"
    if ref.startswith("target:") and int(ref.split(":")[1]) in ctx.named:
        return "its"
    return ctx.ref(ref) + "'s"

ANY_NUMBER = 1000  # "any number of target cards" (a count no table reaches)

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
    if isinstance(q, Amount) and q.wording == "for_each":  # "1 life for each …"
        return str(q.multiplier)
    if isinstance(q, Amount) and q.kind == "event_amount":
        return "that much"  # the triggering event's amount (603.2)
    return str(q) if isinstance(q, int) else "X"


def amount_clause(q: int | Amount, ctx: Context, *, its: bool = False) -> str:
    """", where X is …" for a computed amount, or ``""``; ``its`` when the sentence's subject
    is the object measured ("~ gets +X/+X …, where X is its power"). Inside
    :func:`effects_text` the clause waits for the end of the whole clause ("~ deals X damage to
    target creature and you gain X life, where X is …": one X, named once)."""
    if isinstance(q, int) or q.kind in ("x", "event_amount") or q.wording:
        return ""
    if q.kind in ("power", "toughness") and its:
        text = f", where X is its {q.kind}"
    else:
        text = ", where X is " + amount_words(q, ctx)
    if ctx.defer:
        if text not in ctx.pending:
            ctx.pending.append(text)
        return ""
    return text


def amount_words(q: Amount, ctx: Context) -> str:
    """What a number is: "the number of Swamps you control", "its power", "your devotion to
    black" (after "where X is" or "equal to")."""
    if q.kind in ("power", "toughness"):
        return f"{possessive_of(ctx, q.ref or 'self')} {q.kind}"
    if q.kind == "count" and q.filter is not None and q.ref:  # "… defending player controls"
        return f"the number of {filter_phrase(q.filter, many=True)} {ctx.ref(q.ref)} controls"
    if q.kind == "count" and q.filter is not None and q.zone == "graveyard" and (
            q.filter.owner == "you"):
        cards = filter_phrase(replace(q.filter, owner="any"), many=True, zone="graveyard")
        return f"the number of {cards} in your graveyard"
    if q.kind == "count" and q.filter is not None:
        return f"the number of {filter_phrase(q.filter, many=True)}"
    if q.kind == "devotion":
        return f"your devotion to {_COLOR_WORDS[q.color]}"
    if q.kind == "player_counters" and q.ref == "you":
        return f"the number of {q.counter} counters you have"
    if q.kind == "hand_size" and q.ref == "you":
        return "the number of cards in your hand"
    if q.kind == "died_this_turn" and q.filter == Filter(types=("Creature",)):
        return "the number of creatures that died this turn"
    if q.kind == "greatest_power" and q.filter is not None:
        other = "other " if q.filter.other else ""
        return (f"the greatest power among {other}"
                f"{filter_phrase(replace(q.filter, other=False), many=True)}")
    raise RenderError(f"no words for the amount {q!r}")


def for_each_words(q: Amount, ctx: Context) -> str:
    """" for each land you control", " for each charge counter on ~" (608.2h)."""
    if q.kind == "counters":
        return f" for each {q.counter} counter on {SELF_NAME}"
    if q.kind == "count" and q.filter is not None and q.zone == "graveyard" and (
            q.filter.owner == "you"):
        card = filter_phrase(replace(q.filter, owner="any"), zone="graveyard")
        return f" for each {card} in your graveyard"
    if q.kind == "hand_size" and q.ref == "you":
        return " for each card in your hand"
    if q.kind == "opponents":
        return " for each opponent you have"
    if q.kind == "count" and q.filter is not None and q.filter.other and not q.ref:
        return f" for each other {filter_phrase(replace(q.filter, other=False))}"
    if q.kind == "count" and q.filter is not None and q.ref:
        return f" for each {filter_phrase(q.filter)} {ctx.ref(q.ref)} controls"
    if q.kind == "count" and q.filter is not None:
        return f" for each {filter_phrase(q.filter)}"
    if q.kind == "destroyed_this_way":
        return " for each permanent destroyed this way"
    if q.kind == "kicks":
        return " for each time it was kicked"
    if q.kind == "life_gained_this_turn" and q.ref == "you":
        return " for each 1 life you gained this turn"
    if q.kind == "died_this_turn" and q.filter == Filter(types=("Creature",), token=False,
                                                          owner="you"):
        return (" for each nontoken creature put into your graveyard from the battlefield "
                "this turn")
    raise RenderError(f"no words for the amount {q!r}")


def for_each(q: object, ctx: Context) -> str:
    """The " for each …" of ``q`` when Oracle words it so, else ``""``."""
    if isinstance(q, Amount) and q.wording == "for_each":
        return for_each_words(q, ctx)
    return ""


def for_each_clause(q: int | Amount) -> str:
    if isinstance(q, Amount) and q.kind == "counters":
        return f" for each {q.counter} counter on {SELF_NAME}"
    if isinstance(q, Amount) and q.kind == "count" and q.filter is not None and not q.ref:
        if q.zone == "graveyard" and q.filter.owner == "you":  # "… card in your graveyard"
            noun = filter_phrase(replace(q.filter, owner="any"), zone="graveyard")
            return f" for each {noun} in your graveyard"
        if q.zone == "battlefield":
            return f" for each {filter_phrase(q.filter)}"  # "for each Swamp you control"
    raise RenderError(f"no words for the amount {q!r}")


# ----------------------------------------------------------------------------------------------
# Effects
# ----------------------------------------------------------------------------------------------


def _cards(n: int | Amount) -> str:
    if isinstance(n, Amount) and n.wording == "for_each":
        return "a card" if n.multiplier == 1 else f"{number(n.multiplier)} cards"
    if isinstance(n, Amount) and n.kind == "event_amount":
        return "that many cards"
    if isinstance(n, Amount):
        return "X cards"
    return "a card" if n == 1 else f"{number(n)} cards"


def _equal_to(q: object) -> bool:
    return isinstance(q, Amount) and q.wording == "equal_to"


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
    many = not (isinstance(count, int) and count == 1) and not for_each(count, ctx)
    if many:
        head = "X" if isinstance(count, Amount) else number(count)
        if isinstance(count, Amount) and count.wording == "that_many":
            head = "that many"  # as many as the earlier instruction exiled (608.2c)
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
    text += for_each(count, ctx)
    if isinstance(power, Amount):
        text += amount_clause(power, ctx)
    return text


def becomes_phrase(effect: Becomes, ctx: Context) -> str:
    """"Until end of turn, target creature loses all abilities and becomes a green Snake with
    base power and toughness 1/1"; "creatures target player controls lose all abilities and
    have base power and toughness 0/2"."""
    if effect.types:  # "~ becomes a 2/3 green and blue Crab artifact creature with hexproof"
        return _animate_phrase(effect, ctx)
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


def _animate_phrase(effect: Becomes, ctx: Context) -> str:
    """"~ becomes a 2/3 green and blue Crab artifact creature with hexproof until end of
    turn", "Until end of turn, ~ becomes a 4/4 … creature. It's still a land" (Keyrunes,
    manlands; CR 205.1)."""
    if effect.power is None or effect.toughness is None or effect.lose_abilities or \
            effect.whose or effect.filter is not None:
        raise RenderError("an animation without its P/T or with a subject other than one object")
    words = [f"{amount_value(effect.power)}/{amount_value(effect.toughness)}",
             " and ".join(_COLOR_WORDS[c] for c in effect.colors), *effect.subtypes,
             *(t.lower() for t in effect.types)]
    text = f"{ctx.ref(effect.on)} becomes {with_article(' '.join(w for w in words if w))}"
    if effect.keywords:
        text += " with " + and_list([keyword_text(k).lower() for k in effect.keywords])
    if effect.duration == "end_of_turn":
        text = "until end of turn, " + text if effect.duration_first else \
            text + " until end of turn"
    if effect.still:
        text += ". It's still a land"
    return text


def and_list(items: Sequence[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


def _duration(duration: str) -> str:
    return " until end of turn" if duration == "end_of_turn" else ""


def effect_text(effect: Effect, ctx: Context) -> str:
    """One effect as a clause without the final period, imperative where Oracle is."""
    from cardtable.games.magic.abilities.render_commander import commander_effect_text

    special = commander_effect_text(effect)
    if special is None:
        from cardtable.games.magic.abilities.render_standins import standin_effect_text

        special = standin_effect_text(effect, ctx)
    if special is not None:
        return special
    if isinstance(effect, DealDamage):
        source = ctx.ref(effect.source)
        amount = effect.amount
        if effect.evenly:
            to = ctx.ref(effect.to)
            return (f"{source} deals {amount_value(amount)} damage divided evenly, rounded "
                    f"down, among {to}")
        if effect.source == "it" and amount == Amount(kind="power", ref="it"):
            return f"it deals damage equal to its power to {ctx.ref(effect.to)}"
        if effect.divided:
            to = target_phrase(ctx.targets[int(effect.to.split(':')[1])])
            ctx.named.add(int(effect.to.split(":")[1]))
            return f"{source} deals {amount_value(amount)} damage divided as you choose among {to}"
        if effect.to.startswith("filter:"):
            return f"{source} deals {amount_value(amount)} damage to {effect.to[7:]}"
        return f"{source} deals {amount_value(amount)} damage to {ctx.ref(effect.to)}" + \
            for_each(amount, ctx) + amount_clause(amount, ctx)
    if isinstance(effect, Destroy):
        what = ctx.ref(effect.what) if effect.what else "all " + filter_phrase(
            effect.filter or Filter(), many=True, joiner="and")
        text = f"destroy {what}"
        if effect.power_above:
            text += f" with power greater than {ctx.ref(effect.power_above)}'s power"
        if effect.cant_regenerate:
            who = "They" if not effect.what else (
                "That creature" if effect.says_that else "It")
            text += f". {who} can't be regenerated"
        return text
    if isinstance(effect, Exile):
        if not effect.what and effect.filter == Filter(token=True):
            return "exile all tokens"
        if not effect.what and effect.filter is not None:
            return f"exile all {filter_phrase(effect.filter, many=True, joiner='and')}"
        return f"exile {ctx.ref(effect.what)}"
    if isinstance(effect, ReturnToHand):
        if effect.filter is not None:
            return f"return all {filter_phrase(effect.filter, many=True, joiner='and')} to their " \
                "owners' hands"
        return f"return {ctx.ref(effect.what)} to its owner's hand"
    if isinstance(effect, ReturnFromGraveyard) and effect.under == "you" and \
            effect.to == "battlefield" and not effect.tapped and not effect.counter and \
            effect.what != "exiled":  # "Return the exiled cards to …" (607.2a) says "return"
        return f"put {ctx.ref(effect.what)} onto the battlefield under your control"
    if isinstance(effect, ReturnFromGraveyard) and effect.says_from and effect.to == "hand":
        return f"return {ctx.ref(effect.what)} from your graveyard to your hand"
    if isinstance(effect, ReturnFromGraveyard):
        what = ctx.ref(effect.what)
        if effect.what == "self" and effect.to == "hand":  # the card itself, from its zone
            return f"return {what} to its owner's hand"
        to = "the battlefield" if effect.to == "battlefield" else "your hand"
        if effect.tapped:
            to += " tapped"
        if effect.to == "battlefield" and effect.under == "you":
            to += " under your control"
        if effect.says_chosen:  # Victimize: announced by "Choose two target … cards"
            return f"return the chosen cards to {to}"
        return f"return {what} to {to}"
    if isinstance(effect, DrawCards) and isinstance(effect.amount, Amount) and (
            effect.amount.kind == "discarded_this_way") and effect.who == "you":
        return "you draw a card for each card discarded this way"  # 608.2c (Syphon Mind)
    if isinstance(effect, DrawCards) and _equal_to(effect.amount):
        return _player_action(ctx, effect.who, "draw", "cards equal to "
                              + amount_words(effect.amount, ctx), "draw")  # type: ignore[arg-type]
    if isinstance(effect, DrawCards):
        return _player_action(ctx, effect.who, "draw", _cards(effect.amount), "draw") + \
            for_each(effect.amount, ctx) + amount_clause(effect.amount, ctx)
    if isinstance(effect, Discard):
        rest = "all the cards in their hand" if effect.all_cards else _cards(effect.amount)
        return _player_action(ctx, effect.who, "discard", rest, "discard") + \
            for_each(effect.amount, ctx)
    if isinstance(effect, Mill):
        return _player_action(ctx, effect.who, "mill", _cards(effect.amount), "mill") + \
            for_each(effect.amount, ctx)
    if isinstance(effect, GainLife) and isinstance(effect.amount, Amount) and (
            effect.amount.kind == "life_lost_this_way"):
        return _player_action(ctx, effect.who, "gain", "life equal to the life lost this way",
                              "you gain")
    if isinstance(effect, (GainLife, LoseLife)) and _equal_to(effect.amount):
        verb = "gain" if isinstance(effect, GainLife) else "lose"
        return _player_action(ctx, effect.who, verb, "life equal to " + amount_words(
            effect.amount, ctx), f"you {verb}")  # type: ignore[arg-type]
    if isinstance(effect, GetEmblem):  # CR 114.1
        from cardtable.games.magic.abilities.render import ability_text

        inner = " ".join(ability_text(a, ctx.card) for a in effect.abilities)
        return f'you get an emblem with "{inner}"'
    if isinstance(effect, GainLife):
        clause = amount_clause(effect.amount, ctx)
        return _player_action(ctx, effect.who, "gain", f"{amount_value(effect.amount)} life",
                              "you gain") + for_each(effect.amount, ctx) + clause
    if isinstance(effect, LoseLife) and isinstance(effect.amount, Amount) and (
            effect.amount.kind == "half_life_up"):
        return _player_action(ctx, effect.who, "lose", "half their life, rounded up",
                              "you lose")
    if isinstance(effect, LoseLife):
        return _player_action(ctx, effect.who, "lose", f"{amount_value(effect.amount)} life",
                              "you lose") + for_each(effect.amount, ctx) + amount_clause(
            effect.amount, ctx)
    if isinstance(effect, Sacrifice) and effect.every:
        noun = filter_phrase(replace(effect.filter, controller="you"), many=True)
        return _player_action(ctx, effect.who, "sacrifice", f"all {noun}", "sacrifice")
    if isinstance(effect, Sacrifice) and effect.what == "self" and (
            effect.unless_pay or effect.unless_return is not None or effect.unless_spent):
        if effect.unless_pay:  # "When ~ enters, sacrifice it unless you pay {1}."
            return f"sacrifice it unless you pay {effect.unless_pay}"
        if effect.unless_return is not None:
            noun = with_article(filter_phrase(effect.unless_return))
            return f"sacrifice it unless you return {noun} to its owner's hand"
        return f"sacrifice it unless {{{effect.unless_spent}}} was spent to cast it"
    if isinstance(effect, Sacrifice):
        if effect.what:
            return f"sacrifice {ctx.ref(effect.what)}"
        count = effect.count
        noun = filter_phrase(replace(effect.filter, other=False))
        thing = with_article(noun) if count == 1 else f"{amount_value(count)} {plural(noun)}"
        if effect.filter.other and count == 1:
            thing = f"another {noun}"  # "sacrifice another creature"
            if effect.other_than_self:
                thing = f"{with_article(noun)} other than {SELF_NAME}"
        if effect.greatest_power:
            thing += f" with the greatest power among {filter_phrase(effect.filter, many=True)}" \
                     " that player controls"
        return _player_action(ctx, effect.who, "sacrifice", thing, "sacrifice")
    if isinstance(effect, CreateToken) and effect.controller.startswith("controller:target:"):
        # "That creature's controller creates a 3/3 green Frog Lizard creature token."
        index = int(effect.controller.split(":")[2])
        if ctx.targets[index].what != "creature" or index not in ctx.named:
            raise RenderError("no words for a token created by an unnamed target's controller")
        return "that creature's controller creates " + token_phrase(effect, ctx)[len("create "):]
    if isinstance(effect, CreateToken):
        return token_phrase(effect, ctx)
    if isinstance(effect, DamageExchange) and effect.a == "self":  # Karplusan Yeti
        return (f"{SELF_NAME} deals damage equal to its power to {ctx.ref(effect.b)}. That "
                f"creature deals damage equal to its power to {SELF_NAME}")
    if isinstance(effect, ReturnDestroyedCard):  # Necromantic Selection
        words = " ".join([*(_COLOR_WORDS[c] for c in effect.colors), *effect.subtypes])
        return ("return a creature card put into a graveyard this way to the battlefield under "
                f"your control. It's {with_article(words)} in addition to its other colors and "
                "types")
    if isinstance(effect, RevealUntilCreatures):  # Synthetic Destiny
        return ("reveal cards from the top of your library until you reveal that many "
                "creature cards, put all creature cards revealed this way onto the battlefield, "
                "then shuffle the rest of the revealed cards into your library")
    if isinstance(effect, CopyChosenType):  # Kindred Charge
        return ("choose a creature type. For each creature you control of the chosen type, "
                "create a token that's a copy of that creature. Those tokens gain haste. "
                "Exile them at the beginning of the next end step")
    if isinstance(effect, TokensFightEach):  # Ezuri's Predation
        noun = filter_phrase(effect.filter).replace(" an opponent controls",
                                                    " your opponents control")
        kind = plural(effect.token.token.subtypes[-1])
        return (f"for each {noun}, {token_phrase(effect.token, ctx)}. Each of those {kind} "
                "fights a different one of those creatures")
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
        counters = (f"{article(kind)} {kind} counter" if n == 1 or for_each(n, ctx) else
                    f"{amount_value(n) if isinstance(n, Amount) else number(n)} {kind} counters")
        if effect.filter is None and effect.on == "you" and n == 1:
            return f"you get {article(kind)} {kind} counter"
        on = ("each " + filter_phrase(effect.filter)) if effect.filter is not None else \
            ctx.ref(effect.on)
        return f"put {counters} on {on}" + (amount_clause(n, ctx) + for_each(n, ctx)
                                            if isinstance(n, Amount) else "")
    if isinstance(effect, RemoveCounters) and effect.counter == "all" and effect.filter:
        return f"remove all counters from {many_phrase(effect.filter)}"
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
            return f"{many_phrase(effect.filter)} get {sign}" + _duration(effect.duration) + \
                for_each(p, ctx) + amount_clause(p, ctx)
        verb = "gets"
        if effect.on.startswith("target:") and len(effect.on.split(":")) == 2 and \
                ctx.targets[int(effect.on.split(":")[1])].count > 1:
            verb = "each get"  # "Up to two target creatures each get +1/+1"
        text = f"{ctx.ref(effect.on)} {verb} {sign}{_duration(effect.duration)}"
        return text + (amount_clause(p, ctx, its=effect.on == "self") + for_each(p, ctx)
                       if isinstance(p, Amount) else "")
    if isinstance(effect, SetBasePT):
        return (f"{ctx.ref(effect.on)} has base power and toughness "
                f"{amount_value(effect.power)}/{amount_value(effect.toughness)}"
                f"{_duration(effect.duration)}")
    if isinstance(effect, GrantAbilities) and effect.rules == ("doesnt_untap",) and not (
            effect.keywords or effect.abilities or effect.filter) and \
            effect.duration == "next_untap":
        # "It doesn't untap during its controller's next untap step" (CR 502.3)
        who = ctx.ref(effect.on)
        spec = ctx.targets[int(effect.on.split(":")[1])] \
            if effect.on.startswith("target:") else None
        if who == "it" and spec is not None and (spec.count > 1 or spec.count_x):
            return "those creatures don't untap during their controller's next untap step"
        if who == "it" and effect.says_that:
            who = "that creature"
        return f"{who} doesn't untap during its controller's next untap step"
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
    if isinstance(effect, Monstrosity) and effect.what == "self":
        return f"monstrosity {effect.amount}"
    if isinstance(effect, AddTypes) and effect.subtypes and not effect.types and \
            effect.duration == "permanent":
        return (f"{ctx.ref(effect.on)} becomes {with_article(' '.join(effect.subtypes))} in "
                "addition to its other types")
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
        verb = "gain" if effect.on.startswith("target:") and (
            ctx.targets[int(effect.on.split(":")[1])].count > 1
            or ctx.targets[int(effect.on.split(":")[1])].count_x) else "gains"
        return f"{ctx.ref(effect.on)} {verb} {words}{_duration(effect.duration)}"
    if isinstance(effect, GainControl) and effect.new_controller.startswith("target:") and \
            effect.duration == "permanent" and not effect.untap and not effect.haste:
        # "target opponent chosen at random gains control of ~" (Witch Hunt)
        spec = ctx.targets[int(effect.new_controller.split(":")[1])]
        who = ctx.ref(effect.new_controller) + (" chosen at random" if spec.random else "")
        return f"{who} gains control of {ctx.ref(effect.what)}"
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
    if isinstance(effect, Tap) and effect.whose:
        noun = filter_phrase(effect.filter or Filter(), many=True, joiner="and")
        return f"tap all {noun} {ctx.ref(effect.whose)} controls"
    if isinstance(effect, Tap):
        return f"tap {ctx.ref(effect.what)}" if effect.what else \
            f"tap all {filter_phrase(effect.filter or Filter(), many=True, joiner='and')}"
    if isinstance(effect, Untap) and effect.filter is not None and (
            effect.filter.controller == "ref"):
        return "untap them"  # the creatures the sentence before named
    if isinstance(effect, Untap):
        return f"untap {ctx.ref(effect.what)}"
    if isinstance(effect, AddMana):
        if effect.choices == ("identity",):  # CR 903.4
            return "add one mana of any color in your commander's color identity"
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
    if isinstance(effect, PutOnLibrary) and effect.shuffle:
        return f"shuffle {ctx.ref(effect.what)} into its owner's library"
    if isinstance(effect, PutOnLibrary):
        where = "on the bottom of" if effect.bottom else "on top of"
        return f"put {ctx.ref(effect.what)} {where} its owner's library"
    if isinstance(effect, Fight):
        return f"{ctx.ref(effect.a)} fights {ctx.ref(effect.b)}"
    if isinstance(effect, Regenerate):
        return f"regenerate {ctx.ref(effect.what)}"
    if isinstance(effect, Scry):
        return f"scry {amount_value(effect.amount)}"
    if isinstance(effect, ReorderTop):
        how_many = number(effect.amount) if isinstance(effect.amount, int) else \
            amount_value(effect.amount)
        return (f"look at the top {how_many} cards of your library, then put them back in "
                "any order")
    if isinstance(effect, Surveil):
        return f"surveil {amount_value(effect.amount)}"
    if isinstance(effect, Proliferate):
        return "proliferate"
    if isinstance(effect, SearchLibrary) and effect.to == "split":
        noun = filter_phrase(effect.filter, many=True, zone="library")
        return (f"search your library for up to {number(effect.count)} {noun}, reveal those "
                "cards, put one onto the battlefield tapped and the other into your hand, "
                "then shuffle")
    if isinstance(effect, SearchLibrary) and effect.who.startswith("controller:"):
        noun = with_article(filter_phrase(effect.filter, zone="library"))
        tapped = " tapped" if effect.tapped else ""
        return (f"search their library for {noun}, put it onto the battlefield{tapped}, then "
                "shuffle")
    if isinstance(effect, SearchLibrary):
        noun = filter_phrase(effect.filter, many=effect.count > 1, zone="library")
        if effect.share_land_type:
            noun += " that share a land type"
        what = with_article(noun) if effect.count == 1 else f"up to {number(effect.count)} {noun}"
        them = "it" if effect.count == 1 else "them"
        card = "that card" if effect.count == 1 and not (effect.reveal or effect.says_it) \
            else them
        if effect.to == "top" and effect.count == 1:  # 701.19: shuffled, then on top
            reveal = "reveal it, " if effect.reveal else ""
            return (f"search your library for {what}, {reveal}then shuffle and put that card "
                    "on top")
        if effect.to == "battlefield":
            to = f"put {card} onto the battlefield" + (" tapped" if effect.tapped else "")
        elif effect.reveal_that and effect.count == 1:
            to = "reveal that card, put it into your hand"
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
    if isinstance(effect, MayDo) and not effect.effects and effect.cost is not None and \
            effect.who == "you" and effect.cost == Cost(mana=effect.cost.mana):
        return f"you may pay {effect.cost.mana}"  # "If you do, …" follows (608.2d)
    if isinstance(effect, ExileGraveyard):
        return f"exile {ctx.ref(effect.who)}'s graveyard"
    if isinstance(effect, MayDo) and effect.who.startswith("controller:target:"):
        # "Its controller may search their library …" (the target named before it)
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"its controller may {inner}"
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
    if isinstance(effect, Conditional) and effect.condition.ref == "revealed" and \
            effect.otherwise:  # "If it's a land card, …. Otherwise, …" (Coiling Oracle)
        inner = effects_text(effect.effects, ctx, sentence=False)
        other = effects_text(effect.otherwise, ctx, sentence=False)
        return f"if {condition_text(effect.condition)}, {inner}. Otherwise, {other}"
    if isinstance(effect, ShuffleIntoLibrary) and effect.what.startswith("target:"):
        spec = ctx.targets[int(effect.what.split(":")[1])]
        ctx.named.add(int(effect.what.split(":")[1]))
        if spec.owner_target is not None and spec.min_count == 0 and spec.count >= ANY_NUMBER:
            return (f"{ctx.ref(effect.who)} shuffles any number of target cards from their "
                    "graveyard into their library")
        raise RenderError("no words for this shuffle into a library")
    if isinstance(effect, SearchPerDestroyed) and effect.to == "battlefield":
        card = with_article(filter_phrase(effect.filter, zone="library"))
        return ("for each land destroyed this way, its controller may search their library "
                f"for {card} and put it onto the battlefield. Then each player who searched "
                "their library this way shuffles")
    if isinstance(effect, RevealTop) and effect.who == "you":
        return "reveal the top card of your library"
    if isinstance(effect, MoveRevealed):
        return {("battlefield", "it"): "put it onto the battlefield",
                ("battlefield", "that_card_yours"):
                    "put that card onto the battlefield under your control",
                ("hand", "that_card"): "put that card into your hand"}[
            (effect.to, effect.wording)]
    if isinstance(effect, LookAtTop) and effect.to == "battlefield" and \
            effect.rest == "bottom_any_order":
        card = with_article(filter_phrase(effect.filter, zone="library"))
        return (f"look at the top {number(effect.count)} cards of your library. You may put "
                f"{card} from among them onto the battlefield. Put the rest on the bottom of "
                "your library in any order")
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
    if isinstance(effect, BlockTax):
        return ("this turn, creatures can't block unless their controller pays "
                f"{{{amount_value(effect.amount)}}} for each blocking creature they control")
    if isinstance(effect, CopyBlockers):
        return ("for each creature attacking you or a planeswalker you control, create a "
                "token that's a copy of that creature and that's blocking that creature")
    if isinstance(effect, DelayedTrigger) and effect.it == "created" and \
            effect.when == "end_of_combat" and effect.effects == (Exile(what="those"),):
        return "exile those tokens at end of combat"
    if isinstance(effect, DelayedTrigger) and effect.it.startswith("moved:") and \
            effect.effects == (Sacrifice(what="those"),):
        when = {"next_upkeep": "the next turn's upkeep",
                "next_end_step": "the next end step"}[effect.when]
        return f"sacrifice those creatures at the beginning of {when}"
    if isinstance(effect, Conditional) and effect.condition == Condition(
            "controls_commander", ref="triggering_player", negate=True):
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"{inner} unless they control a commander"  # CR 903.3d
    if isinstance(effect, Conditional):
        inner = effects_text(effect.effects, ctx, sentence=False)
        condition = condition_text(effect.condition)
        if effect.condition.kind == "kicked" and _is_spell_card(ctx.card):
            condition = "this spell was kicked"  # an instant's or sorcery's own words
        return f"if {condition}, {inner}"
    if isinstance(effect, DelayedTrigger):
        inner = effects_text(effect.effects, ctx, sentence=False)
        if effect.when == "end_of_combat":  # "destroy that creature at end of combat"
            return f"{inner} at end of combat"
        when = {"next_upkeep": "the next turn's upkeep",
                "next_end_step": "the next end step"}[effect.when]
        if effect.lead:
            return f"at the beginning of {when}, {inner}"
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
    if isinstance(q, Amount) and q.wording == "for_each":  # "+1/+1 … for each …"
        return f"+{q.multiplier}" if q.multiplier >= 0 else f"-{-q.multiplier}"
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
    if isinstance(first, Sacrifice) and isinstance(second, LoseLife):
        # "sacrifice a creature other than ~, then each opponent loses life equal to the
        # sacrificed creature's power"
        return isinstance(second.amount, Amount) and second.amount.ref == "sacrificed"
    if isinstance(first, DrawCards) and isinstance(second, DrawCards):
        # "Draw a card for each creature target player controls, then draw a card for each …"
        return all(isinstance(e.amount, Amount) and e.amount.wording == "for_each"
                   for e in (first, second))
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
    same_x = first.amount == second.amount == Amount(kind="x") if isinstance(
        first, DrawCards) and isinstance(second, LoseLife) else False
    return (isinstance(first, DrawCards) and isinstance(second, LoseLife)
            and first.who == second.who == "you" and (same_x or (
                not isinstance(first.amount, Amount)
                and not isinstance(second.amount, Amount))))


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
    same_x = (isinstance(first, GainLife) and isinstance(second, DrawCards)
              and isinstance(first.amount, Amount) and first.amount == second.amount
              and not first.amount.wording)  # "You gain X life and draw X cards, where X is …"
    return (isinstance(first, GainLife) and isinstance(second, DrawCards)
            and first.who == second.who == "you" and (same_x or (
                isinstance(first.amount, int) and not isinstance(second.amount, Amount))))


def _then_sentence(effect: Effect) -> bool:
    """A sentence Oracle opens with "Then": it uses what the sentence before it did."""
    return (isinstance(effect, CreateToken) and isinstance(effect.count, Amount)
            and effect.count.kind == "exiled_this_way") or (
        isinstance(effect, ReturnFromGraveyard) and effect.what == "exiled")


def _tap_and_lose(first: Effect, second: Effect) -> bool:
    """"tap ~ and you lose 7 life" (Xathrid Demon)."""
    return (isinstance(first, Tap) and first.what == "self" and isinstance(second, LoseLife)
            and second.who == "you" and isinstance(second.amount, int))


def _two_pumps_one_x(first: Effect, second: Effect) -> bool:
    """"Target creature gets -0/-X until end of turn and ~ gets +X/+0 until end of turn" (one
    X, announced once, for both)."""
    if not (isinstance(first, ModifyPT) and isinstance(second, ModifyPT)):
        return False
    xs = [q for q in (first.power, first.toughness, second.power, second.toughness)
          if isinstance(q, Amount)]
    return (first.on != second.on and first.filter is None and second.filter is None
            and first.duration == second.duration == "end_of_turn" and len(xs) >= 2
            and all(q.kind == "x" for q in xs))


def _tap_both_fight(items: Sequence[Effect], index: int) -> bool:
    if index + 2 >= len(items):
        return False
    a, b, fight = items[index:index + 3]
    return (isinstance(a, Tap) and isinstance(b, Tap) and isinstance(fight, Fight)
            and bool(a.what) and bool(b.what) and fight.a == a.what and fight.b == b.what)


def _sweep_pair(first: Effect, second: Effect) -> bool:
    """Two effects on every matching permanent in one sentence ("Remove all counters from all
    permanents and exile all tokens.")."""
    return (isinstance(first, RemoveCounters) and first.filter is not None
            and isinstance(second, Exile) and second.filter is not None and not second.what)
def _sacrifice_unless(first: Effect, second: Effect) -> bool:
    """"Sacrifice ~ unless you pay {U}": pay or sacrifice (the shape of echo, 702.30a)."""
    return (isinstance(first, MayDo) and not first.effects and first.cost is not None
            and first.cost == Cost(mana=first.cost.mana) and first.who == "you"
            and isinstance(second, Conditional) and second.condition == Condition(
                "paid", negate=True) and not second.otherwise and len(second.effects) == 1
            and isinstance(second.effects[0], Sacrifice)
            and second.effects[0].what in ("self", "it")
            and second.effects[0].filter == Filter())


def _same_verb(first: Effect, second: Effect) -> bool:
    return (isinstance(first, Destroy) and isinstance(second, Destroy) and bool(first.what)
            and bool(second.what) and not first.cant_regenerate)


def _join_at(joins: Sequence[str], index: int) -> str:
    return joins[index] if index < len(joins) else ""


_AND_PAIRS = (_draws_and_loses, _drain_pair, _same_damage, _pump_and_grant, _gain_and_draw,
              _you_draw_lose, _same_player, _same_verb)


def effects_text(effects: Iterable[Effect], ctx: Context, *, sentence: bool = True,
                 joins: Sequence[str] = ()) -> str:
    """Effects as sentences ("Destroy target creature. Draw a card.").

    ``joins`` (the ability's :attr:`~cardtable.games.magic.abilities.model.SpellAbility.joins`)
    says how the printed text joins effect i to effect i+1: ``"."`` a new sentence, ``"and"``,
    ``"then"``; ``""`` (or no entry) leaves it to the usual wording below."""
    clauses: list[str] = []
    items = list(effects)
    index = 0
    deferring, ctx.defer = ctx.defer, True
    pending, ctx.pending = ctx.pending, []
    chosen = _chosen_cards(items)
    if chosen is not None and chosen not in ctx.named:
        # "Choose two target creature cards in your graveyard." (once, before the rest)
        spec = ctx.targets[chosen]
        ctx.named.add(chosen)
        f = replace(spec.filter, owner="any")
        clauses.append(f"choose {number(spec.count)} target "
                       f"{filter_phrase(f, many=spec.count > 1, zone='graveyard')} in your "
                       "graveyard")
    while index < len(items):
        from cardtable.games.magic.abilities.render_commander import commander_clause

        special = commander_clause(items, index, ctx)
        if special is not None:
            clause, used = special
            clauses.append(clause)
            index += used
            continue
        clause = effect_text(items[index], ctx)
        join = _join_at(joins, index)
        if join == "." or (join == "then" and not (
                index + 1 < len(items) and _then(items[index], items[index + 1]))) or (
                join == "and" and not any(
                    index + 1 < len(items) and pair(items[index], items[index + 1])
                    for pair in _AND_PAIRS)):
            if join in ("and", "then") and index + 1 < len(items):
                word = " and " if join == "and" else ", then "
                clause += word + effect_text(items[index + 1], ctx)
                index += 1
            index = _chain(items, index, joins, ctx, clauses, clause)
            continue
        if index + 1 < len(items) and _sacrifice_unless(items[index], items[index + 1]):
            pay = items[index]
            assert isinstance(pay, MayDo) and pay.cost is not None
            what = ctx.ref(items[index + 1].effects[0].what)  # type: ignore[union-attr]
            clause = f"sacrifice {what} unless you pay {pay.cost.mana}"
            index += 1
        elif _tap_both_fight(items, index):
            # "Tap target creature you control and target creature of an opponent's choice they
            # control. Those creatures fight each other." (Magus of the Arena)
            other_tap = items[index + 1]
            assert isinstance(other_tap, Tap)
            clause += f" and {ctx.ref(other_tap.what)}. Those creatures fight each other"
            index += 2
        elif _threaten(items, index):
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
        elif index + 1 < len(items) and _tap_and_lose(items[index], items[index + 1]):
            clause += " and " + effect_text(items[index + 1], ctx)  # "tap ~ and you lose 7 …"
            index += 1
        elif index + 1 < len(items) and _two_pumps_one_x(items[index], items[index + 1]):
            clause += " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and isinstance(items[index], Destroy) and \
                isinstance(items[index + 1], ReturnDestroyedCard):
            # "Destroy all creatures, then return a creature card put into a graveyard …"
            clause += ", then " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _sweep_pair(items[index], items[index + 1]):
            # "Remove all counters from all permanents and exile all tokens."
            clause += " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _same_verb(items[index], items[index + 1]):
            # "Destroy target artifact and target enchantment."
            second = effect_text(items[index + 1], ctx)
            clause += " and " + second.split(" ", 1)[1]
            index += 1
        if clauses and _then_sentence(items[index]):
            clause = "then " + clause  # "… . Then create that many …" (608.2c)
        index = _chain(items, index, joins, ctx, clauses, clause)
    ctx.defer, ctx.pending = deferring, pending
    if not sentence:
        return ". ".join(clauses[:1] + [capitalize(c) for c in clauses[1:]])
    return " ".join(period(capitalize(c)) for c in clauses)


def _chosen_cards(items: Sequence[Effect]) -> int | None:
    """The target index a "return the chosen cards" effect among ``items`` names, if any."""
    for item in items:
        inner: Sequence[Effect] = ()
        if isinstance(item, Conditional):
            inner = item.effects
        for effect in (item, *inner):
            if isinstance(effect, ReturnFromGraveyard) and effect.says_chosen and \
                    effect.what.startswith("target:"):
                return int(effect.what.split(":")[1])
    return None
def _chain(items: Sequence[Effect], index: int, joins: Sequence[str], ctx: Context,
           clauses: list[str], clause: str) -> int:
    """Ends the clause that ends with effect ``index``: further effects the printed text joins
    to it with "and" or ", then" ("Draw two cards and create two Treasure tokens, then …")
    are added first. Returns the index of the next clause's first effect."""
    while index + 1 < len(items) and _join_at(joins, index) in ("and", "then"):
        word = " and " if _join_at(joins, index) == "and" else ", then "
        clause += word + effect_text(items[index + 1], ctx)
        index += 1
    clauses.append(clause + "".join(ctx.pending))  # ", where X is …" once, at the end
    ctx.pending.clear()
    return index + 1


def period(text: str) -> str:
    """A sentence's final period, unless it ends in a quoted ability that has one."""
    return text if text.endswith('."') else text + "."


# ----------------------------------------------------------------------------------------------
# Conditions, costs, triggers
# ----------------------------------------------------------------------------------------------


def condition_text(c: Condition) -> str:
    if c.kind == "ref_matches" and c.ref == "revealed" and c.filter is not None:
        return f"it's {with_article(filter_phrase(c.filter, zone='library'))}"
    if c.kind == "you_control" and c.filter is not None and isinstance(c.amount, int) and \
            c.amount > 1:  # "you control five or more lands"
        return f"you control {number(c.amount)} or more {filter_phrase(c.filter, many=True)}"
    if c.kind == "you_control" and c.filter is not None and c.filter.other:
        return f"you control another {filter_phrase(replace(c.filter, other=False))}"
    if c.kind == "you_control" and c.filter is not None:
        return f"you control {with_article(filter_phrase(c.filter))}"
    if c.kind == "controls_own_commander" and not c.negate:
        return "you control your commander"  # CR 903.3d
    if c.kind == "kicked":
        return "it was kicked"
    if c.kind == "self_counters_at_least" and not c.negate:  # CR 611.3a (Ascensions)
        return (f"{SELF_NAME} has {number(c.amount)} or more {c.counter} "  # type: ignore[arg-type]
                "counters on it")
    if c.kind == "self_in_zones" and c.zone == "command,battlefield":
        return f"{SELF_NAME} is in the command zone or on the battlefield"
    if c.kind == "paid" and not c.negate:
        return "you do"
    if c.kind == "sacrificed" and c.negate and c.filter is not None:
        return f"you can't sacrifice {with_article(filter_phrase(c.filter))}"
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
    if c.kind == "ref_matches" and c.ref.startswith("target:") and c.filter is not None \
            and c.filter == Filter(subtypes=c.filter.subtypes) and len(c.filter.subtypes) == 1:
        return f"that creature is {with_article(c.filter.subtypes[0])}"
    if c.kind == "all" and c.all_of:
        return and_list([condition_text(part) for part in c.all_of])
    raise RenderError(f"no words for the condition {c.kind!r}")


def cost_text(cost: Cost) -> str:
    parts: list[str] = []
    if cost.mana:
        parts.append(cost.mana)
    if cost.tap:
        parts.append("{T}")
    if cost.tap_untapped is not None:  # "Tap an untapped Vampire you control"
        n = cost.tap_untapped_count
        noun = filter_phrase(cost.tap_untapped, many=n > 1)
        parts.append(f"Tap an untapped {noun}" if n == 1 else
                     f"Tap {number(n)} untapped {noun}")
    if cost.loyalty is not None:
        return f"[+{cost.loyalty}]" if cost.loyalty > 0 else (
            "[0]" if cost.loyalty == 0 else f"[−{-cost.loyalty}]")
    if cost.discard and cost.discard_filter is None:
        parts.append("Discard a card" if cost.discard == 1 else
                     f"Discard {number(cost.discard)} cards")
    if cost.pay_life:  # Oracle pays life before it sacrifices ("{T}, Pay 1 life, Sacrifice ~")
        parts.append(f"Pay {cost.pay_life} life")
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
    if cost.exile_from_graveyard:
        parts.append(f"Exile {_cards(cost.exile_from_graveyard)} from your graveyard")
    return ", ".join(parts)



def keyword_text(k: Keyword) -> str:
    name = k.name.replace("_", " ")
    if k.name == "protection" and k.filter is not None and k.filter.name == "everything":
        return "Protection from everything"
    if k.name == "protection" and k.filter is not None:
        colors = [_COLOR_WORDS[c] for c in k.filter.colors] + [
            plural(t.lower()) for t in k.filter.types] + [plural(s) for s in k.filter.subtypes]
        return "Protection " + " and ".join(f"from {c}" for c in colors)
    if k.name == "enchant" and k.filter is None and k.text in ("player", "opponent"):
        return f"Enchant {k.text}"  # 702.5d
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
