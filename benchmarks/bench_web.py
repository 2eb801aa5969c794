"""Benchmark: N concurrent Dominarion or Commander tables played over websockets on loopback.

Starts ``cardtable serve`` in its own process (SQLite store in a temporary CARDTABLE_HOME, no
bot delay), creates N tables whose seats are all "human", and plays every seat from this process
with a seeded random client over its own websocket, exactly as a browser would: receive the
seat's state, answer the open decision by option index and decision id, wait for the state that
follows; each client first "thinks" for a jittered ``--think`` seconds (a person's pace; 0
answers flat out, which measures throughput instead). A decision's round-trip is the time from
sending the answer to receiving the next state for that seat (the server has validated it,
applied it, marked it for recording and rendered every seat's view). Prints the median, p90
and p99 round-trips and the decisions per second.

With ``--game commander`` the tables are 4-seat Commander games on the bundled decks (each seat
answering whatever decision kind it is asked, with the people's auto-pass stops). Every answer
is acknowledged only once it is in the store, so a round-trip includes that write. The server's
resident memory is sampled after the tables are made and at the end: the growth, and the growth
extrapolated to an hour, are printed too.

Run: ``python benchmarks/bench_web.py --tables 200 --seconds 30`` (needs the web extra);
``python benchmarks/bench_web.py --game commander --players 4 --tables 50 --seconds 60``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def start_server(port: int, home: Path, sync: str = "full") -> subprocess.Popen[bytes]:
    env = {**os.environ, "CARDTABLE_HOME": str(home)}
    env.pop("CARDTABLE_DB", None)
    command = [sys.executable, "-m", "cardtable", "serve", "--port", str(port),
               "--bot-delay", "0", "--organiser-token", "bench",
               "--db", f"sqlite:///{home / 'bench.sqlite'}",
               "--tables-per-minute", "1000000", "--max-tables", "1000000", "--sync", sync]
    server = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL)
    for _ in range(400):
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1)
            return server
        except httpx.HTTPError:
            time.sleep(0.05)
    server.kill()
    raise RuntimeError("the server did not start")


async def play_seat(url: str, table: str, seat: int, token: str, seed: int, until: float,
                    round_trips: list[float], think: float) -> int:
    """Answer this seat's decisions until the game ends or time is up; returns answers sent."""
    rng = random.Random(seed)
    sent = 0
    waiting: tuple[int, float] | None = None
    fallback = False
    path = f"{url}/ws/tables/{table}?seat={seat}&token={token}"
    async with websockets.connect(path, max_size=None) as ws:
        while time.perf_counter() < until:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.01, until -
                                                                     time.perf_counter()))
            except TimeoutError:
                break
            message: dict[str, Any] = json.loads(raw)
            if message.get("type") != "state":
                if message.get("type") == "refused" and waiting is not None:
                    # an illegal random choice: answer the same decision the plainest way
                    await ws.send(json.dumps({"type": "act", "decision_id": waiting[0],
                                              "answer": 0 if not fallback else []}))
                    fallback = not fallback
                continue
            open_ids = [d["id"] for d in message["decisions"]]
            if waiting is not None and waiting[0] not in open_ids:
                round_trips.append(time.perf_counter() - waiting[1])
                waiting = None
            if message["result"] is not None:
                break
            if waiting is None and message["decisions"]:
                decision = message["decisions"][0]
                if think:  # a person (or a browser) takes a moment; jittered so seats spread
                    await asyncio.sleep(think * (0.5 + rng.random()))
                answer = answer_for(decision, rng)
                waiting = (decision["id"], time.perf_counter())
                await ws.send(json.dumps({"type": "act", "decision_id": decision["id"],
                                          "answer": answer}))
                sent += 1
    return sent


def answer_for(decision: dict[str, Any], rng: random.Random) -> Any:
    """A random answer of the shape the decision's kind takes."""
    kind, count = decision["kind"], len(decision["options"])
    if kind in ("choose_one", "choose_number", "yes_no"):
        return rng.randrange(count)
    if kind == "choose_subset":
        return sorted(rng.sample(range(count), decision["min_count"]))
    if kind == "choose_ordered":
        picked = rng.sample(range(count), count)
        return picked[:max(decision["min_count"], min(decision["max_count"], count))]
    if kind == "assign":
        return [decision["total"]] + [0] * (count - 1)
    return []


def rss_kb(pid: int) -> int:
    """A process's resident memory in kB (Linux /proc), or -1."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return -1


async def run(tables: int, players: int, seconds: float, port: int,
              think: float = 0.0, game: str = "dominarion", pid: int = 0) -> dict[str, Any]:
    base = f"http://127.0.0.1:{port}"
    options: dict[str, Any] = {"turn_limit": 500 if game == "dominarion" else 25 * players}
    async with httpx.AsyncClient(base_url=base, timeout=120) as client:
        created = []
        made = time.perf_counter()
        for index in range(tables):
            response = await client.post("/api/tables", json={
                "game": game, "seats": [{"kind": "human"}] * players, "seed": index,
                "options": options})
            response.raise_for_status()
            created.append(response.json())
        made = time.perf_counter() - made
    memory_before = rss_kb(pid)
    round_trips: list[float] = []
    start = time.perf_counter()
    until = start + seconds
    jobs = [play_seat(f"ws://127.0.0.1:{port}", t["id"], s["seat"], s["token"],
                      1000 * i + s["seat"], until, round_trips, think)
            for i, t in enumerate(created) for s in t["seats"]]
    answers = sum(await asyncio.gather(*jobs))
    elapsed = time.perf_counter() - start
    memory_after = rss_kb(pid)
    ordered = sorted(round_trips)

    def pct(p: float) -> float:
        return ordered[min(len(ordered) - 1, int(p * len(ordered)))] * 1000

    return {
        "game": game, "tables": tables, "players": players, "seconds": round(elapsed, 1),
        "create_s_per_table": round(made / max(1, tables), 3),
        "rss_mb_start": round(memory_before / 1024, 1), "rss_mb_end": round(memory_after / 1024, 1),
        "rss_growth_mb_per_hour": round((memory_after - memory_before) / 1024 / elapsed * 3600, 1),
        "answers": answers, "round_trips": len(ordered),
        "decisions_per_second": round(len(ordered) / elapsed, 1),
        "median_ms": round(statistics.median(ordered) * 1000, 2) if ordered else None,
        "p90_ms": round(pct(0.90), 2) if ordered else None,
        "p99_ms": round(pct(0.99), 2) if ordered else None,
        "think_s": think,
        "cpus": os.cpu_count(),
        "load_average": round(os.getloadavg()[0], 1),
    }


def cpu_seconds(pid: int) -> float:
    """A process's user+system CPU seconds (Linux /proc), or -1 where unavailable."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return -1.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[200])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--sync", choices=["full", "normal"], default="full",
                        help="The server's SQLite durability (serve --sync).")
    parser.add_argument("--game", choices=["dominarion", "magic", "commander"],
                        default="dominarion")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--think", type=float, default=1.0,
                        help="Mean seconds a client waits before answering (0: flat out).")
    args = parser.parse_args()
    for count in args.tables:
        with tempfile.TemporaryDirectory() as home:
            port = free_port()
            server = start_server(port, Path(home), args.sync)
            try:
                server_before, client_before = cpu_seconds(server.pid), time.process_time()
                outcome = asyncio.run(run(count, args.players, args.seconds, port, args.think,
                                          args.game, server.pid))
                outcome["sync"] = args.sync
                outcome["server_cpu_s"] = round(cpu_seconds(server.pid) - server_before, 1)
                outcome["client_cpu_s"] = round(time.process_time() - client_before, 1)
            finally:
                server.terminate()
                server.wait(30)
        print(json.dumps(outcome))


if __name__ == "__main__":
    main()
