"""Tournaments: the organiser's operations (behind the organiser token) and the public pairings
and standings (live over a websocket).

Every change goes through :meth:`cardtable.store.database.EventStore.run` with the operations of
:mod:`cardtable.tournament.operations` — the same functions and the same store the ``event``
command uses, so the web and the terminal share one code path and one database.
"""

from __future__ import annotations

import csv
import json
import secrets
from collections.abc import Callable, Sequence
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, WebSocket, WebSocketDisconnect
from fastapi.responses import Response
from starlette.concurrency import run_in_threadpool

from cardtable.core.errors import CardDataError, CardTableError, TournamentError
from cardtable.tournament import operations
from cardtable.tournament.draft import parse_pool, run_draft
from cardtable.tournament.export import pairings_json, result_text, to_csv, to_html, to_json
from cardtable.tournament.log import LogEntry
from cardtable.tournament.rounds import meccg_is_official
from cardtable.tournament.scoring import DEFAULT_TP_TABLE
from cardtable.tournament.standings import standings
from cardtable.tournament.state import EventState, advance
from cardtable.web.app import WebContext
from cardtable.web.errors import NotFound
from cardtable.web.models import (
    ERRORS,
    CreateEvent,
    DraftRequest,
    EventPage,
    EventSummary,
    Pairings,
    PairRequest,
    PlayerName,
    RegisterCsv,
    Registered,
    RegisterPlayer,
    ResultRequest,
    StandingLine,
    check_name,
)
from cardtable.web.routers.deps import Organiser, context

router = APIRouter(prefix="/api", tags=["events"], responses=ERRORS)
sockets = APIRouter(tags=["events"])

Ctx = Annotated[WebContext, Depends(context)]
DECK_FORMAT_OF_GAME = {"meccg": "meccg", "commander-pods": "commander"}


# -- reading ---------------------------------------------------------------------------------------


def _name(ctx: WebContext, name: str) -> str:
    """The stored name of the event ``name`` refers to (case-insensitive), or 404."""
    names = ctx.store.event_names()
    wanted = name.strip().casefold()
    for known in names:
        if known.casefold() == wanted:
            return known
    listed = ", ".join(repr(n) for n in names[:10]) or "none yet"
    raise NotFound(f"no event named {name!r}; events here: {listed}")


def summary(state: EventState) -> EventSummary:
    current = state.round(state.current_round)
    return EventSummary(
        name=state.name, game=state.game, rounds_planned=operations.planned_rounds(state),
        current_round=state.current_round,
        round_complete=current is None or current.is_complete,
        players=list(state.players),
        dropped=[p.name for p in state.players.values() if p.is_dropped],
    )


def pairings(state: EventState, number: int | None = None) -> Pairings:
    data = pairings_json(state, number)
    record = state.round(data["round"])
    tables = []
    for row in data["tables"]:
        table = record.table(row["table"]) if record is not None else None
        text = result_text(state, table.score) if table is not None else None
        tables.append({"table": row["table"], "players": row["players"], "result": text})
    return Pairings.model_validate({"round": data["round"], "tables": tables,
                                    "bye": data["bye"]})


def page(state: EventState) -> EventPage:
    return EventPage(event=summary(state), pairings=pairings(state),
                     standings=[StandingLine.model_validate(line.to_json())
                                for line in standings(state)])


def _load(ctx: WebContext, name: str) -> EventState:
    return ctx.store.load(_name(ctx, name))


@router.get("/events")
def list_events(ctx: Ctx) -> list[str]:
    """The events in the store (the same store as ``cardtable event``)."""
    return ctx.store.event_names()


@router.get("/events/{name}")
def event_page(name: str, ctx: Ctx) -> EventPage:
    """The public page of an event: its summary, the current pairings and the standings."""
    return page(_load(ctx, name))


@router.get("/events/{name}/pairings")
def event_pairings(name: str, ctx: Ctx,
                   round: Annotated[int | None, Query(ge=1, le=100)] = None) -> Pairings:
    """A round's pairings with the results entered so far (default: the current round)."""
    state = _load(ctx, name)
    if round is not None and state.round(round) is None:
        raise NotFound(f"{state.name!r} has no round {round} (it has {state.current_round})")
    return pairings(state, round)


@router.get("/events/{name}/standings")
def event_standings(name: str, ctx: Ctx) -> list[StandingLine]:
    return [StandingLine.model_validate(line.to_json()) for line in standings(_load(ctx, name))]


# -- changing (organiser) --------------------------------------------------------------------------


async def _run(ctx: WebContext, name: str,
               operation: Callable[[EventState], Sequence[LogEntry]]) -> tuple[
                   EventState, list[LogEntry]]:
    """One organiser operation as one store transaction, then the live pages are told."""
    stored = await run_in_threadpool(_name, ctx, name)
    state, new = await run_in_threadpool(ctx.store.run, stored, operation)
    await notify(ctx, state)
    return state, new


async def notify(ctx: WebContext, state: EventState) -> None:
    sockets_now = list(ctx.event_sockets.get(state.name.casefold(), ()))
    if not sockets_now:
        return
    message = {"type": "event", **page(state).model_dump()}
    for socket in sockets_now:
        try:
            await socket.send_json(message)
        except Exception:
            ctx.event_sockets.get(state.name.casefold(), set()).discard(socket)


@router.post("/events", status_code=201, dependencies=[Organiser])
async def create_event(request: CreateEvent, ctx: Ctx) -> EventSummary:
    """Create an event (``cardtable event new``)."""
    settings: dict[str, Any] = {}
    if request.tp_table:
        for key, value in request.tp_table.items():
            if key not in DEFAULT_TP_TABLE or len(value) != 2 or min(value) < 0:
                raise TournamentError(
                    f"TP table entry {key!r}: {value!r} is not KEY: [win, loss] with KEY one of "
                    f"{', '.join(DEFAULT_TP_TABLE)}")
        settings["tp_table"] = {k: list(v) for k, v in request.tp_table.items()}
    if request.ineligible:
        settings["ineligible"] = list(request.ineligible)
    created = operations.create_event(
        request.name, request.game, request.rounds,
        request.seed if request.seed is not None else secrets.randbelow(2**31), settings)
    state = await run_in_threadpool(ctx.store.create, created)
    return summary(state)


def _deck_warning(game: str, player: str, text: str, allow_illegal: bool) -> str | None:
    """As ``event add --deck``: MECCG and Commander-pod decks are checked (MEC-4, CMD-1)."""
    from cardtable.formats import check_deck
    from cardtable.tournament.deckdiff import read_list

    deck = read_list(text, f"deck list of {player!r}")
    format_name = DECK_FORMAT_OF_GAME.get(game)
    if format_name is None:
        return None
    try:
        report = check_deck(deck, format_name)
    except CardDataError as error:
        return f"{player}'s deck was not checked: {error}"
    if report.is_legal:
        return None
    shown = "; ".join(str(problem) for problem in report.problems[:3])
    more = f" (and {len(report.problems) - 3} more)" if len(report.problems) > 3 else ""
    if not allow_illegal:
        raise TournamentError(
            f"{player}'s deck is not legal for {format_name}: {shown}{more}; fix it, or register "
            "it anyway with allow_illegal")
    return f"{player}'s deck is not legal for {format_name}: {shown}{more}"


async def _register(ctx: WebContext, name: str, people: list[tuple[str, str | None]],
                    late: Literal["zero", "losses"], allow_illegal: bool) -> Registered:
    warnings: list[str] = []
    if any(text is not None for _n, text in people):
        game = (await run_in_threadpool(_load, ctx, name)).game
        for person, text in people:
            if text is not None:
                warning = await run_in_threadpool(_deck_warning, game, person, text,
                                                  allow_illegal)
                if warning:
                    warnings.append(warning)

    def register(state: EventState) -> list[LogEntry]:
        entries: list[LogEntry] = []
        for person, text in people:
            new = operations.register(state, person, text, late)
            advance(state, new)
            entries.extend(new)
        return entries

    state, new = await _run(ctx, name, register)
    if state.game == "meccg" and not meccg_is_official(len(state.players)):
        warnings.append(f"{len(state.players)} players: fewer than 6 is not an official MECCG "
                        "event (MEC-1.2)")
    return Registered(registered=[str(getattr(e, "player", "")) for e in new], warnings=warnings)


@router.post("/events/{name}/players", status_code=201, dependencies=[Organiser])
async def register_player(name: str, request: RegisterPlayer, ctx: Ctx) -> Registered:
    """Register one player, with an optional deck list (``cardtable event add``)."""
    return await _register(ctx, name, [(request.name, request.deck)], request.late,
                           request.allow_illegal)


@router.post("/events/{name}/players/csv", status_code=201, dependencies=[Organiser])
async def register_csv(name: str, request: RegisterCsv, ctx: Ctx) -> Registered:
    """Register many players from an uploaded CSV with a 'name' column (``event add --from``),
    all in one transaction."""
    people: list[tuple[str, str | None]] = []
    try:
        reader = csv.DictReader(request.csv.splitlines())
        columns = [(column or "").strip().casefold() for column in reader.fieldnames or []]
        if "name" not in columns:
            raise TournamentError(
                f"the CSV needs a 'name' column; it has {', '.join(columns) or 'no header'}")
        for row in reader:
            cells = {(k or "").strip().casefold(): (v or "") for k, v in row.items()
                     if isinstance(v, str)}
            if cells.get("name", "").strip():
                try:
                    people.append((check_name(cells["name"]), None))
                except ValueError as error:
                    raise TournamentError(f"CSV line {reader.line_num}: {error}") from None
    except csv.Error as error:  # e.g. a cell over the csv module's field size limit
        raise TournamentError(f"the CSV cannot be read: {error}") from None
    if not people:
        raise TournamentError("the CSV names no players")
    return await _register(ctx, name, people, request.late, False)


@router.post("/events/{name}/drop", dependencies=[Organiser])
async def drop(name: str, request: PlayerName, ctx: Ctx) -> EventSummary:
    """Drop a player: not paired from the next round on (MEC-5.4)."""
    state, _ = await _run(ctx, name, lambda s: operations.drop(s, request.player))
    return summary(state)


@router.post("/events/{name}/undrop", dependencies=[Organiser])
async def undrop(name: str, request: PlayerName, ctx: Ctx) -> EventSummary:
    state, _ = await _run(ctx, name, lambda s: operations.undrop(s, request.player))
    return summary(state)


@router.post("/events/{name}/pair", dependencies=[Organiser])
async def pair(name: str, request: PairRequest, ctx: Ctx) -> Pairings:
    """Pair the next round (``cardtable event pair``)."""
    state, _ = await _run(ctx, name, lambda s: operations.pair_next(s, request.manual))
    return pairings(state)


@router.post("/events/{name}/repair", dependencies=[Organiser])
async def repair(name: str, request: PairRequest, ctx: Ctx) -> Pairings:
    """Pair the current round again, before any of its results (``cardtable event repair``)."""
    state, _ = await _run(ctx, name, lambda s: operations.repair_current(s, request.manual))
    return pairings(state)


@router.post("/events/{name}/results", dependencies=[Organiser])
async def result(name: str, request: ResultRequest, ctx: Ctx) -> Pairings:
    """Enter (or correct) one table's result (``cardtable event result``)."""
    state, _ = await _run(ctx, name, lambda s: operations.enter_result(
        s, request.round, request.table, request.result, request.mp, request.one_ring,
        request.correct))
    return pairings(state, request.round)


@router.get("/events/{name}/export", dependencies=[Organiser],
            responses={200: {"content": {"text/csv": {}, "text/html": {}}}})
def export(name: str, ctx: Ctx,
           format: Annotated[Literal["csv", "json", "html"], Query()] = "csv") -> Response:
    """Standings as CSV, the whole event as JSON, or a printable HTML page."""
    state = _load(ctx, name)
    if format == "csv":
        return Response(to_csv(state), media_type="text/csv")
    if format == "html":
        return Response(to_html(state), media_type="text/html")
    return Response(json.dumps(to_json(state), indent=2) + "\n", media_type="application/json")


@router.post("/draft", dependencies=[Organiser])
def draft(request: DraftRequest) -> dict[str, Any]:
    """MEC-2: the character draft from two pools ('Name, mind[, common]' lines)."""
    players = [n.strip() for n in request.names]
    if not all(players):
        raise TournamentError("the two players need names")
    pools = [parse_pool(players[i], text, minion=("first", "second")[i] in request.minion)
             for i, text in enumerate((request.first_pool, request.second_pool))]
    outcome = run_draft(pools[0], pools[1])
    data: dict[str, Any] = outcome.to_json(players)
    return data


@sockets.websocket("/ws/events/{name}")
async def event_socket(websocket: WebSocket, name: str) -> None:
    """The public page's live feed: the event page now and after every change."""
    ctx: WebContext = websocket.app.state.context
    await websocket.accept()
    try:
        state = await run_in_threadpool(_load, ctx, name)
    except CardTableError as error:
        await websocket.send_json({"type": "error", "error": type(error).__name__,
                                   "detail": str(error)})
        await websocket.close(code=4404)
        return
    key = state.name.casefold()
    ctx.event_sockets.setdefault(key, set()).add(websocket)
    try:
        await websocket.send_json({"type": "event", **page(state).model_dump()})
        while True:
            await websocket.receive_text()
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        ctx.event_sockets.get(key, set()).discard(websocket)
