"""The words of the seventh wave's trigger events (issue 29, h7-trg;
``oracle/trigger_events_7.py``). ``trigger_text`` asks here first; ``None`` leaves the event
to it."""

from __future__ import annotations

from cardtable.games.magic.model import Trigger
from cardtable.games.magic.text.trigger_events import _subject

IS_TAPPED = "is_tapped"  # oracle.trigger_events_7.IS_TAPPED (the text cannot import upward)


def trigger_7_text(t: Trigger) -> str | None:
    """"Whenever enchanted land / a Forest is tapped for mana" (CR 106.12a), ``None`` for any
    other trigger."""
    if t.event == "tapped_for_mana" and t.wording == IS_TAPPED:
        return f"Whenever {_subject(t)} is tapped for mana"
    return None


def mana_body_7(t: Trigger, body: str) -> str | None:
    """The body of a triggered mana ability of a land's own event: "its controller adds an
    additional {G}" (605.1b; the mana is the tapper's)."""
    if t.event == "tapped_for_mana" and t.wording == IS_TAPPED and body.startswith("add {"):
        return "its controller adds an additional " + body[4:]
    return None
