"""Whole cards: compile every face, decide honestly whether the engine can play the card.

A card is **supported** (magic.md §2) only if

1. every sentence of every face compiled (:mod:`.compiler`) — or a per-card definition in data
   (:mod:`.overrides`) stands in for it;
2. the compiled abilities render back (:func:`~cardtable.games.magic.text.render.render_card`)
   to the normalised Oracle text, unit by unit;
3. the engine executes every effect kind, keyword, trigger and condition the card uses
   (:func:`~cardtable.games.magic.rules_support.unsupported_reason`);
4. the card has one face, or is a split, modal double-faced, adventurer, transforming
   double-faced or flip card (CR 709, 712, 715, 701.28, 710;
   :mod:`cardtable.games.magic.faces`) every face of which passes 1–3; the engine has no meld
   cards yet (their faces are compiled and counted, the card is not playable).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.model.faces import (
    AFTERMATH,
    PLAYABLE_LAYOUTS,
    multi_faced,
)
from cardtable.games.magic.oracle.kicked_targets_9 import kicked_instead_targets
from cardtable.games.magic.oracle.normalize import normalize_oracle, units
from cardtable.games.magic.support import unsupported_reason
from cardtable.games.magic.text.render import RenderError, render_card

ONE_FACE_LAYOUTS = frozenset({"normal", "leveler", "class", "saga"})
OUT_OF_SCOPE_TYPES = ("Battle", "Plane", "Phenomenon", "Scheme", "Conspiracy", "Vanguard",
                      "Dungeon")


@dataclass(frozen=True, slots=True)
class CompiledCard:
    """The outcome for one card: its definition when every face compiled, the sentences that
    failed, and why it is not supported (``""`` when it is)."""

    name: str
    card: m.CardDef | None
    failures: tuple[str, ...]
    reason: str
    commander_legal: bool
    printed: m.CardDef
    from_data: bool = False

    @property
    def supported(self) -> bool:
        return self.card is not None and not self.reason


def face_def(face: Mapping[str, Any], abilities: Sequence[m.Ability]) -> m.CardDef:
    name = str(face.get("faceName") or face["name"])
    loyalty = face.get("loyalty")
    return m.CardDef(
        name=name, type_line=str(face.get("type", "")), mana_cost=str(face.get("manaCost", "")),
        oracle=str(face.get("text", "")), power=face.get("power"),
        toughness=face.get("toughness"),
        loyalty=int(loyalty) if isinstance(loyalty, str) and loyalty.isdigit() else None,
        colors=tuple(face.get("colorIndicator", ())), abilities=tuple(abilities))


def round_trip_problem(card: m.CardDef) -> str:
    """``""`` when ``card`` renders back to its normalised Oracle text, else what differs."""
    try:
        rendered = render_card(card)
    except RenderError as error:
        return f"no words to render it: {error}"
    want = units(normalize_oracle(card.oracle, card.name, card.type_line))
    got = units(rendered)
    for index, (a, b) in enumerate(zip(want, got, strict=False)):
        if a != b:
            return f"sentence {index + 1} renders as {b!r}, Oracle says {a!r}"
    if len(want) != len(got):
        return f"{len(want)} sentences in Oracle, {len(got)} rendered"
    return ""


def compile_card(name: str, faces: Sequence[Mapping[str, Any]],
                 overrides: Mapping[str, m.CardDef] | None = None) -> CompiledCard:
    """Compile one MTGJSON AtomicCards entry (a list of faces)."""
    first = faces[0]
    legal = str(first.get("legalities", {}).get("commander", "")).lower() == "legal"
    if overrides and name in overrides:
        card = overrides[name]
        problem = round_trip_problem(card) or (unsupported_reason(card) or "")
        return CompiledCard(name, card, (), problem, legal, replace(card, abilities=()),
                            from_data=True)
    from cardtable.games.magic.oracle.class_levels import compile_class  # CR 716
    from cardtable.games.magic.oracle.compiler import compile_text  # the parser: only to compile
    from cardtable.games.magic.oracle.levelers_9 import compile_leveler  # CR 711

    failures: list[str] = []
    defs: list[m.CardDef] = []
    for face in faces:
        face_name = str(face.get("faceName") or face["name"])
        text = normalize_oracle(str(face.get("text", "")), face_name,
                                str(face.get("type", "")))
        head, _, rest = text.partition("\n")
        aftermath = face.get("layout") == AFTERMATH and head == "Aftermath"  # 702.127
        if face.get("layout") == "class":  # level bars group the text (CR 716.2a)
            result = compile_class(text, str(face.get("type", "")))
        elif face.get("layout") == "leveler":  # level symbols group the text (CR 711.2)
            result = compile_leveler(text, str(face.get("type", "")))
        else:
            result = compile_text(rest if aftermath else text, str(face.get("type", "")))
        failures.extend(result.failures)
        abilities = ((m.Keyword("aftermath"),) if aftermath else ()) + tuple(
            map(kicked_instead_targets, result.abilities))  # CR 702.33d, 601.2c (h9-kw)
        defs.append(face_def(face, abilities))
    printed = replace(defs[0], abilities=())
    if failures:
        return CompiledCard(name, None, tuple(failures), "sentences the grammar does not read",
                            legal, printed)
    card = defs[0]
    layout = str(first.get("layout", "normal"))
    reason = ""
    for face_card in defs:
        reason = reason or round_trip_problem(face_card)
    several = len(defs) > 1 and layout in PLAYABLE_LAYOUTS
    if several:  # every face compiled: the card with all of them (model/faces.py)
        card = multi_faced(name, layout, tuple(defs))
    elif not reason and (layout not in ONE_FACE_LAYOUTS or len(defs) > 1):
        reason = f"the engine has no {layout} cards (several faces) yet"
    if not reason and any(set(face_card.type_line.split()) & set(OUT_OF_SCOPE_TYPES)
                          for face_card in defs):  # whole words: "Plane" is not "Planeswalker"
        reason = "out of the engine's scope (magic.md §1)"
    if not reason and several:
        reason = next((r for r in map(unsupported_reason, defs) if r), "")
    if not reason:
        reason = unsupported_reason(card) or ""
    return CompiledCard(name, card, (), reason, legal, printed)
