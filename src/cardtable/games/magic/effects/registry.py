"""The effect registry: which handler carries out each effect of the ability model (CR 608.2c–h,
609, 701), filled by the ``@handles`` decorator of the handler modules (Forge's ``ApiType`` table).

"Which effects does the engine execute?" is read here (:func:`supported_effects`) and nowhere
else: an effect class is supported exactly when a handler module registered a handler for it.
The handler modules are listed once, in :data:`HANDLER_MODULES`, and loaded the first time the
table is read, so the registry itself imports none of them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from cardtable.games.magic.context import Ask, Context

Handler = Callable[["Context", Any, tuple[Any, ...]], "Ask | None"]
H = TypeVar("H", bound=Callable[..., Any])

#: Every module that registers handlers, by concept.
HANDLER_MODULES = (
    "interpreter", "zones", "counters_tokens", "library", "spells", "commander", "text_change",
    "copy", "exile_play", "standins", "staples", "last_staples",
    "faces",  # transform (701.28)
    "classes",  # class levels (716)
    "keyword_mechanics",
    "effects_more",
    "exile_until",  # exile until ~ leaves the battlefield (610.3)
    "reflexive",  # "When you do, …" (603.12)
    "combat_keywords",  # ingest (702.115)
    "prevention",  # h4-prevent: damage prevention and replacement (615.1a, 614.1a)
    "delayed_returns",  # return to the battlefield: flickers, delayed returns (610.3, 603.7c)
    "verbs",  # populate, clash, connive, amass, detain, switch P/T (701.23–701.47, 613.4d)
    "library_looks",  # looks at a hand or a library top, kinship (701.16e)
    "mechanics",  # learn (701.48; h4-mechanics)
    "composition",  # a card from the hand onto the battlefield (305.4; issues 28/29)
    "designations",  # the monarch (722; issue 29)
    "choices",  # reveals at random, choices on resolution (701.16a, 608.2d; issue 29)
    "player_restrictions",  # "… can't cast spells this turn" (101.2, 119.7, 305.2; h6-B)
    "unless",  # h5-unless: "EFFECT unless PLAYER pays / ACTION" (118.12)
    "zone_verbs",  # issue 29 (EV1): searches composed, exiles from a hand / graveyard (406.3)
    "other_verbs_7",  # h7-ev3: adapt (701.46), removed from combat (506.4)
    "zone_verbs_8",  # issue 29 round 8 (EV1): extra land plays (305.2), N-th from the top
    "other_verbs_8",  # h8-ev3: win the game (104.2b), life totals (119.5, 701.10c), colours
    "turn_triggers",  # h8-trg: delayed triggers for the rest of the turn (603.7a)
    "quantities_filters_8",  # h8-qf: doubling counters (701.9e), all cards from graveyards
    "cipher",  # cipher's granted cast of a copy (702.99a; h8-kw)
    "harm_verbs_9",  # h9-ev2: destroy what is attached to an object (701.7a, 301.5, 303.4)
    "names_9",  # QF ninth wave: card names chosen (201.3, 608.2d), searches for them (701.19)
)

_HANDLERS: dict[type, Handler] = {}
_loaded = False


class DuplicateHandler(RuntimeError):
    """Two handlers registered for the same effect class."""


def handles(*kinds: type) -> Callable[[H], H]:
    """Register the decorated function as the handler of each effect class in ``kinds``."""

    def register(function: H) -> H:
        for kind in kinds:
            known = _HANDLERS.get(kind)
            if known is not None and known is not function:
                raise DuplicateHandler(
                    f"{kind.__name__} already has a handler ({known.__module__}.{known.__name__})")
            _HANDLERS[kind] = function
        return function

    return register


def _load() -> None:
    global _loaded
    if not _loaded:
        for name in HANDLER_MODULES:
            importlib.import_module(f"{__package__}.{name}")
        _loaded = True


def handler_for(kind: type) -> Handler | None:
    """The handler registered for an effect class, or ``None``."""
    handler = _HANDLERS.get(kind)
    if handler is None and not _loaded:
        _load()
        handler = _HANDLERS.get(kind)
    return handler


def supported_effects() -> frozenset[type]:
    """Every effect class some handler carries out."""
    _load()
    return frozenset(_HANDLERS)
