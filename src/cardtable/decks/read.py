"""Reading decklists in every format people paste or export, collecting every problem.

Formats (names for ``--input-format``): ``text`` (``4 Name`` / ``4x Name``, section headers),
``mtgo`` (MTGO ``.txt``: a blank line before the sideboard), ``dek`` (MTGO XML), ``arena`` (MTG
Arena export: ``Commander``/``Deck``/``Sideboard``/``Companion``, ``1 Name (SET) 123``),
``moxfield`` (``*CMDR*``, ``*F*``, ``#tags``), ``archidekt`` (``1x Name (set) 123
[Commander{top}]``), ``cod`` (Cockatrice XML), ``forge`` (Forge ``.dck``: ``[sections]``,
``N Name|SET|art``), ``xmage`` (XMage ``.dck``: ``NAME:``, ``N [SET:num] Name``, ``SB:`` lines),
``mwdeck`` (Magic Workstation ``.mwDeck``: ``N [SET] Name``, ``SB:`` lines), ``meccg`` (GCCG deck
text for the Middle-earth CCG) and ``netmeccg`` (NetMECCG ``.dck``: ``[starting]``,
``[characters]``… parts, one card a line).

Forge, XMage and NetMECCG all use ``.dck``, so the format is told by content, never by the file
name alone. Clients with no commander section (MTGO, Cockatrice, XMage, Magic Workstation) keep
a Commander deck's commander in the sideboard; a sideboard of one or two single cards beside a
main deck that makes 100 cards with them is read as the commander.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from xml.parsers import expat

from cardtable.cards.names import has_control_characters
from cardtable.core.errors import DeckError
from cardtable.core.textfile import TextFileError, check_lines
from cardtable.decks.model import (
    COMMANDER,
    COMPANION,
    FW_SIDEBOARD,
    MAIN,
    MAYBEBOARD,
    POOL,
    SIDEBOARD,
    SITES,
    TOKENS,
    DeckEntry,
    Decklist,
    ParseProblem,
)

FORMATS = ("text", "mtgo", "dek", "arena", "moxfield", "archidekt", "cod", "forge", "xmage",
           "mwdeck", "meccg", "netmeccg")
MAX_FILE_BYTES = 20 * 1024 * 1024
MAX_COUNT = 10_000
COMMANDER_DECK_SIZE = 100
COMMANDER_IN_SIDEBOARD = ("mtgo", "dek", "cod", "xmage", "mwdeck")
"""Formats whose clients keep a Commander deck's commander in the sideboard."""
FORGE_CARD_SECTIONS = {
    "commander": COMMANDER, "main": MAIN, "sideboard": SIDEBOARD, "planes": "planes",
    "schemes": "schemes", "avatar": "avatar", "conspiracy": "conspiracy", "dungeon": "dungeon",
    "attractions": "attractions", "contraptions": "contraptions",
}
"""Forge's card sections; every other section (``[metadata]``, ``[shop]``, ``[duel]``,
``[quest]``…) is information about the deck, kept as metadata."""
_NETMECCG_PARTS = {
    "starting": POOL, "sideboard": SIDEBOARD, "anti-fw": FW_SIDEBOARD, "characters": MAIN,
    "resources": MAIN, "hazards": MAIN, "sites": SITES,
}
_NETMECCG_KINDS = {"characters": "Character", "resources": "Resource", "hazards": "Hazard"}

_SECTION_WORDS = {
    "commander": COMMANDER, "commanders": COMMANDER, "deck": MAIN, "main": MAIN,
    "mainboard": MAIN, "main deck": MAIN, "maindeck": MAIN, "sideboard": SIDEBOARD,
    "side": SIDEBOARD, "companion": COMPANION, "maybeboard": MAYBEBOARD,
    "considering": MAYBEBOARD, "about": "about", "pool": POOL, "sites": SITES,
    "tokens": TOKENS, "fw sideboard": FW_SIDEBOARD,
    **{word: word for word in FORGE_CARD_SECTIONS.values() if word not in (COMMANDER, MAIN,
                                                                          SIDEBOARD)},
}
# Category headers that sites and people put inside the main deck ("Creatures (12)", "Lands",
# and the Middle-earth CCG's "Characters", "Resources", "Hazards").
_SECTION_WORDS.update({
    word: MAIN for word in (
        "creature", "creatures", "instant", "instants", "sorcery", "sorceries", "artifact",
        "artifacts", "enchantment", "enchantments", "planeswalker", "planeswalkers", "land",
        "lands", "battle", "battles", "spells", "other", "character", "characters", "resource",
        "resources", "hazard", "hazards",
    )
})
_COUNTED_HEADER = re.compile(r"\s*\(\d+\)$")
_HEADER = re.compile(r"^(?://\s*|#+\s*)?(?P<word>[A-Za-z ]+?)\s*:?\s*(?:\(\d+\))?$")
_LINE = re.compile(
    r"^(?P<count>\d+)\s*[xX]?\s+(?P<name>.+?)"
    r"(?:\s+\((?P<set>[A-Za-z0-9_]{2,8})\)(?:\s+(?P<number>[A-Za-z0-9★†\-]+))?)?"
    r"(?P<markers>(?:\s+(?:\*[A-Za-z]+\*|#!?\S+|\[[^\]]*\]|\^[^^]*\^))*)\s*$"
)
_MARKER = re.compile(r"\*[A-Za-z]+\*|#!?\S+|\[[^\]]*\]|\^[^^]*\^")
_FORGE_LINE = re.compile(r"^(?P<count>\d+)\s+(?P<name>[^|]+?)(?P<foil>\+)?(?:\|(?P<rest>.*))?$")
_FORGE_HEADER = re.compile(
    r"^\[(?:metadata|main|commander|sideboard|planes|schemes|avatar|conspiracy|shop|duel|quest"
    r"|dungeon|attractions|contraptions)\]$", re.IGNORECASE)
_XMAGE_LINE = re.compile(
    r"^(?P<sb>SB:\s*)?(?P<count>\d+)\s+(?:\[(?P<set>[^\]:]*):(?P<number>[^\]]*)\]\s+)?"
    r"(?P<name>\S.*?)\s*$")
_XMAGE_HINT = re.compile(r"^(?:SB:\s*)?\d+\s+\[[^\]:]*:[^\]]*\]\s+\S")
_MWS_LINE = re.compile(
    r"^(?P<sb>SB:\s*)?(?P<count>\d+)\s+(?:\[(?P<set>[A-Za-z0-9_]*)\]\s+)?(?P<name>\S.*?)\s*$")
_MWS_HINT = re.compile(r"^(?:SB:\s*)?\d+\s+\[[A-Za-z0-9_]*\]\s+\S")
_KEY_LINE = re.compile(r"^(?P<key>[A-Za-z][A-Za-z ]*):(?P<value>.*)$")
_MECCG_LINE = re.compile(
    r"^(?P<count>\d+)\s+(?P<name>.+?)(?:\s+\[(?P<version>[A-Za-z])\])?"
    r"(?:\s+\((?P<set>[A-Za-z0-9]{2,4})\))?\s*$"
)
_MECCG_KIND = re.compile(r"^#\s*(?P<kind>[A-Za-z][A-Za-z /-]*?)\s*\((?P<count>\d+)\)\s*$")


def decode_deck_bytes(data: bytes, name: str) -> str:
    """Decklist bytes as text: UTF-8 (a byte-order mark dropped) or, failing that, Latin-1
    for old exports; binary data is refused with :class:`DeckError`."""
    if not data.strip():
        raise DeckError(f"{name!r} is empty; expected a decklist such as '4 Lightning Bolt' lines")
    if len(data) > MAX_FILE_BYTES:
        raise DeckError(
            f"{name!r} is {len(data) // (1024 * 1024)} MB; a decklist is at most "
            f"{MAX_FILE_BYTES // (1024 * 1024)} MB"
        )
    sample = data[:65536]
    if b"\x00" in sample or sum(b < 9 or 13 < b < 32 for b in sample) > len(sample) // 100 + 2:
        raise DeckError(f"{name!r} is a binary file, not a decklist")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read_deck_file(path: Path, input_format: str | None = None) -> Decklist:
    """Read a decklist file, detecting its format unless ``input_format`` names it.

    A file with no readable card line at all is not a decklist: :class:`DeckError`."""
    try:
        with path.open("rb") as stream:
            data = stream.read(MAX_FILE_BYTES + 1)
    except (FileNotFoundError, IsADirectoryError, PermissionError) as error:
        raise DeckError(f"cannot read decklist {str(path)!r}: {error.strerror}") from error
    text = decode_deck_bytes(data, path.name)
    try:  # a huge line would take minutes of name matching: refused first, by line number
        check_lines(text, f"decklist {path.name!r}")
    except TextFileError as error:
        raise DeckError(str(error)) from None
    deck = parse_deck_text(text, input_format or detect_format(text, path.name), path.stem)
    if not deck.entries:
        first = f" (first problem: {deck.problems[0]})" if deck.problems else ""
        raise DeckError(
            f"no card lines could be read from {path.name!r} as a {deck.source_format} "
            f"decklist{first}; expected lines like '1 Sol Ring', or name the format with "
            f"--input-format ({', '.join(FORMATS)})"
        )
    return deck


def detect_format(text: str, file_name: str = "") -> str:
    """The format a decklist's text is most likely in (see the module docstring).

    Told by content: the file name's suffix only settles ``.meccg`` files and MTGO ``.txt``
    files, which have nothing else to tell them by."""
    suffix = Path(file_name).suffix.lower()
    head = text.lstrip()[:2000]
    if head.startswith("<"):
        if "<cockatrice_deck" in head:
            return "cod"
        if "<Deck" in head or "<Cards" in head:
            return "dek"
        raise DeckError(f"{file_name!r} is XML but neither an MTGO .dek nor a Cockatrice .cod deck")
    lines = [line.strip() for line in text.split("\n")]
    body = [line for line in lines if line]
    lowered = {line.lower() for line in body}
    netmeccg_parts = {f"[{part}]" for part in _NETMECCG_PARTS if part != "sideboard"}
    if any(line.startswith("[NetMECCG") for line in body) or len(lowered & netmeccg_parts) >= 2:
        return "netmeccg"
    if suffix == ".meccg" or "gccg" in head.lower() or {"deck", "pool", "sites"} <= lowered:
        return "meccg"
    if any(_FORGE_HEADER.match(line) for line in body):
        return "forge"
    if any(_XMAGE_HINT.match(line) or line.startswith(("NAME:", "LAYOUT MAIN:",
                                                       "LAYOUT SIDEBOARD:")) for line in body):
        return "xmage"
    if "magic workstation" in head.lower() or any(_MWS_HINT.match(line) for line in body):
        return "mwdeck"
    if any("*CMDR*" in line or re.search(r"\s\*[FE]\*(\s|$)", line) for line in lines):
        return "moxfield"
    if any(re.search(r"\[[^\]]*(?:\{[a-z]+\})?[^\]]*\]\s*(\^.*\^)?$", line)
           and re.match(r"^\d+x\s", line) for line in lines):
        return "archidekt"
    headers = {line for line in lowered if line in ("deck", "commander", "sideboard",
                                                    "companion")}
    if headers and any(re.search(r"\([A-Za-z0-9]{2,6}\)\s+\S+$", line) for line in lines):
        return "arena"
    if headers and "deck" in headers:
        return "arena"
    if suffix == ".txt" and _looks_like_mtgo(lines):
        return "mtgo"
    return "text"


def _looks_like_mtgo(lines: list[str]) -> bool:
    body = [line for line in lines if line]
    if not body or not all(re.match(r"^\d+ \S", line) for line in body):
        return False
    stripped = "\n".join(lines).strip("\n").split("\n")
    return "" in stripped


def parse_deck_text(text: str, input_format: str, name: str | None = None) -> Decklist:
    """Parse decklist text in a named format, collecting every problem with its line number."""
    parser = _PARSERS.get(input_format)
    if parser is None:
        raise DeckError(
            f"unknown decklist format {input_format!r}; expected one of {', '.join(FORMATS)}"
        )
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    deck = parser(text, name)
    if input_format in COMMANDER_IN_SIDEBOARD:
        deck = commander_from_sideboard(deck)
    return deck


def commander_from_sideboard(deck: Decklist) -> Decklist:
    """The deck with a sideboard of one or two single cards read as its commander(s), when the
    main deck makes exactly 100 cards with them: MTGO, Cockatrice, XMage and Magic Workstation
    have no commander section and keep a Commander deck's commander there. Any other deck is
    returned as it is."""
    if deck.section(COMMANDER):
        return deck
    side = deck.section(SIDEBOARD)
    if not 1 <= len(side) <= 2 or any(e.count != 1 for e in side):
        return deck
    if deck.count([MAIN]) + len(side) != COMMANDER_DECK_SIZE or len(deck.sections) != 2:
        return deck
    entries = tuple(replace(e, section=COMMANDER) if e.section == SIDEBOARD else e
                    for e in deck.entries)
    remark = (f"the {len(side)}-card sideboard beside a {deck.count([MAIN])}-card deck was read "
              f"as the commander ({deck.source_format} keeps a Commander deck's commander there)")
    return replace(deck, entries=entries, remarks=(*deck.remarks, remark))


def _control_problem(number: int, line: str) -> ParseProblem | None:
    if has_control_characters(line):
        return ParseProblem(number, f"line {line!r} contains control characters; skipped")
    return None


def _card_lines(text: str, problems: list[ParseProblem], skip: tuple[str, ...] = (),
                comment: str | None = None) -> Iterator[tuple[int, str]]:
    """The numbered, stripped, non-blank lines of ``text`` (after a ``comment`` marker is cut
    off) that do not start with one of ``skip``; a line with control characters is recorded in
    ``problems`` and skipped."""
    for number, raw in enumerate(text.split("\n"), start=1):
        line = (raw.split(comment, 1)[0] if comment else raw).strip()
        if not line or (skip and line.startswith(skip)):
            continue
        problem = _control_problem(number, line)
        if problem:
            problems.append(problem)
            continue
        yield number, line


def _count(raw: str, number: int, problems: list[ParseProblem]) -> int | None:
    count = int(raw)
    if count < 1 or count > MAX_COUNT:
        problems.append(ParseProblem(number, f"count {count} is not between 1 and {MAX_COUNT}"))
        return None
    return count


def _parse_lines(text: str, name: str | None, source_format: str) -> Decklist:
    """The line formats: text, mtgo, arena, moxfield, archidekt."""
    entries: list[DeckEntry] = []
    problems: list[ParseProblem] = []
    section = MAIN
    deck_name = name
    seen_cards = False
    blank_after_cards = False
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        if not line:
            if seen_cards:
                blank_after_cards = True
            continue
        problem = _control_problem(number, line)
        if problem:
            problems.append(problem)
            continue
        if line.startswith("//") or (line.startswith("#") and not _LINE.match(line)):
            header = _HEADER.match(line)
            if header and header.group("word").strip().lower() in _SECTION_WORDS:
                section = _SECTION_WORDS[header.group("word").strip().lower()]
            elif line.lower().startswith(("// name:", "//name:")):
                deck_name = line.split(":", 1)[1].strip()
            continue
        lowered = _COUNTED_HEADER.sub("", line.rstrip(":").strip()).rstrip(":").strip().lower()
        if lowered in _SECTION_WORDS:
            section = _SECTION_WORDS[lowered]
            continue
        if lowered.startswith("name "):
            deck_name = line[5:].strip()
            continue
        line_section = section
        if line[:3].upper() == "SB:":  # Apprentice / MWS / old MTGO: "SB: 2 Pyroblast"
            line, line_section = line[3:].strip(), SIDEBOARD
        match = _LINE.match(line)
        if match is None:
            if section == "about":
                continue
            problems.append(ParseProblem(
                number, f"cannot read {line!r}; expected a card line like '1 Sol Ring' "
                "or '4x Lightning Bolt (M10) 146'"))
            continue
        count = _count(match.group("count"), number, problems)
        if count is None:
            continue
        if source_format == "mtgo" and blank_after_cards and section == MAIN:
            section = line_section = SIDEBOARD
        entry_section = line_section
        foil = False
        tags: list[str] = []
        for marker in _MARKER.findall(match.group("markers") or ""):
            if marker == "*CMDR*":
                entry_section = COMMANDER
            elif marker in ("*F*", "*E*"):
                foil = True
            elif marker.startswith("#"):
                tags.append(marker.lstrip("#!"))
            elif marker.startswith("["):
                entry_section, more = _archidekt_categories(marker[1:-1], entry_section)
                tags.extend(more)
        entries.append(DeckEntry(
            count=count, name=match.group("name").strip(), section=entry_section, line=number,
            set_code=match.group("set").upper() if match.group("set") else None,
            collector_number=match.group("number"), foil=foil, tags=tuple(tags)))
        seen_cards = True
    return Decklist(tuple(entries), source_format, deck_name, tuple(problems))


def _archidekt_categories(body: str, section: str) -> tuple[str, list[str]]:
    tags: list[str] = []
    for part in body.split(","):
        category = re.sub(r"\{[^}]*\}", "", part).strip()
        if not category:
            continue
        lowered = category.lower()
        if lowered in ("commander", "sideboard", "maybeboard", "companion"):
            section = _SECTION_WORDS[lowered]
        else:
            tags.append(category)
    return section, tags


def _parse_forge(text: str, name: str | None) -> Decklist:
    """Forge ``.dck``: card sections (``[main]``, ``[commander]``…) hold ``N Name|SET|art``
    lines, a ``+`` after the name marking a foil; every other section (``[metadata]``, quest
    ``[duel]``, ``[quest]``, ``[shop]``…) is information, kept as metadata, never a problem."""
    entries: list[DeckEntry] = []
    problems: list[ParseProblem] = []
    metadata: list[tuple[str, str]] = []
    section: str | None = None
    info = "metadata"
    for number, line in _card_lines(text, problems, skip=("#",)):
        if line.startswith("[") and line.endswith("]"):
            word = line[1:-1].strip().lower()
            section = FORGE_CARD_SECTIONS.get(word)
            info = word
            continue
        if section is None:
            key, equals, value = line.partition("=")
            prefix = "" if info == "metadata" else f"{info}."
            metadata.append((prefix + key.strip(), value.strip()) if equals
                            else (info, line))
            continue
        match = _FORGE_LINE.match(line)
        if match is None:
            problems.append(ParseProblem(number, f"cannot read {line!r} in [{info}]; expected "
                                         "'N Name|SET' such as '1 Sol Ring|C21'"))
            continue
        count = _count(match.group("count"), number, problems)
        if count is None:
            continue
        # ``|SET|art index|…``: the art index picks a picture, not a card, so it is not kept.
        set_code = (match.group("rest") or "").split("|")[0].strip().upper() or None
        entries.append(DeckEntry(count, match.group("name").strip(), section, number,
                                 set_code=set_code, foil=bool(match.group("foil"))))
    deck_name = next((v for k, v in metadata if k == "Name" and v), None) or name
    return Decklist(tuple(entries), "forge", deck_name, tuple(problems),
                    metadata=tuple(metadata))


def _parse_xmage(text: str, name: str | None) -> Decklist:
    """XMage ``.dck``: ``NAME:`` and other ``KEY:`` lines (``LAYOUT MAIN:``…) are information;
    ``N [SET:num] Name`` cards, ``SB:`` before the count for the sideboard."""
    entries: list[DeckEntry] = []
    problems: list[ParseProblem] = []
    metadata: list[tuple[str, str]] = []
    deck_name = name
    for number, line in _card_lines(text, problems, skip=("#", "//")):
        match = _XMAGE_LINE.match(line)
        if match is None:
            key_line = _KEY_LINE.match(line)
            if key_line:
                key, value = key_line.group("key").strip(), key_line.group("value").strip()
                if key == "NAME" and value:
                    deck_name = value
                metadata.append((key, value))
                continue
            problems.append(ParseProblem(number, f"cannot read {line!r}; expected an XMage "
                                         "card line like '1 [C21:263] Sol Ring'"))
            continue
        count = _count(match.group("count"), number, problems)
        if count is None:
            continue
        entries.append(DeckEntry(
            count, match.group("name"), SIDEBOARD if match.group("sb") else MAIN, number,
            set_code=(match.group("set") or "").strip().upper() or None,
            collector_number=(match.group("number") or "").strip() or None))
    return Decklist(tuple(entries), "xmage", deck_name, tuple(problems),
                    metadata=tuple(metadata))


def _parse_mwdeck(text: str, name: str | None) -> Decklist:
    """Magic Workstation ``.mwDeck``: ``// NAME : …`` comments, ``N [SET] Name`` cards and
    ``SB:  N [SET] Name`` sideboard cards."""
    entries: list[DeckEntry] = []
    problems: list[ParseProblem] = []
    metadata: list[tuple[str, str]] = []
    deck_name = name
    for number, line in _card_lines(text, problems):
        if line.startswith("//"):
            key, colon, value = line[2:].partition(":")
            if colon and key.strip().isupper():
                metadata.append((key.strip(), value.strip()))
                if key.strip() == "NAME" and value.strip():
                    deck_name = value.strip()
            continue
        match = _MWS_LINE.match(line)
        if match is None:
            problems.append(ParseProblem(number, f"cannot read {line!r}; expected a Magic "
                                         "Workstation card line like '4 [M10] Lightning Bolt'"))
            continue
        count = _count(match.group("count"), number, problems)
        if count is None:
            continue
        entries.append(DeckEntry(
            count, match.group("name"), SIDEBOARD if match.group("sb") else MAIN, number,
            set_code=(match.group("set") or "").upper() or None))
    return Decklist(tuple(entries), "mwdeck", deck_name, tuple(problems),
                    metadata=tuple(metadata))


def _parse_netmeccg(text: str, name: str | None) -> Decklist:
    """NetMECCG ``.dck`` (as GCCG reads it): a ``[NetMECCG …]`` header, then ``[starting]``,
    ``[sideboard]``, ``[anti-FW]``, ``[characters]``, ``[resources]``, ``[hazards]`` and
    ``[sites]`` parts holding one card a line (a card twice in the deck is written twice);
    ``#`` starts a comment."""
    counts: dict[tuple[str, str, str], int] = {}
    first_line: dict[tuple[str, str, str], int] = {}
    problems: list[ParseProblem] = []
    part: str | None = None
    for number, line in _card_lines(text, problems, skip=("[NetMECCG",), comment="#"):
        if line.startswith("[") and line.endswith("]"):
            part = line[1:-1].strip().lower()
            if part not in _NETMECCG_PARTS:
                problems.append(ParseProblem(number, f"unknown NetMECCG part {line!r}; expected "
                                             + ", ".join(f"[{p}]" for p in _NETMECCG_PARTS)))
                part = None
            continue
        if part is None:
            problems.append(ParseProblem(number, f"card {line!r} is outside any part; put it "
                                         "under [characters], [resources], [hazards], [sites]…"))
            continue
        key = (_NETMECCG_PARTS[part], line, _NETMECCG_KINDS.get(part, ""))
        counts[key] = counts.get(key, 0) + 1
        first_line.setdefault(key, number)
    entries = []
    for (section, title, kind), count in counts.items():
        entries.append(DeckEntry(min(count, MAX_COUNT), title, section,
                                 first_line[(section, title, kind)], tags=(kind,) if kind else ()))
    entries.sort(key=lambda e: e.line)
    return Decklist(tuple(entries), "netmeccg", name, tuple(problems))


def _parse_meccg(text: str, name: str | None) -> Decklist:
    entries: list[DeckEntry] = []
    problems: list[ParseProblem] = []
    sections = {"deck": MAIN, "pool": POOL, "sideboard": SIDEBOARD, "sites": SITES,
                "notes": "notes"}
    section: str | None = None
    kind: str | None = None
    notes: list[str] = []
    deck_name = name
    lines = text.split("\n")
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        previous = lines[number - 2].strip() if number > 1 else ""
        following = lines[number].strip() if number < len(lines) else ""
        if previous.startswith("####") and following.startswith("####"):
            lowered = line.lower()
            if lowered not in sections:
                problems.append(ParseProblem(number, f"unknown section {line!r}; expected Deck, "
                                             "Pool, Sideboard, Sites or Notes"))
            section = sections.get(lowered, "unknown")
            kind = None
            continue
        if section == "notes":
            if notes or not line.startswith("####"):  # not the header's closing rule
                notes.append(raw)
            continue
        if not line or line.startswith("####"):
            continue
        if line.startswith("#"):
            kind_match = _MECCG_KIND.match(line)
            if kind_match:
                kind = kind_match.group("kind")
            elif section is None and line.strip("# ") and deck_name == name:
                title = line.strip("# ").strip()
                if "gccg" not in title.lower():
                    deck_name = title
            continue
        problem = _control_problem(number, line)
        if problem:
            problems.append(problem)
            continue
        match = _MECCG_LINE.match(line)
        if match is None or section is None:
            problems.append(ParseProblem(number, f"cannot read {line!r}; expected a card line "
                                         "like '1 Gandalf [H] (TW)' inside a Deck, Pool, "
                                         "Sideboard or Sites section"))
            continue
        count = _count(match.group("count"), number, problems)
        if count is None:
            continue
        entries.append(DeckEntry(
            count, match.group("name").strip(), section, number,
            set_code=(match.group("set") or "").upper() or None,
            tags=(kind,) if kind else (), version=(match.group("version") or "").upper() or None))
    return Decklist(tuple(entries), "meccg", deck_name, tuple(problems),
                    notes="\n".join(notes).strip())


class _XmlDeck:
    def __init__(self, text: str, source_format: str) -> None:
        self.entries: list[DeckEntry] = []
        self.problems: list[ParseProblem] = []
        self.name: str | None = None
        self.zone = MAIN
        self.text_target: str | None = None
        self.source_format = source_format
        self.parser = expat.ParserCreate()
        self.parser.StartElementHandler = self.start
        self.parser.EndElementHandler = self.end
        self.parser.CharacterDataHandler = self.data
        try:
            self.parser.Parse(text, True)
        except expat.ExpatError as error:
            self.problems.append(ParseProblem(
                error.lineno, f"the XML stops being readable here ({expat.ErrorString(error.code)})"
                "; cards after this line were not read"))

    def line(self) -> int:
        return int(self.parser.CurrentLineNumber)

    def add(self, quantity: str | None, name: str | None, section: str,
            set_code: str | None = None, collector_number: str | None = None) -> None:
        if not name or not name.strip():
            self.problems.append(ParseProblem(self.line(), "a card element has no name"))
            return
        if has_control_characters(name):
            self.problems.append(ParseProblem(self.line(), f"card name {name!r} contains "
                                              "control characters; skipped"))
            return
        try:
            count = int(quantity or "")
        except ValueError:
            self.problems.append(ParseProblem(self.line(), f"quantity {quantity!r} of {name!r} "
                                              "is not a whole number"))
            return
        if not 1 <= count <= MAX_COUNT:
            self.problems.append(ParseProblem(self.line(), f"count {count} of {name!r} is not "
                                              f"between 1 and {MAX_COUNT}"))
            return
        self.entries.append(DeckEntry(count, name.strip(), section, self.line(),
                                      set_code=(set_code or "").upper() or None,
                                      collector_number=collector_number or None))

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        if self.source_format == "dek" and tag == "Cards":
            side = attrs.get("Sideboard", "false").lower() == "true"
            self.add(attrs.get("Quantity"), attrs.get("Name"), SIDEBOARD if side else MAIN)
        elif self.source_format == "cod":
            if tag == "zone":
                zone = attrs.get("name", "main").lower()
                self.zone = {"main": MAIN, "side": SIDEBOARD, "tokens": TOKENS}.get(zone, zone)
            elif tag == "card":
                # Cockatrice writes no number for a single copy.
                self.add(attrs.get("number", "1"), attrs.get("name"), self.zone,
                         attrs.get("setShortName"), attrs.get("collectorNumber"))
            elif tag == "deckname":
                self.text_target = "name"
                self.name = ""

    def end(self, tag: str) -> None:
        self.text_target = None

    def data(self, text: str) -> None:
        if self.text_target == "name":
            self.name = (self.name or "") + text


def _parse_dek(text: str, name: str | None) -> Decklist:
    deck = _XmlDeck(text, "dek")
    return Decklist(tuple(deck.entries), "dek", name, tuple(deck.problems))


def _parse_cod(text: str, name: str | None) -> Decklist:
    deck = _XmlDeck(text, "cod")
    return Decklist(tuple(deck.entries), "cod", (deck.name or "").strip() or name,
                    tuple(deck.problems))


def _line_parser(source_format: str) -> Callable[[str, str | None], Decklist]:
    def parse(text: str, name: str | None) -> Decklist:
        return _parse_lines(text, name, source_format)

    return parse


_PARSERS: dict[str, Callable[[str, str | None], Decklist]] = {
    "text": _line_parser("text"),
    "mtgo": _line_parser("mtgo"),
    "arena": _line_parser("arena"),
    "moxfield": _line_parser("moxfield"),
    "archidekt": _line_parser("archidekt"),
    "dek": _parse_dek,
    "cod": _parse_cod,
    "forge": _parse_forge,
    "xmage": _parse_xmage,
    "mwdeck": _parse_mwdeck,
    "meccg": _parse_meccg,
    "netmeccg": _parse_netmeccg,
}
