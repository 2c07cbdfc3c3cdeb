"""Draws a Marrakech position: the market, the visible rugs, highlights, Assam and a ghost rug.
Pure drawing: it reads a state and a BoardView and changes neither."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from common.ui.theme import CREAM, GOLD, GOLD_LIGHT, GOOD, TERRACOTTA_DARK, Colour, shade
from marrakech.rules.board import SIZE, coords, step
from marrakech.rules.state import MarrakechState
from marrakech.ui.art import rug_surface
from marrakech.ui.assam_art import assam_rotated
from marrakech.ui.layout import BoardLayout
from marrakech.ui.market_art import market_surface
from marrakech.ui.rug_layers import Laid, rug_layer, shown_board


@dataclass
class BoardView:
    """What the screen shows beyond the state itself (animation poses and highlights)."""

    colours: list[Colour]
    assam_centre: tuple[float, float] | None = None  # None: where the state puts him
    assam_angle: float | None = None  # degrees clockwise from north
    highlights: list[tuple[set[int], Colour]] = field(default_factory=list)  # outlined
    ghost: tuple[int, int, Colour, bool] | None = None  # squares, colour, legal?
    patterned: bool = True  # a woven motif of each colour's own, so pattern tells them apart
    laid: Laid = ()  # the carpets laid so far, in order (rug_layers.laid_carpets), if known


def rug_rect(layout: BoardLayout, squares: list[int]) -> pygame.Rect:
    rect = layout.square_rect(squares[0])
    for sq in squares[1:]:
        rect = rect.union(layout.square_rect(sq))
    return rect


def draw_rug(
    surface: pygame.Surface,
    layout: BoardLayout,
    squares: list[int],
    colour: Colour,
    alpha: int = 255,
    patterned: bool = False,
) -> None:
    rect = rug_rect(layout, squares)
    vertical = len(squares) == 2 and coords(squares[0])[0] == coords(squares[1])[0]
    rug = rug_surface(colour, len(squares), layout.cell, vertical, patterned)
    if alpha < 255:
        rug = rug.copy()
        rug.set_alpha(alpha)
    surface.blit(rug, rug.get_rect(center=rect.center))


def draw_board(
    surface: pygame.Surface, layout: BoardLayout, state: MarrakechState, view: BoardView
) -> None:
    surface.blit(market_surface(layout.cell), layout.market.topleft)
    board, colours = shown_board(state), tuple(view.colours)
    layer = rug_layer(board, layout.cell, colours, view.patterned, view.laid)
    surface.blit(layer, layout.board.topleft)
    for squares, colour in view.highlights:
        outline_squares(surface, layout, squares, colour)
    if view.ghost is not None:
        a, b, colour, legal = view.ghost
        # Opaque: the carpet as it will lie (a see-through one tints what it covers, so red
        # over blue would read as purple: another player's colour).
        draw_rug(surface, layout, [a, b], colour, patterned=view.patterned)
        outline = (90, 200, 110) if legal else (220, 60, 50)
        pygame.draw.rect(
            surface,
            outline,
            rug_rect(layout, [a, b]),
            width=max(3, layout.cell // 20),
            border_radius=layout.cell // 10,
        )
    draw_assam(surface, layout, state, view)


def outline_squares(
    surface: pygame.Surface, layout: BoardLayout, squares: set[int], colour: Colour
) -> None:
    """Ring a group of squares along its outer edges, inside them: a band of `colour` between
    two dark lines, so it shows on every carpet and never tints one (a carpet's colour is
    whose it is)."""
    band = max(3, layout.cell // 14)
    edges = []
    for sq in squares:
        x, y = coords(sq)
        rect = layout.square_rect(sq)
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            nx, ny = x + dx, y + dy
            if not (0 <= nx < SIZE and 0 <= ny < SIZE and ny * SIZE + nx in squares):
                edges.append(_edge(rect, dx, dy, band + 2))
    for edge in edges:
        pygame.draw.rect(surface, (28, 20, 16), edge)
    for edge in edges:
        pygame.draw.rect(surface, colour, edge.inflate(-2, -2))


def _edge(rect: pygame.Rect, dx: int, dy: int, width: int) -> pygame.Rect:
    """The strip of `rect` along its side towards (dx, dy)."""
    if dy:
        top = rect.top if dy < 0 else rect.bottom - width
        return pygame.Rect(rect.left, top, rect.width, width)
    left = rect.left if dx < 0 else rect.right - width
    return pygame.Rect(left, rect.top, width, rect.height)


def draw_assam(
    surface: pygame.Surface, layout: BoardLayout, state: MarrakechState, view: BoardView
) -> None:
    x, y, facing = state.assam
    centre = view.assam_centre or layout.square_centre(y * 7 + x)
    angle = view.assam_angle if view.assam_angle is not None else facing * 90
    figure = assam_rotated(layout.cell, angle)
    surface.blit(figure, figure.get_rect(center=(round(centre[0]), round(centre[1]))))


def turn_arrows(
    layout: BoardLayout, state: MarrakechState
) -> dict[int, tuple[tuple[float, float], float]]:
    """Centre and radius of the arrows around Assam: -1 left, 0 straight on, +1 right. They
    stay inside his own square, so they hide no carpet and no border arc."""
    x, y, facing = state.assam
    centre = layout.square_centre(y * 7 + x)
    arrows = {}
    radius = layout.cell * 0.15
    reach = layout.cell / 2 - radius - max(2, layout.cell // 30)
    for delta in (-1, 0, 1):
        angle = math.radians((facing + delta) * 90)
        pos = (centre[0] + math.sin(angle) * reach, centre[1] - math.cos(angle) * reach)
        arrows[delta] = (pos, radius)
    return arrows


def turn_at(layout: BoardLayout, state: MarrakechState, pos) -> int | None:
    """The turn a click at pos asks for: on an arrow, or on the square Assam would face."""
    for delta, (centre, radius) in turn_arrows(layout, state).items():
        if math.dist(centre, pos) <= radius * 1.3:
            return delta
    x, y, facing = state.assam
    sq = layout.square_at(pos)
    for delta in (-1, 0, 1):
        if sq is not None and step(x, y, (facing + delta) % 4)[:2] == coords(sq):
            return delta
    return None


def draw_turn_arrows(
    surface: pygame.Surface,
    layout: BoardLayout,
    state: MarrakechState,
    marked: int | None = None,
    hovered: int | None = None,
) -> None:
    """Gold buttons with a triangle each: where Assam may face. `marked` rings one (a hint),
    `hovered` is the one under the mouse (lit)."""
    facing = state.assam[2]
    for delta, (pos, radius) in turn_arrows(layout, state).items():
        if delta == marked:
            pygame.draw.circle(surface, GOOD, pos, radius * 1.45, max(3, int(radius // 4)))
        pygame.draw.circle(surface, shade(GOLD, 0.55), (pos[0] + 1, pos[1] + 2), radius)
        pygame.draw.circle(surface, CREAM if delta == hovered else GOLD_LIGHT, pos, radius)
        pygame.draw.circle(surface, shade(GOLD, 0.6), pos, radius, max(1, int(radius // 7)))
        angle = math.radians((facing + delta) * 90)
        ahead = (math.sin(angle), -math.cos(angle))
        across = (math.cos(angle), math.sin(angle))
        tip = (pos[0] + ahead[0] * radius * 0.6, pos[1] + ahead[1] * radius * 0.6)
        back = (pos[0] - ahead[0] * radius * 0.45, pos[1] - ahead[1] * radius * 0.45)
        left = (back[0] + across[0] * radius * 0.5, back[1] + across[1] * radius * 0.5)
        right = (back[0] - across[0] * radius * 0.5, back[1] - across[1] * radius * 0.5)
        pygame.draw.polygon(surface, TERRACOTTA_DARK, [tip, left, right])
