"""The words of a cast trigger's rider (issue 29, h5-triggers; ``Trigger.rider``, checked by
``triggers.cast_rider_holds``): "Whenever you cast a spell during an opponent's turn",
"Whenever an opponent casts a spell from anywhere other than their hand" (CR 601.2, 603.2)."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import Trigger
from cardtable.games.magic.model.base import Filter
from cardtable.games.magic.text.words import filter_phrase, with_article

_FIXED = {"your_turn": " during your turn", "opponents_turn": " during an opponent's turn",
          "your_main_phase": " during your main phase"}
_ZONES = {"from_graveyard": " from {}graveyard", "from_hand": " from {}hand",
          "not_from_hand": " from anywhere other than {}hand", "from_library": " from {}library",
          "from_exile": " from exile"}


def rider_text(t: Trigger) -> str:
    """The words after the cast event: "" without a rider; "your" for your own casts,
    "their" for another player's, "a" graveyard for "a player casts … from a graveyard"."""
    if not t.rider:
        return ""
    if t.rider in _FIXED:
        return _FIXED[t.rider]
    whose = "your " if t.whose == "you" else (
        "a " if t.whose == "each" and t.rider == "from_graveyard" else "their ")
    return _ZONES[t.rider].format(whose)


def source_damage_text(t: Trigger) -> str | None:
    """"Whenever a source an opponent controls deals damage to you" (``None`` otherwise)."""
    if t.event != "opponent_source_damage_you":
        return None
    word = "When" if t.wording == "when" else "Whenever"
    return f"{word} a source an opponent controls deals damage to you"


def leaves_text(t: Trigger) -> str | None:
    """"When enchanted creature leaves the battlefield" / "Whenever another creature you
    control leaves the battlefield" (the composed subjects' leaves event, CR 603.6c); ``None``
    for any other trigger."""
    if t.event != "leaves" or t.rider:
        return None
    if t.subject == "enchanted" and t.filter is None:
        return "When enchanted creature leaves the battlefield"
    if t.subject == "equipped":
        return "Whenever equipped creature leaves the battlefield"
    if t.subject == "filter" and t.filter is not None:
        f = t.filter
        noun = ("another " + filter_phrase(replace(f, other=False))) if f.other else \
            with_article(filter_phrase(f or Filter()))
        return f"Whenever {noun} leaves the battlefield"
    return None
