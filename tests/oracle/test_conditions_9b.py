"""Conditions and durations, second round (issue 29, h9b-CND): a leading "Until your next turn,
EFFECT" (CR 611.2a/b), compiled from the real Oracle text of real cards (MTGJSON 2022-04-25) and
played in scenario games. Each test names the card and the rule it proves."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Cast
from cardtable.games.magic.model.conditions_9b_cnd import A_NOUN, ATTACKING_COUNT, EXACTLY
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real

# -- a leading "Until your next turn, …" (CR 611.2a/b) ---------------------------------------------


def test_cr_611_2b_mu_yanling_celestial_wind_reads_the_leading_duration() -> None:
    """Mu Yanling, Celestial Wind: "[+1]: Until your next turn, up to one target creature gets
    -5/-0." — one P/T change that lasts until its controller's next turn, worded with the
    duration first, and rendered back as Oracle prints it."""
    card = real("Mu Yanling, Celestial Wind")
    plus = card.abilities[0]
    assert isinstance(plus, m.ActivatedAbility)
    pump = plus.effects[0]
    assert isinstance(pump, m.ModifyPT)
    assert (pump.power, pump.toughness, pump.duration) == (-5, 0, "until_your_next_turn")
    assert pump.duration_first
    assert round_trip_problem(card) == ""


def test_cr_611_2b_mu_yanling_celestial_wind_shrink_lasts_until_her_controllers_turn() -> None:
    """The -5/-0 outlasts this turn's end and the opponent's whole turn (so the opponent's
    creature attacks as a 0/4), and ends as Mu Yanling's controller's next turn begins."""
    s = game("Mu Yanling, Celestial Wind", library=30)
    yanling = s.put(A, "Mu Yanling, Celestial Wind")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.activate(A, "Mu Yanling, Celestial Wind", 0, targets=[giant], source=yanling)
    s.resolve()
    assert s.pt(giant) == (-2, 3)
    s.to_step("main1", active=B)  # the opponent's turn: still shrunk
    assert s.pt(giant) == (-2, 3)
    s.to_step("main1", active=A)  # her controller's next turn has begun
    assert s.pt(giant) == (3, 3)


# -- "If N or more creatures are attacking, you may pay … rather than …" (CR 118.9, 508.1) ------


def _ways(s: Scenario, player: int, name: str) -> list[str]:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return [o.way for o in decision.options if isinstance(o, Cast) and o.name == name]


def _alternative_condition(name: str) -> m.Condition:
    keyword = next(a for a in real(name).abilities
                   if isinstance(a, m.Keyword) and a.name == "alternative_cost")
    assert keyword.condition is not None
    return keyword.condition


def test_cr_118_9_trap_conditions_count_the_attacking_creatures() -> None:
    """Lethargy Trap "If three or more creatures are attacking", Pitfall Trap "If exactly one
    creature is attacking", Nemesis Trap "If a white creature is attacking": one condition kind,
    the number and the kind of attacking creatures (the noun composes: colour, keyword)."""
    lethargy = _alternative_condition("Lethargy Trap")
    assert (lethargy.kind, lethargy.amount, lethargy.state) == (ATTACKING_COUNT, 3, "")
    pitfall = _alternative_condition("Pitfall Trap")
    assert (pitfall.kind, pitfall.amount, pitfall.state) == (ATTACKING_COUNT, 1, EXACTLY)
    nemesis = _alternative_condition("Nemesis Trap")
    assert (nemesis.kind, nemesis.state) == (ATTACKING_COUNT, A_NOUN)
    assert nemesis.filter is not None and nemesis.filter.colors == ("W",)
    slingbow = _alternative_condition("Slingbow Trap")
    assert slingbow.filter is not None and slingbow.filter.colors == ("B",)
    assert slingbow.filter.keywords == ("flying",)
    for name in ("Lethargy Trap", "Pitfall Trap", "Nemesis Trap", "Slingbow Trap",
                 "Arrow Volley Trap"):
        assert round_trip_problem(real(name)) == "", name


def test_cr_118_9_pitfall_trap_costs_w_against_exactly_one_attacker() -> None:
    """Pitfall Trap ({2}{W}): "If exactly one creature is attacking, you may pay {W} rather than
    pay this spell's mana cost. Destroy target attacking creature without flying." — one
    attacking Hill Giant: the {W} way is offered, and with one Plains the Trap destroys it."""
    s = game("Pitfall Trap", library=30)
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Plains", 1)
    s.hand(A, "Pitfall Trap")
    s.start(active=B)
    assert _ways(s, A, "Pitfall Trap") == []  # no creature is attacking yet
    s.attack({giant: "p0"})
    assert "alternative" in _ways(s, A, "Pitfall Trap")
    s.cast(A, "Pitfall Trap", way="alternative", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"


def test_cr_118_9_pitfall_trap_not_offered_against_two_attackers() -> None:
    """Two attacking creatures are not "exactly one": the {W} way is not offered."""
    s = game("Pitfall Trap", library=30)
    giant = s.put(B, "Hill Giant")
    bears = s.put(B, "Grizzly Bears")
    s.lands(A, "Plains", 1)
    s.hand(A, "Pitfall Trap")
    s.start(active=B)
    s.attack({giant: "p0", bears: "p0"})
    assert "alternative" not in _ways(s, A, "Pitfall Trap")


def test_cr_118_9_lethargy_trap_needs_three_attackers() -> None:
    """Lethargy Trap ({3}{U}): "If three or more creatures are attacking, you may pay {U} …
    Attacking creatures get -3/-0 until end of turn." — two attackers: not offered; three:
    offered, and each attacker gets -3/-0."""
    s = game("Lethargy Trap", library=30)
    attackers = [s.put(B, "Hill Giant") for _ in range(3)]
    s.lands(A, "Island", 1)
    s.hand(A, "Lethargy Trap")
    s.start(active=B)
    s.attack({a: "p0" for a in attackers})
    assert "alternative" in _ways(s, A, "Lethargy Trap")
    s.cast(A, "Lethargy Trap", way="alternative")
    s.resolve()
    assert [s.pt(a) for a in attackers] == [(0, 3)] * 3
    t = game("Lethargy Trap", library=30)
    two = [t.put(B, "Hill Giant") for _ in range(2)]
    t.lands(A, "Island", 1)
    t.hand(A, "Lethargy Trap")
    t.start(active=B)
    t.attack({a: "p0" for a in two})
    assert "alternative" not in _ways(t, A, "Lethargy Trap")


def test_cr_118_9_nemesis_trap_needs_a_white_attacker() -> None:
    """Nemesis Trap: "If a white creature is attacking, you may pay {B}{B} …" — an attacking
    Grizzly Bears (green) does not turn it on, an attacking Savannah Lions (white) does."""
    s = game("Nemesis Trap", library=30)
    bears = s.put(B, "Grizzly Bears")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Nemesis Trap")
    s.start(active=B)
    s.attack({bears: "p0"})
    assert "alternative" not in _ways(s, A, "Nemesis Trap")
    t = game("Nemesis Trap", library=30)
    lions = t.put(B, "Savannah Lions")
    t.lands(A, "Swamp", 2)
    t.hand(A, "Nemesis Trap")
    t.start(active=B)
    t.attack({lions: "p0"})
    assert "alternative" in _ways(t, A, "Nemesis Trap")


# -- "If an opponent gained life / drew N or more cards this turn" (CR 118.9, 119.9, 121.1) ----


def test_cr_118_9_needlebite_trap_after_an_opponent_gains_life() -> None:
    """Needlebite Trap ({5}{B}{B}): "If an opponent gained life this turn, you may pay {B}
    rather than pay this spell's mana cost. Target player loses 5 life and you gain 5 life." —
    not offered before the opponent gains life; after Revitalize (they gain 3), offered for {B}."""
    condition = _alternative_condition("Needlebite Trap")
    assert (condition.kind, condition.ref, condition.counter) == (
        "player_tally_this_turn", "opponent", "life_gained")
    assert round_trip_problem(real("Needlebite Trap")) == ""
    s = game("Needlebite Trap", "Revitalize", library=30)
    s.lands(A, "Swamp", 1)
    s.hand(A, "Needlebite Trap")
    s.lands(B, "Plains", 2)
    s.hand(B, "Revitalize")
    s.start(active=B)
    assert "alternative" not in _ways(s, A, "Needlebite Trap")
    s.cast(B, "Revitalize")
    s.resolve()
    assert s.life(B) == 23
    assert "alternative" in _ways(s, A, "Needlebite Trap")
    s.cast(A, "Needlebite Trap", way="alternative", targets=["p1"])
    s.resolve()
    assert (s.life(A), s.life(B)) == (25, 18)


def test_cr_118_9_runeflare_trap_counts_the_opponents_draws() -> None:
    """Runeflare Trap: "If an opponent drew three or more cards this turn, you may pay {R} …"
    — the opponent's draw step and Divination's two cards make three: offered; with only the
    draw step's card, not."""
    condition = _alternative_condition("Runeflare Trap")
    assert (condition.kind, condition.counter, condition.amount) == (
        "player_tally_this_turn", "cards_drawn", 3)
    s = game("Runeflare Trap", "Divination", library=30)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Runeflare Trap")
    s.lands(B, "Island", 3)
    s.hand(B, "Divination")
    s.start()
    s.to_step("main1", active=B)  # the opponent's turn, after its draw step
    drawn = s.state.players[B].cards_drawn_this_turn
    assert drawn == 1  # the draw step's card
    s.cast(B, "Divination")
    s.resolve()
    assert s.state.players[B].cards_drawn_this_turn == 3
    assert "alternative" in _ways(s, A, "Runeflare Trap")
    t = game("Runeflare Trap", library=30)
    t.lands(A, "Mountain", 1)
    t.hand(A, "Runeflare Trap")
    t.start()
    t.to_step("main1", active=B)
    assert "alternative" not in _ways(t, A, "Runeflare Trap")


def test_cr_118_9_slingbow_trap_needs_a_black_flier_attacking() -> None:
    """Slingbow Trap: "If a black creature with flying is attacking, you may pay {G} rather than
    pay this spell's mana cost. Destroy target attacking creature with flying." — an attacking
    Dusk Imp (black, flying) turns it on and is destroyed; an attacking Hill Giant does not."""
    s = game("Slingbow Trap", "Dusk Imp", library=30)
    imp = s.put(B, "Dusk Imp")
    s.lands(A, "Forest", 1)
    s.hand(A, "Slingbow Trap")
    s.start(active=B)
    s.attack({imp: "p0"})
    assert "alternative" in _ways(s, A, "Slingbow Trap")
    s.cast(A, "Slingbow Trap", way="alternative", targets=[imp])
    s.resolve()
    assert s.zone_of("Dusk Imp") == "graveyard"
    t = game("Slingbow Trap", library=30)
    giant = t.put(B, "Hill Giant")
    t.lands(A, "Forest", 1)
    t.hand(A, "Slingbow Trap")
    t.start(active=B)
    t.attack({giant: "p0"})
    assert "alternative" not in _ways(t, A, "Slingbow Trap")
