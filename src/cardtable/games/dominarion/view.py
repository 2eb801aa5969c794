"""What one Dominarion player may see (DOM-8.1).

A :class:`DominarionView` reads the game lazily, so building one per decision costs nothing;
:meth:`DominarionView.to_json` is the exact information a client or a bot receives: every
public zone, the supplies' top cards and sizes, every player's hand and library size, and the
viewer's own hand. Never another player's hand, and never any library's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.dominarion.cards import CardInfo
from cardtable.games.dominarion.mana import format_pool

if TYPE_CHECKING:
    from cardtable.games.dominarion.game import DominarionGame


class PublicPlayer:
    """One player's public zones as seen by anyone."""

    __slots__ = ("_game", "_seat")

    def __init__(self, game: DominarionGame, seat: int) -> None:
        self._game = game
        self._seat = seat

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def hand_size(self) -> int:
        return len(self._game.players[self._seat].hand)

    @property
    def library_size(self) -> int:
        return len(self._game.players[self._seat].library)

    @property
    def discard(self) -> tuple[str, ...]:
        cards = self._game.cards
        return tuple(cards[c].name for c in self._game.players[self._seat].discard)

    @property
    def battlefield(self) -> tuple[CardInfo, ...]:
        cards = self._game.cards
        return tuple([cards[c] for c in self._game.players[self._seat].battlefield])

    @property
    def power(self) -> int:
        return self._game.players[self._seat].power

    @property
    def toughness(self) -> int:
        return self._game.players[self._seat].toughness

    @property
    def score(self) -> int:
        return self._game.players[self._seat].score

    @property
    def mana(self) -> tuple[int, ...]:
        return tuple(self._game.players[self._seat].mana)

    @property
    def deck_size(self) -> int:
        """Cards the player owns outside the battlefield (library + hand + discard)."""
        state = self._game.players[self._seat]
        return len(state.library) + len(state.hand) + len(state.discard)

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self._seat,
            "hand_size": self.hand_size,
            "library_size": self.library_size,
            "discard": list(self.discard),
            "battlefield": [
                {"name": c.name, "power": c.power, "toughness": c.toughness}
                for c in self.battlefield
            ],
            "power": self.power,
            "toughness": self.toughness,
            "score": self.score,
            "mana": format_pool(self.mana),
        }


class DominarionView:
    """The game as ``player`` sees it."""

    __slots__ = ("_game", "player")

    def __init__(self, game: DominarionGame, player: int) -> None:
        self._game = game
        self.player = player

    # -- the viewer's own secrets ---------------------------------------------------------------

    @property
    def hand(self) -> tuple[CardInfo, ...]:
        cards = self._game.cards
        return tuple([cards[c] for c in self._game.players[self.player].hand])

    @property
    def mana(self) -> tuple[int, ...]:
        """The viewer's mana pool as six counts W U B R G C."""
        return tuple(self._game.players[self.player].mana)

    # -- public ---------------------------------------------------------------------------------

    @property
    def me(self) -> PublicPlayer:
        return PublicPlayer(self._game, self.player)

    @property
    def players(self) -> tuple[PublicPlayer, ...]:
        return tuple(PublicPlayer(self._game, p) for p in range(len(self._game.players)))

    @property
    def supply_tops(self) -> dict[str, CardInfo | None]:
        cards = self._game.cards
        return {k: (cards[v[-1]] if v else None) for k, v in self._game.supplies.items()}

    @property
    def supply_sizes(self) -> dict[str, int]:
        return {k: len(v) for k, v in self._game.supplies.items()}

    @property
    def land_piles(self) -> dict[str, int]:
        return {k: len(v) for k, v in self._game.land_piles.items()}

    def land_pile_size(self, name: str) -> int:
        """How many lands the ``name`` pile holds (0 for a name that is not a pile); the same
        as ``land_piles.get(name, 0)`` without building the whole mapping."""
        pile = self._game.land_piles.get(name)
        return len(pile) if pile is not None else 0

    @property
    def exile(self) -> tuple[str, ...]:
        cards = self._game.cards
        return tuple(cards[c].name for c in self._game.exile)

    @property
    def turn_number(self) -> int:
        return self._game.turn_number

    @property
    def turn_player(self) -> int:
        return self._game.turn_player

    @property
    def turn_order(self) -> tuple[int, ...]:
        return tuple(self._game.turn_order)

    @property
    def phase(self) -> str:
        return self._game.phase

    @property
    def has_bought(self) -> bool:
        return self._game.bought

    @property
    def has_gained_land(self) -> bool:
        return self._game.gained_land

    @property
    def is_final_round(self) -> bool:
        return self._game.ender is not None

    @property
    def turn_limit(self) -> int:
        return self._game.settings.turn_limit

    def to_json(self) -> dict[str, Any]:
        tops = self.supply_tops
        return {
            "viewer": self.player,
            "turn": self.turn_number,
            "turn_player": self.turn_player,
            "turn_order": list(self.turn_order),
            "phase": self.phase,
            "bought": self.has_bought,
            "gained_land": self.has_gained_land,
            "final_round": self.is_final_round,
            "hand": [c.name for c in self.hand],
            "supplies": {
                key: {
                    "size": size,
                    "top": None if tops[key] is None else _card_json(tops[key]),
                }
                for key, size in self.supply_sizes.items()
            },
            "land_piles": self.land_piles,
            "exile": list(self.exile),
            "players": [p.to_json() for p in self.players],
        }


def _card_json(card: CardInfo | None) -> dict[str, Any]:
    assert card is not None
    out: dict[str, Any] = {
        "name": card.name,
        "kind": card.kind.value,
        "cost": "".join(s.text for s in card.symbols),
        "mana_value": card.mana_value,
    }
    if card.kind.value == "creature":
        out["power"] = card.power
        out["toughness"] = card.toughness
    return out
