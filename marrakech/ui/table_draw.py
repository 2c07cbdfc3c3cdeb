"""Draws the Marrakech table from its view model (marrakech.ui.table_view): the side panel with
the players, the status line and the log, the tray with the die and the next carpet, coins in
flight and the payment figures. Reads the view model only."""

from __future__ import annotations

from functools import lru_cache

import pygame

from common.core.i18n import _, n_
from common.ui.draw import ellipsize, fitting_size, panel, text, text_block
from common.ui.table_parts import seat_label, seat_rows
from common.ui.theme import BAD, GOLD, GOLD_LIGHT, INDIGO, INK, MUTED, SAND, Colour, font, shade
from marrakech.ui.art import coin_surface, die_surface, rug_surface
from marrakech.ui.layout import BoardLayout
from marrakech.ui.market_art import frame_band, table_surface
from marrakech.ui.story import no_tribute_words
from marrakech.ui.table_view import CarpetPose, TableView

CAPTION = 0.75  # the tray's captions, in text sizes


def draw_table(surface: pygame.Surface, lay: BoardLayout) -> None:
    """The wooden table under the market and the panel, the market's shadow on it."""
    board = (lay.board.left, lay.board.top, lay.board.width, lay.board.height)
    surface.blit(table_surface(surface.get_size(), board, lay.cell), (0, 0))


def draw_panel(
    surface: pygame.Surface,
    lay: BoardLayout,
    view: TableView,
    seats,
    colours: list[Colour],
    patterned: bool,
    marks: dict[int, str] | None = None,
) -> None:
    """The players' rows: colours, name, dirhams, carpets left, visible squares; and, right of
    the name, what the seat did since the person's last turn (`marks`: seat -> words)."""
    state = view.state
    size = lay.text
    to_move = -1 if state.is_terminal() else state.seat
    for seat, row, out in seat_rows(surface, lay, to_move, state.out):
        owned = [c for c in range(state.setup.colours) if state.setup.owner(c) == seat]
        if seat == to_move:
            light_row(surface, row, colours[owned[0]], max(4, size // 2 - 2))
        swatch = max(14, row.height // 3)
        for i, colour in enumerate(owned):
            rug = rug_surface(colours[colour], 1, swatch, patterned=patterned)
            surface.blit(rug, (row.left + size // 2 + i * (swatch + 2), row.top + size // 2))
        name_x = row.left + size // 2 + len(owned) * (swatch + 2) + size // 2
        ink = MUTED if out else INK
        at = (name_x, row.top + size // 2 + swatch // 2)
        label = seat_label(seats[seat])
        text(surface, label, size, ink, bold=True, midleft=at)
        said = (marks or {}).get(seat)
        if said:
            left = name_x + font(size, True).size(label)[0] + size
            room = row.right - size // 2 - left
            small = fitting_size(said, int(size * 0.85), room, smallest=10)
            said = ellipsize(said, small, room)  # never over the name (a long one: cut short)
            if room > small * 3:
                text(surface, said, small, INDIGO, midright=(row.right - size // 2, at[1]))
        low = (row.left + size // 2, row.bottom - size)
        if out:
            text(surface, _("out of the game"), int(size * 0.9), BAD, bold=True, midleft=low)
            continue
        dirhams, carpets = state.dirhams[seat], state.carpets_left(seat)
        squares = state.visible_squares(seat)
        details = "   ".join(
            [
                n_("{n} dirham", "{n} dirhams", dirhams).format(n=dirhams),
                n_("{n} carpet", "{n} carpets", carpets).format(n=carpets),
                n_("{n} square", "{n} squares", squares).format(n=squares),
            ]
        )
        coin = coin_surface(int(size * 1.1))
        surface.blit(coin, coin.get_rect(midleft=low))
        text(surface, details, int(size * 0.9), ink, midleft=(row.left + size * 2, low[1]))


@lru_cache(maxsize=8)
def _row_glow(size: tuple[int, int], colour: Colour, band_width: int) -> pygame.Surface:
    """A warm halo round the active player's card, fading outwards, and its fill."""
    spread = max(8, size[1] // 6)
    glow = pygame.Surface((size[0] + 2 * spread, size[1] + 2 * spread), pygame.SRCALPHA)
    for i in range(spread, 0, -1):
        alpha = int(235 * (1 - i / (spread + 1)) ** 1.5)
        rect = glow.get_rect().inflate(-2 * (spread - i), -2 * (spread - i))
        pygame.draw.rect(glow, (*GOLD, alpha), rect, border_radius=10 + i)
    inner = pygame.Rect(spread, spread, *size)
    pygame.draw.rect(glow, (255, 238, 178), inner, border_radius=10)
    edge = max(3, size[1] // 18)
    band = pygame.Rect(inner.left + edge, inner.top + edge + 2, band_width, size[1] - 2 * edge - 4)
    pygame.draw.rect(glow, colour, band, border_radius=band_width // 2)
    pygame.draw.rect(glow, shade(colour, 0.55), band, 1, border_radius=band_width // 2)
    pygame.draw.rect(glow, GOLD, inner, width=edge, border_radius=10)
    return glow


def light_row(surface: pygame.Surface, row: pygame.Rect, colour: Colour, band: int) -> None:
    """The active player's card lit: a gold halo, a brighter fill and a band of their colour
    `band` wide down its left edge (the card's contents start just right of it)."""
    glow = _row_glow(row.size, colour, band)
    surface.blit(glow, glow.get_rect(center=row.center))


def draw_marks(
    surface: pygame.Surface, lay: BoardLayout, marks: list[tuple[int, int, int, int]], colours
) -> None:
    """Each carpet laid since the person's last turn numbered on the market: (number, colour,
    square, square), a disc in the carpet's colour between its two squares."""
    radius = max(8, lay.cell // 6)
    for number, colour, a, b in marks:
        centre = lay.placement_centre(a, b)
        pygame.draw.circle(surface, shade(colours[colour], 0.8), centre, radius + 2)
        pygame.draw.circle(surface, colours[colour], centre, radius)
        pygame.draw.circle(surface, INK, centre, radius + 2, width=2)
        ink = INK if sum(colours[colour][:3]) > 380 else (255, 255, 255)
        text(surface, str(number), int(radius * 1.3), ink, bold=True, center=centre)


def draw_whole_log_backing(surface: pygame.Surface, lay: BoardLayout) -> None:
    """The card the whole game log is read on, over the players' rows and the tray."""
    panel(surface, lay.whole_log, shade(SAND, 1.08), GOLD, radius=12)


def draw_status(surface: pygame.Surface, lay: BoardLayout, status: str, error: bool) -> None:
    text_block(surface, status, lay.text, lay.status, BAD if error else INDIGO)


def turn_banner_rect(lay: BoardLayout) -> pygame.Rect:
    """A slim plaque along the market's top rim, above the carved frame: it hides no square
    and none of the column letters the frame carries, only the tops of the arcs and stalls
    for the moment it shows; inside the market, so the market's redraw takes it away."""
    frame_top = lay.board.top - frame_band(lay.cell)
    height = max(12, frame_top - lay.market.top - 2)
    rect = pygame.Rect(0, 0, int(lay.board.width * 0.7), height)
    rect.midbottom = (lay.board.centerx, frame_top - 1)
    return rect


def draw_turn_banner(surface: pygame.Surface, lay: BoardLayout, words: str) -> None:
    """Whose turn it is now (turn_banner_rect)."""
    rect = turn_banner_rect(lay)
    height = rect.height
    size = fitting_size(words, int(height * 0.7), rect.width - height, bold=True, smallest=11)
    panel(surface, rect, (40, 28, 24), GOLD, radius=height // 3)
    text(surface, words, size, GOLD_LIGHT, bold=True, center=rect.center)


def draw_log(surface: pygame.Surface, lay: BoardLayout, lines: list[str] | None) -> None:
    """The latest lines of the game log (None: hidden, and how to show it)."""
    size = int(lay.text * CAPTION)
    if lines is None:
        text(surface, _("Game log hidden (L shows it)"), size, MUTED, topleft=lay.log.topleft)
        return
    line_height = font(size).get_linesize()
    room = max(1, lay.log.height // line_height)
    for i, line in enumerate(lines[-room:]):
        text(surface, line, size, MUTED, topleft=(lay.log.left, lay.log.top + i * line_height))


def caption_rect(lay: BoardLayout) -> pygame.Rect:
    """Where "next carpet" is written, under the tray's carpet."""
    words = _("next carpet")
    rect = pygame.Rect((0, 0), font(int(lay.text * CAPTION)).size(words))
    rect.center = (round(lay.carpet_home[0]), lay.caption_y)
    return rect


def draw_tray(
    surface: pygame.Surface,
    lay: BoardLayout,
    view: TableView,
    colours: list[Colour],
    patterned: bool,
) -> None:
    """The die (the shown turn's roll, blank before the first) and the next carpet."""
    pygame.draw.rect(surface, shade(SAND, 0.92), lay.tray, border_radius=12)
    die = die_surface(view.die_face, lay.die.width)
    if view.die_spin:
        die = pygame.transform.rotozoom(die, view.die_spin, 1.0)
    if view.roll_ready:
        ring = max(3, lay.die.width // 14)
        pygame.draw.rect(surface, GOLD, lay.die.inflate(3 * ring, 3 * ring), ring, ring * 3)
    surface.blit(die, die.get_rect(center=lay.die.center))
    size = int(lay.text * CAPTION)
    text(surface, _("die: 1 2 2 3 3 4"), size, MUTED, midleft=(lay.die.left, lay.caption_y))
    if view.tray is not None:
        draw_carpet(surface, lay, view.tray, colours, patterned)
    if view.tray is not None or view.moving is not None:
        text(surface, _("next carpet"), size, MUTED, center=caption_rect(lay).center)


def draw_carpet(
    surface: pygame.Surface,
    lay: BoardLayout,
    pose: CarpetPose,
    colours: list[Colour],
    patterned: bool,
) -> None:
    rug = rug_surface(colours[pose.colour], 2, pose.cell, pose.vertical, patterned)
    rect = pose.rect
    if pose.faded:  # not yet the person's to lay: smaller, never paler (its colour is whose)
        w, h = rug.get_size()
        rug = pygame.transform.smoothscale(rug, (w * 4 // 5, h * 4 // 5))
    if pose.lifted:
        shadow = pygame.Surface(rug.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 70))
        lift = max(4, lay.cell // 10)
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + lift, rect.centery + lift)))
    surface.blit(rug, rug.get_rect(center=rect.center))


def draw_payments(
    surface: pygame.Surface, lay: BoardLayout, view: TableView, names: list[str]
) -> None:
    """The figures by the payer's and payee's rows, the coins flying between them, or what
    was not paid and why, over the square Assam stopped on."""
    if view.no_tribute is not None:
        words = no_tribute_words(view.no_tribute, names)
        size = max(13, int(lay.text * 0.95))
        box = pygame.Rect((0, 0), font(size, True).size(words)).inflate(size, size // 2)
        square = lay.square_rect(view.no_tribute.square)
        box.midbottom = (square.centerx, square.top - 2)
        box.clamp_ip(lay.market)
        panel(surface, box, (40, 28, 24), GOLD, radius=8)
        text(surface, words, size, GOLD_LIGHT, bold=True, center=box.center)
    for seat, label, colour in view.payments:
        row = lay.player_rows[seat]
        at = (row.right - lay.pad, row.top + int(lay.text * 1.2))
        text(surface, label, int(lay.text * 1.4), colour, bold=True, midright=at, shadow=True)
    coin = coin_surface(max(16, int(lay.cell * 0.42)))
    for pos in view.coins:
        surface.blit(coin, coin.get_rect(center=(round(pos[0]), round(pos[1]))))


def draw_leaving(surface: pygame.Surface, lay: BoardLayout, seat: int, t: float, words: str):
    """A player who cannot pay leaves the market, `t` of the moment gone: their card rings in
    red, brightest at first, and says so on a plaque over its figures (not a banner over the
    board)."""
    row = lay.player_rows[seat]
    width = max(3, round(lay.text * 0.4 * (1.2 - t)))
    pygame.draw.rect(surface, BAD, row.inflate(width, width), width, border_radius=10)
    size = fitting_size(words, lay.text, row.width - lay.text * 2, bold=True, smallest=10)
    plaque = pygame.Rect(0, 0, row.width - lay.text, int(size * 1.9))
    plaque.midbottom = (row.centerx, row.bottom - 2)  # over the figures, the name in view
    panel(surface, plaque, (40, 28, 24), GOLD, radius=10)
    shown = ellipsize(words, size, plaque.width - size, bold=True)
    text(surface, shown, size, GOLD_LIGHT, bold=True, center=plaque.center)
