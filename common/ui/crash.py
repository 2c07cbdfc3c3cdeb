"""What a player sees if Bazaar meets an error it cannot recover from: a plain, friendly screen
that says where the details were written, instead of a window that silently vanishes."""

from __future__ import annotations

from pathlib import Path

import pygame

from common.core.i18n import _
from common.ui.draw import panel, text, text_block
from common.ui.theme import CREAM, GOLD, INDIGO_DARK, INK, TERRACOTTA_DARK

WAIT_SECONDS = 120


def show_crash(log_path: Path | None) -> None:
    """Show the message until a key or click (or two minutes); never raises."""
    try:
        if not pygame.display.get_init():
            pygame.display.init()
        pygame.font.init()
        screen = pygame.display.get_surface() or pygame.display.set_mode((900, 420))
        where = str(log_path) if log_path else _("(the log could not be written)")
        message = _(
            "Sorry, Bazaar met an error and has to close. The details are in {path}. "
            "Please send that file with a note of what you were doing."
        ).format(path=where)
        clock = pygame.time.Clock()
        for _frame in range(WAIT_SECONDS * 10):
            if any(
                e.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)
                for e in pygame.event.get()
            ):
                break
            w, h = screen.get_size()
            screen.fill(INDIGO_DARK)
            box = pygame.Rect(0, 0, min(w - 40, 760), min(h - 40, 300))
            box.center = (w // 2, h // 2)
            panel(screen, box, CREAM, GOLD, radius=16)
            size = max(16, box.height // 14)
            text(
                screen,
                _("Something went wrong"),
                int(size * 1.4),
                TERRACOTTA_DARK,
                bold=True,
                center=(box.centerx, box.top + size * 2),
            )
            body = box.inflate(-size * 3, 0)
            body.top = box.top + size * 4
            text_block(screen, message, size, body, INK, align="center")
            text(
                screen,
                _("Press any key to close."),
                int(size * 0.8),
                INK,
                center=(box.centerx, box.bottom - size * 2),
            )
            pygame.display.flip()
            clock.tick(10)
    except Exception:  # the error screen itself must never be the second crash
        pass
    finally:
        pygame.display.quit()
