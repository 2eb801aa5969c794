"""Game tables: create, list, read a seat's state, answer a decision (HTTP and websocket)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Header, Query, WebSocket, WebSocketDisconnect

from cardtable.core.errors import CardTableError, StaleDecision
from cardtable.web.app import WebContext, error_json
from cardtable.web.games import GAMES
from cardtable.web.models import (
    ERRORS,
    Accepted,
    ActionRequest,
    CreatedSeat,
    CreatedTable,
    CreateTable,
    TableState,
    TableSummary,
)
from cardtable.web.routers.deps import bearer, context

router = APIRouter(prefix="/api", tags=["tables"], responses=ERRORS)
sockets = APIRouter(tags=["tables"])

Ctx = Annotated[WebContext, Depends(context)]
SeatToken = Annotated[str | None, Header(description="Bearer SEAT-TOKEN (from the join link)")]


@router.get("/games")
def list_games() -> dict[str, dict[str, Any]]:
    """The games a table can host, with their seat counts and bots."""
    return {name: {"title": spec.title, "min_players": spec.min_players,
                   "max_players": spec.max_players, "bots": list(spec.bots())}
            for name, spec in GAMES.items()}


@router.post("/tables", status_code=201)
async def create_table(request: CreateTable, ctx: Ctx) -> CreatedTable:
    """A new table. Each human seat gets a secret token and a private join link; share each link
    with that seat's player only."""
    options = request.options.model_dump(exclude_none=True)
    seats = [(s.kind, s.bot, s.name) for s in request.seats]
    table, tokens = await ctx.tables.create(request.game, seats, request.seed, options)
    out = []
    for seat, token in zip(table.seats, tokens, strict=True):
        link = None if token is None else f"/table/{table.id}?seat={seat.index}&token={token}"
        out.append(CreatedSeat(seat=seat.index, kind=seat.kind, name=seat.name, bot=seat.bot,
                               token=token, join_url=link))
    return CreatedTable(id=table.id, game=table.spec.name, seed=table.game.seed, seats=out,
                        spectate_url=f"/table/{table.id}")


@router.get("/tables")
def list_tables(ctx: Ctx) -> list[TableSummary]:
    """The tables this server is hosting (newest first)."""
    tables = sorted(ctx.tables.tables.values(), key=lambda t: -t.created)
    return [TableSummary.model_validate(t.summary()) for t in tables]


@router.get("/tables/{table_id}")
async def table_state(
    table_id: str,
    ctx: Ctx,
    authorization: SeatToken = None,
    seat: Annotated[int | None, Query(ge=0, le=7)] = None,
) -> TableState:
    """What a seat sees (with its token), or what a spectator sees (no seat): public only."""
    table = await ctx.tables.get(table_id)
    who = table.seat_of(seat, bearer(authorization))
    async with table.lock:
        state = table.state_for(who)
    return TableState.model_validate(state)


@router.post("/tables/{table_id}/actions")
async def act(table_id: str, request: ActionRequest, ctx: Ctx,
              authorization: SeatToken = None) -> Accepted:
    """Answer one of the seat's open decisions, naming its id; a decision no longer open is
    refused (409, ``stale: true``) and the game is unchanged."""
    table = await ctx.tables.get(table_id)
    seat = table.seat_of(request.seat, bearer(authorization))
    assert seat is not None
    await ctx.tables.act(table, seat, request.decision_id, request.answer)
    return Accepted()


@sockets.websocket("/ws/tables/{table_id}")
async def table_socket(websocket: WebSocket, table_id: str, seat: int | None = None,
                       token: str | None = None) -> None:
    """A seat's live connection (``?seat=N&token=T``) or a spectator's (no seat). The server
    sends ``state`` messages rendered for this seat only; the client sends
    ``{"type": "act", "decision_id": N, "answer": …}`` and gets ``refused`` when it cannot be
    applied."""
    ctx: WebContext = websocket.app.state.context
    await websocket.accept()
    try:
        table = await ctx.tables.get(table_id)
        who = table.seat_of(seat, token)
    except CardTableError as error:
        await websocket.send_json({"type": "error", **error_json(error)})
        await websocket.close(code=4403)
        return
    connection = await ctx.tables.connect(table, websocket, who)
    try:
        while True:
            message = await websocket.receive_json()
            if not isinstance(message, dict) or message.get("type") != "act":
                await websocket.send_json({"type": "refused", "error": "BadMessage",
                                           "detail": "send {type: 'act', decision_id, answer}",
                                           "stale": False})
                continue
            if who is None:
                await websocket.send_json({"type": "refused", "error": "Forbidden",
                                           "detail": "spectators cannot act", "stale": False})
                continue
            decision_id = message.get("decision_id")
            try:
                if not isinstance(decision_id, int):
                    raise StaleDecision(f"an answer must name its decision id, not "
                                        f"{decision_id!r}")
                await ctx.tables.act(table, who, decision_id, message.get("answer"))
            except CardTableError as error:
                await websocket.send_json({"type": "refused", **error_json(error),
                                           "decision_id": decision_id})
    except (WebSocketDisconnect, RuntimeError, ValueError):
        pass
    finally:
        await ctx.tables.disconnect(table, connection)
