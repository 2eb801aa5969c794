"""The words of triggered abilities' trigger conditions: "When ~ enters", "Whenever a creature
you control dies", "At the beginning of your upkeep" (CR 603.1 "when/whenever/at", CR 603.6 zone
changes, CR 603.10 leaves-the-battlefield, CR 503.1/513.1 step triggers) for the render-back
(magic.md §2)."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import (
    CardDef,
    Trigger,
)
from cardtable.games.magic.model.base import Filter
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.trigger_events import composed_trigger_text
from cardtable.games.magic.text.trigger_events_3 import counters_trigger_text
from cardtable.games.magic.text.trigger_events_7 import trigger_7_text
from cardtable.games.magic.text.trigger_events_8 import trigger_8_text
from cardtable.games.magic.text.trigger_events_9 import trigger_9_text
from cardtable.games.magic.text.trigger_events_more import more_trigger_text
from cardtable.games.magic.text.trigger_riders import (
    leaves_text,
    rider_text,
    source_damage_text,
)
from cardtable.games.magic.text.words import (
    SELF_NAME,
    RenderError,
    filter_phrase,
    spell_phrase,
    with_article,
)


def trigger_text(t: Trigger, card: CardDef) -> str:
    if t.wording == "when":  # "When ~ blocks": Oracle's word for the same event (603.2)
        head = trigger_text(replace(t, wording=""), card)
        return "When " + head.removeprefix("Whenever ") if head.startswith("Whenever ") \
            else head
    ninth = trigger_9_text(t)  # h9-TRG: text/trigger_events_9.py
    if ninth is not None:
        return ninth
    if t.rider:  # h5-triggers: "… during your turn", "… from your graveyard" (CR 601.2)
        return trigger_text(replace(t, rider=""), card) + rider_text(t)
    leaves = trigger_8_text(t) or trigger_7_text(t) or leaves_text(t) or source_damage_text(t) or \
        counters_trigger_text(t)  # issue 29 (trigger_7_text: h7-trg)
    if leaves is not None:
        return leaves
    if t.event == "state" and t.condition is not None:  # CR 603.8
        return f"When {condition_text(t.condition)}"
    more = more_trigger_text(t)  # issues 28/29: text/trigger_events_more.py
    if more is not None:
        return more
    composed = composed_trigger_text(t)  # subject × verb, a named player's step (issue 28)
    if composed is not None:
        return composed
    whose = {"you": "your", "opponent": "each opponent's", "each": "each", "the": "the",
             "each_player": "each player's", "enchanted_player": "enchanted player's"}[t.whose]
    steps = {"upkeep": "upkeep", "end_step": "end step", "draw_step": "draw step",
             "precombat_main": "precombat main phase", "beginning_of_combat": "combat"}
    if t.event in steps:
        if t.event == "beginning_of_combat":
            return f"At the beginning of combat on {whose} turn"
        return f"At the beginning of {whose} {steps[t.event]}"
    subject = SELF_NAME if t.subject == "self" else (
        "equipped creature" if t.subject == "equipped" else _trigger_subject(t, card))
    verbs = {"enters": "enters", "dies": "dies", "attacks": "attacks", "blocks": "blocks",
             "deals_combat_damage_to_player": "deals combat damage to a player",
             "leaves": "leaves the battlefield", "becomes_blocked": "becomes blocked",
             "attacks_alone": "attacks alone",
             "put_into_graveyard": "is put into a graveyard from the battlefield",
             "becomes_monstrous": "becomes monstrous", "untaps": "becomes untapped",
             "turned_face_up": "is turned face up", "exploits": "exploits a creature",
             # h5-triggers (issue 29): combat damage to any recipient / a player or
             # planeswalker (triggers.combat_damage_dealt, CR 510.2, 603.2c)
             "deals_combat_damage_any": "deals combat damage",
             "deals_combat_damage_to_player_or_pw":
                 "deals combat damage to a player or planeswalker",
             "becomes_target": "becomes the target of a spell or ability"
             + (" an opponent controls" if t.whose == "opponent" else "")}
    word = "When" if t.subject == "self" and (t.event in ("enters", "dies", "put_into_graveyard",
                                                          "becomes_monstrous", "leaves",
                                                          "turned_face_up", "exploits")
                                              or (t.event == "becomes_target"
                                              and t.whose != "opponent")) else "Whenever"
    if t.event == "enters" and t.subject == "filter" and t.filter is not None and \
            t.filter.controller == "you":
        f = replace(t.filter, controller="any", other=False)
        noun = ("another " + filter_phrase(f)) if t.filter.other else \
            with_article(filter_phrase(f))
        if not t.filter.other and (_is_one_of(card, f) if t.self_first is None
                                   else t.self_first):
            noun = f"{SELF_NAME} or another {filter_phrase(f)}"
        return f"Whenever {noun} enters under your control"
    if t.event == "enters" and t.subject == "filter" and t.filter is not None and \
            t.filter.controller == "opponent" and not t.filter.other:
        f = replace(t.filter, controller="any")  # Authority of the Consuls
        return f"Whenever {with_article(filter_phrase(f))} enters under an opponent's control"
    if t.event == "attacks" and t.subject == "filter" and t.whose == "enchanted_player":
        return f"Whenever {subject} attacks enchanted player"  # 303.4b
    if t.event == "player_attacked" and t.whose == "enchanted_player":
        return "Whenever enchanted player is attacked"
    if t.event == "attacks_player_with_creatures" and t.whose == "enchanted_player":
        return "Whenever a player attacks enchanted player with one or more creatures"
    if t.event == "attacks" and t.subject == "filter" and t.whose == "opponent":
        return (f"Whenever {subject} attacks one of your opponents or a planeswalker an "
                "opponent controls")
    if t.event in verbs:
        return f"{word} {subject} {verbs[t.event]}"
    if t.event == "cast" and t.filter == Filter(chosen_type=True) and t.whose == "you":
        return "Whenever you cast a spell of the chosen type"
    if t.event == "cast" and t.filter is not None and t.filter.other:
        return f"Whenever you cast another {filter_phrase(replace(t.filter, other=False))} spell"
    caster = {"you": "you cast", "each": "a player casts", "opponent": "an opponent casts"}.get(
        t.whose, "you cast")
    if t.event == "cast_first" and t.filter is not None:  # Esper Sentinel (triggers.cast)
        whose = "you cast your" if t.whose == "you" else f"{caster} their"
        return f"Whenever {whose} first {spell_phrase(t.filter)} each turn"
    if t.event == "cast" and t.filter is not None and not (
            t.filter.types or t.filter.all_types or t.filter.subtypes):
        return f"Whenever {caster} {with_article(spell_phrase(t.filter))}"
    if t.event == "cast" and t.filter is not None and (
            t.filter.mana_value_max is not None or t.filter.mana_value_min is not None):
        return f"Whenever {caster} {with_article(spell_phrase(t.filter))}"  # CR 202.3
    if t.event == "cast":
        return f"Whenever {caster} {with_article(filter_phrase(t.filter or Filter()))} spell"
    if t.event == "tapped_for_mana" and t.filter is not None:
        tapped = filter_phrase(replace(t.filter, controller="any"))  # you tap your own
        return f"Whenever you tap {with_article(tapped)} for mana"
    if t.event == "cycle" and t.subject == "self":
        return f"When you cycle {SELF_NAME}"
    if t.event == "cast_targeting_self":
        return f"Whenever you cast a spell that targets {SELF_NAME}"
    if t.event == "gain_life" and t.whose == "you":
        return "Whenever you gain life"
    if t.event == "cast_self":
        return "When you cast this spell"
    if t.event == "combat_damage_batch" and t.filter is not None:  # issue 29 (603.2c)
        to = "an opponent" if t.whose == "opponent" else "a player"
        return (f"Whenever one or more {filter_phrase(t.filter, many=True)} deal combat "
                f"damage to {to}")
    if t.event == "cast_first_opponents_turn" and t.filter is not None:  # issue 29
        return f"Whenever you cast your first {spell_phrase(t.filter)} during each opponent's turn"
    if t.event == "cast_or_copy" and t.filter is not None and t.whose == "you":  # 707.10
        return f"Whenever you cast or copy {with_article(spell_phrase(t.filter))}"
    if t.event == "reflexive":  # CR 603.12 (text/reflexive.py)
        return "When you do"
    if t.event == "attack_batch":  # issue 29 (CR 508.1, 603.2c)
        return attack_batch_text(t)
    if t.event == "day_night_changes":  # CR 728.1a
        return "Whenever day becomes night or night becomes day"
    if t.event == "class_level" and len(t.chapters) == 1:  # CR 716.2a
        return f"When this Class becomes level {t.chapters[0]}"
    if t.event == "transforms_into":  # CR 701.28e
        return f"{'Whenever' if t.whose == 'each' else 'When'} this creature transforms into " \
               f"{SELF_NAME}"
    if t.event == "draw" and t.whose == "you":
        return "Whenever you draw a card"
    if t.event == "draw" and t.whose == "opponent":  # Smothering Tithe (issue 28)
        return "Whenever an opponent draws a card"
    if t.event == "dealt_damage" and t.subject == "self":
        return f"Whenever {SELF_NAME} is dealt damage"
    if t.event == "deals_combat_damage_to_creature" and t.subject == "self":
        return f"Whenever {SELF_NAME} deals combat damage to a creature"
    if t.event == "discard":
        who = "an opponent" if t.whose == "opponent" else "you"
        return f"Whenever {who} {'discards' if who != 'you' else 'discard'} a card"
    raise RenderError(f"no words for the trigger event {t.event!r}")


def _is_one_of(card: CardDef, f: Filter) -> bool:
    """Whether the card itself is one of the objects ``f`` names by type and subtype only
    ("Whenever ~ or another Ally enters": Oracle names the object first when it is one)."""
    if replace(f, types=(), subtypes=()) != Filter() or not (f.types or f.subtypes):
        return False
    head, _dash, tail = card.type_line.partition("—")
    return set(f.types) <= set(head.split()) and set(f.subtypes) <= set(tail.split())


def _trigger_subject(t: Trigger, card: CardDef) -> str:
    f = t.filter or Filter()
    noun = filter_phrase(f)
    card_types = set(card.type_line.split("—")[0].split())
    if t.self_first is not None and t.event == "dies" and not f.other:
        return f"{SELF_NAME} or another {noun}" if t.self_first else with_article(noun)
    if (not f.other and f.types and set(f.types) <= card_types and t.event == "dies"
            and f.controller in ("any", "you")):
        return f"{SELF_NAME} or another {noun}"
    if f.other:
        return "another " + filter_phrase(replace(f, other=False))
    return with_article(noun)


_AT_LEAST = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def attack_batch_text(t: Trigger) -> str:
    """"Whenever you attack", "Whenever one or more nontoken Vampires you control attack",
    "Whenever one or more creatures attack", "Whenever you attack with three or more
    creatures"."""
    if t.wording == "you_attack":
        return "Whenever you attack"
    f = t.filter or Filter()
    if t.wording == "attack_with":
        return (f"Whenever you attack with {_AT_LEAST[t.at_least]} or more "
                f"{filter_phrase(f, many=True)}")
    return f"Whenever one or more {filter_phrase(f, many=True)} attack"
