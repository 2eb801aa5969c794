"""What the rooms and the effect handlers may ask of the game (floor 3 of the engine).

The rooms (turn, priority, casting, resolution, combat, layers, triggers, …) and the effect
handlers see the game only through :class:`GameServices` — never the concrete
:class:`~cardtable.games.magic.game.MagicGame` — so none of them imports the composition root,
and a format (Commander) changes the game by overriding a hook, not by being imported below it
(the seam XMage keeps with its ``Game`` interface). ``game.py`` wires the rooms behind these
methods; a test can hand a room any object with these members.

The members, by concern: the state and the work stack; the event log; zone changes one at a time
and as one simultaneous event (603.10a); drawing, shuffling, life and tokens; a permanent spell
resolving and a spell being countered; paying mana and activating mana abilities; quantities and
conditions; the trigger events other rooms report; and the format hooks with the plain game's
defaults (commander tax, the command zone, the legend rule, …).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from cardtable.core.game import GameResult
    from cardtable.core.workstack import WorkStack
    from cardtable.games.magic import model as m
    from cardtable.games.magic.objects import GameObject, StackItem
    from cardtable.games.magic.requirement import Requirement
    from cardtable.games.magic.state import MagicState
    from cardtable.rules.modes import ModeHistory


class GameServices(Protocol):
    """The game as the rooms and effects see it (implemented by ``MagicGame`` and formats)."""

    # -- state ------------------------------------------------------------------------------
    state: MagicState
    work: WorkStack
    rng: random.Random
    leaving_batch: list[tuple[GameObject, int, list[Any]]]
    mode_history: ModeHistory
    mulligan: Any
    step_over: bool
    end_of_turn_cleanup_pending: bool
    turn_limit: int
    seed: int
    loops: Any  # the game's loop guard (loops.LoopGuard: CR 729.3 repeats, 104.4b budget)
    eliminations: int  # how many elimination events so far (CR 800.4a), for the ranking
    eliminated_at: dict[int, int]  # player -> the elimination event they left in

    @property
    def settings(self) -> Any: ...

    @property
    def result(self) -> GameResult | None: ...

    def log(self, kind: str, player: int | None = None, secret: Mapping[str, Any] | None = None,
            secret_to: frozenset[int] | None = None, **data: Any) -> None: ...

    def clone(self) -> Any: ...

    # -- zones, cards, life, tokens -----------------------------------------------------------
    def move(self, obj: GameObject, to: str, **kwargs: Any) -> GameObject: ...

    def move_batch(self, ids: Sequence[int], to: str, cause: str,
                   **kwargs: Any) -> list[GameObject]: ...

    def draw(self, player: int, count: int) -> None: ...

    def shuffle(self, player: int) -> None: ...

    def gain_life(self, player: int, amount: int) -> None: ...

    def create_token(self, spec: m.TokenSpec, player: int, *, tapped: bool = False,
                     power: int | None = None, toughness: int | None = None) -> GameObject: ...

    def create_token_of(self, card: m.CardDef, player: int, *, tapped: bool = False
                        ) -> GameObject: ...

    def put_permanent(self, obj: GameObject, item: StackItem,
                      copy_of: m.CardDef | None = None) -> None: ...

    def counter_item(self, item: StackItem) -> None: ...

    def add_lore(self, saga: GameObject) -> None: ...

    # -- mana ---------------------------------------------------------------------------------
    def pay_mana(self, player: int, need: Requirement) -> bool: ...

    def activate_mana(self, obj: GameObject, index: int, ability: m.ActivatedAbility,
                      symbol: str) -> None: ...

    # -- amounts, conditions, what the engine executes ----------------------------------------
    def amount(self, quantity: m.Quantity, player: int, x: int = 0,
               ctx: Any = None) -> int: ...

    def condition(self, cond: m.Condition, player: int, source: int,
                  event: Mapping[str, Any], memo: Mapping[str, Any] | None = None) -> bool: ...

    def is_supported(self, card: m.CardDef) -> bool: ...

    def run_effect(self, ctx: Any, effect: Any, answers: tuple[Any, ...]) -> Any:
        """Carry out one effect of a resolving spell or ability for the resolution room: the
        effect handlers (floor 5) with ``ctx`` a :class:`~cardtable.games.magic.context.Context`;
        returns ``None`` or the :class:`~cardtable.games.magic.context.Ask` it must ask first
        (typed loosely here so that this floor does not name the resolving context's room)."""
        ...

    # -- events other rooms report ------------------------------------------------------------
    def trigger(self, source: GameObject, controller: int, ability: m.TriggeredAbility,
                event: dict[str, Any]) -> None: ...

    def fire_cast(self, item: StackItem) -> None: ...

    def triggers_damage_to_player(self, source_id: int | None, controller: int, player: int,
                                  amount: int, combat_damage: bool) -> None: ...

    def declare_attackers(self, mapping: dict[int, Any]) -> None: ...

    def blockers_declared(self) -> None: ...

    def players_lose(self, players: Sequence[int], reason: str) -> None: ...

    def end_by_turn_limit(self) -> None: ...

    def finish(self, result: GameResult) -> None: ...

    def sba_would_apply(self) -> bool: ...

    # -- format hooks (the plain game's answers are the defaults) ------------------------------
    def extra_castable(self, player: int) -> list[int]: ...

    def commander_casts(self, uid: int) -> int: ...

    def may_search(self, player: int) -> bool: ...

    def outside_the_game(self, player: int) -> tuple[m.CardDef, ...]: ...

    def bring_into_game(self, player: int, name: str, zone: str) -> GameObject: ...

    def may_cast_from(self, player: int, zone: str) -> bool: ...

    def legend_rule_704_5j(self) -> bool: ...

    def additional_spell_cost(self, player: int, obj: GameObject) -> Requirement: ...

    def replaced_destination(self, obj: GameObject, instead_of: str) -> None: ...

    def spell_cast_from(self, player: int, obj: GameObject) -> None: ...

    def format_sba(self) -> bool: ...
