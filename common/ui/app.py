"""The one app loop: events -> update -> draw, one flip; redraw only on change.

Idle, the loop ticks 15 times a second and draws nothing; while a scene animates or the mouse
drags, it ticks at 60. Measured on Xvfb (shared/FIELD-NOTES.md): ~0.5-1.6% of a core idle.
"""

from __future__ import annotations

import contextlib
import os
import random
import sys
import time
import warnings
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from common.core.i18n import _
from common.core.keeping import Keeper
from common.core.resources import asset_path
from common.ui.draw import tooltip
from common.ui.keeping_note import ask_before_quitting, draw_note, note_words
from common.ui.settings import Settings, save_settings
from common.ui.sound import Sounds

if TYPE_CHECKING:
    from common.ai.worker import Runner
    from common.ui.interfaces import Navigation
    from common.ui.review_job import LiveReviews
    from common.ui.scene import Scene
    from common.ui.turn_notices import TurnNotices

MIN_SIZE = (1024, 640)
DEFAULT_SIZE = (1280, 800)
FAST_FPS = 60
IDLE_FPS = 15
TOOLTIP_DELAY = 0.6
CLICK_STILL = 3  # pixels the mouse may drift after a click and still be where it clicked
# A second click this soon (seconds of frames) where a click has just closed a screen is the
# second half of a double click: it never reaches the screen revealed beneath (a double click
# on the replay's Close would otherwise press Play again under it).
DOUBLE_CLICK = 0.5


def _report_first_frame() -> None:
    """For the start-up benchmark: write the wall-clock time of the first frame shown to the
    file BAZAAR_FIRST_FRAME_FILE names (nothing happens without it)."""
    path = os.environ.get("BAZAAR_FIRST_FRAME_FILE")
    if path:
        with contextlib.suppress(OSError), open(path, "w", encoding="utf-8") as handle:
            handle.write(repr(time.time()))


class App:
    """Owns the window and the scene stack. The ways between screens are the navigator's
    (`app.nav`, common.ui.navigation): the entry point hands one in, and App knows no screen."""

    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        animation_speed: float | None = None,
        settings: Settings | None = None,
        seeds: random.Random | None = None,
        navigator: Callable[[App], Navigation] | None = None,
        runner: Runner | None = None,
    ):
        self.settings = settings or Settings()
        # Where each new game's seed comes from (tests pass a seeded Random to replay a table).
        self.seeds = seeds or random.SystemRandom()
        # Who runs the computer players' searches at its tables: None, a background thread each
        # (common.ai.worker.BotWorker, not imported before a table opens); the UI tests' runs
        # them at once on the window's thread.
        self.runner = runner
        self.data_lock = None  # a DataFolderLock while this window owns the data folder
        # A computer player thinks on a thread: hand the interpreter lock back every
        # millisecond (default 5) so its search never starves the frames (measured with
        # benchmarks/thinking.py: p50 frame 21 ms -> 17 ms; the search is no slower).
        sys.setswitchinterval(0.001)
        if animation_speed is None:
            animation_speed = self.settings.animation_speed
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(400, 60)
        self.windowed_size = size
        self.fullscreen = False
        with contextlib.suppress(pygame.error, OSError):
            pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "bazaar.bmp"))))
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(_("Bazaar"))
        self._set_minimum_size()
        self.size = self.screen.get_size()
        self.animation_speed = animation_speed
        self.scenes: list[Scene] = []
        self.running = True
        self.dirty = True
        self.fast = False
        self.clock = pygame.time.Clock()
        self.mouse_pos = (0, 0)
        self.mouse_still = 0.0
        self.tooltip_shown = False
        # Where the last click was, until the mouse moves away: no tooltip shows there (the
        # control clicked has done its work; Redo appearing under Undo needs no explaining).
        self.clicked_at: tuple[int, int] | None = None
        self.elapsed = 0.0  # seconds of frames stepped
        # where and when a click last closed a screen, revealing the one beneath, and whether
        # the release of a click swallowed as its double is still to come
        self.screen_changed_at: tuple[tuple[int, int], float] | None = None
        self.swallow_release = False
        self.frames_drawn = 0
        self._after_first_frame: list[Callable[[], None]] = []  # see after_first_frame
        # Every game this window keeps goes through its keeper: one whose save failed is tried
        # again every few seconds whatever the screen, and the window says so (keeping_note),
        # on the window's own clock (the frames' time, which the tests step).
        self.keeper = Keeper(clock=lambda: self.elapsed)
        self.keeping_note: tuple[str, bool] | None = None
        # The reviews followed while games are played (common.ui.main starts them; none else).
        self.reviews: LiveReviews | None = None
        # The kept online seats' turns, looked at in the background (common.ui.main starts it).
        self.turns: TurnNotices | None = None
        self.asked_to_quit = False
        self.sounds = Sounds(self.settings.sound, self.settings.volume / 100)
        self._make_nav = navigator
        self._nav: Navigation | None = None
        if self.settings.fullscreen:
            self.toggle_fullscreen()

    def _set_minimum_size(self) -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            # An older pygame-ce has no Window: the layouts still cope with small windows.
            with contextlib.suppress(AttributeError, pygame.error):
                pygame.Window.from_display_module().minimum_size = MIN_SIZE

    @property
    def nav(self) -> Navigation:
        """The navigator (common.ui.navigation.Navigator), made when first asked for."""
        if self._nav is None:
            if self._make_nav is None:
                raise RuntimeError(
                    "this app was built without a navigator: App(..., navigator=Navigator)"
                )
            self._nav = self._make_nav(self)
        return self._nav

    # --- the stack ------------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        scene.layout(self.size)
        self.scenes.append(scene)
        scene.on_enter()
        self.dirty = True

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.on_exit()
        if self.top is not None:
            self.top.on_enter()
        self.dirty = True
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the whole stack for one scene (e.g. from the game to the title)."""
        while self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def quit(self) -> None:
        """Close the window; while a game is not kept yet (its save failed), ask first."""
        news = self.keeper.news()
        if news is None or news[1] is None or self.asked_to_quit:
            self.running = False
            return
        self.asked_to_quit = True  # asked again (the window's close button): it quits
        ask_before_quitting(self, news[1], self._wait, self._quit_anyway)

    def _wait(self) -> None:
        self.asked_to_quit = False

    def _quit_anyway(self) -> None:
        self.running = False

    # --- the loop -------------------------------------------------------------------------

    def run(self) -> None:
        while self.running:
            self.tick()
        while self.scenes:
            self.scenes.pop().on_exit()
        self.keeper.retry()  # a game not kept yet: one more try as the window closes
        pygame.display.quit()

    def tick(self) -> None:
        """Wait for the next frame (fast while animating, slow when idle), then step."""
        dt = self.clock.tick(FAST_FPS if self.fast else IDLE_FPS) / 1000.0
        self.step(min(dt, 0.1))

    def step(self, dt: float) -> None:
        """One frame: handle events, update the top scene, draw if anything changed."""
        self.elapsed += dt
        for event in pygame.event.get():
            self.dispatch(event)
        top = self.top
        if top is None:
            self.running = False
            return
        was_fast, self.fast = self.fast, top.update(dt)
        self._follow_keeper(dt)
        if self.reviews is not None:
            self.reviews.tick(self.keeper.keep)
        if self.turns is not None:
            self.turns.tick()
        self._update_tooltip(dt)
        animation_ended = was_fast and not self.fast
        if self.dirty or animation_ended or top.modal:
            self.draw()
        elif self.fast:
            self.draw(top.animation_rects())

    def _follow_keeper(self, dt: float) -> None:
        """Games not kept yet are tried again; what the window says of them is redrawn when
        it changes (a table says it itself, in its message line)."""
        if self.keeper.tick(dt):
            for scene in list(self.scenes):
                scene.on_kept()
        top = self.top
        tells = top is not None and getattr(top, "tells_keeping", False)
        note = None if tells else note_words(self.keeper.news())
        if note != self.keeping_note:
            self.keeping_note, self.dirty = note, True

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse_pos = event.pos
            self.mouse_still = 0.0
            self.tooltip_shown = False
            if self.clicked_at is not None and not self._near_click(event.pos):
                self.clicked_at = None
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse_pos = self.clicked_at = event.pos
            self.tooltip_shown = False
        if event.type in (
            pygame.MOUSEMOTION,
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEWHEEL,
            pygame.KEYDOWN,
            pygame.KEYUP,
            pygame.TEXTINPUT,
        ):
            self.dirty = True
            if self._second_half_of_double_click(event):
                return
            shown, beneath = self.top, list(self.scenes[:-1])
            if shown is not None:
                shown.handle(event)
            clicked = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
            if clicked and shown not in self.scenes and self.top in beneath:
                self.screen_changed_at = (event.pos, self.elapsed)

    def _second_half_of_double_click(self, event: pygame.event.Event) -> bool:
        """A press (and its release) just after a click closed a screen, where that click
        was: swallowed, never a click on the screen it revealed."""
        if event.type == pygame.MOUSEBUTTONUP and self.swallow_release:
            self.swallow_release = False
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or self.screen_changed_at is None:
            return False
        (x, y), when = self.screen_changed_at
        self.screen_changed_at = None
        near = abs(event.pos[0] - x) <= CLICK_STILL and abs(event.pos[1] - y) <= CLICK_STILL
        self.swallow_release = near and self.elapsed - when < DOUBLE_CLICK
        return self.swallow_release

    def _near_click(self, pos: tuple[int, int]) -> bool:
        x, y = self.clicked_at or (-CLICK_STILL - 1, 0)
        return abs(pos[0] - x) <= CLICK_STILL and abs(pos[1] - y) <= CLICK_STILL

    def _update_tooltip(self, dt: float) -> None:
        self.mouse_still += dt
        waiting = not self.tooltip_shown and self.mouse_still >= TOOLTIP_DELAY
        waiting = waiting and self.clicked_at is None
        if waiting and self.top is not None and self.top.tooltip_at(self.mouse_pos):
            self.tooltip_shown = True
            self.dirty = True

    def _resized(self) -> None:
        self.screen = pygame.display.get_surface() or self.screen
        self.size = self.screen.get_size()
        if not self.fullscreen:
            self.windowed_size = self.size
        for scene in self.scenes:
            scene.layout(self.size)
        self.dirty = True

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            desktop = pygame.display.get_desktop_sizes()[0]
            self.screen = pygame.display.set_mode(desktop, pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self._resized()
        if self.settings.fullscreen != self.fullscreen:
            self.settings.fullscreen = self.fullscreen
            with contextlib.suppress(OSError):
                save_settings(self.settings)

    def _draw_tooltip(self, scene: Scene) -> None:
        """The hovered thing's tooltip, beside it and clear of the scene's other controls."""
        message = scene.tooltip_at(self.mouse_pos)
        if not message:
            return
        widgets = getattr(scene, "widgets", None)
        hovered = widgets.widget_at(self.mouse_pos) if widgets is not None else None
        beside = hovered.rect if hovered is not None else scene.tooltip_beside(self.mouse_pos)
        others = [w.rect for w in widgets.widgets if w.visible] if widgets is not None else []
        avoid = [rect for rect in others if rect != beside]
        size = max(12, self.size[1] // 55)
        tooltip(self.screen, message, self.mouse_pos, size, beside, avoid)

    def draw(self, rects: list[pygame.Rect] | None = None) -> None:
        """Draw the scenes; show the whole window, or only `rects` when given."""
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].modal:
            first -= 1
        for scene in self.scenes[first:]:
            scene.draw(self.screen)
        if self.keeping_note is not None:
            draw_note(self.screen, *self.keeping_note)
        if self.tooltip_shown and self.top is not None:
            self._draw_tooltip(self.top)
        if rects is None or self.tooltip_shown:
            pygame.display.flip()
        else:
            pygame.display.update(rects)
        self.dirty = False
        self.frames_drawn += 1
        if self.frames_drawn == 1:
            _report_first_frame()
            jobs, self._after_first_frame = self._after_first_frame, []
            for job in jobs:
                job()

    def after_first_frame(self, job: Callable[[], None]) -> None:
        """Do `job` once the window has shown its first frame (at once if it has): work the
        first screen does not show waits until the player sees something."""
        if self.frames_drawn:
            job()
        else:
            self._after_first_frame.append(job)
