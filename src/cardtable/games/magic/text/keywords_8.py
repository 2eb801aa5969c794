"""The words of issue 29's named keyword mechanics, eighth wave (h8-kw): the statics the
compiler's ``oracle/keywords_8.py`` builds, rendered back to their Oracle wording."""

from __future__ import annotations

from cardtable.games.magic.model import SELF, GrantAbilities, ModifyPT, StaticAbility
from cardtable.games.magic.model.conditions_7 import HAS
from cardtable.games.magic.model.vocabulary import MAY_NOT_UNTAP
from cardtable.games.magic.text.words import SELF_NAME


def keyword_static_text_8(ability: StaticAbility) -> str | None:
    """"You may choose not to untap ~ during your untap step." (CR 502.3), or ``None``."""
    if ability.condition is not None or len(ability.effects) != 1:
        return None
    e = ability.effects[0]
    if e.layer == "rules" and e.rule == MAY_NOT_UNTAP and e.affected == SELF:
        return f"You may choose not to untap {SELF_NAME} during your untap step."
    return None


def pump_has_while(first: object, second: object) -> bool:
    """"Target Elf creature gets +2/+2 and has trample for as long as ~ remains tapped." (the
    Couriers, CR 611.2b): a P/T change and keywords on one object, one source-bound duration."""
    return (isinstance(first, ModifyPT) and isinstance(second, GrantAbilities)
            and first.on == second.on and first.filter == second.filter
            and first.duration == second.duration and first.duration.startswith("while_source:")
            and second.wording == HAS and bool(second.keywords) and not second.abilities
            and not second.rules)


def pump_has_while_clause(clause: str, keywords: str) -> str:
    """The pump's clause (ending "for as long as …") with "and has KEYWORDS" before the
    duration."""
    head, found, tail = clause.partition(" for as long as ")
    return f"{head} and has {keywords}{found}{tail}" if found else f"{clause} and has {keywords}"
