"""Small helpers for Dominarion rule tests: build games and arrange precise situations.

Arranging writes the game's own zones (hand, library, mana, supplies) and then asks the game for
its next decision again, so every rule is then exercised through ``game.apply``.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.cards.card import Card
from cardtable.core.errors import IllegalAction
from cardtable.games.dominarion import DeclineSorcery, DominarionGame, EndMain, new_game
from cardtable.games.dominarion.actions import PayMana, PaymentDone
from cardtable.games.dominarion.cards import Kind, classify
from cardtable.games.dominarion.cards import card_info as make_info
from cardtable.games.dominarion.mana import parse_payment

COLORS = "WUBRG"
PoolRow = tuple[str, str, str, str, str]


def mini_pool(
    per_pile: int = 2, artifacts: int = 2, extra: tuple[PoolRow, ...] = ()
) -> tuple[PoolRow, ...]:
    """A tiny invented pool: ``per_pile`` cheap creatures and spells of each colour and
    ``artifacts`` artifacts, plus ``extra`` rows."""
    rows: list[PoolRow] = []
    for color in COLORS:
        for i in range(per_pile):
            rows.append((f"{color} Bear {i}", f"{{1}}{{{color}}}", "Creature — Bear", "2", "2"))
            rows.append((f"{color} Bolt {i}", f"{{{color}}}", "Instant", "", ""))
    for i in range(artifacts):
        rows.append((f"Trinket {i}", "{1}", "Artifact", "", ""))
    return (*rows, *extra)


def mini_game(
    players: int = 2, seed: int = 1, per_pile: int = 2, artifacts: int = 2, **options: Any
) -> DominarionGame:
    """A game on :func:`mini_pool` with small supplies."""
    return new_game(
        players=players,
        seed=seed,
        pool_cards=mini_pool(per_pile, artifacts),
        creatures_per_color=per_pile,
        spells_per_color=per_pile,
        artifacts=artifacts,
        **options,
    )


def add_card(
    game: DominarionGame,
    name: str,
    cost: str,
    type_line: str,
    power: str | None = None,
    toughness: str | None = None,
) -> int:
    """Make one more physical card in ``game`` and return its id (it is in no zone yet)."""
    card = Card.simple(name, cost, type_line, power, toughness)
    kind, reason = classify(card)
    assert kind is not None, reason
    game.cards = (*game.cards, make_info(card, kind))
    return len(game.cards) - 1


def land(game: DominarionGame, name: str) -> int:
    """A new basic land card of ``name`` (Plains, Island, …)."""
    return add_card(game, name, "", f"Basic Land — {name}")


def arrange(
    game: DominarionGame,
    *,
    hand: list[int] | None = None,
    library: list[int] | None = None,
    discard: list[int] | None = None,
    mana: str | None = None,
    phase: str = "main",
) -> int:
    """Set the turn player's zones and pool, put the game in ``phase`` and re-ask. Returns the
    turn player."""
    player = game.turn_player
    state = game.players[player]
    if hand is not None:
        state.hand = list(hand)
    if library is not None:
        state.library = list(library)
    if discard is not None:
        state.discard = list(discard)
    if mana is not None:
        state.mana = parse_payment(mana)
    game.phase = phase
    game.mark_changed()
    return player


def snapshot(game: DominarionGame) -> dict[str, Any]:
    """Every zone, pool, supply and flag of the game, to prove a refused action changed nothing."""
    return {
        "players": [
            (tuple(s.library), tuple(s.hand), tuple(s.discard), tuple(s.battlefield),
             tuple(s.mana), s.power, s.toughness)
            for s in game.players
        ],
        "supplies": {k: tuple(v) for k, v in game.supplies.items()},
        "land_piles": {k: tuple(v) for k, v in game.land_piles.items()},
        "exile": tuple(game.exile),
        "flags": (game.turn_player, game.turn_number, game.phase, game.bought, game.gained_land),
        "events": len(game.events),
        "actions": len(game.actions),
        "rng": game.rng.getstate(),
    }


def names(game: DominarionGame, ids: list[int]) -> list[str]:
    return [game.cards[i].name for i in ids]


def events_of(game: DominarionGame, kind: str, since: int = 0) -> list[dict[str, Any]]:
    """The data of every ``kind`` event from index ``since`` on (player under ``"player"``)."""
    out = []
    for event in game.events[since:]:
        if event.kind == kind:
            data = dict(event.data) | dict(event.secret)
            data["player"] = event.player
            out.append(data)
    return out


def to_main(game: DominarionGame) -> None:
    """Decline the sorcery if the game asks for one."""
    pending = game.pending
    if pending is not None and pending.tag == "upkeep":
        game.apply(DeclineSorcery())


def mana_text(game: DominarionGame, player: int) -> str:
    """The pool as letters in WUBRGC order, e.g. ``"RCCC"``."""
    return "".join(m * n for m, n in zip("WUBRGC", game.players[player].mana, strict=True))


def refused(game: DominarionGame, action: object, match: str = "") -> str:
    """Apply ``action``, expect :class:`IllegalAction`, and check nothing changed."""
    before = snapshot(game)
    with pytest.raises(IllegalAction, match=match) as caught:
        game.apply(action)
    assert snapshot(game) == before
    return str(caught.value)


def put_creatures(
    game: DominarionGame, player: int, stats: list[tuple[int, int]], prefix: str = "Beast"
) -> list[int]:
    """Put new creatures with the given (power, toughness) onto ``player``'s battlefield."""
    ids = []
    for i, (power, toughness) in enumerate(stats):
        card_id = add_card(game, f"{prefix} {player}.{i}", "{G}", "Creature — Beast",
                           str(power), str(toughness))
        game.players[player].battlefield.append(card_id)
        game.players[player].power += power
        game.players[player].toughness += toughness
        ids.append(card_id)
    return ids


def pass_turns(game: DominarionGame, count: int | None = None) -> None:
    """Decline and end the main phase for ``count`` turns (``None``: until the game ends)."""
    done = 0
    while game.pending is not None and (count is None or done < count):
        if game.pending.tag == "upkeep":
            game.apply(DeclineSorcery())
        game.apply(EndMain())
        done += 1


def add_forced(
    game: DominarionGame, name: str, cost: str, kind: Kind, power: str = "1", toughness: str = "1"
) -> int:
    """Make a card of ``kind`` even if DOM-1.6 would leave it out of a pool (e.g. a hybrid
    cost, which makes a card multicoloured), to exercise the mana rules on every symbol."""
    type_line = "Creature — Test" if kind is Kind.CREATURE else "Sorcery"
    card = Card.simple(name, cost, type_line, power, toughness)
    game.cards = (*game.cards, make_info(card, kind))
    return len(game.cards) - 1


def hand_id(game: DominarionGame, name: str) -> int:
    """The object id an action names for ``name``: the first card of that name in the turn
    player's hand (the one the game offers), else any card of that name in the game (an id that
    is not in hand), else an id no card has."""
    cards = game.cards
    for card_id in game.players[game.turn_player].hand:
        if cards[card_id].name == name:
            return card_id
    for card_id in range(len(cards) - 1, -1, -1):
        if cards[card_id].name == name:
            return card_id
    return len(cards) + 1000


def pay(game: DominarionGame, letters: str) -> None:
    """DOM-7.4 with ``choose_payment``: spend ``letters`` one mana at a time, then say it is
    paid if the game still asks."""
    for letter in letters.upper():
        game.apply(PayMana(letter))
    pending = game.pending
    if pending is not None and pending.tag == "payment":
        game.apply(PaymentDone())
