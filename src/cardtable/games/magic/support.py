"""What the engine can execute (magic.md §1 scope: a card needing anything else is unsupported
as a whole, never half-played): the verdict on a compiled card, read by the game, the deck
checks and the Oracle compiler's catalogue. The effects it executes are those with a registered
handler (:func:`cardtable.games.magic.effects.registry.supported_effects`); the keywords,
triggers, amounts, conditions, layers, rules and replacements below are those the rooms
implement."""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.conditions_7 import CONDITIONS_7, graveyard_zone_problem
from cardtable.games.magic.conditions_8 import CONDITIONS_8, STATIC_CONDITIONS_8, static_8_ok
from cardtable.games.magic.conditions_9 import CONDITIONS_9
from cardtable.games.magic.conditions_9b_cnd import CONDITIONS_9B_CND
from cardtable.games.magic.conditions_9b_sta import CONDITIONS_9B_STA
from cardtable.games.magic.conditions_more import ANY_OF, COUNT_CONDITIONS, MORE_CONDITIONS
from cardtable.games.magic.effects.registry import supported_effects
from cardtable.games.magic.emblems import EMBLEM_EVENTS, EMBLEM_STATIC_AFFECTS
from cardtable.games.magic.harm_verbs_9 import CONDITIONS_9_EV2
from cardtable.games.magic.keyword_expansions_8 import cost_offer
from cardtable.games.magic.layers import STATIC_SELF_STATES
from cardtable.games.magic.mana import is_triggered_mana_ability
from cardtable.games.magic.model.conditions_7 import (
    ASSIGNS_NO_COMBAT_DAMAGE,
    ATTACHED_FOLDED,
    CAST_THIS_TURN,
    DIED_THIS_TURN,
    ENTERED_THIS_TURN,
    MOST_COMMON_COLOR,
)
from cardtable.games.magic.model.designations import DESIGNATION_CONDITIONS
from cardtable.games.magic.model.draw_replacements import DRAW_EVENTS
from cardtable.games.magic.model.exile_until import ExileUntilLeaves
from cardtable.games.magic.model.names_9 import (
    CHOOSE_CARD_NAME,
    NAMED_NO_ACTIVATION,
    NAMED_NO_NONMANA_ACTIVATION,
)
from cardtable.games.magic.model.other_verbs_7 import COMBINATION, combination_options
from cardtable.games.magic.model.other_verbs_9 import ASSIGNS_TOUGHNESS
from cardtable.games.magic.model.statics_8 import (
    CANT_ATTACK_YOU,
    CANT_CAST_SPELLS,
    EMINENCE_ZONES,
    EXILED_NAME,
    MAX_HAND_SIZE_CHANGE,
)
from cardtable.games.magic.model.statics_9 import (
    CANT_ACTIVATE_NONMANA,
    CANT_CREW,
    NONMANA_SENTENCE,
    SACRIFICE_TO_ENTER,
    UNTAP_LIMIT,
)
from cardtable.games.magic.model.vocabulary import ACTIVATE_WINDOWS, keyword_name
from cardtable.games.magic.model.zone_verbs_9 import PLAY_LANDS_FROM_GRAVEYARD
from cardtable.games.magic.model.zone_verbs_9b import HANDS_REVEALED
from cardtable.games.magic.name_conditions_9 import NAME_CONDITIONS_9
from cardtable.games.magic.rules_support import payable_on_resolution
from cardtable.games.magic.timing import WINDOWS
from cardtable.games.magic.triggers import STEP_EVENTS

SUPPORTED_KEYWORDS = frozenset({
    "dredge",  # a draw replaced by a mill (draw_choice.py, CR 702.52a, 616.1; h8-kw)
    "banding",  # attacking bands, blocks and damage division (banding.py, CR 702.22; h8-kw)
    "tribute",  # an opponent's choice as it enters (tribute.py, CR 702.104; h8-kw)
    "cipher",  # encoded on a creature, a copy cast (cipher.py, CR 702.99; h8-kw)
    "prowl",  # an alternative cost (costs.ways_to_cast, keyword_casts.prowl_allowed; 702.76a)
    # keyword_expansions_8.py (CR 702.70a, 702.68a, 702.64a; h8-kw)
    "poisonous", "frenzy", "absorb",
    "ascend",  # the city's blessing (designations.py, CR 702.131; issue 29)
    "reconfigure",  # attach / unattach, not a creature while attached (CR 702.151)
    "emerge",  # an alternative cost with a sacrifice (costs.emerge_reduction, CR 702.119)
    "soulbond",  # pairing (keyword_abilities.expansion, designations.py; CR 702.95)
    "cast_from_graveyard",  # "You may cast ~ from your graveyard as long as …" (Gravecrawler)
    "flying", "reach", "first_strike", "double_strike", "deathtouch", "lifelink", "trample",
    "vigilance", "haste", "menace", "defender", "indestructible", "hexproof", "shroud",
    "protection", "flash", "enchant", "equip", "infect", "wither", "plainswalk", "islandwalk",
    "swampwalk", "mountainwalk", "forestwalk", "evolve", "undying",
    # keyword_abilities.py: triggered, evasion and characteristic-defining keywords
    "prowess", "exalted", "bushido", "flanking", "rampage", "afflict", "battle_cry", "dethrone",
    "melee", "training", "persist", "soulshift", "bloodthirst", "fear", "intimidate", "shadow",
    "horsemanship", "skulk", "devoid", "changeling", "echo", "fabricate", "modular", "renown",
    "extort", "fading", "mentor", "annihilator", "outlast", "ward", "living_weapon",
    "vanishing", "graft", "crew", "afterlife", "hideaway",
    "level_up",  # keyword_expansions_9: a level counter, as a sorcery (CR 702.87a, h9-kw)
    "hexproof_from",  # protection_qualities.hexproof_from (CR 702.11d, h9-kw)
    # casting (costs.py): CR 702.33, 702.34, 702.74, 118.9, 702.29, 702.51, 702.41, 702.61
    "kicker", "multikicker", "flashback", "evoke", "alternative_cost", "cycling", "plainscycling",
    "islandcycling", "swampcycling", "mountaincycling", "forestcycling", "convoke",
    "affinity",  # "Affinity for Swamps" (costs.affinity_reduction, 702.41a; h9-sta)
    "affinity_for_artifacts", "split_second", "basic_landcycling", "cumulative_upkeep",
    # bestow.py (702.103)
    "bestow",
    # faces.py, costs.py: cast transformed from a graveyard (702.146); a split card's half
    # cast only from a graveyard, then exiled (702.127)
    "disturb", "aftermath",
    # faces.py: day/night (702.145, 728)
    "daybound", "nightbound",
    # faces.py, model/faces.py: both halves of a split card cast from the hand (702.102)
    "fuse",
    # costs.py: exiled as it resolves, cast again next upkeep (702.88)
    "rebound",
    # storm (702.40a, keyword_abilities.storm)
    "storm",
    # costs.py, casting.py, resolution.py (702.96)
    "overload",
    # keyword_abilities.py, interpreter._myriad (702.116a)
    "myriad",
    # costs.hand_abilities, interpreter._ninjutsu (702.49)
    "ninjutsu",
    # morph.py (702.37, 708)
    "morph", "megamorph",
    # phasing.py: phases out and in during its controller's untap step (702.26a, 502.1)
    "phasing",
    # issue 29, keyword mechanics: partner (702.124: deck construction only, no in-game
    # effect); buyback (702.27, costs.py, resolution.py)
    "partner", "buyback",
    # costs.ESCAPE: cast from a graveyard for its escape cost (702.138a; round 8, EV1)
    "escape",
    # costs.convoke_creatures: what else pays {1} of a spell's cost — delve (702.66a) exiles
    # cards from the graveyard, improvise (702.126a) taps artifacts
    "delve", "improvise",
    # keyword_casts.py: alternative costs whose permanent has haste and leaves at the next end
    # step — dash (702.109a), blitz (702.152a)
    "dash", "blitz",
    # keyword_casts.py, zones.move: discarded into exile, cast for its madness cost (702.35a)
    "madness",
    # keyword_abilities.expansion, keyword_casts.unearthed: activated from a graveyard (702.84a)
    "unearth",
    # keyword_abilities.expansion: a "when you cast" trigger (702.85a, effects/keyword_mechanics)
    "cascade",
    # costs.py: cast from a graveyard, discarding a land card (702.81a)
    "retrace",
    # costs.py: surge, an alternative cost after another spell this turn (702.117a); undaunted,
    # {1} less for each opponent (702.125a)
    "surge", "undaunted",
    # costs.hand_abilities: a sorcery-speed search for the same mana value (702.53a)
    "transmute",
    # keyword_abilities.expansion, zones.py: counters for each colour of mana spent (702.44a)
    "sunburst",
    # keyword_abilities.expansion: sorcery-speed abilities of a graveyard card whose cost exiles
    # it — scavenge (702.97a), embalm (702.128a), eternalize (702.129a)
    "scavenge", "embalm", "eternalize",
    # chosen.py, keyword_casts.entering_keyword_choice: a +1/+1 counter or haste / no counter
    # as it enters (702.136a riot, 702.98a unleash)
    "riot", "unleash",
    # costs.py: reinforce, a hand ability (702.77a); jump-start, a way to cast from a graveyard
    # discarding a card, exiled afterwards (702.133a)
    "reinforce", "jump_start",
    # costs.hand_abilities (a special action), keyword_casts, triggers.step_began: suspend
    # (702.62a)
    "suspend",
    # costs.hand_abilities (a special action), keyword_casts: foretell (702.143a)
    "foretell",
    # keyword_casts.entering_question / entering_counters (asked as the spell resolves):
    # devour (702.82a), amplify (702.38a)
    "devour", "amplify",
    # costs.multikicker_cost, keyword_abilities.replicate: paid any number of times, a copy
    # for each (702.56a)
    "replicate",
    # game_services.draw, keyword_casts.miracle_drawn: cast as the first card drawn (702.94a)
    "miracle",
    # keyword_abilities.expansion: partner with's ETB search for the partner (702.124i)
    "partner_with",
    # keyword_abilities.expansion: a cast trigger revealing cards of the same name (702.60a)
    "ripple",
    # costs.ways_to_cast: an alternative cost once an opponent lost life this turn (702.137a)
    "spectacle",
    # keyword_casts.creature_died: a graveyard card's trigger when a creature dies (702.59a)
    "recover",
    # casting._ask_casualty, keyword_abilities.casualty: sacrifice to copy (702.153a)
    "casualty",
    # issues 28/29, combat keywords: keyword_abilities.expansion (702.115), replacement.py
    # totem_armor_saves (702.89)
    "ingest", "totem_armor",
    "provoke",  # keyword_abilities.expansion, combat_rules pair requirements (702.39a)
    # casting._ask_conspire, cast_payment (tap two), keyword_abilities.conspire (702.78a)
    "conspire",
    "awaken",  # costs.ways_to_cast, cast_modes.awakened (702.113a)
    "exploit",  # keyword_abilities.expansion, effects/mechanics._exploit (702.110a)
    "assist",  # casting._ask_assist, cast_payment.finish: another player pays (702.132a)
    "flash_as_though",  # priority._card_actions, costs.way_cost (601.3a, 601.2f)
    "champion",  # keyword_abilities.expansion, effects/mechanics._champion (702.72a)
    "splice",  # splice.py, casting._ask_splice (702.47)
    "friends_forever",  # a partner variant: deck construction only (702.124i)
    "typecycling",  # costs.hand_abilities: "Wizardcycling {3}" (702.29f)
    "landwalk",  # combat.can_block: "nonbasic landwalk", "snow swampwalk" (702.14c)
    "demonstrate",  # keyword_abilities.demonstrate: two copies, yours and an opponent's (h9b-KW)
})
SUPPORTED_TRIGGERS = frozenset({
    "enters", "dies", "leaves", "attacks", "upkeep", "draw_step", "precombat_main",
    "beginning_of_combat", "end_step", "cast", "deals_combat_damage_to_player", "gain_life",
    "lore", "discard", "tapped_for_mana", "state",
    # h5-triggers: triggers.combat_damage_dealt (CR 510.2, 603.2c)
    "deals_combat_damage_any", "deals_combat_damage_to_player_or_pw",
    "opponent_source_damage_you",  # triggers.opponent_source_damaged_you (120.3)
    "attacks_alone", "attacks_most_life", "attacks_with_greater_power", "blocks",
    "becomes_blocked", "blocked_by", "put_into_graveyard", "becomes_target",
    "put_into_exile",  # triggers.left: "is put into exile from the battlefield" (round 8, EV1)
    "last_counter_removed", "cast_targeting_self",
    "becomes_monstrous",  # CR 701.31c (interpreter._monstrosity)
    "cycle",  # "When you cycle ~" (702.29d)
    "draw", "dealt_damage", "deals_combat_damage_to_creature",  # triggers.py
    "cast_self",
    "attack_batch",  # "Whenever you attack" / "one or more … attack" (issue 29; triggers.py)
    "cast_or_copy",  # "Whenever you cast or copy an instant or sorcery spell" (issue 29)
    "cast_first_opponents_turn",  # "your first spell during each opponent's turn"
    "combat_damage_batch",  # "one or more creatures you control deal combat damage"
    "turned_face_up",  # morph.py (702.37e, 708.8)
    "player_attacked", "attacks_player_with_creatures",  # Auras enchanting a player (303.4b)
    "untaps",  # "Whenever a permanent becomes untapped" (Mesmeric Orb; untap step, Untap)
    # issue 28, composed trigger events (oracle/trigger_events.py; triggers.py fires them)
    "attacks_unblocked", "deals_damage_to_player", "deals_damage", "deals_damage_to_creature",
    "blocks_creature", "tapped", "sacrifice", "cycle_or_discard", "cycles", "cast_second",
    "attacks_battalion", "dealt_combat_damage",
    "cast_first",  # "their first noncreature spell each turn" (Esper Sentinel; triggers.py)
    "transforms_into",  # faces.transform (701.28e)
    "class_level",  # "When this Class becomes level N" (effects/classes.py, 716.2a)
    "exerted",  # exert (701.39a; combat.exert, triggers.exerted)
    "exploits",  # "When ~ exploits a creature" (702.110b; effects/mechanics._exploit)
    "day_night_changes",  # faces.become (728.1a)
}) | frozenset({  # issues 28/29, oracle/trigger_events_more.py (triggers.py fires them)
    "draw_second",  # "your second card each turn" (121.2; triggers.drew)
    "cast_kicked",  # "Whenever you cast a kicked spell" (702.33d; triggers.cast)
    "player_dealt_damage",  # "Whenever you're dealt damage" (120.3; triggers.damage_to_player)
    "becomes_target_spell",  # "… the target of a spell" (triggers._targeted_by_spell)
    "enters_untapped",  # "When ~ enters untapped" (triggers.entered)
    "cards_leave_graveyard",  # "one or more cards leave your graveyard" (zones.move)
    "gain_life_first",  # "… gain life for the first time each turn" (triggers.life_gained)
    "card_to_graveyard",  # "… put into an opponent's graveyard from anywhere" (zones.move)
}) | frozenset({  # issue 29, h6-E: oracle/trigger_events_3.py (triggers.counters_put, 122.6)
    "counters_put",  # "one or more +1/+1 counters are put on ~", "you put one or more …"
    "counter_put_each",  # "a +1/+1 counter is put on ~" (once for each counter)
}) | frozenset({  # issue 29, h7-trg: oracle/trigger_events_7.py
    "land_played",  # "Whenever a player plays a land" (305.1; triggers.land_played, zones.move)
    "life_lost", "life_lost_first",  # "Whenever you lose life" (119.3; triggers.life_lost)
    "scry", "scry_first", "surveil", "surveil_first",  # triggers.library_action (701.18, 701.42)
    "ability_activated",  # "Whenever you activate an ability …" (602.2; triggers.ability_activated)
    "cards_to_graveyard", "card_to_graveyard_from",  # triggers.cards_to_graveyard (603.2c)
    "player_dealt_noncombat_damage",  # triggers.noncombat_damage_to_player (120.3)
}) | frozenset({  # issue 29, h8-trg: oracle/trigger_events_8.py
    "self_to_graveyard",  # "When ~ is put into a graveyard from anywhere" (603.6c)
    "cycles_first",  # "Whenever you cycle another card for the first time each turn" (702.29)
    "discarded_by_opponent",  # "… an opponent controls causes you to discard ~" (701.9)
    "explores",  # "Whenever a creature you control explores" (701.40b; triggers.explored)
    "dungeon_completed",  # "Whenever you complete a dungeon" (309.7; triggers.dungeon_completed)
    "crews", "becomes_crewed",  # "Whenever ~ crews a Vehicle" (702.122; triggers.crewed)
    "phases_in",  # "Whenever ~ phases in" (702.26a; triggers.phased_in)
})
SUPPORTED_AMOUNTS = frozenset({"fixed", "x", "count", "power", "toughness", "mana_value",
                               "party",  # CR 700.8 (rules_support.party_size)
                               "life", "hand_size", "counters", "devotion",
                               "blockers_beyond_first", "opponents_attacked", "life_lost",
                               "life_lost_this_way", "player_counters", "mana_spent",
                               "half_life_up", "exiled_this_way", "kicks", "discarded_this_way",
                               "greatest_discarded_this_way",
                               "revealed_this_way",  # library_looks.RevealFromHand (608.2c)
                               "half_life",
                               # quantities.py: "for each …", "where X is …", "equal to …"
                               "died_this_turn", "greatest_power", "destroyed_this_way",
                               "life_gained_this_turn", "opponents",
                               "spells_cast_this_turn",
                               "event_amount", "revealed_mana_value",
                               "colors_among",  # "for each color among permanents you control"
                               "counters_removed_this_way",  # Coalition Relic (608.2c)
                               "greatest_mana_value",  # issue 28, statics
                               "colors_spent",  # sunburst (702.44a, zones.py)
                               "attached_count",  # "for each Equipment attached to ~"
                               "basic_land_types",  # domain (CR 305.6; issues 28/29)
                               "blockers",  # "for each creature blocking it" (QF)
                               "graveyard_card_types",  # Tarmogoyf (QF; CR 205.2a)
                               "greatest_toughness", "library_size",  # QF
                               }) | frozenset({  # issue 29, h8-qf (608.2c)
    "tapped_this_way",  # "for each creature tapped this way" (effects/quantities_filters_8)
    "player_life_lost_this_turn",  # "the life they lost this turn" (CR 119.3)
})
SUPPORTED_CONDITIONS = frozenset({"you_control", "opponent_controls", "life_at_most",
                                  "life_at_least", "hand_at_most", "your_turn", "not_your_turn",
                                  "main_phase", "ref_matches", "greater_power", "paid",
                                  "no_counters", "opponent_damaged_this_turn",
                                  "controlled_since_last_upkeep", "renowned",
                                  "kicked", "noncreature_destroyed_by_opponent",
                                  "creature_died_this_turn", "self_in_zones",
                                  "opponents_at_least", "controls_commander", "discarded",
                                  "sacrificed", "chosen", "total_power_at_least",
                                  "name_unique", "on_battlefield",
                                  "x_at_least",  # "If X is 10 or more" (rules_support)
                                  # faces.py: the previous turn's spells (728.2)
                                  "spells_last_turn_at_most",
                                  "player_spells_last_turn_at_least",
                                  "self_counters_at_least",  # the flip cards' ki counters
                                  "class_level_is",  # CR 716.2a
                                  "hand_at_least",
                                  # issue 28, statics (rules_support.condition_holds)
                                  "cards_in_zone", "graveyard_card_types", "self_is",
                                  "attacked_this_turn", "gained_life_this_turn",
                                  "self_attacked_this_turn",  # boast (h5-costs)
                                  "opponent_lost_life_this_turn",
                                  "won_flip",  # issue 28: "If you win the flip" (CR 705)
                                  "won_clash",
                                  "full_party"}) | (  # "If you win" after a clash (CR 701.23d)
    MORE_CONDITIONS | COUNT_CONDITIONS | {ANY_OF}) | (  # issues 28/29 (conditions_more.py)
    DESIGNATION_CONDITIONS) | (  # the monarch, the city's blessing (designations.py, issue 29)
    CONDITIONS_7) | (  # issue 29, round 7 (conditions_7.py)
    CONDITIONS_8) | (  # issue 29, round 8 (conditions_8.py)
    CONDITIONS_9_EV2) | (  # issue 29, h9-ev2 (harm_verbs_9.py)
    CONDITIONS_9) | (  # issue 29, round 9 (conditions_9.py; h9-cnd)
    NAME_CONDITIONS_9) | (  # issue 29, QF ninth wave (name_conditions_9.py)
    CONDITIONS_9B_CND) | (  # issue 29, round 9b (conditions_9b_cnd.py; h9b-cnd)
    CONDITIONS_9B_STA)  # issue 29, h9b-STA (conditions_9b_sta.py)
SUPPORTED_LAYERS = frozenset({"2", "4", "5", "6", "7a", "7b", "7c", "7d", "rules"})
SUPPORTED_RULES = frozenset({"goaded",  # "… is goaded" (layers, CR 701.38b; issue 29)
                             # QF ninth wave: named_bans.py (CR 602.5)
                             NAMED_NO_ACTIVATION, NAMED_NO_NONMANA_ACTIVATION,
                             ASSIGNS_NO_COMBAT_DAMAGE,  # combat._deals_now (510.1a; round 7)
                             "cant_attack", "cant_block", "cost_increase", "cost_reduction",
                             # "If that creature would die this turn, exile it instead."
                             # (zones.dies_replacement, CR 614.1a; issues 28/29)
                             "exile_if_dies",
                             # damage.STATIC_PREVENTION (CR 615.1a)
                             "prevent_damage_to", "prevent_combat_damage_to",
                             "prevent_damage_by", "prevent_combat_damage_by",
                             "cost_reduction_all",  # every player's spells (Urza's Incubator)
                             "cost_increase_opponents",  # "spells your opponents cast cost …"
                             "skip_draw_step",  # Necropotence (turn.py, CR 614.10)
                             "play_linked_exile",
                             "cant_be_countered", "cant_be_blocked", "min_two_blockers",
                             "attacks_each_combat", "block_only_flyers", "must_be_blocked",
                             "all_must_block", "cant_be_blocked_power_max",
                             "attack_needs_defender_land", "max_one_blocker",
                             "can_be_commander", "no_max_hand_size",
                             "begin_on_battlefield",  # the Leylines (opening_hand.py, 103.6a)
                             "doesnt_untap", "cant_be_blocked_color",
                             "cost_per_extra_target", "cost_reduction_self",
                             # "Black spells you cast cost {B} more" and strive's coloured
                             # mana for each extra target (costs.mana_increase; h7-sta)
                             "cost_increase_mana", "cost_mana_per_extra_target",
                             "no_triggers",  # Torpor Orb, Hushbringer (triggers.py; h7-sta)
                             # deck-building rules (CR 100.2a; formats/commander.py)
                             "deck_any_number", "deck_up_to",
                             # player_rules.py (CR 119.7, 104.2b, 104.3)
                             "cant_gain_life", "cant_lose", "cant_win",
                             # targets.py, priority.py (702.11d, 702.18d, 101.2; h6-B)
                             "player_hexproof", "player_shroud", "one_spell_per_turn",
                             "cast_only",  # timing.py (CR 601.3a)
                             # goad, Raving Dead, Mystic Barrier (701.38, 508.1d)
                             "goaded_by", "attacks_player", "attack_nearest_in_direction",
                             "direction",
                             "attack_tax",  # Ghostly Prison (combat.attack_tax, 508.1d)
                             "attack_tax_pw",  # "… you or planeswalkers you control …" (Baird)
                             # play_from_top.py (CR 401.2, 118.9): Bolas's Citadel
                             "look_top_any_time", "play_from_top", "play_from_top_life",
                             "reveal_top", "play_lands_from_top", "cast_spells_from_top",
                             "cast_graveyard_turn",
                             "attack_despite_defender",  # combat.can_attack (702.3b)
                             "cant_activate",  # priority._can_activate, mana_sources (602.5)
                             # h9-sta: priority._can_activate (602.5, 605.1a), crew (702.122a)
                             CANT_ACTIVATE_NONMANA, NONMANA_SENTENCE, CANT_CREW,
                             UNTAP_LIMIT,  # turn.untap_candidates, untap_limits (502.3)
                             # combat.can_block, combat_rules.pair_allows (509.1b)
                             "cant_be_blocked_by", "cant_be_blocked_power_less",
                             "cant_be_blocked_except_by", "cant_block_noun",
                             "min_three_blockers",
                             "block_additional", "block_any_number",  # 509.1a
                             "blocks_each_combat",  # combat_rules.BLOCK_REQUIREMENT (509.1c)
                             "cant_be_blocked_if_defender_controls",  # 509.1b
                             "cant_attack_alone", "cant_block_alone",  # combat (506.5)
                             "assign_as_unblocked",  # combat.damage_decision (510.1c)
                             # replacement.regenerate (701.15c; issue 29, h5-statics)
                             "cant_be_regenerated",
                             "walk_blockable",  # combat.can_block (702.14c)
                             "may_not_untap",  # untap_choice.py (502.3; h8-kw)
                             ASSIGNS_TOUGHNESS,  # combat.combat_damage_of (510.1a; h9-ev3)
                             "untargetable",  # targets.untargetable_by (115.4)
                             # player_rules.land_plays_allowed (305.2; round 8, EV1)
                             "extra_land_plays",
                             # priority._card_actions (305.1; round 9, EV1)
                             PLAY_LANDS_FROM_GRAVEYARD,
                             HANDS_REVEALED,  # view.py (701.16a; round 9b, EV1)
                             CANT_ATTACK_YOU,  # combat.may_attack (508.1c; h8-sta)
                             MAX_HAND_SIZE_CHANGE,  # hand_size.max_hand_size (402.2; h8-sta)
                             # cast_bans.cast_banned (101.2; h8-sta)
                             CANT_CAST_SPELLS, CANT_CAST_SPELLS + ":your_turn",
                             CANT_CAST_SPELLS + ":combat", CANT_CAST_SPELLS + ":exiled_name",
                             })
SUPPORTED_REPLACEMENTS = frozenset({("dies", "exile"), ("enters", "tapped"), ("enters", "copy"),
                                    ("to_graveyard", "exile"),
                                    ("enters", "counters"), ("put_counters", "add"),
                                    ("put_counters", "double"), ("create_token", "double"),
                                    ("player_counters", "add"),
                                    ("enters", "choose_creature_type"),
                                    ("enters", "choose_option"),  # chosen.py
                                    ("enters", "tapped_unless_pay_life"),  # shock lands
                                    ("enters", "becomes_day"),  # faces.entered (728.1)
                                    ("enters", "tapped_unless_reveal"),  # reveal lands
                                    # h9-sta: enter_sacrifice.py (614.1a)
                                    ("enters", SACRIFICE_TO_ENTER),
                                    # h4-prevent: damage_rules.py (CR 615.1a, 614.1a)
                                    ("damage", "rule"),
                                    # h5-triggers: replacement.gain_life_outcome (614.1a,
                                    # 616.1); zones.dies_replacement (614.1a, 113.6b)
                                    ("gain_life", "add"), ("gain_life", "double"),
                                    ("gain_life", "none"), ("gain_life", "lose"),
                                    ("gain_life", "draw"), ("to_graveyard", "shuffle"),
                                    ("life_floor", "floor"),  # damage.life_floor_loss
                                    # h8-sta: draw_replacement.replace_draw (614.11, 121.6)
                                    ("draw", "effects"), ("draw_except_first", "effects"),
                                    # QF ninth wave: resolution / zones.py (614.12, 201.3)
                                    ("enters", CHOOSE_CARD_NAME)})


def unsupported_reason(card: m.CardDef) -> str | None:
    """Why the engine cannot play ``card`` faithfully, or ``None`` if it can."""
    for ability in card.abilities:
        problem = _ability_problem(ability)
        if problem:
            return f"{card.name}: {problem}"
    if _exiled_name_unlinked(card):
        return (f"{card.name}: 'the exiled card' of a ban on casting, with no exile linked "
                "to it (cast_bans.py)")
    if card.has_keyword("storm") and any(isinstance(a, m.SpellAbility) and (
            a.modes is not None or any(t.count != 1 or t.count_x for t in a.targets))
            for a in card.abilities):
        # 702.40a, 707.10c: each copy may take new targets — one target at a time for each
        # single target of a non-modal spell (effects/library._retargetable)
        return (f"{card.name}: storm copies of a modal or multi-target spell choose no new "
                "targets yet")
    return None


def _unfixed_bound(value: Any, parent: Any = None, field: str = "", *,
                   x_announced: bool = True) -> bool:
    """Whether a filter bound to a quantity (issue 29, :mod:`.filter_bounds`) sits where
    nothing fixes it: only a target's filter (fixed on choosing and on resolving, 608.2b) and
    the filter of an effect the interpreter runs (fixed as it begins, 608.2h) are fixed — not
    a static's, a trigger's or a condition's. Without ``x_announced`` (a triggered ability:
    no X is chosen as it is put on the stack; "you may pay {X}" is not that X) an X bound is
    never fixed."""
    if isinstance(value, m.Filter):
        if value.bound_amount is None:
            return False
        if value.bound_amount.kind == "x" and not x_announced:
            return True
        fixed = isinstance(parent, m.TargetSpec) or (
            field == "filter" and type(parent) in supported_effects())
        return not fixed
    if isinstance(value, (tuple, list)):
        return any(_unfixed_bound(v, parent, field, x_announced=x_announced) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_unfixed_bound(getattr(value, f.name), value, f.name,
                                  x_announced=x_announced)
                   for f in dataclasses.fields(value))
    return False


def _ability_problem(ability: Any) -> str | None:
    if _unfixed_bound(ability, x_announced=not isinstance(ability, m.TriggeredAbility)):
        return "a filter bound to a quantity where nothing computes it"
    zone_problem = graveyard_zone_problem(ability, STEP_EVENTS.values())  # CR 113.6b
    if zone_problem:
        return zone_problem
    if isinstance(ability, m.Keyword):
        name = keyword_name(ability.name)
        if name == "echo" and not (ability.cost is not None and payable_on_resolution(
                ability.cost)) and cost_offer(ability.cost, "you") is None:  # h8-kw
            return "an echo cost other than mana or life"
        if name == "cumulative_upkeep" and (ability.cost is None or ability.cost == m.Cost()
                                            or not payable_on_resolution(ability.cost)):
            # 702.24a (PayPerCounter pays mana, life or energy once per age counter)
            return "a cumulative upkeep cost other than mana, life or energy"
        if name == "ward" and (ability.cost is None or ability.cost != m.Cost(
                mana=ability.cost.mana) or not ability.cost.mana) and cost_offer(
                ability.cost, "triggering_player") is None:  # h8-kw: life, discard, sacrifice
            return "a ward cost other than mana"
        if name == "outlast" and (ability.cost is None or ability.cost != m.Cost(
                mana=ability.cost.mana)):
            return "an outlast cost other than mana"
        if name not in SUPPORTED_KEYWORDS:
            return f"keyword {ability.name!r}"
        return _keyword_cost_problem(name, ability)
    if isinstance(ability, m.StaticAbility):
        if ability.condition is not None and not _static_condition_ok(ability.condition) \
                and not _cost_condition_ok(ability) and not _eminence_cost_ok(ability):
            return f"the 'as long as' condition {ability.condition.kind!r}"
        if ability.condition is not None and ability.condition.kind == "self_is" and (
                ability.condition.ref == "it") and any(
                getattr(e, "affected", "self") != "self" for e in ability.effects):
            # "Enchanted creature has shroud as long as it's untapped": "it" is the creature,
            # and layers._holds reads ~'s own status (Spectral Cloak)
            return "an 'as long as it is …' about the object the ability affects"
        amount_problem = _layer_amount_problem(ability)
        if amount_problem:
            return amount_problem
        for effect in ability.effects:
            if effect.layer not in SUPPORTED_LAYERS:
                return f"a layer-{effect.layer} effect"
            if effect.layer == "rules" and effect.rule.partition(":")[0] not in SUPPORTED_RULES:
                return f"the rule change {effect.rule!r}"
            if effect.rule in ("prevent_damage_to", "prevent_combat_damage_to") and (
                    effect.affected != m.SELF or ability.condition is not None):
                return f"{effect.rule!r} for another object or with a condition"
            if effect.rule in ("cost_increase", "cost_reduction", "cost_reduction_all",
                               "cost_increase_opponents") and (
                    effect.affected != "spells" or not isinstance(effect.amount, int)
                    or ability.zone != "battlefield"):
                return f"a {effect.rule} other than a fixed amount for spells"
            if effect.rule.partition(":")[0] == "extra_land_plays" and (
                    effect.affected not in ("you", "players") or ability.condition is not None
                    or ability.zone != "battlefield" or not isinstance(effect.amount, int)):
                return "extra land plays with a condition or from outside the battlefield"
            if effect.rule in ("cant_gain_life", "cant_lose", "cant_win", "player_hexproof",
                               "player_shroud", "one_spell_per_turn") and (
                    effect.affected not in ("you", "opponents", "players")
                    or ability.condition is not None):
                return f"{effect.rule!r} for {effect.affected!r} or with a condition"
            if effect.rule.startswith("cast_only") and (
                    effect.rule.partition(":")[2] not in WINDOWS):
                return f"the casting window {effect.rule!r}"
            if effect.rule == "cant_be_countered" and effect.affected not in ("self", "spells"):
                return "'can't be countered' for other spells"
            if effect.rule == "cant_be_countered" and effect.affected == "spells" and (
                    ability.zone != "battlefield" or ability.condition is not None
                    or effect.filter is None
                    or effect.filter.controller not in ("you", "any")):  # any: issue 29
                return "'can't be countered' for spells other than yours"
            for k in effect.add_keywords:
                if keyword_name(k.name) not in SUPPORTED_KEYWORDS:
                    return f"keyword {k.name!r}"
            for granted in effect.add_abilities:  # a quoted ability it gives (layer 6)
                problem = _ability_problem(granted)
                if problem:
                    return f"the ability it gives: {problem}"
        return None
    if isinstance(ability, m.ReplacementAbility):
        if (ability.event, ability.action) not in SUPPORTED_REPLACEMENTS:
            return f"replacement {ability.event}/{ability.action}"
        if ability.condition is not None and ability.condition.kind not in (
                SUPPORTED_CONDITIONS):
            return f"condition {ability.condition.kind!r}"
        if ability.event in DRAW_EVENTS:  # what a draw replacement does instead (h8-sta)
            problem = _effects_problem(list(ability.effects))
            if problem:
                return problem
        for quoted in ability.copy_except.abilities if ability.copy_except else ():
            problem = _ability_problem(quoted)  # "except it has "…"" (707.9b)
            if problem:
                return f"the ability a copy has: {problem}"
        return None
    if isinstance(ability, m.TriggeredAbility):
        if ability.trigger.event not in SUPPORTED_TRIGGERS:
            return f"trigger {ability.trigger.event!r}"
        if ability.trigger.event == "tapped_for_mana" and not is_triggered_mana_ability(ability):
            return "a 'tapped for mana' trigger that is no triggered mana ability"
        if ability.intervening_if is not None and not _resolution_condition_ok(
                ability.intervening_if):
            return f"condition {ability.intervening_if.kind!r}"
        if ability.trigger.event in BATTLEFIELD_ONLY_TRIGGERS and _returns_self_from_graveyard(
                ability.effects):
            return "a trigger of a card in a graveyard (triggers.py fires it on the battlefield)"
    if isinstance(ability, m.ActivatedAbility) and ability.is_mana_ability and any(
            isinstance(e, m.AddMana) and e.choices[:1] == (COMBINATION,)
            and combination_options(e.choices, e.amount) is None for e in ability.effects):
        # priority lists each combination as an activation (h7-ev3): X or too many, no list
        return "a mana ability making a combination of colours too large to list"
    if isinstance(ability, m.ActivatedAbility) and ability.is_mana_ability and ability.effects \
            and not isinstance(ability.effects[0], m.AddMana):
        # game_services.activate_mana adds the first effect's mana (h8-ev3): "{T}: Put a charge
        # counter on ~. Add X mana …" (Empowered Autogenerator) is not played half-read
        return "a mana ability whose first instruction is not its mana"
    if isinstance(ability, m.ActivatedAbility):
        if ability.zone == "hand" and _hand_cost_ok(ability):
            pass  # "{R}, Discard ~: …" (602.2a; costs.hand_abilities, h5-costs)
        elif ability.zone not in ("battlefield", "graveyard") or (
                ability.zone == "graveyard" and (ability.cost.tap or ability.cost.sacrifice_self
                                                 or ability.is_mana_ability)):
            return f"abilities activated from the {ability.zone}"
        if ability.timing != "instant" and ability.timing not in ACTIVATE_WINDOWS:
            return f"the activation timing {ability.timing!r}"
        if (ability.cost.exile_self and ability.zone == "hand") or (
                (ability.cost.untap or ability.cost.put_counter_self)
                and ability.zone != "battlefield"):
            return "an unsupported cost"
        if ability.cost.discard_x or ability.cost.sacrifice_x:  # X is announced for spells
            # only (casting._ask)
            return "an unsupported cost"
        if ability.condition is not None and ability.condition.kind not in (
                SUPPORTED_CONDITIONS):
            return f"'activate only if' {ability.condition.kind!r}"
    if isinstance(ability, (m.SpellAbility, m.ActivatedAbility, m.TriggeredAbility)):
        effects: list[Any] = list(ability.effects)
        if ability.modes is not None:
            if ability.modes.upgrade is not None:
                return "a mode count raised by a condition (not yet read by casting)"
            for mode in ability.modes.modes:
                effects.extend(mode.effects)
        if isinstance(ability, m.SpellAbility) and len(ability.additional_costs) > 1:
            return "several additional costs"
        return _effects_problem(effects)
    return None


STATIC_CONDITIONS = frozenset({"your_turn", "attacking", "life_at_least", "life_at_most",
                               "opponent_life_at_most", "all", "controls_own_commander",
                               "self_counters_at_least",
                               "class_level_at_least",  # CR 716.2a (layers._holds)
                               # issue 28, statics (layers._more_holds)
                               "you_control", "cards_in_zone", "graveyard_card_types",
                               "self_is", "opponent_controls",
                               "hand_at_most", "hand_at_least",  # issue 29 (layers._holds)
                               "attached_is",  # issue 29: "as long as equipped creature is"
                               ATTACHED_FOLDED, CAST_THIS_TURN,  # round 7 (conditions_7)
                               DIED_THIS_TURN, ENTERED_THIS_TURN, MOST_COMMON_COLOR}) | (
    MORE_CONDITIONS | {ANY_OF}) | DESIGNATION_CONDITIONS | (  # issues 28/29 (layers._holds)
    STATIC_CONDITIONS_8)  # issue 29, round 8 (conditions_8.py)


def _hand_cost_ok(ability: m.ActivatedAbility) -> bool:
    """An ability of a card in hand the engine activates (costs.hand_abilities): "Discard ~"
    pays for it, nothing of a permanent's is in its cost and it makes no mana (602.2a)."""
    cost = ability.cost
    return (cost.discard_self or cost.reveal_self) and not ability.is_mana_ability and not (
        cost.tap or cost.untap or cost.sacrifice_self or cost.exile_self or cost.loyalty
        is not None or cost.remove_counters or cost.put_counter_self or cost.return_self)


def _static_condition_ok(condition: m.Condition) -> bool:
    """The conditions :func:`cardtable.games.magic.layers._holds` reads (611.3a). A tapped or
    untapped status is not among them: tapping does not invalidate the layer cache."""
    if condition.kind == "self_is" and condition.state not in STATIC_SELF_STATES:
        return False
    if condition.kind == "quantity_less_than":  # the layers count devotion (CR 700.5)
        return condition.quantity is not None and condition.quantity.kind == "devotion"
    if condition.kind in STATIC_CONDITIONS_8 and not static_8_ok(condition):  # round 8
        return False
    if condition.kind == "self_in_zones":  # "~ is in your graveyard and …": the layers apply
        return condition.zone == "graveyard" and not condition.negate  # it from there (113.6b)
    return condition.kind in STATIC_CONDITIONS and all(
        _static_condition_ok(part) for part in condition.all_of)


# The amounts the layer system counts as it applies a P/T effect (layers._static_amount)
LAYER_AMOUNTS = frozenset({"count", "hand_size", "counters", "greatest_mana_value",
                           "colors_among",
                           "basic_land_types",  # domain (CR 305.6)
                           "attached_count",  # "for each Aura attached to it" (issue 29)
                           "graveyard_card_types",  # Tarmogoyf (issue 29, QF)
                           "life",  # "where X is your life total" (issue 29, CR 119.1)
                           "devotion"})  # layers._static_amount (CR 700.5; h8-kw)


def _layer_amount_problem(ability: m.StaticAbility) -> str | None:
    """A characteristic-defining or "for each" P/T amount the layers cannot count (604.3)."""
    for effect in ability.effects:
        for value in (effect.power, effect.toughness):
            if not isinstance(value, m.Amount):
                continue
            if value.kind not in LAYER_AMOUNTS or (
                    value.kind == "count" and (value.filter is None or value.ref
                                               or value.zone not in ("battlefield",
                                                                     "graveyard"))) or (
                    value.kind in ("hand_size", "counters", "colors_among", "life")
                    and value.ref not in ("", "you", "self")):
                return f"the P/T amount {value.kind!r}"
    return None


def _exiled_name_unlinked(card: m.CardDef) -> bool:
    """"… can't cast spells with the same name as the exiled card." reads the cards linked to
    the source (607.2a), which only "exile … until ~ leaves the battlefield" records (h8-sta)."""
    bans = any(isinstance(a, m.StaticAbility) and any(
        e.rule == f"{CANT_CAST_SPELLS}:{EXILED_NAME}" for e in a.effects) for a in card.abilities)
    return bans and not any(
        isinstance(a, m.TriggeredAbility) and any(
            isinstance(e, ExileUntilLeaves) for e in a.effects)
        for a in card.abilities)


def _eminence_cost_ok(ability: m.StaticAbility) -> bool:
    """Eminence's "other Dragon spells you cast cost {1} less" (costs._cost_rules reads it from
    the command zone and the battlefield; CR 113.6; h8-sta)."""
    return ability.condition is not None and ability.condition.kind == "self_in_zones" and (
        ability.condition.zone == EMINENCE_ZONES) and all(
        e.rule == "cost_reduction" and e.affected == "spells" for e in ability.effects)


def _resolution_condition_ok(condition: m.Condition) -> bool:
    """A condition ``rules_support.condition_holds`` reads as a trigger or instruction
    resolves: a supported kind, or "A and B" (``"all"``) of such conditions (h9-kw)."""
    if condition.kind == "all":
        return bool(condition.all_of) and all(map(_resolution_condition_ok, condition.all_of))
    return condition.kind in SUPPORTED_CONDITIONS


def _cost_condition_ok(ability: m.StaticAbility) -> bool:
    """"This spell costs {N} less to cast if …" (costs.self_reduction asks the game, 601.2f)."""
    return ability.condition is not None and ability.condition_after and all(
        e.rule == "cost_reduction_self" for e in ability.effects) and (
        ability.condition.kind in SUPPORTED_CONDITIONS)


# The parts of a keyword's cost casting pays (costs.py, casting.py): mana for all of them;
# flashback and alternative costs may also sacrifice, discard or pay life (601.2h).
_COST_PARTS = {"mana"}
_KICKER_COST_PARTS = {"mana"} | m.OPTIONAL_COST_PARTS  # Blood Tribute, Forbid, Falling Timber
_WAY_COST_PARTS = {"mana", "sacrifice", "sacrifice_count", "discard", "pay_life",
                   # casting._ask_costs pays these for any way to cast (118.9, 601.2h)
                   "discard_filter", "tap_untapped", "tap_untapped_count",
                   "exile_from_graveyard", "exile_filter", "exile_from_hand",
                   "exile_hand_filter", "return_to_hand", "return_count"}
_CASTING_KEYWORDS = {"kicker", "multikicker", "evoke", "overload", "disturb", "cycling", "emerge",
                     "buyback", "dash", "blitz", "madness", "unearth", "surge", "prowl",
                     "transmute", "scavenge", "embalm", "eternalize", "reinforce", "suspend",
                     "foretell", "replicate", "miracle", "spectacle", "recover",
                     "plainscycling", "islandcycling", "swampcycling", "mountaincycling",
                     "forestcycling", "basic_landcycling", "typecycling"}


def _keyword_cost_problem(name: str, keyword: m.Keyword) -> str | None:
    if name not in _CASTING_KEYWORDS and name not in ("flashback", "alternative_cost", "escape"):
        return None
    if keyword.cost is None:
        return f"{name} without a cost"
    allowed = _COST_PARTS if name in _CASTING_KEYWORDS else _WAY_COST_PARTS
    if name == "evoke":  # a way to cast (costs.way_cost): "Evoke—Exile a black card from
        allowed = _WAY_COST_PARTS  # your hand." (Grief; 702.74a, 601.2h)
    if name in ("kicker", "buyback"):  # their non-mana parts: costs.with_optional_parts
        allowed = _KICKER_COST_PARTS
    default = m.Cost()
    used = {f for f in m.Cost.__dataclass_fields__
            if getattr(keyword.cost, f) != getattr(default, f)}
    extra = used - allowed
    if extra:
        return f"a {name} cost with {', '.join(sorted(extra))}"
    return None


def _effects_problem(effects: list[Any]) -> str | None:
    for effect in effects:
        if type(effect) not in supported_effects():
            return f"the effect {type(effect).KIND!r}"
        if isinstance(effect, (m.MayDo, m.Conditional, m.ForEachPlayer, m.DelayedTrigger)):
            inner = list(effect.effects) + list(getattr(effect, "otherwise", ()))
            problem = _effects_problem(inner)
            if problem:
                return problem
            if isinstance(effect, m.Conditional) and not _resolution_condition_ok(
                    effect.condition):
                return f"condition {effect.condition.kind!r}"
            if isinstance(effect, m.MayDo) and effect.cost is not None and not (
                    payable_on_resolution(effect.cost)):
                return "a 'may pay' cost"
            if isinstance(effect, m.Conditional) and effect.condition.kind == ANY_OF and (
                    any(part.kind not in SUPPORTED_CONDITIONS
                        for part in effect.condition.all_of)):  # "unless C" (h5-unless)
                return "a condition inside 'unless'"
        if isinstance(effect, m.UnlessOffer) and (  # "… unless PLAYER pays" (118.12)
                (effect.cost is not None and not payable_on_resolution(effect.cost)) or
                any(not isinstance(a, (m.Sacrifice, m.Discard, m.ReturnChosen)) and not (
                    isinstance(a, m.DealDamage) and a.to == "that_player")
                    for a in effect.actions)):
            return "an 'unless' cost"
        if isinstance(effect, m.ReflexiveTrigger):  # "When you do, …" (603.12)
            if effect.ability.trigger.event != "reflexive":
                return "a reflexive ability with another trigger"
            if effect.ability.intervening_if is not None or effect.ability.modes is not None:
                return "a reflexive ability with a condition or modes"
            if _names_x(effect.ability.effects):  # the X paid belongs to the first ability
                return "a reflexive ability reading X"
            problem = _effects_problem(list(effect.ability.effects))
            if problem:
                return f"'when you do': {problem}"
        if isinstance(effect, m.GetEmblem):  # the emblem's abilities must work too (114.4)
            for inner_ability in effect.abilities:
                if not isinstance(inner_ability, (m.ActivatedAbility, m.StaticAbility,
                                                  m.TriggeredAbility)):
                    return "an emblem ability other than an activated one"
                emblem_problem = _emblem_ability_problem(inner_ability)
                if emblem_problem:
                    return emblem_problem
                problem = _ability_problem(inner_ability)
                if problem:
                    return f"emblem: {problem}"
        if isinstance(effect, m.TurnTrigger):  # h8-trg: a delayed trigger this turn (603.7a)
            inner_trigger = effect.ability.trigger
            if inner_trigger.event not in TURN_TRIGGER_EVENTS or (
                    inner_trigger.event == "enters" and inner_trigger.subject != "filter"):
                return f"a trigger this turn on {inner_trigger.event!r}"
            if effect.ability.once_each_turn or effect.ability.modes is not None:
                return "a trigger this turn with modes or a once-each-turn rider"
            problem = _ability_problem(effect.ability)
            if problem:
                return f"this turn: {problem}"
        if isinstance(effect, m.GrantAbilities):
            for rule in effect.rules:
                if rule.partition(":")[0] not in SUPPORTED_RULES:
                    return f"the rule change {rule!r}"
            for k in effect.keywords:
                if keyword_name(k.name) not in SUPPORTED_KEYWORDS:
                    return f"keyword {k.name!r}"
        for value in (getattr(effect, "amount", 0), getattr(effect, "count", 0)):
            if isinstance(value, m.Amount) and value.kind not in SUPPORTED_AMOUNTS:
                return f"the quantity {value.kind!r}"
    return None


def _names_x(value: Any) -> bool:
    """Whether an Amount of kind ``"x"`` is anywhere in ``value`` (effects, nested)."""
    if isinstance(value, m.Amount):
        return value.kind == "x"
    if isinstance(value, tuple):
        return any(_names_x(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_names_x(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


# h8-trg: the events of a delayed trigger lasting this turn that triggers.py looks for on its
# command-zone holder (emblems.py: a spell cast, a permanent entering)
TURN_TRIGGER_EVENTS = frozenset({"cast", "enters", "attacks", "blocks"})


def _emblem_ability_problem(ability: m.Ability) -> str:
    """What of an emblem's static or triggered ability the command zone does not read
    (emblems.py, CR 114.4): statics that affect the objects a filter selects, triggers on the
    events triggers.py looks for on emblems."""

    if isinstance(ability, m.StaticAbility) and any(
            e.affected not in EMBLEM_STATIC_AFFECTS for e in ability.effects):
        return "an emblem's static ability that affects no filtered objects"
    if isinstance(ability, m.TriggeredAbility) and ability.trigger.event not in EMBLEM_EVENTS:
        return f"an emblem's trigger on {ability.trigger.event!r}"
    return ""


# issues 28/29 (oracle/trigger_events_more.py): events triggers.py fires only for permanents, so
# an ability of a card in a graveyard ("… return ~ from your graveyard to your hand", CR 113.6k)
# would never trigger
BATTLEFIELD_ONLY_TRIGGERS = frozenset({"draw_second", "gain_life_first",
                                       "dungeon_completed",  # h8-trg (Dungeon Crawler)
                                       "counters_put", "counter_put_each",  # h6-E
                                       "gain_life"})  # h9-TRG: Punishing Fire


def _returns_self_from_graveyard(value: Any) -> bool:
    """Whether an effect anywhere in ``value`` returns the ability's own card from a
    graveyard."""
    if isinstance(value, m.ReturnFromGraveyard):
        return value.what == m.SELF
    if isinstance(value, (list, tuple)):
        return any(_returns_self_from_graveyard(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_returns_self_from_graveyard(getattr(value, f.name))
                   for f in dataclasses.fields(value))
    return False
