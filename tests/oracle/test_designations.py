"""Issue 29, the Commander-era designations (``designations.py``): the monarch (CR 722) and
the city's blessing of ascend (CR 702.131). Each is played here from the REAL Oracle text of
real cards (MTGJSON 2022-04-25), asserting what the text says happens.

The words compose: "you're the monarch" and "you have the city's blessing" join the shared
``condition`` sub-grammar (an intervening "if", "as long as", "Activate only if"), and "you
become the monarch" joins ``effect`` (after any trigger or cost).
"""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.oracle.support import round_trip_problem
from cardtable.games.magic.view import make_view
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real
from tests.oracle.test_generated_games import run_generated

MONARCH_CARDS = ("Marchesa's Decree", "Palace Sentinels", "Protector of the Crown",
                 "Thorn of the Black Rose", "Throne Warden", "Garrulous Sycophant",
                 "Throne of the High City")
ASCEND_CARDS = ("Dusk Charger", "Arch of Orazca", "Deadeye Brawler", "Mausoleum Harpy",
                "Orazca Relic", "Resplendent Griffin", "Skymarcher Aspirant",
                "Slippery Scoundrel", "Snubhorn Sentry", "Spire Winder",
                "Storm Fleet Swashbuckler")


@pytest.mark.parametrize("name", MONARCH_CARDS + ASCEND_CARDS)
def test_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


@pytest.mark.parametrize("name", MONARCH_CARDS + ASCEND_CARDS)
def test_generated_game_plays_the_card(name: str) -> None:
    """The seeded random bot plays each card (and the monarch's triggers, which have no
    object) with the engine's invariants checked after every action (magic.md §3)."""
    run_generated(name, real(name))


def test_designation_conditions_compose_with_every_condition_slot() -> None:
    """A designation condition added once reads after an intervening "if", "as long as" and
    "Activate only if", and "you become the monarch" after any trigger."""
    monarch = m.Condition(kind="monarch")
    blessing = m.Condition(kind="city_blessing")
    trig = compile_line("At the beginning of your upkeep, if you're the monarch, draw a card.",
                        "permanent_line")
    static = compile_line("~ has flying as long as you have the city's blessing.",
                          "permanent_line")
    act = compile_line("{T}: Draw a card. Activate only if you're the monarch.",
                       "permanent_line")
    enters = compile_line("Whenever ~ attacks, you become the monarch.", "permanent_line")
    assert isinstance(trig, m.TriggeredAbility) and trig.intervening_if == monarch
    assert isinstance(static, m.StaticAbility) and static.condition == blessing
    assert isinstance(act, m.ActivatedAbility) and act.condition == monarch
    assert isinstance(enters, m.TriggeredAbility) and enters.effects == (m.BecomeMonarch(),)


def _monarch_game() -> Scenario:
    s = game("Palace Sentinels", "Throne Warden")
    s.lands(A, "Plains", 4)
    s.hand(A, "Palace Sentinels")
    return s


def test_cr_722_1_palace_sentinels_makes_you_the_monarch_and_you_draw_at_end_step() -> None:
    """"When Palace Sentinels enters, you become the monarch." The monarch draws a card at
    the beginning of their end step (CR 722.2); the designation is public in every view."""
    s = _monarch_game()
    s.start()
    assert s.state.monarch is None
    s.cast(A, "Palace Sentinels")
    s.resolve()
    assert s.zone_of("Palace Sentinels") == "battlefield"
    assert s.state.monarch == A
    assert make_view(s.game, B).monarch == A  # public (722.1)
    hand = s.hand_size(A)
    s.to_step("end", active=A)
    s.resolve()
    assert s.hand_size(A) == hand + 1


def test_cr_722_2_combat_damage_to_the_monarch_steals_it() -> None:
    """Whenever a creature deals combat damage to the monarch, its controller becomes the
    monarch (CR 722.2): B's Bears hit A, and B is the monarch; B then draws in B's end
    step, A no longer does."""
    s = game("Palace Sentinels")
    s.put(A, "Palace Sentinels")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=B, step="main1")
    s.state.monarch = A
    s.attack({bears: "p0"})
    s.block(A, {})
    s.resolve()
    s.to_step("combat_damage", active=B)
    s.resolve()
    s.to_step("end", active=B)
    assert s.state.monarch == B
    hand = s.hand_size(B)
    s.resolve()
    assert s.hand_size(B) == hand + 1


def test_cr_722_4_a_monarch_who_leaves_hands_it_to_the_active_player() -> None:
    """CR 722.4: when the monarch leaves the game, the active player becomes the monarch."""
    s = game("Palace Sentinels", players=3)
    s.start(active=B)
    s.state.monarch = A
    s.game.players_lose([A], "test: conceded")
    assert s.state.monarch == B


def test_cr_722_throne_warden_grows_only_while_you_are_the_monarch() -> None:
    """"At the beginning of your end step, if you're the monarch, put a +1/+1 counter on
    Throne Warden." Not the monarch: no counter; the monarch: a counter (603.4)."""
    s = game("Throne Warden")
    warden = s.put(A, "Throne Warden")
    s.start()
    s.to_step("end", active=A)
    s.resolve()
    assert s.pt(warden) == (2, 2)
    s.to_step("end", active=A)  # the next turn of A's
    s.state.monarch = A
    s.to_step("main1", active=B)
    s.to_step("end", active=A)
    s.then("order_triggers", (0, 1))  # the monarch's draw and Throne Warden's counter
    hand = s.hand_size(A)
    s.resolve()
    assert s.pt(warden) == (3, 3)
    assert s.hand_size(A) == hand + 1


def test_cr_702_131b_dusk_charger_gets_the_blessing_at_ten_permanents_for_good() -> None:
    """"Ascend (If you control ten or more permanents, you get the city's blessing for the
    rest of the game.)" and "Dusk Charger gets +2/+2 as long as you have the city's
    blessing." Nine permanents: 3/3; the tenth gives the blessing (5/5), and it stays after
    permanents leave (702.131a)."""
    s = game("Dusk Charger")
    charger = s.put(A, "Dusk Charger")
    lands = s.lands(A, "Swamp", 8)
    s.put(B, "Swamp")  # an opponent's permanent never counts
    s.put(B, "Swamp")
    s.hand(A, "Swamp")
    s.start()
    assert s.pt(charger) == (3, 3)
    assert A not in s.state.city_blessing
    s.play_land(A, "Swamp")
    s.resolve()
    assert A in s.state.city_blessing
    assert s.pt(charger) == (5, 5)
    for land in lands:
        s.state.battlefield.remove(land)
    s.state.touch()
    assert s.pt(charger) == (5, 5)
    assert make_view(s.game, B).city_blessing == (A,)


def test_cr_702_131b_arch_of_orazca_activates_only_with_the_blessing() -> None:
    """"{5}, {T}: Draw a card. Activate only if you have the city's blessing." With six
    permanents the activation is refused; with ten (the Arch among them) A has the blessing
    and it draws."""
    s = game("Arch of Orazca")
    s.put(A, "Arch of Orazca")
    s.lands(A, "Wastes", 5)
    s.start()
    with pytest.raises(IllegalAction):
        s.activate(A, "Arch of Orazca", 2)
    s = game("Arch of Orazca")
    s.put(A, "Arch of Orazca")
    s.lands(A, "Wastes", 9)
    s.start()
    assert A in s.state.city_blessing
    hand = s.hand_size(A)
    s.activate(A, "Arch of Orazca", 2)
    s.resolve()
    assert s.hand_size(A) == hand + 1
