"""Issue 29 round 2, choices of colour (the "choices" helper, round 2). Each card is compiled
from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported and played; each test
asserts what the text says happens.

- "Choose a color." as an instruction (CR 608.2d, 105.1): the colour is kept on the source,
  and "protection from the chosen color" (702.16a) reads it — asked once, not again;
- "of that color" / "of the chosen color", a filter part every noun takes (105.2);
- "of the creature type of your choice" / "of the color of your choice" inside a filter: the
  choice is made as the effect resolves, just before it (608.2d).
"""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import OracleCompileError
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real, until_choice

COLORS = {"white", "blue", "black", "red", "green"}


# -- "Choose a color." and "protection from the chosen color" (CR 608.2d, 702.16a) ----------------

def test_cr_702_16a_akromas_blessing_protects_your_creatures_from_the_chosen_color() -> None:
    """Akroma's Blessing: "Choose a color. Creatures you control gain protection from the
    chosen color until end of turn." — A chooses red: Fiery Cannonade's 2 damage to each
    creature is prevented for A's Bears (702.16e), B's Elves die. The colour is asked once."""
    assert round_trip_problem(real("Akroma's Blessing")) == ""
    s = game("Akroma's Blessing", "Fiery Cannonade")
    s.lands(A, "Plains", 3)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Akroma's Blessing")
    s.hand(A, "Fiery Cannonade")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Llanowar Elves")
    s.start()
    s.cast(A, "Akroma's Blessing")
    color = until_choice(s)
    assert color.player == A and set(color.options) == COLORS
    s.apply(A, "red")
    s.resolve()
    assert s.pending is not None and s.pending.tag == "priority"  # no second colour asked
    s.cast(A, "Fiery Cannonade")
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "battlefield" and s.obj(bears).damage == 0


def test_cr_702_16a_brave_the_elements_only_white_creatures_and_only_that_color() -> None:
    """Brave the Elements: "Choose a color. White creatures you control gain protection from
    the chosen color until end of turn." — A chooses red: the white Savannah Lions are spared
    by Fiery Cannonade; A's green Bears are not (they are not white)."""
    assert round_trip_problem(real("Brave the Elements")) == ""
    s = game("Brave the Elements", "Fiery Cannonade")
    s.lands(A, "Plains", 1)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Brave the Elements")
    s.hand(A, "Fiery Cannonade")
    lions = s.put(A, "Savannah Lions")
    s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Brave the Elements")
    until_choice(s)
    s.apply(A, "red")
    s.resolve()
    s.cast(A, "Fiery Cannonade")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Savannah Lions") == "battlefield" and s.obj(lions).damage == 0


def test_cr_702_16a_the_chosen_color_is_the_one_chosen_not_another() -> None:
    """Akroma's Blessing choosing blue gives no protection from red: the Cannonade kills the
    Bears (the chosen colour is read, not a fixed one)."""
    s = game("Akroma's Blessing", "Fiery Cannonade")
    s.lands(A, "Plains", 3)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Akroma's Blessing")
    s.hand(A, "Fiery Cannonade")
    s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Akroma's Blessing")
    until_choice(s)
    s.apply(A, "blue")
    s.resolve()
    s.cast(A, "Fiery Cannonade")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_the_chosen_color_needs_a_color_chosen_before_it() -> None:
    """"protection from the chosen color" with no "Choose a color." before it in the ability
    is refused, not guessed."""
    with pytest.raises(OracleCompileError):
        compile_line("Creatures you control gain protection from the chosen color until end "
                     "of turn.", "spell_line")


def test_choose_a_color_compiles_to_the_choice_then_the_grant() -> None:
    """The model: a ChooseColor effect, then a grant that reads it (``chosen=True``)."""
    spell = compile_line("Choose a color. Creatures you control gain protection from the "
                         "chosen color until end of turn.", "spell_line")
    assert isinstance(spell, m.SpellAbility)
    first, second = spell.effects
    assert isinstance(first, m.ChooseColor)
    assert isinstance(second, m.GrantChosenProtection) and second.chosen


# -- "of the chosen color" / "of that color" as a filter part (CR 608.2d, 105.2) -----------------

def test_cr_608_2d_sudden_demise_damages_each_creature_of_the_chosen_color() -> None:
    """Sudden Demise: "Choose a color. ~ deals X damage to each creature of the chosen
    color." — X=2, A chooses green: both green creatures (A's Bears, B's Elves) die, whoever
    controls them; B's white Savannah Lions are dealt nothing."""
    assert round_trip_problem(real("Sudden Demise")) == ""
    s = game("Sudden Demise")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Sudden Demise")
    s.put(A, "Grizzly Bears")
    s.put(B, "Llanowar Elves")
    lions = s.put(B, "Savannah Lions")
    s.start()
    s.cast(A, "Sudden Demise", x=2)
    color = until_choice(s)
    assert set(color.options) == COLORS
    s.apply(A, "green")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Llanowar Elves") == "graveyard"
    assert s.zone_of("Savannah Lions") == "battlefield" and s.obj(lions).damage == 0


def test_of_that_color_reads_the_choice_of_the_same_ability_only() -> None:
    """"of that color" with no "Choose a color." before it is refused; after one, the filter
    carries the printed determiner ("that") and renders back the same."""
    with pytest.raises(OracleCompileError):
        compile_line("Return all creatures of that color to their owners' hands.",
                     "spell_line")
    spell = compile_line("Choose a color. Return all creatures of that color to their "
                         "owners' hands.", "spell_line")
    assert isinstance(spell, m.SpellAbility)
    returned = spell.effects[1]
    assert isinstance(returned, m.ReturnToHand) and returned.filter is not None
    assert returned.filter.chosen_color == "that"


# -- "of the creature type / color of your choice" inside a filter (CR 608.2d) ---------------------

def test_cr_608_2d_extinction_destroys_the_creature_type_chosen_on_resolution() -> None:
    """Extinction: "Destroy all creatures of the creature type of your choice." — the type is
    asked as it resolves (the options are the game's creature types); Goblin: both players'
    Goblin Pikers are destroyed, the Grizzly Bears (a Bear) stay."""
    assert round_trip_problem(real("Extinction")) == ""
    s = game("Extinction")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Extinction")
    s.put(A, "Goblin Piker")
    s.put(B, "Goblin Piker")
    s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Extinction")
    kind = until_choice(s)
    assert kind.player == A and {"Goblin", "Bear"} <= set(kind.options)
    s.apply(A, "Goblin")
    s.resolve()
    assert s.graveyard_names(A).count("Goblin Piker") == 1
    assert "Goblin Piker" in s.graveyard_names(B)
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_608_2d_wash_out_returns_the_permanents_of_the_color_chosen() -> None:
    """Wash Out: "Return all permanents of the color of your choice to their owners' hands."
    — green: the Bears and the Elves go to their owners' hands, the white Lions stay."""
    assert round_trip_problem(real("Wash Out")) == ""
    s = game("Wash Out")
    s.lands(A, "Island", 4)
    s.hand(A, "Wash Out")
    s.put(A, "Grizzly Bears")
    s.put(B, "Llanowar Elves")
    s.put(B, "Savannah Lions")
    s.start()
    s.cast(A, "Wash Out")
    color = until_choice(s)
    assert set(color.options) == COLORS
    s.apply(A, "green")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand" and s.zone_of("Llanowar Elves") == "hand"
    assert s.zone_of("Savannah Lions") == "battlefield"


def test_a_target_of_a_type_chosen_on_resolution_is_refused() -> None:
    """Targets are chosen as the spell is cast (CR 601.2c), before a choice made on
    resolution: "target creature cards of the creature type of your choice" is refused, not
    read as a target nothing can match."""
    with pytest.raises(OracleCompileError):
        compile_line("Return up to three target creature cards of the creature type of your "
                     "choice from your graveyard to your hand.", "spell_line")


def test_the_choice_is_put_just_before_the_effect_and_prints_nothing() -> None:
    """The lowering: a ChooseCreatureType marked ``said_by_filter`` before the Destroy."""
    spell = compile_line("Destroy all creatures of the creature type of your choice.",
                         "spell_line")
    assert isinstance(spell, m.SpellAbility)
    choice, destroy = spell.effects
    assert isinstance(choice, m.ChooseCreatureType) and choice.said_by_filter
    assert isinstance(destroy, m.Destroy) and destroy.filter is not None
    assert destroy.filter.chosen_type and destroy.filter.type_of_your_choice


def test_cr_611_2c_tribal_forcemage_one_type_for_both_halves_of_the_sentence() -> None:
    """Tribal Forcemage: "When ~ is turned face up, creatures of the creature type of your
    choice get +2/+2 and gain trample until end of turn." — one choice, made as the trigger
    resolves, read by both the pump and the grant."""
    assert round_trip_problem(real("Tribal Forcemage")) == ""
    trigger = real("Tribal Forcemage").abilities[-1]
    assert isinstance(trigger, m.TriggeredAbility)
    kinds = [type(e) for e in trigger.effects]
    assert kinds == [m.ChooseCreatureType, m.ModifyPT, m.GrantAbilities]


def test_cr_615_1a_a_prevention_shield_of_a_color_of_your_choice_is_refused() -> None:
    """Prismatic Strands: "Prevent all damage that sources of the color of your choice would
    deal this turn." — the shield is read after the spell resolved, where the source's choice
    is not found: the sentence is refused rather than read as a shield that never applies."""
    with pytest.raises(OracleCompileError):
        compile_line("Prevent all damage that sources of the color of your choice would deal "
                     "this turn.", "spell_line")
