"""bazaar.log stays bounded: a long one is kept as bazaar.log.1 when the app starts. The start's
line is written without loading logging; the first message loads it and lands in the same file."""

from __future__ import annotations

import logging
import subprocess
import sys

from common.core import applog


def _started(monkeypatch, path):
    """applog.start(path), and the handler its first message adds, taken off afterwards."""
    monkeypatch.setattr(applog, "_file", [])
    root = logging.getLogger()
    before = list(root.handlers)
    started = applog.start(path, "9.9")
    applog.Log("bazaar").warning("first of this run")
    added = [h for h in root.handlers if h not in before]
    for handler in added:
        root.removeHandler(handler)
        handler.close()
    return started


def test_a_long_log_is_set_aside_at_start_and_a_short_one_goes_on(monkeypatch, tmp_path):
    log = tmp_path / "bazaar.log"
    log.write_text("old line\n" * (applog.LOG_LIMIT // 9 + 1), encoding="utf-8")
    assert _started(monkeypatch, log) == log
    assert (tmp_path / "bazaar.log.1").stat().st_size >= applog.LOG_LIMIT
    first = log.read_text(encoding="utf-8")
    assert "old line" not in first
    assert "INFO bazaar: Bazaar 9.9 starting" in first.splitlines()[0]
    assert "WARNING bazaar: first of this run" in first.splitlines()[1]
    assert _started(monkeypatch, log) == log  # short now: written on, not set aside
    assert log.read_text(encoding="utf-8").startswith(first)
    assert log.read_text(encoding="utf-8").count("starting") == 2


def test_a_long_log_that_cannot_be_set_aside_is_written_on(monkeypatch, tmp_path):
    log = tmp_path / "bazaar.log"
    log.write_text("old line\n" * (applog.LOG_LIMIT // 9 + 1), encoding="utf-8")

    def refuse(*args):
        raise PermissionError("read-only folder")

    monkeypatch.setattr(applog.os, "replace", refuse)
    assert _started(monkeypatch, log) == log
    assert "first of this run" in log.read_text(encoding="utf-8")


def test_a_log_that_cannot_be_written_leaves_the_messages_to_logging(monkeypatch, tmp_path):
    (tmp_path / "bazaar.log").mkdir()  # a folder where the file would be
    assert _started(monkeypatch, tmp_path / "bazaar.log") is None


def test_the_start_line_has_logging_s_time_format(monkeypatch, tmp_path):
    log = tmp_path / "bazaar.log"
    _started(monkeypatch, log)
    start, first = log.read_text(encoding="utf-8").splitlines()
    assert len(start.split(" INFO ")[0]) == len(first.split(" WARNING ")[0]) == 23


def test_a_start_that_logs_nothing_does_not_load_logging(tmp_path):
    code = (
        "import sys; from common.core import applog; from pathlib import Path;"
        f"applog.start(Path({str(tmp_path / 'bazaar.log')!r}), '1');"
        "print('logging' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
