"""``search``: a Magic and Commander bot that looks ahead over determinized copies of the game.

The search is determinized Monte Carlo with paired samples (perfect-information Monte Carlo over
an information set, the root level of single-observer ISMCTS):

1. **Only decisions worth searching are searched.** Everything but priority, attacks, blocks and
   single targets goes to the base bot (the Commander or heuristic bot); so does a decision with
   one sensible answer — passing when the only other options are mana abilities (tapping for
   mana is part of paying for a chosen spell, CR 601.2g), a single candidate left after pruning.
2. **Move ordering by the heuristic.** The base bot's own answer is the first candidate and the
   default; the others are the few alternatives a player would weigh: the other spells and lands
   (most expensive first) and passing, at priority; no attack, everyone at the weakest opponent
   and everyone at the leader, at attacks; no block and the heuristic's blocks, at blocks.
3. **Paired rollouts.** Each round draws one *determinization* — a copy of the game in which
   everything the seat cannot see (other players' hands, every library's order) is dealt anew
   (``sample(rng)``, the kernel's ``determinize``) — and plays every candidate on its own clone
   of it, with the same rollout seeds: the base bot answers for every seat for at most
   ``horizon`` turns (or until the game ends). Common random numbers make the comparison of
   candidates far less noisy than independent playouts at the same cost.
4. **Evaluation at the cut-off** (:func:`magic_evaluator`): each seat's strength from its
   effective life (life, capped by commander damage and poison still to take), its board, its
   hand, less the threat its strongest opponent's board poses; a finished game scores by rank.
5. **Budget**: ``playouts`` rollouts per decision, or ``seconds`` of this thread's CPU time,
   whichever the bot was given; never more than :data:`HARD_LIMIT` seconds of wall-clock time
   (then the rounds completed so far decide). A candidate must beat the base answer's mean to
   be chosen.

What the search may read: the ``decision`` (frozen data) and the copies ``sample`` makes. It
never reads a game it was not handed by ``sample``, so it cannot see anything its seat cannot
(``tests/agents/test_magic_search.py`` proves choices are identical across states that differ
only in hidden cards).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cardtable.agents.magic.bots import HeuristicBot, _value, respect_whole_answer_rules
from cardtable.agents.search import Sampler
from cardtable.agents.search.evaluate import ranking_rewards
from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import CardTableError, SettingsError
from cardtable.core.game import Game
from cardtable.games.magic.actions import Activate, Cast, Pass, PlayLand
from cardtable.games.magic.view import MagicView

HARD_LIMIT = 3.0
"""Wall-clock seconds after which a search stops whatever its budget (no decision over 5 s:
the margin covers the last rollout step, the base bot's own answer and a loaded machine)."""

SEARCHED_TAGS = frozenset({"priority", "combat.attack", "combat.block", "cast.target"})
LETHAL_COMMANDER = 21
LETHAL_POISON = 10

BaseBot = Callable[[int], HeuristicBot]


@dataclass
class SearchReport:
    """What the last decision cost and found (for benchmarks, tests and the ladder)."""

    searched: bool = False
    rounds: int = 0
    rollouts: int = 0
    cpu: float = 0.0
    wall: float = 0.0
    means: dict[str, float] = field(default_factory=dict)


def magic_evaluator(game: Game) -> list[float]:
    """Each seat's share of the table's strength, in [0, 1] (a finished game: its rank).

    Strength = 10·sqrt(effective life) + board + 2·cards in hand − half the power of the
    strongest opposing board; effective life is life capped by the commander damage
    (CR 903.10a, 21) and poison (CR 704.5c, 10) still to take, at 2 and 4 life per point. Read from
    the copy's public view (seat 0's; only public fields are used)."""
    result = game.result
    if result is not None:
        return ranking_rewards(result.groups, game.player_count)
    view = game.view(0)
    assert isinstance(view, MagicView)
    players = view.players
    count = len(players)
    board = [0.0] * count
    power = [0.0] * count
    for perm in view.battlefield:
        owner = perm.controller
        if "Creature" in perm.types:
            board[owner] += _value(perm)
            power[owner] += max(0, perm.power)
        elif "Land" in perm.types:
            board[owner] += 1.0
        else:
            board[owner] += 1.0 + 0.5 * perm.mana_value
    worst_commander = [0] * count
    for _owner, hit, damage in getattr(view, "commander_damage", ()):
        if 0 <= hit < count:
            worst_commander[hit] = max(worst_commander[hit], damage)
    strength = []
    for seat, pl in enumerate(players):
        if pl.left or pl.life <= 0:
            strength.append(0.0)
            continue
        life = float(pl.life)
        life = min(life, 4.0 * (LETHAL_POISON - pl.poison))
        if worst_commander[seat]:
            life = min(life, 2.0 * (LETHAL_COMMANDER - worst_commander[seat]))
        threat = max((power[o] for o in range(count) if o != seat and not players[o].left),
                     default=0.0)
        effective = max(0.5, life - 0.5 * threat)
        strength.append(10.0 * math.sqrt(effective) + board[seat] + 2.0 * pl.hand_size)
    total = sum(strength)
    if total <= 0:
        return [1.0 / count] * count
    return [s / total for s in strength]


def _is_mana_ability(option: Any) -> bool:
    return isinstance(option, Activate) and bool(option.symbol)


def quick_pass(decision: Decision) -> Any:
    """``Pass`` when priority offers nothing but passing and mana abilities, else ``None``."""
    if decision.tag != "priority":
        return None
    for option in decision.options:
        if not (isinstance(option, Pass) or _is_mana_ability(option)):
            return None
    return next((o for o in decision.options if isinstance(o, Pass)), None)


class MagicSearchBot:
    """``search``, ``search:PLAYOUTS`` or ``search:SECONDSs``: see the module's docstring."""

    def __init__(self, seed: int = 0, base: BaseBot | None = None, playouts: int = 24,
                 seconds: float | None = None, horizon: int = 2, width: int = 4,
                 rollout_cap: int = 400, name: str = "search") -> None:
        if seconds is None and playouts < 1:
            raise SettingsError(f"the search bot needs at least one playout, not {playouts}")
        if seconds is not None and not 0 < seconds <= HARD_LIMIT:
            raise SettingsError(
                f"the search bot's time budget must be in (0, {HARD_LIMIT}] s, not {seconds}")
        if horizon < 1 or width < 2:
            raise SettingsError(f"horizon must be ≥ 1 turn and width ≥ 2, not {horizon}/{width}")
        self.name = name
        self.seed = seed
        self.rng = random.Random(seed)
        self.make_base: BaseBot = base or (lambda s: HeuristicBot(s))
        self.base = self.make_base(seed)
        self.playouts = playouts
        self.seconds = seconds
        self.horizon = horizon
        self.width = width
        self.rollout_cap = rollout_cap
        self.last = SearchReport()

    # -- the agent protocol --------------------------------------------------------------------

    def quick_answer(self, decision: Decision) -> Any:
        quick = getattr(self.base, "quick_answer", None)
        answer = quick(decision) if quick is not None else None
        return answer if answer is not None else quick_pass(decision)

    def choose(self, view: Any, decision: Decision) -> Any:
        raise SettingsError(
            "the search bot looks ahead over determinizations of the game: the game loop must "
            "give it a sampler (cardtable.agents.search.act does; `cardtable ladder` and "
            "`play` use it)")

    def choose_searching(self, view: Any, decision: Decision, sample: Sampler) -> Any:
        start_wall = time.perf_counter()
        start_cpu = time.thread_time()
        self.last = SearchReport()
        quick = self.quick_answer(decision)
        if quick is not None:
            return quick
        default = self.base.choose(view, decision)
        if decision.tag not in SEARCHED_TAGS:
            return default
        candidates = self._candidates(view, decision, default)
        if len(candidates) < 2:
            return default
        return self._search(decision, candidates, sample, start_wall, start_cpu)

    # -- candidates ----------------------------------------------------------------------------

    def _candidates(self, view: MagicView, decision: Decision, default: Any) -> list[Any]:
        """The base answer first, then the alternatives in the heuristic's order."""
        out: list[Any] = [default]

        def add(answer: Any) -> None:
            if answer not in out and decision.is_legal(answer):
                out.append(answer)

        tag = decision.tag
        if tag == "priority":
            ranked: list[tuple[float, Any]] = []
            for option in decision.options:
                if isinstance(option, PlayLand):
                    ranked.append((100.0, option))
                elif isinstance(option, Cast):
                    card = view.card(option.card)
                    ranked.append((float(len(card.mana_cost)) if card else 0.0, option))
                elif isinstance(option, Activate) and not option.symbol:
                    ranked.append((0.5, option))
            if not isinstance(default, Pass):
                add(Pass())
            for _score, option in sorted(ranked, key=lambda r: -r[0]):
                add(option)
        elif tag == "combat.attack":
            add(())
            for target in self._attack_targets(view):
                add(respect_whole_answer_rules(view, decision, tuple(
                    (option, target) for option, targets in
                    zip(decision.options, decision.targets, strict=True) if target in targets)))
        elif tag == "combat.block":
            add(respect_whole_answer_rules(view, decision, ()))
        elif tag == "cast.target" and decision.kind is DecisionKind.CHOOSE_ONE:
            for option in decision.options:
                add(option)
        return out[:self.width]

    @staticmethod
    def _attack_targets(view: MagicView) -> list[str]:
        """The weakest opponent and the one with the strongest board."""
        opponents = [pl for pl in view.players if pl.index != view.player and not pl.left]
        if not opponents:
            return []
        board: dict[int, int] = {}
        for perm in view.battlefield:
            if "Creature" in perm.types:
                board[perm.controller] = board.get(perm.controller, 0) + perm.power
        weakest = min(opponents, key=lambda pl: pl.life).index
        leader = max(opponents, key=lambda pl: pl.life + 2 * board.get(pl.index, 0)).index
        return list(dict.fromkeys([f"p{weakest}", f"p{leader}"]))

    # -- search --------------------------------------------------------------------------------

    def _search(self, decision: Decision, candidates: list[Any], sample: Sampler,
                start_wall: float, start_cpu: float) -> Any:
        me = decision.player
        totals = [0.0] * len(candidates)
        alive = [True] * len(candidates)
        rounds = rollouts = 0
        rounds_wanted = max(1, math.ceil(self.playouts / len(candidates)))
        hard_stop = start_wall + HARD_LIMIT

        def out_of_budget() -> bool:
            if time.perf_counter() >= hard_stop:
                return True
            if self.seconds is not None:
                return time.thread_time() - start_cpu >= self.seconds
            return rounds >= rounds_wanted

        while not out_of_budget():
            world = sample(self.rng)
            rollout_seed = self.rng.getrandbits(32)
            scores: list[float] = []
            for index, candidate in enumerate(candidates):
                if not alive[index]:
                    scores.append(0.0)
                    continue
                game = world.clone()
                try:
                    game.apply(candidate, player=me)
                except CardTableError:
                    alive[index] = False  # refused by a whole-answer rule: never chosen
                    scores.append(0.0)
                    continue
                scores.append(self._rollout(game, me, rollout_seed, hard_stop))
                rollouts += 1
                if time.perf_counter() >= hard_stop:
                    break
            if len(scores) < len(candidates):
                break  # a round cut short by the hard limit is not counted
            for index, score in enumerate(scores):
                totals[index] += score
            rounds += 1
        best = 0
        for index in range(1, len(candidates)):
            if alive[index] and totals[index] > totals[best] + 1e-9:
                best = index
        self.last = SearchReport(
            True, rounds, rollouts, time.thread_time() - start_cpu,
            time.perf_counter() - start_wall,
            {str(c): (t / rounds if rounds else 0.0) for c, t in zip(candidates, totals,
                                                                       strict=True)})
        return candidates[best] if rounds else candidates[0]

    def _rollout(self, game: Game, me: int, seed: int, hard_stop: float = math.inf) -> float:
        """The base bot plays every seat for ``horizon`` turns (cut short at ``hard_stop``,
        a ``perf_counter`` time); ``me``'s evaluation after."""
        state = getattr(game, "state", None)
        stop_turn = (state.turn if state is not None else 0) + self.horizon
        bots: dict[int, HeuristicBot] = {}
        for _step in range(self.rollout_cap):
            if time.perf_counter() >= hard_stop:
                break
            decision = game.pending
            if decision is None:
                break
            if state is not None and state.turn >= stop_turn:
                break
            player = decision.player
            bot = bots.get(player)
            if bot is None:
                bot = bots[player] = self.make_base(seed + player)
            quick = getattr(bot, "quick_answer", None)
            action = quick(decision) if quick is not None else None
            if action is None:
                action = quick_pass(decision)
            if action is None:
                action = bot.choose(game.view(player), decision)
            game.apply(action, player=player)
        return magic_evaluator(game)[me]


def parse_search(spec: str, seed: int, base: BaseBot, think: float | None = None
                 ) -> MagicSearchBot:
    """``search`` (24 playouts), ``search:PLAYOUTS`` or ``search:SECONDSs`` (CPU seconds per
    searched decision); ``think`` (``--think``) sets the seconds when the spec has no budget."""
    name, _, budget = spec.partition(":")
    if name != "search":
        raise SettingsError(f"{spec!r} is not a search bot: write search, search:500 or "
                            "search:0.25s")
    playouts, seconds = 24, think
    if budget:
        try:
            if budget.endswith("s"):
                seconds = float(budget[:-1])
            else:
                playouts, seconds = int(budget), None
        except ValueError:
            raise SettingsError(f"{spec!r}: the budget is a number of playouts (search:200) "
                                "or CPU seconds per decision (search:0.25s)") from None
    return MagicSearchBot(seed, base, playouts=playouts, seconds=seconds, name=spec)
