"""Drawing deck statistics (mana curve, colour pips, types) with matplotlib."""

from __future__ import annotations

from pathlib import Path

from cardtable.core.errors import SettingsError
from cardtable.decks.stats import DeckStats

PIP_COLOURS = {"W": "#f3eccd", "U": "#3b7dd8", "B": "#3a3a3a", "R": "#d9442b", "G": "#3f8f4a"}


def plot_deck_stats(stats: DeckStats, out: Path, title: str = "") -> None:
    """Write a PNG (or any format matplotlib knows from ``out``'s suffix) with three panels."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (curve_axes, pip_axes, type_axes) = plt.subplots(1, 3, figsize=(13, 4))
    labels, values = zip(*stats.curve, strict=True)
    curve_axes.bar(labels, values, color="#6b5b95")
    curve_axes.set_title("Mana curve (non-land cards)")
    curve_axes.set_xlabel("mana value")
    curve_axes.set_ylabel("cards")
    colours, counts = zip(*stats.pips, strict=True)
    pip_axes.bar(colours, counts, color=[PIP_COLOURS[c] for c in colours], edgecolor="black")
    pip_axes.set_title("Coloured mana symbols in costs")
    if stats.types:
        names, amounts = zip(*stats.types, strict=True)
        type_axes.barh(names, amounts, color="#88b04b")
        type_axes.invert_yaxis()
    type_axes.set_title("Card types")
    if title:
        figure.suptitle(title)
    figure.tight_layout()
    try:
        figure.savefig(out)
    except ValueError as error:  # an image format matplotlib does not know
        raise SettingsError(
            f"cannot draw the plot as {str(out)!r}: {error}; end the name with .png or .svg"
        ) from None
    except OSError as error:
        raise SettingsError(
            f"cannot write the plot to {str(out)!r}: {error.strerror or error}"
        ) from None
    finally:
        plt.close(figure)
