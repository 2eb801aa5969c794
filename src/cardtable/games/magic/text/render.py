"""Rendering the ability model back to Oracle text (magic.md §2: "the compiled form renders back").

:func:`render_card` prints a :class:`~cardtable.games.magic.model.CardDef`'s abilities
as Oracle-style text, one ability a line, the card's own name written ``~``. It is built only
from the model's structure — never from the ``text``/``oracle`` fields — so a card whose render
equals its Oracle text (normalised for name, reminder text and wording updates; see
``tests/magic/oracle_check.py``) has lost nothing in its data. The words for each piece are
in :mod:`render_phrases`.

The grammar covers what the test pool uses; a model value it has no words for raises
:class:`RenderError` naming it, so an unsupported shape is reported, not printed wrongly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from cardtable.games.magic.model import (
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
from cardtable.games.magic.model.base import Amount, Condition, Cost, Filter
from cardtable.games.magic.model.classes import CLASS_LEVEL_AT_LEAST, SetClassLevel
from cardtable.games.magic.model.combat import (
    BLOCKED_EXCEPT_BY,
    CANT_BLOCK_NOUN,
    UNBLOCKABLE_IF_DEFENDER,
    blocked_by_filter,
)
from cardtable.games.magic.model.effects import (
    AddMana,
)
from cardtable.games.magic.model.restrictions import WALK_BLOCKABLE, parse_untargetable
from cardtable.games.magic.model.statics_8 import CANT_ATTACK_YOU, EVERY_CREATURE_TYPE
from cardtable.games.magic.model.vocabulary import (
    ACTIVATE_WINDOWS,
    CAST_WINDOWS,
    COST_MANA,
    COST_MANA_PER_TARGET,
    NO_TRIGGERS,
    SPARES_SOURCE,
)
from cardtable.games.magic.model.zone_verbs_9 import IF_LEAD
from cardtable.games.magic.text import reentry
from cardtable.games.magic.text.conditionals_8 import static_if_text
from cardtable.games.magic.text.conditions import (
    cda_text,
    cost_less_if_text,
    counters_for_each_text,
    reveal_or_tapped_text,
    where_x_text,
)
from cardtable.games.magic.text.conditions_9 import attached_its_text
from cardtable.games.magic.text.costs import (
    condition_text,
    cost_text,
    keyword_phrase,
    keyword_text,
)
from cardtable.games.magic.text.designations import PAIRED_WORDS
from cardtable.games.magic.text.harm_verbs_7 import additional_counters_text
from cardtable.games.magic.text.join import effects_text
from cardtable.games.magic.text.keywords_8 import keyword_static_text_8
from cardtable.games.magic.text.levelers import leveler_lines
from cardtable.games.magic.text.names_9 import names_9_replacement_text, names_9_static_text
from cardtable.games.magic.text.other_verbs_9 import static_part_9_text
from cardtable.games.magic.text.phrases import effect_text
from cardtable.games.magic.text.prevention import damage_static_text
from cardtable.games.magic.text.replacements import replacement_more_text
from cardtable.games.magic.text.restrictions import untargetable_words
from cardtable.games.magic.text.statics_8 import replacement_8_text, statics_8_text
from cardtable.games.magic.text.statics_9 import replacement_9_text, statics_9_text
from cardtable.games.magic.text.statics_9b_sta import tapped_and_line
from cardtable.games.magic.text.trigger_events_7 import mana_body_7
from cardtable.games.magic.text.triggers import trigger_text
from cardtable.games.magic.text.unless import static_unless_text
from cardtable.games.magic.text.verbs import verb_static_text
from cardtable.games.magic.text.words import (
    _COLOR_WORDS,
    ROMAN,
    SELF_NAME,
    Context,
    RenderError,
    amount_clause,
    amount_words,
    and_list,
    capitalize,
    filter_phrase,
    for_each_words,
    many_phrase,
    number,
    period,
    plural,
    signed_pair,
    takes_all,
    with_article,
)
from cardtable.games.magic.text.zone_verbs_8 import escaped_condition, zone_verbs_8_static_text
from cardtable.games.magic.text.zone_verbs_9 import zone_verbs_9_static_text
from cardtable.games.magic.text.zone_verbs_9b import zone_verbs_9b_static_text
from cardtable.rules.modes import count_phrase

PhraseContext = Context

__all__ = ["RenderError", "ability_text", "render_abilities", "render_card"]


# ----------------------------------------------------------------------------------------------
# Abilities and cards
# ----------------------------------------------------------------------------------------------


def modes_text(choice: ModeChoice, ctx_card: CardDef, lead: str) -> str:
    words = count_phrase(choice.min_count, choice.max_count, len(choice.modes))
    verb = "An opponent chooses" if choice.chooser == "opponent" else "choose"
    head = f"{lead}, {verb} {words}" if lead else f"{capitalize(verb)} {words}"
    if choice.unchosen_this_turn:
        head = f"{lead}, choose one that hasn't been chosen this turn" if lead else \
            "Choose one that hasn't been chosen this turn"
    if choice.upgrade is not None:
        up = choice.upgrade
        condition = condition_text(up.condition)
        if not lead:
            condition = condition.replace("it was kicked", "this spell was kicked")
        more = count_phrase(up.min_count, up.max_count, len(choice.modes))
        if more == "two" and len(choice.modes) == 2:
            more = "both"
        head += (f". If {condition}, you may choose {more}." if up.optional else
                 f". If {condition}, choose {more} instead.")
    elif choice.repeat:
        head += ". You may choose the same mode more than once."
    else:
        head += " —"
    lines = [head]
    for mode in choice.modes:
        ctx = Context(ctx_card, mode.targets)
        if choice.chooser == "opponent":
            body = _chosen_by_another(mode.effects, ctx)
        else:
            body = effects_text(mode.effects, ctx, joins=mode.joins)
        lines.append("• " + body + (" X can't be 0." if mode.x_min == 1 else ""))
    if choice.escalate is not None:
        lines.insert(0, _cost_keyword("Escalate", choice.escalate))
    if choice.entwine is not None:
        lines.append(_cost_keyword("Entwine", choice.entwine))
    return "\n".join(lines)


def _cost_keyword(name: str, cost: Cost) -> str:
    """"Entwine {2}" for a mana cost, "Entwine—Sacrifice three lands." for any other (as
    every keyword with a cost is printed)."""
    text = cost_text(cost)
    return f"{name} {text}" if cost.mana and text == cost.mana else f"{name}—{text}."


def _chosen_by_another(effects: Sequence[Effect], ctx: Context) -> str:
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


_TIMES = {2: "twice", 3: "three times", 4: "four times"}
"""How many times "Activate no more than … each turn." allows (CR 602.5b)."""


def activation_riders(ability: ActivatedAbility) -> list[str]:
    """The restrictions of "Activate only A and only B." in Oracle order: the timing window,
    "once each turn", then "if …" (CR 602.5b). A loyalty ability's sorcery timing and once
    each turn are its rules (606.3), not words."""
    riders: list[str] = []
    if ability.cost.loyalty is None:
        if ability.timing != "instant":
            riders.append(ACTIVATE_WINDOWS[ability.timing])
        if ability.per_turn == 1:
            riders.append("once each turn")
    if ability.condition is not None:
        riders.append(f"if {condition_text(ability.condition)}")
    return riders


def ability_text(ability: Ability, card: CardDef) -> str:
    if isinstance(ability, Keyword):
        return keyword_text(ability)
    if isinstance(ability, SpellAbility):
        if ability.modes is not None:
            return modes_text(ability.modes, card, "")
        text = effects_text(ability.effects, Context(card, ability.targets),
                            joins=ability.joins)
        if ability.additional_costs:
            costs = " and ".join(cost_text(c)[:1].lower() + cost_text(c)[1:]
                                 for c in ability.additional_costs)
            head = f"As an additional cost to cast this spell, {costs}."
            text = f"{head}\n{text}" if ability.effects else head  # a permanent spell's
        return text
    if isinstance(ability, ActivatedAbility):
        body = effects_text(ability.effects, Context(card, ability.targets),
                            joins=ability.joins)
        if ability.modes is not None:
            body = modes_text(ability.modes, card, "")
        gone = (ability.cost.sacrifice_self and not ability.cost.names_source) or (
            ability.cost.says_it)  # h5-costs
        if gone and body.startswith(SELF_NAME + " "):
            body = "It" + body[len(SELF_NAME):]  # "Sacrifice ~: It deals 1 damage …"
        text = f"{cost_text(ability.cost, ability.zone)}: {body}"
        if ability.text in ("boast", "forecast"):  # CR 702.142a, 702.57a: the keyword
            return f"{ability.text.capitalize()} — {text}"  # says the restrictions
        if ability.per_turn > 1 and ability.cost.loyalty is None:  # CR 602.5b
            text += f" Activate no more than {_TIMES[ability.per_turn]} each turn."
        riders = activation_riders(ability)
        if ability.cost_less is not None:  # CR 602.2b, 601.2f (issue 29, EV3b)
            text += (f" This ability costs {{{ability.cost_less.multiplier}}} less to activate"
                     f"{for_each_words(ability.cost_less, Context(card, ability.targets))}.")
        if ability.any_player:  # "Any player may activate this ability." (CR 602.2; EV2)
            return f"{text} Any player may activate this ability" + (
                f" but only {' and only '.join(riders)}." if riders else ".")
        return f"{text} Activate only {' and only '.join(riders)}." if riders else text
    if isinstance(ability, TriggeredAbility) and ability.once_each_turn:  # EV2
        return ability_text(replace(ability, once_each_turn=False), card) + \
            " This ability triggers only once each turn."
    if isinstance(ability, TriggeredAbility):
        if ability.intervening_if is not None and ability.intervening_if.kind == "chosen":
            return f"• {ability.intervening_if.ref} — " + ability_text(  # chosen.py (614.12)
                replace(ability, intervening_if=None), card)
        if ability.trigger.event == "lore":
            chapters = "I" if not ability.trigger.chapters else ", ".join(
                ROMAN[c] for c in ability.trigger.chapters)
            return f"{chapters} — " + effects_text(ability.effects,
                                                   Context(card, ability.targets))
        if ability.trigger.event == "exerted" and ability.trigger.subject == "self" and \
                not ability.effects:  # 701.39a
            return f"You may exert {SELF_NAME} as it attacks."
        head = trigger_text(ability.trigger, card)
        if ability.intervening_if is not None:
            head += f", if {condition_text(ability.intervening_if)}"
        if ability.modes is not None:
            return modes_text(ability.modes, card, head)
        ctx = Context(card, ability.targets)
        body = effects_text(ability.effects, ctx, sentence=False, joins=ability.joins)
        if ability.optional:
            body = "you may " + body.removeprefix("you ")
        body = mana_body_7(ability.trigger, body) or body  # h7-trg: "its controller adds …"
        if ability.trigger.event == "tapped_for_mana" and body.startswith("add {"):
            body = "add an additional " + body[4:]  # a triggered mana ability (CR 605.1b)
        if ability.trigger.event == "tapped_for_mana" and ability.trigger.whose != "you" and \
                body.startswith("add "):  # the mana is the tapper's (h6-E, CR 106.12a)
            body = "that player adds " + body[4:]
        return period(f"{head}, {body}")
    if isinstance(ability, StaticAbility):
        return static_text(ability, card)
    if isinstance(ability, ReplacementAbility):
        return replacement_text(ability)
    raise RenderError(f"no words for the ability {type(ability).__name__}")


def _affected(e: ContinuousEffect) -> tuple[str, bool]:
    if e.says_each and e.affected == "filter" and e.filter is not None:  # h9-ev3
        return "Each " + filter_phrase(e.filter), False
    if e.affected == "filter" and e.filter is not None and e.filter.counters:
        noun = filter_phrase(replace(e.filter, counters=""))
        kind = e.filter.counters
        return f"Each {noun} with {with_article(kind)} counter on it", False
    if e.affected == "filter" and e.filter is not None:
        every = "all " if takes_all(e.filter) and e.layer != "rules" else ""
        return capitalize(every + filter_phrase(e.filter, many=True, joiner="and")), True
    if e.affected == "self":
        return SELF_NAME, False
    if e.affected in PAIRED_WORDS:  # soulbond (702.95b; text/designations.py)
        return PAIRED_WORDS[e.affected]
    return capitalize({"enchanted": "enchanted creature", "equipped": "equipped creature"}[
        e.affected]), False


COMBAT_RULE_WORDS = {  # combat restrictions and requirements (combat_rules.py)
    "cant_be_blocked": "can't be blocked",
    "min_two_blockers": "can't be blocked except by two or more creatures",
    "max_one_blocker": "can't be blocked by more than one creature",
    "attacks_each_combat": "attacks each combat if able",
    "block_only_flyers": "can block only creatures with flying",
    "must_be_blocked": "must be blocked if able",
    "goaded": "is goaded",  # CR 701.38b (designations; issue 29)
    "cant_attack_alone": "can't attack alone",  # 506.5
    "cant_block_alone": "can't block alone",
    "min_three_blockers": "can't be blocked except by three or more creatures",  # 509.1b
    "block_additional": "can block an additional creature each combat",  # 509.1a
    "block_any_number": "can block any number of creatures",
}
def _still_land_text(ability: StaticAbility, card: CardDef) -> str | None:
    """"Enchanted land is a 2/2 blue Elemental creature with flying. It's still a land.", "All
    Swamps are 1/1 black creatures that are still lands." (CR 205.1b; the layer-4 part says
    how Oracle words "still a land", ``ContinuousEffect.still_words``)."""
    first = ability.effects[0]
    if first.layer != "4" or not first.still_words or ability.condition is not None:
        return None
    who, many = _affected(first)
    if first.affected == "enchanted":
        who = f"Enchanted {_enchanted_noun(card)}"
    colors: tuple[str, ...] = ()
    pt = ""
    keywords: list[str] = []
    for e in ability.effects[1:]:
        if e.affected != first.affected or e.filter != first.filter:
            raise RenderError("a creature land's parts on different subjects")
        if e.layer == "5":
            colors = e.set_colors
        elif e.layer == "7b":
            pt = f"{e.power}/{e.toughness}"
        elif e.layer == "6":
            keywords = [keyword_phrase(k) for k in e.add_keywords]
        else:
            raise RenderError(f"no words for {e!r} in a creature land")
    words = " ".join([pt, " and ".join(_COLOR_WORDS[c] for c in colors), *first.add_subtypes,
                      "creatures" if many else "creature"]).replace("  ", " ")
    text = f"{who} {'are' if many else 'is'} {words if many else with_article(words)}"
    if keywords:
        text += " with " + and_list(keywords)
    if first.still_words == "that":
        return text + (" that are still lands." if many else " that's still a land.")
    return text + (". They're still lands." if many else ". It's still a land.")


def _becomes_static_text(ability: StaticAbility) -> str | None:
    """Type-setting statics (layer 4 set, CR 205.1, 305.7): "Nonbasic lands are Mountains.";
    "Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and
    has indestructible, and it loses all other abilities, card types, and creature types."."""
    effects = ability.effects
    first = effects[0]
    if first.layer != "4" or not first.set_subtypes:
        return None
    if len(effects) == 1 and first.affected == "filter" and first.filter is not None and \
            not first.set_types:
        noun = many_phrase(first.filter)  # "All Mountains are Plains." (Glaciers; h7-sta)
        words = " ".join(t if t == "Plains" else plural(t) for t in first.set_subtypes)
        return f"{capitalize(noun)} are {words}."
    if first.affected not in ("enchanted", "equipped") or not first.set_types:
        return None
    who = {"enchanted": "Enchanted creature", "equipped": "Equipped creature"}[first.affected]
    kind = " ".join([*first.set_subtypes, *(t.lower() for t in first.set_types)])
    text = f"{who} is {with_article(kind)}"
    keywords: list[str] = []
    loses = False
    for e in effects[1:]:
        if e.affected != first.affected:
            return None
        if e.layer == "7b":
            text += f" with base power and toughness {e.power}/{e.toughness}"
        elif e.layer == "6":
            loses = e.remove_abilities
            keywords = [keyword_phrase(k) for k in e.add_keywords]
        else:
            return None
    if keywords:
        text += " and has " + and_list(keywords)
    if loses:
        text += ", and it loses all other abilities, card types, and creature types"
    return text + "."


_PLAYER_WORDS = {"you": "you", "opponents": "your opponents", "players": "players"}
_PLAYER_RULE_WORDS = {"cant_gain_life": "gain life", "cant_win": "win the game",
                      "cant_lose": "lose the game"}
#: "You have hexproof." / "You have shroud." (player_rules.py; h6-B)
_PLAYER_HAS = {"player_hexproof": "hexproof", "player_shroud": "shroud"}
#: "Each player / You can't cast more than one spell each turn." (CR 101.2; h6-B)
_ONE_SPELL_WHO = {"players": "Each player", "you": "You"}


#: the basic land types (CR 305.6), which "Enchanted land is an Island." sets (305.7)
_BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})

#: whose spells a cost rule changes, as Oracle says it (CR 601.2f; costs.py)
_COST_RULE_WHOSE = {"cost_reduction": " you cast", "cost_reduction_all": "",
                    "cost_increase": "", "cost_increase_opponents": " your opponents cast"}


def _spell_class(f: Filter) -> str:
    """"Black" spells, "Beast" spells (CR 601.2f): a colour alone names no card type; several
    classes are listed with "and" ("Instant and sorcery spells")."""
    if f.colors and not f.types and not f.subtypes and f == Filter(colors=f.colors):
        return " and ".join(_COLOR_WORDS[c] for c in f.colors)
    phrase = filter_phrase(f, joiner="and")
    if not f.types and not f.all_types:  # "Noncreature spells", "Colorless spells": no noun
        phrase = phrase.removesuffix("permanent").strip()
    return phrase


def _spell_classes_each(f: Filter) -> str:
    """"Goblin spells and Rogue", "Red creature spells and green creature": each class with its
    own "spells" (``ContinuousEffect.classes_each``; the caller adds the last "spells")."""
    pairs: tuple[tuple[Filter, Filter], ...] = ()
    if len(f.types) == 2:
        pairs = ((replace(f, types=f.types[:1]), replace(f, types=f.types[1:])),)
    elif len(f.subtypes) == 2:
        pairs = ((replace(f, subtypes=f.subtypes[:1]), replace(f, subtypes=f.subtypes[1:])),)
    elif len(f.colors) == 2:
        pairs = ((replace(f, colors=f.colors[:1]), replace(f, colors=f.colors[1:])),)
    for first, second in pairs:
        return f"{_spell_class(first)} spells and {_spell_class(second)}"
    raise RenderError("spell classes said each with 'spells', but not two of one kind")


def quoted_ability_text(ability: Ability, noun: str = "creature") -> str:
    """An ability inside quotes, given to another object: "~" is "this creature" there
    ("{T}: This creature deals 1 damage to any target."), or "this ``noun``" ("this
    permanent", "this land")."""
    this = f"this {noun}"
    text = ability_text(ability, CardDef(name=this, type_line=noun.capitalize()))
    if isinstance(ability, ActivatedAbility) and ability.cost.sacrifice_self:
        text = text.replace(": It ", f": {SELF_NAME} ", 1)  # quoted, it names itself again
    text = text.replace(f": {SELF_NAME} ", f": {this.capitalize()} ")
    if text.startswith(SELF_NAME + " "):
        text = this.capitalize() + text[len(SELF_NAME):]
    return text.replace(SELF_NAME, this)


def _enchanted_noun(card: CardDef) -> str:
    """What an Aura's "enchanted …" names: the noun of its Enchant keyword ("Enchant land" →
    "enchanted land", CR 303.4), "creature" otherwise."""
    for ability in card.abilities:
        if isinstance(ability, Keyword) and ability.name == "enchant" and \
                ability.filter is not None:
            if len(ability.filter.types) > 1:  # "Enchant artifact or creature" (Coma Veil)
                return "permanent"
            noun = filter_phrase(replace(ability.filter, controller="any"))
            if noun in ("land", "permanent", "artifact", "enchantment", "planeswalker"):
                return noun  # "Enchant land you control": "enchanted land" (Hot Springs)
    return "creature"


def _opens_with_subtype(ability: StaticAbility, text: str) -> bool:
    """Whether ``text`` opens with a subtype of the affected filter ("Minotaurs you control
    get +2/+0", "Cat creatures you control …"): a subtype keeps its capital after "As long as
    …," (CR 205.3)."""
    first = text.split(" ", 1)[0]
    return any(e.filter is not None and any(first.startswith(t) for t in e.filter.subtypes)
               for e in ability.effects)


_EVERY_BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # h9-sta (CR 305.6)


def static_text(ability: StaticAbility, card: CardDef) -> str:
    cda = cda_text(ability, card)  # CR 604.3 (text/conditions.py)
    if cda is not None:
        return cda
    sta9 = statics_9_text(ability, card, static_text)  # h9-sta (text/statics_9.py)
    if sta9 is not None:
        return sta9
    named = names_9_static_text(ability)  # QF ninth wave: the chosen name (CR 101.2)
    if named is not None:
        return named
    sta8 = statics_8_text(ability, card)  # h8-sta (text/statics_8.py)
    if sta8 is not None:
        return sta8
    its = attached_its_text(ability, card, static_text)  # h9-cnd (text/conditions_9.py)
    if its is not None:
        return its
    if any(e.rule == SPARES_SOURCE for e in ability.effects):  # CR 702.16, 303.4d (h7-sta)
        inner = static_text(replace(ability, effects=tuple(
            replace(e, rule="") if e.rule == SPARES_SOURCE else e for e in ability.effects)),
            card)
        return f"{inner} This effect doesn't remove {SELF_NAME}."
    if ability.condition is not None and ability.condition_after:
        # "SUBJECT PARTS as long as COND." / "This spell costs {N} less to cast if COND."
        rider = static_unless_text(ability, card, static_text)  # "… unless C." (text/unless.py)
        if rider is not None:
            return rider
        rider = static_if_text(ability, card, static_text)  # "… if C." (text/conditionals_8.py)
        if rider is not None:
            return rider
        words = condition_text(ability.condition)
        cost = cost_less_if_text(ability, words)
        if cost is not None:
            return cost
        inner = static_text(replace(ability, condition=None, condition_after=False), card)
        return f"{inner.removesuffix('.')} as long as {words}."
    if ability.condition is not None and ability.condition.kind != "attacking":
        # "As long as COND, ~ gets +6/+6 and has flying."
        inner = static_text(replace(ability, condition=None), card)
        words = condition_text(ability.condition)
        if words.startswith(SELF_NAME + " ") and inner.startswith(SELF_NAME + " "):
            inner = "it" + inner[len(SELF_NAME):]  # "As long as ~ is equipped, it has …"
        if words.startswith("equipped creature ") and inner.startswith("Equipped creature "):
            inner = "it" + inner[len("Equipped creature"):]  # "…is a Human, it has" (issue 29)
        if words.startswith(("enchanted creature ", "enchanted permanent ")) and inner.startswith(
                ("Enchanted creature ", "Enchanted permanent ")):  # issue 29, round 7
            inner = "it " + inner.split(" ", 2)[2]
        if not inner.startswith(SELF_NAME) and not _opens_with_subtype(ability, inner):
            inner = inner[:1].lower() + inner[1:]
        return f"As long as {words}, {inner}"
    becomes = _becomes_static_text(ability)
    if becomes is not None:
        return becomes
    still = _still_land_text(ability, card)  # "… creature. It's still a land." (h7-sta)
    if still is not None:
        return still
    keyword_8 = keyword_static_text_8(ability)  # issue 29 (h8-kw): text/keywords_8.py
    if keyword_8 is not None:
        return keyword_8
    prevented = verb_static_text(ability)  # CR 615.1a (the verbs' static prevention)
    if prevented is not None:
        return prevented
    revealed_hands = zone_verbs_9b_static_text(ability)  # CR 701.16a (round 9b, EV1)
    if revealed_hands is not None:
        return revealed_hands
    graveyard_lands = zone_verbs_9_static_text(ability)  # CR 305.1 (round 9, EV1)
    if graveyard_lands is not None:
        return graveyard_lands
    land_plays = zone_verbs_8_static_text(ability)  # CR 305.2 (issue 29 round 8, EV1)
    if land_plays is not None:
        return land_plays
    parts: list[str] = []
    no_activation = False  # "…, and its activated abilities can't be activated" (602.5)
    subject = ""
    many = False
    for e in ability.effects:
        if e.layer == "rules" and e.rule == "play_linked_exile":  # play_from_exile (607.2a)
            return (f"You may look at cards exiled with {SELF_NAME}, and you may play lands "
                    "and cast spells from among those cards.")
        if e.layer == "rules" and e.rule == "cant_be_countered" and e.affected == "self":
            return "This spell can't be countered."
        if e.layer == "rules" and e.rule == "cost_reduction_self" and isinstance(
                e.amount, Amount) and e.amount.wording == "for_each":
            return (f"This spell costs {{{e.amount.multiplier}}} less to cast"
                    f"{for_each_words(e.amount, Context(card, ()))}.")
        if e.layer == "rules" and e.rule.startswith(NO_TRIGGERS + ":") and \
                e.filter is not None and len(ability.effects) == 1:  # Torpor Orb (h7-sta)
            dying = " or dying" if "dies" in e.rule.partition(":")[2].split(",") else ""
            return (f"{capitalize(filter_phrase(e.filter, many=True))} entering the "
                    f"battlefield{dying} don't cause abilities to trigger.")
        if e.layer == "rules" and e.rule.startswith(COST_MANA_PER_TARGET + ":") and \
                e.affected == "self":  # strive with coloured mana (h7-sta)
            return (f"This spell costs {e.rule.partition(':')[2]} more to cast for each target "
                    "beyond the first.")
        if e.layer == "rules" and e.rule.startswith(COST_MANA + ":") and \
                e.affected == "spells":  # "Black spells you cast cost {B} more" (h7-sta)
            whose, _, mana = e.rule.partition(":")[2].partition(":")
            who = {"": "", "you": " you cast", "opponents": " your opponents cast"}[whose]
            spells = f"{_spell_class(e.filter)} spells{who}" if e.filter is not None else \
                f"Spells{who}"
            return f"{capitalize(spells)} cost {mana} more to cast."
        if e.layer == "rules" and e.rule == "cost_per_extra_target" and e.affected == "self":
            return (f"This spell costs {{{e.amount}}} more to cast for each target beyond the "
                    "first.")
        if e.layer == "rules" and e.rule.startswith("cast_only:") and e.affected == "self":
            return f"Cast this spell only {CAST_WINDOWS[e.rule.partition(':')[2]]}."
        if e.layer == "rules" and e.rule == "cant_be_countered" and e.affected == "spells" \
                and e.filter is not None and e.filter.controller == "any":
            return f"{capitalize(_spell_class(e.filter))} spells can't be countered."  # 101.2
        if e.layer == "rules" and e.rule == "cant_be_countered" and e.affected == "spells" \
                and e.filter is not None and e.filter.controller == "you":
            # "Creature spells you control with power 5 or greater can't be countered."
            f = replace(e.filter, controller="any", power_min=None, mana_value_min=None,
                        mana_value_max=None)
            tail = filter_phrase(replace(e.filter, types=(), subtypes=(), colors=(),
                                         not_types=(), not_colors=(), controller="any"))
            tail = tail.removeprefix("permanent")
            return f"{capitalize(_spell_class(f))} spells you control{tail} can't be countered."
        if e.layer == "rules" and e.rule in _COST_RULE_WHOSE:
            chosen = " of the chosen type" if e.filter is not None and e.filter.chosen_type \
                else ""  # Herald's Horn, Urza's Incubator (chosen.py)
            cls = replace(e.filter, chosen_type=False) if e.filter is not None else None
            whose = _COST_RULE_WHOSE[e.rule]
            if e.targeting_self or e.targeting is not None:  # "that target ~" (h7-sta)
                whose += " that target " + (SELF_NAME if e.targeting_self else with_article(
                    filter_phrase(e.targeting or Filter())))
            spells = _spell_class(cls) + f" spells{whose}{chosen}" \
                if cls is not None else f"Spells{whose}"
            if e.classes_each and cls is not None:  # "Goblin spells and Rogue spells" (h7-sta)
                spells = _spell_classes_each(cls) + f" spells{whose}{chosen}"
            more = "more" if e.rule.startswith("cost_increase") else "less"
            return f"{capitalize(spells)} cost {{{e.amount}}} {more} to cast."
        if e.layer == "rules" and e.rule in _PLAYER_RULE_WORDS and \
                e.affected in _PLAYER_WORDS:  # player_rules.py (CR 119.7, 104.2b, 104.3)
            parts.append(f"{_PLAYER_WORDS[e.affected]} can't {_PLAYER_RULE_WORDS[e.rule]}")
            if len(parts) == len(ability.effects):
                return capitalize(" and ".join(parts)) + "."
            continue
        if e.layer == "rules" and e.rule == "no_max_hand_size" and e.affected == "you":
            return "You have no maximum hand size."
        if e.layer == "rules" and e.rule in _PLAYER_HAS and e.affected == "you" and \
                len(ability.effects) == 1:  # player_rules.py (702.11d, 702.18d)
            return f"You have {_PLAYER_HAS[e.rule]}."
        if e.layer == "rules" and e.rule == "one_spell_per_turn" and \
                e.affected in _ONE_SPELL_WHO and len(ability.effects) == 1:  # CR 101.2
            return f"{_ONE_SPELL_WHO[e.affected]} can't cast more than one spell each turn."
        if e.layer == "rules" and e.rule == "skip_draw_step" and e.affected == "you":
            return "Skip your draw step."  # Necropotence (CR 614.10)
        if e.layer == "rules" and e.affected == "you" and e.rule == "reveal_top":
            return "Play with the top card of your library revealed."  # CR 401.2
        if e.layer == "rules" and e.affected == "you" and e.rule == "play_lands_from_top":
            return "You may play lands from the top of your library."
        if e.layer == "rules" and e.affected == "you" and e.rule == "cast_spells_from_top" \
                and e.filter is not None:
            chosen = " of the chosen type" if e.filter.chosen_type else ""
            spells = filter_phrase(replace(e.filter, chosen_type=False), joiner="and") \
                if e.filter.types or e.filter.subtypes else ""
            return (f"You may cast {spells + ' ' if spells else ''}spells{chosen} from the top "
                    "of your library.")
        if e.layer == "rules" and e.affected == "you" and \
                e.rule.partition(":")[0] == "cast_graveyard_turn" and e.filter is not None:
            flags = e.rule.split(":")[1:]  # CR 601.2 (graveyard_casts.py)
            head = "Once during" if "once" in flags else "During"
            spell = with_article(filter_phrase(e.filter, joiner="or"))
            return (f"{head} each of your turns, you may cast {spell} spell from your "
                    "graveyard." + (" If a spell cast this way would be put into your "
                                    "graveyard, exile it instead." if "exile" in flags else ""))
        if e.layer == "rules" and e.affected == "you" and e.rule == "look_top_any_time":
            return "You may look at the top card of your library any time."  # CR 401.2
        if e.layer == "rules" and e.affected == "you" and e.rule in (
                "play_from_top", "play_from_top_life"):  # CR 401.2, 118.9
            return "You may play lands and cast spells from the top of your library." + (
                " If you cast a spell this way, pay life equal to its mana value rather than "
                "pay its mana cost." if e.rule == "play_from_top_life" else "")
        if e.layer == "rules" and e.rule.startswith("attack_tax_pw:") and e.affected == "self":
            return ("Creatures can't attack you or planeswalkers you control unless their "
                    f"controller pays {{{e.rule.partition(':')[2]}}} for each of those "
                    "creatures.")  # 508.1d
        if e.layer == "rules" and e.rule.startswith("attack_tax:") and e.affected == "self":
            return ("Creatures can't attack you unless their controller pays "  # 508.1d
                    f"{{{e.rule.partition(':')[2]}}} for each creature they control that's "
                    "attacking you.")
        if e.layer == "rules" and e.rule.startswith(f"{WALK_BLOCKABLE}:"):  # 702.14c
            walk = e.rule.partition(":")[2]
            return (f"Creatures with {walk} can be blocked as though they didn't have "
                    f"{walk}.")
        if e.layer == "rules" and e.rule == "deck_any_number":  # CR 100.2a (h7-sta)
            return f"A deck can have any number of cards named {SELF_NAME}."
        if e.layer == "rules" and e.rule.startswith("deck_up_to:"):
            return (f"A deck can have up to {number(int(e.rule.partition(':')[2]))} cards "
                    f"named {SELF_NAME}.")
        if e.layer == "rules" and e.rule == "can_be_commander" and e.affected == "self":
            return f"{SELF_NAME} can be your commander."
        if e.layer == "rules" and e.rule == "begin_on_battlefield" and ability.zone == "hand":
            return (f"If {SELF_NAME} is in your opening hand, you may begin the game with it on "
                    "the battlefield.")  # CR 103.6a
        who, many = _affected(e)
        if e.affected == "enchanted":
            who = f"Enchanted {_enchanted_noun(card)}"
        if e.affected == "filter" and e.filter is not None and e.filter.other:
            who = "Other " + filter_phrase(replace(e.filter, other=False),
                                           many=True)
        subject = subject or who
        if e.layer == "7c" and isinstance(e.power, Amount) and e.power == e.toughness and \
                e.power.kind == "counters" and e.power.ref == "self":
            parts.append(f"{'get' if many else 'gets'} {signed_pair(e.power, e.toughness)} "
                         f"for each {e.power.counter} counter on {SELF_NAME}")
        elif e.layer == "7c":
            more = "an additional " if e.additional else ""  # h7-sta
            parts.append(f"{'get' if many else 'gets'} {more}"
                         f"{signed_pair(e.power, e.toughness)}")
        elif e.layer == "7b" and isinstance(e.power, int) and isinstance(e.toughness, int):
            # "has base power and toughness 0/2" (613.4b; issue 29, restriction_families)
            parts.append(f"{'have' if many else 'has'} base power and toughness "
                         f"{e.power}/{e.toughness}")
        elif e.layer == "6" and e.remove_abilities and not (
                e.add_keywords or e.add_abilities):  # "loses all abilities" (613.1f)
            parts.append(f"{'lose' if many else 'loses'} all abilities")
        elif e.layer == "6" and e.rule.startswith("lose:") and not (
                e.add_keywords or e.add_abilities or e.remove_abilities):  # h8-sta (613.1f)
            parts.append(f"{'lose' if many else 'loses'} " + and_list(
                [k.replace("_", " ") for k in e.rule.partition(":")[2].split(",")]))
        elif e.layer == "6" and e.rule.startswith("cant_have:") and not (
                e.add_keywords or e.add_abilities or e.remove_abilities):  # h8-sta (613.1f)
            parts.append("can't have or gain " + and_list(
                [k.replace("_", " ") for k in e.rule.partition(":")[2].split(",")]))
        elif e.layer == "6" and e.add_abilities and not e.add_keywords and \
                not e.remove_abilities:
            noun = e.quoted_noun or "creature"
            parts.append(f"{'have' if many else 'has'} " + " and ".join(
                f'"{ability_text(a, card) if e.quoted_self else quoted_ability_text(a, noun)}"'
                for a in e.add_abilities))
        elif e.layer == "6" and e.add_keywords:
            noun = e.quoted_noun or "creature"
            said = [ability_text(a, card) if e.quoted_self else quoted_ability_text(a, noun)
                    for a in e.add_abilities]
            quoted = [f'"{words}"' for words in said]
            parts.append(f"{'have' if many else 'has'} "  # … and "ABILITY" (h7-ev3)
                         + and_list([keyword_phrase(k) for k in e.add_keywords] + quoted))
        elif e.layer == "2":
            return f"You control {who.lower()}."
        elif e.layer == "4" and e.remove_types == ("Creature",) and not (
                e.add_types or e.set_types or e.add_subtypes or e.set_subtypes):
            parts.append("aren't creatures" if many else "isn't a creature")  # CR 205.1a
        elif e.layer == "4" and e.add_subtypes == (EVERY_CREATURE_TYPE,) and not (
                e.add_types or e.set_types):  # CR 205.3m (h8-sta)
            parts.append(f"{'are' if many else 'is'} every creature type")
        elif e.layer == "4" and e.add_subtypes == _EVERY_BASIC and not e.add_types:  # h9-sta
            parts.append(f"{'are' if many else 'is'} every basic land type in addition to "
                         f"{'their' if many else 'its'} other types")  # 305.7
        elif e.layer == "4" and e.add_subtypes and e.affected != "filter" and \
                not e.add_types:
            # "is a white Angel in addition to its other colors and types" (205.1b, 105.3)
            colors = next((x.add_colors for x in ability.effects
                           if x.layer == "5" and x.affected == e.affected), ())
            words = " ".join([_COLOR_WORDS[c] for c in colors] + list(e.add_subtypes))
            other = "colors and types" if colors else "types"
            parts.append(f"{'are' if many else 'is'} {with_article(words)} in addition to "
                         f"{'their' if many else 'its'} other {other}")
        elif e.layer == "5" and e.add_colors and any(
                x.layer == "4" and x.add_subtypes and x.affected == e.affected
                for x in ability.effects):
            continue  # said with the subtype it is added with
        elif e.layer == "4" and e.add_subtypes:
            noun = with_article(" ".join(e.add_subtypes))
            return f"Each {filter_phrase(e.filter or Filter())} is {noun} in addition to its " \
                   "other land types."
        elif e.layer == "rules" and (part9 := static_part_9_text(e)) is not None:  # h9-ev3
            parts.append(part9)
        elif e.layer == "rules" and e.rule == CANT_ATTACK_YOU:  # 508.1c (h8-sta)
            parts.append("can't attack you or planeswalkers you control")
        elif e.layer == "rules" and e.rule in ("cant_attack", "cant_block"):
            verb = e.rule.removeprefix("cant_")
            parts.append(f"can't {verb}")
        elif e.layer == "rules" and (untargetable := parse_untargetable(e.rule)) is not None:
            parts.append(untargetable_words(untargetable, many))  # 115.4 (issue 29)
        elif e.layer == "rules" and e.rule == "doesnt_untap":  # 502.3
            step = "your untap step" if e.affected == "self" \
                else "their controllers' untap steps" if many \
                else "its controller's untap step"
            parts.append(f"{'don' if many else 'doesn'}'t untap during {step}")
        elif e.layer == "rules" and e.rule == "all_must_block" and len(ability.effects) == 2 \
                and [x.affected for x in ability.effects] == ["self", "enchanted"]:
            # a bestow card (702.103): "All creatures able to block ~ or enchanted creature …"
            return f"All creatures able to block {SELF_NAME} or enchanted creature do so."
        elif e.layer == "rules" and e.rule == "all_must_block":  # 509.1c
            return f"All creatures able to block {who[0].lower() + who[1:]} do so."
        elif e.layer == "rules" and e.rule.startswith("cant_be_blocked_color:"):
            color = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}[
                e.rule.partition(":")[2]]
            parts.append(f"can't be blocked by {color} creatures")
        elif e.layer == "rules" and (blockers := blocked_by_filter(e.rule)) is not None:
            parts.append(f"can't be blocked by {filter_phrase(blockers, many=True)}")
        elif e.layer == "rules" and (
                owned := blocked_by_filter(e.rule, UNBLOCKABLE_IF_DEFENDER)) is not None:
            parts.append("can't be blocked as long as defending player controls "
                         + with_article(filter_phrase(owned)))
        elif e.layer == "rules" and (
                allowed := blocked_by_filter(e.rule, BLOCKED_EXCEPT_BY)) is not None:
            parts.append(f"can't be blocked except by {filter_phrase(allowed, many=True)}")
        elif e.layer == "rules" and (
                unblockable := blocked_by_filter(e.rule, CANT_BLOCK_NOUN)) is not None:
            parts.append(f"can't block {filter_phrase(unblockable, many=True)}")
        elif e.layer == "rules" and e.rule == "assign_as_unblocked" and \
                e.affected == "self" and len(ability.effects) == 1:  # 510.1c
            return (f"You may have {SELF_NAME} assign its combat damage as though it weren't "
                    "blocked.")
        elif e.layer == "rules" and e.rule == "cant_be_blocked_power_less" and \
                e.affected == "self" and len(ability.effects) == 1:  # 509.1b
            return f"Creatures with power less than {SELF_NAME}'s power can't block it."
        elif e.layer == "rules" and e.rule.startswith("cant_be_blocked_power_max:"):
            parts.append("can't be blocked by creatures with power "
                         f"{e.rule.partition(':')[2]} or less")
        elif e.layer == "rules" and e.rule.startswith("attack_needs_defender_land:"):
            parts.append("can't attack unless defending player controls "
                         f"{with_article(e.rule.partition(':')[2])}")
        elif e.layer == "rules" and e.rule == "cant_activate" and e is ability.effects[-1]:
            no_activation = True
        elif e.layer == "rules" and e.rule == "attack_despite_defender":  # 702.3b
            parts.append(f"can attack as though {'they' if many else 'it'} didn't have "
                         "defender")
        elif e.layer == "rules" and e.rule in COMBAT_RULE_WORDS:
            words = COMBAT_RULE_WORDS[e.rule]
            parts.append(words.replace("attacks", "attack") if many else words)
        elif e.layer == "4" and e.set_subtypes and not many and _BASIC_LAND_TYPES.issuperset(
                e.set_subtypes) and not (e.set_types or e.add_types or e.add_subtypes or
                                         e.remove_types):  # "is an Island" (305.7; h7-sta)
            parts.append("is " + with_article(and_list(list(e.set_subtypes))))
        elif e.layer == "5" and not e.set_colors and not e.add_colors:  # h9-sta (105.2c)
            parts.append(f"{'are' if many else 'is'} colorless")
        elif e.layer == "5" and e.set_colors and not e.add_colors:  # h9-sta (105.3, 613.1e)
            parts.append(f"{'are' if many else 'is'} "
                         + " and ".join(_COLOR_WORDS[c] for c in e.set_colors))
        else:
            raise RenderError(f"no words for the continuous effect {e!r}")
    if parts == ["can't attack", "can't block"]:  # not "can't block and can't be blocked"
        parts = [parts[0] + " or " + parts[1].removeprefix("can't ")]
    if parts[-2:] == ["can't attack alone", "can't block alone"]:  # 506.5
        parts = [*parts[:-2], "can't attack or block alone"]
    counted = next((q for e in ability.effects if e.layer == "7c" for q in (e.power, e.toughness)
                    if isinstance(q, Amount) and q.wording == "for_each"), None)
    if isinstance(counted, Amount):  # "gets +1/+1 for each Swamp you control" (613.4c)
        words = for_each_words(counted, Context(card, ()))
        pump = next((i for i, p in enumerate(parts) if p.startswith(("get ", "gets "))), None)
        if pump is not None and not parts[pump].endswith(words):
            parts[pump] += words  # "… for each Elf you control and has reach"
    listed = ", ".join(parts[:-1]) + ", and " + parts[-1] if len(parts) > 2 else \
        " and ".join(parts)  # "gets +1/+1, has reach, and is …"
    text = f"{subject} {listed}"
    last = ability.effects[-1]
    if no_activation and not parts and last.affected == "filter" and last.filter is not None:
        # "Activated abilities of artifacts can't be activated." (Null Rod; h7-sta)
        text = (f"Activated abilities of {filter_phrase(last.filter, many=True)} can't be "
                "activated")
    elif no_activation:
        text = f"{text}, and its activated abilities can't be activated" if parts else \
            f"{subject}'s activated abilities can't be activated"
    if ability.condition is not None and ability.condition.kind == "attacking" and \
            not ability.condition.negate:
        return f"{text} as long as it's attacking."
    if ability.condition is not None and ability.condition.kind == "your_turn" and \
            not ability.condition.negate:
        return f"As long as it's your turn, {text[:1].lower() + text[1:]}."
    if ability.condition is not None:
        raise RenderError(f"no words for the static condition {ability.condition.kind!r}")
    return period(text + where_x_text(ability, card))


def _unless_text(c: Condition) -> str:
    """The Oracle condition of "~ enters tapped unless …", from the condition under which it
    enters tapped (its negation, or "N or fewer" for a count above N)."""
    n = c.amount if isinstance(c.amount, int) else 0
    if c.kind == "opponents_at_least" and c.negate:
        return f"you have {number(n)} or more opponents"
    if c.kind != "you_control" or c.filter is None:
        raise RenderError(f"no words for 'enters tapped unless' {c.kind!r}")
    f = c.filter
    other = "other " if f.other else ""
    noun = filter_phrase(replace(f, other=False), many=True)
    if not c.negate:
        return f"you control {number(n - 1)} or fewer {other}{noun}"
    if n == 1 and f.subtypes and not f.other and replace(f, subtypes=()) == Filter():
        return "you control " + " or ".join(with_article(s) for s in f.subtypes)
    return f"you control {number(n)} or more {other}{noun}"


def replacement_text(r: ReplacementAbility) -> str:
    sta9 = replacement_9_text(r)  # h9-sta (text/statics_9.py)
    if sta9 is not None:
        return sta9
    named = names_9_replacement_text(r)  # QF ninth wave: "choose a card name" (CR 614.12)
    if named is not None:
        return named
    sta8 = replacement_8_text(r)  # h8-sta: draw replacements (text/statics_8.py)
    if sta8 is not None:
        return sta8
    damage = damage_static_text(r)  # h4-prevent: CR 615.1a, 614.1a
    if damage is not None:
        return damage
    more = replacement_more_text(r)  # h5-triggers: life gain, reveal and shuffle (CR 614)
    if more is not None:
        return more
    additional = additional_counters_text(r)  # EV2: "… enters with an additional … counter"
    if additional is not None:
        return additional
    if r.event == "enters" and r.action == "becomes_day":  # CR 728.1 (faces.py)
        return f"If it's neither day nor night, it becomes day as {SELF_NAME} enters."
    if r.event == "enters" and r.action == "choose_option" and r.applies_to == "self":
        return f"As {SELF_NAME} enters, choose " + " or ".join(r.options) + "."
    if r.event == "enters" and r.action == "choose_creature_type" and r.applies_to == "self":
        return f"As {SELF_NAME} enters, choose a creature type."
    if r.event == "enters" and r.action == "copy" and r.applies_to == "self":
        what = filter_phrase(r.filter or Filter(types=("Creature",)))
        head = f"You may have {SELF_NAME} enter" if r.optional else f"{SELF_NAME} enters"
        from cardtable.games.magic.text.costs import copy_except_text

        where = with_article(what) if r.filter is not None and r.filter.controller == "you" \
            else f"any {what} on the battlefield"  # "a creature you control" (Mercurial Pretender)
        line = f"{head} as a copy of {where}" + copy_except_text(r.copy_except)
        return line if line.endswith('."') else line + "."  # a quote ends the sentence
    if r.event == "enters" and r.action == "tapped" and r.applies_to == "self" and \
            r.filter is None and r.condition is not None:
        return f"{SELF_NAME} enters tapped unless {_unless_text(r.condition)}."
    if r.event == "enters" and r.action == "tapped" and r.applies_to == "self" and \
            r.filter is None:
        return f"{SELF_NAME} enters tapped."
    if r.event == "enters" and r.action == "counters" and r.applies_to == "self" and \
            escaped_condition(r.condition):  # "~ escapes with …" (702.138c; round 8, EV1)
        plain = replacement_text(replace(r, condition=None))
        return plain.replace(f"{SELF_NAME} enters with", f"{SELF_NAME} escapes with", 1)
    if r.event == "enters" and r.action == "counters" and r.text == IF_LEAD and \
            r.condition is not None:  # "If COND, ~ enters with …" (614.1c; round 9, EV1)
        plain = replacement_text(replace(r, condition=None, text=""))
        return f"If {condition_text(r.condition)}, {plain}"
    if r.event == "enters" and r.action == "counters" and r.applies_to == "self" and \
            r.condition is not None and r.condition.kind != "kicked":  # CR 614.1c
        plain = replacement_text(replace(r, condition=None))
        return f"{plain.removesuffix('.')} if {condition_text(r.condition)}."
    reveal = reveal_or_tapped_text(r)  # the reveal lands (614.12)
    if reveal is not None:
        return reveal
    each = counters_for_each_text(r)  # "… for each creature card in your graveyard."
    if each is not None:
        return each
    if r.event == "enters" and r.action == "counters" and r.applies_to == "self" and \
            r.condition is not None and r.condition.kind == "kicked":
        plain = replacement_text(replace(r, condition=None))
        return "If ~ was kicked, it " + plain.removeprefix(f"{SELF_NAME} ")
    if r.event == "enters" and r.action == "counters" and r.applies_to == "self":
        n = r.amount
        if isinstance(n, Amount) and n.kind == "revealed_mana_value":
            return (f"{SELF_NAME} enters with X {r.counter} counters on it, where X is the total "
                    "mana value of all cards revealed this way.")
        if isinstance(n, Amount) and n.kind == "kicks":  # multikicker (702.33c)
            return (f"{SELF_NAME} enters with {with_article(r.counter + ' counter')} on it for "
                    "each time it was kicked.")
        if isinstance(n, Amount) and n.kind == "mana_spent" and r.counter == "+1/+1":
            return (f"{SELF_NAME} enters with a number of +1/+1 counters on it equal to the "
                    "amount of mana spent to cast it.")
        if isinstance(n, Amount) and n.wording == "equal_to":  # issue 29, QF
            words = amount_words(n, PhraseContext(CardDef(name=SELF_NAME, type_line=""), ()))
            return (f"{SELF_NAME} enters with a number of {r.counter} counters on it equal to "
                    f"{words}.")
        many = not (isinstance(n, int) and n == 1)
        count = ("X" if not isinstance(n, int) else number(n)) if many else "a"
        where = amount_clause(n, PhraseContext(CardDef(name=SELF_NAME, type_line=""), ()))
        return (f"{SELF_NAME} enters with {count} {r.counter} counter{'s' if many else ''} "
                f"on it{where}.")
    if r.event == "enters" and r.action == "tapped" and r.filter is not None:
        return f"{capitalize(filter_phrase(r.filter, many=True, joiner='and'))} enter tapped."
    if r.event == "to_graveyard" and r.action == "exile" and r.applies_to == "self":
        return (f"If {SELF_NAME} would be put into a graveyard from anywhere, exile it "
                "instead.")
    if r.event == "dies" and r.action == "exile" and r.applies_to == "self":
        return f"If {SELF_NAME} would die, exile it instead."
    if r.event == "create_token" and r.action == "double" and r.text == "passive":
        return ("If one or more tokens would be created under your control, twice that many of "
                "those tokens are created instead.")  # Adrix and Nev
    if r.event == "create_token" and r.action == "double":
        return ("If an effect would create one or more tokens under your control, it creates "
                "twice that many of those tokens instead.")
    if r.event == "put_counters" and r.action == "double" and r.counter and \
            r.filter is not None:  # Corpsejack Menace, Branching Evolution
        return (f"If one or more {r.counter} counters would be put on "
                f"{with_article(filter_phrase(r.filter))}, twice that many {r.counter} counters "
                f"are put on {r.text or 'it'} instead.")
    if r.event == "put_counters" and r.action == "double" and r.filter is not None:
        return ("If an effect would put one or more counters on "
                f"{with_article(filter_phrase(r.filter))}, it puts twice that many of those "
                "counters on that permanent instead.")
    from cardtable.games.magic.text.staples import staples_replacement_text

    staple = staples_replacement_text(r)  # issue 28: shock lands, Hardened Scales
    if staple is not None:
        return staple
    if r.event == "put_counters" and r.action == "add" and r.applies_to == "filter":
        noun = filter_phrase(r.filter or Filter())
        return (f"If one or more counters would be put on {with_article(noun)}, that many "
                "plus one of each of those kinds of counters are put on that permanent instead.")
    if r.event == "player_counters" and r.action == "add" and r.applies_to == "you":
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


_SELF_EVENTS = {"enters": "enters", "attacks": "attacks", "blocks": "blocks", "dies": "dies",
                "becomes_blocked": "becomes blocked",
                "leaves": "leaves the battlefield",
                # triggers.left (round 8, EV1): the God-Eternals
                "put_into_exile": "is put into exile from the battlefield"}


def _same_but_event(a: Ability, b: Ability) -> bool:
    """Two triggered abilities of the object itself that differ only in their event: Oracle
    prints them as one ("Whenever ~ enters or attacks, …"); an event cannot be both, so the
    two abilities trigger exactly when the one printed ability does; an intervening "if" is
    each one's own (CR 603.4: "Whenever ~ attacks or blocks, if you control …")."""
    return (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)
            and a.trigger.subject == "self" and b.trigger.subject == "self"
            and a.trigger.event in _SELF_EVENTS and b.trigger.event in _SELF_EVENTS
            and a.trigger.event != b.trigger.event
            and replace(a, trigger=b.trigger) == b)


def _enters_or_transforms(abilities: list[Ability], index: int, card: CardDef) -> str:
    """"Whenever this creature enters or transforms into ~, …" (a transforming card's back
    face, CR 701.28e): the two triggered abilities of one printed line, ``""`` when the
    abilities at ``index`` are not that pair."""
    if index + 1 >= len(abilities):
        return ""
    a, b = abilities[index], abilities[index + 1]
    if not (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)
            and a.trigger == Trigger("enters") and b.trigger.event == "transforms_into"
            and replace(a, trigger=b.trigger) == b):
        return ""
    word = "Whenever" if b.trigger.whose == "each" else "When"
    head = trigger_text(a.trigger, card)
    return (f"{word} this creature enters or transforms into {SELF_NAME}"
            + ability_text(a, card)[len(head):])


def _class_level_lines(ability: Ability, card: CardDef) -> list[str] | None:
    """A Class's level bar "{2}{U}: Level 2" and the abilities of its section, one a line
    (CR 716.2a; oracle/class_levels.py); ``None`` for any other ability."""
    if isinstance(ability, ActivatedAbility) and len(ability.effects) == 1 \
            and isinstance(ability.effects[0], SetClassLevel):
        return [f"{ability.cost.mana}: Level {ability.effects[0].level}"]
    if isinstance(ability, StaticAbility) and ability.condition is not None \
            and ability.condition.kind == CLASS_LEVEL_AT_LEAST and len(ability.effects) == 1:
        granted = ability.effects[0].add_abilities
        return render_abilities(replace(card, abilities=granted))
    return None


def _tapped_with_counters(a: Ability, b: Ability) -> bool:
    return (a == ReplacementAbility(event="enters", action="tapped", self_replacement=True)
            and isinstance(b, ReplacementAbility) and b.event == "enters"
            and b.action == "counters" and b.applies_to == "self" and b.filter is None)


def render_abilities(card: CardDef) -> list[str]:
    """Each ability's text (the card's name as ``~``); a basic land type's intrinsic mana
    ability is printed in parentheses, as Oracle does; two triggers of the object itself that
    differ only in their event share one line."""
    lines: list[str] = []
    abilities = list(card.abilities)
    index = 0
    while index < len(abilities):
        ability = abilities[index]
        from cardtable.games.magic.text.commander import commander_lines

        special = commander_lines(abilities, index, card)
        if special is None:
            from cardtable.games.magic.text.staples import staples_lines

            special = staples_lines(abilities, index, card)  # issue 28
        if special is None:
            from cardtable.games.magic.text.trigger_pairs import trigger_pair_lines

            special = trigger_pair_lines(abilities, index, card)  # issue 28, triggers
        if special is not None:
            lines.append(special[0])
            index += special[1]
            continue
        level_lines = _class_level_lines(ability, card)  # CR 716.2a
        if level_lines is None:  # a leveler's level symbol (CR 711.2, h9-kw)
            level_lines = leveler_lines(ability, card, render_abilities)
        if level_lines is not None:
            lines.extend(level_lines)
            index += 1
            continue
        both_events = _enters_or_transforms(abilities, index, card)  # CR 701.28e
        if both_events:
            lines.append(both_events)
            index += 2
            continue
        if index + 1 < len(abilities) and _same_but_event(ability, abilities[index + 1]):
            other = abilities[index + 1]
            assert isinstance(ability, TriggeredAbility) and isinstance(other, TriggeredAbility)
            text = ability_text(ability, card)
            head = trigger_text(ability.trigger, card)
            pair = (ability.trigger.event, other.trigger.event)
            # Deadwood Treefolk, Stitcher's Supplier
            word = "When" if pair in (("enters", "leaves"), ("enters", "dies")) or (
                ability.trigger.wording == "when") else "Whenever"  # "When ~ attacks or blocks"
            both = (f"{word} {SELF_NAME} {_SELF_EVENTS[ability.trigger.event]} or "
                    f"{_SELF_EVENTS[other.trigger.event]}")
            lines.append(both + text[len(head):])
            index += 2
            continue
        joined = tapped_and_line(ability, abilities[index + 1], ability_text(
            abilities[index + 1], card)) if index + 1 < len(abilities) and isinstance(
            ability, ReplacementAbility) and ability.options else None
        if joined is not None:  # "~ enters tapped and doesn't untap …" (issue 29, h9b-STA)
            lines.append(joined)
            index += 2
            continue
        if index + 1 < len(abilities) and _tapped_with_counters(ability, abilities[index + 1]):
            # "~ enters tapped with two charge counters on it." (the Vivid lands): one line
            with_counters = ability_text(abilities[index + 1], card)
            lines.append(with_counters.replace(f"{SELF_NAME} enters with ",
                                               f"{SELF_NAME} enters tapped with ", 1))
            index += 2
            continue
        lines.append(f"({ability_text(ability, card)})" if _is_intrinsic_mana(ability, card)
                     else ability_text(ability, card))
        index += 1
    return lines


def render_card(card: CardDef) -> str:
    """The card's rules text rendered from its abilities, one ability a line."""
    return "\n".join(render_abilities(card))


reentry.install(ability_text=ability_text, quoted_ability_text=quoted_ability_text)
