"""Issue 9's remaining rules: morph and face-down permanents (CR 702.37, 708, 116.2b), emblems
(CR 114), "exile it instead" from anywhere and competing zone-change replacements (CR 614.6,
616.1), multikicker (CR 702.33c) — each test named with the rules it proves, with real cards
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.actions import Activate, Cast, Pass, TurnFaceUp
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model import CardDef
from cardtable.games.magic.view import make_view
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled


def _real(name: str) -> CardDef:
    card = compiled(name)
    assert card.card is not None, card.failures
    assert card.supported, card.reason
    return card.card


def _with(scenario: type[Scenario], *names: str, players: int = 2) -> Scenario:
    from tests.magic.conftest import test_cards

    cards = dict(test_cards())
    for name in names:
        cards[name] = _real(name)
    return scenario(players, cards=cards)


def _options(s: Scenario) -> list[Any]:
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    return list(decision.options)


def _face_down(s: Scenario, player: int, name: str) -> int:
    oid = s.put(player, name)
    s.obj(oid).face_down = True
    s.state.touch()
    return oid


# -- morph and face-down permanents (702.37, 708) -------------------------------------------------


def test_cr_702_37c_708_2a_708_4_cast_face_down_for_3_as_a_nameless_2_2(
        scenario: type[Scenario]) -> None:
    """Thelonite Hermit cast face down costs {3} (not {3}{G}), is a face-down spell while on
    the stack and becomes a colourless, nameless, typeless 2/2 creature with no abilities: its
    Saproling lord ability does not apply (708.2a)."""
    s = _with(scenario, "Thelonite Hermit")
    lands = s.lands(A, "Mountain", 3)  # no green: only the face-down way is payable
    hermit = s.hand(A, "Thelonite Hermit")
    s.start()
    casts = [o for o in _options(s) if isinstance(o, Cast) and o.card == hermit]
    assert casts == [Cast(hermit, "", way="morph")]  # nameless even in A's own options
    s.apply(A, casts[0])
    assert all(s.obj(i).tapped for i in lands)
    item = s.state.stack[-1]
    assert item.name == "face-down creature spell"
    spell = s.obj(item.obj or 0)
    assert spell.face_down and chars(s.state, spell).name == ""
    s.resolve()
    (oid,) = s.ids("Thelonite Hermit", "battlefield")
    c = chars(s.state, s.obj(oid))
    assert s.obj(oid).face_down
    assert (c.name, c.types, c.subtypes, c.colors, c.power, c.toughness, c.abilities,
            c.mana_value) == ("", frozenset({"Creature"}), frozenset(), frozenset(), 2, 2,
                              (), 0)


def test_cr_708_5_view_of_a_face_down_permanent_leaks_no_name(
        scenario: type[Scenario]) -> None:
    """Another player's view shows only "face-down 2/2"; its controller may look at it (708.5).
    The cast and the move to the battlefield are logged without its name."""
    s = _with(scenario, "Thelonite Hermit")
    s.lands(A, "Forest", 3)
    hermit = s.hand(A, "Thelonite Hermit")
    s.start()
    s.apply(A, Cast(hermit, "", way="morph"))
    s.resolve()
    (oid,) = s.ids("Thelonite Hermit", "battlefield")
    theirs = make_view(s.game, B).permanent(oid)
    mine = make_view(s.game, A).permanent(oid)
    assert theirs is not None and mine is not None
    assert theirs.name == "face-down 2/2" and theirs.face_down
    assert (theirs.power, theirs.toughness, theirs.types) == (2, 2, ("Creature",))
    assert mine.name == "Thelonite Hermit"
    assert "Thelonite Hermit" not in repr(make_view(s.game, B))
    public = [e for e in s.game.events if e.kind in ("cast", "move", "resolve")]
    assert public and all("Thelonite Hermit" not in repr(e.data) for e in public)


def test_cr_116_2b_702_37e_708_8_turn_face_up_special_action_and_trigger(
        scenario: type[Scenario]) -> None:
    """Turning the Hermit face up is a special action (no stack) paying {3}{G}{G}; it is the
    same object (708.8: its tapped status stays), and "When ~ is turned face up" then
    triggers: four 1/1 Saprolings, 2/2 with the Hermit's lord ability."""
    s = _with(scenario, "Thelonite Hermit")
    s.lands(A, "Forest", 5)
    hermit = _face_down(s, A, "Thelonite Hermit")
    s.obj(hermit).tapped = True
    s.start()
    flips = [o for o in _options(s) if isinstance(o, TurnFaceUp)]
    assert flips == [TurnFaceUp(hermit, "Thelonite Hermit")]
    s.apply(A, flips[0])
    assert not s.obj(hermit).face_down and s.obj(hermit).tapped  # the same object
    assert chars(s.state, s.obj(hermit)).name == "Thelonite Hermit"
    assert not s.state.stack or s.state.stack[-1].name == "Thelonite Hermit"
    s.resolve()
    saprolings = [o for o in s.state.battlefield if chars(s.state, s.obj(o)).name == "Saproling"]
    assert len(saprolings) == 4
    assert all(s.pt(o) == (2, 2) for o in saprolings)
    assert [e.data for e in s.events("turn_face_up")]


def test_cr_702_37e_turning_face_up_needs_the_morph_cost(scenario: type[Scenario]) -> None:
    """With four Forests the {3}{G}{G} morph cost cannot be paid: no face-up action."""
    s = _with(scenario, "Thelonite Hermit")
    s.lands(A, "Forest", 4)
    _face_down(s, A, "Thelonite Hermit")
    s.start()
    assert not [o for o in _options(s) if isinstance(o, TurnFaceUp)]


def test_cr_708_9_face_down_card_revealed_when_it_leaves(scenario: type[Scenario]) -> None:
    """A face-down creature that dies goes to the graveyard face up and is revealed; having
    no abilities while face down, it had none to trigger (708.2a, 603.10a)."""
    s = _with(scenario, "Thelonite Hermit")
    hermit = _face_down(s, B, "Thelonite Hermit")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[hermit])
    s.resolve()
    assert s.zone_of("Thelonite Hermit") == "graveyard"
    revealed = s.events("reveal")
    assert revealed and dict(revealed[-1].data)["name"] == "Thelonite Hermit"
    events = s.game.events
    before = events[:events.index(revealed[-1])]  # the damage event names no hidden card
    assert any(e.kind == "damage" for e in before)
    assert all("Thelonite Hermit" not in repr(e.data) for e in before)
    (card,) = s.ids("Thelonite Hermit")
    assert not s.obj(card).face_down


def test_cr_702_37c_zoetic_cavern_a_land_cast_face_down(scenario: type[Scenario]) -> None:
    """Zoetic Cavern (a land with morph) may be cast face down as a 2/2 creature for {3} and
    turned face up for {2}: then it is a land (not a creature) that taps for {C}."""
    s = _with(scenario, "Zoetic Cavern")
    s.lands(A, "Swamp", 5)
    cavern = s.hand(A, "Zoetic Cavern")
    s.start()
    options = _options(s)
    assert Cast(cavern, "", way="morph") in options
    s.apply(A, Cast(cavern, "", way="morph"))
    s.resolve()
    (oid,) = s.ids("Zoetic Cavern", "battlefield")
    assert chars(s.state, s.obj(oid)).types == frozenset({"Creature"})
    assert s.state.players[A].lands_played == 0  # casting it is not playing a land
    s.apply(A, TurnFaceUp(oid, "Zoetic Cavern"))
    c = chars(s.state, s.obj(oid))
    assert c.types == frozenset({"Land"}) and c.name == "Zoetic Cavern"


def test_cr_708_9_face_down_permanents_revealed_at_game_end(scenario: type[Scenario]) -> None:
    """When the game ends, every face-down permanent is revealed (708.9)."""
    s = _with(scenario, "Thelonite Hermit")
    _face_down(s, A, "Thelonite Hermit")
    s.start()
    s.apply(B, Pass()) if s.pending and s.pending.player == B else None
    s.game.players_lose([B], "test: B loses")
    assert s.state.over
    assert [dict(e.data)["name"] for e in s.events("reveal")] == ["Thelonite Hermit"]


def test_mc_08_cr_702_61a_702_61b_116_2b_116_3_702_37e_split_second_allows_turning_face_up(
        scenario: type[Scenario]) -> None:
    """MC-08 with the real cards: while Krosan Grip (split second) is on the stack B is never
    offered Slice in Twain or the Warchief's regeneration — even with the Hermit's trigger on
    top — but may tap Forests and turn the face-down Thelonite Hermit face up for {3}{G}{G}.
    The trigger goes on the stack above Krosan Grip and resolves first: four Saprolings, each
    2/2. Then Krosan Grip destroys the Boots."""
    s = _with(scenario, "Thelonite Hermit")
    s.lands(A, "Forest", 3)
    s.hand(A, "Krosan Grip")
    boots = s.put(B, "Swiftfoot Boots")
    hermit = _face_down(s, B, "Thelonite Hermit")
    s.put(B, "Krosan Warchief")
    s.lands(B, "Forest", 5)
    s.hand(B, "Slice in Twain")
    s.start()
    s.cast(A, "Krosan Grip", targets=[boots])
    s.apply(A, Pass())
    options = _options(s)
    assert s.pending is not None and s.pending.player == B
    assert not [o for o in options if isinstance(o, Cast)]
    activations = [o for o in options if isinstance(o, Activate)]
    assert activations and all(s.obj(o.source).card.name == "Forest" for o in activations)
    assert TurnFaceUp(hermit, "Thelonite Hermit") in options
    for forest in {o.source for o in activations}:  # B taps the 5 Forests (mana abilities)
        s.apply(B, next(o for o in _options(s) if isinstance(o, Activate)
                        and o.source == forest))
    assert sum(s.state.players[B].pool.values()) == 5
    s.apply(B, TurnFaceUp(hermit, "Thelonite Hermit"))
    assert sum(s.state.players[B].pool.values()) == 0
    s._drain()
    # the trigger is on the stack above Krosan Grip; B still may not cast or regenerate
    assert [i.name for i in s.state.stack] == ["Krosan Grip", "Thelonite Hermit"]
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    assert not [o for o in decision.options if isinstance(o, (Cast, Activate))]
    s.resolve(1)
    saprolings = [o for o in s.state.battlefield if chars(s.state, s.obj(o)).name == "Saproling"]
    assert len(saprolings) == 4 and all(s.pt(o) == (2, 2) for o in saprolings)
    assert s.zone_of("Swiftfoot Boots") == "battlefield"
    s.resolve()
    assert s.zone_of("Swiftfoot Boots") == "graveyard"


# -- emblems (114) and Ob Nixilis of the Black Oath -----------------------------------------------

OB = "Ob Nixilis of the Black Oath"


def _ob(s: Scenario, loyalty: int) -> int:
    ob = s.put(A, OB)
    s.obj(ob).counters["loyalty"] = loyalty
    s.state.touch()
    return ob


def test_cr_606_3_ob_nixilis_plus_2_each_opponent_loses_1_you_gain_that_much(
        scenario: type[Scenario]) -> None:
    """[+2]: in a three-player game each opponent loses 1 life and A gains the 2 lost."""
    s = _with(scenario, OB, players=3)
    ob = _ob(s, 3)
    s.start()
    s.activate(A, OB, 0)
    assert s.obj(ob).counters["loyalty"] == 5
    s.resolve()
    assert (s.life(A), s.life(B), s.life(2)) == (22, 19, 19)


def test_cr_606_3_ob_nixilis_minus_2_a_5_5_flying_demon_and_you_lose_2(
        scenario: type[Scenario]) -> None:
    s = _with(scenario, OB)
    ob = _ob(s, 3)
    s.start()
    s.activate(A, OB, 1)
    s.resolve()
    assert s.obj(ob).counters["loyalty"] == 1
    (demon,) = [o for o in s.state.battlefield if chars(s.state, s.obj(o)).name == "Demon"]
    assert s.pt(demon) == (5, 5) and "flying" in s.keywords(demon)
    assert s.obj(demon).token and s.life(A) == 18


def test_cr_114_1_114_2_114_4_ob_nixilis_minus_8_emblem_works_from_the_command_zone(
        scenario: type[Scenario]) -> None:
    """[−8]: A gets an emblem (a command-zone object A owns); Ob Nixilis, at 0 loyalty, goes
    to the graveyard, and the emblem stays (114.1: it is not a permanent). Its ability
    "{1}{B}, Sacrifice a creature: You gain X life and draw X cards, where X is the sacrificed
    creature's power." reads the creature's last-known power (608.2h): 4 life, 4 cards."""
    s = _with(scenario, OB)
    _ob(s, 8)
    giant = s.put(A, "Hill Giant")
    s.obj(giant).counters["+1/+1"] = 1  # a 4/4 now
    s.lands(A, "Swamp", 2)
    s.start()
    s.activate(A, OB, 2)
    s.resolve()
    assert s.zone_of(OB) == "graveyard"  # 0 loyalty (704.5i)
    (emblem,) = [i for i in s.state.zone(A, "command") if s.obj(i).emblem]
    assert s.obj(emblem).owner == A and not s.obj(emblem).token
    assert s.state.zone(B, "command") == []
    hand, life = s.hand_size(A), s.life(A)
    options = [o for o in _options(s) if isinstance(o, Activate) and o.source == emblem]
    assert options == [Activate(emblem, 0, s.obj(emblem).card.name)]
    s.activate(A, s.obj(emblem).card.name, 0, sacrifice=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.life(A) == life + 4 and s.hand_size(A) == hand + 4
    assert s.obj(emblem).zone == "command"  # it stays for the rest of the game


def test_cr_114_5_an_emblem_is_not_a_permanent_nor_a_target(scenario: type[Scenario]) -> None:
    """Nothing can affect an emblem: it is not on the battlefield, so "destroy all" and
    targeted spells never see it, and it cannot be activated without a creature to
    sacrifice."""
    s = _with(scenario, OB)
    _ob(s, 8)
    s.lands(A, "Swamp", 2)
    s.start()
    s.activate(A, OB, 2)
    s.resolve()
    (emblem,) = [i for i in s.state.zone(A, "command") if s.obj(i).emblem]
    assert emblem not in s.state.battlefield
    assert not [o for o in _options(s) if isinstance(o, Activate) and o.source == emblem]
    view = make_view(s.game, B)
    assert all(p.id != emblem for p in view.battlefield)
    (shown,) = view.players[A].emblems  # public: every player sees it (114.1)
    assert shown.id == emblem and "Sacrifice a creature" in shown.oracle


# -- "If ~ would be put into a graveyard from anywhere, exile it instead" (614.1a, 614.6) ---------


def _back_face(card_name: str) -> CardDef:
    """The back face of a disturb card (the engine plays no double-faced cards yet, so the
    face stands alone here), compiled from its Oracle text and rendering back to it."""
    from cardtable.games.magic.oracle.compiler import compile_text
    from cardtable.games.magic.oracle.normalize import normalize_oracle
    from cardtable.games.magic.oracle.support import face_def, round_trip_problem
    from tests.oracle.conftest import atomic

    face = atomic()[card_name][1]
    name = str(face.get("faceName"))
    result = compile_text(normalize_oracle(str(face.get("text", "")), name), face["type"])
    assert not result.failures
    card = face_def(face, result.abilities)
    assert round_trip_problem(card) == ""
    return card


def _exile_scenario(scenario: type[Scenario]) -> Scenario:
    from tests.magic.conftest import test_cards

    cards = dict(test_cards())
    for full in ("Baithook Angler // Hook-Haunt Drifter", "Lantern Bearer // Lanterns' Lift"):
        card = _back_face(full)
        cards[card.name] = card
    return scenario(2, cards=cards)


def test_cr_614_6_exiled_instead_of_dying_no_dies_trigger(scenario: type[Scenario]) -> None:
    """Hook-Haunt Drifter destroyed by Lightning Bolt goes to exile, never to the graveyard:
    it did not die (700.4), so "a creature died this turn" stays false."""
    s = _exile_scenario(scenario)
    drifter = s.put(B, "Hook-Haunt Drifter")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[drifter])
    s.resolve()
    assert s.zone_of("Hook-Haunt Drifter") == "exile"
    assert s.state.died_this_turn == 0


def test_cr_614_1a_from_anywhere_an_aura_put_into_the_graveyard_by_sba(
        scenario: type[Scenario]) -> None:
    """Lanterns' Lift, an Aura, falls off when its creature dies (704.5m): it would be put
    into a graveyard from the battlefield without dying, and is exiled instead."""
    s = _exile_scenario(scenario)
    bears = s.put(B, "Grizzly Bears")
    s.put(B, "Lanterns' Lift", attached_to=bears)
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Lanterns' Lift") == "exile"


def test_cr_614_1a_113_6b_from_anywhere_hand_and_library_too(scenario: type[Scenario]) -> None:
    """The ability works in every zone: discarded from the hand or milled from the library,
    the card is exiled instead; a card without it goes to the graveyard as usual."""
    s = _exile_scenario(scenario)
    in_hand = s.hand(B, "Hook-Haunt Drifter")
    on_top = s.library_top(B, "Hook-Haunt Drifter")
    plain = s.hand(B, "Grizzly Bears")
    s.start()
    s.game.move(s.obj(in_hand), "graveyard", cause="discard")
    s.game.move(s.obj(on_top), "graveyard", cause="mill")
    s.game.move(s.obj(plain), "graveyard", cause="discard")
    assert sorted(s.obj(i).zone for i in s.ids("Hook-Haunt Drifter")) == ["exile", "exile"]
    assert s.zone_of("Grizzly Bears") == "graveyard"


# -- competing zone-change replacements on a commander (616.1, 903.9) ----------------------------


def _exiling_commander(rules: str) -> Any:
    """A commander with "If ~ would be put into a graveyard from anywhere, exile it instead."
    No legendary creature card prints that sentence (it is on disturb back faces), so the test
    gives it to Yargle's printed characteristics: a test card, compiled from the sentence."""
    from dataclasses import replace

    from cardtable.games.magic.commander.rules import CommanderRules
    from cardtable.games.magic.oracle.compiler import compile_line
    from tests.commander.dsl import CommanderScenario, scenario_cards

    cards = scenario_cards()
    own = compile_line("If ~ would be put into a graveyard from anywhere, exile it instead.",
                       "permanent_line")
    yargle = cards["Yargle, Glutton of Urborg"]
    cards[yargle.name] = replace(yargle, abilities=(*yargle.abilities, own))
    s = CommanderScenario(2, cards=cards, rules=CommanderRules(zone_return=rules, name=rules))
    s.commander(A, yargle.name, "battlefield")
    s.lands(B, "Swamp", 3)
    s.hand(B, "Murder")
    s.start(active=B)
    return s


def test_cr_616_1_commander_owner_orders_command_zone_and_exile_instead() -> None:
    """Before 2020 (the ``graveyard`` preset: 903.9 a replacement for the graveyard only) a
    dying commander with its own "exile it instead" meets two replacement effects; its owner
    orders them (616.1e). The command zone first: it goes there. Its own effect first: the
    event becomes "put into exile", which 903.9 does not cover then (616.1f): it stays in
    exile."""
    for answer, zone in (("command zone first", "command"), ("exile instead first", "exile")):
        s = _exiling_commander("graveyard")
        s.then("commander.replacement_order", answer)
        s.cast(B, "Murder", targets=[s.id("Yargle, Glutton of Urborg")])
        s.resolve()
        assert s.zone_of("Yargle, Glutton of Urborg") == zone
        s.done()


def test_cr_616_1f_exile_first_then_903_9_still_offered_in_2019_rules() -> None:
    """With the 2019 rules 903.9 also covers exile: applying the card's own replacement first,
    the command-zone replacement still applies to the new event and is offered next."""
    s = _exiling_commander("2019")
    s.then("commander.replacement_order", "exile instead first")
    s.then("commander.return", "command")
    s.cast(B, "Murder", targets=[s.id("Yargle, Glutton of Urborg")])
    s.resolve()
    assert s.zone_of("Yargle, Glutton of Urborg") == "command"
    s.done()


def test_cr_903_9a_current_rules_no_order_exiled_then_sba_choice() -> None:
    """Under the current rules 903.9a is a state-based action, not a replacement: only the
    card's own effect replaces the event (exile), and then its owner may move it."""
    s = _exiling_commander("current")
    s.then("commander.return", "stay")
    s.cast(B, "Murder", targets=[s.id("Yargle, Glutton of Urborg")])
    s.resolve()
    assert s.zone_of("Yargle, Glutton of Urborg") == "exile"
    s.done()


def test_cr_702_37_708_bot_games_with_morph_keep_the_invariants_and_replay() -> None:
    """Heuristic bots with Thelonite Hermit decks cast it face down and turn it face up; the
    invariants (no face-down name in another player's view among them) hold after every
    action, the game ends and its record replays."""
    from cardtable.agents.magic import magic_bot
    from cardtable.games.magic.game import MagicSettings, new_game, replay
    from cardtable.games.magic.model.loader import card_pool
    from tests.magic.test_conformance import play_checked

    # few Forests: the Hermit's {3}{G} is often out of reach while {3} face down is not
    deck = ("Thelonite Hermit",) * 14 + ("Forest",) * 10 + ("Mountain",) * 14 + (
        "Grizzly Bears",) * 2
    seen_face_down = seen_face_up = False
    for seed in range(3):
        game = new_game(MagicSettings((deck, deck), card_pool(), turn_limit=40), seed)
        play_checked(game, [magic_bot("heuristic", seed), magic_bot("random", seed + 1)])
        assert game.result is not None
        seen_face_down |= any(e.kind == "cast" and dict(e.data)["name"] ==
                              "face-down creature spell" for e in game.events)
        seen_face_up |= any(e.kind == "turn_face_up" for e in game.events)
        again = replay(game.record)
        assert again.transcript() == game.transcript()
    assert seen_face_down and seen_face_up


# -- multikicker (702.33c) ------------------------------------------------------------------------


def test_cr_702_33c_multikicker_paid_any_number_of_times_apex_hawks(
        scenario: type[Scenario]) -> None:
    """Apex Hawks ({2}{W}, multikicker {1}{W}) with 7 Plains: kicked 0, 1 or 2 times is offered
    (3 would need 9 mana); kicked twice it costs {2}{W}+{1}{W}+{1}{W} = 7 and enters with two
    +1/+1 counters ("for each time it was kicked", 614.1c)."""
    s = _with(scenario, "Apex Hawks")
    plains = s.lands(A, "Plains", 7)
    hawks = s.hand(A, "Apex Hawks")
    s.start()
    s.apply(A, Cast(hawks, "Apex Hawks"))
    decision = s.pending
    assert decision is not None and decision.tag == "cast.multikicker"
    assert list(decision.options) == [0, 1, 2]
    s.apply(A, 2)
    assert all(s.obj(p).tapped for p in plains)
    s.resolve()
    oid = s.id("Apex Hawks")
    assert s.obj(oid).counters.get("+1/+1") == 2 and s.pt(oid) == (4, 4)


def test_cr_702_33c_multikicker_not_kicked_no_counters(scenario: type[Scenario]) -> None:
    s = _with(scenario, "Apex Hawks")
    plains = s.lands(A, "Plains", 5)
    hawks = s.hand(A, "Apex Hawks")
    s.start()
    s.apply(A, Cast(hawks, "Apex Hawks"))
    s.apply(A, 0)
    assert sum(1 for p in plains if s.obj(p).tapped) == 3
    s.resolve()
    oid = s.id("Apex Hawks")
    assert not s.obj(oid).counters and s.pt(oid) == (2, 2)


def test_cr_702_37b_megamorph_turned_face_up_gets_a_counter(scenario: type[Scenario]) -> None:
    """Gudul Lurker (1/1, megamorph {U}) turned face up for {U} gets a +1/+1 counter: 2/2."""
    s = _with(scenario, "Gudul Lurker")
    s.put(A, "Island")
    lurker = _face_down(s, A, "Gudul Lurker")
    s.start()
    s.apply(A, TurnFaceUp(lurker, "Gudul Lurker"))
    assert s.obj(lurker).counters == {"+1/+1": 1} and s.pt(lurker) == (2, 2)


# -- copies with exceptions (707.9) ---------------------------------------------------------------


def test_cr_707_9_707_9b_copy_artifact_except_its_an_enchantment_too(
        scenario: type[Scenario]) -> None:
    """Copy Artifact enters as a copy of Swiftfoot Boots, except it's an enchantment in
    addition to its other types: the exception is part of its copiable values (707.9b), so it
    is an Artifact Enchantment — Equipment named Swiftfoot Boots."""
    s = _with(scenario, "Copy Artifact")
    boots = s.put(B, "Swiftfoot Boots")
    s.lands(A, "Island", 2)
    s.hand(A, "Copy Artifact")
    s.start()
    s.cast(A, "Copy Artifact")
    s.then("resolve.choice", boots)
    s.resolve()
    (copy,) = [o for o in s.state.battlefield if s.obj(o).card.name == "Copy Artifact"]
    c = chars(s.state, s.obj(copy))
    assert c.name == "Swiftfoot Boots"
    assert c.types == frozenset({"Artifact", "Enchantment"}) and "Equipment" in c.subtypes
    assert chars(s.state, s.obj(boots)).types == frozenset({"Artifact"})


def test_cr_707_9_dacks_duplicate_except_it_has_haste_and_dethrone(
        scenario: type[Scenario]) -> None:
    """Dack's Duplicate copying Grizzly Bears is a 2/2 Bear with haste and dethrone."""
    s = _with(scenario, "Dack's Duplicate")
    bears = s.put(B, "Grizzly Bears")
    s.lands(A, "Island", 2)
    s.lands(A, "Mountain", 2)
    s.hand(A, "Dack's Duplicate")
    s.start()
    s.cast(A, "Dack's Duplicate")
    s.then("resolve.choice", bears)
    s.resolve()
    (copy,) = [o for o in s.state.battlefield if s.obj(o).card.name == "Dack's Duplicate"]
    c = chars(s.state, s.obj(copy))
    assert c.name == "Grizzly Bears" and s.pt(copy) == (2, 2)
    assert {"haste", "dethrone"} <= c.keywords
    assert "haste" not in s.keywords(bears)


def test_cr_708_3_707_2_a_copy_of_a_face_down_permanent_is_a_face_down_2_2(
        scenario: type[Scenario]) -> None:
    """Clone copying a face-down Thelonite Hermit copies the face-down values: a nameless 2/2
    with no abilities — never the hidden card (708.3)."""
    s = _with(scenario, "Thelonite Hermit")
    hermit = _face_down(s, B, "Thelonite Hermit")
    s.lands(A, "Island", 4)
    s.hand(A, "Clone")
    s.start()
    s.cast(A, "Clone")
    s.then("resolve.choice", hermit)
    s.resolve()
    (clone,) = [o for o in s.state.battlefield if s.obj(o).card.name == "Clone"]
    c = chars(s.state, s.obj(clone))
    assert (c.name, c.power, c.toughness, c.abilities) == ("", 2, 2, ())


def test_cr_601_2f_708_4_a_face_down_beast_gets_no_beast_reduction(
        scenario: type[Scenario]) -> None:
    """Krosan Warchief makes Beast spells cost {1} less; cast face down, Charging Slateback
    (a Beast) is a face-down creature spell with no creature types: it costs the full {3}."""
    s = _with(scenario, "Charging Slateback")
    s.put(A, "Krosan Warchief")
    lands = s.lands(A, "Mountain", 3)
    slateback = s.hand(A, "Charging Slateback")
    s.start()
    s.apply(A, Cast(slateback, "", way="morph"))
    assert all(s.obj(i).tapped for i in lands)
