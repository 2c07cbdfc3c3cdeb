"""The online table's ways out of a game that cannot go on: the room's creator gives the seat of
a player whose connection is lost to the computer, or ends the game for everyone (no result;
each window keeps the moves so far in Load, their dice checked); once a turn-based seat's time
ran out, any other player may do either."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from common.core import registry, saves
from common.core.errors import RecordError
from common.core.i18n import _
from common.core.record import GameRecord
from common.core.registry import PLAYER_LEVELS
from common.net import seat_tokens
from common.ui.dialogs import Dialog

if TYPE_CHECKING:  # the table imports this module
    from common.ui.online_table import OnlineTable


def seats_to_give(table: OnlineTable) -> list[tuple[str, Callable[[], None]]]:
    """The creator's choices for each player whose connection is lost: a computer takes
    their seat (so a friend who never comes back does not stop the game for good)."""
    if table.record.state.is_terminal():
        return []
    seats = set(table.gone_since) if table.creator else set()
    overdue = table.followed_clock().overdue()  # anyone may, once a seat's time ran out
    if overdue is not None and table.seat_views[overdue]["kind"] == "remote":
        seats.add(overdue)  # a friend's seat (the creator's own is never given away)
    return [
        (
            _("Give {name}'s seat to the computer…").format(name=table.name(seat)),
            partial(give_seat, table, seat),
        )
        for seat in sorted(seats)
        if seat not in table.table.mine
    ]


def give_seat(table: OnlineTable, seat: int) -> None:
    offered = registry.find(table.record.game.name).level_names()
    levels = [level for level in PLAYER_LEVELS if level in offered]

    def give(level: str) -> Callable[[], object]:
        return lambda: table.link.net.call("give_seat", seat, level)

    table.app.push(
        Dialog(
            table.app,
            _("Give {name}'s seat to the computer?").format(name=table.name(seat)),
            _("The computer plays the seat from here to the end of the game."),
            [(_(level.capitalize()), give(level)) for level in levels]
            + [(_("Cancel"), lambda: None)],
        )
    )


def ended_early(table: OnlineTable, by: str) -> None:
    """The creator ended the game before its end: no result. The moves so far are kept in
    Load (the dice checked), where it may be played on at this computer."""
    client = table.link.net.client
    verdict = client.verdict if client is not None else None
    code = client.room.get("code") if client is not None else None
    if code:
        seat_tokens.forget(table.link.address, code)
    words = _("{name} ended the game: there is no result.").format(name=by)
    if verdict is not None and verdict.fair and verdict.record is not None:
        kept = verdict.record
        kept.meta.update(table.record.meta)
        kept.meta.pop("ended_by", None)  # at this computer it may be played on
        words += " " + keep_ended(kept, by)
    table.offline = words
    table.app.push(
        Dialog(
            table.app,
            _("The game was ended"),
            words,
            [
                (_("Back to the title"), table.app.nav.title),
                (_("Look at the table"), lambda: None),
            ],
        )
    )


def offer_to_end(table: OnlineTable) -> list[tuple[str, Callable[[], None]]]:
    """The creator's way out of a game a friend will not come back to: end it (asked
    once more, as nothing can undo it)."""
    overdue = table.followed_clock().overdue()
    out = overdue is not None and overdue not in table.table.mine  # anyone may end it then
    if table.record.state.is_terminal() or not (out or (table.creator and table.gone_since)):
        return []

    def ask() -> None:
        table.app.push(
            Dialog(
                table.app,
                _("End the game for everyone?"),
                _("There is no result; everyone keeps the moves so far."),
                [
                    (_("Keep playing"), lambda: None),
                    (_("End the game"), lambda: table.link.net.call("end_game")),
                ],
                escape_choice=0,
            )
        )

    return [(_("End the game…"), ask)]


def keep_ended(record: GameRecord, by: str) -> str:
    """Keep an online game ended before its end in Load (never in the game's slot, where a game
    of this computer may wait); what to tell the player."""
    name = _("Online, ended by {name}").format(name=by)
    try:
        try:
            saves.save_as(record, name)
        except saves.NameTakenError as taken:
            saves.save_as(record, taken.free)
    except (OSError, RecordError) as error:
        return _("Its moves could not be kept: {why}").format(why=error)
    return _("Its moves are kept in Load (the dice matched the server's promise).")
