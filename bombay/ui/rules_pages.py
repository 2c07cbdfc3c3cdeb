"""Bombay Bazar's rules pages, with pictures drawn by the game's own renderer from positions
written in the game's notation (bombay/rules/notation.py). A placement rule shows a tile that
may go (green) beside one that may not (red), with the reason the rules themselves give.

Pictures are painted once per size and then blitted: the rules window redraws every frame."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from bombay.rules.actions import parse_action
from bombay.rules.board import HEADS, Cell
from bombay.rules.events import trunk_growth
from bombay.rules.game import GAME
from bombay.rules.state import BombayState
from bombay.ui.layout import MARGIN, SQRT3, BombayLayout
from bombay.ui.palette import ELEPHANT_COLOURS, colour_name
from bombay.ui.renderer import BoardView, Preview, paint_overlays, paint_still
from common.core.i18n import _
from common.ui.draw import text, text_block, wrap
from common.ui.rules_scene import RulesPage
from common.ui.settings import load_settings
from common.ui.theme import BAD, CREAM, GOOD, INK, font, shade

# The positions the pages show (player 1 is red, 2 blue, 3 green, 4 purple).
THREE_AT_START = "3p 1 - -"
TWO_AT_START = "2p 1 - -"
A_TRUNK = "2p 1 - a2A1,b1D2,b2N3,c2O0,g6P2,h5F3,h6F4,h7J0"  # player 1 points into c3
NEAR_AN_END_PIECE = "2p 1 2 a3B1,a4B0,a5A1,b1E1,b2H1,b4A4,b5E1,f7H1,g7H5,h7F0"  # b7 is capped
BETWEEN_TILES = "2p 1 - b1F3,b3E0,c2P0,c3I4,h6H1,h7G1,i6B4,i7A4"  # b2 has tiles around it
TWO_INTO_ONE = "3p 1 - b1B5,c1B2,d1L1,f1I1,g2P2,g6N4,g7K0,h1F2,h7F0"  # players 1, 2 into e2
DEAD_END = "3p 1 - b1B5,c1B2,d1H2,f1H2,g1B2,g7A3,g8A0,h1H2,h7B2"  # nothing fits e1
FINISHED = (
    "4p # 1234 a3B1,a4F1,a5I0,a6I0,a7B0,b1B3,b2E2,b4H5,b5L1,b6B3,b7D4,c2B0,c5H4,c6A5,c7D1,c8A0,"
    "d1A2,d2P2,d3L0,d4E2,d5I0,d7F5,e2N4,e5N3,e7F2,e8A0,f1G1,f2G1,f3I1,f4B4,f5H2,f6E2,f7F5,g1A3,"
    "g2J4,g3K2,g5D1,g6J5,g7M1,g8A0,h1B1,h2O2,h3H5,h4J3,h5E4,h6C1,h7G1,i2A3,i3A5,i6D3,i7B4"
)

FLOOR_CELLS = (14.0 + 2 * MARGIN, 8 * SQRT3 + 2 * MARGIN)  # the floor's size in hex sizes


def _forced_caption(position: str) -> str:
    """Why the mover of `position` has to put down their end piece, as a caption."""
    reason = GAME.parse_state(position).forced_reason()
    return reason.sentence(elephant_names(3)) if reason is not None else ""


def elephant_names(players: int) -> list[str]:
    """The players as the pictures show them: by their elephant's colour."""
    return [_("the {colour} elephant").format(colour=colour_name(q)) for q in range(players)]


def _view(state: BombayState, focus: Cell | None = None) -> BoardView:
    """The pictures' players are the elephants in seat order, with their patterns when the
    player chose colour-blind mode (read when a picture is painted: the pages are made afresh
    each time the rules open, so a setting changed since is seen)."""
    view = BoardView(list(ELEPHANT_COLOURS[: state.num_players()]))
    if load_settings().colour_blind:
        view.patterns = list(range(state.num_players()))
    view.play_cell = focus if focus is not None else state.play_cell()
    view.mover = state.current_player()
    return view


def _paint_board(image: pygame.Surface, state: BombayState, view: BoardView) -> BombayLayout:
    lay = BombayLayout(image.get_size(), state.num_players(), board_only=True)
    paint_still(image, lay, state, view)
    paint_overlays(image, lay, state, view)
    return lay


class Picture:
    """A page's picture: painted by `paint(image)` once per size, then blitted."""

    def __init__(
        self, paint: Callable[[pygame.Surface], None], examples: tuple[Example, ...] = ()
    ) -> None:
        self.paint = paint
        self.examples = examples  # the tiles tried in it, if any
        self.cache: tuple[tuple[int, int], pygame.Surface] | None = None

    def __call__(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.cache is None or self.cache[0] != rect.size:
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            self.paint(image)
            self.cache = (rect.size, image)
        surface.blit(self.cache[1], rect.topleft)


def board_picture(text: str, focus: Cell | None = None, lengths: bool = False) -> Picture:
    """The whole board of the position `text` (with each trunk's length by its elephant)."""

    def paint(image: pygame.Surface) -> None:
        state = GAME.parse_state(text)
        view = _view(state, focus)
        lay = _paint_board(image, state, view)
        if lengths:
            for q in range(state.num_players()):
                _length_badge(image, lay, state, q, view.colours[q])

    return Picture(paint)


def _length_badge(
    image: pygame.Surface, lay: BombayLayout, state: BombayState, player: int, colour
) -> None:
    """A round badge with the trunk's length, just inside the board from its elephant."""
    head = lay.centre(HEADS[state.elephant(player) - 1])
    middle = lay.floor.center
    dx, dy = middle[0] - head[0], middle[1] - head[1]
    norm = math.hypot(dx, dy) or 1.0
    x, y = head[0] + dx / norm * lay.hex * 1.25, head[1] + dy / norm * lay.hex * 1.25
    radius = max(9, round(lay.hex * 0.42))
    pygame.draw.circle(image, shade(colour, 0.45), (x, y), radius + 2)
    pygame.draw.circle(image, colour, (x, y), radius)
    label = str(state.length(player))
    text(image, label, round(radius * 1.05), CREAM, bold=True, center=(round(x), round(y)))


@dataclass
class Example:
    """A tile tried on the open end of position `state` (or, with no tile, the position
    itself round `focus`): `caption` is what the rules say about it."""

    state: str
    tile: str | None = None
    focus: Cell | None = None
    caption: str | None = None  # default: the rules' verdict on the tile

    def verdict(self) -> tuple[bool | None, str]:
        """(legal? None for no tile, caption)."""
        state = GAME.parse_state(self.state)
        names = elephant_names(state.num_players())
        if self.tile is None:
            return None, self.caption or ""
        action = parse_action(self.tile)
        reason = state.check_action(action)
        if reason is not None:
            return False, self.caption or reason.sentence(names)
        grown = {e.seat: e.after - e.before for e in trunk_growth(state, action)}
        mover = state.current_player()
        if len(grown) > 1:  # the "+n" by each trunk says how far
            words = _("Fits, and both trunks go on.")
        else:
            words = _("Fits: the trunk grows by {n}.").format(n=grown.get(mover, 0))
        return True, self.caption or words


def _zoomed(image: pygame.Surface, area: pygame.Rect, example: Example, cells: float) -> None:
    """The floor round the cell in question, `cells` hex sizes across `area`, the example's
    tile on it (and the trunks it would grow)."""
    state = GAME.parse_state(example.state)
    focus = example.focus or state.play_cell()
    assert focus is not None, example.state  # every example is at a player's move
    s = max(14.0, area.width / cells)
    size = (math.ceil(FLOOR_CELLS[0] * s) + 2, math.ceil(FLOOR_CELLS[1] * s) + 2)
    view = _view(state, focus if example.tile is not None else None)
    if example.tile is not None:
        action = parse_action(example.tile)
        legal = state.check_action(action) is None
        view.ghost = (action.orientation, focus, legal)
        if legal:
            view.previews = [Preview(e.seat, list(e.segments)) for e in trunk_growth(state, action)]
    canvas = pygame.Surface(size, pygame.SRCALPHA)
    lay = _paint_board(canvas, state, view)
    # centred on the cell, or between it and where the longest growth ends (its "+n" label)
    centre = lay.centre(focus)
    ends = [lay.centre(p.segments[-1][0]) for p in view.previews if p.segments]
    if ends:
        far = max(ends, key=lambda c: math.dist(c, centre))
        middle = ((centre[0] + far[0]) / 2, (centre[1] + far[1]) / 2)
        reach = min(area.width, area.height) / 2 - s * 1.1
        if math.dist(middle, centre) <= reach:
            centre = middle
    crop = pygame.Rect(0, 0, area.width, area.height)
    crop.center = (round(centre[0]), round(centre[1]))
    crop.clamp_ip(lay.floor)
    part = pygame.Surface(area.size, pygame.SRCALPHA)
    part.blit(canvas, (0, 0), area=crop)
    mask = pygame.Surface(area.size, pygame.SRCALPHA)
    radius = max(6, min(area.size) // 12)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    part.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    image.blit(part, area.topleft)


def _badge(image: pygame.Surface, centre: tuple[int, int], radius: int, legal: bool) -> None:
    """A round green tick or red cross."""
    colour = GOOD if legal else BAD
    pygame.draw.circle(image, shade(colour, 0.6), centre, radius + 2)
    pygame.draw.circle(image, colour, centre, radius)
    x, y = centre
    r = radius * 0.5
    width = max(2, radius // 4)
    if legal:
        pygame.draw.lines(
            image,
            CREAM,
            False,
            [(x - r, y), (x - r * 0.25, y + r * 0.7), (x + r, y - r * 0.6)],
            width,
        )
    else:
        pygame.draw.line(image, CREAM, (x - r, y - r), (x + r, y + r), width)
        pygame.draw.line(image, CREAM, (x - r, y + r), (x + r, y - r), width)


def examples_picture(*examples: Example) -> Picture:
    """The examples one under the other: the floor round the cell in question, a tick or a
    cross, and the rules' words beside it (under it, for a single example)."""

    def paint(image: pygame.Surface) -> None:
        w, h = image.get_size()
        count = len(examples)
        gap = max(8, h // 40)
        size = max(11, min(17, h // 32))
        line_h = font(size).get_linesize()
        verdicts = [example.verdict() for example in examples]
        if count == 1:
            lines = wrap(verdicts[0][1], size, w - size)
            words_h = len(lines) * line_h + size
            area = pygame.Rect(0, 0, w, h - words_h)
            words = pygame.Rect(size // 2, area.bottom + size // 2, w - size, words_h)
            _example(image, area, words, examples[0], verdicts[0], size, cells=7.5)
            return
        row_h = (h - gap * (count - 1)) // count
        picture_w = min(int(w * 0.58), int(row_h * 1.7))
        for k, (example, verdict) in enumerate(zip(examples, verdicts, strict=True)):
            area = pygame.Rect(0, k * (row_h + gap), picture_w, row_h)
            lines = wrap(verdict[1], size, w - picture_w - size * 2)
            words_h = len(lines) * line_h
            words = pygame.Rect(
                picture_w + size, area.centery - words_h // 2, w - picture_w - size * 2, words_h
            )
            cells = max(4.6, picture_w / (row_h / 4.8))  # the cell and its neighbours show
            _example(image, area, words, example, verdict, size, cells)

    return Picture(paint, examples)


def _example(
    image: pygame.Surface,
    area: pygame.Rect,
    words: pygame.Rect,
    example: Example,
    verdict: tuple[bool | None, str],
    size: int,
    cells: float,
) -> None:
    legal, caption = verdict
    _zoomed(image, area, example, cells)
    if legal is not None:
        colour = GOOD if legal else BAD
        radius = max(6, min(area.size) // 12)
        pygame.draw.rect(image, colour, area, width=3, border_radius=radius)
        badge = max(9, min(18, min(area.size) // 9))
        _badge(image, (area.left + badge + 8, area.top + badge + 8), badge, legal)
    ink = INK if legal is None else shade(GOOD if legal else BAD, 0.75)
    text_block(image, caption, size, words, ink)


def rules_pages() -> list[RulesPage]:
    return [
        RulesPage(
            _("The bazaar floor"),
            _(
                "Each player grows the trunk of an elephant whose head rests in a corner of the "
                "floor. Two players sit at opposite elephants; an elephant nobody plays gets an "
                "end piece on its first cell at once (here the grey one). Each trunk starts in "
                "the cell its elephant faces. Who goes first is drawn at random; then the turns "
                "go round the table."
            ),
            board_picture(THREE_AT_START),
        ),
        RulesPage(
            _("A trunk and its open end"),
            _(
                "A trunk runs from its elephant's head through segments of the tiles on the "
                "floor. Its open end is the cell its last segment points into: the glowing cell. "
                "That is the only cell where its player may place a tile, and the trunk's tip "
                "pokes into it. Segments no trunk runs through lie in the tiles as grooves. A "
                "trunk's length is the number of segments it runs through."
            ),
            board_picture(A_TRUNK),
        ),
        RulesPage(
            _("Carry your trunk on"),
            _(
                "On your turn take any tile from the open supply, turn it as you like and place "
                "it on your open end. It must have a segment end on the edge your trunk comes in "
                "by, so that the trunk goes on. Green: the tile may go there; red: it may not, "
                "and the rules say why.\n\nDrag a tile, or click it and click again to drop it; "
                "the wheel, a right click, Q/E or the arrow keys turn it. A red ghost on the "
                "board tells you why a tile does not fit."
            ),
            examples_picture(Example(TWO_AT_START, "A4"), Example(TWO_AT_START, "A1")),
        ),
        RulesPage(
            _("Stay on the board"),
            _(
                "No segment of the tile may lead off the board, at an elephant's head or at a "
                "cell holding an end piece: every segment end must face a cell where a trunk can "
                "still go. The edge your own trunk comes in by is the trunk itself, not the "
                "outside."
            ),
            examples_picture(
                Example(NEAR_AN_END_PIECE, "H1"),
                Example(NEAR_AN_END_PIECE, "C0"),
                Example(TWO_AT_START, "A5"),
            ),
        ),
        RulesPage(
            _("Fit the neighbours"),
            _(
                "Across every edge it shares with a tile already on the floor, the new tile must "
                "have a segment end exactly where that tile has one. So no trunk, and no unused "
                "segment, ever runs into a blank edge."
            ),
            examples_picture(Example(BETWEEN_TILES, "D0"), Example(BETWEEN_TILES, "E5")),
        ),
        RulesPage(
            _("Never block or join"),
            _(
                "Sometimes two trunks point into the same cell. Then the tile must carry both "
                "of them on: it may not block another trunk's way in, and it may never connect "
                "two trunks, neither directly nor through old segments. A tile that fits grows "
                "both trunks."
            ),
            examples_picture(
                Example(TWO_INTO_ONE, "O0"),
                Example(TWO_INTO_ONE, "B5"),
                Example(TWO_INTO_ONE, "A4"),
            ),
        ),
        RulesPage(
            _("Automatic extension"),
            _(
                "When a tile is placed, every trunk pointing into it runs on: along its segment "
                "into the next cell, and on through the unused segments of the tiles it meets, "
                "until it points into an empty cell. One tile can grow a trunk by many segments, "
                "and other players' trunks too. A trunk may pass through the same tile more than "
                "once, by different segments. Here one tile grows the red trunk by 4."
            ),
            examples_picture(Example(A_TRUNK, "H5")),
        ),
        RulesPage(
            _("End pieces"),
            _(
                "If no tile left in the supply can be placed on your open end, or your trunk "
                "points into a cell holding an end piece, your end piece goes on your open end "
                "and you are out: it adds 1 to your trunk's length. Several end pieces may share "
                "a cell. The others play on until every trunk has its end piece."
            ),
            examples_picture(
                Example(
                    DEAD_END,
                    caption=_forced_caption(DEAD_END),
                ),
                Example(
                    _after_end(DEAD_END),
                    caption=_forced_caption(_after_end(DEAD_END)),
                ),
            ),
        ),
        RulesPage(
            _("Scores, medals, solo"),
            _(
                "A trunk's length is the number of segments it runs through (a tile it crosses "
                "twice counts twice) plus 1 for its end piece. The longest trunk wins (here the "
                "purple one, 21 long); equal lengths share the place.\n\nIn a tournament of "
                "several rounds the first three of each round take gold, silver and bronze. "
                "Most golds wins, then silvers, then bronzes.\n\nAlone, you score your trunk's "
                "length minus the empty cells and minus the segments no trunk runs through. "
                "Try to beat your best score."
            ),
            board_picture(FINISHED, lengths=True),
        ),
    ]


def _after_end(text: str) -> str:
    """The position after the player to move puts down their end piece."""
    from bombay.rules.actions import END_ACTION

    return str(GAME.parse_state(text).apply_action(END_ACTION))
