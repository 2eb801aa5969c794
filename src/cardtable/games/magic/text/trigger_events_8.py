"""The words of the eighth wave's trigger events (issue 29, h8-trg;
``oracle/trigger_events_8.py``). ``trigger_text`` asks here first; ``None`` leaves the event
to it."""

from __future__ import annotations

from cardtable.games.magic.model import Trigger

EACH_COMBAT = "each_combat"  # oracle.trigger_events_8.EACH_COMBAT (the text cannot import upward)


def trigger_8_text(t: Trigger) -> str | None:
    """"At the beginning of each combat" (CR 507.1), ``None`` for any other trigger."""
    if t.event == "beginning_of_combat" and t.wording == EACH_COMBAT:
        return "At the beginning of each combat"
    return None
