"""The My games list, over the title: every online game this computer holds a seat in, "Your
turn" ones first, then the games still going, newest first; each line says the game, the
players, whose turn it is and the time left on its move clock (counting down), and where it
is played. A click reopens the table at the move reached (the seat's token, through the
online screen, with its Cancel); Forget drops a seat this computer keeps. The servers are
asked off the window's thread (common.ui.my_games): a line says a server that does not answer,
and the other games are there all the same."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from common.core.i18n import _, n_
from common.core.save_meta import game_title
from common.net import seat_tokens
from common.ui.draw import ellipsize, text
from common.ui.list_card import ListCard
from common.ui.move_clock import MINUTE, time_left_words
from common.ui.my_games import Fetch, MyGame, MyGames, fetch_server
from common.ui.online_resume import rejoin
from common.ui.online_table import seat_name
from common.ui.theme import (
    BAD,
    GOLD,
    INDIGO,
    INK,
    MUTED,
    SAND,
    TERRACOTTA_DARK,
    font,
    shade,
)
from common.ui.widgets import Button, WidgetGroup


def state_words(game: MyGame, now: float) -> str:
    """Where the game stands: whose turn and the time left, or why nothing is known."""
    if game.seat["hosted"]:
        return _("Hosted on this computer: host it again to play")
    if game.problem is not None:
        return _("Its server does not answer")
    if game.summary is None:
        return _("Asking {server}…").format(server=game.seat["server"])
    if not game.found:
        return _("No longer on the server: it is over, or was closed")
    if game.ended:
        return _("Game over")
    if not game.started:
        return _("Waiting for players")
    turn = game.summary.get("turn", -1)
    names = seat_names(game.summary)
    if game.my_turn:
        words = _("Your turn")
    elif 0 <= turn < len(names) and names[turn]:
        words = _("{name}'s turn").format(name=names[turn])
    else:
        words = _("Playing")
    left = game.seconds_left(now)
    if left is None:
        return words
    return _("{turn} · {left}").format(turn=words, left=time_left_words(left))


def name_words(game: MyGame) -> str:
    """The game and its players (as far as known)."""
    title = game_title(game.seat["game"])
    players = [name for name in seat_names(game.summary or {}) if name]
    if not players:
        return title
    return _("{game}: {players}").format(game=title, players=", ".join(players))


def seat_names(summary: dict[str, Any]) -> list[str]:
    """Each seat's name as the table calls it (a computer by its level); "" for a seat nobody
    holds yet."""
    views = summary.get("seats", [])
    names = []
    for seat, name in enumerate(summary.get("players", [])):
        view = views[seat] if seat < len(views) else {}
        names.append(seat_name(seat, view) if view.get("kind") == "computer" else name)
    return names


def place_words(game: MyGame) -> str:
    return _("room {code} at {server}").format(code=game.seat["code"], server=game.seat["server"])


class MyGamesScene(ListCard):
    """The list of the games this computer holds a seat in; Close goes back to the title."""

    def __init__(
        self, app, fetch: Fetch = fetch_server, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.games = MyGames(seat_tokens.remembered(), fetch, clock)
        self.clock = clock
        self.widgets = WidgetGroup()
        self.close_button = self.widgets.add(Button(_("Close"), self.close, tooltip=_("Esc")))
        self._shown_minute = -1
        self.note, self.note_error = "", False  # what the last Copy line did
        super().__init__(app)

    def lines(self) -> list[MyGame]:
        return self.games.ordered()

    def place_buttons(self, row: int) -> None:
        self.close_button.rect = pygame.Rect(0, 0, self.box.width // 3, int(row * 0.8))
        self.close_button.rect.midbottom = (self.box.centerx, self.box.bottom - row // 4)

    def update(self, dt: float) -> bool:
        if self.games.poll():
            self.app.dirty = True
        minute = int(self.clock() // MINUTE)  # the clocks' minutes go down
        if minute != self._shown_minute:
            self._shown_minute, self.app.dirty = minute, True
        return self.games.busy

    def picked(self, game: MyGame, pos: tuple[int, int]) -> None:
        """Forget's mark drops the seat; anywhere else on the line goes back to the table at
        the move reached (or hosts the game again)."""
        rect = next(rect for rect, line in self.shown() if line is game)
        if self.forget_rect(rect).collidepoint(pos):
            self.forget(game)
        elif self.copy_rect(rect).collidepoint(pos) and not game.seat["hosted"]:
            self.copy(game)
        else:
            rejoin(self.app, game.seat)

    def copy(self, game: MyGame) -> None:
        """The seat's own line on the clipboard, to come back to it from another computer."""
        seat = game.seat
        line = seat_tokens.export_line(seat["server"], seat["code"], seat["token"])
        try:
            pygame.scrap.put_text(line)
            self.note, self.note_error = (
                _(
                    "Copied: on another computer, Play online → Paste invite brings you back to "
                    "this seat. Keep it to yourself: whoever has it plays your seat."
                ),
                False,
            )
        except pygame.error:
            self.note, self.note_error = (
                _("The line could not be copied: {line}").format(line=line),
                True,
            )
        self.app.dirty = True

    def forget(self, game: MyGame) -> None:
        seat_tokens.forget(game.seat["server"], game.seat["code"])
        self.games.forget(game)
        self.scroll(self.first)

    def forget_rect(self, row: pygame.Rect) -> pygame.Rect:
        rect = pygame.Rect(0, 0, self._mark_width(_("Forget"), row), int(row.height * 0.56))
        rect.midright = (row.right - row.height // 4, row.centery)
        return rect

    def copy_rect(self, row: pygame.Rect) -> pygame.Rect:
        """Copy's mark, left of Forget's."""
        forget = self.forget_rect(row)
        rect = pygame.Rect(0, 0, self._mark_width(_("Copy line"), row), forget.height)
        rect.midright = (forget.left - row.height // 5, row.centery)
        return rect

    def _mark_width(self, words: str, row: pygame.Rect) -> int:
        """As wide as its word (at most a sixth of the line), never narrower than 90."""
        small = int(self.text_size() * 0.8)
        return min(row.width // 6, max(90, font(small).size(words)[0] + small))

    def handle(self, event: pygame.event.Event) -> None:
        if not self.widgets.handle(event):
            self.handle_list(event)

    def draw(self, surface: pygame.Surface) -> None:
        games = self.lines()
        mine = sum(game.my_turn for game in games)
        title = _("My games")
        if mine:
            title = n_("My games: your turn in {n}", "My games: your turn in {n}", mine)
            title = title.format(n=mine)
        self.draw_card(surface, title)
        size = self.text_size()
        if not games:
            words = _("No online games: the games you join or host online are listed here.")
            text(surface, words, size, MUTED, center=self.box.center)
        problems = "; ".join(self.games.problems.values())
        if problems or self.note:  # under the title: a server that does not answer, a copy
            small = int(size * 0.85)
            words = ellipsize(self.note or problems, small, self.rows[0].width)
            colour = MUTED if self.note and not self.note_error else BAD
            centre_y = (self.box.top + int(size * 1.8) + self.rows[0].top) // 2 + size // 2
            text(surface, words, small, colour, midleft=(self.rows[0].left, centre_y))
        now = self.clock()
        for rect, game in self.shown():
            self._draw_row(surface, rect, game, size, now)
        self.draw_more(surface, self.close_button.rect)
        self.widgets.draw(surface)

    def _draw_row(self, surface, rect: pygame.Rect, game: MyGame, size: int, now: float) -> None:
        self.draw_row_back(surface, rect)
        if game.my_turn:  # a gold edge on the left: the games waiting for you
            pygame.draw.rect(surface, GOLD, (rect.left, rect.top, 6, rect.height), border_radius=3)
        forget = self.forget_rect(rect)
        _draw_mark(surface, forget, _("Forget"), size, BAD)
        marks = forget
        if not game.seat["hosted"]:  # a seat on this computer's own server has no line
            marks = self.copy_rect(rect)
            _draw_mark(surface, marks, _("Copy line"), size, INDIGO)
        small = int(size * 0.8)
        room = marks.left - rect.left - 2 * size
        state = state_words(game, now)
        # where the turn is said, as wide as it needs up to half the row: the name has the rest
        state_room = min(room // 2, font(size, game.my_turn).size(state)[0] + size)
        name_room = room - state_room
        name = ellipsize(name_words(game), size, name_room, True)
        left = rect.left + size
        text(surface, name, size, INK, bold=True, midleft=(left, rect.centery - size // 2))
        place = ellipsize(place_words(game), small, name_room)
        text(surface, place, small, MUTED, midleft=(left, rect.centery + size * 2 // 3))
        colour = TERRACOTTA_DARK if game.my_turn else BAD if game.problem else INDIGO
        state = ellipsize(state, size, state_room, game.my_turn)
        right = (marks.left - size, rect.centery)
        text(surface, state, size, colour, bold=game.my_turn, midright=right)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """Over a line: the whole of it (the line shows as much as fits)."""
        now = self.clock()
        for rect, game in self.shown():
            if rect.collidepoint(pos):
                if self.forget_rect(rect).collidepoint(pos):
                    return _("This computer stops keeping your seat in room {code}").format(
                        code=game.seat["code"]
                    )
                if self.copy_rect(rect).collidepoint(pos) and not game.seat["hosted"]:
                    return _(
                        "A line that brings you back to this seat from another computer "
                        "(Play online → Paste invite)"
                    )
                return "\n".join((name_words(game), state_words(game, now), place_words(game)))
        return self.widgets.tooltip_at(pos)


def _draw_mark(
    surface: pygame.Surface, rect: pygame.Rect, words: str, size: int, hover_ink: tuple
) -> None:
    """A small framed word at a line's right end (Forget, Copy line), inked under the mouse."""
    hover = rect.collidepoint(pygame.mouse.get_pos())
    pygame.draw.rect(surface, shade(SAND, 0.9 if hover else 0.97), rect, border_radius=6)
    pygame.draw.rect(surface, hover_ink if hover else MUTED, rect, 1, border_radius=6)
    small = int(size * 0.8)
    words = ellipsize(words, small, rect.width - 8)
    text(surface, words, small, hover_ink if hover else MUTED, center=rect.center)
