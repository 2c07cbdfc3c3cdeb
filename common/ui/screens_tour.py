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
        scene.table.roll()  # a person's die is rolled by hand (nothing happens otherwise)
        state = scene.record.state
        if scene.table.caught_up and not state.is_terminal() and not state.is_chance_node():
            options = state.legal_actions()
            scene.record.play(options[rng.randrange(len(options))])
    for _ in range(5):
        app.step(0.02)


def _screens(app):
    """(name, callable that puts the screen up) for every screen worth checking: the title's,
    then each registered game's setup, table, rules and results."""
    from common.core import registry, saves
    from common.ui.load_dialog import LoadDialog
    from common.ui.savegames import SaveDialog, game_menu
    from common.ui.settings_scene import SettingsScene

    def game(name: str, decisions: int):
        saves.discard_autosave(name)  # a fresh table each time, with no "keep it?" question
        app.nav.setup(name)
        app.top.start()
        scene = app.top
        _play(app, scene, decisions)
        return scene

    def results(name: str):
        game(name, 10_000)
        for _ in range(120):
            app.step(0.02)

    def menu(name: str):
        scene = game(name, 6)
        app.push(game_menu(app, scene.record, lambda: None))

    def save(name: str):
        scene = game(name, 6)
        app.push(SaveDialog(app, scene.record))

    def rules(name: str):
        app.nav.title()
        app.nav.rules(name)

    screens = [
        ("title", app.nav.title),
        ("settings", lambda: (app.nav.title(), app.push(SettingsScene(app)))),
        ("load", lambda: (app.nav.title(), app.push(LoadDialog(app)))),
    ]
    for number, entry in enumerate(registry.games()):
        name = entry.name
        screens += [
            (f"{name}-setup", lambda name=name: app.nav.setup(name)),
            (f"{name}-table", lambda name=name: game(name, 20)),
        ]
        if number == 0:  # the pause menu and its Save dialog are the same for every game
            screens += [
                (f"{name}-menu", lambda name=name: menu(name)),
                (f"{name}-save", lambda name=name: save(name)),
            ]
        if entry.has_rules():
            screens.append((f"{name}-rules", lambda name=name: rules(name)))
        screens.append((f"{name}-results", lambda name=name: results(name)))
    return screens


def tour(folder: Path, languages: list[str]) -> list[Path]:
    from common.core.i18n import set_language
    from common.ui.app import App
    from common.ui.navigation import Navigator

    folder.mkdir(parents=True, exist_ok=True)
    sheets = []
    for language in languages:
        set_language(language)
        app = App(SIZE, animation_speed=0, navigator=Navigator)
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
