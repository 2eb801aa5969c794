"""The caches behind fast views and deferred options never go stale (kernel v2 speed, issue 8).

A view is put together from immutable parts cached since each last changed, and the main
phase's and the upkeep's options are worked out from a frozen source only when read. These
property tests play games of every kind (seeds, bots, settings drawn by Hypothesis) and check at
every decision that

* each seat's view equals the view a copy of the game builds from nothing (every cache dropped),
  and is unchanged by being built again;
* the decision's options are exactly the legal answers: every candidate action the game could
  accept (each card in hand in every form, each land pile, each supply, ending the phase) is
  among the options if and only if ``verify`` accepts it (DOM-5.1, DOM-5.2).
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.agents.registry import make_agent
from cardtable.agents.search import act
from cardtable.games.dominarion import DominarionGame, new_game
from cardtable.games.dominarion.actions import (
    Buy,
    CastSorcery,
    DeclineSorcery,
    EndMain,
    GainLand,
    PayMana,
    PaymentDone,
    Pitch,
    PlayArtifact,
    PlayLand,
    Summon,
)
from cardtable.games.dominarion.mana import MANA_TYPES

BOTS = st.sampled_from(["rush", "big", "random"])


def candidates(game: DominarionGame) -> set[Any]:
    """Every action of any kind the game could be asked about now, legal or not."""
    out: set[Any] = {EndMain(), DeclineSorcery(), PaymentDone()}
    out.update(PayMana(m) for m in MANA_TYPES)
    out.update(GainLand(name) for name in game.land_piles)
    out.update(Buy(key) for key in game.supplies)
    for card_id in game.players[game.turn_player].hand:
        info = game.cards[card_id]
        out.update((PlayLand(card_id), Summon(card_id)))
        out.update(PlayArtifact(card_id, color) for color in "WUBRG")
        for choices in info.gain_options:
            out.update((Pitch(card_id, choices), CastSorcery(card_id, choices)))
    return out


def fresh_view(game: DominarionGame, seat: int) -> Any:
    copy = game.clone()
    copy.mark_changed()  # drops every cached part of the views
    return copy.view(seat)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), bots=st.lists(BOTS, min_size=2, max_size=4),
       auto_lands=st.booleans(), choose_payment=st.booleans(), stride=st.integers(1, 7))
def test_cached_views_and_deferred_options_match_a_fresh_build(
        seed: int, bots: list[str], auto_lands: bool, choose_payment: bool, stride: int) -> None:
    """DOM-8.1 and DOM-5: cached views equal views built from nothing, and deferred options are
    exactly the actions ``verify`` accepts, at every decision of a whole game."""
    game = new_game(players=len(bots), seed=seed, auto_lands=auto_lands,
                    choose_payment=choose_payment, turn_limit=30)
    agents = [make_agent(name, seed + i) for i, name in enumerate(bots)]
    step = 0
    while (decision := game.pending) is not None:
        if step % stride == 0:
            for seat in range(len(bots)):
                view = game.view(seat)
                assert view == fresh_view(game, seat)
                assert game.view(seat) == view
            legal = {a for a in candidates(game) if game.verify(decision, a) is None}
            assert set(decision.options) == legal
            assert len(decision.options) == len(legal)  # each offered once
        game.apply(act(agents[decision.player], game, decision))
        step += 1
