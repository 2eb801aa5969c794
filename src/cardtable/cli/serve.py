"""``cardtable serve``: the browser table — game tables, tournament pages and deck tools on a
local web server (FastAPI, served by uvicorn; needs the ``web`` extra)."""

from __future__ import annotations

import typer

from cardtable.cli._app import app, console
from cardtable.core.errors import SettingsError


@app.command()
def serve(
    host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on."),
    port: int = typer.Option(8000, "--port", min=0, max=65535, help="Port to listen on."),
    db: str | None = typer.Option(None, "--db", help="Database URL (default: SQLite in the "
                                  "data dir, the same store as `cardtable event`)."),
    organiser_token: str | None = typer.Option(
        None, "--organiser-token", help="The token the organiser's console needs (default: "
        "CARDTABLE_ORGANISER_TOKEN, else one kept in the data dir)."),
    bot_delay: float = typer.Option(0.6, "--bot-delay", min=0.0, max=10.0,
                                    help="Seconds a bot pauses after each move."),
    tables_per_minute: int = typer.Option(10, "--tables-per-minute", min=1,
                                          help="New tables one address may create a minute."),
    max_tables: int = typer.Option(200, "--max-tables", min=1,
                                   help="Unfinished tables this server hosts at most."),
    idle_hours: float = typer.Option(6.0, "--idle-hours", min=0.01,
                                     help="Unfinished tables idle this long are removed."),
    sync: str = typer.Option("full", "--sync", help="SQLite durability of acknowledged answers: "
                             "full (survives a power cut) or normal (survives the server being "
                             "killed; faster under load)."),
) -> None:
    """Serve the browser table on HOST:PORT; unfinished games resume after a restart."""
    try:
        import uvicorn

        from cardtable.web.app import create_app
    except ImportError as error:
        raise SettingsError(
            f"cardtable serve needs the web extra ({error.name} is missing): "
            "pip install 'cardtable[web]'") from None
    from cardtable.web.guard import MAX_MESSAGE

    application = create_app(db, organiser_token, bot_delay,
                             tables_per_minute=tables_per_minute, max_tables=max_tables,
                             idle_hours=idle_hours, sync=sync)
    lock = application.state.context.lock
    lock.acquire()  # one server per data folder: refused before any game resumes
    token = application.state.context.organiser_token
    console.print(f"cardtable is serving on http://{host}:{port}/", highlight=False,
                  soft_wrap=True)
    console.print(f"organiser console: http://{host}:{port}/organiser (token {token})",
                  highlight=False, soft_wrap=True)
    # No per-message compression: the messages are a few kilobytes, and deflating each one
    # cost more server CPU than anything else per decision.
    # ws_max_size: a websocket message over the limit is refused by the protocol layer (close
    # 1009) before it is read whole.
    try:
        uvicorn.run(application, host=host, port=port, log_level="warning",
                    ws_per_message_deflate=False, ws_max_size=MAX_MESSAGE)
    finally:
        lock.release()
