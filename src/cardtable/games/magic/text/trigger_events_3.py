"""The words of the counters-put events (issue 29, h6-E; ``oracle/trigger_events_3.py``,
CR 122.6). ``trigger_text`` asks here first; ``None`` leaves the event to it."""

from __future__ import annotations

from cardtable.games.magic.model import Trigger
from cardtable.games.magic.text.trigger_events import _subject


def counters_trigger_text(t: Trigger) -> str | None:
    """"Whenever one or more +1/+1 counters are put on ~" and its kin, ``None`` for any other
    trigger."""
    if t.event == "tapped_for_mana":
        return mana_trigger_text(t)
    if t.event == "counter_put_each":
        article = "an" if t.counter[:1] in "aeiou" and t.counter else "a"
        return f"Whenever {article} {t.counter} counter is put on {_subject(t)}"
    if t.event != "counters_put":
        return None
    kind = f"{t.counter} counters" if t.counter else "counters"
    if t.whose == "you":
        return f"Whenever you put one or more {kind} on {_subject(t)}"
    return f"Whenever one or more {kind} are put on {_subject(t)}"


def mana_trigger_text(t: Trigger) -> str | None:
    """"Whenever a player / an opponent taps a land for mana" (CR 106.12a), ``None`` for any
    other trigger ("Whenever you tap …" is ``trigger_text``'s)."""
    if t.event != "tapped_for_mana" or t.whose not in ("each", "opponent"):
        return None
    return f"Whenever {'a player' if t.whose == 'each' else 'an opponent'} taps a land for mana"
