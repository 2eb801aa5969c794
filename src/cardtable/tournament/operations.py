"""What the organiser can do to an event, as pure functions: each takes the current state, checks
that the action is allowed (raising :class:`TournamentError` with a sentence saying what would be
right), and returns the log entries to append. Nothing here touches storage; the store appends
the returned entries in one transaction, so a refused action changes nothing.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardtable.core.errors import TournamentError
from cardtable.tournament.log import (
    GAME_KINDS,
    Capability,
    ConductKind,
    ConductRecorded,
    DeckRegistered,
    EventCreated,
    LatePolicy,
    LogEntry,
    PenaltyRecorded,
    PlayerDropped,
    PlayerRegistered,
    PlayerUndropped,
    ResultEntered,
    RoundPaired,
    RulingRecorded,
)
from cardtable.tournament.names import (
    MAX_NAME_LENGTH,
    check_length,
    find_player,
    fold_name,
    is_same_name,
)
from cardtable.tournament.pods import pair_pods
from cardtable.tournament.rounds import recommended_rounds
from cardtable.tournament.scoring import (
    CAPABILITY_TP,
    best_of,
    meccg_tp_for_mp,
    meccg_tp_one_ring,
    outcomes,
    parse_games,
    tp_table,
)
from cardtable.tournament.standings import percent_floor, standings
from cardtable.tournament.state import EventState, RoundRecord, TableRecord
from cardtable.tournament.swiss import Entrant, Pairing, pair_first_round, pair_round


def create_event(
    name: str,
    game: str,
    rounds: int | None = None,
    seed: int = 0,
    settings: Mapping[str, Any] | None = None,
) -> EventCreated:
    """A new event's first log entry."""
    if not name.strip():
        raise TournamentError("an event needs a name, e.g. `cardtable event new 'Friday Modern'`")
    check_length(name.strip(), "an event's name")
    if game not in GAME_KINDS:
        raise TournamentError(f"unknown game {game!r}; choose one of {', '.join(GAME_KINDS)}")
    if rounds is not None and rounds < 1:
        raise TournamentError(f"an event plays at least 1 round, not {rounds}")
    values = dict(settings or {})
    # Refuse settings of the wrong type or value now, not when the standings are first shown.
    best_of(values)
    percent_floor(values)
    tp_table(values)
    if game != "magic" and ("best_of" in values or "percent_floor" in values):
        raise TournamentError(
            "a match format (best of N) and a percentage floor are Magic settings; "
            f"a {game} event does not use them"
        )
    return EventCreated(name.strip(), game, rounds, seed, values)


def planned_rounds(state: EventState) -> int:
    """The organiser's round count, or the game's chart for the players registered."""
    if state.rounds_setting is not None:
        return state.rounds_setting
    return recommended_rounds(state.game, len(state.players))


def player(state: EventState, name: str) -> str:
    """The registered player ``name`` refers to (forgiving: case, typos → did you mean)."""
    return find_player(state.players, name, state.name)


def register(
    state: EventState, name: str, deck: str | None = None, late: LatePolicy = "zero"
) -> list[LogEntry]:
    """MEC-1.4 eligibility is checked here; a player joining after round 1 is a late entry."""
    name = check_length(" ".join(name.split()))
    if not name:
        raise TournamentError("a player needs a name")
    clash = next((known for known in state.players if is_same_name(known, name)), None)
    if clash is not None:
        raise TournamentError(f"{clash!r} is already registered in {state.name!r}")
    ineligible = [str(person) for person in state.settings.get("ineligible", [])]
    if any(is_same_name(person, name) for person in ineligible):
        raise TournamentError(
            f"{name!r} may not play in {state.name!r}: the organiser marked them ineligible "
            "(MEC-1.4)"
        )
    if late not in ("zero", "losses"):
        raise TournamentError(f"late-entry policy {late!r} is not 'zero' or 'losses'")
    return [PlayerRegistered(name, state.current_round + 1, late, deck)]


def register_many(
    state: EventState,
    people: Sequence[tuple[str, str | None]],
    late: LatePolicy = "zero",
    progress: Callable[[int], None] | None = None,
) -> list[LogEntry]:
    """Register many players at once (all or nothing), in time linear in the field: the same
    checks as :func:`register`, with the registered names folded once. ``progress`` is told
    how many players are done every 500 players and at the end."""
    if late not in ("zero", "losses"):
        raise TournamentError(f"late-entry policy {late!r} is not 'zero' or 'losses'")
    known = {fold_name(existing): existing for existing in state.players}
    ineligible = {fold_name(str(person)) for person in state.settings.get("ineligible", [])}
    entries: list[LogEntry] = []
    for index, (raw, deck) in enumerate(people, start=1):
        if len(raw) > 4 * MAX_NAME_LENGTH:  # before splitting a huge cell
            check_length(raw, f"player {index}'s name")
        name = check_length(" ".join(raw.split()), f"player {index}'s name")
        if not name:
            raise TournamentError(f"player {index} of {len(people)} has no name")
        folded = fold_name(name)
        if folded in known:
            raise TournamentError(f"{known[folded]!r} is already registered in {state.name!r}")
        if folded in ineligible:
            raise TournamentError(
                f"{name!r} may not play in {state.name!r}: the organiser marked them "
                "ineligible (MEC-1.4)"
            )
        known[folded] = name
        entries.append(PlayerRegistered(name, state.current_round + 1, late, deck))
        if progress is not None and (index % 500 == 0 or index == len(people)):
            progress(index)
    return entries


def set_deck(state: EventState, name: str, deck: str) -> list[LogEntry]:
    """Replace a registered deck list; refused once round 1 is paired (MEC-5.1)."""
    who = player(state, name)
    if state.is_started:
        raise TournamentError(
            f"{who!r}'s deck list is locked: {state.name!r} has started and players keep the "
            "same deck for the whole event (MEC-5.1)"
        )
    return [DeckRegistered(who, deck)]


def drop(state: EventState, name: str) -> list[LogEntry]:
    """The player is not paired from the next round on (MEC-5.4: a player drops between
    rounds; a result still owed for the current round can be entered)."""
    who = player(state, name)
    if state.players[who].is_dropped:
        raise TournamentError(f"{who!r} has already dropped from {state.name!r}")
    return [PlayerDropped(who, state.current_round)]


def undrop(state: EventState, name: str) -> list[LogEntry]:
    """Take a drop back between rounds. MECCG (MEC-5.4): a dropped player cannot re-enter, so
    only a drop made since the latest pairing (a mistake) can be taken back."""
    who = player(state, name)
    record = state.players[who]
    if record.dropped_after is None:
        raise TournamentError(f"{who!r} has not dropped from {state.name!r}")
    if record.removed:
        raise TournamentError(
            f"{who!r} dropped out during a game or was removed for a conduct offence and has "
            "left the event for good: they cannot re-enter and are not ranked (MEC-5.4)"
        )
    if state.game == "meccg" and record.dropped_after < state.current_round:
        raise TournamentError(
            f"{who!r} dropped after round {record.dropped_after} and round "
            f"{state.current_round} has been paired since; a dropped player cannot re-enter "
            "(MEC-5.4)"
        )
    return [PlayerUndropped(who)]


def _round(state: EventState, number: int) -> RoundRecord:
    record = state.round(number)
    if record is None:
        rounds = f"rounds 1–{state.current_round}" if state.current_round else "no rounds yet"
        raise TournamentError(f"{state.name!r} has no round {number} (it has {rounds})")
    return record


def _table(state: EventState, round_number: int, table_number: int) -> TableRecord:
    record = _round(state, round_number)
    table = record.table(table_number)
    if table is None:
        raise TournamentError(
            f"round {round_number} of {state.name!r} has no table {table_number} "
            f"(tables 1–{len(record.tables)})"
        )
    return table


def _pairing_rng(state: EventState, round_number: int) -> random.Random:
    attempt = state.pairing_counts.get(round_number, 0)
    return random.Random(f"{state.seed}:pair:{round_number}:{attempt}")


def entrants(state: EventState, names: Sequence[str]) -> list[Entrant]:
    """What the Swiss pairing needs to know about each player to be paired: points, opponents
    and byes from every round in ``state`` (the caller leaves out a round being re-paired)."""
    played = outcomes(state, through=state.current_round)
    lines = standings(state, played)
    ranks = {line.player: index for index, line in enumerate(lines, start=1)}
    points = {line.player: line.points for line in lines}
    byes: dict[str, int] = {}
    for record in state.rounds:
        for name in record.byes:
            byes[name] = byes.get(name, 0) + 1
    met: dict[str, set[str]] = {name: set() for name in state.players}
    for record in state.rounds:
        for table in record.tables:
            for name in table.players:
                met[name].update(other for other in table.players if other != name)
    return [
        Entrant(
            name=name,
            points=points[name],
            opponents=frozenset(met[name]),
            byes=byes.get(name, 0),
            rank=ranks[name],
        )
        for name in names
    ]


def _make_pairing(
    state: EventState, round_number: int, names: Sequence[str]
) -> tuple[list[tuple[str, ...]], list[str], str]:
    rng = _pairing_rng(state, round_number)
    if state.game == "commander-pods":
        field = entrants(state, names)
        pods = pair_pods(
            names,
            {entrant.name: entrant.points for entrant in field},
            {entrant.name: entrant.opponents for entrant in field},
            rng,
        )
        return [tuple(pod) for pod in pods], [], "pods"
    if len(names) < 2:
        raise TournamentError(f"{state.name!r} needs at least 2 active players to pair a round")
    if round_number == 1:
        pairing: Pairing = pair_first_round(names, rng)
    else:
        pairing = pair_round(entrants(state, names), rng)
    return [tuple(table) for table in pairing.tables], (
        [pairing.bye] if pairing.bye else []
    ), pairing.method


def _check_current_round_done(state: EventState) -> None:
    current = state.round(state.current_round)
    if current is not None and not current.is_complete:
        missing = [str(table.number) for table in current.tables if not table.has_result]
        raise TournamentError(
            f"round {current.number} of {state.name!r} still needs results for table(s) "
            f"{', '.join(missing)}; enter them with `cardtable event result` first"
        )


def _manual_tables(
    state: EventState, manual: Sequence[Sequence[str]]
) -> tuple[list[tuple[str, ...]], set[str]]:
    tables: list[tuple[str, ...]] = []
    seated: set[str] = set()
    size = None if state.game == "commander-pods" else 2
    for wanted in manual:
        names = tuple(player(state, name) for name in wanted)
        if size is not None and len(names) != size:
            raise TournamentError(f"a manual table seats 2 players, not {list(wanted)!r}")
        if size is None and not 3 <= len(names) <= 5:
            raise TournamentError(f"a manual pod seats 3 to 5 players, not {list(wanted)!r}")
        for name in names:
            if state.players[name].is_dropped:
                raise TournamentError(f"{name!r} has dropped and cannot be paired")
            if name in seated:
                raise TournamentError(f"{name!r} is seated twice in the manual pairings")
            seated.add(name)
        tables.append(names)
    return tables, seated


def pair_next(state: EventState, manual: Sequence[Sequence[str]] = ()) -> list[LogEntry]:
    """Pair the next round: the Swiss pairing (or pods), with any manual tables first."""
    if not state.players:
        raise TournamentError(
            f"{state.name!r} has no players to pair; register them with "
            f"`cardtable event add {state.name!r} NAME` (or --from players.csv)"
        )
    _check_current_round_done(state)
    number = state.current_round + 1
    total = planned_rounds(state)
    if number > total:
        raise TournamentError(
            f"{state.name!r} has played all {total} rounds; standings are final "
            "(create the event with --rounds to play more)"
        )
    return [_pair(state, number, manual)]


def repair_current(state: EventState, manual: Sequence[Sequence[str]] = ()) -> list[LogEntry]:
    """Pair the current round again (after a late entry, a drop or a mistake), before any of
    its results are entered."""
    current = state.round(state.current_round)
    if current is None:
        raise TournamentError(f"{state.name!r} has no round to re-pair; pair round 1 first")
    entered = [str(table.number) for table in current.tables if table.has_result]
    if entered:
        raise TournamentError(
            f"round {current.number} already has results for table(s) {', '.join(entered)}; "
            "a round can be re-paired only before any result is entered"
        )
    # Pair as if this round had never been paired: its tables and bye are not history.
    before = dataclasses.replace(state, rounds=state.rounds[: current.number - 1])
    return [_pair(before, current.number, manual)]


def _pair(state: EventState, number: int, manual: Sequence[Sequence[str]]) -> RoundPaired:
    needed = 3 if state.game == "commander-pods" else 2
    if len(state.active_players()) < needed:
        raise TournamentError(
            f"{state.name!r} has {len(state.active_players())} active player(s); pairing a "
            f"round needs at least {needed}"
        )
    tables, seated = _manual_tables(state, manual)
    rest = [name for name in state.active_players() if name not in seated]
    method = "manual"
    byes: list[str] = []
    if rest:
        if len(rest) == 1 and state.game != "commander-pods":
            byes = rest
        else:
            auto, byes, method = _make_pairing(state, number, rest)
            tables.extend(auto)
            method = f"manual+{method}" if seated else method
    if not tables and not byes:
        raise TournamentError(f"{state.name!r} has no active players to pair")
    return RoundPaired(number, tuple(tables), tuple(byes), method)


def _parse_mp(text: str) -> tuple[int, int]:
    parts = text.strip().split("-")
    if len(parts) != 2 or not all(part.strip().isdigit() for part in parts):
        raise TournamentError(
            f"marshalling points {text!r} are not a score; write first-second, e.g. 25-20"
        )
    return int(parts[0]), int(parts[1])


def score_for(
    state: EventState,
    table: TableRecord,
    result: str | None = None,
    mp: str | None = None,
    one_ring: str | None = None,
) -> dict[str, Any]:
    """Turn what the organiser typed into the stored score of one table."""
    if state.game == "magic":
        if result is None or mp is not None or one_ring is not None:
            raise TournamentError("a Magic result is a match score such as 2-1 or 1-1-1")
        return {"games": list(parse_games(result, best_of(state.settings)))}
    if state.game == "meccg":
        if result is not None:
            raise TournamentError(
                f"a MECCG result is not a match score like {result!r}; give --mp FIRST-SECOND "
                "or --one-ring WINNER"
            )
        table_tp = tp_table(state.settings)
        if one_ring is not None:
            winner = player(state, one_ring)
            if winner not in table.players:
                raise TournamentError(
                    f"{winner!r} is not at table {table.number} ({' vs '.join(table.players)})"
                )
            score: dict[str, Any] = {
                "tp": list(meccg_tp_one_ring(table.players.index(winner), table_tp)),
                "mp": list(_parse_mp(mp)) if mp else None,
                "how": "one-ring",
            }
            return score
        if mp is None:
            raise TournamentError(
                "a MECCG result needs --mp FIRST-SECOND (after any MEC-3 tie-break) "
                "or --one-ring WINNER"
            )
        points = _parse_mp(mp)
        return {"tp": list(meccg_tp_for_mp(points, table_tp)), "mp": list(points), "how": "mp"}
    if result is None or mp is not None or one_ring is not None:
        raise TournamentError("a pod result is the winner's name, or 'draw'")
    if result.strip().casefold() == "draw":
        return {"winner": None}
    winner = player(state, result)
    if winner not in table.players:
        raise TournamentError(
            f"{winner!r} is not in pod {table.number} ({', '.join(table.players)})"
        )
    return {"winner": winner}


def enter_result(
    state: EventState,
    round_number: int,
    table_number: int,
    result: str | None = None,
    mp: str | None = None,
    one_ring: str | None = None,
    correct: bool = False,
) -> list[LogEntry]:
    """Enter (or, with ``correct``, replace) one table's result."""
    table = _table(state, round_number, table_number)
    if table.has_result and not correct:
        raise TournamentError(
            f"table {table_number} of round {round_number} already has a result; "
            "pass --correct to replace it"
        )
    if correct and not table.has_result:
        raise TournamentError(
            f"table {table_number} of round {round_number} has no result to correct yet"
        )
    score = score_for(state, table, result, mp, one_ring)
    return [ResultEntered(round_number, table_number, score, correction=correct)]


def enter_results(
    state: EventState, round_number: int, rows: Sequence[Mapping[str, str]]
) -> list[LogEntry]:
    """Many results at once (``table`` and ``result`` columns, optional ``mp``, ``one_ring``);
    all or nothing."""
    entries: list[LogEntry] = []
    seen: set[int] = set()
    for line, row in enumerate(rows, start=2):
        text = (row.get("table") or "").strip()
        if not text.isdigit():
            raise TournamentError(f"results line {line}: table {text!r} is not a table number")
        number = int(text)
        if number in seen:
            raise TournamentError(f"results line {line}: table {number} appears twice")
        seen.add(number)
        try:
            entries.extend(
                enter_result(
                    state,
                    round_number,
                    number,
                    (row.get("result") or "").strip() or None,
                    (row.get("mp") or "").strip() or None,
                    (row.get("one_ring") or "").strip() or None,
                )
            )
        except TournamentError as error:
            raise TournamentError(f"results line {line}: {error}") from error
    return entries


def record_conduct(
    state: EventState,
    round_number: int,
    table_number: int,
    offender: str,
    conduct: ConductKind,
    capability: Capability,
    note: str = "",
) -> list[LogEntry]:
    """MEC-5.3: the opponent gets the maximum TP for their deck's capability (6 with The One
    Ring, 5 on MP only); the offender gets 0. Cheating removes the cheater; a mid-game drop
    concedes the game and drops the player."""
    if state.game != "meccg":
        raise TournamentError("conduct awards (MEC-5.3) apply to MECCG events; use `penalty`")
    if conduct not in ("stalling", "cheating", "mid-game-drop"):
        raise TournamentError(
            f"conduct {conduct!r} is not stalling, cheating or mid-game-drop (MEC-5.3)"
        )
    if capability not in CAPABILITY_TP:
        raise TournamentError(f"capability {capability!r} is not 'one-ring' or 'mp' (MEC-5.3)")
    table = _table(state, round_number, table_number)
    who = player(state, offender)
    if who not in table.players:
        raise TournamentError(
            f"{who!r} is not at table {table_number} ({' vs '.join(table.players)})"
        )
    award = CAPABILITY_TP[capability]
    tp = [0 if name == who else award for name in table.players]
    entries: list[LogEntry] = [
        ConductRecorded(round_number, table_number, who, conduct, capability, note),
        ResultEntered(
            round_number,
            table_number,
            {"tp": tp, "mp": None, "how": "conduct"},
            correction=table.has_result,
        ),
    ]
    if conduct in ("cheating", "mid-game-drop") and not state.players[who].is_dropped:
        entries.append(PlayerDropped(who, state.current_round))
    return entries


def record_ruling(
    state: EventState, round_number: int, table_number: int, text: str
) -> list[LogEntry]:
    """MEC-5.5: a ruling, logged with its round and table."""
    _table(state, round_number, table_number)
    if not text.strip():
        raise TournamentError("a ruling needs its text")
    return [RulingRecorded(round_number, table_number, text.strip())]


def record_penalty(
    state: EventState, round_number: int, table_number: int, offender: str, penalty: str,
    note: str = "",
) -> list[LogEntry]:
    """A penalty (warning, game loss, …) recorded against a player at a table."""
    table = _table(state, round_number, table_number)
    who = player(state, offender)
    if who not in table.players:
        raise TournamentError(f"{who!r} is not at table {table_number}")
    return [PenaltyRecorded(round_number, table_number, who, penalty.strip(), note)]
