"""Two wordings of one meaning (issue 29): cards whose compiled abilities were right but whose
render-back said it otherwise — now the model keeps which words Oracle used, and each card
here is played as its real text says (MTGJSON AtomicCards 2022-04-25). "Its power" in a dies
trigger is the creature's as it last existed (CR 608.2h); "Sacrifice ~: ~ deals …" names the
sacrificed source (CR 113.7a); "Treefolk and Forests" is any of the two (CR 205.3); "Colorless
spells" is a colour quality (CR 105.2c); "a creature other than ~" is "another" (CR 109.1)."""

from __future__ import annotations

from cardtable.games.magic.actions import Cast
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _castable(s: Scenario, player: int, name: str) -> bool:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    return any(isinstance(o, Cast) and o.name == name for o in decision.options)


def test_cr_608_2h_bottle_golems_dies_and_gains_life_equal_to_its_power() -> None:
    """Bottle Golems: "When ~ dies, you gain life equal to its power." Bolted (3 damage to a
    3/3), it dies and its controller gains 3."""
    assert "When ~ dies, you gain life equal to its power." in render_card(real("Bottle Golems"))
    s = game("Bottle Golems")
    golems = s.put(A, "Bottle Golems")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[golems])
    s.resolve()
    assert golems not in s.state.battlefield
    s.resolve()
    assert s.life(A) == 23


def test_cr_122_1_rusting_golem_counts_the_fade_counters_on_it() -> None:
    """Rusting Golem: "~'s power and toughness are each equal to the number of fade counters
    on it." With three fade counters it is a 3/3."""
    assert "~'s power and toughness are each equal to the number of fade counters on it." in \
        render_card(real("Rusting Golem"))
    s = game("Rusting Golem")
    golem = s.put(A, "Rusting Golem", counters={"fade": 3})
    s.start()
    assert s.pt(golem) == (3, 3)


def test_cr_113_7a_time_bomb_sacrificed_deals_damage_by_its_counters() -> None:
    """Time Bomb: "{1}, {T}, Sacrifice ~: ~ deals damage equal to the number of time counters
    on it to each creature and each player." (today's Oracle names it, where the older
    template said "It deals"). With two counters: 2 to each player and each creature."""
    assert "{1}, {T}, Sacrifice ~: ~ deals damage equal to the number of time counters on it " \
        "to each creature and each player." in render_card(real("Time Bomb"))
    s = game("Time Bomb")
    s.lands(A, "Wastes", 1)
    s.put(A, "Time Bomb", counters={"time": 2})
    giant = s.put(B, "Hill Giant")
    s.start()
    s.activate(A, "Time Bomb")
    s.resolve()
    assert (s.life(A), s.life(B)) == (18, 18)
    assert s.obj(giant).damage == 2


def test_cr_205_3_timber_protector_shields_treefolk_and_forests() -> None:
    """Timber Protector: "Other Treefolk and Forests you control have indestructible." A
    Forest survives Stone Rain's "Destroy target land"; a Mountain would not be shielded."""
    assert "Other Treefolk and Forests you control have indestructible." in \
        render_card(real("Timber Protector"))
    s = game("Timber Protector", "Stone Rain")
    s.put(A, "Timber Protector")
    forest = s.put(A, "Forest")
    mountain = s.put(A, "Mountain")
    s.lands(B, "Mountain", 6)
    s.hand(B, "Stone Rain", 2)
    s.start(active=B)
    s.to_step("main1", active=B)
    s.cast(B, "Stone Rain", targets=[forest])
    s.resolve()
    assert forest in s.state.battlefield
    s.cast(B, "Stone Rain", targets=[mountain])
    s.resolve()
    assert mountain not in s.state.battlefield


def test_cr_105_2c_herald_of_kozilek_makes_colorless_spells_cheaper_only() -> None:
    """Herald of Kozilek: "Colorless spells you cast cost {1} less to cast." Sol Ring ({1})
    costs nothing; Llanowar Elves ({G}) still needs its green."""
    assert "Colorless spells you cast cost {1} less to cast." in \
        render_card(real("Herald of Kozilek"))
    s = game("Herald of Kozilek", "Sol Ring")
    s.put(A, "Herald of Kozilek")
    s.hand(A, "Sol Ring")
    s.hand(A, "Llanowar Elves")
    s.start()
    assert _castable(s, A, "Sol Ring")
    assert not _castable(s, A, "Llanowar Elves")


def test_cr_109_1_lord_of_the_pit_demands_a_creature_other_than_itself() -> None:
    """Lord of the Pit: "At the beginning of your upkeep, sacrifice a creature other than ~.
    If you can't, ~ deals 7 damage to you." Alone, it deals 7 to its controller."""
    assert "At the beginning of your upkeep, sacrifice a creature other than ~. If you can't, " \
        "~ deals 7 damage to you." in render_card(real("Lord of the Pit"))
    s = game("Lord of the Pit")
    lord = s.put(A, "Lord of the Pit")
    s.start(active=B)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert lord in s.state.battlefield and s.life(A) == 13


def test_cr_608_2h_atogatog_grows_by_the_sacrificed_atogs_power() -> None:
    """Atogatog: "Sacrifice an Atog creature: ~ gets +X/+X until end of turn, where X is the
    sacrificed creature's power." Sacrificing an Atog (1/2) makes the 5/5 a 6/6."""
    assert "where X is the sacrificed creature's power." in render_card(real("Atogatog"))
    s = game("Atogatog", "Atog")
    atogatog = s.put(A, "Atogatog")
    atog = s.put(A, "Atog")
    s.start()
    s.activate(A, "Atogatog", sacrifice=[atog])
    s.resolve()
    assert atog not in s.state.battlefield and s.pt(atogatog) == (6, 6)


def test_cr_205_3_feline_sovereign_names_dogs_with_their_capital() -> None:
    """Feline Sovereign: "Other Cats you control get +1/+1 and have protection from Dogs." —
    a creature type keeps its capital inside a sentence."""
    assert render_card(real("Feline Sovereign")).startswith(
        "Other Cats you control get +1/+1 and have protection from Dogs.")
