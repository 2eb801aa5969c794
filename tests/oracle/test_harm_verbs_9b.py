"""EV2b of issue 29 (second round of the ninth wave): damage/destroy/sacrifice verbs — each
piece from the real Oracle text of real cards (MTGJSON 2022-04-25), compiled, rendered back,
supported, and played: each test asserts what the text says happens."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.target_player_9b import bind_spec
from cardtable.games.magic.targets import candidates
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B
from tests.oracle.conftest import card, scenario

# -- "target opponent … NOUNS that player controls" (CR 601.2c, 608.2h) ----------------------


def test_that_player_controls_after_a_target_player_renders_as_oracle() -> None:
    assert "where X is twice the number of white creatures that player controls." in \
        render_card(card("Jovial Evil"))
    assert "Tap up to five target permanents that player controls." in \
        render_card(card("Yosei, the Morning Star"))


def test_cr_608_2h_jovial_evil_counts_the_target_opponents_white_creatures() -> None:
    """Jovial Evil: "~ deals X damage to target opponent, where X is twice the number of
    white creatures that player controls." B controls two white creatures and a black one, A
    one white creature: B is dealt 2 × 2 = 4 (A's white creature is not counted)."""
    s = scenario("Jovial Evil")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Jovial Evil")
    s.put(B, "Savannah Lions")
    s.put(B, "Savannah Lions")
    s.put(B, "Vampire Nighthawk")
    s.put(A, "Savannah Lions")
    s.start()
    s.cast(A, "Jovial Evil", targets=["p1"])
    s.resolve()
    assert s.life(B) == 16
    assert s.life(A) == 20


def test_cr_608_2h_curious_herd_counts_the_target_opponents_artifacts() -> None:
    """Curious Herd: "Choose target opponent. You create X 3/3 green Beast creature tokens,
    where X is the number of artifacts that player controls." B controls three artifacts, A
    one: A creates three Beasts."""
    s = scenario("Curious Herd")
    s.lands(A, "Forest", 4)
    s.hand(A, "Curious Herd")
    for _ in range(3):
        s.put(B, "Sol Ring")
    s.put(A, "Sol Ring")
    s.start()
    s.cast(A, "Curious Herd", targets=["p1"])
    s.resolve()
    beasts = [o for o in s.state.battlefield if s.state.objects[o].card.name.startswith("Beast")
              and s.controller(o) == A]
    assert len(beasts) == 3


def test_cr_601_2c_yosei_targets_only_permanents_the_chosen_player_controls() -> None:
    """Yosei: "target player skips their next untap step. Tap up to five target permanents
    that player controls." The second target's filter names the first target: bound to the
    chosen player while targets are chosen (601.2c), to nobody's before one is chosen."""
    ability = next(a for a in card("Yosei, the Morning Star").abilities
                   if isinstance(a, m.TriggeredAbility))
    player_spec, permanents = ability.targets
    assert player_spec.what == "player"
    assert permanents.filter.controller == "target_player:0"
    assert bind_spec(permanents, (("p1",),)).filter.controller == "player:1"
    assert bind_spec(permanents, ((),)).filter.controller == "that_player"


# -- "Counter target spell with mana value N." (CR 202.3, 701.5a) -------------------------------


def _spell_target(name: str) -> m.TargetSpec:
    ability = next(a for a in card(name).abilities if isinstance(a, m.SpellAbility))
    return ability.targets[0]


def test_exact_mana_value_renders_as_oracle() -> None:
    assert render_card(card("Spell Snare")) == "Counter target spell with mana value 2."
    assert render_card(card("Mental Misstep")) == "Counter target spell with mana value 1."


def test_cr_202_3_spell_snare_counters_a_spell_with_mana_value_two() -> None:
    """Spell Snare: "Counter target spell with mana value 2." B casts Grizzly Bears ({1}{G},
    mana value 2); A answers with Spell Snare and the Bears go to B's graveyard."""
    s = scenario("Spell Snare")
    s.lands(A, "Island", 1)
    s.lands(B, "Forest", 2)
    s.hand(A, "Spell Snare")
    s.hand(B, "Grizzly Bears")
    s.start(active=B)
    s.cast(B, "Grizzly Bears")
    bears = s.state.stack[-1].obj
    s.cast(A, "Spell Snare", targets=[bears])
    s.resolve()
    assert "Grizzly Bears" in s.graveyard_names(B)
    assert "Spell Snare" in s.graveyard_names(A)


def test_cr_202_3_mental_misstep_can_target_only_mana_value_one() -> None:
    """Mental Misstep: "Counter target spell with mana value 1." With Hill Giant (4) and
    Lightning Bolt (1) on the stack, only the Bolt is a legal target (CR 115.1, 601.2c)."""
    s = scenario("Mental Misstep")
    s.lands(B, "Mountain", 5)
    s.hand(B, "Hill Giant")
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Hill Giant")
    giant = s.state.stack[-1].obj
    s.cast(B, "Lightning Bolt", targets=["p0"])
    bolt = s.state.stack[-1].obj
    found = candidates(s.state, _spell_target("Mental Misstep"), A, None, None)
    assert bolt in found
    assert giant not in found


# -- "… damage to each opponent and each creature and planeswalker they control" (CR 120.1) ---


def test_players_and_theirs_render_as_oracle() -> None:
    assert render_card(card("End the Festivities")) == (
        "~ deals 1 damage to each opponent and each creature and planeswalker they control.")
    assert "[−7]: ~ deals 10 damage to target player and each creature and planeswalker they " \
        "control." in render_card(card("Chandra, Bold Pyromancer"))


def test_cr_120_1_end_the_festivities_hits_opponents_and_their_creatures_only() -> None:
    """End the Festivities: "~ deals 1 damage to each opponent and each creature and
    planeswalker they control." B loses 1 and B's Llanowar Elves (1/1) die; A's own Elves
    and A's life are untouched."""
    s = scenario("End the Festivities")
    s.lands(A, "Mountain", 1)
    s.hand(A, "End the Festivities")
    s.put(B, "Llanowar Elves")
    s.put(A, "Llanowar Elves")
    s.start()
    s.cast(A, "End the Festivities")
    s.resolve()
    assert s.life(B) == 19
    assert s.life(A) == 20
    assert "Llanowar Elves" in s.graveyard_names(B)
    assert "Llanowar Elves" not in s.graveyard_names(A)


def test_cr_120_1_chandra_ultimate_hits_the_target_player_and_their_creatures() -> None:
    """Chandra, Bold Pyromancer's "[−7]: ~ deals 10 damage to target player and each creature
    and planeswalker they control." — "they" is the target player (CR 601.2c): B takes 10
    and B's Hill Giant dies; A's Hill Giant is not dealt damage."""
    s = scenario("Chandra, Bold Pyromancer")
    chandra = s.put(A, "Chandra, Bold Pyromancer")
    s.state.objects[chandra].counters["loyalty"] = 7
    s.put(B, "Hill Giant")
    mine = s.put(A, "Hill Giant")
    s.start()
    s.activate(A, "Chandra, Bold Pyromancer", 2, targets=["p1"])
    s.resolve()
    assert s.life(B) == 10
    assert "Hill Giant" in s.graveyard_names(B)
    assert mine in s.state.battlefield and s.state.objects[mine].damage == 0
