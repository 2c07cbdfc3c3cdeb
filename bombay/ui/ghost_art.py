"""The tile in question on the floor: a ghost on its cell (green: it fits; red: it cannot go
there), the trunks it would grow drawn over the board, and each one's "+N" badge just past its
new open end."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from bombay.ui.layout import BombayLayout
from bombay.ui.tile_art import tile_surface
from bombay.ui.trunk_art import draw_trunk_piece
from bombay.ui.trunk_geometry import hex_points, place_points, segment_unit
from common.ui.draw import text
from common.ui.theme import BAD, CREAM, GOLD_LIGHT, GOOD, Colour, shade

if TYPE_CHECKING:
    from bombay.ui.renderer import BoardView, Preview


def paint_ghost(surface: pygame.Surface, lay: BombayLayout, view: BoardView) -> None:
    """The tile in question on its cell (green outline: it fits; red: it does not) and the
    trunk it would grow."""
    s = lay.hex
    if view.ghost is not None:
        o, cell, legal = view.ghost
        centre = lay.centre(cell)
        ghost = tile_surface(o.index, max(6, round(s))).copy()
        ghost.set_alpha(245)
        surface.blit(ghost, ghost.get_rect(center=(round(centre[0]), round(centre[1]))))
        outline = GOOD if legal else BAD
        tint = pygame.Surface(ghost.get_size(), pygame.SRCALPHA)
        tc = (tint.get_width() / 2, tint.get_height() / 2)
        pygame.draw.polygon(tint, (*outline, 38), hex_points(tc, s * 0.95))
        surface.blit(tint, tint.get_rect(center=(round(centre[0]), round(centre[1]))))
        pts = hex_points(centre, s * 0.98)
        pygame.draw.polygon(surface, outline, pts, max(3, round(s * 0.09)))
        pygame.draw.aalines(surface, outline, True, pts)
    if view.previews:
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for preview in view.previews:
            colour = view.colours[preview.player]
            for cell, e, f in preview.segments:
                points = place_points(segment_unit(e, f), lay.centre(cell), s)
                w = s * 0.24
                pygame.draw.lines(layer, (*GOLD_LIGHT, 255), False, points, round(w * 1.7))
            for cell, e, f in preview.segments:
                points = place_points(segment_unit(e, f), lay.centre(cell), s)
                draw_trunk_piece(
                    layer,
                    points,
                    s * 0.24,
                    s * 0.24,
                    colour,
                    wrinkles=False,
                    pattern=view.pattern(preview.player),
                )
        layer.set_alpha(200)
        surface.blit(layer, (0, 0))
        for preview in view.previews:
            gain_label(surface, lay, preview, view.colours[preview.player])


def gain_label_box(lay: BombayLayout, preview: Preview) -> tuple[pygame.Rect, str, int]:
    """Where a preview's "+N" badge goes (just past the trunk's new open end), its words and
    their size."""
    s = lay.hex
    cell, _e, f = preview.segments[-1]
    ex, ey = lay.edge_point(cell, f)
    cx, cy = lay.centre(cell)
    label = f"+{len(preview.segments)}"
    size = max(12, round(s * 0.46))
    box = pygame.Rect(0, 0, int(size * (0.8 + 0.62 * len(label))), int(size * 1.5))
    box.center = (round(ex + (ex - cx) * 0.7), round(ey + (ey - cy) * 0.7))
    return box, label, size


def gain_label(surface, lay: BombayLayout, preview: Preview, colour: Colour) -> None:
    if not preview.segments:
        return
    box, label, size = gain_label_box(lay, preview)
    pygame.draw.rect(surface, shade(colour, 0.45), box.inflate(4, 4), border_radius=box.height // 2)
    pygame.draw.rect(surface, colour, box, border_radius=box.height // 2)
    text(surface, label, size, CREAM, bold=True, center=box.center)
