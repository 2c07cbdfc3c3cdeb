"""A hello-world pygame-ce window: the yardstick for Bazaar's start-up.

It opens a 1280x800 window as Bazaar does (display and fonts), draws one line of text and shows
the given number of frames (default 3), then exits. Compare it with the game as whole processes,
side by side, under the same SDL_VIDEODRIVER:

    SDL_VIDEODRIVER=dummy /usr/bin/time -v python benchmarks/hello_window.py 3
    SDL_VIDEODRIVER=dummy /usr/bin/time -v bazaar --frames 3
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # after the variable above, which silences pygame's greeting


def main(frames: int) -> int:
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    pygame.display.set_caption("Hello")
    font = pygame.font.Font(None, 48)
    for _frame in range(frames):
        screen.fill((40, 30, 30))
        text = font.render("Hello, world", True, (240, 230, 210))
        screen.blit(text, text.get_rect(center=screen.get_rect().center))
        pygame.display.flip()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 3))
