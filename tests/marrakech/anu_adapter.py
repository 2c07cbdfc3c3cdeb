"""Test-only adapter: the ANU COMP1110 string encoding (tests/data/README.md) to and
from our Marrakech state. It builds positions; every answer comes from our rules."""

from __future__ import annotations

import re

from marrakech.rules.board import DIRECTION_LETTERS, SQUARES, coords, square
from marrakech.rules.core import CARPET_SHIFT, EMPTY, PLACE, TURN, Core
from marrakech.rules.setup import COLOUR_LETTERS, MarrakechSetup
from marrakech.rules.state import MarrakechState

_PLAYER = re.compile(r"P([cypr])(\d{3})(\d{2})([io])")
_FIRST_NUMBER = 20  # their carpet ids map to our numbers from here, clear of new carpets


class AnuGame:
    """One of their game strings as our core, remembering how their carpet ids map to ours."""

    def __init__(self, text: str) -> None:
        players_text, rest = text.split("A", 1)
        players = _PLAYER.findall(players_text)
        assert "".join(p[0] for p in players) == COLOUR_LETTERS, players_text
        self.core = Core(MarrakechSetup(len(players)))
        self.core.dirhams = [int(p[1]) for p in players]
        self.core.left = [int(p[2]) for p in players]
        self.core.out = [p[3] == "o" for p in players]
        self.core.assam = parse_assam("A" + rest[:3])
        board_text = rest[4:]
        assert len(board_text) == 3 * SQUARES, board_text
        self.ours: dict[str, int] = {}
        self.theirs: dict[int, str] = {}
        board = self.core.board[:]
        for k in range(SQUARES):
            short = board_text[3 * k : 3 * k + 3]
            board[square(k // 7, k % 7)] = self.carpet_value(short)
        self.core.set_board(board)

    def carpet_value(self, short: str) -> int:
        if short == "n00":
            return EMPTY
        if short not in self.ours:
            colour = COLOUR_LETTERS.index(short[0])
            taken = sum(1 for key in self.ours if key[0] == short[0])
            value = (colour << CARPET_SHIFT) + _FIRST_NUMBER + taken
            assert taken + _FIRST_NUMBER < 1 << CARPET_SHIFT
            self.ours[short] = value
            self.theirs[value] = short
        return self.ours[short]

    def state(self, phase: int, seat: int) -> MarrakechState:
        core = self.core.copy()
        core.phase, core.seat, core.colour = phase, seat, seat
        return MarrakechState(core)

    def text(self, core: Core) -> str:
        players = "".join(
            f"P{COLOUR_LETTERS[s]}{core.dirhams[s]:03d}{core.left[s]:02d}"
            + ("o" if core.out[s] else "i")
            for s in range(core.setup.players)
        )
        cells = []
        for k in range(SQUARES):
            value = core.board[square(k // 7, k % 7)]
            cells.append("n00" if value == EMPTY else self.theirs[value])
        return players + format_assam(core.assam) + "B" + "".join(cells)


def parse_assam(text: str) -> int:
    x, y, facing = int(text[1]), int(text[2]), DIRECTION_LETTERS.index(text[3])
    return square(x, y) * 4 + facing


def format_assam(assam: int) -> str:
    x, y = coords(assam >> 2)
    return f"A{x}{y}{DIRECTION_LETTERS[assam & 3]}"


def assam_state(text: str, phase: int = TURN) -> MarrakechState:
    core = Core(MarrakechSetup(4))
    core.assam, core.phase, core.seat, core.colour = parse_assam(text), phase, 0, 0
    return MarrakechState(core)


def placement_state(game: AnuGame, carpet: str) -> tuple[MarrakechState, str, tuple[int, int]]:
    """The state where the carpet's owner is to place it, its short id, and its two squares."""
    seat = COLOUR_LETTERS.index(carpet[0])
    x1, y1, x2, y2 = (int(ch) for ch in carpet[3:7])
    return game.state(PLACE, seat), carpet[:3], (square(x1, y1), square(x2, y2))
