"""The guided first game of Marrakech: the last turns of a two-player game against the computer
(seed 4; the market is nearly full), in which the coach shows turning Assam, the roll, tribute
and regions, laying a carpet over another's, and the end. The script is replayed against the
rules by the tests."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from common.core.guide_script import ROLL, Lesson, Reply, Script
from common.core.i18n import N_, _
from common.ui.coach import GuidedTable, Target
from marrakech.rules.board import SIZE
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.state import MarrakechState
from marrakech.ui.play_scene import PlayScene
from marrakech.ui.session import MarrakechSession, Seat
from marrakech.ui.story import square_label

if TYPE_CHECKING:
    from common.ui.app import App

# The game before the lesson: both players' turns (Assam's turn, the roll, the carpet) as the
# Easy computer played them for both, up to the person's second turn from the end.
OPENING_TEXT = """
    L roll 02-12 L roll 03-13 L roll 53-54 R roll 26-36 S roll 24-25 S roll 31-41 L roll
    00-01 L roll 06-16 R roll 35-36 S roll 52-62 L roll 55-65 R roll 35-45 R roll 40-41 R
    roll 41-51 R roll 50-51 L roll 53-63 R roll 25-35 S roll 04-05 R roll 13-23 R roll
    33-43 L roll 60-61 R roll 10-11 L roll 32-33 L roll 32-42 L roll 41-42 L roll 30-31 L
    roll 31-32 R roll 12-13 S roll 13-23 R roll 05-15 L roll 14-15 S roll 13-14 R roll
    12-13 S roll 32-33 R roll 16-26 S roll 42-52 L roll 22-32 L roll 26-36 R roll 04-05 L
    roll 15-16 L roll 14-15 R roll 13-23 L roll 03-13 S roll 41-51 L roll 51-52
"""
OPENING = tuple(OPENING_TEXT.split())

SCRIPT = Script(
    GAME,
    MarrakechSetup(2),
    4,
    (
        Lesson(
            N_(
                "Welcome to Marrakech! The market is nearly full: you have two carpets left "
                "(you play blue and purple, the computer red and saffron). At the end your "
                "dirhams plus your squares in view are your score. Press Next."
            ),
            point="score",
        ),
        Lesson(
            N_(
                "A turn has three parts. First turn Assam: left, right or straight on, never "
                "back. Click the arrow on his left."
            ),
            "L",
            "move",
        ),
        Lesson(
            N_(
                "Now roll the die (the Roll button, a click on the die, or Space). Assam walks "
                "that many squares; at the edge of the market he turns along the arc."
            ),
            ROLL,
            "move",
        ),
        Lesson(
            N_(
                "Tribute: Assam stopped on the computer's saffron carpet, so you paid 1 dirham "
                "for each saffron square joined to his (its region): 7. Now lay your carpet "
                "beside Assam, over two saffron squares: that shrinks the region. Drag it to "
                "the frame."
            ),
            "02-03",
            "move",
        ),
        Reply("S"),
        Reply(ROLL),
        Reply("11-21"),
        Lesson(
            N_(
                "Assam ended on your carpet: the computer paid you 2 dirhams. Your last turn: "
                "turn Assam left again."
            ),
            "L",
            "move",
        ),
        Lesson(N_("Roll the die."), ROLL, "move"),
        Lesson(
            N_(
                "Assam stands on your own carpet: nothing to pay. Lay your last carpet in the "
                "frame: it may cover half of another carpet, never a whole one."
            ),
            "01-02",
            "move",
        ),
        Lesson(
            N_(
                "The end: every carpet is laid. You have 34 dirhams and 18 squares in view, 52; "
                "the computer 26 and 24, 50. You win! Press Finish to set up a game of your own."
            ),
            point="score",
        ),
    ),
    opening=OPENING,
)


def move_words(action: Any) -> str:
    """A move as the coach (and practice) names it: Assam's turn, or the carpet's squares."""
    if action.kind == "turn":
        words = {-1: _("Assam turned left"), 0: _("Assam straight on")}
        return words.get(action.value, _("Assam turned right"))
    first, second = (square_label(sq) for sq in action.squares)
    return _("the carpet on {first} and {second}").format(first=first, second=second)


def session() -> MarrakechSession:
    """You (blue and purple) against the computer (red and saffron)."""
    return MarrakechSession(
        SCRIPT.setup,
        [Seat(_("Player {n}").format(n=1), None, [1, 3]), Seat(_("Computer"), "easy", [0, 2])],
        SCRIPT.seed,
    )


class GuidedPlayScene(GuidedTable, PlayScene):
    """The Marrakech table with the coach on it."""

    def move_words(self, action: Any) -> str:
        return move_words(action)

    def coach_point(self, name: str) -> Target | None:
        lay = self.lay
        if name == "score":
            return lay.player_rows[0].midleft
        move = self.coach.expected()
        if move is None:
            return None
        if move == ROLL:  # framed: a ring over its middle would hide half the label
            return lay.roll_button.copy() if self.rolling() else None
        action = GAME.parse_action(move)
        if action.kind == "turn":
            arrow = self.turn_arrows().get(action.value)
            return arrow[0] if arrow is not None else None
        if not self.table.human_to_move():
            return None
        a, b = (lay.square_rect(sq) for sq in action.squares)
        return a.union(b)

    def coach_area(self) -> pygame.Rect:
        return self.lay.board

    def coach_anchor(self) -> Target | None:
        """Assam, while he is turned and walks (the bubble never hides him)."""
        move = self.coach.expected()
        if move == ROLL or (move is not None and GAME.parse_action(move).kind == "turn"):
            x, y, _facing = MarrakechState.of(self.table.shown).assam
            return self.lay.square_centre(y * SIZE + x)
        return super().coach_anchor()


def open_guide(app: App) -> None:
    """The guided first game of Marrakech, from its first bubble."""
    scene = GuidedPlayScene(app, session(), lambda _r, _s: None, SCRIPT.record())
    scene.start_coach(SCRIPT, lambda: app.nav.setup("marrakech"))
    app.replace(scene)
