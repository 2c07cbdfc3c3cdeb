"""One window of tools/online_playtest.py: a real app, driven only by posted mouse events and
typed text at the places a person would use (see there)."""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path

import pygame

STEP_SECONDS = 120  # the longest wait for one thing on screen (a lobby, a turn, the results)
GAME_SECONDS = 1800  # the longest a window's game may take
TURN_TRIES = 8  # wheel turns to bring a held tile round (6 ways at most)


class Window:
    def __init__(self, args: argparse.Namespace) -> None:
        from common.core.i18n import set_language
        from common.ui.app import App
        from common.ui.navigation import Navigator
        from common.ui.settings import load_settings

        set_language(args.lang)
        width, height = (int(n) for n in args.size.split("x"))
        self.app = App((width, height), settings=load_settings(), navigator=Navigator)
        self.args, self.seat, self.role = args, args.seat, args.role
        self.name = ("Amira", "Leila", "Karim")[args.seat]
        pygame.display.set_caption(f"Bazaar: {self.name}")
        self.folder: Path = args.folder
        self.rng = random.Random(20 + args.seat)
        self.shots_taken: set[str] = set()
        self.mouse_moves = 0

    # --- what a person does -------------------------------------------------------------

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.tick()

    def post(self, kind: int, **fields) -> None:
        pygame.event.post(pygame.event.Event(kind, **fields))

    def move_to(self, pos) -> None:
        pos = (round(pos[0]), round(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.frames(2)

    def click(self, pos, button: int = 1) -> None:
        pos = (round(pos[0]), round(pos[1]))
        self.move_to(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frames(3)

    def wheel(self) -> None:
        self.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        self.frames(2)

    def type_into(self, field, words: str) -> None:
        """Click the field, select what it holds (Ctrl+A) and type over it."""
        self.click(field.rect.center)
        self.post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="")
        self.post(pygame.TEXTINPUT, text=words)
        self.post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")
        self.frames(2)

    def wait(self, condition, what: str, seconds: float = STEP_SECONDS) -> None:
        deadline = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > deadline:
                raise SystemExit(f"{self.name}: no {what} after {seconds:.0f} s")
            self.frames()

    def shot(self, what: str) -> None:
        if what in self.shots_taken:
            return
        self.shots_taken.add(what)
        self.app.dirty = True
        self.frames(2)
        shots = self.args.shots
        pygame.image.save(self.app.screen, str(shots / f"{self.role}{self.seat}-{what}.png"))

    # --- before the table ---------------------------------------------------------------

    def host(self) -> None:
        from common.ui.lobby import LobbyScene

        self.app.nav.title()
        self.frames(3)
        self.click(self.app.top.online_button.rect.center)
        form = self.app.top
        game = 0 if self.args.game == "marrakech" else 1
        self.click(form.game.segment(game).center)
        self.click(form.count.segment(self.args.windows - 1).center)  # a computer seat more
        self.type_into(form.name, self.name)
        self.click(form.seats[self.args.windows - 1].segment(1).center)  # the last: Easy
        self.shot("host")
        self.click(form.host_button.rect.center)
        if self.app.top is not form:  # hosting on this computer asks once: Allow and host
            self.click(self.app.top.buttons[0].rect.center)
        self.wait(lambda: isinstance(self.app.top, LobbyScene), "lobby")
        lobby = self.app.top
        address = f"127.0.0.1:{lobby.link.port}"
        (self.folder / "room").write_text(f"{address} {lobby.room['code']}")
        self.wait(lambda: lobby.start.enabled, "friends in the lobby")
        self.frames(10)
        self.shot("lobby")
        self.click(lobby.start.rect.center)

    def join(self) -> None:
        from common.ui.lobby import LobbyScene

        room = self.folder / "room"
        self.app.nav.title()
        self.wait(room.exists, "room from the host")
        address, code = room.read_text().split()
        self.click(self.app.top.online_button.rect.center)
        form = self.app.top
        self.type_into(form.name, self.name)
        self.type_into(form.address, address)
        self.type_into(form.code, code)
        self.shot("join")
        self.click(form.join_button.rect.center)
        self.wait(lambda: isinstance(self.app.top, LobbyScene), "lobby")
        self.frames(10)
        self.shot("lobby")

    def rejoin(self) -> None:
        self.app.nav.title()
        self.frames(5)
        self.shot("title-rejoin")
        self.click(self.app.top.resume_button.rect.center)

    # --- at the table -------------------------------------------------------------------

    def play(self) -> None:
        """Every move of this window's seat with the mouse, until the results."""
        from common.ui.dialogs import Dialog
        from common.ui.online_table import OnlineTable

        self.wait(lambda: isinstance(self.app.top, OnlineTable), "table")
        deadline = time.monotonic() + GAME_SECONDS
        while isinstance(self.app.top, (OnlineTable, Dialog)):
            if time.monotonic() > deadline:
                raise SystemExit(f"{self.name}: the game did not end")
            scene = self.app.top
            if isinstance(scene, Dialog):  # nothing here asks a question: close it
                self.click(scene.buttons[0].rect.center)
                continue
            self.look(scene)
            if self.seat == 1 and len(scene.record.actions) >= 6 and not scene.talk.bubbles:
                self.say_thanks(scene)
            table = scene.table
            if (table.caught_up and table.human_to_move()) or table.roll_waiting() is not None:
                self.frames(2)
                if self.args.game == "marrakech":
                    self.marrakech_move(scene)
                else:
                    self.bombay_move(scene)
            self.frames()
        self.frames(60)
        self.shot("results")

    def say_thanks(self, scene) -> None:
        """Once: Say… and a quick message from the list, seen on this seat's card."""
        if "quick-message" in self.shots_taken:
            return
        self.click(scene.hint_button.rect.center)
        self.click(self.app.top.buttons[2].rect.center)
        self.wait(lambda: scene.talk.bubbles, "quick message", 20)
        self.shot("quick-message")

    def look(self, scene) -> None:
        """The screenshots of a friend's turn and of a dropped friend; the drop itself."""
        moves = len(scene.record.actions)
        drop_at = self.args.drop_at
        if drop_at and self.role == "join" and moves >= drop_at:
            (self.folder / "dropped").write_text(self.name)
            os._exit(0)  # as a window killed: no goodbye to the server
        seat = scene.table.shown.current_player() if not scene.table.shown.is_terminal() else -1
        friend = 0 <= seat < len(scene.seat_views) and scene.seat_views[seat]["kind"] != "computer"
        not_theirs = {*scene.table.mine, *scene.gone_since}  # this window's seats, dropped ones
        if scene.gone_since and time.monotonic() - min(scene.gone_since.values()) > 4:
            self.shot("dropped-friend")
            (self.folder / "seen-drop").write_text(self.name)
        elif friend and moves > 8 and scene.table.caught_up and seat not in not_theirs:
            self.shot("remote-turn")

    def marrakech_move(self, scene) -> None:
        """Turn with an arrow, roll with the button, lay a carpet on its two squares."""
        state = scene.record.state
        if scene.rolling():
            self.click(scene.roll_button.rect.center)
        elif scene.human_to("turn"):
            delta = self.rng.choice([a.value for a in state.legal_actions()])
            self.click(scene.turn_arrows()[delta][0])
        elif scene.human_to("place"):
            first, second = self.rng.choice(state.legal_actions()).squares
            self.click(scene.lay.square_centre(first))
            self.click(scene.lay.square_centre(second))
        else:
            return
        self.mouse_moves += 1
        self.report(scene)

    def report(self, scene) -> None:
        """A line per move: what the table says now (a refusal shows here)."""
        words = scene.message or scene.status_text()
        print(f"{self.name} move {self.mouse_moves} at {len(scene.record.actions)}: {words}")

    def bombay_move(self, scene) -> None:
        """Pick a supply tile, turn it with the wheel, drop it on the glowing cell."""
        state = scene.record.state
        action = self.rng.choice(state.legal_actions())
        orientation = action.orientation
        self.click(scene.lay.stacks[orientation.pattern.index])
        cell = scene.lay.centre(state.play_cell())
        self.move_to(cell)
        for _ in range(TURN_TRIES):
            if scene.hand.rotation == orientation.rotation:
                break
            self.wheel()
        self.click(cell)
        self.mouse_moves += 1
        self.report(scene)


def run_window(args: argparse.Namespace) -> int:
    window = Window(args)
    {"host": window.host, "join": window.join, "rejoin": window.rejoin}[args.role]()
    window.play()
    print(f"{window.name}: {window.mouse_moves} moves with the mouse, results reached")
    time.sleep(2)  # the others see the end before this window goes
    return 0
