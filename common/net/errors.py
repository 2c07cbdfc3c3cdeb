"""The one family of network errors. Each carries an error code, one of
common.net.protocol.ERROR_CODES (the listed codes: programs read them, and each client words
them in its own language), and the reason in words (for the server's log and for scripts)."""

from __future__ import annotations


class NetProblem(Exception):
    """Something online that did not happen: `code` (protocol.ERROR_CODES), `reason` in words."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


class Refused(NetProblem):
    """The server: a request a room turns down (the connection stays)."""


class Disconnect(NetProblem):
    """The server: the connection is cut off, telling it why."""


class NetError(NetProblem):
    """The client: the server refused a request, or could not be reached."""
