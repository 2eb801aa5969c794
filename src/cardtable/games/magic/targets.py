"""Targets (CR 115, 601.2c, 608.2b) and the keywords that restrict them (702.11 hexproof,
702.18 shroud, 702.16 protection).

A target is an object id (``int``) or a player (``"pN"``). :func:`candidates` lists what a
target spec may choose now; :func:`is_legal` rechecks one on resolution (a target that changed
zones is a new object and so no longer the same target, 400.7, 608.2b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.magic.layers import Chars, chars, has_subtype, matches_chars
from cardtable.games.magic.model import Aims, Filter, Keyword, TargetSpec
from cardtable.games.magic.model.qualities_9 import QUALITIES
from cardtable.games.magic.model.restrictions import parse_untargetable
from cardtable.games.magic.morph import public_name
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    STACK,
    StackItem,
    parse_player_ref,
    player_ref,
)
from cardtable.games.magic.player_protection import protected_from_everything
from cardtable.games.magic.player_rules import untargetable_player
from cardtable.games.magic.protection_qualities import hexproof_from, quality_fits

#: an "untargetable" scope fixed as a resolved effect began: the opponents of player N
FIXED_OPPONENTS = "opponents_of_"

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

PLAYER_KINDS = frozenset({"player", "any", "creature_or_player", "player_or_planeswalker"})


def _protected_from(target: Chars, source: Chars | None) -> bool:
    if source is None:
        return False
    for ability in target.abilities:
        if isinstance(ability, Keyword) and ability.name == "protection":
            flt = ability.filter
            if flt is None:
                continue
            if ability.text == QUALITIES:  # every part of the quality fits (h9-kw)
                if quality_fits(flt, source):
                    return True
                continue
            if flt.colors and any(c in source.colors for c in flt.colors):
                return True
            if flt.types and any(t in source.types for t in flt.types):
                return True
            if flt.name == "everything":
                return True
            if flt.multicolored and len(source.colors) > 1:  # "from multicolored" (h7-sta)
                return True
            if flt.subtypes and any(has_subtype(source, s) for s in flt.subtypes):
                return True  # "protection from Goblins"
    return False


def can_be_targeted(state: MagicState, oid: int, controller: int, source: Chars | None) -> bool:
    """Hexproof, shroud and protection (702.11b, 702.18a, 702.16b)."""
    obj = state.objects[oid]
    c = chars(state, obj)
    if "shroud" in c.keywords:
        return False
    if "hexproof" in c.keywords and c.controller != controller:
        return False
    if c.controller != controller and hexproof_from(c, source):  # 702.11d (h9-kw)
        return False
    return not _protected_from(c, source)


def _object_ok(state: MagicState, spec: TargetSpec, oid: int, controller: int,
               source: Chars | None, source_id: int | None) -> bool:
    obj = state.objects.get(oid)
    if obj is None:
        return False
    what = spec.what
    if what in ("spell", "spell_or_ability") or (what == "spell_or_permanent"
                                                  and obj.zone == STACK):
        return obj.zone == STACK and _filter_ok(state, obj.id, spec.filter, controller,
                                                source_id) and (
            spec.aims is None or _aims_ok(state, spec.aims, _item_targets(state, obj.id),
                                          controller, source_id))
    if what == "card":
        return obj.zone == spec.zone and _filter_ok(state, oid, spec.filter, controller,
                                                     source_id)
    if obj.zone != BATTLEFIELD or oid in state.phased_out:  # 702.26b: as if it didn't exist
        return False
    c = chars(state, obj)
    if what in ("creature", "creature_or_player") and "Creature" not in c.types:
        return False
    if what in ("any", "creature_or_planeswalker") and not (
            "Creature" in c.types or "Planeswalker" in c.types):
        return False
    if what == "player_or_planeswalker" and "Planeswalker" not in c.types:
        return False
    if what == "player":
        return False
    if not matches_chars(state, obj, c, spec.filter, controller, source_id):
        return False
    source_obj = state.objects.get(source_id) if source_id is not None else None
    spell = source_obj is None or source_obj.zone == STACK  # a spell targets from the stack
    return can_be_targeted(state, oid, controller, source) and not untargetable_by(
        c, controller, source, spell=spell)


_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _adjective_fits(adjective: str, source: Chars) -> bool:
    """Whether a spell or source with ``source``'s characteristics is what the printed
    adjective names: "blue or black", "nongreen", "aura", "artifact"."""
    if adjective.startswith("non"):
        return _COLOR_LETTERS[adjective[3:]] not in source.colors
    if adjective == "aura":
        return has_subtype(source, "Aura")
    if adjective == "artifact":
        return "Artifact" in source.types
    return any(_COLOR_LETTERS[word] in source.colors for word in adjective.split(" or "))


def untargetable_by(target: Chars, controller: int, source: Chars | None, *,
                    spell: bool) -> bool:
    """"can't be the target of …" (CR 115.4): whether a static rule on ``target`` forbids a
    spell (``spell``) or ability of ``source``, controlled by ``controller``, to target it."""
    for rule in target.rules:
        parsed = parse_untargetable(rule)
        if parsed is None:
            continue
        kind, adjective, scope = parsed
        if (kind == "spells" and not spell) or (kind == "abilities" and spell):
            continue
        if scope == "opponents" and controller == target.controller:
            continue
        if scope.startswith(FIXED_OPPONENTS) and controller == int(
                scope.removeprefix(FIXED_OPPONENTS)):  # Vines of Vastwood's caster (611.2a)
            continue
        if adjective and (source is None or not _adjective_fits(adjective, source)):
            continue
        return True
    return False


def _filter_ok(state: MagicState, oid: int, flt: Filter, controller: int,
               source_id: int | None) -> bool:
    obj = state.objects[oid]
    return matches_chars(state, obj, chars(state, obj), flt, controller, source_id)


def _player_ok(state: MagicState, spec: TargetSpec, player: int, controller: int,
               source: Chars | None) -> bool:
    if spec.what not in PLAYER_KINDS:
        return False
    p = state.players[player]
    if p.left:
        return False
    if spec.player == "opponent" and player == controller:
        return False
    if protected_from_everything(state, player):  # 702.16b, 702.16j
        return False
    if untargetable_player(state, player, controller):  # player hexproof / shroud (702.11d)
        return False
    return not (spec.player == "you" and player != controller)


def _ability_ok(state: MagicState, spec: TargetSpec, item: StackItem, controller: int,
                source_id: int | None) -> bool:
    """An activated or triggered ability on the stack (``item.obj`` is ``None``) that the
    spec allows: "… you control" / "… you don't control" (its controller, CR 113.8), "… that
    targets …" (115.9b)."""
    if item.obj is not None:
        return False
    whose = spec.filter.controller
    if (whose == "you" and item.controller != controller) or (
            whose == "opponent" and item.controller == controller):
        return False
    return spec.aims is None or _aims_ok(state, spec.aims, item.targets, controller, source_id)


def _item_targets(state: MagicState, oid: int) -> tuple[tuple[Any, ...], ...]:
    """The chosen targets of the spell ``oid`` on the stack (601.2c)."""
    item = next((i for i in state.stack if i.obj == oid), None)
    return () if item is None else tuple(item.targets)


def _aims_ok(state: MagicState, aims: Aims, chosen: Any, controller: int,
             source_id: int | None) -> bool:
    """A spell or ability "that targets …" (CR 115.9b): the current state of its targets; a
    target no longer on the battlefield, or a player who left, is ignored."""
    for value in (v for group in chosen or () for v in (group or ())):
        player = parse_player_ref(value)
        if player is not None:
            if not state.players[player].left and (
                    aims.player == "any" or (aims.player == "you" and player == controller)):
                return True
            continue
        if not isinstance(value, int) or value not in state.battlefield:
            continue
        if aims.source and value == source_id:
            return True
        if aims.filter is not None and _filter_ok(state, value, aims.filter, controller,
                                                  source_id):
            return True
    return False


def candidates(state: MagicState, spec: TargetSpec, controller: int, source: Chars | None,
               source_id: int | None) -> list[Any]:
    """Every legal choice for one target of ``spec`` now."""
    out: list[Any] = []
    what = spec.what
    if what in PLAYER_KINDS:
        out.extend(player_ref(p) for p in state.in_game()
                   if _player_ok(state, spec, p, controller, source))
    if what == "player":
        return out
    if what in ("spell", "spell_or_permanent", "spell_or_ability"):  # CR 612, 115.7
        for item in state.stack:
            if spec.single_target and sum(len(group) for group in item.targets) != 1:
                continue  # "with a single target" (CR 115.7a; h7-ev3)
            if item.obj is not None and _object_ok(state, spec, item.obj, controller, source,
                                                   source_id):
                out.append(item.obj)
            elif what == "spell_or_ability" and _ability_ok(state, spec, item, controller,
                                                            source_id):
                out.append(item.id)  # an ability on the stack is named by its item (113.1)
        if what in ("spell", "spell_or_ability"):
            return out
    if what == "ability":  # "target activated or triggered ability" (EV2; CR 113.1, 701.5)
        return [item.id for item in state.stack
                if _ability_ok(state, spec, item, controller, source_id)]
    if what == "card":
        for player in state.in_game():
            for oid in state.players[player].zones.get(spec.zone, ()):
                if _object_ok(state, spec, oid, controller, source, source_id):
                    out.append(oid)
        return out
    for oid in state.battlefield:
        if _object_ok(state, spec, oid, controller, source, source_id):
            out.append(oid)
    return out


def is_legal(state: MagicState, spec: TargetSpec, value: Any, controller: int,
             source: Chars | None, source_id: int | None) -> bool:
    player = parse_player_ref(value)
    if player is not None:
        return _player_ok(state, spec, player, controller, source)
    if spec.single_target and not any(  # "with a single target" (CR 115.7a; h7-ev3)
            (item.obj == value or (item.obj is None and item.id == value))
            and sum(len(group) for group in item.targets) == 1 for item in state.stack):
        return False
    if spec.what in ("spell_or_ability", "ability") and isinstance(value, int) and \
            value not in state.objects:  # an ability on the stack (115.7, 113.1)
        return any(item.id == value and _ability_ok(state, spec, item, controller, source_id)
                   for item in state.stack)
    if spec.what == "ability":
        return False
    return isinstance(value, int) and _object_ok(state, spec, value, controller, source,
                                                 source_id)


def describe(state: MagicState, value: Any) -> str:
    player = parse_player_ref(value)
    if player is not None:
        return f"player {player}"
    obj = state.objects.get(value) if isinstance(value, int) else None
    ability = next((i for i in state.stack if i.id == value and i.obj is None), None) \
        if obj is None else None
    if ability is not None:
        return f"{ability.name} (ability)#{ability.id}"
    if obj is None:
        lki = state.lki.get(value) if isinstance(value, int) else None
        return f"{lki.name} (gone)" if lki else str(value)

    return f"{public_name(obj)}#{obj.id}"  # a face-down target is not named (708.5)
