"""The application factory: :func:`create_app` builds the FastAPI app ``cardtable serve`` runs.

On the embedded defaults it stores events and game tables in SQLite in ``CARDTABLE_HOME`` (the
same store the ``event`` command uses) and plays with the bundled cards.
"""

from __future__ import annotations

import asyncio
import os
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from cardtable import __version__
from cardtable.core.errors import (
    CardTableError,
    IllegalAction,
    SettingsError,
    StaleDecision,
    TournamentError,
    WrongPlayer,
)
from cardtable.core.paths import data_home
from cardtable.store.database import EventStore
from cardtable.web.errors import BadAnswer, Forbidden, NotFound, TooLarge, TooMany, Unauthorized
from cardtable.web.guard import MAX_BODY, FolderLock, GuardMiddleware, RateLimit
from cardtable.web.records import RecordStore
from cardtable.web.tables import TableManager

TOKEN_VARIABLE = "CARDTABLE_ORGANISER_TOKEN"


@dataclass
class WebContext:
    """What every request handler shares."""

    store: EventStore
    tables: TableManager
    organiser_token: str
    event_sockets: dict[str, set[Any]] = field(default_factory=dict)
    #: Unauthenticated table creation: per address (rate) — the count is the manager's.
    creation_limit: RateLimit = field(default_factory=RateLimit)
    #: One server per data folder.
    lock: FolderLock | None = None


def organiser_token_from_home() -> str:
    """``CARDTABLE_ORGANISER_TOKEN``, else the token kept in ``CARDTABLE_HOME/organiser-token``
    (made on first use, readable by its owner only)."""
    configured = os.environ.get(TOKEN_VARIABLE)
    if configured:
        return configured
    path = data_home() / "organiser-token"
    if path.exists():
        text = path.read_text(encoding="utf-8").strip()
        if text:
            return text
    token = secrets.token_urlsafe(24)
    path.write_text(token + "\n", encoding="utf-8")
    path.chmod(0o600)
    return token


def _status(error: CardTableError) -> int:
    if isinstance(error, NotFound):
        return 404
    if isinstance(error, Unauthorized):
        return 401
    if isinstance(error, (Forbidden, WrongPlayer)):
        return 403
    if isinstance(error, BadAnswer):
        return 422
    if isinstance(error, TooMany):
        return 429
    if isinstance(error, TooLarge):
        return 413
    if isinstance(error, (IllegalAction, TournamentError)):
        return 409
    return 400


def error_json(error: CardTableError) -> dict[str, Any]:
    return {"error": type(error).__name__, "detail": str(error),
            "stale": isinstance(error, StaleDecision)}


def lock_path(db: str | None) -> Path:
    """The lock file of a server's data folder: beside a SQLite database file, else in
    ``CARDTABLE_HOME``."""
    url = db or os.environ.get("CARDTABLE_DB")
    if url and url.startswith("sqlite:///") and ":memory:" not in url:
        return Path(url[len("sqlite:///"):] + ".serve-lock")
    return data_home() / "serve.lock"


def create_app(db: str | None = None, organiser_token: str | None = None,
               bot_delay: float = 0.0, *, max_body: int = MAX_BODY,
               tables_per_minute: int = 10, max_tables: int = 200,
               idle_hours: float = 6.0, sync: str = "full") -> FastAPI:
    """The web application. ``db``: a database URL (default: SQLite in ``CARDTABLE_HOME``, or
    ``CARDTABLE_DB``); ``organiser_token``: the token the organiser's console needs (default: see
    :func:`organiser_token_from_home`); ``bot_delay``: seconds a bot waits after each move so
    people can follow (0 for tests and benchmarks). Limits: ``max_body`` bytes per request,
    ``tables_per_minute`` new tables per client address, ``max_tables`` unfinished tables,
    tables idle for ``idle_hours`` removed. ``sync``: a SQLite store's durability — ``full``
    (each acknowledged answer is on disk: survives a power cut) or ``normal`` (WAL without an
    fsync per commit: survives the server being killed, not a power cut; faster under load).
    The server takes its data folder's lock on start
    (:class:`~cardtable.web.guard.ServerLocked` if another server holds it)."""
    store = EventStore(db)
    if sync not in ("full", "normal"):
        raise SettingsError(f"sync must be 'full' or 'normal', not {sync!r}")
    if store.engine.dialect.name == "sqlite" and sync == "normal":
        from sqlalchemy import event

        @event.listens_for(store.engine, "connect")
        def _normal(dbapi_connection: Any, record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.close()

        store.engine.dispose()  # connections made from now on use it
    records = RecordStore(store.engine)
    context = WebContext(store, TableManager(records, bot_delay, idle_seconds=idle_hours * 3600,
                                             max_tables=max_tables),
                         organiser_token or organiser_token_from_home(),
                         creation_limit=RateLimit(tables_per_minute, 60.0),
                         lock=FolderLock(lock_path(db)))

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        lock = context.lock
        held_here = lock is not None and not lock.held
        if lock is not None and held_here:
            lock.acquire()  # before any game resumes
        try:
            await context.tables.start()
            yield
        finally:
            await context.tables.stop()
            if lock is not None and held_here:
                lock.release()
            for sockets in context.event_sockets.values():
                for socket in list(sockets):
                    with suppress(Exception):
                        await asyncio.wait_for(socket.close(), 1)

    app = FastAPI(
        title="cardtable",
        version=__version__,
        description="Play card games at a table in the browser, run tournaments, check decks. "
        "Every 4xx error is JSON {error, detail, stale} (the ErrorBody schema): typed errors, "
        "validation (422), unknown routes (404), bodies over the size limit (413) and rate "
        "limits (429) alike.",
        lifespan=lifespan,
    )
    app.state.context = context
    app.add_middleware(GuardMiddleware, max_body=max_body)

    @app.exception_handler(CardTableError)
    async def _typed_error(request: Request, error: CardTableError) -> JSONResponse:
        return JSONResponse(error_json(error), status_code=_status(error))

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, error: StarletteHTTPException) -> JSONResponse:
        names = {404: "NotFound", 405: "MethodNotAllowed", 413: "TooLarge", 429: "TooMany"}
        return JSONResponse({"error": names.get(error.status_code, "HTTPError"),
                             "detail": str(error.detail), "stale": False},
                            status_code=error.status_code, headers=error.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, error: RequestValidationError) -> JSONResponse:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in item.get('loc', ()))}: {item.get('msg', '')}"
            for item in error.errors()[:5])
        return JSONResponse({"error": "ValidationError", "detail": problems, "stale": False},
                            status_code=422)

    from cardtable.web.routers import events, games, pages, tools

    app.include_router(games.router)
    app.include_router(games.sockets)
    app.include_router(events.router)
    app.include_router(events.sockets)
    app.include_router(tools.router)
    app.include_router(pages.router)
    static = Path(str(resources.files("cardtable.web") / "static"))
    app.mount("/static", StaticFiles(directory=static), name="static")
    return app
