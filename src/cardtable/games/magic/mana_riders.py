"""Mana that does something when it is spent (CR 106.6): Opal Palace and Path of Ancestry.

Mana in a pool carries no history, so the riders are kept beside it: ``state.mana_riders``
holds ``(player, symbol, kind, source)`` for each unit of mana with a rider, added when a mana
ability with a :class:`~cardtable.games.magic.model.ManaRider` makes it (by hand, or
tapped while a cost is paid) and emptied with the pools (106.4).

When a spell is paid for (601.2h) the player spends mana of a rider's symbol on it: a rider
whose condition the spell meets is spent first (the player's choice, made in their favour),
one per unit of that symbol paid; then each symbol keeps only as many riders as the pool still
holds units of it (the rest were necessarily spent, on a spell they do nothing for).

* ``opal_palace``: "If you spend this mana to cast your commander, it enters with a number of
  additional +1/+1 counters on it equal to the number of times it's been cast from the command
  zone this game." — noted on the spell (a replacement as it enters, 614.1c) and counted when
  it enters, this cast included;
* ``path_of_ancestry``: "When that mana is spent to cast a creature spell that shares a
  creature type with your commander, scry 1." — a delayed triggered ability (603.7) that
  triggers as the spell is paid for.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardtable.games.magic import model as m
from cardtable.games.magic.layers import base_chars, chars, has_subtype, matches
from cardtable.games.magic.state import PendingTrigger

if TYPE_CHECKING:
    from cardtable.games.magic.objects import GameObject
    from cardtable.games.magic.ports import GameServices
    from cardtable.games.magic.state import MagicState

OPAL = "opal_palace"
SPEND_ONLY = "spend_only"  # "Spend this mana only to cast …" (106.6): (…, SPEND_ONLY, source)
PATH = "path_of_ancestry"
PATH_TRIGGER = m.TriggeredAbility(trigger=m.Trigger("mana_spent"), effects=(m.Scry(1),))


def rider_of(abilities: Iterable[object]) -> str:
    """The rider of the first "{T}: Add …" mana ability among ``abilities``, or ``""``."""
    for ability in abilities:
        if isinstance(ability, m.ActivatedAbility) and ability.is_mana_ability:
            return next((e.rider for e in ability.effects if isinstance(e, m.ManaRider)), "")
    return ""


def _commanders(game: GameServices, player: int) -> list[GameObject]:
    state = game.state
    return [o for o in state.objects.values()
            if state.commanders.get(o.uid) == player and not o.token]


def _qualifies(game: GameServices, kind: str, player: int, spell: GameObject) -> bool:
    state = game.state
    if kind == SPEND_ONLY:
        return False  # spending restrictions: may_spend, below
    if kind == OPAL:  # "your commander" (903.3d: a spell that is a commander)
        return state.commanders.get(spell.uid) == player and not spell.token
    if kind == PATH:
        c = base_chars(spell)
        if "Creature" not in c.types:
            return False
        for commander in _commanders(game, player):
            # 903.3e: the commander's current characteristics, wherever it is
            theirs = chars(state, commander) if commander.zone == "battlefield" else \
                base_chars(commander)
            if any(has_subtype(theirs, t) for t in c.subtypes) or any(
                    has_subtype(c, t) for t in theirs.subtypes):
                return True
    return False


def spend(game: GameServices, player: int, spent: dict[str, int],
          spell: GameObject | None, ability_source: GameObject | None = None) -> None:
    """``player`` paid ``spent`` (units per symbol) for ``spell`` (``None``: a cost that is
    no spell; ``ability_source``: the source of the ability it activates)."""
    state = game.state
    if any(r[0] == player and r[2] == SPEND_ONLY for r in state.mana_riders):
        _spend_restricted(state, player, spent, spell, ability_source)
    if spell is not None:
        opal = 0
        for rider in [r for r in state.mana_riders if r[0] == player]:
            _p, symbol, kind, source = rider
            if spent.get(symbol, 0) > 0 and _qualifies(game, kind, player, spell):
                spent[symbol] -= 1
                state.mana_riders.remove(rider)
                if kind == OPAL:
                    opal += 1
                elif kind == PATH:
                    state.triggers.append(PendingTrigger(player, source, PATH_TRIGGER,
                                                         "Path of Ancestry"))
                game.log("mana_rider", player, rider=kind, spell=spell.card.name)
        if opal:
            notes = state.cast_notes.get(spell.id, frozenset())
            state.cast_notes[spell.id] = notes | {f"{OPAL}:{opal}"}
    trim(state, player)


def trim(state: MagicState, player: int) -> None:
    """Keep, for each symbol, only as many of ``player``'s riders as the pool holds units."""
    pool = state.players[player].pool
    kept: list[tuple[int, str, str, int]] = []
    count: dict[str, int] = {}
    for rider in state.mana_riders:
        if rider[0] == player:
            symbol = rider[1]
            if count.get(symbol, 0) >= pool.get(symbol, 0):
                continue
            count[symbol] = count.get(symbol, 0) + 1
        kept.append(rider)
    state.mana_riders[:] = kept


def enters_with_counters(game: GameServices, spell_id: int, permanent: GameObject) -> None:
    """Opal Palace's mana spent on this commander spell: it enters with that many more +1/+1
    counters for each time it has been cast from the command zone (this cast included)."""
    state = game.state
    notes = state.cast_notes.get(spell_id, frozenset()) | state.cast_notes.get(
        permanent.id, frozenset())
    times = sum(int(n.partition(":")[2]) for n in notes if n.startswith(f"{OPAL}:"))
    if times:
        extra = times * game.commander_casts(permanent.uid)
        if extra:
            permanent.counters["+1/+1"] = permanent.counters.get("+1/+1", 0) + extra
            state.touch()
            game.log("counters", None, on=f"{permanent.card.name}#{permanent.id}",
                     counter="+1/+1", amount=extra)


# -- spending restrictions (CR 106.6): "Spend this mana only to cast a creature spell of the
# chosen type." The rider's source is the permanent whose ability made the mana; its card's
# SpendOnly effect says what the mana may pay for, "the chosen type" is that source's choice.


def restriction(state: MagicState, source: int) -> m.SpendOnly | None:
    """The spending restriction of the mana ability of ``source`` that made restricted mana."""
    obj = state.objects.get(source)
    if obj is None:
        return None
    for ability in obj.card.abilities:
        if isinstance(ability, m.ActivatedAbility):
            for effect in ability.effects:
                if isinstance(effect, m.SpendOnly):
                    return effect
    return None


def may_spend(state: MagicState, player: int, source: int, spell: GameObject | None,
              ability_source: GameObject | None) -> bool:
    """Whether mana ``source`` made with a restriction may pay for ``spell`` (or for an
    ability of ``ability_source``); a cost that is neither (an attack cost, "unless pays") is
    never what such mana may be spent on."""
    rule = restriction(state, source)
    if rule is None:
        return True
    if spell is not None:
        return rule.spells is not None and matches(state, spell, rule.spells, player, source)
    if ability_source is not None:
        return rule.abilities is not None and matches(state, ability_source, rule.abilities,
                                                      player, source)
    return False


def usable_pool(state: MagicState, player: int, spell: GameObject | None = None,
                ability_source: GameObject | None = None) -> dict[str, int]:
    """``player``'s pool without the restricted mana that may not pay for this cost (106.6)."""
    pool = dict(state.players[player].pool)
    for rider in state.mana_riders:
        if rider[0] == player and rider[2] == SPEND_ONLY and pool.get(rider[1], 0) > 0 and \
                not may_spend(state, player, rider[3], spell, ability_source):
            pool[rider[1]] -= 1
    return {k: v for k, v in pool.items() if v > 0}


def _spend_restricted(state: MagicState, player: int, spent: dict[str, int],
                      spell: GameObject | None, ability_source: GameObject | None) -> None:
    """The restricted mana is spent first on what it may pay for (the player's choice, made in
    their favour): its riders go with it; ``spent`` keeps what unrestricted mana paid."""
    for rider in [r for r in state.mana_riders if r[0] == player and r[2] == SPEND_ONLY]:
        symbol = rider[1]
        if spent.get(symbol, 0) > 0 and may_spend(state, player, rider[3], spell,
                                                   ability_source):
            spent[symbol] -= 1
            state.mana_riders.remove(rider)
