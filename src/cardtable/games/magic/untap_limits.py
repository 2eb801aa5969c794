""""Players can't untap more than one creature during their untap steps." (Smoke, Stoic Angel,
Winter Orb, Static Orb, Damping Field, Mungha Wurm; CR 502.3): in the untap step the active
player determines which permanents untap — of the tapped permanents a limit names, only as many
as it allows, chosen by that player (one question per limit that bites), the rest untapping as
usual. Several limits are asked one after the other; each later one counts only what is still
to untap. Issue 29 (h9-sta)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.frames import UntapLimitFrame
from cardtable.games.magic.layers import battlefield_chars, matches
from cardtable.games.magic.model.statics_9 import UNTAP_LIMIT
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from cardtable.games.magic.ports import GameServices


def limits(game: GameServices, player: int) -> list[tuple[int, m.Filter, int]]:
    """The untap limits binding ``player``: (how many, of what, the source), from the statics
    on the battlefield whose condition holds ("As long as ~ is untapped", Static Orb)."""
    state = game.state
    out: list[tuple[int, m.Filter, int]] = []
    for oid, c in battlefield_chars(state).items():
        for ability in c.abilities:
            if not isinstance(ability, m.StaticAbility):
                continue
            for e in ability.effects:
                if e.layer != "rules" or e.rule != UNTAP_LIMIT or e.filter is None or \
                        not isinstance(e.amount, int):
                    continue
                if not (e.affected == "players" or (
                        e.affected == "you" and c.controller == player)):
                    continue
                if ability.condition is not None and not game.condition(
                        ability.condition, c.controller, oid, {}):
                    continue
                out.append((e.amount, e.filter, oid))
    return out


def limit_frame(game: GameServices, player: int, ids: Sequence[int],
                mine: Sequence[int]) -> UntapLimitFrame | None:
    """The first limit that bites: more tapped permanents of its kind among ``ids`` than it
    lets untap; ``None`` when none does."""
    state = game.state
    for count, flt, source in limits(game, player):
        tapped = tuple(oid for oid in ids if state.objects[oid].tapped and matches(
            state, state.objects[oid], flt, player, source))
        if len(tapped) > count:
            return UntapLimitFrame(player, tuple(ids), tapped, count, tuple(mine))
    return None


def decision(frame: UntapLimitFrame) -> Decision:
    return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                    f"untap step: choose the {frame.count} that untap (the others stay tapped, "
                    "CR 502.3)", list(frame.limited), tag=Tag.UNTAP_LIMIT,
                    min_count=frame.count, max_count=frame.count)


def untapping(frame: UntapLimitFrame, chosen: Iterable[int]) -> tuple[int, ...]:
    """What may still untap once the player chose ``chosen`` among the limited permanents."""
    picked = set(chosen)
    if not picked <= set(frame.limited) or len(picked) != frame.count:
        raise ValueError(f"choose {frame.count} of {sorted(frame.limited)}")
    stay = set(frame.limited) - picked
    return tuple(oid for oid in frame.ids if oid not in stay)
