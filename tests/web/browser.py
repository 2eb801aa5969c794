"""Helpers for the browser tests: Debian's Chromium driven by Playwright, and a live uvicorn
server in a thread of the test process (so a test can compare the pages with the server's game).

Playwright never downloads a browser here: it is pointed at the ``chromium`` executable from
Debian's package (``apt-get install chromium``; ``.ci/run`` installs it).
"""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

ARTIFACTS = Path(os.environ.get("CARDTABLE_TEST_ARTIFACTS", "test-artifacts")) / "web"


def chromium_path() -> str:
    """The Chromium executable, or skip (outside CI) / fail (in CI) saying why."""
    found = os.environ.get("CARDTABLE_CHROMIUM") or shutil.which("chromium") or shutil.which(
        "chromium-browser")
    if found:
        return found
    reason = ("Debian's chromium is not installed, so the browser tests cannot run "
              "(apt-get install -y chromium; .ci/run does this)")
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class LiveServer:
    def __init__(self, app: Any, port: int) -> None:
        import uvicorn

        self.app = app
        self.url = f"http://127.0.0.1:{port}"
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port,
                                                    log_level="warning", ws="websockets"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def start(self) -> None:
        self.thread.start()
        for _ in range(400):
            if self.server.started:
                return
            time.sleep(0.025)
        raise RuntimeError("the test server did not start")

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(30)

    @property
    def tables(self) -> Any:
        return self.app.state.context.tables


@contextmanager
def live_server(app: Any) -> Iterator[LiveServer]:
    server = LiveServer(app, free_port())
    server.start()
    try:
        yield server
    finally:
        server.stop()


def screenshot(page: Any, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / name
    page.screenshot(path=str(path), full_page=True)
    return path
