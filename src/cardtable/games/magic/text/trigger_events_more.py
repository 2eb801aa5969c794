"""The words of the trigger events of ``oracle/trigger_events_more.py`` (CR 603.2);
``trigger_text`` asks here first, ``None`` leaves the event to the other renderers."""

from __future__ import annotations

from cardtable.games.magic.model import Trigger

_SECOND_DRAWERS = {"you": "you draw your", "opponent": "an opponent draws their",
                   "each": "a player draws their"}


def more_trigger_text(t: Trigger) -> str | None:
    if t.event == "draw_second" and t.whose in _SECOND_DRAWERS:
        return f"Whenever {_SECOND_DRAWERS[t.whose]} second card each turn"
    return None
