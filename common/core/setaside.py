"""The files this run could not read: each is renamed aside (kept, never deleted) so a fresh one
can take its place, and listed with the reason for the title screen to tell the player.

A start never depends on a file being sane: a reader that meets a damaged file calls
set_aside() and goes on with its default.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from common.core.cleantext import clean_text
from common.core.i18n import _
from common.core.safe_read import UnreadableFile, read_json
from common.core.userdata import data_dir, home_warning, keep_aside

_REASON_CHARS = 300


class SetAside:
    """A file that could not be read: what it held (for the player), why, and where it went
    (None if it could not be moved and stays where it was)."""

    __slots__ = ("folder", "kept_as", "reason", "told", "what")

    def __init__(
        self,
        what: str,
        reason: str,
        kept_as: str | None,
        folder: Path,  # the data folder it was in
        told: str | None = None,  # what to say instead, when it was kept elsewhere whole
    ) -> None:
        self.what = what
        self.reason = reason
        self.kept_as = kept_as
        self.folder = folder
        self.told = told

    def message(self) -> str:
        if self.told is not None:
            return self.told
        if self.kept_as is None:
            return _("{what} could not be read: {why}").format(what=self.what, why=self.reason)
        return _("{what} could not be read: {why}. The file is kept as {name}.").format(
            what=self.what, why=self.reason, name=self.kept_as
        )


_found: list[SetAside] = []


def set_aside(path: Path, what: str, reason: str, move: bool = True) -> SetAside:
    """Note that the file at `path` could not be read, and (with move) rename it aside."""
    kept = keep_aside(path) if move else None
    problem = SetAside(
        what,
        clean_text(reason, _REASON_CHARS),
        clean_text(kept.name, 80) if kept is not None else None,
        data_dir(),
    )
    _found.append(problem)
    return problem


def kept_elsewhere(path: Path, what: str, told: str) -> None:
    """Note that the file at `path` held something that did not belong there and was kept
    where it belongs; `told` says so to the player (the title screen shows it)."""
    _found.append(SetAside(what, "", clean_text(path.name, 80), data_dir(), told))


def tell(told: str) -> None:
    """Something else of this start for the title screen to tell the player with the files
    set aside (a window size the screen could not hold)."""
    _found.append(SetAside("", "", None, data_dir(), told))


def read_checked(
    path: Path, what: str, limit: int, schema: Callable[[Any], Any]
) -> tuple[Any, SetAside | None]:
    """The checked content of a JSON file and None; or None and the problem, when the file is
    there but cannot be used (it is then set aside). (None, None) when there is no file."""
    try:
        return schema(read_json(path, limit)), None
    except FileNotFoundError:
        return None, None
    except UnreadableFile as error:
        return None, set_aside(path, what, str(error))


def found() -> list[SetAside]:
    """Every file of the data folder set aside this run, in the order they were met; first,
    if there is no home folder, that the games are kept in a temporary one."""
    folder = data_dir()
    warning = home_warning()
    first = [SetAside(_("The data folder"), "", None, folder, warning)] if warning else []
    return first + [problem for problem in _found if problem.folder == folder]


def data_folder_problem() -> str | None:
    """Why the data folder cannot be used, or None when it can (or does not exist yet)."""
    folder = data_dir()
    try:
        with os.scandir(folder):
            return None
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return _("the data folder {path} is a file, not a folder").format(
            path=clean_text(str(folder), 80)
        )
    except OSError as error:
        return _("the data folder {path} cannot be opened: {why}").format(
            path=clean_text(str(folder), 80), why=error.strerror or error
        )
