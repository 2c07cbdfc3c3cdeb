"""The Load list: every saved game of either kind, each game's unfinished game too. What the
index of the saves knows (common.core.kept_index) shows at once; files new or changed since are
read a few per frame (newest first) so a folder full of large or odd files never freezes the
window, and the lines are worked out once per change, never per frame;
a save is deleted only once the player confirms. Games still to play come first, the finished
ones under a heading of their own, each with its date, players and result. Loading opens a
game through the app's Navigator (app.nav.resume): an unfinished one at its table, a finished
one on its results (with its Replay).
"""

from __future__ import annotations

import time

import pygame

from common.core import saves
from common.core.cleantext import clean_text
from common.core.errors import RecordError
from common.core.filekinds import NAME_CHARS
from common.core.i18n import _, n_
from common.core.save_list import indexed_saves
from common.core.save_meta import SaveInfo
from common.ui.dialogs import Dialog
from common.ui.draw import ellipsize, panel, text, text_block, veil, wrap
from common.ui.keep_unfinished import keep_unfinished_first
from common.ui.load_rows import (
    later_rounds,
    lines_of,
    ordered,
    row_badge,
    row_detail,
    row_name,
    section_size,
)
from common.ui.scene import Scene
from common.ui.theme import BAD, CREAM, GOLD, INK, MUTED, SAND, TERRACOTTA_DARK, font, shade
from common.ui.widgets import Button, WidgetGroup

READING_SECONDS = 0.03  # the time per frame the Load list spends reading its files


class LoadDialog(Scene):
    """The saved games, newest first: click one to open it. Damaged files are shown, greyed,
    with the reason; they are never changed."""

    modal = True

    def __init__(self, app) -> None:
        self.entries, self.unread = _unread_entries()
        self._lines: list[int | str] | None = None  # worked out when the entries change
        self._later: set[int] = set()  # the rows that go on a tournament's rows above them
        self.widgets = WidgetGroup()
        self.close_button = self.widgets.add(Button(_("Close"), self.close))
        self.rows: list[pygame.Rect] = []
        self.first = 0  # the first line shown (lines: see `lines`)
        self.chosen = -1  # the entry picked with Up/Down, opened with Enter
        self.error: str | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.visible_rows = 6
        super().__init__(app)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        row = max(48, size[1] // 13)
        self.visible_rows = max(3, min(8, (size[1] - 5 * row) // row))
        # the title, the rows from just under it, and the Close button; wider in a wide
        # window, where a row's details (players, date, who won, turns) need the room
        width = min(size[0] - 40, max(860, size[0] * 2 // 3))
        self.box = pygame.Rect(0, 0, width, row * (10 * self.visible_rows + 27) // 10)
        self.box.center = (size[0] // 2, size[1] // 2)
        self.rows = [
            pygame.Rect(
                self.box.left + row // 2,
                self.box.top + row * 12 // 10 + i * row,
                self.box.width - row,
                row - 6,
            )
            for i in range(self.visible_rows)
        ]
        self.close_button.rect = pygame.Rect(0, 0, self.box.width // 3, int(row * 0.8))
        self.close_button.rect.midbottom = (self.box.centerx, self.box.bottom - row // 4)

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def update(self, dt: float) -> bool:
        """Read the next files while this frame's time lasts (at least one a frame); once all
        are read, order the saved games by when they were saved, newest first."""
        if not self.unread:
            return False
        deadline = time.perf_counter() + READING_SECONDS
        self._lines = None
        while self.unread:
            index = self.unread.pop(0)
            self.entries[index] = saves.save_info(self.entries[index].path)
            if time.perf_counter() > deadline:
                break
        if not self.unread:
            chosen = self.entries[self.chosen] if 0 <= self.chosen < len(self.entries) else None
            slots = [info for info in self.entries if info.slot]
            self.entries = slots + ordered(info for info in self.entries if not info.slot)
            self.chosen = self.entries.index(chosen) if chosen is not None else -1
        return bool(self.unread)

    def lines(self) -> list[int | str]:
        """What the list shows, top to bottom: each entry (its index) and, once some game in
        it has finished, a heading above the games still to play and one above the finished."""
        if self._lines is None:
            self._lines = lines_of(self.entries, set(self.unread))
            self._later = later_rounds(self.entries, self._lines)
        return self._lines

    def show_chosen(self) -> None:
        """Scroll so that the chosen entry is in view."""
        lines = self.lines()
        if self.chosen in lines:
            line = lines.index(self.chosen)
            self.first = min(max(self.first, line - self.visible_rows + 1), line)
            if line and isinstance(lines[line - 1], str):
                self.first = min(self.first, line - 1)  # its heading too, where it fits

    def open(self, info: SaveInfo) -> None:
        reason = info.error
        if reason is None:
            try:
                record = saves.load(info.path)
            except FileNotFoundError:
                reason = _("the file is not there any more")
            except RecordError as error:
                reason = str(error)
        if reason is not None:
            self.error = _("“{name}” cannot be opened: {why}").format(
                name=row_name(info), why=reason
            )
            return
        if info.slot or record.state.is_terminal():  # its own slot's game, or its results
            self.app.nav.resume(record)
            return
        opening = lambda: self.app.nav.resume(record)  # noqa: E731
        keep_unfinished_first(self.app, record.game.name, opening, opening=record)

    def ask_delete(self, info: SaveInfo) -> None:
        """Delete a save (or an unfinished game) only once the player confirms."""
        title = _("Delete this saved game?")
        message = _("“{name}” is removed for good; it cannot be brought back.").format(
            name=row_name(info)
        )

        def delete() -> None:
            try:
                saves.delete(info)
            except OSError as error:
                self.error = _("Could not delete: {why}").format(why=error.strerror or error)
            self.on_kept()

        self.app.push(
            Dialog(self.app, title, message, [(_("Delete"), delete), (_("Cancel"), lambda: None)])
        )

    def on_kept(self) -> None:
        """The saved games changed (one deleted, or kept at last): listed again."""
        self.entries, self.unread = _unread_entries()
        self._lines = None
        self.chosen = min(self.chosen, len(self.entries) - 1)
        self.first = max(0, min(self.first, len(self.lines()) - self.visible_rows))
        self.app.dirty = True

    def delete_rect(self, row: pygame.Rect) -> pygame.Rect:
        """The Delete mark at the right end of a row."""
        rect = pygame.Rect(0, 0, max(80, row.width // 7), int(row.height * 0.56))
        rect.midright = (row.right - row.height // 4, row.centery)
        return rect

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle_key(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            order = [line for line in self.lines() if isinstance(line, int)]
            if order:
                step = 1 if event.key == pygame.K_DOWN else -1
                at = order.index(self.chosen) if self.chosen in order else -1 if step > 0 else 0
                self.chosen = order[(at + step) % len(order)]
                self.show_chosen()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if 0 <= self.chosen < len(self.entries):
                self.open(self.entries[self.chosen])
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            if 0 <= self.chosen < len(self.entries):
                self.ask_delete(self.entries[self.chosen])
            return
        if event.type == pygame.MOUSEWHEEL:
            top = max(0, len(self.lines()) - self.visible_rows)
            self.first = min(top, max(0, self.first - event.y))
            return
        if self.widgets.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, line in zip(self.rows, self.lines()[self.first :], strict=False):
                if rect.collidepoint(event.pos) and isinstance(line, int):
                    if self.delete_rect(rect).collidepoint(event.pos):
                        self.ask_delete(self.entries[line])
                    else:
                        self.open(self.entries[line])
                    return

    def draw(self, surface: pygame.Surface) -> None:
        veil(surface)
        panel(surface, self.box, CREAM, GOLD, radius=18)
        size = max(14, self.rows[0].height // 3)
        text(
            surface,
            _("Load a saved game"),
            int(size * 1.4),
            TERRACOTTA_DARK,
            bold=True,
            midleft=(self.rows[0].left, self.box.top + int(size * 1.8)),
        )
        if not self.entries:  # wrapped inside the panel, centred on it
            words = _("No saved games yet: save one from the pause menu (Esc).")
            message = self.box.inflate(-4 * size, 0)
            message.height = len(wrap(words, size, message.width)) * font(size).get_linesize()
            message.center = self.box.center
            text_block(surface, words, size, message, MUTED, align="center")
        mouse = pygame.mouse.get_pos()
        unread = {self.entries[i].path for i in self.unread} if self.unread else set()
        lines = self.lines()
        for at, (rect, line) in enumerate(zip(self.rows, lines[self.first :], strict=False)):
            if isinstance(line, str):
                _draw_heading(
                    surface, f"{line} ({section_size(lines, self.first + at)})", rect, size
                )
                continue
            info = self.entries[line]
            if line in self._later:  # a later round of the tournament above: joined to it
                rect = _join_round(surface, rect, size)
            hover = (rect.collidepoint(mouse) or line == self.chosen) and not info.error
            fill = shade(SAND, 1.12) if hover else shade(SAND, 1.05)
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            ink = MUTED if info.error else INK
            room = self.delete_rect(rect).left - rect.left - 2 * size
            name_room = room - _draw_practice_badge(surface, info, rect, self.delete_rect(rect))
            text(
                surface,
                _clip(row_name(info), int(size / 0.8), name_room, bold=True),
                size,
                ink,
                bold=True,
                midleft=(rect.left + size, rect.top + rect.height // 3),
            )
            detail, colour = row_detail(info), BAD if info.error else INK
            if info.path in unread:
                detail, colour = _("reading…"), MUTED
            _draw_delete(surface, self.delete_rect(rect), size, mouse)
            text(
                surface,
                _clip(detail, size, room),
                int(size * 0.8),
                colour,
                midleft=(rect.left + size, rect.top + rect.height * 3 // 4),
            )
        self._draw_more(surface, size)
        if self.error:
            text(
                surface,
                _clip(self.error, size, self.box.width - 2 * size),
                size,
                BAD,
                center=(self.box.centerx, self.close_button.rect.top - size),
            )
        self.widgets.draw(surface)

    def more_below(self) -> int:
        """How many games the list holds below the rows shown."""
        return sum(isinstance(line, int) for line in self.lines()[self.first + len(self.rows) :])

    def _draw_more(self, surface: pygame.Surface, size: int) -> None:
        """Left of Close: how many games lie below the rows shown (the wheel or ↓ shows them)."""
        more = self.more_below()
        if more:
            words = n_("▼ {n} more game below", "▼ {n} more games below", more).format(n=more)
            room = self.close_button.rect.left - self.rows[0].left - size
            text(
                surface,
                _clip(words, size, room),
                int(size * 0.8),
                TERRACOTTA_DARK,
                bold=True,
                midleft=(self.rows[0].left, self.close_button.rect.centery),
            )

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """Over a damaged save: the whole reason (the row shows as much as fits)."""
        for rect, line in zip(self.rows, self.lines()[self.first :], strict=False):
            if rect.collidepoint(pos) and isinstance(line, int):
                info = self.entries[line]
                if info.error and line not in self.unread:
                    return row_detail(info)
        return self.widgets.tooltip_at(pos)


def _unread_entries() -> tuple[list[SaveInfo], list[int]]:
    """The Load list as it opens: each game's slot (read: there are at most a few), the saved
    games the index knows, in order, then each file still to read by its file name (and the
    indices of those)."""
    slots = saves.list_slots()
    known, unread = indexed_saves()
    named = [SaveInfo(path, clean_text(path.stem, NAME_CHARS)) for path in unread]
    first = len(slots) + len(known)
    return slots + ordered(known) + named, list(range(first, first + len(named)))


def _draw_practice_badge(surface, info: SaveInfo, row: pygame.Rect, delete) -> int:
    """Draw the row's practice mark left of Delete; returns the width it takes (0: none)."""
    badge = row_badge(info)
    if badge is None:
        return 0
    size = max(12, int(delete.height * 0.5))
    rect = pygame.Rect(0, 0, font(size, True).size(badge)[0] + size, delete.height)
    rect.midright = (delete.left - size // 2, row.top + row.height // 3)
    pygame.draw.rect(surface, shade(TERRACOTTA_DARK, 1.1), rect, border_radius=rect.height // 2)
    text(surface, badge, size, CREAM, bold=True, center=rect.center)
    return rect.width + size // 2


def _join_round(surface: pygame.Surface, row: pygame.Rect, size: int) -> pygame.Rect:
    """A gold rule from the row above down to this one's middle, and the row moved right of
    it: the rounds of one tournament read as one group."""
    x = row.left + size // 2
    pygame.draw.line(surface, GOLD, (x, row.top - row.height // 2), (x, row.centery), 3)
    pygame.draw.line(surface, GOLD, (x, row.centery), (row.left + size, row.centery), 3)
    return pygame.Rect(row.left + size, row.top, row.width - size, row.height)


def _draw_heading(surface: pygame.Surface, heading: str, row: pygame.Rect, size: int) -> None:
    """A section's heading in a row of its own, over a gold rule."""
    text(surface, heading, size, TERRACOTTA_DARK, bold=True, midleft=(row.left, row.bottom - size))
    pygame.draw.line(surface, GOLD, (row.left, row.bottom - 2), (row.right, row.bottom - 2), 2)


def _draw_delete(surface: pygame.Surface, rect: pygame.Rect, size: int, mouse) -> None:
    hover = rect.collidepoint(mouse)
    pygame.draw.rect(surface, shade(SAND, 0.9 if hover else 0.97), rect, border_radius=6)
    pygame.draw.rect(surface, BAD if hover else MUTED, rect, 1, border_radius=6)
    text(surface, _("Delete"), int(size * 0.8), BAD if hover else MUTED, center=rect.center)


def _clip(message: str, size: int, width: int, bold: bool = False) -> str:
    """The message cut with an ellipsis to fit `width` at 0.8 of `size` (common.ui.draw)."""
    return ellipsize(message, int(size * 0.8), width, bold)
