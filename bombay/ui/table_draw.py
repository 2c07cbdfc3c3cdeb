"""Draws the Bombay Bazar table's side panel and what lies over the floor: the players' rows,
the status line, the open supply (with the hint's stack ringed in green), a tile in flight or
in hand and the rules' verdict next to the ghost. Reads the view model and what it is given."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from bombay.rules.tiles import PATTERNS, Orientation, orientation
from bombay.ui.elephant_art import elephant_surface, end_piece_surface
from bombay.ui.layout import BombayLayout
from bombay.ui.renderer import BoardView
from bombay.ui.table_view import TableView
from bombay.ui.tile_art import tile_surface, turned
from bombay.ui.trunk_geometry import hex_points
from common.core.i18n import _
from common.ui.draw import panel, text, text_block, wrap
from common.ui.table_parts import seat_label, seat_rows
from common.ui.theme import (
    BAD,
    CREAM,
    GOOD,
    INDIGO,
    INK,
    MUTED,
    SAND,
    TERRACOTTA_DARK,
    font,
    shade,
)
from common.ui.widgets import fitting_size


@dataclass(frozen=True)
class Stack:
    """One pattern's pile in the supply as the panel shows it."""

    count: int  # copies left
    in_hand: bool  # one copy is in the person's hand
    playable: bool  # some way round of it fits now
    hinted: bool  # the hint takes its tile from here


@dataclass(frozen=True)
class Notes:
    """The panel's short lines: the legal moves, the last move, the round, the solo score."""

    moves: str = ""
    last: str = ""
    round: str = ""
    solo: str = ""


def draw_panel(
    surface: pygame.Surface,
    lay: BombayLayout,
    view: TableView,
    board: BoardView,
    seats,
    status: tuple[str, bool],
    stacks: list[Stack],
    notes: Notes,
) -> None:
    state = view.state
    size = lay.text
    mover = -1 if state.is_terminal() else state.current_player()
    outs = [state.is_out(q) for q in range(state.num_players())]
    for q, row, out in seat_rows(surface, lay, mover, outs):
        to_move = q == mover
        colour = board.colours[q]
        icon = elephant_surface(colour, max(8, int(row.height * 0.42)), not out, board.pattern(q))
        surface.blit(icon, icon.get_rect(center=(row.left + row.height * 0.5, row.centery)))
        ink = MUTED if out else INK
        at = (row.left + row.height, row.top + size)
        text(surface, seat_label(seats[q]), size, ink, bold=True, midleft=at)
        if out:
            words, ink = _("out: trunk finished"), BAD
        elif notes.solo:
            words, ink = notes.solo, TERRACOTTA_DARK
        elif to_move:
            words, ink = _("to move"), TERRACOTTA_DARK
        else:
            words, ink = _("in play"), MUTED
        at = (row.left + row.height, row.bottom - size)
        text(surface, words, int(size * 0.85), ink, bold=to_move or out, midleft=at)
        right = row.right - size * 0.7
        figure = colour if not out else MUTED
        at = (right, row.centery - size * 0.25)
        text(surface, str(state.length(q)), int(size * 1.7), figure, bold=True, midright=at)
        at = (right, row.bottom - size * 0.62)
        text(surface, _("trunk"), int(size * 0.7), MUTED, midright=at)
    room = lay.last_line.width
    if notes.round:
        at = lay.last_line.midright
        room -= text(surface, notes.round, size, INDIGO, bold=True, midright=at).width + size
    if notes.last:
        fit = fitting_size(notes.last, int(size * 0.9), room, bold=True)
        at = lay.last_line.midleft
        text(surface, notes.last, fit, TERRACOTTA_DARK, bold=True, midleft=at)
    words, error = status
    fit = size  # a long message (a hint in Russian) takes a smaller size, never the supply's room
    while fit > 11 and len(wrap(words, fit, lay.status.width)) * font(fit).get_linesize() > (
        lay.status.height
    ):
        fit -= 1
    text_block(surface, words, fit, lay.status, BAD if error else INDIGO)
    draw_supply(surface, lay, sum(state.supply().values()), stacks)
    if notes.moves:
        text(surface, notes.moves, int(size * 0.85), MUTED, midleft=lay.moves_line.midleft)


def draw_supply(surface: pygame.Surface, lay: BombayLayout, left: int, stacks: list[Stack]):
    box = lay.supply
    pygame.draw.rect(surface, shade(SAND, 0.93), box, border_radius=12)
    at = (box.left + lay.text * 0.6, box.top + lay.supply_head * 0.55)
    text(surface, _("Supply: {n} tiles").format(n=left), lay.text, INK, bold=True, midleft=at)
    hex_size = max(6, round(lay.stack_hex))
    for i, ((cx, cy), stack) in enumerate(zip(lay.stacks, stacks, strict=True)):
        shown = stack.count - 1 if stack.in_hand else stack.count
        if stack.hinted:
            _draw_stack_halo(surface, (cx, cy), hex_size, shown)
        if shown <= 0:
            pts = hex_points((cx, cy), hex_size)
            pygame.draw.polygon(surface, shade(SAND, 0.82), pts)
            pygame.draw.aalines(surface, shade(SAND, 0.65), True, pts)
        else:
            o = orientation(i, 0)
            layers = min(shown, 4)
            for k in range(layers):
                tile = tile_surface(o.index, hex_size, not stack.playable or stack.count == 0)
                dy = (layers - 1 - k) * max(2, hex_size // 9)
                surface.blit(tile, tile.get_rect(center=(round(cx), round(cy + dy))))
        _letter(surface, lay, PATTERNS[i].name, (cx, cy), hex_size, stack.playable)
        badge = f"×{stack.count}"
        colour = (MUTED if stack.count else BAD) if not stack.playable else TERRACOTTA_DARK
        at = (round(cx), round(cy + hex_size * 1.38))
        if stack.hinted:
            w, h = font(lay.badge, True).size(badge)
            pill = pygame.Rect(0, 0, w + lay.badge, h + 2)
            pill.center = at
            pygame.draw.rect(surface, GOOD, pill, border_radius=pill.height // 2)
            colour = CREAM
        text(surface, badge, lay.badge, colour, bold=True, center=at)


def _letter(surface, lay: BombayLayout, name: str, centre, hex_size: int, playable: bool) -> None:
    """The tile's letter (as the log and the hint name it) on a small plate at its top left."""
    size = max(12, int(hex_size * 0.5))
    at = (round(centre[0] - hex_size * 0.8), round(centre[1] - hex_size * 0.62))
    radius = size * 0.68
    pygame.draw.circle(surface, INDIGO if playable else MUTED, at, radius)
    pygame.draw.circle(surface, CREAM, at, radius, 1)
    text(surface, name, size, CREAM, bold=True, center=at)


def _draw_stack_halo(surface, centre, hex_size: int, shown: int) -> None:
    """A green glow behind the stack the hint takes its tile from."""
    depth = (min(max(shown, 1), 4) - 1) * max(2, hex_size // 9)
    radius = hex_size * 1.22 + depth / 2
    side = math.ceil(radius * 2 + 4)
    glow = pygame.Surface((side, side), pygame.SRCALPHA)
    pts = hex_points((side / 2, side / 2), radius)
    pygame.draw.polygon(glow, (*GOOD, 80), pts)
    pygame.draw.polygon(glow, (*GOOD, 255), pts, max(2, hex_size // 12))
    at = (round(centre[0]), round(centre[1] + depth / 2))
    surface.blit(glow, glow.get_rect(center=at))


def draw_tile(surface, lay: BombayLayout, o: Orientation, pos, spin: float, lifted: bool) -> None:
    size = max(6, round(lay.hex))
    tile = turned(o, size, spin)
    if lifted:
        shadow = tile.copy()
        shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
        lift = max(4, size // 7)
        surface.blit(shadow, shadow.get_rect(center=(pos[0] + lift, pos[1] + lift)))
    surface.blit(tile, tile.get_rect(center=(round(pos[0]), round(pos[1]))))


def draw_end_piece(surface, lay: BombayLayout, dropping) -> None:
    cell, scale, alpha = dropping
    piece = end_piece_surface(max(6, round(lay.hex * 0.62 * scale))).copy()
    piece.set_alpha(int(255 * alpha))
    c = lay.centre(cell)
    surface.blit(piece, piece.get_rect(center=(round(c[0]), round(c[1]))))


def draw_reason(surface, lay: BombayLayout, board: BoardView, reason: str | None) -> None:
    """The rules' verdict in words, next to the ghost."""
    _o, cell, legal = board.ghost
    size = max(12, int(lay.text * 0.9))
    if legal:
        total = sum(len(p.segments) for p in board.previews if p.player == board.mover)
        message = _("Fits: your trunk grows by {n}. Drop or click to place.").format(n=total)
        colour = GOOD
    else:
        message, colour = reason or "", BAD
    width = int(lay.hex * 5)
    lines = wrap(message, size, width - size)
    line_h = font(size).get_linesize()
    box = pygame.Rect(0, 0, width, line_h * len(lines) + size)
    _place_clear_of_path(box, lay, cell, board)
    panel(surface, box, (40, 28, 24), colour, radius=10)
    y = box.top + size // 2
    for line in lines:
        text(surface, line, size, CREAM, center=(box.centerx, y + line_h // 2))
        y += line_h


def _place_clear_of_path(box: pygame.Rect, lay: BombayLayout, cell, board: BoardView) -> None:
    """Below the ghost, else above, right or left of it: the first place on the floor that
    covers none of the path the tile would grow (nor the tile), else the one covering least."""
    cx, cy = lay.centre(cell)
    reach = lay.hex * 1.05
    points = [(cx, cy)]
    for preview in board.previews:
        for c, _e, f in preview.segments:
            points += [lay.centre(c), lay.edge_point(c, f)]
    best, covered = None, None
    for side in ("midtop", "midbottom", "midleft", "midright"):
        at = {
            "midtop": (cx, cy + reach),
            "midbottom": (cx, cy - reach),
            "midleft": (cx + reach, cy),
            "midright": (cx - reach, cy),
        }[side]
        setattr(box, side, (round(at[0]), round(at[1])))
        box.clamp_ip(lay.floor)
        area = box.inflate(lay.hex * 0.4, lay.hex * 0.4)
        count = sum(1 for p in points if area.collidepoint(p))
        if covered is None or count < covered:
            best, covered = box.topleft, count
        if count == 0:
            break
    box.topleft = best


def stack_count_words(pattern: int, count: int) -> str:
    p = PATTERNS[pattern]
    return _("Tile {name} ({segments}): {n} left").format(name=p.name, segments=p.text, n=count)
