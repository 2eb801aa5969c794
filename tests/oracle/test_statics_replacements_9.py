"""Issue 29, statics, replacements and costs (helper h9-sta): each part joins the rules already
in the grammar, so it combines with every value of its slots. Each is played here from the
REAL Oracle text of real cards (MTGJSON 2022-04-25), asserting what the text says happens.
"""

from __future__ import annotations

import pytest

from cardtable.games.magic.actions import Activate, Cast
from cardtable.games.magic.costs import affinity_reduction, put_counter_candidates
from cardtable.games.magic.keyword_abilities import crew_power
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.mana import mana_sources
from cardtable.games.magic.model import ActivatedAbility
from cardtable.games.magic.oracle.support import round_trip_problem
from cardtable.games.magic.priority import legal_actions
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- "Discard another card named ~" (grandeur; CR 118.3, 201.2) --------------------------------

GRANDEUR = ("Baru, Fist of Krosa", "Korlash, Heir to Blackblade", "Tarox Bladewing")


@pytest.mark.parametrize("name", GRANDEUR)
def test_grandeur_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_118_3_tarox_bladewing_discards_another_card_with_its_name() -> None:
    """Tarox Bladewing: "Discard another card named Tarox Bladewing: Tarox Bladewing gets
    +X/+X until end of turn, where X is its power." — not offered with only other cards in
    hand; with a second Tarox in hand, that card (the only one offered) is discarded and the
    4/3 becomes 8/7."""
    name = "Tarox Bladewing"
    lone = game(name)
    lone.put(A, name)
    lone.hand(A, "Grizzly Bears")
    lone.start()
    assert not any(isinstance(a, Activate) for a in legal_actions(lone.game, A))
    s = game(name)
    tarox = s.put(A, name)
    s.hand(A, "Grizzly Bears")
    other = s.hand(A, name)
    s.start()
    s.then("cast.discard", (other,))
    s.activate(A, name)
    s.resolve()
    assert s.graveyard_names(A) == [name]
    assert s.zone_of("Grizzly Bears") == "hand" and s.hand_size(A) == 1
    assert s.pt(tarox) == (8, 7)


# -- "is black" as a static part (CR 105.3, 613.1e: layer 5 sets the colours) ------------------

IS_COLOR = ("Possessed Aven", "Possessed Barbarian", "Possessed Centaur", "Possessed Nomad",
            "Wayward Angel", "Darkest Hour", "Grave Servitude", "Sinister Strength",
            "Repentant Vampire", "Thran Lens", "Ghostflame Sliver")


@pytest.mark.parametrize("name", IS_COLOR)
def test_is_color_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_105_3_darkest_hour_makes_every_creature_black_only() -> None:
    """Darkest Hour: "All creatures are black." — a green Grizzly Bears is black and no longer
    green (the colour is set, not added: CR 105.3), on either side of the table; a land is not
    touched."""
    s = game("Darkest Hour")
    s.put(A, "Darkest Hour")
    bears = s.put(B, "Grizzly Bears")
    forest = s.put(A, "Forest")
    s.start()
    assert chars(s.state, s.obj(bears)).colors == frozenset({"B"})
    assert chars(s.state, s.obj(forest)).colors == frozenset()


def test_cr_613_1e_possessed_aven_is_black_with_threshold() -> None:
    """Possessed Aven: "As long as seven or more cards are in your graveyard, ~ gets +1/+1, is
    black, and has "{2}{B}, {T}: Destroy target blue creature."" — a blue 3/3 with six cards
    in the graveyard; at seven it is a black 4/4 with the granted ability."""
    s = game("Possessed Aven")
    aven = s.put(A, "Possessed Aven")
    for _ in range(6):
        s.graveyard(A, "Grizzly Bears")
    s.start()
    assert s.pt(aven) == (3, 3) and chars(s.state, s.obj(aven)).colors == frozenset({"U"})
    s.graveyard(A, "Grizzly Bears")
    s.state.touch()
    c = chars(s.state, s.obj(aven))
    assert s.pt(aven) == (4, 4) and c.colors == frozenset({"B"})
    assert len(c.abilities) > len(s.obj(aven).card.abilities)


# -- "is every basic land type in addition to its other types" (CR 305.7, 305.6) ----------------

EVERY_BASIC = ("Prismatic Omen", "Dryad of the Ilysian Grove", "Nylea's Presence")


@pytest.mark.parametrize("name", EVERY_BASIC)
def test_every_basic_land_type_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_305_7_prismatic_omen_lands_tap_for_every_color() -> None:
    """Prismatic Omen: "Lands you control are every basic land type in addition to their other
    types." — a Forest you control is also a Plains, Island, Swamp and Mountain and taps for
    any colour (305.6); the opponent's Forest is only a Forest and taps only for {G}."""
    s = game("Prismatic Omen")
    s.put(A, "Prismatic Omen")
    mine = s.put(A, "Forest")
    theirs = s.put(B, "Forest")
    s.start()
    assert set(chars(s.state, s.obj(mine)).subtypes) >= {
        "Plains", "Island", "Swamp", "Mountain", "Forest"}
    sources = dict(mana_sources(s.state, A))
    assert set(sources[mine]) == {"W", "U", "B", "R", "G"}
    assert dict(mana_sources(s.state, B))[theirs] == ("G",)


# -- "… can't be activated unless they're mana abilities" (CR 602.5, 605.1a); crew (702.122a) ----

NONMANA = ("Faith's Fetters", "Damping Matrix", "Bound in Gold", "Intercessor's Arrest",
           "Revoke Privileges")


@pytest.mark.parametrize("name", NONMANA)
def test_nonmana_activation_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def _activations(s: object, player: int) -> list[str]:
    return [a.name for a in legal_actions(s.game, player)  # type: ignore[attr-defined]
            if isinstance(a, Activate)]


def test_cr_602_5_faiths_fetters_stops_all_but_mana_abilities() -> None:
    """Faith's Fetters: "Enchanted permanent can't attack or block, and its activated abilities
    can't be activated unless they're mana abilities." — the enchanted Prodigal Sorcerer's
    "{T}: deal 1 damage" is no longer offered and it can't attack or block; an enchanted
    Llanowar Elves still taps for {G} (605.1a)."""
    s = game("Faith's Fetters", "Prodigal Sorcerer")
    tim = s.put(B, "Prodigal Sorcerer")
    elves = s.put(B, "Llanowar Elves")
    s.start(active=B)
    assert "Prodigal Sorcerer" in _activations(s, B)
    s.put(A, "Faith's Fetters", attached_to=tim)
    s.put(A, "Faith's Fetters", attached_to=elves)
    s.state.touch()
    assert "Prodigal Sorcerer" not in _activations(s, B)
    assert {"cant_attack", "cant_block"} <= chars(s.state, s.obj(tim)).rules
    assert dict(mana_sources(s.state, B))[elves] == ("G",)


def test_cr_605_1a_damping_matrix_leaves_mana_abilities_of_creatures() -> None:
    """Damping Matrix: "Activated abilities of artifacts and creatures can't be activated
    unless they're mana abilities." — an opponent's Prodigal Sorcerer can't ping; Llanowar
    Elves still makes {G}."""
    s = game("Damping Matrix", "Prodigal Sorcerer")
    s.put(A, "Damping Matrix")
    s.put(B, "Prodigal Sorcerer")
    elves = s.put(B, "Llanowar Elves")
    s.start(active=B)
    assert "Prodigal Sorcerer" not in _activations(s, B)
    assert dict(mana_sources(s.state, B))[elves] == ("G",)


def test_cr_702_122a_revoke_privileges_creature_cannot_crew() -> None:
    """Revoke Privileges: "Enchanted creature can't attack, block, or crew Vehicles." — the
    enchanted Grizzly Bears adds no power to crew Smuggler's Copter; an unenchanted one does."""
    s = game("Revoke Privileges", "Smuggler's Copter")
    copter = s.put(A, "Smuggler's Copter")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    assert crew_power(s.state, A, copter) == 2
    s.put(B, "Revoke Privileges", attached_to=bears)
    s.state.touch()
    assert crew_power(s.state, A, copter) == 0
    assert {"cant_attack", "cant_block"} <= chars(s.state, s.obj(bears)).rules


# -- untap limits: "Players can't untap more than one creature …" (CR 502.3) -------------------

UNTAP_LIMITS = ("Smoke", "Stoic Angel", "Winter Orb", "Static Orb", "Damping Field",
                "Imi Statue", "Mungha Wurm")


@pytest.mark.parametrize("name", UNTAP_LIMITS)
def test_untap_limit_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_502_3_smoke_untaps_only_the_chosen_creature() -> None:
    """Smoke: "Players can't untap more than one creature during their untap steps." — A's
    untap step with two tapped Grizzly Bears and a tapped Forest asks which one creature
    untaps (only the two Bears are offered); the chosen one and the Forest untap, the other
    Bears stays tapped."""
    s = game("Smoke")
    s.put(B, "Smoke")
    first = s.put(A, "Grizzly Bears", tapped=True)
    second = s.put(A, "Grizzly Bears", tapped=True)
    forest = s.put(A, "Forest", tapped=True)
    s.start(active=B)
    s.to_step("untap", active=A)
    decision = s.pending
    assert decision is not None and decision.tag == "untap.limit"
    assert sorted(decision.options) == sorted([first, second])
    assert decision.min_count == decision.max_count == 1
    s.apply(A, (second,))
    assert s.obj(first).tapped and not s.obj(second).tapped and not s.obj(forest).tapped


def test_cr_502_3_static_orb_limits_only_while_untapped() -> None:
    """Static Orb: "As long as ~ is untapped, players can't untap more than two permanents
    during their untap steps." — three tapped lands: untapped Orb → two chosen untap; a tapped
    Orb limits nothing (every land untaps, no question)."""
    s = game("Static Orb")
    s.put(B, "Static Orb")
    lands = s.lands(A, "Forest", 3)
    for oid in lands:
        s.obj(oid).tapped = True
    s.start(active=B)
    s.to_step("untap", active=A)
    decision = s.pending
    assert decision is not None and decision.tag == "untap.limit"
    s.apply(A, tuple(lands[:2]))
    assert [s.obj(oid).tapped for oid in lands] == [False, False, True]
    t = game("Static Orb")
    t.put(B, "Static Orb", tapped=True)
    more = t.lands(A, "Forest", 3)
    for oid in more:
        t.obj(oid).tapped = True
    t.start(active=B)
    t.to_step("upkeep", active=A)
    assert not any(t.obj(oid).tapped for oid in more)


def test_cr_502_3_mungha_wurm_binds_only_its_controller() -> None:
    """Mungha Wurm: "You can't untap more than one land during your untap step." — its
    controller's opponent untaps all three of their lands without a question."""
    s = game("Mungha Wurm")
    s.put(A, "Mungha Wurm")
    lands = s.lands(B, "Forest", 3)
    for oid in lands:
        s.obj(oid).tapped = True
    s.start(active=A)
    s.to_step("upkeep", active=B)
    assert not any(s.obj(oid).tapped for oid in lands)


# -- affinity for a basic land type (CR 702.41a) ------------------------------------------------

AFFINITY = ("Dross Golem", "Oxidda Golem", "Razor Golem", "Spire Golem", "Tangle Golem")


@pytest.mark.parametrize("name", AFFINITY)
def test_affinity_for_lands_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_702_41a_tangle_golem_costs_one_less_for_each_forest_you_control() -> None:
    """Tangle Golem ({7}): "Affinity for Forests" — four Forests of A's (the opponent's two are
    not counted) make it cost {3}: cast with three of them, the fourth stays untapped."""
    s = game("Tangle Golem")
    forests = s.lands(A, "Forest", 4)
    s.lands(B, "Forest", 2)
    s.hand(A, "Tangle Golem")
    s.start()
    assert affinity_reduction(s.game, A, real("Tangle Golem")) == 4
    s.cast(A, "Tangle Golem")
    s.resolve()
    assert s.zone_of("Tangle Golem") == "battlefield"
    assert sum(1 for oid in forests if s.obj(oid).tapped) == 3


# -- "Put a -1/-1 counter on a creature you control" as a cost (CR 118.3, 122.1) ----------------

PUT_COUNTER_COST = ("Hatchet Bully", "Wandering Mage", "Lethal Sting", "Scarscale Ritual")


@pytest.mark.parametrize("name", PUT_COUNTER_COST)
def test_put_counter_cost_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_118_3_hatchet_bully_puts_the_counter_on_the_chosen_creature() -> None:
    """Hatchet Bully: "{2}{R}, {T}, Put a -1/-1 counter on a creature you control: ~ deals 2
    damage to any target." — A is offered only creatures A controls; the chosen Grizzly Bears
    becomes 1/1 and B loses 2 life."""
    s = game("Hatchet Bully")
    bully = s.put(A, "Hatchet Bully")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    s.lands(A, "Mountain", 3)
    s.start()
    ability = real("Hatchet Bully").abilities[0]
    assert isinstance(ability, ActivatedAbility)
    assert sorted(put_counter_candidates(s.game, A, ability.cost, bully)) == sorted(
        [bully, bears])
    s.then("cast.put_counter", bears)
    s.activate(A, "Hatchet Bully", targets=["p1"])
    s.resolve()
    assert s.obj(bears).counters.get("-1/-1") == 1 and s.pt(bears) == (1, 1)
    assert s.life(B) == 18


def test_cr_601_2h_lethal_sting_needs_a_creature_of_yours_for_its_additional_cost() -> None:
    """Lethal Sting: "As an additional cost to cast this spell, put a -1/-1 counter on a
    creature you control." — not castable with no creature of A's; with a Grizzly Bears, the
    Bears gets the counter as the spell is cast."""
    s = game("Lethal Sting")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Lethal Sting")
    s.put(B, "Grizzly Bears")
    s.start()
    assert not any(isinstance(a, Cast) for a in legal_actions(s.game, A))
    t = game("Lethal Sting")
    t.lands(A, "Swamp", 3)
    t.hand(A, "Lethal Sting")
    mine = t.put(A, "Grizzly Bears")
    theirs = t.put(B, "Grizzly Bears")
    t.start()
    t.then("cast.put_counter", mine)
    t.cast(A, "Lethal Sting", targets=[theirs])
    t.resolve()
    assert t.obj(mine).counters.get("-1/-1") == 1
    assert t.zone_of("Lethal Sting") == "graveyard"


# -- "… as long as it's a Vampire. Otherwise, it …" (CR 611.3a) ---------------------------------

OTHERWISE = ("Sea Legs", "Tahngarth's Rage", "Gift of Fangs", "Nyx Infusion", "Clutch of Undeath",
             "Bonds of Faith")


@pytest.mark.parametrize("name", OTHERWISE)
def test_otherwise_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_611_3a_gift_of_fangs_pumps_a_vampire_and_shrinks_anything_else() -> None:
    """Gift of Fangs: "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it
    gets -2/-2." — on Vampire Nighthawk (2/3) it is 4/5; a Grizzly Bears (2/2) becomes 0/0 and
    is put into the graveyard by the state-based actions (704.5f)."""
    s = game("Gift of Fangs", "Vampire Nighthawk")
    hawk = s.put(A, "Vampire Nighthawk")
    s.put(A, "Gift of Fangs", attached_to=hawk)
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Gift of Fangs", attached_to=bears)
    s.start()
    assert s.pt(hawk) == (4, 5)
    assert bears not in s.state.battlefield and "Grizzly Bears" in s.graveyard_names(A)


def test_cr_611_3a_tahngarths_rage_reads_attacking_now() -> None:
    """Tahngarth's Rage: "Enchanted creature gets +3/+0 as long as it's attacking. Otherwise,
    it gets -2/-1." — a Grizzly Bears is 0/1 at home and 5/2 once declared as an attacker."""
    s = game("Tahngarth's Rage")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Tahngarth's Rage", attached_to=bears)
    s.start()
    assert s.pt(bears) == (0, 1)
    s.state.attackers[bears] = "p1"
    s.state.touch()
    assert s.pt(bears) == (5, 2)


# -- "Sacrifice another creature or an artifact" (CR 118.3) -------------------------------------

SACRIFICE_EITHER = ("Elite Headhunter", "Malevolent Noble", "Skophos Warleader",
                    "Slaughter-Priest of Mogis")


@pytest.mark.parametrize("name", SACRIFICE_EITHER)
def test_sacrifice_either_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_118_3_malevolent_noble_sacrifices_an_artifact_or_another_creature() -> None:
    """Malevolent Noble: "{2}, Sacrifice an artifact or another creature: Put a +1/+1 counter on
    ~." — the sacrifice offers A's Sol Ring and Grizzly Bears, not the Noble itself nor a
    Forest; sacrificing the Sol Ring gives the Noble its counter."""
    s = game("Malevolent Noble")
    noble = s.put(A, "Malevolent Noble")
    ring = s.put(A, "Sol Ring")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Forest", 2)
    s.start()
    ability = real("Malevolent Noble").abilities[0]
    assert isinstance(ability, ActivatedAbility) and ability.cost.sacrifice is not None
    offered = [oid for oid in s.state.battlefield
               if matches(s.state, s.obj(oid), ability.cost.sacrifice, A, noble)]
    assert sorted(offered) == sorted([ring, bears])
    s.activate(A, "Malevolent Noble", sacrifice=[ring])
    s.resolve()
    assert s.obj(noble).counters.get("+1/+1") == 1
    assert "Sol Ring" in s.graveyard_names(A) and s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_611_3a_bonds_of_faith_pumps_a_human_and_holds_anything_else() -> None:
    """Bonds of Faith: "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it
    can't attack or block." — on a Thraben Inspector (a 1/2 Human) it is 3/4 and may attack;
    on a Grizzly Bears it keeps 2/2 but can't attack or block."""
    s = game("Bonds of Faith", "Thraben Inspector")
    human = s.put(A, "Thraben Inspector")
    s.put(A, "Bonds of Faith", attached_to=human)
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Bonds of Faith", attached_to=bears)
    s.start()
    assert s.pt(human) == (3, 4)
    assert not {"cant_attack", "cant_block"} & chars(s.state, s.obj(human)).rules
    assert s.pt(bears) == (2, 2)
    assert {"cant_attack", "cant_block"} <= chars(s.state, s.obj(bears)).rules


# -- "If ~ would enter, sacrifice a Forest instead. If you do, …" (CR 614.1a) -------------------

ENTER_SACRIFICE = ("Heart of Yavimaya", "Kjeldoran Outpost", "Lake of the Dead",
                   "Soldevi Excavations", "Balduvian Trading Post", "Lotus Vale",
                   "Scorched Ruins")


@pytest.mark.parametrize("name", ENTER_SACRIFICE)
def test_enter_sacrifice_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_614_1a_heart_of_yavimaya_sacrifices_the_chosen_forest() -> None:
    """Heart of Yavimaya: "If ~ would enter, sacrifice a Forest instead. If you do, put ~ onto
    the battlefield. …" — played with two Forests, A is asked which one (only the Forests are
    offered, not the Island); that Forest is sacrificed and the Heart enters."""
    s = game("Heart of Yavimaya")
    first, second = s.lands(A, "Forest", 2)
    s.put(A, "Island")
    s.hand(A, "Heart of Yavimaya")
    s.start()
    s.play_land(A, "Heart of Yavimaya")
    decision = s.pending
    assert decision is not None and decision.tag == "enter.sacrifice"
    assert sorted(decision.options) == sorted([first, second])
    s.apply(A, (second,))
    assert s.zone_of("Heart of Yavimaya") == "battlefield"
    assert first in s.state.battlefield and second not in s.state.battlefield
    assert s.graveyard_names(A) == ["Forest"]


def test_cr_614_1a_lotus_vale_without_two_untapped_lands_goes_to_the_graveyard() -> None:
    """Lotus Vale: "If ~ would enter, sacrifice two untapped lands instead. If you don't, put
    it into its owner's graveyard." — with one untapped and one tapped land, nothing is
    sacrificed and the Vale goes to the graveyard (the land play is used)."""
    s = game("Lotus Vale")
    untapped = s.put(A, "Forest")
    tapped = s.put(A, "Forest", tapped=True)
    s.hand(A, "Lotus Vale")
    s.start()
    s.play_land(A, "Lotus Vale")
    assert s.zone_of("Lotus Vale") == "graveyard"
    assert untapped in s.state.battlefield and tapped in s.state.battlefield
    assert s.state.players[A].lands_played == 1


# -- "As an additional cost to cast this spell, sacrifice X lands." (CR 601.2b, 601.2h) ---------

SACRIFICE_X = ("Devastating Summons", "Eliminate the Competition")


@pytest.mark.parametrize("name", SACRIFICE_X)
def test_sacrifice_x_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_601_2b_devastating_summons_sacrifices_x_lands_for_two_x_x_tokens() -> None:
    """Devastating Summons: "As an additional cost to cast this spell, sacrifice X lands. Create
    two X/X red Elemental creature tokens." — X = 2 announced, two of A's Forests sacrificed
    (the Mountain that paid {R} stays), two 2/2 Elementals made."""
    s = game("Devastating Summons")
    s.put(A, "Mountain")
    forests = s.lands(A, "Forest", 3)
    s.hand(A, "Devastating Summons")
    s.start()
    s.cast(A, "Devastating Summons", x=2, sacrifice=forests[:2])
    s.resolve()
    assert s.graveyard_names(A).count("Forest") == 2
    assert forests[2] in s.state.battlefield
    tokens = [oid for oid in s.state.battlefield if s.obj(oid).token]
    assert len(tokens) == 2 and all(s.pt(t) == (2, 2) for t in tokens)


# -- "is a blue Frog creature with base power and toughness 1/1" (CR 205.1b, 613.4b) ------------

CREATURE_BASE = ("Ensoul Artifact", "Frogify", "Kenrith's Transformation", "Reprobation")


@pytest.mark.parametrize("name", CREATURE_BASE)
def test_creature_base_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_205_1b_frogify_makes_a_blue_frog_with_no_abilities() -> None:
    """Frogify: "Enchanted creature loses all abilities and is a blue Frog creature with base
    power and toughness 1/1." — a Vampire Nighthawk (a black 2/3 Vampire Shaman with flying,
    deathtouch and lifelink) is a blue 1/1 Frog with no keywords; it is still a creature."""
    s = game("Frogify", "Vampire Nighthawk")
    hawk = s.put(B, "Vampire Nighthawk")
    s.put(A, "Frogify", attached_to=hawk)
    s.start()
    c = chars(s.state, s.obj(hawk))
    assert (c.power, c.toughness) == (1, 1)
    assert c.colors == frozenset({"U"}) and set(c.subtypes) == {"Frog"}
    assert not c.keywords and "Creature" in c.types


def test_cr_613_4b_ensoul_artifact_makes_sol_ring_a_5_5_creature() -> None:
    """Ensoul Artifact: "Enchanted artifact is a creature with base power and toughness 5/5 in
    addition to its other types." — Sol Ring is a 5/5 artifact creature and still taps for
    mana."""
    s = game("Ensoul Artifact")
    ring = s.put(A, "Sol Ring")
    s.put(A, "Ensoul Artifact", attached_to=ring)
    s.start()
    c = chars(s.state, s.obj(ring))
    assert {"Artifact", "Creature"} <= set(c.types) and (c.power, c.toughness) == (5, 5)


def test_cr_105_2c_thran_lens_makes_every_permanent_colorless() -> None:
    """Thran Lens: "All permanents are colorless." — a green Grizzly Bears of the opponent's and
    a black Vampire Nighthawk of A's have no colour."""
    s = game("Thran Lens", "Vampire Nighthawk")
    s.put(A, "Thran Lens")
    bears = s.put(B, "Grizzly Bears")
    hawk = s.put(A, "Vampire Nighthawk")
    s.start()
    assert chars(s.state, s.obj(bears)).colors == frozenset()
    assert chars(s.state, s.obj(hawk)).colors == frozenset()


# -- "It gets +3/+1 instead as long as COND." (CR 611.3a) ---------------------------------------

INSTEAD_WHILE = ("Mind Carver", "Precipitous Drop")


@pytest.mark.parametrize("name", INSTEAD_WHILE)
def test_instead_while_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_611_3a_mind_carver_gets_more_instead_with_a_full_opposing_graveyard() -> None:
    """Mind Carver: "Equipped creature gets +1/+0. It gets +3/+1 instead as long as an opponent
    has eight or more cards in their graveyard." — an equipped Grizzly Bears is 3/2 with seven
    cards in B's graveyard, and 5/3 (not 6/3) at eight."""
    s = game("Mind Carver")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Mind Carver", attached_to=bears)
    for _ in range(7):
        s.graveyard(B, "Forest")
    s.start()
    assert s.pt(bears) == (3, 2)
    s.graveyard(B, "Forest")
    s.state.touch()
    assert s.pt(bears) == (5, 3)


def test_cr_701_8a_devastating_dreams_discards_x_cards_at_random() -> None:
    """Devastating Dreams: "As an additional cost to cast this spell, discard X cards at
    random. Each player sacrifices X lands. ~ deals X damage to each creature." — X = 2
    announced with three Grizzly Bears in hand: the game's seeded generator discards two of
    them (no question asked of A), one stays in hand; on resolution each player sacrifices two
    lands (A keeps one of three, B none of two) and B's Craw Wurm (6/4) has 2 damage. (The
    faithfulness audit casts it with X = 0, where nothing is sacrificed: this test is its
    board.)"""
    assert round_trip_problem(real("Devastating Dreams")) == ""
    s = game("Devastating Dreams", strict=False)
    s.lands(A, "Mountain", 3)
    s.lands(B, "Forest", 2)
    wurm = s.put(B, "Craw Wurm")
    s.hand(A, "Devastating Dreams")
    s.hand(A, "Grizzly Bears", 3)
    s.start()
    s.cast(A, "Devastating Dreams", x=2)
    assert s.graveyard_names(A).count("Grizzly Bears") == 2
    assert [s.obj(i).card.name for i in s.state.zone(A, "hand")] == ["Grizzly Bears"]
    s.resolve()
    assert len(s.ids("Mountain", "battlefield")) == 1 and not s.ids("Forest", "battlefield")
    assert s.obj(wurm).damage == 2
