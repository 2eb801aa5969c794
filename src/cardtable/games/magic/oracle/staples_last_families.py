"""Parse tree → model values for the last staples of issue 28 (Ghostly Prison, Propaganda,
Bloom Tender, …). Mixed into :class:`~cardtable.games.magic.oracle.compiler._Build` like the
other family mixins; each builder reads one part that composes with the shared sub-grammars
(mana, quantities, triggers), never one card's whole sentence."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import (
    COLORS_AMONG,
    GRAVEYARD_CARD,
    LOOK_TOP,
    PLAY_TOP,
    PLAY_TOP_LANDS,
    PLAY_TOP_LIFE,
    PLAY_TOP_SPELLS,
    REVEAL_TOP,
)
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.staples_draw_families import (
    PLAYER_TRIGGERS,
    TRIGGERING,
    _number,
)
from cardtable.games.magic.oracle.statics_families import spell_class_filter

ATTACK_TAX = "attack_tax"


def generic_amount(mana: str) -> int:
    """``{2}`` → 2; any other mana cost is not a generic amount this part reads."""
    inner = mana.removeprefix("{").removesuffix("}")
    if not inner.isdigit() or mana != "{" + inner + "}":
        raise FamilyError(f"an attack cost other than generic mana: {mana!r}")
    return int(inner)


@v_args(inline=True)
class StaplesLastFamilies(BuilderMixin):
    """The builder supplies ``targets``."""

    # -- attack costs (CR 508.1d, 508.1h) ------------------------------------------------------
    def attack_tax_static(self, mana: str) -> m.StaticAbility:
        """"Creatures can't attack you unless their controller pays {2} for each creature they
        control that's attacking you." (Ghostly Prison, Propaganda, Windborn Muse): a cost to
        attack this permanent's controller, per attacking creature (combat.attack_tax)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="self", rule=f"{ATTACK_TAX}:{generic_amount(mana)}"),))

    # -- spending restrictions (CR 106.6) ------------------------------------------------------
    def e_spend_only(self, spells: tuple[m.Filter, bool],
                     abilities: tuple[m.Filter, bool] | None = None) -> m.Effect:
        """"Spend this mana only to cast SPELLS [or activate abilities of NOUNS]." — the mana
        the effect before it added (mana_riders.py keeps the restriction beside it)."""
        flt, plural = spells
        if abilities is None:
            return m.SpendOnly(spells=flt, plural=plural)
        return m.SpendOnly(spells=flt, plural=plural, abilities=abilities[0],
                           ability_cards=abilities[1])

    def spend_one(self, article: Token, noun: Any, *chosen: Token) -> tuple[m.Filter, bool]:
        """"a creature spell", "an instant or sorcery spell", "… of the chosen type"."""
        flt: m.Filter = noun.filter
        return (replace(flt, chosen_type=True) if chosen else flt), False

    def spend_many(self, *words: Token) -> tuple[m.Filter, bool]:
        """"creature spells", "artifact or creature spells", "Dragon spells", "spells"."""
        if not words:
            return m.Filter(), True
        parts = [spell_class_filter(str(w)) for w in words]
        if len(parts) == 1:
            return parts[0], True
        if all(p == m.Filter(types=p.types) and len(p.types) == 1 for p in parts):
            return m.Filter(types=tuple(p.types[0] for p in parts)), True
        if all(p == m.Filter(subtypes=p.subtypes) and len(p.subtypes) == 1 for p in parts):
            return m.Filter(subtypes=tuple(p.subtypes[0] for p in parts)), True
        raise FamilyError("a spell class of mixed kinds ('artifact or Dragon spells')")

    def spend_abilities_of(self, noun: Any) -> tuple[m.Filter, bool]:
        """"or activate abilities of artifacts"."""
        return noun.filter, False

    def spend_abilities_creature_cards(self, chosen: Token) -> tuple[m.Filter, bool]:
        """"or activate an ability of a creature or creature card of the chosen type"
        (Secluded Courtyard): the source may be a permanent or a card in any zone."""
        return m.Filter(types=("Creature",), chosen_type=True), True

    # -- mana of each colour among permanents (CR 105.1, 106.1) --------------------------------
    def e_add_each_color_among(self) -> m.Effect:
        """"For each color among permanents you control, add one mana of that color." (Bloom
        Tender): the colours are read as the ability resolves (mana.colors_among)."""
        return m.AddMana(choices=(COLORS_AMONG,))

    def fe_colors_among(self) -> m.Amount:
        """"for each color among permanents you control" (CR 105.1: colourless is no colour),
        counted as the effect applies (layers._static_amount) or resolves (rules_support)."""
        return m.Amount(kind="colors_among", ref=m.YOU, wording="for_each")

    # -- "their first noncreature spell each turn"; "unless that player pays {X}, where X is …"
    def trig_opponent_casts_first(self, noun: Any) -> m.Trigger:
        """"Whenever an opponent casts their first noncreature spell each turn" (CR 603.2):
        the spell's card types decide (triggers._first_of_turn reads the turn's casts)."""
        flt: m.Filter = noun.filter
        if replace(flt, types=(), not_types=()) != m.Filter():
            raise FamilyError("'their first … spell each turn' of a class other than card types")
        return m.Trigger("cast_first", subject="filter", filter=flt, whose="opponent")

    def clause_unless_that_player_x(self, effect: Any, amount: m.Amount) -> list[m.Effect]:
        """"draw a card unless that player pays {X}, where X is ~'s power" (Esper Sentinel;
        CR 118.12, 608.2d): the triggering player may pay X as it resolves."""
        if getattr(self, "trigger_rule", "") not in (*PLAYER_TRIGGERS,
                                                     "trig_opponent_casts_first"):
            raise FamilyError("'that player' without a player the trigger names")
        effects = tuple(effect) if isinstance(effect, list) else (effect,)
        return [m.MayPayAmount(amount=amount, who=TRIGGERING),
                m.Conditional(m.Condition("paid", negate=True), effects)]

    # -- "remove all charge counters from ~", "for each … counter removed this way" ------------
    def e_remove_all_kind_self(self, kind: Token) -> m.Effect:
        """"remove all charge counters from ~" (CR 122.8): as many as it has now."""
        counter = str(kind).lower()
        return m.RemoveCounters(counter=counter, amount=m.Amount(
            kind="counters", counter=counter, ref=m.SELF), on=m.SELF)

    def fe_counters_removed(self, kind: Token) -> m.Amount:
        """"for each charge counter removed this way" (608.2c: the removal before it)."""
        return m.Amount(kind="counters_removed_this_way", counter=str(kind).lower(),
                        wording="for_each")

    def e_add_any_for_each(self, amount: m.Amount) -> m.Effect:
        """"Add one mana of any color for each …" (CR 106.1a): a colour chosen for each."""
        if not isinstance(amount, m.Amount) or amount.wording != "for_each":
            raise FamilyError("'add one mana of any color for each' without a count")
        return m.AddMana(choices=("any",), amount=amount)

    # -- a choice among bad outcomes, repeated (CR 608.2d) --------------------------------------
    def e_punisher(self, life: Token, article: Token, noun: Any) -> m.Effect:
        """"Each opponent loses 3 life unless that player sacrifices a nonland permanent or
        discards a card." — each opponent chooses (effects/last_staples._punisher)."""
        flt: m.Filter = noun.filter
        if flt.controller not in ("any", "you"):
            raise FamilyError("a sacrifice of permanents the player doesn't control")
        return m.Punisher(who="each_opponent", life=int(str(life)),
                          sacrifice=replace(flt, controller="any"), discard=True)

    def clause_repeat_x(self, effect: Any) -> list[m.Effect]:
        """"Repeat the following process X times." before a player's choice (Torment of
        Hailfire): the choice is made X times over (X of the spell, CR 107.3)."""
        effects = effect if isinstance(effect, list) else [effect]
        if len(effects) != 1 or not isinstance(effects[0], m.Punisher):
            raise FamilyError("'repeat the following process' of something other than a choice")
        return [replace(effects[0], times=m.Amount(kind="x"))]

    # -- choosing new targets (CR 115.7d) -------------------------------------------------------
    def t_spell_or_ability(self) -> str:
        """"target spell or ability": a spell, or an activated or triggered ability, on the
        stack (CR 115.1, 113.1)."""
        return self._target(m.TargetSpec("spell_or_ability", zone="stack"))

    def clause_choose_new_targets(self, what: str) -> list[m.Effect]:
        """"You may choose new targets for target spell" / "… spell or ability": keeping a
        target is the choice not to change it (115.7d), so no separate "may" is asked."""
        if not what.startswith("target:") or \
                self.targets[int(what.split(":")[1])].what not in ("spell", "spell_or_ability"):
            raise FamilyError("new targets for something other than a targeted spell")
        return [m.ChooseNewTargets(what=what)]

    # -- "search your library and/or graveyard" (CR 701.19); "if X is 10 or more" ------------
    def e_search_library_or_graveyard(self, article: Token, card: Any,
                                      *x: Token) -> m.Effect:
        """Finale of Devastation's search: library, graveyard or both (the player's choice),
        the library shuffled only if it was searched."""
        return m.SearchLibraryOrGraveyard(filter=card.filter, to="battlefield",
                                          mana_value_x=bool(x))

    def c_x_at_least(self, n: Token) -> m.Condition:
        """"If X is 10 or more" (CR 107.3: the X announced for the spell)."""
        return m.Condition(kind="x_at_least", amount=int(str(n)))

    # -- cards drawn this turn (Sylvan Library) ------------------------------------------------
    def e_draw_additional(self, word: Token) -> m.Effect:
        """"draw two additional cards" (in the draw step, beside its draw: CR 504.1)."""
        return m.DrawAdditional(amount=_number(word))

    def e_drawn_pay_or_top(self, word: Token, life: Token) -> m.Effect:
        """"choose two cards in your hand drawn this turn. For each of those cards, pay 4 life
        or put the card on top of your library." (CR 119.4, 401.4)."""
        return m.DrawnPayOrTop(count=_number(word), life=int(str(life)))

    # -- the top of the library (CR 401.2, 601.2, 118.9) -----------------------------------------
    def look_top_static(self) -> m.StaticAbility:
        """"You may look at the top card of your library any time." (its controller alone)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules", affected="you",
                                                           rule=LOOK_TOP),))

    def play_top_static(self, *life: Token) -> m.StaticAbility:
        """"You may play lands and cast spells from the top of your library." — with "If you
        cast a spell this way, pay life equal to its mana value rather than pay its mana
        cost." the spells' only way (an alternative cost, 118.9; play_from_top)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="you", rule=PLAY_TOP_LIFE if life else PLAY_TOP),))

    # -- Auras on cards in graveyards (CR 303.4a, 303.4f) ----------------------------------------
    def kw_enchant_graveyard_card(self, card: Any) -> m.Keyword:
        """"Enchant creature card in a graveyard": the Aura spell targets such a card
        (cast_modes.spell_ability) and stays while it enchants one (sba)."""
        return m.Keyword(name="enchant", filter=card.filter, text=GRAVEYARD_CARD)

    def c_self_on_battlefield(self) -> m.Condition:
        """"if it's on the battlefield" (an intervening if, CR 603.4)."""
        return m.Condition(kind="self_in_zones", zone="battlefield")

    def e_reanimate_enchanted(self) -> m.Effect:
        return m.ReanimateEnchanted()

    def with_leaves_sacrifice(self, ability: Any) -> list[m.Ability]:
        """… "When ~ leaves the battlefield, that creature's controller sacrifices it." after
        an ability that put a creature onto the battlefield with ~: a second triggered
        ability (CR 603.6c, 603.10a) printed in the same paragraph."""
        if not isinstance(ability, m.TriggeredAbility) or not any(
                isinstance(e, m.ReanimateEnchanted) for e in ability.effects):
            raise FamilyError("'that creature' without a creature put onto the battlefield")
        return [ability, m.TriggeredAbility(trigger=m.Trigger("leaves"),
                                            effects=(m.SacrificeReanimated(),))]

    def reveal_top_static(self) -> m.StaticAbility:
        """"Play with the top card of your library revealed." (every player sees it, 401.2)."""
        return self._top_rule(REVEAL_TOP)

    def play_lands_top_static(self) -> m.StaticAbility:
        """"You may play lands from the top of your library." (305.1, 305.2: the land drop)."""
        return self._top_rule(PLAY_TOP_LANDS)

    def cast_top_static(self, *parts: Token) -> m.StaticAbility:
        """"You may cast creature spells [of the chosen type] from the top of your library."
        (601.2: the spells matching the class, for their mana costs)."""
        words = [p for p in parts if p.type == "SPEND_CLASS"]
        chosen = any(p.type == "CHOSEN_TYPE" for p in parts)
        if any(p.type == "TOP_JOIN" and str(p).strip().lower() == "or" for p in parts):
            raise FamilyError("Oracle joins spell classes cast from the top with 'and'")
        flt, _plural = self.spend_many(*words)
        if chosen:
            flt = replace(flt, chosen_type=True)
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="you", rule=PLAY_TOP_SPELLS, filter=flt),))

    @staticmethod
    def _top_rule(rule: str) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules", affected="you",
                                                           rule=rule),))

    def attack_tax_pw_static(self, mana: str) -> m.StaticAbility:
        """"Creatures can't attack you or planeswalkers you control unless their controller
        pays {1} for each of those creatures." (Baird, Archon of Absolution; 508.1d)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="self", rule=f"{ATTACK_TAX}_pw:{generic_amount(mana)}"),))
