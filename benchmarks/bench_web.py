"""Benchmark: N concurrent Dominarion tables played over websockets on loopback.

Starts ``cardtable serve`` in its own process (SQLite store in a temporary CARDTABLE_HOME, no
bot delay), creates N tables whose seats are all "human", and plays every seat from this process
with a seeded random client over its own websocket, exactly as a browser would: receive the
seat's state, answer the open decision by option index and decision id, wait for the state that
follows; each client first "thinks" for a jittered ``--think`` seconds (a person's pace; 0
answers flat out, which measures throughput instead). A decision's round-trip is the time from
sending the answer to receiving the next state for that seat (the server has validated it,
applied it, marked it for recording and rendered every seat's view). Prints the median, p90
and p99 round-trips and the decisions per second.

Run: ``python benchmarks/bench_web.py --tables 200 --seconds 30`` (needs the web extra).
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


def start_server(port: int, home: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "CARDTABLE_HOME": str(home)}
    env.pop("CARDTABLE_DB", None)
    command = [sys.executable, "-m", "cardtable", "serve", "--port", str(port),
               "--bot-delay", "0", "--organiser-token", "bench",
               "--db", f"sqlite:///{home / 'bench.sqlite'}"]
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
                if message.get("type") == "refused":
                    waiting = None
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
                answer = rng.randrange(len(decision["options"]))
                waiting = (decision["id"], time.perf_counter())
                await ws.send(json.dumps({"type": "act", "decision_id": decision["id"],
                                          "answer": answer}))
                sent += 1
    return sent


async def run(tables: int, players: int, seconds: float, port: int,
              think: float = 0.0) -> dict[str, Any]:
    base = f"http://127.0.0.1:{port}"
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        created = []
        for index in range(tables):
            response = await client.post("/api/tables", json={
                "seats": [{"kind": "human"}] * players, "seed": index,
                "options": {"turn_limit": 500}})
            response.raise_for_status()
            created.append(response.json())
    round_trips: list[float] = []
    start = time.perf_counter()
    until = start + seconds
    jobs = [play_seat(f"ws://127.0.0.1:{port}", t["id"], s["seat"], s["token"],
                      1000 * i + s["seat"], until, round_trips, think)
            for i, t in enumerate(created) for s in t["seats"]]
    answers = sum(await asyncio.gather(*jobs))
    elapsed = time.perf_counter() - start
    ordered = sorted(round_trips)

    def pct(p: float) -> float:
        return ordered[min(len(ordered) - 1, int(p * len(ordered)))] * 1000

    return {
        "tables": tables, "players": players, "seconds": round(elapsed, 1),
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
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--think", type=float, default=1.0,
                        help="Mean seconds a client waits before answering (0: flat out).")
    args = parser.parse_args()
    for count in args.tables:
        with tempfile.TemporaryDirectory() as home:
            port = free_port()
            server = start_server(port, Path(home))
            try:
                server_before, client_before = cpu_seconds(server.pid), time.process_time()
                outcome = asyncio.run(run(count, args.players, args.seconds, port, args.think))
                outcome["server_cpu_s"] = round(cpu_seconds(server.pid) - server_before, 1)
                outcome["client_cpu_s"] = round(time.process_time() - client_before, 1)
            finally:
                server.terminate()
                server.wait(30)
        print(json.dumps(outcome))


if __name__ == "__main__":
    main()
