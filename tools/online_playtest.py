"""Play a whole online game in two or three real windows over loopback, with the mouse.

    DISPLAY=:56 python tools/online_playtest.py marrakech --windows 3 --lang ru \\
        --size 1024x640 --shots /tmp/shots [--drop-at 12]

Each window is its own process with its own data folder (BAZAAR_DATA_DIR): the host's hosts
the game from the title's Play online (the last seat the computer, Easy, on the host's
server), the others join it by typing the address and room code into the join form. Every
step is a posted mouse event (or typed text) where a person would put it: the form's
segments, fields and buttons, the lobby's Start, and at the table Marrakech's turn arrows,
the Roll button and a carpet's two squares, or Bombay Bazar's supply tile, the wheel to turn
it and the glowing cell. With --drop-at N the first friend's window quits at move N, and once
the others have shown the dropped friend it comes back from the title's Rejoin.

Screenshots go to <shots>/<window>-<what>.png: host (the form), join, lobby, remote-turn,
dropped-friend, title-rejoin, results. Exit status 0 when every window reached the results.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GAME_SECONDS = 900  # a whole game, in the slowest case (three windows on a busy machine)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=("marrakech", "bombay"))
    parser.add_argument("--windows", type=int, choices=(2, 3), default=2)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1024x640")
    parser.add_argument("--shots", type=Path, default=Path("online-playtest"))
    parser.add_argument("--drop-at", type=int, default=0)
    parser.add_argument("--role", help=argparse.SUPPRESS)  # one window (run by the above)
    parser.add_argument("--folder", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--seat", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.role:
        from tools.online_playtest_window import run_window

        return run_window(args)
    return run_all(args)


def run_all(args: argparse.Namespace) -> int:
    """Start the windows, bring back the dropped one, wait for every window's end."""
    args.shots.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="bazaar-playtest-"))
    deadline = time.monotonic() + GAME_SECONDS

    def window(role: str, seat: int) -> subprocess.Popen:
        data = folder / f"data-{seat}"
        data.mkdir(exist_ok=True)
        settings = data / "settings.json"
        if not settings.exists():
            settings.write_text(json.dumps({"language": args.lang, "speed": "Fast"}))
        env = {**os.environ, "BAZAAR_DATA_DIR": str(data), "SDL_AUDIODRIVER": "dummy"}
        env["PYTHONUNBUFFERED"] = "1"  # each window's lines in its log as they come
        command = [sys.executable, "-m", "tools.online_playtest", args.game, "--role", role]
        command += ["--windows", str(args.windows), "--lang", args.lang, "--size", args.size]
        command += ["--shots", str(args.shots), "--folder", str(folder), "--seat", str(seat)]
        command += ["--drop-at", str(args.drop_at if seat == 1 else 0)]
        log = (folder / f"{role}-{seat}.log").open("w")
        return subprocess.Popen(
            command, env=env, stdout=log, stderr=subprocess.STDOUT, cwd=Path(__file__).parent.parent
        )

    running = {0: window("host", 0)}
    running.update({seat: window("join", seat) for seat in range(1, args.windows)})
    codes: dict[int, int] = {}
    while running and time.monotonic() < deadline:
        time.sleep(0.5)
        for seat, process in list(running.items()):
            code = process.poll()
            if code is None:
                continue
            del running[seat]
            dropped = folder / "dropped"
            if code == 0 and seat == 1 and dropped.exists() and seat not in codes:
                codes[seat] = -1
                seen = folder / "seen-drop"
                wait_until = time.monotonic() + 60
                while not seen.exists() and time.monotonic() < wait_until:
                    time.sleep(0.5)
                running[seat] = window("rejoin", seat)
            else:
                codes[seat] = code
    for process in running.values():
        process.kill()
    for log in sorted(folder.glob("*.log")):
        print(f"--- {log.name}\n{log.read_text()[-1500:]}")
    ok = not running and all(code == 0 for code in codes.values())
    print("every window reached the results" if ok else "a window did not finish")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    raise SystemExit(main())
