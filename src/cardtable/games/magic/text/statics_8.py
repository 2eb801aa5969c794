"""The words back for issue 29's h8-sta statics, replacements and costs (the builders are in
``oracle/statics_8.py``); asked first by :func:`~cardtable.games.magic.text.render.static_text`
and :func:`~cardtable.games.magic.text.render.replacement_text`."""

from __future__ import annotations

from cardtable.games.magic.model import Amount, CardDef, StaticAbility
from cardtable.games.magic.text.words import Context, amount_words


def statics_8_text(ability: StaticAbility, card: CardDef) -> str | None:
    """The line of an h8-sta static ability, or ``None`` when it is not one."""
    if len(ability.effects) == 1 and ability.condition is None:
        e = ability.effects[0]
        if e.layer == "rules" and e.rule == "cost_reduction_self" and isinstance(
                e.amount, Amount) and not e.amount.wording and e.amount.kind != "x":
            # "This spell costs {X} less to cast, where X is …" (CR 601.2f)
            return ("This spell costs {X} less to cast, where X is "
                    f"{amount_words(e.amount, Context(card, ()))}.")
    return None
