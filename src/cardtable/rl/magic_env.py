"""Magic and Commander as PettingZoo AEC environments (issue 31), on the Dominarion model
(:mod:`cardtable.rl.aec`).

Observation (from ``game.view(seat)`` only) — a dict of fixed-size arrays:

- ``observation``: float32 features: the turn, step, whose turn and priority, then per player
  (the viewer first, then in seat order after it) life, poison, hand, library, graveyard, lands,
  creatures and their power, and whether they have left; then each of ``BATTLEFIELD_SLOTS``
  permanents (the viewer's first) as controller-relative seat, tapped, power, toughness,
  damage, creature/land, summoning sick, attacking/blocking; then each of ``HAND_SLOTS`` hand
  cards as mana value and land/creature/instant.
- ``card_ids``: int32 card ids (a stable hash of the card's name into ``1..CARD_VOCAB-1``, 0 =
  empty slot) for the battlefield slots, the hand slots and the stack slots, so a policy can
  embed cards.
- ``action_mask``: 1 for each legal integer action now.

Actions: integer *i* is the *i*-th entry of the decision's **menu**. For a single-answer
decision the menu is its options (``YES_NO``: no, yes); for a whole-answer decision (attack
and block maps, damage assignment, choosing several) it is a short list of complete legal
answers: the heuristic bot's, the empty one where legal, the search bot's alternatives
(everyone at the weakest / at the leader) and seeded random legal answers. Every action a mask
allows is applied as it stands. Priority with nothing but passing and mana abilities is answered
"pass" without a step (``skip_trivial``), as the bots do. Rewards at the end: +1 first … -1 last.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

import numpy as np
from gymnasium import spaces

from cardtable.agents.magic.bots import HeuristicBot, random_legal, respect_whole_answer_rules
from cardtable.agents.search.magic import MagicSearchBot, quick_pass
from cardtable.core.decision import SINGLE_KINDS, Decision, DecisionKind
from cardtable.core.errors import SettingsError
from cardtable.core.game import Game
from cardtable.games import registry as games
from cardtable.games.magic.view import MagicView
from cardtable.rl.aec import KernelAECEnv
from cardtable.rl.encoding import OBS_HIGH, GameFactory

ACTIONS = 128
MAX_PLAYERS = max(games.get("magic").max_players, games.get("commander").max_players)
PLAYER_FEATURES = 10
BATTLEFIELD_SLOTS = 48
PERMANENT_FEATURES = 9
HAND_SLOTS = 16
HAND_FEATURES = 4
STACK_SLOTS = 8
CARD_VOCAB = 1 << 15
STEPS = ("untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
         "declare_blockers", "combat_damage", "end_combat", "main2", "end", "cleanup")
RANDOM_ANSWERS = 4


def card_id(name: str) -> int:
    """A stable id in ``1..CARD_VOCAB-1`` for a card name (0 is an empty slot)."""
    digest = hashlib.blake2b(name.encode("utf-8"), digest_size=4).digest()
    return 1 + int.from_bytes(digest, "big") % (CARD_VOCAB - 1)


class MagicEncoder:
    """A seat's :class:`MagicView` as the fixed-size feature vector and card ids above."""

    size = (6 + len(STEPS) + MAX_PLAYERS * PLAYER_FEATURES + BATTLEFIELD_SLOTS *
            PERMANENT_FEATURES + HAND_SLOTS * HAND_FEATURES)
    ids = BATTLEFIELD_SLOTS + HAND_SLOTS + STACK_SLOTS

    def __call__(self, view: Any) -> np.ndarray[Any, np.dtype[np.float32]]:
        return self.encode(view)[0]

    def encode(self, view: MagicView) -> tuple[np.ndarray[Any, np.dtype[np.float32]],
                                                np.ndarray[Any, np.dtype[np.int32]]]:
        me = view.player
        count = len(view.players)

        def rel(seat: int) -> int:
            return (seat - me) % count

        out: list[float] = [view.turn / 100, float(view.active == me),
                            float(view.priority == me), len(view.stack) / 8,
                            float(view.over), count / MAX_PLAYERS]
        out += [float(view.step == s) for s in STEPS]
        lands = [0] * count
        creatures = [0] * count
        power = [0] * count
        for perm in view.battlefield:
            if "Land" in perm.types:
                lands[perm.controller] += 1
            if "Creature" in perm.types:
                creatures[perm.controller] += 1
                power[perm.controller] += max(0, perm.power)
        for k in range(MAX_PLAYERS):
            if k < count:
                pl = view.players[(me + k) % count]
                out += [pl.life / 40, pl.poison / 10, pl.hand_size / 10, pl.library_size / 100,
                        len(pl.graveyard) / 40, lands[pl.index] / 20, creatures[pl.index] / 20,
                        power[pl.index] / 40, float(pl.left), 1.0]
            else:
                out += [0.0] * PLAYER_FEATURES
        ids = np.zeros(self.ids, dtype=np.int32)
        perms = sorted(view.battlefield, key=lambda p: (rel(p.controller), p.id))
        for slot in range(BATTLEFIELD_SLOTS):
            if slot < len(perms):
                p = perms[slot]
                ids[slot] = 0 if p.face_down else card_id(p.name)
                out += [rel(p.controller) / MAX_PLAYERS, float(p.tapped), max(0, p.power) / 20,
                        max(0, p.toughness) / 20, p.damage / 20, float("Creature" in p.types),
                        float("Land" in p.types), float(p.sick),
                        float(p.attacking is not None or p.blocking is not None)]
            else:
                out += [0.0] * PERMANENT_FEATURES
        for slot in range(HAND_SLOTS):
            if slot < len(view.hand):
                card = view.hand[slot]
                ids[BATTLEFIELD_SLOTS + slot] = card_id(card.name)
                out += [card.mana_cost.count("{") / 10, float("Land" in card.type_line),
                        float("Creature" in card.type_line),
                        float("Instant" in card.type_line)]
            else:
                out += [0.0] * HAND_FEATURES
        for slot, item in enumerate(view.stack[:STACK_SLOTS]):
            ids[BATTLEFIELD_SLOTS + HAND_SLOTS + slot] = card_id(item.name)
        return np.clip(np.asarray(out, dtype=np.float32), 0.0, OBS_HIGH), ids


class MagicAECEnv(KernelAECEnv):
    """A Magic or Commander table; every seat is an agent. See the module's docstring."""

    def __init__(self, make_game: GameFactory, players: int, name: str,
                 render_mode: str | None = None, skip_trivial: bool = True) -> None:
        self.magic_encoder = MagicEncoder()
        self.skip_trivial = skip_trivial
        self._menu_for: tuple[int, list[Any]] = (-1, [])
        super().__init__(make_game, self.magic_encoder, players, name, render_mode)
        self.space_size = ACTIONS
        self._observation_spaces = {
            agent: spaces.Dict({
                "observation": spaces.Box(0.0, OBS_HIGH, (MagicEncoder.size,), np.float32),
                "card_ids": spaces.Box(0, CARD_VOCAB - 1, (MagicEncoder.ids,), np.int32),
                "action_mask": spaces.Box(0, 1, (ACTIONS,), np.int8),
            }) for agent in self.possible_agents
        }
        self._action_spaces = {agent: spaces.Discrete(ACTIONS) for agent in self.possible_agents}

    # -- the menu of answers -------------------------------------------------------------------

    def menu(self, decision: Decision) -> list[Any]:
        """The answers integers stand for at ``decision`` (at most ``ACTIONS``)."""
        key = decision.id
        if self._menu_for[0] == key:
            return self._menu_for[1]
        if decision.kind is DecisionKind.YES_NO:
            answers: list[Any] = [False, True]
        elif decision.kind in SINGLE_KINDS:
            answers = list(decision.options[:ACTIONS])
        else:
            answers = self._whole_answers(decision)
        self._menu_for = (key, answers)
        return answers

    def _whole_answers(self, decision: Decision) -> list[Any]:
        view = self.game.view(decision.player)
        assert isinstance(view, MagicView)
        rng = random.Random(decision.id * 7919 + decision.player)
        out: list[Any] = []

        def add(answer: Any) -> None:
            if answer not in out and decision.is_legal(answer) and \
                    self.game.verify(decision, answer) is None:
                out.append(answer)

        heuristic = HeuristicBot(decision.id)
        add(heuristic.choose(view, decision))
        if decision.kind is DecisionKind.MAP:
            add(respect_whole_answer_rules(view, decision, ()))
            for alternative in MagicSearchBot(0)._candidates(view, decision, out[0] if out
                                                             else ()):
                add(alternative)
        for _ in range(RANDOM_ANSWERS * 3):
            if len(out) >= 2 + RANDOM_ANSWERS:
                break
            add(respect_whole_answer_rules(view, decision, random_legal(decision, rng)))
        if not out:
            raise SettingsError(f"no legal answer found for {decision!r}")
        return out[:ACTIONS]

    # -- the AEC protocol ----------------------------------------------------------------------

    def _mask(self, agent: str) -> np.ndarray[Any, np.dtype[np.int8]]:
        mask = np.zeros(ACTIONS, dtype=np.int8)
        decision = self.game.pending
        if decision is None or decision.player != self._seat(agent):
            return mask
        mask[:len(self.menu(decision))] = 1
        return mask

    def observe(self, agent: str) -> dict[str, Any]:
        features, ids = self.magic_encoder.encode(self.game.view(self._seat(agent)))
        return {"observation": features, "card_ids": ids, "action_mask": self._mask(agent)}

    def _skip(self) -> None:
        if not self.skip_trivial:
            return
        while (decision := self.game.pending) is not None:
            answer = quick_pass(decision)
            if answer is None and decision.tag == "commander.sideboard":
                answer = "done"
            if answer is None:
                break
            self.game.apply(answer, player=decision.player, decision_id=decision.id)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds.seed(seed)
        self.game = self.make_game(self._seeds.getrandbits(63))
        self._menu_for = (-1, [])
        self._skip()
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self._select()

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        decision = self.game.pending
        assert decision is not None and decision.player == self._seat(agent)
        index = int(action)
        menu = self.menu(decision)
        if not 0 <= index < len(menu):
            raise ValueError(f"action {index} is not legal for {agent} now; legal: "
                             f"0..{len(menu) - 1}")
        self.game.apply(menu[index], player=decision.player, decision_id=decision.id)
        self._skip()
        self._settle(agent)


def magic_env(players: int = 2, turn_limit: int = 0, render_mode: str | None = None,
              skip_trivial: bool = True) -> MagicAECEnv:
    """2-6 player Magic with the bundled decks as a PettingZoo AEC environment."""
    from cardtable.games.magic.decks import bundled_decks
    from cardtable.games.magic.game import MagicSettings, new_game
    from cardtable.games.magic.model.loader import card_pool

    games.get("magic").check_players(players)
    settings = MagicSettings(tuple(bundled_decks(players)), card_pool(),
                             turn_limit=turn_limit or 25 * players)

    def make(seed: int) -> Game:
        return new_game(settings, seed)

    return MagicAECEnv(make, players, "cardtable_magic_v0", render_mode, skip_trivial)


def commander_env(players: int = 4, turn_limit: int = 0, render_mode: str | None = None,
                  skip_trivial: bool = True, settings: Any = None) -> MagicAECEnv:
    """Commander (the bundled decks, or ``settings``: a ``CommanderSettings``) as a PettingZoo
    AEC environment."""
    from cardtable.games.magic.commander.decks import bundled_decks, commander_cards
    from cardtable.games.magic.commander.game import CommanderGame, CommanderSettings

    if settings is None:
        games.get("commander").check_players(players)
        decks = bundled_decks(players)
        settings = CommanderSettings(tuple(d.cards for d in decks),
                                     tuple(d.commanders for d in decks), commander_cards(),
                                     turn_limit=turn_limit or 25 * players)
    table = settings

    def make(seed: int) -> Game:
        return CommanderGame(table, seed)

    return MagicAECEnv(make, len(table.commanders), "cardtable_commander_v0", render_mode,
                       skip_trivial)
