""""… then choose an opponent. That player returns a card from their graveyard to their hand."
(Skullwinder, the Swell the Host precon; issues 10 and 16), from its real Oracle text
(MTGJSON 2022-04-25): the opponent is chosen as the trigger resolves, not targeted (CR 115.10,
608.2d), and that player chooses which of their cards returns."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B, C
from tests.oracle.conftest import game, real


def test_skullwinder_compiles_renders_back_and_has_deathtouch() -> None:
    card = real("Skullwinder")
    assert round_trip_problem(card) == ""
    assert card.abilities[0] == m.Keyword(name="deathtouch")
    trigger = card.abilities[1]
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.effects[1:] == (m.ChooseOpponent(), m.ReturnCardChosen(
        filter=m.Filter(), who="chosen_opponent", to="hand"))


def test_skullwinder_returns_yours_then_the_chosen_opponent_returns_theirs_CR_608_2d() -> None:
    """Three players: Skullwinder enters, its trigger targets Grizzly Bears in A's graveyard;
    as it resolves the bears return, A chooses opponent C (not B), and C — not A — chooses
    which of their two cards returns to C's hand (608.2d). B's graveyard is untouched."""
    s = game("Skullwinder", players=3)
    s.lands(A, "Forest", 3)
    s.hand(A, "Skullwinder")
    bears = s.graveyard(A, "Grizzly Bears")
    s.graveyard(B, "Lightning Bolt")
    bolt = s.graveyard(C, "Lightning Bolt")
    s.graveyard(C, "Giant Growth")
    s.start()
    s.cast(A, "Skullwinder")
    s.then("cast.target", bears)  # the enters trigger's target, as it is put on the stack
    s.then("choose an opponent", "p2")
    s.then("a card to return to the hand", (bolt,))
    s.resolve()
    s.done()
    assert [o.card.name for o in s.state.objects.values() if o.zone == "hand"
            and o.owner == A] == ["Grizzly Bears"]
    assert s.graveyard_names(C) == ["Giant Growth"]
    assert [o.card.name for o in s.state.objects.values() if o.zone == "hand"
            and o.owner == C] == ["Lightning Bolt"]
    assert s.graveyard_names(B) == ["Lightning Bolt"]
    chooser = [e for e in s.game.events if e.kind == "choose_opponent"]
    assert len(chooser) == 1


def test_skullwinder_fizzles_when_its_target_is_gone_CR_608_2b() -> None:
    """The target card leaves A's graveyard before the trigger resolves: the ability does
    not resolve at all (608.2b), so no opponent is chosen and B keeps their graveyard."""
    s = game("Skullwinder")
    s.lands(A, "Forest", 3)
    s.hand(A, "Skullwinder")
    bears = s.graveyard(A, "Grizzly Bears")
    s.graveyard(B, "Lightning Bolt")
    s.start()
    s.cast(A, "Skullwinder")
    s.then("cast.target", bears)
    s.pass_priority()
    s.pass_priority()  # Skullwinder resolves; its trigger goes on the stack targeting bears
    s._drain()
    assert len(s.state.stack) == 1 and s.state.stack[0].targets == ((bears,),)
    s.game.move(s.obj(bears), "exile", cause="test")
    s.resolve()
    assert s.graveyard_names(B) == ["Lightning Bolt"]
    assert not [e for e in s.game.events if e.kind == "choose_opponent"]


def test_skullwinder_with_one_opponent_and_one_card_asks_nothing_more() -> None:
    """Two players: the only opponent is chosen, their only card returns to their hand."""
    s = game("Skullwinder")
    s.lands(A, "Forest", 3)
    s.hand(A, "Skullwinder")
    bears = s.graveyard(A, "Grizzly Bears")
    s.graveyard(B, "Lightning Bolt")
    s.start()
    s.cast(A, "Skullwinder")
    s.then("cast.target", bears)
    s.resolve()
    s.done()
    assert s.graveyard_names(B) == []
    assert [o.card.name for o in s.state.objects.values() if o.zone == "hand"
            and o.owner == B] == ["Lightning Bolt"]
