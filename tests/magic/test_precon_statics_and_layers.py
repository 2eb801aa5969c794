"""The heuristic bot and the engine pieces of the precon statics (issues 10 and 16): choices
the compiled cards ask for, answered the way a deck builder would want."""

from __future__ import annotations

from cardtable.agents.magic.bots import HeuristicBot
from cardtable.games.magic.chosen import chosen_type
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import A, Scenario
from tests.oracle.conftest import compiled


def test_heuristic_bot_names_its_own_most_common_creature_type_CR_614_12() -> None:
    """Door of Destinies resolving asks "choose a creature type": the bot names Bear, the
    type of most of its creatures, not a random one of the game's types."""
    door = compiled("Door of Destinies").card
    assert door is not None
    s = Scenario(cards=card_pool() | {"Door of Destinies": door})
    s.lands(A, "Forest", 4)
    s.hand(A, "Door of Destinies")
    s.put(A, "Grizzly Bears")
    s.put(A, "Grizzly Bears")
    s.put(A, "Serra Angel")
    s.put(1, "Serra Angel")
    s.put(1, "Serra Angel")
    s.put(1, "Serra Angel")
    s.start()
    s.cast(A, "Door of Destinies")
    s.strict = False
    s.pass_priority()
    decision = s.pending
    while decision is not None and decision.tag == "priority":
        s.pass_priority()
        decision = s.pending
    assert decision is not None and "creature type" in decision.prompt
    answer = HeuristicBot(1).choose(s.game.view(decision.player), decision)
    assert answer == "Bear"
    s.apply(decision.player, answer)
    assert chosen_type(s.state, s.id("Door of Destinies")) == "Bear"
