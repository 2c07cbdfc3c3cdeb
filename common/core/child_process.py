"""Helper processes that never outlive Bazaar.

The review's worker, the review's chunks and a server's computer players run in processes of
their own (multiprocessing, "spawn"). They end with their parent when it ends normally, but a
parent killed (kill -9, out of memory) or crashed left them behind for good: a review waiting
for moves that never come, a server's bot workers holding their memory. `end_with_parent`, the
first thing such a process does, watches the parent's sentinel (ready once the parent is gone,
however it went) and ends this process then."""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading


def end_with_parent() -> None:
    """In a process multiprocessing started: end it as soon as the process that started it is
    gone. Nothing to do in a process of its own (no multiprocessing parent)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    sentinel = parent.sentinel

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(0)  # no clean-up owed: whatever it worked on was for the parent alone

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()
