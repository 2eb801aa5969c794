"""State-based actions (CR 704): checked whenever a player would receive priority, all at once,
repeated until none apply (704.3).

Implemented: 704.5a (0 life), 704.5b (drew from an empty library), 704.5c (10 poison),
704.5d (tokens off the battlefield cease to exist), 704.5e (copies of spells off the stack),
704.5f (toughness 0 or less), 704.5g (lethal damage), 704.5h (deathtouch damage), 704.5i
(planeswalker with no loyalty), 704.5j (the legend rule — its controller chooses, a decision),
704.5m (an Aura attached illegally or to nothing), 704.5n (Equipment attached to a
non-creature), 704.5q (+1/+1 and −1/−1 counters annihilate — at the same time as the others,
704.3: a creature that dies in the same check leaves with its counters, so undying sees its
+1/+1 counter), 704.5s (saga with lore counters at its final chapter, when no chapter ability
is on the stack). A destroyed creature with a regeneration shield is regenerated instead
(701.15).
Players who lose leave the game at once (800.4a in multiplayer; in two-player the game ends).
"""

from __future__ import annotations

from copy import copy
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.bestow import unattached
from cardtable.games.magic.designations import ascend_check, unpair_check
from cardtable.games.magic.dungeons import dungeon_sba
from cardtable.games.magic.frames import LegendFrame
from cardtable.games.magic.layers import (
    Chars,
    base_chars,
    battlefield_chars,
    chars,
    matches_chars,
)
from cardtable.games.magic.model import Keyword, StaticAbility, TriggeredAbility
from cardtable.games.magic.model.designations import ASCEND
from cardtable.games.magic.model.vocabulary import GRAVEYARD_CARD, REANIMATED, SPARES_SOURCE
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD, STACK
from cardtable.games.magic.player_protection import protected_from_everything
from cardtable.games.magic.player_rules import cant_lose
from cardtable.games.magic.replacement import regenerate, totem_armor_saves
from cardtable.games.magic.targets import _protected_from
from cardtable.games.magic.zones import cease_to_exist

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices


def check(game: GameServices) -> bool:
    """Perform one round of state-based actions; ``True`` if any was performed (or a legend
    rule choice was pushed on the work stack)."""
    state = game.state
    if game.format_sba():  # a format's own state-based actions (Commander: 704.6c-d)
        return True
    _ascend(game)  # 702.131b: not a state-based action, but checked as often (issue 29)
    if state.paired:  # soulbond pairs end (702.95c-e; issue 29)
        unpair_check(game, lambda a, b: _still_paired(state, a, b))
    acted = dungeon_sba(game)  # 309.6, 704.5t: a dungeon's bottommost room done (issue 29)
    # 704.5a-c: players
    losers = [p.index for p in state.players if not p.left and (
        p.life <= 0 or p.drew_from_empty or p.poison >= 10 or p.lost)]
    if losers:  # "can't lose the game" (CR 104.3, 101.2; player_rules.py)

        losers = [p for p in losers if not cant_lose(game, p)]
    # 704.5d/e: tokens and copies in the wrong zone. A token reaches another zone only as a
    # new object (a new id), so with no new id since a scan that found none there is none.
    if state.token_scan != state.next_id:
        for player in state.players:
            for ids in player.zones.values():
                for oid in list(ids):
                    if state.objects[oid].token:
                        cease_to_exist(game, state.objects[oid])
                        acted = True
        if not acted:
            state.token_scan = state.next_id
    # 704.5j: the legend rule (a choice first)
    seen: dict[tuple[int, str], list[int]] = {}
    objects = state.objects
    table = battlefield_chars(state)  # what chars() reads for a permanent; nothing changes here
    for oid in state.battlefield if game.legend_rule_704_5j() else ():
        c = table.get(oid) or chars(state, objects[oid])
        if "Legendary" in c.supertypes:
            seen.setdefault((c.controller, c.name), []).append(oid)
    for (controller, _name), ids in seen.items():
        if len(ids) > 1:
            game.work.push(LegendFrame(controller, tuple(ids)))
            return True
    dying: list[int] = []
    to_graveyard: list[int] = []
    annihilate: list[int] = []
    version = state.version
    for oid in state.battlefield:
        obj = objects[oid]
        if state.version != version:  # an Equipment fell off or an Aura was unattached
            version = state.version
            table = battlefield_chars(state)
        c = table.get(oid) or chars(state, obj)
        # 704.5q (performed below, with the others at once: 704.3)
        if obj.counters.get("+1/+1", 0) and obj.counters.get("-1/-1", 0):
            annihilate.append(oid)
        if "Creature" in c.types:
            if c.toughness <= 0:
                to_graveyard.append(oid)  # 704.5f: not destruction
                continue
            if "indestructible" not in c.keywords and (
                    (obj.damage >= c.toughness and obj.damage > 0) or obj.deathtouched):
                dying.append(oid)
                continue
        if "Planeswalker" in c.types and obj.counters.get("loyalty", 0) <= 0:
            to_graveyard.append(oid)
            continue
        if "Aura" in c.subtypes and not _aura_ok(game, obj):
            if obj.bestowed:  # 702.103f: an exception to 704.5m

                unattached(game, obj)
                acted = True
                continue
            to_graveyard.append(oid)
            continue
        if "Equipment" in c.subtypes and obj.attached_to is not None:
            host = state.objects.get(obj.attached_to)
            if host is None or host.zone != BATTLEFIELD or "Creature" not in chars(
                    state, host).types:
                obj.attached_to = None
                state.touch()
                acted = True
        if "Saga" in c.subtypes and _saga_done(game, obj):
            to_graveyard.append(oid)

    dying = [oid for oid in dict.fromkeys(dying)  # 702.89a totem armor, 701.15 regeneration
             if not (totem_armor_saves(game, state.objects[oid])
                     or regenerate(game, state.objects[oid]))]
    if len(dying) != len(set(dying)):
        dying = list(dict.fromkeys(dying))
    batch = [oid for oid in to_graveyard + dying if oid in state.objects]
    for oid in annihilate:
        # 704.3: all applicable actions happen at once, so an object leaving in this same
        # check leaves with its counters as they were (its last-known information, 603.10a)
        if oid not in batch:
            obj = state.objects[oid]
            k = min(obj.counters["+1/+1"], obj.counters["-1/-1"])
            obj.counters["+1/+1"] -= k
            obj.counters["-1/-1"] -= k
            state.touch()
            acted = True
    if batch:
        game.move_batch(batch, GRAVEYARD, cause="state-based action")
        acted = True
    if losers:
        game.players_lose(losers, "state-based action (CR 704.5a-c)")
        acted = True
    return acted


def _ascend(game: GameServices) -> None:
    """702.131b: a player who controls a permanent with ascend and ten or more permanents gets
    the city's blessing (``designations.ascend_check``)."""
    state = game.state
    table = battlefield_chars(state)  # one cache check for the whole board
    controllers = [table[oid].controller for oid in state.battlefield]
    ascending = [c for oid, c in zip(state.battlefield, controllers, strict=True)
                 if ASCEND in table[oid].keywords]
    if ascending:
        ascend_check(game, lambda: ascending, controllers.count)


def _still_paired(state: Any, first: int, second: int) -> bool:
    """702.95c-e: both on the battlefield, both creatures, one controller."""
    if first not in state.battlefield or second not in state.battlefield:
        return False
    a, b = chars(state, state.objects[first]), chars(state, state.objects[second])
    return "Creature" in a.types and "Creature" in b.types and a.controller == b.controller


def _aura_ok(game: GameServices, aura: object) -> bool:
    state = game.state
    enchant = [a for a in chars(state, state.objects[getattr(aura, "id")]).abilities  # noqa: B009
               if isinstance(a, Keyword) and a.name == "enchant"]
    if any(a.text in ("player", "opponent") for a in enchant):
        # 303.4c, 702.5d: a player-enchanting Aura needs a player still in the game (and an
        # opponent of its controller for "enchant opponent"), never a permanent
        player = getattr(aura, "attached_player", None)
        if player is None or getattr(aura, "attached_to", None) is not None or \
                state.players[player].left:
            return False

        if protected_from_everything(state, player):  # 702.16c, 702.16j
            return False
        controller = chars(state, state.objects[getattr(aura, "id")]).controller  # noqa: B009
        return not any(a.text == "opponent" for a in enchant) or player != controller
    host_id = getattr(aura, "attached_to", None)
    if host_id is None:
        return False
    host = state.objects.get(host_id)
    if any(a.text == GRAVEYARD_CARD for a in enchant):  # Animate Dead (303.4a, 303.4f)
        return _graveyard_aura_ok(state, getattr(aura, "id"), host)  # noqa: B009
    if host is None or host.zone != BATTLEFIELD:
        return False
    aura_obj = state.objects[getattr(aura, "id")]  # noqa: B009
    for ability in chars(state, aura_obj).abilities:
        if isinstance(ability, Keyword) and ability.name == "enchant" and ability.filter:
            hc = chars(state, host)
            if not matches_chars(state, host, hc, ability.filter, chars(state, aura_obj).controller,
                                 aura_obj.id):
                return False
            if "protection" in hc.keywords and _protected_from(
                    _without_spared(hc, chars(state, aura_obj)), chars(state, aura_obj)):
                return False
    return True


def _without_spared(host: Chars, aura: Chars) -> Chars:
    """The enchanted object's characteristics for its Aura's check (303.4d), less the
    protection that Aura itself grants with "This effect doesn't remove ~." (CR 702.16;
    ``vocabulary.SPARES_SOURCE``). Another source's identical protection is left out too
    (a keyword carries no source here)."""
    spared = [k for a in aura.abilities if isinstance(a, StaticAbility)
              for e in a.effects if e.rule == SPARES_SOURCE and e.affected == "enchanted"
              for k in e.add_keywords if k.name == "protection"]
    if not spared:
        return host
    kept = copy(host)
    kept.abilities = tuple(a for a in host.abilities if a not in spared)
    return kept


def _saga_done(game: GameServices, obj: object) -> bool:

    state = game.state
    saga = state.objects[getattr(obj, "id")]  # noqa: B009
    chapters = [ch for a in saga.card.abilities if isinstance(a, TriggeredAbility)
                for ch in a.trigger.chapters]
    if not chapters:
        return False
    if any(item.source == saga.id for item in state.stack):
        return False
    if any(t.source == saga.id for t in state.triggers):
        return False
    return saga.counters.get("lore", 0) >= max(chapters)


def stack_zone() -> str:
    return STACK


def _graveyard_aura_ok(state: Any, aura_id: int, host: Any) -> bool:
    """"Enchant creature card in a graveyard" (303.4a): a creature card in a graveyard; once
    the Aura returned it, "enchant creature put onto the battlefield with ~" — that creature,
    on the battlefield (its note names this Aura, :data:`REANIMATED`)."""
    if host is None:
        return False
    if host.zone == BATTLEFIELD:  # the creature it returned carries the Aura's mark
        return f"{REANIMATED}{aura_id}" in state.cast_notes.get(host.id, frozenset()) and \
            "Creature" in chars(state, host).types
    return host.zone == GRAVEYARD and "Creature" in base_chars(host).types
