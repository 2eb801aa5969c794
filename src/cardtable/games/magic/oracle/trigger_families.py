"""Parse tree → trigger events and conditions read for the Commander precons (issues 10 and
16): casting triggers (CR 603.2, 601.2i), zone-change and "enters" triggers (CR 603.6a),
player events (drawing, gaining life, CR 603.2) and damage events (CR 603.2, 120.3), each
method naming the Oracle template it reads and the rule the engine follows for it. Mixed into
the builder :class:`~cardtable.games.magic.oracle.compiler._Build`."""


from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError, _pt_value
from cardtable.games.magic.oracle.nested import compile_nested
from cardtable.games.magic.oracle.trigger_events_7 import AMOUNT_RULES_7


@v_args(inline=True)
class TriggerFamilies(BuilderMixin):
    """Trigger events and conditions read for the Commander precons (issues 10 and 16): each
    method names the Oracle template it reads and the rule the engine follows for it."""



    def to_each_other_creature(self) -> list[str]:
        """"it deals 4 damage to each other creature" (Crater Hellion): every creature but
        the source, counted as the effect happens (CR 608.2c)."""
        return ["each_other_creature"]

    def clause_may_have_self(self, n: m.Quantity, recipients: list[str]) -> list[m.Effect]:
        """"you may have ~ deal 5 damage to any target" (Where Ancients Tread; the choice is
        made on resolution, CR 608.2d)."""
        return [m.MayDo(effects=tuple(m.DealDamage(amount=n, to=to) for to in recipients))]

    def clause_may_have_it(self, n: m.Quantity, recipients: list[str]) -> list[m.Effect]:
        """"you may have it deal 1 damage to each creature" (Slice and Dice): "it" is the
        object with the ability, where it is now (a cycled card in the graveyard, 702.29d)."""
        if self.it_subject not in ("self", "self_gone", "cycled"):
            raise FamilyError("'have it deal' outside a trigger of the object itself")
        return [m.MayDo(effects=tuple(m.DealDamage(amount=n, to=to, source="it")
                                      for to in recipients))]

    def trig_cycle(self) -> m.Trigger:
        """"When you cycle ~" (CR 702.29d) on a permanent card."""
        return m.Trigger("cycle")

    def triggered_cycle(self, body: list[m.Effect]) -> m.TriggeredAbility:
        """"When you cycle ~, …" on an instant or sorcery (Slice and Dice): a triggered
        ability of the card, working from the graveyard it was cycled into (702.29d)."""
        return m.TriggeredAbility(trigger=m.Trigger("cycle"), effects=tuple(body),
                                  targets=tuple(self.targets))

    # -- player events and damage events (triggers.py) -----------------------------------------
    def trig_opponent_discards(self) -> m.Trigger:
        """"Whenever an opponent discards a card" (CR 701.9, 603.2)."""
        return m.Trigger("discard", whose="opponent")

    def trig_you_draw(self) -> m.Trigger:
        """"Whenever you draw a card" (CR 121.2: once for each card drawn)."""
        return m.Trigger("draw", whose="you")

    def trig_self_dealt_damage(self) -> m.Trigger:
        """"Whenever ~ is dealt damage" (CR 120.3, 603.2)."""
        return m.Trigger("dealt_damage")

    def trig_self_combat_damage_creature(self) -> m.Trigger:
        """"Whenever ~ deals combat damage to a creature" (CR 510.3a); "that creature" is the
        creature dealt the damage."""
        return m.Trigger("deals_combat_damage_to_creature")

    def trig_filter_combat_damage(self, article: Token, noun: Any) -> m.Trigger:
        """"Whenever a Vampire you control deals combat damage to a player" (510.3a)."""
        return m.Trigger("deals_combat_damage_to_player", subject="filter", filter=noun.filter)

    def trig_equipped_combat_damage(self) -> m.Trigger:
        """"Whenever equipped creature deals combat damage to a player" (CR 301.5, 510.3a)."""
        return m.Trigger("deals_combat_damage_to_player", subject="equipped")

    def trig_equipped_dies(self) -> m.Trigger:
        """"Whenever equipped creature dies": the Equipment looks back at what was attached
        as the creature left (CR 603.10a)."""
        return m.Trigger("dies", subject="equipped")

    _AMOUNT_TRIGGERS = frozenset({"trig_gain_life", "trig_self_combat_damage",
                                  "trig_player_gains_life_9",  # h9-TRG: an opponent's gain
                                  # counters put (trigger_events_3.py, h6-E): the counters
                                  "trig_counters_put", "trig_you_put_counters",
                                  "trig_you_put_any_counters",
                                  "trig_self_dealt_damage", "trig_filter_combat_damage",
                                  "trig_equipped_combat_damage",
                                  # the attackers of an attack batch (issue 29)
                                  "trig_batch_attack", "trig_you_attack_with",
                                  # "Whenever you're dealt damage" (trigger_events_more.py)
                                  "trig_player_dealt_damage",
                                  # h5-triggers: the step's combat damage (trigger_events_2.py)
                                  "trig_combat_damage_any",
                                  "trig_combat_damage_player_or_pw",
                                  "trig_opponent_source_damage",
                                  "trig_opponent_source_damage_when"})

    def q_that_much(self) -> m.Amount:
        """"that much" (life): the amount of the triggering event (CR 603.2, 608.2h)."""
        if self.trigger_rule not in self._AMOUNT_TRIGGERS | AMOUNT_RULES_7:  # h7-trg
            raise FamilyError("'that much' without an amount the trigger names")
        return m.Amount(kind="event_amount")

    def that_many_cards(self) -> m.Amount:
        """"draw that many cards": the damage of the triggering event."""
        return self.q_that_much()

    def e_destroy_that_creature(self) -> m.Effect:
        """"destroy that creature" after "Whenever ~ deals combat damage to a creature": the
        creature the event names (the engine's "it" of the event)."""
        if self.trigger_rule != "trig_self_combat_damage_creature":
            raise FamilyError("'that creature' without a creature the trigger names")
        return m.Destroy(what="that_creature")

    def clause_delayed_end_combat(self, effect: Any) -> list[m.Effect]:
        """"destroy that creature at end of combat" (Ohran Viper): a delayed triggered ability
        created on resolution that triggers at the beginning of this turn's end of combat
        step (CR 603.7a, 511.2); "that creature" stays the object it named (603.7c)."""
        effects = tuple(effect if isinstance(effect, list) else [effect])
        return [m.DelayedTrigger(effects=effects, when="end_of_combat", it="that_creature")]

    def clause_player_and_you(self, who: str, verb: tuple[type, m.Quantity],
                              effect: Any) -> list[m.Effect]:
        """"that player discards a card and you create a tapped 2/2 … token" (Liliana's
        Reaver): the player's action, then yours, in printed order (CR 608.2c)."""
        kind, n = verb
        if kind is not m.Discard:
            raise FamilyError("only 'discards … and you …' is read")
        rest = effect if isinstance(effect, list) else [effect]
        if len(rest) != 1 or not isinstance(rest[0], m.CreateToken):
            raise FamilyError("only 'and you create …' is read")
        return [m.Discard(amount=n, who=who), *rest]

    def e_must_attack_turn(self, noun: Any) -> m.Effect:
        """"Creatures your opponents control attack this turn if able." (Bident of Thassa):
        an attack requirement (CR 508.1d) on the creatures there now (611.2c), this turn."""
        return m.GrantAbilities(filter=noun.filter, rules=("attacks_each_combat",))

    def e_lose_half_up(self) -> m.Effect:
        """"that player loses half their life, rounded up" (Scytheclaw; CR 107.1a)."""
        if self.trigger_rule not in ("trig_self_combat_damage", "trig_filter_combat_damage",
                                     "trig_equipped_combat_damage") and \
                "player" not in self.trigger_binds:
            raise FamilyError("'that player' without a player the trigger names")
        return m.LoseLife(amount=m.Amount(kind="half_life_up", ref="triggering_player"),
                          who="triggering_player")

    def e_exile_dead(self) -> m.Effect:
        """"Whenever a creature an opponent controls dies, exile it" (Patron of the Vein): the
        card the creature became in the graveyard (found as a triggered ability on a zone
        change finds it, 400.7, 603.10a); nothing if it has left the graveyard."""
        if self.trigger_rule not in ("trig_filter_dies", "trig_other_dies",
                                     "trig_self_dies"):  # h5: "When ~ dies, exile it."
            raise FamilyError("'exile it' without a dead creature the trigger names")
        return m.Exile(what="it")

    def r_that_player(self) -> Any:
        """"target artifact or enchantment that player controls" after "deals combat damage
        to a player" (Trygon Predator): controlled by the player the event names; the engine
        binds it as the trigger is put on the stack (``bind_that_player``, CR 603.3d)."""
        from cardtable.games.magic.oracle.builder_base import _Restriction

        if self.trigger_rule not in ("trig_self_combat_damage", "trig_filter_combat_damage",
                                     "trig_equipped_combat_damage") and \
                "player" not in self.trigger_binds:
            players = [i for i, t in enumerate(self.targets) if t.what == "player"]
            if players:  # EV2b: "target opponent … NOUNS that player controls" (601.2c)
                return _Restriction({"controller": f"target_player:{players[-1]}"})
            raise FamilyError("'that player controls' without a player the trigger names")
        return _Restriction({"controller": "that_player"})

    def e_counters_equipped_instead(self, usual: tuple[str, m.Quantity], subtype: Token,
                                    instead: tuple[str, m.Quantity]) -> m.Effect:
        """"put a +1/+1 counter on equipped creature. If equipped creature is a Vampire, put
        two +1/+1 counters on it instead." (Blade of the Bloodchief): one instruction or the
        other, decided as it resolves (CR 608.2c; a self-replacement wording, 614.15)."""
        if usual[0] != instead[0]:
            raise FamilyError("two kinds of counters")
        condition = m.Condition(kind="ref_matches", ref="equipped",
                                filter=m.Filter(subtypes=(str(subtype),)))
        return m.Conditional(condition=condition,
                             effects=(m.PutCounters(instead[0], instead[1], "equipped"),),
                             otherwise=(m.PutCounters(usual[0], usual[1], "equipped"),))

    def e_it_damage_its_power(self, recipients: list[str]) -> list[m.Effect]:
        """"Whenever a creature enters under your control, it deals damage equal to its power
        to any target." (Warstorm Surge): the entering creature is the source and the amount
        its power as the ability resolves, or as it last existed (CR 608.2h)."""
        if self.it_subject == "sacrificed":  # EV2 8th wave: "{R}, Sacrifice ~: It deals damage
            # equal to its power to target creature." — ~ as it last existed (113.7a, 608.2h)
            return [m.DealDamage(amount=m.Amount(kind="power", ref=m.SELF), to=to, source=m.SELF)
                    for to in recipients]
        if self.it_subject not in ("self", "filter", "self_gone"):  # h7: "When ~ dies, it …"
            raise FamilyError("'it deals damage equal to its power' without an object")
        return [m.DealDamage(amount=m.Amount(kind="power", ref="it"), to=to, source="it")
                for to in recipients]

    def e_pump_untap_players(self, types: Token, who: str, pt: Token,
                             duration: Token) -> list[m.Effect]:
        """"creatures target player controls get +2/+2 until end of turn. Untap them." (Great
        Oak Guardian): the creatures that player controls as it resolves (CR 611.2c), each
        pumped and untapped."""
        if str(types).lower() != "creatures":
            raise FamilyError("only creatures are read here")
        p, t = str(pt).split("/")
        flt = m.Filter(types=("Creature",), controller="ref")
        return [m.ModifyPT(power=_pt_value(p), toughness=_pt_value(t), on=who, filter=flt),
                m.Untap(what=who, filter=flt)]

    def trig_filter_attacks(self, article: Token, noun: Any) -> m.Trigger:
        """"Whenever a creature you control attacks" (CR 508.1, 508.3a: once for each such
        attacking creature)."""
        return m.Trigger("attacks", subject="filter", filter=noun.filter)

    def clause_may_reveal_shares_type(self) -> list[m.Effect]:
        """Heirloom Blade's "you may reveal cards … until you reveal a creature card that
        shares a creature type with it. Put that card into your hand and the rest on the
        bottom of your library in a random order." — "it" the creature that died."""
        if self.trigger_rule != "trig_equipped_dies":
            raise FamilyError("'shares a creature type with it' without a creature")
        return [m.MayDo(effects=(m.RevealUntil(filter=m.Filter(types=("Creature",)),
                                               shares_type_with="it"),))]

    def triggered_cast_self(self, *parts: Any) -> m.TriggeredAbility:
        """"When you cast this spell, [if COND,] …" (CR 603.2, 601.2i; Malicious Affliction):
        a triggered ability of the spell itself, triggering as it becomes cast."""
        condition = parts[0] if len(parts) == 2 else None
        return m.TriggeredAbility(trigger=m.Trigger("cast_self"), effects=tuple(parts[-1]),
                                  targets=tuple(self.targets), intervening_if=condition)

    def clause_may_copy_self(self) -> list[m.Effect]:
        """"you may copy ~ and may choose a new target for the copy" (CR 707.10, 707.10c)."""
        return [m.MayDo(effects=(m.CopySpell(what=m.SELF, new_targets=True),))]

    def clause_pay_x_draw(self) -> list[m.Effect]:
        """Well of Lost Dreams: "you may pay {X}, where X is less than or equal to the amount
        of life you gained. If you do, draw X cards." (X bounded by the event's amount)."""
        if self.trigger_rule != "trig_gain_life":
            raise FamilyError("'the amount of life you gained' outside a life-gain trigger")
        return [m.PayXDraw(limit=m.Amount(kind="event_amount"))]

    def clause_distribute_counters(self) -> list[m.Effect]:
        """"you may move any number of +1/+1 counters from ~ onto other creatures" (Forgotten
        Ancient; CR 122.5): moving none is declining."""
        return [m.DistributeCounters(counter="+1/+1", source=m.SELF,
                                     filter=m.Filter(types=("Creature",), other=True))]

    def cast_reveal_enters_with(self) -> list[m.Ability]:
        """Naya Soulbeast: "When you cast this spell, each player reveals the top card of
        their library. ~ enters with X +1/+1 counters on it, where X is the total mana value
        of all cards revealed this way." — a cast trigger of the spell (601.2i) and a
        replacement effect as it enters (614.1c) reading what the trigger revealed."""
        return [m.TriggeredAbility(trigger=m.Trigger("cast_self"),
                                   effects=(m.RevealTops(who="each_player"),)),
                m.ReplacementAbility(event="enters", action="counters", counter="+1/+1",
                                     amount=m.Amount(kind="revealed_mana_value"),
                                     self_replacement=True)]

    def clause_while_counter_has(self, kind: Token, inner: Token) -> list[m.Effect]:
        """"For as long as that creature has a bounty counter on it, it has "When this
        creature dies, …"" (Mathas, Fiend Seeker): the target creature gains the quoted
        ability while it has the counter (CR 611.2b; each resolution its own effect)."""
        if not self.targets or self.targets[-1].what != "creature":
            raise FamilyError("'that creature' names no target creature")
        ability = compile_nested(str(inner).replace("this creature", "~") + ".",
                               "permanent_line")
        if not isinstance(ability, m.TriggeredAbility):
            raise FamilyError("a quoted ability that is not one triggered ability")
        return [m.GrantAbilities(abilities=(ability,), on=f"target:{len(self.targets) - 1}",
                                 duration=f"while_counter:{kind}")]

    def trig_self_enters_or_attacks(self) -> tuple[m.Trigger, ...]:
        """"Whenever ~ enters or attacks" (Grave Titan): one printed ability that triggers on
        either event (CR 603.2); an event cannot be both, so it is the two triggered abilities
        of the object itself with one effect, which the render prints as the one sentence."""
        return (m.Trigger("enters"), m.Trigger("attacks"))

    def trig_self_enters_or_leaves(self) -> tuple[m.Trigger, ...]:
        """"When ~ enters or leaves the battlefield" (Deadwood Treefolk; CR 603.6a, 603.6c,
        the leaving half looking back in time, 603.10a)."""
        return (m.Trigger("enters"), m.Trigger("leaves"))

    def t_another_gy_card(self, noun: Any) -> str:
        """"another target creature card from your graveyard" (Deadwood Treefolk): not the
        card with the ability itself, even once it is in the graveyard (CR 115.1)."""
        return self._target(m.TargetSpec("card", replace(noun.filter, owner="you", other=True),
                                         zone="graveyard"))
