"""English for issue 29's h9b-STA parts that span two abilities (``oracle/statics_9b_sta.py``):
"~ enters tapped and doesn't untap during your untap step." — the self "enters tapped"
replacement marked :data:`~cardtable.games.magic.model.statics_9b_sta.TAPPED_AND` and the
static of ~ after it, said as one sentence."""

from __future__ import annotations

from cardtable.games.magic.model import Ability, ReplacementAbility, StaticAbility
from cardtable.games.magic.model.statics_9b_sta import TAPPED_AND
from cardtable.games.magic.text.words import SELF_NAME


def tapped_and_line(first: Ability, second: Ability, static_text: str) -> str | None:
    """The joined sentence when ``first`` is the marked replacement and ``second`` the static
    of ~ whose own text is ``static_text`` ("~ doesn't untap during your untap step."), else
    ``None``."""
    if not (isinstance(first, ReplacementAbility) and first.options == (TAPPED_AND,)
            and first.action == "tapped" and isinstance(second, StaticAbility)):
        return None
    head = f"{SELF_NAME} "
    if not static_text.startswith(head):
        return None
    return f"{SELF_NAME} enters tapped and " + static_text[len(head):]
