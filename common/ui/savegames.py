"""The pause menu both games share, and its Save and Load dialogs.

Loading a game of either kind opens its table through the app's Navigator (app.nav.resume).
The Load list shows at once and reads its files a few per frame (newest first), so a folder
full of large or odd files never freezes the window.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from common.core import registry, saves
from common.core.cleantext import clean_text
from common.core.errors import RecordError
from common.core.filekinds import LATEST_TIME, NAME_CHARS
from common.core.i18n import _, n_
from common.core.record import GameRecord
from common.ui.dialogs import Dialog
from common.ui.draw import ellipsize, panel, text
from common.ui.scene import Scene
from common.ui.settings_scene import SettingsScene
from common.ui.theme import BAD, CREAM, GOLD, INK, MUTED, SAND, TERRACOTTA_DARK, shade
from common.ui.widgets import Button, TextField, WidgetGroup

READING_SECONDS = 0.03  # the time per frame the Load list spends reading its files


def game_menu(app, record: GameRecord, on_leave: Callable[[], None]) -> Dialog:
    """Pause: resume, save, load, back to the title (the game stays saved), or quit."""
    return Dialog(
        app,
        _("Paused"),
        _("The game is saved as you play: leave at any time and resume it from the title."),
        [
            (_("Resume"), lambda: None),
            (_("Save game…"), lambda: app.push(SaveDialog(app, record))),
            (_("Load game…"), lambda: app.push(LoadDialog(app))),
            (_("Rules…"), lambda: app.nav.rules(record.game.name)),
            (_("Settings…"), lambda: app.push(_settings(app, record))),
            (_("Back to title"), on_leave),
            (_("Quit Bazaar"), app.quit),
        ],
        escape_choice=0,
    )


def _settings(app, record: GameRecord) -> Scene:
    # The screens are rebuilt in the new language; the game reopens from its record.
    return SettingsScene(app, lambda: app.nav.resume(record))


class SaveDialog(Scene):
    """Type a name; Enter or Save writes the game under it."""

    modal = True

    def __init__(self, app, record: GameRecord) -> None:
        self.record = record
        self.widgets = WidgetGroup()
        default = time.strftime(_("Game of %d %b, %H:%M"))
        self.name = self.widgets.add(
            TextField(default, max_length=40, tooltip=_("The name in the list of saved games"))
        )
        self.name.focused = True
        self.save_button = self.widgets.add(Button(_("Save"), self.save, primary=True))
        self.cancel_button = self.widgets.add(Button(_("Cancel"), self.close))
        self.error: str | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        super().__init__(app)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        width = max(300, min(size[0] - 40, max(620, size[0] // 3)))
        row = max(40, min(size[1] // 16, width // 8))
        self.box = pygame.Rect(0, 0, width, row * 6)
        self.box.center = (size[0] // 2, size[1] // 2)
        self.name.rect = pygame.Rect(
            self.box.left + row, self.box.top + row * 2, self.box.width - 2 * row, row
        )
        width = (self.box.width - 3 * row) // 2
        self.cancel_button.rect = pygame.Rect(
            self.box.left + row, self.box.bottom - row * 3 // 2, width, row
        )
        self.save_button.rect = self.cancel_button.rect.move(width + row, 0)

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def save(self) -> None:
        try:
            saves.save_as(self.record, self.name.value)
        except OSError as error:
            self.error = _("Could not save: {why}").format(why=error.strerror or error)
            return
        self.close()
        self.app.push(
            Dialog(
                self.app,
                _("Saved"),
                _("Saved as “{name}”.").format(name=self.record.meta["name"]),
                [(_("OK"), lambda: None)],
            )
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        else:
            self.widgets.handle(event)
            self.name.focused = True

    def draw(self, surface: pygame.Surface) -> None:
        _veil(surface)
        panel(surface, self.box, CREAM, GOLD, radius=18)
        size = self.name.rect.height // 2
        text(
            surface,
            _("Save this game"),
            int(size * 1.2),
            TERRACOTTA_DARK,
            bold=True,
            midleft=(self.name.rect.left, self.box.top + size * 2),
        )
        if self.error:
            text(
                surface,
                self.error,
                int(size * 0.8),
                BAD,
                midleft=(self.name.rect.left, self.name.rect.bottom + size),
            )
        self.widgets.draw(surface)


class LoadDialog(Scene):
    """The saved games, newest first: click one to open it. Damaged files are shown, greyed,
    with the reason; they are never changed."""

    modal = True

    def __init__(self, app) -> None:
        # Each file is shown by its name until it has been read (self.unread, in list order).
        self.entries = [
            saves.SaveInfo(path, clean_text(path.stem, NAME_CHARS)) for path in saves.save_files()
        ]
        self.unread = list(range(len(self.entries)))
        self.widgets = WidgetGroup()
        self.close_button = self.widgets.add(Button(_("Close"), self.close))
        self.rows: list[pygame.Rect] = []
        self.first = 0
        self.chosen = -1  # the row picked with Up/Down, opened with Enter
        self.error: str | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.visible_rows = 6
        super().__init__(app)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        row = max(48, size[1] // 13)
        self.visible_rows = max(3, min(8, (size[1] - 5 * row) // row))
        self.box = pygame.Rect(0, 0, min(size[0] - 40, 860), row * (self.visible_rows + 3))
        self.box.center = (size[0] // 2, size[1] // 2)
        self.rows = [
            pygame.Rect(
                self.box.left + row // 2,
                self.box.top + row * 3 // 2 + i * row,
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
        are read, order them by when they were saved, newest first."""
        if not self.unread:
            return False
        deadline = time.perf_counter() + READING_SECONDS
        while self.unread:
            index = self.unread.pop(0)
            self.entries[index] = saves.save_info(self.entries[index].path)
            if time.perf_counter() > deadline:
                break
        if not self.unread:
            chosen = self.entries[self.chosen] if 0 <= self.chosen < len(self.entries) else None
            self.entries.sort(key=lambda info: (-info.saved_at, info.name))
            self.chosen = self.entries.index(chosen) if chosen is not None else -1
        return bool(self.unread)

    def open(self, info: saves.SaveInfo) -> None:
        reason = info.error
        if reason is None:
            try:
                record = saves.load(info.path)
            except FileNotFoundError:
                reason = _("the file is not there any more")
            except RecordError as error:
                reason = str(error)
        if reason is not None:
            self.error = _("“{name}” cannot be opened: {why}").format(name=info.name, why=reason)
            return
        self.app.nav.resume(record)

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle_key(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            if self.entries:
                step = 1 if event.key == pygame.K_DOWN else -1
                self.chosen = (self.chosen + step) % len(self.entries)
                self.first = min(max(self.first, self.chosen - self.visible_rows + 1), self.chosen)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if 0 <= self.chosen < len(self.entries):
                self.open(self.entries[self.chosen])
            return
        if event.type == pygame.MOUSEWHEEL:
            top = max(0, len(self.entries) - self.visible_rows)
            self.first = min(top, max(0, self.first - event.y))
            return
        if self.widgets.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self.rows):
                index = self.first + i
                if rect.collidepoint(event.pos) and index < len(self.entries):
                    self.open(self.entries[index])
                    return

    def draw(self, surface: pygame.Surface) -> None:
        _veil(surface)
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
        if not self.entries:
            text(
                surface,
                _("No saved games yet: save one from the pause menu (Esc)."),
                size,
                MUTED,
                center=self.box.center,
            )
        mouse = pygame.mouse.get_pos()
        unread = {self.entries[i].path for i in self.unread}
        for number, (rect, info) in enumerate(
            zip(self.rows, self.entries[self.first :], strict=False), start=self.first
        ):
            hover = (rect.collidepoint(mouse) or number == self.chosen) and not info.error
            fill = shade(SAND, 1.12) if hover else shade(SAND, 1.05)
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            ink = MUTED if info.error else INK
            text(
                surface,
                ellipsize(info.name, size, rect.width - 2 * size, bold=True),
                size,
                ink,
                bold=True,
                midleft=(rect.left + size, rect.top + rect.height // 3),
            )
            if info.path in unread:
                detail, colour = _("reading…"), MUTED
            elif info.error:
                detail = _("damaged: {why}").format(why=info.error)
                colour = BAD
            else:
                moves = n_("{n} move", "{n} moves", info.turn).format(n=info.turn)
                status = _("finished") if info.finished else moves
                game = _game_title(info.game)
                when = _when(info.saved_at)
                detail = f"{game} · {', '.join(info.players)} · {when} · {status}"
                colour = INK
            text(
                surface,
                ellipsize(detail, int(size * 0.8), rect.width - 2 * size),
                int(size * 0.8),
                colour,
                midleft=(rect.left + size, rect.top + rect.height * 3 // 4),
            )
        if self.error:
            text(
                surface,
                ellipsize(self.error, size, self.box.width - 2 * size),
                size,
                BAD,
                center=(self.box.centerx, self.close_button.rect.top - size),
            )
        self.widgets.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """Over a damaged save: the whole reason (the row shows as much as fits)."""
        for number, rect in enumerate(self.rows, start=self.first):
            if rect.collidepoint(pos) and number < len(self.entries):
                info = self.entries[number]
                if info.error and number not in self.unread:
                    return _("damaged: {why}").format(why=info.error)
        return self.widgets.tooltip_at(pos)


def _when(saved_at: float) -> str:
    """The date and time of a save as the list shows it ("" if the system cannot say)."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(min(saved_at, LATEST_TIME)))
    except (OverflowError, OSError, ValueError):
        return ""


def _veil(surface: pygame.Surface) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((20, 12, 8, 150))
    surface.blit(veil, (0, 0))


def _game_title(name: str) -> str:
    """A saved game's game as the list names it (a name Bazaar does not know, as it is)."""
    try:
        return _(registry.find(name).title)
    except RecordError:
        return name
