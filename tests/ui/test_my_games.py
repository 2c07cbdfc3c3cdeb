"""My games (issue 49, 2): every online game this computer holds a seat in, on every server,
"Your turn" first, then newest first; whose turn and the time left; the servers asked off the
window's thread, so 50 games never freeze it, and a server that does not answer says so on its
own games' lines while the others show."""

from __future__ import annotations

import itertools
import threading

import pygame
import pytest

from common.net import seat_tokens
from common.net.errors import NetError
from common.net.protocol import CODE_ALPHABET
from common.ui import my_games
from common.ui.move_clock import time_left_words
from common.ui.my_games_scene import MyGamesScene, name_words, seat_names, state_words
from common.ui.online_screens import OnlineScene
from tests.ui.driver import click, post, run_frames, wait_online

SERVERS = ("play.example.org:8765", "games.example.net:8765", "silent.example.com:8765")


def code(n: int) -> str:
    return "".join(CODE_ALPHABET[(n // 25**i) % 25] for i in range(6))


@pytest.fixture
def fifty(monkeypatch):
    """50 seats kept, oldest first: game n on SERVERS[n % 3]; seat 0 hosted by this computer."""
    ticks = itertools.count(1_000_000)
    monkeypatch.setattr(seat_tokens.time, "time", lambda: float(next(ticks)))
    for n in range(50):
        game = "marrakech" if n % 2 else "bombay"
        seat_tokens.remember(SERVERS[n % 3], code(n), f"{n:032x}", game, hosted=n == 0)
    return [code(n) for n in range(50)]


class Servers:
    """A stand-in for the servers' `my_games` answers: held until `release`, one silent.
    Games 10 and 22 are the player's turn (seat 0 is theirs); game 30 is over; game 40 is gone."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.asked: list[tuple[str, int, str]] = []

    def fetch(self, server: str, seats: list[dict]) -> list[dict]:
        self.asked.append((server, len(seats), threading.current_thread().name))
        assert self.release.wait(10)
        if server == SERVERS[2]:
            raise NetError("unreachable", "no route to host")
        answers = []
        for seat in seats:
            n = int(seat["token"], 16)
            if n == 40:
                answers.append({"code": seat["code"], "found": False})
                continue
            answers.append(
                {
                    "code": seat["code"],
                    "found": True,
                    "game": seat["game"],
                    "players": ["Ana", "Leila"],
                    "you": [0],
                    "tempo": "turn",
                    "turn": 0 if n in (10, 22) else 1,
                    "seconds_left": 5 * 3600 + 20 * 60 if n == 10 else 2 * 86400 + 3600,
                    "started": True,
                    "ended": n == 30,
                    "moves": n,
                }
            )
        return answers


def test_fifty_games_are_listed_your_turn_first_without_a_freeze(app, fifty):
    servers, now = Servers(), [100.0]
    scene = MyGamesScene(app, servers.fetch, clock=lambda: now[0])
    app.push(scene)
    run_frames(app, 5)  # the window goes on while every server is asked
    assert sorted(s for s, _n, _t in servers.asked) == sorted(SERVERS)
    assert all(thread != threading.current_thread().name for *_x, thread in servers.asked)
    assert sum(count for _s, count, _t in servers.asked) == 49, "the hosted game is not asked"
    games = scene.games.ordered()
    assert [g.seat["code"] for g in games] == fifty[::-1], "newest first while asking"
    servers.release.set()
    wait_online(app, lambda: not scene.games.busy, 10)
    run_frames(app, 1)
    games = scene.games.ordered()
    assert [g.seat["code"] for g in games[:2]] == [fifty[22], fifty[10]], "your turn first"
    assert state_words(games[1], now[0]) == "Your turn · 5 h 20 min left"
    now[0] += 3600
    assert state_words(games[1], now[0]) == "Your turn · 4 h 20 min left", "the clock goes down"
    assert state_words(games[2], now[0]).startswith("Leila's turn · ")
    by_code = {g.seat["code"]: g for g in games}
    assert state_words(by_code[fifty[2]], now[0]) == "Its server does not answer"
    assert state_words(by_code[fifty[30]], now[0]) == "Game over"
    assert state_words(by_code[fifty[40]], now[0]).startswith("No longer on the server")
    assert state_words(by_code[fifty[0]], now[0]).startswith("Hosted on this computer")
    assert [g.seat["code"] for g in games[-2:]] == [fifty[40], fifty[30]], "over or gone: last"
    assert scene.games.problems == {SERVERS[2]: f"{SERVERS[2]} does not answer just now"}
    shown = len(scene.rows)
    post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)
    run_frames(app, 1)
    assert scene.first == 3 and [game for _rect, game in scene.shown()] == games[3 : 3 + shown]
    scene.scroll(99)
    assert scene.first == 50 - shown, "the wheel stops at the last line"


def test_a_click_reopens_the_game_and_forget_drops_a_seat(app, fifty):
    servers = Servers()
    servers.release.set()
    app.nav.title()
    scene = MyGamesScene(app, servers.fetch)
    app.push(scene)
    wait_online(app, lambda: not scene.games.busy, 10)
    first = scene.games.ordered()[0]
    click(app, scene.forget_rect(scene.rows[0]).center)
    assert first.seat["code"] not in [s["code"] for s in seat_tokens.remembered()]
    assert len(scene.games.games) == 49
    second = scene.games.ordered()[0]
    click(app, scene.rows[0].midleft)
    assert isinstance(app.top, OnlineScene)
    assert app.top.code.value == second.seat["code"], "rejoining that very seat"
    app.top.cancel()


def test_my_games_says_where_they_will_be_before_any_is_kept(app):
    app.nav.title()
    click(app, app.top.my_games_button.rect.center)
    assert isinstance(app.top, MyGamesScene)
    assert not app.top.games.games and not app.top.games.busy, "nothing kept: nothing asked"
    run_frames(app, 1)


def test_a_computer_seat_is_called_by_its_level_and_a_free_seat_is_left_out():
    summary = {
        "players": ["Ana", "", ""],
        "seats": [{"kind": "local"}, {"kind": "computer", "level": "hard"}, {"kind": "remote"}],
    }
    assert seat_names(summary) == ["Ana", "Computer (Hard)", ""]


@pytest.mark.parametrize(
    ("seconds", "words"),
    [
        (3 * 86400 - 1, "2 d 23 h left"),
        (86400, "1 d 0 h left"),
        (3600 + 59, "1 h 0 min left"),
        (59 * 60 + 59, "59 min left"),
        (59.9, "under a minute left"),
    ],
)
def test_time_left_is_said_as_short_as_it_can_be(seconds, words):
    assert time_left_words(seconds) == words


def test_a_real_server_says_whose_turn_and_one_nobody_answers_at_is_said(
    app, local_server, monkeypatch
):
    """Over a server on 127.0.0.1: three turn-based rooms this computer holds seat 1 of (two
    under way, one with a seat still free), one room the server does not know, and a server
    nobody answers at; asked two seats a request (as if a request held only two), the answers
    are the same."""
    monkeypatch.setattr(my_games, "MAX_MY_GAMES", 2)
    address = local_server.address
    for kinds in (["local", "remote"], ["local", "remote"], ["local", "remote", "remote"]):
        host, me = local_server.client(), local_server.client()
        options = {"tempo": "turn", "move_seconds": 86400}
        room_code = local_server.room(host, "marrakech", kinds, "Ana", **options)
        me.call("join", room_code, "Leila").result(10)  # a full turn-based room starts itself
        seat_tokens.remember(address, room_code, me.client.token, "marrakech")
    seat_tokens.remember(address, code(7), "b" * 32, "bombay")
    seat_tokens.remember("127.0.0.1:1", code(8), "c" * 32, "bombay")
    scene = MyGamesScene(app)
    app.push(scene)
    wait_online(app, lambda: not scene.games.busy, 15)
    rooms = local_server.hosting.server.rooms
    by_code = {g.seat["code"]: g for g in scene.games.ordered()}
    waiting = 0
    for game in by_code.values():
        if game.seat["server"] != address or game.seat["code"] == code(7):
            continue
        record = rooms[game.seat["code"]].record
        assert game.found and name_words(game) == "Marrakech: Ana, Leila"
        if record is None:
            assert state_words(game, 0) == "Waiting for players"
            waiting += 1
            continue
        mine = record.state.current_player() == 1
        assert game.my_turn == mine
        assert 86000 < game.seconds_left(game.asked_at) <= 86400
        words = "Your turn" if mine else "Ana's turn"
        later = game.asked_at + 61  # a minute on, the clock says less
        shown = {f"{words} · 23 h {m} min left" for m in (58, 59)}
        assert state_words(game, later) in shown
    assert waiting == 1
    assert state_words(by_code[code(7)], 0).startswith("No longer on the server")
    assert state_words(by_code[code(8)], 0) == "Its server does not answer"
    assert scene.games.problems == {"127.0.0.1:1": "127.0.0.1:1 does not answer just now"}


def test_a_seats_line_copied_from_my_games_brings_another_computer_back_to_it(
    app, local_server, monkeypatch
):
    """Issue 49, 1: My games → Copy line puts the seat's own line on the clipboard; on another
    computer (here: this one with no seat kept) Play online → Paste invite goes straight back
    to that seat, at the move the game reached."""
    from common.ui.online_table import OnlineTable

    clipboard = [""]
    monkeypatch.setattr(pygame.scrap, "put_text", lambda text: clipboard.__setitem__(0, text))
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: clipboard[0])
    address = local_server.address
    host, me = local_server.client(), local_server.client()
    room_code = local_server.room(host, "bombay", ["local", "remote"], "Ana")
    me.call("join", room_code, "Leila").result(10)
    host.call("start").result(10)
    seat_tokens.remember(address, room_code, me.client.token, "bombay")
    me.close(2.0)
    app.nav.title()
    scene = MyGamesScene(app)
    app.push(scene)
    wait_online(app, lambda: not scene.games.busy, 15)
    click(app, scene.copy_rect(scene.rows[0]).center)
    assert seat_tokens.parse_export(clipboard[0]) == (address, room_code, me.client.token)
    assert scene.note.startswith("Copied: on another computer")
    seat_tokens.forget(address, room_code)  # another computer keeps no seat
    app.nav.online()
    click(app, app.top.paste.rect.center)
    wait_online(app, lambda: isinstance(app.top, OnlineTable), 15)
    assert app.top.table.mine == {1}, "Leila's seat, from her line"
