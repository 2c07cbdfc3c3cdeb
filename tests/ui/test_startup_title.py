"""The first frame has only the title's work in it (issue 51): what later screens need is loaded
when they open, and the title still shows all it did. Run as the `bazaar` script runs, in a
process of its own (this one has imported everything already)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from common.core import saves, slot_index
from common.core.record import GameRecord
from common.net import seat_tokens
from common.ui.title import TitleScene
from marrakech.rules.game import GAME as MARRAKECH
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import play_moves, roll_if_waiting
from tests.ui.driver import click

# Drawn 3 frames, then says what the title showed and which later screens' modules were loaded.
_STARTED = """
import sys
from common.ui import title
shown = []
build = title.TitleScene.__init__
def built(self, *args, **kwargs):
    build(self, *args, **kwargs)
    shown.append([button.label for button in self.widgets.widgets])
title.TitleScene.__init__ = built
from common.ui.main import main
code = main(["--frames", "3"])
later = [name for name in sys.argv[1:] if name in sys.modules]
import json
print(json.dumps({"code": code, "title": shown, "loaded": later}))
"""

# Each is loaded when its screen or its file needs it, never for the title.
LATER = [
    "common.ui.settings_scene",  # the Settings button's screen
    "common.net.webhooks",  # the turn webhook, checked on the Settings screen
    "asyncio",  # the network, for online play
    "bombay.rules.tournament",  # which round of a tournament a save is, for the Load list
    "common.core.review",  # a game's review, when a table opens or Review is asked for
    "argparse",  # a command line that is not plain (help, a mistake): `--frames 3` is read by hand
    # A kept game's record, the saves and the rules (read when Resume is clicked; the title
    # reads the slots' index), the saved games' index (once a game is chosen), the protocol
    # (the kept seats are read without it), a dialog, the computer players and their threads.
    "common.core.record",
    "common.core.saves",
    "common.core.api",
    "common.core.kept_index",
    "marrakech.rules.game",
    "common.net.protocol",
    "common.ui.dialogs",
    "common.ai.bot",
    "concurrent.futures",
    "gettext",  # the reader of a language's catalogue: English, the source, needs none
    "logging",  # loaded by the first message logged (common.core.applog): a start logs one line
    "unicodedata",  # whether a name shows anything (common.core.cleantext.visible)
    "threading",  # a review worked out on a thread, the first message logged (its lock: _thread)
    "common.ui.widget_choices",  # controls the title has none of: a screen that places them
    "common.ui.widget_text_field",
]
# Loaded by the first file read, or written: a first start's data folder has none.
FIRST_START_LATER = ["json"]


def _started(data_folder: Path, later: list[str] = LATER) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", BAZAAR_DATA_DIR=str(data_folder))
    out = subprocess.run(
        [sys.executable, "-c", _STARTED, *later],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    started = json.loads(out.stdout.splitlines()[-1])
    assert started["code"] == 0
    return started


GAMES = ["Marrakech", "Bombay Bazar", "Play online", "My games", "Load game", "Rules"]
BELOW = ["Practice", "Settings", "Quit"]


def test_the_title_shows_every_button_without_loading_later_screens(tmp_path):
    started = _started(tmp_path, [*LATER, *FIRST_START_LATER])
    assert started["title"] == [[*GAMES, *BELOW]]
    assert started["loaded"] == []


def test_a_kept_game_and_seat_are_offered_at_the_first_frame_without_reading_the_game(
    data_folder,
):
    _keep_a_game()
    seat_tokens.remember("127.0.0.1:8765", "ACDEFG", "0" * 32, "bombay")
    started = _started(data_folder)
    resume = ["Resume Marrakech", "Rejoin Bombay Bazar online", "Forget it"]
    assert started["title"] == [[*resume, *GAMES, *BELOW]]  # one title: nothing looked again
    assert started["loaded"] == []


def _keep_a_game(players=("Ann", "Bo")) -> GameRecord:
    record = GameRecord(MARRAKECH, MarrakechSetup(2), 5, {"players": list(players)})
    roll_if_waiting(record)
    play_moves(record, 6, 5)
    saves.autosave(record)
    return record


def _labels(app) -> list[str]:
    return [button.label for button in app.top.resume_buttons]


def test_a_slot_the_index_does_not_know_is_offered_once_the_first_frame_is_shown(app, data_folder):
    _keep_a_game()
    (data_folder / slot_index.INDEX).unlink()  # as an older Bazaar left it
    app.nav.title(at_start=True)
    assert _labels(app) == []  # the first frame reads no game
    app.step(1 / 60)  # drawn: then the slot is read in full, and told to the index
    assert _labels(app) == ["Resume Marrakech"]
    assert "Ann, Bo" in app.top.resume_button.tooltip
    assert slot_index.look(["marrakech", "bombay"]).waiting == {"marrakech": ["Ann", "Bo"]}


def test_a_slot_the_index_does_not_know_is_read_at_once_after_the_start(app, data_folder):
    _keep_a_game()
    (data_folder / slot_index.INDEX).write_text("{not json")
    app.nav.title()
    assert _labels(app) == ["Resume Marrakech"]


def test_resume_from_the_index_opens_the_kept_game_at_its_table(app):
    record = _keep_a_game()
    app.nav.title(at_start=True)
    click(app, app.top.resume_button.rect.center)
    assert app.top.record.state == record.state  # its table, at the move it had reached


def test_a_game_damaged_behind_the_index_is_set_aside_when_clicked_and_the_title_says_so(
    app, data_folder
):
    _keep_a_game()
    slot = data_folder / slot_index.slot_name("marrakech")
    before = os.stat(slot)
    with open(slot, "r+b") as file:  # the same file, size and time: the index still vouches
        file.write(b"#" * 40)
    os.utime(slot, ns=(before.st_atime_ns, before.st_mtime_ns))
    app.nav.title(at_start=True)
    click(app, app.top.resume_button.rect.center)
    assert isinstance(app.top, TitleScene) and _labels(app) == []
    assert "could not be read" in app.top.note
    assert any("-damaged-" in path.name for path in data_folder.iterdir())  # kept, aside


def test_the_saved_games_index_is_read_once_a_game_is_chosen_not_for_the_title(app, monkeypatch):
    from common.core import kept_index

    started: list[str] = []
    monkeypatch.setattr(kept_index, "warm", lambda: started.append("warm"))
    app.nav.title()
    assert started == []  # the title reads no saved game's details
    app.nav.setup("marrakech")
    app.nav.title()
    app.nav.setup("bombay")
    assert started == ["warm"]  # at the first game chosen, once


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000), (700, 1400)])
def test_the_glow_drawn_in_bands_is_the_one_layer_glow_pixel_for_pixel(app, size):
    import pygame

    from common.ui import title

    centre, radius, colour = (size[0] // 2, int(size[1] * 0.36)), int(size[1] * 0.6), (9, 8, 7, 40)
    banded = pygame.Surface(size)
    banded.fill((200, 100, 50))
    whole = banded.copy()
    title._glow(banded, centre, radius, colour)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.circle(layer, colour, centre, radius)
    whole.blit(layer, (0, 0))
    assert pygame.image.tobytes(banded, "RGB") == pygame.image.tobytes(whole, "RGB")


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_the_market_drawn_on_top_and_kept_under_a_dialog_covers_the_last_frame_alike(app, size):
    import pygame

    from common.ui import title

    clear, market = title._title_rect(size), title.Market()
    on_top = pygame.Surface(size)
    on_top.fill((250, 10, 200))  # what the last frame left there
    market.draw(on_top, clear, kept=False)
    assert market.kept is None  # no surface of the window's size for the title alone
    under = pygame.Surface(size)
    under.fill((10, 250, 20))
    market.draw(under, clear, kept=True)  # a dialog over it: drawn at every frame
    kept = market.kept
    market.draw(under, clear, kept=True)
    assert market.kept is kept is not None  # drawn once, then blitted
    assert pygame.image.tobytes(under, "RGB") == pygame.image.tobytes(on_top, "RGB")


def test_the_title_keeps_its_market_only_while_a_dialog_is_over_it(app):
    from common.ui.dialogs import Dialog

    app.nav.title()
    app.draw()
    assert app.top.market.kept is None
    title_scene = app.top
    app.push(Dialog(app, "Rules", "Which game?", [("Close", lambda: None)]))
    app.draw()
    assert title_scene.market.kept is not None
