"""Writing a decklist in any Magic format (and GCCG or NetMECCG for the Middle-earth CCG).

A conversion keeps every card, count, commander and sideboard, or refuses with
:class:`DeckError` saying why (:func:`conversion_problem`): each format keeps only the sections
its client has (:data:`KEPT_SECTIONS`). Two moves are the clients' own conventions, not losses:
a companion is written in the sideboard where a format has no companion section (it is a
sideboard card), and MTGO, Cockatrice, XMage and Magic Workstation keep a Commander deck's
commander in the sideboard (read back as the commander when the deck makes 100 cards with it).
"""

from __future__ import annotations

from collections.abc import Callable
from xml.sax.saxutils import quoteattr

from cardtable.core.errors import DeckError
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
)
from cardtable.decks.read import COMMANDER_DECK_SIZE, COMMANDER_IN_SIDEBOARD, FORGE_CARD_SECTIONS

WRITABLE_FORMATS = ("text", "mtgo", "dek", "arena", "moxfield", "archidekt", "cod", "forge",
                    "xmage", "mwdeck", "meccg", "netmeccg")
_HEADINGS = {COMMANDER: "Commander", COMPANION: "Companion", MAIN: "Deck",
             SIDEBOARD: "Sideboard", MAYBEBOARD: "Maybeboard", FW_SIDEBOARD: "FW sideboard"}
_MAGIC_BOARDS = frozenset({MAIN, SIDEBOARD})
KEPT_SECTIONS: dict[str, frozenset[str] | None] = {
    "text": None,  # a heading for every section
    "arena": frozenset({COMMANDER, COMPANION, MAIN, SIDEBOARD}),
    "moxfield": frozenset({COMMANDER, COMPANION, MAIN, SIDEBOARD, MAYBEBOARD}),
    "archidekt": frozenset({COMMANDER, COMPANION, MAIN, SIDEBOARD, MAYBEBOARD}),
    "mtgo": _MAGIC_BOARDS,
    "dek": _MAGIC_BOARDS,
    "xmage": _MAGIC_BOARDS,
    "mwdeck": _MAGIC_BOARDS,
    "cod": _MAGIC_BOARDS | {TOKENS},
    "forge": frozenset(FORGE_CARD_SECTIONS.values()),
    "meccg": frozenset({MAIN, POOL, SIDEBOARD, SITES}),
    "netmeccg": frozenset({MAIN, POOL, SIDEBOARD, SITES, FW_SIDEBOARD}),
}
"""The sections each format keeps (``None``: all of them)."""
FORMAT_LABELS = {
    "text": "plain text", "mtgo": "MTGO .txt", "dek": "MTGO .dek", "arena": "MTG Arena",
    "moxfield": "Moxfield", "archidekt": "Archidekt", "cod": "Cockatrice .cod",
    "forge": "Forge .dck", "xmage": "XMage .dck", "mwdeck": "Magic Workstation .mwDeck",
    "meccg": "GCCG .meccg", "netmeccg": "NetMECCG .dck",
}


def keeps(output_format: str, section: str) -> bool:
    """Whether ``output_format`` has a place of its own for ``section``."""
    kept = KEPT_SECTIONS[output_format]
    return kept is None or section in kept


_FOLDS_COMPANION = frozenset({"mtgo", "dek", "cod", "forge", "xmage", "mwdeck"})


def folds_companion(output_format: str) -> bool:
    """Whether the format writes a companion in the sideboard (a Magic format with no companion
    section)."""
    return output_format in _FOLDS_COMPANION


def conversion_problem(deck: Decklist, output_format: str) -> str | None:
    """Why ``deck`` cannot be written in ``output_format`` without losing or moving cards, or
    ``None`` when it can (see the module docstring)."""
    if output_format not in KEPT_SECTIONS:
        return None
    label = FORMAT_LABELS[output_format]
    sections = deck.sections
    if COMMANDER in sections and not keeps(output_format, COMMANDER):
        if output_format not in COMMANDER_IN_SIDEBOARD:
            return (f"{label} has no place for a commander, so "
                    f"{', '.join(deck.names(COMMANDER))} would be lost; convert to text, arena, "
                    "moxfield, archidekt or forge")
        if deck.section(SIDEBOARD) or deck.section(COMPANION):
            return (f"{label} keeps a Commander deck's commander in the sideboard, so a deck "
                    "with both a commander and sideboard or companion cards cannot be written "
                    "without mixing them; convert to text, arena, moxfield, archidekt or forge")
        commanders = deck.section(COMMANDER)
        size = deck.count([MAIN]) + deck.count([COMMANDER])
        if len(commanders) > 2 or any(e.count != 1 for e in commanders) or \
                size != COMMANDER_DECK_SIZE:
            return (f"{label} keeps a Commander deck's commander in the sideboard, where it is "
                    f"told from a sideboard only in a {COMMANDER_DECK_SIZE}-card deck with one "
                    f"or two commanders (this one has {size} cards); convert to text, arena, "
                    "moxfield, archidekt or forge")
    if COMPANION in sections and not keeps(output_format, COMPANION) and \
            not folds_companion(output_format):
        return (f"{label} has no place for a companion ({', '.join(deck.names(COMPANION))}); "
                "convert to text, arena, moxfield or archidekt")
    lost = [s for s in sections if s not in (COMMANDER, COMPANION) and not keeps(output_format, s)]
    if lost:
        counts = ", ".join(f"{deck.count([s])} in {s}" for s in lost)
        drops = " ".join(f"--drop {s}" for s in lost)
        return (f"{label} has no {' or '.join(lost)} section, so those cards ({counts}) would "
                f"be lost; leave them out on purpose with {drops}, or convert to text")
    return None


def drop_sections(deck: Decklist, sections: list[str]) -> Decklist:
    """The deck without the named sections (``deck convert --drop``); an unknown section name
    is a :class:`DeckError` naming the deck's sections."""
    unknown = [s for s in sections if s not in deck.sections]
    if unknown:
        raise DeckError(f"the deck has no {', '.join(map(repr, unknown))} section; its "
                        f"sections are {', '.join(deck.sections)}")
    return Decklist(tuple(e for e in deck.entries if e.section not in sections),
                    deck.source_format, deck.name, deck.problems, deck.notes, deck.metadata,
                    deck.remarks)


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
    if not blocks:
        raise DeckError("the deck has no cards left to write")
    return "\n\n".join(blocks) + "\n"


def _write_mtgo(deck: Decklist) -> str:
    main = [f"{e.count} {_mtgo_name(e.name)}" for e in deck.section(MAIN)]
    side = [f"{e.count} {_mtgo_name(e.name)}" for e in _side(deck)]
    return "\n".join(main) + ("\n\n" + "\n".join(side) if side else "") + "\n"


def _side(deck: Decklist) -> list[DeckEntry]:
    """What a two-board format writes in its sideboard: the sideboard, a companion, and the
    commander (only ever alone there: :func:`conversion_problem`)."""
    return deck.section(SIDEBOARD) + deck.section(COMPANION) + deck.section(COMMANDER)


def _write_dek(deck: Decklist) -> str:
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" '
             'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
             "  <NetDeckID>0</NetDeckID>", "  <PreconstructedDeckID>0</PreconstructedDeckID>"]
    for side, entries in (("false", deck.section(MAIN)), ("true", _side(deck))):
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
        if section in (COMPANION, SIDEBOARD, MAYBEBOARD):
            lines.extend(["", f"{section.upper()}:"])
        elif section == MAIN and lines:
            lines.extend(["", "DECK:"])
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
    zones = {"main": deck.section(MAIN), "side": _side(deck), "tokens": deck.section(TOKENS)}
    for zone, entries in zones.items():
        if not entries:
            continue
        lines.append(f'    <zone name="{zone}">')
        for e in entries:
            printing = (f" setShortName={quoteattr(e.set_code)}" if e.set_code else "") + (
                f" collectorNumber={quoteattr(e.collector_number)}"
                if e.set_code and e.collector_number else "")
            lines.append(f'        <card number="{e.count}" name={quoteattr(e.name)}'
                         f"{printing}/>")
        lines.append("    </zone>")
    lines.append("</cockatrice_deck>")
    return "\n".join(lines) + "\n"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _write_forge(deck: Decklist) -> str:
    lines = ["[metadata]", f"Name={deck.name or 'Deck'}"]
    for heading, section in FORGE_CARD_SECTIONS.items():
        entries = deck.section(section) + (deck.section(COMPANION) if section == SIDEBOARD
                                           else [])
        if entries:
            lines.append(f"[{heading.title()}]")  # Forge writes [Main], [Sideboard]…
            lines.extend(f"{e.count} {e.name}" + ("+" if e.foil else "")
                         + (f"|{e.set_code}" if e.set_code else "") for e in entries)
    return "\n".join(lines) + "\n"


def _write_xmage(deck: Decklist) -> str:
    def card(e: DeckEntry) -> str:
        printing = f"[{e.set_code}:{e.collector_number or ''}] " if e.set_code else ""
        return f"{e.count} {printing}{e.name}"

    lines = [f"NAME:{deck.name or 'Deck'}"]
    lines.extend(card(e) for e in deck.section(MAIN))
    lines.extend(f"SB: {card(e)}" for e in _side(deck))
    return "\n".join(lines) + "\n"


def _write_mwdeck(deck: Decklist) -> str:
    def card(e: DeckEntry) -> str:
        return f"{e.count} [{e.set_code or ''}] {_mtgo_name(e.name)}"

    lines = ["// Deck file for Magic Workstation (http://www.magicworkstation.com)",
             f"// NAME : {deck.name or 'Deck'}"]
    lines.extend(f"        {card(e)}" for e in deck.section(MAIN))
    lines.extend(f"SB:  {card(e)}" for e in _side(deck))
    return "\n".join(lines) + "\n"


def _write_netmeccg(deck: Decklist) -> str:
    """One card a line; deck cards under the part of their kind (from the GCCG ``# Kind``
    comments or a NetMECCG part), cards of no known kind under [resources] (NetMECCG reads all
    three parts as the play deck)."""
    def cards(entries: list[DeckEntry]) -> list[str]:
        return [e.name for e in entries for _ in range(e.count)]

    def kind(entry: DeckEntry) -> str:
        tags = {t.casefold() for t in entry.tags}
        return next((k for k in ("character", "hazard") if k in tags), "resource")

    main = deck.section(MAIN)
    parts = [("starting", cards(deck.section(POOL))), ("sideboard", cards(deck.section(SIDEBOARD))),
             ("anti-FW", cards(deck.section(FW_SIDEBOARD)))]
    parts += [(f"{k}s", cards([e for e in main if kind(e) == k]))
              for k in ("character", "resource", "hazard")]
    parts.append(("sites", cards(deck.section(SITES))))
    lines = ["[NetMECCG v1.4 Deck]"]
    for part, names in parts:
        lines.extend(["", f"[{part}]", *names])
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
    "forge": _write_forge, "xmage": _write_xmage, "mwdeck": _write_mwdeck,
    "meccg": _write_meccg, "netmeccg": _write_netmeccg,
}


def write_deck(deck: Decklist, output_format: str) -> str:
    """The decklist as text in ``output_format``; :class:`DeckError` when the format would lose
    or move cards (:func:`conversion_problem`)."""
    writer = _WRITERS.get(output_format)
    if writer is None:
        raise DeckError(f"cannot write decklist format {output_format!r}; expected one of "
                        f"{', '.join(WRITABLE_FORMATS)}")
    problem = conversion_problem(deck, output_format)
    if problem is not None:
        raise DeckError(f"cannot convert to {output_format}: {problem}")
    return writer(deck)
