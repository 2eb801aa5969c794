"""Reading the text files people give cardtable (deck lists, CSV, pools, ban lists, JSON): the
one place where encodings, sizes and line lengths are decided.

* **Encodings**, tried in this order: a byte-order mark decides (UTF-8 with BOM, UTF-16 LE/BE,
  UTF-32 LE/BE); then strict UTF-8; then Latin-1 (ISO-8859-1), which cannot fail — that last
  fallback is reported in :attr:`TextFile.note` so the command can tell the user.
* **Not text**: a file with NUL bytes (and no UTF-16/32 BOM) is binary; refused with one line.
* **Size**: files over ``max_bytes`` (default 64 MB) are refused before they are read.
* **Lines**: a line longer than ``max_line`` characters (default 10,000) is refused *before*
  any parsing or fuzzy matching sees it; the error names the line number, never its contents.
  (A 5 MB one-line deck list once took minutes of name matching.)
* **Not a file**: a missing path, a directory or an unreadable file is one sentence.

Every failure is a :class:`TextFileError` (a :class:`~cardtable.core.errors.CardTableError`);
callers may re-raise it as their own error type.
"""

from __future__ import annotations

import codecs
import dataclasses
from pathlib import Path

from cardtable.core.errors import CardTableError

#: Default largest file read as text.
MAX_BYTES = 64 * 1024 * 1024
#: Default longest line, in characters.
MAX_LINE = 10_000

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


class TextFileError(CardTableError, ValueError):
    """A file that cannot be read as text: missing, a directory, binary, too big, a line too
    long, or undecodable."""


@dataclasses.dataclass(frozen=True)
class TextFile:
    """A file's text, the encoding it was read with, and a note when it was a guess."""

    text: str
    encoding: str
    note: str | None = None


def decode(data: bytes, what: str = "the file") -> TextFile:
    """Decode bytes by the rules in the module docstring (BOM, UTF-8, Latin-1 with a note)."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return TextFile(data.decode(encoding), encoding)
            except UnicodeDecodeError as error:
                raise TextFileError(
                    f"{what} starts with a {encoding.upper()} byte-order mark but is not valid "
                    f"{encoding.upper()} (byte {error.start})"
                ) from error
    if b"\x00" in data:
        raise TextFileError(
            f"{what} is a binary file (it contains NUL bytes), not text; give a text file "
            "(UTF-8, UTF-16 with a byte-order mark, or Latin-1)"
        )
    try:
        return TextFile(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError:
        return TextFile(
            data.decode("latin-1"),
            "latin-1",
            f"{what} is not UTF-8; read it as Latin-1 (ISO-8859-1) — save it as UTF-8 if "
            "accented names look wrong",
        )


def check_lines(text: str, what: str = "the file", max_line: int = MAX_LINE) -> None:
    """Refuse text with a line longer than ``max_line`` characters, naming the line."""
    if len(text) <= max_line:
        return
    start = 0
    number = 1
    length = len(text)
    while start < length:
        end = text.find("\n", start)
        if end < 0:
            end = length
        if end - start > max_line:
            raise TextFileError(
                f"line {number} of {what} is {end - start:,} characters long, more than the "
                f"{max_line:,} a line may have; is this the right file?"
            )
        start = end + 1
        number += 1


def read_text_file(
    path: Path | str,
    what: str = "file",
    *,
    max_bytes: int = MAX_BYTES,
    max_line: int | None = MAX_LINE,
) -> TextFile:
    """Read ``path`` as text (see the module docstring); ``what`` names it in errors, e.g.
    "deck list" gives "deck list 'x.txt' is a directory"."""
    path = Path(path)
    label = f"{what} {str(path)!r}"
    try:
        if path.is_dir():
            raise TextFileError(f"{label} is a directory; give a file")
        size = path.stat().st_size
    except FileNotFoundError as error:
        raise TextFileError(f"{label} does not exist") from error
    except OSError as error:
        raise TextFileError(f"cannot read {label}: {error.strerror or error}") from error
    if size > max_bytes:
        raise TextFileError(
            f"{label} is {size:,} bytes, more than the {max_bytes:,} a {what} may have; "
            "is this the right file?"
        )
    try:
        with path.open("rb") as stream:
            data = stream.read(max_bytes + 1)
    except OSError as error:
        raise TextFileError(f"cannot read {label}: {error.strerror or error}") from error
    if len(data) > max_bytes:
        raise TextFileError(f"{label} is more than {max_bytes:,} bytes; is this the right file?")
    result = decode(data, label)
    if max_line is not None:
        check_lines(result.text, label, max_line)
    return result


def read_text(
    path: Path | str,
    what: str = "file",
    *,
    max_bytes: int = MAX_BYTES,
    max_line: int | None = MAX_LINE,
) -> str:
    """:func:`read_text_file`'s text (its note, if any, is dropped; use that to show it)."""
    return read_text_file(path, what, max_bytes=max_bytes, max_line=max_line).text
