"""Play again online (issue 49, 6): at the results of an online game a friend offers the same
table again; the band over the results says who said yes, and once this window says yes the
new game opens at its table with the seats moved one place, the seat kept for a restart; a
no ends the offer and says who declined."""

from __future__ import annotations

from types import SimpleNamespace

from common.net import seat_tokens
from common.ui.online_table import OnlineTable
from common.ui.rematch_offer import RematchBand
from common.ui.scene import Scene
from tests.ui.driver import click, run_frames
from tests.ui.online_driver import frames_until, host_and_play


def test_a_rematch_accepted_by_all_opens_the_new_game_with_the_seats_moved(
    app,
    friend,
    monkeypatch,
):
    host_and_play(app, friend, monkeypatch, 1)  # Bombay: Amira (this window) and Leila
    band = app.top
    assert isinstance(band, RematchBand) and not band.shown(), "nothing offered yet"
    assert band.results.again.label == "Play again"
    friend.call("rematch", True).result(10)
    frames_until(app, lambda: band.answers is not None)
    run_frames(app, 1)
    assert band.answers == ["waiting", "yes"] and band.yes.visible
    assert band.lines() == (
        "Play again at the same table?",
        "Amira: not yet · Leila: yes",
    )
    click(app, band.yes.rect.center)
    frames_until(app, lambda: isinstance(app.top, OnlineTable))
    table = app.top
    assert table.table.mine == {1}, "Amira moved from seat 1 to seat 2"
    assert [seat.name for seat in table.session.seats] == ["Leila", "Amira"]
    code = friend.client.room["code"]
    assert [s["code"] for s in seat_tokens.remembered()] == [code], "kept for a restart"


def test_a_no_ends_the_offer_and_says_who(app, friend, monkeypatch):
    host_and_play(app, friend, monkeypatch, 1)
    band = app.top
    click(app, band.results.again.rect.center)  # this window offers
    frames_until(app, lambda: friend.poll() is not None and friend.client.rematch_offer is not None)
    friend.call("rematch", False).result(10)
    frames_until(app, lambda: band.note != "")
    assert band.lines() == ("Leila said no: no rematch.", "") and band.answers is None
    run_frames(app, 1)
    assert not band.yes.visible


def test_an_offer_made_before_the_results_show_is_on_the_panel(app):
    """The friend offered while this window was still finishing the game: the client kept it
    (or the room message brought it, coming back), and the panel shows it at once."""
    offer = {"type": "rematch", "accepted": [1], "waiting": [0]}
    client = SimpleNamespace(rematch_offer=offer, seats=[0])
    link = SimpleNamespace(net=SimpleNamespace(client=client, poll=list), lost=None, after=None)
    app.nav.title()
    band = RematchBand(app, Scene(app), link, ["Amira", "Leila"], lambda *a: None)
    assert band.lines() == ("Play again at the same table?", "Amira: not yet · Leila: yes")
    assert band.asked(), "this player has yet to say"
