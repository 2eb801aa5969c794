"""Sagas' chapter abilities (CR 714.2b-c): "{rN} — [Effect]" means "When one or more lore
counters are put onto this Saga, if the number of lore counters on it was less than N and
became at least N, [effect]" — however the counters were put on: the lore counter of the
precombat main phase (714.3b), "put a lore counter on ~", proliferate (701.27)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.layers import chars
from cardtable.games.magic.model import TriggeredAbility

if TYPE_CHECKING:
    from cardtable.games.magic.objects import GameObject
    from cardtable.games.magic.ports import GameServices

LORE = "lore"


def lore_added(game: GameServices, saga: GameObject, before: int) -> None:
    """Lore counters were put on ``saga``, which had ``before``: each chapter N with
    ``before < N <= now`` triggers (714.2b), once per chapter number (714.2c)."""
    now = saga.counters.get(LORE, 0)
    if now <= before:
        return
    c = chars(game.state, saga)
    for ability in c.abilities:
        if isinstance(ability, TriggeredAbility) and ability.trigger.event == LORE:
            for chapter in ability.trigger.chapters:
                if before < chapter <= now:
                    game.trigger(saga, c.controller, ability, {})
