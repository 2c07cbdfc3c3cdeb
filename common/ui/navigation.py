"""Where the app goes next: the title, a game's setup or table, its rules, the load list.

One Navigator lives on the app (`app.nav`); every screen that leads somewhere asks it, so no
screen imports another's module to find its way, and the games are known only through the
registry (common.core.registry). A game's own flow (setup -> table -> results -> again) lives
in its package and comes back here for the title.

The app knows no screen: the entry point hands it the Navigator (App(..., navigator=Navigator));
a test's or a tool's app is handed one the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from common.core import registry, setaside, slot_index
from common.core.applog import Log
from common.core.i18n import _
from common.core.resources import version
from common.core.userdata import data_dir
from common.ui.app import App
from common.ui.data_folder import ready_saved_games
from common.ui.online_resume import online_resumes
from common.ui.title import TitleScene

if TYPE_CHECKING:
    from common.core.record import GameRecord

log = Log("bazaar")
ResumeEntry = tuple[str, str, Callable[[], None]]  # label, tooltip, start


class Navigator:
    """The app's ways between screens."""

    def __init__(self, app: App) -> None:
        self.app = app

    def title(self, at_start: bool = False) -> None:
        """The title screen, with a Resume for each game whose unfinished game waits in its
        slot. The slots' index tells them (common.core.slot_index), so the title reads no
        game; a slot it does not vouch for is looked over in full: at once, or `at_start`
        (the window's first screen) once the first frame is shown (the title then again)."""
        app = self.app
        names = [entry.name for entry in registry.games()]
        look = None if app.keeper.waiting else slot_index.look(names)
        if look is None or (look.unknown and not at_start):
            self._show_title(self._looked_over())
            return
        # A game the index says waits in its slot is read when its Resume is clicked.
        waiting = look.waiting.items()
        self._show_title(
            [_resume(game, who, partial(self._resume_slot, game)) for game, who in waiting]
        )
        if look.unknown:
            app.after_first_frame(lambda: self._show_title(self._looked_over()))

    def _resume_slot(self, game: str) -> None:
        """The game in that slot at its table; the title again, saying why, if it cannot be."""
        from common.core import saves
        from common.core.errors import RecordError

        try:
            record = saves.load_autosave(game)
        except RecordError as error:
            setaside.set_aside(saves.autosave_path(game), _("The last game"), str(error))
            record = None
        if record is None:
            self.title()
        else:
            self.resume(record)

    def _looked_over(self) -> list[ResumeEntry]:
        """Every slot read in full: a game found in another game's slot, or in the old single
        slot, goes to its own first (common.core.saves); each read is told to the index."""
        from common.core import saves
        from common.core.errors import RecordError

        try:
            damaged = saves.adopt_legacy_autosave()
        except OSError as error:
            damaged = error.strerror
        if damaged:
            log.warning("the old autosave could not be taken over (%s); it is kept", damaged)
        saves.list_slots()
        resume: list[ResumeEntry] = []
        for entry in registry.games():  # each game's unfinished game waits in a slot of its own
            path = saves.autosave_path(entry.name)
            try:
                unfinished = saves.load_autosave(entry.name)
            except RecordError as error:
                setaside.set_aside(path, _("The last game"), str(error))
                continue
            if unfinished is None:
                slot_index.note(path, None)  # nothing there to resume
                continue
            players = list(unfinished.meta.get("players", []))
            slot_index.note(path, players)
            # A game whose newer moves wait to be kept (a full disk) is not offered from its
            # slot's older copy: the title is built again once it is kept.
            if not self.app.keeper.holds_newer(unfinished):
                resume.append(_resume(entry.name, players, partial(self.resume, unfinished)))
        return resume

    def _show_title(self, resume: list[ResumeEntry]) -> None:
        app = self.app
        entries = [
            (_(entry.title), _(entry.blurb), lambda name=entry.name: self.setup(name))
            for entry in registry.games()
        ]
        resume = resume + online_resumes(app)  # a seat kept online: rejoin it, or host it again
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
        ready_saved_games()
        registry.find(game).open_setup(self.app)

    def resume(self, record: GameRecord) -> None:
        """A saved or autosaved game at its table, whichever game it is."""
        ready_saved_games()
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
        from common.ui.dialogs import Dialog  # a dialog's screen: loaded when one opens

        choices = [
            (_(entry.title), lambda name=entry.name: self.rules(name))
            for entry in registry.games()
            if entry.has_rules()
        ]
        self.app.push(
            Dialog(self.app, _("Rules"), _("Which game?"), [*choices, (_("Close"), lambda: None)])
        )


def _resume(game: str, players: list[str], start: Callable[[], None]) -> ResumeEntry:
    """A game's Resume button: its words, and the players' names in its tooltip."""
    return (
        _("Resume {game}").format(game=_(registry.find(game).title)),
        _("Go back to the unfinished game: {players}").format(players=", ".join(players)),
        start,
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
