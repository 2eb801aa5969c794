"""The words of the replacement effects of ``oracle/replacement_families.py`` (issue 29, CR
614, 616): "If you would gain life, you gain that much life plus 1 instead.", "If ~ would be
put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead."
"""

from __future__ import annotations

from cardtable.games.magic.model import ReplacementAbility
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.words import SELF_NAME, filter_phrase, with_article

_GAINER_WORDS = {"you": "you", "opponent": "an opponent", "each": "a player"}


def replacement_more_text(r: ReplacementAbility) -> str | None:
    """The sentence of ``r`` if it is one of this module's replacements, else ``None``."""
    if r.event == "to_graveyard" and r.action == "shuffle" and r.applies_to == "self":
        return (f"If {SELF_NAME} would be put into a graveyard from anywhere, reveal "
                f"{SELF_NAME} and shuffle it into its owner's library instead.")
    if r.event == "dies" and r.action == "exile" and r.applies_to == "filter" and r.filter:
        return f"If {with_article(filter_phrase(r.filter))} would die, exile it instead."
    if r.event == "life_floor" and r.action == "floor" and isinstance(r.amount, int):
        line = (f"damage that would reduce your life total to less than {r.amount} reduces it "
                f"to {r.amount} instead.")
        if r.condition is None:
            return line[0].upper() + line[1:]
        lead = "As long as" if r.options == ("as_long_as",) else "If"
        return f"{lead} {condition_text(r.condition)}, {line}"
    if r.event == "gain_life" and r.applies_to in _GAINER_WORDS:
        outcome = _gain_outcome(r)
        if outcome is None:
            return None
        return f"If {_GAINER_WORDS[r.applies_to]} would gain life, {outcome} instead."
    return None


def _gain_outcome(r: ReplacementAbility) -> str | None:
    you = r.applies_to == "you"
    subject = "you" if you else "that player"

    def verb(plain: str) -> str:
        return f"{subject} {plain}" if you else f"{subject} {plain}s"

    if r.action == "add" and isinstance(r.amount, int):
        return f"{verb('gain')} that much life plus {r.amount}"
    if r.action == "double":
        return f"{verb('gain')} twice that much life"
    if r.action == "none":
        return f"{verb('gain')} no life"
    if r.action == "lose":
        return f"{verb('lose')} that much life"
    if r.action == "draw":
        return ("draw" if you else "that player draws") + " that many cards"
    return None
