"""The words of issue 29, round 9b (helper EV1b; names in
:mod:`cardtable.games.magic.model.zone_verbs_9b`): a library look's take with no rest (CR
401.4) and the revealed hands of a static (701.16a)."""

from __future__ import annotations

from cardtable.games.magic.model import StaticAbility
from cardtable.games.magic.model.effects_more import LookPut
from cardtable.games.magic.model.zone_verbs_9b import HANDS_REVEALED, LOOK_NO_REST, REST_STAYS
from cardtable.games.magic.text.words import RenderError, number


def look_no_rest_words(e: LookPut) -> str:
    """"Put one of them into your graveyard" — the take of a look whose other cards stay on
    top (``REST_STAYS``)."""
    if e.wording != LOOK_NO_REST or e.rest != REST_STAYS or e.optional or \
            e.to not in ("hand", "graveyard") or not 0 < e.take < e.count:
        raise RenderError(f"no words for the library look {e!r}")
    return f"Put {number(e.take)} of them into your {e.to}"


def zone_verbs_9b_static_text(ability: StaticAbility) -> str | None:
    """"Players / Your opponents play with their hands revealed." (CR 701.16a), or ``None``."""
    if len(ability.effects) != 1 or ability.condition is not None:
        return None
    e = ability.effects[0]
    if e.layer != "rules" or e.rule != HANDS_REVEALED:
        return None
    who = {"players": "Players", "opponents": "Your opponents"}.get(e.affected)
    if who is None:
        raise RenderError(f"no words for the revealed hands of {e.affected!r}")
    return f"{who} play with their hands revealed."
