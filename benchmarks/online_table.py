"""Does an online table cost more than a local one? Idle CPU, and frame times while moves arrive.

    DISPLAY=:52 python -m benchmarks.online_table [game] [seconds]

In one real App (a window; SDL_VIDEODRIVER=dummy works too), for the game (default marrakech):

- idle: the window's turn with nobody doing anything, `seconds` of the app's own loop, the
  process's CPU in percent of one core: a local pass-and-play table, then an online table
  (the server this app would host, on its thread in this process, and the client's thread;
  both counted);
- moves: for `seconds`, a move every 0.25 s, alternating seats, animations at Normal speed:
  at the local table both seats are played here; online, the window plays its seat and a
  scripted player on another connection plays the other, whose moves arrive as messages.
  Each frame's work (events, update, draw) is timed: p50, p99 and max in ms, three ways:
  `wall` (what the person sees), `cpu` (the main thread's own CPU in that frame: our work),
  and `others` (CPU the process's other threads, the server's and the clients', took during
  the frame: what they cost the frame through the interpreter's lock). A frame whose wall
  time is far above its cpu + others waited for a core the machine gave to other programs.

Each phase first runs WARM_UP seconds unmeasured (the first frames fill the caches).

Prints one JSON line.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import sys
import time
from typing import Any

from benchmarks.measure import idle_cpu_percent, timing_summary
from common.core import registry
from common.core.record import GameRecord
from common.net.threaded import ServerThread, ThreadedClient
from common.ui.app import App
from common.ui.navigation import Navigator
from common.ui.online_link import OnlineLink
from common.ui.online_table import OnlineTable, open_online_table
from common.ui.table import TableScene

MOVE_EVERY = 0.25
WARM_UP = 2.0  # seconds of each phase run before it is measured


def local_table(app: App, game: str) -> Any:
    entry = registry.find(game)
    rules = entry.game()
    record = GameRecord(rules, rules.setup_from_json({"players": 2}), 7, {})
    scene_class, session = importlib.import_module(entry.screens).table_parts(record)
    app.replace(scene_class(app, session, lambda *done: None, None))
    return app.top


def online_table(app: App, game: str, server: ServerThread) -> tuple[Any, ThreadedClient]:
    """The window at seat 1 of a room on `server`; the other seat a scripted connection."""
    port = server.start("127.0.0.1", 0)
    rules = registry.find(game).game()
    setup = rules.setup_to_json(rules.setup_from_json({"players": 2}))
    other = ThreadedClient()
    other.connect(f"ws://127.0.0.1:{port}").result(10)
    seats = [{"kind": "local"}, {"kind": "remote"}]
    code = other.call("create", game, setup, seats, "Amira").result(10)["code"]
    net = ThreadedClient()
    net.connect(f"ws://127.0.0.1:{port}").result(10)
    room = net.call("join", code, "Leila").result(10)
    other.call("start").result(10)
    deadline = time.monotonic() + 10
    while net.client is not None and net.client.commitment is None:
        if time.monotonic() > deadline:
            raise RuntimeError("the game did not start")
        time.sleep(0.01)
    heard = [e for e in net.poll() if e.message["type"] != "started"]
    open_online_table(app, OnlineLink(net), {**room, "you": [1]}, heard)
    return app.top, other


def play_here(scene: Any, rng: random.Random) -> bool:
    """One move for the seat to move at this window, if it is one; True if played."""
    table = scene.table
    if table.roll_waiting() is not None:
        table.roll()
        return True
    if table.human_to_move():
        return bool(scene.submit(rng.choice(scene.record.state.legal_actions())))
    return False


def play_there(other: ThreadedClient | None, rng: random.Random) -> bool:
    client = other.client if other is not None else None
    if other is None or client is None or not (client.my_turn or client.to_roll):
        return False
    other.poll()
    if client.to_roll:
        other.call("roll").result(5)
    else:
        assert client.record is not None  # a client whose turn it is has the game
        other.call("act", rng.choice(client.record.state.legal_actions())).result(5)
    return True


def frames_while_moving(
    app: App, other: ThreadedClient | None, seconds: float
) -> dict[str, list[float]]:
    """Each frame's work in ms: wall, the main thread's cpu, the other threads' cpu."""
    rng = random.Random(11)
    works: dict[str, list[float]] = {"wall": [], "cpu": [], "others": []}
    end = time.perf_counter() + seconds
    next_move = time.perf_counter()
    table = app.top
    assert isinstance(table, TableScene)
    while time.perf_counter() < end and not table.record.state.is_terminal():
        due = time.perf_counter() >= next_move
        if due and (play_there(other, rng) or play_here(table, rng)):
            next_move = time.perf_counter() + MOVE_EVERY
        dt = app.clock.tick(60) / 1000.0
        wall, cpu, process = time.perf_counter(), time.thread_time(), time.process_time()
        app.step(dt)
        cpu = time.thread_time() - cpu
        works["wall"].append((time.perf_counter() - wall) * 1000)
        works["cpu"].append(cpu * 1000)
        works["others"].append(max(0.0, time.process_time() - process - cpu) * 1000)
    return works


def summary(works: dict[str, list[float]]) -> dict[str, Any]:
    return {
        **{kind: timing_summary(values) for kind, values in works.items()},
        "frames": len(works["wall"]),
    }


def main() -> int:
    game = sys.argv[1] if len(sys.argv) > 1 else "marrakech"
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 10.0

    app = App((1280, 800), animation_speed=1.0, navigator=Navigator)
    local_table(app, game)
    idle_cpu_percent(app, WARM_UP)  # the first frames fill the caches (fonts, art): not timed
    local_idle = idle_cpu_percent(app, seconds)
    frames_while_moving(app, None, WARM_UP)
    local_frames = frames_while_moving(app, None, seconds)
    server = ServerThread()
    try:
        scene, other = online_table(app, game, server)
        assert isinstance(scene, OnlineTable)
        deadline = time.monotonic() + 10  # idle on the window's own turn
        while not scene.table.human_to_move() and time.monotonic() < deadline:
            play_there(other, random.Random(3))
            app.step(1 / 60)
        idle_cpu_percent(app, WARM_UP)
        online_idle = idle_cpu_percent(app, seconds)
        frames_while_moving(app, other, WARM_UP)
        online_frames = frames_while_moving(app, other, seconds)
        other.close(2.0)
        scene.link.close()
    finally:
        server.stop(2.0)
    print(
        json.dumps(
            {
                "game": game,
                "seconds": seconds,
                "load_average": round(os.getloadavg()[0], 2),
                "idle_cpu_percent": {
                    "local": round(local_idle, 2),
                    "online": round(online_idle, 2),
                },
                "frame_work_ms_while_moving": {
                    "local": summary(local_frames),
                    "online": summary(online_frames),
                },
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
