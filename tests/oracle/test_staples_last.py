"""Issue 28, the last staples: each card compiled from its real Oracle text (MTGJSON
2022-04-25), rendered back to it, and played in a game asserting what the text says happens."""

from __future__ import annotations

import pytest

from cardtable.agents.magic.bots import respect_whole_answer_rules
from cardtable.core.decision import Decision
from cardtable.games.magic.actions import Activate, Cast, Pass
from cardtable.games.magic.chosen import record
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real
from tests.oracle.test_generated_games import run_generated


def _untapped(s: Scenario, ids: list[int]) -> int:
    return sum(1 for i in ids if not s.state.objects[i].tapped)


# -- attack costs (CR 508.1d, 508.1h) ----------------------------------------------------------

PRISON = ("Creatures can't attack you unless their controller pays {2} for each creature they "
          "control that's attacking you.")


@pytest.mark.parametrize("name", ["Ghostly Prison", "Propaganda", "Windborn Muse"])
def test_cr_508_1d_attack_tax_reads_back(name: str) -> None:
    assert render_card(real(name)).splitlines()[-1] == PRISON


def test_cr_508_1d_ghostly_prison_each_attacker_costs_two() -> None:
    """B's Ghostly Prison: A, with three Mountains, may attack B with one creature (paying
    {2}), not two; the payment taps two lands (508.1h) and the attack goes on."""
    s = game("Ghostly Prison")
    s.put(B, "Ghostly Prison")
    first = s.put(A, "Grizzly Bears")
    second = s.put(A, "Grizzly Bears")
    mountains = s.lands(A, "Mountain", 3)
    s.start()
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.attack"
    assert decision.total == 3  # the mana A can pay for attack costs
    assert "508.1d" in s.refused(A, ((first, "p1"), (second, "p1")))
    s.apply(A, ((first, "p1"),))
    assert s.state.attackers == {first: "p1"}
    assert _untapped(s, mountains) == 1
    s.to_step("main2")
    assert s.life(B) == 18


def test_cr_508_1d_propaganda_taxes_only_attacks_on_its_controller() -> None:
    """Three players: C's Propaganda costs nothing to attack B (it says "attacking you")."""
    s = game("Propaganda", players=3)
    s.put(2, "Propaganda")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.total == 0  # no mana: the tax can't be paid
    assert "508.1d" in s.refused(A, ((bears, "p2"),))
    s.apply(A, ((bears, "p1"),))
    assert s.state.attackers == {bears: "p1"}


def test_cr_508_1d_attacks_that_player_if_able_need_not_pay_the_attack_tax() -> None:
    """Ruhan of the Fomori "attacks that player this combat if able"; B's Propaganda taxes
    attacks on B. No player is required to pay a cost to obey a requirement (508.1d): A may
    declare no attack at all, with or without the mana (found by the seed-4049 soak: Baird,
    Steward of Argive and Ruhan, where the bot's empty declaration was refused)."""
    s = game("Propaganda", "Ruhan of the Fomori")
    s.put(B, "Propaganda")
    ruhan = s.put(A, "Ruhan of the Fomori")
    s.lands(A, "Mountain", 2)
    s.start()
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.attack"
    assert ruhan in decision.options
    s.apply(A, ())  # refused before: "attacks player 1 this combat if able"
    assert s.state.attackers == {}


def test_cr_508_1d_bots_send_a_required_attacker_where_it_costs_nothing() -> None:
    """Juggernaut "attacks each combat if able"; B's Propaganda taxes attacks on B and A has no
    mana. The requirement binds toward C, who costs nothing to attack (508.1d), so declaring
    no attack is refused — and the bots send Juggernaut at C (found by the seed-7001 soak,
    game 513: every creature had to attack and Baird taxed the bots' first target)."""
    from cardtable.agents.magic.bots import HeuristicBot
    from cardtable.agents.magic.commander import CommanderBot

    for bot in (HeuristicBot(seed=3), CommanderBot(seed=3)):
        s = game("Propaganda", "Juggernaut", players=3)
        s.put(B, "Propaganda")
        juggernaut = s.put(A, "Juggernaut")
        s.start()
        s.to_step("declare_attackers")
        decision = s.pending
        assert decision is not None and decision.tag == "combat.attack"
        assert s.game.verify(decision, ()) is not None  # C costs nothing: it must attack
        answer = bot.choose(s.game.view(A), decision)
        assert tuple(answer) == ((juggernaut, "p2"),), (bot, answer)
        assert s.game.verify(decision, answer) is None


def test_cr_508_1d_bots_declare_only_attacks_they_can_pay_for() -> None:
    """A bot's random declaration is cut down to what ``total`` pays for (508.1d)."""
    s = game("Propaganda")
    s.put(B, "Propaganda")
    bears = [s.put(A, "Grizzly Bears") for _ in range(3)]
    s.lands(A, "Island", 5)
    s.start()
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.total == 5
    view = s.game.view(A)
    answer = respect_whole_answer_rules(view, decision, tuple((b, "p1") for b in bears))
    assert len(answer) == 2  # {4} of the {6} three attackers would cost
    assert s.game.verify(decision, answer) is None


# -- spending restrictions (CR 106.6) ----------------------------------------------------------


def _tap_for(s: Scenario, player: int, source: int, index: int, symbol: str) -> None:
    """Activate ``source``'s mana ability ``index`` for ``symbol`` by hand (CR 605.3a)."""
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    option = next(o for o in decision.options if isinstance(o, Activate) and o.source == source
                  and o.index == index and o.symbol == symbol)
    s.apply(player, option)


def _pool(s: Scenario, player: int = A) -> dict[str, int]:
    return {k: v for k, v in s.state.players[player].pool.items() if v}


def test_cr_106_6_unclaimed_territory_mana_casts_only_a_creature_of_the_chosen_type() -> None:
    """"{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the
    chosen type." with Elf chosen: the {G} can't pay for Giant Growth (it isn't offered, and
    the mana stays) but pays for Llanowar Elves."""
    assert render_card(real("Unclaimed Territory")).splitlines()[-1] == (
        "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the "
        "chosen type.")
    s = game("Unclaimed Territory")
    land = s.put(A, "Unclaimed Territory")
    record(s.state, land, "Elf")
    s.hand(A, "Giant Growth")
    s.hand(A, "Llanowar Elves")
    s.put(A, "Grizzly Bears")  # a creature Giant Growth could target
    s.start()
    _tap_for(s, A, land, 2, "G")
    assert _pool(s) == {"G": 1}
    decision = s.pending
    assert decision is not None
    assert not any(isinstance(o, Cast) and o.name == "Giant Growth" for o in decision.options)
    assert _pool(s) == {"G": 1}
    s.cast(A, "Llanowar Elves")
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "battlefield" and _pool(s) == {}


def test_cr_106_6_unclaimed_territory_mana_is_not_for_a_creature_of_another_type() -> None:
    """Grizzly Bears is a Bear, not an Elf: with the Elf-only {G} in the pool and two Forests,
    paying {1}{G} taps both Forests and the restricted mana stays in the pool."""
    s = game("Unclaimed Territory")
    land = s.put(A, "Unclaimed Territory")
    record(s.state, land, "Elf")
    s.hand(A, "Grizzly Bears")
    forests = s.lands(A, "Forest", 2)
    s.start()
    _tap_for(s, A, land, 2, "G")
    s.cast(A, "Grizzly Bears")
    assert s.zone_of("Grizzly Bears") == "stack"
    assert _untapped(s, forests) == 0
    assert _pool(s) == {"G": 1}  # the Elf-only mana is still there


def test_cr_106_6_secluded_courtyard_mana_pays_for_an_elf_ability_not_another() -> None:
    """"… Spend this mana only to cast a creature spell of the chosen type or activate an
    ability of a creature or creature card of the chosen type.": an Elf's activated ability
    may be paid with it, Mind Stone's may not."""
    assert render_card(real("Secluded Courtyard")).splitlines()[-1] == (
        "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the "
        "chosen type or activate an ability of a creature or creature card of the chosen type.")
    s = game("Secluded Courtyard", "Elvish Herder")
    land = s.put(A, "Secluded Courtyard")
    record(s.state, land, "Elf")
    stone = s.put(A, "Mind Stone")
    herder = s.put(A, "Elvish Herder")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    _tap_for(s, A, land, 2, "G")
    s.activate(A, "Mind Stone", 1)  # "{1}, {T}, Sacrifice ~: Draw a card."
    assert s.zone_of("Mind Stone") == "battlefield" and not s.obj(stone).tapped
    assert _pool(s) == {"G": 1}
    s.activate(A, "Elvish Herder", targets=[bears])  # "{G}: Target creature gains trample …"
    assert _pool(s) == {}
    s.resolve()
    assert "trample" in s.keywords(bears) and s.zone_of("Elvish Herder") == "battlefield"
    assert herder in s.state.battlefield


# -- "for each color among permanents you control" (CR 105.1, 106.1) --------------------------


def test_cr_105_1_bloom_tender_adds_one_mana_of_each_color_among_your_permanents() -> None:
    """"{T}: For each color among permanents you control, add one mana of that color.": with
    Bloom Tender (green), Savannah Lions (white) and Sol Ring (colourless, no colour, 105.2c)
    it adds {G}{W}; an opponent's Serra Angel adds nothing."""
    assert render_card(real("Bloom Tender")) == (
        "{T}: For each color among permanents you control, add one mana of that color.")
    s = game("Bloom Tender")
    tender = s.put(A, "Bloom Tender")
    s.put(A, "Savannah Lions")
    s.put(A, "Sol Ring")
    s.put(B, "Serra Angel")
    s.start()
    decision = s.pending
    assert decision is not None
    option = next(o for o in decision.options if isinstance(o, Activate) and o.source == tender)
    s.apply(A, option)
    assert _pool(s) == {"G": 1, "W": 1}
    assert s.obj(tender).tapped


def test_cr_105_1_faeburrow_elder_counts_colors_among_your_permanents() -> None:
    """"~ gets +1/+1 for each color among permanents you control.": green and white itself
    (2/2); a red Raging Goblin makes it 3/3, a second white permanent does not, an opponent's
    black Walking Corpse does not."""
    s = game("Faeburrow Elder")
    elder = s.put(A, "Faeburrow Elder")
    assert s.pt(elder) == (2, 2)
    s.put(A, "Raging Goblin")
    assert s.pt(elder) == (3, 3)
    s.put(A, "Savannah Lions")
    s.put(B, "Walking Corpse")
    assert s.pt(elder) == (3, 3)


# -- "their first noncreature spell each turn", "unless that player pays {X}" (CR 118.12) -----


def _pass_until_asked(s: Scenario) -> Decision:
    for _ in range(40):
        decision = s.pending
        assert decision is not None
        if decision.tag != "priority":
            return decision
        s.apply(decision.player, Pass())
    raise AssertionError("nobody was asked anything")


def _sentinel_game() -> tuple[Scenario, int]:
    s = game("Esper Sentinel")
    s.put(A, "Esper Sentinel")
    bears = s.put(B, "Grizzly Bears")
    s.lands(B, "Forest", 4)
    s.hand(B, "Giant Growth", 2)
    s.hand(B, "Llanowar Elves")
    s.start(active=B)
    return s, bears


def test_cr_118_12_esper_sentinel_draws_unless_that_player_pays_x() -> None:
    """"Whenever an opponent casts their first noncreature spell each turn, draw a card unless
    that player pays {X}, where X is ~'s power.": B's creature spell doesn't trigger it, B's
    first Giant Growth does (B declines to pay {1}: A draws), B's second one doesn't."""
    assert render_card(real("Esper Sentinel")) == (
        "Whenever an opponent casts their first noncreature spell each turn, draw a card "
        "unless that player pays {X}, where X is ~'s power.")
    s, bears = _sentinel_game()
    hand = s.hand_size(A)
    s.cast(B, "Llanowar Elves")
    s.resolve()
    assert s.hand_size(A) == hand
    s.cast(B, "Giant Growth", targets=[bears])
    decision = _pass_until_asked(s)
    assert decision.player == B and decision.prompt.endswith("pay {1}?")
    s.apply(B, False)
    s.resolve()
    assert s.hand_size(A) == hand + 1
    s.cast(B, "Giant Growth", targets=[bears])
    s.resolve()
    assert s.hand_size(A) == hand + 1  # only the first noncreature spell each turn


def test_cr_118_12_esper_sentinel_that_player_pays_and_nothing_is_drawn() -> None:
    s, bears = _sentinel_game()
    hand = s.hand_size(A)
    s.cast(B, "Giant Growth", targets=[bears])
    decision = _pass_until_asked(s)
    assert decision.player == B
    s.apply(B, True)
    s.resolve()
    assert s.hand_size(A) == hand
    assert sum(1 for i in s.state.battlefield if s.obj(i).tapped
               and s.obj(i).card.name == "Forest") == 2  # {G} and the {1}


# -- "remove all charge counters from ~ … for each charge counter removed this way" -----------


def test_cr_608_2c_coalition_relic_adds_a_chosen_color_for_each_counter_removed() -> None:
    """"At the beginning of your precombat main phase, remove all charge counters from ~. Add
    one mana of any color for each charge counter removed this way.": two counters, two
    colours chosen one by one (CR 106.1a), and the Relic has no counters left."""
    assert render_card(real("Coalition Relic")).splitlines()[-1] == (
        "At the beginning of your precombat main phase, remove all charge counters from ~. "
        "Add one mana of any color for each charge counter removed this way.")
    s = game("Coalition Relic")
    relic = s.put(A, "Coalition Relic", counters={"charge": 2})
    s.start(step="upkeep")
    decision = _pass_until_asked(s)
    assert decision.player == A and "1 of 2" in decision.prompt
    s.apply(A, "W")
    decision = _pass_until_asked(s)
    assert "2 of 2" in decision.prompt
    s.apply(A, "B")
    assert s.state.step == "main1"
    assert _pool(s) == {"W": 1, "B": 1}
    assert s.obj(relic).counters.get("charge", 0) == 0


def test_cr_608_2c_coalition_relic_without_counters_adds_nothing() -> None:
    s = game("Coalition Relic")
    s.put(A, "Coalition Relic")
    s.start(step="upkeep")
    s.to_step("main1")
    s.resolve()
    assert _pool(s) == {}


# -- a choice among bad outcomes, repeated (CR 608.2d, 107.3) ---------------------------------


def test_cr_608_2d_torment_of_hailfire_each_opponent_chooses_x_times() -> None:
    """"Repeat the following process X times. Each opponent loses 3 life unless that player
    sacrifices a nonland permanent or discards a card." with X = 3: B sacrifices Grizzly
    Bears, then loses 3 life, then discards its only card; its Forest is never offered."""
    assert render_card(real("Torment of Hailfire")) == (
        "Repeat the following process X times. Each opponent loses 3 life unless that player "
        "sacrifices a nonland permanent or discards a card.")
    s = game("Torment of Hailfire")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Torment of Hailfire")
    bears = s.put(B, "Grizzly Bears")
    forest = s.put(B, "Forest")
    bolt = s.hand(B, "Lightning Bolt")
    s.start()
    s.cast(A, "Torment of Hailfire", x=3)
    first = _pass_until_asked(s)
    assert first.player == B and "1 of 3" in first.prompt
    assert set(first.options) == {"lose_life", ("sacrifice", bears), ("discard", bolt)}
    assert ("sacrifice", forest) not in first.options
    s.apply(B, ("sacrifice", bears))
    second = _pass_until_asked(s)
    assert "2 of 3" in second.prompt and set(second.options) == {"lose_life", ("discard", bolt)}
    s.apply(B, "lose_life")
    third = _pass_until_asked(s)
    s.apply(B, ("discard", bolt))
    s.resolve()
    assert "3 of 3" in third.prompt
    assert s.zone_of("Grizzly Bears") == "graveyard" and s.zone_of("Lightning Bolt") == \
        "graveyard"
    assert s.life(B) == 17 and s.life(A) == 20


def test_cr_608_2d_torment_of_hailfire_with_nothing_to_give_loses_life_each_time() -> None:
    s = game("Torment of Hailfire")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Torment of Hailfire")
    s.put(B, "Forest")
    s.start()
    s.cast(A, "Torment of Hailfire", x=2)
    s.resolve()
    assert s.life(B) == 14


# -- choosing new targets (CR 115.7d) -----------------------------------------------------------


def test_cr_115_7d_deflecting_swat_sends_a_lightning_bolt_elsewhere() -> None:
    """"You may choose new targets for target spell or ability.": B's Lightning Bolt aimed at
    A's Grizzly Bears is redirected to B's own Hill Giant, which takes the 3 damage."""
    assert render_card(real("Deflecting Swat")) == (
        "If you control a commander, you may cast this spell without paying its mana cost.\n"
        "You may choose new targets for target spell or ability.")
    s = game("Deflecting Swat")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Deflecting Swat")
    s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[bears])
    bolt = s.id("Lightning Bolt", "stack")
    s.cast(A, "Deflecting Swat", targets=[bolt])
    decision = _pass_until_asked(s)
    assert decision.player == A and decision.options[0] == bears and giant in decision.options
    s.apply(A, giant)
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_115_7d_deflecting_swat_redirects_an_activated_ability() -> None:
    """An ability on the stack is a legal target (113.1): Mogg Fanatic's "Sacrifice ~: It
    deals 1 damage to any target." aimed at A is sent to B instead; keeping the old target is
    the first option."""
    s = game("Deflecting Swat")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Deflecting Swat")
    s.put(B, "Mogg Fanatic")
    s.start(active=B)
    s.activate(B, "Mogg Fanatic", targets=["p0"])
    ability = next(i.id for i in s.state.stack if i.obj is None)
    s.cast(A, "Deflecting Swat", targets=[ability])
    decision = _pass_until_asked(s)
    assert decision.options[0] == "p0" and "p1" in decision.options
    s.apply(A, "p1")
    s.resolve()
    assert s.life(A) == 20 and s.life(B) == 19


def test_cr_115_7d_deflecting_swat_may_keep_the_target() -> None:
    s = game("Deflecting Swat")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Hill Giant")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Deflecting Swat")
    s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[bears])
    s.cast(A, "Deflecting Swat", targets=[s.id("Lightning Bolt", "stack")])
    _pass_until_asked(s)
    s.apply(A, bears)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard" and s.zone_of("Hill Giant") == \
        "battlefield"


# -- searching the library and/or the graveyard (CR 701.19, 701.20) ------------------------------


def test_cr_701_19_finale_of_devastation_from_the_graveyard_does_not_shuffle() -> None:
    """"Search your library and/or graveyard for a creature card with mana value X or less and
    put it onto the battlefield. If you search your library this way, shuffle.": X = 2, the
    graveyard searched: Grizzly Bears (2) comes back, Hill Giant (4) is not offered, and the
    library is not shuffled."""
    assert render_card(real("Finale of Devastation")) == (
        "Search your library and/or graveyard for a creature card with mana value X or less "
        "and put it onto the battlefield. If you search your library this way, shuffle. If X "
        "is 10 or more, creatures you control get +X/+X and gain haste until end of turn.")
    s = game("Finale of Devastation")
    s.lands(A, "Forest", 4)
    s.hand(A, "Finale of Devastation")
    bears = s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Hill Giant")
    s.start()
    shuffled: list[int] = []
    original = s.game.shuffle

    def spy(player: int) -> None:
        shuffled.append(player)
        original(player)

    s.game.shuffle = spy  # type: ignore[method-assign]
    s.cast(A, "Finale of Devastation", x=2)
    decision = _pass_until_asked(s)
    assert set(decision.options) == {"library", "graveyard", "both"}
    s.apply(A, "graveyard")
    decision = _pass_until_asked(s)
    assert decision.options == (bears,)
    s.apply(A, (bears,))
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield" and s.zone_of("Hill Giant") == \
        "graveyard"
    assert shuffled == []


def test_cr_701_20_finale_of_devastation_x_10_searches_the_library_and_pumps() -> None:
    """X = 10: the library is searched (and shuffled) for Hill Giant; then "creatures you
    control get +X/+X and gain haste until end of turn" (Hill Giant 13/13 with haste)."""
    s = game("Finale of Devastation")
    s.lands(A, "Forest", 12)
    s.hand(A, "Finale of Devastation")
    giant = s.library_top(A, "Hill Giant")
    s.start()
    s.cast(A, "Finale of Devastation", x=10)
    _pass_until_asked(s)
    s.apply(A, "library")
    decision = _pass_until_asked(s)
    assert giant in decision.options
    s.apply(A, (giant,))
    s.resolve()
    new = s.id("Hill Giant")
    assert s.pt(new) == (13, 13) and "haste" in s.keywords(new)


# -- cards drawn this turn (CR 121.1, 504.1, 119.4) ---------------------------------------------


def test_cr_504_1_sylvan_library_draws_two_more_then_pays_or_puts_back() -> None:
    """"At the beginning of your draw step, you may draw two additional cards. If you do,
    choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or put
    the card on top of your library.": only the three cards drawn this turn are offered (not
    the card A held before); A pays 4 life for Hill Giant and puts Grizzly Bears back on top."""
    assert render_card(real("Sylvan Library")) == (
        "At the beginning of your draw step, you may draw two additional cards. If you do, "
        "choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or "
        "put the card on top of your library.")
    s = game("Sylvan Library")
    s.put(A, "Sylvan Library")
    held = s.hand(A, "Lightning Bolt")
    third = s.library_top(A, "Forest")
    second = s.library_top(A, "Grizzly Bears")
    first = s.library_top(A, "Hill Giant")
    s.start(step="upkeep")
    decision = _pass_until_asked(s)
    assert decision.player == A and decision.kind == "yes_no"
    s.apply(A, True)
    decision = _pass_until_asked(s)
    assert set(decision.options) >= {first, second, third} and held not in decision.options
    s.apply(A, (first, second))
    decision = _pass_until_asked(s)
    assert "Hill Giant" in decision.prompt
    s.apply(A, True)
    decision = _pass_until_asked(s)
    assert "Grizzly Bears" in decision.prompt
    s.apply(A, False)
    s.resolve()
    assert s.life(A) == 16
    library = s.state.players[A].zones["library"]
    assert s.state.objects[library[0]].card.name == "Grizzly Bears"
    assert s.zone_of("Hill Giant") == "hand"


def test_cr_119_4_sylvan_library_without_the_life_puts_both_back() -> None:
    """With 5 life A can pay for one card only: the second goes back without a question."""
    s = game("Sylvan Library")
    s.put(A, "Sylvan Library")
    s.set_life(A, 5)
    s.library_top(A, "Forest")
    second = s.library_top(A, "Grizzly Bears")
    first = s.library_top(A, "Hill Giant")
    s.start(step="upkeep")
    _pass_until_asked(s)
    s.apply(A, True)
    _pass_until_asked(s)
    s.apply(A, (first, second))
    _pass_until_asked(s)
    s.apply(A, True)
    s.resolve()
    assert s.life(A) == 1
    assert s.zone_of("Grizzly Bears") == "library" and s.zone_of("Hill Giant") == "hand"


# -- the top of the library (CR 401.2, 118.9, 305.2) --------------------------------------------


def test_cr_118_9_bolas_citadel_casts_the_top_card_for_life_and_plays_a_land_from_it() -> None:
    """"You may look at the top card of your library any time. / You may play lands and cast
    spells from the top of your library. If you cast a spell this way, pay life equal to its
    mana value rather than pay its mana cost.": A (no lands) sees Hill Giant on top — B
    doesn't — casts it for 4 life, then plays the Forest under it as the land drop."""
    lines = render_card(real("Bolas's Citadel")).splitlines()
    assert lines[:2] == [
        "You may look at the top card of your library any time.",
        "You may play lands and cast spells from the top of your library. If you cast a spell "
        "this way, pay life equal to its mana value rather than pay its mana cost."]
    s = game("Bolas's Citadel")
    s.put(A, "Bolas's Citadel")
    s.library_top(A, "Forest")
    giant = s.library_top(A, "Hill Giant")
    s.start()
    mine, theirs = s.game.view(A), s.game.view(B)
    top = mine.players[A].library_top
    assert top is not None and top.name == "Hill Giant"
    assert theirs.players[A].library_top is None and mine.players[B].library_top is None
    decision = s.pending
    assert decision is not None
    cast = next(o for o in decision.options if isinstance(o, Cast) and o.card == giant)
    assert cast.way == "top_life"
    s.apply(A, cast)
    s.resolve()
    assert s.life(A) == 16 and s.zone_of("Hill Giant") == "battlefield"
    s.play_land(A, "Forest")
    assert s.zone_of("Forest") == "battlefield"
    assert s.state.players[A].lands_played == 1


def test_cr_119_4_bolas_citadel_offers_no_spell_that_costs_more_life_than_you_have() -> None:
    s = game("Bolas's Citadel")
    s.put(A, "Bolas's Citadel")
    giant = s.library_top(A, "Hill Giant")
    s.set_life(A, 3)
    s.start()
    decision = s.pending
    assert decision is not None
    assert not any(isinstance(o, Cast) and o.card == giant for o in decision.options)


# -- Auras on cards in graveyards (CR 303.4a, 303.4f) ---------------------------------------------


def test_cr_303_4f_animate_dead_returns_a_creature_from_any_graveyard_under_your_control() -> None:
    """"Enchant creature card in a graveyard / When ~ enters, if it's on the battlefield, it
    loses "enchant creature card in a graveyard" and gains "enchant creature put onto the
    battlefield with ~." Return enchanted creature card to the battlefield under your control
    and attach ~ to it. When ~ leaves the battlefield, that creature's controller sacrifices
    it. / Enchanted creature gets -1/-0.": B's Hill Giant comes back under A's control as a
    2/3 with the Aura on it; when the Aura leaves, A sacrifices the Giant (to B's graveyard)."""
    lines = render_card(real("Animate Dead")).splitlines()
    assert lines[0] == "Enchant creature card in a graveyard" and lines[2] == \
        "Enchanted creature gets -1/-0."
    s = game("Animate Dead")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Animate Dead")
    s.lands(B, "Forest", 2)
    s.hand(B, "Naturalize")
    card = s.graveyard(B, "Hill Giant")
    s.graveyard(A, "Lightning Bolt")  # not a creature card: not a legal target
    s.start()
    s.cast(A, "Animate Dead", targets=[card])
    s.resolve()
    giant = s.id("Hill Giant")
    aura = s.id("Animate Dead")
    assert s.controller(giant) == A and s.obj(giant).owner == B
    assert s.obj(aura).attached_to == giant
    assert s.pt(giant) == (2, 3)
    s.cast(B, "Naturalize", targets=[aura])  # "Destroy target artifact or enchantment."
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard" and giant not in s.state.battlefield
    assert card not in s.state.players[A].zones["graveyard"]
    assert any(s.state.objects[i].card.name == "Hill Giant"
               for i in s.state.players[B].zones["graveyard"])


def test_cr_303_4a_animate_dead_targets_only_creature_cards_in_graveyards() -> None:
    s = game("Animate Dead")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Animate Dead")
    bolt = s.graveyard(A, "Lightning Bolt")
    bears = s.graveyard(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Animate Dead", targets=[bears])
    item = next(i for i in s.state.stack if i.obj is not None)
    assert item.targets == ((bears,),) and bolt not in item.targets[0]
    s.resolve()
    assert s.controller(s.id("Grizzly Bears")) == A and s.pt(s.id("Grizzly Bears")) == (1, 2)


def test_cr_401_2_garruks_horde_reveals_the_top_card_and_casts_only_creatures_from_it() -> None:
    """"Play with the top card of your library revealed. / You may cast creature spells from
    the top of your library.": both players see the top card; Hill Giant may be cast from it
    for its mana cost; once a Lightning Bolt is on top it may not be cast."""
    s = game("Garruk's Horde")
    s.put(A, "Garruk's Horde")
    s.lands(A, "Mountain", 4)
    bolt = s.library_top(A, "Lightning Bolt")
    giant = s.library_top(A, "Hill Giant")
    s.start()
    top = s.game.view(B).players[A].library_top
    assert top is not None and top.name == "Hill Giant"  # revealed: B sees it too
    decision = s.pending
    assert decision is not None
    cast = next(o for o in decision.options if isinstance(o, Cast) and o.card == giant)
    assert cast.way == ""
    s.apply(A, cast)
    s.resolve()
    assert s.zone_of("Hill Giant") == "battlefield" and s.life(A) == 20
    decision = s.pending
    assert decision is not None
    assert not any(isinstance(o, Cast) and o.card == bolt for o in decision.options)


def test_cr_305_2_courser_of_kruphix_plays_a_land_from_the_top_not_a_spell() -> None:
    """"You may play lands from the top of your library.": the Forest on top is played (the
    land drop; "Whenever a land enters under your control, you gain 1 life"); a Grizzly Bears
    on top may not be cast."""
    s = game("Courser of Kruphix")
    s.put(A, "Courser of Kruphix")
    s.lands(A, "Forest", 2)
    bears = s.library_top(A, "Grizzly Bears")
    s.library_top(A, "Forest")
    s.start()
    s.play_land(A, "Forest")
    s.resolve()
    assert s.state.players[A].lands_played == 1 and s.life(A) == 21
    decision = s.pending
    assert decision is not None
    assert not any(isinstance(o, Cast) and o.card == bears for o in decision.options)


def test_cr_508_1d_baird_taxes_attacks_on_its_controllers_planeswalkers_too() -> None:
    """"Creatures can't attack you or planeswalkers you control unless their controller pays
    {1} for each of those creatures.": with one Mountain, A may attack B's Jace Beleren with
    one Grizzly Bears (paying {1}) but not B and Jace with two."""
    assert render_card(real("Baird, Steward of Argive")).splitlines()[-1] == (
        "Creatures can't attack you or planeswalkers you control unless their controller pays "
        "{1} for each of those creatures.")
    s = game("Baird, Steward of Argive")
    s.put(B, "Baird, Steward of Argive")
    jace = s.put(B, "Jace Beleren")
    first = s.put(A, "Grizzly Bears")
    second = s.put(A, "Grizzly Bears")
    mountain = s.put(A, "Mountain")
    s.start()
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.total == 1
    assert "508.1d" in s.refused(A, ((first, "p1"), (second, jace)))
    view = s.game.view(A)
    answer = respect_whole_answer_rules(view, decision, ((first, jace), (second, "p1")))
    assert answer == ((first, jace),)
    s.apply(A, answer)
    assert s.state.attackers == {first: jace} and s.obj(mountain).tapped


# -- the generated game (magic.md §2) for every card this work made supported -------------------

NEWLY_SUPPORTED = (
    "Ancient Ziggurat", "Animate Dead", "Archon of Absolution", "Baird, Steward of Argive",
    "Beastcaller Savant", "Bloom Tender", "Blot Out the Sky", "Bolas's Citadel",
    "Coalition Relic", "Courser of Kruphix", "Dalakos, Crafter of Wonders", "Deflecting Swat",
    "Esper Sentinel", "Faeburrow Elder", "Finale of Devastation", "Future Sight",
    "Galazeth Prismari", "Garruk's Horde", "Geosurge", "Ghostly Prison", "Goblin Spy",
    "Humble Naturalist", "Magus of the Future", "Mishra's Workshop",
    "Nicol Bolas, the Deceiver", "Pillar of Origins", "Power Depot", "Propaganda",
    "Realmwalker", "Redirect", "Secluded Courtyard", "Somberwald Sage", "Sphinx of Jwar Isle",
    "Sylvan Library", "Torment of Hailfire", "Unclaimed Territory", "Vedalken Engineer",
    "Vodalian Arcanist", "Windborn Muse",
)


@pytest.mark.parametrize("name", NEWLY_SUPPORTED)
def test_cr_601_2_generated_game_for_each_newly_supported_card(name: str) -> None:
    """CR 601.2 / 602.2 / 305.1: each card gained here is cast, activated or played with
    random legal choices, and the game keeps its invariants for a hundred more actions."""
    run_generated(name, real(name))
