"""Oracle wordings the render-back now says as printed, each from a real card (MTGJSON
2022-04-25) that was compiled right but rendered otherwise, so counted unsupported: the filter
part "with a +1/+1 counter on it" (CR 122.1), "each … your opponents control", "then discards"
(one subject, said once; CR 608.2c) and "discards their hand". Each is played too: the words
are only half of "supported"."""

from __future__ import annotations

from cardtable.games.magic.actions import Activate
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real


def test_cr_122_1_tempered_veteran_targets_only_a_creature_with_a_counter() -> None:
    """Tempered Veteran: "{W}, {T}: Put a +1/+1 counter on target creature with a +1/+1
    counter on it." — the filter renders back whole, and a creature without a counter is no
    legal target."""
    name = "Tempered Veteran"
    assert render_card(real(name)).startswith(
        "{W}, {T}: Put a +1/+1 counter on target creature with a +1/+1 counter on it.")
    s = game(name)
    s.put(A, name)
    s.lands(A, "Plains", 1)
    plain = s.put(A, "Grizzly Bears")
    marked = s.put(A, "Hill Giant", counters={"+1/+1": 1})
    s.start()
    s.activate(A, name, index=0, targets=[marked])
    s.resolve()
    assert s.obj(marked).counters["+1/+1"] == 2
    assert s.obj(plain).counters.get("+1/+1", 0) == 0
    t = game(name)
    t.put(A, name)
    t.lands(A, "Plains", 1)
    t.put(A, "Grizzly Bears")
    t.start()
    t._priority_to(A)
    decision = t.pending
    assert decision is not None
    # with no creature that has a counter there is no legal target: not offered (CR 602.2b)
    assert not [o for o in decision.options if isinstance(o, Activate) and o.name == name]


def test_cr_120_1_blazing_volley_each_creature_your_opponents_control() -> None:
    """Blazing Volley: "~ deals 1 damage to each creature your opponents control." — the
    opponents' 1/1 dies, its caster's own 1/1 does not."""
    name = "Blazing Volley"
    assert render_card(real(name)) == "~ deals 1 damage to each creature your opponents control."
    s = game(name)
    s.lands(A, "Mountain", 1)
    s.hand(A, name)
    mine = s.put(A, "Llanowar Elves")
    theirs = s.put(B, "Llanowar Elves")
    s.start()
    s.cast(A, name)
    s.resolve()
    assert mine in s.state.battlefield
    assert theirs not in s.state.battlefield


def test_cr_608_2c_cephalid_looter_draws_then_discards_one_subject() -> None:
    """Cephalid Looter: "{T}: Target player draws a card, then discards a card." — the player
    draws first, then that same player discards (the subject said once)."""
    name = "Cephalid Looter"
    assert render_card(real(name)) == "{T}: Target player draws a card, then discards a card."
    s = game(name, strict=False)
    s.put(A, name)
    s.hand(B, "Grizzly Bears")
    s.start()
    hand = s.hand_size(B)
    s.activate(A, name, targets=["p1"])
    s.resolve()
    assert s.hand_size(B) == hand  # one drawn, one discarded
    assert len(s.graveyard_names(B)) == 1
    assert s.hand_size(A) == 0


def test_cr_701_8_wits_end_target_player_discards_their_hand() -> None:
    """Wit's End: "Target player discards their hand." — every card of that hand."""
    name = "Wit's End"
    assert render_card(real(name)) == "Target player discards their hand."
    s = game(name)
    s.lands(A, "Swamp", 7)
    s.hand(A, name)
    s.hand(B, "Grizzly Bears", 3)
    s.start()
    s.cast(A, name, targets=["p1"])
    s.resolve()
    assert s.hand_size(B) == 0
    assert s.graveyard_names(B) == ["Grizzly Bears"] * 3


def test_cr_701_12_mutants_prey_only_a_creature_with_a_counter_fights() -> None:
    """Mutant's Prey: "Target creature you control with a +1/+1 counter on it fights target
    creature an opponent controls." — the countered Hill Giant (4/4) fights the Grizzly Bears:
    the Bears die, the Giant takes 2."""
    name = "Mutant's Prey"
    assert render_card(real(name)).startswith(
        "Target creature you control with a +1/+1 counter on it fights")
    s = game(name)
    s.lands(A, "Forest", 1)
    s.hand(A, name)
    giant = s.put(A, "Hill Giant", counters={"+1/+1": 1})
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, name, targets=[giant, bears])
    s.resolve()
    assert bears not in s.state.battlefield
    assert s.obj(giant).damage == 2


def test_cr_106_1_mana_geyser_counts_tapped_lands_your_opponents_control() -> None:
    """Mana Geyser: "Add {R} for each tapped land your opponents control." — two tapped and
    one untapped opposing land, and a tapped land of the caster's own: {R}{R}."""
    name = "Mana Geyser"
    assert render_card(real(name)) == "Add {R} for each tapped land your opponents control."
    s = game(name)
    s.lands(A, "Mountain", 5)
    s.hand(A, name)
    s.put(B, "Forest", tapped=True)
    s.put(B, "Forest", tapped=True)
    s.put(B, "Forest")
    s.put(A, "Swamp", tapped=True)
    s.start()
    s.cast(A, name)
    s.resolve()
    assert s.state.players[A].pool.get("R", 0) == 2


def test_cr_107_3_minions_murmurs_one_x_for_draw_and_lose() -> None:
    """Minions' Murmurs: "You draw X cards and you lose X life, where X is the number of
    creatures you control." — one sentence, one X: three creatures, three cards and 3 life."""
    name = "Minions' Murmurs"
    assert render_card(real(name)) == ("You draw X cards and you lose X life, where X is the "
                                       "number of creatures you control.")
    s = game(name)
    s.lands(A, "Swamp", 4)
    s.hand(A, name)
    for _ in range(3):
        s.put(A, "Grizzly Bears")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, name)
    s.resolve()
    assert s.hand_size(A) == hand - 1 + 3
    assert s.life(A) == 17


def test_cr_107_3_dreadwaters_mills_x_where_x_is_your_lands() -> None:
    """Dreadwaters: "Target player mills X cards, where X is the number of lands you
    control." — with four lands, the target mills four."""
    name = "Dreadwaters"
    assert render_card(real(name)) == ("Target player mills X cards, where X is the number of "
                                       "lands you control.")
    s = game(name)
    s.lands(A, "Island", 4)
    s.hand(A, name)
    s.start()
    s.cast(A, name, targets=["p1"])
    s.resolve()
    assert len(s.graveyard_names(B)) == 4


def test_cr_608_2c_ironclad_revolutionary_if_you_do_both_happen() -> None:
    """Ironclad Revolutionary: "… you may sacrifice an artifact. If you do, put two +1/+1
    counters on ~ and each opponent loses 2 life." — both parts hang on the sacrifice."""
    name = "Ironclad Revolutionary"
    assert ("If you do, put two +1/+1 counters on ~ and each opponent loses 2 life."
            in render_card(real(name)))
    s = game(name, "Ornithopter")
    s.lands(A, "Swamp", 6)
    s.hand(A, name)
    s.put(A, "Ornithopter")
    s.start()
    s.cast(A, name)
    s.then("resolve.choice", True)  # sacrifice? yes (the only artifact is chosen)
    s.resolve()
    s.resolve()
    revolutionary = s.id(name)
    assert s.zone_of("Ornithopter") == "graveyard"
    assert s.obj(revolutionary).counters["+1/+1"] == 2
    assert s.life(B) == 18


def test_cr_115_1_wingshield_agent_up_to_one_other_target_is_not_itself() -> None:
    """Wingshield Agent: "Whenever ~ attacks, up to one other target creature gains flying
    until end of turn." — "other": the Agent is not among the choices, the Bears are."""
    name = "Wingshield Agent"
    assert "up to one other target creature gains flying" in render_card(real(name))
    s = game(name)
    agent = s.put(A, name)
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({agent: "p1"})
    decision = s.pending
    assert decision is not None and decision.tag.startswith("cast.target")
    assert agent not in decision.options and bears in decision.options


def test_cr_106_1_priest_of_titania_counts_every_elf_on_the_battlefield() -> None:
    """Priest of Titania: "{T}: Add {G} for each Elf on the battlefield." — an opponent's
    Elf counts too: two Elves in all, {G}{G}."""
    name = "Priest of Titania"
    assert render_card(real(name)) == "{T}: Add {G} for each Elf on the battlefield."
    s = game(name)
    s.put(A, name)
    s.put(B, "Llanowar Elves")
    s.start()
    s.activate(A, name)
    assert s.state.players[A].pool.get("G", 0) == 2
