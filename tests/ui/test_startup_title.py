"""The first frame has only the title's work in it (issue 51): what later screens need is loaded
when they open, and the title still shows all it did. Run as the `bazaar` script runs, in a
process of its own (this one has imported everything already)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

# Drawn 3 frames, then says what the title showed and which later screens' modules were loaded.
_STARTED = """
import json, sys
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
]


def test_the_title_shows_every_button_without_loading_later_screens(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", BAZAAR_DATA_DIR=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", _STARTED, *LATER],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    started = json.loads(out.stdout.splitlines()[-1])
    assert started["code"] == 0
    assert started["title"] == [
        [
            "Marrakech",
            "Bombay Bazar",
            "Play online",
            "My games",
            "Load game",
            "Rules",
            "Practice",
            "Settings",
            "Quit",
        ]
    ]
    assert started["loaded"] == []


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
