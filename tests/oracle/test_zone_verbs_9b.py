"""Issue 29 round 9b, effect verbs that move cards between zones (helper EV1b). Each card is
compiled from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported and played;
each test asserts what the text says happens.

- a library look whose take names no rest (CR 401.4): "Look at the top two cards of your
  library. Put one of them into your graveyard." — the other card stays on top;
- "… and the rest on top of your library in any order" (CR 401.4), the player's order.
"""

from __future__ import annotations

import io

from rich.console import Console

from cardtable.cli.magic_table import TableInfo, render_view
from cardtable.games.magic import model as m
from cardtable.games.magic.model.zone_verbs_9b import REST_ON_TOP_ANY, REST_STAYS
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- "Look at the top two cards of your library. Put one of them into your graveyard." ----------


def test_cr_401_4_jace_living_guildpact_mills_one_of_two_and_keeps_the_other_on_top() -> None:
    """Jace, the Living Guildpact: "[+1]: Look at the top two cards of your library. Put one of
    them into your graveyard." — the card A picks (the second) goes to the graveyard; the other
    stays on top of the library, nothing goes to the hand."""
    card = real("Jace, the Living Guildpact")
    assert round_trip_problem(card) == ""
    s = game("Jace, the Living Guildpact")
    s.put(A, "Jace, the Living Guildpact", counters={"loyalty": 5})
    s.start()
    library = s.state.players[A].zones["library"]
    top = list(library[:3])
    size = len(library)
    milled = s.state.objects[top[1]].card.name
    s.then("resolve.choice", (top[1],))
    s.activate(A, "Jace, the Living Guildpact", 0)
    s.resolve()
    library = s.state.players[A].zones["library"]
    assert len(library) == size - 1 and library[0] == top[0] and library[1] == top[2]
    graveyard = s.state.players[A].zones["graveyard"]
    assert [s.state.objects[o].card.name for o in graveyard] == [milled]
    assert s.hand_size(A) == 0


def test_cr_401_4_celestus_sanctifier_look_has_no_rest_to_move() -> None:
    """Celestus Sanctifier: "Whenever day becomes night or night becomes day, look at the top two
    cards of your library. Put one of them into your graveyard." — compiled as a look of two
    whose other card stays where it is."""
    card = real("Celestus Sanctifier")
    assert round_trip_problem(card) == ""
    looks = [e for a in card.abilities for e in getattr(a, "effects", ())
             if isinstance(e, m.LookPut)]
    assert looks and all(e.count == 2 and e.take == 1 and e.to == "graveyard"
                         and e.rest == REST_STAYS for e in looks)


# -- "… and the rest on top of your library in any order" ---------------------------------------


def test_cr_401_4_diabolic_vision_puts_the_rest_back_on_top_in_the_players_order() -> None:
    """Diabolic Vision: "Look at the top five cards of your library. Put one of them into your
    hand and the rest on top of your library in any order." — A takes the third card and
    orders the other four reversed: they are the new top four in that order."""
    card = real("Diabolic Vision")
    look = card.abilities[0].effects[0]  # type: ignore[union-attr]
    assert isinstance(look, m.LookPut) and look.rest == REST_ON_TOP_ANY
    assert round_trip_problem(card) == ""
    s = game("Diabolic Vision")
    s.lands(A, "Island", 1)
    s.lands(A, "Swamp", 1)
    s.hand(A, "Diabolic Vision")
    s.start()
    library = s.state.players[A].zones["library"]
    top = list(library[:6])
    size = len(library)
    rest = [top[4], top[3], top[1], top[0]]
    taken = s.state.objects[top[2]].card.name
    s.then("resolve.choice", (top[2],))
    s.then("resolve.choice", tuple(rest))
    s.cast(A, "Diabolic Vision")
    s.resolve()
    library = s.state.players[A].zones["library"]
    assert len(library) == size - 1
    assert list(library[:5]) == [*rest, top[5]]
    assert [s.state.objects[o].card.name for o in s.state.players[A].zones["hand"]] == [taken]


# -- "Players / Your opponents play with their hands revealed." (CR 701.16a, 402.3) -------------


def _names(cards: tuple[object, ...]) -> list[str]:
    return sorted(str(getattr(c, "name", "")) for c in cards)


def test_cr_701_16a_telepathy_reveals_only_the_opponents_hands() -> None:
    """Telepathy: "Your opponents play with their hands revealed." — A (its controller) sees
    B's hand in their view; B does not see A's hand; once Telepathy leaves the battlefield B's
    hand is hidden again."""
    card = real("Telepathy")
    assert round_trip_problem(card) == ""
    s = game("Telepathy", "Grizzly Bears", "Lightning Bolt")
    telepathy = s.put(A, "Telepathy")
    s.hand(A, "Lightning Bolt")
    s.hand(B, "Grizzly Bears")
    s.start()
    a_view, b_view = s.game.view(A), s.game.view(B)
    assert _names(a_view.players[B].revealed_hand) == ["Grizzly Bears"]
    assert a_view.players[A].revealed_hand == ()
    assert b_view.players[A].revealed_hand == ()
    assert "Lightning Bolt" not in repr(b_view)
    out = io.StringIO()  # the table shows the revealed hand to A, and only to A
    render_view(Console(file=out, width=200, color_system=None), a_view, TableInfo(("Ana", "Bo")))
    assert "hand (revealed): Grizzly Bears" in out.getvalue()
    out = io.StringIO()
    render_view(Console(file=out, width=200, color_system=None), b_view, TableInfo(("Ana", "Bo")))
    assert "hand (revealed)" not in out.getvalue()
    s.game.move(s.state.objects[telepathy], "graveyard", cause="test")
    assert s.game.view(A).players[B].revealed_hand == ()


def test_cr_701_16a_wandering_eye_reveals_every_players_hand() -> None:
    """Wandering Eye: "Players play with their hands revealed." — each player sees the other's
    hand, whoever controls it."""
    card = real("Wandering Eye")
    assert round_trip_problem(card) == ""
    s = game("Wandering Eye", "Grizzly Bears", "Lightning Bolt")
    s.put(B, "Wandering Eye")
    s.hand(A, "Lightning Bolt")
    s.hand(B, "Grizzly Bears")
    s.start()
    assert _names(s.game.view(A).players[B].revealed_hand) == ["Grizzly Bears"]
    assert _names(s.game.view(B).players[A].revealed_hand) == ["Lightning Bolt"]
