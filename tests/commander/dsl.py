"""The Magic scenario DSL (tests/magic/dsl.py) on a Commander game: the same set-up and scripting,
plus commanders placed in any zone and the Commander rules settings."""

from __future__ import annotations

from collections.abc import Mapping

from cardtable.games.magic.commander.decks import commander_cards
from cardtable.games.magic.commander.game import CommanderGame, CommanderSettings
from cardtable.games.magic.commander.rules import CommanderRules
from cardtable.games.magic.model import CardDef, Keyword
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import FILLER, Scenario

# Treva, the Renewer's mana cost, types and flying: the tax rule reads only the cost. Her attack
# trigger is not part of this fixture (the engine's pool does not define her).
TREVA = CardDef("Treva, the Renewer", "Legendary Creature — Dragon", "{3}{G}{W}{U}",
                power="6", toughness="6", abilities=(Keyword("flying"),))


def scenario_cards() -> dict[str, CardDef]:
    cards = dict(card_pool())
    cards.update(commander_cards())
    cards[TREVA.name] = TREVA
    return cards


class CommanderScenario(Scenario):
    def __init__(self, players: int = 2, *, rules: CommanderRules | None = None,
                 house_rules: tuple[str, ...] = (), life: int = 40,
                 cards: Mapping[str, CardDef] | None = None, library: int = 20,
                 strict: bool = True, seed: int = 1) -> None:
        self.cards = dict(cards or scenario_cards())
        decks = tuple((FILLER,) * library for _ in range(players))
        settings = CommanderSettings(decks, ((),) * players, self.cards,
                                     rules or CommanderRules(), house_rules, turn_limit=400,
                                     starting_player=0, life=life)
        self.game: CommanderGame = CommanderGame(settings, seed, blank=True)
        self.strict = strict
        self.queue = []
        self.log = []

    def commander(self, player: int, name: str, zone: str = "command", *,
                  controller: int | None = None) -> int:
        """A commander card of ``player`` in ``zone`` (battlefield: not summoning-sick)."""
        if zone == "battlefield":
            oid = self.put(player, name, controller=controller)
        else:
            oid = self._new(player, name, zone).id
            self.game.offered.add(oid)  # already where the test put it, not a new arrival
        self.game.mark_commander(self.obj(oid))
        self.game._set_mana_colours()  # CMD-4.4 reads the commanders' identity
        return oid
