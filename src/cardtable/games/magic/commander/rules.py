"""Commander's rules settings: history presets (CMD-4), ``--rules-date`` and house rules (CMD-3).

A :class:`CommanderRules` is a plain bundle of the choices that changed over the format's
history; :func:`rules_for_date` gives the bundle in force on a date and :func:`preset` a named
bundle. House rules (CMD-3) are names listed in the settings (and so in every record).

Dates (CMD-4): the zone-return rule grew from graveyard only, to graveyard and exile on
2011-06-17, to all four zones on 2015-03-23 (the ``2019`` rules), and graveyard/exile became a
state-based action in 2020 (CMD-2.6) — the spec gives only the year; this module uses
2020-06-26, the comprehensive-rules update of Core Set 2021. Mulligans (CMD-4.5): the ordinary
multiplayer mulligan (Paris with a free first one), Partial Paris from 2009-09-20, Vancouver from
2016-01-18, London from 2019-07-12 (the Core Set 2020 rules update; the spec says only "then").
Before 2009-09-20 the commander waited in exile, not a command zone, and a table chose the League
rule or the Open rule (CMD-4.2): ``--rules-date`` before then gives the League rule, the presets
``2008-league`` and ``2008-open`` name each choice. Under the Open rule commanders ignore the
legend rule, which was then the pre-2013 one (every legendary permanent sharing a name, whoever
controls it, goes to the graveyard; this module dates the change 2013-07-13, Magic 2014's rules
update — the spec names only the year). Until 2016-01-18 mana of a colour outside the deck's
identity was made as colourless mana (CMD-4.4).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import asdict, dataclass, replace
from typing import Any

from cardtable.core.errors import SettingsError

ZONE_RETURN_STAGES = ("graveyard", "graveyard+exile", "2019", "current")
"""CMD-4.3's stages: which zones the return applies to and how (``2019``: all four zones as a
replacement effect; ``current``: hand/library a replacement, graveyard/exile a state-based
action, CMD-2.6)."""

HOUSE_RULES = ("partial-paris", "edh-sideboard", "victory-points", "democratic-vote", "league",
               "stranglehold-cage", "two-player-free-mulligan")
"""CMD-3 house rules this game implements (each off by default): CMD-3.1 Partial Paris,
CMD-3.2 the sideboard swap after the commanders are revealed (a decision per player), CMD-3.3
victory points scored from the statistics the game keeps, CMD-3.4 the democratic vote (every
player at once when the game ends), CMD-3.5 the League rule enforced at table set-up, CMD-3.6
Stranglehold Cage Commander, and CMD-2.8's house setting giving two-player games a free first
mulligan."""

LEGEND_RULES = ("current", "pre-2013")
TABLE_RULES = ("none", "league", "open")
OFF_IDENTITY_MANA = ("normal", "colourless")

VICTORY_POINT_RULES = ("combat-damage-turn", "mana-pool", "commander-damage-win",
                       "commander-mana")
"""CMD-3.3's scoring statistics; ``victory-points`` scores one point for the best player in
each (ties all score) plus three points for the winner."""


@dataclass(frozen=True, slots=True)
class CommanderRules:
    """The rules a Commander game runs under (CMD-2 with CMD-4's history as fields)."""

    zone_return: str = "current"
    mulligan: str = "london"
    command_zone: str = "command"  # "exile" before 2009-09-20 (CMD-4.2)
    name: str = "current"
    legend_rule: str = "current"  # "pre-2013": all same-named legends go, any controller
    table_rule: str = "none"  # before 2009-09-20: "league" or "open" (CMD-4.2)
    off_identity_mana: str = "normal"  # "colourless" before 2016-01-18 (CMD-4.4)

    def __post_init__(self) -> None:
        if self.zone_return not in ZONE_RETURN_STAGES:
            raise SettingsError(f"unknown zone-return stage {self.zone_return!r}; choose one "
                                f"of {', '.join(ZONE_RETURN_STAGES)}")
        if self.command_zone not in ("command", "exile"):
            raise SettingsError(f"the commander waits in 'command' or 'exile', not "
                                f"{self.command_zone!r}")
        for value, allowed, what in ((self.legend_rule, LEGEND_RULES, "legend rule"),
                                     (self.table_rule, TABLE_RULES, "table rule"),
                                     (self.off_identity_mana, OFF_IDENTITY_MANA,
                                      "off-identity mana")):
            if value not in allowed:
                raise SettingsError(f"unknown {what} {value!r}; choose one of "
                                    f"{', '.join(allowed)}")
        if self.table_rule == "open" and self.legend_rule != "pre-2013":
            raise SettingsError("the Open rule (CMD-4.2) belongs to the pre-2013 legend rule; "
                                "use the preset 2008-open or a --rules-date before 2009-09-20")

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CommanderRules:
        return cls(**{k: data[k] for k in ("zone_return", "mulligan", "command_zone", "name",
                                           "legend_rule", "table_rule", "off_identity_mana")
                      if k in data})


_D = dt.date


def rules_for_date(day: dt.date | str) -> CommanderRules:
    """The rules in force on ``day`` (CMD-4.2–4.5)."""
    if isinstance(day, str):
        try:
            day = dt.date.fromisoformat(day)
        except ValueError:
            raise SettingsError(f"--rules-date wants YYYY-MM-DD, not {day!r}") from None
    if day < _D(2011, 6, 17):
        zone_return = "graveyard"
    elif day < _D(2015, 3, 23):
        zone_return = "graveyard+exile"
    elif day < _D(2020, 6, 26):
        zone_return = "2019"
    else:
        zone_return = "current"
    if day < _D(2009, 9, 20):
        mulligan = "paris"
    elif day < _D(2016, 1, 18):
        mulligan = "partial-paris"
    elif day < _D(2019, 7, 12):
        mulligan = "vancouver"
    else:
        mulligan = "london"
    return CommanderRules(zone_return, mulligan,
                          "exile" if day < _D(2009, 9, 20) else "command",
                          f"rules-date {day.isoformat()}",
                          legend_rule="pre-2013" if day < _D(2013, 7, 13) else "current",
                          table_rule="league" if day < _D(2009, 9, 20) else "none",
                          off_identity_mana="colourless" if day < _D(2016, 1, 18)
                          else "normal")


PRESETS: dict[str, CommanderRules] = {
    "current": CommanderRules(),
    "2019": CommanderRules(zone_return="2019", name="2019"),
    "mtgo": CommanderRules(mulligan="mtgo-redraw", name="mtgo"),
    "2008-league": replace(rules_for_date("2009-09-19"), name="2008-league"),
    "2008-open": replace(rules_for_date("2009-09-19"), table_rule="open", name="2008-open"),
    "2015": replace(rules_for_date("2015-12-31"), name="2015"),
}
"""Named bundles: the current rules; the source's 2019 rules (CMD-2.6: all four zones a
replacement); Magic Online Commander (CMD-4.1: the first mulligan redraws a full hand); the
rules of 2008 with the League rule or the Open rule (CMD-4.2); the rules of 2015 (all four
zones a replacement, Partial Paris, mana outside the identity made colourless, CMD-4.4)."""


def preset(name: str) -> CommanderRules:
    try:
        return PRESETS[name]
    except KeyError:
        raise SettingsError(f"unknown Commander preset {name!r}; choose one of "
                            f"{', '.join(PRESETS)} or give --rules-date YYYY-MM-DD") from None


def check_house_rules(names: tuple[str, ...]) -> tuple[str, ...]:
    out = []
    for name in names:
        key = name.strip().lower()
        if key not in HOUSE_RULES:
            raise SettingsError(f"unknown house rule {name!r}; choose from "
                                f"{', '.join(HOUSE_RULES)}")
        out.append(key)
    return tuple(sorted(set(out)))


def with_house_rules(rules: CommanderRules, house: tuple[str, ...]) -> CommanderRules:
    if "partial-paris" in house:
        return replace(rules, mulligan="partial-paris")
    return rules
