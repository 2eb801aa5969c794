"""The JSON API's request and response models (they are the OpenAPI schema)."""

from __future__ import annotations

import unicodedata
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field


def check_name(text: str) -> str:
    """A name people read: no NUL, no control or format characters (they would hide or forge
    text in logs, pages and CSV exports)."""
    for position, char in enumerate(text):
        if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp"):
            raise ValueError(f"a name may not hold control characters; {char!r} at position "
                             f"{position} of {text!r}")
    return text


#: A person's, seat's or event's name: printable characters only.
SafeName = Annotated[str, AfterValidator(check_name)]

# -- errors ----------------------------------------------------------------------------------------


class ErrorBody(BaseModel):
    """Every 4xx answer, whatever produced it (a typed error, validation, an unknown route, a
    body over the size limit, a rate limit): what was wrong and what would be right."""

    error: str = Field(description="The error's type, e.g. StaleDecision, TournamentError.")
    detail: str = Field(description="A sentence saying what was wrong and what would be right.")
    stale: bool = Field(default=False,
                        description="True when an answer named a decision no longer open.")


ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 405, 409, 413, 422, 429)
}

# -- game tables -----------------------------------------------------------------------------------


class SeatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "bot"] = "human"
    bot: str | None = Field(default=None, max_length=200,
                            description="For a bot seat: random, rush, big (default random).")
    name: SafeName | None = Field(default=None, min_length=1, max_length=60)


class DominarionOptions(BaseModel):
    """Dominarion settings a table may change (DOM-1, DOM-6.5, DOM-7.2)."""

    model_config = ConfigDict(extra="forbid")

    turn_limit: int | None = Field(default=None, ge=1, le=500)
    lands_per_type: int | None = Field(default=None, ge=15, le=20)
    sorcery_mana: Literal["full", "coloured-only"] | None = None
    auto_lands: bool | None = None
    solitaire: bool | None = None


class TableOptions(DominarionOptions):
    """A table's settings: Dominarion's (above) or Magic's and Commander's (as in the CLI's
    ``play magic`` / ``play commander``); a game refuses options it does not take."""

    turn_limit: int | None = Field(default=None, ge=1, le=500)
    decks: list[Annotated[str, Field(max_length=20_000)]] | None = Field(
        default=None, max_length=6, description="Magic/Commander: per seat (repeated round the "
        "table) a bundled deck's name or a pasted decklist (Commander: with a Commander section).")
    allow_unsupported: bool | None = Field(
        default=None, description="Play unsupported cards of pasted decks as marked vanilla "
        "stand-ins instead of refusing the deck.")
    house_rules: list[Literal["partial-paris", "edh-sideboard", "victory-points",
                              "democratic-vote", "league", "stranglehold-cage",
                              "two-player-free-mulligan"]] | None = Field(
        default=None, max_length=7, description="Commander house rules (CMD-3).")
    rules_date: str | None = Field(default=None, pattern=r"^\d{4}-\d{2}-\d{2}$",
                                   description="Commander: the rules in force on this date.")
    preset: str | None = Field(default=None, max_length=40,
                               description="Commander: a named rules preset (default current).")
    life: int | None = Field(default=None, ge=1, le=999, description="Commander starting life.")


class CreateTable(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: Literal["dominarion", "magic", "commander"] = "dominarion"
    seats: list[SeatRequest] = Field(min_length=1, max_length=8)
    seed: int | None = Field(default=None, ge=0, le=2**31 - 1,
                             description="Kept secret while the game runs (it would reveal "
                             "every hand); the finished game's record shows it.")
    options: TableOptions = Field(default_factory=lambda: TableOptions())


class SeatInfo(BaseModel):
    seat: int
    kind: Literal["human", "bot"]
    name: str
    bot: str | None = None
    connected: bool = False


class CreatedSeat(SeatInfo):
    token: str | None = Field(default=None, description="The seat's secret token (humans only).")
    join_url: str | None = Field(default=None, description="The seat's private link (humans only).")


class TableSummary(BaseModel):
    id: str
    game: str
    seats: list[SeatInfo]
    finished: bool
    created: float


class CreatedTable(BaseModel):
    """A new table. No seed: it stays secret until the game is over (see the record)."""

    id: str
    game: str
    seats: list[CreatedSeat]
    spectate_url: str


class DecisionOut(BaseModel):
    id: int
    player: int
    kind: str
    prompt: str
    tag: str
    options: list[str]
    min_count: int
    max_count: int
    allow_repeats: bool
    total: int
    minimums: list[int]
    maximums: list[int | None]
    targets: list[list[str]]


class TableState(BaseModel):
    """What one seat (or a spectator) sees: the same message its websocket receives."""

    type: Literal["state"]
    table: str
    game: str
    seat: int | None
    seats: list[SeatInfo]
    board: dict[str, Any] = Field(description="The game's board as this seat sees it.")
    decisions: list[DecisionOut]
    waiting_for: list[int]
    log: list[str] = Field(description="Log lines from line log_from on (the latest ones).")
    log_from: int
    log_size: int
    result: dict[str, Any] | None
    error: str | None = Field(default=None, description="A bot's failure: the game waits.")


class ActionRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: int = Field(ge=0, le=7)
    decision_id: int = Field(ge=0, description="The id of the decision being answered.")
    answer: int | list[int] | list[list[int]] = Field(
        description="An option index; a list of indices (subset/ordered); shares (assign); "
        "[option, target] index pairs (map).")


class Accepted(BaseModel):
    accepted: bool = True


# -- tournaments -----------------------------------------------------------------------------------


class CreateEvent(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: SafeName = Field(min_length=1, max_length=200)
    game: Literal["magic", "meccg", "commander-pods"]
    rounds: int | None = Field(default=None, ge=1, le=30)
    seed: int | None = Field(default=None, ge=0, le=2**31 - 1)
    tp_table: dict[str, list[int]] | None = Field(
        None, description="MECCG TP table override: {key: [win, loss]} with keys one-ring, "
        "mp-10, mp, tie, bye.")
    ineligible: list[str] = Field(default_factory=list, max_length=500)


class EventSummary(BaseModel):
    name: str
    game: str
    rounds_planned: int
    current_round: int
    round_complete: bool
    players: list[str]
    dropped: list[str]


class RegisterPlayer(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: SafeName = Field(min_length=1, max_length=120)
    deck: str | None = Field(default=None, max_length=200_000, description="The deck list's text.")
    late: Literal["zero", "losses"] = "zero"
    allow_illegal: bool = False


class RegisterCsv(BaseModel):
    model_config = ConfigDict(extra="forbid")

    csv: str = Field(max_length=1_000_000,
                     description="CSV text with a 'name' column (the uploaded file's contents).")
    late: Literal["zero", "losses"] = "zero"


class Registered(BaseModel):
    registered: list[str]
    warnings: list[str] = Field(default_factory=list)


class PlayerName(BaseModel):
    model_config = ConfigDict(extra="forbid")

    player: SafeName = Field(min_length=1, max_length=120)


class PairRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    manual: list[list[str]] = Field(default_factory=list, max_length=100,
                                    description="Tables chosen by hand, e.g. [['Ada', 'Bo']].")


class TablePairing(BaseModel):
    table: int
    players: list[str]
    result: str | None = None


class Pairings(BaseModel):
    round: int
    tables: list[TablePairing]
    bye: list[str]


class ResultRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    round: int = Field(ge=1, le=100)
    table: int = Field(ge=1, le=10_000)
    result: str | None = Field(default=None, max_length=120,
                               description="Magic: 2-1 or 2-1-0; pods: the winner or 'draw'.")
    mp: str | None = Field(default=None, max_length=20,
                           description="MECCG: marshalling points 25-20.")
    one_ring: str | None = Field(default=None, max_length=120,
                                 description="MECCG: the One Ring winner.")
    correct: bool = False


class StandingLine(BaseModel):
    model_config = ConfigDict(extra="allow")

    rank: int | None
    player: str
    points: int
    dropped: bool
    record: str
    rounds_played: int


class EventPage(BaseModel):
    """Everything the public page of an event shows."""

    event: EventSummary
    pairings: Pairings
    standings: list[StandingLine]


class DraftRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    first_pool: str = Field(max_length=20_000, description="'Name, mind[, common]' lines.")
    second_pool: str = Field(max_length=20_000)
    names: list[str] = Field(default_factory=lambda: ["first", "second"], min_length=2,
                             max_length=2)
    minion: list[Literal["first", "second"]] = Field(default_factory=list, max_length=2)


# -- deck tools ------------------------------------------------------------------------------------


class DeckCheckRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: str = Field(max_length=500_000, description="The decklist, pasted.")
    format: Literal["commander", "meccg"] | None = Field(
        None, description="Default: meccg for a GCCG list, else commander.")
    input_format: str | None = Field(default=None, max_length=20,
                                     description="Decklist format (default: detected).")


class ProblemOut(BaseModel):
    rule: str
    message: str
    cards: list[str]


class DeckReportOut(BaseModel):
    legal: bool
    format: str
    read_as: str
    card_count: int
    problems: list[ProblemOut]
    unknown_cards: list[str]
    commanders: list[str] = Field(default_factory=list)
    type_counts: dict[str, int] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list)


class MulliganRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    counts: str | None = Field(default=None, max_length=500, description="e.g. land=24,spell=36")
    decklist: str | None = Field(default=None, max_length=200_000,
                                 description="Or a pasted decklist.")
    rule: str = Field(default="london", max_length=30,
                      description="london, vancouver, paris, mtgo-redraw.")
    players: int = Field(default=2, ge=2, le=8)
    hand_size: int = Field(default=7, ge=1, le=10)
    keep: str | None = Field(default=None, max_length=200, description="e.g. land=2..5")
    goal: str | None = Field(default=None, max_length=200, description="e.g. 'land>=3 by turn 3'")
    on: Literal["play", "draw"] = "play"
    method: Literal["auto", "exact", "monte-carlo"] = "auto"
    samples: int = Field(default=50_000, ge=1_000, le=200_000)
    seed: int = Field(default=0, ge=0, le=2**31 - 1)


class MulliganOut(BaseModel):
    model_config = ConfigDict(extra="allow")

    rule: str
    deck_size: int
    method: str
    categories: list[str]
    mulligans: dict[str, float]
    final_hand_size: dict[str, float]
    expected_hand_size: float
    expected_mulligans: float
    goal: float | None = None
