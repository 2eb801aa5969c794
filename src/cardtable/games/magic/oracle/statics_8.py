"""Parse tree → model values for issue 29's statics, replacements and costs (helper h8-sta;
grammar block "issue 29 (h8-sta)" at the end of ``grammar.lark``). Each method builds a part
that joins a rule already in the grammar, so it combines with every value of its slots:

* "This spell costs {X} less to cast, where X is …" (CR 601.2f, 107.3): any ``xdef`` the
  grammar reads, counted when the total cost is determined (``costs.self_reduction``);
* "If you / an opponent / a player would draw a card [except the first one …] [while COND],
  OUTCOME instead." (CR 614.1a, 614.11, 121.6): any clause that asks nothing, any condition
  (``draw_replacement.replace_draw``);
* "loses flying" as a static part (CR 613.1f): "Equipped creature gets +10/+10 and loses
  flying." — layer 6, with every subject and every other static part;
* "can't attack you or planeswalkers you control" as a static part (CR 508.1c): the Vows;
* "Your maximum hand size is increased / reduced by N." (CR 402.2; ``hand_size.py``);
* "Your opponents / Players / You can't cast SPELLS [during your turn | during combat]." (CR
  101.2; ``cast_bans.py``): any plural spell noun;
* "is every creature type" as a static part (CR 205.3m, layer 4);
* "can't have or gain trample" as a static part (CR 613.1f; after every other layer-6 effect);
* a cost reduction for a spell class with keywords ("Creature spells with flying you cast")
  or a mana value ("… you cast with mana value 5 or greater"), "and can't be countered"
  (CR 601.2f, 101.2);
* "This spell has flash as long as COND." (CR 702.8a, 601.3a): the conditional flash
  permission, any condition;
* eminence's class cost reduction (CR 113.6, 903): "As long as ~ is in the command zone or on
  the battlefield, other Dragon spells you cast cost {1} less to cast." (The Ur-Dragon);
* "If a card [or token] would be put into [an opponent's] graveyard from anywhere, exile it
  instead." / "If a permanent would be put into a graveyard, exile it instead." (CR 614.1a);
* "~ enters with your choice of a flying counter or a first strike counter on it." (CR
  614.1c, 122.1b): keyword counters (layers.py) chosen as it enters (chosen.py).

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.draw_replacements import (
    DRAW,
    DRAW_EXCEPT_FIRST,
    DRAW_OUTCOME_EFFECTS,
    EFFECTS,
)
from cardtable.games.magic.model.statics_8 import (
    CANT_ATTACK_YOU,
    CANT_CAST_SPELLS,
    COUNTER_SUFFIX,
    EMINENCE_ZONES,
    EVERY_CREATURE_TYPE,
    EXILED_NAME,
    GY_CARD_OR_TOKEN,
    GY_PERMANENT,
    MAX_HAND_SIZE_CHANGE,
    SPELL_HAS_FLASH,
)
from cardtable.games.magic.model.vocabulary import keyword_name
from cardtable.games.magic.oracle.builder_base import _NUMBERS, BuilderMixin, _Restriction
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.statics_families import spell_class_filter

# Amounts read as the spell is cast that need no object the spell refers to (601.2f): the
# count of a group, a devotion, the greatest power among a group, a life total…
_CAST_TIME_REFS = ("", "you")


@v_args(inline=True)
class Statics8(BuilderMixin):
    """h8-sta: statics, replacements and costs."""

    def sta8_cost_less_where(self, amount: m.Amount) -> m.StaticAbility:
        """"This spell costs {X} less to cast, where X is your devotion to black." — generic
        mana only (118.7), never below zero (601.2f)."""
        if not isinstance(amount, m.Amount) or amount.kind == "x" or amount.wording or (
                amount.ref not in _CAST_TIME_REFS):
            raise FamilyError("a cost reduction counted from an object the spell has not got")
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="cost_reduction_self", affected=m.SELF, amount=amount),),
            zone="stack")

    # -- "If you would draw a card, … instead." (CR 614.1a, 614.11) --------------------------
    def sta8_rep_draw(self, drawer: Token, *parts: Any) -> m.ReplacementAbility:
        """A draw replacement (``draw_replacement.replace_draw``): who draws, all draws or all
        but the first of each draw step, an optional "while" condition, the effects done
        instead and how the words place "instead" (``options``)."""
        who = _DRAWERS[str(drawer).lower()]
        event = DRAW
        condition: m.Condition | None = None
        outcome: tuple[str, tuple[m.Effect, ...]] | None = None
        for part in parts:
            if isinstance(part, Token):
                event = DRAW_EXCEPT_FIRST
                if ("you draw" in str(part).lower()) != (who == m.YOU):
                    raise FamilyError("'the first one you draw' said of another player")
            elif isinstance(part, m.Condition):
                condition = part
            else:
                outcome = part
        assert outcome is not None
        placement, effects = outcome
        if placement == "skip" and who == m.YOU:
            raise FamilyError("'that player skips that draw' with no other player named")
        for effect in effects:
            if not isinstance(effect, DRAW_OUTCOME_EFFECTS):
                raise FamilyError(f"a draw replacement doing {type(effect).__name__}, which "
                                  "may ask a question in the middle of a draw")
        return m.ReplacementAbility(event=event, action=EFFECTS, applies_to=who,
                                    effects=effects, condition=condition,
                                    options=(placement,))

    def sta8_draw_while(self, condition: m.Condition) -> m.Condition:
        return condition

    def sta8_draw_after(self, clause: Any) -> tuple[str, tuple[m.Effect, ...]]:
        return ("after", _effects(clause))

    def sta8_draw_before(self, clause: Any) -> tuple[str, tuple[m.Effect, ...]]:
        return ("before", _effects(clause))

    def sta8_draw_skip_and(self, clause: Any) -> tuple[str, tuple[m.Effect, ...]]:
        return ("skip", _effects(clause))


    # -- "loses flying" as a static part (CR 613.1f) -------------------------------------------
    def sta8_s_lose_keywords(self, _verb: Token, keywords: tuple[m.Keyword, ...]
                             ) -> list[m.ContinuousEffect]:
        """"Equipped creature gets +10/+10 and loses flying.": layer 6 removes the named
        keywords (the ``lose:`` rule layers.py reads for a resolved effect too)."""
        return [m.ContinuousEffect(layer="6", rule="lose:" + ",".join(
            _keyword_names(keywords)))]

    # -- "can't attack you or planeswalkers you control" (CR 508.1c) --------------------------
    def sta8_s_cant_attack_you(self) -> list[m.ContinuousEffect]:
        """"Enchanted creature … can't attack you or planeswalkers you control.": a rule of
        the affected creatures naming the source's controller (``model/statics_8.py``)."""
        return [m.ContinuousEffect(layer="rules", rule=CANT_ATTACK_YOU)]

    # -- "Your maximum hand size is increased by one." (CR 402.2) ------------------------------
    def sta8_max_hand_size(self, change: Token, n: Token) -> m.StaticAbility:
        """The signed change to the controller's maximum hand size (``hand_size.py``)."""
        amount = _NUMBERS[str(n).lower()]
        sign = 1 if str(change).lower() == "increased" else -1
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected=m.YOU, rule=MAX_HAND_SIZE_CHANGE, amount=sign * amount),))

    # -- "Your opponents can't cast blue creature spells." (CR 101.2) --------------------------
    def sta8_spells(self, *parts: Any) -> m.Filter:
        """A plural spell noun: "blue creature spells", "spells with mana value 3 or less"."""
        filter_: m.Filter = self.card_noun(*parts).filter  # the builder's noun of parts
        if "Permanent" in filter_.types:
            raise FamilyError("'permanent spells' are no spell class this rule reads")
        return filter_

    def sta8_cant_cast_static(self, who: Token, spells: m.Filter, *when: Token
                              ) -> m.StaticAbility:
        """A ban binding the players named, for the spells ``spells`` matches, always or
        during its controller's turn / during combat (``cast_bans.py``)."""
        affected = _CASTERS[str(who).lower()]
        window = _CAST_WHEN[str(when[0]).strip().lower()] if when else ""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected=affected, filter=spells,
            rule=CANT_CAST_SPELLS + (f":{window}" if window else "")),))

    # -- "is every creature type" (CR 205.3m) --------------------------------------------------
    def sta8_s_every_creature_type(self, _verb: Token) -> list[m.ContinuousEffect]:
        """Layer 4: the affected objects have each creature type (as changeling gives)."""
        return [m.ContinuousEffect(layer="4", add_subtypes=(EVERY_CREATURE_TYPE,))]

    def sta8_s_cant_have(self, keywords: tuple[m.Keyword, ...]) -> list[m.ContinuousEffect]:
        """"can't have or gain trample": layer 6, after every other layer-6 effect."""
        return [m.ContinuousEffect(layer="6", rule="cant_have:" + ",".join(
            _keyword_names(keywords)))]

    # -- "Creature spells with flying you cast cost {1} less to cast." (CR 601.2f) -------------
    def sta8_class_spells(self, *parts: Any) -> m.Filter:
        filter_: m.Filter = self.card_noun(*parts).filter
        if "Permanent" in filter_.types:
            raise FamilyError("'permanent spells' are no spell class")
        return filter_

    def sta8_class_cost_kw(self, spells: m.Filter, keywords: tuple[m.Keyword, ...],
                           *rest: Any) -> m.StaticAbility:
        """Keywords before "you cast", an optional mana value after it."""
        if any(k != m.Keyword(name=k.name) for k in keywords):
            raise FamilyError("a spell class with a keyword that has a cost or a number")
        return self.sta8_class_cost_mv(replace(spells, keywords=tuple(
            keyword_name(k.name) for k in keywords)), *rest)

    def sta8_class_cost_mv(self, spells: m.Filter, *rest: Any) -> m.StaticAbility:
        """The cost reduction of the spells its controller casts (``costs._cost_modifiers``)
        and, with "and can't be countered", the same class uncounterable (costs.py)."""
        mana = next(str(r) for r in rest if not isinstance(r, (Token, _Restriction)))
        uncounterable = any(isinstance(r, Token) for r in rest)  # " and can't be countered"
        for restriction in rest:
            if isinstance(restriction, _Restriction):  # "with mana value 5 or greater"
                spells = replace(spells, **restriction.fields)
        amount = mana.strip("{}")
        if not amount.isdigit() or mana != "{" + amount + "}":
            raise FamilyError("a reduction other than generic mana")
        effects = [m.ContinuousEffect(layer="rules", affected="spells", filter=spells,
                                      rule="cost_reduction", amount=int(amount))]
        if uncounterable:
            effects.append(m.ContinuousEffect(layer="rules", affected="spells", rule=(
                "cant_be_countered"), filter=replace(spells, controller="you")))
        return m.StaticAbility(effects=tuple(effects))

    # -- "This spell has flash as long as you control a Merfolk." (CR 702.8a, 601.3a) ----------
    def sta8_spell_has_flash(self, condition: m.Condition) -> list[m.Keyword]:
        """The conditional flash permission ``costs.flash_as_though`` reads as it is cast."""
        return [m.Keyword(name="flash_as_though", condition=condition, text=SPELL_HAS_FLASH)]

    # -- eminence: "As long as ~ is in the command zone or on the battlefield, other Dragon
    # spells you cast cost {1} less to cast." (CR 113.6, 903) ----------------------------------
    def sta8_eminence_cost(self, word: Token, mana: str) -> m.StaticAbility:
        """The class cost reduction, "other" than the card itself, with the eminence condition
        that lets ``costs._cost_rules`` read it from the command zone too."""
        amount = mana.strip("{}")
        if not amount.isdigit() or mana != "{" + amount + "}":
            raise FamilyError("a reduction other than generic mana")
        spells = replace(spell_class_filter(str(word)), other=True)
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="spells", filter=spells, rule="cost_reduction",
            amount=int(amount)),), condition=m.Condition(kind="self_in_zones",
                                                         zone=EMINENCE_ZONES))

    # -- "If a card would be put into a graveyard from anywhere, exile it instead." ------------
    def sta8_gy_card_or_token(self) -> tuple[str, m.Filter]:
        return (GY_CARD_OR_TOKEN, m.Filter())

    def sta8_gy_card(self, _article: Token, noun: Any) -> tuple[str, m.Filter]:
        return ("", replace(noun.filter, token=False))  # a token is no card (111.1)

    def sta8_gy_permanent(self) -> tuple[str, m.Filter]:
        return (GY_PERMANENT, m.Filter())

    def sta8_rep_exile_to_graveyard(self, what: tuple[str, m.Filter], whose: Token,
                                    *anywhere: Token) -> m.ReplacementAbility:
        """A replacement for every object its filter matches going to a graveyard
        (``zones.dies_replacement``; CR 614.1a, 614.6): "from anywhere" for cards, "a
        permanent" from the battlefield only."""
        words, flt = what
        if (words == GY_PERMANENT) == bool(anywhere):
            raise FamilyError("'from anywhere' said of a permanent, or missing for a card")
        if "opponent" in str(whose).lower():
            flt = replace(flt, owner="opponent")  # its owner's graveyard (400.3)
        return m.ReplacementAbility(event="to_graveyard", action="exile", applies_to="filter",
                                    filter=flt, options=(words,) if words else ())

    # -- "~ enters with your choice of a flying counter or a first strike counter on it." ------
    def sta8_enters_keyword_counter(self, first: Token, second: Token) -> m.ReplacementAbility:
        """The entering choice between two keyword counters (CR 614.1c, 122.1b)."""
        options = tuple(str(t).lower() + COUNTER_SUFFIX for t in (first, second))
        if options[0] == options[1]:
            raise FamilyError("a choice between the same counter")
        return m.ReplacementAbility(event="enters", action="choose_option", options=options,
                                    self_replacement=True)

    def sta8_cant_cast_exiled_name(self, who: Token) -> m.StaticAbility:
        """The ban for the spells named as a card exiled with ~ (``cast_bans.py``)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected=_CASTERS[str(who).lower()],
            rule=f"{CANT_CAST_SPELLS}:{EXILED_NAME}"),))


_CASTERS = {"your opponents": "opponents", "players": "players", "you": "you"}
_CAST_WHEN = {"during your turn": "your_turn", "during combat": "combat"}
_DRAWERS = {"you": m.YOU, "an opponent": "opponent", "a player": "each"}


def _effects(clause: Any) -> tuple[m.Effect, ...]:
    """The effects of a clause (one effect or a list of them)."""
    items = clause if isinstance(clause, list) else [clause]
    if not all(isinstance(e, DRAW_OUTCOME_EFFECTS) for e in items):
        raise FamilyError("a draw replacement doing what may ask a question in the middle of "
                          "a draw")
    return tuple(items)


def _keyword_names(keywords: tuple[m.Keyword, ...]) -> list[str]:
    """The rule names of plain keywords ("flying", "first strike"); a keyword with a cost, a
    number or a quality is refused."""
    names: list[str] = []
    for keyword in keywords:
        if keyword != m.Keyword(name=keyword.name):
            raise FamilyError("losing a keyword with a cost, a number or a quality")
        names.append(keyword_name(keyword.name))
    return names
