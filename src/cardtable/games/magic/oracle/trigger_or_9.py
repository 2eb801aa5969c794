"""Two trigger events joined by "or" in one printed ability (issue 29, h9-TRG; CR 603.2).

"Whenever you cast a green spell or a Forest enters under your control, you gain 1 life."
(Wurm's Tooth's cousins), "Whenever another creature you control enters or dies, …" (Daxos),
"When ~ enters or whenever you cast a spell with mana value 6 or greater, …" (Brinelin),
"Whenever an attacking creature you control or a blocking creature an opponent controls dies, …":
Oracle prints one line, and the rules read it as one ability that triggers on either event; an
event cannot be both, so it is exactly two triggered abilities with the same effect, one for
each event.

This piece composes ANY two events the grammar reads: when a triggered line does not compile
whole, it is split at an "or" of its trigger head into two lines that each begin with their own
"When"/"Whenever", and each is compiled by the whole grammar (so each event's anaphora — "it",
"that creature", an intervening "if" — are its own, CR 603.4, 608.2k). Four wordings:

* ``full``:  "When A or whenever B, …"        → "When A, …" + "Whenever B, …"
* ``bare``:  "Whenever A or B, …"             → "Whenever A, …" + "Whenever B, …"
* ``verb:N``: "Whenever SUBJECT V1 or V2, …"   → "Whenever SUBJECT V1, …" + "Whenever SUBJECT V2,
  …" (N: the subject's words, dropped from B's head when printed back)
* ``subj:M``: "Whenever S1 or S2 VERB, …"       → "Whenever S1 VERB, …" + "Whenever S2 VERB, …"
  (M: the verb's words, dropped from A's head when printed back)

The wording is kept on the second ability (``TriggeredAbility.text``: :data:`OR_JOINED`, the
line's "When"/"Whenever", ":" and the form): the render (``text/trigger_or_9.py``) prints the
pair back as one line only when it was printed so, and only when both abilities say the same
after their events.
"""

from __future__ import annotations

import re
from dataclasses import replace

from cardtable.games.magic import model as m
from cardtable.games.magic.model.trigger_or_9 import OR_JOINED
from cardtable.games.magic.oracle import nested
from cardtable.games.magic.oracle.builder_base import OracleCompileError

#: the first word of an event's verb phrase after its subject ("another creature you control
#: ENTERS"; "~ DEALS combat damage to a player"; "~ IS turned face up")
EVENT_VERBS = frozenset({
    "dies", "die", "enters", "enter", "attacks", "attack", "blocks", "block", "becomes",
    "become", "is", "are", "deals", "deal", "leaves", "leave", "transforms", "explores",
    "gets", "get", "mutates", "fights", "gains", "loses", "casts", "cast", "draws", "draw",
    "discards", "discard", "sacrifices", "sacrifice", "cycles", "cycle", "activates",
    "activate", "attacks,", "phases", "crews", "crew", "exploits", "connives", "ventures",
})

_HEAD = re.compile(r"^(When|Whenever) ")
_YOU_CONTROL_ENTERS = re.compile(r"^(.+) you control enters$")
#: the form's mark that the first event says "NOUN you control enters", which alone is worded
#: "NOUN enters under your control" (``text/trigger_or_9.py`` prints it back)
CONTROL_FIRST = ":you_control"
_OR = re.compile(r" or ")

def _single(text: str, start: str) -> m.TriggeredAbility | None:
    try:
        value = nested.compile_nested(text, start)
    except OracleCompileError:
        return None
    if isinstance(value, m.TriggeredAbility) and value.modes is None and not value.text:
        return value
    return None


def _either(head: str, body: str, start: str) -> m.TriggeredAbility | None:
    """``head, body`` as one ability; the event alone may be worded with the other of "When" /
    "Whenever" ("Whenever ~ deals combat damage to a player or dies": "When ~ dies" alone, as
    Oracle prints a one-time event); the printed line keeps its own word."""
    found = _single(f"{head}, {body}", start)
    if found is not None or head.startswith("Whenever "):
        return found if found is not None else _single(
            f"When {head.removeprefix('Whenever ')}, {body}", start)
    return _single(f"Whenever {head.removeprefix('When ')}, {body}", start)


def _verb_index(words: list[str]) -> int:
    """The index of the first verb word after the leading "When"/"Whenever", or -1."""
    for index, word in enumerate(words[1:], start=1):
        if word.lower() in EVENT_VERBS:
            return index
    return -1


def _candidates(head_a: str, head_b: str, word: str) -> list[tuple[str, str, str]]:
    """``(form, line A's head, line B's head)`` for one "or" of a trigger head."""
    if head_b.lower().startswith(("when ", "whenever ")):
        return [("full", head_a, head_b[0].upper() + head_b[1:])]
    words_a, words_b = head_a.split(" "), head_b.split(" ")
    out: list[tuple[str, str, str]] = []
    if words_b[0].lower() in EVENT_VERBS:  # "another creature you control enters or dies"
        verb_a = _verb_index(words_a)
        if verb_a > 1:
            subject = words_a[1:verb_a]
            out.append((f"verb:{len(subject)}", head_a, " ".join([word, *subject, head_b])))
        return out
    out.append(("bare", head_a, f"{word} {head_b}"))  # "you cast a green spell or a Forest …"
    verb_b = _verb_index([word, *words_b])
    if _verb_index(words_a) < 0 and verb_b > 1:  # "an attacking creature … or a blocking … dies"
        verb = words_b[verb_b - 1:]
        out.append((f"subj:{len(verb)}", " ".join([head_a, *verb]), f"{word} {head_b}"))
    return out


def or_trigger_abilities(line: str, start: str) -> list[m.TriggeredAbility] | None:
    """The two abilities of a "When A or B, …" line, or ``None`` when it is not one the grammar
    reads as two events (the caller keeps its own error)."""
    found = _HEAD.match(line)
    if found is None or start not in ("permanent_line", "spell_line"):
        return None
    word = found.group(1)
    for joint in _OR.finditer(line):
        head_a = line[:joint.start()]
        if "," in head_a or '"' in head_a:
            return None  # the trigger's head ended before this "or"
        rest = line[joint.end():]
        comma = rest.find(", ")
        if comma < 0:
            return None
        head_b, body = rest[:comma], rest[comma + 2:]
        # each part is shorter than the line, so a part's own split (refused by ``_single``:
        # one ability only) ends
        for form, first, second in _candidates(head_a, head_b, word):
            a = _either(first, body, start)
            if a is None and _YOU_CONTROL_ENTERS.match(first):
                # "another creature you control enters or dies" (Daxos): the event alone is
                # worded "another creature enters under your control" (CR 603.6a)
                a = _either(_YOU_CONTROL_ENTERS.sub(r"\1 enters under your control", first),
                            body, start)
                form += CONTROL_FIRST
            b = _either(second, body, start) if a is not None else None
            if a is not None and b is not None:
                return [a, replace(b, text=f"{OR_JOINED}{word}:{form}")]
    return None
