"""Banding (CR 702.22): attacking bands, blocking a band, and who divides combat damage.

* 702.22c–d: as attackers are declared, the attacking player may put one or more attacking
  creatures with banding and up to one attacking creature without banding, all attacking the
  same player, planeswalker or battle, in a band. The engine asks once for each attacking
  creature with banding not yet in a band: "which other attackers join its band?"
  (:class:`BandFrame`, tag ``combat.band``); a creature is in one band at most.
* 702.22e–f: a band lasts for the rest of combat; a creature removed from combat leaves it
  (the bands are read through ``state.attackers``).
* 702.22h: a creature that blocks one member of a band blocks every member (the others are
  added as its extra blocks, the shape "can block an additional creature" already uses,
  509.1a), so it divides its damage among them (510.1d).
* 702.22j: an attacking creature blocked by a creature with banding: the defending player
  (rather than the active player) divides its combat damage among its blockers.
* 702.22k: a blocking creature blocking a creature with banding: the active player (rather
  than the defending player) divides its combat damage among the creatures it blocks.

Not done: "bands with other" (702.22b's quality bands) and 702.22i (a band member that becomes
blocked by an effect). Issue 29 (h8-kw).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.workstack import Frame
from cardtable.games.magic.layers import chars
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

BANDING = "banding"


@dataclass(frozen=True, slots=True)
class BandFrame(Frame):
    """The attacking player forming bands (CR 702.22c): ``pending`` the attacking creatures
    with banding still to be asked about, in order."""

    player: int
    pending: tuple[int, ...]


def _has_banding(game: GameServices, oid: int) -> bool:
    state = game.state
    return oid in state.objects and BANDING in chars(state, state.objects[oid]).keywords


def _band_of(game: GameServices, oid: int) -> tuple[int, ...]:
    state = game.state
    return tuple(a for a in state.bands.get(oid, ()) if a in state.attackers)


def offer_bands(game: GameServices, player: int) -> None:
    """After attackers are declared: ask about bands when a creature with banding attacks
    alongside another creature attacking the same player or permanent."""
    state = game.state
    pending = tuple(a for a in state.attackers if _has_banding(game, a) and _partners(game, a))
    if pending:
        game.work.push(BandFrame(player, pending))


def _partners(game: GameServices, attacker: int) -> list[int]:
    """The other attackers that may join ``attacker``'s band: attacking the same player,
    planeswalker or battle (702.22d) and in no band yet."""
    state = game.state
    defender = state.attackers.get(attacker)
    return [a for a, d in state.attackers.items()
            if a != attacker and d == defender and a not in state.bands]


def band_decision(game: GameServices, frame: BandFrame) -> Decision | None:
    pending = [a for a in frame.pending if a in game.state.attackers
               and a not in game.state.bands and _partners(game, a)]
    if not pending:
        game.work.pop()
        return None
    if tuple(pending) != frame.pending:
        frame = BandFrame(frame.player, tuple(pending))
        game.work.replace_top(frame)
    leader = pending[0]
    name = game.state.objects[leader].card.name
    return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                    f"banding: which other attackers form a band with {name}#{leader}? "
                    "(any with banding and at most one without, CR 702.22c)",
                    _partners(game, leader), tag=Tag.COMBAT_BAND, min_count=0,
                    max_count=len(_partners(game, leader)))


def check_band(game: GameServices, chosen: Iterable[int]) -> str | None:
    """702.22c: at most one creature without banding in a band."""
    without = [a for a in chosen if not _has_banding(game, a)]
    if len(without) > 1:
        return "a band holds at most one attacking creature without banding (CR 702.22c)"
    return None


def answer_band(game: GameServices, frame: BandFrame, chosen: Iterable[int]) -> None:
    state = game.state
    leader = frame.pending[0]
    members = (leader, *chosen)
    if len(members) > 1:
        for oid in members:
            state.bands[oid] = members
        game.log("band", frame.player, band=[
            f"{state.objects[a].card.name}#{a}" for a in members])
    game.work.replace_top(BandFrame(frame.player, frame.pending[1:]))


def spread_blocks(game: GameServices, blocks: Iterable[tuple[int, int]]) -> None:
    """702.22h: a creature blocking one member of a band blocks every member of it."""
    state = game.state
    for blocker, attacker in blocks:
        others = [a for a in _band_of(game, attacker) if a != attacker]
        if not others:
            continue
        extra = state.extra_blocks.get(blocker, ())
        state.extra_blocks[blocker] = (*extra, *(a for a in others if a not in extra))
        state.blocked.update(others)
        game.log("band_blocked", state.active, blocker=blocker, band=list(others))


def damage_chooser(game: GameServices, oid: int, controller: int) -> int:
    """Who divides the combat damage of ``oid`` (an attacker or a blocker dividing among
    several creatures): 702.22j for an attacker blocked by a creature with banding (the
    defending player), 702.22k for a blocker blocking a creature with banding (the active
    player); otherwise its controller (510.1c–d)."""
    state = game.state
    if oid in state.attackers:
        blockers = [b for b, a in state.blockers.items()
                    if a == oid or oid in state.extra_blocks.get(b, ())]
        banded = [b for b in blockers if _has_banding(game, b)]
        if banded:
            return chars(state, state.objects[banded[0]]).controller
        return controller
    blocked: list[Any] = [state.blockers.get(oid), *state.extra_blocks.get(oid, ())]
    if any(a is not None and _has_banding(game, a) for a in blocked):
        return state.active
    return controller
