"""Screenshots of issue 49's screens in a real window, over a game server on 127.0.0.1 (the same
GameServer as `bazaar serve`, on a thread) with scripted players on their own connections:

    Xvfb :24 -screen 0 1920x1200x24 &
    DISPLAY=:24 dbus-run-session -- sh -c 'dunst & python tools/turns_screenshots.py \
        docs/screenshots --lang ru --size 1024x640 --notice; kill $!'

Taken in turn (docs/screenshots/49-<lang>-<width>-<what>.png): My games with five games (two
of them your turn, one waiting for players), the title's badge for them ("Your turn in 2
games", the seats looked at in the background), the lobby of a turn-based room (it starts by
itself), the room's choices when hosting, Open tables with
three rooms, a watcher's table and its Moves so far, the Play again band at the results (a
friend said yes), and, with --notice, the whole screen when the turn comes while the window is
behind another program's window (xmessage, focused with xdotool), with the system's notice
(notify-send, shown by dunst: run the tool inside `dbus-run-session` with dunst started). A
fresh data folder is used, so the player's own seats are never touched.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1024x640")
    parser.add_argument("--notice", action="store_true", help="also the desktop notice")
    args = parser.parse_args()
    os.environ["BAZAAR_DATA_DIR"] = tempfile.mkdtemp(prefix="bazaar-49-")
    from common.core.i18n import set_language
    from common.net.limits import Limits
    from common.net.threaded import ServerThread

    set_language(args.lang)
    width, height = (int(n) for n in args.size.split("x"))
    from common.ui.app import App
    from common.ui.navigation import Navigator

    app = App((width, height), animation_speed=0.0, navigator=Navigator)
    scripted = Limits(messages_per_second=10_000, message_burst=10_000, connections_per_address=64)
    hosting = ServerThread(scripted)
    shots = Shots(app, f"127.0.0.1:{hosting.start('127.0.0.1', 0)}", args)
    try:
        shots.my_games()
        shots.badge()
        shots.lobby_turn()
        shots.room_choices()
        shots.open_tables()
        shots.watching()
        shots.rematch(args.notice)
        return 0
    finally:
        shots.close()
        hosting.stop(2.0)


class Shots:
    def __init__(self, app: Any, server: str, args: argparse.Namespace) -> None:
        self.app, self.server, self.args = app, server, args
        self.prefix = f"49-{args.lang}-{app.size[0]}"
        self.clients: list[Any] = []
        self.rng = random.Random(49)
        args.folder.mkdir(parents=True, exist_ok=True)

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            self.app.step(1 / 30)
            time.sleep(0.004)

    def until(self, condition, seconds: float = 30.0) -> None:
        deadline = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > deadline:
                raise RuntimeError(f"the window never got there ({self.prefix})")
            self.frames()

    def shot(self, name: str) -> None:
        self.frames(3)
        self.app.dirty = True
        self.app.step(1 / 60)
        pygame.image.save(self.app.screen, str(self.args.folder / f"{self.prefix}-{name}.png"))

    def client(self) -> Any:
        from common.net.threaded import ThreadedClient

        net = ThreadedClient()
        net.connect(f"ws://{self.server}").result(10)
        self.clients.append(net)
        return net

    def room(self, game: str, kinds: list[str], name: str, **options: Any) -> tuple[Any, str]:
        """A room `name` creates (seat 0 is theirs): (their client, the code)."""
        from common.core import registry

        rules = registry.find(game).game()
        setup = rules.setup_to_json(rules.setup_from_json({"players": len(kinds)}))
        seats = [{"kind": k, "level": "easy"} if k == "computer" else {"kind": k} for k in kinds]
        net = self.client()
        made = net.call("create", game, setup, seats, name, 10.0, options).result(10)
        return net, made["code"]

    def move_until_not(self, net: Any) -> None:
        """`net`'s player moves (at random) until it is not their turn."""
        for _ in range(50):
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:  # what the server sent, taken in
                net.poll()
                client = net.client
                if client.record is not None and client.record.state.forced_action() is None:
                    break
                time.sleep(0.01)
            if not net.client.my_turn:
                return
            state = net.client.record.state
            net.call("act", self.rng.choice(state.legal_actions())).result(10)
            time.sleep(0.05)

    def my_games(self) -> None:
        """Five games of Amira's: two her turn, two another's, one waiting for players."""
        from common.net import seat_tokens
        from common.ui.my_games_scene import MyGamesScene

        day, hour = 86400, 3600
        kept = []
        kinds = ["local", "remote", "remote"]  # a seat still free: it waits for players
        _omar, code = self.room("bombay", kinds, "Omar", tempo="turn")
        kept.append((code, self.join(code, "Amira").client.token, "bombay"))  # not started
        for game, host, clock in (("marrakech", "Karim", 3 * day), ("bombay", "Leila", 0)):
            kinds = ["local", "remote"]
            other, code = self.room(game, kinds, host, tempo="turn", move_seconds=clock)
            me = self.join(code, "Amira")
            other.call("start").result(10)
            self.bring_turn(other, [me])  # the other's turn
            kept.append((code, me.client.token, game))
        for kinds, clock in ((["local", "remote"], day), (["local", "remote", "computer"], hour)):
            me, code = self.room("marrakech", kinds, "Amira", tempo="turn", move_seconds=clock)
            zofia = self.join(code, "Zofia")
            me.call("start").result(10)
            self.bring_turn(me, [zofia])  # Amira's turn
            kept.append((code, me.client.token, "marrakech"))
        for code, token, game in kept:
            seat_tokens.remember(self.server, code, token, game)
        self.app.nav.title()
        scene = MyGamesScene(self.app)
        self.app.push(scene)
        self.until(lambda: not scene.games.busy)
        self.shot("my-games")

    def badge(self) -> None:
        """The title with its badge: the kept seats looked at in the background, as the app
        does (common.ui.turn_notices), the first look a few seconds after it starts."""
        from common.ui.turn_notices import TurnNotices

        self.app.turns = TurnNotices(self.app)
        self.app.nav.title()
        self.until(lambda: self.app.turns.waiting == 2)
        self.shot("badge")

    def lobby_turn(self) -> None:
        """The lobby of a turn-based room Amira hosts on the server, a friend's seat free."""
        from common.ui.lobby import LobbyScene
        from common.ui.online_screens import ON_A_SERVER

        self.app.nav.online()
        form = self.app.top
        form.choose_room()
        dialog = self.app.top
        dialog.tempo.selected = 2
        dialog._pick(2)  # 1 day a move
        dialog.close()
        form.where.selected = ON_A_SERVER
        form.server.value, form.name.value = self.server, "Amira"
        form.host()
        self.until(lambda: isinstance(self.app.top, LobbyScene))
        self.shot("lobby-turn")
        self.app.top.link.close()

    def bring_turn(self, to_move: Any, others: list[Any]) -> None:
        """The others play (roll their dice, make their moves) until it is `to_move`'s
        decision (a computer seat is the server's to play)."""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            for net in (to_move, *others):
                net.poll()
            record = to_move.client.record
            cursor = record.cursor if record is not None else -1
            if any(n.client.record is None or n.client.record.cursor != cursor for n in others):
                time.sleep(0.01)  # not all caught up yet
                continue
            if to_move.client.my_turn:
                return
            for net in others:
                if net.client.to_roll:
                    net.call("roll").result(10)
                elif net.client.my_turn:
                    state = net.client.record.state
                    net.call("act", self.rng.choice(state.legal_actions())).result(10)
            time.sleep(0.01)
        raise RuntimeError("the turn never came round")

    def join(self, code: str, name: str) -> Any:
        net = self.client()
        net.call("join", code, name).result(10)
        return net

    def room_choices(self) -> None:
        self.app.nav.online()
        form = self.app.top
        form.name.value = "Amira"
        form.choose_room()
        dialog = self.app.top
        dialog.tempo.selected = 2
        dialog._pick(2)
        dialog.listed.checked = True
        self.shot("room-choices")
        dialog.close()
        self.shot("play-online")

    def open_tables(self) -> None:
        for game, kinds, host, options in (
            ("marrakech", ["local", "remote", "remote"], "Olga", {"move_seconds": 86400}),
            ("bombay", ["local", "remote"], "Karim", {"tempo": "realtime"}),
            ("marrakech", ["local", "remote", "remote", "computer"], "Zofia", {}),
        ):
            language = {"Olga": "ru", "Karim": "en", "Zofia": "pl"}[host]
            tempo = options.pop("tempo", "turn")
            self.room(game, kinds, host, tempo=tempo, listed=True, language=language, **options)
        self.app.nav.online()
        form = self.app.top
        form.address.value = self.server
        form.open_tables()
        tables = self.app.top
        self.until(lambda: tables.pending is None)
        self.shot("open-tables")

    def watching(self) -> None:
        from common.ui.online_table import OnlineTable

        karim, code = self.room("bombay", ["local", "remote"], "Karim")
        leila = self.join(code, "Leila")
        karim.call("start").result(10)
        for _ in range(4):
            self.move_until_not(karim)
            self.move_until_not(leila)
        self.app.nav.online()
        form = self.app.top
        form.address.value, form.code.value = self.server, code
        form.watch()
        self.until(lambda: isinstance(self.app.top, OnlineTable))
        table = self.app.top
        self.until(lambda: table.table.caught_up)
        self.frames(30)
        self.shot("watching")
        table.show_moves()
        self.shot("watching-moves")

    def rematch(self, notice: bool) -> None:
        """Amira plays a Bombay game against Leila to its end; Leila says yes to a rematch."""
        from common.ui.online_table import OnlineTable
        from common.ui.rematch_offer import RematchBand

        leila, code = self.room("bombay", ["local", "remote"], "Leila")
        self.app.nav.online()
        form = self.app.top
        form.address.value, form.code.value, form.name.value = self.server, code, "Amira"
        form.join()
        self.until(lambda: self.app.top is not form)
        leila.call("start").result(10)
        self.until(lambda: isinstance(self.app.top, OnlineTable))
        table = self.app.top
        if notice:
            self.notice(table, leila)
        while isinstance(self.app.top, OnlineTable):
            leila.poll()
            if leila.client.my_turn and leila.client.record.state.forced_action() is None:
                state = leila.client.record.state
                leila.call("act", self.rng.choice(state.legal_actions())).result(10)
            if table.table.human_to_move():
                table.submit(self.rng.choice(table.record.state.legal_actions()))
            self.frames()
        band = self.app.top
        assert isinstance(band, RematchBand)
        self.until(lambda: leila.poll() is not None and leila.client.verdict is not None)
        leila.call("rematch", True).result(10)
        self.until(lambda: band.answers is not None)
        self.shot("rematch")

    def notice(self, table: Any, leila: Any) -> None:
        """Another program's window in front (xmessage, focused with xdotool): Leila moves, the
        turn comes, and the system's notice shows beside the window."""
        other = subprocess.Popen(["xmessage", "-geometry", "+20+20", "Another program"])
        try:
            focus = ["xdotool", "search", "--sync", "--name", "xmessage", "windowfocus"]
            subprocess.run(focus, check=True, timeout=10)
            self.until(lambda: not pygame.key.get_focused(), 10)
            if table.table.human_to_move():
                table.submit(self.rng.choice(table.record.state.legal_actions()))
            self.until(lambda: leila_to_move(leila))
            state = leila.client.record.state
            leila.call("act", self.rng.choice(state.legal_actions())).result(10)
            self.until(lambda: table.table.human_to_move())
            self.frames(30)
            time.sleep(1.0)  # dunst draws the notice
            out = self.args.folder / f"{self.prefix}-notice.png"
            subprocess.run(["import", "-window", "root", str(out)], check=True)
        finally:
            other.terminate()
            other.wait(5)

    def close(self) -> None:
        for net in self.clients:
            net.close(2.0)


def leila_to_move(net: Any) -> bool:
    net.poll()
    client = net.client
    return client.my_turn and client.record.state.forced_action() is None


if __name__ == "__main__":
    sys.exit(main())
