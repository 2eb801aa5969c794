"""Why a sentence does not compile, in words a user can act on (issue 28 item 3): the exact
words where the grammar stops reading, and the sub-grammar that stop falls in (effect verb,
filter, quantity, condition, duration, cost, trigger, replacement, static, keyword).

Two depths:

* :func:`diagnose` parses the sentence again to find where reading stops (Lark's Earley parser
  reports the first position no parse gets past), or names the word no rule of the grammar has
  (:mod:`.prefilter`), or the builder's refusal for a sentence that parses. It costs one parse:
  used for the cards of a deck or of the staples list.
* :func:`classify` needs no parse: the sub-grammar from the sentence's shape and, when the
  prefilter finds one, the unknown word's place. Used across the whole pool (thousands of
  sentences) for the report's family table.

The family is a heuristic read of where the failure sits in the sentence's structure
("When … , EFFECT": a failure before the comma is the trigger's), not a second grammar.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from lark.exceptions import LarkError, UnexpectedInput

from cardtable.games.magic.oracle.compiler import compile_line, parser, quote_period
from cardtable.games.magic.oracle.prefilter import unknown_word

FAMILIES = ("keyword", "trigger", "cost", "replacement", "static", "condition", "duration",
            "quantity", "filter", "effect verb")

_VERB_WORDS = """add attach cast choose copy counter create deal deals destroy discard draw
exchange exile fight gain gains get gets goad look lose loses mill pay phase play prevent
proliferate put regenerate remove return reveal sacrifice scry search shuffle skip surveil
switch tap transform untap investigate explore connive manifest populate venture amass
adapt bolster support learn double"""
_VERBS = frozenset(_VERB_WORDS.split())
_FILTER_HEADS = ("target ", "another ", "each ", "all ", "any ", "a ", "an ", "up to ", "other ",
                 "that ", "those ", "creatures ", "creature ", "permanents ", "permanent ",
                 "cards ", "card ", "spells ", "spell ", "nontoken ", "non", "you control",
                 "an opponent controls", "with ", "without ", "of the chosen", "named ")
_QUANTITY = ("for each ", "where x ", "equal to ", "the number of ", "that many", "twice ",
             "half ", "x ", "the greatest ", "the total ", "plus ", "times ")
_CONDITION = ("if ", "unless ", "as long as ", "only if ", "only during ", "only as ", "only ",
              "otherwise", "if you do", "if you don't", "when you do")
_DURATION = ("until ", "this turn", "for as long as", "until end of turn", "during ")
_REPLACEMENT = ("would ", "instead", "enters tapped", "enters with", "as ~ enters", "skip ",
                "if ~ would")
_STATIC = (" has ", " have ", " get +", " get -", " gets +", " gets -", " can't ", " cost ",
           " costs ", " don't ", " doesn't ", " may play ", " may cast ", " is ", " are ")


@dataclass(frozen=True, slots=True)
class Diagnosis:
    """One failing sentence: the ``words`` where reading stops, the sub-grammar ``family``
    they fall in, and ``why`` in one line."""

    sentence: str
    words: str
    family: str
    why: str


def _clip(text: str, words: int = 6) -> str:
    parts = text.split()
    return " ".join(parts[:words]) + (" …" if len(parts) > words else "")


def _start(type_line: str) -> str:
    return "spell_line" if ("Instant" in type_line or "Sorcery" in type_line) else \
        "permanent_line"


def family_at(sentence: str, pos: int | None) -> str:
    """The sub-grammar a failure at character ``pos`` of ``sentence`` falls in (``None``: the
    whole sentence is read, or the place is unknown)."""
    low = sentence.lower()
    rest = low[pos:] if pos is not None else low
    before = low[:pos] if pos is not None else ""
    if not low.endswith((".", '"', ")")) and "." not in low and len(low.split()) <= 6:
        return "keyword"  # "Cumulative upkeep {1}", "Basic landcycling {1}{G}"
    triggered = low.startswith(("when", "whenever", "at the beginning"))
    head_end = low.find(", ") if triggered else -1
    if triggered and (pos is None or head_end < 0 or pos <= head_end):
        return "trigger"
    if triggered and pos is not None and low[head_end + 2:].startswith("if "):
        condition_end = low.find(", ", head_end + 2)
        if condition_end < 0 or pos <= condition_end:
            return "condition"  # an intervening "if" (CR 603.4)
    colon = low.find(": ")
    if colon > 0 and not triggered and pos is not None and pos <= colon:
        return "cost"
    if low.startswith(("skip ", "as ~ enters", "if ~ would", "~ enters ")) or (
            " would " in low and "instead" in low):
        return "replacement"
    near = before[-24:]
    for family, heads in (("condition", _CONDITION), ("duration", _DURATION),
                          ("quantity", _QUANTITY), ("replacement", _REPLACEMENT)):
        if rest.startswith(heads) or any(f" {h}" in f" {near}" for h in heads if len(h) > 3) \
                or (family == "quantity" and any(h in rest[:24] for h in heads if len(h) > 6)):
            return family
    body = low[head_end + 2:] if triggered and head_end >= 0 else (
        low[colon + 2:] if colon > 0 else low)
    first_word = (re.sub(r"[^a-z ~']", " ", body).split() or [""])[0]
    imperative = first_word in _VERBS or first_word in ("you", "target", "each", "~", "it",
                                                        "that", "its", "those", "if", "for",
                                                        "choose", "up", "then", "until")
    if not triggered and colon < 0 and not imperative and any(s in f" {low}" for s in _STATIC):
        return "static"
    words = re.sub(r"[^a-z ~']", " ", rest).split()
    word = words[0] if words else ""
    if word in _VERBS or word.rstrip("s") in _VERBS:
        return "effect verb"
    if rest.startswith(_FILTER_HEADS) or before.endswith(("target ", "each ", "all ", "a ",
                                                          "an ", "another ")):
        return "filter"
    return "effect verb"


def classify(sentence: str) -> str:
    """The sub-grammar of a failing sentence without parsing it (the whole-pool table)."""
    word = unknown_word(parser(), sentence)
    pos = _word_at(sentence, word) if word is not None else None
    return family_at(sentence, pos)


def _word_at(sentence: str, word: str) -> int | None:
    found = re.search(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", sentence)
    return found.start() if found else None


_QUOTED = re.compile(r'"([^"]+)"')
_THIS = re.compile(r"\b[Tt]his (?:creature|permanent|land|artifact|enchantment)\b")


def _quoted_inside(line: str) -> Diagnosis | None:
    """A sentence that gives a quoted ability ("Equipped creature has "…"") fails inside
    the quotes when its own words are all read: the diagnosis of the quoted ability ("this
    creature" being the object that has it, CR 113.7a), or ``None`` if that compiles."""
    found = _QUOTED.search(line)
    if found is None:
        return None
    inner = _THIS.sub("~", found.group(1)).rstrip(".")
    result = diagnose(inner + ".", "Creature")
    if result.why == "compiles now" or diagnose(inner, "Creature").why == "compiles now":
        return None  # a keyword line ("Cumulative upkeep {1}") has no period of its own
    return Diagnosis(line, result.words, result.family,
                     f"in the quoted ability: {result.why}")


def diagnose(sentence: str, type_line: str = "") -> Diagnosis:
    """Where and why ``sentence`` (normalised Oracle text, ``~`` for the name) does not
    compile: one parse of the sentence."""

    start = _start(type_line)
    line = quote_period(sentence)
    word = unknown_word(parser(), line)
    if word is not None:
        pos = _word_at(line, word)
        return Diagnosis(sentence, _clip(line[pos:]) if pos is not None else word,
                         family_at(line, pos), f"no rule of the grammar has the word {word!r}")
    try:
        parser().parse(line, start=start)
    except UnexpectedInput as error:
        pos = getattr(error, "pos_in_stream", None)
        if not isinstance(pos, int) or pos < 0:
            pos = None
        if pos is None and (inner := _quoted_inside(line)) is not None:
            return inner
        words = _clip(line[pos:]) if pos is not None else "(the end of the sentence)"
        return Diagnosis(sentence, words, family_at(line, pos),
                         f"reading stops at {words!r}")
    except LarkError as error:
        return Diagnosis(sentence, _clip(line), family_at(line, None), str(error))
    try:
        compile_line(line, start)
    except Exception as error:  # the builder refused the parse: its message says why
        if (inner := _quoted_inside(line)) is not None:
            return inner
        message = str(error).replace(repr(line), "").strip(" :") or "the builder refused it"
        return Diagnosis(sentence, _clip(line), family_at(line, None),
                         f"read, but not built: {message}")
    return Diagnosis(sentence, "", family_at(line, None), "compiles now")


def family_table(failures: Iterable[tuple[str, Iterable[str]]]) -> list[dict[str, object]]:
    """Per sub-grammar: how many distinct failing sentences fall in it, how many cards have a
    failure in it, and how many cards fail in that family alone (what finishing it would
    unlock). ``failures``: (card name, its failing sentences)."""
    sentences: dict[str, set[str]] = {}
    cards: Counter[str] = Counter()
    only: Counter[str] = Counter()
    memo: dict[str, str] = {}
    for _name, lines in failures:
        families = set()
        for line in lines:
            family = memo.get(line)
            if family is None:
                family = memo[line] = classify(line)
            sentences.setdefault(family, set()).add(line)
            families.add(family)
        for family in families:
            cards[family] += 1
        if len(families) == 1:
            only[next(iter(families))] += 1
    rows = [{"family": f, "sentences": len(sentences.get(f, ())), "cards": cards[f],
             "only_this": only[f]} for f in FAMILIES if cards[f]]
    rows.sort(key=lambda r: (-int(str(r["cards"])), str(r["family"])))
    return rows
