"""The words of protection and hexproof from a quality (CR 702.16a, 702.16g, 702.11d;
oracle/keywords_9.py): "Protection from blue, from black, and from red", "Hexproof from
monocolored", "protection from non-Spirit creatures"."""

from __future__ import annotations

from cardtable.games.magic.model import Filter, Keyword
from cardtable.games.magic.model.qualities_9 import HEXPROOF_FROM, OR_COST, QUALITIES
from cardtable.games.magic.text.words import _COLOR_WORDS, filter_phrase, plural

#: subtypes Oracle names by the word itself in a protection list ("from Kavu", "from Arcane")
SAME_PLURAL = frozenset({"Kavu", "Arcane", "Eldrazi", "Samurai", "Kithkin", "Kor", "Djinn",
                         "Zubera"})


def _quality_words(flt: Filter) -> list[str] | None:
    """Each quality the filter stands for, as Oracle names it; ``None`` for a filter that is
    not one of them."""
    if flt == Filter(multicolored=False, colorless=False):
        return ["monocolored"]
    if flt == Filter(supertypes=("Snow",)):
        return ["snow"]
    if flt == Filter(types=("Creature",), supertypes=("Legendary",)):
        return ["legendary creatures"]
    if flt.mana_value_min is not None and flt == Filter(mana_value_min=flt.mana_value_min):
        return [f"mana value {flt.mana_value_min} or greater"]
    if len(flt.subtypes) == 1 and flt == Filter(types=("Creature",), subtypes=flt.subtypes):
        return [f"{flt.subtypes[0]} creatures"]
    if len(flt.not_subtypes) == 1 and flt == Filter(types=("Creature",),
                                                    not_subtypes=flt.not_subtypes):
        return [f"non-{flt.not_subtypes[0]} creatures"]
    if flt == Filter(colors=flt.colors, types=flt.types, subtypes=flt.subtypes) and (
            bool(flt.colors) + bool(flt.types) + bool(flt.subtypes) == 1):
        return [_COLOR_WORDS[c] for c in flt.colors] + [
            plural(t.lower()) for t in flt.types] + [
            s if s in SAME_PLURAL else plural(s) for s in flt.subtypes]
    return None


def quality_keyword_text(k: Keyword) -> str | None:
    """"Protection from A, from B, and from C" / "Hexproof from A and from B"; ``None`` for
    a keyword the older words say (a plain protection of one or two qualities)."""
    if k.name == "cumulative_upkeep" and k.text == OR_COST and k.cost is not None and (
            len(k.cost.mana) == 5):  # "{G/W}" → "Cumulative upkeep {G} or {W}" (702.24a)
        return f"Cumulative upkeep {{{k.cost.mana[1]}}} or {{{k.cost.mana[3]}}}"
    if k.name == "reinforce" and k.text == "X" and k.cost is not None:  # 702.77a
        return f"Reinforce X—{k.cost.mana}"
    if k.name == "equip" and k.filter is not None and k.cost is not None:  # 702.6c
        return f"Equip {filter_phrase(k.filter)} {k.cost.mana}"
    if k.filter is None or k.name not in ("protection", HEXPROOF_FROM):
        return None
    if k.name == "protection" and k.text != QUALITIES and not (
            set(k.filter.subtypes) & SAME_PLURAL) and (
            len(k.filter.colors) + len(k.filter.types) + len(k.filter.subtypes) < 3
            or k.filter == Filter(colors=("W", "U", "B", "R", "G"))):  # "from all colors"
        return None
    words = _quality_words(k.filter)
    if not words:
        return None
    froms = [f"from {w}" for w in words]
    listed = froms[0] if len(froms) == 1 else (
        f"{froms[0]} and {froms[1]}" if len(froms) == 2
        else ", ".join(froms[:-1]) + f", and {froms[-1]}")
    head = "Protection" if k.name == "protection" else "Hexproof"
    return f"{head} {listed}"
