""""You may choose not to untap ~ during your untap step." (CR 502.3): the untap step of a
player who controls a tapped permanent with that rule waits on one question — which of those
permanents stay tapped — and then untaps the rest with everything else, at once (502.3).
Before the choice nothing has untapped; the permanents' "summoning sickness" ends as usual
(302.6). Issue 29 (h8-kw)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic.frames import UntapChoiceFrame
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.vocabulary import MAY_NOT_UNTAP
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    from collections.abc import Iterable

    from cardtable.games.magic.ports import GameServices


def optional_untaps(game: GameServices, ids: Iterable[int]) -> tuple[int, ...]:
    """The tapped permanents among ``ids`` whose controller may choose not to untap them."""
    state = game.state
    return tuple(oid for oid in ids if state.objects[oid].tapped
                 and MAY_NOT_UNTAP in chars(state, state.objects[oid]).rules)


def decision(frame: UntapChoiceFrame) -> Decision:
    return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                    "untap step: choose the permanents that stay tapped (you may choose not to "
                    "untap them, CR 502.3)", list(frame.optional),
                    tag=Tag.UNTAP_KEEP_TAPPED, min_count=0, max_count=len(frame.optional))


def untapping(frame: UntapChoiceFrame, kept_tapped: Iterable[int]) -> tuple[int, ...]:
    """The permanents that untap once the player chose ``kept_tapped``."""
    stay = set(kept_tapped)
    unknown = stay - set(frame.optional)
    if unknown:
        raise ValueError(f"not a permanent you may choose not to untap: {sorted(unknown)}")
    return tuple(oid for oid in frame.ids if oid not in stay)
