"""Downloading Scryfall's current oracle-cards bulk file over HTTPS (``cardtable cards update``).

The bulk-data endpoint answers with a JSON object whose ``download_uri`` is the file; that file
is streamed to a temporary file next to the database (with progress and a timeout), then
imported like any other card file, atomically.
"""

from __future__ import annotations

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
