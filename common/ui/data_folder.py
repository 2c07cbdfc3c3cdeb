"""Taking the data folder when the window opens: one Bazaar at a time uses it (a second one
says so and offers to try again), and the one that has it tidies what a killed run left."""

from __future__ import annotations

from collections.abc import Callable

from common.core.applock import DataFolderLock
from common.core.i18n import _
from common.core.userdata import data_dir, remove_stale_temp_files
from common.ui.dialogs import Dialog
from common.ui.title import Backdrop


def open_data_folder(app, then: Callable[[], None]) -> None:
    """Take the data folder for this window, tidy it, and go on with `then`; if another Bazaar
    has it, say so (two windows would overwrite each other's games) and offer to try again."""
    lock = app.data_lock = app.data_lock or DataFolderLock(data_dir())
    if not lock.acquire():
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
    app.after_first_frame(_tidy_saves)
    then()


def _tidy_saves() -> None:
    """The saved games' folder tidied, and their index read on a thread while the title shows
    (so keeping the first game need not wait for it): once the title is on screen, not
    competing with it for the processor before."""
    from common.core import kept_index

    remove_stale_temp_files(data_dir() / kept_index.SAVES_FOLDER)
    kept_index.warm()
