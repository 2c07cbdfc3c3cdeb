"""Screenshots of the online table (issue 47) in a real window, over a server on 127.0.0.1:
the window hosts a Marrakech game on the server from its Host screen (seats: this window, a
friend who is a scripted client on its own connection, and the computer at Easy).

    DISPLAY=:12 python tools/online_table_screenshots.py docs/screenshots --lang ru --size 1024x640

Taken in turn (docs/screenshots/47-<lang>-<width>-<what>.png): the friend's die waiting (this
window sees no roll before its roller rolls), this window's own die waiting after a turn of
Assam ("or pick another arrow"), another arrow picked before the roll, the friend's connection
lost (the notice and its clock, and how long it took to show: printed), the Menu's offer to
give the seat to the computer, and the computer playing it.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1024x640")
    args = parser.parse_args()
    from common.core.i18n import set_language
    from common.net.threaded import ServerThread, ThreadedClient
    from common.ui.app import App
    from common.ui.dialogs import Dialog
    from common.ui.lobby import LobbyScene
    from common.ui.navigation import Navigator
    from common.ui.online_screens import ON_A_SERVER
    from common.ui.online_table import OnlineTable

    set_language(args.lang)
    width, height = (int(n) for n in args.size.split("x"))
    app = App((width, height), animation_speed=1.0, navigator=Navigator)
    hosting = ServerThread()
    server = f"127.0.0.1:{hosting.start('127.0.0.1', 0)}"
    friend = ThreadedClient()
    prefix = f"47-{args.lang}-{width}"
    args.folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(4)

    def frames(count: int = 1) -> None:
        for _ in range(count):
            app.step(1 / 30)
            time.sleep(0.004)

    def until(condition, seconds: float = 30.0) -> None:
        deadline = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > deadline:
                raise SystemExit(f"the window never got there ({args.lang} {args.size})")
            frames()
            if friend.client is not None:
                friend.poll()

    def shot(name: str) -> None:
        frames(3)
        app.dirty = True
        app.step(1 / 60)
        pygame.image.save(app.screen, str(args.folder / f"{prefix}-{name}.png"))

    def friend_state():
        record = friend.client.record if friend.client is not None else None
        return record.state if record is not None else None

    try:
        app.nav.online()
        form = app.top
        form.where.selected = ON_A_SERVER
        form.count.selected = 1  # three players
        form.seats[1].selected = 1  # the third seat: the computer at Easy
        form.server.value, form.name.value = server, "Amira"
        form.host()
        until(lambda: isinstance(app.top, LobbyScene))
        lobby = app.top
        friend.connect(f"ws://{server}").result(10)
        friend.call("join", lobby.room["code"], "Karim").result(10)
        until(lambda: lobby.start.enabled)
        lobby.start.on_click()
        until(lambda: isinstance(app.top, OnlineTable))
        table = app.top
        me = table.table

        def friend_turn() -> None:
            """Karim turns Assam; his die waits (this window sees no roll)."""
            state = friend_state()
            if state is not None and state.current_player() == 1 and state.phase == "turn":
                friend.call("act", rng.choice(state.legal_actions())).result(5)

        # Play on until Karim has turned and his die waits: the others' window.
        shown_wait = False
        for _ in range(400):
            state = friend_state()
            if state is not None and state.is_chance_node() and state.roller() == 1:
                until(lambda: me.caught_up)
                if not shown_wait:
                    shot("friends-die-waits")
                    shown_wait = True
                friend.call("roll").result(5)
            elif state is not None and state.current_player() == 1:
                if state.phase == "turn":
                    friend_turn()
                else:
                    friend.call("act", rng.choice(state.legal_actions())).result(5)
            if me.human_to_move() and me.shown.phase == "turn" and shown_wait:
                break
            if me.roll_waiting() is not None:
                me.roll()
            elif me.human_to_move():
                table.submit(rng.choice(table.record.state.legal_actions()))
            frames(2)
            friend.poll()
        # This window's own turn: an arrow, then its die waits: the roller's window.
        until(lambda: me.human_to_move() and me.shown.phase == "turn")
        table.choose_turn(-1)
        until(lambda: me.roll_waiting() is not None and me.beat is None)
        shot("own-die-waits")
        table.choose_turn(1)  # another arrow before the roll
        until(lambda: me.roll_waiting() is not None and me.beat is None)
        shot("another-arrow")
        me.roll()
        until(lambda: me.human_to_move() and me.shown.phase == "place")
        table.submit(rng.choice(table.record.state.legal_actions()))
        # Karim's connection drops on his turn.
        until(lambda: friend_state() is not None and friend_state().current_player() == 1)
        until(lambda: me.caught_up)
        dropped = time.monotonic()
        friend.close(2.0)
        until(lambda: 1 in table.gone_since)
        print(f"the notice showed {time.monotonic() - dropped:.2f} s after the drop")
        end = time.monotonic() + 3
        while time.monotonic() < end:
            frames()
        shot("friend-dropped")
        table.open_menu()
        shot("menu-give-seat")
        give = next(b for b in app.top.buttons if b.label.endswith("…") and "Karim" in b.label)
        give.on_click()
        levels = app.top
        assert isinstance(levels, Dialog)
        levels.buttons[1].on_click()  # Medium
        until(lambda: table.seat_views[1]["kind"] == "computer")
        until(lambda: me.human_to_move() or me.roll_waiting() is not None, 60)
        shot("seat-given")
        return 0
    finally:
        friend.close(2.0)
        hosting.stop(2.0)


if __name__ == "__main__":
    sys.exit(main())
