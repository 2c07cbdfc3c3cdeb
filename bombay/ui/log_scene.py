"""The game log of a Bombay Bazar table, opened over it (L or the Game log button) and closed
again (L, Esc or Close): the side panel has no room for a log beside the supply, so the log is a
window of its own that holds the whole game, newest at the bottom, scrolled with the wheel or the
arrow keys. The game waits while it is open."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from bombay.ui.elephant_art import elephant_surface
from common.core.i18n import _
from common.ui.draw import panel, text
from common.ui.scene import Scene
from common.ui.theme import CREAM, GOLD, INK, MUTED, TERRACOTTA_DARK, Colour, font, shade
from common.ui.widgets import Button, WidgetGroup


class GameLogScene(Scene):
    """Modal. `entries` are (player, line) oldest first; `colours` and `pattern` draw each
    line's elephant."""

    modal = True

    def __init__(
        self,
        app,
        entries: list[tuple[int, str]],
        colours: list[Colour],
        pattern: Callable[[int], int | None],
    ) -> None:
        self.entries = entries
        self.colours = colours
        self.pattern = pattern
        self.scroll = 0  # lines hidden below the bottom (0: the latest line shows)
        self.widgets = WidgetGroup()
        self.close_button = self.widgets.add(
            Button(_("Close"), self.close, primary=True, tooltip=_("L or Esc"))
        )
        self.box = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        super().__init__(app)

    # --- geometry -------------------------------------------------------------------------

    @property
    def line_size(self) -> int:
        return max(13, self.size[1] // 50)

    @property
    def row_height(self) -> int:
        return int(font(self.line_size).get_linesize() * 1.35)

    @property
    def rows(self) -> int:
        return max(1, self.list_rect.height // self.row_height)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        pad = max(14, min(h - 60, 680) // 30)
        button_h = max(38, h // 18)
        title_h = int(self.line_size * 3.2)
        # as tall as the game so far needs (at least a few lines), up to most of the window
        lines = max(8, len(self.entries))
        height = title_h + lines * self.row_height + button_h + 2 * pad
        self.box = pygame.Rect(0, 0, min(w - 60, 760), min(h - 60, 680, height))
        self.box.center = (w // 2, h // 2)
        self.list_rect = pygame.Rect(
            self.box.left + pad,
            self.box.top + title_h,
            self.box.width - 2 * pad,
            self.box.height - title_h - button_h - 2 * pad,
        )
        self.close_button.rect = pygame.Rect(0, 0, self.box.width // 3, button_h)
        self.close_button.rect.midbottom = (self.box.centerx, self.box.bottom - pad)
        self._clamp()

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, len(self.entries) - self.rows))

    # --- input ----------------------------------------------------------------------------

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def scroll_by(self, lines: int) -> None:
        """Positive: back to earlier lines."""
        self.scroll += lines
        self._clamp()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_UP: 1,
                pygame.K_DOWN: -1,
                pygame.K_PAGEUP: self.rows - 1,
                pygame.K_PAGEDOWN: -(self.rows - 1),
                pygame.K_HOME: len(self.entries),
                pygame.K_END: -len(self.entries),
            }
            if event.key in (pygame.K_ESCAPE, pygame.K_l, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.close()
                return
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(3 if event.y > 0 else -3)
            return
        self.widgets.handle(event)

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((20, 12, 8, 150))
        surface.blit(veil, (0, 0))
        panel(surface, self.box, CREAM, GOLD, radius=18)
        size = self.line_size
        text(
            surface,
            _("Game log"),
            int(size * 1.5),
            TERRACOTTA_DARK,
            bold=True,
            midleft=(self.list_rect.left, self.box.top + int(size * 1.7)),
        )
        total = len(self.entries)
        if total:
            first = max(0, total - self.rows - self.scroll)
            shown = f"{first + 1}–{min(total, first + self.rows)} / {total}"
            text(
                surface,
                shown,
                int(size * 0.8),
                MUTED,
                midright=(self.list_rect.right, self.box.top + int(size * 1.7)),
            )
        pygame.draw.rect(surface, shade(CREAM, 0.95), self.list_rect, border_radius=10)
        if not total:
            text(
                surface,
                _("Nothing has happened yet."),
                size,
                MUTED,
                center=self.list_rect.center,
            )
        row_h = self.row_height
        icon_size = max(6, int(row_h * 0.36))
        clip = surface.get_clip()
        surface.set_clip(self.list_rect)
        start = max(0, total - self.rows - self.scroll)
        for i, (player, line) in enumerate(self.entries[start : start + self.rows]):
            row = pygame.Rect(self.list_rect.left, self.list_rect.top + i * row_h, 0, row_h)
            row.width = self.list_rect.width
            if (start + i) % 2:
                pygame.draw.rect(surface, shade(CREAM, 0.9), row)
            if 0 <= player < len(self.colours):
                icon = elephant_surface(self.colours[player], icon_size, True, self.pattern(player))
                surface.blit(icon, icon.get_rect(center=(row.left + row_h * 0.6, row.centery)))
            text(surface, line, size, INK, midleft=(row.left + row_h * 1.2, row.centery))
        surface.set_clip(clip)
        if total > self.rows:  # a thin bar says where in the game the window is
            track = pygame.Rect(
                self.list_rect.right - 5, self.list_rect.top, 4, self.list_rect.height
            )
            pygame.draw.rect(surface, shade(CREAM, 0.8), track, border_radius=2)
            height = max(12, track.height * self.rows // total)
            top = track.top + (track.height - height) * start // max(1, total - self.rows)
            pygame.draw.rect(surface, GOLD, (track.left, top, 4, height), border_radius=2)
        self.widgets.draw(surface)

    def tooltip_at(self, pos) -> str | None:
        return self.widgets.tooltip_at(pos)
