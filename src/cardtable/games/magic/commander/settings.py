"""A Commander table's settings and the data the game keeps (CMD-2, CMD-3, CMD-4; CR 903).

:class:`CommanderSettings` — decks, commanders, the rules in force (a preset or a date, CMD-4),
the house rules (CMD-3) — is checked when made (2–6 players, CMD-2.8; one or two commanders,
CMD-1.1; the League rule across the table, CMD-3.5; the EDH sideboard's size, CMD-3.2) and goes
into every record. Also here: the zones the return to the command zone applies to under each
stage of the rule (CMD-2.6, CMD-4.3; CR 903.9), the view a Commander player sees, and the
per-seat statistics CMD-3.3's victory points read.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.core.decision import Decision
from cardtable.core.errors import SettingsError
from cardtable.core.workstack import Frame
from cardtable.games.magic import model as m
from cardtable.games.magic.commander.rules import (
    CommanderRules,
    check_house_rules,
    with_house_rules,
)
from cardtable.games.magic.game import MagicSettings
from cardtable.games.magic.model.loader import card_from_data, card_to_data
from cardtable.games.magic.objects import (
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
)
from cardtable.games.magic.view import MagicView

RULES_VERSION = "commander-cr-2025-02-07/1"
LETHAL_COMMANDER_DAMAGE = 21
REPLACEMENT_NOTE = (
    "the hand/library replacement (and every zone under the 2019 rules) is asked as soon as the "
    "effect that moves the commander is over, before anything else happens: the card stays "
    "where it was until its owner answers, then makes one move (to the command zone, or where "
    "it was going), so nothing ever sees it in the hand, library or graveyard (CR 614.1)"
)
ORDER_TAG = "commander.replacement_order"
ORDER_OPTIONS = ("command zone first", "exile instead first")
RETURN_ZONES = {
    "graveyard": (GRAVEYARD,),
    "graveyard+exile": (GRAVEYARD, EXILE),
    "2019": (GRAVEYARD, EXILE, HAND, LIBRARY),
    "current": (GRAVEYARD, EXILE, HAND, LIBRARY),
}


@dataclass(frozen=True)
class CommanderSettings:
    """Decks by seat (card names, commanders included), each seat's commander names, the rules
    (preset or date, CMD-4) and the house rules (CMD-3) — all of it in every record."""

    decks: tuple[tuple[str, ...], ...]
    commanders: tuple[tuple[str, ...], ...]
    cards: Mapping[str, m.CardDef]
    rules: CommanderRules = field(default_factory=CommanderRules)
    house_rules: tuple[str, ...] = ()
    turn_limit: int = 60
    starting_player: int | None = None
    life: int = 40
    sideboards: tuple[tuple[str, ...], ...] = ()  # CMD-3.2: up to 10 cards a seat

    def __post_init__(self) -> None:
        players = len(self.decks)
        if not 2 <= players <= 6:
            raise SettingsError(f"Commander takes 2 to 6 players, not {players} (CMD-2.8)")
        if len(self.commanders) != players:
            raise SettingsError(f"{players} decks but {len(self.commanders)} commander lists")
        for seat, (deck, names) in enumerate(zip(self.decks, self.commanders, strict=True)):
            if len(names) > 2:
                raise SettingsError(f"seat {seat}: a deck has one or two commanders "
                                    f"(CMD-1.1), not {len(names)}")
            for name in names:
                if name not in deck:
                    raise SettingsError(f"seat {seat}: the commander {name!r} is not in the "
                                        "deck; list it in the deck's commander section")
        object.__setattr__(self, "house_rules", check_house_rules(tuple(self.house_rules)))
        if "league" in self.house_rules or self.rules.table_rule == "league":
            check_league_table(self.decks, self.commanders)
        if self.sideboards:
            if len(self.sideboards) != players:
                raise SettingsError(f"{players} decks but {len(self.sideboards)} sideboards "
                                    "(give an empty one for a seat without)")
            for seat, board in enumerate(self.sideboards):
                if len(board) > SIDEBOARD_SIZE:
                    raise SettingsError(f"seat {seat}: an EDH sideboard holds at most "
                                        f"{SIDEBOARD_SIZE} cards (CMD-3.2), not {len(board)}")
                for name in board:
                    if name not in self.cards:
                        raise SettingsError(f"seat {seat}: the sideboard card {name!r} has "
                                            "no definition")

    @property
    def effective_rules(self) -> CommanderRules:
        return with_house_rules(self.rules, self.house_rules)

    def magic_settings(self) -> MagicSettings:
        return MagicSettings(self.decks, self.cards, self.life, self.turn_limit,
                             self.effective_rules.mulligan, self.starting_player)

    def to_json(self) -> dict[str, Any]:
        used = sorted({name for deck in (*self.decks, *self.sideboards) for name in deck})
        return {"decks": [list(d) for d in self.decks],
                "commanders": [list(c) for c in self.commanders],
                "rules": self.rules.to_json(), "house_rules": list(self.house_rules),
                "turn_limit": self.turn_limit, "starting_player": self.starting_player,
                "life": self.life, "sideboards": [list(b) for b in self.sideboards],
                "cards": {name: card_to_data(self.cards[name]) for name in used}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CommanderSettings:
        cards = {name: card_from_data(c) for name, c in dict(data["cards"]).items()}
        return cls(tuple(tuple(d) for d in data["decks"]),
                   tuple(tuple(c) for c in data["commanders"]), cards,
                   CommanderRules.from_json(dict(data.get("rules", {}))),
                   tuple(data.get("house_rules", ())), int(data.get("turn_limit", 60)),
                   data.get("starting_player"), int(data.get("life", 40)),
                   tuple(tuple(b) for b in data.get("sideboards", ())))


def check_league_table(decks: Sequence[Sequence[str]],
                       commanders: Sequence[Sequence[str]]) -> None:
    """CMD-3.5 across the table: no two players with the same commander, no deck holding a card
    another player chose as commander."""
    problems = []
    for seat, names in enumerate(commanders):
        for other, other_deck in enumerate(decks):
            if other == seat:
                continue
            for name in names:
                if name in commanders[other] and other > seat:
                    problems.append(f"seats {seat} and {other} both chose {name}")
                elif name in other_deck and name not in commanders[other]:
                    problems.append(f"seat {other}'s deck holds {name}, seat {seat}'s commander")
    if problems:
        raise SettingsError("CMD-3.5 League rule: " + "; ".join(problems))


SIDEBOARD_SIZE = 10
VOTE_TAG = "commander.vote"
SWAP_TAG = "commander.sideboard"


@dataclass
class SideboardSwap:
    """CMD-3.2's swap after the commanders are revealed, before the mulligans: the engine asks
    ``pending`` while this stands where the mulligan procedure will. Seats swap in turn order,
    one card at a time (a sideboard card in, then the deck card it replaces), until each says
    ``done``."""

    seats: list[int]
    incoming: str | None = None
    pending: Decision | None = None


@dataclass(frozen=True, slots=True)
class ReturnFrame(Frame):
    """Ask ``player`` whether their commander ``obj`` goes to the command zone (CMD-2.6)."""

    player: int
    obj: int


@dataclass(frozen=True, slots=True)
class CommanderView(MagicView):
    """A Magic view plus what a Commander player sees: the command zones, each castable
    commander's tax, which permanents are commanders and commander damage so far."""

    command: tuple[Any, ...] = ()
    tax: tuple[tuple[int, int], ...] = ()  # (object id in my command zone, tax in mana)
    commander_ids: frozenset[int] = frozenset()  # permanents (any controller) that are commanders
    commander_damage: tuple[tuple[int, int, int], ...] = ()  # (owner, player hit, damage)
    commander_owner_damage: tuple[tuple[int, int, int], ...] = ()  # (permanent id, player, dmg)

    def card(self, oid: int) -> Any:
        found = next((c for c in self.hand if c.id == oid), None)
        return found or next((c for c in self.command if c.id == oid), None)


@dataclass
class SeatStats:
    """The statistics a deck builder and CMD-3.3's victory points want, per seat."""

    first_cast_turn: int | None = None
    casts_from_command: int = 0
    casts_from_elsewhere: int = 0
    tax_paid: int = 0
    commander_mana: int = 0
    commander_damage_dealt: int = 0
    biggest_combat_turn: int = 0
    most_mana_in_pool: int = 0
    commander_damage_wins: int = 0
    returns_to_command: int = 0

    def copy(self) -> SeatStats:
        return SeatStats(**vars(self))
