"""A helper process (the live review, a review's chunk, a server's computer players) ends with
the process that started it, even when that one is killed: before, `kill -9` of Bazaar or of
`bazaar serve` left its workers running for good (found as orphans after the cluster tests).

Real processes: a parent starts a helper as Bazaar does (multiprocessing, spawn), both write to
one pipe, the parent is killed, and the pipe reaches its end only once the helper has ended too."""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BOUND = 30.0  # seconds at most for any one wait (each ends at once when things go right)

PARENT = """
import multiprocessing, sys, threading
from common.core.child_process import end_with_parent

def helper(ready):
    end_with_parent()
    print("helper", multiprocessing.current_process().pid, flush=True)
    ready.set()
    threading.Event().wait()  # works for its parent until that one goes

if __name__ == "__main__":
    context = multiprocessing.get_context("spawn")
    ready = context.Event()
    context.Process(target=helper, args=(ready,), daemon=True).start()
    ready.wait(30)
    print("parent ready", flush=True)
    threading.Event().wait()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is a POSIX signal")
def test_a_helper_process_ends_when_its_parent_is_killed(tmp_path):
    script = tmp_path / "parent.py"
    script.write_text(PARENT)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    parent = subprocess.Popen(
        [sys.executable, str(script)], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT
    )
    lines: queue.Queue[str | None] = queue.Queue()  # the pipe's lines, then None at its end

    def read() -> None:
        for line in parent.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    helper = None
    try:
        for _ in range(2):
            words = (lines.get(timeout=BOUND) or "-").split()
            if words[0] == "helper":
                helper = int(words[1])
        assert helper is not None
        parent.send_signal(signal.SIGKILL)
        parent.wait(BOUND)
        try:  # the pipe ends once every writer is gone: the helper too
            assert lines.get(timeout=BOUND) is None
        except queue.Empty:
            pytest.fail("the helper outlived its killed parent")
    finally:
        parent.kill()
        if helper is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(helper, signal.SIGKILL)  # only if the check above failed
