"""Screenshots of the review after a game for docs/screenshots: the progress bar, the summary
with its chart and the replay with marks at the first mistake (its better move as a ghost), of
a Marrakech and a Bombay Bazar game played by the Medium computer, in English and Russian at
1024x640 and 1600x1000. The buttons are pressed by mouse clicks posted to the real window.

    DISPLAY=:99 python tools/review_screenshots.py docs/screenshots

Writes <folder>/31-<game>-<screen>-<language>-<width>x<height>.png.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pygame

SIZES = ((1024, 640), (1600, 1000))
GAMES = (("marrakech", 3), ("bombay", 2))
NAMES = ("Leila", "Omar", "Yusuf", "Amina")


def played_game(game: str, players: int):
    """A finished game of Medium computers, named as people would be."""
    from common.core.record import GameRecord
    from common.core.registry import get_game

    if game == "marrakech":
        from marrakech.ai.players import medium
        from marrakech.rules.setup import MarrakechSetup as Setup
    else:
        from bombay.ai.levels import medium
        from bombay.rules.setup import Setup  # type: ignore[assignment]
    record = GameRecord(get_game(game), Setup(players), seed=11)
    names = list(NAMES[:players])
    record.meta["players"] = names
    record.meta["seats"] = [{"name": name, "level": "medium"} for name in names]
    bots = [medium(seat) for seat in range(players)]
    while not record.state.is_terminal():
        if record.waiting_roll is not None:
            record.roll()
            continue
        record.play(bots[record.state.current_player()].choose(record.state))
    return record


def click(app, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(0.02)


def frames(app, count: int) -> None:
    for _ in range(count):
        app.step(0.02)


def shoot(app, folder: Path, name: str) -> Path:
    app.draw()
    path = folder / name
    pygame.image.save(app.screen, str(path))
    return path


def tour(folder: Path) -> list[Path]:
    from common.core import registry
    from common.core.i18n import set_language
    from common.ui.app import App
    from common.ui.navigation import Navigator

    folder.mkdir(parents=True, exist_ok=True)
    shots = []
    records = {game: played_game(game, players) for game, players in GAMES}
    for language in ("en", "ru"):
        set_language(language)
        for size in SIZES:
            app = App(size, animation_speed=0, navigator=Navigator)
            tag = f"{language}-{size[0]}x{size[1]}"
            for game, record in records.items():
                registry.find(game).resume(app, record)
                frames(app, 5)
                results = app.top
                click(app, results.review_button.rect.center)
                review = app.top
                if review.review is None:
                    frames(app, 3)
                    shots.append(shoot(app, folder, f"31-{game}-progress-{tag}.png"))
                    while review.review is None and review.job.error is None:
                        frames(app, 10)
                frames(app, 3)
                shots.append(shoot(app, folder, f"31-{game}-review-{tag}.png"))
                click(app, review.replay.rect.center)
                replay = app.top
                if replay.next_mistake.visible:
                    click(app, replay.next_mistake.rect.center)
                else:  # no mistake: the first decision that was not the best
                    while replay.index < replay.end and replay.better_move() is None:
                        replay.show(replay.index + 1)
                shots.append(shoot(app, folder, f"31-{game}-replay-{tag}.png"))
            pygame.display.quit()
    set_language("en")
    return shots


def main() -> int:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "screens")
    os.environ.setdefault("BAZAAR_DATA_DIR", tempfile.mkdtemp(prefix="bazaar-review-"))
    for path in tour(folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
