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
from cardtable.games.magic.actions import Pass
from cardtable.games.magic.dungeons import DUNGEONS, venture
from cardtable.games.magic.effects.registry import supported_effects
from cardtable.games.magic.log_text import LogText, game_lookup
from cardtable.games.magic.oracle.compiler import OracleCompileError, compile_line
from cardtable.games.magic.oracle.support import round_trip_problem
from cardtable.games.magic.view import make_view
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real
from tests.oracle.test_generated_games import run_generated

MONARCH_CARDS = ("Marchesa's Decree", "Palace Sentinels", "Protector of the Crown",
                 "Thorn of the Black Rose", "Throne Warden", "Garrulous Sycophant",
                 "Throne of the High City", "Entourage of Trest", "Skyline Despot")
ASCEND_CARDS = ("Dusk Charger", "Arch of Orazca", "Deadeye Brawler", "Mausoleum Harpy",
                "Orazca Relic", "Resplendent Griffin", "Skymarcher Aspirant",
                "Slippery Scoundrel", "Snubhorn Sentry", "Spire Winder",
                "Storm Fleet Swashbuckler", "Tendershoot Dryad")


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


def _lines(s: Scenario, observer: int) -> list[str]:
    """The game's log as the observer reads it (log_text.py)."""
    return LogText(("Alice", "Bob"), observer, game_lookup(s.game, observer)).lines(
        s.game.events_for(observer))


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
    assert "Alice becomes the monarch." in _lines(s, B)
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


# ---- dungeons (CR 309, 701.46) ---------------------------------------------------------------

DUNGEON_CARDS = ("Veteran Dungeoneer", "Gloom Stalker", "Dungeon Map", "Find the Path",
                 "Planar Ally", "Fates' Reversal", "Bar the Gate", "Clattering Skeletons",
                 "Cloister Gargoyle", "Delver's Torch", "Dungeon Descent", "Intrepid Outlander",
                 "Midnight Pathlighter", "Nadaar, Selfless Paladin", "Secret Door",
                 "Shortcut Seeker", "Thorough Investigation", "Triumphant Adventurer",
                 "Yuan-Ti Fang-Blade", "Zalto, Fire Giant Duke", "Zombie Ogre")


@pytest.mark.parametrize("name", DUNGEON_CARDS)
def test_dungeon_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


@pytest.mark.parametrize("name", DUNGEON_CARDS)
def test_generated_game_plays_the_dungeon_card(name: str) -> None:
    """The seeded random bot ventures (choosing dungeons and rooms at random) with the
    engine's invariants checked after every action."""
    run_generated(name, real(name))


def _room_texts() -> list[tuple[str, str, m.TriggeredAbility]]:
    return [(d.name, r.text, r.ability) for d in DUNGEONS for r in d.rooms]


@pytest.mark.parametrize(("dungeon", "text", "ability"), _room_texts())
def test_cr_309_4c_each_room_ability_is_what_its_printed_text_says(
        dungeon: str, text: str, ability: m.TriggeredAbility) -> None:
    """The rooms are written as data: where the Oracle compiler reads a room's printed effect,
    the data is exactly what it compiles to; every room's effect is one the engine plays."""
    try:
        compiled = compile_line(text, "spell_line")
    except OracleCompileError:
        compiled = None
    if compiled is not None:
        assert isinstance(compiled, m.SpellAbility)
        assert (compiled.effects, compiled.targets) == (ability.effects, ability.targets)
    known = supported_effects()
    assert all(type(e) in known for e in ability.effects), (dungeon, text)


def test_dungeon_arrows_lead_down_to_one_bottommost_room() -> None:
    """CR 309.4: every arrow points to a later room, and only the last room has none."""
    for dungeon in DUNGEONS:
        last = len(dungeon.rooms) - 1
        for i, room in enumerate(dungeon.rooms):
            assert all(i < j <= last for j in room.leads_to), (dungeon.name, room.name)
            assert bool(room.leads_to) == (i != last), (dungeon.name, room.name)


def test_cr_701_46a_veteran_dungeoneer_puts_a_chosen_dungeon_in_the_command_zone() -> None:
    """"When Veteran Dungeoneer enters, venture into the dungeon." With no dungeon, A chooses
    one (Tomb of Annihilation); the marker is on its topmost room, Trapped Entry, whose room
    ability makes each player lose 1 life (309.4c). Every view shows the dungeon."""
    s = game("Veteran Dungeoneer")
    s.lands(A, "Plains", 4)
    s.hand(A, "Veteran Dungeoneer")
    s.start()
    s.then("choose a dungeon", "Tomb of Annihilation")
    s.cast(A, "Veteran Dungeoneer")
    s.resolve()
    assert s.state.dungeon_marks[A] == (2, 0)
    assert (s.life(A), s.life(B)) == (19, 19)
    assert make_view(s.game, B).dungeons == ((A, "Tomb of Annihilation", "Trapped Entry"),)
    assert "Alice ventures into Trapped Entry (Tomb of Annihilation)." in _lines(s, B)


def test_cr_701_46b_dungeon_map_moves_the_marker_along_the_chosen_arrow() -> None:
    """"{3}, {T}: Venture into the dungeon." From Lost Mine's Cave Entrance the arrows lead to
    Goblin Lair and Mine Tunnels; A chooses Mine Tunnels and creates a Treasure token."""
    s = game("Dungeon Map")
    s.put(A, "Dungeon Map")
    s.lands(A, "Wastes", 3)
    s.start()
    s.state.dungeon_marks[A] = (0, 0)
    s.then("next room", "Mine Tunnels")
    s.activate(A, "Dungeon Map", 1)
    s.resolve()
    assert s.state.dungeon_marks[A] == (0, 2)
    assert s.ids("Treasure", "battlefield")


def test_cr_309_6_the_bottommost_room_completes_the_dungeon_and_gloom_stalker_strikes_twice(
        ) -> None:
    """Sandfall Cell leads to Cradle of the Death God: venturing enters it and A creates a 4/4
    black God Horror with deathtouch; once that room ability has resolved, the dungeon is
    removed and A has completed it (309.6, 309.7), so "As long as you've completed a dungeon,
    Gloom Stalker has double strike." turns on."""
    s = game("Dungeon Map", "Gloom Stalker")
    s.put(A, "Dungeon Map")
    stalker = s.put(A, "Gloom Stalker")
    s.lands(A, "Wastes", 3)
    s.start()
    s.state.dungeon_marks[A] = (2, 3)
    assert "double_strike" not in s.keywords(stalker)
    s.activate(A, "Dungeon Map", 1)
    s.resolve()
    horror = s.id("God Horror")
    assert s.pt(horror) == (4, 4) and "deathtouch" in s.keywords(horror)
    assert A not in s.state.dungeon_marks
    assert s.state.dungeons_completed == {A: 1}
    assert "double_strike" in s.keywords(stalker)


def test_cr_701_46c_venturing_from_a_bottommost_room_completes_it_and_starts_anew() -> None:
    """A marker still on a bottommost room (its ability waiting) when A ventures again: the
    dungeon is completed and A chooses a new one, entering its topmost room."""
    s = game("Dungeon Map")
    s.put(A, "Dungeon Map")
    s.lands(A, "Wastes", 3)
    s.start()
    s.state.dungeon_marks[A] = (0, 6)
    ctx_answers: tuple[object, ...] = ()
    asked = venture(s.game, A, ctx_answers)
    assert asked is not None and "Dungeon of the Mad Mage" in asked.options
    assert s.state.dungeons_completed == {A: 1}
    assert venture(s.game, A, ("Dungeon of the Mad Mage",)) is None
    assert s.state.dungeon_marks[A] == (1, 0)


def test_cr_309_4c_a_room_ability_targets_storeroom_counter_and_fungi_cavern_until_next_turn(
        ) -> None:
    """Room abilities with targets are chosen as they are put on the stack (603.3d), like any
    trigger's: from Goblin Lair A chooses Storeroom and puts a +1/+1 counter on the Bears;
    from Mine Tunnels, Fungi Cavern gives B's Serra Angel -4/-0 until A's next turn."""
    s = game("Dungeon Map")
    s.put(A, "Dungeon Map")
    bears = s.put(A, "Grizzly Bears")
    angel = s.put(B, "Serra Angel")
    s.lands(A, "Wastes", 3)
    s.start()
    s.state.dungeon_marks[A] = (0, 1)
    s.then("next room", "Storeroom").then("target", bears)
    s.activate(A, "Dungeon Map", 1)
    s.resolve()
    assert s.pt(bears) == (3, 3)
    s.state.dungeon_marks[A] = (0, 2)
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.then("next room", "Fungi Cavern").then("target", angel)
    s.activate(A, "Dungeon Map", 1)
    s.resolve()
    assert s.pt(angel) == (0, 4)
    s.to_step("main1", active=B)
    assert s.pt(angel) == (0, 4)  # B's turn: still -4/-0
    s.to_step("upkeep", active=A)
    assert s.pt(angel) == (4, 4)  # A's next turn began (611.2b)


# ---- soulbond (CR 702.95) --------------------------------------------------------------------

SOULBOND_CARDS = ("Silverblade Paladin", "Wolfir Silverheart", "Deadeye Navigator",
                  "Druid's Familiar", "Elgaud Shieldmate", "Galvanic Alchemist",
                  "Geist Trappers", "Hanweir Lancer", "Lightning Mauler", "Nearheath Pilgrim",
                  "Nightshade Peddler", "Pathbreaker Wurm", "Spectral Gateguards",
                  "Stern Mentor", "Stonewright", "Tandem Lookout", "Thundering Mightmare",
                  "Trusted Forcemage", "Wingcrafter")


@pytest.mark.parametrize("name", SOULBOND_CARDS)
def test_soulbond_cards_compile_render_back_and_play(name: str) -> None:
    """Supported (round trip and engine) and played by the seeded random bot."""
    assert round_trip_problem(real(name)) == ""
    run_generated(name, real(name))


def test_cr_702_95a_silverblade_paladin_pairs_as_it_enters_and_both_strike_twice() -> None:
    """"Soulbond" and "As long as Silverblade Paladin is paired with another creature, both
    creatures have double strike." Cast with Grizzly Bears out, A pairs them: both have double
    strike; once Lightning Bolt kills the Bears, the pair ends and the Paladin loses it
    (702.95c)."""
    s = game("Silverblade Paladin")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Plains", 3)
    s.put(A, "Mountain")
    s.hand(A, "Silverblade Paladin")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.then("soulbond", (bears,))
    s.cast(A, "Silverblade Paladin")
    s.resolve()
    paladin = s.id("Silverblade Paladin")
    assert s.state.paired == {paladin: bears, bears: paladin}
    assert "double_strike" in s.keywords(paladin) and "double_strike" in s.keywords(bears)
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.state.paired == {}
    assert "double_strike" not in s.keywords(paladin)


def _pair_when_asked(s: Scenario) -> None:
    """Everyone passes until the stack is empty; the soulbond question is answered with its
    only creature (the one that entered: its id is new, CR 400.7)."""
    for _ in range(100):
        decision = s.pending
        if decision is None or (decision.tag == "priority" and not s.state.stack):
            return
        if "soulbond" in decision.prompt:
            s.apply(decision.player, (decision.options[0],))
        else:
            s.apply(decision.player, Pass())
    raise AssertionError("the stack did not empty")


def test_cr_702_95a_wolfir_silverheart_pairs_with_a_creature_entering_later() -> None:
    """"As long as Wolfir Silverheart is paired with another creature, each of those
    creatures gets +4/+4." Alone it is 4/4; when Grizzly Bears enter under A's control, its
    second soulbond trigger pairs them: 8/8 and 6/6. An opponent's creature never pairs."""
    s = game("Wolfir Silverheart")
    wolfir = s.put(A, "Wolfir Silverheart")
    s.lands(A, "Forest", 2)
    s.hand(A, "Grizzly Bears")
    s.hand(B, "Grizzly Bears")
    s.start()
    assert s.pt(wolfir) == (4, 4)
    s.cast(A, "Grizzly Bears")
    _pair_when_asked(s)
    bears = s.id("Grizzly Bears")
    assert s.state.paired.get(wolfir) == bears
    assert (s.pt(wolfir), s.pt(bears)) == ((8, 8), (6, 6))


# ---- goad one object (CR 701.38) ---------------------------------------------------------------

GOAD_CARDS = ("Laurine, the Diversion", "Jeering Homunculus", "Coveted Peacock",
              "Goblin Racketeer")


@pytest.mark.parametrize("name", GOAD_CARDS)
def test_goad_cards_compile_render_back_and_play(name: str) -> None:
    """Supported (round trip and engine) and played by the seeded random bot."""
    assert round_trip_problem(real(name)) == ""
    run_generated(name, real(name))


def test_cr_701_38a_jeering_homunculus_goads_the_target_until_your_next_turn() -> None:
    """"When Jeering Homunculus enters, you may goad target creature." B's Bears are goaded
    by A: during B's turn they must attack, and a player other than A if able (701.38a-b,
    508.1d)."""
    s = game("Jeering Homunculus", players=3)
    bears = s.put(B, "Grizzly Bears")
    s.lands(A, "Island", 2)
    s.hand(A, "Jeering Homunculus")
    s.start()
    s.then("target", bears).then("goad", True)
    s.cast(A, "Jeering Homunculus")
    s.resolve()
    rules = make_view(s.game, B).permanent(bears)
    assert rules is not None
    assert "attacks_each_combat" in rules.rules and f"goaded_by:{A}" in rules.rules
    s.to_step("declare_attackers", active=B)
    assert "508.1d" in s.refused(B, ())  # it must attack
    s.refused(B, ((bears, "p0"),))  # … and not A, while another player can be attacked
    s.apply(B, ((bears, "p2"),))
    assert s.state.attackers == {bears: "p2"}


def test_cr_701_38b_parasitic_impetus_keeps_the_enchanted_creature_goaded() -> None:
    """"Enchanted creature gets +2/+2 and is goaded." A's Aura on B's Bears: a 4/4 that must
    attack each combat, and a player other than A if able (701.38b); "Whenever enchanted
    creature attacks, its controller loses 2 life and you gain 2 life.\""""
    s = game("Parasitic Impetus", "Bloodthirsty Blade", "Predatory Impetus", players=3)
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Parasitic Impetus", attached_to=bears)
    s.start(active=B)
    assert s.pt(bears) == (4, 4)
    view = make_view(s.game, B).permanent(bears)
    assert view is not None and f"goaded_by:{A}" in view.rules
    s.to_step("declare_attackers", active=B)
    assert "508.1d" in s.refused(B, ())
    s.refused(B, ((bears, "p0"),))
    s.apply(B, ((bears, "p2"),))
    s.resolve()
    assert (s.life(A), s.life(B)) == (22, 18)


@pytest.mark.parametrize("name", ("Parasitic Impetus", "Bloodthirsty Blade",
                                  "Predatory Impetus"))
def test_is_goaded_cards_compile_render_back_and_play(name: str) -> None:
    """Supported (round trip and engine) and played by the seeded random bot."""
    assert round_trip_problem(real(name)) == ""
    run_generated(name, real(name))
