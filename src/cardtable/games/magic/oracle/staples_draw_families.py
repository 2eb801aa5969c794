"""Parse tree → model values for the draw / library / mana / replacement / lands / tax staples
of issue 28 (Brainstorm, Ponder, Rhystic Study, Smothering Tithe, the shock lands, Gilded
Lotus, Doubling Season, Wheel of Fortune, …). Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build` like the other family mixins.

Each builder reads one *part* that composes with the shared sub-grammars: a replacement of an
event, a mana amount, a library step, a player verb, the triggering player's choice to pay.
The model values are the existing ones (``MayDo`` with a payer and a cost, ``Conditional`` on
"paid", ``ReplacementAbility``), so the engine and the render read them as they already do.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import OPPONENT_LANDS
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import _NUMBERS, FamilyError
from cardtable.games.magic.oracle.joins import _joined
from cardtable.games.magic.oracle.statics_families import spell_class_filter

TRIGGERING = "triggering_player"
# triggers whose event names a player, read as "that player" (triggers.py puts it in the event)
PLAYER_TRIGGERS = frozenset({"trig_opponent_draws", "trig_opponent_casts", "trig_player_casts",
                             "trig_opponent_discards"})


def _number(word: Token) -> int:
    text = str(word).lower()
    if text not in _NUMBERS:
        raise FamilyError(f"{text!r} is not a number this template reads")
    return _NUMBERS[text]


def _fixed_mana(mana: str) -> m.Cost:
    """A cost paid as the ability resolves: fixed mana only ({X} would need an X chosen before,
    CR 107.3; not read here)."""
    if "X" in mana.upper():
        raise FamilyError("an 'unless … pays {X}' cost")
    return m.Cost(mana=mana)


def _flat(items: Any) -> tuple[m.Effect, ...]:
    if isinstance(items, list):
        return tuple(items)
    return (items,)


@v_args(inline=True)
class StaplesDrawFamilies(BuilderMixin):
    """The builder supplies ``targets``."""

    # -- replacement effects that modify an event (CR 614.1a, 616.1) ------------------------
    def rep_double_tokens(self) -> m.ReplacementAbility:
        """Anointed Procession, Parallel Lives, Doubling Season (CR 614.1a, 111.1)."""
        return m.ReplacementAbility(event="create_token", action="double", applies_to="you")

    def rep_double_counters(self, article: Token, noun: Any) -> m.ReplacementAbility:
        """"… put one or more counters on a permanent you control, it puts twice that many …"
        (Doubling Season; CR 614.1a, 122.6)."""
        return m.ReplacementAbility(event="put_counters", action="double", applies_to="filter",
                                    filter=noun.filter)

    def rep_counters_plus_one(self, kind: Token, article: Token, noun: Any,
                              kind_again: Token) -> m.ReplacementAbility:
        """"If one or more +1/+1 counters would be put on a creature you control, that many
        plus one +1/+1 counters are put on it instead." (Hardened Scales; CR 614.1a)."""
        if str(kind) != str(kind_again):
            raise FamilyError("two different counter kinds in one replacement")
        return m.ReplacementAbility(event="put_counters", action="add", applies_to="filter",
                                    filter=noun.filter, amount=1, counter=str(kind))

    def rep_counters_twice(self, kind: Token, article: Token, noun: Any, kind_again: Token,
                           on: Token) -> m.ReplacementAbility:
        """"If one or more +1/+1 counters would be put on a creature you control, twice that
        many +1/+1 counters are put on it [that creature] instead." (Corpsejack Menace,
        Branching Evolution; CR 614.1a, 122.6): Doubling Season's replacement for one kind of
        counter; ``text`` keeps the printed object ("it" / "that creature")."""
        if str(kind) != str(kind_again):
            raise FamilyError("two different counter kinds in one replacement")
        return m.ReplacementAbility(event="put_counters", action="double", applies_to="filter",
                                    filter=noun.filter, counter=str(kind),
                                    text=str(on).lower())

    def rep_tokens_twice_passive(self) -> m.ReplacementAbility:
        """"If one or more tokens would be created under your control, twice that many of those
        tokens are created instead." (Adrix and Nev; CR 614.1a, 111.1): Parallel Lives'
        replacement, printed in the passive voice (``text="passive"``)."""
        return m.ReplacementAbility(event="create_token", action="double", applies_to="you",
                                    text="passive")

    def rep_pay_life_or_tapped(self, life: Token) -> m.ReplacementAbility:
        """"As ~ enters, you may pay 2 life. If you don't, it enters tapped." (CR 614.12,
        614.1c: the choice is made as it enters; 119.4, 118.3: a player pays life only if their
        life total is at least that much)."""
        return m.ReplacementAbility(event="enters", action="tapped_unless_pay_life",
                                    amount=int(str(life)), self_replacement=True,
                                    optional=True)

    # -- cost rules of the chosen type (CR 601.2f) --------------------------------------------
    def class_cost_reduction_chosen(self, word: Token, mana: str) -> m.StaticAbility:
        """"Creature spells you cast of the chosen type cost {1} less to cast." (Herald's
        Horn): the controller's spells only."""
        return self._chosen_reduction(word, mana, "cost_reduction")

    def class_cost_reduction_chosen_all(self, word: Token, mana: str) -> m.StaticAbility:
        """"Creature spells of the chosen type cost {2} less to cast." (Urza's Incubator):
        every player's spells of that type (601.2f)."""
        return self._chosen_reduction(word, mana, "cost_reduction_all")

    @staticmethod
    def _chosen_reduction(word: Token, mana: str, rule: str) -> m.StaticAbility:

        amount = mana.strip("{}")
        if not amount.isdigit() or mana != "{" + amount + "}":
            raise FamilyError("a reduction other than generic mana")
        flt = replace(spell_class_filter(str(word)), chosen_type=True)
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="spells", filter=flt, rule=rule, amount=int(amount)),))

    # -- mana (CR 106.1) ----------------------------------------------------------------------
    def e_add_n_one_color(self, word: Token) -> m.Effect:
        """"Add three mana of any one color." (Gilded Lotus): one colour, chosen once."""
        return m.AddMana(choices=("any",), amount=_number(word))

    def e_add_opponent_land_color(self) -> m.Effect:
        """"Add one mana of any color that a land an opponent controls could produce." (CR
        106.7): the colours are read as the ability is activated (mana.opponent_land_colors)."""

        return m.AddMana(choices=(OPPONENT_LANDS,))

    # -- library steps in any order (CR 401.4, 701.20) ---------------------------------------
    def e_hand_to_top(self, word: Token) -> m.Effect:
        """"put two cards from your hand on top of your library in any order" (Brainstorm)."""
        return m.PutFromHandOnTop(amount=_number(word))

    def e_tutor_top_reveal_the_card(self, article: Token, noun: Any) -> m.Effect:
        """"Search your library for a creature card, reveal it, then shuffle and put the card
        on top." (Worldly Tutor; CR 701.19, 701.20)."""
        return m.SearchLibrary(filter=noun.filter, to="top", reveal=True, says_the_card=True)

    def e_look_top_may_reveal(self, article: Token, card: Any, *chosen: Token) -> m.Effect:
        """"Look at the top card of your library. If it's a creature card of the chosen type,
        you may reveal it and put it into your hand." (Herald's Horn; CR 401.4, 701.16a)."""
        flt = replace(card.filter, chosen_type=True) if chosen else card.filter
        return m.LookTopMayReveal(filter=flt)

    def e_self_to_top(self) -> m.Effect:
        """"put ~ on top of its owner's library" (Sensei's Divining Top)."""
        return m.PutOnLibrary(what=m.SELF)

    def clause_may_shuffle(self) -> list[m.Effect]:
        """"You may shuffle." (Ponder; CR 701.20a): your library, if you choose to."""
        return [m.MayDo(effects=(m.Shuffle(),))]

    def clause_then_if_untap_searched(self, condition: m.Condition) -> list[m.Effect]:
        """"Then if you control four or more lands, untap that land." (Fabled Passage): the
        land the search before it put onto the battlefield (608.2c)."""
        return [m.Conditional(condition, (m.Untap(what="searched"),))]

    def c_name_unique(self) -> m.Condition:
        """Guardian Project's intervening "if" (CR 603.4): no other creature you control and
        no creature card in your graveyard has its name."""
        return m.Condition(kind="name_unique", ref="it")

    # -- each player, several verbs in order (CR 608.2c) -------------------------------------
    def pv_discard_hand(self) -> tuple[type, m.Quantity, dict[str, Any]]:
        return (m.Discard, 0, {"all_cards": True})

    def pv_draw_greatest_discarded(self) -> tuple[type, m.Quantity]:
        """"draws cards equal to the greatest number of cards a player discarded this way"
        (Windfall; 608.2c: counted from what the discard before it did)."""
        return (m.DrawCards, m.Amount(kind="greatest_discarded_this_way"))

    def clause_player_then(self, who: str, *verbs: Any) -> list[m.Effect]:
        """"Each player discards their hand, then draws seven cards." — one effect per verb,
        each for every player of the subject, in order (all discard, then all draw)."""
        out: list[m.Effect] = []
        for verb in verbs:
            kind, n = verb[0], verb[1]
            extra: dict[str, Any] = verb[2] if len(verb) > 2 else {}
            if isinstance(n, m.Amount) and n.ref == "__who__":
                n = replace(n, ref=who)
            out.append(kind(who=who, **extra) if extra else kind(amount=n, who=who))
        return _joined([[e] for e in out], "then_same")  # one subject, said once

    # -- the triggering player's choice to pay (CR 608.2d, 118.12) ---------------------------
    def trig_opponent_draws(self) -> m.Trigger:
        """"Whenever an opponent draws a card" (CR 121.2, 603.2c: once for each card)."""
        return m.Trigger("draw", whose="opponent")

    def kw_cumulative_upkeep(self, mana: str) -> m.Keyword:
        """"Cumulative upkeep {1}" (CR 702.24a)."""
        return m.Keyword(name="cumulative_upkeep", cost=_fixed_mana(mana))

    def _that_player(self) -> str:
        """"that player": the player the trigger's event names, or a failing sentence."""
        if getattr(self, "trigger_rule", "") not in PLAYER_TRIGGERS and \
                "player" not in self.trigger_binds:
            raise FamilyError("'that player' without a player the trigger names")
        return TRIGGERING

    def trig_filter_enters_or_attacks(self, article: Token, noun: Any) -> tuple[m.Trigger, ...]:
        """"Whenever a creature you control of the chosen type enters or attacks" (Kindred
        Discovery): one ability per event (CR 603.2), printed as one line (render_staples)."""
        if noun.filter.controller != "you":
            raise FamilyError("'enters or attacks' of creatures that are not yours")
        return (m.Trigger("enters", subject="filter", filter=noun.filter, self_first=False),
                m.Trigger("attacks", subject="filter", filter=noun.filter))

    def skip_draw_step(self) -> m.StaticAbility:
        """"Skip your draw step." (Necropotence; CR 614.1b, 614.10)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules", affected="you",
                                                           rule="skip_draw_step"),))

    def trig_you_discard(self) -> m.Trigger:
        """"Whenever you discard a card" (CR 701.9; the event names the card)."""
        return m.Trigger("discard", whose="you")

    def e_exile_discarded(self) -> m.Effect:
        if getattr(self, "trigger_rule", "") != "trig_you_discard":
            raise FamilyError("'that card' without a discard trigger")
        return m.ExileDiscarded()

    def e_exile_top_face_down_until(self) -> m.Effect:
        return m.ExileTopFaceDownUntil()

    def clause_that_player_may_pay(self, mana: str) -> list[m.Effect]:
        """"that player may pay {2}" — the triggering player decides and pays (CR 608.2d); the
        next sentence's "If the player doesn't" reads whether it was paid."""
        return [m.MayDo(effects=(), who=self._that_player(), cost=_fixed_mana(mana))]

    def clause_if_player_doesnt(self, effect: Any) -> list[m.Effect]:
        """"If the player doesn't, you create a Treasure token." (Smothering Tithe)."""
        return [m.Conditional(m.Condition("paid", negate=True), _flat(effect))]

    def clause_unless_that_player(self, effect: Any, mana: str) -> list[m.Effect]:
        """"draw a card unless that player pays {1}" (CR 118.12: the player who may pay
        chooses first; the effect happens only if they don't)."""
        return [m.MayDo(effects=(), who=self._that_player(), cost=_fixed_mana(mana)),
                m.Conditional(m.Condition("paid", negate=True), _flat(effect))]

    def clause_passthrough(self, effects: list[m.Effect]) -> list[m.Effect]:
        return effects

    def unless_its_controller(self, effect: Any, mana: str) -> list[m.Effect]:
        """"Tap target creature unless its controller pays {1}." — the controller of the
        effect's target chooses whether to pay (CR 118.12, 608.2d)."""
        effects = _flat(effect)
        if len(effects) != 1 or isinstance(effects[0], m.CounterObject):
            raise FamilyError("'unless its controller pays' other than after one effect on "
                              "a target (counterspells have their own)")
        what = getattr(effects[0], "what", "")
        if not isinstance(what, str) or not what.startswith("target:") or \
                self.targets[int(what.split(":")[1])].what == "player":
            raise FamilyError("'its controller' without a targeted object")
        return [m.MayDo(effects=(), who=f"controller:{what}", cost=_fixed_mana(mana)),
                m.Conditional(m.Condition("paid", negate=True), effects)]

    def clause_may_unless_that_player(self, effect: Any, mana: str) -> list[m.Effect]:
        """"you may draw a card unless that player pays {1}" (Rhystic Study, Mystic Remora):
        that player chooses whether to pay; if they don't, you choose whether to draw."""
        return [m.MayDo(effects=(), who=self._that_player(), cost=_fixed_mana(mana)),
                m.Conditional(m.Condition("paid", negate=True),
                              (m.MayDo(effects=_flat(effect)),))]
