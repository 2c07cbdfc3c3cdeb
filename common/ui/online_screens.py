"""Play online from the title: host a game (on this computer, for friends on the same
network; or on a server anyone reaches, any `bazaar serve`) or join a friend's from their
invite, then wait in the lobby until the seats are filled and the host starts.

Nothing here waits: connecting and every request run on the client's thread
(common.net.threaded) and each frame looks at how far they got, with a Cancel always there.
Hosting on this computer starts this app's own server (the same as `bazaar serve`) on the
local network once the player has agreed to it (common.ui.online_hosting).
"""

from __future__ import annotations

import concurrent.futures
from functools import partial
from typing import Any

import pygame

from common.core import registry
from common.core.i18n import _
from common.net import seat_tokens
from common.net.errors import NetError
from common.net.protocol import DEFAULT_PORT, NAME_TAKEN
from common.net.threaded import ServerThread, ThreadedClient
from common.ui import online_hosting as hosting
from common.ui.draw import panel, text, text_block, vertical_gradient, wrap
from common.ui.layout import centred_card
from common.ui.online_connect import Ask, Connecting, Retry, code_problem
from common.ui.online_extras import OnlineExtras
from common.ui.online_link import OnlineLink
from common.ui.online_servers import normal_address, remember_server, remembered_servers
from common.ui.online_table import open_online_table
from common.ui.scene import Scene
from common.ui.setup_words import size_to_fit
from common.ui.theme import (
    BAD,
    CREAM,
    GOLD,
    INDIGO,
    INDIGO_DARK,
    INK,
    MUTED,
    TERRACOTTA_DARK,
    font,
)
from common.ui.widgets import Button, Choice, TextField, WidgetGroup

ON_A_SERVER = 1  # the host's second choice of where: a server everyone reaches


def seat_choice_words() -> list[str]:
    return [_("Friend"), _("Easy"), _("Medium"), _("Hard")]


class OnlineScene(OnlineExtras, Scene):
    """Host a game (left: where, and the table) or join one (right: from an invite)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets = WidgetGroup()
        games = registry.games()
        self.games = games
        self.name = self.widgets.add(
            TextField(app.settings.online_name or hosting.default_name(), tooltip=_("Your name"))
        )
        servers = remembered_servers(app)
        self.where = self.widgets.add(
            Choice(
                [_("On this computer"), _("On a server")],
                ON_A_SERVER if servers else 0,
                lambda i: None,
                _("This computer: friends on the same network. A server: friends anywhere"),
            )
        )
        self.server = self.widgets.add(
            TextField(servers[0] if servers else "", 64, _("A Bazaar server's address"))
        )
        self.game = self.widgets.add(Choice([_(g.title) for g in games], 0, self._game_changed))
        self.count = self.widgets.add(Choice(["2", "3", "4"], 0, lambda i: None))
        tip = _("A friend online, or the computer at Easy, Medium or Hard")
        self.seats = [
            self.widgets.add(Choice(seat_choice_words(), 0, lambda i: None, tip))
            for _seat in range(3)
        ]
        self.host_button = self.widgets.add(Button(_("Host a game"), self.host, primary=True))
        self.address = self.widgets.add(
            TextField(servers[0] if servers else "", 64, _("The address in your invite"))
        )
        self.code = self.widgets.add(TextField("", 6, _("The room code the host sent")))
        self.paste = self.widgets.add(
            Button(
                _("Paste invite"), self.paste_invite, tooltip=_("Fill in the invite you were sent")
            )
        )
        recent = _("Servers you played on, in turn")
        self.recent = [
            self.widgets.add(Button(_("Used before"), partial(self._next_server, f), recent))
            for f in (self.server, self.address)
        ]
        self.join_button = self.widgets.add(Button(_("Join"), self.join, primary=True))
        self.add_extras()  # the room's choices, Open tables, Watch (common.ui.online_extras)
        self.back = self.widgets.add(Button(_("Back"), self.cancel, tooltip=_("Esc")))
        self.status = ""
        self.error = False
        self.connecting: Connecting | None = None
        self.kept: dict[str, Any] | None = None  # the kept seat being rejoined

    def _game_changed(self, index: int) -> None:
        self.count.options = [str(n) for n in self.games[index].players if n > 1]
        self.count.selected = 0

    def _next_server(self, field: TextField) -> None:
        """The next server played on, after the one in `field`."""
        servers = remembered_servers(self.app)
        if servers:
            at = servers.index(field.value) + 1 if field.value in servers else 0
            field.value = servers[at % len(servers)]
            self.app.dirty = True

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.background = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
        largest = (max(1100, size[0] * 4 // 5), max(660, size[1] * 4 // 5))  # grows with it
        self.box = box = centred_card(size, largest, (40, 30))
        self.unit = unit = max(26, box.height // 16)
        half = (box.width - 90) // 2
        left_labels, right_labels = self.labels()

        def label_width(labels: list[str]) -> int:
            """As wide as the column's longest label: the rest is its controls' room."""
            widest = max(font(int(unit * 0.5)).size(label)[0] for label in labels)
            return min(widest + unit // 2, half * 2 // 5)

        label_w = label_width([_("Your name"), *left_labels])
        self.name.rect = pygame.Rect(
            box.left + 30 + label_w, box.top + unit * 1.8, half - label_w, unit
        )
        top = self.name.rect.bottom + unit // 2
        bottom = box.bottom - unit * 3.1
        self.left = pygame.Rect(box.left + 30, top, half, bottom - top)
        self.right = self.left.move(half + 30, 0)
        step = min(unit * 1.15, (self.left.height - unit * 2.1) / 6)
        recent_w = font(int(unit * 0.42), True).size(self.recent[0].label)[0] + unit
        for column, rows, labels in (
            (self.left, [self.where, self.server, self.game, self.count, *self.seats], left_labels),
            (self.right, [self.address, self.code, self.paste], right_labels),
        ):
            width = label_width(labels) if column is self.right else label_w
            for i, widget in enumerate(rows):
                y = column.top + unit * 1.1 + i * step
                widget.rect = pygame.Rect(column.left + width, y, half - width, unit)
        known = bool(remembered_servers(self.app))  # else the fields keep the whole width
        for field, button in zip((self.server, self.address), self.recent, strict=True):
            field.rect.width -= (recent_w + 8) if known else 0
            button.rect = pygame.Rect(field.rect.right + 8, field.rect.top, recent_w, unit)
        self.host_button.rect = pygame.Rect(
            self.left.left, self.left.bottom + unit // 4, half, unit
        )
        self.join_button.rect = self.host_button.rect.move(half + 30, 0)
        self.back.rect = pygame.Rect(box.left + 30, box.bottom - unit * 1.5, half // 2, unit)
        self.lay_extras(unit)

    # --- hosting and joining --------------------------------------------------------------

    def _busy(self) -> bool:
        return self.connecting is not None and self.connecting.busy

    def _name(self) -> str:
        return self.name.value.strip() or hosting.default_name()

    def host(self) -> None:
        if self._busy():
            return
        entry = self.games[self.game.selected]
        players = int(self.count.options[self.count.selected])
        seats = hosting.seat_requests([c.selected for c in self.seats[: players - 1]])
        setup = entry.game().setup_to_json(entry.game().setup_from_json({"players": players}))
        name, options = self._name(), self.room_options()

        def ask(net: ThreadedClient) -> concurrent.futures.Future[Any]:
            return net.call("create", entry.name, setup, seats, name, 10.0, options)

        if self.where.selected == ON_A_SERVER:
            address = normal_address(self.server.value)
            if address is None:
                self.status, self.error = self._address_problem(), True
                return
            self.server.value = address
            self._connect(address, ask, asked="create", name=name)
            return
        hosting.ask_to_listen(self.app, lambda: self._serve(hosting.LISTEN[1], ask, "create", name))

    def _address_problem(self) -> str:
        return _("Type the server's address, like play.example.org:{port}").format(
            port=DEFAULT_PORT
        )

    def _serve(self, port: int, ask: Ask, asked: str, name: str = "") -> None:
        """Start this app's own server (on `port`, else any free one, said) and enter
        through it."""
        server, port, note = hosting.start_server(port)
        self._connect(f"127.0.0.1:{port}", ask, server, port, asked, name)
        assert self.connecting is not None
        self.connecting.link.note = note

    def join(self) -> None:
        if self._busy():
            return
        code = self.code.value.strip().upper()
        name = self._name()
        address = normal_address(self.address.value)
        problem = code_problem(code)
        if address is None:
            problem = _("Type the host's address, like 192.168.1.20:{port}").format(
                port=DEFAULT_PORT
            )
        if problem is not None:
            self.status, self.error = problem, True
            return
        assert address is not None  # else the problem said so
        self.code.value, self.address.value = code, address
        others = hosting.next_default_names() if name == hosting.default_name() else []

        def again(error: NetError) -> tuple[Ask, str] | None:
            """The default name taken: the next one (Player 2, Player 3...)."""
            if error.code != NAME_TAKEN or not others:
                return None
            other = others.pop(0)
            return (lambda net: net.call("join", code, other)), other

        ask = lambda net: net.call("join", code, name)  # noqa: E731
        self._connect(address, ask, asked="join", name=name, again=again)

    def rejoin(self, kept: dict[str, Any]) -> None:
        """Back to a kept seat: the same server (hosted again here if it was this
        computer's), the same room, the seat's token."""
        self.kept = kept
        code, token = kept["code"], kept["token"]
        self.code.value = code
        ask = lambda net: net.call("rejoin", code, token)  # noqa: E731
        if kept["hosted"]:
            port = int(kept["server"].rpartition(":")[2])
            hosting.ask_to_listen(self.app, lambda: self._serve(port, ask, "rejoin"))
        else:
            self.address.value = kept["server"]
            self._connect(kept["server"], ask, asked="rejoin")

    def _connect(
        self,
        address: str,
        ask: Ask,
        server: ServerThread | None = None,
        port: int | None = None,
        asked: str = "",
        name: str = "",
        again: Retry | None = None,
    ) -> None:
        self.connecting = Connecting(
            address, ask, self._in_room, server, port, asked=asked, name=name, again=again
        )
        self.status, self.error = _("Connecting to {address}…").format(address=address), False
        self.back.label, self.back.tooltip = _("Cancel"), _("Stop connecting (Esc)")

    def _in_room(self, link: OnlineLink, room: dict[str, Any]) -> None:
        connecting = self.connecting
        if connecting is not None and connecting.asked != "rejoin":
            hosting.remember_name(self.app, self.name.value.strip() or hosting.default_name())
        if link.server is None:
            remember_server(self.app, link.address)
        if room.get("commitment") is not None:  # started: straight to the table, where it is
            open_online_table(self.app, link, room)
            return
        from common.ui.lobby import LobbyScene

        self.app.replace(LobbyScene(self.app, link, room))

    def cancel(self) -> None:
        """While connecting: stop, and stay here. Else back to the title."""
        if self._busy():
            assert self.connecting is not None
            self.connecting.cancel()
            self.connecting = None
            self._stopped(_("Not connected: you stopped it."), False)
            return
        self.app.nav.title()

    def _stopped(self, words: str, error: bool) -> None:
        self.status, self.error = words, error
        self.back.label, self.back.tooltip = _("Back"), _("Esc")
        self.app.dirty = True

    def update(self, dt: float) -> bool:
        connecting = self.connecting
        if connecting is None or not connecting.busy:
            return False
        problem = connecting.poll()
        if problem is not None:
            self.connecting = None
            if self.kept is not None and connecting.room_gone:
                seat_tokens.forget(self.kept["server"], self.kept["code"])
                problem = _("That game is no longer on the server: it is over, or was closed.")
            self._stopped(problem, True)
        self.app.dirty = True
        return True

    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_v
            and event.mod & pygame.KMOD_CTRL
        ):
            self.paste_invite()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        self.widgets.handle(event)

    # --- drawing --------------------------------------------------------------------------

    def labels(self) -> tuple[list[str], list[str]]:
        """The labels of the host's column (where, server, game, players, seats) and of the
        join column."""
        seats = [_("Seat {n}").format(n=i + 2) for i in range(3)]
        left = [_("Where"), _("Server"), _("Game"), _("Players"), *seats]
        return left, [_("Address"), _("Room code"), ""]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        panel(surface, self.box, CREAM, GOLD, radius=20)
        unit = self.unit
        text(
            surface,
            _("Play online"),
            int(unit * 0.9),
            TERRACOTTA_DARK,
            bold=True,
            center=(self.box.centerx, self.box.top + unit),
        )
        size = int(unit * 0.5)
        text(surface, _("Host a game"), size, INDIGO, bold=True, topleft=self.left.topleft)
        text(surface, _("Join a game"), size, INDIGO, bold=True, topleft=self.right.topleft)
        players = int(self.count.options[self.count.selected])
        text(surface, _("Your name"), size, INK, midleft=(self.left.left, self.name.rect.centery))
        labels, right_labels = self.labels()
        on_server = self.where.selected == ON_A_SERVER
        known = bool(remembered_servers(self.app))
        self.server.visible, self.recent[0].visible = on_server, on_server and known
        self.recent[1].visible = known
        rows = [self.where, self.server, self.game, self.count, *self.seats]
        for label, widget in zip(labels, rows, strict=True):
            widget.visible = widget not in self.seats or self.seats.index(widget) < players - 1
            widget.visible = widget.visible and (widget is not self.server or on_server)
            if widget.visible:
                text(surface, label, size, INK, midleft=(self.left.left, widget.rect.centery))
        if not on_server:
            words = _("Friends on the same network (Wi-Fi or router) only.")
            area = self.server.rect.copy()
            area.width = self.left.right - area.left
            text_block(surface, words, int(size * 0.8), area, MUTED)
        for label, widget in zip(right_labels, (self.address, self.code), strict=False):
            text(surface, label, size, INK, midleft=(self.right.left, widget.rect.centery))
        hint = _(
            "Friends in another home: one of you hosts on a server (any `bazaar serve` "
            "everyone can reach, see the README) and sends the invite. On the same network "
            "the host can host on this computer."
        )
        area = pygame.Rect(
            self.right.left,
            self.paste.rect.bottom + unit // 3,
            self.right.width,
            self.join_button.rect.top - self.paste.rect.bottom - unit // 3,
        )
        text_block(surface, hint, size_to_fit(hint, int(size * 0.85), area), area, MUTED)
        if self.status:  # beside Back, down to the card's edge: smaller rather than spill
            top = self.host_button.rect.bottom + unit // 4
            area = pygame.Rect(
                self.back.rect.right + 20,
                top,
                self.box.right - self.back.rect.right - 50,
                self.box.bottom - 10 - top,
            )
            fitted = size_to_fit(self.status, size, area)
            lines = len(wrap(self.status, fitted, area.width))
            area.top = area.centery - lines * font(fitted).get_linesize() // 2
            text_block(surface, self.status, fitted, area, BAD if self.error else INDIGO)
        self.widgets.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.widgets.tooltip_at(pos)
