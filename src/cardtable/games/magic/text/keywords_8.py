"""The words of issue 29's named keyword mechanics, eighth wave (h8-kw): the statics the
compiler's ``oracle/keywords_8.py`` builds, rendered back to their Oracle wording."""

from __future__ import annotations

from cardtable.games.magic.model import SELF, StaticAbility
from cardtable.games.magic.model.vocabulary import FLASH_SACRIFICE, MAY_NOT_UNTAP
from cardtable.games.magic.text.words import SELF_NAME


def keyword_static_text_8(ability: StaticAbility) -> str | None:
    """"You may choose not to untap ~ during your untap step." (CR 502.3), or ``None``."""
    if ability.condition is not None or len(ability.effects) != 1:
        return None
    e = ability.effects[0]
    if e.layer == "rules" and e.rule == MAY_NOT_UNTAP and e.affected == SELF:
        return f"You may choose not to untap {SELF_NAME} during your untap step."
    if e.layer == "rules" and e.rule == FLASH_SACRIFICE and e.affected == SELF:  # 603.7
        return ("If you cast it any time a sorcery couldn't have been cast, the controller of "
                "the permanent it becomes sacrifices it at the beginning of the next cleanup "
                "step.")
    return None
