"""Cards exiled face down that a linked permission lets a player look at and play (CR 406.3,
607.2a, 601.2, 305.2), from Kheru Mind-Eater's real Oracle text: "Menace / Whenever ~ deals
combat damage to a player, that player exiles a card from their hand face down. / You may look
at cards exiled with ~, and you may play lands and cast spells from among those cards."."""

from __future__ import annotations

from cardtable.games.magic.actions import Cast, PlayLand
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, C, Scenario
from tests.oracle.conftest import game, real

KHERU = "Kheru Mind-Eater"


def _options(s: Scenario, player: int, kind: type, name: str) -> list[object]:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return [o for o in decision.options if isinstance(o, kind) and getattr(o, "name", "") == name]


def _hit(players: int = 3, murder: bool = False) -> tuple[Scenario, int]:
    """A's Kheru hits B, who holds Lightning Bolt and Forest and exiles the Bolt."""
    s = game(KHERU, players=players)
    kheru = s.put(A, KHERU)
    s.put(A, "Mountain")
    if murder:
        s.lands(C, "Swamp", 3)
        s.hand(C, "Murder")
    bolt = s.hand(B, "Lightning Bolt")
    s.hand(B, "Forest")
    s.start()
    s.attack({kheru: "p1"})
    s.then("exile a card from your hand face down", (bolt,))
    s.to_step("main2")
    assert s.life(B) == 19
    return s, kheru


def test_kheru_compiles_and_renders_back() -> None:
    assert render_card(real(KHERU)) == (
        "Menace\nWhenever ~ deals combat damage to a player, that player exiles a card from "
        "their hand face down.\nYou may look at cards exiled with ~, and you may play lands "
        "and cast spells from among those cards.")


def test_kheru_the_card_is_exiled_face_down_and_hidden_from_all_but_kheru_s_controller_CR_406_3(
        ) -> None:
    """B chose Lightning Bolt: it is in B's exile; A (Kheru's controller, who may look) sees
    its name; B (its owner) and C see a face-down card; no log line open to B or C names
    it after the hand."""
    s, _kheru = _hit()
    (bolt,) = s.ids("Lightning Bolt", "exile")
    assert s.zone_of("Forest") == "hand"
    views = {p: s.game.view(p) for p in (A, B, C)}
    for p in (A, B, C):
        (card,) = views[p].players[B].exile
        assert card.id == bolt
        assert (card.name == "Lightning Bolt") == (p == A), p
    exile_moves = [e for e in s.events("move") if dict(e.data).get("to") == "exile"]
    assert exile_moves
    for e in exile_moves:
        assert "Lightning Bolt" not in str(e.for_player(C)) and e.audience() == {B}
        assert "Lightning Bolt" in str(e.for_player(B))


def test_kheru_s_controller_casts_the_exiled_spell_CR_601_2_607_2a() -> None:
    """A may cast the Bolt (paying {R}); B may not; it resolves under A's control."""
    s, _kheru = _hit()
    assert _options(s, B, Cast, "Lightning Bolt") == []
    assert len(_options(s, A, Cast, "Lightning Bolt")) == 1
    s.cast(A, "Lightning Bolt", targets=["p2"])
    s.resolve()
    assert s.life(C) == 17
    assert s.graveyard_names(B) == ["Lightning Bolt"]  # its owner's graveyard (400.3)


def test_kheru_s_permission_ends_when_kheru_leaves_CR_607_2a_400_7() -> None:
    """C murders Kheru: A may no longer cast the card, and nobody may look at it any more."""
    s, kheru = _hit(murder=True)
    s.cast(C, "Murder", targets=[kheru])
    s.resolve()
    assert s.zone_of(KHERU) == "graveyard"
    assert _options(s, A, Cast, "Lightning Bolt") == []
    (card,) = s.game.view(A).players[B].exile
    assert card.name == "face-down card"


def test_kheru_a_land_exiled_is_played_with_the_land_drop_CR_305_2() -> None:
    """B exiles a Forest: A may play it in A's main phase as A's land for the turn."""
    s = game(KHERU, players=2)
    kheru = s.put(A, KHERU)
    forest = s.hand(B, "Forest")
    s.start()
    s.attack({kheru: "p1"})
    s.to_step("main2")
    assert s.ids("Forest", "exile") and forest not in s.ids("Forest", "hand")
    assert len(_options(s, A, PlayLand, "Forest")) == 1
    s.play_land(A, "Forest")
    forest_now = s.id("Forest")
    assert s.controller(forest_now) == A and s.obj(forest_now).owner == B
