"""Issue 29, statics, replacements and costs (helper h8-sta): each part joins the rules already
in the grammar, so it combines with every value of its slots. Each is played here from the
REAL Oracle text of real cards (MTGJSON 2022-04-25), asserting what the text says happens.
"""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Cast
from cardtable.games.magic.cast_bans import cast_banned
from cardtable.games.magic.combat import may_attack
from cardtable.games.magic.costs import (
    _cost_modifiers,
    cant_be_countered,
    flash_as_though,
    self_reduction,
    spell_cant_be_countered,
)
from cardtable.games.magic.hand_size import max_hand_size
from cardtable.games.magic.layers import chars
from cardtable.games.magic.layers_match import EVERY_CREATURE_TYPE as ENGINE_EVERY_CREATURE_TYPE
from cardtable.games.magic.layers_match import has_subtype
from cardtable.games.magic.model.statics_8 import EVERY_CREATURE_TYPE
from cardtable.games.magic.objects import player_ref
from cardtable.games.magic.oracle.builder_base import OracleCompileError
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.oracle.support import round_trip_problem
from cardtable.games.magic.priority import legal_actions
from cardtable.games.magic.zones import exile_until_leaves
from tests.commander.dsl import CommanderScenario, scenario_cards
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled, game, real

# -- "This spell costs {X} less to cast, where X is …" (CR 601.2f, 107.3) ------------------------

COST_LESS_WHERE = ("Daybreak Chimera", "Drag to the Underworld", "Marshmist Titan",
                   "The Great Henge")


@pytest.mark.parametrize("name", COST_LESS_WHERE)
def test_cost_less_where_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_601_2f_marshmist_titan_costs_x_less_for_devotion_to_black() -> None:
    """Marshmist Titan: "This spell costs {X} less to cast, where X is your devotion to black."
    — counted as the cost is determined: no black permanents → 0; a Phyrexian Rager ({2}{B})
    and a Hypnotic Specter ({B}{B}{1}) → 3 less; an opponent's black permanent adds nothing."""
    s = game("Marshmist Titan", "Phyrexian Rager", "Hypnotic Specter")
    card = real("Marshmist Titan")
    s.start()
    assert self_reduction(s.game, 0, card) == 0
    s.put(0, "Phyrexian Rager")
    s.put(0, "Hypnotic Specter")
    s.put(1, "Hypnotic Specter")
    assert self_reduction(s.game, 0, card) == 3


def test_cr_601_2f_the_great_henge_costs_less_by_the_greatest_power() -> None:
    """The Great Henge: "This spell costs {X} less to cast, where X is the greatest power among
    creatures you control." — a 2/2 and a 6/4 → {6} less (an opponent's bigger creature is
    not counted), then cast for {1}{G}{G} from three Forests."""
    s = game("The Great Henge")
    card = real("The Great Henge")
    s.put(0, "Grizzly Bears")
    s.put(0, "Craw Wurm")
    s.put(1, "Craw Wurm")
    s.lands(0, "Forest", 3)
    s.hand(0, "The Great Henge")
    s.start()
    assert self_reduction(s.game, 0, card) == 6
    s.cast(0, "The Great Henge")
    s.resolve()
    assert s.zone_of("The Great Henge") == "battlefield"


def test_cost_less_where_needs_a_quantity_known_at_cast() -> None:
    """"where X is its power" measures an object a spell on the stack has not got: refused
    with a typed error, not guessed."""
    with pytest.raises(OracleCompileError):
        compile_line("This spell costs {X} less to cast, where X is that creature's power.",
                     "spell_line")
    ability = compile_line("This spell costs {X} less to cast, where X is your devotion to "
                           "white.", "spell_line")
    assert isinstance(ability, m.StaticAbility)
    (e,) = ability.effects
    assert e.rule == "cost_reduction_self" and isinstance(e.amount, m.Amount)


# -- "If you would draw a card, … instead." (CR 614.1a, 614.11, 121.6) ----------------------------

DRAW_REPLACEMENTS = ("Thought Reflection", "Alhammarret's Archive", "Teferi's Ageless Insight",
                     "Notion Thief", "Blood Scrivener")


@pytest.mark.parametrize("name", DRAW_REPLACEMENTS)
def test_draw_replacement_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_614_11_thought_reflection_draws_two_instead_of_one() -> None:
    """Thought Reflection: "If you would draw a card, draw two cards instead." — the draw
    step's draw gives two cards; its controller's opponent still draws one."""
    s = game("Thought Reflection")
    s.put(A, "Thought Reflection")
    s.start(active=A, step="upkeep")
    before = s.hand_size(A)
    s.to_step("draw")
    assert s.hand_size(A) == before + 2
    them = s.hand_size(B)
    s.game.draw(B, 1)
    assert s.hand_size(B) == them + 1


def test_cr_614_5_two_thought_reflections_turn_one_draw_into_four() -> None:
    """Two Thought Reflections: each replaces the draw once (614.5) — the first makes it two
    draws, the second replaces each of those: four cards (the card's ruling)."""
    s = game("Thought Reflection")
    s.put(A, "Thought Reflection")
    s.put(A, "Thought Reflection")
    s.start()
    before = s.hand_size(A)
    s.game.draw(A, 1)
    assert s.hand_size(A) == before + 4


def test_cr_504_1_alhammarrets_archive_spares_the_first_draw_of_the_draw_step() -> None:
    """Alhammarret's Archive: "If you would draw a card except the first one you draw in each
    of your draw steps, draw two cards instead." — the draw step's draw is one card; a later
    draw that turn (a Divination-style effect) is two per card."""
    s = game("Alhammarret's Archive")
    s.put(A, "Alhammarret's Archive")
    s.start(active=A, step="upkeep")
    before = s.hand_size(A)
    s.to_step("draw")
    assert s.hand_size(A) == before + 1
    s.game.draw(A, 1)
    assert s.hand_size(A) == before + 3


def test_cr_614_11_teferis_ageless_insight_doubles_draws_outside_the_draw_step() -> None:
    """Teferi's Ageless Insight: the same words — in the main phase two draws become four
    cards; an opponent's draw is not changed."""
    s = game("Teferi's Ageless Insight")
    s.put(A, "Teferi's Ageless Insight")
    s.start()
    before, them = s.hand_size(A), s.hand_size(B)
    s.game.draw(A, 2)
    s.game.draw(B, 1)
    assert (s.hand_size(A), s.hand_size(B)) == (before + 4, them + 1)


def test_cr_614_11_notion_thief_steals_an_opponents_extra_draws() -> None:
    """Notion Thief: "If an opponent would draw a card except the first one they draw in each
    of their draw steps, instead that player skips that draw and you draw a card." — the
    opponent's draw-step draw is theirs; their next draw is skipped and Notion Thief's
    controller draws instead; its controller's own draws are not changed."""
    s = game("Notion Thief")
    s.put(A, "Notion Thief")
    s.start(active=B, step="upkeep")
    mine, theirs = s.hand_size(A), s.hand_size(B)
    s.to_step("draw")
    assert (s.hand_size(A), s.hand_size(B)) == (mine, theirs + 1)
    s.game.draw(B, 2)
    assert (s.hand_size(A), s.hand_size(B)) == (mine + 2, theirs + 1)
    s.game.draw(A, 1)
    assert s.hand_size(A) == mine + 3


def test_cr_121_6_blood_scrivener_replaces_a_draw_only_with_an_empty_hand() -> None:
    """Blood Scrivener: "If you would draw a card while you have no cards in hand, instead you
    draw two cards and you lose 1 life." — with an empty hand one draw gives two cards and
    costs 1 life; with cards in hand a draw is one card and no life."""
    s = game("Blood Scrivener")
    s.put(A, "Blood Scrivener")
    s.start()
    assert s.hand_size(A) == 0
    s.game.draw(A, 1)
    assert (s.hand_size(A), s.life(A)) == (2, 19)
    s.game.draw(A, 1)
    assert (s.hand_size(A), s.life(A)) == (3, 19)


def test_draw_replacement_refuses_outcomes_that_ask() -> None:
    """A draw is no decision point: "each opponent discards a card instead" (the opponent
    chooses) is refused with a typed error, not played wrongly; "that player skips that draw"
    said of "you" names no other player and is refused too."""
    with pytest.raises(OracleCompileError):
        compile_line("If you would draw a card, each opponent discards a card instead.",
                     "permanent_line")
    with pytest.raises(OracleCompileError):
        compile_line("If you would draw a card, instead that player skips that draw and you "
                     "draw a card.", "permanent_line")
    ability = compile_line("If a player would draw a card, you gain 1 life instead.",
                           "permanent_line")
    assert isinstance(ability, m.ReplacementAbility)
    assert (ability.event, ability.applies_to) == ("draw", "each")


# -- "loses flying" as a static part (CR 613.1f, layer 6) -----------------------------------------

LOSE_KEYWORDS = ("Colossus Hammer", "Short Circuit", "Sky Tether", "Tightening Coils")


@pytest.mark.parametrize("name", LOSE_KEYWORDS)
def test_lose_keyword_static_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_613_1f_colossus_hammer_pumps_and_removes_flying() -> None:
    """Colossus Hammer: "Equipped creature gets +10/+10 and loses flying." — a Serra Angel
    (4/4 flying, vigilance) becomes 14/14 without flying and keeps vigilance; another Serra
    Angel is unchanged."""
    s = game("Colossus Hammer")
    angel = s.put(A, "Serra Angel")
    other = s.put(A, "Serra Angel")
    s.put(A, "Colossus Hammer", attached_to=angel)
    s.start()
    assert s.pt(angel) == (14, 14)
    assert "flying" not in s.keywords(angel) and "vigilance" in s.keywords(angel)
    assert s.pt(other) == (4, 4) and "flying" in s.keywords(other)


def test_cr_613_1f_sky_tether_gives_defender_and_removes_flying() -> None:
    """Sky Tether: "Enchanted creature has defender and loses flying." — a Wind Drake (2/2
    flying) has defender and no flying while enchanted."""
    s = game("Sky Tether")
    drake = s.put(B, "Wind Drake")
    s.put(A, "Sky Tether", attached_to=drake)
    s.start()
    assert "defender" in s.keywords(drake) and "flying" not in s.keywords(drake)


def test_lose_keyword_part_refuses_a_keyword_with_a_cost() -> None:
    """Losing "equip {2}" (a keyword with a cost) is not the named-keyword removal: refused
    with a typed error."""
    with pytest.raises(OracleCompileError):
        compile_line("Enchanted creature gets +1/+1 and loses ninjutsu {2}.", "permanent_line")


# -- "can't attack you or planeswalkers you control" (CR 508.1c) ----------------------------------

CANT_ATTACK_YOU_CARDS = ("Vow of Duty", "Vow of Flight", "Vow of Lightning", "Vow of Malice",
                         "Vow of Wildness", "Sandwurm Convergence")


@pytest.mark.parametrize("name", CANT_ATTACK_YOU_CARDS)
def test_cant_attack_you_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_508_1c_vow_of_flight_on_an_opponents_creature_keeps_it_off_you() -> None:
    """Vow of Flight: "Enchanted creature gets +2/+2, has flying, and can't attack you or
    planeswalkers you control." — on player B's Grizzly Bears, cast by player A in a
    three-player game: it is a 4/4 flyer that may attack player C but neither A nor a
    planeswalker A controls."""
    s = game("Vow of Flight", players=3)
    bears = s.put(B, "Grizzly Bears")
    jace = s.put(A, "Jace Beleren")
    other_jace = s.put(2, "Jace Beleren")
    s.put(A, "Vow of Flight", attached_to=bears)
    s.start(active=B)
    assert s.pt(bears) == (4, 4) and "flying" in s.keywords(bears)
    assert not may_attack(s.game, bears, player_ref(A))
    assert not may_attack(s.game, bears, jace)
    assert may_attack(s.game, bears, player_ref(2))
    assert may_attack(s.game, bears, other_jace)


def test_cr_508_1c_sandwurm_convergence_stops_only_flyers() -> None:
    """Sandwurm Convergence: "Creatures with flying can't attack you or planeswalkers you
    control." — an opponent's Wind Drake may not attack its controller, a Grizzly Bears may;
    the controller's own flyer is not stopped from attacking the opponent."""
    s = game("Sandwurm Convergence")
    s.put(A, "Sandwurm Convergence")
    drake = s.put(B, "Wind Drake")
    bears = s.put(B, "Grizzly Bears")
    mine = s.put(A, "Wind Drake")
    s.start(active=B)
    assert not may_attack(s.game, drake, player_ref(A))
    assert may_attack(s.game, bears, player_ref(A))
    assert may_attack(s.game, mine, player_ref(B))


# -- "Your maximum hand size is increased / reduced by N." (CR 402.2, 514.1) ----------------------

HAND_SIZE = ("Minamo Scrollkeeper", "Trusted Advisor", "Thought Devourer", "Thought Eater",
             "Thought Nibbler")


@pytest.mark.parametrize("name", HAND_SIZE)
def test_hand_size_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_402_2_hand_size_changes_add_up_for_their_controller_only() -> None:
    """Trusted Advisor (+2) and Thought Nibbler (-2) and Thought Devourer (-4): 7 + 2 - 2 - 4
    = 3 for their controller; the opponent keeps seven. A limit never goes below zero."""
    s = game(*HAND_SIZE)
    for name in ("Trusted Advisor", "Thought Nibbler", "Thought Devourer"):
        s.put(A, name)
    s.start()
    assert max_hand_size(s.game, A) == 3
    assert max_hand_size(s.game, B) == 7
    s.put(A, "Thought Devourer")
    assert max_hand_size(s.game, A) == 0


def test_cr_514_1_thought_nibbler_discards_down_to_five_in_cleanup() -> None:
    """Thought Nibbler: "Your maximum hand size is reduced by two." — with six cards in hand
    at the cleanup step its controller discards down to five; with Trusted Advisor instead
    ("increased by two") nine cards stay in hand."""
    s = game("Thought Nibbler", strict=False)
    s.put(A, "Thought Nibbler")
    s.hand(A, "Grizzly Bears", 6)
    s.start(active=A, step="end")
    s.to_step("upkeep", active=B)
    assert s.hand_size(A) == 5
    t = game("Trusted Advisor", strict=False)
    t.put(A, "Trusted Advisor")
    t.hand(A, "Grizzly Bears", 9)
    t.start(active=A, step="end")
    t.to_step("upkeep", active=B)
    assert t.hand_size(A) == 9


# -- "Your opponents can't cast blue creature spells." (CR 101.2) ---------------------------------

CAST_BANS = ("Llawan, Cephalid Empress", "Basandra, Battle Seraph", "Dragonlord Dromoka")


@pytest.mark.parametrize("name", CAST_BANS)
def test_cast_ban_cards_compile_and_render_back(name: str) -> None:
    """Each card (each a commander) is supported: its abilities render back to its Oracle text
    and the engine plays every part."""
    assert round_trip_problem(real(name)) == ""


def _casts(s: Scenario, player: int) -> set[str]:
    """The names of the cards ``player`` is offered to cast now."""
    return {s.obj(a.card).card.name for a in legal_actions(s.game, player) if isinstance(a, Cast)}


def test_cr_101_2_llawan_stops_opponents_blue_creature_spells_only() -> None:
    """Llawan, Cephalid Empress: "Your opponents can't cast blue creature spells." — the
    opponent may not cast Wind Drake (a blue creature) but may cast Grizzly Bears; Llawan's
    controller may cast Wind Drake."""
    s = game("Llawan, Cephalid Empress")
    s.put(A, "Llawan, Cephalid Empress")
    for player in (A, B):
        s.lands(player, "Island", 3)
        s.lands(player, "Forest", 2)
        s.hand(player, "Wind Drake")
        s.hand(player, "Grizzly Bears")
    s.start(active=B)
    assert _casts(s, B) == {"Grizzly Bears"}
    s2 = game("Llawan, Cephalid Empress")
    s2.put(A, "Llawan, Cephalid Empress")
    s2.lands(A, "Island", 3)
    s2.hand(A, "Wind Drake")
    s2.start(active=A)
    assert _casts(s2, A) == {"Wind Drake"}


def test_cr_101_2_dragonlord_dromoka_bans_spells_only_during_its_controllers_turn() -> None:
    """Dragonlord Dromoka: "Your opponents can't cast spells during your turn." — on its
    controller's turn the opponent is offered no instant; on the opponent's own turn the
    instant may be cast."""
    s = game("Dragonlord Dromoka", "Giant Growth")
    s.put(A, "Dragonlord Dromoka")
    s.lands(B, "Forest", 1)
    s.hand(B, "Giant Growth")
    s.put(B, "Grizzly Bears")
    s.start(active=A)
    assert "Giant Growth" not in _casts(s, B)
    t = game("Dragonlord Dromoka", "Giant Growth")
    t.put(A, "Dragonlord Dromoka")
    t.lands(B, "Forest", 1)
    t.hand(B, "Giant Growth")
    t.put(B, "Grizzly Bears")
    t.start(active=B)
    assert "Giant Growth" in _casts(t, B)


def test_cr_101_2_basandra_bans_every_players_spells_during_combat() -> None:
    """Basandra, Battle Seraph: "Players can't cast spells during combat." — in the declare
    blockers step neither player may cast Giant Growth; in the main phase they may."""
    s = game("Basandra, Battle Seraph", "Giant Growth")
    s.put(A, "Basandra, Battle Seraph")
    for player in (A, B):
        s.lands(player, "Forest", 1)
        s.hand(player, "Giant Growth")
        s.put(player, "Grizzly Bears")
    s.start(active=A)
    assert "Giant Growth" in _casts(s, A)
    s.to_step("begin_combat")
    assert "Giant Growth" not in _casts(s, A) | _casts(s, B)


# -- "is every creature type" (CR 205.3m, layer 4) -------------------------------------------------

EVERY_TYPE = ("Amorphous Axe", "Arachnoform", "Runed Stalactite")


@pytest.mark.parametrize("name", EVERY_TYPE)
def test_every_creature_type_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_205_3m_amorphous_axe_makes_the_equipped_creature_every_creature_type() -> None:
    """Amorphous Axe: "Equipped creature gets +3/+0 and is every creature type." — a Grizzly
    Bears (a Bear) equipped is a 5/2 that is a Goblin and an Elf too, never a land type (CR
    205.3m: creature types only); an unequipped Bears is not a Goblin."""
    s = game("Amorphous Axe")
    bears = s.put(A, "Grizzly Bears")
    other = s.put(A, "Grizzly Bears")
    s.put(A, "Amorphous Axe", attached_to=bears)
    s.start()
    c = chars(s.state, s.obj(bears))
    assert s.pt(bears) == (5, 2)
    assert has_subtype(c, "Goblin") and has_subtype(c, "Elf") and has_subtype(c, "Bear")
    assert not has_subtype(c, "Forest")
    assert not has_subtype(chars(s.state, s.obj(other)), "Goblin")
    assert EVERY_CREATURE_TYPE == ENGINE_EVERY_CREATURE_TYPE  # the model's and the engine's


# -- "can't have or gain trample" (CR 613.1f, after every other layer-6 effect) --------------------

ARCHETYPES = ("Archetype of Aggression", "Archetype of Courage", "Archetype of Endurance",
              "Archetype of Finality", "Archetype of Imagination")


@pytest.mark.parametrize("name", ARCHETYPES)
def test_archetype_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_613_1f_archetype_of_imagination_beats_a_later_grant_of_flying() -> None:
    """Archetype of Imagination: "Creatures you control have flying. Creatures your opponents
    control lose flying and can't have or gain flying." — player A's Archetype alone: A's
    Grizzly Bears flies, B's Wind Drake does not. Then B's own Archetype enters later and
    grants B's creatures flying: A's "can't have" still wins (applied after every other
    layer-6 effect), and B's Archetype takes flying from A's creatures the same way."""
    s = game("Archetype of Imagination")
    s.put(A, "Archetype of Imagination")
    bears = s.put(A, "Grizzly Bears")
    drake = s.put(B, "Wind Drake")
    s.start()
    assert "flying" in s.keywords(bears) and "flying" not in s.keywords(drake)
    s.put(B, "Archetype of Imagination")
    assert "flying" not in s.keywords(drake)
    assert "flying" not in s.keywords(bears)


# -- a spell class with keywords or a mana value in a cost rule (CR 601.2f, 101.2) ----------------

CLASS_COSTS = ("Spectacle Mage", "Krosan Drover", "Warden of Evos Isle", "Watcher of the Spheres",
               "Thryx, the Sudden Storm", "Cunning Nightbonder")


@pytest.mark.parametrize("name", CLASS_COSTS)
def test_class_cost_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_601_2f_warden_of_evos_isle_makes_flyers_cheaper_only() -> None:
    """Warden of Evos Isle: "Creature spells with flying you cast cost {1} less to cast." —
    with two Islands its controller may cast Wind Drake ({2}{U}, flying); without the Warden
    the Drake is not castable from two Islands."""
    s = game("Warden of Evos Isle")
    s.put(A, "Warden of Evos Isle")
    s.lands(A, "Island", 2)
    s.hand(A, "Wind Drake")
    s.start()
    assert "Wind Drake" in _casts(s, A)
    t = game("Warden of Evos Isle")
    t.lands(A, "Island", 2)
    t.hand(A, "Wind Drake")
    t.start()
    assert "Wind Drake" not in _casts(t, A)


def test_cr_101_2_thryx_makes_big_spells_cheaper_and_uncounterable_not_itself() -> None:
    """Thryx, the Sudden Storm: "Spells you cast with mana value 5 or greater cost {1} less to
    cast and can't be countered." — on the battlefield it makes its controller's Craw Wurm
    ({4}{G}{G}, mana value 6) uncounterable, not a Grizzly Bears; Thryx as a spell on the
    stack is no such spell yet (its ability works from the battlefield only)."""
    s = game("Thryx, the Sudden Storm")
    s.put(A, "Thryx, the Sudden Storm")
    wurm = s.hand(A, "Craw Wurm")
    bears = s.hand(A, "Grizzly Bears")
    s.start()
    assert spell_cant_be_countered(s.game, wurm, A)
    assert not spell_cant_be_countered(s.game, bears, A)
    assert not spell_cant_be_countered(s.game, wurm, B)
    assert not cant_be_countered(real("Thryx, the Sudden Storm"))


# -- "This spell has flash as long as …" (CR 702.8a, 601.3a) ---------------------------------------

SPELL_FLASH = ("Crashing Tide", "Mutual Destruction", "Supernatural Rescue")


@pytest.mark.parametrize("name", SPELL_FLASH)
def test_spell_has_flash_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_702_8a_crashing_tide_has_flash_only_with_a_merfolk() -> None:
    """Crashing Tide (a sorcery): "This spell has flash as long as you control a Merfolk." —
    with Merfolk of the Pearl Trident on the battlefield it may be cast as though it had flash;
    without one it may not; an opponent's Merfolk does not count."""
    s = game("Crashing Tide", "Merfolk of the Pearl Trident")
    tide = s.hand(A, "Crashing Tide")
    s.put(B, "Merfolk of the Pearl Trident")
    s.start()
    assert not flash_as_though(s.game, A, s.obj(tide))
    s.put(A, "Merfolk of the Pearl Trident")
    assert flash_as_though(s.game, A, s.obj(tide))


# -- eminence: a class cost reduction from the command zone (CR 113.6, 903) -----------------------

def test_cr_113_6_the_ur_dragon_makes_other_dragons_cheaper_from_the_command_zone() -> None:
    """The Ur-Dragon: "As long as ~ is in the command zone or on the battlefield, other Dragon
    spells you cast cost {1} less to cast." — from the command zone its controller's Shivan
    Dragon costs {1} less, a Grizzly Bears does not, the opponent's Shivan Dragon does not,
    and The Ur-Dragon itself (a Dragon, but not an "other" one) does not."""
    assert round_trip_problem(real("The Ur-Dragon")) == ""
    name = "The Ur-Dragon"
    sc = CommanderScenario(cards=scenario_cards() | {name: real(name),
                                                     "Shivan Dragon": real("Shivan Dragon")})
    sc.commander(A, name)
    dragon = sc.hand(A, "Shivan Dragon")
    bears = sc.hand(A, "Grizzly Bears")
    theirs = sc.hand(B, "Shivan Dragon")
    sc.start()
    ur = sc.id(name, "command")
    assert _cost_modifiers(sc.game, A, sc.obj(dragon), None) == (0, 1)
    assert _cost_modifiers(sc.game, A, sc.obj(bears), None) == (0, 0)
    assert _cost_modifiers(sc.game, B, sc.obj(theirs), None) == (0, 0)
    assert _cost_modifiers(sc.game, A, sc.obj(ur), None) == (0, 0)


# -- "If a card would be put into a graveyard from anywhere, exile it instead." (CR 614.1a) -------

GRAVEYARD_EXILE = ("Rest in Peace", "Leyline of the Void", "Dryad Militant",
                   "Samurai of the Pale Curtain")


@pytest.mark.parametrize("name", GRAVEYARD_EXILE)
def test_graveyard_exile_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def _to_graveyard(s: Scenario, oid: int) -> str:
    """Put ``oid`` into its owner's graveyard; the zone where it ended up."""
    return s.game.move(s.obj(oid), "graveyard").zone


def test_cr_614_1a_rest_in_peace_exiles_cards_and_tokens_from_anywhere() -> None:
    """Rest in Peace: "If a card or token would be put into a graveyard from anywhere, exile it
    instead." — a creature that would die, a card from a hand and a token all go to exile,
    whoever owns them."""
    s = game("Rest in Peace")
    s.put(A, "Rest in Peace")
    bears = s.put(B, "Grizzly Bears")
    card = s.hand(A, "Grizzly Bears")
    token = s.put(B, "Grizzly Bears")
    s.obj(token).token = True
    s.start()
    assert [_to_graveyard(s, i) for i in (bears, card, token)] == ["exile"] * 3


def test_cr_614_1a_leyline_of_the_void_exiles_only_opponents_cards() -> None:
    """Leyline of the Void: "If a card would be put into an opponent's graveyard from anywhere,
    exile it instead." — the opponent's dying Grizzly Bears is exiled; its controller's own
    goes to the graveyard."""
    s = game("Leyline of the Void")
    s.put(A, "Leyline of the Void")
    theirs = s.put(B, "Grizzly Bears")
    mine = s.put(A, "Grizzly Bears")
    s.start()
    assert (_to_graveyard(s, theirs), _to_graveyard(s, mine)) == ("exile", "graveyard")


def test_cr_614_1a_dryad_militant_and_samurai_match_their_nouns() -> None:
    """Dryad Militant: "If an instant or sorcery card would be put into a graveyard from
    anywhere, exile it instead." — a discarded Giant Growth is exiled, a Grizzly Bears card is
    not. Samurai of the Pale Curtain: "If a permanent would be put into a graveyard, exile it
    instead." — a dying creature is exiled, a card from a hand is not (not a permanent)."""
    s = game("Dryad Militant", "Giant Growth")
    s.put(A, "Dryad Militant")
    growth = s.hand(B, "Giant Growth")
    bears = s.hand(B, "Grizzly Bears")
    s.start()
    assert (_to_graveyard(s, growth), _to_graveyard(s, bears)) == ("exile", "graveyard")
    t = game("Samurai of the Pale Curtain")
    t.put(A, "Samurai of the Pale Curtain")
    creature = t.put(B, "Grizzly Bears")
    card = t.hand(B, "Grizzly Bears")
    t.start()
    assert (_to_graveyard(t, creature), _to_graveyard(t, card)) == ("exile", "graveyard")


# -- keyword counters chosen as it enters (CR 614.1c, 122.1b) -------------------------------------

KEYWORD_COUNTER_CARDS = ("Boot Nipper", "Helica Glider", "Wingfold Pteron", "Ferocious Tigorilla",
                         "Flycatcher Giraffid")


@pytest.mark.parametrize("name", KEYWORD_COUNTER_CARDS)
def test_keyword_counter_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_122_1b_helica_glider_enters_with_the_chosen_keyword_counter() -> None:
    """Helica Glider: "~ enters with your choice of a flying counter or a first strike counter
    on it." — cast and resolved, its controller is asked and chooses the first strike counter:
    it has a first strike counter and first strike, no flying."""
    s = game("Helica Glider")
    s.lands(A, "Plains", 3)
    s.hand(A, "Helica Glider")
    s.start()
    s.cast(A, "Helica Glider")
    s.then("resolve.choice", "first strike counter")
    s.resolve()
    glider = s.id("Helica Glider")
    assert s.obj(glider).counters == {"first strike": 1}
    assert "first_strike" in s.keywords(glider) and "flying" not in s.keywords(glider)


def test_cr_122_1b_a_keyword_counter_gives_its_keyword() -> None:
    """A flying counter gives flying (CR 122.1b, layer 6): a Grizzly Bears with a flying
    counter has flying, one without has not; a Helica Glider put onto the battlefield directly
    (no entering replacement ran, so no counter) has neither keyword."""
    s = game("Helica Glider")
    glider = s.put(A, "Helica Glider")
    bears = s.put(A, "Grizzly Bears", counters={"flying": 1})
    plain = s.put(A, "Grizzly Bears")
    s.start()
    assert "flying" in s.keywords(bears) and "flying" not in s.keywords(plain)
    assert not {"flying", "first_strike"} & s.keywords(glider)


def test_cr_607_2a_ixalans_binding_bans_the_exiled_cards_name() -> None:
    """Ixalan's Binding: "When ~ enters, exile target nonland permanent an opponent controls
    until ~ leaves the battlefield. Your opponents can't cast spells with the same name as the
    exiled card." — with the opponent's Grizzly Bears exiled by it, the opponent may not cast
    another Grizzly Bears but may cast Wind Drake; the Binding's controller may cast Grizzly
    Bears. A card whose exile is not linked to it (Exclusion Ritual) is refused."""
    assert round_trip_problem(real("Ixalan's Binding")) == ""
    s = game("Ixalan's Binding")
    binding = s.put(A, "Ixalan's Binding")
    bears = s.put(B, "Grizzly Bears")
    for player in (A, B):
        s.lands(player, "Forest", 2)
        s.lands(player, "Island", 3)
        s.hand(player, "Grizzly Bears")
        s.hand(player, "Wind Drake")
    s.start(active=B)
    exile_until_leaves(s.game, binding, [bears])
    assert _casts(s, B) == {"Wind Drake"}
    mine = next(i for i in s.state.zone(A, "hand") if s.obj(i).card.name == "Grizzly Bears")
    assert not cast_banned(s.state, A, s.obj(mine))
    assert not compiled("Exclusion Ritual").supported
