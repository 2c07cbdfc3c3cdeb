"""Bazaar's entry point: the window, the title screen and the games it offers."""

from __future__ import annotations

import argparse
import importlib
import logging
import logging.handlers
import os
import sys
from importlib import metadata
from pathlib import Path

from common.core import setaside
from common.core.i18n import N_, _
from common.core.userdata import data_dir

log = logging.getLogger("bazaar")

# The games on the title screen: key (for --game), label, tooltip, and the module whose
# open_setup(app) starts it. A fixed table, so a bundle needs no module discovery.
GAMES = (
    (
        "marrakech",
        N_("Marrakech"),
        N_("Carpets, coins and Assam the merchant, 2-4 players"),
        "marrakech.ui.flow",
    ),
    (
        "bombay",
        N_("Bombay Bazar"),
        N_("Grow the longest elephant trunk: solo or 2-4 players, tournaments"),
        "bombay.ui.flow",
    ),
)


def version() -> str:
    try:
        return metadata.version("bazaar")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def show_title(app) -> None:
    from common.core import saves
    from common.core.errors import RecordError
    from common.ui.savegames import LoadDialog
    from common.ui.title import TitleScene

    entries = [(_(label), _(tip), _opener(app, module)) for _key, label, tip, module in GAMES]
    resume = None
    try:
        unfinished = saves.load_autosave()
    except RecordError as error:
        unfinished = None
        setaside.set_aside(saves.autosave_path(), _("The last game"), str(error))
    if unfinished is not None:
        game = dict((key, label) for key, label, *_rest in GAMES)[unfinished.game.name]
        players = ", ".join(unfinished.meta.get("players", []))
        resume = (
            _("Resume {game}").format(game=_(game)),
            _("Go back to the unfinished game: {players}").format(players=players),
            lambda: resume_game(app, unfinished),
        )
    app.replace(
        TitleScene(
            app,
            entries,
            version=_("version {v}").format(v=version()),
            resume=resume,
            load=lambda: app.push(LoadDialog(app)),
            rules=lambda: choose_rules(app),
            note="\n".join(data_problems()) or None,
        )
    )


def data_problems() -> list[str]:
    """What the title screen tells the player about files that could not be read: the data
    folder itself, and every file set aside this run (the data files read at start are read
    here, so a damaged one is found before it is needed)."""
    from common.core.filekinds import CHECKED_AT_START

    folder = setaside.data_folder_problem()
    if folder is not None:  # then no file in it can be read: that is the one thing to say
        return [_("Games cannot be kept: {why}.").format(why=folder)]
    for name, (label, limit, schema) in CHECKED_AT_START.items():
        setaside.read_checked(data_dir() / name, _(label), limit, schema)
    return [problem.message() for problem in setaside.found()]


def rules_available(game: str) -> bool:
    module = next(module for key, *_rest, module in GAMES if key == game)
    return hasattr(importlib.import_module(module), "rules_pages")


def open_rules(app, game: str) -> None:
    """The rules pages of a game, over whatever is on screen."""
    from common.ui.rules_scene import RulesScene

    label, module = next((label, module) for key, label, _tip, module in GAMES if key == game)
    app.push(RulesScene(app, _(label), importlib.import_module(module).rules_pages()))


def choose_rules(app) -> None:
    """From the title: which game's rules."""
    from common.ui.dialogs import Dialog

    choices = [
        (_(label), lambda key=key: open_rules(app, key))
        for key, label, *_rest in GAMES
        if rules_available(key)
    ]
    app.push(Dialog(app, _("Rules"), _("Which game?"), [*choices, (_("Close"), lambda: None)]))


def resume_game(app, record) -> None:
    """Open a saved or autosaved game at its table, whichever game it is."""
    module = next(module for key, *_rest, module in GAMES if key == record.game.name)
    importlib.import_module(module).resume(app, record)


def _opener(app, module_name: str):
    return lambda: importlib.import_module(module_name).open_setup(app)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bazaar", description=_("Marrakech and Bombay Bazar"))
    parser.add_argument("--version", action="store_true", help=_("print the version and exit"))
    parser.add_argument("--size", default="1280x800", help=_("window size, e.g. 1600x1000"))
    parser.add_argument(
        "--game", choices=[key for key, *_rest in GAMES], help=_("go straight to a game's setup")
    )
    parser.add_argument(
        "--frames",
        type=int,
        default=0,
        help=_("draw this many frames, then exit (for smoke tests)"),
    )
    return parser.parse_args(argv)


def _attach_console() -> None:
    """A windowed Windows build has no stdout (it is None): borrow the console of the command
    prompt that started it, so `Bazaar --version` can answer there."""
    if sys.stdout is not None or sys.platform != "win32":
        return
    import ctypes

    if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
        sys.stdout = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115


def configure_logging() -> Path | None:
    """Log to bazaar.log in the user's data folder (a windowed app has no console; on
    Windows sys.stdout and sys.stderr are even None). Returns the log's path, if writable."""
    path = data_dir() / "bazaar.log"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=512 * 1024, backupCount=1, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger().addHandler(handler)
    logging.getLogger().setLevel(logging.INFO)
    return path


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = parse_args(argv)
    if args.version:
        _attach_console()
        print(f"Bazaar {version()}")
        return 0
    log_path = configure_logging()
    log.info("Bazaar %s starting", version())
    try:
        return _run(args)
    except Exception:
        log.exception("Bazaar stopped on an error")
        from common.ui.crash import show_crash

        show_crash(log_path)
        return 1


def _run(args: argparse.Namespace) -> int:
    from common.ui.app import App

    try:
        width, height = (int(n) for n in args.size.lower().split("x"))
    except ValueError:
        print(_("--size takes WIDTHxHEIGHT, e.g. 1280x800"), file=sys.stderr)
        return 2
    from common.core.i18n import set_language
    from common.ui.settings import load_settings

    settings = load_settings()
    set_language(settings.language)
    app = App((width, height), settings=settings)
    if args.game:
        module = next(module for key, *_rest, module in GAMES if key == args.game)
        importlib.import_module(module).open_setup(app)
    else:
        show_title(app)
    if args.frames:
        for _frame in range(args.frames):
            app.step(1 / 60)
        app.draw()
        return 0
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
