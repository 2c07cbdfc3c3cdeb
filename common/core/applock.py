"""One Bazaar at a time per data folder: two copies writing the same slots would overwrite each
other's games. The lock is the operating system's (flock, or msvcrt.locking on Windows) on
bazaar.lock, so a killed copy never leaves it held."""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from pathlib import Path

from common.core.userdata import data_dir

LOCK_FILE = "bazaar.lock"
_LOCK_FLAGS = (
    os.O_RDWR
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
)


class DataFolderLock:
    """Held from acquire() until release() or the end of the process."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or data_dir()) / LOCK_FILE
        self._fd: int | None = None

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
        except OSError:
            os.close(fd)
            return False
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                _unlock(self._fd)
                os.close(self._fd)
            self._fd = None


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
