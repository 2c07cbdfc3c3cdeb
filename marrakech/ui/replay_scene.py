"""The replay of a finished game of Marrakech: the market, the players' rows and the die as
they stood after the shown move, the squares that move named lit on the board, and the game
record beside it: every move numbered by turn, the shown one lit, a click goes there, a
hovered one lights its squares (common.ui.replay steps through the record, common.ui.move_list
lists it). With a review, before a move that was not the best: the better carpet as a ghost, or
for a turn of Assam the better way marked with where the die can send him (chances and
tribute) and the squares the turn played could lead to outlined; the review's note beside the
board, over the record."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from common.core.record import GameRecord
from common.core.review import GameReview
from common.ui.game_log import GameLog
from common.ui.replay import ReplayScene, review_plaque
from marrakech.ui import table_draw
from marrakech.ui.forecast_view import Forecast, draw_forecast
from marrakech.ui.layout import BoardLayout
from marrakech.ui.palette import readable
from marrakech.ui.play_scene import LOG_GLOW
from marrakech.ui.renderer import BoardView, draw_board, draw_turn_arrows
from marrakech.ui.rug_layers import CarpetHistory
from marrakech.ui.session import MarrakechSession
from marrakech.ui.story import LogEntry, marrakech_log
from marrakech.ui.table_view import build_view, latest_roll

MOVE_GLOW = (255, 226, 120)  # the squares the shown move named
PLAYED_GLOW = (200, 70, 60)  # where the turn played next could send Assam (a better one shown)


class MarrakechReplay(ReplayScene):
    session: MarrakechSession  # the table's (common.ui.interfaces.TableSession): this game's
    move_lines = 2  # "Игрок 2 выбрасывает 3. Платы нет: пустая клетка." whole at 1024x640

    def __init__(
        self,
        app,
        record: GameRecord,
        session: MarrakechSession,
        on_close,
        review: GameReview | None = None,
    ) -> None:
        self.colours = session.display_colours()
        self.carpets = CarpetHistory()
        self.forecast = Forecast()
        super().__init__(app, record, session, on_close, review)

    def make_log(self) -> GameLog[LogEntry]:
        return marrakech_log()

    def make_layout(self, size: tuple[int, int]) -> BoardLayout:
        return BoardLayout(size, self.session.setup.players)

    def button_bar(self) -> pygame.Rect:
        """The side panel's width, from the Undo row to the Menu row."""
        lay = self.lay
        top = lay.undo_button.top
        return pygame.Rect(
            lay.undo_button.left, top, lay.panel.width - 2 * lay.pad, lay.menu_button.bottom - top
        )

    def told(self) -> Sequence[LogEntry]:
        """The log lines of the shown move itself."""
        before = self.log.count(self.record, self.names, self.index - 1)
        entries = self.log.entries(self.record, self.names, self.index)
        return entries[before:] if self.index else []

    def draw_position(self, surface: pygame.Surface, state) -> None:
        lay = self.lay
        latest = self.told()
        table_draw.draw_table(surface, lay)
        board = BoardView(self.colours, laid=self.carpets.upto(self.record, self.index))
        named = set().union(*(entry.squares for entry in latest))
        if named:
            board.highlights.append((named, MOVE_GLOW))
        hovered = self.move_list.hovered
        lit = set().union(*(line.squares for line in hovered.entries)) if hovered else set()
        if lit:
            board.highlights.append((lit, LOG_GLOW))
        better = self.better_move()
        if better is not None and better[0].kind == "place":
            board.ghost = (*better[0].squares, self.colours[state.colour_to_place], True)
        turned = better is not None and better[0].kind == "turn"
        if turned:  # where the turn played leads, outlined; the better one's, with chances
            played = self.record.steps[self.index].action.value
            landings = self.forecast.landings(state)
            board.highlights.append(({x.square for x in landings.get(played, ())}, PLAYED_GLOW))
        draw_board(surface, lay, state, board)
        if better is not None and turned:
            draw_turn_arrows(surface, lay, state, marked=better[0].value)
            landings = self.forecast.landings(state)
            draw_forecast(surface, lay, landings, better[0].value, state.current_player())
        view = build_view(lay, state, None, latest_roll(self.record, self.index), None, False)
        table_draw.draw_panel(surface, lay, view, self.session.seats, self.colours, True)
        table_draw.draw_status(surface, lay, self.status(), False)
        self.draw_note(surface)
        self.draw_moves(surface, [readable(c) for c in self.colours], lay.log_text)
        table_draw.draw_tray(surface, lay, view, self.colours, True)

    def draw_note(self, surface: pygame.Surface) -> None:
        """The review's note on the shown move, over the game record's top (never over the
        board or its letters); the record beneath it."""
        lay = self.lay
        self.list_area = lay.log
        note = self.review_note()
        if note:
            top = pygame.Rect(lay.log.left, lay.log.top, lay.log.width, lay.log_text * 2)
            plaque = review_plaque(surface, top, note)
            self.list_area = pygame.Rect(lay.log)
            self.list_area.top = plaque.bottom + lay.pad // 2
            self.list_area.height = lay.log.bottom - self.list_area.top
