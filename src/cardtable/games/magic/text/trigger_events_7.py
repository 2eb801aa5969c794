"""The words of the seventh wave's trigger events (issue 29, h7-trg;
``oracle/trigger_events_7.py``). ``trigger_text`` asks here first; ``None`` leaves the event
to it."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import Filter, Trigger
from cardtable.games.magic.text.trigger_events import _subject
from cardtable.games.magic.text.words import filter_phrase, with_article

IS_TAPPED = "is_tapped"  # oracle.trigger_events_7.IS_TAPPED (the text cannot import upward)
SOURCE_DEALS = "source_deals"  # oracle.trigger_events_7.SOURCE_DEALS


def trigger_7_text(t: Trigger) -> str | None:
    """"Whenever enchanted land / a Forest is tapped for mana" (CR 106.12a), ``None`` for any
    other trigger."""
    if t.event == "tapped_for_mana" and t.wording == IS_TAPPED:
        return f"Whenever {_subject(t)} is tapped for mana"
    if t.event == "deals_damage_to_player" and t.whose == "damaged_you":  # CR 120.3
        return f"Whenever {_subject(t)} deals damage to you"
    if t.event == "deals_combat_damage_to_creature" and t.subject != "self":  # CR 510.2
        return f"Whenever {_subject(t)} deals combat damage to a creature"
    if t.event == "attack_batch" and t.whose == "attacked_you_only":  # CR 506.2, 603.2c
        return f"Whenever one or more {filter_phrase(t.filter or Filter(), many=True)} attack you"
    if t.event == "attacks" and t.whose == "attacked_you_only":  # CR 506.2
        return f"Whenever {_subject(t)} attacks you"
    if t.event == "dealt_damage" and t.wording == SOURCE_DEALS:  # CR 120.3
        return f"Whenever a source deals damage to {_subject(t)}"
    if t.event in ("cards_to_graveyard", "card_to_graveyard_from"):  # CR 404, 603.2c
        owner = {"you": "your", "opponent": "an opponent's", "each": "a"}[t.whose]
        frm = "your library" if t.wording == "library" else "anywhere"
        f = t.filter or Filter()
        if t.event == "card_to_graveyard_from":
            card = with_article(filter_phrase(f, zone="graveyard"))
            return f"Whenever {card} is put into {owner} graveyard from {frm}"
        cards = filter_phrase(f, many=True, zone="graveyard")
        return f"Whenever one or more {cards} are put into {owner} graveyard from {frm}"
    if t.event == "sacrifice" and t.whose in ("each", "opponent"):  # CR 701.17a
        who = "a player sacrifices" if t.whose == "each" else "an opponent sacrifices"
        return f"Whenever {who} {_subject(t)}"
    if t.event == "ability_activated":  # CR 602.2
        who = {"you": "you activate", "each": "a player activates",
               "opponent": "an opponent activates"}[t.whose]
        of = f" of {with_article(filter_phrase(t.filter))}" if t.filter is not None else ""
        if t.wording == "loyalty":
            return f"Whenever {who} a loyalty ability{of}"
        if t.wording == "of":
            return f"Whenever {who} an ability{of}"
        if t.wording == "nonmana_battlefield":  # Harsh Mentor
            return f"Whenever {who} an ability{of} on the battlefield, if it isn't a mana ability"
        return f"Whenever {who} an ability{of} that isn't a mana ability"
    if t.event == "player_dealt_noncombat_damage":  # CR 120.3
        who = {"you": "you're", "opponent": "an opponent is", "each": "a player is"}[t.whose]
        return f"Whenever {who} dealt noncombat damage"
    if t.event in ("scry", "surveil"):  # CR 701.18, 701.42
        return f"Whenever you {t.event}"
    if t.event in ("scry_first", "surveil_first"):
        return f"Whenever you {t.event.removesuffix('_first')} for the first time each turn"
    if t.event in ("life_lost", "life_lost_first"):  # CR 119.3
        loser = {"you": "you lose", "opponent": "an opponent loses", "each": "a player loses"}
        first = " for the first time each turn" if t.event == "life_lost_first" else ""
        return f"Whenever {loser[t.whose]} life{first}"
    if t.event == "land_played":  # CR 305.1
        player = {"you": "you play", "each": "a player plays",
                  "opponent": "an opponent plays"}[t.whose]
        f = t.filter or Filter(types=("Land",))
        land = "another " + filter_phrase(replace(f, other=False)) if f.other else \
            with_article(filter_phrase(f))
        return f"{'When' if t.wording == 'when' else 'Whenever'} {player} {land}"
    return None


def mana_body_7(t: Trigger, body: str) -> str | None:
    """The body of a triggered mana ability of a land's own event: "its controller adds an
    additional {G}" (605.1b; the mana is the tapper's)."""
    if t.event == "tapped_for_mana" and t.wording == IS_TAPPED and body.startswith("add {"):
        return "its controller adds an additional " + body[4:]
    return None
