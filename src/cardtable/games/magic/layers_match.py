"""Filters on characteristics: whether an object, with the characteristics the layers gave it
(CR 613, :mod:`.layers`), matches a :class:`~cardtable.games.magic.model.Filter` —
"target nonblack creature", "other Goblins you control", "creature with power 2 or less"
(CR 109.3 characteristics, 110.4b permanent cards, 205.3m creature types and changeling
702.73a, 109.5 "you", 102.2 "opponent"). Split out of :mod:`.layers`, which re-exports it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardtable.games.magic.chosen import chosen_color, chosen_name
from cardtable.games.magic.model import Filter
from cardtable.games.magic.model.base import ANY_COUNTER
from cardtable.games.magic.objects import GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.layers import Chars
    from cardtable.games.magic.state import MagicState


EVERY_CREATURE_TYPE = "(every creature type)"  # changeling (702.73a, 205.3m)
# subtypes that are not creature types (205.3g-j): what "every creature type" does not cover
NONCREATURE_SUBTYPES = frozenset({
    "Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus", "Mine",
    "Power-Plant", "Tower", "Urza's", "Cave", "Sphere", "Town", "Equipment", "Vehicle",
    "Fortification", "Treasure", "Food", "Clue", "Gold", "Blood", "Powerstone", "Contraption",
    "Aura", "Saga", "Shrine", "Cartouche", "Curse", "Class", "Rune", "Shard", "Background",
    "Role", "Case", "Room", "Siege", "Adventure", "Arcane", "Trap", "Lesson"})


def has_subtype(c: Chars, subtype: str) -> bool:
    """Whether ``c`` has ``subtype``; changeling's "every creature type" has each creature
    type."""
    return subtype in c.subtypes or (EVERY_CREATURE_TYPE in c.subtypes
                                     and subtype not in NONCREATURE_SUBTYPES)


PERMANENT_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker",
                             "Battle"})


def is_permanent_card(types: Iterable[str]) -> bool:
    """A permanent card (CR 110.4b): an artifact, creature, enchantment, land, planeswalker
    or battle card ("Return target permanent card from your graveyard")."""
    return any(t in PERMANENT_TYPES for t in types)


def is_modified(state: MagicState, obj: GameObject, controller: int) -> bool:
    """CR 700.9: a counter on it, an Equipment attached to it, or an Aura attached to it that
    its controller controls (the attachments' printed or copied subtypes, as ``self_is``)."""
    if any(n > 0 for n in obj.counters.values()):
        return True
    for oid in state.battlefield:
        other = state.objects[oid]
        if other.attached_to != obj.id:
            continue
        words = (other.copied or other.card).type_line.split()
        if "Equipment" in words or ("Aura" in words and other.controller == controller):
            return True
    return False


def matches_chars(state: MagicState, obj: GameObject, c: Chars, flt: Filter, you: int,
                  source_id: int | None) -> bool:
    """Whether an object with characteristics ``c`` matches ``flt`` from the point of view of
    player ``you`` and the ability's source ``source_id``."""
    if flt.types and not any(t in c.types or (t == "Permanent" and is_permanent_card(c.types))
                             for t in flt.types) and not any(
            has_subtype(c, t) for t in flt.or_subtypes):  # "creature or Vehicle" (h9-ev2)
        return False
    if flt.entered_this_turn and obj.id not in state.entered_this_turn:
        return False
    if flt.damaged_by_self and (source_id, obj.id) not in state.damaged_by:
        return False  # "dealt damage by ~ this turn" (120.3)
    if flt.damaged_this_turn and not any(hit == obj.id for _, hit in state.damaged_by):
        return False  # "that was dealt damage this turn" (120.3; issue 29, QF)
    if flt.modified and not is_modified(state, obj, c.controller):
        return False  # "modified creature" (700.9; issue 29, QF)
    if flt.relation and not _related(state, obj, c, flt):
        return False
    if flt.chosen_type:  # "of the chosen type" (chosen.py): the source's choice
        from cardtable.games.magic.chosen import chosen_type

        kind = chosen_type(state, source_id)
        if not kind or not has_subtype(c, kind):
            return False
    if flt.chosen_color and not _of_chosen_color(state, c, source_id):
        return False
    if flt.chosen_name and (not c.name or c.name != chosen_name(state, source_id)):
        return False  # "with that name" (CR 201.3; QF ninth wave): none chosen, none match
    if flt.all_types and not all(t in c.types for t in flt.all_types):
        return False
    if flt.not_types and any(t in c.types for t in flt.not_types):
        return False
    if flt.subtypes and not any(has_subtype(c, t) for t in flt.subtypes):
        return False
    if flt.not_subtypes and any(has_subtype(c, t) for t in flt.not_subtypes):
        return False
    if flt.supertypes and not all(t in c.supertypes for t in flt.supertypes):
        return False
    if flt.not_supertypes and any(t in c.supertypes for t in flt.not_supertypes):
        return False
    if flt.colors and not any(x in c.colors for x in flt.colors):
        return False
    if flt.not_colors and any(x in c.colors for x in flt.not_colors):
        return False
    if flt.multicolored is not None and (len(c.colors) > 1) != flt.multicolored:
        return False
    if flt.historic and not ("Artifact" in c.types or "Legendary" in c.supertypes
                             or has_subtype(c, "Saga")):
        return False  # CR 700.6
    if flt.colorless is not None and (not c.colors) != flt.colorless:
        return False
    if not _whose(flt.controller, c.controller, you):
        return False
    if not _whose(flt.owner, obj.owner, you):
        return False
    if flt.other and (obj.id == source_id or (
            source_id is not None and state.moved.get(source_id) == obj.id)):
        return False  # "another": not the source, nor the card it became (400.7, 603.10a)
    if flt.token is not None and obj.token != flt.token:
        return False
    if flt.tapped is not None and obj.tapped != flt.tapped:
        return False
    if flt.attacking is not None and (obj.id in state.attackers) != flt.attacking:
        return False
    if flt.attacking_you and state.attackers.get(obj.id) != f"p{you}":
        return False
    if flt.in_combat and obj.id not in state.attackers and obj.id not in state.blockers:
        return False
    if flt.blocking is not None and (obj.id in state.blockers) != flt.blocking:
        return False
    if flt.blocking_self and not _in_combat_with(state, obj.id, source_id, flt.blocking_self):
        return False  # "target creature blocking ~" (issue 29, EV2; CR 509.1)
    if flt.keywords and not all(k in c.keywords for k in flt.keywords):
        return False
    if flt.not_keywords and any(k in c.keywords for k in flt.not_keywords):
        return False
    if flt.power_min is not None and c.power < flt.power_min:
        return False
    if flt.power_max is not None and c.power > flt.power_max:
        return False
    if flt.toughness_min is not None and c.toughness < flt.toughness_min:
        return False
    if flt.toughness_max is not None and c.toughness > flt.toughness_max:
        return False
    if flt.mana_value_min is not None and c.mana_value < flt.mana_value_min:
        return False
    if flt.mana_value_max is not None and c.mana_value > flt.mana_value_max:
        return False
    if flt.name and c.name != _name_of(state, flt.name, source_id):
        return False
    if flt.lesser_power:  # mentor (702.134a): compared with the source's power now
        source = state.objects.get(source_id) if source_id is not None else None
        from cardtable.games.magic.layers import chars

        if source is None or c.power >= chars(state, source).power:
            return False
    if flt.commander is not None and (  # CR 903.3: a card's designation, never a token's
            (obj.uid in state.commanders and not obj.token) != flt.commander):
        return False
    if flt.counters == ANY_COUNTER:  # "with a counter on it": any kind (CR 122.1; QF)
        return any(n > 0 for n in obj.counters.values())
    return not (flt.counters and not obj.counters.get(flt.counters))


def _related(state: MagicState, obj: GameObject, c: Chars, flt: Filter) -> bool:
    """A relation to the object the ability names, fixed as the effect began (``bound``:
    its id, name and colors; :func:`bind_relation`): unbound, nothing matches."""
    if len(flt.bound) != 3:
        return False
    oid, name, colors = flt.bound
    if not isinstance(oid, int):
        return False
    if flt.related_other and (obj.id == oid or _latest(state, oid) == obj.id):
        return False  # "other": not that object, nor what it became (400.7)
    if flt.relation == "same_name":  # CR 201.2: a face-down object has no name
        return bool(name) and c.name == name
    if flt.relation == "shares_color":  # CR 105.2: a colorless object shares none
        return isinstance(colors, tuple) and any(x in c.colors for x in colors)
    return False


def _blocked_by(state: MagicState, blocker: int) -> tuple[int, ...]:
    first = state.blockers.get(blocker)
    return (() if first is None else (first,)) + state.extra_blocks.get(blocker, ())


def _in_combat_with(state: MagicState, oid: int, source_id: int | None, words: str) -> bool:
    """Whether ``oid`` is blocking the source ("blocking ~") or, for "blocking or blocked by
    ~", also an attacker the source blocks (CR 509.1, 506.4): no source, no relation."""
    if source_id is None:
        return False
    if source_id in _blocked_by(state, oid):
        return True
    return words.startswith("blocking or blocked by") and oid in _blocked_by(state, source_id)


def _latest(state: MagicState, oid: int) -> int:
    seen = 0
    while oid in state.moved and seen < 16:
        oid = state.moved[oid]
        seen += 1
    return oid


def _whose(rule: str, player: int, you: int) -> bool:
    if rule == "any":
        return True
    if rule == "you":
        return player == you
    if rule.startswith("player:"):  # "that player controls", bound to a player (603.3d)
        return player == int(rule[7:])
    if rule in ("that_player", "defending_player") or rule.startswith(
            ("player_or_controller:", "target_player:")):  # not bound to a player: nobody's
        return False
    return player != you  # "opponent", "not_you"


def _name_of(state: MagicState, name: str, source_id: int | None) -> str:
    """A filter's name: "~" is the name of the ability's own object ("cards named ~")."""
    if name != "~":
        return name
    source = state.objects.get(source_id) if source_id is not None else None
    return source.card.name if source is not None else ""


_COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _of_chosen_color(state: MagicState, c: Chars, source_id: int | None) -> bool:
    """"of that color" / "of the chosen color": the colour the ability's source chose
    (chosen.py, issue 29 round 2; CR 608.2d, 105.2); none chosen matches nothing."""
    code = _COLOR_CODES.get(chosen_color(state, source_id), "")
    return bool(code) and code in c.colors
