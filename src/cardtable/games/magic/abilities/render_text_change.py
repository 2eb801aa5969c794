"""Words for text-changing effects (CR 612; :mod:`.text_effects`), called by
:func:`~cardtable.games.magic.abilities.render_phrases.effect_text` like the Commander
effects' :mod:`.render_commander`."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.abilities.text_effects import ChangeText

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
