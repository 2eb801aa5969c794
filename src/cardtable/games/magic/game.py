"""The Magic game: the kernel subclass that ties the rooms together (CR 100–104, 117, 800).

:class:`MagicGame` owns the state, the work stack and the mulligan procedure. Its loop
(:meth:`MagicGame._run`) does everything that needs no decision — turn-based actions,
state-based actions, putting triggers on the stack, resolving — and stops at the next
decision: a frame on the work stack (casting, resolving, combat, discarding, the legend rule,
ordering triggers), a mulligan, or priority. The services the rooms call (draw, gain life,
tokens, mana abilities, …) are in :mod:`game_services`; this class exposes them as methods.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from cardtable.core.autopass import NO_AUTO_ANSWER, AutoPass
from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import CardDataError, IllegalAction, SettingsError
from cardtable.core.game import Game, GameResult, replay_record
from cardtable.core.record import GameRecord
from cardtable.core.workstack import WorkStack
from cardtable.games.magic import (
    banding,
    casting,
    combat,
    draw_choice,
    enter_sacrifice,
    game_services,
    mulligans,
    multiplayer,
    opening_hand,
    priority,
    resolution,
    sba,
    state_triggers,
    stops,
    triggers,
    turn,
    untap_choice,
    untap_limits,
)
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import CODEC, Concede, Pass
from cardtable.games.magic.banding import BandFrame
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.draw_choice import DrawChoiceFrame
from cardtable.games.magic.effects import interpreter
from cardtable.games.magic.frames import (
    AttackFrame,
    BlockFrame,
    CastFrame,
    DamageFrame,
    DiscardFrame,
    EnterSacrificeFrame,
    ExertFrame,
    ExtraBlocksFrame,
    LegendFrame,
    OpeningHandFrame,
    OrderTriggersFrame,
    ResolveFrame,
    UntapChoiceFrame,
    UntapLimitFrame,
)
from cardtable.games.magic.loops import (
    ENGINE_STEP_BUDGET,
    LoopGuard,
    end_as_loop_draw,
    engine_loop,
)
from cardtable.games.magic.mana import (
    Requirement,
)
from cardtable.games.magic.model.loader import card_from_data, card_to_data
from cardtable.games.magic.objects import (
    GRAVEYARD,
    HAND,
    LIBRARY,
    GameObject,
    StackItem,
)
from cardtable.games.magic.rules_support import condition_holds, evaluate
from cardtable.games.magic.state import MagicState, new_state
from cardtable.games.magic.stops import CLIENT
from cardtable.games.magic.support import unsupported_reason
from cardtable.games.magic.tags import Tag
from cardtable.games.magic.triggers import bind_that_player
from cardtable.games.magic.view import make_view
from cardtable.games.magic.zones import move
from cardtable.rules.modes import ModeHistory

RULES_VERSION = "magic-cr-2025-02-07/1"


@dataclass(frozen=True)
class MagicSettings:
    """A game's settings: the decks by seat (card names), the card definitions they use (pinned
    in records), the starting life, a turn limit and the mulligan rule."""

    decks: tuple[tuple[str, ...], ...]
    cards: Mapping[str, m.CardDef]
    life: int = 20
    turn_limit: int = 60
    mulligan: str = "london"
    starting_player: int | None = None

    def to_json(self) -> dict[str, Any]:
        used = sorted({name for deck in self.decks for name in deck})
        return {"decks": [list(d) for d in self.decks], "life": self.life,
                "turn_limit": self.turn_limit, "mulligan": self.mulligan,
                "starting_player": self.starting_player,
                "cards": {name: card_to_data(self.cards[name]) for name in used}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MagicSettings:
        cards = {name: card_from_data(c) for name, c in dict(data["cards"]).items()}
        return cls(tuple(tuple(d) for d in data["decks"]), cards, int(data.get("life", 20)),
                   int(data.get("turn_limit", 60)), str(data.get("mulligan", "london")),
                   data.get("starting_player"))


class MagicGame(Game):
    name: ClassVar[str] = "magic"
    rules_version: ClassVar[str] = RULES_VERSION
    codec = CODEC

    def __init__(self, settings: MagicSettings, seed: int, *, mulligans: bool = True,
                 blank: bool = False) -> None:
        super().__init__(seed)
        players = len(settings.decks)
        if not 2 <= players <= 6:
            raise SettingsError(f"Magic takes 2 to 6 players, not {players}")
        for deck in settings.decks:
            for name in deck:
                if name not in settings.cards:
                    raise CardDataError(f"the card {name!r} has no definition")
        self.settings = settings
        self.turn_limit = settings.turn_limit
        self.state: MagicState = new_state(players, settings.life)
        self.work = WorkStack()
        self.leaving_batch: list[tuple[GameObject, int, list[Any]]] = []
        self.step_over = False
        self.end_of_turn_cleanup_pending = False
        self._question: Decision | None = None
        self._result: GameResult | None = None
        self.eliminations = 0
        self.eliminated_at: dict[int, int] = {}
        self._supported: dict[str, bool] = {}
        self.mulligan: Any = None
        self.mode_history = ModeHistory()
        self.loops = LoopGuard()
        state = self.state
        start = settings.starting_player
        state.starting_player = self.rng.randrange(players) if start is None else start
        for seat, deck in enumerate(settings.decks):
            for name in deck:
                obj = GameObject(state.new_id(), settings.cards[name], seat, seat, LIBRARY,
                                 uid=state.next_uid)
                state.next_uid += 1
                state.objects[obj.id] = obj
                state.players[seat].zones[LIBRARY].append(obj.id)
        self.log("game", None, players=players, starting_player=state.starting_player)
        if blank:  # a scenario sets the board itself, then calls ``start_scenario``
            return
        if mulligans:
            self._start_mulligans()
        else:
            for seat in range(players):
                self.shuffle(seat)
                self.draw(seat, 7)
            opening_hand.begin_game(self)  # CR 103.6, then the first turn (103.8)
        self._run()

    def start_scenario(self, active: int, step: str, turn_number: int = 2) -> None:
        """For scenario tests: the board is set; begin with ``active``'s ``step``, priority to
        the active player (turn-based actions of that step are not repeated)."""
        state = self.state
        state.active = active
        state.turn = turn_number
        state.step = step
        state.priority = active
        state.passes = 0
        for player in state.players:  # the life totals set are where the turn began
            player.life_at_turn_start = player.life
        self.mark_changed()
        self._run()
        self.mark_changed()

    # -- kernel contract ---------------------------------------------------------------------

    @property
    def player_count(self) -> int:
        return len(self.state.players)

    @property
    def result(self) -> GameResult | None:
        return self._result

    def settings_json(self) -> dict[str, Any]:
        return self.settings.to_json()

    def _open_decisions(self) -> tuple[Decision, ...]:
        return () if self._question is None else (self._question,)

    def verify(self, decision: Decision, action: Any) -> str | None:
        if isinstance(action, Concede) and decision.tag == Tag.PRIORITY:
            return None
        if not decision.is_legal(action):
            return "it is not one of the legal options"
        top = self.work.top
        if decision.tag.startswith("cast.") and isinstance(top, CastFrame):
            return casting.check(self, top, decision, action)
        if decision.tag == Tag.COMBAT_BLOCK:
            return combat.check_blocks(self, action, decision)
        if decision.tag == Tag.COMBAT_ATTACK:
            return combat.check_attacks(self, decision, action)
        if decision.tag == Tag.COMBAT_DAMAGE and isinstance(top, DamageFrame):
            return combat.check_assignment(self, top, decision, action)
        if decision.tag == Tag.COMBAT_BAND:  # 702.22c (h8-kw)
            return banding.check_band(self, action)
        return None

    def _do(self, decision: Decision, action: Any) -> None:
        tag = decision.tag
        if tag.startswith("mulligan"):
            self.mulligan.apply(action)
            if self.mulligan.is_done:
                self._finish_mulligans()
        elif tag == Tag.PRIORITY:
            if isinstance(action, Concede):
                self.players_lose([decision.player], "conceded (CR 104.3a)")
            else:
                self.loops.took(self, decision, action)  # CR 729.3: remembered to be refused
                priority.act(self, decision.player, action)
        else:
            self._answer_frame(decision, action)
        self._run()
        if not self.state.over and self.loops.spend(self):  # CR 104.4b: a turn that never ends
            end_as_loop_draw(self)
            self._question = None

    def auto_answer(self, decision: Decision, policy: AutoPass) -> Any:
        """Pass priority for a seat with no stop here (CR 117; magic.md §1.3): when passing is
        its only action, or with an empty stack in a step it did not mark as a stop, or while
        "pass until" holds (``until="my_turn"``: not my turn; ``"end_of_turn"``: not the end
        step)."""
        if decision.tag == Tag.PRIORITY:
            if CLIENT in policy.stops:  # stops like MTGO/Arena (stops.py, issue 27)
                return stops.answer(self, decision, policy)
            if len(decision.options) == 1:
                return decision.options[0]
            state = self.state
            if policy.until == "my_turn" and state.active != decision.player:
                return Pass()
            if policy.until == "end_of_turn" and state.step not in ("end", "cleanup"):
                return Pass()
            if policy.stops and not state.stack and state.step not in policy.stops:
                return Pass()
            return NO_AUTO_ANSWER
        return super().auto_answer(decision, policy)

    # -- the loop ----------------------------------------------------------------------------

    def _run(self) -> None:
        state = self.state
        guard = 0
        while True:
            guard += 1
            if guard > ENGINE_STEP_BUDGET:
                raise engine_loop(self, f"{ENGINE_STEP_BUDGET} steps of MagicGame._run")
            if state.over:
                self._question = None
                return
            if self.mulligan is not None:
                self._question = self.mulligan.pending
                return
            top = self.work.top
            if top is not None:
                question = self._ask_frame(top)
                if question is not None:
                    self._question = question
                    return
                continue
            if self.end_of_turn_cleanup_pending:
                self.end_of_turn_cleanup_pending = False
                turn.finish_cleanup(self)
                continue
            if state.priority is None:
                self.step_over = False
                turn.advance(self)
                continue
            if state.players[state.priority].left:
                state.priority = priority.next_player(self, state.priority)
            if sba.check(self):
                continue
            if state.over:
                continue
            if state_triggers.check(self):  # CR 603.8, checked with the state-based actions
                continue
            if state.triggers:
                self._put_triggers()
                continue
            self._question = self.loops.filter_priority(self, priority.decision(self))
            return

    def _ask_frame(self, frame: Any) -> Decision | None:
        if isinstance(frame, CastFrame):
            return casting.ask(self, frame)
        if isinstance(frame, ResolveFrame):
            return resolution.ask(self, frame)
        if isinstance(frame, AttackFrame):
            return combat.attack_decision(self, frame)
        if isinstance(frame, BlockFrame):
            return combat.block_decision(self, frame)
        if isinstance(frame, DamageFrame):
            return combat.damage_decision(self, frame)
        if isinstance(frame, ExertFrame):
            return combat.exert_decision(self, frame)
        if isinstance(frame, ExtraBlocksFrame):
            return combat.extra_blocks_decision(self, frame)
        if isinstance(frame, DiscardFrame):
            hand = self.state.zone(frame.player, HAND)
            if len(hand) <= frame.count:
                self.work.pop()
                self.move_batch(list(hand), GRAVEYARD, cause="discard")  # at once (603.2)
                return None
            return Decision(frame.player, DecisionKind.CHOOSE_SUBSET,
                            f"discard {frame.count} (hand size, CR 514.1)", list(hand),
                            tag=Tag.DISCARD, min_count=frame.count, max_count=frame.count)
        if isinstance(frame, LegendFrame):
            names = self.state.objects[frame.ids[0]].card.name
            return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                            f"legend rule: choose the {names} to keep (CR 704.5j)",
                            list(frame.ids), tag=Tag.LEGEND)
        if isinstance(frame, OpeningHandFrame):
            return opening_hand.decision(self, frame)
        if isinstance(frame, UntapChoiceFrame):  # 502.3 (h8-kw)
            return untap_choice.decision(frame)
        if isinstance(frame, UntapLimitFrame):  # 502.3 (h9-sta)
            return untap_limits.decision(frame)
        if isinstance(frame, EnterSacrificeFrame):  # 614.1a (h9-sta)
            return enter_sacrifice.decision(frame, self.state.objects[frame.card].card.name)
        if isinstance(frame, DrawChoiceFrame):  # 616.1, dredge 702.52a (h8-kw)
            return draw_choice.decision(self, frame)
        if isinstance(frame, BandFrame):  # 702.22c (h8-kw)
            return banding.band_decision(self, frame)
        if isinstance(frame, OrderTriggersFrame):
            mine = [t for t in self.state.triggers if t.controller == frame.player]
            return Decision(frame.player, DecisionKind.CHOOSE_ORDERED,
                            "order your triggers, first on the stack first: " + ", ".join(
                                f"{i}={t.source_name}" for i, t in enumerate(mine)),
                            list(range(len(mine))), tag=Tag.ORDER_TRIGGERS,
                            min_count=len(mine), max_count=len(mine))
        raise AssertionError(f"unknown frame {frame!r}")

    def _answer_frame(self, decision: Decision, action: Any) -> None:
        frame = self.work.top
        tag = decision.tag
        if isinstance(frame, CastFrame):
            casting.answer(self, frame, decision, action)
        elif isinstance(frame, ResolveFrame):
            resolution.answer(self, frame, action)
        elif isinstance(frame, AttackFrame):
            self.work.pop()
            if action:
                combat.pay_attack_cost(self, decision.player, action)  # 508.1d, 508.1h
            candidates = combat.exert_candidates(self, [a for a, _d in action])
            if candidates:  # 701.39a: "You may exert ~ as it attacks"
                self.work.push(ExertFrame(decision.player, tuple(action), candidates))
                return
            self.declare_attackers(dict(action))
        elif isinstance(frame, ExertFrame):
            self.work.pop()
            self.declare_attackers(dict(frame.attacks))
            triggers.exerted(self, combat.exert(self, decision.player, action))
        elif isinstance(frame, BlockFrame):
            if action and self.state.block_taxes:
                combat.pay_block_cost(self, decision.player, len(action))  # 509.1d-e
            for blocker, attacker in action:
                self.state.blockers[blocker] = attacker
                self.state.blocked.add(attacker)
            if action:
                self.log("blockers", decision.player, blocks=[
                    f"{self.state.objects[b].card.name}#{b}->{a}" for b, a in action])
            self.work.replace_top(BlockFrame(frame.players[1:]))
            banding.spread_blocks(self, action)  # 702.22h (h8-kw)
            extra = combat.extra_blockers(self, action)
            if extra:  # 509.1a: "can block an additional creature"
                self.work.push(ExtraBlocksFrame(decision.player, extra))
        elif isinstance(frame, ExtraBlocksFrame):
            combat.add_extra_blocks(self, frame, action)
        elif isinstance(frame, DamageFrame):
            attacker = frame.pending[0]
            shares = tuple((t, n) for t, n in zip(decision.options, action, strict=True) if n)
            self.work.replace_top(DamageFrame(frame.first, frame.pending[1:],
                                              (*frame.assigned, (attacker, shares))))
        elif isinstance(frame, DiscardFrame):
            self.work.pop()
            self.move_batch(tuple(action), GRAVEYARD, cause="discard")  # at once (603.2)
        elif isinstance(frame, LegendFrame):
            self.work.pop()
            self.move_batch([i for i in frame.ids if i != action], GRAVEYARD,
                            cause="legend rule")
        elif isinstance(frame, OpeningHandFrame):
            opening_hand.answer(self, frame, action)
        elif isinstance(frame, EnterSacrificeFrame):  # 614.1a (h9-sta)
            enter_sacrifice.note_choice(self, frame, action)
            self.work.pop()
            self.move(self.state.objects[frame.card], "battlefield", cause="play_land",
                      controller=frame.player)
        elif isinstance(frame, UntapLimitFrame):  # 502.3 (h9-sta)
            self.work.pop()
            turn.untap_candidates(self, untap_limits.untapping(frame, action), frame.mine)
        elif isinstance(frame, UntapChoiceFrame):  # 502.3 (h8-kw)
            self.work.pop()
            turn.untap_permanents(self, untap_choice.untapping(frame, action), frame.mine)
        elif isinstance(frame, DrawChoiceFrame):  # 616.1, dredge 702.52a (h8-kw)
            draw_choice.answer(self, frame, action)
        elif isinstance(frame, BandFrame):  # 702.22c (h8-kw)
            banding.answer_band(self, frame, action)
        elif isinstance(frame, OrderTriggersFrame):
            self.work.pop()
            mine = [t for t in self.state.triggers if t.controller == frame.player]
            ordered = [mine[i] for i in action]
            self.state.triggers = [t for t in self.state.triggers if t.controller != frame.player]
            self._push_trigger_frames(ordered)
        else:  # pragma: no cover
            raise AssertionError(f"no frame answers {tag}")

    def _put_triggers(self) -> None:
        """603.3b: the active player's triggers first, then each other player's in turn order;
        each player orders their own."""
        state = self.state
        for player in state.apnap():
            mine = [t for t in state.triggers if t.controller == player]
            if not mine:
                continue
            if len(mine) > 1 and len({(t.source, t.ability) for t in mine}) >= 1 and len(
                    set(mine)) > 1:
                self.work.push(OrderTriggersFrame(player, len(mine)))
                return
            state.triggers = [t for t in state.triggers if t.controller != player]
            self._push_trigger_frames(mine)
            return
        state.triggers = [t for t in state.triggers if not state.players[t.controller].left]

    def _push_trigger_frames(self, ordered: Sequence[Any]) -> None:
        for trigger in reversed(ordered):
            self.work.push(CastFrame(trigger.controller, "trigger", trigger.source,
                                     bind_that_player(trigger.ability, trigger.event),
                                     event=trigger.event,
                                     name=trigger.source_name))

    # -- services the rooms use --------------------------------------------------------------

    def move(self, obj: GameObject, to: str, **kwargs: Any) -> GameObject:
        return move(self, obj, to, **kwargs)

    def move_batch(self, ids: Sequence[int], to: str, cause: str, **kwargs: Any
                   ) -> list[GameObject]:
        return game_services.move_batch(self, ids, to, cause, **kwargs)

    def draw(self, player: int, count: int) -> None:
        game_services.draw(self, player, count)

    def shuffle(self, player: int) -> None:
        self.rng.shuffle(self.state.zone(player, LIBRARY))

    def gain_life(self, player: int, amount: int) -> None:
        game_services.gain_life(self, player, amount)

    def create_token(self, spec: m.TokenSpec, player: int, *, tapped: bool = False,
                     power: int | None = None, toughness: int | None = None) -> GameObject:
        return game_services.create_token(self, spec, player, tapped=tapped, power=power,
                                          toughness=toughness)

    def create_token_of(self, card: m.CardDef, player: int, *, tapped: bool = False
                        ) -> GameObject:
        return game_services.create_token_of(self, card, player, tapped=tapped)

    def put_permanent(self, obj: GameObject, item: StackItem,
                      copy_of: m.CardDef | None = None) -> None:
        game_services.put_permanent(self, obj, item, copy_of)

    def counter_item(self, item: StackItem) -> None:
        game_services.counter_item(self, item)

    def pay_mana(self, player: int, need: Requirement) -> bool:
        return game_services.pay_mana(self, player, need)

    def activate_mana(self, obj: GameObject, index: int, ability: m.ActivatedAbility,
                      symbol: str) -> None:
        game_services.activate_mana(self, obj, index, ability, symbol)

    def add_lore(self, saga: GameObject) -> None:
        game_services.add_lore(self, saga)

    def trigger(self, source: GameObject, controller: int, ability: m.TriggeredAbility,
                event: dict[str, Any]) -> None:
        """``ability`` of ``source`` triggers (CR 603.2) unless its intervening "if" is false
        (603.4); it waits to be put on the stack the next time a player would get priority."""
        triggers._add(self, source, controller, ability, event)

    def fire_cast(self, item: StackItem) -> None:
        game_services.fire_cast(self, item)

    def triggers_damage_to_player(self, source_id: int | None, controller: int, player: int,
                                  amount: int, combat_damage: bool) -> None:
        if combat_damage:
            triggers.combat_damage_to_player(self, source_id, player, amount)
            triggers.combat_damage_dealt(self, source_id, amount, True)  # h5-triggers
        triggers.damage_to_player(self, source_id, player, amount)  # combat or not (120.3)
        if not combat_damage and amount > 0:  # "… is dealt noncombat damage" (h7-trg)
            triggers.noncombat_damage_to_player(self, player, amount)
        triggers.opponent_source_damaged_you(self, source_id, controller, player, amount)

    def declare_attackers(self, mapping: dict[int, Any]) -> None:
        game_services.declare_attackers(self, mapping)
        banding.offer_bands(self, self.state.active)  # 702.22c (h8-kw)

    def blockers_declared(self) -> None:
        triggers.blocks_declared(self)  # 509.2a-509.3: block triggers

    def amount(self, quantity: m.Quantity, player: int, x: int = 0,
               ctx: Context | None = None) -> int:
        return evaluate(self, quantity, player, x, ctx)

    def condition(self, cond: m.Condition, player: int, source: int,
                  event: Mapping[str, Any], memo: Mapping[str, Any] | None = None) -> bool:
        return condition_holds(self, cond, player, source, event, memo or {})

    def run_effect(self, ctx: Context, effect: Any, answers: tuple[Any, ...]) -> Ask | None:
        return interpreter.run(ctx, effect, answers)

    def is_supported(self, card: m.CardDef) -> bool:
        known = self._supported.get(card.name)
        if known is None:
            known = unsupported_reason(card) is None
            self._supported[card.name] = known
        return known

    # -- hooks for formats built on the engine (Commander); the plain game has none ----------

    def extra_castable(self, player: int) -> list[int]:
        """Cards ``player`` may cast from outside their hand (e.g. the command zone)."""
        return []

    def commander_casts(self, uid: int) -> int:
        """How many times the commander card ``uid`` has been cast from the command zone this
        game (a format with commanders counts; the plain game has none)."""
        return 0

    def may_search(self, player: int) -> bool:
        """Whether ``player`` may search libraries (a search that may not finds nothing)."""
        return True

    def outside_the_game(self, player: int) -> tuple[m.CardDef, ...]:
        """The cards ``player`` owns outside the game that an effect may bring in ("a sorcery
        card you own from outside the game", CR 400.11, 400.11b): a sideboard
        (400.11a); the plain game has none, so a wish finds nothing."""
        return ()

    def bring_into_game(self, player: int, name: str, zone: str) -> GameObject:
        """The card ``name`` ``player`` owns outside the game, brought into ``zone`` (CR
        400.11b; its owner is that player, 108.3b); only a name :meth:`outside_the_game`
        offered."""
        raise IllegalAction(f"{name!r} is not outside the game for player {player}")

    def may_cast_from(self, player: int, zone: str) -> bool:
        """Whether ``player`` may cast spells from ``zone`` when a card allows it (flashback
        from a graveyard, 702.34a); a format may forbid it."""
        return True

    def legend_rule_704_5j(self) -> bool:
        """Whether the current legend rule applies (a format may keep an older one)."""
        return True

    def additional_spell_cost(self, player: int, obj: GameObject) -> Requirement:
        """Additional mana costs of casting ``obj`` (601.2f), e.g. commander tax."""
        return Requirement()

    def replaced_destination(self, obj: GameObject, instead_of: str) -> None:
        """``obj`` arrived where it is because its own replacement effect ("exile it instead",
        614.6) applied to an event that would have put it into ``instead_of``; a format with a
        competing replacement (Commander's 903.9) lets its owner order the two (616.1)."""

    def spell_cast_from(self, player: int, obj: GameObject) -> None:
        """Called as ``obj`` moves to the stack, still in the zone it is cast from."""

    def format_sba(self) -> bool:
        """A format's state-based actions, checked first; ``True`` if one was performed."""
        return False

    def sba_would_apply(self) -> bool:
        probe = self.clone()
        return sba.check(probe)

    # -- leaving the game and the end (CR 104, 800.4a): see multiplayer.py ----------------------

    def finish(self, result: GameResult) -> None:
        """The game is over with ``result`` (CR 104)."""
        self._result = result

    def players_lose(self, players: Sequence[int], reason: str) -> None:
        multiplayer.players_lose(self, players, reason)

    def end_by_turn_limit(self) -> None:
        multiplayer.end_game(self, self.state.in_game(), "turn_limit")

    # -- mulligans (through rules/mulligan; see mulligans.py) -----------------------------------

    def _start_mulligans(self) -> None:
        mulligans.start(self)

    def _finish_mulligans(self) -> None:
        mulligans.finish(self)

    # -- views, copies ------------------------------------------------------------------------

    def view(self, player: int) -> Any:
        return make_view(self, player)

    def clone(self) -> MagicGame:
        other = MagicGame.__new__(MagicGame)  # (object.__new__ refuses under the mypyc build)
        self._clone_kernel_into(other)
        other.settings = self.settings
        other.turn_limit = self.turn_limit
        other.state = self.state.copy()
        other.work = self.work.copy()
        other.leaving_batch = []
        other.step_over = self.step_over
        other.end_of_turn_cleanup_pending = self.end_of_turn_cleanup_pending
        other._question = self._question
        other._result = self._result
        other.eliminations = self.eliminations
        other.eliminated_at = dict(self.eliminated_at)
        other._supported = self._supported
        other.mode_history = self.mode_history
        other.loops = self.loops.copy()
        other.mulligan = None
        if self.mulligan is not None:
            memo = {id(self.rng): other.rng, id(self.mulligan._log): other.log}
            other.mulligan = copy.deepcopy(self.mulligan, memo)
            other.mulligan._is_land = lambda oid: "Land" in other.state.objects[
                oid].card.type_line
            other.mulligan._name_of = lambda oid: other.state.objects[oid].card.name
        return other

    def determinize(self, observer: int, rng: random.Random) -> MagicGame:
        """Each other player's hand and library are re-dealt from the same cards. The result
        depends only on what ``observer`` knows and ``rng``: each pool is put in id order before
        it is shuffled, so games that differ only in hidden order or split deal alike."""
        other = self.clone()
        other.rng = random.Random(rng.getrandbits(64))
        if other.mulligan is not None:
            return other
        state = other.state
        for p in range(len(state.players)):
            if p == observer:
                library = state.zone(p, LIBRARY)
                library.sort()
                rng.shuffle(library)
                continue
            hand = state.zone(p, HAND)
            pool = sorted(hand + state.zone(p, LIBRARY))
            rng.shuffle(pool)
            state.players[p].zones[HAND] = pool[:len(hand)]
            state.players[p].zones[LIBRARY] = pool[len(hand):]
            for oid in state.players[p].zones[HAND]:
                state.objects[oid].zone = HAND
            for oid in state.players[p].zones[LIBRARY]:
                state.objects[oid].zone = LIBRARY
        other.mark_changed()
        return other


def new_game(settings: MagicSettings, seed: int = 0, *, mulligans: bool = True) -> MagicGame:
    return MagicGame(settings, seed, mulligans=mulligans)


def build(settings: Mapping[str, Any], seed: int) -> MagicGame:
    return MagicGame(MagicSettings.from_json(settings), seed)


def replay(record: GameRecord) -> MagicGame:
    return replay_record(record, build)
