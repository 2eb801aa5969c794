"""Text-changing effects, layer 3 (CR 612, 613.1c), with the real cards compiled from their
Oracle text: Sleight of Mind, Magical Hack, Mind Bend, Artificial Evolution, Crystal Spray.
Each test names the rules it proves."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Pass
from cardtable.games.magic.layers import chars
from cardtable.games.magic.text_change import text_words
from tests.magic.compiled import compiled, with_cards
from tests.magic.dsl import A, B, Scenario


def test_cr_612_2_the_compiled_model_exposes_the_words_a_text_change_may_replace() -> None:
    """Colour words, basic land types and creature types as used in the text — never the
    name (612.2) nor a mana symbol."""
    king = compiled("Goblin King")
    assert text_words(king.abilities) == {"color": set(), "land": {"Mountain"},
                                          "creature": {"Goblin"}}
    knight = compiled("Black Knight")  # "Protection from white": the name's Black is no word
    assert text_words(knight.abilities)["color"] == {"white"}
    assert text_words(compiled("Doom Blade").abilities)["color"] == {"black"}
    assert text_words(compiled("Dark Ritual").abilities) == {
        "color": set(), "land": set(), "creature": set()}  # {B}{B}{B}: symbols


def test_cr_612_1_613_1c_sleight_of_mind_on_a_spell_changes_its_target_restriction(
        scenario: type[Scenario]) -> None:
    """Doom Blade ("Destroy target nonblack creature") at a green creature; Sleight of Mind
    in response changes black to green: "nongreen" — on resolution the target is illegal
    (608.2b) and the spell does nothing."""
    s = with_cards(scenario, "Doom Blade", "Sleight of Mind")
    bears = s.put(B, "Grizzly Bears")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Doom Blade")
    s.lands(B, "Island", 1)
    s.hand(B, "Sleight of Mind")
    s.start()
    s.cast(A, "Doom Blade", targets=[bears])
    blade = s.state.stack[-1].obj
    s.apply(A, Pass())
    s.cast(B, "Sleight of Mind", targets=[blade])
    s.then("the word to replace", "black").then("replace black with", "green")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert s.zone_of("Doom Blade") == "graveyard"
    assert s.events("text_changed")


def test_cr_612_2_sleight_of_mind_on_a_permanent_keeps_its_name_and_changes_protection(
        scenario: type[Scenario]) -> None:
    """Black Knight's "protection from white" becomes "protection from red" (a colour word of
    its text); its name, with the word Black in it, does not change (612.2), nor its colour
    (from its mana cost)."""
    s = with_cards(scenario, "Black Knight", "Sleight of Mind")
    knight = s.put(B, "Black Knight")
    s.lands(A, "Island", 1)
    s.hand(A, "Sleight of Mind")
    s.start()
    s.cast(A, "Sleight of Mind", targets=[knight])
    decision_words: list[object] = []
    s.pass_priority()
    s.pass_priority()
    s._drain()
    decision = s.pending
    assert decision is not None and decision.prompt.endswith("the word to replace")
    decision_words.extend(decision.options)
    assert decision_words == ["white"]  # "black" is only in its name
    s.apply(A, "white")
    s.then("replace white with", "red")
    s.resolve()
    c = chars(s.state, s.obj(knight))
    assert c.name == "Black Knight" and c.colors == frozenset({"B"})
    protection = [a for a in c.abilities if isinstance(a, m.Keyword) and a.name == "protection"]
    assert protection and protection[0].filter is not None
    assert protection[0].filter.colors == ("R",)


def test_cr_612_1_702_14c_magical_hack_turns_swampwalk_into_islandwalk(
        scenario: type[Scenario]) -> None:
    s = with_cards(scenario, "Bog Raiders", "Magical Hack")
    raiders = s.put(A, "Bog Raiders")
    s.lands(A, "Island", 1)
    s.hand(A, "Magical Hack")
    s.put(B, "Island")
    s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Magical Hack", targets=[raiders])
    s.then("the word to replace", "Swamp").then("replace Swamp with", "Island")
    s.resolve()
    assert "islandwalk" in s.keywords(raiders) and "swampwalk" not in s.keywords(raiders)
    s.attack({raiders: "p1"})
    s.to_step("declare_blockers")
    decision = s.pending
    # B controls an Island: the Raiders can't be blocked (702.14c); no block is offered
    assert decision is None or decision.tag != "combat.block" or not decision.options
    s.to_step("end_combat")
    assert s.life(B) == 18


def test_cr_612_1_305_6_magical_hack_on_a_swamp_makes_it_an_island(
        scenario: type[Scenario]) -> None:
    """The type line's basic land type changes (612.1): the land is an Island and its
    intrinsic mana ability is {U}'s (305.6), not {B}'s."""
    s = with_cards(scenario, "Magical Hack")
    swamp = s.put(B, "Swamp")
    s.lands(A, "Island", 1)
    s.hand(A, "Magical Hack")
    s.start()
    s.cast(A, "Magical Hack", targets=[swamp])
    s.then("the word to replace", "Swamp").then("replace Swamp with", "Island")
    s.resolve()
    c = chars(s.state, s.obj(swamp))
    assert c.subtypes == frozenset({"Island"}) and c.name == "Swamp"
    mana = [e.mana for a in c.abilities if isinstance(a, m.ActivatedAbility)
            for e in a.effects if isinstance(e, m.AddMana)]
    assert mana == ["{U}"]


def test_cr_612_1_613_1c_artificial_evolution_on_a_lord_changes_which_creatures_it_pumps(
        scenario: type[Scenario]) -> None:
    """Goblin King ("Other Goblins get +1/+1 and have mountainwalk") with Goblin changed to
    Bear: layer 3 before layers 6 and 7c — Grizzly Bears gets +1/+1 and mountainwalk, the
    Goblin does not; the King's own type line (Goblin) changes too."""
    s = with_cards(scenario, "Goblin King", "Artificial Evolution")
    king = s.put(A, "Goblin King")
    goblin = s.put(A, "Goblin Piker")
    bears = s.put(B, "Grizzly Bears")
    s.lands(A, "Island", 1)
    s.hand(A, "Artificial Evolution")
    s.start()
    assert s.pt(goblin) == (3, 2) and s.pt(bears) == (2, 2)
    s.cast(A, "Artificial Evolution", targets=[king])
    s._drain()
    s.pass_priority()
    s.pass_priority()
    s._drain()
    assert s.pending is not None and s.pending.options == ("Goblin",)
    s.apply(A, "Goblin")
    decision = s.pending
    assert decision is not None and "Wall" not in decision.options  # "can't be Wall"
    s.apply(A, "Bear")
    s.resolve()
    assert s.pt(goblin) == (2, 1) and s.pt(bears) == (3, 3)
    assert "mountainwalk" in s.keywords(bears)
    assert "Bear" in chars(s.state, s.obj(king)).subtypes


def test_cr_612_3_granted_abilities_are_not_changed(scenario: type[Scenario]) -> None:
    """Magical Hack on the Goblin that has the King's mountainwalk: the ability is granted
    (layer 6), not in its text — it stays mountainwalk (612.3)."""
    s = with_cards(scenario, "Goblin King", "Magical Hack")
    s.put(A, "Goblin King")
    goblin = s.put(A, "Goblin Piker")
    s.lands(A, "Island", 1)
    s.hand(A, "Magical Hack")
    s.start()
    s.cast(A, "Magical Hack", targets=[goblin])
    s.resolve()  # no basic land type in the Piker's own text: nothing to choose
    assert "mountainwalk" in s.keywords(goblin)
    assert s.events("text_unchanged")


def test_cr_612_613_7_crystal_spray_lasts_until_end_of_turn(scenario: type[Scenario]) -> None:
    s = with_cards(scenario, "Bog Raiders", "Crystal Spray")
    raiders = s.put(A, "Bog Raiders")
    s.lands(A, "Island", 3)
    s.hand(A, "Crystal Spray")
    s.library_top(A, "Forest")
    s.start()
    s.cast(A, "Crystal Spray", targets=[raiders])
    s.then("the word to replace", "Swamp").then("replace Swamp with", "Forest")
    s.resolve()
    assert "forestwalk" in s.keywords(raiders) and s.hand_size(A) == 1  # and draw a card
    s.to_step("upkeep", active=B)
    assert "swampwalk" in s.keywords(raiders) and "forestwalk" not in s.keywords(raiders)


def test_cr_613_7_two_text_changes_apply_in_timestamp_order(scenario: type[Scenario]) -> None:
    """Mind Bend white → black after Sleight of Mind white → red on Black Knight: the later
    change finds no "white" left; the Knight has protection from red."""
    s = with_cards(scenario, "Black Knight", "Sleight of Mind", "Mind Bend")
    knight = s.put(B, "Black Knight")
    s.lands(A, "Island", 2)
    s.hand(A, "Sleight of Mind")
    s.hand(A, "Mind Bend")
    s.start()
    s.cast(A, "Sleight of Mind", targets=[knight])
    s.then("the word to replace", "white").then("replace white with", "red")
    s.resolve()
    s.cast(A, "Mind Bend", targets=[knight])
    s.pass_priority()
    s.pass_priority()
    s._drain()
    assert s.pending is not None and s.pending.options == ("red",)
    s.apply(A, "red")
    s.apply(A, "green")
    s.resolve()
    c = chars(s.state, s.obj(knight))
    protection = next(a for a in c.abilities if isinstance(a, m.Keyword)
                      and a.name == "protection")
    assert protection.filter is not None and protection.filter.colors == ("G",)


def test_cr_612_2a_a_token_making_ability_changes_the_tokens_type_and_name(
        scenario: type[Scenario]) -> None:
    """Artificial Evolution on Grave Titan, Zombie → Bear: its attack trigger creates 2/2
    black Bear tokens named Bear (612.2a: the creature type is also the token's name);
    the colour word is untouched."""
    s = with_cards(scenario, "Artificial Evolution")
    titan = s.put(A, "Grave Titan")
    s.put(B, "Grizzly Bears")
    s.lands(A, "Island", 1)
    s.hand(A, "Artificial Evolution")
    s.start()
    s.cast(A, "Artificial Evolution", targets=[titan])
    s.then("the word to replace", "Zombie").then("replace Zombie with", "Bear")
    s.resolve()
    s.attack({titan: "p1"})
    s.resolve()
    tokens = [i for i in s.state.battlefield if s.obj(i).token]
    assert len(tokens) == 2
    for token in tokens:
        c = chars(s.state, s.obj(token))
        assert c.name == "Bear" and "Bear" in c.subtypes and "Zombie" not in c.subtypes
        assert c.colors == frozenset({"B"}) and (c.power, c.toughness) == (2, 2)


def test_cr_115_5_612_sleight_of_mind_offers_spells_and_permanents_but_not_itself(
        scenario: type[Scenario]) -> None:
    """"Target spell or permanent": Doom Blade on the stack and every permanent are legal
    choices; Sleight of Mind itself is not (115.5: a spell can't target itself)."""
    s = with_cards(scenario, "Doom Blade", "Sleight of Mind")
    bears = s.put(B, "Grizzly Bears")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Doom Blade")
    islands = s.lands(B, "Island", 1)
    sleight = s.hand(B, "Sleight of Mind")
    s.start()
    s.cast(A, "Doom Blade", targets=[bears])
    blade = s.state.stack[-1].obj
    s.apply(A, Pass())
    s._priority_to(B)
    decision = s.pending
    assert decision is not None
    cast = next(o for o in decision.options if getattr(o, "name", "") == "Sleight of Mind")
    s.apply(B, cast)
    s._drain()
    decision = s.pending
    assert decision is not None and decision.tag.startswith("cast.target")
    assert blade in decision.options and bears in decision.options
    assert islands[0] in decision.options and sleight not in decision.options
    s.apply(B, blade)
    s.then("the word to replace", "black").then("replace black with", "blue")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"  # "nonblue creature": still legal
