""""If ~ would enter, sacrifice a Forest instead. If you do, put ~ onto the battlefield. If you
don't, put it into its owner's graveyard." (Heart of Yavimaya, Lake of the Dead, Kjeldoran
Outpost, Soldevi Excavations, Balduvian Trading Post, Lotus Vale, Scorched Ruins; CR 614.1a).

The replacement changes where the card goes: the player who would control it sacrifices the
permanents it names (never the card itself, which is not on the battlefield yet) and the card
enters; if that player can't, it is put into its owner's graveyard instead and never enters (no
"enters" ability triggers). Played as a land, the player chooses which permanents to sacrifice
when there is a choice (tag ``enter.sacrifice``, asked before the land moves; the land play is
used either way, 305.1). Put onto the battlefield by an effect, there is no point at which to ask
in the middle of the move: the first permanents that qualify, in battlefield order, are
sacrificed, as ``chosen.py`` takes the first option for a permanent that was not cast.
Issue 29 (h9-sta)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.frames import EnterSacrificeFrame
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.model.statics_9 import SACRIFICE_TO_ENTER
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    from cardtable.games.magic.objects import GameObject
    from cardtable.games.magic.ports import GameServices

_NOTE = "enter_sacrifice:"  # the chosen permanents, noted on the card (MagicState.cast_notes)


def replacement(card: m.CardDef) -> m.ReplacementAbility | None:
    return next((a for a in card.abilities if isinstance(a, m.ReplacementAbility)
                 and a.event == "enters" and a.action == SACRIFICE_TO_ENTER), None)


def candidates(game: GameServices, player: int, rule: m.ReplacementAbility,
               card_id: int) -> list[int]:
    """The permanents ``player`` controls that the replacement may sacrifice."""
    state = game.state
    flt = rule.filter or m.Filter()
    return [oid for oid in state.battlefield if oid != card_id
            and chars(state, state.objects[oid]).controller == player
            and matches(state, state.objects[oid], flt, player, card_id)]


def _count(rule: m.ReplacementAbility) -> int:
    return rule.amount if isinstance(rule.amount, int) and rule.amount > 0 else 1


def play_frame(game: GameServices, player: int, obj: GameObject) -> EnterSacrificeFrame | None:
    """A land with the replacement, played: the question of which permanents to sacrifice,
    or ``None`` when there is no choice (exactly enough, or too few: then it goes to the
    graveyard as it would enter)."""
    rule = replacement(obj.card)
    if rule is None:
        return None
    options = candidates(game, player, rule, obj.id)
    if len(options) <= _count(rule):
        return None
    return EnterSacrificeFrame(player, obj.id, tuple(options), _count(rule))


def decision(frame: EnterSacrificeFrame, name: str) -> Decision:
    return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                    f"{name}: sacrifice {frame.count} so that it enters (CR 614.1a)",
                    list(frame.options), tag=Tag.ENTER_SACRIFICE, min_count=frame.count,
                    max_count=frame.count)


def note_choice(game: GameServices, frame: EnterSacrificeFrame, chosen: Any) -> None:
    picked = tuple(int(x) for x in chosen)
    if len(set(picked)) != frame.count or not set(picked) <= set(frame.options):
        raise ValueError(f"choose {frame.count} of {sorted(frame.options)}")
    notes = game.state.cast_notes
    notes[frame.card] = notes.get(frame.card, frozenset()) | {
        _NOTE + ",".join(map(str, picked))}


def destination(game: GameServices, obj: GameObject, to: str, controller: int | None,
                sacrifice: Callable[[GameObject], object]) -> str:
    """Where ``obj`` goes when it would move to ``to``: for a card with the replacement about
    to enter, the sacrifice is made (``sacrifice`` moves one permanent) and the battlefield
    kept, or its owner's graveyard when its controller can't (614.1a)."""
    if to != "battlefield" or obj.zone == "battlefield":
        return to
    rule = replacement(obj.card)
    if rule is None:
        return to
    state = game.state
    player = obj.controller if controller is None else controller
    options = candidates(game, player, rule, obj.id)
    n = _count(rule)
    chosen = next((note[len(_NOTE):] for note in state.cast_notes.get(obj.id, frozenset())
                   if note.startswith(_NOTE)), "")
    picked = [int(x) for x in chosen.split(",") if x] if chosen else options[:n]
    picked = [oid for oid in picked if oid in options]
    if len(picked) < n:
        game.log("enter_replaced", player, name=obj.card.name, to="graveyard")
        return "graveyard"
    for oid in picked:
        sacrifice(state.objects[oid])
    return to
