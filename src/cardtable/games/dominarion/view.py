"""What one Dominarion player may see (DOM-8.1), as a frozen snapshot.

A :class:`DominarionView` is plain immutable data copied out of the game when it is made (a
named tuple of tuples, frozen mappings and frozen card facts): it
holds no reference to the game, its generator or any hidden zone, so it can be handed to a bot,
a browser or another process as it is (kernel v2, DESIGN §2). :meth:`DominarionView.to_json` is
the exact information a client or a bot receives: every public zone, the supplies' top cards and
sizes, every player's hand and library size, and the viewer's own hand (with the cards' object
ids, which the viewer's actions name). Never another player's hand, and never any library's
order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from cardtable.core.snapshot import FrozenMapping
from cardtable.games.dominarion.cards import CardInfo
from cardtable.games.dominarion.mana import format_pool


class PublicPlayer(NamedTuple):
    """One player's public zones as seen by anyone."""

    seat: int
    hand_size: int
    library_size: int
    discard: tuple[str, ...]
    battlefield: tuple[CardInfo, ...]
    power: int
    toughness: int
    mana: tuple[int, ...]

    @property
    def score(self) -> int:
        """DOM-6.3: the larger of the creatures' total power and total toughness."""
        return max(self.power, self.toughness)

    @property
    def deck_size(self) -> int:
        """Cards the player owns outside the battlefield (library + hand + discard)."""
        return self.library_size + self.hand_size + len(self.discard)

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
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


class DominarionView(NamedTuple):
    """The game as ``player`` sees it (built by ``game.view(player)``). A named tuple: immutable,
    and built in one step, since one is made for every decision."""

    player: int
    hand_ids: tuple[int, ...]
    """The object ids of the viewer's hand, in hand order (what their actions name)."""
    hand: tuple[CardInfo, ...]
    mana: tuple[int, ...]
    """The viewer's mana pool as six counts W U B R G C."""
    players: tuple[PublicPlayer, ...]
    supply_tops: Mapping[str, CardInfo | None]
    supply_sizes: Mapping[str, int]
    land_piles: Mapping[str, int]
    exile: tuple[str, ...]
    turn_number: int
    turn_player: int
    turn_order: tuple[int, ...]
    phase: str
    has_bought: bool
    has_gained_land: bool
    is_final_round: bool
    turn_limit: int
    paying: tuple[int, ...] | None = None
    """While a cost is being paid one mana at a time (DOM-7.4): the mana spent so far."""

    @property
    def me(self) -> PublicPlayer:
        return self.players[self.player]

    def land_pile_size(self, name: str) -> int:
        """How many lands the ``name`` pile holds (0 for a name that is not a pile)."""
        return self.land_piles.get(name, 0)

    def hand_card(self, card_id: int) -> CardInfo | None:
        """The facts of card ``card_id`` if it is in the viewer's hand."""
        for own, info in zip(self.hand_ids, self.hand, strict=True):
            if own == card_id:
                return info
        return None

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
            "hand_ids": list(self.hand_ids),
            "supplies": {
                key: {
                    "size": size,
                    "top": None if tops[key] is None else _card_json(tops[key]),
                }
                for key, size in self.supply_sizes.items()
            },
            "land_piles": dict(self.land_piles),
            "exile": list(self.exile),
            "players": [p.to_json() for p in self.players],
        }


def frozen_mapping(data: dict[str, Any]) -> Mapping[str, Any]:
    """A read-only mapping over a dict nobody else holds."""
    return FrozenMapping.adopt(data)


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
