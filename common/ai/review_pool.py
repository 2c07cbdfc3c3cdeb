"""The review's work shared among processes (issue 31): the positions of a finished game are all
known before the first is looked at, so a reviewer can split them into chunks and search the
chunks at once, one process each (threads would take turns under the interpreter's lock).

Processes are started fresh ("spawn", as on Windows and macOS: a window's process is never
forked) and are stopped, not waited for, when the review is cancelled; a frozen build calls
multiprocessing.freeze_support() first (common.ui.main). `work` must be a module-level function
so that a process can find it by name.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from common.ai.bot import CancelFlag, Cancelled
from common.core.child_process import end_with_parent

C = TypeVar("C")
R = TypeVar("R")
#: work(chunk, tick, cancel): the chunk's results, calling tick() after each position done.
Work = Callable[[C, Callable[[], None], CancelFlag | None], R]
_POLL = 0.05


def processes() -> int:
    """How many processes a review uses: one a core, two at most (a review also leaves the
    window a core's worth of room where there are more)."""
    return max(1, min(2, os.cpu_count() or 1))


def runs_of_equal_work(items: Sequence[C], weights: Sequence[float], parts: int) -> list[list[C]]:
    """The items in at most `parts` consecutive runs of about equal total weight (the work
    each item is guessed to cost), none empty."""
    total = sum(weights)
    runs: list[list[C]] = [[] for _ in range(parts)]
    done = 0.0
    for item, weight in zip(items, weights, strict=True):
        runs[min(parts - 1, int(parts * (done + weight / 2) / total))].append(item)
        done += weight
    return [run for run in runs if run]


@dataclass(frozen=True)
class Ahead:
    """How a reviewer's work ahead of the questions (its `prepare`) is watched: told
    `progress(done, total)` after each position, stopped once `cancel` is set."""

    progress: Callable[[int, int], None] | None = None
    cancel: CancelFlag | None = None

    def run(self, work: Work[C, R], chunks: Sequence[C], total: int) -> list[R]:
        """`work` over the chunks (run_chunks), `total` positions in all told as done."""
        done = 0

        def tick() -> None:
            nonlocal done
            done += 1
            if self.progress is not None:
                self.progress(done, total)

        return run_chunks(work, chunks, tick=tick, cancel=self.cancel)


def run_chunks(
    work: Work[C, R],
    chunks: Sequence[C],
    *,
    tick: Callable[[], None] | None = None,
    cancel: CancelFlag | None = None,
) -> list[R]:
    """`work` over every chunk, the chunks in processes of their own when there are two or
    more, here otherwise; the results in the chunks' order. Cancelled soon after `cancel` is
    set (the processes stopped); a chunk's error is raised here as RuntimeError."""
    report = tick or _nothing
    if len(chunks) < 2:
        return [work(chunk, report, cancel) for chunk in chunks]
    context = multiprocessing.get_context("spawn")
    messages: Any = context.Queue()
    workers = [
        context.Process(target=_run, args=(work, chunk, index, messages), daemon=True)
        for index, chunk in enumerate(chunks)
    ]
    results: dict[int, R] = {}
    try:
        for worker in workers:
            worker.start()
        while len(results) < len(chunks):
            if cancel is not None and cancel.is_set():
                raise Cancelled
            try:
                message = messages.get(timeout=_POLL)
            except queue.Empty:
                if any(w.exitcode not in (None, 0) for w in workers):
                    raise RuntimeError("a review process stopped") from None
                continue
            kind, index, value = message
            if kind == "tick":
                report()
            elif kind == "done":
                results[index] = value
            else:
                raise RuntimeError(value)
    finally:
        for worker in workers:
            if worker.pid is None:  # never started
                continue
            if worker.is_alive():
                worker.terminate()
            worker.join()
        messages.close()
    return [results[index] for index in range(len(chunks))]


def _run(work: Work[Any, Any], chunk: Any, index: int, messages: Any) -> None:
    end_with_parent()
    try:
        result = work(chunk, lambda: messages.put(("tick", index, None)), None)
    except Exception as error:  # told to the reviewing process, which raises it
        messages.put(("error", index, f"{type(error).__name__}: {error}"))
    else:
        messages.put(("done", index, result))


def _nothing() -> None:
    return None
