"""Game tables: create, list, read a seat's state, answer a decision (HTTP and websocket)."""

from __future__ import annotations

import json
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Header, Query, Request, WebSocket, WebSocketDisconnect

from cardtable.core.errors import CardTableError, IllegalAction, StaleDecision
from cardtable.web.app import WebContext, error_json
from cardtable.web.games import GAMES
from cardtable.web.guard import CLOSE_ORIGIN, CLOSE_TOO_BIG, MAX_MESSAGE, origin_allowed
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
    """The games a table can host, with their seat counts, bots, bundled decks and (Commander)
    house rules and rules presets."""
    out: dict[str, dict[str, Any]] = {}
    for name, spec in GAMES.items():
        out[name] = {"title": spec.title, "min_players": spec.min_players,
                     "max_players": spec.max_players, "bots": list(spec.bots())}
    from cardtable.games.magic.commander.decks import bundled_deck_names as commander_decks
    from cardtable.games.magic.commander.rules import HOUSE_RULES, PRESETS
    from cardtable.games.magic.decks import bundled_deck_names as magic_decks

    out["magic"]["decks"] = magic_decks()
    out["commander"]["decks"] = commander_decks()
    out["commander"]["house_rules"] = list(HOUSE_RULES)
    out["commander"]["presets"] = list(PRESETS)
    return out


@router.post("/tables", status_code=201)
async def create_table(request: CreateTable, ctx: Ctx, http: Request) -> CreatedTable:
    """A new table. Each human seat gets a secret token and a private join link; share each link
    with that seat's player only. The seed is not returned: it would reveal every hand and
    library; the finished game's record (``/record``) shows it. Anyone may create a table, so
    creation is limited per address (429) and in number of unfinished tables."""
    ctx.creation_limit.check(http.client.host if http.client else "unknown")
    options = request.options.model_dump(exclude_none=True)
    seats = [(s.kind, s.bot, s.name) for s in request.seats]
    table, tokens = await ctx.tables.create(request.game, seats, request.seed, options)
    out = []
    for seat, token in zip(table.seats, tokens, strict=True):
        link = None if token is None else f"/table/{table.id}?seat={seat.index}&token={token}"
        out.append(CreatedSeat(seat=seat.index, kind=seat.kind, name=seat.name, bot=seat.bot,
                               token=token, join_url=link))
    return CreatedTable(id=table.id, game=table.spec.name, seats=out,
                        spectate_url=f"/table/{table.id}")


@router.get("/tables")
def list_tables(ctx: Ctx) -> list[TableSummary]:
    """The tables this server is hosting (newest first)."""
    tables = sorted(ctx.tables.tables.values(), key=lambda t: -t.created)
    return [TableSummary.model_validate(t.summary()) for t in tables]


@router.get("/tables/{table_id}/record")
async def table_record(table_id: str, ctx: Ctx) -> dict[str, Any]:
    """The finished game's whole record — with its seed — for replaying it; refused (409)
    while the game runs, since the seed and the answers would reveal hidden cards."""
    table = await ctx.tables.get(table_id)
    async with table.lock:
        if table.game.result is None:
            raise IllegalAction(f"table {table_id}'s game is still running; its record (and "
                                "seed) is shown once it is over")
        record = table.game.record.to_json()
    return {"table": table.id, "record": record}


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
    if not origin_allowed(websocket.headers, websocket.headers.get("host")):
        await websocket.close(code=CLOSE_ORIGIN, reason="another site's page may not connect")
        return
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
            raw = await websocket.receive()
            if raw["type"] == "websocket.disconnect":
                break
            text, blob = raw.get("text"), raw.get("bytes")
            data: str | bytes = text if isinstance(text, str) else (
                blob if isinstance(blob, bytes) else b"")
            if len(data) > MAX_MESSAGE:
                await websocket.close(code=CLOSE_TOO_BIG,
                                      reason=f"messages are limited to {MAX_MESSAGE} bytes")
                break
            try:
                message = json.loads(data)
            except ValueError:
                message = None
            if (isinstance(message, dict) and message.get("type") == "pass_until"
                    and who is not None):
                try:
                    await ctx.tables.pass_until(table, who, str(message.get("until")))
                    await websocket.send_json({"type": "accepted", "decision_id": None})
                except CardTableError as error:
                    await websocket.send_json({"type": "refused", **error_json(error)})
                continue
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
                # only now is the answer in the store: acknowledged once durable
                await websocket.send_json({"type": "accepted", "decision_id": decision_id})
            except CardTableError as error:
                await websocket.send_json({"type": "refused", **error_json(error),
                                           "decision_id": decision_id})
    except (WebSocketDisconnect, RuntimeError, ValueError):
        pass
    finally:
        await ctx.tables.disconnect(table, connection)
