"""The title screen: resume an unfinished game (one per game can wait), pick a game, or quit."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from common.core.i18n import _, n_
from common.ui.draw import ellipsize, fill_gradient, fitting_size, panel, text, wrap
from common.ui.scene import Scene
from common.ui.theme import (
    CREAM,
    GOLD,
    GOLD_LIGHT,
    INDIGO_DARK,
    TERRACOTTA,
    TERRACOTTA_DARK,
    font,
)
from common.ui.widget_button import Button
from common.ui.widget_group import WidgetGroup

if TYPE_CHECKING:
    from common.ui.app import App

GameEntry = tuple[str, str, Callable[[], None]]  # label, tooltip, start
NOTE_MESSAGES = 3


def _note_size(height: int) -> int:
    return max(14, height // 50)


class TitleScene(Scene):
    def __init__(
        self,
        app: App,
        games: Sequence[GameEntry],
        version: str = "",
        resume: Sequence[GameEntry] = (),
        load: Callable[[], None] | None = None,
        rules: Callable[[], None] | None = None,
        note: str | None = None,
        online: Callable[[], None] | None = None,
        my_games: Callable[[], None] | None = None,
        practice: Callable[[], None] | None = None,
    ) -> None:
        self.widgets = WidgetGroup()
        self.resume_buttons = [
            self.widgets.add(Button(label, start, tooltip=tip, primary=True))
            for label, tip, start in resume
        ]
        self.resume_button = self.resume_buttons[0] if self.resume_buttons else None
        self.game_buttons = [
            self.widgets.add(Button(label, start, tooltip=tip, primary=not resume))
            for label, tip, start in games
        ]
        self.online_button = None
        if online is not None:
            self.online_button = self.widgets.add(
                Button(
                    _("Play online"),
                    online,
                    tooltip=_("Host a game for friends on other computers, or join theirs"),
                )
            )
        self.my_games_button = None
        if my_games is not None:
            self.my_games_button = self.widgets.add(
                Button(
                    _("My games"),
                    my_games,
                    tooltip=_("Your online games: whose turn it is in each, and back to any"),
                )
            )
        self.load_button = None
        if load is not None:
            self.load_button = self.widgets.add(
                Button(_("Load game"), load, tooltip=_("Open a game saved from the pause menu"))
            )
        self.rules_button = None
        if rules is not None:
            self.rules_button = self.widgets.add(
                Button(_("Rules"), rules, tooltip=_("How each game is played, with pictures"))
            )
        self.practice_button = None
        if practice is not None:
            self.practice_button = self.widgets.add(
                Button(
                    _("Practice"),
                    practice,
                    tooltip=_("Find better moves where your reviewed games went wrong"),
                )
            )
        self.settings_button = self.widgets.add(
            Button(
                _("Settings"),
                self._open_settings,
                tooltip=_("Language, animations, sound, full screen, colour-blind patterns"),
            )
        )
        self.quit_button = self.widgets.add(Button(_("Quit"), app.quit))
        self.note = note
        self.version = version
        self.stale = False  # a game was kept since: the Resume buttons are built again
        self.market = Market()
        super().__init__(app)

    def on_kept(self) -> None:
        self.stale = True

    def update(self, dt: float) -> bool:
        if self.stale:
            self.stale = False
            self.app.nav.title()
        return False

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        buttons = [
            self.game_buttons[0],  # its row is the Resume buttons' (side by side), kept
            *self.game_buttons,  # whether or not there are any, so no button moves
            self.online_button,
            self.my_games_button,
            self.load_button,
            self.rules_button,
            self.practice_button,
            self.settings_button,
            self.quit_button,
        ]
        shown = [b for b in buttons if b is not None]
        y = int(h * 0.38)
        # The buttons stay clear of the note's lines.
        room = h - y - self._note_height(size) - h // 40
        step = max(30, min(int(max(44, h // 15) * 1.22), room // len(shown)))
        button_w, button_h = max(280, w // 4), int(step / 1.22)
        self._lay_resume_row(size, y, button_w, button_h)
        y += step
        for button in shown[1:]:
            button.rect = pygame.Rect(0, 0, button_w, button_h)
            button.rect.midtop = (w // 2, y)
            y += step

    def _lay_resume_row(self, size: tuple[int, int], y: int, width: int, height: int) -> None:
        """The Resume buttons in one row above the games, centred, narrower if need be."""
        count = len(self.resume_buttons)
        if not count:
            return
        gap = max(12, size[0] // 80)
        words = max(12, int(height * 0.42))  # a button's text size (Widget.text_size)
        needed = max(font(words, True).size(b.label)[0] for b in self.resume_buttons) + words * 2
        width = min(max(width, needed), (size[0] - 2 * gap) // count - gap)
        left = (size[0] - count * width - (count - 1) * gap) // 2
        for i, button in enumerate(self.resume_buttons):
            button.rect = pygame.Rect(left + i * (width + gap), y, width, height)

    def _open_settings(self) -> None:
        from common.ui.settings_scene import SettingsScene  # not needed for the first frame

        self.app.push(SettingsScene(self.app, self.app.nav.title))

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle_key(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            (self.resume_button or self.game_buttons[0]).on_click()
        else:
            self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.market.draw(surface, _title_rect(self.size), kept=self.app.top is not self)
        w, h = self.size
        size = max(48, h // 7)
        text(
            surface,
            _("Bazaar"),
            size,
            GOLD_LIGHT,
            bold=True,
            center=_title_rect(self.size).center,
            shadow=True,
        )
        text(
            surface,
            _("Marrakech and Bombay Bazar at one table"),
            max(16, h // 34),
            CREAM,
            center=(w // 2, int(h * 0.17) + size),
        )
        self.widgets.draw(surface)
        self._draw_turns(surface)
        if self.note:
            self._draw_note(surface)
        if self.version:
            text(surface, self.version, max(12, h // 60), GOLD, midright=(w - 12, h - 14))

    def turns_words(self) -> str | None:
        """What the My games button's badge says: how many online games wait for this
        player's move, as last looked at in the background (common.ui.turn_notices)."""
        turns = self.app.turns
        waiting = turns.waiting if turns is not None else 0
        if self.my_games_button is None or not waiting:
            return None
        return n_("Your turn in {n} game", "Your turn in {n} games", waiting).format(n=waiting)

    def _draw_turns(self, surface: pygame.Surface) -> None:
        """The badge, beside the My games button on its right."""
        words = self.turns_words()
        if words is None or self.my_games_button is None:
            return
        button = self.my_games_button.rect
        room = self.size[0] - button.right - button.height
        size = fitting_size(words, max(13, button.height * 2 // 5), room, bold=True, smallest=11)
        words = ellipsize(words, size, room, True)
        badge = pygame.Rect((0, 0), font(size, True).size(words)).inflate(size, size // 2)
        badge.midleft = (button.right + size, button.centery)
        panel(surface, badge, TERRACOTTA, GOLD_LIGHT, radius=badge.height // 2)
        text(surface, words, size, CREAM, bold=True, center=badge.center)

    def _note_lines(self, size: tuple[int, int]) -> list[str]:
        """The note as lines that fit the window: each message (one per file that could not be
        read, say) on at most two lines, at most NOTE_MESSAGES of them, then how many more."""
        messages = self.note.split("\n") if self.note else []
        text_size, width = _note_size(size[1]), size[0] - 4 * _note_size(size[1])
        lines = []
        for message in messages[:NOTE_MESSAGES]:
            wrapped = wrap(message, text_size, width)
            if len(wrapped) > 2:
                wrapped = [wrapped[0], ellipsize(" ".join(wrapped[1:]), text_size, width)]
            lines += wrapped
        if len(messages) > NOTE_MESSAGES:
            more = len(messages) - NOTE_MESSAGES
            lines.append(n_("…and {n} more", "…and {n} more", more).format(n=more))
        return lines

    def _note_height(self, size: tuple[int, int]) -> int:
        lines = len(self._note_lines(size))
        return int(_note_size(size[1]) * 1.35 * lines) + size[1] // 14 if lines else size[1] // 14

    def _draw_note(self, surface: pygame.Surface) -> None:
        """The note above the bottom edge."""
        w, h = self.size
        size = _note_size(h)
        lines = self._note_lines(self.size)
        step = int(size * 1.35)
        y = h - h // 14 - step * (len(lines) - 1)
        for line in lines:
            text(surface, line, size, GOLD_LIGHT, center=(w // 2, y), shadow=True)
            y += step

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.widgets.tooltip_at(pos)


def _title_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where the title's letters stand."""
    w, h = size
    rect = pygame.Rect((0, 0), font(max(48, h // 7), True).size(_("Bazaar")))
    rect.center = (w // 2, int(h * 0.17))
    return rect


class Market:
    """A scene's market backdrop: drawn straight onto the window when the scene is on top (it
    draws only when something changes; 1.4 ms a draw, where a surface of the window's size to
    keep it in costs 2-3 ms of new memory at start), kept as such a surface while a dialog over
    the scene has it drawn at every frame (a blit, 0.2 ms)."""

    def __init__(self) -> None:
        self.kept: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, clear: pygame.Rect | None, kept: bool) -> None:
        if not kept:
            self.kept = None
            draw_market(surface, clear)
            return
        if self.kept is None or self.kept.get_size() != surface.get_size():
            self.kept = pygame.Surface(surface.get_size())
            draw_market(self.kept, clear)
        surface.blit(self.kept, (0, 0))


def draw_market(surface: pygame.Surface, clear: pygame.Rect | None = None) -> None:
    """Dusk over the market, over the whole surface: a warm gradient, lanterns, and a striped
    awning along the top. Lanterns above the `clear` rectangle (the title) hang short, never
    into its letters."""
    fill_gradient(surface, INDIGO_DARK, TERRACOTTA_DARK)
    w, h = surface.get_size()
    # One faint disc: pygame.draw writes a colour, it does not blend, so smaller discs of the
    # same colour drawn over it would change no pixel.
    _glow(surface, (w // 2, int(h * 0.36)), int(h * 0.6), (255, 190, 110, 4))
    band = h // 12
    stripe = max(16, w // 32)
    for i, x in enumerate(range(0, w + stripe, stripe)):
        colour = TERRACOTTA if i % 2 == 0 else CREAM
        pygame.draw.rect(surface, colour, (x, 0, stripe, band))
        pygame.draw.circle(surface, colour, (x + stripe // 2, band), stripe // 2)
    pygame.draw.line(surface, GOLD, (0, band // 5), (w, band // 5), max(2, h // 300))
    for i in range(9):  # lanterns hanging from the awning
        x = int(w * (i + 0.5) / 9)
        drop = int(band * (1.6 + 0.5 * math.sin(i * 2.1)))
        lamp = pygame.Rect(0, 0, max(8, h // 60), max(12, h // 40))
        lamp.midtop = (x, drop)
        if clear is not None and lamp.inflate(lamp.width * 3, 0).colliderect(clear):
            # the letters' tops sit about a sixth of the line below the rectangle's top
            drop = min(drop, clear.top + clear.height // 6 - lamp.height)
            if drop < band + stripe // 2:  # no room under the awning: this one is left out
                continue
            lamp.midtop = (x, drop)
        pygame.draw.line(surface, GOLD, (x, band), (x, drop), max(1, h // 500))
        halo = _halo(lamp.width)
        surface.blit(halo, halo.get_rect(center=lamp.center))
        pygame.draw.ellipse(surface, GOLD_LIGHT, lamp)
        pygame.draw.ellipse(surface, GOLD, lamp, max(1, h // 600))


@lru_cache(maxsize=8)
def _halo(width: int) -> pygame.Surface:
    """The faint light around a lantern `width` pixels wide (one size for all of a window's)."""
    halo = pygame.Surface((width * 6, width * 6), pygame.SRCALPHA)
    pygame.draw.circle(halo, (255, 200, 90, 9), halo.get_rect().center, width * 3)
    return halo


GLOW_BAND = 64  # rows of the disc blended at a time


def _glow(
    surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: tuple[int, int, int, int]
) -> None:
    """A disc of a see-through colour blended over the surface, a band of rows at a time
    through one small layer: the same pixels as one layer the disc's size, without its
    megabytes (touching new memory cost 2-3 ms of the first frame)."""
    area = pygame.Rect(0, 0, 2 * radius + 2, 2 * radius + 2)
    area.center = centre
    area = area.clip(surface.get_rect())
    band = _band(area.width)
    for top in range(area.top, area.bottom, GLOW_BAND):
        band.fill((0, 0, 0, 0))
        pygame.draw.circle(band, colour, (centre[0] - area.x, centre[1] - top), radius)
        surface.blit(band, (area.x, top), (0, 0, area.width, min(GLOW_BAND, area.bottom - top)))


@lru_cache(maxsize=2)
def _band(width: int) -> pygame.Surface:
    """The glow's layer, GLOW_BAND rows of `width` (kept: the title draws its glow each frame)."""
    return pygame.Surface((width, GLOW_BAND), pygame.SRCALPHA)


class Backdrop(Scene):
    """The title's market at dusk with nothing on it, under a dialog shown before the title."""

    def __init__(self, app: App) -> None:
        self.market = Market()
        super().__init__(app)

    def draw(self, surface: pygame.Surface) -> None:
        self.market.draw(surface, None, kept=True)  # always under its dialog
