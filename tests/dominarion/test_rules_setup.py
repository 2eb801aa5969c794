"""Dominarion rules DOM-1 (components), DOM-2 (zones) and DOM-3 (setup)."""

from __future__ import annotations

import csv
import io
import random
from collections import Counter
from importlib import resources

import pytest

from cardtable.core.errors import SettingsError
from cardtable.games.dominarion import DominarionSettings, new_game
from cardtable.games.dominarion.cards import COLORED_SUPPLIES, Kind

from .helpers import COLORS, events_of, mini_game, mini_pool

BASICS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def awkward_rows() -> list[tuple[str, str, str, str, str]]:
    text = resources.files("cardtable.cards").joinpath("data", "awkward.csv").read_text("utf-8")
    return [
        (r["name"], r["mana_cost"], r["type_line"], r["power"], r["toughness"])
        for r in csv.DictReader(io.StringIO(text))
    ]


# -- DOM-1 components --------------------------------------------------------------------------


def test_dom_1_components_default_game_has_every_kind() -> None:
    """DOM-1: a default game holds basic lands, creatures, spells and artifacts."""
    game = new_game(seed=3)
    kinds = Counter(info.kind for info in game.cards)
    assert kinds[Kind.LAND] == 5 * 18
    assert kinds[Kind.CREATURE] == 50
    assert kinds[Kind.SPELL] == 50
    assert kinds[Kind.ARTIFACT] == 10


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_dom_1_1_two_to_five_players(players: int) -> None:
    """DOM-1.1: 2 to 5 players can play."""
    game = new_game(players=players, seed=1)
    assert game.player_count == players
    assert sorted(game.turn_order) == list(range(players))


def test_dom_1_1_default_is_four_players() -> None:
    """DOM-1.1: default 4."""
    assert DominarionSettings().players == 4
    assert new_game(seed=1, settings=DominarionSettings()).player_count == 4


@pytest.mark.parametrize("players", [0, 6, 7])
def test_dom_1_1_other_player_counts_are_refused(players: int) -> None:
    """DOM-1.1: 7 players (or 6, or 0) is a settings error saying 2 to 5."""
    with pytest.raises(SettingsError, match="2 to 5 players"):
        new_game(players=players, seed=1)


def test_dom_1_1_one_player_only_as_explicit_solitaire() -> None:
    """DOM-1.1: one player alone must be asked for explicitly (solitaire)."""
    with pytest.raises(SettingsError, match="solitaire"):
        new_game(players=1, seed=1)
    game = new_game(players=1, seed=1, solitaire=True)
    assert game.player_count == 1
    assert game.pending is not None and game.pending.player == 0


def test_dom_1_2_basic_lands_each_make_their_colour() -> None:
    """DOM-1.2: Plains→W, Island→U, Swamp→B, Mountain→R, Forest→G."""
    game = new_game(seed=2)
    lands = {info.name: info.land_color for info in game.cards if info.kind is Kind.LAND}
    assert lands == BASICS


@pytest.mark.parametrize("count", [15, 18, 20])
def test_dom_1_2_fifteen_to_twenty_lands_of_each_type(count: int) -> None:
    """DOM-1.2: 15–20 lands of each type (default 18)."""
    game = new_game(players=2, seed=1, lands_per_type=count)
    per_type = Counter(info.name for info in game.cards if info.kind is Kind.LAND)
    assert per_type == dict.fromkeys(BASICS, count)
    assert DominarionSettings().lands_per_type == 18


@pytest.mark.parametrize("count", [14, 21])
def test_dom_1_2_land_count_outside_range_is_refused(count: int) -> None:
    """DOM-1.2: lands 14 (or 21) per type is a settings error naming the range."""
    with pytest.raises(SettingsError, match="15 to 20"):
        DominarionSettings(lands_per_type=count)


def test_dom_1_3_ten_mono_coloured_creatures_per_colour() -> None:
    """DOM-1.3: for each colour, 10 mono-coloured creature cards."""
    game = new_game(seed=4)
    for color in COLORS:
        pile = game.supplies[f"{color}-creature"]
        assert len(pile) == 10
        for card_id in pile:
            info = game.cards[card_id]
            assert info.kind is Kind.CREATURE and info.color == color


def test_dom_1_4_ten_mono_coloured_spells_per_colour() -> None:
    """DOM-1.4: for each colour, 10 mono-coloured non-creature, non-artifact, non-land cards."""
    game = new_game(seed=4)
    for color in COLORS:
        pile = game.supplies[f"{color}-spell"]
        assert len(pile) == 10
        for card_id in pile:
            info = game.cards[card_id]
            assert info.kind is Kind.SPELL and info.color == color


def test_dom_1_5_artifacts_form_one_colourless_supply() -> None:
    """DOM-1.5: colourless non-creature artifacts form the artifact supply (default 10)."""
    game = new_game(seed=4)
    assert len(game.supplies["artifact"]) == 10
    assert all(game.cards[c].kind is Kind.ARTIFACT and game.cards[c].color == ""
               for c in game.supplies["artifact"])


def test_dom_1_5_artifact_supply_may_be_empty() -> None:
    """DOM-1.5: any number of artifacts, possibly none."""
    game = new_game(seed=4, artifacts=0)
    assert game.supplies["artifact"] == []
    assert game.pending is not None


def test_dom_1_6_default_pool_is_bundled_and_clean() -> None:
    """DOM-1.6: the game ships a default pool that builds every supply with no warnings."""
    game = new_game(seed=5)
    assert game.warnings == ()
    assert set(game.supplies) == {*COLORED_SUPPLIES, "artifact"}


def test_dom_1_6_awkward_cards_are_excluded_with_a_warning_naming_each() -> None:
    """DOM-1.6: multicoloured cards, colourless/artifact creatures, non-basic lands and cards
    with no mana cost are excluded at setup, with one warning naming each card."""
    awkward = awkward_rows()
    game = new_game(
        players=2, seed=1, pool_cards=mini_pool(extra=tuple(awkward)),
        creatures_per_color=2, spells_per_color=2, artifacts=2,
    )
    logged = [e["message"] for e in events_of(game, "pool_warning")]
    assert logged == list(game.warnings)
    assert len(game.warnings) == len(awkward)
    for row in awkward:
        assert any(w.startswith(row[0] + " ") for w in game.warnings), row[0]
    in_game = {info.name for info in game.cards}
    assert in_game.isdisjoint(row[0] for row in awkward)


@pytest.mark.parametrize(
    ("row", "reason"),
    [
        (("Lightning Helix", "{R}{W}", "Instant", "", ""), "multicoloured"),
        (("Ulamog's Crusher", "{8}", "Creature — Eldrazi", "8", "8"), "colourless creature"),
        (("Memnite", "{0}", "Artifact Creature — Construct", "1", "1"), "artifact creature"),
        (("Strip Mine", "", "Land", "", ""), "non-basic land"),
        (("Ancestral Vision", "", "Sorcery", "", ""), "no mana cost"),
    ],
)
def test_dom_1_6_each_awkward_category_gives_its_reason(
    row: tuple[str, str, str, str, str], reason: str
) -> None:
    """DOM-1.6: the warning names the card and why it does not fit."""
    game = new_game(
        players=2, seed=1, pool_cards=mini_pool(extra=(row,)),
        creatures_per_color=2, spells_per_color=2, artifacts=2,
    )
    assert len(game.warnings) == 1
    assert row[0] in game.warnings[0] and reason in game.warnings[0]


def test_dom_1_6_pool_too_small_names_pile_and_shortfall() -> None:
    """DOM-1.6: a pool too small is an error saying which pile is short and by how much."""
    with pytest.raises(SettingsError) as caught:
        new_game(players=2, seed=1, pool_cards=mini_pool(per_pile=2, artifacts=1),
                 creatures_per_color=3, spells_per_color=2, artifacts=2)
    message = str(caught.value)
    for color in COLORS:
        assert f"{color}-creature needs 3 cards but the pool has 2 (1 short)" in message
        assert f"{color}-spell" not in message
    assert "artifact needs 2 cards but the pool has 1 (1 short)" in message


# -- DOM-2 zones -------------------------------------------------------------------------------


def test_dom_2_zones_exist_for_every_player_and_shared() -> None:
    """DOM-2: per-player library, hand, discard, battlefield, mana; shared supplies, land piles,
    exile."""
    game = mini_game(players=3)
    for state in game.players:
        assert isinstance(state.library, list) and isinstance(state.hand, list)
        assert isinstance(state.discard, list) and isinstance(state.battlefield, list)
        assert len(state.mana) == 6
    assert set(game.land_piles) == set(BASICS)
    assert game.exile == []


def test_dom_2_1_library_hidden_hand_private_discard_and_battlefield_public() -> None:
    """DOM-2.1: library hidden, hand hidden from others, discard pile and battlefield public."""
    game = mini_game(players=2)
    first = game.turn_player
    other = 1 - first
    view = game.view(other).to_json()
    seen = view["players"][first]
    assert "hand" not in seen and "library" not in seen
    assert seen["hand_size"] == len(game.players[first].hand)
    assert seen["library_size"] == len(game.players[first].library)
    assert seen["discard"] == [game.cards[c].name for c in game.players[first].discard]
    assert seen["battlefield"] == []
    assert view["hand"] == [game.cards[c].name for c in game.players[other].hand]


def test_dom_2_2_shared_supplies_land_piles_and_exile_are_public() -> None:
    """DOM-2.2: supplies show only their top card (and size), land piles public counts, exile
    public."""
    game = mini_game(players=2)
    view = game.view(0).to_json()
    for key, ids in game.supplies.items():
        assert view["supplies"][key]["size"] == len(ids)
        assert view["supplies"][key]["top"]["name"] == game.cards[ids[-1]].name
    assert view["land_piles"] == {k: len(v) for k, v in game.land_piles.items()}
    assert view["exile"] == []


def test_dom_2_3_mana_pool_holds_wubrg_and_colourless() -> None:
    """DOM-2.3: the mana pool holds W U B R G and colourless C (six counts)."""
    game = mini_game(players=2)
    player = game.turn_player
    # auto_lands has played the opening hand's lands: five lands, one mana each.
    assert sum(game.players[player].mana) == 5
    assert game.players[player].mana[5] == 0
    assert game.view(player).mana == tuple(game.players[player].mana)


# -- DOM-3 setup -------------------------------------------------------------------------------


def test_dom_3_setup_reaches_the_first_decision() -> None:
    """DOM-3: after setup the first player in turn order is asked to act."""
    game = new_game(players=3, seed=11)
    assert game.pending is not None
    assert game.pending.player == game.turn_order[0] == game.turn_player
    assert game.turn_number == 1


def test_dom_3_1_ten_coloured_supplies_and_the_artifact_supply() -> None:
    """DOM-3.1: split creatures and spells by colour and kind into 10 supplies; artifacts form
    the artifact supply; each is shuffled (different seeds give different orders)."""
    game = new_game(seed=1)
    assert list(game.supplies) == [*COLORED_SUPPLIES, "artifact"]
    orders = {tuple(game.cards[c].name for c in new_game(seed=s).supplies["R-creature"])
              for s in range(6)}
    assert len(orders) > 1


def _reshuffle_pool(high_only: bool) -> tuple[tuple[str, str, str, str, str], ...]:
    rows = [r for r in mini_pool() if not r[0].startswith("W Bolt")]
    rows.append(("W Big Spell", "{5}{W}", "Sorcery", "", ""))
    if high_only:
        rows.append(("W Vast Spell", "{9}{W}", "Sorcery", "", ""))
    else:
        rows.append(("W Cheap Spell", "{W}", "Sorcery", "", ""))
    return tuple(rows)


def test_dom_3_2_spell_supply_reshuffled_until_top_has_mana_value_at_most_5() -> None:
    """DOM-3.2: a spell supply whose top card has mana value ≥ 6 is reshuffled until the top
    has mana value ≤ 5 (and the log says so)."""
    reshuffled = 0
    for seed in range(30):
        game = new_game(players=2, seed=seed, pool_cards=_reshuffle_pool(high_only=False),
                        creatures_per_color=2, spells_per_color=2, artifacts=2)
        top = game.cards[game.supplies["W-spell"][-1]]
        assert top.mana_value <= 5
        if events_of(game, "supply_reshuffled"):
            assert events_of(game, "supply_reshuffled") == [
                {"supply": "W-spell", "player": None}
            ]
            reshuffled += 1
    assert reshuffled > 0


def test_dom_3_2_unsettled_spell_supply_is_left_and_logged() -> None:
    """DOM-3.2: if the pile has no card of mana value ≤ 5, it is left as it is and the log
    says so."""
    for seed in range(5):
        game = new_game(players=2, seed=seed, pool_cards=_reshuffle_pool(high_only=True),
                        creatures_per_color=2, spells_per_color=2, artifacts=2)
        assert all(game.cards[c].mana_value >= 6 for c in game.supplies["W-spell"])
        assert events_of(game, "supply_unsettled") == [{"supply": "W-spell", "player": None}]
        assert events_of(game, "supply_reshuffled") == []


def test_dom_3_2_creature_supplies_are_not_reshuffled() -> None:
    """DOM-3.2: only spell supplies are checked."""
    rows = (*[r for r in mini_pool() if r[0] != "W Bear 0"],
            ("W Giant", "{7}{W}", "Creature — Giant", "7", "7"))
    giant_on_top = 0
    for seed in range(20):
        game = new_game(players=2, seed=seed, pool_cards=rows, creatures_per_color=2,
                        spells_per_color=2, artifacts=2)
        assert all(e["supply"].endswith("-spell") for e in events_of(game, "supply_reshuffled"))
        assert not any(e.kind == "supply_unsettled" for e in game.events)
        giant_on_top += game.cards[game.supplies["W-creature"][-1]].name == "W Giant"
    assert giant_on_top > 0


def test_dom_3_3_libraries_two_of_each_basic_and_land_piles_hold_the_rest() -> None:
    """DOM-3.3: each player gets two of each basic land (10 cards); the rest form five piles."""
    game = new_game(players=4, seed=9, auto_lands=False)
    for state in game.players:
        owned = state.library + state.hand
        assert len(owned) == 10
        assert Counter(game.cards[c].name for c in owned) == dict.fromkeys(BASICS, 2)
    assert {k: len(v) for k, v in game.land_piles.items()} == dict.fromkeys(BASICS, 18 - 8)


def test_dom_3_3_libraries_are_shuffled() -> None:
    """DOM-3.3: each player shuffles their library."""
    orders = set()
    for seed in range(8):
        game = new_game(players=2, seed=seed, auto_lands=False)
        orders.add(tuple(game.cards[c].name for c in game.players[game.turn_order[1]].library))
    assert len(orders) > 1


def test_dom_3_4_each_player_draws_five() -> None:
    """DOM-3.4: each player draws 5 cards as the opening hand."""
    game = new_game(players=5, seed=2, auto_lands=False)
    for player, state in enumerate(game.players):
        assert len(state.hand) == 5 and len(state.library) == 5
        draws = [e for e in events_of(game, "draw") if e["player"] == player]
        assert draws[0]["count"] == 5


def test_dom_3_5_turn_order_is_a_seeded_shuffle() -> None:
    """DOM-3.5: turn order is random via a seeded shuffle; the same seed gives the same game."""
    orders = {tuple(new_game(players=4, seed=s).turn_order) for s in range(12)}
    assert len(orders) > 1
    again = new_game(players=4, seed=7)
    assert again.turn_order == new_game(players=4, seed=7).turn_order
    assert again.transcript() == new_game(players=4, seed=7).transcript()
    assert events_of(again, "turn_order")[0]["order"] == tuple(again.turn_order)


@pytest.mark.parametrize("seed", [1, 2])
def test_dom_2_every_card_is_in_exactly_one_zone_throughout_a_game(seed: int) -> None:
    """DOM-2: every card is always in exactly one zone — a library, hand, discard pile or
    battlefield, a supply, a land pile or exile — from setup to the end of a played game."""
    game = new_game(players=4, seed=seed, turn_limit=40)
    rng = random.Random(seed)
    while True:
        zones: list[int] = [*game.exile]
        for ids in (*game.supplies.values(), *game.land_piles.values()):
            zones.extend(ids)
        for state in game.players:
            zones += state.library + state.hand + state.discard + state.battlefield
        assert sorted(zones) == list(range(len(game.cards)))
        if game.pending is None:
            break
        game.apply(rng.choice(game.pending.options))
    assert game.result is not None
