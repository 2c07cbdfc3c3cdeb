"""Play online → Open tables (issue 49): the rooms a server lists for anyone to join, newest
first, each with its game, its host, how many play, the tempo, the language its players speak
and the seats still free; a click sits down at one (joined as if its code had been typed).
The server is asked off the window's thread, with a Close always there; a Refresh asks again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from common.core.i18n import _, n_
from common.core.save_meta import game_title
from common.net.threaded import ThreadedClient
from common.ui.draw import ellipsize, text
from common.ui.list_card import ListCard
from common.ui.online_connect import Pending, failure_words
from common.ui.online_servers import url
from common.ui.room_choices import tempo_name
from common.ui.settings import LANGUAGES
from common.ui.theme import BAD, INDIGO, INK, MUTED, TERRACOTTA_DARK
from common.ui.widgets import Button, WidgetGroup


def table_words(table: dict[str, Any]) -> tuple[str, str]:
    """A table's two lines: the game and its host; the seats, the tempo and the language."""
    game = game_title(table["game"])
    host = table.get("host")
    name = _("{game} at {host}'s table").format(game=game, host=host) if host else game
    free = n_("{free} of {n} seats free", "{free} of {n} seats free", table["free"]).format(
        free=table["free"], n=table["players"]
    )
    language = dict(LANGUAGES).get(table["language"], table["language"])
    tempo = tempo_name(table["tempo"], table["move_seconds"])
    return name, " · ".join((free, tempo, language))


class OpenTablesScene(ListCard):
    """The open tables of the server at `address`; `sit_at(address, code)` joins one."""

    def __init__(self, app, address: str, sit_at: Callable[[str, str], None]) -> None:
        self.address, self.sit_at = address, sit_at
        self.widgets = WidgetGroup()
        self.refresh_button = self.widgets.add(
            Button(_("Refresh"), self.ask, tooltip=_("Ask the server again"))
        )
        self.close_button = self.widgets.add(Button(_("Close"), self.close, tooltip=_("Esc")))
        self.tables: list[dict[str, Any]] = []
        self.status, self.error = "", False
        self.net: ThreadedClient | None = None
        self.pending: Pending | None = None
        super().__init__(app)
        self.ask()

    def ask(self) -> None:
        """Connect (once) and ask for the list; the answer is looked at each frame."""
        if self.pending is not None:
            return
        self.status, self.error = _("Asking {address}…").format(address=self.address), False
        if self.net is None or self.net.client is None:
            self._end()
            self.net = net = ThreadedClient()
            connected = lambda _client: self._request(net)  # noqa: E731
            self.pending = Pending(net.connect(url(self.address), timeout=10.0), connected)
        else:
            self._request(self.net)

    def _request(self, net: ThreadedClient) -> None:
        self.pending = Pending(net.call("open_tables"), self._listed)

    def _listed(self, tables: list[dict[str, Any]]) -> None:
        self.pending = None
        self.tables, self.first = tables, 0
        self.status = "" if tables else _("No open tables on this server just now.")

    def update(self, dt: float) -> bool:
        if self.pending is None:
            return False
        error = self.pending.poll()
        if error is not None:
            self.pending = None
            self.status, self.error = failure_words(error, self.address), True
            self._end()
        self.app.dirty = True
        return self.pending is not None

    def _end(self) -> None:
        if self.net is not None:
            self.net.close(2.0)
            self.net = None

    def close(self) -> None:
        self.pending = None
        self._end()
        if self.app.top is self:
            self.app.pop()

    def sit(self, table: dict[str, Any]) -> None:
        self.close()
        self.sit_at(self.address, table["code"])

    def lines(self) -> list[dict[str, Any]]:
        return self.tables

    def picked(self, table: dict[str, Any], pos: tuple[int, int]) -> None:
        self.sit(table)

    def place_buttons(self, row: int) -> None:
        button = pygame.Rect(0, 0, self.box.width // 4, int(row * 0.8))
        button.bottom = self.box.bottom - row // 4
        self.refresh_button.rect = button.move(0, 0)
        self.refresh_button.rect.right = self.box.centerx - 8
        self.close_button.rect = button.move(0, 0)
        self.close_button.rect.left = self.box.centerx + 8

    def handle(self, event: pygame.event.Event) -> None:
        if not self.widgets.handle(event):
            self.handle_list(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_card(surface, _("Open tables at {address}").format(address=self.address))
        size = self.text_size()
        small = int(size * 0.85)
        for rect, table in self.shown():
            self.draw_row_back(surface, rect)
            name, details = table_words(table)
            sit_w = int(rect.width * 0.2)
            room = rect.width - sit_w - 3 * size
            left = rect.left + size
            name = ellipsize(name, size, room, True)
            text(surface, name, size, INK, bold=True, midleft=(left, rect.top + rect.height // 3))
            details = ellipsize(details, small, room)
            text(surface, details, small, INDIGO, midleft=(left, rect.top + rect.height * 3 // 4))
            sit = ellipsize(_("Sit down"), size, sit_w, True)
            right = (rect.right - size, rect.centery)
            text(surface, sit, size, TERRACOTTA_DARK, bold=True, midright=right)
        if self.status:
            colour = BAD if self.error else MUTED
            area = self.rows[0].union(self.rows[-1])
            centre = (
                area.center
                if not self.tables
                else (area.centerx, self.refresh_button.rect.top - size)
            )
            text(surface, ellipsize(self.status, size, area.width), size, colour, center=centre)
        self.draw_more(surface, self.refresh_button.rect)
        self.widgets.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for rect, table in self.shown():
            if rect.collidepoint(pos):
                return "\n".join(table_words(table))
        return self.widgets.tooltip_at(pos)

    def on_exit(self) -> None:
        self._end()
