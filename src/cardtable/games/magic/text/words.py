"""The small words of Oracle text for the ability model's pieces: numbers, articles, plurals,
filters and targets (CR 115.1, the word "target"; CR 109.2, object and card nouns), references
to objects and players (:class:`Context`, CR 608.2c "it"/"that creature"), quantities and
"for each" clauses (CR 107.3 X), signed P/T changes (CR 613.4c). Leaf of the render-back
(magic.md §2): every other ``render_*`` module builds on it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from cardtable.core.errors import CardTableError
from cardtable.games.magic.model import (
    CardDef,
)
from cardtable.games.magic.model.base import ANY_COUNTER, Amount, Filter, TargetSpec
from cardtable.games.magic.model.conditions_7 import (
    ASSIGNS_NO_COMBAT_DAMAGE,
    WHILE_CONTROLLED,
    WHILE_ON_BATTLEFIELD,
    WHILE_TAPPED,
)
from cardtable.games.magic.model.delayed_returns import DELAYED_MANY, DELAYED_ONE


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
              "Sheep": "Sheep", "Ox": "Oxen", "Homunculus": "Homunculi", "Plains": "Plains",
              "Equipment": "Equipment",  # its own plural (CR 205.3g; h5-unless)
              "Treefolk": "Treefolk",  # issue 29, quantity bounds
              # their own plurals (Oracle: "Eldrazi you control", "other Samurai"; oracle
              # SAME_PLURAL_SUBTYPE, issue 29, QF)
              "Eldrazi": "Eldrazi", "Samurai": "Samurai", "Moonfolk": "Moonfolk",
              "Kithkin": "Kithkin", "Kor": "Kor", "Djinn": "Djinn", "Zubera": "Zubera"}


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
    if f.types and f.or_subtypes:  # "creature or Vehicle" (h9-ev2)
        types = types + list(f.or_subtypes)
    if f.all_types:
        head = " ".join(t.lower() for t in f.all_types)
        types = [head]
    if len(f.subtypes) > 1 and not types:  # "Mountain, Forest, or Plains" (any of them)
        names = [plural(s) if many else s for s in f.subtypes]
        if many and len(names) == 2:  # "Wolves and Werewolves you control" (each of them)
            joiner = "and"
        listed = f" {joiner} ".join(names) if len(names) == 2 else \
            ", ".join(names[:-1]) + f", {joiner} " + names[-1]
        supers = "".join(s.lower() + " " for s in f.supertypes)
        return supers + listed
    if subtypes and not types:
        if f.supertypes:  # "basic Forest"
            return " ".join(s.lower() for s in f.supertypes) + " " + (
                plural(subtypes) if many else subtypes)
        return plural(subtypes) if many else subtypes
    if not types:  # "Commanders you control have hexproof." (CR 903.3; h9b-STA)
        types = ["commander" if f.commander and not subtypes else "permanent"]
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
                  zone: str = "battlefield", each: bool = False) -> str:
    """A noun phrase for ``f`` without an article: "nonartifact, nonblack creature". After
    "each" (``each``) Oracle names the opponents' side in the plural: "each creature your
    opponents control"."""
    adjectives: list[str] = []
    if f.says_pt:  # "1/1 creature" (issue 29, QF; CR 208.1)
        adjectives.append(f"{f.power_min}/{f.toughness_min}")
    if f.modified:  # issue 29, QF (CR 700.9)
        adjectives.append("modified")
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
    if f.commander and (f.types or f.subtypes or f.all_types):  # "commander creatures"
        adjectives.append("commander")
    if f.historic:  # CR 700.6
        adjectives.append("historic")
    negatives = [f"non{t.lower()}" for t in f.not_types] + [
        f"non{_COLOR_WORDS[c]}" for c in f.not_colors] + [
        f"non-{s}" for s in f.not_subtypes] + [f"non{s.lower()}" for s in f.not_supertypes]
    colors = [_COLOR_WORDS[c] for c in f.colors]
    # "colorless", "multicolored", "monocolored" (CR 105.2a–c; issue 28, filters)
    kind = "colorless" if f.colorless is True else "multicolored" if f.multicolored is True \
        else "monocolored" if (f.multicolored, f.colorless) == (False, False) else ""
    if kind:
        adjectives.append(kind)
    words = " ".join(adjectives)
    if negatives:
        words = (words + " " if words else "") + ", ".join(negatives)
    if colors and f.says_and_or:  # "white and/or blue" (issue 29, QF2)
        words = (words + " " if words else "") + " and/or ".join(colors)
    elif colors:
        words = (words + " " if words else "") + " and ".join(colors) if many else \
            (words + " " if words else "") + " or ".join(colors)
    noun = _type_words(f, many and zone == "battlefield", joiner)
    if f.token is True and zone == "battlefield" and not f.all_types and (
            f.types == ("Creature",) or (len(f.subtypes) == 1 and not f.types)):
        # "Zombie tokens you control", "creature tokens" (issue 29, restriction_families)
        noun = _type_words(f, False, joiner) + (" tokens" if many else " token")
    if zone != "battlefield" and "card" not in noun:
        if not (f.types or f.all_types) and noun.endswith("permanent"):
            noun = noun.removesuffix("permanent").strip()  # "a legendary card", "a card"
        noun = (noun + " " if noun else "") + ("cards" if many else "card")
    phrase = f"{words} {noun}".strip()
    if (f.other or f.related_other) and f.other_words == "other":  # "each other creature"
        phrase = "other " + phrase
    tail: list[str] = []
    if f.power_min is not None and not f.says_pt:  # "1/1 creature" said them (QF)
        tail.append(f"with power {f.power_min} or greater")
    if f.power_max is not None and not f.says_pt:
        tail.append(f"with power {f.power_max} or less")
    if f.toughness_min is not None and not f.says_pt:  # issue 28, filters
        tail.append(f"with toughness {f.toughness_min} or greater")
    if f.toughness_max is not None and not f.says_pt:
        tail.append(f"with toughness {f.toughness_max} or less")
    if f.mana_value_max is not None and f.mana_value_max == f.mana_value_min:  # EV2b
        tail.append(f"with mana value {f.mana_value_max}")
    elif f.mana_value_max is not None:
        tail.append(f"with mana value {f.mana_value_max} or less")
    if f.mana_value_min is not None and f.mana_value_min != f.mana_value_max:
        tail.append(f"with mana value {f.mana_value_min} or greater")
    if f.bound_amount is not None:  # "with power less than or equal to …" (issue 29)
        tail.append(bound_words(f))
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
             "that_player": "that player controls",
             "defending_player": "defending player controls"}
    if f.says_they:  # EV2b: "each opponent and each creature they control"
        phrase += " they control"
    elif (many or each) and f.controller == "opponent":
        phrase += " your opponents control"
    elif f.controller == "you" and f.says_team:  # CR 102.4 (h7-sta)
        phrase += " your team controls"
    elif f.controller in owner:
        phrase += " " + owner[f.controller]
    elif f.controller.startswith("player_or_controller:"):  # EV2 eighth wave
        phrase += " that player or that planeswalker's controller controls"
    elif f.controller.startswith("target_player:"):  # EV2b: a target player's (601.2c)
        phrase += " that player controls"
    if f.chosen_type:
        phrase += " of the creature type of your choice" if f.type_of_your_choice else (
            " of that type" if f.says_that_type else " of the chosen type")
    if f.chosen_color:  # "of that color" / "of the chosen color" (issue 29 round 2)
        phrase += (" of the color of your choice" if f.chosen_color == "choice"
                   else f" of {f.chosen_color} color")
    if f.chosen_name:  # "with that name" / "with the chosen name" (QF ninth wave, CR 201.3)
        tail = [*tail, f"with {f.chosen_name} name"]
    if tail:
        phrase += " " + " and ".join(tail)
    if f.counters == "any":  # "with a counter on it": any kind (issue 29, QF)
        phrase += " with counters on them" if many else " with a counter on it"
    elif f.counters:  # "creature you control with a +1/+1 counter on it" (CR 122.1)
        phrase += (f" with {f.counters} counters on them" if many
                   else f" with {with_article(f.counters)} counter on it")
    if f.owner == "you":
        phrase += " you own"
    if f.entered_this_turn:
        phrase += " that entered the battlefield this turn"
    if f.damaged_by_self:
        phrase += f" dealt damage by {SELF_NAME} this turn"
    if f.damaged_this_turn:  # issue 29, QF (CR 120.3)
        phrase += " that were dealt damage this turn" if many else \
            " that was dealt damage this turn"
    if f.name == SELF_NAME:  # "cards named ~" (the ability's own object's name)
        phrase += f" named {SELF_NAME}"
    elif f.name and f.name != "everything":  # "a card named Bogbrew Witch" (CR 201.2)
        phrase += f" named {f.name}"
    if f.relation == "same_name":  # "with the same name as that creature" (issue 29)
        phrase += f" with the same name as {f.relation_words}"
    if f.relation == "shares_color":
        phrase += f" that {'share' if many else 'shares'} a color with {f.relation_words}"
    if f.blocking_self:  # "target creature blocking ~" (issue 29, EV2 eighth wave)
        phrase += f" {f.blocking_self}"
    if f.other and f.other_words == "than":  # "target creature other than ~"
        phrase += f" other than {SELF_NAME}"
    return phrase


def takes_all(f: Filter) -> bool:
    """Whether Oracle writes "all" before the plural of ``f``: a plain noun of types and
    subtypes nobody's control restricts ("All creatures get -2/-2", "All Sliver creatures
    have trample"; but "Attacking creatures get +1/+0", "Creatures you control …")."""
    if f.says_all:  # "all attacking creatures with flanking" (EV2 eighth wave)
        return True
    if f.other_words:  # "all other creatures": "other" said in the noun (issue 29)
        f = replace(f, other=False, other_words="")
    if f.relation:  # "all permanents with the same name as that permanent"
        f = replace(f, relation="", related_to="", relation_words="", related_other=False)
    return replace(f, types=(), all_types=(), subtypes=()) == Filter()


def many_phrase(f: Filter) -> str:
    """A plural subject, with "all" where Oracle writes it (:func:`takes_all`)."""
    phrase = filter_phrase(f, many=True)
    return f"all {phrase}" if takes_all(f) else phrase


def spell_phrase(f: Filter) -> str:
    """"noncreature spell", "instant or sorcery spell", "Spirit or Arcane spell", "spell";
    a mana value after the noun ("a spell with mana value 3 or less", CR 202.3)."""
    if f.chosen_name:  # "spell with the chosen name" (QF ninth wave, CR 201.3)
        return spell_phrase(replace(f, chosen_name="")) + f" with {f.chosen_name} name"
    if f.mana_value_max is not None or f.mana_value_min is not None:
        tail = [f"with mana value {n} or {way}" for n, way in (
            (f.mana_value_max, "less"), (f.mana_value_min, "greater")) if n is not None]
        if f.mana_value_max == f.mana_value_min:  # "spell with mana value 2" (EV2b)
            tail = [f"with mana value {f.mana_value_max}"]
        bare = replace(f, mana_value_max=None, mana_value_min=None)
        return spell_phrase(bare) + " " + " and ".join(tail)
    if not f.types and not f.all_types and not f.subtypes:
        words = filter_phrase(replace(f, types=("Permanent",))).replace("permanent", "").strip()
        words = " ".join(words.split())
        return f"{words} spell".strip()
    return filter_phrase(f) + " spell"


def with_article(phrase: str) -> str:
    return f"{article(phrase)} {phrase}"


def target_phrase(t: TargetSpec) -> str:
    """"target nonblack creature", "any target", "up to two target creatures"."""
    if t.each_of:  # "… damage to each of up to two target creatures" (issue 28)
        return "each of " + target_phrase(replace(t, each_of=False))
    many = t.count > 1 or t.count_x
    if t.what == "any" and t.says_other and not many:  # "another target", "any other target"
        return f"{t.says_other} target"
    if t.what == "any" and many and t.divide is None and (t.count_x or t.count <= 10) and \
            not t.says_other:  # EV2: "two targets", "up to three targets", "X targets"
        head = "X" if t.count_x else number(t.count)
        return f"{'up to ' if t.min_count == 0 else ''}{head} targets"
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
        # "instant or sorcery spell with mana value 4 or less you control" reads: the noun,
        # then its mana value (CR 202.3), then its controller (CR 110.2)
        f = replace(t.filter, controller="any", mana_value_min=None, mana_value_max=None)
        noun = filter_phrase(f, many=many).replace("permanent", "spell") \
            if f != Filter() else ("spells" if many else "spell")
        if f.types and "spell" not in noun:
            noun += " spells" if many else " spell"
        if t.filter.mana_value_max is not None and \
                t.filter.mana_value_max == t.filter.mana_value_min:  # EV2b (CR 202.3)
            noun += f" with mana value {t.filter.mana_value_max}"
        else:
            for n, way in ((t.filter.mana_value_max, "less"),
                           (t.filter.mana_value_min, "greater")):
                if n is not None:
                    noun += f" with mana value {n} or {way}"
        if t.filter.controller == "you":
            noun += " you control"
        noun += aims_phrase(t)
    elif t.what == "ability":
        noun = "activated or triggered ability" + {
            "you": " you control", "opponent": " you don't control"}.get(t.filter.controller, "")
    elif t.what == "spell_or_ability" and t.label == "listed":  # EV2: Disallow
        noun = "spell, activated ability, or triggered ability"
    elif t.what == "spell_or_ability":  # Deflecting Swat (CR 115.7)
        noun = ("spells or abilities" if many else "spell or ability") + aims_phrase(t)
    elif t.what == "card":
        noun = filter_phrase(t.filter, many=many, zone=t.zone)
        if t.zone == "graveyard":
            if t.x_mana_value:  # "with mana value X or less" (601.2b)
                noun = noun.replace(" you own", "") + " with mana value X or less"
            noun = noun.replace(" you own", "") + {
                "you": " from your graveyard", "opponent": " from an opponent's graveyard"}.get(
                t.filter.owner, " from a graveyard")
            if t.single_graveyard:  # "cards from a single graveyard" (issue 29)
                noun = noun.replace(" from a graveyard", " from a single graveyard")
    elif t.what == "creature_or_player":
        noun = "creature or player"
    elif t.what == "creature_or_planeswalker":
        noun = "creature or planeswalker"
    elif t.what == "player_or_planeswalker":  # "target opponent or planeswalker" (issue 29)
        noun = "opponent or planeswalker" if t.player == "opponent" else "player or planeswalker"
    elif t.what == "opponent_or_planeswalker":
        noun = "opponent or planeswalker"
    else:
        f = t.filter
        if t.what == "creature" and not f.types:
            f = replace(f, types=("Creature",))
        # several targets of a union of types: "target artifacts and/or enchantments" (EV2)
        noun = filter_phrase(f, many=many, joiner="and/or" if many and len(f.types) > 1
                             else "or")
    if t.single_target and t.what in ("spell", "spell_or_ability"):  # CR 115.7a (h7-ev3)
        noun += " with a single target"
    if t.count >= ANY_NUMBER and t.min_count == 0 and t.what == "card":
        return f"any number of target {noun}"  # "… cards from your graveyard" (CR 601.2c)
    if t.count_x:
        return f"{'up to ' if t.min_count == 0 else ''}X target {noun}"
    if t.chosen_by == "opponent" and t.what == "creature" and t.filter.controller == "opponent":
        return "target creature of an opponent's choice they control"
    if t.min_count == 0 and t.count >= ANY_NUMBER:  # "any number of target creatures"
        other = "other " if t.distinct_from or t.filter.other else ""
        return f"any number of {other}target {noun}"
    if t.min_count == 0 and t.count >= 1:
        other = "other " if t.distinct_from or t.filter.other else ""
        return f"up to {number(t.count)} {other}target {noun}"
    if many:
        return f"{number(t.count)} target {noun}"
    prefix = "another " if (t.filter.other and not t.filter.other_words) or (
        t.what == "player" and t.distinct_from) else ""
    return f"{prefix}target {noun}"


def aims_phrase(t: TargetSpec) -> str:
    """" that targets you or a creature you control" (EV2; CR 115.9b), or nothing."""
    aims = t.aims
    if aims is None:
        return ""
    parts = [w for w in ({"you": "you", "any": "a player"}.get(aims.player, ""),
                         SELF_NAME if aims.source else "") if w]
    if aims.filter is not None:
        parts.append(with_article(filter_phrase(aims.filter)))
    return " that targets " + " or ".join(parts)


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
                 "exiled": "the exiled cards",
                 # EV2: the defender of the trigger's attacking creature (CR 506.2, 508.5)
                 "attacked_by_it": "the player or planeswalker it's attacking",
                 "attacked_by_that": "the player or planeswalker that creature is attacking",
                 "event_source": "that source"}  # h7-trg: the damage event's source
        if ref in words:
            return words[ref]
        if ref == "owner:self":  # h8-trg: "its owner shuffles …" (Kozilek; CR 108.3)
            return "its owner"
        if ref.startswith("as:"):  # "That token gains haste": the printed anaphor
            return ref.split(":")[1]
        if ref == "created":  # "create a … token, then attach ~ to it"
            return "it"
        if ref.startswith("moved:"):  # the object a moved target became (400.7): "it"
            return "it"
        if ref in DELAYED_ONE or ref in DELAYED_MANY:  # a delayed trigger's (603.7c)
            return DELAYED_ONE.get(ref) or DELAYED_MANY[ref]
        if ref.startswith("that_noun_controller:"):  # "that land's controller" (issue 29)
            return f"that {ref.split(':')[1]}'s controller"
        if ref.startswith("that_permanents_controller:"):  # Mesmeric Orb
            return "that permanent's controller"
        if ref.startswith("player_or_controller:"):  # EV2 eighth wave (a player or a
            return "that player or that planeswalker's controller"  # planeswalker target)
        if ref.startswith("that_player:"):  # the controller of the object the trigger
            return "that player"  # names: "a creature an opponent controls dies, that player"
        if ref.startswith("controller:"):  # "its controller" (608.2h)
            return possessive_of(self, ref.partition(":")[2]) + " controller"
        if ref in ("sacrificed", "sacrificed:that"):
            return "the sacrificed creature" if ref == "sacrificed" else "that creature"
        if ref.startswith("sacrificed_as:"):  # "the sacrificed artifact" (issue 29, h8-qf)
            return "the sacrificed " + ref.partition(":")[2]
        raise RenderError(f"no words for the reference {ref!r}")


REVEALED_POSSESSIVE = {"revealed:that_card": "that card's",
                      "revealed:the_revealed_card": "the revealed card's",
                      "discarded": "the discarded card's"}  # issue 29, QF


def possessive_of(ctx: Context, ref: str) -> str:
    """"its", "~'s", "that creature's", "the sacrificed creature's" (CR 608.2h)."""
    if ref in ("self", ""):
        return SELF_NAME + "'s"
    if ref == "it":
        return "its"
    if ref == "you":
        return "your"
    if ref in REVEALED_POSSESSIVE:  # the card revealed (CR 701.16a, 608.2h; choices helper)
        return REVEALED_POSSESSIVE[ref]
    if ref.startswith(("that_permanent:", "that_creature:", "that_spell:")):  # Feed the Swarm
        return "that " + ref.split(":")[0].removeprefix("that_") + "'s"
    if ref.startswith("target:") and int(ref.split(":")[1]) in ctx.named:
        return "its"
    return ctx.ref(ref) + "'s"

ANY_NUMBER = 1000  # "any number of target cards" (a count no table reaches)

TEMP_RULE_WORDS = {"cant_block": "can't block", "cant_be_blocked": "can't be blocked",
                   ASSIGNS_NO_COMBAT_DAMAGE: "assigns no combat damage"}  # issue 29, round 7


def amount_value(q: int | Amount) -> str:
    if isinstance(q, Amount) and q.wording == "for_each":  # "1 life for each …"
        return str(q.multiplier)
    if isinstance(q, Amount) and q.kind == "event_amount" and q.wording == "that_many":
        return "that many"  # "put that many +1/+1 counters on ~" (issue 29)
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
    if q.kind in ("power", "toughness") and its and not q.ref.startswith("sacrificed"):
        # (not "the sacrificed creature's power": Atogatog, Dina — another object, 608.2h)
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
    black" (after "where X is" or "equal to"); scaled and offset as printed ("1 plus twice the
    number of age counters on it", issue 29: ``plus`` and a ``multiplier`` of two — its sign is
    the "-X" it defines)."""
    if q.says_difference and q.minus is not None:  # "the difference" (QF ninth wave)
        return "the difference"
    if q.half and not q.plus and q.multiplier == 1:  # issue 29, h8-qf (CR 107.1a)
        return f"half {amount_words(replace(q, half='', wording=''), ctx)}, rounded {q.half}"
    if q.minus is not None and not q.plus and abs(q.multiplier) == 1 and not q.wording:
        # "3 minus the number of cards in their hand" (issue 29, QF)
        base = replace(q, minus=None, multiplier=1)
        head = str(q.fixed) if base.kind == "fixed" else amount_words(base, ctx)
        tail = str(q.minus.fixed) if q.minus.kind == "fixed" else amount_words(q.minus, ctx)
        return f"{head} minus {tail}"
    if q.minus is not None:
        raise RenderError(f"no words for the scaled difference {q!r}")
    if q.added is not None and q.wording != "for_each":  # a sum (issue 29, quantity bounds)
        return f"{amount_words(replace(q, added=None), ctx)} plus {amount_words(q.added, ctx)}"
    if q.wording != "for_each" and (q.plus or abs(q.multiplier) == 2):
        words = _amount_words(replace(q, plus=0, multiplier=1), ctx)
        words = ("twice " + words) if abs(q.multiplier) == 2 else words
        plus = _PLUS_WORDS.get(q.plus, str(q.plus)) if q.plus_words else str(q.plus)
        return f"{plus} plus {words}" if q.plus else words
    return _amount_words(q, ctx)


def _amount_words(q: Amount, ctx: Context) -> str:
    if q.kind in ("power", "toughness"):
        return f"{possessive_of(ctx, 'it' if q.says_it else q.ref or 'self')} {q.kind}"
    if q.kind == "mana_value" and q.ref:  # "its mana value", "that permanent's mana value"
        return f"{possessive_of(ctx, q.ref)} mana value"
    if q.kind == "count" and q.filter is not None and q.ref:  # "… defending player controls"
        return f"the number of {filter_phrase(q.filter, many=True)} {ctx.ref(q.ref)} controls"
    if q.kind == "count" and q.filter is not None and q.zone == "graveyard" and (
            q.filter.owner == "you"):
        cards = filter_phrase(replace(q.filter, owner="any"), many=True, zone="graveyard",
                              joiner=_card_types_joiner(q.filter))
        return f"the number of {cards} in your graveyard"
    if q.kind == "count" and q.filter is not None and q.says_battlefield:
        return f"the number of {filter_phrase(q.filter, many=True)} on the battlefield"
    if q.kind == "greatest_mana_value" and q.filter is not None:
        return f"the highest mana value among {filter_phrase(q.filter, many=True)}"
    if q.kind == "count" and q.filter is not None and q.zone == "graveyard" and (
            q.filter.owner == "any"):  # every player's (issue 28, statics)
        cards = filter_phrase(q.filter, many=True, zone="graveyard",
                              joiner=_card_types_joiner(q.filter))
        return f"the number of {cards} in all graveyards"
    if q.kind == "count" and q.filter is not None:
        # "the number of artifacts and enchantments your opponents control" (Dockside)
        joiner = "and" if len(q.filter.types) > 1 and not q.filter.all_types else "or"
        return f"the number of {filter_phrase(q.filter, many=True, joiner=joiner)}"
    if q.kind == "party" and q.ref in ("", "you"):  # CR 700.8
        return "the number of creatures in your party"
    if q.kind == "basic_land_types" and q.ref in ("", "you"):  # domain (CR 305.6)
        return "the number of basic land types among lands you control"
    if q.kind == "devotion":  # CR 700.5; two colours: 700.5a
        return "your devotion to " + " and ".join(_COLOR_WORDS[c] for c in q.color)
    if q.kind == "player_counters" and q.ref == "you":
        return f"the number of {q.counter} counters you have"
    if q.kind == "hand_size" and q.ref == "you":
        return "the number of cards in your hand"
    if q.kind == "life" and q.ref == "you":  # issue 29 (CR 119.1)
        return "your life total"
    if q.kind == "life_gained_this_turn" and q.ref == "you":  # issue 29 (CR 119.9)
        return "the amount of life you gained this turn"
    if q.kind == "revealed_this_way":  # library_looks.RevealFromHand (608.2c)
        return "the number of cards revealed this way"
    if q.kind == "counters" and q.counter and q.ref in ("self", "", "it"):
        # "the number of charge counters on ~" (Grindclock; CR 122.1)
        on = "it" if q.ref == "it" or q.says_it else SELF_NAME
        return f"the number of {q.counter} counters on {on}"
    if q.kind == "died_this_turn" and q.filter == Filter(types=("Creature",)):
        return "the number of creatures that died this turn"
    if q.kind == "greatest_power" and q.filter is not None:
        other = "other " if q.filter.other else ""
        return (f"the greatest power among {other}"
                f"{filter_phrase(replace(q.filter, other=False), many=True)}")
    if q.kind == "died_this_turn" and q.filter is not None:  # issue 29, QF (CR 700.4)
        return f"the number of {filter_phrase(q.filter, many=True)} that died this turn"
    if q.kind == "colors_spent":  # issue 29, QF (CR 601.2h)
        return "the number of colors of mana spent to cast this spell"
    if q.kind == "greatest_toughness" and q.filter is not None:  # issue 29, QF
        other = "other " if q.filter.other else ""
        return (f"the greatest toughness among {other}"
                f"{filter_phrase(replace(q.filter, other=False), many=True)}")
    if q.kind == "library_size" and q.ref in ("", "you"):  # issue 29, QF (CR 401)
        return "the number of cards in your library"
    if q.kind == "graveyard_card_types":  # issue 29, QF (CR 205.2a)
        where = {"you": "your graveyard", "all": "all graveyards",
                 "opponents": "your opponents' graveyards"}[q.ref or "you"]
        return f"the number of card types among cards in {where}"
    if q.kind == "mana_spent" and q.ref == "it":  # issue 29, QF (CR 601.2h)
        return "the amount of mana spent to cast it"
    if q.kind == "mana_spent":  # issue 29, QF (CR 601.2h)
        return "the amount of mana spent to cast this spell"
    if q.kind == "opponents":  # issue 29, QF (CR 800.4a)
        return "the number of opponents you have"
    if q.kind == "hand_size" and q.ref == "triggering_player":  # issue 29, QF
        return "the number of cards in their hand"
    if q.kind == "hand_size" and q.ref.startswith("target:"):  # issue 29, QF
        return "the number of cards in that player's hand"
    raise RenderError(f"no words for the amount {q!r}")


def _card_types_joiner(f: Filter) -> str:
    """"the number of instant and sorcery cards in your graveyard": cards of any of several
    types are counted "A and B" (issue 29; Oracle never words that count with "or")."""
    return "and" if len(f.types) > 1 and not f.all_types else "or"


def for_each_words(q: Amount, ctx: Context) -> str:
    """" for each land you control", " for each charge counter on ~" (608.2h)."""
    if q.kind == "attached_count" and q.filter is not None:  # issue 29 (CR 301.5, 303.4)
        holder = "it" if q.ref == "it" else SELF_NAME
        return f" for each {' and '.join(q.filter.subtypes)} attached to {holder}"
    if q.kind == "counters":
        return _for_each_counter(q)
    if q.kind == "tapped_this_way" and q.filter is not None:  # issue 29, h8-qf (608.2c)
        return f" for each {filter_phrase(q.filter)} tapped this way"
    if q.kind == "count" and q.filter is not None and q.zone == "graveyard" and (
            q.filter.owner == "you"):
        card = filter_phrase(replace(q.filter, owner="any"), zone="graveyard")
        return f" for each {card} in your graveyard"
    if q.kind == "hand_size" and q.ref == "you":
        return " for each card in your hand"
    if q.kind == "opponents":
        return " for each opponent you have"
    if q.kind == "party" and q.ref in ("", "you"):  # CR 700.8
        return " for each creature in your party"
    if q.kind == "basic_land_types" and q.ref in ("", "you"):  # domain (CR 305.6)
        return " for each basic land type among lands you control"
    if q.kind == "count" and q.filter is not None and q.filter.counters == "+1/+1" and \
            not q.filter.other and not q.ref:  # Inspiring Call
        return f" for each {filter_phrase(replace(q.filter, counters=''))} with a +1/+1 " \
               "counter on it"
    if q.kind == "count" and q.filter is not None and q.filter.other and not q.ref:
        return f" for each other {filter_phrase(replace(q.filter, other=False))}"
    if q.kind == "count" and q.filter is not None and not q.ref and \
            q.filter.controller == "any" and q.filter.attacking is None and \
            q.filter.blocking is None and not q.filter.attacking_you and \
            not q.filter.in_combat and q.zone == "battlefield":
        # whoever controls them: Oracle says where ("for each creature on the battlefield")
        return f" for each {filter_phrase(q.filter)} on the battlefield"
    if q.kind == "count" and q.filter is not None and q.ref:
        return f" for each {filter_phrase(q.filter)} {ctx.ref(q.ref)} controls"
    if q.kind == "count" and q.filter is not None:
        return f" for each {filter_phrase(q.filter, each=True)}"
    if q.kind == "destroyed_this_way" and q.filter == Filter(types=("Creature",)):
        return " for each creature destroyed this way"  # Decree of Pain
    if q.kind == "destroyed_this_way":
        return " for each permanent destroyed this way"
    if q.kind == "kicks":
        return " for each time it was kicked"
    if q.kind == "revealed_this_way":  # library_looks.RevealFromHand (608.2c)
        return " for each card revealed this way"
    if q.kind == "exiled_this_way" and q.wording == "for_each":  # issue 29 round 9, EV1
        return " for each card exiled this way"
    if q.kind == "counters_removed_this_way" and q.counter:
        return f" for each {q.counter} counter removed this way"  # Coalition Relic
    if q.kind == "colors_among" and q.ref == "you":
        return " for each color among permanents you control"  # Faeburrow Elder (105.1)
    if q.kind == "spells_cast_this_turn" and q.ref == "you":
        return " for each spell you've cast this turn"  # Aetherflux Reservoir
    if q.kind == "life_gained_this_turn" and q.ref == "you":
        return " for each 1 life you gained this turn"
    if q.kind == "died_this_turn" and q.filter == Filter(types=("Creature",), token=False,
                                                          owner="you"):
        return (" for each nontoken creature put into your graveyard from the battlefield "
                "this turn")
    if q.kind == "died_this_turn" and q.filter is not None:  # issue 29, QF (CR 700.4)
        return f" for each {filter_phrase(q.filter)} that died this turn"
    if q.kind == "colors_spent":  # issue 29, QF (CR 601.2h, 105.1)
        return (" for each color of mana spent to cast "
                f"{'it' if q.ref == 'it' else 'this spell'}")
    if q.kind == "blockers" and q.ref in ("it", "self"):  # issue 29, QF (CR 509.1)
        return f" for each creature blocking {'it' if q.ref == 'it' else SELF_NAME}"
    raise RenderError(f"no words for the amount {q!r}")


def for_each(q: object, ctx: Context) -> str:
    """The " for each …" of ``q`` when Oracle words it so, else ``""``."""
    if isinstance(q, Amount) and q.wording == "for_each":
        return for_each_words(q, ctx)
    return ""


def _for_each_counter(q: Amount) -> str:
    """" for each charge counter on ~", " for each +1/+1 counter on it", " for each counter on
    it" (every kind, ``ANY_COUNTER``; issue 29, h8-qf)."""
    kind = "counter" if q.counter == ANY_COUNTER else f"{q.counter} counter"
    return f" for each {kind} on {'it' if q.says_it else SELF_NAME}"


def for_each_clause(q: int | Amount) -> str:
    if isinstance(q, Amount) and q.kind == "counters":
        return _for_each_counter(q)
    if isinstance(q, Amount) and q.kind == "count" and q.filter is not None and not q.ref:
        if q.zone == "graveyard" and q.filter.owner == "you":  # "… card in your graveyard"
            noun = filter_phrase(replace(q.filter, owner="any"), zone="graveyard")
            return f" for each {noun} in your graveyard"
        if q.zone == "battlefield" and q.filter.controller == "any" and not (
                q.filter.attacking or q.filter.blocking or q.filter.in_combat):
            # whoever controls them: "Add {G} for each Elf on the battlefield." (Priest of
            # Titania)
            return f" for each {filter_phrase(q.filter)} on the battlefield"
        if q.zone == "battlefield":
            return f" for each {filter_phrase(q.filter, each=True)}"  # "… Swamp you control"
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
    if _many_players(ctx, who):  # "any number of target players each gain 6 life" (h9-cnd)
        named = int(who.split(":")[1]) in ctx.named
        head = "those players" if named else ctx.ref(who, subject=True) + " each"
        return f"{head} {verb} {rest}".strip()
    return f"{ctx.ref(who, subject=True)} {_third(verb)} {rest}".strip()


PLURAL_ANAPHORS = frozenset({"they", "those creatures", "those permanents"})
"""Anaphors of several objects that take a plural verb ("They gain haste …"; h9-cnd)."""


def _many_players(ctx: Context, who: str) -> bool:
    """Whether ``who`` is one target of several players (CR 115.1d: "any number of target
    players"), whose verbs take the plural after "each"."""
    if not who.startswith("target:"):
        return False
    index = int(who.split(":")[1])
    if index >= len(ctx.targets):
        return False
    spec = ctx.targets[index]
    return spec.what == "player" and (spec.count > 1 or spec.count_x)


def _is_spell_card(card: CardDef) -> bool:
    return any(t in card.type_line.split("—")[0] for t in ("Instant", "Sorcery"))


def and_list(items: Sequence[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


_WHILE_SOURCE_WORDS = {WHILE_TAPPED: f" for as long as {SELF_NAME} remains tapped",
                       WHILE_ON_BATTLEFIELD: f" for as long as {SELF_NAME} remains on the "
                       "battlefield", WHILE_CONTROLLED: f" for as long as you control {SELF_NAME}"}


def _duration(duration: str) -> str:
    if duration == "until_your_next_turn":  # CR 611.2b (issue 29)
        return " until your next turn"
    if duration in _WHILE_SOURCE_WORDS:  # CR 611.2b (issue 29, round 7)
        return _WHILE_SOURCE_WORDS[duration]
    return " until end of turn" if duration == "end_of_turn" else ""


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


def period(text: str) -> str:
    """A sentence's final period, unless it ends in a quoted ability that has one."""
    return text if text.endswith('."') else text + "."


_PLUS_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
               8: "eight", 9: "nine", 10: "ten"}
_STAT_WORDS = {"mana_value": "mana value", "power": "power", "toughness": "toughness"}


def bound_words(f: Filter) -> str:
    """"with mana value X or less", "with power less than or equal to the number of creatures
    you control" (a filter bound to a quantity, issue 29; "~" is the card's own name)."""
    q = f.bound_amount
    if q is None:
        raise RenderError("no quantity bound to render")
    stat = _STAT_WORDS[f.bound_stat]
    if q == Amount(kind="x") and not f.bound_exact:
        return f"with {stat} X or less"
    if q == Amount(kind="x"):  # issue 29, EV2: "with mana value X" (exactly X)
        return f"with {stat} X"
    words = amount_words(q, Context(CardDef(name="", type_line=""), ()))
    if f.bound_exact:  # issue 29, QF: "with mana value equal to the number of …"
        return f"with {stat} equal to {words}"
    return f"with {stat} less than or equal to {words}"
