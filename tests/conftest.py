"""The suite keeps its compiled modules between runs (Python's default), also where the
environment sets PYTHONDONTWRITEBYTECODE: without them each test process compiled every module
and rewrote the asserts of every test module again at each run, 5 s of CPU a process where
reading them back costs 1.5 s. They go where Python keeps them (`__pycache__` beside each
source, ignored by git); the servers and workers the tests start read them back too. A first
run on a fresh clone compiles as before."""

from __future__ import annotations

import sys

sys.dont_write_bytecode = False
