"""MEC-2: the MECCG character draft that chooses both players' starting companies.

Two ways to run it, with the same rules (MEC-2.7: deterministic given the pools and stops):

* :func:`run_draft` from two submitted ordered pools, each with an optional stop rule ("stop
  after N reveals");
* :class:`DraftSession`, step by step: each player submits their next reveal (or a stop)
  secretly; nothing about a step is visible to the other player until both have chosen.

Rules applied at each step:

* MEC-2.2 both reveal the same **unique** character: both copies are set aside; neither player
  may take it as a starting character or reveal it later.
* MEC-2.3 otherwise each revealed character joins its player's company.
* MEC-2.4 a player stops when their company has 5 characters (6 for a minion player), when its
  total mind reaches 20, when their pool is used up, or when they declare a stop. One player
  stopping does not stop the other.
* MEC-2.5 (ruling) a character that would take the company's mind over 20 is skipped, as if not
  in the pool, and the next one is revealed.
* Ruling (the source is silent): a unique character already in the opponent's company from an
  earlier step is skipped the same way (a unique card cannot be in play twice).
* MEC-2.6 after the draft, the play deck may take up to 10 characters from the unrevealed pool
  characters and the set-aside ones: :attr:`DraftResult.deck_candidates`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from cardtable.core.errors import TournamentError

MIND_LIMIT = 20
POOL_LIMIT = 10
MINOR_ITEM_LIMIT = 2
DECK_CHARACTER_LIMIT = 10


@dataclasses.dataclass(frozen=True)
class DraftCharacter:
    """A character in a starting pool: name, mind, and whether it is unique."""

    name: str
    mind: int
    unique: bool = True


@dataclasses.dataclass(frozen=True)
class DraftPool:
    """MEC-2.1: up to 10 characters in order of preference, up to 2 minor items, and an optional
    stop rule (stop after this many reveals). ``minion`` allows a company of 6 (MEC-2.4)."""

    player: str
    characters: tuple[DraftCharacter, ...]
    minor_items: tuple[str, ...] = ()
    stop_after: int | None = None
    minion: bool = False

    def __post_init__(self) -> None:
        if len(self.characters) > POOL_LIMIT:
            raise TournamentError(
                f"{self.player!r}'s starting pool has {len(self.characters)} characters; "
                f"at most {POOL_LIMIT} (MEC-2.1)"
            )
        if len(self.minor_items) > MINOR_ITEM_LIMIT:
            raise TournamentError(
                f"{self.player!r} named {len(self.minor_items)} starting minor items; "
                f"at most {MINOR_ITEM_LIMIT} (MEC-2.1)"
            )

    @property
    def company_limit(self) -> int:
        return 6 if self.minion else 5


@dataclasses.dataclass(frozen=True)
class DraftStep:
    """One simultaneous reveal: what each player revealed (None: not revealing) and what
    happened ("joined", "set aside")."""

    number: int
    reveals: tuple[str | None, str | None]
    outcome: tuple[str | None, str | None]


@dataclasses.dataclass(frozen=True)
class DraftResult:
    """Both starting companies, the set-aside characters, the steps, and why each stopped."""

    companies: tuple[tuple[str, ...], tuple[str, ...]]
    set_aside: tuple[str, ...]
    steps: tuple[DraftStep, ...]
    stop_reasons: tuple[str, str]
    deck_candidates: tuple[tuple[str, ...], tuple[str, ...]]

    def to_json(self, players: Sequence[str]) -> dict[str, object]:
        return {
            "companies": {players[i]: list(self.companies[i]) for i in range(2)},
            "set_aside": list(self.set_aside),
            "stopped": {players[i]: self.stop_reasons[i] for i in range(2)},
            "deck_candidates": {players[i]: list(self.deck_candidates[i]) for i in range(2)},
            "steps": [
                {"step": step.number, "reveals": list(step.reveals), "outcome": list(step.outcome)}
                for step in self.steps
            ],
        }


class DraftSession:
    """The draft step by step. Each active player calls :meth:`submit` with a character name
    or ``None`` to stop; the step resolves when both have chosen. :meth:`view` shows a player
    everything public plus their own pending choice, never the opponent's."""

    def __init__(self, first: DraftPool, second: DraftPool) -> None:
        self.pools = (first, second)
        self.companies: tuple[list[DraftCharacter], list[DraftCharacter]] = ([], [])
        self.revealed: tuple[set[int], set[int]] = (set(), set())
        self.set_aside: list[str] = []
        self.steps: list[DraftStep] = []
        self.stopped: list[str | None] = [None, None]
        self.pending: list[DraftCharacter | str | None] = ["", ""]
        for index in (0, 1):
            self._check_stop(index)

    @property
    def is_over(self) -> bool:
        return all(reason is not None for reason in self.stopped)

    def waiting_for(self) -> list[int]:
        """Indices of the players whose choice the current step still needs."""
        return [i for i in (0, 1) if self.stopped[i] is None and self.pending[i] == ""]

    def legal_reveals(self, index: int) -> list[str]:
        """The pool characters this player may reveal now (MEC-2.2, MEC-2.5, uniqueness)."""
        return [character.name for _, character in self._available(index)]

    def _available(self, index: int) -> list[tuple[int, DraftCharacter]]:
        company = self.companies[index]
        other = self.companies[1 - index]
        mind = sum(character.mind for character in company)
        result = []
        for position, character in enumerate(self.pools[index].characters):
            if position in self.revealed[index]:
                continue
            if character.unique and character.name in self.set_aside:
                continue
            if character.unique and any(c.name == character.name for c in (*company, *other)):
                continue
            if mind + character.mind > MIND_LIMIT:
                continue
            result.append((position, character))
        return result

    def submit(self, index: int, name: str | None) -> None:
        """Player ``index`` (0 or 1) reveals ``name`` secretly, or stops with None."""
        if self.stopped[index] is not None:
            raise TournamentError(
                f"{self.pools[index].player!r} has stopped revealing ({self.stopped[index]})"
            )
        if self.pending[index] != "":
            raise TournamentError(f"{self.pools[index].player!r} has already chosen this step")
        if name is None:
            self.pending[index] = None
        else:
            found = next(
                (c for _, c in self._available(index) if c.name.casefold() == name.casefold()),
                None,
            )
            if found is None:
                raise TournamentError(
                    f"{self.pools[index].player!r} cannot reveal {name!r} now; "
                    f"legal reveals: {', '.join(self.legal_reveals(index)) or 'none'}"
                )
            self.pending[index] = found
        if not self.waiting_for():
            self._resolve()

    def view(self, index: int) -> dict[str, object]:
        """What player ``index`` may see: companies, set-aside, steps, own pending choice."""
        own = self.pending[index]
        return {
            "companies": [[c.name for c in company] for company in self.companies],
            "set_aside": list(self.set_aside),
            "steps": len(self.steps),
            "my_choice": own.name if isinstance(own, DraftCharacter) else own or None,
            "opponent_has_chosen": self.pending[1 - index] != "",
        }

    def _resolve(self) -> None:
        choices = list(self.pending)
        self.pending = ["", ""]
        reveals: list[str | None] = [None, None]
        outcome: list[str | None] = [None, None]
        for index in (0, 1):
            choice = choices[index]
            if choice is None and self.stopped[index] is None:
                self.stopped[index] = "declared stop"
            if isinstance(choice, DraftCharacter):
                reveals[index] = choice.name
        first, second = choices
        collision = (
            isinstance(first, DraftCharacter)
            and isinstance(second, DraftCharacter)
            and first.unique
            and second.unique
            and first.name == second.name
        )
        for index in (0, 1):
            choice = choices[index]
            if not isinstance(choice, DraftCharacter):
                continue
            position = next(
                p for p, c in enumerate(self.pools[index].characters)
                if c == choice and p not in self.revealed[index]
            )
            self.revealed[index].add(position)
            if collision:
                outcome[index] = "set aside"
            else:
                self.companies[index].append(choice)
                outcome[index] = "joined"
        if collision and isinstance(first, DraftCharacter):
            self.set_aside.append(first.name)
        self.steps.append(DraftStep(len(self.steps) + 1, (reveals[0], reveals[1]),
                                    (outcome[0], outcome[1])))
        for index in (0, 1):
            self._check_stop(index)

    def _check_stop(self, index: int) -> None:
        if self.stopped[index] is not None:
            return
        pool = self.pools[index]
        company = self.companies[index]
        if len(company) >= pool.company_limit:
            self.stopped[index] = f"company has {pool.company_limit} characters"
        elif sum(character.mind for character in company) >= MIND_LIMIT:
            self.stopped[index] = "total mind reached 20"
        elif pool.stop_after is not None and len(self.revealed[index]) >= pool.stop_after:
            self.stopped[index] = "declared stop"
        elif not self._available(index):
            self.stopped[index] = "pool used up"

    def result(self) -> DraftResult:
        if not self.is_over:
            raise TournamentError("the draft is not over; both players must stop first")
        candidates = []
        for index in (0, 1):
            unrevealed = [
                c.name for p, c in enumerate(self.pools[index].characters)
                if p not in self.revealed[index]
            ]
            aside = [
                c.name for c in self.pools[index].characters if c.name in self.set_aside
            ]
            candidates.append(tuple(dict.fromkeys(aside + unrevealed))[:DECK_CHARACTER_LIMIT])
        return DraftResult(
            companies=(tuple(c.name for c in self.companies[0]),
                       tuple(c.name for c in self.companies[1])),
            set_aside=tuple(self.set_aside),
            steps=tuple(self.steps),
            stop_reasons=(str(self.stopped[0]), str(self.stopped[1])),
            deck_candidates=(candidates[0], candidates[1]),
        )


def run_draft(first: DraftPool, second: DraftPool) -> DraftResult:
    """MEC-2.7: the whole draft from two ordered pools and their stop rules."""
    session = DraftSession(first, second)
    while not session.is_over:
        for index in session.waiting_for():
            legal = session.legal_reveals(index)
            session.submit(index, legal[0] if legal else None)
    return session.result()


def parse_pool(player: str, text: str, minion: bool = False) -> DraftPool:
    """A pool file: one character a line as ``Name, mind`` (add ``, common`` for a non-unique
    character), ``item: Name`` for a minor item, ``stop: N`` for a stop rule; ``#`` comments."""
    characters: list[DraftCharacter] = []
    items: list[str] = []
    stop_after: int | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        lowered = line.casefold()
        if lowered.startswith("item:"):
            items.append(line.split(":", 1)[1].strip())
            continue
        if lowered.startswith("stop:"):
            value = line.split(":", 1)[1].strip()
            if not value.isdigit():
                raise TournamentError(f"pool line {number}: stop rule {line!r} needs a number")
            stop_after = int(value)
            continue
        parts = [part.strip() for part in line.split(",")]
        if len(parts) not in (2, 3) or not parts[1].isdigit() or (
            len(parts) == 3 and parts[2].casefold() not in ("unique", "common")
        ):
            raise TournamentError(
                f"pool line {number}: {raw.strip()!r} is not 'Name, mind[, unique|common]'"
            )
        unique = len(parts) == 2 or parts[2].casefold() == "unique"
        characters.append(DraftCharacter(parts[0], int(parts[1]), unique))
    return DraftPool(player, tuple(characters), tuple(items), stop_after, minion)
