"""Bazaar's log: bazaar.log in the user's data folder (a windowed app has no console; on
Windows sys.stdout and sys.stderr are even None).

`start()` sets a long log aside and writes the start's line itself; Python's logging (4 ms of
imports: logging, string, threading's ...) is loaded and its file handler added when the first
message comes through a `Log`, or when a module takes a real `logger()` (the network's, whose
libraries log through logging themselves). A start that logs nothing pays none of it, and
nothing logged is lost: every module of the app logs through one or the other, so the handler
is there before any message.
Without `start()` (the game server, the tests) a Log hands its messages to logging as they are.
"""

from __future__ import annotations

import _thread
import contextlib
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import logging

LOG_LIMIT = 512 * 1024  # bytes: a log this long at start is kept as bazaar.log.1, one only
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_file: list[Path] = []  # the log to add a handler for at the first message (start() sets it)
_lock = _thread.allocate_lock()  # threading's Lock, without loading threading at start


def start(path: Path, version: str) -> Path | None:
    """Log to `path` from now on, its first line the start's. A log past LOG_LIMIT is set aside
    (logging.handlers, which would turn it over while it runs, costs 10 ms of imports before the
    first frame). Returns the path, or None if the log cannot be written."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(OSError):  # not set aside: written on all the same
            if path.is_file() and path.stat().st_size >= LOG_LIMIT:
                os.replace(path, path.with_name(path.name + ".1"))
        with open(path, "a", encoding="utf-8") as file:
            file.write(f"{_now()} INFO bazaar: Bazaar {version} starting\n")
    except OSError:
        return None
    with _lock:
        _file[:] = [path]
    return path


def _now() -> str:
    """The time as logging.Formatter writes it (local, to the millisecond)."""
    now = time.time()
    return (
        time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(now)) + f",{int(now * 1000) % 1000:03d}"
    )


def logger(name: str) -> logging.Logger:
    """logging's logger `name`, the log file's handler added first if start() asked for one:
    for a module whose libraries log through logging themselves (the network's: websockets,
    asyncio), which takes it when it is loaded."""
    import logging

    with _lock:
        for path in _file:
            try:
                handler = logging.FileHandler(path, encoding="utf-8")
            except OSError:
                break  # written to no file, as a log that cannot be opened at start
            handler.setFormatter(logging.Formatter(FORMAT))
            logging.getLogger().addHandler(handler)
            logging.getLogger().setLevel(logging.INFO)
        _file.clear()
    return logging.getLogger(name)


class Log:
    """A named logger, as logging.getLogger(name) is, that loads logging at its first message."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def info(self, message: str, *args: object, exc_info: bool = False) -> None:
        logger(self.name).info(message, *args, exc_info=exc_info, stacklevel=2)

    def warning(self, message: str, *args: object, exc_info: bool = False) -> None:
        logger(self.name).warning(message, *args, exc_info=exc_info, stacklevel=2)

    def error(self, message: str, *args: object, exc_info: bool = False) -> None:
        logger(self.name).error(message, *args, exc_info=exc_info, stacklevel=2)

    def exception(self, message: str, *args: object) -> None:
        """An error with the exception being handled (call it in an except block)."""
        logger(self.name).exception(message, *args, stacklevel=2)
