"""Taking the data folder when the window opens: one Bazaar at a time uses it (a second one
says so and offers to try again), and the one that has it tidies what a killed run left (the
saved games' folder once a game is chosen)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from common.core.applock import DataFolderLock
from common.core.i18n import _
from common.core.userdata import data_dir, remove_stale_temp_files
from common.ui.title import Backdrop


def open_data_folder(app, then: Callable[[], None]) -> None:
    """Take the data folder for this window, tidy it, and go on with `then`; if another Bazaar
    has it, say so (two windows would overwrite each other's games) and offer to try again."""
    lock = app.data_lock = app.data_lock or DataFolderLock(data_dir())
    if not lock.acquire():
        from common.ui.dialogs import Dialog  # a dialog's screen: loaded when one opens

        app.replace(Backdrop(app))
        app.push(
            Dialog(
                app,
                _("Bazaar is already open"),
                _(
                    "Another Bazaar window is using the same saved games; two windows would "
                    "overwrite each other's games. Play in that window, or close it and try again."
                ),
                [(_("Try again"), lambda: open_data_folder(app, then)), (_("Quit"), app.quit)],
            )
        )
        return
    remove_stale_temp_files(data_dir())
    then()


_ready: set[Path] = set()  # the data folders whose saved games are made ready (this process)


def ready_saved_games() -> None:
    """Once a game is chosen (its setup or its table): the saved games' folder tidied, and
    their index read on a thread while the player sets up or plays, so keeping the game need
    not wait for it. The title's first frame does neither."""
    from common.core import kept_index

    folder = data_dir()
    if folder in _ready:
        return
    _ready.add(folder)
    remove_stale_temp_files(folder / kept_index.SAVES_FOLDER)
    kept_index.warm()
