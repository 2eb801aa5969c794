"""Hideaway (CR 702.75a, the 2022 wording of four cards) and playing the hidden card, from
Mosswort Bridge's real Oracle text: "Hideaway / {T}: Add {G}. / {G}, {T}: You may play the
exiled card without paying its mana cost if creatures you control have total power 10 or
greater." — the card is exiled face down (406.3), linked to the land (607.2a); a land is played
with the land drop (305.2), a spell cast while the ability resolves, for free (608.2g, 118.9)."""

from __future__ import annotations

from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real

BRIDGE = "Mosswort Bridge"


def _bridge(hidden: str, wurms: int = 2, mountain: bool = False) -> tuple[Scenario, int]:
    """A plays Mosswort Bridge from hand and hides ``hidden`` (the top card of four)."""
    s = game(BRIDGE)
    if mountain:
        s.hand(A, "Mountain")
    for _ in range(wurms):
        s.put(A, "Craw Wurm")
    s.put(A, "Forest")
    s.hand(A, BRIDGE)
    for name in reversed((hidden, "Island", "Swamp", "Plains")):
        s.library_top(A, name)
    s.start()
    s.play_land(A, BRIDGE)
    top = list(s.state.zone(A, "library")[:4])
    s.then("hideaway", (top[0],))
    s.resolve()
    return s, s.id(BRIDGE)


def test_mosswort_bridge_renders_back() -> None:
    assert render_card(real(BRIDGE)) == (
        "Hideaway\n{T}: Add {G}.\n{G}, {T}: You may play the exiled card without paying its "
        "mana cost if creatures you control have total power 10 or greater.")


def test_hideaway_enters_tapped_exiles_one_face_down_rest_to_the_bottom_CR_702_75a_406_3(
        ) -> None:
    s, bridge = _bridge("Grizzly Bears")
    assert s.obj(bridge).tapped
    (bears,) = s.ids("Grizzly Bears", "exile")
    library = [s.obj(i).card.name for i in s.state.zone(A, "library")]
    assert library[-3:] == ["Island", "Swamp", "Plains"]  # the rest on the bottom
    assert s.game.view(A).players[A].exile[0].name == "Grizzly Bears"  # A may look
    assert s.game.view(B).players[A].exile[0].name == "face-down card"
    assert s.game.view(B).players[A].exile[0].id == bears


def test_mosswort_casts_the_hidden_spell_free_with_ten_power_CR_608_2g_118_9() -> None:
    """Next turn, with two Craw Wurms (12 power): {G}, {T}: A casts Grizzly Bears without
    paying its mana cost (the Forest pays only {G})."""
    s, bridge = _bridge("Grizzly Bears")
    s.to_step("upkeep", active=B)
    s.to_step("main1", active=A)
    s.activate(A, BRIDGE, index=2)
    s.then("play Grizzly Bears", True)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert s.obj(bridge).tapped


def test_mosswort_does_nothing_under_ten_power() -> None:
    """One Craw Wurm (6 power): the ability resolves and the card stays hidden."""
    s, _bridge_id = _bridge("Grizzly Bears", wurms=1)
    s.to_step("upkeep", active=B)
    s.to_step("main1", active=A)
    s.activate(A, BRIDGE, index=2)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile"


def test_mosswort_a_hidden_land_is_a_land_play_CR_305_2() -> None:
    """A hidden Forest is played as A's land for the turn; once A has played a land, the
    ability can't put it onto the battlefield."""
    s, _bridge_id = _bridge("Forest")
    s.to_step("upkeep", active=B)
    s.to_step("main1", active=A)
    s.activate(A, BRIDGE, index=2)
    s.then("play Forest", True)
    s.resolve()
    assert len(s.ids("Forest", "battlefield")) == 2
    assert s.state.players[A].lands_played == 1
    s2, _ = _bridge("Forest", mountain=True)
    s2.to_step("upkeep", active=B)
    s2.to_step("main1", active=A)
    s2.play_land(A, "Mountain")
    s2.activate(A, BRIDGE, index=2)
    s2.resolve()  # strict: no "play Forest?" question is asked
    assert len(s2.ids("Forest", "exile")) == 1 and s2.state.players[A].lands_played == 1
