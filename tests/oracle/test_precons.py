"""The four real Commander precons (``shared/data/decks/commander``) at one table (issues 10 and
16): seeded 4-player games between Commander bots, the engine's invariants (magic.md §3) after
every action, every game ending, every record replaying to the same result.

Cards the compiler does not support yet play as vanilla stand-ins, named: the test checks that
exactly the unsupported cards are stood in for, loudly, and that every other card keeps its
compiled abilities (magic.md §2). The benchmark ``benchmarks/bench_precons.py`` plays thousands.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.agents.magic.commander import commander_bot
from cardtable.cli import app
from cardtable.core.errors import DeckError
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.commander.decks import commander_cards, read_commander_deck
from cardtable.games.magic.commander.game import CommanderGame, CommanderSettings, replay
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.oracle.database import CompiledDatabase, compile_entries
from cardtable.games.magic.oracle.decks import (
    deck_cards,
    deck_coverage,
    deck_file_names,
    needed_from_oracle,
)
from tests.commander.dsl import CommanderScenario, scenario_cards
from tests.magic.dsl import A, B, Scenario
from tests.magic.test_conformance import Invariants
from tests.oracle.conftest import atomic, compiled

PRECONS = Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "decks" / "commander"
FILES = ("nature-of-the-beast-C13.txt", "swell-the-host-C15.txt", "sworn-to-darkness-C14.txt",
         "vampiric-bloodlust-C17.txt")
COMMANDERS = ("Marath, Will of the Wild", "Ezuri, Claw of Progress",
              "Ob Nixilis of the Black Oath", "Edgar Markov")


def _paths() -> list[Path]:
    return [PRECONS / f for f in FILES]


@cache
def _database() -> CompiledDatabase:
    names = [n for p in _paths() for n in deck_file_names(p)]
    entries = atomic()
    wanted = [n if n in entries else next(f for f in entries if f.startswith(n + " // "))
              for n in dict.fromkeys(names)]
    return compile_entries(entries, wanted)


@cache
def _table() -> tuple[CommanderSettings, tuple[str, ...]]:
    decks = [(p.name, deck_file_names(p)) for p in _paths()]
    cards, warnings = deck_cards(decks, commander_cards(), allow_unsupported=True,
                                 database=_database())
    seats = [read_commander_deck(p, cards) for p in _paths()]
    settings = CommanderSettings(tuple(d.cards for d in seats),
                                 tuple(d.commanders for d in seats), cards, turn_limit=100)
    return settings, tuple(warnings)


def test_the_precons_are_four_legal_hundred_card_decks_with_their_commanders() -> None:
    """CMD-1.1: each file is 100 cards with its commander marked."""
    settings, _ = _table()
    assert [len(d) for d in settings.decks] == [100, 100, 100, 100]
    assert [c for cs in settings.commanders for c in cs] == list(COMMANDERS)


def test_without_allow_unsupported_the_precons_play_only_if_every_card_is_supported() -> None:
    """magic.md §2: an unsupported card is never played silently — without the flag the decks
    are refused exactly when one of their cards is unsupported."""
    decks = [(p.name, deck_file_names(p)) for p in _paths()]
    _, warnings = _table()
    if warnings:
        with pytest.raises(DeckError, match="--allow-unsupported"):
            deck_cards(decks, commander_cards(), database=_database())
    else:
        cards, said = deck_cards(decks, commander_cards(), database=_database())
        assert not said and set(COMMANDERS) <= set(cards)


def test_stand_ins_are_exactly_the_unsupported_cards_and_each_is_announced() -> None:
    """magic.md §2: a stand-in is vanilla and named in a STAND-IN warning; every other card of
    the decks plays with its compiled (or the engine's own) abilities."""
    settings, warnings = _table()
    db = _database()
    pool = commander_cards()
    stood_in = {w.removeprefix("STAND-IN: ").split(" plays as ")[0] for w in warnings}
    assert all(w.startswith("STAND-IN: ") for w in warnings)
    for path in _paths():
        names = deck_file_names(path)
        report = deck_coverage(db, needed_from_oracle(names, pool), path.name)
        assert not report.unknown
        for name, _why in report.unsupported:
            assert name in stood_in
            assert settings.cards[name].abilities == ()
        for name in report.supported:
            assert name not in stood_in
            compiled = db.cards[name if name in db.cards else next(
                k for k in db.cards if k.startswith(name + " // "))]
            assert compiled.card is not None
            assert settings.cards[name].abilities == compiled.card.abilities


def _play(seed: int) -> CommanderGame:
    settings, _ = _table()
    game = CommanderGame(settings, seed)
    bots = [commander_bot("commander", seed * 11 + i) for i in range(4)]
    invariants = Invariants(game)
    made = 0
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        action = bots[decision.player].choose(game.view(decision.player), decision)
        game.apply(action, player=decision.player, decision_id=decision.id)
        made += 1
        invariants.check(made)
        assert made < 100_000, "the game did not end"
    return game


@pytest.mark.parametrize("seed", [1, 2])
def test_precon_games_keep_the_invariants_end_and_replay(seed: int) -> None:
    """CMD-2 with real decks: a seeded 4-player game among the four precons ends (a winner, a
    draw or the turn limit), keeps the invariants after every action, and its record replays
    to the same result and transcript."""
    game = _play(seed)
    result = game.result
    assert result is not None
    assert sorted(p for g in result.groups for p in g) == [0, 1, 2, 3]
    again = replay(game.record)
    assert again.result is not None and again.result.to_json() == result.to_json()
    assert again.transcript() == game.transcript()


# -- the precons' templates, from their real Oracle text -------------------------------------


def _card(name: str) -> m.CardDef:
    card = compiled(name)
    assert card.supported and card.card is not None, (card.failures, card.reason)
    return card.card


def _scenario(*names: str) -> Scenario:
    pool = card_pool()
    cards = {n: pool[n] for n in ("Forest", "Swamp", "Mountain", "Plains", "Island", "Wastes",
                                  "Grizzly Bears")}
    return Scenario(cards=cards | {n: _card(n) for n in names}, strict=True)


def test_bounce_land_returns_a_land_its_controller_chooses_not_a_target_CR_608_2c() -> None:
    """Rakdos Carnarium: "When ~ enters, return a land you control to its owner's hand." The
    land is chosen as the trigger resolves (no target), and may be the Carnarium itself."""
    (_, trigger, _) = _card("Rakdos Carnarium").abilities
    assert isinstance(trigger, m.TriggeredAbility) and trigger.targets == ()
    land = m.Filter(types=("Land",), controller="you")
    assert trigger.effects == (m.ReturnChosen(filter=land, who="you"),)
    sc = _scenario("Rakdos Carnarium")
    swamp = sc.put(A, "Swamp")
    sc.hand(A, "Rakdos Carnarium")
    sc.start()
    sc.play_land(A, "Rakdos Carnarium")
    carnarium = sc.id("Rakdos Carnarium")
    assert sc.obj(carnarium).tapped  # "~ enters tapped" (CR 614.1c)
    sc.then("return", (swamp,))
    sc.resolve()
    assert sc.zone_of("Swamp") == "hand" and sc.zone_of("Rakdos Carnarium") == "battlefield"


def test_bounce_land_alone_returns_itself() -> None:
    """With no other land, the only choice is the Carnarium: it goes back without a question."""
    sc = _scenario("Rakdos Carnarium")
    sc.hand(A, "Rakdos Carnarium")
    sc.start()
    sc.play_land(A, "Rakdos Carnarium")
    sc.resolve()
    assert sc.zone_of("Rakdos Carnarium") == "hand"


def test_tri_land_adds_one_of_three_colours_CR_106_1() -> None:
    """Nomad Outpost: "{T}: Add {R}, {W}, or {B}." — one mana of the three, chosen."""
    mana = _card("Nomad Outpost").abilities[1]
    assert isinstance(mana, m.ActivatedAbility) and mana.is_mana_ability
    assert mana.effects == (m.AddMana(choices=("{R}", "{W}", "{B}")),)


def test_target_player_draws_and_loses_life_CR_115_1() -> None:
    """Sign in Blood: "Target player draws two cards and loses 2 life." — one target, both
    instructions for that player."""
    (spell,) = _card("Sign in Blood").abilities
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets == (m.TargetSpec("player"),)
    assert spell.effects == (m.DrawCards(2, who="target:0"), m.LoseLife(2, who="target:0"))
    sc = _scenario("Sign in Blood")
    sc.lands(A, "Swamp", 3)
    sc.hand(A, "Sign in Blood")
    sc.start()
    before = sc.hand_size(B)
    sc.cast(A, "Sign in Blood", targets=["p1"])
    sc.resolve()
    assert sc.hand_size(B) == before + 2 and sc.life(B) == 18


def test_pump_and_grant_to_a_group_until_end_of_turn_CR_611_2c() -> None:
    """Overrun: "Creatures you control get +3/+3 and gain trample until end of turn." — the
    creatures are fixed as it resolves (a creature arriving later is not pumped)."""
    (spell,) = _card("Overrun").abilities
    assert isinstance(spell, m.SpellAbility)
    yours = m.Filter(types=("Creature",), controller="you")
    assert spell.effects == (m.ModifyPT(3, 3, filter=yours),
                             m.GrantAbilities(keywords=(m.Keyword("trample"),), filter=yours))
    sc = _scenario("Overrun")
    bear = sc.put(A, "Grizzly Bears")
    theirs = sc.put(B, "Grizzly Bears")
    sc.lands(A, "Forest", 5)
    sc.hand(A, "Overrun")
    sc.start()
    sc.cast(A, "Overrun")
    sc.resolve()
    assert sc.pt(bear) == (5, 5) and "trample" in sc.keywords(bear)
    assert sc.pt(theirs) == (2, 2)


def test_other_creatures_of_a_type_get_a_bonus_and_a_keyword_CR_613() -> None:
    """Stromkirk Captain: "Other Vampire creatures you control get +1/+1 and have first
    strike." — a creature type before the plural card type."""
    static = _card("Stromkirk Captain").abilities[1]
    assert isinstance(static, m.StaticAbility)
    vampires = m.Filter(types=("Creature",), subtypes=("Vampire",), controller="you",
                        other=True)
    assert [e.filter for e in static.effects] == [vampires, vampires]
    assert static.effects[0].power == 1 and static.effects[1].add_keywords == (
        m.Keyword("first_strike"),)


def test_a_commander_is_not_a_creature_type() -> None:
    """Bloodsworn Steward's "Commander creatures you control" is not read as a type called
    Commander: it is the commander designation (CR 903.3), no subtype."""
    static = _card("Bloodsworn Steward").abilities[1]
    assert isinstance(static, m.StaticAbility)
    assert {e.filter for e in static.effects} == {m.Filter(types=("Creature",),
                                                           controller="you", commander=True)}


def test_search_put_it_and_put_that_card_render_as_printed() -> None:
    """Evolving Wilds says "put it onto the battlefield tapped", Rampant Growth "put that card
    onto the battlefield tapped": both read, and each renders back its own words (§2)."""
    (wilds,) = _card("Evolving Wilds").abilities
    (growth,) = _card("Rampant Growth").abilities
    assert isinstance(wilds, m.ActivatedAbility) and isinstance(growth, m.SpellAbility)
    assert wilds.effects[0] == replace(growth.effects[0], says_it=True)


def test_sword_keyword_list_with_commas_CR_702() -> None:
    """Sword of Vengeance: "… and has first strike, vigilance, trample, and haste."."""
    static = _card("Sword of Vengeance").abilities[0]
    assert isinstance(static, m.StaticAbility)
    assert [k.name for k in static.effects[1].add_keywords] == [
        "first_strike", "vigilance", "trample", "haste"]


def test_exile_all_of_a_type_as_a_mode_CR_700_2() -> None:
    """Merciless Eviction: "Choose one — • Exile all artifacts. • Exile all creatures. …"."""
    (spell,) = _card("Merciless Eviction").abilities
    assert isinstance(spell, m.SpellAbility) and spell.modes is not None
    assert [mode.effects for mode in spell.modes.modes][1] == (
        m.Exile(filter=m.Filter(types=("Creature",))),)


# -- the commanders ------------------------------------------------------------------------


def _edgar_table(zone: str) -> CommanderScenario:
    cards = scenario_cards() | {n: _card(n) for n in ("Edgar Markov", "Stromkirk Captain")}
    sc = CommanderScenario(cards=cards)
    if zone == "graveyard":
        sc.graveyard(A, "Edgar Markov")
    else:
        sc.commander(A, "Edgar Markov", zone)
    sc.lands(A, "Swamp", 2)
    sc.lands(A, "Mountain", 2)
    sc.hand(A, "Stromkirk Captain")
    sc.hand(A, "Grizzly Bears")
    sc.lands(A, "Forest", 2)
    sc.start()
    return sc


def _vampire_tokens(sc: CommanderScenario) -> int:
    return sum(1 for o in sc.state.objects.values() if o.token and o.card.name == "Vampire")


@pytest.mark.parametrize("zone", ["command", "battlefield"])
def test_edgar_markov_eminence_works_from_the_command_zone_CR_113_6_CMD_2(zone: str) -> None:
    """Edgar Markov: "Whenever you cast another Vampire spell, if ~ is in the command zone or
    on the battlefield, create a 1/1 black Vampire creature token." — it triggers from the
    command zone (CR 113.6, 903) as well as from the battlefield, on a Vampire spell only."""
    trigger = _card("Edgar Markov").abilities[0]
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.trigger == m.Trigger("cast", subject="filter", filter=m.Filter(
        subtypes=("Vampire",), other=True))
    assert trigger.intervening_if == m.Condition("self_in_zones", zone="command,battlefield")
    sc = _edgar_table(zone)
    sc.cast(A, "Grizzly Bears")
    sc.resolve()
    assert _vampire_tokens(sc) == 0
    sc.cast(A, "Stromkirk Captain")
    sc.resolve()
    assert _vampire_tokens(sc) == 1
    assert sc.zone_of("Stromkirk Captain") == "battlefield"


def test_edgar_markov_in_the_graveyard_does_not_trigger_CR_113_6() -> None:
    """Outside the command zone and the battlefield the ability does nothing."""
    sc = _edgar_table("graveyard")
    sc.cast(A, "Stromkirk Captain")
    sc.resolve()
    assert _vampire_tokens(sc) == 0


def test_ob_nixilis_plus_two_drains_each_opponent_by_the_life_lost_CR_608_2c() -> None:
    """Ob Nixilis of the Black Oath's "[+2]: Each opponent loses 1 life. You gain life equal to
    the life lost this way." — in a three-player game the controller gains 2 (one from each
    opponent); the whole card is supported since its −8 emblem is (CR 114)."""
    ability = compile_line("[+2]: Each opponent loses 1 life. You gain life equal to the life "
                           "lost this way.", "permanent_line")
    assert isinstance(ability, m.ActivatedAbility) and ability.cost.loyalty == 2
    assert ability.effects == (m.LoseLife(1, who="each_opponent"),
                               m.GainLife(m.Amount(kind="life_lost_this_way")))
    walker = m.CardDef("Ob Nixilis test", "Legendary Planeswalker — Nixilis", "{3}{B}{B}",
                       loyalty=3, abilities=(ability,))
    pool = card_pool()
    sc = Scenario(3, cards={"Wastes": pool["Wastes"], walker.name: walker})
    sc.put(A, walker.name)
    sc.start()
    sc.activate(A, walker.name)
    sc.resolve()
    assert [sc.life(p) for p in (0, 1, 2)] == [22, 19, 19]
    assert compiled("Ob Nixilis of the Black Oath").supported  # its emblem too (CR 114)
    assert compiled("Ob Nixilis of the Black Oath").failures == ()


def test_can_be_your_commander_is_read_and_rendered_CMD_1_1() -> None:
    """"~ can be your commander." (CR 903.3d) is a deck-building permission: it compiles to a
    rule with no effect in play and renders back."""
    ability = compile_line("~ can be your commander.", "permanent_line")
    assert ability == m.StaticAbility(effects=(m.ContinuousEffect(
        layer="rules", rule="can_be_commander"),))


def test_ezuri_experience_counters_and_combat_counters_CR_122_1() -> None:
    """Ezuri, Claw of Progress: "Whenever a creature with power 2 or less enters under your
    control, you get an experience counter." and "At the beginning of combat on your turn, put
    X +1/+1 counters on another target creature you control, where X is the number of
    experience counters you have." — the counters are the player's (CR 122.1), and they count
    when the combat trigger resolves."""
    ezuri_name = "Ezuri, Claw of Progress"
    gets, grows = _card(ezuri_name).abilities
    assert isinstance(gets, m.TriggeredAbility) and isinstance(grows, m.TriggeredAbility)
    assert gets.effects == (m.PutCounters("experience", 1, on="you"),)
    assert grows.effects[0].amount == m.Amount(kind="player_counters", counter="experience",
                                               ref="you")
    sc = _scenario(ezuri_name)
    ezuri = sc.put(A, ezuri_name)
    sc.lands(A, "Forest", 4)
    sc.hand(A, "Grizzly Bears", 2)
    sc.start()
    sc.cast(A, "Grizzly Bears")
    sc.resolve()
    sc.cast(A, "Grizzly Bears")
    sc.resolve()
    assert sc.state.players[A].counters == {"experience": 2}
    bears = sc.ids("Grizzly Bears", "battlefield")
    sc.then("target", bears[0])
    sc.to_step("begin_combat")
    sc.resolve()
    assert sc.pt(bears[0]) == (4, 4) and sc.pt(bears[1]) == (2, 2)
    assert sc.pt(ezuri) == (3, 3)  # "another target creature": never Ezuri herself


@pytest.mark.parametrize("vessel", [True, False])
def test_no_maximum_hand_size_skips_the_cleanup_discard_CR_402_2_514_1(vessel: bool) -> None:
    """Thought Vessel: "You have no maximum hand size." — nine cards stay in hand through the
    cleanup step; without it the player discards down to seven."""
    static = _card("Thought Vessel").abilities[0]
    assert static == m.StaticAbility(effects=(m.ContinuousEffect(
        layer="rules", affected="you", rule="no_max_hand_size"),))
    sc = _scenario("Thought Vessel")
    sc.strict = False
    if vessel:
        sc.put(A, "Thought Vessel")
    sc.hand(A, "Wastes", 9)
    sc.start()
    sc.to_step("upkeep", active=B)
    assert sc.hand_size(A) == (9 if vessel else 7)


def test_vivid_land_enters_tapped_with_charge_counters_and_spends_them_CR_614_1c() -> None:
    """Vivid Crag: "~ enters tapped with two charge counters on it." and "{T}, Remove a charge
    counter from ~: Add one mana of any color."."""
    tapped, counters, _red, any_color = _card("Vivid Crag").abilities
    assert tapped == m.ReplacementAbility(event="enters", action="tapped", self_replacement=True)
    assert isinstance(counters, m.ReplacementAbility) and counters.counter == "charge"
    assert counters.amount == 2
    assert isinstance(any_color, m.ActivatedAbility)
    assert any_color.cost == m.Cost(tap=True, remove_counters="charge", remove_count=1)
    sc = _scenario("Vivid Crag")
    sc.hand(A, "Vivid Crag")
    sc.start()
    sc.play_land(A, "Vivid Crag")
    crag = sc.id("Vivid Crag")
    assert sc.obj(crag).tapped and sc.obj(crag).counters == {"charge": 2}


def test_destroy_and_it_cant_be_regenerated_CR_701_19c() -> None:
    """Annihilate ("It can't be regenerated."), Nekrataal ("That creature can't be
    regenerated.", two adjectives), Wrath of God ("They can't be regenerated.")."""
    annihilate = _card("Annihilate").abilities[0]
    assert isinstance(annihilate, m.SpellAbility)
    assert annihilate.effects[0] == m.Destroy(what="target:0", cant_regenerate=True)
    nekrataal = _card("Nekrataal").abilities[1]
    assert isinstance(nekrataal, m.TriggeredAbility)
    assert nekrataal.targets[0].filter == m.Filter(not_types=("Artifact",), not_colors=("B",))
    assert nekrataal.effects == (m.Destroy(what="target:0", cant_regenerate=True,
                                           says_that=True),)
    wrath = _card("Wrath of God").abilities[0]
    assert isinstance(wrath, m.SpellAbility)
    assert wrath.effects == (m.Destroy(filter=m.Filter(types=("Creature",)),
                                       cant_regenerate=True),)


def test_you_may_gain_life_on_landfall_CR_603_5() -> None:
    """Grazing Gladehart: "Whenever a land enters under your control, you may gain 2 life."."""
    (trigger,) = _card("Grazing Gladehart").abilities
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.effects == (m.MayDo(effects=(m.GainLife(2),)),)


def _marath_table(*, in_command: bool) -> CommanderScenario:
    name = "Marath, Will of the Wild"
    sc = CommanderScenario(cards=scenario_cards() | {name: _card(name)})
    if in_command:
        sc.commander(A, name)
    else:
        sc.hand(A, name)
    for land in ("Mountain", "Forest", "Plains"):
        sc.lands(A, land, 3)
    sc.start()
    return sc


def test_marath_enters_with_counters_for_the_mana_spent_tax_included_CR_601_2h_903_8() -> None:
    """Marath: "~ enters with a number of +1/+1 counters on it equal to the amount of mana
    spent to cast it." — {R}{G}{W} from hand gives three; cast again from the command zone the
    {2} tax is mana spent too (CR 903.8), so five."""
    name = "Marath, Will of the Wild"
    sc = _marath_table(in_command=False)
    sc.cast(A, name)
    sc.resolve()
    assert sc.obj(sc.id(name)).counters == {"+1/+1": 3} and sc.pt(sc.id(name)) == (3, 3)
    sc = _marath_table(in_command=True)
    commander = sc.obj(sc.id(name, "command"))
    sc.game.casts[(commander.uid, A)] = 1  # cast once before: {2} of tax now
    sc.cast(A, name)
    sc.resolve()
    assert sc.obj(sc.id(name)).counters == {"+1/+1": 5}


def test_marath_removes_x_counters_to_deal_x_damage_and_x_cannot_be_0_CR_107_3() -> None:
    """Marath's "{X}, Remove X +1/+1 counters from ~: Choose one — … • ~ deals X damage to any
    target. X can't be 0." — X is at most the counters on it and at least 1."""
    name = "Marath, Will of the Wild"
    sc = _marath_table(in_command=False)
    sc.cast(A, name)
    sc.resolve()
    marath = sc.id(name)
    sc.activate(A, name, modes=[1], x=2, targets=["p1"])
    sc.resolve()
    assert sc.life(B) == 38 and sc.obj(marath).counters == {"+1/+1": 1}
    decision = sc.pending
    assert decision is not None and decision.tag == "priority" and decision.player == A
    sc.apply(A, next(o for o in decision.options if isinstance(o, Activate)
                     and o.name == name and o.index == 1))
    sc.then("cast.modes", (2,))
    sc._drain()
    decision = sc.pending
    assert decision is not None and decision.tag == "cast.x"
    assert list(decision.options) == [1]  # one counter left, and X can't be 0
    sc.apply(A, 1)
    sc.resolve()
    tokens = [o for o in sc.state.objects.values() if o.token]
    assert [(t.card.name, sc.pt(t.id)) for t in tokens] == [("Elemental", (1, 1))]
    assert sc.state.objects.get(marath) is None  # 0/0 with no counters: put into the graveyard


def test_cli_refuses_an_unsupported_card_in_one_line_and_allow_unsupported_stands_it_in(
        tmp_path: Path) -> None:
    """magic.md §2 through ``cardtable simulate magic --deck``: a deck file naming a card the
    engine cannot play is refused with a one-line typed error; with
    ``--allow-unsupported`` it plays, each stand-in announced as ``STAND-IN:``."""
    deck = tmp_path / "oracle.txt"
    deck.write_text("20 Tempest Efreet\n20 Forest\n", encoding="utf-8")
    args = ["simulate", "magic", "--deck", str(deck), "--deck", str(deck), "-n", "1",
            "--players", "2", "--turn-limit", "4", "--json"]
    refused = CliRunner().invoke(app, args)
    assert refused.exit_code != 0
    assert isinstance(refused.exception, DeckError)  # `main` prints it as one line, exit 2
    assert "Tempest Efreet" in str(refused.exception)
    assert "--allow-unsupported" in str(refused.exception) and "\n" not in str(refused.exception)
    played = CliRunner().invoke(app, [*args, "--allow-unsupported"])
    assert played.exit_code == 0, played.output
    assert "STAND-IN: Tempest Efreet plays as a vanilla card" in played.output
