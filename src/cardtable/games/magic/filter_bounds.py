"""Filters bound to a quantity (issue 29, quantity bounds): "a creature card with mana value X
or less", "target creature with power less than or equal to the number of creatures you
control", "each creature with toughness less than or equal to ~'s power".

The compiler keeps the bound as an :class:`~cardtable.games.magic.model.Amount`
(:attr:`Filter.bound_stat`, :attr:`Filter.bound_amount`); whoever uses the filter computes it
and fixes it here into the plain ``power_max`` / ``toughness_max`` / ``mana_value_max`` the
matcher reads. X is the announced X (CR 107.3, 601.2b, fixed before targets are chosen,
601.2c); a target's bound is computed as it is chosen and again as the spell resolves (608.2b);
an effect's bound as the effect begins (608.2h). Unfixed (a legality pre-check before X is
announced) the bound does not restrict; :mod:`.support` refuses a bound anywhere no user fixes it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Context

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

def fix_bound(flt: m.Filter, value: int) -> m.Filter:
    """``flt`` with its quantity bound fixed at ``value`` (kept with any printed bound: the
    smaller of the two)."""
    if flt.bound_amount is None:
        return flt
    unbound = replace(flt, bound_stat="", bound_amount=None, bound_exact=False)
    if flt.bound_exact:  # "with mana value equal to …": at least the value too (issue 29, QF)
        unbound = _at_least(unbound, flt.bound_stat, value)
    if flt.bound_stat == "power":
        return replace(unbound, power_max=_least(flt.power_max, value))
    if flt.bound_stat == "toughness":
        return replace(unbound, toughness_max=_least(flt.toughness_max, value))
    if flt.bound_stat == "mana_value":
        return replace(unbound, mana_value_max=_least(flt.mana_value_max, value))
    raise ValueError(f"no characteristic {flt.bound_stat!r} to bound")


def _at_least(flt: m.Filter, stat: str, value: int) -> m.Filter:
    if stat == "power":
        return replace(flt, power_min=_most(flt.power_min, value))
    if stat == "toughness":
        return replace(flt, toughness_min=_most(flt.toughness_min, value))
    if stat == "mana_value":
        return replace(flt, mana_value_min=_most(flt.mana_value_min, value))
    raise ValueError(f"no characteristic {stat!r} to bound")


def _most(printed: int | None, value: int) -> int:
    return value if printed is None else max(printed, value)


def _least(printed: int | None, value: int) -> int:
    return value if printed is None else min(printed, value)


def bind_bounds(flt: m.Filter, evaluate: Callable[[m.Amount], int]) -> m.Filter:
    """``flt`` with its bound computed by ``evaluate`` now (unchanged without one)."""
    if flt.bound_amount is None:
        return flt
    return fix_bound(flt, evaluate(flt.bound_amount))


def bound_by_x(flt: m.Filter) -> bool:
    """Whether the bound is the X announced on casting ("with mana value X or less")."""
    return flt.bound_amount is not None and flt.bound_amount.kind == "x"


def x_bound_stat(spec: m.TargetSpec) -> str:
    """The characteristic a target's X bounds ("mana_value" for "… card with mana value X or
    less", "power" for "target creature with power X or less"), or ``""``: an X below every
    candidate's finds no target, so it is no choice (601.2b-c)."""
    if spec.x_mana_value:
        return "mana_value"
    return spec.filter.bound_stat if bound_by_x(spec.filter) else ""


def unbound_spec(spec: m.TargetSpec) -> m.TargetSpec:
    """``spec`` with no X bound: every candidate whatever X is."""
    return replace(spec, x_mana_value=False,
                   filter=replace(spec.filter, bound_stat="", bound_amount=None)
                   if bound_by_x(spec.filter) else spec.filter)


def spec_with_bounds(game: GameServices, spec: m.TargetSpec, player: int,
                     source_id: int | None, x: int) -> m.TargetSpec:
    """A target spec whose filter's quantity bound is computed now, for ``player``'s spell or
    ability from ``source_id`` with X = ``x`` (CR 601.2c choosing, 608.2b resolving)."""
    if spec.filter.bound_amount is None:
        return spec
    ctx = Context(game, player, source_id if source_id is not None else -1, None, x=x)
    return replace(spec, filter=bind_bounds(spec.filter, ctx.amount))
