"""Live game tables: seats and their secret tokens, per-seat websockets, bots off the event loop,
and recording as the game goes.

Concurrency: each table has an :class:`asyncio.Lock`; only its holder touches the game. A human
answer is applied on the event loop (applying is quick); a bot's choice is computed *and* applied
in a worker thread (:func:`asyncio.to_thread`) while the loop keeps serving every other table.
Every message a connection receives is rendered for that connection's seat alone: a seat sees its
own view and its own decisions; a spectator sees public information only.

Recording: every change marks the table dirty; one writer task saves all dirty tables in one short
transaction (off the loop), so a restarted server replays each unfinished game from its record.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from cardtable.agents.base import Agent, random_action
from cardtable.agents.registry import make_agent
from cardtable.agents.search import act
from cardtable.core.decision import Decision
from cardtable.core.errors import SettingsError, StaleDecision, WrongPlayer
from cardtable.core.game import Game
from cardtable.core.record import GameRecord
from cardtable.web.errors import Forbidden, NotFound, Unauthorized
from cardtable.web.games import GameSpec, game_spec
from cardtable.web.records import Progress, RecordStore, TableRow
from cardtable.web.render import decision_json, decode_answer, event_text

LOG = logging.getLogger("cardtable.web")
LOG_LINES = 60
SeatKind = Literal["human", "bot"]


class Sink(Protocol):
    """Where a connection's messages go (a websocket, or a list in tests)."""

    async def send_json(self, data: Any) -> None: ...


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class Seat:
    index: int
    kind: SeatKind
    name: str
    bot: str | None = None
    token_hash: str | None = None

    def to_row(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "bot": self.bot,
                "token_hash": self.token_hash}

    def public(self, connected: bool) -> dict[str, Any]:
        return {"seat": self.index, "kind": self.kind, "name": self.name, "bot": self.bot,
                "connected": connected or self.kind == "bot"}


@dataclass(eq=False)
class Connection:
    sink: Sink
    seat: int | None
    #: How many log lines this connection has been sent: later messages carry only new lines.
    log_sent: int = 0


@dataclass(eq=False)
class LiveTable:
    id: str
    spec: GameSpec
    game: Game
    seats: list[Seat]
    created: float
    agents: dict[int, Agent] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    connections: set[Connection] = field(default_factory=set)
    bot_task: asyncio.Task[None] | None = None
    #: How many answers are in the store, the number of its next log entry, and whether its
    #: ``finished`` entry is written.
    written: int = 0
    next_seq: int = 2
    written_finished: bool = False
    #: Each viewer's log lines so far (events never change, so each is rendered once per viewer).
    log_lines: dict[int | None, list[str]] = field(default_factory=dict)

    def seat_of(self, seat: int | None, token: str | None) -> int | None:
        """The seat a token opens (``None``: a spectator asked for no seat); raises
        :class:`Unauthorized` / :class:`Forbidden` for a missing or wrong token."""
        if seat is None:
            return None
        if not 0 <= seat < len(self.seats):
            raise NotFound(f"table {self.id} has seats 0 to {len(self.seats) - 1}, not {seat}")
        record = self.seats[seat]
        if record.kind != "human" or record.token_hash is None:
            raise Forbidden(f"seat {seat} of table {self.id} is played by a bot")
        if not token:
            raise Unauthorized(f"seat {seat} needs its secret token (from its join link)")
        if not secrets.compare_digest(hash_token(token), record.token_hash):
            raise Forbidden(f"that token does not open seat {seat} of table {self.id}")
        return seat

    def summary(self) -> dict[str, Any]:
        result = self.game.result
        return {
            "id": self.id,
            "game": self.spec.name,
            "seats": [s.public(self._connected(s.index)) for s in self.seats],
            "finished": result is not None,
            "created": self.created,
        }

    def _connected(self, seat: int) -> bool:
        return any(c.seat == seat for c in self.connections)

    def state_for(self, seat: int | None) -> dict[str, Any]:
        """The whole message a seat (or a spectator, ``None``) may receive. Call with the lock
        held."""
        game = self.game
        open_now = game.pending_all
        result = game.result
        events = game.events
        lines = self.log_lines.setdefault(seat, [])
        for event in events[len(lines):]:
            lines.append(event_text(event.for_player(seat)))
        return {
            "type": "state",
            "table": self.id,
            "game": self.spec.name,
            "seat": seat,
            "seats": [s.public(self._connected(s.index)) for s in self.seats],
            "board": self.spec.board(game, seat),
            "decisions": [decision_json(d, lambda o: self.spec.label(game, o))
                          for d in open_now if d.player == seat],
            "waiting_for": sorted({d.player for d in open_now}),
            "log": lines[-LOG_LINES:],
            "log_from": max(0, len(lines) - LOG_LINES),
            "log_size": len(events),
            "result": None if result is None else result.to_json(),
        }

    def progress(self) -> Progress:
        """The answers applied since the last write (encoded as ``game.record`` writes them) and
        the result once the game is over. Call with the lock held."""
        game = self.game
        new = [game._encode_answer(answer) for answer in game.answers[self.written:]]
        result = game.result
        return Progress(self.id, self.next_seq, new,
                        None if result is None else result.to_json(), result is not None)

    def wrote(self, progress: Progress) -> None:
        self.written += len(progress.answers)
        self.next_seq += len(progress.entries())
        self.written_finished = self.written_finished or progress.finished


class TableManager:
    """Every live table of one server."""

    def __init__(self, records: RecordStore | None, bot_delay: float = 0.0,
                 record_interval: float = 0.1) -> None:
        self.records = records
        self.bot_delay = bot_delay
        self.record_interval = record_interval
        self._flushing = asyncio.Lock()
        self.tables: dict[str, LiveTable] = {}
        self._dirty: set[str] = set()
        self._wake: asyncio.Event | None = None
        self._writer: asyncio.Task[None] | None = None
        self._closing = False

    # -- life cycle ------------------------------------------------------------------------------

    async def start(self) -> int:
        """Start the writer and resume every unfinished game from the store; returns how many
        resumed."""
        self._wake = asyncio.Event()
        self._writer = asyncio.create_task(self._write_loop())
        resumed = 0
        if self.records is not None:
            rows = await asyncio.to_thread(self.records.unfinished)
            for row in rows:
                try:
                    table = self._from_row(row)
                except Exception as error:  # a record that no longer replays stays stored
                    LOG.warning("table %s does not resume: %s", row.id, error)
                    continue
                self.tables[table.id] = table
                self._kick_bots(table)
                resumed += 1
        return resumed

    async def stop(self) -> None:
        """Stop the bots, write everything not yet written, stop the writer."""
        self._closing = True
        for table in self.tables.values():
            if table.bot_task is not None:
                table.bot_task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await table.bot_task
        await self.flush()
        if self._writer is not None:
            self._writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._writer

    # -- tables ----------------------------------------------------------------------------------

    async def create(self, game: str, seats: Sequence[tuple[SeatKind, str | None, str | None]],
                     seed: int | None, options: dict[str, Any]) -> tuple[LiveTable, list[
                         str | None]]:
        """A new table; returns it and each seat's secret token (``None`` for a bot seat)."""
        spec = game_spec(game)
        if not spec.min_players <= len(seats) <= spec.max_players:
            raise SettingsError(f"{spec.title} seats {spec.min_players} to {spec.max_players} "
                                f"players, not {len(seats)}")
        seed = secrets.randbelow(2**31) if seed is None else seed
        built = spec.new(len(seats), seed, options)
        tokens: list[str | None] = []
        seat_list: list[Seat] = []
        for index, (kind, bot, name) in enumerate(seats):
            if kind == "bot":
                bot = bot or "random"
                known = list(spec.bots())
                if bot not in known:  # never a strategy file path from a web client
                    raise SettingsError(f"unknown bot {bot!r}; this server's bots: "
                                        f"{', '.join(known)}")
                seat_list.append(Seat(index, "bot", name or f"{bot} bot", bot))
                tokens.append(None)
            else:
                token = secrets.token_urlsafe(18)
                seat_list.append(Seat(index, "human", name or f"Player {index + 1}", None,
                                      hash_token(token)))
                tokens.append(token)
        table = LiveTable(secrets.token_hex(8), spec, built, seat_list, time.time())
        self._make_agents(table)
        if self.records is not None:
            row = TableRow(table.id, spec.name, seed, built.settings_json(),
                           [s.to_row() for s in seat_list], [], None, False, table.created)
            await asyncio.to_thread(self.records.create, row)
        self.tables[table.id] = table
        self._kick_bots(table)
        return table, tokens

    def _make_agents(self, table: LiveTable) -> None:
        for seat in table.seats:
            if seat.kind == "bot" and seat.bot is not None:
                table.agents[seat.index] = make_agent(seat.bot, table.game.seed + seat.index,
                                                      table.spec.name)

    def _from_row(self, row: TableRow) -> LiveTable:
        spec = game_spec(row.game)
        record = GameRecord(game=row.game, rules_version=spec.rules_version(),
                            settings=row.settings, seed=row.seed, actions=tuple(row.actions))
        game = spec.replay(record)
        seats = [Seat(i, s["kind"], s["name"], s.get("bot"), s.get("token_hash"))
                 for i, s in enumerate(row.seats)]
        table = LiveTable(row.id, spec, game, seats, row.created, written=len(row.actions),
                          next_seq=row.entries + 1, written_finished=row.finished)
        self._make_agents(table)
        return table

    async def get(self, table_id: str) -> LiveTable:
        """A live table, loading a finished one from the store if it is not in memory."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        if self.records is not None:
            row = await asyncio.to_thread(self.records.load, table_id)
            if row is not None:
                table = self._from_row(row)
                self.tables[table.id] = table
                return table
        raise NotFound(f"no table {table_id!r}; create one on the front page or POST /api/tables")

    # -- connections -----------------------------------------------------------------------------

    async def connect(self, table: LiveTable, sink: Sink, seat: int | None) -> Connection:
        connection = Connection(sink, seat)
        async with table.lock:
            table.connections.add(connection)
        await self.broadcast(table)
        return connection

    async def disconnect(self, table: LiveTable, connection: Connection) -> None:
        async with table.lock:
            table.connections.discard(connection)
        await self.broadcast(table)

    async def broadcast(self, table: LiveTable) -> None:
        async with table.lock:
            messages = self._render_all(table)
        await self._send(messages)

    @staticmethod
    def _render_all(table: LiveTable) -> list[tuple[Connection, dict[str, Any]]]:
        """Each connection's message: its seat's state, with only the log lines it has not been
        sent yet (``log_from`` says where they start). Call with the lock held."""
        rendered: dict[int | None, dict[str, Any]] = {}
        out = []
        for connection in table.connections:
            base = rendered.get(connection.seat)
            if base is None:
                base = rendered[connection.seat] = table.state_for(connection.seat)
            message = base
            if connection.log_sent > base["log_from"]:
                lines = table.log_lines[connection.seat]
                message = {**base, "log": lines[connection.log_sent:],
                           "log_from": connection.log_sent}
            connection.log_sent = base["log_size"]
            out.append((connection, message))
        return out

    @staticmethod
    async def _send(messages: list[tuple[Connection, dict[str, Any]]]) -> None:
        async def one(connection: Connection, message: dict[str, Any]) -> None:
            with contextlib.suppress(Exception):  # a closed socket is dropped on disconnect
                await connection.sink.send_json(message)

        await asyncio.gather(*(one(c, m) for c, m in messages))

    # -- answers ---------------------------------------------------------------------------------

    async def act(self, table: LiveTable, seat: int, decision_id: int, answer: Any) -> None:
        """Apply a seat's answer to one of its open decisions (by id); raises
        :class:`StaleDecision` for a decision no longer open, :class:`WrongPlayer` for another
        seat's, :class:`~cardtable.web.errors.BadAnswer` / ``IllegalAction`` for a bad answer."""
        async with table.lock:
            decision = _open_decision(table.game, decision_id)
            if decision.player != seat:
                raise WrongPlayer(f"decision {decision_id} is seat {decision.player}'s to "
                                  f"answer, not seat {seat}'s")
            action = decode_answer(decision, answer)
            table.game.apply(action, player=seat, decision_id=decision_id)
            messages = self._render_all(table)
        self._mark_dirty(table)
        await self._send(messages)
        self._kick_bots(table)

    # -- bots ------------------------------------------------------------------------------------

    def _kick_bots(self, table: LiveTable) -> None:
        if self._closing or (table.bot_task is not None and not table.bot_task.done()):
            return
        if any(table.seats[d.player].kind == "bot" for d in table.game.pending_all):
            table.bot_task = asyncio.create_task(self._run_bots(table))

    async def _run_bots(self, table: LiveTable) -> None:
        while not self._closing:
            async with table.lock:
                todo = [d for d in table.game.pending_all if table.seats[d.player].kind == "bot"]
                if not todo:
                    return
                decision = todo[0]
                agent = table.agents[decision.player]
                await asyncio.to_thread(_bot_move, table.game, agent, decision)
                messages = self._render_all(table)
            self._mark_dirty(table)
            await self._send(messages)
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)

    # -- recording -------------------------------------------------------------------------------

    def _mark_dirty(self, table: LiveTable) -> None:
        self._dirty.add(table.id)
        if self._wake is not None:
            self._wake.set()

    async def _write_loop(self) -> None:
        assert self._wake is not None
        while True:
            await self._wake.wait()
            self._wake.clear()
            try:
                await self.flush()
            except Exception as error:  # keep the games going; the next change writes again
                LOG.error("recording the tables failed: %s", error)
            await asyncio.sleep(self.record_interval)

    async def flush(self) -> None:
        """Append every dirty table's new answers (and results) to the store now."""
        async with self._flushing:
            if not self._dirty:
                return
            ids, self._dirty = self._dirty, set()
            progress: list[Progress] = []
            for table_id in ids:
                table = self.tables.get(table_id)
                if table is None or table.written_finished:
                    continue
                async with table.lock:
                    item = table.progress()
                if item.entries():
                    progress.append(item)
            if self.records is None or not progress:
                return
            try:
                await asyncio.to_thread(self.records.save, progress)
            except Exception:
                self._dirty |= {p.id for p in progress}  # try again on the next change
                raise
            for item in progress:
                self.tables[item.id].wrote(item)


def _open_decision(game: Game, decision_id: int) -> Decision:
    for decision in game.pending_all:
        if decision.id == decision_id:
            return decision
    if not game.pending_all:
        raise StaleDecision(f"the game is over; decision {decision_id} is no longer open")
    open_ids = ", ".join(str(d.id) for d in game.pending_all)
    raise StaleDecision(f"decision {decision_id} is no longer open (answered already, or the "
                        f"game moved on); the open decision(s): {open_ids}. Nothing was changed")


def _bot_move(game: Game, agent: Agent, decision: Decision) -> None:
    """In a worker thread: the bot chooses from its own view and the answer is applied (a bot
    that fails or answers illegally is replaced by a random legal answer for this decision)."""
    try:
        action = act(agent, game, decision)  # a search bot also gets its seat's sampler
        game.apply(action, player=decision.player, decision_id=decision.id)
    except Exception as error:
        LOG.warning("bot %s failed (%s); answering at random", agent.name, error)
        import random

        action = random_action(decision, random.Random(decision.id))
        game.apply(action, player=decision.player, decision_id=decision.id)

