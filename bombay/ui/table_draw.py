"""Draws the Bombay Bazar table's side panel and what lies over the floor: the players' rows,
the status line, the open supply (with the hint's stack ringed in green), a tile in flight or
in hand and the rules' verdict next to the ghost. Reads the view model and what it is given."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from bombay.rules.tiles import PATTERNS, Orientation, orientation
from bombay.ui.elephant_art import elephant_surface, end_piece_surface
from bombay.ui.fit_words import fits_words
from bombay.ui.ghost_art import gain_label, gain_label_box
from bombay.ui.layout import BombayLayout
from bombay.ui.renderer import BoardView
from bombay.ui.table_view import TableView
from bombay.ui.tile_art import tile_surface, turned
from bombay.ui.trunk_geometry import hex_points
from common.core.i18n import _
from common.ui.draw import ellipsize, fitting_size, panel, text, wrap
from common.ui.table_parts import seat_label, seat_rows
from common.ui.theme import (
    BAD,
    CREAM,
    GOLD,
    GOLD_LIGHT,
    GOOD,
    INDIGO,
    INK,
    MUTED,
    SAND,
    TERRACOTTA_DARK,
    font,
    shade,
)


@dataclass(frozen=True)
class Stack:
    """One pattern's pile in the supply as the panel shows it."""

    count: int  # copies left
    in_hand: bool  # one copy is in the person's hand
    playable: bool  # some way round of it fits now
    hinted: bool  # the hint takes its tile from here
    turn: int = 0  # the way round its top tile is shown: as it would go on, where it fits


@dataclass(frozen=True)
class Notes:
    """The panel's short lines: the legal moves, the last move, the round, the solo score."""

    moves: str = ""
    last: str = ""
    round: str = ""
    solo: str = ""
    # the moves since the person's last turn: (seat, number, words), told on the movers' cards
    marks: tuple[tuple[int, int, str], ...] = ()
    figures: tuple[str, ...] = ()  # each card's big figure (default: the trunk's length)
    caption: str = ""  # what the figures are (default: "trunk")


class PanelCache:
    """The side panel, painted again only when what it shows changes: most frames of a beat
    (a tile flying, trunks growing) then cost one blit for the panel."""

    def __init__(self) -> None:
        self._layer: pygame.Surface | None = None
        self._key: tuple | None = None

    def draw(self, surface: pygame.Surface, lay: BombayLayout, key: tuple, paint) -> None:
        """`key` holds everything the panel shows (the state itself, not its id, so that a
        state cannot be collected and its id reused); `paint(layer)` draws it."""
        area = lay.panel.inflate(24, 24)
        size = surface.get_size()
        if self._layer is None or self._layer.get_size() != size:
            self._layer, self._key = pygame.Surface(size, pygame.SRCALPHA), None
        if key != self._key:
            self._layer.fill((0, 0, 0, 0), area)
            paint(self._layer)
            self._key = key
        surface.blit(self._layer, area.topleft, area=area)


READABLE = 12  # no words on the table are drawn smaller than this (pixels)


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
    marked = {seat: (number, words) for seat, number, words in notes.marks}
    for q, row, out in seat_rows(surface, lay, mover, outs):
        figure = notes.figures[q] if notes.figures else str(state.length(q))
        card = (q, row, out, q == mover, figure, marked.get(q))
        _player_row(surface, lay, card, board, seats, notes)
    _status_block(surface, lay, notes, status)
    draw_supply(surface, lay, sum(state.supply().values()), stacks)
    if notes.moves:
        text(
            surface,
            notes.moves,
            max(READABLE, int(size * 0.85)),
            MUTED,
            midleft=lay.moves_line.midleft,
        )


def _player_row(surface, lay: BombayLayout, card, board: BoardView, seats, notes: Notes) -> None:
    """A player's card: their elephant and name in their colour (kept when out), what they did
    since the person's last turn (numbered as on the floor) or how they stand, and the big
    figure: the trunk's length (solo: the score played for)."""
    q, row, out, to_move, figure, mark = card
    size = lay.text
    colour = board.colours[q]
    icon = elephant_surface(colour, max(8, int(row.height * 0.42)), True, board.pattern(q))
    surface.blit(icon, icon.get_rect(center=(row.left + row.height * 0.5, row.centery)))
    at = (row.left + row.height, row.top + size)
    text(surface, seat_label(seats[q]), size, INK, bold=True, midleft=at)
    small = max(READABLE, int(size * 0.85))
    big = int(size * 1.7)
    right = row.right - size * 0.7
    room = right - font(big, True).size(figure)[0] - size * 0.6 - (row.left + row.height)
    at = (row.left + row.height, row.bottom - size)
    if mark is not None:
        number, words = mark
        radius = small * 0.72
        disc = (round(at[0] + radius), round(at[1]))
        pygame.draw.circle(surface, colour, disc, radius)
        text(surface, str(number), small, CREAM, bold=True, center=disc)
        left = at[0] + radius * 2 + 5
        width = int(room - radius * 2 - 5)
        shown = fitting_size(words, small, width, bold=True, smallest=READABLE)  # else cut:
        words = ellipsize(words, shown, width, bold=True)  # whole in the card's tooltip
        text(surface, words, shown, shade(colour, 0.7), bold=True, midleft=(left, at[1]))
    else:
        if out and len(seats) == 1:  # alone, a finished trunk ends the game: not "out"
            words, ink = _("trunk finished"), TERRACOTTA_DARK
        elif out:
            words, ink = _("out: trunk finished"), BAD
        elif notes.solo:
            words, ink = notes.solo, TERRACOTTA_DARK
        elif to_move:
            words, ink = _("to move"), TERRACOTTA_DARK
        else:
            words, ink = _("in play"), MUTED
        words = ellipsize(words, small, int(room), bold=to_move or out)
        text(surface, words, small, ink, bold=to_move or out, midleft=at)
    at = (right, row.centery - size * 0.25)
    text(surface, figure, big, colour, bold=True, midright=at)
    caption = notes.caption or _("trunk")
    if out and len(seats) > 1:
        caption = _("out")
    at = (right, row.bottom - size * 0.62)
    text(surface, caption, max(READABLE, int(size * 0.7)), BAD if out else MUTED, midright=at)


def _status_block(surface, lay: BombayLayout, notes: Notes, status: tuple[str, bool]) -> None:
    """The last move and the status line in the room from the last-move line to the supply,
    wrapped, never smaller than READABLE (then the last move gives way: it is on its card)."""
    area = lay.last_line.union(lay.status)
    words, error = status
    if notes.round:  # the round on a line of its own, the rest below it
        text(surface, notes.round, lay.text, INDIGO, bold=True, midleft=lay.last_line.midleft)
        area.top, area.height = lay.status.top, lay.status.height
    parts = [(notes.last, TERRACOTTA_DARK, True), (words, BAD if error else INDIGO, False)]
    for size in range(lay.text, READABLE - 1, -1):
        height = sum(_block_height(w, size, area.width, b) for w, _c, b in parts if w)
        if height <= area.height:
            break
    else:
        parts, size = parts[1:], _status_size(words, area, lay.text)
    y = area.top
    for words, colour, bold in parts:
        if not words:
            continue
        for line in wrap(words, size, area.width, bold):
            text(surface, line, size, colour, bold=bold, topleft=(area.left, y))
            y += font(size, bold).get_linesize()


def _block_height(words: str, size: int, width: int, bold: bool) -> int:
    return len(wrap(words, size, width, bold)) * font(size, bold).get_linesize()


def _status_size(words: str, area: pygame.Rect, largest: int) -> int:
    for size in range(largest, READABLE - 1, -1):
        if _block_height(words, size, area.width, False) <= area.height:
            return size
    return READABLE


def draw_log_box(surface: pygame.Surface, lay: BombayLayout) -> None:
    """The log's ground, over the supply (the log panel draws its lines on it)."""
    panel(surface, lay.log_box, shade(SAND, 0.97), shade(SAND, 0.8), radius=12)


def notice_lines(words: str, lay: BombayLayout) -> tuple[list[str], int, pygame.Rect]:
    """A notice's lines, their size and its plaque: over the status lines, wrapped at the
    largest size (not below READABLE) at which they fit."""
    box = lay.last_line.union(lay.status).inflate(lay.pad, lay.pad // 2)
    inner = box.width - lay.text * 2
    for size in range(int(lay.text * 1.2), READABLE - 1, -1):
        lines = wrap(words, size, inner, bold=True)
        if len(lines) * font(size, True).get_linesize() <= box.height - size // 2:
            break
    return lines, size, box


def draw_notice(surface: pygame.Surface, lay: BombayLayout, words: str) -> None:
    """What the rules did at the end of a trunk (why its end piece goes on, who is out), on a
    dark plaque beside the cards rather than over the floor where the end piece lands."""
    lines, size, box = notice_lines(words, lay)
    panel(surface, box, (40, 28, 24), GOLD, radius=12)
    step = font(size, True).get_linesize()
    y = box.centery - step * len(lines) / 2
    for line in lines:
        text(surface, line, size, GOLD_LIGHT, bold=True, center=(box.centerx, round(y + step / 2)))
        y += step


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
            o = orientation(i, stack.turn)
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
    if board.ghost is None:
        return
    _o, cell, legal = board.ghost
    size = max(12, int(lay.text * 0.9))
    if legal:
        total = sum(len(p.segments) for p in board.previews if p.player == board.mover)
        message = fits_words(total, board.score)
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
    for preview in board.previews:  # the +N badges are never under the verdict
        if preview.segments:
            gain_label(surface, lay, preview, board.colours[preview.player])


def _place_clear_of_path(box: pygame.Rect, lay: BombayLayout, cell, board: BoardView) -> None:
    """Below the ghost, else above, right or left of it: the first place on the floor that
    covers none of the path the tile would grow (nor the tile), else the one covering least."""
    cx, cy = lay.centre(cell)
    reach = lay.hex * 1.05
    points = [(cx, cy)]
    for preview in board.previews:
        for c, _e, f in preview.segments:
            points += [lay.centre(c), lay.edge_point(c, f)]
        if preview.segments:
            badge = gain_label_box(lay, preview)[0]
            points += [badge.center, badge.topleft, badge.topright]
            points += [badge.bottomleft, badge.bottomright]
    best, covered = box.topleft, None
    sides = [
        (side, k) for k in (1.0, 2.2) for side in ("midtop", "midbottom", "midleft", "midright")
    ]
    for side, k in sides:
        at = {
            "midtop": (cx, cy + reach * k),
            "midbottom": (cx, cy - reach * k),
            "midleft": (cx + reach * k, cy),
            "midright": (cx - reach * k, cy),
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


def stacks_of(
    state, hinted: int | None, in_hand: int | None, turns: dict[int, int] | None = None
) -> list[Stack]:
    """Every pattern's pile in the supply of `state`: how many, whether in hand, whether it
    fits the open end, whether the hint takes its tile from it, and (`turns`, by pattern) the
    way round it is shown: the fitting tiles turned as they would go on, seen at a glance."""
    supply = state.supply()
    fits = {o.pattern.index for o in state.legal_placements()}
    turns = turns or {}
    return [
        Stack(
            supply[p],
            in_hand == i,
            state.current_player() >= 0 and i in fits,
            hinted == i,
            turns.get(i, 0),
        )
        for i, p in enumerate(PATTERNS)
    ]
