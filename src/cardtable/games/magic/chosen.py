""""As ~ enters, choose a creature type." (CR 614.12, 205.3m): the choice a permanent keeps
while it is on the battlefield, and "of the chosen type" in filters.

A permanent spell asks its controller as it resolves (resolution.py, before it enters, with the
"enters as a copy" choice): the options are the creature types of the cards in the game (every
player's cards and tokens in every zone) — CR 205.3m allows any creature type, and a type no
card in the game has changes nothing any card of the game does. A permanent put onto the
battlefield another way (an effect returning or putting it there) cannot stop to ask yet: its
controller's choice is made for them as the creature type most common among the cards they
own (ties: alphabetical) — the engine's one simplification here, named in the report.

The choice is kept in ``MagicState.cast_notes`` as ``"chosen_type:TYPE"`` (the notes a spell
passes to the permanent it becomes, costs.entered).

"As ~ enters, choose Khans or Dragons." (the Sieges; CR 614.12) is the same kind of choice
among the words the card names, kept as ``"chosen_option:WORD"``; the bulleted abilities that
follow it exist only for the word chosen — each carries ``Condition("chosen", ref=WORD)``
(checked as it would trigger; the choice never changes while the permanent stays, so the check
on resolution agrees). Put onto the battlefield other than by resolving, the first word is
chosen for its controller (the same simplification as for creature types).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from cardtable.games.magic import model as m
from cardtable.games.magic.model.names_9 import CHOOSE_CARD_NAME, kind_types
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    LIBRARY,
    STACK,
    GameObject,
)

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices
    from cardtable.games.magic.state import MagicState

_PUBLIC = (BATTLEFIELD, STACK, GRAVEYARD, EXILE, COMMAND)
CHOOSE = "choose_creature_type"
PREFIX = "chosen_type:"
CHOOSE_OPTION = "choose_option"
OPTION = "chosen_option:"


# Riot (702.136a) and unleash (702.98a) are the same kind of choice as the permanent enters
# (keyword_casts.entering_keyword_choice applies it): the keyword names the words.
RIOT_OPTIONS = ("+1/+1 counter", "haste")
UNLEASH_OPTIONS = ("+1/+1 counter", "no counter")
KEYWORD_OPTIONS = {"riot": RIOT_OPTIONS, "unleash": UNLEASH_OPTIONS}


def option_choice(card: m.CardDef) -> tuple[str, ...]:
    """The words of "As ~ enters, choose A or B." on ``card`` (empty: none); riot's and
    unleash's choice for a card with that keyword."""
    for a in card.abilities:
        if isinstance(a, m.ReplacementAbility) and a.event == "enters" and \
                a.action == CHOOSE_OPTION:
            return a.options
    for a in card.abilities:
        if isinstance(a, m.Keyword) and a.name in KEYWORD_OPTIONS:
            return KEYWORD_OPTIONS[a.name]
    return ()


def chosen_option(state: MagicState, oid: int | None) -> str:
    """The word the permanent ``oid`` chose as it entered, or ``""``."""
    for note in state.cast_notes.get(oid if oid is not None else -1, frozenset()):
        if note.startswith(OPTION):
            return note[len(OPTION):]
    return ""


def record_option(state: MagicState, oid: int, word: str) -> None:
    notes = {n for n in state.cast_notes.get(oid, frozenset()) if not n.startswith(OPTION)}
    state.cast_notes[oid] = frozenset(notes | {OPTION + word})
    state.touch()


def chooses_type(card: m.CardDef) -> bool:
    return any(isinstance(a, m.ReplacementAbility) and a.event == "enters"
               and a.action == CHOOSE for a in card.abilities)


def chosen_type(state: MagicState, oid: int | None) -> str:
    """The creature type the permanent ``oid`` chose as it entered, or ``""``."""
    if oid is None:
        return ""
    for note in state.cast_notes.get(oid, frozenset()):
        if note.startswith(PREFIX):
            return note[len(PREFIX):]
    return ""


def _creature_types(card: m.CardDef) -> list[str]:
    if "Creature" not in card.type_line and "Kindred" not in card.type_line and \
            "Tribal" not in card.type_line:
        return []
    return card.type_line.split("—", 1)[1].split() if "—" in card.type_line else []


def type_options(game: GameServices) -> tuple[str, ...]:
    """The creature types of the cards in the game, sorted."""
    found = {t for obj in game.state.objects.values() for t in _creature_types(obj.card)}
    return tuple(sorted(found)) or ("Human",)


def default_type(game: GameServices, player: int) -> str:
    """The creature type most common among the cards ``player`` owns (ties: alphabetical)."""
    counts = Counter(t for obj in game.state.objects.values() if obj.owner == player
                     for t in _creature_types(obj.card))
    if not counts:
        return type_options(game)[0]
    best = max(counts.values())
    return min(t for t, n in counts.items() if n == best)


def record(state: MagicState, oid: int, creature_type: str) -> None:
    notes = {n for n in state.cast_notes.get(oid, frozenset()) if not n.startswith(PREFIX)}
    state.cast_notes[oid] = frozenset(notes | {PREFIX + creature_type})


# "Choose a color." as an instruction (issue 29 round 2; CR 608.2d, 105.1): the colour is
# kept on the source as ``"chosen_color:white"``, read by "the chosen color" / "that color".
COLOR_PREFIX = "chosen_color:"


def chosen_color(state: MagicState, oid: int | None) -> str:
    """The colour word ("white" … "green") the object ``oid`` chose, or ``""``."""
    for note in state.cast_notes.get(oid if oid is not None else -1, frozenset()):
        if note.startswith(COLOR_PREFIX):
            return note[len(COLOR_PREFIX):]
    return ""


def record_color(state: MagicState, oid: int, color: str) -> None:
    notes = {n for n in state.cast_notes.get(oid, frozenset()) if not n.startswith(COLOR_PREFIX)}
    state.cast_notes[oid] = frozenset(notes | {COLOR_PREFIX + color})
    state.touch()


# "Choose a card name." (issue 29, QF ninth wave; CR 201.3, 608.2d): the name is kept on the
# source as ``"chosen_name:NAME"``, read by "with that name" / "with the chosen name".
NAME_PREFIX = "chosen_name:"


def chosen_name(state: MagicState, oid: int | None) -> str:
    """The card name the object ``oid`` chose, or ``""``."""
    for note in state.cast_notes.get(oid if oid is not None else -1, frozenset()):
        if note.startswith(NAME_PREFIX):
            return note[len(NAME_PREFIX):]
    return ""


def record_name(state: MagicState, oid: int, name: str) -> None:
    notes = {n for n in state.cast_notes.get(oid, frozenset()) if not n.startswith(NAME_PREFIX)}
    state.cast_notes[oid] = frozenset(notes | {NAME_PREFIX + name})
    state.touch()


def _of_kind(obj: GameObject, types: tuple[str, ...], not_types: tuple[str, ...]) -> bool:
    printed = obj.card.type_line.split("—", 1)[0].split()
    if types and not any(t in printed for t in types):
        return False
    return not any(t in printed for t in not_types)


def name_choices(state: MagicState, chooser: int, types: tuple[str, ...],
                 not_types: tuple[str, ...], aimed: frozenset[int]) -> tuple[str, ...]:
    """The card names ``chooser`` may name (CR 201.3), best first. Only names the chooser can
    know without hidden information: the cards in public zones and the cards they own (their
    own deck list). Aimed at players (``aimed``: a target opponent, or every opponent for an
    entering choice that stops what it names), the names most common among those players'
    public cards come first; otherwise those most common in the chooser's own library (CR
    401.2: its order is hidden, not which of their cards they have not yet seen) — nonland
    names before land names either way (what a name stops or finds is mostly a spell)."""
    known = [o for o in state.objects.values()
             if not (o.token or o.emblem or o.face_down)  # a token's name is no card name
             and (o.zone in _PUBLIC or o.owner == chooser) and _of_kind(o, types, not_types)]
    if aimed:
        counts = Counter(o.card.name for o in known if o.owner in aimed and o.zone in _PUBLIC)
    else:
        counts = Counter(o.card.name for o in known if o.owner == chooser and o.zone == LIBRARY)
    lands = {o.card.name for o in known if "Land" in o.card.type_line.split("—", 1)[0]}
    best = sorted(counts, key=lambda n: (n in lands, -counts[n], n))  # a spell's name first
    return tuple(best + [n for n in sorted({o.card.name for o in known}) if n not in counts])


def names_on_entering(card: m.CardDef) -> tuple[str, ...] | None:
    """The kind words of "As ~ enters, choose a … card name." on ``card`` (``None``: none)."""
    for a in card.abilities:
        if isinstance(a, m.ReplacementAbility) and a.event == "enters" and \
                a.action == CHOOSE_CARD_NAME:
            return a.options
    return None


def entering_name_choices(state: MagicState, chooser: int,
                          words: tuple[str, ...]) -> tuple[str, ...]:
    """The names offered as the permanent enters: it stops what it names, so the opponents'
    public cards come first (CR 614.12, 201.3)."""
    types, not_types = kind_types(words)
    opponents = frozenset(p.index for p in state.players if p.index != chooser and not p.left)
    return name_choices(state, chooser, types, not_types, opponents)
