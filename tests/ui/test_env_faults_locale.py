"""The Russian UI under a locale that cannot encode Cyrillic (C with Python's UTF-8 mode and
locale coercion off, as an ISO-8859-1 or KOI8-R locale for such letters): Save, with Enter on
the name the dialog offers, writes the game under that name, in words, not mojibake."""

from __future__ import annotations

import json

from tests.helpers import run_in_narrow_locale

SAVE_WITH_ENTER = """
import json, random, sys
import pygame
from common.core import saves
from common.core.i18n import set_language
from common.ui.app import App
from common.ui.navigation import Navigator
from common.ui.savegames import SaveDialog
from common.core.record import GameRecord
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup

assert sys.getfilesystemencoding() == "ascii", sys.getfilesystemencoding()
set_language("ru")
app = App((1280, 800), animation_speed=0, navigator=Navigator)
record = GameRecord(GAME, MarrakechSetup(2), 3, {"players": ["Амира", "Карим"]})
if record.waiting_roll is not None:
    record.roll()
record.play(record.state.legal_actions()[0])
if record.waiting_roll is not None:
    record.roll()
app.push(SaveDialog(app, record))
offered = app.top.name.value
pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
app.step(1 / 60)
print(json.dumps({"offered": offered, "saved": [i.name for i in saves.list_saves()]}))
"""


def test_enter_on_the_offered_name_saves_in_the_russian_ui_under_a_narrow_locale(data_folder):
    done = run_in_narrow_locale(SAVE_WITH_ENTER, data_folder)
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown["offered"].startswith("Партия от ")
    assert shown["saved"] == [shown["offered"]]
