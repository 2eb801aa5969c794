"""Playing exiled cards by permission (CR 601.2, 305.2, 400.7, 514.2, 607.2a) and the Sieges'
"As ~ enters, choose Khans or Dragons." (CR 614.12), from Outpost Siege's real Oracle text:
"• Khans — At the beginning of your upkeep, exile the top card of your library. Until end of
turn, you may play that card. / • Dragons — Whenever a creature you control leaves the
battlefield, ~ deals 1 damage to any target."."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Cast, PlayLand
from cardtable.games.magic.chosen import chosen_option
from cardtable.games.magic.oracle.support import compile_card
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import atomic, game, real

SIEGE = "Outpost Siege"


def _options(s: Scenario, player: int, kind: type, name: str) -> list[object]:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return [o for o in decision.options if isinstance(o, kind) and getattr(o, "name", "") == name]


def _siege(word: str, *library_top: str, bolt_and_bears: bool = False) -> Scenario:
    """A casts Outpost Siege choosing ``word``; ``library_top`` on top of A's library."""
    s = game(SIEGE)
    if bolt_and_bears:
        s.put(A, "Grizzly Bears")
        s.hand(A, "Lightning Bolt")
    for _ in range(5 if bolt_and_bears else 4):
        s.put(A, "Mountain")
    s.hand(A, SIEGE)
    for name in reversed(library_top):
        s.library_top(A, name)
    s.start()
    s.cast(A, SIEGE)
    s.then("choose Khans or Dragons", word)
    s.resolve()
    assert chosen_option(s.state, s.id(SIEGE)) == word
    return s


def test_outpost_siege_compiles_and_renders_its_choice_and_bullets_CR_614_12() -> None:
    siege = real(SIEGE)
    head, khans, dragons = siege.abilities
    assert isinstance(head, m.ReplacementAbility) and head.options == ("Khans", "Dragons")
    assert isinstance(khans, m.TriggeredAbility) and khans.effects == (m.ImpulseExile(),)
    assert isinstance(dragons, m.TriggeredAbility) and dragons.trigger.event == "leaves"
    assert render_card(siege) == (
        "As ~ enters, choose Khans or Dragons.\n"
        "• Khans — At the beginning of your upkeep, exile the top card of your library. Until "
        "end of turn, you may play that card.\n"
        "• Dragons — Whenever a creature you control leaves the battlefield, ~ deals 1 damage "
        "to any target.")


def test_khans_exiles_at_upkeep_and_the_card_may_be_cast_that_turn_only_CR_601_2_514_2() -> None:
    """Khans: A's upkeep exiles Lightning Bolt face up; A may cast it this turn (paying its
    cost, normal timing); the next turn the permission is gone and the card stays exiled."""
    s = _siege("Khans", "Lightning Bolt", "Wastes", "Lightning Bolt", "Wastes")
    s.to_step("upkeep", active=B)
    assert s.zone_of("Lightning Bolt") == "library"  # not in B's upkeep
    s.to_step("upkeep", active=A)
    s.resolve()
    bolts = s.ids("Lightning Bolt", "exile")
    assert len(bolts) == 1 and s.obj(bolts[0]).face_down is False
    s.to_step("main1", active=A)
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 17
    assert len(s.ids("Lightning Bolt", "graveyard")) == 1 and s.ids("Lightning Bolt",
                                                                     "exile") == []
    # the second Bolt: exiled in A's next upkeep, not cast — gone with the turn (514.2)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert len(s.ids("Lightning Bolt", "exile")) == 1
    assert len(_options(s, A, Cast, "Lightning Bolt")) == 1
    s.to_step("upkeep", active=B)
    assert _options(s, A, Cast, "Lightning Bolt") == []
    assert len(s.ids("Lightning Bolt", "exile")) == 1


def test_khans_a_land_exiled_is_played_with_the_land_drop_CR_305_2() -> None:
    """A land exiled by Khans may be played in the main phase (with A's land drop): not once
    the land drop is used."""
    s = _siege("Khans", "Forest", "Wastes")
    s.to_step("upkeep", active=A)
    s.resolve()
    s.to_step("main1", active=A)
    assert len(_options(s, A, PlayLand, "Forest")) == 1
    s.play_land(A, "Forest")
    assert s.zone_of("Forest") == "battlefield"
    assert s.state.players[A].lands_played == 1
    s2 = _siege("Khans", "Forest")
    s2.hand(A, "Mountain")
    s2.to_step("upkeep", active=A)
    s2.resolve()
    s2.to_step("main1", active=A)
    s2.play_land(A, "Mountain")
    assert _options(s2, A, PlayLand, "Forest") == []  # the land drop is used (305.2)


def test_dragons_a_creature_leaving_deals_one_damage_CR_603_10a() -> None:
    """Dragons: A's creature dies (Bolted): Outpost Siege deals 1 damage to any target. Khans'
    upkeep ability does nothing under Dragons."""
    s = _siege("Dragons", "Lightning Bolt", "Wastes", bolt_and_bears=True)
    bears = s.id("Grizzly Bears")
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.then("target", "p1")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.life(B) == 19
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.ids("Lightning Bolt", "exile") == []  # no Khans ability under Dragons


def test_impulse_draw_unlocks_other_cards_of_the_mtgjson_file() -> None:
    """The impulse template compiles beyond the Sieges: every card whose text is only an
    upkeep/attack trigger or spell with "exile the top card … until end of turn, you may play
    that card" that compiles renders back (the round trip)."""
    found = [name for name, faces in atomic().items()
             if "Until end of turn, you may play that card." in (faces[0].get("text") or "")]
    supported = [n for n in found if compile_card(n, atomic()[n]).supported]
    assert SIEGE in supported and len(supported) > 1
