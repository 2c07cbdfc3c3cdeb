"""A server's refusal in this window's own language: the server sends a code for programs and a
reason in its own language for people; each client says the code in words of its own (with
what it knows of the request: which it was, the name it sent). Only a code this Bazaar does not
know falls back to the server's words."""

from __future__ import annotations

from common.core.i18n import _
from common.net.client import CLOSED
from common.net.names import NameRefused, player_name
from common.net.protocol import (
    BAD_MESSAGE,
    BAD_NAME,
    BAD_URL,
    BLOCKED,
    ELSEWHERE,
    FULL,
    ILLEGAL,
    NAME_TAKEN,
    NO_ROOM,
    NOT_ALLOWED,
    OLD_PROTOCOL,
    PAUSED,
    SLOW_READER,
    STALE,
    STARTED,
    TIMEOUT,
    TOO_FAST,
    UNAVAILABLE,
    UNDO,
)


def refusal_words(code: str, reason: str, asked: str = "", name: str = "") -> str:
    """What a refusal with `code` means to a player, after the request `asked` ("create",
    "join", "rejoin", "move" at the table, or "" for anything else) sent with the player's
    `name`."""
    if code == FULL:
        if asked == "create":
            return _(
                "The server cannot open another room now (it is full, or many rooms were "
                "opened from your address): try again later"
            )
        return _("This room is full: every seat is taken")
    if code == NO_ROOM:
        if asked == "rejoin":
            return _("That seat is not in this room on the server any more")
        return _("There is no room with that code")
    if code == NOT_ALLOWED and asked == "move":
        return _("It is not your turn")
    if code == NAME_TAKEN:
        return _("Someone in this room is called {name} already: choose another name").format(
            name=name
        )
    if code == BAD_NAME:
        try:
            player_name(name)  # the server's reason, as this Bazaar's own check words it
        except NameRefused as refused:
            return str(refused)
        return _("The server refused that name: choose another")
    words = {
        PAUSED: _(
            "The server cannot save this game just now (its disk is full or failing): the "
            "game waits until it can, and no move is lost"
        ),
        UNAVAILABLE: _("The server cannot reach its game store just now: try again in a moment"),
        BAD_URL: _(
            "The server will not call that address for your turn: give an https address "
            "on the internet"
        ),
        STARTED: _("This game has already started: only its own players can come back to it"),
        OLD_PROTOCOL: _(
            "The server speaks another version of Bazaar's online play: the one with the "
            "older Bazaar needs to update it"
        ),
        BLOCKED: _("Too many wrong room codes from this computer: wait a minute"),
        ELSEWHERE: _("You joined this room from another connection"),
        TOO_FAST: _("Too many messages at once: the server asked to slow down"),
        TIMEOUT: _("The server did not answer in time"),
        SLOW_READER: _("The connection was too slow to keep up with the game"),
        BAD_MESSAGE: _("The server did not understand this Bazaar's message"),
        NOT_ALLOWED: _("The server did not allow that now"),
        STALE: _("The game has moved on since that move was chosen"),
        ILLEGAL: _("The server refused that move"),
        UNDO: _("The take-back cannot be asked now: one is being asked, or a player is away"),
    }
    if code in words:
        return words[code]
    return reason if code == CLOSED else _("The server refused: {why}").format(why=reason)
