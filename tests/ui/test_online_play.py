"""Online play from the app, over loopback: a person hosts from the title (Play online), a
friend (a scripted client on its own thread) joins with the room code, the host starts from
the lobby, both play a whole game, and the host's results say the dice matched the server's
promise; the game is kept in Load with its revealed seed (on a full disk, the results show all
the same and say the game is not kept yet)."""

from __future__ import annotations

import random

import pygame
import pytest

from common.core import saves
from common.ui.online_table import OnlineTable
from tests.ui.driver import click, key
from tests.ui.online_driver import frames_until, host_and_play, host_from_the_title


@pytest.mark.parametrize(
    ("game", "full"), [(0, False), (1, False), (0, True)], ids=["marrakech", "bombay", "full-disk"]
)
def test_a_hosted_game_is_played_to_the_end_with_a_friend_online(
    app, friend, monkeypatch, game, full
):
    host_and_play(app, friend, monkeypatch, game, full=full)


def test_online_turns_changed_before_the_roll_keep_the_new_way_for_everyone(
    app, friend, monkeypatch
):
    """Issue 47's crash: picking another arrow while one's own die waits (host and friend,
    every turn of a whole Marrakech game) replaces the turn for everyone, with no crash."""
    changed = host_and_play(app, friend, monkeypatch, 0, change=True)
    kept = app.top.results.record.actions
    assert len(changed) > 20, "both players changed their turns all game long"
    assert all(kept[index].value == turn for index, turn in changed.items())


def test_the_host_gives_a_gone_friends_seat_to_the_computer_from_the_menu(app, friend, monkeypatch):
    """Issue 47, 1.7: a friend who never comes back does not block the game for good."""
    table = host_from_the_title(app, friend, monkeypatch, 1)
    friend.close(2.0)
    frames_until(app, lambda: 1 in table.gone_since)
    key(app, pygame.K_ESCAPE)
    menu = app.top
    give = next(b for b in menu.buttons if b.label == "Give Leila's seat to the computer…")
    click(app, give.rect.center)
    levels = app.top
    assert [b.label for b in levels.buttons] == ["Easy", "Medium", "Hard", "Cancel"]
    click(app, levels.buttons[1].rect.center)
    frames_until(app, lambda: table.seat_views[1]["kind"] == "computer")
    assert 1 not in table.gone_since
    assert table.name(1) == "Leila (computer)", "the card says the computer plays it now"
    rng = random.Random(1)
    frames_until(app, lambda: plays_on(table, rng) and table.record.state.is_terminal(), 30)


def plays_on(table: OnlineTable, rng: random.Random) -> bool:
    """The host makes its move when it is to (the computer makes the others)."""
    if table.table.human_to_move():
        table.submit(rng.choice(table.record.state.legal_actions()))
    return True


def test_the_host_ends_a_game_a_friend_will_not_come_back_to(app, friend, monkeypatch):
    """Issue 47, 1.7: the creator may also end the game: no result, the moves kept in Load
    (not in the game's slot), and the server's room is over."""
    table = host_from_the_title(app, friend, monkeypatch, 0)
    friend.close(2.0)
    frames_until(app, lambda: 1 in table.gone_since)
    key(app, pygame.K_ESCAPE)
    end = next(b for b in app.top.buttons if b.label == "End the game…")
    click(app, end.rect.center)
    assert app.top.title == "End the game for everyone?"
    click(app, app.top.buttons[1].rect.center)
    frames_until(app, lambda: getattr(app.top, "title", "") == "The game was ended")
    assert app.top.message.startswith("Amira ended the game: there is no result.")
    assert "kept in Load" in app.top.message
    kept = [info for info in saves.list_saves() if not info.finished]
    assert [info.name for info in kept] == ["Online, ended by Amira"]
    assert saves.load_autosave("marrakech") is None, "the game's slot is left alone"
    assert "not connected" not in table.status_text() and "ended the game" in table.status_text()
