"""The commander's zone-change replacement (CR 903.9b, 614.1, 614.6; CMD-2.6, CMD-4.3).

"If a commander would be put into its owner's hand or library from anywhere, its owner may put
it into the command zone instead" — and, under the rules before 2020 (the presets up to
``2019``), the same for the graveyard and exile. A replacement effect changes the event itself
(614.1): the commander never reaches the hand, library or graveyard, so nothing sees it there,
a "dies" trigger does not trigger (700.4) and the move log shows one move, straight to the
command zone.

The owner's "may" is a decision. The engine asks it without suspending the effect that moves
the card: :func:`would_move` records the event and leaves the card where it is, and the game
asks the owner as soon as that effect is over — before state-based actions are performed, any
trigger is put on the stack or any player receives priority (:func:`next_question`). The answer
then performs the event, replaced (``"command"``) or as it was (``"stay"``), as one move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.workstack import Frame
from cardtable.games.magic.commander.settings import RETURN_ZONES
from cardtable.games.magic.objects import EXILE, GRAVEYARD, GameObject
from cardtable.games.magic.zones import dies_replacement

if TYPE_CHECKING:
    from cardtable.games.magic.commander.game import CommanderGame

RETURN_TAG = "commander.return"  # the same question as the state-based return (903.9a)
ORDER_TAG = "commander.replacement_order"
ORDER_OPTIONS = ("command zone first", "exile instead first")


@dataclass(frozen=True, slots=True)
class PendingMove:
    """A move of a commander that a replacement effect may change: where to, why, and
    whether to the top of a library."""

    obj: int
    to: str
    cause: str
    top: bool = True


@dataclass(frozen=True, slots=True)
class ReplaceFrame(Frame):
    """Ask ``player`` whether their commander ``obj``, which would be put into ``to``, goes to
    the command zone instead (903.9b); ``ordered`` once the 616.1 order was chosen."""

    player: int
    obj: int
    to: str
    cause: str
    top: bool = True
    ordered: bool = False


def applies(game: CommanderGame, obj: GameObject, to: str) -> bool:
    """Whether moving ``obj`` to ``to`` is an event the commander replacement covers under
    the rules in force (CMD-4.3): hand and library since 2015-03-23, graveyard and exile too
    while they were a replacement (before 2020)."""

    return (to != game.command_zone and obj.zone != to and game.is_commander(obj)
            and to in RETURN_ZONES[game.rules.zone_return] and game.is_replacement(to)
            and not game.state.players[obj.owner].left)


def would_move(game: CommanderGame, obj: GameObject, to: str, cause: str, top: bool) -> None:
    """Record the event; the card stays where it is until its owner answers."""
    if any(p.obj == obj.id for p in game.replacing):
        return  # already asked about (a second instruction of the same effect)
    game.replacing.append(PendingMove(obj.id, to, cause, top))


def next_question(game: CommanderGame) -> bool:
    """Push the question for the first recorded event whose card is still where it was;
    ``True`` if one was pushed."""
    while game.replacing:
        pending = game.replacing.pop(0)
        obj = game.state.objects.get(pending.obj)
        if obj is None:  # it moved in the meantime: a new object, the event is gone (400.7)
            continue
        game.work.push(ReplaceFrame(obj.owner, obj.id, pending.to, pending.cause, pending.top))
        return True
    return False


def ask(game: CommanderGame, frame: ReplaceFrame) -> Decision | None:
    obj = game.state.objects.get(frame.obj)
    if obj is None:
        game.work.pop()
        return None
    own_exile = frame.to == GRAVEYARD and _own_exile(game, obj)
    if own_exile and not frame.ordered:
        return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                        f"your commander {obj.card.name} would be put into your graveyard: two "
                        "replacement effects apply — which first? (CR 616.1: the command zone, "
                        "CR 903.9b; or its own 'exile it instead', CR 614.6)",
                        list(ORDER_OPTIONS), tag=ORDER_TAG)
    return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                    f"your commander {obj.card.name} would be put into your {frame.to}: put it "
                    "into the command zone instead? (CR 903.9b)", ["command", "stay"],
                    tag=RETURN_TAG)


def answer(game: CommanderGame, frame: ReplaceFrame, decision: Decision, action: object
           ) -> None:
    obj = game.state.objects.get(frame.obj)
    if obj is None:
        game.work.pop()
        return
    if decision.tag == ORDER_TAG:
        if action == ORDER_OPTIONS[0]:  # the command zone first: exile no longer applies
            game.work.pop()
            _to_command(game, frame, obj)
            return
        # its own replacement first: the event is now "put into exile" (616.1f), which the
        # commander replacement covers too before 2020 (or not, before 2011: CMD-4.3)
        if applies(game, obj, EXILE):
            game.work.replace_top(ReplaceFrame(frame.player, frame.obj, EXILE, frame.cause,
                                               frame.top, ordered=True))
        else:
            game.work.pop()
            new = game.move_unreplaced(obj, EXILE, cause=frame.cause)
            game.offered.add(new.id)
        return
    game.work.pop()
    if action == "command":
        _to_command(game, frame, obj)
    else:  # the owner lets the event happen as it is
        to = EXILE if frame.to == GRAVEYARD and frame.ordered else frame.to
        new = game.move_unreplaced(obj, to, cause=frame.cause, top=frame.top)
        game.offered.add(new.id)


def _to_command(game: CommanderGame, frame: ReplaceFrame, obj: GameObject) -> None:
    new = game.move_unreplaced(obj, game.command_zone,
                               cause=f"{frame.cause}; to the command zone instead (CR 903.9b)")
    game.offered.add(new.id)
    game.stats[frame.player].returns_to_command += 1


def _own_exile(game: CommanderGame, obj: GameObject) -> bool:

    return dies_replacement(game.state, obj) == EXILE
