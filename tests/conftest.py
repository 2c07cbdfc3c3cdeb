"""The suite keeps its compiled modules between runs (Python's default), also where the
environment sets PYTHONDONTWRITEBYTECODE: without them each test process compiled every module
and rewrote the asserts of every test module again at each run, 5 s of CPU a process where
reading them back costs 1.5 s. They go where Python keeps them (`__pycache__` beside each
source, ignored by git); the servers and workers the tests start read them back too. A first
run on a fresh clone compiles as before."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys

sys.dont_write_bytecode = False


def keep_freed_memory() -> None:
    """The test process keeps the memory it frees for its next allocations (glibc only): the
    UI tests draw windows up to 8K, each frame's surfaces tens of MB, and by default each one
    was mapped fresh from the system and given back on free, every page faulted in again (two
    thirds of the layout sweep's time was system time). Big blocks now come from the heap and
    the heap is not trimmed; the peak memory stays about the same (1.1 GB the sweep)."""
    name = ctypes.util.find_library("c")
    mallopt = getattr(ctypes.CDLL(name), "mallopt", None) if name else None
    if mallopt is not None:
        mallopt(-3, 1 << 30)  # M_MMAP_THRESHOLD: blocks up to 1 GB from the heap
        mallopt(-1, 1 << 30)  # M_TRIM_THRESHOLD: up to 1 GB free at the heap's top is kept


keep_freed_memory()


def pytest_xdist_auto_num_workers(config) -> int:
    """`-n auto`: one worker more than the machine has processors. About a fifth of the suite's
    time is spent waiting on the real servers, proxies and Redis the network tests start (a
    worker idle, its processor free); the extra worker fills it: on 2 cores the suite took
    some 70 s with 2 workers and some 60 s with 3."""
    return (os.cpu_count() or 1) + 1
