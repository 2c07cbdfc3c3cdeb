"""The carpet in a person's hand: dragged from the tray and dropped next to Assam, laid by
clicking its two squares, or chosen with the arrow keys. Asks the record's state only what is
legal; what it shows goes to the view model as a CarpetPose and a ghost."""

from __future__ import annotations

import math
from typing import Protocol

import pygame

from common.core.i18n import _
from common.ui.dialogs import Dialog
from common.ui.dragdrop import DragSprite
from common.ui.hand import Hand, HandTable
from common.ui.table_controller import TableController
from marrakech.rules.actions import Action, place_action
from marrakech.rules.board import NEIGHBOURS, PLACEMENTS, SIZE, coords, square
from marrakech.rules.state import MarrakechState
from marrakech.ui.layout import BoardLayout
from marrakech.ui.story import square_label
from marrakech.ui.table_view import CarpetPose


class CarpetTable(HandTable, Protocol):
    """What the carpet hand calls on the Marrakech play scene: also the position shown (the
    record's may be ahead of it while a move is still shown)."""

    lay: BoardLayout
    table: TableController  # the position shown is the table's (shown)


class CarpetHand(Hand):
    scene: CarpetTable

    def __init__(self, scene: CarpetTable) -> None:
        self.sprite = DragSprite((0, 0), (2, 1), z=1)
        super().__init__(scene, [self.sprite])
        self.vertical = False
        self.first_square: int | None = None  # click-click: the first square chosen
        self.key_choice: int | None = None  # keyboard: the legal place shown
        self.ghost: tuple[int, int, bool] | None = None  # squares under the dragged carpet
        self.asking: Action | None = None  # waiting for "Place it"
        self.dropped: tuple[int, int] | None = None
        self._legal: tuple[object, frozenset[Action]] = (None, frozenset())

    def held(self) -> bool:
        return self.drag.dragging is self.sprite or self.drag.flying is self.sprite

    def pose(self) -> CarpetPose | None:
        """The carpet as it is in the hand or on its way back (None: at rest in the tray)."""
        if not self.held():
            return None
        w, h = self.sprite.size
        return CarpetPose(
            MarrakechState.of(self.scene.table.shown).colour_to_place,
            self.sprite.center,
            round(min(w, h)),
            self.vertical,
            lifted=self.drag.dragging is self.sprite,
        )

    def reset(self) -> None:
        """Back to rest in the tray (after a resize, a turn, a drop refused)."""
        held = self.held()
        cell = self.lay.cell if held else self.lay.tray_cell_for(self.vertical)
        self.sprite.size = (cell, 2 * cell) if self.vertical else (2 * cell, cell)
        self.sprite.home = self.lay.carpet_home
        if not held:
            self.sprite.center = self.sprite.home

    def put_down(self) -> bool:
        """Esc: the carpet goes back, or the first square is forgotten."""
        if self.drag.dragging is not None:
            self.drag.cancel()
            return True
        if self.first_square is not None:
            self.first_square = None
            return True
        return False

    def clear(self) -> None:
        self.drag.cancel()
        self.drag.flying = None
        self.first_square = self.key_choice = self.ghost = self.asking = None
        self.vertical = False
        self.reset()

    def toggle(self) -> None:
        if self.key_choice is not None:  # the arrows' ghost turns, and the carpet with it
            turned = turned_place(self.state.legal_actions(), self.key_choice)
            if turned is None:
                self.scene.say(_("Here the carpet cannot lie the other way round."))
            else:
                self._show_key_choice(turned)
            return
        self.vertical = not self.vertical
        self.reset()
        if self.drag.dragging is self.sprite:
            self._moved(self.sprite, pygame.mouse.get_pos())

    # --- the three ways of laying a carpet ------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        rotate = (
            (event.type == pygame.KEYDOWN and event.key == pygame.K_r)
            or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3)
            or event.type == pygame.MOUSEWHEEL
        )
        if rotate:
            self.toggle()
        elif self.drag.handle(event):
            return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            sq = self.lay.square_at(event.pos)
            if sq is not None:
                self._click_square(sq)
        elif event.type == pygame.KEYDOWN:
            self._by_keys(event.key)

    def _by_keys(self, key: int) -> None:
        """Without a mouse: the arrows move the carpet's ghost over the legal places, R turns
        it, Enter or Space lays the carpet there."""
        options = self.state.legal_actions()
        if key in KEY_WAYS:
            self._show_key_choice(
                nearest_place(options, self.key_choice, self.state, KEY_WAYS[key], self.vertical)
            )
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and (
            self.key_choice is not None and self.key_choice < len(options)
        ):
            choice, self.key_choice = options[self.key_choice], None
            self.place(choice)

    def _show_key_choice(self, choice: int | None) -> None:
        """The arrows' ghost on the legal place `choice` (the carpet in the tray turned as it
        lies), or, with none that way, the ghost where it was and the reason said."""
        if choice is None:
            self.scene.say(_("No carpet can go further that way."))
            return
        self.key_choice = choice
        a, b = self.state.legal_actions()[choice].squares
        if (b - a == SIZE) != self.vertical:
            self.vertical = not self.vertical
            self.reset()
        self.scene.say(
            _("Enter lays the carpet on {a} and {b}; the arrows show other places.").format(
                a=square_label(a), b=square_label(b)
            )
        )

    def key_ghost(self) -> tuple[int, int] | None:
        """The place the arrow keys show (drawn: read from the shown position)."""
        options = MarrakechState.of(self.scene.table.shown).legal_actions()
        if self.key_choice is not None and self.key_choice < len(options):
            return options[self.key_choice].squares
        return None

    def _click_square(self, sq: int) -> None:
        """The click-click way to lay a carpet: first square, then the second."""
        first = self.first_square
        if first is not None and sq in NEIGHBOURS[first]:
            self.place(place_action(first, sq))
        elif first == sq:
            self.first_square = None
        elif self.state.placements_covering(sq):
            self.first_square = sq
            self.scene.say(_("Now click the carpet's second square."))
        else:
            self.say_why_not(place_action(*self._any_pair(sq)))

    def legal(self) -> frozenset[Action]:
        """The placements the rules allow now: the preview the hand snaps and greens by (the
        rules' check of a move is the table's, once, when it is submitted)."""
        state = self.state
        if self._legal[0] is not state:
            self._legal = (state, frozenset(state.legal_actions()))
        return self._legal[1]

    def say_why_not(self, action: Action) -> None:
        """A carpet dropped where it may not go: the rules' reason, and nothing is played."""
        reason = self.state.check_action(action)
        words = self.scene.reason_words(reason) if reason else _("That carpet cannot go there.")
        self.scene.say(words, error=True)

    def _any_pair(self, sq: int) -> tuple[int, int]:
        """A placement covering `sq`, for the rules to say why none is legal there."""
        return next(p for p in PLACEMENTS if sq in p)

    # --- drag and drop --------------------------------------------------------------------

    def _on_pick(self, sprite: DragSprite) -> None:
        cell = self.lay.cell  # on the board it is full size
        sprite.size = (cell, 2 * cell) if self.vertical else (2 * cell, cell)

    def _squares_under(self, centre: tuple[float, float]) -> tuple[int, int] | None:
        cell, board = self.lay.cell, self.lay.board
        dx, dy = (0, 1) if self.vertical else (1, 0)
        x = math.floor((centre[0] - dx * cell / 2 - board.left) / cell)
        y = math.floor((centre[1] - dy * cell / 2 - board.top) / cell)
        if 0 <= x < SIZE - dx and 0 <= y < SIZE - dy:
            return square(x, y), square(x + dx, y + dy)
        return None

    def _snap_target(self, centre: tuple[float, float]) -> tuple[int, int] | None:
        """The legal placement the carpet would snap to: the one under it, or the nearest legal
        one of the same orientation that shares a square with it (never another row)."""
        under = self._squares_under(centre)
        if under is None:
            return None
        if place_action(*under) in self.legal():
            return under
        best, best_distance = None, self.lay.cell * 0.75
        for action in self.state.legal_actions():
            a, b = action.squares
            if (b - a == SIZE) != self.vertical or not {a, b} & set(under):
                continue
            distance = math.dist(centre, self.lay.placement_centre(a, b))
            if distance < best_distance:
                best, best_distance = (a, b), distance
        return best

    def _moved(self, sprite: DragSprite, pos) -> None:
        target = self._snap_target(sprite.center)
        under = self._squares_under(sprite.center)
        self.ghost = (*target, True) if target else (*under, False) if under else None

    def _on_drop(self, sprite: DragSprite, pos):
        """The carpet lands where its ghost is shown in green (at the release point), and
        nowhere else: no ghost, or a red one, and it goes back."""
        self._moved(sprite, pos)
        shown, self.ghost = self.ghost, None
        target = shown[:2] if shown is not None and shown[2] else None
        if target is None:
            under = self._squares_under(sprite.center)
            if under is None:
                self.scene.say(_("Drop the carpet on the market, next to Assam."), error=True)
            else:
                self.say_why_not(place_action(*under))
            return None
        self.dropped = target
        return self.lay.placement_centre(*target)

    def _on_landed(self, sprite: DragSprite, accepted: bool) -> None:
        if accepted and self.dropped is not None:
            target, self.dropped = self.dropped, None
            self.place(place_action(*target), by_hand=True)
            return
        self.reset()

    def place(self, action: Action, by_hand: bool = False) -> None:
        """Lay the carpet; with "ask before placing" on, only after the player confirms."""
        scene = self.scene
        if action not in self.legal() or not scene.app.settings.confirm_placing:
            self._lay(action, by_hand)
            return
        self.asking = action

        def take_back() -> None:
            self.asking = None
            self.reset()

        scene.app.push(
            Dialog(
                scene.app,
                _("Place the carpet here?"),
                "",
                [
                    (_("Place it"), lambda: self._lay(action, by_hand)),
                    (_("Take it back"), take_back),
                ],
            )
        )

    def _lay(self, action: Action, by_hand: bool) -> None:
        self.asking = None
        if self.scene.submit(action, by_hand):
            self.first_square = None
            self.vertical = False
        self.key_choice = None
        self.reset()


# The way each arrow key moves the ghost of a carpet laid by the keyboard, in (column, row).
KEY_WAYS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


def nearest_place(
    options: list, current: int | None, state, way: tuple[int, int], vertical: bool
) -> int | None:
    """The legal place an arrow key moves the ghost to: the nearest one that way from the
    ghost (from Assam before the first key), so → goes right, a carpet turned as the one in
    hand (`vertical`) first; None where none lies that way."""
    x, y = _centre(options[current].squares) if current is not None else state.assam[:2]
    best, best_cost = None, 0.0
    for i, option in enumerate(options):
        cx, cy = _centre(option.squares)
        ahead = (cx - x) * way[0] + (cy - y) * way[1]
        aside = abs((cx - x) * way[1] - (cy - y) * way[0])
        a, b = option.squares
        cost = ahead + 2 * aside + ((b - a == SIZE) != vertical)
        if ahead > 0 and (best is None or cost < best_cost):
            best, best_cost = i, cost
    return best


def turned_place(options: list, current: int) -> int | None:
    """R on the arrows' ghost: the legal place across it (the other way round) that shares a
    square with it, nearest first; None if there is none."""
    a, b = options[current].squares
    across = [
        i
        for i, option in enumerate(options)
        if (option.squares[1] - option.squares[0] == SIZE) != (b - a == SIZE)
        and {a, b} & set(option.squares)
    ]
    centre = _centre((a, b))
    return min(across, key=lambda i: math.dist(_centre(options[i].squares), centre), default=None)


def _centre(squares: tuple[int, int]) -> tuple[float, float]:
    (ax, ay), (bx, by) = (coords(sq) for sq in squares)
    return (ax + bx) / 2, (ay + by) / 2
