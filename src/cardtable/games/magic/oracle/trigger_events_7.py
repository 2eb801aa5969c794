"""Trigger events, seventh wave (issue 29, h7-trg; CR 603.2).

* "Whenever enchanted land / a Forest is tapped for mana, its controller adds an additional
  {G}" (Wild Growth, Vernal Bloom, Gauntlet of Might; CR 106.12a, 605.1b): the land's own
  event, whoever taps it. A triggered mana ability: no stack, the mana is the tapper's (the
  land's controller, who activated its mana ability). The subject is any subject of the
  composed events (``ev_subject``), so "a Mountain", "an Island you control" and "enchanted
  land" are all read.
* "it" / "that creature" / "its controller" after the enters events of another object
  ("Whenever a creature enters, ~ deals 2 damage to it", Aether Flash; "Whenever a creature
  enters under an opponent's control, attach ~ to that creature", Illusory Gains): the
  entering permanent, which ``triggers.entered`` passes as the event's "it" (CR 603.6a,
  608.2h). "it" after "When ~ is put into a graveyard from the battlefield" and "When ~
  enters or leaves the battlefield" is the object itself, last known if it has left
  (603.10a).
* "Whenever you play / a player plays / an opponent plays a land | an Island | a nonbasic
  land" and "When you play another land" (CR 305.1: a land played, not one put onto the
  battlefield; ``triggers.land_played``): "that player" is the player who played it.
* "Whenever you lose life / an opponent loses life [for the first time each turn]" (CR 119.3:
  damage, loss of life and paying life; ``triggers.life_lost``): "that much" is the life
  lost, "that player" who lost it (Exquisite Blood, Mindcrank, Vilis).
* "Whenever a source deals damage to ~" (Phyrexian Obliterator; CR 120.3): the event of
  "Whenever ~ is dealt damage", "that many" the damage, "that source's controller" the
  controller of the source (``triggers.damage_dealt`` passes it as the event's "source").
* "Whenever a creature attacks you" (CR 506.2: you, not a planeswalker you control): a verb
  of the composed events, "it" the attacker (Briar Patch, Hissing Miasma, Raking Canopy).
* "Whenever you scry / surveil [for the first time each turn]" (CR 701.18, 701.42;
  ``triggers.library_action``).
* "Whenever a Sliver / equipped creature deals combat damage to a creature" (CR 510.2): a verb
  of the composed events, "that creature" the creature dealt the damage.
* "At the beginning of combat on each player's turn" (CR 507.1), and "that player" after it
  and after "… on each opponent's turn": the player whose turn it is (Sentinel of the Eternal
  Watch: "tap target creature that player controls").
* "Whenever you activate / an opponent activates an ability [of NOUN] that isn't a mana
  ability", "… a loyalty ability of a Chandra planeswalker", "… an ability of a Sarkhan
  planeswalker" (CR 602.2, 606.3; ``triggers.ability_activated`` as the ability is put on the
  stack): "that player" is the activator. A plain "an ability of NOUN" is read only for
  planeswalkers, whose abilities are never mana abilities (605.1a); for other objects the
  engine would also have to see mana abilities activated while paying, which it does not.
* "Whenever one or more creature cards are put into your graveyard from your library / from
  anywhere" (CR 603.2c: once for the cards of one event, as "one or more cards leave your
  graveyard" is) and "Whenever a land card is put into your graveyard from your library"
  (each card; ``triggers.cards_to_graveyard`` from ``zones.move``).
* "When enchanted creature is dealt damage, destroy it." (Frozen Solid) and "When another
  creature enters, …" (Timid Drake): Oracle's "When" for the same events (CR 603.2).
* "Whenever ~ or equipped / enchanted creature attacks | becomes blocked | deals combat damage
  to a player" (Chainflail Centipede, Spiteful Returned, Thassa's Emissary): two triggered
  abilities, the object's own and its creature's (``text/trigger_pairs_7.py`` prints them as
  one line); "it" the creature of the event, "defending player" / "that player".
* "Whenever a player / an opponent sacrifices a creature / another permanent" (CR 701.17a;
  ``triggers.sacrificed``): "that player" the player who sacrificed it.
* "Whenever a creature deals damage to you" (CR 120.3): a verb of the composed events, "it"
  the source (No Mercy, Mikaeus, the Unhallowed).
* "When ~ enters or is put into a graveyard from the battlefield" (Ichor Wellspring): the two
  abilities of the object itself, one line (``text/trigger_pairs_7.py``).
* "Whenever you're / an opponent is dealt noncombat damage" (CR 120.3): "that player", "that
  much" (``triggers.noncombat_damage_to_player``).
* "When enchanted land / permanent becomes tapped, destroy it." (Blight, Brink of Disaster):
  "it" is the tapped permanent; "enchanted artifact" and "enchanted permanent" join the
  subjects of every composed event (CR 303.4).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Tree, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.trigger_events import _Subject, _Verb

# the older trigger rules whose "it" is the event's object (``compiler._it_subject``): the
# builder's ``it_subject`` for each ("filter": another object the engine passes as the event's
# "it"; "self_gone": the object itself, last known)
IT_SUBJECTS_7 = {"trig_filter_enters_any": "filter", "trig_other_enters_any": "filter",
                 "trig_enters_opponent": "filter", "trig_self_or_enters": "filter",
                 "trig_enchanted_tapped_when": "filter",
                 "trig_enchanted_dealt_damage_when": "filter", "trig_other_enters_when": "filter",
                 "trig_self_or_attached": "filter", "trig_self_enters_or_put_gy": "self_gone",
                 "trig_self_put_gy": "self_gone", "trig_self_enters_or_leaves": "self_gone"}

_SELF_OR_ATTACHED_EVENTS = {"attacks": "attacks", "becomes blocked": "becomes_blocked",
                            "deals combat damage to a player": "deals_combat_damage_to_player"}
_GY_OWNERS = {"a": "each", "your": m.YOU, "an opponent's": "opponent"}
_LAND_PLAYERS = {"you play": m.YOU, "a player plays": "each", "an opponent plays": "opponent"}
# the trigger rules of this module whose event names a player, "that player" (CR 603.2)
_PLAYER_RULES_7 = frozenset({"trig_plays_land", "trig_plays_land_when", "trig_life_lost",
                             "trig_life_lost_first", "trig_combat_each_player",
                             "trig_activates_nonmana", "trig_activates_nonmana_of",
                             "trig_activates_loyalty", "trig_activates_of",
                             "trig_activates_on_battlefield", "trig_player_sacrifices",
                             "trig_player_sacrifices_another", "trig_player_dealt_noncombat"})
_DAMAGED = {"you're": m.YOU, "an opponent is": "opponent", "a player is": "each"}
_SACRIFICERS = {"a player sacrifices": "each", "an opponent sacrifices": "opponent"}
_ACTIVATORS = {"you activate": m.YOU, "a player activates": "each",
               "an opponent activates": "opponent"}
# Trigger.wording of the activation events (the render's words; triggers.ability_activated)
ACTIVATED_NONMANA, ACTIVATED_LOYALTY, ACTIVATED_OF = "nonmana", "loyalty", "of"
ACTIVATED_ON_BATTLEFIELD = "nonmana_battlefield"  # Harsh Mentor's words
# the trigger rules of this module whose event has an amount, "that much" (CR 603.2, 608.2h)
AMOUNT_RULES_7 = frozenset({"trig_life_lost", "trig_life_lost_first", "trig_player_dealt_noncombat",
                            "trig_source_damages_self",
                            # "deals combat damage to a creature, … that much" (the damage)
                            "trig_self_combat_damage_creature"})
# Trigger.whose of "Whenever a creature attacks you" (triggers.attacked reads it)
ATTACKED_YOU_ONLY = "attacked_you_only"
# Trigger.wording of "Whenever a source deals damage to ~" (the event of "~ is dealt damage")
SOURCE_DEALS = "source_deals"
_LIFE_LOSERS = {"you lose": m.YOU, "an opponent loses": "opponent", "a player loses": "each"}


def binds_7(tree: Tree[Token]) -> frozenset[str]:
    """What the trigger of the ability line ``tree`` names for the effect's anaphora, for the
    rules of this module (``trigger_events.trigger_binds`` answers for the others)."""
    line = tree.children[0] if tree.children else None
    if not (isinstance(line, Tree) and line.data == "triggered" and line.children
            and isinstance(line.children[0], Tree)):
        return frozenset()
    trigger = line.children[0]
    if trigger.data == "trig_self_or_attached":  # the attacked / damaged player (506.2)
        verb = str(trigger.children[-1]).lower()
        return frozenset({"player", "defending"}) if verb.startswith("deals") else \
            frozenset({"defending"})
    if trigger.data in _PLAYER_RULES_7 or (trigger.data == "trig_combat" and any(
            isinstance(c, Token) and str(c).lower() == "each opponent's"
            for c in trigger.children)):  # "combat on each opponent's turn": whose turn
        return frozenset({"player"})
    return frozenset()


# Trigger.wording of "Whenever SUBJECT is tapped for mana" (the render's words)
IS_TAPPED = "is_tapped"


@v_args(inline=True)
class TriggerEvents7(BuilderMixin):
    """The builder's half of the seventh wave's events."""

    def trig_land_is_tapped(self, subject: _Subject) -> m.Trigger:
        """"Whenever SUBJECT is tapped for mana" (CR 106.12a): a land tapped for mana by any
        player; "enchanted land" is the land the Aura is attached to (303.4)."""
        if subject.kind == "enchanted":
            return m.Trigger("tapped_for_mana", subject="enchanted",
                             filter=m.Filter(types=("Land",)), whose="each", wording=IS_TAPPED)
        if subject.kind != "filter" or subject.filter is None:
            raise FamilyError("'is tapped for mana' of no land")
        flt = subject.filter
        if "Land" not in flt.types and not flt.subtypes:
            raise FamilyError("'is tapped for mana' of no land")
        return m.Trigger("tapped_for_mana", subject="filter",
                         filter=flt,
                         whose="each", wording=IS_TAPPED)

    def e_its_controller_adds_additional(self, mana: str) -> m.Effect:
        """"its controller adds an additional {G}" (the tapped land's controller, 605.1b)."""
        if self.trigger_rule != "trig_land_is_tapped":
            raise FamilyError("'its controller adds an additional' outside an "
                              "'is tapped for mana' trigger")
        return m.AddMana(mana=mana)

    # -- "Whenever a player plays a land" (CR 305.1) ------------------------------------------
    def lp_noun(self, article: Token, noun: Any) -> m.Filter:
        return self._land_filter(noun.filter)

    def lp_another(self, noun: Any) -> m.Filter:
        return replace(self._land_filter(noun.filter), other=True)

    @staticmethod
    def _land_filter(flt: m.Filter) -> m.Filter:
        if "Land" not in flt.types and not flt.subtypes:
            raise FamilyError("'plays' a card that is no land")
        if flt.controller != "any":
            raise FamilyError("a land played under another's control")
        return flt

    def trig_plays_land(self, who: Token, flt: m.Filter) -> m.Trigger:
        """"Whenever you play / a player plays / an opponent plays a land" (305.1)."""
        return m.Trigger("land_played", subject="filter", filter=flt,
                         whose=_LAND_PLAYERS[str(who).lower()])

    def trig_plays_land_when(self, who: Token, flt: m.Filter) -> m.Trigger:
        """"When you play another land" (City of Traitors): the same event (CR 603.2)."""
        return replace(self.trig_plays_land(who, flt), wording="when")

    # -- "When enchanted land becomes tapped" (CR 603.2, 303.4) ---------------------------------
    def trig_enchanted_tapped_when(self, subject: _Subject) -> m.Trigger:
        """"When enchanted land becomes tapped": the composed "becomes tapped" event of the
        permanent the Aura is attached to, worded "When"."""
        return m.Trigger("tapped", subject="enchanted", filter=subject.filter, wording="when")

    def evs_enchanted_artifact(self) -> _Subject:
        """"enchanted artifact" (CR 303.4): the artifact the Aura is attached to."""
        return _Subject("enchanted", m.Filter(types=("Artifact",)))

    def evs_enchanted_permanent(self) -> _Subject:
        """"enchanted permanent" (CR 303.4): whatever permanent the Aura is attached to (an
        empty filter; "enchanted creature" has none)."""
        return _Subject("enchanted", m.Filter())

    # -- "Whenever you lose life" (CR 119.3) ---------------------------------------------------
    def trig_life_lost(self, who: Token) -> m.Trigger:
        """"Whenever you lose life / an opponent loses life": each loss of life, its amount
        "that much" (damage, a loss, a payment: CR 119.3, 119.4, 120.3a)."""
        return m.Trigger("life_lost", subject="player", whose=_LIFE_LOSERS[str(who).lower()])

    def trig_life_lost_first(self, who: Token) -> m.Trigger:
        """"… for the first time each turn": the first loss of life of that player this turn."""
        return replace(self.trig_life_lost(who), event="life_lost_first")

    # -- "Whenever a source deals damage to ~" (CR 120.3) ----------------------------------------
    def trig_source_damages_self(self) -> m.Trigger:
        """"Whenever a source deals damage to ~": "Whenever ~ is dealt damage" in other words."""
        return m.Trigger("dealt_damage", wording=SOURCE_DEALS)

    def that_sources_controller(self) -> str:
        """"that source's controller": of the source the event names (608.2h)."""
        if self.trigger_rule != "trig_source_damages_self":
            raise FamilyError("'that source' without a source the trigger names")
        return "controller:event_source"

    # -- "Whenever a creature attacks you" (CR 506.2, 508.1) -------------------------------------
    def ev_attacks_you_only(self) -> _Verb:
        """"attacks you": the ability's controller is the attacked player (not a planeswalker
        they control, which "attacks you or a planeswalker you control" adds)."""
        return _Verb("attacks", whose=ATTACKED_YOU_ONLY)

    def trig_batch_attack_you(self, noun: Any) -> m.Trigger:
        """"Whenever one or more creatures attack you" (CR 508.1, 603.2c): once per declaration
        of attackers in which one or more of them attack you."""
        if noun.filter.controller != "any":
            raise FamilyError("'one or more … attack you' with a controller")
        return m.Trigger("attack_batch", subject="filter", filter=noun.filter,
                         whose=ATTACKED_YOU_ONLY, wording="one_or_more")

    # -- "Whenever you scry / surveil" (CR 701.18, 701.42) --------------------------------------
    def trig_library_action(self, action: Token) -> m.Trigger:
        """"Whenever you scry" / "Whenever you surveil": each time you do ("scry 0" is none)."""
        return m.Trigger(str(action).lower(), subject="player")

    def trig_library_action_first(self, action: Token) -> m.Trigger:
        """"… for the first time each turn": your first scry / surveil this turn."""
        return m.Trigger(str(action).lower() + "_first", subject="player")

    # -- "… deals combat damage to a creature" (CR 510.2) -------------------------------------
    def ev_combat_damage_creature(self) -> _Verb:
        """"deals combat damage to a creature": once for each creature it dealt combat damage
        to; "that creature" is that creature."""
        return _Verb("deals_combat_damage_to_creature")

    # -- "At the beginning of combat on each player's turn" (CR 507.1) ----------------------------
    def trig_combat_each_player(self) -> m.Trigger:
        """The beginning of combat step of every turn; "that player" is the active player."""
        return m.Trigger("beginning_of_combat", whose="each_player")

    # -- "Whenever you activate an ability …" (CR 602.2) ----------------------------------------
    @staticmethod
    def _activated(who: Token, wording: str, flt: m.Filter | None) -> m.Trigger:
        return m.Trigger("ability_activated", subject="filter", filter=flt,
                         whose=_ACTIVATORS[str(who).lower()], wording=wording)

    def trig_activates_nonmana(self, who: Token) -> m.Trigger:
        """"… activates an ability that isn't a mana ability": any non-mana activation."""
        return self._activated(who, ACTIVATED_NONMANA, None)

    def trig_activates_nonmana_of(self, who: Token, article: Token, noun: Any) -> m.Trigger:
        """"… an ability of an artifact or creature that isn't a mana ability": of a source
        matching the noun."""
        return self._activated(who, ACTIVATED_NONMANA, noun.filter)

    def trig_activates_loyalty(self, who: Token, article: Token, noun: Any) -> m.Trigger:
        """"… a loyalty ability of a Chandra planeswalker" (CR 606.3)."""
        return self._activated(who, ACTIVATED_LOYALTY, noun.filter)

    def trig_activates_of(self, who: Token, article: Token, noun: Any) -> m.Trigger:
        """"… an ability of a Sarkhan planeswalker": planeswalkers only (no mana abilities)."""
        if noun.filter.types != ("Planeswalker",):
            raise FamilyError("'activate an ability of' a source that may have mana "
                              "abilities (only non-mana activations are seen)")
        return self._activated(who, ACTIVATED_OF, noun.filter)

    def trig_activates_on_battlefield(self, who: Token, article: Token, noun: Any) -> m.Trigger:
        """"… an ability of an artifact, creature, or land on the battlefield, if it isn't a
        mana ability" (Harsh Mentor): the same event as "… that isn't a mana ability"."""
        return self._activated(who, ACTIVATED_ON_BATTLEFIELD, noun.filter)

    # -- cards put into a graveyard (CR 404, 603.2c) ---------------------------------------------
    def trig_cards_to_graveyard(self, noun: Any, owner: Token, source: Token) -> m.Trigger:
        """"Whenever one or more creature cards are put into your graveyard from your library"
        (a batch: once for the cards that move together; ``wording`` the zone they came
        from, "" for anywhere)."""
        frm = "library" if str(source).lower() == "your library" else ""
        whose = _GY_OWNERS[str(owner).lower()]
        if frm and whose != m.YOU:
            raise FamilyError("'from your library' into another player's graveyard")
        return m.Trigger("cards_to_graveyard", subject="filter", filter=noun.filter,
                         whose=whose, wording=frm)

    def trig_card_to_graveyard_from_library(self, article: Token, noun: Any,
                                            owner: Token) -> m.Trigger:
        """"Whenever a land card is put into your graveyard from your library": each card."""
        if _GY_OWNERS[str(owner).lower()] != m.YOU:
            raise FamilyError("'from your library' into another player's graveyard")
        return m.Trigger("card_to_graveyard_from", subject="filter", filter=noun.filter,
                         wording="library")

    # -- Oracle's "When" for more composed events (CR 603.2) ------------------------------------
    def trig_enchanted_dealt_damage_when(self, subject: _Subject) -> m.Trigger:
        """"When enchanted creature is dealt damage": "it" the damaged creature."""
        return m.Trigger("dealt_damage", subject="enchanted", filter=subject.filter,
                         wording="when")

    def trig_other_enters_when(self, noun: Any) -> m.Trigger:
        """"When another creature enters" (anyone's; 603.6a): "that creature" the entering one."""
        if noun.filter.controller == "you":
            raise FamilyError("Oracle says 'enters under your control'")
        return m.Trigger("enters", subject="filter", filter=replace(noun.filter, other=True),
                         wording="when")

    # -- "Whenever ~ or equipped creature attacks" (CR 603.2) -------------------------------------
    def trig_self_or_attached(self, attached: Token, verb: Token) -> tuple[m.Trigger, ...]:
        """Two abilities, one per object: ~ itself (a creature while it is unattached) and the
        creature it is attached to; an event cannot be both."""
        event = _SELF_OR_ATTACHED_EVENTS[str(verb).lower()]
        return (m.Trigger(event), m.Trigger(event, subject=str(attached).lower()))

    # -- "Whenever a player sacrifices a creature" (CR 701.17a) ---------------------------------
    def trig_player_sacrifices(self, who: Token, article: Token, noun: Any) -> m.Trigger:
        """Any player's (or an opponent's) sacrifice of a permanent matching the noun."""
        if noun.filter.controller != "any":
            raise FamilyError("a sacrifice of another player's permanent")
        return m.Trigger("sacrifice", subject="filter", filter=noun.filter,
                         whose=_SACRIFICERS[str(who).lower()])

    def trig_player_sacrifices_another(self, who: Token, noun: Any) -> m.Trigger:
        """"… sacrifices another permanent": not the object with the ability."""
        if noun.filter.controller != "any":
            raise FamilyError("a sacrifice of another player's permanent")
        return m.Trigger("sacrifice", subject="filter",
                         filter=replace(noun.filter, other=True),
                         whose=_SACRIFICERS[str(who).lower()])

    # -- "… deals damage to you" (CR 120.3) -------------------------------------------------------
    def ev_damage_you(self) -> _Verb:
        """"deals damage to you": the ability's controller is the player dealt damage."""
        return _Verb("deals_damage_to_player", whose="damaged_you")

    def trig_self_enters_or_put_gy(self) -> tuple[m.Trigger, ...]:
        """"When ~ enters or is put into a graveyard from the battlefield": an event cannot be
        both, so two abilities with one effect (CR 603.6a; the second looks back, 603.10a)."""
        return (m.Trigger("enters"), m.Trigger("put_into_graveyard"))

    def trig_player_dealt_noncombat(self, who: Token) -> m.Trigger:
        """"Whenever an opponent is dealt noncombat damage": damage outside the combat damage
        step (CR 510.2 is combat damage)."""
        return m.Trigger("player_dealt_noncombat_damage", subject="player",
                         whose=_DAMAGED[str(who).lower()])
