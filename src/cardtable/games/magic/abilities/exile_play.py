"""Effects that exile cards a player may then play (the engine room is
:mod:`cardtable.games.magic.play_from_exile`): impulse draw — "Exile the top card of your
library. Until end of turn, you may play that card." (CR 406.3, 601.2, 305.2, 514.2) — each a
frozen dataclass of the ability model with its handler (merged into the interpreter's table as
``EXILE_PLAY_HANDLERS``) and its words (:func:`exile_play_text`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from cardtable.games.magic.abilities.context import Context

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


@dataclass(frozen=True, slots=True)
class ImpulseExile:
    """"Exile the top card of your library. Until end of turn, you may play that card."
    ``count`` cards ("the top two cards … those cards"); ``lands`` False for "cast" (spells
    only); ``wording`` ``"until"`` ("Until end of turn, you may play that card") or
    ``"this_turn"`` ("You may play that card this turn") — the same permission (514.2)."""

    KIND: ClassVar[str] = "impulse_exile"
    count: int = 1
    lands: bool = True
    wording: str = "until"


@dataclass(frozen=True, slots=True)
class ExileFromHand:
    """"that player exiles a card from their hand face down" (Kheru Mind-Eater): ``who``
    chooses a card of their hand and exiles it (face down: CR 406.3, nobody but a player a
    permission names may look at it); the card is linked to the source (607.2a)."""

    KIND: ClassVar[str] = "exile_from_hand"
    who: str = "triggering_player"
    face_down: bool = True


@dataclass(frozen=True, slots=True)
class HideawayExile:
    """Hideaway's trigger (702.75a, 2022): look at the top ``count`` cards of your library,
    exile one face down (you may look at it: 406.3), put the rest on the bottom of your library
    (kept in their order: the engine's simplification of "in any order"). The exiled card is
    linked to the permanent (607.2a)."""

    KIND: ClassVar[str] = "hideaway_exile"
    count: int = 4


@dataclass(frozen=True, slots=True)
class PlayExiledFree:
    """"You may play the exiled card without paying its mana cost if creatures you control have
    total power N or greater." (Mosswort Bridge): the card its hideaway exiled (607.2a); a land
    is played with the land drop (305.2), a spell cast while this resolves, for free (608.2g,
    118.9)."""

    KIND: ClassVar[str] = "play_exiled_free"
    total_power: int = 10


def exile_play_text(effect: object) -> str | None:
    """The words of these effects (without the final period), or ``None`` for another."""
    if isinstance(effect, PlayExiledFree):
        return ("you may play the exiled card without paying its mana cost if creatures you "
                f"control have total power {effect.total_power} or greater")
    if isinstance(effect, HideawayExile):
        return (f"look at the top {_WORDS[effect.count]} cards of your library, exile one face "
                "down, then put the rest on the bottom of your library")
    if isinstance(effect, ExileFromHand) and effect.who == "triggering_player":
        return "that player exiles a card from their hand" + (
            " face down" if effect.face_down else "")
    if not isinstance(effect, ImpulseExile):
        return None
    one = effect.count == 1
    top = "the top card" if one else f"the top {_WORDS[effect.count]} cards"
    verb = "play" if effect.lands else "cast"
    that = "that card" if one else "those cards"
    head = f"exile {top} of your library. "
    if effect.wording == "this_turn":
        return head + f"You may {verb} {that} this turn"
    return head + f"Until end of turn, you may {verb} {that}"


def _impulse(ctx: Context, e: ImpulseExile, _a: tuple[Any, ...]) -> None:
    """406.3: the cards are exiled face up; the controller may play them this turn only."""
    from cardtable.games.magic.objects import EXILE, LIBRARY
    from cardtable.games.magic.play_from_exile import PlayPermission, grant

    game = ctx.game
    state = game.state
    player = ctx.controller
    for oid in list(state.zone(player, LIBRARY)[:e.count]):
        new = game.move(state.objects[oid], EXILE, cause="exile")
        grant(game, PlayPermission(player, new.id, turn=state.turn, lands=e.lands))


def _exile_from_hand(ctx: Context, e: ExileFromHand, answers: tuple[Any, ...]) -> Any:
    """The player chooses one card of their hand (none: nothing happens) and exiles it; face
    down, it is hidden (play_from_exile.exile_face_down); linked to the source (607.2a)."""
    from cardtable.core.decision import DecisionKind
    from cardtable.games.magic.abilities.context import Ask
    from cardtable.games.magic.objects import HAND
    from cardtable.games.magic.play_from_exile import exile_face_down

    state = ctx.game.state
    for player in ctx.players(e.who)[:1]:
        hand = tuple(state.zone(player, HAND))
        if not hand:
            return None
        if len(hand) > 1 and not answers:
            return Ask(player, DecisionKind.CHOOSE_SUBSET, "exile a card from your hand face "
                       "down", hand, 1, 1)
        chosen = tuple(answers[0]) if len(hand) > 1 else hand
        for oid in chosen:
            obj = state.objects.get(oid)
            if obj is None or obj.zone != HAND:
                continue
            new = exile_face_down(ctx.game, obj) if e.face_down else ctx.game.move(
                obj, "exile", cause="exile")
            linked = state.linked_exile.get(ctx.source_id, ())
            state.linked_exile[ctx.source_id] = (*linked, new.id)
    return None


def _hideaway(ctx: Context, e: HideawayExile, answers: tuple[Any, ...]) -> Any:
    from cardtable.core.decision import DecisionKind
    from cardtable.games.magic.abilities.context import Ask
    from cardtable.games.magic.objects import LIBRARY
    from cardtable.games.magic.play_from_exile import exile_face_down

    game = ctx.game
    state = game.state
    player = ctx.controller
    library = state.zone(player, LIBRARY)
    top = tuple(library[:e.count])
    if not top:
        return None
    if len(top) > 1 and not answers:
        return Ask(player, DecisionKind.CHOOSE_SUBSET, "hideaway: exile one face down", top, 1, 1)
    chosen = next(iter(answers[0])) if len(top) > 1 else top[0]
    new = exile_face_down(game, state.objects[chosen], frozenset({player}))
    linked = state.linked_exile.get(ctx.source_id, ())
    state.linked_exile[ctx.source_id] = (*linked, new.id)
    rest = [oid for oid in top if oid != chosen]
    for oid in rest:
        library.remove(oid)
    library.extend(rest)
    game.log("to_bottom", player, count=len(rest))
    return None


def _play_exiled_free(ctx: Context, e: PlayExiledFree, answers: tuple[Any, ...]) -> Any:
    """608.2g: decided as the ability resolves; the condition is checked then."""
    from cardtable.core.decision import DecisionKind
    from cardtable.games.magic.abilities import model as m
    from cardtable.games.magic.abilities.context import Ask
    from cardtable.games.magic.casting import spell_ability
    from cardtable.games.magic.costs import FREE
    from cardtable.games.magic.frames import CastFrame
    from cardtable.games.magic.layers import base_chars
    from cardtable.games.magic.objects import BATTLEFIELD

    game = ctx.game
    state = game.state
    player = ctx.controller
    if not game.condition(m.Condition("total_power_at_least", amount=e.total_power), player,
                          ctx.source_id, ctx.event):
        return None
    cards = ctx.objects("exiled")
    if not cards:
        return None
    obj = state.objects[cards[0]]
    is_land = "Land" in base_chars(obj).types
    if is_land and state.players[player].lands_played >= 1:
        return None  # 305.2: no land play left
    if is_land or game.is_supported(obj.card):
        if not answers:
            return Ask(player, DecisionKind.YES_NO, f"play {obj.card.name} without paying its "
                       "mana cost?", (True, False))
        if not answers[0]:
            return None
    else:
        return None
    if is_land:  # a land play (305.2), during the resolution
        state.players[player].lands_played += 1
        game.move(obj, BATTLEFIELD, cause="play_land", controller=player)
        return None
    resolving = game.work.pop()
    game.work.push(CastFrame(player, "spell", obj.id, spell_ability(obj.card),
                             name=obj.card.name, way=FREE))
    game.work.push(resolving)
    return None


EXILE_PLAY_HANDLERS: dict[type, Any] = {
    HideawayExile: _hideaway,
    PlayExiledFree: _play_exiled_free,
    ImpulseExile: _impulse,
    ExileFromHand: _exile_from_hand,
}
