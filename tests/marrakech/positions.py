"""Hand-built Marrakech positions for tests, written as readable pictures of the market."""

from __future__ import annotations

from marrakech.rules.actions import parse_action
from marrakech.rules.game import GAME
from marrakech.rules.notation import carpets_left_field
from marrakech.rules.state import MarrakechState

EMPTY_ROWS = ["......."] * 7

# Markets that more than one test module plays from (the rules', the events', the story's).

# A yellow region of 4 squares, (3,2) (4,2) (4,3) (5,3), and a yellow carpet on (1,1)-(2,1) that
# touches it only diagonally: Assam on A31S reaches the region with a 1.
TRIBUTE_ROWS = [
    ".......",
    ". y02 y02 . . . .",
    ". . . y00 y00 . .",
    ". . . . y01 y01 .",
    ".......",
    ".......",
    ".......",
]

# For two players: yellow on (3,2)-(4,2) beside red on (4,3)-(5,3), both seat 2's colours.
TWO_PLAYER_ROWS = [
    ".......",
    ".......",
    "... y00 y00 . .",
    "... p00 r00 r00 .",
    ".......",
    ".......",
    ".......",
]

# A cyan carpet in the top-left corner and two yellow ones on the bottom row.
END_ROWS = [
    "c00 c00 . . . . .",
    ".......",
    ".......",
    ".......",
    ".......",
    ".......",
    "y00 y00 . . . y01 y01",
]


def position(
    rows: list[str] | None = None,
    *,
    assam: str = "A33N",
    phase: str = "place",
    seat: int = 1,
    players: int = 4,
    variant: bool = False,
    colour: str | None = None,
    dirhams: list[int] | None = None,
    left: list[int] | None = None,
    out: str = "-",
) -> MarrakechState:
    """A position; rows are the market top to bottom (spaces ignored), '.' empty or a colour
    letter and a two-digit carpet number. Seats are 1-based, as in the notation."""
    rows = [r.replace(" ", "") for r in (rows or EMPTY_ROWS)]
    if colour is None:
        colour = "cypr"[seat - 1] if phase in ("turn", "roll", "place") else "-"
    board = "B:" + "/".join(rows)
    text = " ".join(
        [
            f"M{players}{'e' if variant else ''}",
            phase,
            f"P{seat}",
            colour,
            assam,
            "$" + ",".join(map(str, dirhams or [30] * players)),
            "#" + ",".join(map(str, left)) if left else carpets_left_field(board, players),
            f"out:{out}",
            board,
        ]
    )
    return GAME.parse_state(text)


def play(state: MarrakechState, *texts: str) -> MarrakechState:
    """Apply actions written in notation, one after another."""
    for text in texts:
        state = state.apply_action(parse_action(text))
    return state


def legal_texts(state: MarrakechState) -> list[str]:
    return [str(a) for a in state.legal_actions()]
