"""Every code the Bombay Bazar rules tell (common.core.refusal.Told), each with its wordings:
why a tile or an end piece is refused, why an end piece is forced, how the game ended. The one
list of them; tests/common/test_vocabulary.py checks that every wording has words in every
language."""

from __future__ import annotations

from common.core.i18n import N_
from common.core.refusal import Wording

# Why a move is refused (BombayState.check_action).
NOT_A_MOVE = Wording("not-a-move", N_("that is not a Bombay Bazar move"))
GAME_OVER = Wording("game-over", N_("the game is over"))
DRAW_FIRST = Wording("wrong-phase", N_("chance first draws who starts"))
NO_SUCH_PLAYER = Wording("no-such-player", N_("there is no {player}"))
DRAWN_AT_START = Wording("wrong-phase", N_("the first player is drawn only at the start"))
END_TOO_SOON = Wording(
    "end-too-soon", N_("you may end your trunk only when no tile can be placed on its open end")
)
CANNOT_PLACE = Wording("cannot-place", N_("this tile cannot be placed here"))

# Why a tile does not go on the mover's open end (validation.placement_reason).
NONE_LEFT = Wording("none-left", N_("no tile {tile} ({segments}) is left in the supply"))
AT_END_PIECE = Wording(
    "at-end-piece", N_("your trunk points into a cell holding an end piece: you can only end it")
)
NO_ENTRY = Wording(
    "no-entry",
    N_(
        "it does not extend your trunk: it has no segment on the {edge} edge, "
        "where your trunk enters the cell"
    ),
)
OFF_BOARD = Wording("off-board", N_("a segment would leave the board (the {edge} edge)"))
AT_HEAD = Wording("at-head", N_("a segment would point at an elephant's head (the {edge} edge)"))
AT_END = Wording(
    "at-end",
    N_("a segment would point at {cell}, which holds an end piece (the {edge} edge)"),
)
BLOCKS = Wording(
    "blocks",
    N_("it would block {player}'s trunk, which enters this cell by the {edge} edge"),
)
MISFIT_THEIRS = Wording(
    "misfit",
    N_(
        "it does not fit the tile on {cell} (the {edge} side): that tile has "
        "a segment there and this one not"
    ),
)
MISFIT_MINE = Wording(
    "misfit",
    N_(
        "it does not fit the tile on {cell} (the {edge} side): this tile has "
        "a segment there and that one not"
    ),
)
JOINS_YOURS_TO = Wording("joins", N_("it would join your trunk to {other}'s"))
JOINS_TO_YOURS = Wording("joins", N_("it would join {other}'s trunk to yours"))
JOINS_TWO = Wording("joins", N_("it would join {first}'s trunk to {second}'s"))

# Why the mover has to put down their end piece (validation.forced_end_reason).
END_AT_END_PIECE = Wording(
    "end-at-end-piece", N_("{player}'s trunk points into a cell holding an end piece")
)
END_NOTHING_FITS = Wording(
    "end-nothing-fits", N_("no tile left in the supply fits {player}'s open end")
)

# How the game ended (BombayState.outcome): {name}/{names} are the winners.
WINS = Wording("wins", N_("{name} wins with a trunk of {n}."))
SHARE_THE_WIN = Wording("share-the-win", N_("{names} share the win with trunks of {n}."))
SOLO_SCORE = Wording(
    "solo-score",
    N_("Solo score {score}: trunk {length}, empty cells {empty}, unused segments {unused}."),
)
