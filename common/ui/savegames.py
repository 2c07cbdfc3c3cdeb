"""The pause menu both games share and its Save dialog (the Load list is in
common.ui.load_dialog).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pygame

from common.core import saves
from common.core.errors import RecordError
from common.core.i18n import _
from common.core.record import GameRecord
from common.ui.dialogs import Dialog, ask_to_quit
from common.ui.draw import panel, text, veil
from common.ui.load_dialog import LoadDialog
from common.ui.scene import Scene
from common.ui.settings_scene import SettingsScene
from common.ui.theme import BAD, CREAM, GOLD, TERRACOTTA_DARK
from common.ui.widgets import Button, TextField, WidgetGroup

_STRFTIME_CODE = re.compile("%[a-zA-Z%]")


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
            (
                _("Quit Bazaar"),
                lambda: app.push(
                    ask_to_quit(app, _("The game is kept: Resume on the title brings it back."))
                ),
            ),
        ],
        escape_choice=0,
    )


def _settings(app, record: GameRecord) -> Scene:
    # The screens are rebuilt in the new language; the game reopens from its record.
    return SettingsScene(app, lambda: app.nav.resume(record))


def default_name() -> str:
    """The name a Save dialog offers: "Game of 2 Dec, 14:30" in the player's language. Each
    %-code is given to strftime alone, never the translated words: under a locale that cannot
    encode them (C, ISO-8859-1) strftime garbles "Партия от" into mojibake."""
    moment = time.localtime()
    return _STRFTIME_CODE.sub(
        lambda code: time.strftime(code[0], moment), _("Game of %d %b, %H:%M")
    )


class SaveDialog(Scene):
    """Type a name; Enter or Save writes the game under it."""

    modal = True

    def __init__(self, app, record: GameRecord) -> None:
        self.record = record
        self.widgets = WidgetGroup()
        self.name = self.widgets.add(
            TextField(
                default_name(), max_length=40, tooltip=_("The name in the list of saved games")
            )
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

    def save(self, name: str | None = None, replace: bool = False) -> None:
        try:
            path = saves.save_as(self.record, self.name.value if name is None else name, replace)
        except saves.NameTakenError as taken:
            self._ask_replace(taken)
            return
        except (OSError, RecordError) as error:
            self.error = _("Could not save: {why}").format(
                why=getattr(error, "strerror", None) or error
            )
            return
        self.close()
        self.app.push(
            Dialog(
                self.app,
                _("Saved"),
                _("Saved as “{name}”.").format(name=saves.load(path).meta["name"]),
                [(_("OK"), lambda: None)],
            )
        )

    def _ask_replace(self, taken: saves.NameTakenError) -> None:
        """Another game is saved under this name: keep both (a distinct name), or replace."""
        self.app.push(
            Dialog(
                self.app,
                _("“{name}” is another game").format(name=taken.taken),
                _("A different game is saved under this name. Keep both, or replace it?"),
                [
                    (
                        _("Keep both: “{name}”").format(name=taken.free),
                        lambda: self.save(taken.free),
                    ),
                    (_("Replace it"), lambda: self.save(taken.taken, replace=True)),
                    (_("Cancel"), lambda: None),
                ],
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
        veil(surface)
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
