"""What a save file holds, read and checked field by field before a record is rebuilt from it
(common.core.record.GameRecord.from_json then replays the moves against the rules and the
seed): the format and its version, the game, its setup, the moves as text, the position and
the details. RecordError, in words, for anything that does not fit."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from common.core.api import Game
from common.core.errors import NotationError, RecordError
from common.core.filekinds import SAVE_DETAILS
from common.core.i18n import _
from common.core.registry import get_game

FORMAT_NAME = "bazaar-game"
FORMAT_VERSION = 2  # 2: practice epochs; a save without them is still written as 1


@dataclass(frozen=True)
class SaveFields:
    """A save's fields, each checked for its type (the moves are still text)."""

    game: Game[Any]
    setup: Any
    actions: list[str]
    cursor: Any  # None (the end) or what the file says: checked against the moves later
    meta: dict[str, Any]


def read_save(data: Any) -> SaveFields:
    """The fields of a save's JSON; RecordError saying what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise RecordError(_("this is not a Bazaar save file"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(_("the save file has no valid version number"))
    if version > FORMAT_VERSION:
        raise RecordError(
            _(
                "the save comes from a newer Bazaar (format {version}); "
                "this version reads format {known}"
            ).format(version=version, known=FORMAT_VERSION)
        )
    game_name = data.get("game")
    if not isinstance(game_name, str):
        raise RecordError(_("the save file does not say which game it is"))
    game = get_game(game_name)
    actions = data.get("actions")
    cursor = data.get("cursor", None)
    meta = data.get("meta", {})
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError(_("the save file's list of moves is damaged"))
    if not isinstance(meta, dict):
        raise RecordError(_("the save file's details are damaged"))
    meta = SAVE_DETAILS(meta)
    try:
        setup = game.setup_from_json(data.get("setup"))
    except NotationError as error:
        why = _("the save file's setup is damaged: {why}").format(why=error)
        raise RecordError(why) from error
    return SaveFields(game, setup, actions, cursor, meta)


def save_json(
    game: Game[Any], setup: Any, seed: int, actions: list[Any], cursor: int, meta: dict[str, Any]
) -> dict[str, Any]:
    """A save's JSON as version 1 writes it (a game without practice epochs)."""
    return {
        "format": FORMAT_NAME,
        "version": 1,
        "game": game.name,
        "setup": game.setup_to_json(setup),
        "seed": seed,
        "actions": [str(a) for a in actions],
        "cursor": cursor,
        "meta": meta,
    }
