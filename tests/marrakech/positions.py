"""Hand-built Marrakech positions for tests, written as readable pictures of the market."""

from __future__ import annotations

from marrakech.rules.actions import parse_action
from marrakech.rules.game import GAME
from marrakech.rules.state import MarrakechState

EMPTY_ROWS = ["......."] * 7


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
    colours = 4 if players == 2 else players
    per_colour = 15 if players == 3 else 12
    if colour is None:
        colour = "cypr"[seat - 1] if phase in ("turn", "roll", "place") else "-"
    text = " ".join(
        [
            f"M{players}{'e' if variant else ''}",
            phase,
            f"P{seat}",
            colour,
            assam,
            "$" + ",".join(map(str, dirhams or [30] * players)),
            "#" + ",".join(map(str, left or [per_colour] * colours)),
            f"out:{out}",
            "B:" + "/".join(rows),
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
