"""Your turn, wherever the app is (issue 49): the kept seats are looked at in the background
every few minutes (one request a server a round, later and later for a server that does not
answer, none while no seat is kept); a game that becomes this player's turn is told once, by a
desktop notice while the window is behind, and the title's My games button says how many wait.
A fake clock and stand-in servers: no test sleeps."""

from __future__ import annotations

import concurrent.futures
import itertools

import pygame
import pytest

from common.net.errors import NetError
from common.ui import desktop_notice, online_talk
from common.ui.title import TitleScene
from common.ui.turn_notices import TurnNotices
from common.ui.turn_watch import FIRST_LOOK, INTERVAL, MAX_WAIT, TurnWatch
from tests.ui.driver import run_frames

A, B = "play.example.org:8765", "games.example.net:8765"


def seat(server: str, code: str, game: str = "marrakech", hosted: bool = False) -> dict:
    return {
        "server": server,
        "code": code,
        "token": "ab" * 16,
        "game": game,
        "hosted": hosted,
        "saved_at": 1.0,
    }


def at_once(fetch, server, seats) -> concurrent.futures.Future:
    """The look run on the test's thread: its answer is there at the next tick."""
    future: concurrent.futures.Future = concurrent.futures.Future()
    try:
        future.set_result(fetch(server, seats))
    except NetError as error:
        future.set_exception(error)
    return future


class Servers:
    """Stand-in servers: whose turn each room is (seat 0 is the player's); a server in `down`
    does not answer."""

    def __init__(self) -> None:
        self.turn: dict[str, int] = {}
        self.down: set[str] = set()
        self.asked: list[tuple[str, float]] = []
        self.now = 0.0

    def fetch(self, server: str, seats: list[dict]) -> list[dict]:
        self.asked.append((server, self.now))
        if server in self.down:
            raise NetError("unreachable", "no route to host")
        return [
            {
                "code": s["code"],
                "found": True,
                "game": s["game"],
                "you": [0],
                "tempo": "turn",
                "turn": self.turn.get(s["code"], 1),
                "started": True,
                "ended": False,
            }
            for s in seats
        ]


def watch_of(servers: Servers, seats: list[dict]) -> TurnWatch:
    return TurnWatch(lambda: seats, servers.fetch, clock=lambda: servers.now, start=at_once)


def look(watch: TurnWatch, servers: Servers, at: float) -> list:
    """The clock moved to `at`; two ticks: the look starts, then its answer is taken."""
    servers.now = at
    return watch.tick() + watch.tick()


def test_a_turn_that_comes_is_told_once_and_counted():
    servers = Servers()
    watch = watch_of(servers, [seat(A, "AAAAAA"), seat(A, "BBBBBB"), seat(B, "CCCCCC")])
    assert look(watch, servers, FIRST_LOOK - 1) == [] and servers.asked == [], "not at once"
    servers.turn["CCCCCC"] = 0  # the player's turn before the app opened: counted, not told
    assert look(watch, servers, FIRST_LOOK) == []
    one_each = sorted([(A, FIRST_LOOK), (B, FIRST_LOOK)])
    assert sorted(servers.asked) == one_each, "one request a server"
    assert watch.waiting == 1
    servers.turn["AAAAAA"] = 0
    assert look(watch, servers, FIRST_LOOK + INTERVAL - 1) == [], "not before the interval"
    came = look(watch, servers, FIRST_LOOK + INTERVAL)
    assert [g.seat["code"] for g in came] == ["AAAAAA"] and watch.waiting == 2
    assert look(watch, servers, FIRST_LOOK + 2 * INTERVAL) == [], "told once, not every look"
    assert len(servers.asked) == 6


def test_nothing_is_asked_while_no_seat_is_kept_nor_about_a_hosted_game():
    servers = Servers()
    kept: list[dict] = []
    watch = TurnWatch(lambda: kept, servers.fetch, clock=lambda: servers.now, start=at_once)
    for minute in range(0, 60):
        look(watch, servers, minute * 60.0)
    assert servers.asked == []
    kept.append(seat(A, "AAAAAA", hosted=True))  # its server runs only while hosted again
    for minute in range(60, 120):
        look(watch, servers, minute * 60.0)
    assert servers.asked == []
    kept.append(seat(B, "BBBBBB"))  # kept now: asked at the next reading of the seats
    for minute in range(120, 130):
        look(watch, servers, minute * 60.0)
    assert [server for server, _when in servers.asked] == [B, B, B]


def test_a_server_that_does_not_answer_is_asked_later_and_later():
    servers = Servers()
    servers.turn["AAAAAA"] = 0
    watch = watch_of(servers, [seat(A, "AAAAAA"), seat(B, "BBBBBB")])
    look(watch, servers, FIRST_LOOK)
    assert watch.waiting == 1
    servers.down.add(A)
    look(watch, servers, FIRST_LOOK + INTERVAL)
    assert watch.waiting == 0, "a server that does not answer: its games are not counted"
    for second in range(int(FIRST_LOOK + INTERVAL) + 10, 4 * 3600, 10):
        look(watch, servers, float(second))
    times = [when for server, when in servers.asked if server == A and when > FIRST_LOOK]
    gaps = [later - earlier for earlier, later in itertools.pairwise(times)]
    assert gaps[:3] == [2 * INTERVAL, 4 * INTERVAL, 8 * INTERVAL]
    assert max(gaps) == MAX_WAIT and len(times) < 12
    b_times = [when for server, when in servers.asked if server == B]
    assert len(b_times) == 4 * 3600 // INTERVAL, "the other server is asked as ever"
    servers.down.clear()
    came = []
    for second in range(4 * 3600, 4 * 3600 + int(MAX_WAIT) + 10, 10):
        came += look(watch, servers, float(second))
    assert watch.waiting == 1 and came == [], "back, and still the same turn: not told again"


@pytest.fixture
def behind(app, monkeypatch):
    """The window behind others; the flash, the chime and the desktop notices collected."""
    told: list = []
    monkeypatch.setattr(pygame.key, "get_focused", lambda: False)
    monkeypatch.setattr(online_talk, "flash_window", lambda: told.append("flash"))
    monkeypatch.setattr(app.sounds, "play", told.append)

    class Notifier:
        def notify(self, title: str, body: str) -> None:
            told.append((title, body))

    monkeypatch.setattr(desktop_notice, "NOTIFIER", Notifier())
    return told


def test_on_the_title_the_badge_says_how_many_wait_and_a_notice_says_the_new_one(app, behind):
    servers = Servers()
    app.turns = TurnNotices(
        app, watch_of(servers, [seat(A, "AAAAAA"), seat(A, "BBBBBB", "bombay")])
    )
    app.nav.title()
    title = app.top
    assert isinstance(title, TitleScene)
    servers.now = FIRST_LOOK
    run_frames(app, 3)
    assert title.turns_words() is None and behind == []
    servers.turn["BBBBBB"] = 0
    servers.now += INTERVAL
    run_frames(app, 3)
    assert title.turns_words() == "Your turn in 1 game"
    assert behind == ["flash", "turn", ("Bazaar", "Your turn in Bombay Bazar (room BBBBBB)")]
    assert app.top is title, "no pop-up"
    servers.turn["AAAAAA"] = 0
    servers.now += INTERVAL
    run_frames(app, 3)
    assert title.turns_words() == "Your turn in 2 games" and len(behind) == 6
    app.settings.turn_notice = app.settings.turn_alert = False
    servers.turn = {}
    servers.now += INTERVAL
    run_frames(app, 3)
    assert title.turns_words() is None
    servers.turn["AAAAAA"] = 0
    servers.now += INTERVAL
    run_frames(app, 3)
    assert title.turns_words() == "Your turn in 1 game" and len(behind) == 6, "switched off"
