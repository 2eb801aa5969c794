"""Parse tree → model values for issue 29's statics, replacements, costs and keywords (helper
h7-sta; grammar block "issue 29 (h7-sta)"). Each method builds one *part* that joins a rule
already in the grammar, so it combines with every other part of that rule:

* each spell class with its own "spells" in a cost rule (CR 601.2f): "Goblin spells and Rogue
  spells you cast cost {1} less to cast." — the same classes as "Goblin and Rogue spells", the
  words kept (``ContinuousEffect.classes_each``);
* a basic land type set, as a static part (CR 305.7): "Enchanted land is an Island.", "… is a
  Mountain, Forest, and Plains."; and "All Mountains are Plains." (the plural line with "all");
* a land that is a creature and still a land (CR 205.1b, 613.1d–f, 613.4b): "Enchanted land is
  a 2/2 blue Elemental creature with flying. It's still a land.", "All Swamps are 1/1 black
  creatures that are still lands." — layers 4 (adds Creature and the creature types), 5 (sets
  the colour), 6 (keywords) and 7b (base P/T) on any subject;
* a cost rule for the spells that target something (CR 601.2f): "Spells your opponents cast
  that target ~ cost {2} more to cast.", "Spells you cast that target a creature cost {2} less
  to cast." (``ContinuousEffect.targeting_self`` / ``targeting``; costs._cost_modifiers);
* "… has protection from black. This effect doesn't remove ~." (CR 702.16): the protection
  part is marked (``rule`` ``vocabulary.SPARES_SOURCE``); the state-based check of an Aura (303.4d)
  leaves out the protection the Aura itself grants (sba.py);
* coloured cost increases (CR 601.2f): "Black spells you cast cost {B} more to cast." and
  strive's "This spell costs {2}{B} more to cast for each target beyond the first."
  (``vocabulary.COST_MANA`` / ``COST_MANA_PER_TARGET`` rules; costs.mana_increase);
* "for each color of mana spent to cast it" (the count sunburst uses, CR 702.44a): "~ enters
  with a +1/+1 counter on it for each color of mana spent to cast it." (zones reads it);
* "Activated abilities of artifacts can't be activated." (CR 602.5): the existing
  ``cant_activate`` rule on every permanent of any group;
* "gets an additional +1/+1" as a static part (CR 613.4c; ``ContinuousEffect.additional``);
* "Creatures entering the battlefield [or dying] don't cause abilities to trigger." (CR 603.2;
  ``vocabulary.NO_TRIGGERS``, read by triggers.entered / triggers.left);
* "A deck can have any number of cards named ~." (CR 100.2a): a deck-building rule
  (``deck_any_number``, ``deck_up_to:N``) that does nothing in a game, as "~ can be your
  commander." (the deck checks read the Oracle text, formats/commander.py);
* "If that spell is countered this way, exile it instead of putting it into its owner's
  graveyard." (CR 614.1a) after any counter (``CounterObject.exile_instead``);
* "If it would leave the battlefield, exile it instead of putting it anywhere else." (CR
  614.1a) after an effect that moved an object onto the battlefield (``ExileIfDies.leaves``);
* "your team controls" as a controller restriction (CR 102.4: "you" outside team games;
  ``Filter.says_team``);
* "Protection from multicolored" / "Protection from all colors" (CR 702.16a).

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

import re
from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import (
    COST_MANA,
    COST_MANA_PER_TARGET,
    NO_TRIGGERS,
    SPARES_SOURCE,
)
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Noun, _Restriction
from cardtable.games.magic.oracle.families import (
    FamilyError,
    _all_filter,
    _pt_value,
    static_effects,
)
from cardtable.games.magic.oracle.joins import _joined
from cardtable.games.magic.oracle.restriction_families import _items, _with_last

#: "up to seven cards named ~" (Seven Dwarves)
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10}

#: colour words → the model's colour codes (CR 105.1)
_COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

#: the filter fields a spell class's words fill (cost_modifier_families._merge)
_CLASS_KINDS = ("types", "subtypes", "colors")


def classes_each_filter(first: m.Filter, second: m.Filter) -> m.Filter:
    """"Red creature spells and green creature spells": two classes that differ in one word of
    one kind (here the colour) → one filter matching either (any of the values, as
    ``layers_match`` reads a tuple), which renders back as the two classes."""
    differ = [k for k in (f.name for f in fields(m.Filter)) if getattr(first, k) != getattr(
        second, k)]
    if len(differ) != 1 or differ[0] not in _CLASS_KINDS:
        raise FamilyError("two spell classes that differ in more than one word")
    (kind,) = differ
    a, b = getattr(first, kind), getattr(second, kind)
    if len(a) != 1 or len(b) != 1:
        raise FamilyError("two spell classes, one with no word of the kind the other has")
    return replace(first, **{kind: a + b})


def class_cost_mana(flt: m.Filter | None, whose: str, mana: str,
                    word: str) -> m.StaticAbility:
    """"Black spells you cast cost {B} more to cast." (CR 601.2f): a cost increase with
    coloured mana, for the spells of ``whose`` ("" anyone's)."""
    if word != "more" or not re.fullmatch(r"(\{[0-9]+\})?(\{[WUBRG]\})+", mana):
        raise FamilyError("a cost change other than generic or coloured mana more")
    return m.StaticAbility(effects=(m.ContinuousEffect(
        layer="rules", affected="spells", filter=flt, rule=f"{COST_MANA}:{whose}:{mana}"),))


@v_args(inline=True)
class StaFamilies(BuilderMixin):
    def class_cost_modifier_each(self, first: m.Filter, second: m.Filter,
                                 *rest: object) -> m.StaticAbility:
        """"Goblin spells and Rogue spells you cast cost {1} less to cast." (CR 601.2f)."""
        static = self.class_cost_modifier(classes_each_filter(first, second), *rest)
        return replace(static, effects=tuple(replace(e, classes_each=True)
                                             for e in static.effects))

    if TYPE_CHECKING:  # built by CostModifierFamilies, a sibling mixin of the builder
        def class_cost_modifier(self, *parts: object) -> m.StaticAbility: ...

    def s_is_land_types(self, article: Token, *types: Token) -> list[m.ContinuousEffect]:
        """"is an Island", "is a Mountain, Forest, and Plains" (layer 4, CR 305.7: the land
        loses its other land types and the abilities of its rules text, layers._apply, and has
        the mana abilities of its new types, 305.6)."""
        names = tuple(str(t) for t in types)
        if len(set(names)) != len(names):
            raise FamilyError("a land type listed twice")
        if str(article).lower() != ("an" if names[0][0] in "AEIOU" else "a"):
            raise FamilyError("the article does not fit the land type")
        return [m.ContinuousEffect(layer="4", set_subtypes=names)]

    def type_setting_all(self, every: Token, noun: _Noun, types: Token) -> m.StaticAbility:
        """"All Mountains are Plains." (Glaciers; CR 305.7): "Nonbasic lands are Mountains."
        with the "all" a plain plural noun takes (``words.takes_all``)."""
        flt = _all_filter(True, noun.filter)
        word = str(types)
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="4", affected="filter", filter=flt,
            set_subtypes=(word if word == "Plains" else word.removesuffix("s"),)),))

    def sta_subtypes(self, *words: Token) -> tuple[str, ...]:
        return tuple(str(w) for w in words)

    def sta_still_land(self, subject: dict[str, Any], *parts: Any) -> m.StaticAbility:
        """"Enchanted land is a 2/2 blue Elemental creature with flying. It's still a land."
        (CR 205.1b: Creature is added to its types; 613.1d–f, 613.4b)."""
        pt = colors = still = ""
        subtypes: tuple[str, ...] = ()
        keywords: tuple[m.Keyword, ...] = ()
        for part in parts:
            if isinstance(part, Token) and part.type == "PT":
                pt = str(part)
            elif isinstance(part, Token) and part.type == "BECOME_COLORS":
                colors = str(part).strip()
            elif isinstance(part, Token) and part.type.startswith("STA_STILL"):
                still = "that" if str(part).startswith(" that") else "sentence"
            elif isinstance(part, tuple) and all(isinstance(p, str) for p in part):
                subtypes = part
            elif isinstance(part, tuple):
                keywords = part
        power, toughness = (int(v) for v in pt.split("/"))
        effects = [m.ContinuousEffect(layer="4", add_types=("Creature",),
                                      add_subtypes=subtypes, still_words=still)]
        if colors:
            effects.append(m.ContinuousEffect(layer="5", set_colors=tuple(
                _COLOR_CODES[c] for c in colors.split(" and "))))
        effects.append(m.ContinuousEffect(layer="7b", power=power, toughness=toughness))
        if keywords:
            effects.append(m.ContinuousEffect(layer="6", add_keywords=keywords))
        return m.StaticAbility(effects=static_effects(subject, effects))

    def sta_targets_self(self) -> tuple[bool, m.Filter | None]:
        return True, None

    def sta_targets_noun(self, article: Token, noun: _Noun) -> tuple[bool, m.Filter | None]:
        if noun.filter.other or noun.filter.relation:
            raise FamilyError("a targeted noun with 'other' or a relation in a cost rule")
        return False, noun.filter

    def class_cost_targeting(self, *parts: Any) -> m.StaticAbility:
        """"Spells your opponents cast that target ~ cost {2} more to cast." (CR 601.2f)."""
        at = next(i for i, p in enumerate(parts) if isinstance(p, tuple))
        whose, (is_self, flt), rest = parts[:at], parts[at], parts[at + 1:]
        static = self.class_cost_modifier(*whose, *rest)
        return replace(static, effects=tuple(
            replace(e, targeting_self=is_self, targeting=flt) for e in static.effects))

    def sta_spares_self(self, subject: dict[str, Any],
                        effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"Enchanted creature has protection from black. This effect doesn't remove ~."."""
        if subject.get("affected") != "enchanted" or not any(
                k.name == "protection" for e in effects for k in e.add_keywords):
            raise FamilyError("'doesn't remove ~' after no protection an Aura grants")
        marked = [replace(e, rule=SPARES_SOURCE) if any(
            k.name == "protection" for k in e.add_keywords) and not e.rule else e
            for e in effects]
        return m.StaticAbility(effects=static_effects(subject, marked))

    def sta_cost_mana_per_target(self, mana: Token) -> m.StaticAbility:
        """"This spell costs {2}{B} more to cast for each target beyond the first." (strive,
        an ability word, CR 207.2c; 601.2f: counted after the targets are chosen, 601.2c)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule=f"{COST_MANA_PER_TARGET}:{mana}", affected=m.SELF),),
            zone="stack")

    def sta_no_activation_of(self, noun: _Noun) -> m.StaticAbility:
        """"Activated abilities of creatures your opponents control can't be activated." (CR
        602.5; mana abilities too, 605.1a: priority._can_activate, mana.mana_sources)."""
        if noun.filter.other or noun.filter.relation:
            raise FamilyError("'other' or a relation in the group whose abilities stop")
        return m.StaticAbility(effects=static_effects(
            {"affected": "filter", "filter": noun.filter},
            [m.ContinuousEffect(layer="rules", rule="cant_activate")]))

    def sta_pump_additional(self, pt: Token) -> list[m.ContinuousEffect]:
        """"gets an additional +2/+2" (layer 7c, CR 613.4c): the words of a second pump."""
        power, toughness = (_pt_value(v) for v in str(pt).split("/"))
        return [m.ContinuousEffect(layer="7c", power=power, toughness=toughness,
                                   additional=True)]

    def sta_no_enter_triggers(self, noun: _Noun) -> m.StaticAbility:
        """"Creatures entering the battlefield don't cause abilities to trigger." (CR 603.2)."""
        return self._no_triggers(noun, "enters")

    def sta_no_enter_die_triggers(self, noun: _Noun) -> m.StaticAbility:
        """"Creatures entering the battlefield or dying don't cause abilities to trigger."."""
        if noun.filter != m.Filter(types=("Creature",)):
            raise FamilyError("'dying' for a group other than creatures")
        return self._no_triggers(noun, "enters,dies")

    @staticmethod
    def _no_triggers(noun: _Noun, events: str) -> m.StaticAbility:
        if noun.filter.other or noun.filter.relation:
            raise FamilyError("'other' or a relation in the group that triggers nothing")
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="filter", filter=noun.filter,
            rule=f"{NO_TRIGGERS}:{events}"),))

    def sta_deck_any_number(self) -> m.StaticAbility:
        """"A deck can have any number of cards named ~." (CR 100.2a)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules",
                                                           rule="deck_any_number"),))

    def sta_deck_up_to(self, word: Token) -> m.StaticAbility:
        """"A deck can have up to seven cards named ~." (Seven Dwarves; CR 100.2a)."""
        count = _NUMBER_WORDS.get(str(word).lower())
        if count is None:
            raise FamilyError(f"no number {word!r}")
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules",
                                                           rule=f"deck_up_to:{count}"),))

    def sta_countered_exile_rider(self, effect: Any) -> Any:
        """"Counter target spell. If that spell is countered this way, exile it instead of
        putting it into its owner's graveyard." (614.1a): the counter just before it."""
        last = _items(effect)[-1]
        if not isinstance(last, m.CounterObject) or last.exile_instead or not (
                last.what.startswith("target:")
                and self.targets[int(last.what.split(":")[1])].what == "spell"
                and self.targets[int(last.what.split(":")[1])].count == 1):
            raise FamilyError("'that spell is countered this way' after no counter of a spell")
        return _with_last(effect, replace(last, exile_instead=True))

    def sta_exile_if_leaves_rider(self, effect: Any, who: Token) -> Any:
        """"Return target creature card from your graveyard to the battlefield. … If it would
        leave the battlefield, exile it instead of putting it anywhere else." (614.1a): the
        object the effects before it moved onto the battlefield ("moved:target:N")."""
        ref = ""
        for item in reversed(_items(effect)):
            if isinstance(item, m.ReturnFromGraveyard) and item.to == "battlefield" and \
                    item.what.startswith("target:"):
                ref = "moved:" + item.what
            for name in ("it", "on"):
                value = getattr(item, name, "")
                if isinstance(value, str) and value.startswith("moved:target:"):
                    ref = value
            if ref:
                break
        if not ref:
            raise FamilyError("'would leave the battlefield' with no object put onto it")
        rider = m.ExileIfDies(on=ref, says_that=False, leaves=True, words=str(who).lower())
        return _joined((effect, rider), ".")

    def sta_exile_if_leaves_clause(self, who: Token) -> m.Effect:
        """The same rider as a sentence of its own, after a sentence that ends elsewhere
        ("… Exile it at the beginning of the next end step. If it would leave the battlefield,
        exile it instead …"): "it" is bound to the antecedent the effects before it leave
        (delayed_families.bind_anaphora; refused when none is a moved object)."""
        words = str(who).lower()
        return m.ExileIfDies(on=f"as:{words}:", says_that=False, leaves=True, words=words)

    def sta_r_team(self) -> _Restriction:
        """"… your team controls" (CR 102.4): in a game that isn't between teams, "you"."""
        return _Restriction({"controller": "you", "says_team": True})

    def sta_kw_protection_multicolored(self) -> m.Keyword:
        """"Protection from multicolored" (CR 702.16a): from sources of two or more colours."""
        return m.Keyword(name="protection", filter=m.Filter(multicolored=True))

    def sta_kw_protection_all_colors(self) -> m.Keyword:
        """"Protection from all colors" (CR 702.16a): from each colour."""
        return m.Keyword(name="protection", filter=m.Filter(colors=("W", "U", "B", "R", "G")))

