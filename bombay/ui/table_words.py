"""What the Bombay Bazar table says in words: a rules reason as a sentence with the players'
names, the hint's advice, and the banners over the floor (who goes first, why an end piece
goes on, a trunk finished)."""

from __future__ import annotations

from bombay.rules.actions import Action
from bombay.rules.board import Cell, cell_name
from bombay.rules.validation import told
from common.core.i18n import _


def player_words(message: str, names: list[str]) -> str:
    """A rules reason (already in the player's language) told with the players' names in its
    placeholders, as a sentence: a capital and a stop."""
    message = told(message, names)
    message = message[:1].upper() + message[1:]
    return message if message.endswith((".", "!", "?")) else message + "."


def hint_words(action: Action, cell: Cell, grows: int) -> str:
    """The Hard player's tile for `cell`, and how far it grows the mover's trunk."""
    o = action.orientation
    degrees = 60 * o.rotation
    if degrees == 0:
        turn = _("as it lies there")
    elif degrees < 180:
        turn = _("turned {degrees}° clockwise").format(degrees=degrees)
    elif degrees == 180:
        turn = _("turned half round")
    else:
        turn = _("turned {degrees}° anticlockwise").format(degrees=360 - degrees)
    advice = _("tile {name} (marked in green in the supply), {turn}, on {cell}").format(
        name=o.pattern.name, turn=turn, cell=cell_name(cell)
    )
    return _("Hint: {advice}. Your trunk grows by {n}.").format(advice=advice, n=grows)


def banner_words(what: str, event, names: list[str]) -> str:
    """A banner of the view model ((what, the event it tells)) in words."""
    if what == "forced":  # the rules put the end piece on: why
        return player_words(event.reason, names)
    if what == "first":
        return _("{name} goes first.").format(name=names[event.seat])
    if what == "finished":
        return _("The trunk is finished: {n} long.").format(n=event.length)
    return _("{name} is out with a trunk of {n}.").format(name=names[event.seat], n=event.length)
