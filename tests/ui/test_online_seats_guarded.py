"""The online seats file and the hosted games' folder never stop a player (issue 50, classes 4,
6 and 7): Host a game reaches its lobby on a full disk, with the seats file a folder or the
hosted games' folder a file; a kept seat whose address has no port (or one out of range) is
never offered to host again, and a seats file that cannot be read is set aside, kept byte for
byte, and the title says so."""

from __future__ import annotations

import errno
import json

import pytest

from common.core import userdata
from common.net import seat_tokens
from common.ui import online_hosting
from common.ui.lobby import LobbyScene
from common.ui.title import TitleScene
from tests.ui.driver import click, run_frames, wait_online

SEAT = {"code": "KX4T9P", "token": "a" * 32, "game": "marrakech", "saved_at": 1.7e9}


def host_a_game(app, monkeypatch) -> LobbyScene:
    monkeypatch.setattr(online_hosting, "LISTEN", ("127.0.0.1", 0))
    app.settings.lan_hosting = True  # agreed before (the agreeing: test_online_host)
    app.nav.online()
    form = app.top
    form.name.value = "Amira"
    click(app, form.host_button.rect.center)
    wait_online(app, lambda: isinstance(app.top, LobbyScene) or form.error, 15)
    assert isinstance(app.top, LobbyScene), form.status
    return app.top


def leave(app, lobby: LobbyScene) -> None:
    app.nav.title()
    run_frames(app, 1)
    lobby.link.close()


@pytest.mark.parametrize("hostile", ["seats-folder", "hosted-file"])
def test_host_a_game_reaches_its_lobby_whatever_is_in_the_way(
    app, data_folder, monkeypatch, hostile
):
    data_folder.mkdir(parents=True)
    if hostile == "seats-folder":
        (data_folder / seat_tokens.FILE).mkdir()
    else:
        (data_folder / "hosted").write_text("not a folder")
    lobby = host_a_game(app, monkeypatch)
    assert lobby.room["code"]
    leave(app, lobby)


def test_host_a_game_on_a_full_disk_reaches_its_lobby(app, data_folder, monkeypatch):
    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(userdata, "write_atomically", full)
    monkeypatch.setattr(seat_tokens, "write_atomically", full)
    lobby = host_a_game(app, monkeypatch)
    assert lobby.room["code"] and seat_tokens.remembered() == []
    leave(app, lobby)


def test_forgetting_a_seat_on_a_full_disk_says_so_and_never_raises(data_folder, monkeypatch):
    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    assert seat_tokens.remember("192.168.1.20:8765", "KX4T9P", "a" * 32, "bombay")
    monkeypatch.setattr(seat_tokens, "write_atomically", full)
    assert seat_tokens.forget("192.168.1.20:8765", "KX4T9P") is False
    assert seat_tokens.remember("192.168.1.20:8765", "KX4T9Q", "b" * 32, "bombay") is False


def test_a_seat_that_could_not_be_read_back_is_never_written(data_folder):
    assert seat_tokens.remember("127.0.0.1", "KX4T9P", "a" * 32, "marrakech", True) is False
    assert not (data_folder / seat_tokens.FILE).exists()


def start(app) -> TitleScene:
    app.nav.title()
    run_frames(app, 2)
    assert isinstance(app.top, TitleScene)
    return app.top


def kept_aside(data_folder, original: bytes) -> list:
    return [p for p in data_folder.iterdir() if p.is_file() and p.read_bytes() == original]


@pytest.mark.parametrize("server", ["127.0.0.1", "127.0.0.1:70000", "127.0.0.1:0", "[::1]:x"])
def test_a_hosted_seat_without_a_usable_port_is_set_aside_not_hosted(app, data_folder, server):
    data_folder.mkdir(parents=True)
    path = data_folder / seat_tokens.FILE
    path.write_text(json.dumps({"seats": [{**SEAT, "server": server, "hosted": True}]}))
    original = path.read_bytes()
    title = start(app)
    assert not any("again" in button.label for button in title.resume_buttons)
    assert "Your online seats could not be read" in (title.note or "")
    assert "port" in title.note
    kept = kept_aside(data_folder, original)
    assert [p.name.startswith("online-seats-damaged-") for p in kept] == [True]


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"seats": [{"token": "not hex"}]}',
        b'{"seats": [], "x": ' + b"9" * 400 + b"}",
    ],
)
def test_a_seats_file_that_cannot_be_read_is_set_aside_with_a_word(app, data_folder, content):
    data_folder.mkdir(parents=True)
    (data_folder / seat_tokens.FILE).write_bytes(content)
    title = start(app)
    assert "Your online seats could not be read" in (title.note or "")
    assert [
        p.name.startswith("online-seats-damaged-") for p in kept_aside(data_folder, content)
    ] == [True]
    seat_tokens.remember("192.168.1.20:8765", "KX4T9P", "a" * 32, "bombay")
    assert len(kept_aside(data_folder, content)) == 1  # the new seat never replaced the old ones


def test_a_kept_hosted_seat_is_offered_again(app, data_folder):
    data_folder.mkdir(parents=True)
    seats = {"seats": [{**SEAT, "server": "127.0.0.1:8765", "hosted": True}]}
    (data_folder / seat_tokens.FILE).write_text(json.dumps(seats))
    title = start(app)
    assert title.resume_buttons[0].label == "Host Marrakech again"
    assert not title.note
