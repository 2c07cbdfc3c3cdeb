"""The guided first game of Bombay Bazar: a short fixed game against the computer (two players,
seed 2, nine tiles of yours), in which the coach shows each rule when it first matters: the
goal, a turn's shape, growing your trunk, automatic extension, growing someone else's trunk,
blocking, end pieces and the score. The script is replayed against the rules by the tests."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from bombay.rules.actions import Action
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from bombay.rules.state import BombayState
from bombay.ui.green_tile import ShowsItsOwnTile
from bombay.ui.play_scene import PlayScene
from bombay.ui.session import BombaySession, Seat
from common.core.guide_script import Lesson, Reply, Script
from common.core.i18n import N_, _
from common.ui.coach import GuidedTable, Target

if TYPE_CHECKING:
    from common.ui.app import App

SCRIPT = Script(
    GAME,
    Setup(2),
    2,
    (
        Lesson(
            N_(
                "Welcome to Bombay Bazar! You grow the trunk of the blue elephant, the computer "
                "that of the red one. The longest trunk at the end wins. Press Next."
            ),
            point="score",
        ),
        Lesson(
            N_(
                "A turn: take one tile from the supply, turn it, and lay it on your open end, "
                "the glowing cell your trunk points into. Drag tile J there, or click the green "
                "tile on the board to lay it as shown."
            ),
            "J1",
            "move",
        ),
        Reply("L1"),
        Lesson(
            N_(
                "Your trunk grew by one segment. The tile must have a segment end on the edge "
                "your trunk comes in by, so the trunk goes on. Lay tile H as shown."
            ),
            "H0",
            "move",
        ),
        Reply("J1"),
        Lesson(
            N_(
                "No segment may lead off the board or at an elephant's head. Tile N keeps "
                "every segment end on the floor."
            ),
            "N1",
            "move",
        ),
        Reply("E0"),
        Lesson(
            N_(
                "Across every edge it shares with a tile on the floor, a new tile must have a "
                "segment end where its neighbour has one. Tile N again, turned another way."
            ),
            "N5",
            "move",
        ),
        Reply("F5"),
        Lesson(N_("Tile H carries your trunk down the left side."), "H0", "move"),
        Reply("C1"),
        Lesson(
            N_(
                "Automatic extension: when a tile is laid, the trunk runs on through the unused "
                "segments it meets until it points into an empty cell. Tile F grows yours by 2."
            ),
            "F4",
            "move",
        ),
        Reply("A0"),
        Lesson(N_("Tile F once more: again two segments in one turn."), "F1", "move"),
        Reply("H0"),
        Lesson(N_("Tile I leads your trunk towards the red one's."), "I3", "move"),
        Reply("J4"),
        Lesson(
            N_(
                "Both trunks point into the same cell. A tile there must carry both on: it may "
                "never block another trunk's way in, nor join two trunks. Tile I grows the red "
                "trunk too, by 1: growing someone else's trunk can pay when it leaves them "
                "stuck. Watch what happens to red."
            ),
            "I0",
            "move",
        ),
        Lesson(
            N_(
                "Blocked: no tile left in the supply fits red's open end, so red's end piece "
                "went down there and red is out. An end piece adds 1 to a trunk. You play on "
                "alone. Press Next."
            ),
            point="end",
        ),
        Lesson(
            N_(
                "Your last tile: A. Your trunk then points into the cell with red's end piece, "
                "so your own end piece goes down too, and the game ends."
            ),
            "A0",
            "move",
        ),
        Lesson(
            N_(
                "The score: a trunk's length is the segments it runs through plus 1 for its end "
                "piece. Yours is 15, red's 10: you win! Press Finish to set up a game of your "
                "own."
            ),
            point="score",
        ),
    ),
)


def session() -> BombaySession:
    """You against the computer, blue and red."""
    return BombaySession(
        SCRIPT.setup,
        [Seat(_("Player {n}").format(n=1), None, 1), Seat(_("Computer"), "easy", 0)],
        SCRIPT.seed,
    )


class GuidedPlayScene(GuidedTable, ShowsItsOwnTile, PlayScene):
    """The Bombay Bazar table with the coach on it: the lesson's move is shown as a green
    tile on the open end, and its stack is lit."""

    def shown_hint(self) -> Action | None:
        move = self.coach.expected()
        if move is None or not self.table.human_to_move():
            return None
        return GAME.parse_action(move)

    def move_words(self, action: Any) -> str:
        return _("tile {tile}, turned as the green tile on the board shows").format(
            tile=action.orientation.pattern.name
        )

    def coach_point(self, name: str) -> tuple[float, float] | None:
        lay, state = self.lay, BombayState.of(self.table.shown)
        if name == "score":
            return lay.player_rows[0].midleft
        if name == "end":  # where the computer's end piece went down
            return lay.centre(state.open_end(1 - SCRIPT.person)[0])
        hint = self.shown_hint()
        if hint is None:
            return None
        if self.hand.held == hint.orientation.pattern.index or self.log.shown:
            cell = state.play_cell()  # a hint is shown only where there is one
            return lay.centre(cell) if cell is not None else None
        return lay.stacks[hint.orientation.pattern.index]

    def coach_area(self) -> pygame.Rect:
        return self.lay.floor

    def coach_anchor(self) -> Target | None:
        """The open end, where the tile goes (the bubble stays put while it is carried)."""
        cell = BombayState.of(self.table.shown).play_cell()
        if self.coach.lesson.point == "move" and cell is not None:
            return self.lay.centre(cell)
        return super().coach_anchor()


def open_guide(app: App) -> None:
    """The guided first game of Bombay Bazar, from its first bubble."""
    scene = GuidedPlayScene(app, session(), lambda _r, _s: None, SCRIPT.record())
    scene.start_coach(SCRIPT, lambda: app.nav.setup("bombay"))
    app.replace(scene)
