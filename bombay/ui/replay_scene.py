"""The replay of a finished game of Bombay Bazar: the floor and the trunks as they stood after
the shown move, the tile that move laid and the trunks it grew lit, the move told in words,
and the game record in the supply's place: every move numbered by turn, the shown one lit, a
hovered one lighting what it names on the floor (common.ui.replay steps through the record's
steps, common.ui.move_list lists them)."""

from __future__ import annotations

from typing import Any

import pygame

from bombay.rules.events import trunk_growth
from bombay.rules.scoring import solo_score
from bombay.rules.state import BombayState
from bombay.ui import table_draw, table_words
from bombay.ui.layout import BombayLayout
from bombay.ui.renderer import BoardPainter, BoardView, Preview
from bombay.ui.session import BombaySession
from bombay.ui.story import bombay_log
from bombay.ui.table_view import TableView, last_move
from common.core.i18n import _
from common.ui import review_words
from common.ui.game_log import GameLog
from common.ui.replay import ReplayScene
from common.ui.theme import SAND, shade


class BombayReplay(ReplayScene):
    session: BombaySession  # the table's (common.ui.interfaces.TableSession): this game's
    move_lines = 2  # "Player 3 lays tile H on e7: trunk +1." whole in a narrow panel

    def make_log(self) -> GameLog[Any]:
        return bombay_log()

    def make_layout(self, size: tuple[int, int]) -> BombayLayout:
        self.painter = BoardPainter()  # its cached floor is of one window size
        return BombayLayout(size, self.session.setup.players)

    def button_bar(self) -> pygame.Rect:
        """From Menu's left to Game log's right, the Undo row to the Menu row."""
        lay = self.lay
        top = lay.undo_button.top
        return pygame.Rect(
            lay.menu_button.left,
            top,
            lay.log_button.right - lay.menu_button.left,
            lay.menu_button.bottom - top,
        )

    def draw_position(self, surface: pygame.Surface, state) -> None:
        lay = self.lay
        surface.fill(shade(SAND, 0.5))
        last = last_move(self.record, self.index)
        board = BoardView(self.session.colours())
        board.patterns = self.session.patterns(self.app.settings.colour_blind)
        board.last_tile = (last.placed.cell, last.placed.seat) if last else None
        board.last_growth = [Preview(e.seat, list(e.segments)) for e in last.grown] if last else []
        better = self.better_move()
        if better is not None and better[0].kind == "place":
            board.ghost = (better[0].orientation, state.play_cell(), True)
            grown = trunk_growth(state, better[0])  # the trunks the better tile would grow
            board.previews = [Preview(e.seat, list(e.segments)) for e in grown]
        hovered = self.move_list.hovered
        lines = hovered.entries if hovered is not None else ()
        board.log_cells = frozenset().union(*(line.cells for line in lines))
        board.log_growth = [Preview(q, list(path)) for line in lines for q, path in line.segments]
        self.painter.draw(surface, lay, state, board)
        # before a mistake the review's note takes the last move's place (the list has it):
        # on the panel, clear of the board's top row
        last_words = self.review_note() or table_words.last_move_words(last, self.names.__getitem__)
        notes = table_draw.Notes(last=last_words)
        if self.session.solo:  # the solo card shows the score played for, as at the table
            score = (str(solo_score(state.core()).score),)
            notes = table_draw.Notes(last=last_words, figures=score, caption=_("score"))
        stacks = table_draw.stacks_of(state, None, None)
        view = TableView(state, last=last)
        status = (self.status(), False)
        table_draw.draw_panel(surface, lay, view, board, self.session.seats, status, stacks, notes)
        table_draw.draw_log_box(surface, lay)  # the game record in the supply's place
        self.draw_moves(surface, board.colours, lay.log_text)

    def review_note(self) -> str | None:
        """Before a mistake: the tile played and the better one the ghost shows, each with
        what it grows the mover's trunk."""
        better = self.better_move()
        if better is None or better[0].kind != "place" or self.index >= self.end:
            return super().review_note()
        played, step = self.record.actions[self.index], better[1]
        if played.kind != "place" or step.seat >= len(self.names):
            return super().review_note()
        state = BombayState.of(self.record.state_at(self.index))

        def grows(action) -> int:
            grown = trunk_growth(state, action)
            return sum(e.after - e.before for e in grown if e.seat == step.seat)

        return _(
            "{name}'s next move, {mark}: tile {played}, trunk +{a}. The ghost shows tile "
            "{better}, trunk +{b}: worth {n} more."
        ).format(
            name=self.names[step.seat],
            mark=review_words.mark_name(step.mark),
            played=played.orientation.pattern.name,
            a=grows(played),
            better=better[0].orientation.pattern.name,
            b=grows(better[0]),
            n=review_words.amount(self.review, step.cost) if self.review else "",
        )
