"""Where an online game is hosted, and what this computer remembers of it: the player's own
server (listening on the local network only once the player has agreed to it, on the port it
says), the servers played on, and the name played under. Kept in the settings."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from common.core.i18n import _
from common.core.userdata import data_dir
from common.net.protocol import DEFAULT_PORT
from common.net.threaded import ServerThread
from common.ui.dialogs import Dialog
from common.ui.settings import save_settings

if TYPE_CHECKING:
    from common.ui.app import App

SEAT_CHOICES = (None, "easy", "medium", "hard")  # a friend online, or a computer of a level
# Where a hosting app listens once its player agreed: every network address of this computer,
# so friends on the same network can come in.
LISTEN = ("0.0.0.0", DEFAULT_PORT)


def seat_requests(choices: list[int]) -> list[dict[str, Any]]:
    """The seats a room is made with: the host's own, then each other seat's choice (an index
    of SEAT_CHOICES: a friend, or a computer of a level)."""
    seats: list[dict[str, Any]] = [{"kind": "local"}]
    for choice in choices:
        level = SEAT_CHOICES[choice]
        seats.append({"kind": "remote"} if level is None else {"kind": "computer", "level": level})
    return seats


def start_server(port: int) -> tuple[ServerThread, int, str | None]:
    """This app's own server (the same as `bazaar serve`) on `port`, else on any free one:
    the server, the port it listens on, and what the player is told if it is not `port`."""
    server = ServerThread(data=data_dir() / "hosted")
    try:
        return server, server.start(LISTEN[0], port), None
    except OSError:
        used = server.start(LISTEN[0], 0)
    note = _(
        "Port {wanted} is taken on this computer (by another program, or another Bazaar), so "
        "this game is on port {port}: the invite says so. A router forward for port {wanted} "
        "does not reach it."
    ).format(wanted=port, port=used)
    return server, used, note


def ask_to_listen(app: App, then: Callable[[], None]) -> None:
    """Run `then` once the player has agreed (now, or once before) that hosting on this
    computer listens on the local network."""
    if app.settings.lan_hosting:
        then()
        return

    def agreed() -> None:
        app.settings.lan_hosting = True
        save_settings(app.settings)
        then()

    message = _(
        "Friends on your network (the same Wi-Fi or router) reach your game through port "
        "{port} of this computer. Bazaar listens there only while you host, and only for its "
        "games. Your system may ask to allow it too."
    ).format(port=DEFAULT_PORT)
    choices = [(_("Allow and host"), agreed), (_("Cancel"), lambda: None)]
    app.push(Dialog(app, _("Host on this computer?"), message, choices))


def default_name() -> str:
    """The name a newcomer who types none plays under: "Guest 1" (never a name Bazaar gives a
    seat itself, which the server refuses: common.net.names)."""
    return _("Guest {n}").format(n=1)


def remember_name(app: App, name: str) -> None:
    """The name to offer next time ("" when the default was kept, so it follows the language)."""
    kept = "" if name == default_name() else name
    if app.settings.online_name != kept:
        app.settings.online_name = kept
        save_settings(app.settings)


def next_default_names(count: int = 4) -> list[str]:
    """The names tried in turn when the default one is taken: Guest 2, Guest 3..."""
    return [_("Guest {n}").format(n=n) for n in range(2, count + 2)]
