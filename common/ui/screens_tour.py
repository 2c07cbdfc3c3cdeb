"""Screenshots of every screen in every language, for checking that translated text fits.

    DISPLAY=:99 python -m common.ui.screens_tour /tmp/tour      # or SDL_VIDEODRIVER=dummy

Writes <folder>/<language>-<screen>.png and one contact sheet per language,
<folder>/<language>.png, to look through.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

import pygame

SIZE = (1280, 800)


def _play(app, scene, decisions: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(decisions * 50):
        if scene.record.cursor >= decisions or scene.record.state.is_terminal():
            break
        app.step(0.02)
        state = scene.record.state
        if scene.caught_up and not state.is_terminal() and not state.is_chance_node():
            options = state.legal_actions()
            scene.record.play(options[rng.randrange(len(options))])
    for _ in range(5):
        app.step(0.02)


def _screens(app):
    """(name, callable that puts the screen up) for every screen worth checking."""
    from bombay.ui import flow as bombay_flow
    from common.ui.main import open_rules, show_title
    from common.ui.savegames import LoadDialog, SaveDialog, game_menu
    from common.ui.settings_scene import SettingsScene
    from marrakech.ui import flow as marrakech_flow

    def marrakech_game(decisions: int):
        marrakech_flow.open_setup(app)
        app.top.start()
        scene = app.top
        _play(app, scene, decisions)
        return scene

    def bombay_game(decisions: int):
        bombay_flow.open_setup(app)
        app.top.start()
        scene = app.top
        _play(app, scene, decisions)
        return scene

    def marrakech_results():
        marrakech_game(10_000)
        for _ in range(120):
            app.step(0.02)

    def bombay_results():
        bombay_game(10_000)
        for _ in range(120):
            app.step(0.02)

    def menu():
        scene = marrakech_game(6)
        app.push(game_menu(app, scene.record, lambda: None))

    def save():
        scene = marrakech_game(6)
        app.push(SaveDialog(app, scene.record))

    return [
        ("title", lambda: show_title(app)),
        ("settings", lambda: (show_title(app), app.push(SettingsScene(app)))),
        ("load", lambda: (show_title(app), app.push(LoadDialog(app)))),
        ("marrakech-setup", lambda: marrakech_flow.open_setup(app)),
        ("marrakech-table", lambda: marrakech_game(25)),
        ("marrakech-menu", menu),
        ("marrakech-save", save),
        ("marrakech-rules", lambda: (show_title(app), open_rules(app, "marrakech"))),
        ("marrakech-results", marrakech_results),
        ("bombay-setup", lambda: bombay_flow.open_setup(app)),
        ("bombay-table", lambda: bombay_game(20)),
        ("bombay-results", bombay_results),
    ]


def tour(folder: Path, languages: list[str]) -> list[Path]:
    from common.core.i18n import set_language
    from common.ui.app import App

    folder.mkdir(parents=True, exist_ok=True)
    sheets = []
    for language in languages:
        set_language(language)
        app = App(SIZE, animation_speed=0)
        shots = []
        for name, show in _screens(app):
            show()
            app.step(0.02)
            app.draw()
            path = folder / f"{language}-{name}.png"
            pygame.image.save(app.screen, str(path))
            shots.append(pygame.image.load(str(path)))
        sheet = pygame.Surface((SIZE[0] * 2, SIZE[1] * ((len(shots) + 1) // 2)))
        for i, shot in enumerate(shots):
            sheet.blit(shot, ((i % 2) * SIZE[0], (i // 2) * SIZE[1]))
        sheet_path = folder / f"{language}.png"
        pygame.image.save(pygame.transform.smoothscale_by(sheet, 0.5), str(sheet_path))
        sheets.append(sheet_path)
    set_language("en")
    return sheets


def main() -> int:
    from common.ui.settings import LANGUAGES

    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "screens")
    os.environ.setdefault("BAZAAR_DATA_DIR", tempfile.mkdtemp(prefix="bazaar-tour-"))
    for sheet in tour(folder, [code for code, _name in LANGUAGES]):
        print(sheet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
