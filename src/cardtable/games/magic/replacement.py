"""Replacement and prevention effects (CR 614–616) for events inside effects.

Zone-change replacements ("exile it instead", "enters tapped", "enters with counters") are
applied by :mod:`cardtable.games.magic.zones`. This room handles the modifying kind:
"that many plus one counters" (Winding Constrictor), "twice that many counters / tokens"
(Doubling Season), and regeneration shields (701.15). When two or more replacement effects
would apply to one event, the affected object's controller — for tokens, the player who would
create them — chooses the order (616.1, 616.1e); the engine asks for the whole order at once,
which is the same as choosing one at a time when applying one does not change which others
apply, as here (616.1f).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations
from typing import TYPE_CHECKING

from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.model import Amount, ReplacementAbility
from cardtable.games.magic.model.restrictions import CANT_BE_REGENERATED
from cardtable.games.magic.objects import GRAVEYARD, GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices
    from cardtable.games.magic.state import MagicState

Applicable = tuple[str, ReplacementAbility]  # (label "Name#id", ability)


def _sources(state: MagicState) -> list[tuple[GameObject, ReplacementAbility]]:
    out = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        for ability in chars(state, obj).abilities:
            if isinstance(ability, ReplacementAbility):
                out.append((obj, ability))
    return out


def counter_replacements(game: GameServices, target: GameObject, kind: str = ""
                         ) -> list[Applicable]:
    """Replacement effects that modify putting counters on ``target`` (of ``kind``, when
    known: Hardened Scales modifies +1/+1 counters only)."""
    state = game.state
    out: list[Applicable] = []
    for source, ability in _sources(state):
        if ability.event != "put_counters":
            continue
        controller = chars(state, source).controller
        if ability.applies_to == "self" and source.id != target.id:
            continue
        if kind and ability.counter and ability.counter != kind:
            continue
        if ability.applies_to == "filter" and (
                ability.filter is None
                or not matches(state, target, ability.filter, controller, source.id)):
            continue
        out.append((f"{source.card.name}#{source.id}", ability))
    return out


def token_replacements(game: GameServices, player: int) -> list[Applicable]:
    state = game.state
    out: list[Applicable] = []
    for source, ability in _sources(state):
        if ability.event == "create_token" and chars(state, source).controller == player:
            out.append((f"{source.card.name}#{source.id}", ability))
    return out


def apply_in_order(amount: int, order: list[Applicable], kind: str = "") -> int:
    """The modified number (of counters of ``kind``) after each replacement in ``order``
    (616.1); a replacement for one kind of counter leaves the others alone."""
    for _label, ability in order:
        if ability.counter and kind and ability.counter != kind:
            continue
        if ability.action == "double":
            amount *= 2
        elif ability.action == "add":
            extra = ability.amount if isinstance(ability.amount, int) else _fixed(ability.amount)
            amount += extra
    return amount


def _fixed(value: Amount) -> int:
    return value.fixed


def regenerate(game: GameServices, obj: GameObject) -> bool:
    """Use a regeneration shield on ``obj`` if it has one (701.15b): tap it, remove its damage,
    remove it from combat. Returns whether it was regenerated."""
    state = game.state
    shields = state.regeneration.get(obj.id, 0)
    if shields <= 0 or CANT_BE_REGENERATED in chars(state, obj).rules:
        return False  # "can't be regenerated this turn" (701.15c): the shield stays unused
    state.regeneration[obj.id] = shields - 1
    obj.tapped = True
    obj.damage = 0
    obj.deathtouched = False
    state.attackers.pop(obj.id, None)
    state.blockers.pop(obj.id, None)
    game.log("regenerate", None, name=obj.card.name, id=obj.id)
    return True


TOTEM_ARMOR = "totem_armor"


def totem_armor_saves(game: GameServices, obj: GameObject) -> bool:
    """Totem armor (CR 702.89a, "umbra armor" since 2024): "If enchanted creature would be
    destroyed, instead remove all damage from it and destroy this Aura." — applied before a
    regeneration shield and even when it "can't be regenerated" (a different replacement);
    with several such Auras the oldest is destroyed (simplification: its controller does not
    choose, 616.1). Returns whether the destruction was replaced."""
    state = game.state
    auras = sorted((state.objects[i] for i in state.battlefield
                    if state.objects[i].attached_to == obj.id
                    and TOTEM_ARMOR in chars(state, state.objects[i]).keywords),
                   key=lambda a: a.timestamp)
    if not auras:
        return False
    aura = auras[0]
    obj.damage = 0
    obj.deathtouched = False
    game.log("totem_armor", None, name=obj.card.name, id=obj.id, aura=aura.card.name)
    if "indestructible" not in chars(state, aura).keywords:
        game.move(aura, GRAVEYARD, cause="destroy")
    return True


# -- life gain (h5-triggers, issue 29) ------------------------------------------------------------

GAIN_LIFE_ACTIONS = ("add", "double", "none", "lose", "draw")


def gain_life_replacements(game: GameServices, player: int) -> list[Applicable]:
    """The static abilities on the battlefield replacing ``player``'s gaining life (CR
    614.1a): "If you / an opponent / a player would gain life, … instead."."""
    state = game.state
    out: list[Applicable] = []
    for source, ability in _sources(state):
        if ability.event != "gain_life" or ability.action not in GAIN_LIFE_ACTIONS:
            continue
        controller = chars(state, source).controller
        if ability.applies_to == "you" and controller != player:
            continue
        if ability.applies_to == "opponent" and player not in state.opponents(controller):
            continue
        out.append((f"{source.card.name}#{source.id}", ability))
    return out


def _gain_in_order(amount: int, order: Sequence[Applicable]) -> tuple[str, int]:
    """The event after each replacement of ``order`` in turn (616.1): ``("gain", n)``,
    ``("lose", n)`` or ``("draw", n)``. Once the event is no longer a life gain, the life-gain
    replacements left do not apply to it (616.1c: only those that still apply)."""
    kind = "gain"
    for _label, ability in order:
        if kind != "gain":
            break
        if ability.action == "add":
            amount += ability.amount if isinstance(ability.amount, int) else 0
        elif ability.action == "double":
            amount *= 2
        elif ability.action == "none":
            amount = 0
        elif ability.action == "lose":
            kind = "lose"
        elif ability.action == "draw":
            kind = "draw"
    return kind, amount


def gain_life_outcome(game: GameServices, player: int, amount: int) -> tuple[str, int]:
    """What ``player`` gaining ``amount`` life becomes after the life-gain replacements (CR
    614.1a, 616.1). The affected player orders them (616.1); the engine takes the order that
    leaves that player the most life (then the most cards), the order a player would choose —
    a simplification: it does not ask (a gain is no decision point in the engine)."""
    found = gain_life_replacements(game, player)
    if not found:
        return "gain", amount
    best: tuple[str, int] | None = None
    best_key: tuple[int, int] = (0, 0)
    orders = permutations(found) if len(found) <= 6 else iter((found,))  # 720 orders at most
    for order in orders:
        kind, n = _gain_in_order(amount, order)
        key = (n if kind == "gain" else -n if kind == "lose" else 0,
               n if kind == "draw" else 0)
        if best is None or key > best_key:
            best, best_key = (kind, n), key
    assert best is not None
    return best
