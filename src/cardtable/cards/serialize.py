"""Cards to and from plain JSON-able dictionaries (the card database stores them this way)."""

from __future__ import annotations

from typing import Any

from cardtable.cards.card import Card, CardFace
from cardtable.cards.mana import ManaCost
from cardtable.cards.typeline import TypeLine


def face_to_dict(face: CardFace) -> dict[str, Any]:
    data: dict[str, Any] = {"name": face.name, "mana_cost": str(face.mana_cost)}
    data["type_line"] = str(face.type_line)
    for key in ("oracle_text", "power", "toughness", "loyalty", "color_indicator"):
        value = getattr(face, key)
        if value:
            data[key] = value
    return data


def face_from_dict(data: dict[str, Any]) -> CardFace:
    return CardFace(
        name=data["name"],
        mana_cost=ManaCost.parse(data.get("mana_cost", "")),
        type_line=TypeLine.parse(data.get("type_line", "")),
        oracle_text=data.get("oracle_text", ""),
        power=data.get("power"),
        toughness=data.get("toughness"),
        loyalty=data.get("loyalty"),
        color_indicator=data.get("color_indicator"),
    )


def card_to_dict(card: Card) -> dict[str, Any]:
    data: dict[str, Any] = {
        "name": card.name,
        "faces": [face_to_dict(f) for f in card.faces],
        "color_identity": card.color_identity,
        "layout": card.layout,
    }
    if card.legalities:
        data["legalities"] = dict(card.legalities)
    if card.has_alternative_deck_limit:
        data["has_alternative_deck_limit"] = True
    if card.oracle_id:
        data["oracle_id"] = card.oracle_id
    if card.keywords:
        data["keywords"] = list(card.keywords)
    return data


def card_from_dict(data: dict[str, Any]) -> Card:
    return Card(
        name=data["name"],
        faces=tuple(face_from_dict(f) for f in data["faces"]),
        color_identity=data.get("color_identity", ""),
        layout=data.get("layout", "normal"),
        legalities=tuple(sorted(data.get("legalities", {}).items())),
        has_alternative_deck_limit=bool(data.get("has_alternative_deck_limit", False)),
        oracle_id=data.get("oracle_id"),
        keywords=tuple(data.get("keywords", ())),
    )
