"""Opening card data files: decompression by content (gzip, xz, zip), progress, format sniffing."""

from __future__ import annotations

import gzip
import io
import lzma
import zipfile
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import StrEnum
from pathlib import Path
from typing import IO, BinaryIO, cast

from cardtable.core.errors import CardDataError

Progress = Callable[[int, int], None]
"""Called as ``progress(bytes_done, bytes_total)`` while a file is read (sizes of the raw file)."""

_SNIFF_BYTES = 64 * 1024


class SourceKind(StrEnum):
    MTGJSON = "mtgjson"
    SCRYFALL = "scryfall"
    SCRYFALL_LINES = "scryfall-lines"
    MECCG = "meccg"


class _CountingReader(io.RawIOBase):
    """A raw reader that reports how many bytes of the underlying file have been read."""

    def __init__(self, raw: BinaryIO, total: int, progress: Progress | None) -> None:
        self._raw = raw
        self._total = total
        self._progress = progress
        self._done = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        data = self._raw.read(len(buffer))
        count = len(data)
        buffer[:count] = data
        self._done += count
        if self._progress is not None and count:
            self._progress(self._done, self._total)
        return count


@contextmanager
def open_card_file(path: Path, progress: Progress | None = None) -> Iterator[IO[bytes]]:
    """Open a card data file for reading its decompressed JSON bytes.

    Compression is recognised by content, not by the file name: gzip, xz, or a zip archive
    holding one JSON file. Raises :class:`CardDataError` for anything unreadable.
    """
    if not path.is_file():
        raise CardDataError(f"card file {str(path)!r} does not exist or is not a file")
    total = path.stat().st_size
    if total == 0:
        raise CardDataError(
            f"card file {str(path)!r} is empty; expected an MTGJSON AtomicCards file, "
            "a Scryfall bulk file or Middle-earth CCG card JSON"
        )
    with path.open("rb") as raw:
        magic = raw.read(6)
        raw.seek(0)
        counted = io.BufferedReader(_CountingReader(raw, total, progress), 1 << 16)
        if magic[:2] == b"\x1f\x8b":
            with gzip.GzipFile(fileobj=counted, mode="rb") as unzipped:
                yield cast(IO[bytes], unzipped)
        elif magic == b"\xfd7zXZ\x00":
            with lzma.LZMAFile(counted, mode="rb") as unxz:
                yield cast(IO[bytes], unxz)
        elif magic[:4] == b"PK\x03\x04":
            yield from _open_zip(path, raw, total, progress)
        else:
            yield counted


def _open_zip(
    path: Path, raw: BinaryIO, total: int, progress: Progress | None
) -> Iterator[IO[bytes]]:
    try:
        archive = zipfile.ZipFile(raw)
    except zipfile.BadZipFile as error:
        raise CardDataError(f"card file {str(path)!r} is not a readable zip archive") from error
    members = [m for m in archive.infolist() if m.filename.lower().endswith(".json")]
    if len(members) != 1:
        raise CardDataError(
            f"zip archive {str(path)!r} holds {len(members)} JSON files; expected exactly one "
            "(MTGJSON's AtomicCards.json.zip holds AtomicCards.json)"
        )
    with archive.open(members[0]) as member:
        yield io.BufferedReader(
            _CountingReader(member, members[0].file_size, progress), 1 << 16  # type: ignore[arg-type]
        )
    if progress is not None:
        progress(total, total)


def sniff_kind(head: bytes, name: str) -> SourceKind:
    """Which card data format the first bytes of a (decompressed) file belong to."""
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
    if text.startswith("{"):
        first_line = text.split("\n", 1)[0]
        if '"object"' in first_line and first_line.rstrip().endswith("}"):
            return SourceKind.SCRYFALL_LINES
        if '"data"' in text or '"meta"' in text:
            return SourceKind.MTGJSON
        if '"object"' in text and '"card"' in text:
            return SourceKind.SCRYFALL_LINES
    if text.startswith("["):
        if '"Secondary"' in text or ('"title"' in text and '"alignment"' in text):
            return SourceKind.MECCG
        if '"object"' in text or '"oracle_id"' in text or '"type_line"' in text:
            return SourceKind.SCRYFALL
    raise CardDataError(
        f"{name!r} is not card data cardtable knows; expected an MTGJSON AtomicCards file "
        "(.json, .json.gz, .json.xz, .zip), a Scryfall bulk file (JSON array or JSON lines, "
        "plain or gzip) or Middle-earth CCG card JSON"
    )


def peek(stream: IO[bytes]) -> tuple[bytes, IO[bytes]]:
    """The first bytes of a stream (a UTF-8 byte-order mark dropped), and a stream that still
    yields them."""
    try:
        head = stream.read(_SNIFF_BYTES)
    except (OSError, EOFError, lzma.LZMAError, zipfile.BadZipFile, zlib.error) as error:
        raise CardDataError(f"card file is corrupt or truncated: {error}") from error
    head = head.removeprefix(b"\xef\xbb\xbf")
    return head, cast(IO[bytes], _Rewound(head, stream))


class _Rewound(io.RawIOBase):
    def __init__(self, head: bytes, rest: IO[bytes]) -> None:
        self._head = head
        self._rest = rest

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        if self._head:
            if size < 0 or size >= len(self._head):
                data, self._head = self._head, b""
                more = self._rest.read(-1 if size < 0 else size - len(data))
                return data + more
            data, self._head = self._head[:size], self._head[size:]
            return data
        return self._rest.read(size)

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)
