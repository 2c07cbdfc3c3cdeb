"""Bazaar's entry point: the command line, the log (common.core.applog), the window; then the
title screen.

The games are the registered ones (common.core.registry); the way between screens is the
Navigator (common.ui.navigation) this module hands the app."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from common.core import applog, registry
from common.core.i18n import _
from common.core.resources import version
from common.core.userdata import data_dir

if TYPE_CHECKING:
    import argparse

log = applog.Log("bazaar")


class Options:
    """What the command line asks: --version, --size, --game, --frames (see parse_args)."""

    def __init__(
        self,
        version: bool = False,
        size: str | None = None,
        game: str | None = None,
        frames: int = 0,
    ) -> None:
        self.version, self.size, self.game, self.frames = version, size, game, frames


def parse_args(argv: list[str]) -> Options:
    """The options; a line that is not plain (help, a mistake, an abbreviation) is argparse's
    to read and explain (SystemExit, as argparse does)."""
    return _read_plainly(argv) or Options(**vars(_parser().parse_args(argv)))


def _read_plainly(argv: list[str]) -> Options | None:
    """The options of a plain line, read without argparse (its import and the gettext look-ups
    it makes cost 3 ms of the start, issue 51): each option at most once, its value the next
    word and a valid one. None for any other line."""
    options, words, seen = Options(), iter(argv), set()
    for word in words:
        value = "" if word == "--version" else next(words, "-")
        if word in seen or value.startswith("-"):
            return None
        seen.add(word)
        if word == "--version":
            options.version = True
        elif word == "--size":
            options.size = value
        elif word == "--game" and value in registry.names():
            options.game = value
        elif word == "--frames" and value.isdecimal() and value.isascii():
            options.frames = int(value)
        else:
            return None
    return options


def _parser() -> argparse.ArgumentParser:
    import argparse

    parser = argparse.ArgumentParser(prog="bazaar", description=_("Marrakech and Bombay Bazar"))
    parser.add_argument("--version", action="store_true", help=_("print the version and exit"))
    parser.add_argument("--size", help=_("window size, e.g. 1600x1000"))
    parser.add_argument("--game", choices=registry.names(), help=_("go straight to a game's setup"))
    parser.add_argument(
        "--frames",
        type=int,
        default=0,
        help=_("draw this many frames, then exit (for smoke tests)"),
    )
    return parser


def _attach_console() -> None:
    """A windowed Windows build has no stdout (it is None): borrow the console of the command
    prompt that started it, so `Bazaar --version` can answer there."""
    if sys.stdout is not None or sys.platform != "win32":
        return
    import ctypes

    if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
        sys.stdout = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve"]:  # the game server, headless: no window, no pygame
        _attach_console()
        from common.net.serve import main as serve

        return serve(argv[1:])
    args = parse_args(argv)
    if args.version:
        _attach_console()
        print(f"Bazaar {version()}")
        return 0
    log_path = applog.start(data_dir() / "bazaar.log", version())
    try:
        return _run(args)
    except Exception:
        log.exception("Bazaar stopped on an error")
        from common.ui.crash import show_crash

        show_crash(log_path)
        return 1


def _run(args: Options) -> int:
    from common.core.i18n import set_language
    from common.ui.app import App
    from common.ui.navigation import Navigator
    from common.ui.settings import load_settings
    from common.ui.window_size import window_size

    settings = load_settings()
    set_language(settings.language)
    try:  # in the player's language
        width, height = window_size(args.size)
    except ValueError as refused:
        print(refused, file=sys.stderr)
        return 2
    app = App((width, height), settings=settings, navigator=Navigator)
    from common.ui.review_job import LiveReviews, keep_practice

    app.reviews = LiveReviews(on_ready=keep_practice)
    from common.ui.turn_notices import TurnNotices

    app.turns = TurnNotices(app)
    from common.ui.data_folder import open_data_folder

    open_data_folder(
        app, lambda: app.nav.setup(args.game) if args.game else app.nav.title(at_start=True)
    )
    if args.frames:
        for _frame in range(args.frames):
            app.step(1 / 60)
        app.draw()
        return 0
    app.run()
    return 0


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the review's processes in a frozen build (review_pool)
    sys.exit(main())
