"""Mulligan rule sets as immutable data (MUL-2).

A :class:`MulliganRule` says how a mulligan is taken (its :class:`MulliganStyle`), whether a
player's first mulligan is free (MUL-2.4, MUL-2.5), whether players decide one at a time
(MUL-1.6) and whether a smaller kept hand scries 1 (MUL-2.2). :func:`resolve_rule` builds one
from a name, the player count and the options a game or a command offers.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from cardtable.core.errors import SettingsError


class MulliganStyle(StrEnum):
    """How one mulligan changes a hand."""

    LONDON = "london"  # MUL-2.1: draw the full hand, bottom N on keeping
    VANCOUVER = "vancouver"  # MUL-2.2: one fewer card each time, scry 1 afterwards
    PARIS = "paris"  # MUL-2.3: one fewer card each time
    PARTIAL_PARIS = "partial-paris"  # MUL-2.6: exile any number, draw one fewer
    ALL_LAND_NO_LAND = "all-land-no-land"  # MUL-2.7: once, only for such hands
    NONE = "none"  # MUL-2.8


@dataclass(frozen=True)
class MulliganRule:
    """One mulligan rule set, ready to run."""

    name: str
    style: MulliganStyle
    free_first: bool = False
    sequential: bool = False

    @property
    def scries(self) -> bool:
        """MUL-2.2: a kept hand smaller than the starting size scries 1 once everyone kept."""
        return self.style is MulliganStyle.VANCOUVER

    @property
    def reduces_hand(self) -> bool:
        """Vancouver and Paris draw one card fewer per counted mulligan."""
        return self.style in (MulliganStyle.VANCOUVER, MulliganStyle.PARIS)

    @property
    def is_simultaneous_procedure(self) -> bool:
        """Whether the rule runs the keep-or-mulligan procedure of MUL-1."""
        return self.style is not MulliganStyle.PARTIAL_PARIS


RULE_NAMES: tuple[str, ...] = (
    "london",
    "vancouver",
    "paris",
    "mtgo-redraw",
    "partial-paris",
    "all-land-no-land",
    "none",
)

_FREE_CAPABLE = (MulliganStyle.LONDON, MulliganStyle.VANCOUVER, MulliganStyle.PARIS)


def resolve_rule(
    name: str,
    players: int = 2,
    *,
    free_mulligan: bool | None = None,
    sequential: bool = False,
    redraw_base: str = "paris",
) -> MulliganRule:
    """The rule called ``name`` for a game of ``players``.

    ``free_mulligan=None`` follows MUL-2.4: London, Vancouver and Paris get a free first
    mulligan with 3 or more players. ``mtgo-redraw`` (MUL-2.5) always has it and takes its
    later mulligans from ``redraw_base``. ``sequential`` selects the MUL-1.6 procedure.
    """
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    if players < 1:
        raise SettingsError(f"a game needs at least 1 player, not {players}")
    if key == "mtgo-redraw":
        base = resolve_rule(redraw_base, players, free_mulligan=True, sequential=sequential)
        if base.style not in _FREE_CAPABLE:
            raise SettingsError(
                f"the Magic Online redraw (MUL-2.5) continues as london, vancouver or paris, "
                f"not {redraw_base!r}"
            )
        return replace(base, name="mtgo-redraw")
    try:
        style = MulliganStyle(key)
    except ValueError:
        raise SettingsError(
            f"unknown mulligan rule {name!r}; choose one of {', '.join(RULE_NAMES)}"
        ) from None
    if style in _FREE_CAPABLE:
        free = players >= 3 if free_mulligan is None else free_mulligan
    else:
        if free_mulligan:
            raise SettingsError(
                f"the free mulligan (MUL-2.4) applies to london, vancouver and paris, not {key!r}"
            )
        free = False
    if sequential and style is MulliganStyle.PARTIAL_PARIS:
        raise SettingsError(
            "Partial Paris (MUL-2.6) replaces the keep-or-mulligan procedure; it has no "
            "sequential form (MUL-1.6)"
        )
    return MulliganRule(name=key, style=style, free_first=free, sequential=sequential)
