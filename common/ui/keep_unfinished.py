"""Before a new or loaded game takes its game's slot: the unfinished game waiting there moves
into the saved games (Load) if the player agrees; Cancel changes nothing."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from common.core import registry, saves
from common.core.errors import RecordError
from common.core.i18n import _
from common.core.record import GameRecord
from common.core.save_meta import game_title, player_names, turn_words
from common.ui.dialogs import Dialog


def describe(record: GameRecord) -> str:
    """The game, its players and how far it has gone (the turn it is at), in a line."""
    return _("{game}: {players}, {moves}").format(
        game=game_title(record.game.name),
        players=", ".join(player_names(record.meta)),
        moves=turn_words(saves.turn_reached(record), record.state.is_terminal()),
    )


def keep_unfinished_first(
    app, game: str, then: Callable[[], None], opening: GameRecord | None = None
) -> None:
    """Run `then` (which gives the slot of `game` to a new game, or to `opening`, a saved game
    being opened) at once if no other unfinished game worth keeping waits in that slot; else
    ask first."""
    waiting = saves.waiting_game(game)
    if waiting is not None and not _worth_keeping(waiting):
        with contextlib.suppress(OSError):  # left where it is, it is kept in Load instead
            saves.discard_autosave(game)
        waiting = None
    if waiting is None:
        then()
        return
    if opening is not None and _same_position(waiting, opening):
        then()
        return

    def keep() -> None:
        try:
            saves.keep_in_saves(game)
        except (OSError, RecordError) as error:
            why = getattr(error, "strerror", None) or str(error)
            message = _("Nothing was changed: {why}").format(why=why)
            title = _("The unfinished game could not be kept")
            app.push(Dialog(app, title, message, [(_("OK"), lambda: None)]))
            return
        then()

    if opening is None:
        question = _("Keep the unfinished game in Load and start a new one?")
        go_on = _("Keep it and start")
    else:
        question = _("Keep the unfinished game in Load and open this one?")
        go_on = _("Keep it and open")
    app.push(
        Dialog(
            app,
            _("An unfinished game is waiting"),
            f"{describe(waiting)}.\n{question}",
            [(go_on, keep), (_("Cancel"), lambda: None)],
        )
    )


def _worth_keeping(record: GameRecord) -> bool:
    """A game someone has moved in, or one whose details carry the game's own fields (Bombay
    Bazar's next round of a tournament, with the earlier rounds' medals): a table dealt and
    left untouched is not kept in Load."""
    if saves.decisions_made(record) > 0:
        return True
    own = registry.find(record.game.name).save_fields()
    return any(record.meta.get(field) for field in own)


def _same_position(a: GameRecord, b: GameRecord) -> bool:
    return saves.same_game(a, b) and a.played == b.played
