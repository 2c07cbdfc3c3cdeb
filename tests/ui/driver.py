"""Play the real scenes through posted mouse and keyboard events, as a person would."""

from __future__ import annotations

import pygame

from common.ui.app import App


def run_frames(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def click(app: App, pos, button: int = 1) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    run_frames(app)


def drag(app: App, start, end, steps: int = 6) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        pos = (
            start[0] + (end[0] - start[0]) * i / steps,
            start[1] + (end[1] - start[1]) * i / steps,
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    run_frames(app)


def key(app: App, key_code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key_code, mod=0, unicode=""))
    run_frames(app)
