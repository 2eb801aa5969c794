"""Morph, megamorph and face-down permanents (CR 702.37, 708, 116.2b).

* Casting face down (702.37c, 708.4): a card with morph (or megamorph) in its owner's hand may
  be cast face down for {3} — the way ``"morph"`` (:data:`MORPH`), an alternative cost
  (118.9, 601.2f: increases and the format's additional costs still apply). The spell is a
  face-down creature spell; a land card with morph (Zoetic Cavern) may be cast so too.
* Face-down characteristics (708.2a): a 2/2 creature with no name, no text, no subtypes, no
  colour and no mana cost — :func:`cardtable.games.magic.layers.base_chars` gives them in
  layer 1, and every other layer applies on top.
* Turning face up (702.37e, 116.2b) is a special action: any time its controller has priority
  (even while a split-second spell is on the stack, 702.61b), they pay the morph cost and it
  turns face up — the same object (708.8), no stack. A megamorph permanent also gets a +1/+1
  counter (702.37b). "When ~ is turned face up" triggers then (708.8).
* Hiding (708.5, 708.6): another player sees "face-down 2/2" in views and events
  (:func:`public_name`); its controller may look at it. A face-down card is revealed when it
  leaves the battlefield or the stack (708.9) and every face-down permanent is revealed when
  the game ends (708.9, :func:`reveal_all`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.costs import total_requirement
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.mana import (
    Requirement,
    can_pay,
    execute_payment,
    mana_sources,
    plan_payment,
    requirement,
)
from cardtable.games.magic.model import CardDef, Cost, Keyword, TriggeredAbility
from cardtable.games.magic.objects import BATTLEFIELD, HAND, GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

MORPH = "morph"
FACE_DOWN_COST = Cost(mana="{3}")  # 702.37c
FACE_DOWN_NAME = "face-down 2/2"
FACE_DOWN_SPELL = "face-down creature spell"
TURNED_FACE_UP = "turned_face_up"


def morph_keyword(card: CardDef) -> Keyword | None:
    """The card's morph or megamorph keyword (702.37a–b)."""
    for ability in card.abilities:
        if isinstance(ability, Keyword) and ability.name in ("morph", "megamorph"):
            return ability
    return None


def public_name(obj: GameObject) -> str:
    """What another player calls ``obj`` (708.5): a face-down object has no name."""
    if obj.face_down:
        return FACE_DOWN_NAME if obj.zone == BATTLEFIELD else FACE_DOWN_SPELL
    return obj.card.name


def face_down_total(game: GameServices, player: int, obj: GameObject,
                    base: Requirement | None = None) -> Requirement:
    """601.2f for a face-down spell: {3} plus additional costs, increases and reductions, the
    ones that apply to a face-down creature spell (702.37c, 708.4: a Beast's cost reduction
    does not see the Beast)."""

    was = obj.face_down
    obj.face_down = True
    try:
        return total_requirement(game, player, obj, False,
                                 base or requirement(FACE_DOWN_COST.mana))
    finally:
        obj.face_down = was


def can_cast_face_down(game: GameServices, player: int, obj: GameObject) -> bool:
    """702.37c: from the hand, with sorcery timing (the caller checks it: a face-down spell is
    a creature spell without flash), when its total cost can be paid."""
    if obj.zone != HAND or morph_keyword(obj.card) is None:
        return False
    return can_pay(game.state, player, face_down_total(game, player, obj))


def face_up_options(game: GameServices, player: int) -> list[int]:
    """Face-down permanents ``player`` controls that they can turn face up now (116.2b): the
    card has a morph cost and it can be paid."""
    state = game.state
    out: list[int] = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if not obj.face_down or chars(state, obj).controller != player:
            continue
        cost = face_up_cost(obj)
        if cost is None:
            continue  # a face-down card without morph cannot be turned up this way (702.37e)
        if can_pay(state, player, requirement(cost.mana)):
            out.append(oid)
    return out


def face_up_cost(obj: GameObject) -> Cost | None:
    """What turning ``obj`` face up costs (116.2b): its morph cost (702.37e), else — a
    manifested creature card — its mana cost (701.34a); ``None`` when it can't be."""
    keyword = morph_keyword(obj.card)
    if keyword is not None:
        return keyword.cost or Cost()
    if obj.manifested and "Creature" in obj.card.type_line.split("—")[0] and obj.card.mana_cost:
        return Cost(mana=obj.card.mana_cost)
    return None


def turn_face_up(game: GameServices, player: int, oid: int) -> None:
    """116.2b, 702.37e: pay the morph cost and turn the permanent face up. It is the same
    object (708.8): damage, counters, tapped status and attacking stay; then "when ~ is turned
    face up" triggers."""
    state = game.state
    obj = state.objects[oid]
    keyword = morph_keyword(obj.card)
    cost = face_up_cost(obj)
    assert cost is not None and obj.face_down
    need = requirement(cost.mana)
    plan = plan_payment(state.players[player].pool, mana_sources(state, player), need)
    assert plan is not None, "face_up_options offered an unpayable morph cost"
    taps = execute_payment(state, player, plan)
    if taps:
        game.log("tap_for_mana", player, sources=taps)
    obj.face_down = False
    if keyword is not None and keyword.name == "megamorph":  # 702.37b
        obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + 1
    state.touch()
    game.log("turn_face_up", player, name=obj.card.name, id=oid)

    for ability in chars(state, obj).abilities:
        if isinstance(ability, TriggeredAbility) and ability.trigger.event == TURNED_FACE_UP:
            game.trigger(obj, chars(state, obj).controller, ability, {"it": oid})
    for other in list(state.battlefield):  # "Whenever a permanent is turned face up" (603.2)
        if other == oid:
            continue  # its own abilities triggered above
        source = state.objects[other]
        you = chars(state, source).controller
        for ability in chars(state, source).abilities:
            if isinstance(ability, TriggeredAbility) and ability.trigger.event == \
                    TURNED_FACE_UP and ability.trigger.subject == "filter" and (
                        ability.trigger.filter is None
                        or matches(state, obj, ability.trigger.filter, you, other)):
                game.trigger(source, you, ability, {"it": oid})
    state.priority = player  # 116.3: the player receives priority again
    state.passes = 0


def reveal(game: GameServices, obj: GameObject, why: str) -> None:
    """708.9: a face-down card is revealed to every player."""
    game.log("reveal", None, name=obj.card.name, id=obj.id, why=why)


def reveal_all(game: GameServices) -> None:
    """708.9: at the end of the game every face-down permanent is revealed."""
    state = game.state
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.face_down:
            reveal(game, obj, "the game ended (CR 708.9)")

