"""Words for text-changing effects (CR 612; :mod:`.text_effects`) and for "~ becomes a copy
of …, except it has this ability" (CR 707.9b; :mod:`.copy_effects`), called by
:func:`~cardtable.games.magic.text.phrases.effect_text` like the Commander
effects' :mod:`.render_commander`."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.model.copy import BecomeCopy
from cardtable.games.magic.model.effects import MayDo
from cardtable.games.magic.model.text_change import ChangeText
from cardtable.games.magic.text.words import SELF_NAME

_KIND_WORDS = {"color": "one color word with another",
               "land": "one basic land type with another",
               "creature": "one creature type with another"}


def text_change_text(effect: Any, ctx: Any) -> str | None:
    """"change the text of target spell or permanent by replacing all instances of one color
    word with another", or ``None`` for another effect."""
    if not isinstance(effect, ChangeText) or not effect.what.startswith("target:"):
        return None
    index = int(effect.what.split(":")[1])
    spec = ctx.targets[index]
    ctx.named.add(index)
    noun = "spell or permanent" if spec.what == "spell_or_permanent" else "permanent"
    kinds = " or ".join(_KIND_WORDS[k] for k in effect.kinds)
    text = f"change the text of target {noun} by replacing all instances of {kinds}"
    if effect.duration == "end_of_turn":
        text += " until end of turn"
    for word in effect.forbid:
        text += f". The new creature type can't be {word}"
    return text


def copy_effect_text(effect: Any, ctx: Any) -> str | None:
    """"~ becomes a copy of target land, except it has this ability" and its "you may have ~
    become a copy of …" (CR 707.9b), or ``None`` for another effect."""

    may = isinstance(effect, MayDo) and len(effect.effects) == 1 and effect.who == "you" \
        and effect.cost is None and isinstance(effect.effects[0], BecomeCopy)
    inner = effect.effects[0] if may else effect
    if not isinstance(inner, BecomeCopy) or inner.on != "self" or not inner.keep_ability:
        return None
    if inner.what == "that_creature":
        what = "that creature"
    elif inner.what.startswith("moved:"):
        what = "that card"
    else:
        what = ctx.ref(inner.what)
    verb = f"you may have {SELF_NAME} become" if may else f"{SELF_NAME} becomes"
    return f"{verb} a copy of {what}, except it has this ability"
