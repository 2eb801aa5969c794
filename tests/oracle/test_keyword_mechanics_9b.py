"""Issue 29 (h9b-KW): keyword mechanics, second round of the ninth wave — each played from the
real Oracle text of a real card compiled by the Oracle compiler (``card()`` asserts it is
supported and renders back to its Oracle text), asserting what the text says happens."""

from __future__ import annotations

from cardtable.games.magic.actions import Activate, TurnFaceUp
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import card, scenario

# -- landwalk of a nonbasic land type (CR 702.14a) -----------------------------------------------


def _nomads(desert: bool) -> tuple[Scenario, int, int]:
    s = scenario("Desert Nomads", "Desert")
    nomads = s.put(A, "Desert Nomads")
    bears = s.put(B, "Grizzly Bears")
    s.put(B, "Desert" if desert else "Mountain")
    s.start()
    s.attack({nomads: "p1"})
    s.to_step("declare_blockers")
    return s, nomads, bears


def test_cr_702_14a_desert_nomads_desertwalk_cannot_be_blocked_by_a_desert_controller() -> None:
    """Desert Nomads: "Desertwalk" — B controls a Desert, so Grizzly Bears may not block it."""
    assert render_card(card("Desert Nomads")).splitlines()[0] == "Desertwalk"
    s, nomads, bears = _nomads(desert=True)
    refused = s.refused(B, ((bears, nomads),))
    assert "not being asked" in refused or "509.1" in refused
    assert s.state.blockers == {}


def test_cr_702_14a_desertwalk_is_blockable_without_a_desert() -> None:
    """With only a Mountain (no Desert) B's Grizzly Bears blocks Desert Nomads."""
    s, nomads, bears = _nomads(desert=False)
    s.apply(B, ((bears, nomads),))
    assert s.state.blockers == {bears: nomads}


# -- landcycling of a card type (CR 702.29f) -----------------------------------------------------


def test_cr_702_29f_sojourners_companion_artifact_landcycling_finds_an_artifact_land() -> None:
    """Sojourner's Companion: "Artifact landcycling {2}" — {2}, discard it: A searches for an
    artifact land card: Ancient Den comes to A's hand, the Plains stays in the library."""
    s = scenario("Sojourner's Companion", "Ancient Den")
    companion = s.hand(A, "Sojourner's Companion")
    s.lands(A, "Plains", 2)
    den = s.library_top(A, "Ancient Den")
    plains = s.library_top(A, "Plains")
    s.start()
    decision = s.pending
    assert decision is not None
    option = next(o for o in decision.options
                  if isinstance(o, Activate) and o.source == companion)
    s.apply(A, option)
    s.strict = False
    s.then("resolve", (den,))
    s.resolve()
    assert s.zone_of("Sojourner's Companion") == "graveyard"
    hand = s.state.players[A].zones["hand"]
    assert den in hand or s.state.moved.get(den) in hand
    assert plains in s.state.players[A].zones["library"]


# -- vanishing without a number (CR 702.63b) -----------------------------------------------------


def test_cr_702_63b_tidewalker_vanishing_counts_its_islands_and_loses_one_each_upkeep() -> None:
    """Tidewalker: "enters with a time counter on it for each Island you control. Vanishing"
    — cast with three Islands it enters with three time counters (a 3/3: "Vanishing" alone adds
    none of its own, 702.63b); at A's next upkeep one is removed (2/2)."""
    assert "Vanishing" in render_card(card("Tidewalker")).splitlines()
    s = scenario("Tidewalker")
    s.hand(A, "Tidewalker")
    s.lands(A, "Island", 3)
    s.start()
    s.cast(A, "Tidewalker")
    s.resolve()
    walker = s.id("Tidewalker")
    assert s.obj(walker).counters.get("time") == 3
    assert s.pt(walker) == (3, 3)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.obj(walker).counters.get("time") == 2
    assert s.pt(walker) == (2, 2)


# -- demonstrate (CR 702.144a) -------------------------------------------------------------------


def _excavation(copy: bool) -> tuple[Scenario, int, int]:
    """A casts Excavation Technique ("Demonstrate. Destroy target nonland permanent. Its
    controller creates two Treasure tokens.") at B's Grizzly Bears; B also has a Hill Giant."""
    s = scenario("Excavation Technique")
    s.hand(A, "Excavation Technique")
    s.lands(A, "Plains", 4)
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Excavation Technique", targets=[bears])
    s.then("copyspell?", copy)
    return s, bears, giant


def _treasures(s: Scenario, player: int) -> int:
    return sum(1 for o in s.state.battlefield if s.state.objects[o].card.name == "Treasure"
               and s.state.objects[o].controller == player)


def test_cr_702_144a_excavation_technique_demonstrated_an_opponent_copies_it_too() -> None:
    """Demonstrate: A copies it and retargets A's copy to the Hill Giant; B (the only
    opponent, so the chosen one) copies it too and keeps the Bears as its target (B's copy is
    B's: made by player B, 707.10). A's copy destroys the Giant, B's the Bears (B's Treasures
    twice, "its controller"); the original's one target is gone, so it does nothing (608.2b)."""
    assert render_card(card("Excavation Technique")).splitlines()[0] == "Demonstrate"
    s, bears, giant = _excavation(copy=True)
    s.then("choose a target for the copy", giant)  # A's copy
    s.then("choose a target for the copy", bears)  # B's copy keeps the original's
    s.resolve()
    assert [e.player for e in s.events("copy")] == [A, B]
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Hill Giant") == "graveyard"
    assert _treasures(s, B) == 4
    assert _treasures(s, A) == 0


def test_cr_702_144a_demonstrate_declined_makes_no_copies() -> None:
    """"You may copy it": declined, neither player copies it — only the Bears is destroyed."""
    s, _bears, _giant = _excavation(copy=False)
    s.resolve()
    assert s.events("copy") == []
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Hill Giant") == "battlefield"
    assert _treasures(s, B) == 2


# -- devour of a card type (CR 702.82b) ----------------------------------------------------------


def test_cr_702_82b_caprichrome_devours_artifacts_not_creatures() -> None:
    """Caprichrome (2/2, "Devour artifact 1"): as it enters A may sacrifice any number of
    artifacts — the two Ancient Dens are offered, Grizzly Bears is not; eating both, it enters
    with two +1/+1 counters (a 4/4)."""
    assert "Devour artifact 1" in render_card(card("Caprichrome")).splitlines()
    s = scenario("Caprichrome", "Ancient Den")
    s.lands(A, "Plains", 4)
    dens = [s.put(A, "Ancient Den") for _ in range(2)]
    s.put(A, "Grizzly Bears")
    s.hand(A, "Caprichrome")
    s.start()
    s.cast(A, "Caprichrome")
    s.resolve(items=0)
    s.pass_priority()
    s.pass_priority()
    decision = s.pending
    assert decision is not None and "devour" in decision.prompt
    assert set(decision.options) >= set(dens)
    assert s.id("Grizzly Bears") not in decision.options
    s.then("resolve.choice", tuple(dens))
    s.resolve()
    goat = s.id("Caprichrome")
    assert s.obj(goat).counters.get("+1/+1") == 2 and s.pt(goat) == (4, 4)
    assert s.zone_of("Ancient Den") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_702_63b_maelstrom_djinn_gains_vanishing_when_turned_face_up() -> None:
    """Maelstrom Djinn: "When ~ is turned face up, put two time counters on it and it gains
    vanishing." — turned up for {2}{U} it has two time counters; the granted vanishing removes
    one at A's next upkeep and, the last removed at the one after, A sacrifices it."""
    s = scenario("Maelstrom Djinn")
    s.lands(A, "Island", 3)
    djinn = s.put(A, "Maelstrom Djinn")
    s.obj(djinn).face_down = True
    s.start()
    decision = s.pending
    assert decision is not None
    s.apply(A, next(o for o in decision.options if isinstance(o, TurnFaceUp)))
    s.resolve()
    assert s.obj(djinn).counters.get("time") == 2
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.obj(djinn).counters.get("time") == 1
    s.to_step("main1", active=A)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Maelstrom Djinn") == "graveyard"


# -- "Equip creature token {1}" (CR 702.6c) ------------------------------------------------------


def test_cr_702_6c_team_pennant_equips_a_creature_token_for_one() -> None:
    """Team Pennant: "Equip creature token {1}" and "Equip {3}" — with one Plains only the
    {1} equip can be paid, and it may target A's creature token but not A's Hill Giant (a
    card); attached, the token gets +1/+1 and vigilance and trample."""
    s = scenario("Team Pennant")
    pennant = s.put(A, "Team Pennant")
    token = s.put(A, "Grizzly Bears")
    s.obj(token).token = True
    s.put(A, "Hill Giant")
    s.lands(A, "Plains", 1)
    s.start()
    decision = s.pending
    assert decision is not None
    equips = [o for o in decision.options if isinstance(o, Activate) and o.source == pennant]
    assert len(equips) == 1  # Equip {3} can't be paid
    s.apply(A, equips[0])
    target = s.pending
    assert target is not None and list(target.options) == [token]
    s.apply(A, token)
    s.resolve()
    assert s.obj(pennant).attached_to == token
    assert s.pt(token) == (3, 3)
    assert {"vigilance", "trample"} <= s.keywords(token)
