"""Screenshots of the Marrakech table for docs/screenshots: the table mid-game, turning Assam
(the forecast), the log, the results and the replay, at the three playtest sizes, in English
and Russian.

    DISPLAY=:99 python tools/marrakech_screenshots.py docs/screenshots after

Writes <folder>/<tag>-<language>-<width>-<screen>.png.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

SIZES = ((1024, 640), (1280, 800), (1600, 1000))


def _game(app, players: int, computer: bool):
    from marrakech.rules.setup import MarrakechSetup
    from marrakech.ui.flow import start_game
    from marrakech.ui.session import MarrakechSession, Seat

    names = ["Leila", "Omar", "Yusuf", "Amina"][:players]
    seats = [Seat(n, "easy" if computer and i else None, []) for i, n in enumerate(names)]
    for i, seat in enumerate(seats):
        seat.colours = [i, i + 4] if players == 2 else [i]
    start_game(app, MarrakechSession(MarrakechSetup(players), seats, 7))
    return app.top


def _play_to(app, scene, decisions: int, seed: int = 3) -> None:
    """Random moves for everyone until `decisions` actions, stopping at a human's turn."""
    rng = random.Random(seed)
    for _ in range(decisions * 60):
        state = scene.record.state
        if scene.record.cursor >= decisions and scene.table.caught_up and scene.human_to("turn"):
            break
        if state.is_terminal():
            break
        app.step(0.02)
        if getattr(scene, "rolling", lambda: False)():
            scene.roll()
            continue
        done = scene.record.cursor >= decisions and scene.human_to("turn")
        if scene.table.caught_up and scene.table.human_to_move() and not done:
            scene.record.play(rng.choice(scene.record.state.legal_actions()))
            scene.table.update(0)
    for _ in range(5):
        app.step(0.02)


def main() -> int:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    tag = sys.argv[2] if len(sys.argv) > 2 else "after"
    os.environ.setdefault("BAZAAR_DATA_DIR", tempfile.mkdtemp(prefix="bazaar-shots-"))
    import pygame

    from common.core.i18n import set_language
    from common.ui.app import App
    from common.ui.navigation import Navigator

    folder.mkdir(parents=True, exist_ok=True)
    for language in ("en", "ru"):
        set_language(language)
        for size in SIZES:
            app = App(size, animation_speed=0, navigator=Navigator)

            def shot(name: str, app=app, size=size, language=language) -> None:
                app.step(0.02)
                app.draw()
                path = folder / f"{tag}-{language}-{size[0]}-{name}.png"
                pygame.image.save(app.screen, str(path))
                print(path)

            scene = _game(app, 3, computer=False)
            _play_to(app, scene, 40)
            shot("table")
            if hasattr(scene, "log_panel"):  # hover the newest line that names squares
                named = [e for e in scene.log() if e.squares]
                scene.log_panel.hovered = named[-1] if named else None
                shot("log")
                scene.log_panel.hovered = None
            _play_to(app, scene, 10_000)
            for _ in range(200):
                app.step(0.02)
            shot("results")
            replay = getattr(app.top, "open_replay", None)
            if replay is not None:
                replay()
                for _ in range(30):
                    app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
                shot("replay")
            scene = _game(app, 2, computer=True)
            _play_to(app, scene, 20)
            shot("forecast")
    set_language("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
