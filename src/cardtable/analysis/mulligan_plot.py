"""Drawing mulligan answers (MUL-4.2) with matplotlib: what a player asks of the calculator.

Three panels: the goal's probability by turn for each rule (or, without a goal, the chance
of having kept after k mulligans), the kept hand's size, and the kept hand's category mix
(the distribution of each category for one rule; the mean mix per rule when comparing).
Monte Carlo answers carry error bars of one standard error.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardtable.analysis.mulligan.result import OddsResult
from cardtable.core.errors import SettingsError

COLOURS = ("#4477aa", "#ee6677", "#228833", "#ccbb44", "#66ccee", "#aa3377", "#bbbbbb")


def plot_odds(results: Sequence[OddsResult], path: Path, title: str = "") -> None:
    """Write a PNG (or any format matplotlib knows from ``path``'s suffix)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    if not results:
        raise SettingsError("nothing to plot")
    figure, (goal_axes, size_axes, mix_axes) = plt.subplots(1, 3, figsize=(15, 4.4))
    _goal_panel(goal_axes, results)
    _size_panel(size_axes, results)
    _mix_panel(mix_axes, results)
    if title:
        figure.suptitle(title)
    figure.tight_layout()
    try:
        figure.savefig(path, dpi=110)
    except OSError as error:
        raise SettingsError(f"cannot write the plot to {str(path)!r}: {error}") from None
    finally:
        plt.close(figure)


def _label(result: OddsResult) -> str:
    return result.rule + ("" if result.method == "exact" else " (MC)")


def _goal_panel(axes: Any, results: Sequence[OddsResult]) -> None:
    ax = axes
    with_goal = [r for r in results if r.goal is not None]
    if with_goal:
        for colour, result in zip(COLOURS, with_goal, strict=False):
            turns = sorted(result.goal_by_turn)
            values = [result.goal_by_turn[t] for t in turns]
            errors = None
            if result.standard_error is not None and "goal_by_turn" in result.standard_error:
                errors = [result.standard_error["goal_by_turn"][str(t)] for t in turns]
            ax.errorbar(turns, values, yerr=errors, marker="o", color=colour,
                        label=_label(result), capsize=3)
        ax.set_xlabel("turn (0: the kept hand)")
        ax.set_ylabel("P(goal met by this turn)")
        ax.set_title("Goal by turn")
    else:
        for colour, result in zip(COLOURS, results, strict=False):
            running = 0.0
            cumulative = []
            for p in result.mulligans:
                running += p
                cumulative.append(running)
            ax.plot(range(len(cumulative)), cumulative, marker="o", color=colour,
                    label=_label(result))
        ax.set_xlabel("mulligans taken")
        ax.set_ylabel("P(kept by then)")
        ax.set_title("Keeping")
    lines = [v for line in ax.get_lines() for v in line.get_ydata()]
    low = min(lines, default=0.0)
    ax.set_ylim(max(0.0, low - 0.05), 1.01)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)


def _size_panel(axes: Any, results: Sequence[OddsResult]) -> None:
    ax = axes
    sizes = sorted({s for r in results for s in r.final_hand_size}, reverse=True)
    width = 0.8 / len(results)
    for i, (colour, result) in enumerate(zip(COLOURS, results, strict=False)):
        xs = [x + (i - (len(results) - 1) / 2) * width for x in range(len(sizes))]
        values = [result.final_hand_size.get(s, 0.0) for s in sizes]
        ax.bar(xs, values, width=width, color=colour, label=_label(result))
        if len(results) == 1:
            for x, v in zip(xs, values, strict=True):
                if v >= 0.0005:
                    ax.annotate(f"{v:.3f}", (x, v), ha="center", va="bottom", fontsize=8)
    ax.set_xticks(range(len(sizes)), [str(s) for s in sizes])
    ax.set_xlabel("kept hand size")
    ax.set_ylabel("probability")
    ax.set_yscale("log")
    ax.set_title("Kept hand size (log scale)")
    ax.legend(fontsize=8)


def _mix_panel(axes: Any, results: Sequence[OddsResult]) -> None:
    ax = axes
    first = results[0]
    if len(results) == 1:
        counts = sorted({n for d in first.category_distribution for n in d})
        width = 0.8 / len(first.categories)
        for i, (colour, name, dist) in enumerate(zip(COLOURS, first.categories,
                                                     first.category_distribution,
                                                     strict=False)):
            xs = [n + (i - (len(first.categories) - 1) / 2) * width for n in counts]
            ax.bar(xs, [dist.get(n, 0.0) for n in counts], width=width, color=colour,
                   label=f"{name} (mean {first.final_categories[i]:.2f})")
        ax.set_xticks(counts, [str(n) for n in counts])
        ax.set_xlabel("cards of the category in the kept hand")
        ax.set_ylabel("probability")
        ax.set_title("Kept hand: category mix")
    else:
        bottoms = [0.0] * len(results)
        labels = [_label(r) for r in results]
        for colour, (i, name) in zip(COLOURS, enumerate(first.categories), strict=False):
            values = [r.final_categories[i] for r in results]
            ax.bar(labels, values, bottom=bottoms, color=colour, label=name)
            bottoms = [b + v for b, v in zip(bottoms, values, strict=True)]
        ax.set_ylabel("mean cards in the kept hand")
        ax.set_title("Kept hand: mean category mix")
        ax.tick_params(axis="x", labelrotation=20)
    ax.legend(fontsize=8)
