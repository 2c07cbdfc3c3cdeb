"""bazaar.log stays bounded: a long one is kept as bazaar.log.1 when the app starts."""

from __future__ import annotations

import logging

from common.ui import main


def _configured(monkeypatch, folder):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(folder))
    root = logging.getLogger()
    before = list(root.handlers)
    path = main.configure_logging()
    added = [h for h in root.handlers if h not in before]
    return path, added


def test_a_long_log_is_set_aside_at_start_and_a_short_one_goes_on(monkeypatch, tmp_path):
    log = tmp_path / "bazaar.log"
    log.write_text("old line\n" * (main.LOG_LIMIT // 9 + 1), encoding="utf-8")
    path, added = _configured(monkeypatch, tmp_path)
    try:
        logging.getLogger("bazaar").warning("first of this run")
        for handler in added:
            handler.flush()
        assert path == log
        assert (tmp_path / "bazaar.log.1").stat().st_size >= main.LOG_LIMIT
        assert "old line" not in log.read_text(encoding="utf-8")
        assert "first of this run" in log.read_text(encoding="utf-8")
    finally:
        for handler in added:
            logging.getLogger().removeHandler(handler)
            handler.close()
    path, added = _configured(monkeypatch, tmp_path)  # short now: written on, not set aside
    try:
        logging.getLogger("bazaar").warning("second run")
        for handler in added:
            handler.flush()
        assert "first of this run" in log.read_text(encoding="utf-8")
        assert "second run" in log.read_text(encoding="utf-8")
    finally:
        for handler in added:
            logging.getLogger().removeHandler(handler)
            handler.close()


def test_a_long_log_that_cannot_be_set_aside_is_written_on(monkeypatch, tmp_path):
    log = tmp_path / "bazaar.log"
    log.write_text("old line\n" * (main.LOG_LIMIT // 9 + 1), encoding="utf-8")

    def refuse(*args):
        raise PermissionError("read-only folder")

    monkeypatch.setattr(main.os, "replace", refuse)
    path, added = _configured(monkeypatch, tmp_path)
    try:
        logging.getLogger("bazaar").warning("logged anyway")
        for handler in added:
            handler.flush()
        assert path == log and "logged anyway" in log.read_text(encoding="utf-8")
    finally:
        for handler in added:
            logging.getLogger().removeHandler(handler)
            handler.close()
