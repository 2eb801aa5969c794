"""Bans on activating the abilities of sources with a chosen name (issue 29, QF ninth wave; CR
602.5, 201.3): "Activated abilities of sources with the chosen name can't be activated [unless
they're mana abilities]." (Phyrexian Revoker, Pithing Needle).

The ban reaches every source with that name wherever its ability may be activated — a
permanent, a card in a hand (cycling) or a graveyard, an emblem — and, without the mana
exception, its mana abilities too, as the player pays a cost (``mana.mana_sources``). The name
is the one the ban's permanent chose as it entered (``chosen.py``). Asked by
``priority._can_activate`` / ``priority._hand_activations`` and ``mana.mana_sources``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.chosen import chosen_name
from cardtable.games.magic.layers import Chars, battlefield_chars
from cardtable.games.magic.model import StaticAbility
from cardtable.games.magic.model.names_9 import NAMED_NO_ACTIVATION, NAMED_NO_NONMANA_ACTIVATION

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

_last: list[tuple[dict[int, Chars], dict[str, bool]]] = []  # the table it was read from


def banned_names(state: MagicState) -> dict[str, bool]:
    """Each name whose sources' abilities can't be activated, with whether mana abilities are
    banned too; read once per battlefield table (``layers.battlefield_chars``)."""
    table = battlefield_chars(state)
    if _last and _last[0][0] is table:
        return _last[0][1]
    found: dict[str, bool] = {}
    for source_id, c in table.items():
        for ability in c.abilities:
            if not isinstance(ability, StaticAbility) or ability.condition is not None:
                continue
            for e in ability.effects:
                if e.layer == "rules" and e.rule in (NAMED_NO_ACTIVATION,
                                                     NAMED_NO_NONMANA_ACTIVATION):
                    name = chosen_name(state, source_id)
                    if name:
                        found[name] = found.get(name, False) or e.rule == NAMED_NO_ACTIVATION
    _last[:] = [(table, found)]
    return found


def activation_banned(state: MagicState, name: str, is_mana_ability: bool) -> bool:
    """Whether an activated ability of a source named ``name`` can't be activated now."""
    banned = banned_names(state)
    if not banned or name not in banned:
        return False
    return banned[name] or not is_mana_ability
