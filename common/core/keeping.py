"""Keeping games on disk, and trying again until they are: every write that keeps a game (a
game in progress in its slot, a finished game in the saved games, the next round of a
tournament) goes through a Keeper. One that fails (a full disk, a folder that cannot be
written) waits in memory and is tried again every RETRY_SECONDS wherever the player is (the
app ticks its keeper every frame, whatever the screen), and whenever that game is kept again;
so the last move of a game made on a full disk is kept once there is room, even if the
results, the title or another game are on screen by then.

Each game's writes happen in the order they were asked: a tournament's finished round before
its next round, a finished game before the next game of its kind takes the slot (keeping the
finished one empties the slot). A newer write of the same game to the same file (the same
seed and setup: an undo, a move, the next round's table) takes the place of one still
waiting. Nothing is written to a data folder other than the one the write was asked for.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from common.core.errors import RecordError
from common.core.userdata import data_dir

if TYPE_CHECKING:
    from common.core.record import GameRecord

SaveProblem = OSError | RecordError
RETRY_SECONDS = 5.0
NEWS_SECONDS = 8.0  # how long "now kept" is there to tell, once everything waiting is kept


class _Waiting:
    """A write still to do: the game as it stands when written (it may still change), the data
    folder it goes to, and why it could not be written (None: not tried yet)."""

    def __init__(self, record: GameRecord, folder: Path, problem: SaveProblem | None) -> None:
        self.record, self.folder, self.problem = record, folder, problem


def keep_now(record: GameRecord) -> None:
    """Write the game where it belongs: a finished game in the saved games (its slot emptied),
    one in progress in its slot. OSError or RecordError if it cannot be written."""
    from common.core import finished, saves  # the saves' modules: not before a game is kept

    if record.state.is_terminal():
        finished.keep_finished(record)
    else:
        saves.autosave(record)


class Keeper:
    """The games of one app still to be written, each tried again until it is."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.waiting: list[_Waiting] = []
        self.retry_in = RETRY_SECONDS
        self.kept_at: float | None = None  # when the last waiting game was kept

    def keep(self, record: GameRecord) -> SaveProblem | None:
        """Keep the game now, after any of its kind still waiting (each tried again first);
        the problem if it could not be (it then waits, and is tried again)."""
        folder = data_dir()
        replaced = [w.problem for w in self.waiting if _replaces(record, w, folder) and w.problem]
        self.waiting = [w for w in self.waiting if not _replaces(record, w, folder)]
        self.waiting.append(_Waiting(record, folder, replaced[0] if replaced else None))
        self._write(record.game.name)
        return self.problem_of(record)

    def keep_finished(self, record: GameRecord) -> None:
        """Keep a finished game now; its problem raised if it could not be (it then waits, and
        is tried again, as keep's)."""
        problem = self.keep(record)
        if problem is not None:
            raise problem

    def problem_of(self, record: GameRecord) -> SaveProblem | None:
        """Why the game is not kept yet (its own problem, or that of a game of its kind it
        waits behind); None if it is kept."""
        if not any(w.record is record for w in self.waiting):
            return None
        ahead = [w.problem for w in self.waiting if w.record.game.name == record.game.name]
        return next((problem for problem in ahead if problem is not None), OSError())

    def holds_newer(self, record: GameRecord) -> bool:
        """A write of the same game waits here (a slot's copy of it is older than that)."""
        folder = data_dir()
        return any(_same(w, record, folder) and w.record is not record for w in self.waiting)

    def tick(self, dt: float) -> bool:
        """Time passes (every frame): every RETRY_SECONDS, the waiting games are tried again.
        True if that kept any."""
        if not self.waiting:
            return False
        self.retry_in -= dt
        if self.retry_in > 0:
            return False
        return self.retry()

    def retry(self) -> bool:
        """Try every waiting game again now; True if any was kept."""
        self.retry_in = RETRY_SECONDS
        before = len(self.waiting)
        for game in dict.fromkeys(w.record.game.name for w in self.waiting):
            self._write(game)
        return len(self.waiting) < before

    def news(self) -> tuple[str, SaveProblem | None] | None:
        """What to tell the player: ("waiting", the first problem) while a game is not yet
        kept, ("kept", None) for a while once all are; else None."""
        problems = [w.problem for w in self.waiting if w.problem is not None]
        if problems:
            return "waiting", problems[0]
        if self.kept_at is not None and self.clock() - self.kept_at < NEWS_SECONDS:
            return "kept", None
        return None

    def _write(self, game: str) -> None:
        """Write the waiting writes of one game, in order, up to the first that fails for want
        of the disk."""
        for waiting in [w for w in self.waiting if w.record.game.name == game]:
            if waiting.folder != data_dir():
                return  # another data folder's: never written here
            try:
                keep_now(waiting.record)
            except RecordError as error:  # the game itself cannot be written (too large):
                waiting.problem = error  # told, and never holding up the games after it
                continue
            except OSError as error:
                waiting.problem = error
                return
            self.waiting.remove(waiting)
            if waiting.problem is not None:  # kept at last: the player is told
                self.kept_at = self.clock()


def _same(waiting: _Waiting, record: GameRecord, folder: Path) -> bool:
    """The waiting write is of this game (in this data folder)."""
    from common.core import saves  # loaded already: a game is waiting to be kept

    return waiting.folder == folder and (
        waiting.record is record or saves.same_game(waiting.record, record)
    )


def _replaces(record: GameRecord, waiting: _Waiting, folder: Path) -> bool:
    """The new write takes the waiting one's place: the same record, or the same game going
    to the same file (both finished: its copy in the saved games; both unfinished: the slot).
    A finished game waiting is never replaced by an older unfinished copy of it."""
    if not _same(waiting, record, folder):
        return False
    over = record.state.is_terminal()
    return waiting.record is record or waiting.record.state.is_terminal() == over
