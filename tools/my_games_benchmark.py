"""How My games fares with 50 online games (issue 49, 2): a server on 127.0.0.1 holds 50
turn-based rooms this computer has a seat in (seat tokens kept in a fresh data folder); the
window opens My games and runs its frames while the server is asked. Prints how long until
every game's line is known and the longest frame meanwhile (the window never waits: the
server is asked on a thread of its own).

    SDL_VIDEODRIVER=dummy python tools/my_games_benchmark.py [--games 50]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=50)
    args = parser.parse_args()
    os.environ["BAZAAR_DATA_DIR"] = tempfile.mkdtemp(prefix="bazaar-my-games-")
    import common.ui.navigation  # noqa: F401  (app.nav)
    from common.core import registry
    from common.net import seat_tokens
    from common.net.limits import Limits
    from common.net.threaded import ServerThread, ThreadedClient
    from common.ui.app import App
    from common.ui.my_games_scene import MyGamesScene

    limits = Limits(
        messages_per_second=10_000,
        message_burst=10_000,
        connections_per_address=4 * args.games,
        rooms_per_address_per_hour=4 * args.games,
    )
    hosting = ServerThread(limits)
    address = f"127.0.0.1:{hosting.start('127.0.0.1', 0)}"
    rules = registry.find("marrakech").game()
    setup = rules.setup_to_json(rules.setup_from_json({"players": 2}))
    seats = [{"kind": "local"}, {"kind": "remote"}]
    options = {"tempo": "turn", "move_seconds": 86400}
    clients = []
    try:
        for _ in range(args.games):
            net = ThreadedClient()
            clients.append(net)
            net.connect(f"ws://{address}").result(10)
            room = net.call("create", "marrakech", setup, seats, "Amira", 10.0, options).result(10)
            seat_tokens.remember(address, room["code"], net.client.token, "marrakech")
        for net in clients:  # the seats are kept; the connections are not needed
            net.close(2.0)
        clients.clear()
        app = App((1024, 640), animation_speed=0.0)
        app.nav.title()
        start = time.perf_counter()
        scene = MyGamesScene(app)
        app.push(scene)
        longest = 0.0
        frames = 0
        while scene.games.busy:
            before = time.perf_counter()
            app.step(1 / 60)
            longest = max(longest, time.perf_counter() - before)
            frames += 1
            time.sleep(0.001)
        known = time.perf_counter() - start
        found = sum(game.found for game in scene.games.ordered())
        count = len(scene.games.games)
        print(
            f"{count} games, {found} known: all answered in {known * 1000:.0f} ms; "
            f"{frames} frames meanwhile, the longest {longest * 1000:.1f} ms"
        )
        return 0 if found == args.games else 1
    finally:
        for net in clients:
            net.close(2.0)
        hosting.stop(2.0)


if __name__ == "__main__":
    sys.exit(main())
