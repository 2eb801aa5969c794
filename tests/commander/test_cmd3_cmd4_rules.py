"""Scenario tests of the house rules built last (CMD-3.2, 3.4, 3.6) and the history presets
(CMD-4.2, 4.4, 4.5): each a named setting, recorded with the game and replayed."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.agents.magic.commander import commander_bot
from cardtable.core.errors import SettingsError
from cardtable.games.magic.commander.decks import bundled_decks, commander_cards
from cardtable.games.magic.commander.game import CommanderGame, CommanderSettings, replay
from cardtable.games.magic.commander.rules import (
    PRESETS,
    CommanderRules,
    preset,
    rules_for_date,
)
from cardtable.games.magic.mana import Requirement, can_pay, mana_sources
from tests.magic.dsl import A, B, C

JASMINE = "Jasmine Boreal"  # {3}{G}{W}
JERRARD = "Jerrard of the Closed Fist"


def _settings(players: int = 2, **kw: Any) -> CommanderSettings:
    decks = bundled_decks(players)
    return CommanderSettings(tuple(d.cards for d in decks), tuple(d.commanders for d in decks),
                             commander_cards(), **kw)


def _library_names(game: CommanderGame, seat: int) -> list[str]:
    return [game.state.objects[i].card.name for i in game.state.zone(seat, "library")]


# -- CMD-3.2 EDH sideboards -----------------------------------------------------------------------


def test_cmd_3_2_sideboard_swap_after_commanders_are_revealed() -> None:
    """CMD-3.2: after the commanders are revealed (they are in the command zone), a player with
    a sideboard swaps cards one for one before the mulligans; only cards that keep the deck
    legal are offered (Wind Drake is outside G/W, Grizzly Bears would be a second copy); the
    swap is in the record and replays."""
    settings = _settings(2, house_rules=("edh-sideboard",), starting_player=0,
                         sideboards=(("Krosan Grip", "Wind Drake", "Grizzly Bears"), ()))
    game = CommanderGame(settings, 3)
    assert game.state.zone(A, "command")  # revealed first
    d = game.pending
    assert d is not None and d.player == A and d.tag == "commander.sideboard"
    assert list(d.options) == ["Krosan Grip", "done"]
    game.apply("Krosan Grip", player=A)
    d = game.pending
    assert d is not None and d.tag == "commander.sideboard.out" and JASMINE not in d.options
    game.apply("Craw Wurm", player=A)
    d = game.pending
    assert d is not None and list(d.options) == ["Craw Wurm", "done"]  # the swapped-out card
    game.apply("done", player=A)
    d = game.pending
    assert d is not None and d.tag.startswith("mulligan")  # seat 1 had no sideboard
    names = _library_names(game, A) + [game.state.objects[i].card.name
                                       for i in game.state.zone(A, "hand")]
    assert "Krosan Grip" in names and "Craw Wurm" not in names
    assert len(names) == 99
    assert game.sideboards[A] == ["Wind Drake", "Grizzly Bears", "Craw Wurm"]
    record = game.record
    assert record.settings["house_rules"] == ["edh-sideboard"]
    assert record.settings["sideboards"][0] == ["Krosan Grip", "Wind Drake", "Grizzly Bears"]
    again = replay(record)
    assert _library_names(again, A) == _library_names(game, A)


def test_cmd_3_2_sideboard_limits() -> None:
    """CMD-3.2: at most 10 sideboard cards a seat, one sideboard per seat."""
    with pytest.raises(SettingsError, match="at most 10"):
        _settings(2, sideboards=(("Krosan Grip",) * 11, ()))
    with pytest.raises(SettingsError, match="sideboards"):
        _settings(2, sideboards=(("Krosan Grip",),))


# -- CMD-3.4 the democratic vote ------------------------------------------------------------------


def test_cmd_3_4_democratic_vote_every_player_at_once(cmd: Any) -> None:
    """CMD-3.4: when the game ends every player (the eliminated too) is asked at once — the
    kernel's simultaneous decisions — for the one opponent most fun to play with; the result
    waits for every vote; 2 points for the last player standing, 1 per vote."""
    s = cmd(3, house_rules=("democratic-vote",))
    s.start()
    s.set_life(B, 0)
    s.set_life(C, 0)
    s.pass_priority()
    votes = s.game.pending_all
    assert sorted(d.player for d in votes) == [A, B, C]
    assert all(d.tag == "commander.vote" and d.player not in d.options for d in votes)
    assert s.game.result is None
    s.game.apply(B, player=A)
    assert s.game.result is None and len(s.game.pending_all) == 2
    s.game.apply(A, player=C)
    s.game.apply(A, player=B)
    result = s.game.result
    assert result is not None and result.winner == A
    assert result.detail["democratic_points"] == (4, 1, 0)
    assert s.game.pending is None


# -- CMD-3.6 Stranglehold Cage Commander ----------------------------------------------------------


def test_cmd_3_6_stranglehold_no_search_but_the_cost_is_paid(cmd: Any) -> None:
    """CMD-3.6: no player can search libraries; a cost that includes a search is still paid
    (Sakura-Tribe Elder is sacrificed) and the search finds nothing."""
    s = cmd(2, house_rules=("stranglehold-cage",))
    s.put(A, "Sakura-Tribe Elder")
    s.library_top(A, "Forest")
    s.start()
    lands = len([i for i in s.state.battlefield if "Land" in s.obj(i).card.type_line])
    s.activate(A, "Sakura-Tribe Elder")
    s.resolve()
    assert s.zone_of("Sakura-Tribe Elder") == "graveyard"
    assert "Forest" in [s.obj(i).card.name for i in s.state.zone(A, "library")]
    assert len([i for i in s.state.battlefield if "Land" in s.obj(i).card.type_line]) == lands
    assert not s.game.may_search(A) and not s.game.may_search(B)
    assert cmd(2).game.may_search(A)  # without the house rule


def test_cmd_3_6_cage_creature_cards_cannot_enter_from_graveyard_or_library(cmd: Any) -> None:
    """CMD-3.6 (Grafdigger's Cage): a creature card in a graveyard or library that an effect
    would put onto the battlefield stays where it is (the engine's one move every return and
    search goes through); a land card from the graveyard and a creature card from the hand still
    enter; without the house rule the creature card enters. Extra turns: no card of the
    engine's pool takes one, so the "skip it" half has nothing to act on yet."""
    for house, zone in ((("stranglehold-cage",), "graveyard"), ((), "battlefield")):
        s = cmd(2, house_rules=house)
        bears = s.graveyard(A, "Grizzly Bears")
        elves = s.library_top(A, "Llanowar Elves")
        forest = s.graveyard(A, "Forest")
        lions = s.hand(A, "Savannah Lions")
        s.start()
        for oid in (bears, elves, forest, lions):
            s.game.move(s.obj(oid), "battlefield", cause="return")
        assert s.zone_of("Grizzly Bears") == zone
        assert s.zone_of("Llanowar Elves") == ("library" if house else "battlefield")
        assert s.zone_of("Forest") == "battlefield"
        assert s.zone_of("Savannah Lions") == "battlefield"
        assert s.game.extra_castable(A) == []


def test_cmd_3_6_cage_no_spell_is_cast_from_a_graveyard(cmd: Any) -> None:
    """CMD-3.6 (Grafdigger's Cage): players can't cast spells from graveyards — Dread Return's
    flashback (702.34a) is offered without the house rule and not with it."""
    from cardtable.games.magic.actions import Cast

    for house, offered in ((("stranglehold-cage",), False), ((), True)):
        s = cmd(2, house_rules=house)
        for _ in range(3):
            s.put(A, "Grizzly Bears")
        s.lands(A, "Swamp", 4)
        s.graveyard(A, "Savannah Lions")
        dread = s.graveyard(A, "Dread Return")
        s.start()
        decision = s.pending
        assert decision is not None
        casts = [o for o in decision.options if isinstance(o, Cast) and o.card == dread]
        assert bool(casts) is offered
        assert s.game.may_cast_from(A, "graveyard") is offered


# -- CMD-4.2 League rule vs Open rule, the pre-2013 legend rule -----------------------------------


def test_cmd_4_2_open_rule_commanders_ignore_the_legend_rule(cmd: Any) -> None:
    """CMD-4.2: under the Open rule (preset 2008-open, pre-2013 legend rule) two players'
    Jerrard commanders both stay and only the non-commander copy goes to the graveyard."""
    s = cmd(2, rules=preset("2008-open"))
    mine = s.commander(A, JERRARD, "battlefield")
    theirs = s.commander(B, JERRARD, "battlefield")
    s.put(B, JERRARD)
    s.start()
    assert s.obj(mine).zone == "battlefield" and s.obj(theirs).zone == "battlefield"
    assert s.graveyard_names(B) == [JERRARD]


def test_cmd_4_2_league_era_pre_2013_legend_rule_takes_every_copy(cmd: Any) -> None:
    """CMD-4.2: without the Open rule the pre-2013 legend rule puts every same-named legendary
    permanent, whoever controls it, into the graveyard — the commander too (then offered back to
    exile, the command zone of the day)."""
    s = cmd(2, rules=preset("2008-league"))
    s.commander(A, JERRARD, "battlefield")
    s.put(B, JERRARD)
    s.then("commander.return", "command")
    s.start()
    s._drain()
    assert s.graveyard_names(B) == [JERRARD]
    assert [s.obj(i).card.name for i in s.state.zone(A, "exile")] == [JERRARD]
    assert s.game.is_commander(s.obj(s.state.zone(A, "exile")[0]))


def test_cmd_4_2_rules_of_the_day() -> None:
    """CMD-4.2: --rules-date before 2009-09-20 gives the League rule (enforced at the table)
    and the pre-2013 legend rule; the Open rule is the preset 2008-open; the Open rule with the
    current legend rule is refused."""
    old = rules_for_date("2008-06-01")
    assert (old.table_rule, old.legend_rule) == ("league", "pre-2013")
    assert rules_for_date("2012-06-01").legend_rule == "pre-2013"
    assert rules_for_date("2014-01-01").legend_rule == "current"
    assert preset("2008-open").table_rule == "open"
    d = bundled_decks(1)[0]
    with pytest.raises(SettingsError, match="League"):
        CommanderSettings((d.cards, d.cards), (d.commanders, d.commanders), commander_cards(),
                          rules=old)
    CommanderSettings((d.cards, d.cards), (d.commanders, d.commanders), commander_cards(),
                      rules=preset("2008-open"))
    with pytest.raises(SettingsError, match="Open rule"):
        CommanderRules(table_rule="open")


# -- CMD-4.4 mana outside the identity ------------------------------------------------------------


def test_cmd_4_4_before_2016_off_identity_mana_is_colourless(cmd: Any) -> None:
    """CMD-4.4: before 2016-01-18 (preset 2015) an Island under a G/W commander makes {C}, both
    when tapped by hand and when the engine pays a cost; a Forest still makes {G}. The current
    rules leave it blue."""
    s = cmd(2, rules=preset("2015"))
    s.commander(A, JASMINE)
    island = s.put(A, "Island")
    s.put(A, "Forest")
    s.start()
    sources = dict(mana_sources(s.state, A))
    assert sources[island] == ("C",)
    assert not can_pay(s.state, A, Requirement((frozenset("U"),), 0))
    assert can_pay(s.state, A, Requirement((frozenset("G"),), 1))
    s.activate(A, "Island")
    assert s.state.players[A].pool == {"C": 1}
    now = cmd(2)
    now.commander(A, JASMINE)
    island = now.put(A, "Island")
    now.start()
    assert dict(mana_sources(now.state, A))[island] == ("U",)


def test_cmd_4_4_dates() -> None:
    """CMD-4.4: the colourless rule is in force until 2016-01-18."""
    assert rules_for_date("2016-01-17").off_identity_mana == "colourless"
    assert rules_for_date("2016-01-18").off_identity_mana == "normal"
    assert CommanderRules().off_identity_mana == "normal"


# -- CMD-4.5 mulligan history, presets, records ---------------------------------------------------


@pytest.mark.parametrize(("day", "rule"), [("2008-01-01", "paris"),
                                           ("2009-09-20", "partial-paris"),
                                           ("2016-01-18", "vancouver"),
                                           ("2019-07-12", "london")])
def test_cmd_4_5_mulligan_of_the_day_runs_in_the_game(day: str, rule: str) -> None:
    """CMD-4.5: the ordinary multiplayer mulligan, Partial Paris from 2009-09-20, Vancouver from
    2016-01-18, then London — the game's mulligan procedure is the one of the date."""
    game = CommanderGame(_settings(4, rules=rules_for_date(day)), 1)
    assert game.rules.mulligan == rule
    assert game.mulligan.rule.name.startswith(rule)


def test_cmd_4_presets_and_house_rules_are_recorded_and_replay() -> None:
    """CMD-3/CMD-4: every house rule and the rules bundle are named in the record; a bot game
    with all the house rules on replays to the same result, votes included."""
    house = ("democratic-vote", "edh-sideboard", "stranglehold-cage", "victory-points")
    settings = _settings(2, rules=preset("2015"), house_rules=house, turn_limit=30,
                         sideboards=(("Krosan Grip",), ()))
    game = CommanderGame(settings, 5)
    bots = [commander_bot("commander", 50 + i) for i in range(2)]
    while game.pending is not None:
        d = game.pending
        game.apply(bots[d.player].choose(game.view(d.player), d), player=d.player)
    record = game.record
    assert record.settings["rules"]["name"] == "2015"
    assert record.settings["rules"]["off_identity_mana"] == "colourless"
    assert sorted(record.settings["house_rules"]) == sorted(house)
    again = replay(record)
    assert again.result == game.result
    assert again.votes == game.votes and len(game.votes) == 2
    assert set(PRESETS) >= {"current", "2019", "mtgo", "2008-league", "2008-open", "2015"}
