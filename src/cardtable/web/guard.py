"""What keeps the server standing on the open internet: request size limits (refused before the
body is read), security headers, the table-creation rate limit, the websocket origin check and
the one-server-per-data-folder lock.

Every refusal is an :class:`~cardtable.web.models.ErrorBody` (``{error, detail, stale}``) with a
4xx status, like every other error of the API.
"""

from __future__ import annotations

import fcntl
import json
import os
import time
from collections import deque
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlsplit

from cardtable.core.errors import CardTableError
from cardtable.web.errors import TooMany

Scope = dict[str, Any]
Message = dict[str, Any]

#: The largest request body accepted (a 1 MB CSV of players, six pasted decklists).
MAX_BODY = 2_000_000
#: The largest websocket message a client may send (an answer is a few dozen bytes).
MAX_MESSAGE = 16_384
#: The close code for a websocket message over :data:`MAX_MESSAGE` (RFC 6455 "message too big").
CLOSE_TOO_BIG = 1009
#: The close code for a websocket from another site's page (RFC 6455 "policy violation").
CLOSE_ORIGIN = 1008

#: Pages may load scripts, styles and data from this server only; nothing may frame them.
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; "
       "object-src 'none'")
#: The API explorer at /docs loads Swagger UI from its CDN (FastAPI's default page).
DOCS_CSP = ("default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
            "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; img-src 'self' data: "
            "https://fastapi.tiangolo.com; frame-ancestors 'none'; object-src 'none'")
HEADERS = [(b"x-frame-options", b"DENY"), (b"referrer-policy", b"no-referrer"),
           (b"x-content-type-options", b"nosniff"),
           (b"cross-origin-opener-policy", b"same-origin")]


def error_body(error: str, detail: str) -> bytes:
    return json.dumps({"error": error, "detail": detail, "stale": False}).encode()


class GuardMiddleware:
    """ASGI middleware: a body over ``max_body`` is refused with 413 — at once from its
    ``Content-Length``, or as soon as a chunked body passes the limit, never buffered whole —
    and every HTTP response gets the security headers."""

    def __init__(self, app: Any, max_body: int = MAX_BODY) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        csp = (DOCS_CSP if path in ("/docs", "/redoc") else CSP).encode()

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers += [*HEADERS, (b"content-security-policy", csp)]
                message = {**message, "headers": headers}
            await send(message)

        length = dict(scope.get("headers", [])).get(b"content-length")
        if length is not None:
            try:
                declared = int(length)
            except ValueError:
                declared = -1
            if declared < 0 or declared > self.max_body:
                await self._refuse(send_with_headers, declared)
                return
        seen = 0
        started = False
        refused = False

        async def counted() -> Message:
            nonlocal seen, refused
            if refused:
                return {"type": "http.disconnect"}
            message: Message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body:  # answer now; the application sees a disconnect
                    refused = True
                    if not started:
                        await self._refuse(send_with_headers, seen)
                    return {"type": "http.disconnect"}
            return message

        async def tracked(message: Message) -> None:
            nonlocal started
            if refused:
                return  # the 413 is sent already
            started = started or message["type"] == "http.response.start"
            await send_with_headers(message)

        try:
            await self.app(scope, counted, tracked)
        except Exception:
            if not refused:
                raise

    async def _refuse(self, send: Any, size: int) -> None:
        what = "an unreadable Content-Length" if size < 0 else f"{size} bytes or more"
        body = error_body("TooLarge", f"the request body ({what}) is over this server's limit "
                          f"of {self.max_body} bytes")
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(body)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": body})


class RateLimit:
    """At most ``count`` creations per client address in any ``per`` seconds (a sliding
    window); :class:`TooMany` (429) beyond it."""

    def __init__(self, count: int = 10, per: float = 60.0) -> None:
        self.count = count
        self.per = per
        self._seen: dict[str, deque[float]] = {}

    def check(self, client: str, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        times = self._seen.setdefault(client, deque())
        while times and now - times[0] > self.per:
            times.popleft()
        if len(times) >= self.count:
            wait = self.per - (now - times[0])
            raise TooMany(f"at most {self.count} tables per {self.per:.0f} s from one address; "
                          f"try again in {wait:.0f} s")
        times.append(now)
        if len(self._seen) > 10_000:  # forget quiet addresses
            for key in [k for k, v in self._seen.items() if not v or now - v[-1] > self.per]:
                del self._seen[key]


def origin_allowed(headers: Any, host_header: str | None) -> bool:
    """A websocket may come from this server's own pages (the Origin's host is the Host) or
    from a client that sends no Origin (a script, not a browser)."""
    origin = headers.get("origin")
    if not origin:
        return True
    host = urlsplit(origin).netloc.lower()
    return bool(host_header) and host == str(host_header).lower()


class ServerLocked(CardTableError):
    """Another server holds this data folder (two would resume and write the same games)."""


class FolderLock:
    """An exclusive lock on ``path`` (``CARDTABLE_HOME/serve.lock``) held while a server
    runs; released by the operating system if the process dies."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[str] | None = None

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 - held while serving
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.seek(0)
            holder = handle.read().strip() or "another process"
            handle.close()
            raise ServerLocked(f"another cardtable server (pid {holder}) is using the data "
                               f"folder {str(self.path.parent)!r}; stop it first, or give this "
                               "one its own CARDTABLE_HOME / --db") from None
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        self._file = handle

    @property
    def held(self) -> bool:
        return self._file is not None

    def release(self) -> None:
        if self._file is not None:
            fcntl.flock(self._file.fileno(), fcntl.LOCK_UN)
            self._file.close()
            self._file = None
