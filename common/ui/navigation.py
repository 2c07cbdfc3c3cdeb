"""Where the app goes next: the title, a game's setup or table, its rules, the load list.

One Navigator lives on the app (`app.nav`); every screen that leads somewhere asks it, so no
screen imports another's module to find its way, and the games are known only through the
registry (common.core.registry). A game's own flow (setup -> table -> results -> again) lives
in its package and comes back here for the title.

The app knows no screen: the entry point hands it the Navigator (App(..., navigator=Navigator));
a test's or a tool's app is handed one the same way.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from common.core import registry, saves, setaside
from common.core.errors import RecordError
from common.core.i18n import _
from common.core.record import GameRecord
from common.core.resources import version
from common.core.userdata import data_dir
from common.ui.app import App
from common.ui.dialogs import Dialog
from common.ui.online_resume import online_resumes
from common.ui.title import TitleScene


class Navigator:
    """The app's ways between screens."""

    def __init__(self, app: App) -> None:
        self.app = app

    def title(self) -> None:
        """The title screen, with a Resume for each game whose unfinished game is autosaved."""
        app = self.app
        entries = [
            (_(entry.title), _(entry.blurb), lambda name=entry.name: self.setup(name))
            for entry in registry.games()
        ]
        resume: list[tuple[str, str, Callable[[], None]]] = []
        for entry in registry.games():  # each game's unfinished game waits in a slot of its own
            try:
                unfinished = saves.load_autosave(entry.name)
            except RecordError as error:
                setaside.set_aside(saves.autosave_path(entry.name), _("The last game"), str(error))
                continue
            # A game whose newer moves wait to be kept (a full disk) is not offered from its
            # slot's older copy: the title is built again once it is kept.
            if unfinished is not None and not app.keeper.holds_newer(unfinished):
                players = ", ".join(unfinished.meta.get("players", []))
                resume.append(
                    (
                        _("Resume {game}").format(game=_(entry.title)),
                        _("Go back to the unfinished game: {players}").format(players=players),
                        functools.partial(self.resume, unfinished),
                    )
                )
        resume += online_resumes(app)  # a seat kept online: rejoin it, or host it again
        app.replace(
            TitleScene(
                app,
                entries,
                version=_("version {v}").format(v=version()),
                resume=resume,
                load=self.load,
                rules=self.choose_rules,
                note="\n".join(data_problems()) or None,
                online=self.online,
                my_games=self.my_games,
                practice=self.practice,
            )
        )

    def setup(self, game: str) -> None:
        """A game's setup screen."""
        registry.find(game).open_setup(self.app)

    def resume(self, record: GameRecord) -> None:
        """A saved or autosaved game at its table, whichever game it is."""
        registry.find(record.game.name).resume(self.app, record)

    def load(self) -> None:
        """The list of saved games, over whatever is on screen."""
        from common.ui.load_dialog import LoadDialog  # not needed until asked for

        self.app.push(LoadDialog(self.app))

    def online(self) -> None:
        """Host a game for friends on other computers, or join one."""
        from common.ui.online_screens import OnlineScene

        self.app.replace(OnlineScene(self.app))

    def my_games(self) -> None:
        """The online games this computer holds a seat in, over the title."""
        from common.ui.my_games_scene import MyGamesScene  # loads the network library

        self.app.push(MyGamesScene(self.app))

    def practice(self) -> None:
        """Practice from the mistakes of one's reviewed games, over whatever is on screen."""
        from common.ui.practice_scene import open_practice_list

        open_practice_list(self.app)

    def has_rules(self, game: str) -> bool:
        return registry.find(game).has_rules()

    def rules(self, game: str) -> None:
        """A game's rules pages, over whatever is on screen (nothing if it has none)."""
        entry = registry.find(game)
        if entry.has_rules():
            from common.ui.rules_scene import RulesScene  # not needed until asked for

            learn = (lambda: entry.open_guide(self.app)) if entry.has_guide() else None
            self.app.push(RulesScene(self.app, _(entry.title), entry.rules_pages(), learn))

    def choose_rules(self) -> None:
        """From the title: which game's rules."""
        choices = [
            (_(entry.title), lambda name=entry.name: self.rules(name))
            for entry in registry.games()
            if entry.has_rules()
        ]
        self.app.push(
            Dialog(self.app, _("Rules"), _("Which game?"), [*choices, (_("Close"), lambda: None)])
        )


def data_problems() -> list[str]:
    """What the title screen tells the player about files that could not be read: the data
    folder itself, and every file set aside this run (the games' own data files are read here,
    so a damaged one is found before it is needed)."""
    folder = setaside.data_folder_problem()
    if folder is not None:  # then no file in it can be read: that is the one thing to say
        return [_("Games cannot be kept: {why}.").format(why=folder)]
    for entry in registry.games():
        for file in entry.data_files():
            setaside.read_checked(data_dir() / file.name, _(file.label), file.limit, file.schema)
    return [problem.message() for problem in setaside.found()]
