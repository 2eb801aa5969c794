"""Scoring a position for search: each seat's reward in [0, 1].

A finished game is scored by its ranking (:func:`ranking_rewards`). An unfinished one — a
playout cut short — by the game's evaluator, which reads only the public scores through the
seats' views of the copy being searched; a game with no evaluator scores everyone 0.5 (the
search then learns only from playouts that reach the end).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardtable.core.game import Game

Evaluator = Callable[[Game], list[float]]


def ranking_rewards(groups: Sequence[Sequence[int]], players: int) -> list[float]:
    """1 for first place, 0 for last, evenly between; tied players share their places."""
    rewards = [0.0] * players
    if players < 2:
        return [1.0] * players
    place = 0
    for group in groups:
        shared = sum(players - 1 - (place + k) for k in range(len(group))) / len(group)
        for seat in group:
            rewards[seat] = shared / (players - 1)
        place += len(group)
    return rewards


def dominarion_evaluator(game: Game) -> list[float]:
    """Dominarion (DOM-6.3: the score is the larger of creatures' total power and toughness;
    over 20 ends the game): 0.5 plus the lead over the best opponent, scaled so a lead of 21
    is certain."""
    scores = [player.score for player in game.view(0).players]
    rewards = []
    for seat, score in enumerate(scores):
        best_other = max(s for other, s in enumerate(scores) if other != seat)
        rewards.append(min(1.0, max(0.0, 0.5 + (score - best_other) / 42)))
    return rewards


def neutral(game: Game) -> list[float]:
    return [0.5] * game.player_count


EVALUATORS: dict[str, Evaluator] = {"dominarion": dominarion_evaluator}


def evaluator_for(game: Game) -> Evaluator:
    return EVALUATORS.get(game.name, neutral)
