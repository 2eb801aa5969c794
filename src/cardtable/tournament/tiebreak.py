"""MEC-3: the end-of-game tie-break calculator ("chain of strength").

When both players have equal marshalling points at the final council (MEC-3.1):

* MEC-3.2 every character other than a Wizard/Ringwraith gets 1 corruption point and makes a new
  corruption check; MP are recounted; the higher total wins;
* MEC-3.3 still tied: each such character still standing gets 1 more point and checks again,
  repeating until one player has more MP;
* MEC-3.4 if every such character has failed and it is still tied, each player gets 3 TP;
* MEC-3.5 the checks only simulate the confrontation (nothing here changes a real game);
* MEC-3.6 the player who won the dice roll chooses who checks first (``first``); the order is
  recorded but does not change the result in this calculator;
* MEC-3.7 a corruption check is 2d6 + modifier: greater than the corruption points → nothing;
  equal or one less → discarded; lower → eliminated; a failed character no longer counts its MP
  (nor its items');
* MEC-3.8 setting: the Council of Elrond rule ("a tie is 3–3") replaces MEC-3.2–3.4.

Dice come from a seeded generator, or from rolls entered by hand (each 2–12, used in order).

The checks go on until the MP differ or every checking character has failed — there is no
fixed cap: each round of checks raises every character's corruption points by one, so a
character with modifier *m* and corruption *c* fails by round 14 + *m* − *c* at the latest
(a 2d6 roll is at most 12). Modifiers and corruption points are limited to ±1000 when read.

**TP after a tie-break (decision):** the winner's TP follow the recounted MP margin, exactly as
for any game won on MP (MEC-1.3: 5–1 for a margin of 10 or more, 4–2 below). MEC-3.2 says the
MP are recounted and the higher total wins, and the tournament table grades an MP win by its
margin; MEC-3.5 only says the characters are not corrupted for anything *else*. So
``event result --mp`` takes the MP after the tie-break, as its help says.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from cardtable.core.errors import TournamentError
from cardtable.tournament.scoring import DEFAULT_TP_TABLE, meccg_tp_for_mp


@dataclasses.dataclass(frozen=True)
class TiebreakCharacter:
    """A character at the final council: corruption points, check modifier, MP (with its
    items), and whether it is a Wizard/Ringwraith (who does not check)."""

    name: str
    corruption: int = 0
    modifier: int = 0
    mp: int = 0
    wizard: bool = False


@dataclasses.dataclass(frozen=True)
class TiebreakSide:
    """One player's side: their characters and MP not tied to a character (factions, …)."""

    player: str
    characters: tuple[TiebreakCharacter, ...]
    other_mp: int = 0

    @property
    def mp(self) -> int:
        return self.other_mp + sum(character.mp for character in self.characters)


@dataclasses.dataclass(frozen=True)
class CheckRecord:
    """One corruption check: the iteration, whose character, its points, the roll, the result."""

    iteration: int
    player: str
    character: str
    corruption: int
    roll: int
    total: int
    outcome: str


@dataclasses.dataclass(frozen=True)
class TiebreakResult:
    """The winner (None: a 3–3 tie), the final MP, the TP, and every check made."""

    winner: str | None
    mp: tuple[int, int]
    tp: tuple[int, int]
    checks: tuple[CheckRecord, ...]
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "mp": list(self.mp),
            "tp": list(self.tp),
            "reason": self.reason,
            "checks": [dataclasses.asdict(check) for check in self.checks],
        }


def _dice(seed: int | None, rolls: Sequence[int] | None) -> Iterator[int]:
    if rolls is not None:
        for roll in rolls:
            if not 2 <= roll <= 12:
                raise TournamentError(f"a 2d6 roll is 2 to 12, not {roll}")
            yield roll
        raise TournamentError(
            f"the {len(rolls)} rolls entered ran out before the tie-break ended; enter more"
        )
    rng = random.Random(seed)
    while True:
        yield rng.randint(1, 6) + rng.randint(1, 6)


def resolve_tie(
    first: TiebreakSide,
    second: TiebreakSide,
    seed: int | None = 0,
    rolls: Sequence[int] | None = None,
    council_of_elrond: bool = False,
    tp_table: Mapping[str, tuple[int, int]] = DEFAULT_TP_TABLE,
) -> TiebreakResult:
    """Run MEC-3 for two sides with equal MP. ``first`` checks first (MEC-3.6)."""
    sides = (first, second)
    mp = (first.mp, second.mp)
    if mp[0] != mp[1]:
        winner = first.player if mp[0] > mp[1] else second.player
        return TiebreakResult(winner, mp, meccg_tp_for_mp(mp, tp_table), (), "no tie")
    if council_of_elrond:
        return TiebreakResult(None, mp, tp_table["tie"], (), "a tie is 3-3 (MEC-3.8)")
    dice = _dice(seed, rolls)
    standing = [
        {c.name: c for c in side.characters if not c.wizard} for side in sides
    ]
    lost_mp = [0, 0]
    checks: list[CheckRecord] = []
    iteration = 0
    while standing[0] or standing[1]:
        iteration += 1
        for index, side in enumerate(sides):
            for character in list(standing[index].values()):
                points = character.corruption + iteration
                roll = next(dice)
                total = roll + character.modifier
                if total > points:
                    outcome = "passed"
                elif total >= points - 1:
                    outcome = "discarded"
                else:
                    outcome = "eliminated"
                checks.append(
                    CheckRecord(iteration, side.player, character.name, points, roll, total,
                                outcome)
                )
                if outcome != "passed":
                    del standing[index][character.name]
                    lost_mp[index] += character.mp
        mp = (first.mp - lost_mp[0], second.mp - lost_mp[1])
        if mp[0] != mp[1]:
            winner = first.player if mp[0] > mp[1] else second.player
            return TiebreakResult(
                winner, mp, meccg_tp_for_mp(mp, tp_table), tuple(checks),
                f"more MP after round {iteration} of checks (MEC-3.2/3.3)",
            )
    return TiebreakResult(
        None, mp, tp_table["tie"], tuple(checks),
        "every character has failed and MP are still tied: 3-3 (MEC-3.4)",
    )


def parse_sides(data: Mapping[str, Any]) -> tuple[TiebreakSide, TiebreakSide]:
    """Two sides from JSON: ``{"players": [{"name", "other_mp", "characters": [{"name",
    "corruption", "modifier", "mp", "wizard"}]}, …]}``."""
    players = data.get("players") if isinstance(data, Mapping) else None
    if not isinstance(players, list) or len(players) != 2:
        raise TournamentError('a tie-break file has "players": a list of exactly 2 sides')
    sides = []
    for side in players:
        try:
            characters = tuple(
                TiebreakCharacter(
                    name=str(c["name"]),
                    corruption=_bounded(c.get("corruption", 0), "corruption"),
                    modifier=_bounded(c.get("modifier", 0), "modifier"),
                    mp=_bounded(c.get("mp", 0), "mp"),
                    wizard=bool(c.get("wizard", False)),
                )
                for c in side.get("characters", [])
            )
            sides.append(
                TiebreakSide(str(side["name"]), characters,
                             _bounded(side.get("other_mp", 0), "other_mp"))
            )
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise TournamentError(
                f"tie-break side {side!r} is malformed ({error}); each side needs a name and "
                "characters with name, corruption, modifier, mp, wizard"
            ) from error
    return sides[0], sides[1]


LIMIT = 1000


def _bounded(value: Any, what: str) -> int:
    """A whole number from the tie-break file, between -1000 and 1000."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise TypeError(f"{what} {value!r} is not a whole number")
    number = int(value)
    if not -LIMIT <= number <= LIMIT:
        raise ValueError(f"{what} {number} is outside -{LIMIT}…{LIMIT}")
    return number
