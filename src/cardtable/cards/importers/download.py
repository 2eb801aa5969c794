"""Downloading current card data over HTTPS (``cardtable cards update``).

By default MTGJSON's AtomicCards (:data:`MTGJSON_ATOMIC`): streamed to a temporary file next to
the database (with progress and a timeout), checked against the SHA-256 MTGJSON publishes beside
it (``….sha256``, when the server has one), then imported like any other card file, atomically.
A Scryfall bulk-data endpoint works too: it answers with a JSON object whose ``download_uri`` is
the file, which is then downloaded the same way.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from cardtable.cards.db import CardDatabase, ImportSummary
from cardtable.cards.importers.run import import_path
from cardtable.cards.importers.source import Progress
from cardtable.core.errors import CardDataError

SCRYFALL_ORACLE_BULK = "https://api.scryfall.com/bulk-data/oracle-cards"
MTGJSON_ATOMIC = "https://mtgjson.com/api/v5/AtomicCards.json.gz"
BULK_OBJECT_LIMIT = 1 << 16
"""A Scryfall bulk-data object is a few hundred bytes; a card file is megabytes."""
USER_AGENT = "cardtable/0.1 (card database update)"
CHUNK = 1 << 16


def _open(url: str, timeout: float) -> Any:
    request = urllib.request.Request(
        url, headers={"User-Agent": USER_AGENT, "Accept": "application/json;q=0.9,*/*;q=0.8"})
    try:
        return urllib.request.urlopen(request, timeout=timeout)
    except urllib.error.HTTPError as error:
        raise CardDataError(f"{url} answered HTTP {error.code} {error.reason}; try again "
                            "later or import a downloaded file with `cardtable cards import "
                            "FILE`") from error
    except (TimeoutError, urllib.error.URLError, OSError) as error:
        reason = getattr(error, "reason", error)
        raise CardDataError(f"cannot download {url} ({reason}); are you offline? Import a "
                            "downloaded file with `cardtable cards import FILE` instead") from error


def _check_scheme(url: str) -> None:
    if not url.startswith(("https://", "http://")):
        raise CardDataError(f"{url!r} is not an http(s) URL")


def bulk_download_uri(url: str, timeout: float) -> str:
    """The ``download_uri`` a Scryfall bulk-data object names."""
    _check_scheme(url)
    with _open(url, timeout) as response:
        try:
            data = json.loads(response.read(1 << 20))
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            raise CardDataError(f"{url} did not answer with a Scryfall bulk-data object") from error
    uri = data.get("download_uri") if isinstance(data, dict) else None
    if not isinstance(uri, str):
        raise CardDataError(f"{url} answered without a download_uri; expected Scryfall's "
                            "bulk-data object for oracle cards")
    return uri


def download_and_import(
    database: CardDatabase,
    url: str = SCRYFALL_ORACLE_BULK,
    timeout: float = 30.0,
    progress: Progress | None = None,
) -> ImportSummary:
    """Download the oracle-cards bulk file named by ``url`` and import it atomically."""
    file_url = bulk_download_uri(url, timeout)
    _check_scheme(file_url)
    database.path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".download-", dir=database.path.parent) as folder:
        name = Path(file_url.split("?", 1)[0]).name or "oracle-cards.json"
        path = Path(folder) / name
        _fetch(file_url, path, timeout, progress)
        return import_path(path, database)


def _fetch(file_url: str, path: Path, timeout: float, progress: Progress | None) -> None:
    with path.open("wb") as out, _open(file_url, timeout) as response:
        total = int(response.headers.get("Content-Length") or 0)
        done = 0
        while True:
            try:
                chunk = response.read(CHUNK)
            except (TimeoutError, OSError) as error:
                raise CardDataError(f"the download of {file_url} stopped ({error}); the "
                                    "card database is unchanged") from error
            if not chunk:
                break
            out.write(chunk)
            done += len(chunk)
            if progress is not None:
                progress(done, max(total, done))
    if total and done != total:
        raise CardDataError(f"the download of {file_url} was cut short ({done} of {total} "
                            "bytes); the card database is unchanged")


def update_cards(
    database: CardDatabase,
    url: str = MTGJSON_ATOMIC,
    timeout: float = 30.0,
    progress: Progress | None = None,
) -> ImportSummary:
    """Download the card file at ``url`` (MTGJSON AtomicCards by default; a Scryfall bulk-data
    endpoint is followed to its ``download_uri``), check it and import it atomically."""
    _check_scheme(url)
    database.path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".download-", dir=database.path.parent) as folder:
        path = Path(folder) / (Path(url.split("?", 1)[0]).name or "cards.json")
        _fetch(url, path, timeout, progress)
        bulk = _bulk_object(path, url)
        if bulk is not None:
            file_url = bulk
            _check_scheme(file_url)
            path = Path(folder) / (Path(file_url.split("?", 1)[0]).name or "oracle-cards.json")
            _fetch(file_url, path, timeout, progress)
        else:
            _check_digest(url, path, timeout)
        return import_path(path, database)


def _bulk_object(path: Path, url: str) -> str | None:
    """The ``download_uri`` when the downloaded file is a Scryfall bulk-data object."""
    if path.stat().st_size > BULK_OBJECT_LIMIT:
        return None
    raw = path.read_bytes()
    if raw[:2] == b"\x1f\x8b":
        return None
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None
    if not isinstance(data, dict) or data.get("object") != "bulk_data":
        return None
    uri = data.get("download_uri")
    if not isinstance(uri, str):
        raise CardDataError(f"{url} answered without a download_uri; expected Scryfall's "
                            "bulk-data object for oracle cards")
    return uri


def _check_digest(url: str, path: Path, timeout: float) -> None:
    """Compare the file with the SHA-256 published at ``url + '.sha256'`` (MTGJSON publishes
    one beside every file); a server without one is not an error, a different digest is."""
    request = urllib.request.Request(url + ".sha256", headers={"User-Agent": USER_AGENT})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            published = response.read(1024).decode("ascii", errors="replace").split()
    except (TimeoutError, urllib.error.URLError, OSError):
        return
    if not published or len(published[0]) != 64:
        return
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(CHUNK * 16):
            digest.update(chunk)
    if digest.hexdigest() != published[0].lower():
        raise CardDataError(f"the download of {url} does not match its published SHA-256 "
                            f"({url}.sha256); the card database is unchanged — try again")
