"""Marrakech's rules pages, with pictures drawn by the game's own renderer from positions
written in the game's notation."""

from __future__ import annotations

import pygame

from common.core.i18n import _
from common.ui.draw import panel, text
from common.ui.rules_scene import RulesPage
from common.ui.theme import CREAM, INK, Colour, font
from marrakech.rules.actions import parse_action
from marrakech.rules.board import PLACEMENTS, square
from marrakech.rules.game import GAME
from marrakech.rules.notation import carpets_left_field
from marrakech.ui.layout import BoardLayout
from marrakech.ui.palette import CARPET_COLOURS
from marrakech.ui.renderer import BoardView, draw_board, draw_rug, draw_turn_arrows

GOOD_GHOST, BAD_GHOST = (90, 200, 110), (220, 60, 50)
# The notation's colours c, y, p, r shown as blue, saffron (the "yellow" of the text), purple, red.
COLOURS: list[Colour] = [CARPET_COLOURS[i] for i in (1, 2, 3, 0)]
EMPTY = "/".join(["......."] * 7)
TRIBUTE = "......./.c01c01..../...y00y00../....y01y01./...r00.../...r00.../......."
COVER = "......./......c00/...y00.../...y00.../......./......./......."
END = (
    "c00c00y01y01r06p00p00/c01y00y00r02r01p01p02/c01c03r00r00r01p01p02/"
    "y02c03c04c04p03p03y03/y02r03r03c05c05y04y03/p04p04r04y05y05y04c06/"
    "p05p05r04.r05r05c06"
)


def _state(board: str, assam: str, phase: str = "turn", dirhams: str = "30,30,30,30"):
    left = carpets_left_field(f"B:{board}", 4)
    return GAME.parse_state(f"M4 {phase} P1 c {assam} ${dirhams} {left} out:- B:{board}")


def _picture(
    board: str,
    assam: str,
    *,
    arrows: bool = False,
    highlights=(),
    ghosts=(),
    angle: float | None = None,
):
    def draw(surface: pygame.Surface, area: pygame.Rect) -> None:
        layout = BoardLayout.picture(area)
        state = _state(board, assam)
        view = BoardView(COLOURS, highlights=list(highlights), assam_angle=angle)
        draw_board(surface, layout, state, view)
        for squares, colour, why in ghosts:
            rect = layout.square_rect(squares[0]).union(layout.square_rect(squares[1]))
            width = max(3, layout.cell // 16)
            if why is None:  # allowed: the carpet as it would lie
                draw_rug(surface, layout, list(squares), colour, alpha=170)
                pygame.draw.rect(surface, GOOD_GHOST, rect, width, layout.cell // 10)
                continue
            # Refused: only an outline, so the carpet it would cover shows, and the reason.
            pygame.draw.rect(surface, BAD_GHOST, rect, width, layout.cell // 10)
            size = max(11, layout.cell // 5)
            wide = font(size, bold=True).size(why)[0] + size
            note = pygame.Rect(0, 0, min(area.width, wide), size * 2)
            note.topleft = (rect.left, rect.bottom + 2)
            note.clamp_ip(area)
            panel(surface, note, CREAM, BAD_GHOST, radius=size // 2)
            text(surface, why, size, INK, bold=True, center=note.center)
        if arrows:
            draw_turn_arrows(surface, layout, state)

    return draw


def _squares(*xy: tuple[int, int]) -> set[int]:
    return {square(x, y) for x, y in xy}


def rules_pages() -> list[RulesPage]:
    walk = _squares((6, 1), (6, 0), (5, 0))
    legal = PLACEMENTS[parse_action("13-14").value]
    whole_carpet = PLACEMENTS[parse_action("32-33").value]
    return [
        RulesPage(
            _("The market"),
            _(
                "Each merchant starts with 30 dirhams and a pile of carpets (12 each with four "
                "players, 15 with three; with two, each player has two colours of 12). Lay "
                "carpets so that as much of the market as possible shows your colours, and "
                "collect tribute when Assam stops on them. At the end, your dirhams plus your "
                "visible squares are your score."
            ),
            _picture(EMPTY, "A33N"),
        ),
        RulesPage(
            _("Turn Assam, roll, walk"),
            _(
                "On your turn, first turn Assam a quarter left or right, or leave him facing "
                "as he is (he never turns around): click an arrow or press ← ↑ →. Then the die "
                "is rolled. Its faces are 1, 2, 2, 3, 3 and 4, and Assam walks that many "
                "squares straight ahead."
            ),
            _picture(EMPTY, "A33N", arrows=True),
        ),
        RulesPage(
            _("Around the border"),
            _(
                "If Assam would walk off the market he follows the mosaic arc at the edge back "
                "onto it, facing inward again; the square he comes back onto counts as a step. "
                "The arcs join neighbouring squares; in the top-right and bottom-left corners "
                "an arc takes him round the corner. Here a roll of 4 takes Assam up two "
                "squares, round the corner arc back onto the corner square (one step), and "
                "one square west."
            ),
            _picture(EMPTY, "A62N", highlights=[(walk, (120, 200, 120))]),
        ),
        RulesPage(
            _("Tribute"),
            _(
                "If Assam stops on another player's carpet, you pay its owner one dirham for "
                "each square of that colour joined to his square edge to edge (corners do not "
                "join). Here the yellow region under Assam has four squares: 4 dirhams. On "
                "your own colour, on an empty square or on the carpet of a player who is out, "
                "nothing is paid. Who cannot pay in full pays everything and leaves the game."
            ),
            _picture(
                TRIBUTE,
                "A32N",
                highlights=[(_squares((3, 2), (4, 2), (4, 3), (5, 3)), (255, 226, 120))],
            ),
        ),
        RulesPage(
            _("Laying a carpet"),
            _(
                "Then lay your next carpet on two squares. At least one of them must touch "
                "Assam's square along an edge, neither may be under Assam, and it may not cover "
                "both visible halves of one carpet (covering one half, or halves of two "
                "different carpets, is fine). Drag it from your tray (R or the right button "
                "turns it), or click its two squares. Green: allowed; red: not, and why."
            ),
            _picture(
                COVER,
                "A23N",
                ghosts=[
                    (legal, COLOURS[0], None),
                    (whole_carpet, COLOURS[0], _("it would cover a whole carpet")),
                ],
            ),
        ),
        RulesPage(
            _("The end"),
            _(
                "The game ends when every player still in has laid all their carpets, or when "
                "only one player is left. Each player's score is dirhams plus visible squares "
                "of their colours. The highest score wins; if scores are level, the most "
                "dirhams wins; if still level, the win is shared."
            ),
            _picture(END, "A36S"),
        ),
    ]
