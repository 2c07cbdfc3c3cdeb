"""One Bazaar at a time per data folder: two copies writing the same slots would overwrite each
other's games. The lock is the operating system's (flock, or msvcrt.locking on Windows) on
bazaar.lock, so a killed copy never leaves it held.

The lock holds the folder it was taken in: a folder removed or renamed under a running copy is
a new one when it is made again, with no lock. So before each write check_data_folder() makes
sure the lock file is still the one held; if not, the new folder is locked in its turn, or,
when another window already holds it, nothing is written (DataFolderTaken says why).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from pathlib import Path

from common.core.cleantext import clean_text
from common.core.i18n import _

LOCK_FILE = "bazaar.lock"
_LOCK_FLAGS = (
    os.O_RDWR
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
)
# What a lock held by another process looks like: flock's EWOULDBLOCK; EACCES or EDEADLOCK from
# msvcrt.locking. Any other error (a network home that has no locks) is no other Bazaar.
_HELD_ELSEWHERE = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, errno.EDEADLK}


class DataFolderTaken(OSError):
    """This window's data folder was moved or removed, and another window holds the new one."""


_current: DataFolderLock | None = None  # the lock this process took for its data folder


class FolderLock:
    """A folder's bazaar.lock, held from acquire() until release() or the end of the process
    (a game server's --data folder takes one too: two servers never write the same rooms)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_FILE
        self._fd: int | None = None
        self._identity: tuple[int, int] | None = None  # the lock file's device and inode

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """True if this process now holds the folder (or could not even create the lock file:
        then nothing can be saved there by anyone); False if another copy holds it."""
        if self._fd is not None:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Never through a link (it could point at any file of the player's, which the pid
            # would overwrite), never a FIFO or device that could block or never end.
            fd = os.open(self.path, _LOCK_FLAGS, 0o644)
        except OSError:
            return True
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            return True
        try:
            _lock(fd)
        except OSError as error:
            os.close(fd)
            return error.errno not in _HELD_ELSEWHERE
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        info = os.fstat(fd)
        self._fd, self._identity = fd, (info.st_dev, info.st_ino)
        return True

    def release(self) -> None:
        self._let_go()

    def _let_go(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                _unlock(self._fd)
                os.close(self._fd)
            self._fd = self._identity = None

    def still_holds_its_folder(self) -> bool:
        """Whether the lock file at its path is still the one this lock holds."""
        try:
            info = os.stat(self.path, follow_symlinks=False)
        except OSError:
            return False
        return self.held and (info.st_dev, info.st_ino) == self._identity


class DataFolderLock(FolderLock):
    """The app's data folder's lock (the entry point takes it with the folder it uses): what
    common.core.userdata checks before each write to the data folder, through
    check_data_folder()."""

    def acquire(self) -> bool:
        if not super().acquire():
            return False
        global _current
        if self.held:
            _current = self
        return True

    def release(self) -> None:
        global _current
        if _current is self:
            _current = None
        super().release()


def check_data_folder() -> None:
    """Before writing to the data folder: if it is not the folder this process locked (moved
    or removed, and made again), lock the new one; DataFolderTaken if another Bazaar has it."""
    lock = _current
    if lock is None or lock.still_holds_its_folder():
        return
    lock._let_go()
    if not lock.acquire():
        raise DataFolderTaken(
            errno.EBUSY,
            _(
                "another Bazaar window now uses {path} (this window's folder was moved or "
                "removed): close that window to save this game here"
            ).format(path=clean_text(str(lock.path.parent), 120)),
        )


def _lock(fd: int) -> None:
    """Lock the whole file without waiting; OSError if another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)
