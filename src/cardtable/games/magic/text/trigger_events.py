"""The words of the composed trigger events (issue 28; ``oracle/trigger_events.py``): a
subject ("~", "a creature you control", "another Elf", "enchanted creature", "equipped
creature") and a verb ("attacks and isn't blocked", "deals damage to an opponent", "becomes
tapped", …), CR 603.2. ``trigger_text`` asks here first; ``None`` leaves the event to it."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import Trigger
from cardtable.games.magic.model.base import Filter
from cardtable.games.magic.text.words import SELF_NAME, filter_phrase, with_article

_VERBS = {
    "attacks": "attacks", "blocks": "blocks", "becomes_blocked": "becomes blocked",
    "attacks_alone": "attacks alone", "attacks_unblocked": "attacks and isn't blocked",
    "tapped": "becomes tapped", "untaps": "becomes untapped",
    "deals_damage": "deals damage", "deals_damage_to_creature": "deals damage to a creature",
    "dealt_damage": "is dealt damage", "dies": "dies",
    "dealt_combat_damage": "is dealt combat damage", "turned_face_up": "is turned face up",
    "deals_combat_damage_to_player": "deals combat damage to a player",
    "becomes_target": "becomes the target of a spell or ability",
}
NEW_EVENTS = frozenset({"attacks_unblocked", "dealt_combat_damage", "tapped",
                        "deals_damage_to_player", "deals_damage",
                        "deals_damage_to_creature", "blocks_creature", "blocked_by"})
"""The events only this sub-grammar reads (the others it reads for Auras and Equipment)."""
_STEPS = {"upkeep": "upkeep", "draw_step": "draw step"}
_ATTACHED = {"enchanted": "enchanted creature", "equipped": "equipped creature"}


def _subject(t: Trigger) -> str:
    if t.subject == "self":
        return SELF_NAME
    if t.subject == "enchanted" and t.filter == Filter(types=("Land",)):
        return "enchanted land"
    if t.subject == "enchanted" and t.filter == Filter(types=("Artifact",)):
        return "enchanted artifact"  # h7-trg (oracle/trigger_events_7.py)
    if t.subject == "enchanted" and t.filter == Filter():
        return "enchanted permanent"
    if t.subject in _ATTACHED:
        return _ATTACHED[t.subject]
    f = t.filter or Filter()
    if f.other:
        return "another " + filter_phrase(replace(f, other=False))
    return with_article(filter_phrase(f))


def composed_trigger_text(t: Trigger) -> str | None:
    """"Whenever SUBJECT VERB" for a composed event, ``None`` for any other trigger."""
    if t.event == "exerted":  # 701.39a: a reflexive trigger (603.12), or any exert of yours
        return (f"You may exert {SELF_NAME} as it attacks. When you do" if t.subject == "self"
                else "Whenever you exert a creature")
    if t.whose == "enchanted_controller" and t.event in _STEPS:
        return f"At the beginning of the {_STEPS[t.event]} of enchanted creature's controller"
    if t.event == "deals_combat_damage_to_player" and t.whose in ("opponent", "damaged_you"):
        to = "an opponent" if t.whose == "opponent" else "you"
        return f"Whenever {_subject(t)} deals combat damage to {to}"
    if t.event == "discard" and t.whose == "each":
        return "Whenever a player discards a card"
    if t.event == "attacks" and t.whose == "attacked_you":
        return f"Whenever {_subject(t)} attacks you or a planeswalker you control"
    player_event = _player_event_text(t)
    if player_event is not None:
        return player_event
    if t.event == "put_into_graveyard" and t.subject == "filter":
        owner = {"you": "your", "opponent": "an opponent's"}.get(t.whose, "a")
        unowned = replace(t, filter=replace(t.filter or Filter(), owner="any"))
        return f"Whenever {_subject(unowned)} is put into {owner} graveyard from the battlefield"
    if t.event not in NEW_EVENTS and not (t.subject == "enchanted" or (
            t.subject == "equipped" and t.event in ("attacks", "blocks", "becomes_blocked",
                                                    "dealt_damage")) or (
            t.subject == "filter" and t.event in ("blocks", "becomes_blocked",
                                                  "dealt_damage", "turned_face_up"))):
        return None
    if t.event == "deals_damage_to_player":
        verb = "deals damage to " + ("an opponent" if t.whose == "opponent" else "a player")
    elif t.event in ("blocks_creature", "blocked_by"):
        verb = ("blocks " if t.event == "blocks_creature" else "becomes blocked by ") + \
            with_article(filter_phrase(t.filter or Filter()))
    elif t.event in _VERBS:
        verb = _VERBS[t.event]
    else:
        return None
    subject = SELF_NAME if t.event in ("blocks_creature", "blocked_by") else _subject(t)
    once = t.subject == "enchanted" and t.event in ("dies", "becomes_target")
    return f"{'When' if once else 'Whenever'} {subject} {verb}"


_CYCLERS = {"you": "you cycle", "each": "a player cycles", "opponent": "an opponent cycles"}


def _player_event_text(t: Trigger) -> str | None:
    """Sacrificing, cycling or discarding (CR 701.17a, 702.29a), a target's any controller."""
    if t.event == "sacrifice":
        if t.subject == "self":
            return f"When you sacrifice {SELF_NAME}"
        return f"Whenever you sacrifice {_subject(t)}"
    if t.event == "cycle_or_discard":
        card = "another card" if t.filter is not None and t.filter.other else "a card"
        return f"Whenever you cycle or discard {card}"
    if t.event == "cast_second":
        caster = {"you": "you cast your", "opponent": "an opponent casts their",
                  "each": "a player casts their"}[t.whose]
        return f"Whenever {caster} second spell each turn"
    if t.event == "attacks_battalion":
        return f"Whenever {SELF_NAME} and at least two other creatures attack"
    if t.event == "cycles":
        return f"Whenever {_CYCLERS[t.whose]} a card"
    if t.event == "becomes_target" and t.subject == "self" and t.whose == "each":
        return f"Whenever {SELF_NAME} becomes the target of a spell or ability"
    return None
