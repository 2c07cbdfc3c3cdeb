"""The rows of the Load list (common.ui.load_dialog): their order and sections, a tournament's
rounds together, and the words of each row."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise

from common.core.i18n import _
from common.core.save_meta import SaveInfo, game_title, round_words, turn_words, when


def ordered(infos: Iterable[SaveInfo]) -> list[SaveInfo]:
    """Games still to play first, then the finished; each newest first."""
    return sorted(infos, key=lambda info: (info.finished, -info.saved_at, info.name))


def lines_of(entries: list[SaveInfo], unread: set[int]) -> list[int | str]:
    """What the list shows, top to bottom: each entry (its index) and, once some game in it
    has finished, a heading above the games still to play and one above the finished; in
    each, a tournament's rounds together where its latest stands, the latest first."""
    finished = [i for i, info in enumerate(entries) if _is_finished(info, i, unread)]
    if not finished:
        return list(_grouped(entries, list(range(len(entries)))))
    done = set(finished)
    rest = _grouped(entries, [i for i in range(len(entries)) if i not in done])
    playing: list[int | str] = [_("To play on"), *rest] if rest else []
    return [*playing, _("Finished"), *_grouped(entries, finished)]


def _grouped(entries: list[SaveInfo], section: list[int]) -> list[int]:
    """The section's games in its order, but each tournament's rounds together where its
    latest save stands, the latest round first (saves of no tournament, or of one saved
    before tournaments had an id, stay rows of their own)."""
    grouped: list[int] = []
    placed: set[int] = set()
    for index in section:
        if index in placed:
            continue
        series = entries[index].series
        rounds = [i for i in section if series and entries[i].series == series] or [index]
        rounds.sort(key=lambda i: -(entries[i].round or (0, 0))[0])
        grouped += rounds
        placed.update(rounds)
    return grouped


def later_rounds(entries: list[SaveInfo], lines: list[int | str]) -> set[int]:
    """The entries that follow a round of their own tournament in the list: drawn indented,
    joined to the row above."""
    joined = set()
    for above, line in pairwise(lines):
        if isinstance(above, int) and isinstance(line, int):
            series = entries[line].series
            if series and entries[above].series == series:
                joined.add(line)
    return joined


def section_size(lines: list[int | str], heading: int) -> int:
    """How many games the section under the heading at `heading` holds."""
    count = 0
    for line in lines[heading + 1 :]:
        if isinstance(line, str):
            break
        count += 1
    return count


def _is_finished(info: SaveInfo, index: int, unread: set[int]) -> bool:
    return info.finished and not info.error and not info.slot and index not in unread


def row_name(info: SaveInfo) -> str:
    """A save's name (worded in the player's language for one Bazaar named); a game's slot is
    called after its game."""
    if info.slot and not info.error:
        return _("Unfinished game: {game}").format(game=game_title(info.game))
    return info.title


def row_detail(info: SaveInfo) -> str:
    """The line under a save's name: its game, players, date and the turn it is at (a finished
    game: its result and length; a tournament's round: which of how many), or why it is
    damaged."""
    if info.error:
        return _("damaged: {why}").format(why=info.error)
    # A name Bazaar gave says the date, and the players and turn or the result: not again.
    parts = [game_title(info.game)]
    if info.round is not None:
        parts.append(round_words(info.round))
    if info.finished or not info.kept:
        parts.append(", ".join(info.players))
    if not info.kept:
        parts.append(when(info.saved_at))
        if info.finished:
            parts.append(info.result)
    if info.finished or not info.kept:
        parts.append(turn_words(info.turn, info.finished))
    return " · ".join(parts)


def row_badge(info: SaveInfo) -> str | None:
    """The mark beside the name of a game that used practice take-backs."""
    return _("Practice game") if info.practice and not info.error else None
