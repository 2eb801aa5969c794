"""Writing a decklist in any Magic format (and GCCG for the Middle-earth CCG)."""

from __future__ import annotations

from collections.abc import Callable
from xml.sax.saxutils import quoteattr

from cardtable.core.errors import DeckError
from cardtable.decks.model import (
    COMMANDER,
    COMPANION,
    MAIN,
    MAYBEBOARD,
    POOL,
    SIDEBOARD,
    SITES,
    DeckEntry,
    Decklist,
)

WRITABLE_FORMATS = ("text", "mtgo", "dek", "arena", "moxfield", "archidekt", "cod", "forge",
                    "meccg")
_HEADINGS = {COMMANDER: "Commander", COMPANION: "Companion", MAIN: "Deck",
             SIDEBOARD: "Sideboard", MAYBEBOARD: "Maybeboard"}


def _mtgo_name(name: str) -> str:
    """MTGO writes split cards with one slash: ``Fire/Ice``."""
    return name.replace(" // ", "/")


def _set_part(entry: DeckEntry, lower: bool = False) -> str:
    if not entry.set_code:
        return ""
    code = entry.set_code.lower() if lower else entry.set_code
    number = f" {entry.collector_number}" if entry.collector_number else ""
    return f" ({code}){number}"


def _ordered(deck: Decklist) -> list[tuple[str, list[DeckEntry]]]:
    order = [COMMANDER, COMPANION, MAIN, SIDEBOARD, MAYBEBOARD]
    extra = [s for s in deck.sections if s not in order]
    return [(s, deck.section(s)) for s in order + extra if deck.section(s)]


def _write_text(deck: Decklist) -> str:
    blocks = []
    for section, entries in _ordered(deck):
        heading = _HEADINGS.get(section, section.title())
        blocks.append("\n".join([f"{heading}:", *(f"{e.count} {e.name}" for e in entries)]))
    return "\n\n".join(blocks) + "\n"


def _write_mtgo(deck: Decklist) -> str:
    main = [f"{e.count} {_mtgo_name(e.name)}" for e in deck.section(MAIN)]
    side = [f"{e.count} {_mtgo_name(e.name)}"
            for e in deck.section(SIDEBOARD) + deck.section(COMPANION) + deck.section(COMMANDER)]
    return "\n".join(main) + ("\n\n" + "\n".join(side) if side else "") + "\n"


def _write_dek(deck: Decklist) -> str:
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" '
             'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
             "  <NetDeckID>0</NetDeckID>", "  <PreconstructedDeckID>0</PreconstructedDeckID>"]
    for section, entries in _ordered(deck):
        side = "false" if section == MAIN else "true"
        for e in entries:
            lines.append(f'  <Cards CatID="0" Quantity="{e.count}" Sideboard="{side}" '
                         f"Name={quoteattr(_mtgo_name(e.name))} />")
    lines.append("</Deck>")
    return "\n".join(lines) + "\n"


def _write_arena(deck: Decklist) -> str:
    blocks = []
    for section, entries in _ordered(deck):
        heading = _HEADINGS.get(section, section.title())
        blocks.append("\n".join([heading, *(f"{e.count} {e.name}{_set_part(e)}"
                                            for e in entries)]))
    return "\n\n".join(blocks) + "\n"


def _write_moxfield(deck: Decklist) -> str:
    lines = []
    for section, entries in _ordered(deck):
        if section == SIDEBOARD:
            lines.extend(["", "SIDEBOARD:"])
        for e in entries:
            markers = " *CMDR*" if section == COMMANDER else ""
            markers += " *F*" if e.foil else ""
            markers += "".join(f" #{t.replace(' ', '-')}" for t in e.tags)
            lines.append(f"{e.count} {e.name}{_set_part(e)}{markers}")
    return "\n".join(lines).strip("\n") + "\n"


def _write_archidekt(deck: Decklist) -> str:
    categories = {COMMANDER: "Commander", SIDEBOARD: "Sideboard", MAYBEBOARD: "Maybeboard",
                  COMPANION: "Companion"}
    lines = []
    for section, entries in _ordered(deck):
        for e in entries:
            labels = [categories[section] + "{top}"] if section in categories else []
            labels.extend(e.tags)
            category = f" [{','.join(labels)}]" if labels else ""
            lines.append(f"{e.count}x {e.name}{_set_part(e, lower=True)}{category}")
    return "\n".join(lines) + "\n"


def _write_cod(deck: Decklist) -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<cockatrice_deck version="1">',
             f"    <deckname>{_escape(deck.name or '')}</deckname>", "    <comments></comments>"]
    zones = {"main": deck.section(MAIN),
             "side": deck.section(COMMANDER) + deck.section(COMPANION) + deck.section(SIDEBOARD)}
    for zone, entries in zones.items():
        if not entries:
            continue
        lines.append(f'    <zone name="{zone}">')
        lines.extend(f'        <card number="{e.count}" name={quoteattr(e.name)}/>'
                     for e in entries)
        lines.append("    </zone>")
    lines.append("</cockatrice_deck>")
    return "\n".join(lines) + "\n"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _write_forge(deck: Decklist) -> str:
    lines = ["[metadata]", f"Name={deck.name or 'Deck'}"]
    for section, heading in ((COMMANDER, "[commander]"), (MAIN, "[main]"),
                             (SIDEBOARD, "[sideboard]")):
        entries = deck.section(section) + (deck.section(COMPANION) if section == SIDEBOARD
                                           else [])
        if entries:
            lines.append(heading)
            lines.extend(f"{e.count} {e.name}" + (f"|{e.set_code}" if e.set_code else "")
                         for e in entries)
    return "\n".join(lines) + "\n"


def _write_meccg(deck: Decklist) -> str:
    lines = ["#", "# GCCG v0.9.4 Middle-earth deck", "#", f"# {deck.name or 'Deck'}", "#", ""]
    for section, heading in ((MAIN, "Deck"), (POOL, "Pool"), (SIDEBOARD, "Sideboard"),
                             (SITES, "Sites")):
        entries = deck.section(section)
        if not entries:
            continue
        lines.extend(["####", heading, "####", ""])
        for e in entries:
            version = f" [{e.version}]" if e.version else ""
            set_code = f" ({e.set_code})" if e.set_code else ""
            lines.append(f"{e.count} {e.name}{version}{set_code}")
        lines.append("")
    if deck.notes:
        lines.extend(["####", "Notes", "####", "", deck.notes])
    return "\n".join(lines) + "\n"


_WRITERS: dict[str, Callable[[Decklist], str]] = {
    "text": _write_text, "mtgo": _write_mtgo, "dek": _write_dek, "arena": _write_arena,
    "moxfield": _write_moxfield, "archidekt": _write_archidekt, "cod": _write_cod,
    "forge": _write_forge, "meccg": _write_meccg,
}


def write_deck(deck: Decklist, output_format: str) -> str:
    """The decklist as text in ``output_format``."""
    writer = _WRITERS.get(output_format)
    if writer is None:
        raise DeckError(f"cannot write decklist format {output_format!r}; expected one of "
                        f"{', '.join(WRITABLE_FORMATS)}")
    return writer(deck)
