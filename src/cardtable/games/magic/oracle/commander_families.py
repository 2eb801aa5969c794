"""Parse tree → model values for the templates of the Commander precons (issues 10 and 16):
commander colour identity (CR 903.4), commanders as objects (903.3d), Auras that enchant a
player (303.4, 702.5d), the attack events of multiplayer (506.2, 802) and the one-shot effects
of the four decks. Mixed into :class:`~cardtable.games.magic.oracle.compiler._Build` like
:class:`~cardtable.games.magic.oracle.families.Families`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import IDENTITY
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError, _pt_value


@v_args(inline=True)
class CommanderFamilies(BuilderMixin):
    """The builder supplies ``targets`` and ``_target``."""


    def e_add_identity(self) -> m.Effect:
        """"Add one mana of any color in your commander's color identity." (CR 903.4,
        903.4f: none when the player has no commander)."""
        return m.AddMana(choices=(IDENTITY,))

    def e_group_sac_greatest(self, group: Token, article: Token, noun: Any,
                             many: Any) -> m.Effect:
        """"Each opponent sacrifices a creature with the greatest power among creatures that
        player controls." (CR 701.17a; ties: the player chooses among them)."""
        if noun.filter != many.filter:
            raise FamilyError("the sacrificed noun and the compared noun differ")
        who = "each_opponent" if str(group).lower() == "each opponent" else "each_player"
        return m.Sacrifice(who=who, filter=noun.filter, greatest_power=True)

    # -- players and "this way" (CR 608.2c) ---------------------------------------------------
    def ps_each_other_player(self) -> str:
        return "each_other_player"

    def e_draw_per_discarded(self) -> m.Effect:
        """"You draw a card for each card discarded this way." (Syphon Mind)."""
        return m.DrawCards(amount=m.Amount(kind="discarded_this_way"))

    # -- attack triggers of multiplayer (CR 506.2, 508.1b, 802) ----------------------------

    def trig_creature_attacks_opponent(self) -> m.Trigger:
        """"Whenever a creature attacks one of your opponents or a planeswalker an opponent
        controls" (Gahiji): anyone's creature, attacking one of the controller's opponents."""
        return m.Trigger("attacks", subject="filter", filter=m.Filter(types=("Creature",)),
                         whose="opponent")

    def e_that_creature_pump(self, pt: Token, duration: Token) -> m.Effect:
        """"that creature gets +2/+0 until end of turn": the attacking creature the trigger
        names (CR 603.2)."""
        if self.trigger_rule != "trig_creature_attacks_opponent" and self.it_subject != "filter":
            # h7-trg: or the object any trigger names ("Whenever another creature enters under
            # your control, that creature gets +3/+3 …", Primal Forcemage; 608.2h)
            raise FamilyError("'that creature' without a creature the trigger names")
        p, t = str(pt).split("/")
        return m.ModifyPT(power=_pt_value(p), toughness=_pt_value(t), on="that_creature")

    # -- commanders as objects (CR 903.3d) ---------------------------------------------------
    def trig_each_players_end_step(self) -> m.Trigger:
        """"At the beginning of each player's end step" (CR 513.1, 603.2: "that player" is
        the player whose end step it is)."""
        return m.Trigger("end_step", whose="each_player")

    def e_damage_unless_commander(self, n: Token) -> m.Effect:
        """"~ deals 4 damage to that player unless they control a commander." (Crimson Honor
        Guard; "a commander": anyone's, 903.3d)."""
        if self.trigger_rule != "trig_each_players_end_step":
            raise FamilyError("'that player' without a player the trigger names")
        return m.Conditional(
            condition=m.Condition("controls_commander", ref="triggering_player", negate=True),
            effects=(m.DealDamage(amount=int(n), to="triggering_player"),))

    def subj_commander_creatures(self) -> dict[str, Any]:
        """"Commander creatures you control get +2/+2 and have haste." (Bloodsworn Steward)."""
        return {"affected": "filter",
                "filter": m.Filter(types=("Creature",), controller="you", commander=True)}

    # -- Auras that enchant a player (CR 303.4, 702.5d) --------------------------------------

    def kw_enchant_player(self) -> m.Keyword:
        """"Enchant player": the Aura spell targets a player and is attached to one."""
        return m.Keyword(name="enchant", text="player")

    def trig_creature_attacks_enchanted(self) -> m.Trigger:
        """"Whenever a creature attacks enchanted player" (CR 508.1, 603.2): "it" and "its
        controller" name the attacking creature."""
        return m.Trigger("attacks", subject="filter", filter=m.Filter(types=("Creature",)),
                         whose="enchanted_player")

    def trig_enchanted_attacked(self) -> m.Trigger:
        """"Whenever enchanted player is attacked": once per combat (CR 603.2)."""
        return m.Trigger("player_attacked", whose="enchanted_player")

    def trig_player_attacks_enchanted(self) -> m.Trigger:
        """"Whenever a player attacks enchanted player with one or more creatures"."""
        return m.Trigger("attacks_player_with_creatures", whose="enchanted_player")

    def tbody_same_for_attackers(self, effects: list[m.Effect]) -> list[m.Effect]:
        """"… Each opponent attacking that player does the same." (Curses of Disturbance and
        Vitality): the same instructions again for each such opponent, "you" being them."""
        effects = list(effects)
        again: list[m.Effect] = []
        for effect in effects:
            if isinstance(effect, m.CreateToken) and effect.controller == m.YOU:
                again.append(replace(effect, controller="that_player"))
            elif isinstance(effect, m.GainLife) and effect.who == m.YOU:
                again.append(replace(effect, who="that_player"))
            else:
                raise FamilyError("'does the same' after an instruction not read for it")
        return [*effects, m.ForEachPlayer(effects=tuple(again),
                                          players="each_opponent_attacking")]

    def tbody_chaos(self) -> list[m.Effect]:
        """"That attacking player may discard a card. If the player does, they draw a card."
        (Curse of Chaos; "does": a card was discarded, 608.2c)."""
        who = "attacking_player"
        return [m.MayDo(effects=(m.Discard(who=who),), who=who),
                m.Conditional(condition=m.Condition("discarded"),
                              effects=(m.DrawCards(who=who),))]

    # -- Command Beacon, Homeward Path ------------------------------------------------------
    def e_commander_to_hand(self) -> m.Effect:
        return m.CommanderToHand()

    def e_owners_take_control(self, noun: Any) -> m.Effect:
        return m.OwnersTakeControl(filter=noun.filter)

    # -- goad (CR 701.38) -------------------------------------------------------------------
    def e_goad_all(self, noun: Any) -> m.Effect:
        """"Goad all creatures you don't control." (Disrupt Decorum)."""
        if noun.filter.types != ("Creature",):
            raise FamilyError("goad names creatures")
        return m.Goad(filter=noun.filter)

    # -- lieutenant: "as long as you control your commander" (CR 903.3d, 611.3a) -------------
    def static_your_commander(self, subject: dict[str, Any],
                              effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"As long as you control your commander, ~ gets +2/+2 and has "…"." (lieutenant)."""
        from cardtable.games.magic.oracle.families import static_effects

        return m.StaticAbility(effects=static_effects(subject, effects),
                               condition=m.Condition("controls_own_commander"))

    def e_that_player_sac(self, article: Token, noun: Any) -> m.Effect:
        """"that player sacrifices a creature" after "deals combat damage to a player"."""
        if self.trigger_rule != "trig_self_combat_damage" and "player" not in self.trigger_binds:
            raise FamilyError("'that player' without a player the trigger names")
        return m.Sacrifice(who="triggering_player", filter=noun.filter)

    # -- Raving Dead ----------------------------------------------------------------------
    def tbody_attack_random(self) -> list[m.Effect]:
        """"Choose an opponent at random. ~ attacks that player this combat if able."."""
        if self.trigger_rule != "trig_combat":
            raise FamilyError("'this combat' outside a beginning-of-combat trigger")
        return [m.AttackRandomOpponent()]

    def e_lose_half_life(self) -> m.Effect:
        """"that player loses half their life, rounded down" (CR 107.1a)."""
        if self.trigger_rule != "trig_self_combat_damage":
            raise FamilyError("'that player' without a player the trigger names")
        return m.LoseLife(amount=m.Amount(kind="half_life", ref="triggering_player"),
                          who="triggering_player")

    # -- "Choose an opponent." (Infernal Offering) ------------------------------------------
    def e_choose_opponent(self) -> m.Effect:
        self.chose_opponent = True  # "that player" after it is the one chosen (QF ninth wave)
        return m.ChooseOpponent()

    def e_you_and_chosen_sac(self, article: Token, noun: Any) -> m.Effect:
        """"You and that player each sacrifice a creature." (after "Choose an opponent.")."""
        return m.Sacrifice(who="you_and_chosen", filter=noun.filter)

    def e_sacrificers_draw(self, n: m.Quantity) -> m.Effect:
        return m.DrawCards(amount=n, who="each_player_who_sacrificed")

    def e_both_reanimate(self, a1: Token, mine: Any, a2: Token, theirs: Any) -> list[m.Effect]:
        """"Return a creature card from your graveyard to the battlefield, then that player
        returns a creature card from their graveyard to the battlefield."."""
        if mine.filter != theirs.filter:
            raise FamilyError("two different cards returned")
        return [m.ReturnCardChosen(filter=mine.filter),
                m.ReturnCardChosen(filter=theirs.filter, who="chosen_opponent")]

    # -- Arcane Lighthouse -------------------------------------------------------------------
    def e_lose_hexproof_shroud(self, noun: Any) -> m.Effect:
        """"Until end of turn, creatures your opponents control lose hexproof and shroud and
        can't have hexproof or shroud." (layer 6, 613.1f; the set fixed as it resolves)."""
        return m.LoseKeywords(keywords=("hexproof", "shroud"), filter=noun.filter,
                              cant_have=True)

    # -- tempting offer (Tempt with Discovery) -------------------------------------------------
    def tempt_with_discovery(self) -> m.SpellAbility:
        return m.SpellAbility(effects=(m.TemptingSearch(filter=m.Filter(types=("Land",))),))

    # -- Mystic Barrier ---------------------------------------------------------------------
    def trig_enters_or_upkeep(self, body: Any) -> list[m.TriggeredAbility]:
        """"When ~ enters or at the beginning of your upkeep, …": two trigger events, one
        instruction (two triggered abilities that never trigger on the same event)."""
        if not isinstance(body, list):
            raise FamilyError("a modal body after two trigger events")
        effects = tuple(body)
        return [m.TriggeredAbility(trigger=m.Trigger("enters"), effects=effects,
                                   targets=tuple(self.targets)),
                m.TriggeredAbility(trigger=m.Trigger("upkeep", whose="you"), effects=effects,
                                   targets=tuple(self.targets))]

    def e_choose_direction(self) -> m.Effect:
        return m.ChooseDirection()

    def attack_direction_static(self) -> m.StaticAbility:
        """"Each player may attack only the nearest opponent in the last chosen direction and
        planeswalkers controlled by that opponent." (508.1c; combat.py)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="attack_nearest_in_direction"),))

    # -- mana with a rider (CR 106.6; mana_riders.py) ------------------------------------------
    def e_rider_opal(self) -> m.Effect:
        return m.ManaRider("opal_palace")

    def e_rider_path(self) -> m.Effect:
        return m.ManaRider("path_of_ancestry")
