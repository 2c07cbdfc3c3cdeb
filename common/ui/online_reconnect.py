"""Coming back by itself after a dropped connection: a few tries to rejoin the seat with its
token (common.net.seat_tokens keeps it too), bounded in count and in time, each looked at once a
frame; the lobby shows them in its status line, the table in a dialog with a Cancel. Once
they are over, the seat is still kept: the title's Rejoin brings the player back."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from common.core.i18n import _
from common.net import seat_tokens
from common.net.protocol import FINAL_CODES
from common.ui.dialogs import Dialog
from common.ui.online_connect import Connecting
from common.ui.online_link import OnlineLink

if TYPE_CHECKING:
    from common.ui.app import App

# Seconds to wait before each try (about half a minute in all); each try gives up after
# TRY_SECONDS, and nothing is tried DEADLINE seconds after the drop.
WAITS = (1.0, 2.0, 4.0, 8.0, 15.0)
TRY_SECONDS = 5.0
DEADLINE = 45.0


def seat_of(link: OnlineLink) -> tuple[str, str] | None:
    """(room code, seat token) of a link that was in a room, else None."""
    client = link.net.client
    if client is None or client.token is None or "code" not in client.room:
        return None
    return client.room["code"], client.token


class Reconnect:
    """The tries to come back to `link`'s seat once its connection dropped. poll() each frame;
    `entered` is (the new link, the room) once back, `over` is why it stopped, if it did."""

    def __init__(self, link: OnlineLink, clock: Callable[[], float] = time.monotonic) -> None:
        seat = seat_of(link)
        assert seat is not None, "only a link that was in a room reconnects"
        self.code, self.token = seat
        self.address, self.server, self.port = link.address, link.server, link.port
        self.hosting = self.server is not None  # this computer's own server: gone with it
        link.server = None  # a hosted server outlives the dropped link: the new one gets it
        self.clock = clock
        self.since = clock()
        self.tries = 0
        self.next_at = self.since + WAITS[0]
        self.attempt: Connecting | None = None
        self.entered: tuple[OnlineLink, dict[str, Any]] | None = None
        self.over: str | None = None

    def poll(self) -> None:
        if self.entered is not None or self.over is not None:
            return
        now = self.clock()
        if self.attempt is not None:
            self._look_at_attempt(now)
        elif now - self.since > DEADLINE:
            self._give_up()
        elif now >= self.next_at:
            self.tries += 1
            code, token = self.code, self.token
            self.attempt = Connecting(
                self.address,
                lambda net: net.call("rejoin", code, token, TRY_SECONDS),
                self._in_room,
                timeout=TRY_SECONDS,
                asked="rejoin",
            )
            self.attempt_until = now + 2 * TRY_SECONDS

    def _look_at_attempt(self, now: float) -> None:
        attempt = self.attempt
        assert attempt is not None
        problem = attempt.poll()
        if self.entered is not None:
            return
        if problem is None and now < self.attempt_until:
            return
        if problem is None:
            attempt.cancel()
        self.attempt = None
        if attempt.room_gone:
            seat_tokens.forget(self.address, self.code)
            self._give_up(_("That game is no longer on the server: it is over, or was closed."))
        elif getattr(attempt.error, "code", None) in FINAL_CODES:
            self._give_up(problem)
        elif self.tries >= len(WAITS) or now - self.since > DEADLINE:
            self._give_up()
        else:
            self.next_at = now + WAITS[self.tries]

    def _in_room(self, link: OnlineLink, room: dict[str, Any]) -> None:
        link.server, link.port = self.server, self.port
        self.entered = (link, room)

    def _give_up(self, why: str | None = None) -> None:
        """No more tries: `why` (a reason that ends it), else the seat is kept for later."""
        kept = _("Not reconnected after {n} tries: your seat is kept, rejoin from the title.")
        self.over = why or kept.format(n=self.tries)
        self._stop_server()

    def cancel(self) -> None:
        if self.attempt is not None:
            self.attempt.cancel()
            self.attempt = None
        if self.entered is None and self.over is None:
            self.over = _("You stopped reconnecting: your seat is kept, rejoin from the title.")
            self._stop_server()

    def _stop_server(self) -> None:
        if self.server is not None:
            self.server.stop(2.0)
            self.server = None

    def words(self, titled: bool = False) -> str:
        """How far it got: 'Connection lost. Reconnecting… try 2 of 5 (0:07)' (without its
        first sentence under a title that says it), or why it stopped."""
        if self.over is not None:
            return self.over
        lost = int(self.clock() - self.since)
        words = _("Reconnecting… try {n} of {total} ({m}:{s:02d})").format(
            n=max(1, self.tries), total=len(WAITS), m=lost // 60, s=lost % 60
        )
        return words if titled else _("Connection lost.") + " " + words


def may_reconnect(link: OnlineLink, final_error: str | None) -> bool:
    """Whether a dropped link tries to come back (it was in a room, and the server did not
    end it for good)."""
    return final_error not in FINAL_CODES and seat_of(link) is not None


class ReconnectDialog(Dialog):
    """Over the table while its connection is being brought back: the tries and a Cancel; once
    they are over, try again, back to the title (the seat kept) or stay looking at the table
    (`over(words)` tells it that it is not connected, and why)."""

    def __init__(
        self,
        app: App,
        link: OnlineLink,
        back: Callable[[OnlineLink, dict], None],
        over: Callable[[str | None], None] = lambda words: None,
    ):
        self.link = link
        self.reconnect = Reconnect(link)
        self.back, self.over = back, over
        self.shown = ""
        super().__init__(
            app,
            _("Connection lost"),
            self.reconnect.words(titled=True),
            [(_("Cancel"), self._cancel)],
        )

    def _cancel(self) -> None:
        self.reconnect.cancel()
        self._ended()

    def update(self, dt: float) -> bool:
        reconnect = self.reconnect
        reconnect.poll()
        if reconnect.entered is not None:
            self.app.pop()
            self.back(*reconnect.entered)
            return True
        if reconnect.over is not None:
            self._ended()
            return True
        words = reconnect.words(titled=True)
        if words != self.shown:
            self.shown = self.message = words
            self.layout(self.app.size)
            self.app.dirty = True
        return False

    def _ended(self) -> None:
        """The tries are over: say so, with the ways on (trying again, unless this computer's
        own server is what went away)."""
        app = self.app
        if app.top is self:
            app.pop()
        words = self.reconnect.words()
        self.over(words)
        again: list[tuple[str, Callable[[], None]]] = []
        if not self.reconnect.hosting and may_reconnect(self.link, None):
            again = [(_("Try again"), self._again)]
        app.push(
            Dialog(
                app,
                _("Connection lost"),
                words,
                [
                    *again,
                    (_("Back to the title"), app.nav.title),
                    (_("Stay at the table"), lambda: None),
                ],
                escape_choice=-1,
            )
        )

    def _again(self) -> None:
        self.over(None)
        self.app.push(ReconnectDialog(self.app, self.link, self.back, self.over))
