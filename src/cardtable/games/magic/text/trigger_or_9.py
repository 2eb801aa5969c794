"""Two trigger events printed as one line (issue 29, h9-TRG; CR 603.2): the words back of
``oracle/trigger_or_9.py``. The second ability's ``text`` says how Oracle joined the events
(``model.trigger_or_9.OR_JOINED``); the pair is one line only when both abilities say the same
after their events. ``text.trigger_pairs`` asks here."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardtable.games.magic.model import Trigger, TriggeredAbility
from cardtable.games.magic.model.trigger_or_9 import OR_JOINED

_CONTROL_FIRST = ":you_control"  # oracle/trigger_or_9.CONTROL_FIRST
_UNDER_YOUR_CONTROL = " enters under your control"


def _joined_heads(form: str, head_a: str, head_b: str) -> tuple[str, str] | None:
    """The first event's words and the second's after "or", as ``form`` joined them."""
    words_a, words_b = head_a.split(" "), head_b.split(" ")
    if form == "full":  # "When ~ enters or whenever you cast …"
        return head_a, head_b[0].lower() + head_b[1:]
    if form == "bare":  # "Whenever you cast a green spell or a Forest enters …"
        return head_a, " ".join(words_b[1:])
    kind, _, count = form.partition(":")
    if not count.isdigit():
        return None
    n = int(count)
    if kind == "verb" and len(words_b) > n + 1 and words_a[1:n + 1] == words_b[1:n + 1]:
        return head_a, " ".join(words_b[n + 1:])  # "another creature you control enters or dies"
    if kind == "subj" and len(words_a) > n + 1 and words_a[-n:] == words_b[-n:]:
        return " ".join(words_a[:-n]), " ".join(words_b[1:])  # "S1 or S2 dies"
    return None


def or_joined_line(abilities: Sequence[object], index: int,
                   ability_text: Callable[[TriggeredAbility], str],
                   trigger_text: Callable[[Trigger], str]) -> tuple[str, int] | None:
    """``(line, 2)`` for "When A or B, …", else ``None``."""
    if index + 1 >= len(abilities):
        return None
    a, b = abilities[index], abilities[index + 1]
    if not (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)
            and b.text.startswith(OR_JOINED) and not a.text):
        return None
    text_a, text_b = ability_text(a), ability_text(b)
    head_a, head_b = trigger_text(a.trigger), trigger_text(b.trigger)
    if not (text_a.startswith(head_a) and text_b.startswith(head_b)
            and text_a[len(head_a):] == text_b[len(head_b):]):
        return None
    body = text_a[len(head_a):]
    word, _, form = b.text[len(OR_JOINED):].partition(":")
    if form.endswith(_CONTROL_FIRST):
        # "another creature you control enters or dies" (Daxos): the first event's own
        # wording is "another creature enters under your control"
        if not head_a.endswith(_UNDER_YOUR_CONTROL):
            return None
        form = form.removesuffix(_CONTROL_FIRST)
        head_a = head_a.removesuffix(_UNDER_YOUR_CONTROL) + " you control enters"
    heads = _joined_heads(form, head_a, head_b)
    if heads is None or word not in ("When", "Whenever"):
        return None
    first = heads[0].split(" ", 1)  # the line's own "When"/"Whenever" (CR 603.2: alike)
    return f"{word} {first[1]} or {heads[1]}" + body, 2
