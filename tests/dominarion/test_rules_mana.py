"""Dominarion rules DOM-7: mana symbols, mana gained from a cost, paying costs."""

from __future__ import annotations

import pytest

from cardtable.games.dominarion import (
    Buy,
    CastSorcery,
    EndMain,
    PayMana,
    PaymentDone,
    Pitch,
    PlayArtifact,
    PlayLand,
    Summon,
)
from cardtable.games.dominarion.cards import Kind
from cardtable.games.dominarion.game import DominarionGame

from .helpers import (
    add_card,
    add_forced,
    arrange,
    events_of,
    hand_id,
    mana_text,
    mini_game,
    pay,
    refused,
)

# -- DOM-7.1 symbols ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cost", "value", "full"),
    [
        ("{W}{U}{B}{R}{G}", 5, "WUBRG"),
        ("{2}{B}", 3, "BCC"),
        ("{C}{U}", 2, "UC"),
        ("{X}{R}", 1, "R"),
        ("{W/U}", 1, "W"),
        ("{2/W}", 2, "W"),
        ("{W/P}", 1, "W"),
        ("{S}{G}", 2, "GC"),
    ],
)
def test_dom_7_1_every_mana_symbol_is_understood(cost: str, value: int, full: str) -> None:
    """DOM-7.1: coloured, generic, colourless, X (counts as 0), hybrid, two-brid, Phyrexian and
    snow symbols all give a mana value and a mana yield."""
    game = mini_game()
    player = game.turn_player
    card = add_forced(game, "Symbol Test", cost, Kind.SPELL)
    assert game.cards[card].mana_value == value
    arrange(game, hand=[card], mana="")
    game.apply(Pitch(hand_id(game, "Symbol Test"), "W" if "/U" in cost else ""))
    assert mana_text(game, player) == full


# -- DOM-7.2 mana gained from a spell's cost ---------------------------------------------------


def _sorcery(game: DominarionGame, cost: str, choices: str = "", forced: bool = False) -> str:
    """Cast a spell of ``cost`` as a sorcery from an otherwise empty hand; return the pool."""
    player = game.turn_player
    card = (add_forced(game, "Cost Test", cost, Kind.SPELL) if forced
            else add_card(game, "Cost Test", cost, "Sorcery"))
    library = [add_card(game, f"Pad {i}", "{G}", "Creature — Elf", "1", "1") for i in range(9)]
    arrange(game, hand=[card], library=library, mana="", phase="upkeep")
    game.apply(CastSorcery(hand_id(game, "Cost Test"), choices))
    return mana_text(game, player)


@pytest.mark.parametrize(
    ("cost", "full", "coloured"),
    [
        ("{3}{R}", "RCCC", "R"),
        ("{W}{W}", "WW", "WW"),
        ("{1}{W/P}", "WC", "W"),
        ("{2/G}{2/G}", "GG", "GG"),
        ("{X}{X}{B}", "B", "B"),
        ("{C}{C}{U}", "UCC", "U"),
        ("{S}{R}", "RC", "R"),
    ],
)
def test_dom_7_2_sorcery_mana_in_both_settings(cost: str, full: str, coloured: str) -> None:
    """DOM-7.2: with ``full`` (default) the whole cost becomes mana (``{3}{R}`` → C C C R);
    with ``coloured-only`` only the coloured symbols do (``{3}{R}`` → R). Two-brid and
    Phyrexian give one of their colour, X gives nothing."""
    assert _sorcery(mini_game(), cost) == full
    assert _sorcery(mini_game(sorcery_mana="coloured-only"), cost) == coloured


def test_dom_7_2_default_setting_is_full_and_others_are_refused() -> None:
    """DOM-7.2 (option): ``full`` by default; only ``full`` and ``coloured-only`` exist."""
    assert mini_game().settings.sorcery_mana == "full"
    with pytest.raises(ValueError, match="coloured-only"):
        mini_game(sorcery_mana="colourless")


def test_dom_7_2_pitch_gains_like_a_sorcery_in_both_settings() -> None:
    """DOM-7.2 applies to pitching as well as to sorceries."""
    for mode, expected in (("full", "RCCC"), ("coloured-only", "R")):
        game = mini_game(sorcery_mana=mode)
        player = game.turn_player
        card = add_card(game, "Blaze Test", "{3}{R}", "Sorcery")
        arrange(game, hand=[card], mana="")
        game.apply(Pitch(hand_id(game, "Blaze Test")))
        assert mana_text(game, player) == expected
        assert events_of(game, "pitch")[-1]["added"] == format_letters(expected)


def format_letters(letters: str) -> str:
    """``"RCCC"`` → ``"R CCC"`` (the log's pool format)."""
    groups: list[str] = []
    for letter in letters:
        if groups and groups[-1][0] == letter:
            groups[-1] += letter
        else:
            groups.append(letter)
    return " ".join(groups)


def test_dom_7_2_hybrid_player_chooses_the_colour() -> None:
    """DOM-7.2: hybrid ``{W/U}`` — the player chooses one of the two colours; anything else is
    refused with the options named."""
    game = mini_game()
    card = add_forced(game, "Hybrid Test", "{W/U}{W/U}", Kind.SPELL)
    arrange(game, hand=[card], mana="", phase="upkeep")
    assert game.pending is not None
    offered = {o.choices for o in game.pending.options if isinstance(o, CastSorcery)}
    assert offered == {"WW", "WU", "UW", "UU"}
    message = refused(game, CastSorcery(hand_id(game, "Hybrid Test"), "WR"), "hybrid colours")
    assert "'UU'" in message
    refused(game, CastSorcery(hand_id(game, "Hybrid Test"), ""), "hybrid colours")
    for choices, expected in (("WU", "WU"), ("UU", "UU")):
        assert _sorcery(mini_game(), "{W/U}{W/U}", choices, forced=True) == expected


def test_dom_7_2_hybrid_choice_in_coloured_only_mode() -> None:
    """DOM-7.2: a hybrid symbol is coloured, so ``coloured-only`` still adds the chosen colour."""
    game = mini_game(sorcery_mana="coloured-only")
    assert _sorcery(game, "{1}{B/G}", "G", forced=True) == "G"


def test_dom_7_2_x_adds_nothing_and_draws_nothing_for_x() -> None:
    """DOM-7.2 / DOM-7.1: ``{X}`` counts as 0 — a ``{X}{R}`` sorcery draws 1 and adds R."""
    game = mini_game()
    player = game.turn_player
    assert _sorcery(game, "{X}{R}") == "R"
    assert events_of(game, "draw")[-1]["count"] == 1
    assert len(game.players[player].hand) == 1


# -- DOM-7.3 paying a cost ---------------------------------------------------------------------


def _summon_case(cost: str, pool: str, kind: Kind = Kind.CREATURE) -> tuple[DominarionGame, bool]:
    game = mini_game()
    card = add_forced(game, "Cost Creature", cost, kind)
    arrange(game, hand=[card], mana=pool)
    return game, game.can(Summon(hand_id(game, "Cost Creature")))


@pytest.mark.parametrize(
    ("cost", "pool", "payable"),
    [
        ("{1}{G}", "GW", True),
        ("{1}{G}", "WW", False),
        ("{G}{G}", "GC", False),
        ("{2}{G}", "GCU", True),
        ("{2}{G}", "GC", False),
        ("{C}{G}", "GC", True),
        ("{C}{G}", "GG", False),
        ("{W/U}", "U", True),
        ("{W/U}", "W", True),
        ("{W/U}", "R", False),
        ("{W/U}{W/U}", "WU", True),
        ("{2/W}", "W", True),
        ("{2/W}", "RC", True),
        ("{2/W}", "R", False),
        ("{W/P}", "W", True),
        ("{W/P}", "RR", False),
        ("{X}{R}", "R", True),
        ("{S}", "B", True),
    ],
)
def test_dom_7_3_paying_each_kind_of_symbol(cost: str, pool: str, payable: bool) -> None:
    """DOM-7.3: coloured needs its colour; generic any mana; ``{C}`` colourless; hybrid either
    colour; two-brid the colour or two of any; Phyrexian the colour (no life to pay); X = 0."""
    game, can = _summon_case(cost, pool)
    assert can is payable
    assert game.pending is not None
    assert (Summon(hand_id(game, "Cost Creature")) in game.pending.options) is payable
    if payable:
        game.apply(Summon(hand_id(game, "Cost Creature")))
    else:
        refused(game, Summon(hand_id(game, "Cost Creature")), "cannot pay")


def test_dom_7_3_unpayable_supply_cannot_be_bought() -> None:
    """DOM-7.3: a cost the pool cannot pay cannot be chosen — for buying too."""
    game = mini_game()
    top = game.cards[game.supplies["G-creature"][-1]]
    assert [s.text for s in top.symbols] == ["{1}", "{G}"]
    arrange(game, hand=[], mana="RR")
    assert game.pending is not None and Buy("G-creature") not in game.pending.options
    refused(game, Buy("G-creature"), "DOM-7.3")
    arrange(game, hand=[], mana="RG")
    game.apply(Buy("G-creature"))


# -- DOM-7.4 who chooses the payment -----------------------------------------------------------


@pytest.mark.parametrize(
    ("cost", "pool", "paid", "left"),
    [
        ("{1}{G}", "GWC", "G C", "W"),
        ("{2}{G}", "GRRWC", "R G C", "RW"),
        ("{1}{G}", "GRRW", "R G", "WR"),
        ("{1}{G}", "GUR", "U G", "R"),
        ("{1}{G}", "GBW", "W G", "B"),
        ("{2}", "WUBRG", "W U", "BRG"),
        ("{3}", "GGBBC", "B G C", "GB"),
    ],
)
def test_dom_7_4_auto_payment_colourless_first_then_most_held_then_wubrg(
    cost: str, pool: str, paid: str, left: str
) -> None:
    """DOM-7.4: without an explicit payment the engine pays generic costs with colourless
    first, then with the colours the player holds most of, ties in WUBRG order; the payment is
    recorded in the game log."""
    game = mini_game()
    player = game.turn_player
    card = add_forced(game, "Cost Creature", cost, Kind.CREATURE)
    arrange(game, hand=[card], mana=pool)
    game.apply(Summon(hand_id(game, "Cost Creature")))
    assert events_of(game, "summon")[-1]["paid"] == paid
    assert sorted(mana_text(game, player)) == sorted(left)


def test_dom_7_4_explicit_payment_is_used_exactly_and_logged() -> None:
    """DOM-7.4: the player may say exactly which mana pays a cost — with ``choose_payment``
    a follow-up decision asks one mana at a time, and the log records the payment."""
    game = mini_game(choose_payment=True)
    player = game.turn_player
    bear = add_card(game, "Bear Test", "{1}{G}", "Creature — Bear", "2", "2")
    arrange(game, hand=[bear], mana="GGWC")
    game.apply(Summon(bear))
    assert game.pending is not None and game.pending.tag == "payment"
    assert game.players[player].battlefield == []  # nothing happens until it is paid
    pay(game, "GG")
    assert events_of(game, "summon")[-1]["paid"] == "GG"
    assert mana_text(game, player) == "WC"
    assert game.players[player].battlefield == [bear]


def test_dom_7_4_explicit_payment_for_a_buy() -> None:
    """DOM-7.4: explicit payment works for buying, and the log records it."""
    game = mini_game(choose_payment=True)
    player = game.turn_player
    arrange(game, hand=[], mana="RGGC")
    game.apply(Buy("G-creature"))
    pay(game, "GR")
    assert events_of(game, "buy")[-1]["paid"] == "R G"
    assert mana_text(game, player) == "GC"


def test_dom_7_4_every_exact_payment_is_among_the_options() -> None:
    """DOM-7.4 with kernel v2 gap 8: the payment decision offers exactly the mana that still
    leads to an exact payment, so every legal payment is reachable through the options."""
    game = mini_game(choose_payment=True)
    bear = add_card(game, "Bear Test", "{1}{G}", "Creature — Bear", "2", "2")
    arrange(game, hand=[bear], mana="GGWWC")
    game.apply(Summon(bear))
    assert game.pending is not None
    assert set(game.pending.options) == {PayMana("W"), PayMana("G"), PayMana("C")}
    game.apply(PayMana("W"))  # W can only pay the {1}: only G may follow
    assert game.pending is not None and game.pending.options == (PayMana("G"),)
    game.apply(PayMana("G"))
    assert events_of(game, "summon")[-1]["paid"] == "W G"  # complete: finished at once


@pytest.mark.parametrize(
    ("spend", "why"),
    [
        ("CC", "no exact payment"),
        ("WW", "no exact payment"),
        ("U", "no exact payment"),
        ("Q", "no exact payment"),
    ],
)
def test_dom_7_4_wrong_explicit_payment_is_refused(spend: str, why: str) -> None:
    """DOM-7.4 with DOM-7.3: the mana spent must come from the pool and pay the cost
    exactly; a mana that cannot lead there is refused and nothing changes."""
    game = mini_game(choose_payment=True)
    bear = add_card(game, "Bear Test", "{1}{G}", "Creature — Bear", "2", "2")
    arrange(game, hand=[bear], mana="GGWWC")
    game.apply(Summon(bear))
    for letter in spend[:-1]:
        game.apply(PayMana(letter))
    refused(game, PayMana(spend[-1]), why)


def test_dom_7_4_payment_done_only_when_exact() -> None:
    """DOM-7.4: saying the cost is paid is refused while the mana spent does not pay it."""
    game = mini_game(choose_payment=True)
    bear = add_card(game, "Bear Test", "{1}{G}", "Creature — Bear", "2", "2")
    arrange(game, hand=[bear], mana="GGWWC")
    game.apply(Summon(bear))
    game.apply(PayMana("G"))
    refused(game, PaymentDone(), "does not pay the cost exactly")
    refused(game, EndMain(), "a cost is being paid")


def test_dom_7_4_explicit_payment_for_flexible_symbols() -> None:
    """DOM-7.4 with DOM-7.3: two of any for a two-brid, either colour for a hybrid."""
    game = mini_game(choose_payment=True)
    twobrid = add_forced(game, "Twobrid Test", "{2/W}", Kind.CREATURE)
    hybrid = add_forced(game, "Hybrid Test", "{W/U}", Kind.CREATURE)
    arrange(game, hand=[twobrid, hybrid], mana="WURR")
    game.apply(Summon(twobrid))
    pay(game, "RR")
    game.apply(Summon(hybrid))
    pay(game, "U")
    assert mana_text(game, game.turn_player) == "W"


def test_dom_7_4_a_cost_with_one_way_to_pay_asks_nothing() -> None:
    """DOM-7.4: with ``choose_payment`` a cost the pool pays in only one way is paid at once."""
    game = mini_game(choose_payment=True)
    bear = add_card(game, "Bear Test", "{1}{G}", "Creature — Bear", "2", "2")
    arrange(game, hand=[bear], mana="GG")
    game.apply(Summon(bear))
    assert game.pending is not None and game.pending.tag == "main"
    assert events_of(game, "summon")[-1]["paid"] == "GG"


# -- DOM-7 the whole mana cycle ----------------------------------------------------------------


def test_dom_7_mana_from_lands_spells_and_artifacts_pays_for_a_card() -> None:
    """DOM-7: lands, a pitched spell and an artifact fill the pool, a purchase spends it and
    the rest empties at the end of the turn."""
    game = mini_game(auto_lands=False)
    player = game.turn_player
    spell = add_card(game, "Blaze Test", "{2}{R}", "Sorcery")
    rock = add_card(game, "Rock Test", "{4}", "Artifact")
    forest = add_forced(game, "Forest", "", Kind.LAND)
    arrange(game, hand=[spell, rock, forest], mana="")
    game.apply(PlayLand(hand_id(game, "Forest")))
    game.apply(Pitch(hand_id(game, "Blaze Test")))
    game.apply(PlayArtifact(hand_id(game, "Rock Test"), "U"))
    assert mana_text(game, player) == "URGCC"
    game.apply(Buy("U-creature"))
    assert events_of(game, "buy")[-1]["paid"] == "U C"  # a {1}{U} creature
    assert mana_text(game, player) == "RGC"
    game.apply(EndMain())
    assert game.players[player].mana == [0] * 6
