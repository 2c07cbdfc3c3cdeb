"""The lobby of an online game: every seat and who has taken it, the invite to send, and
Start for the host once every friend's seat is taken (a friend waits here for the start)."""

from __future__ import annotations

from typing import Any

import pygame

from common.core import registry
from common.core.i18n import _
from common.net.client import CLOSED
from common.net.protocol import FINAL_CODES
from common.net.room_options import TURN_BASED
from common.ui.draw import panel, text, text_block, vertical_gradient
from common.ui.layout import centred_card
from common.ui.online_invite import Invite, invite_for
from common.ui.online_link import OnlineLink
from common.ui.online_reconnect import Reconnect, may_reconnect
from common.ui.online_table import open_online_table, seat_name
from common.ui.online_words import refusal_words
from common.ui.scene import Scene
from common.ui.theme import BAD, CREAM, GOLD, INDIGO, INDIGO_DARK, INK, MUTED, TERRACOTTA_DARK
from common.ui.widgets import Button, WidgetGroup


class LobbyScene(Scene):
    """Every seat and who has taken it; the host starts when the seats are filled."""

    def __init__(self, app, link: OnlineLink, room: dict[str, Any]) -> None:
        super().__init__(app)
        self.link, self.room = link, room
        self.widgets = WidgetGroup()
        self.start = self.widgets.add(Button(_("Start"), self._start, primary=True))
        self.copy = self.widgets.add(Button(_("Copy invite"), self._copy))
        self.leave = self.widgets.add(Button(_("Leave"), self._leave, tooltip=_("Esc")))
        self.status, self.error = "", False
        self.final_error: str | None = None  # the code of an error that ended the connection
        self.reconnect: Reconnect | None = None  # the tries after a dropped connection
        self._invite: Invite | None = None
        self._enable()

    def _enable(self) -> None:
        self.copy.visible = self.hosting
        self.start.visible = self.hosting and not self.turn_based  # that one starts by itself
        self.copy.enabled = self.hosting and self.invite().line is not None
        self.start.enabled = self.filled()
        self.start.tooltip = None if self.start.enabled else _("Every friend's seat is taken first")

    @property
    def hosting(self) -> bool:
        """Whether this window made the room (on this computer or on a server)."""
        return bool(self.room.get("creator")) or self.link.server is not None

    @property
    def turn_based(self) -> bool:
        """Whether the room is turn-based: the server starts it once every seat is taken."""
        return self.room.get("options", {}).get("tempo") == TURN_BASED

    def turn_words(self) -> str:
        """What a turn-based room's lobby says will happen: nobody presses Start, and nobody
        has to stay."""
        if self.filled():
            starts = _("Every seat is taken: the game is starting.")
        else:
            starts = _("The game starts by itself once every seat is taken.")
        if self.link.server is not None:  # the room lives in this computer's own server
            stays = _("You may leave: the game is kept on this computer until you host it again.")
        else:
            stays = _("You may leave: the game waits on the server, and My games brings you back.")
        return f"{starts}\n{stays}"

    def invite(self) -> Invite:
        """The invite to this room (looked up once: the addresses do not change here)."""
        if self._invite is None:
            server = None if self.link.server is not None else self.link.address
            self._invite = invite_for(server, self.link.port or 0, self.room["code"])
        return self._invite

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.background = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
        largest = (max(900, size[0] * 7 // 10), max(620, size[1] * 4 // 5))  # grows with it
        self.box = box = centred_card(size, largest, (40, 30))
        self.unit = unit = max(30, box.height // 14)
        w = (box.width - 100) // 3
        y = box.bottom - unit - 16
        self.leave.rect = pygame.Rect(box.left + 30, y, w, unit)
        self.copy.rect = pygame.Rect(box.left + 50 + w, y, w, unit)
        self.start.rect = pygame.Rect(box.right - 30 - w, y, w, unit)
        if self.turn_based:  # no Start: the invite takes its place on the right
            self.copy.rect = self.start.rect.copy()

    def filled(self) -> bool:
        return all(s["kind"] != "remote" or "name" in s for s in self.room["seats"])

    def update(self, dt: float) -> bool:
        if self.reconnect is not None:
            return self._reconnecting()
        events = self.link.net.poll()
        for i, event in enumerate(events):
            message = event.message
            kind = message["type"]
            if kind == "seats":
                self.room["seats"] = message["seats"]
            elif kind == "started":
                open_online_table(self.app, self.link, self.room, events[i + 1 :])
                return True
            elif kind == CLOSED and may_reconnect(self.link, self.final_error):
                self.reconnect = Reconnect(self.link)
                self.leave.label, self.leave.tooltip = _("Cancel"), _("Stop reconnecting (Esc)")
                return self._reconnecting()
            elif kind == "error":
                self.final_error = message["code"]
                self.status = refusal_words(message["code"], message["reason"])
                self.error = True
            elif (
                kind == CLOSED and self.final_error not in FINAL_CODES
            ):  # else that error stays said
                self.status, self.error = message["reason"], True
            self.app.dirty = True
        self._enable()
        return False

    def _reconnecting(self) -> bool:
        """The tries after a drop, said in the status line; back in the lobby (or at the
        table, if the game started meanwhile) once one works."""
        reconnect = self.reconnect
        assert reconnect is not None
        reconnect.poll()
        self.status, self.error = reconnect.words(), reconnect.over is not None
        self.app.dirty = True
        if reconnect.entered is None and reconnect.over is None:
            return True
        self.reconnect = None
        self.leave.label, self.leave.tooltip = _("Leave"), _("Esc")
        if reconnect.entered is not None:
            self.link, room = reconnect.entered
            if room.get("commitment") is not None:
                open_online_table(self.app, self.link, room)
                return True
            self.room = room
            self.status, self.error = _("Connected again."), False
        self._enable()
        return True

    def _start(self) -> None:
        self.link.net.call("start")

    def _copy(self) -> None:
        line = self.invite().line
        if line is None:
            return
        try:
            pygame.scrap.put_text(line)
            self.status, self.error = _("The invite is copied: paste it to your friends."), False
        except pygame.error:
            self.status, self.error = (
                _("The invite could not be copied: {line}").format(line=line),
                True,
            )

    def _leave(self) -> None:
        if self.reconnect is not None:
            self.reconnect.cancel()
            self._reconnecting()
            return
        self.link.close()
        self.app.nav.title()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._leave()
            return
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        panel(surface, self.box, CREAM, GOLD, radius=20)
        unit, box = self.unit, self.box
        title = _(registry.find(self.room["game"]).title)
        text(
            surface,
            _("{game} online · room {code}").format(game=title, code=self.room["code"]),
            int(unit * 0.8),
            TERRACOTTA_DARK,
            bold=True,
            center=(box.centerx, box.top + unit),
        )
        size = int(unit * 0.5)
        y = box.top + unit * 2
        mine = set(self.room.get("you", []))
        for i, seat in enumerate(self.room["seats"]):
            row = pygame.Rect(box.left + 40, y + i * unit * 1.2, box.width - 80, unit)
            pygame.draw.rect(surface, (250, 240, 220), row, border_radius=10)
            if seat["kind"] == "computer" or "name" in seat:
                who = seat_name(i, seat)
            else:
                who = _("waiting for a friend…")
            if i in mine:
                who = _("{name} (you)").format(name=who)
            text(
                surface,
                f"{i + 1}. {who}",
                size,
                INK,
                bold=i in mine,
                midleft=(row.left + 12, row.centery),
            )
            online = seat["kind"] == "computer" or seat.get("online")
            state = (
                _("here")
                if (online and "name" in seat) or seat["kind"] == "computer"
                else _("not here")
            )
            if self.reconnect is None:  # else who is here is not known until back
                text(
                    surface, state, int(size * 0.85), MUTED, midright=(row.right - 12, row.centery)
                )
        note_top = y + len(self.room["seats"]) * unit * 1.2 + unit // 2
        area = pygame.Rect(
            box.left + 40, note_top, box.width - 80, self.start.rect.top - note_top - 10
        )
        if self.hosting:
            invite = self.invite()
            lines = [invite.warning] if invite.line is None else []
            if invite.line is not None:
                line = _("Send your friends this line (Copy invite): {line}")
                lines = [line.format(line=invite.line), invite.warning or ""]
            words = "\n".join(w for w in (*lines, self.link.note) if w)
            if self.turn_based:  # what will happen first, then the invite
                words = self.turn_words() + "\n" + words
            elif not self.filled():
                words += "\n" + _("Start is ready when every friend's seat is taken.")
        elif self.room.get("watching") and self.turn_based:
            words = _("You are watching: the table shows once every seat is taken.")
        elif self.room.get("watching"):
            words = _("You are watching: the table shows once the host starts the game.")
        elif self.turn_based:
            words = self.turn_words()
        else:
            words = _("Waiting for the host to start the game.")
        if self.reconnect is not None:
            words = self.status
        elif self.status:
            words += "\n" + self.status
        text_block(surface, words, size, area, BAD if self.error else INDIGO)
        self.widgets.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.widgets.tooltip_at(pos)
