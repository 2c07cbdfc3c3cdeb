"""What the people at an online table say to each other, all with the mouse: a quick message
from the fixed list (never free text), shown for a few seconds over its sender's card; a
take-back asked for, which the others agree to or refuse in a dialog; and the window asking
for attention (a flash and a chime, and a desktop notice: two settings) when it becomes this
player's turn while it is behind other windows."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from common.core.i18n import _
from common.core.save_meta import game_title
from common.net.protocol import CHAT
from common.ui import desktop_notice
from common.ui.dialogs import Dialog
from common.ui.draw import fitting_size, panel, text
from common.ui.online_words import refusal_words
from common.ui.theme import CREAM, GOLD, INK

if TYPE_CHECKING:  # the table makes its talk
    from common.ui.app import App
    from common.ui.online_table import OnlineTable

BUBBLE_SECONDS = 6.0


class TableTalk:
    """The talk of one online table (`scene`: the OnlineTable it belongs to)."""

    def __init__(self, scene: OnlineTable) -> None:
        self.scene = scene
        self.bubbles: dict[int, tuple[str, float]] = {}  # seat: (words, until when)
        self.asking = False  # this player asked for a take-back, the others are answering
        self.question: Dialog | None = None  # another's take-back, waiting for our answer
        self.was_my_turn = False

    # --- quick messages ---------------------------------------------------------------

    def choose(self) -> None:
        """The fixed list of quick messages, one click each."""
        net = self.scene.link.net
        choices = [(_(words), partial(net.call, "chat", key)) for key, words in CHAT.items()]
        app = self.scene.app
        app.push(
            Dialog(
                app,
                _("Say to the table"),
                _("Everyone sees it beside your card for a few seconds."),
                [*choices, (_("Close"), lambda: None)],
            )
        )

    def heard_chat(self, message: dict[str, Any]) -> None:
        words = _(CHAT[message["id"]])
        seats = message.get("seats") or self.scene.seats_named(message["name"])
        if not seats:
            self.scene.say(_("{name}: {words}").format(name=message["name"], words=words))
            return
        self.bubbles[seats[0]] = (words, self.scene.clock_time + BUBBLE_SECONDS)
        self.scene.app.dirty = True

    def update(self) -> None:
        now = self.scene.clock_time
        gone = [seat for seat, (_words, until) in self.bubbles.items() if until <= now]
        for seat in gone:
            del self.bubbles[seat]
            self.scene.app.dirty = True

    def draw(self, surface: pygame.Surface, rows: Sequence[pygame.Rect]) -> None:
        """Each bubble on the lower half of its sender's card (the players' rows), so the
        card's top line (colour, name) still says whose it is: the board beside the panel (a
        corner elephant, a column of squares) is never covered, and no word of the card
        shows half hidden under it (the bubble covers the card's figures line whole)."""
        for seat, (words, _until) in self.bubbles.items():
            if seat < len(rows):
                card_note(surface, rows[seat], _("“{words}”").format(words=words), INK)

    # --- take-backs -------------------------------------------------------------------

    def ask_undo(self) -> None:
        if self.asking:
            self.scene.say(_("The others are still answering your request."))
            return
        self.asking = True
        self.scene.link.net.call("ask_undo")
        self.scene.say(_("Asking the others to agree to take back your last move…"))

    def heard_undo(self, message: dict[str, Any]) -> None:
        kind, scene = message["type"], self.scene
        if kind == "undo_asked" and not self.asking:
            request, name = message["request"], message["name"]

            def answer(accept: bool) -> None:
                self.question = None
                scene.link.net.call("answer_undo", request, accept)

            self.question = Dialog(
                scene.app,
                _("Take back a move?"),
                _("{name} asks to take back their last move.").format(name=name),
                [(_("Agree"), lambda: answer(True)), (_("Refuse"), lambda: answer(False))],
            )
            scene.app.push(self.question)
        elif kind == "undo_result":
            self._close_question()
            mine, self.asking = self.asking, False
            if message["accepted"]:
                scene.say(_("Everyone agreed: the move is taken back."))
            elif mine:  # not asked again for the same move: Undo waits for the next one
                scene.table.undo_refused_at = len(scene.record.actions)
                scene.enable_buttons()
                scene.say(_("{name} said no: the move stays.").format(name=message["name"]))
        elif kind == "error":
            self.asking = False
            scene.say(refusal_words(message["code"], message["reason"]), True)

    def _close_question(self) -> None:
        question, self.question = self.question, None
        app = self.scene.app
        if question is not None and app.top is question:
            app.pop()

    # --- your turn, while the window is behind ----------------------------------------

    def notice_turn(self, my_turn: bool) -> None:
        """Flash the window and chime, and show a desktop notice, once when it becomes this
        player's turn and the window does not have the focus (a setting says whether, each)."""
        came = my_turn and not self.was_my_turn
        self.was_my_turn = my_turn
        if came:
            client = self.scene.link.net.client
            code = client.room.get("code", "") if client is not None else ""
            tell_turn(self.scene.app, self.scene.record.game.name, code)


def tell_turn(app: App, game: str, code: str) -> None:
    """It has become this player's turn in `game` (room `code`): while the window does not have
    the focus, flash it and chime, and show a desktop notice (a setting says whether, each)."""
    if pygame.key.get_focused():
        return
    if app.settings.turn_alert:
        flash_window()
        app.sounds.play("turn")
    if app.settings.turn_notice:
        words = _("Your turn in {game} (room {code})").format(game=game_title(game), code=code)
        desktop_notice.NOTIFIER.notify(_("Bazaar"), words)


def flash_window() -> None:
    """Ask for attention (the taskbar entry blinks until the window is in front); nothing on
    a system or pygame that cannot."""
    with contextlib.suppress(AttributeError, pygame.error):
        pygame.Window.from_display_module().flash(pygame.FLASH_UNTIL_FOCUSED)


def card_note(surface: pygame.Surface, row: pygame.Rect, line: str, ink: tuple[int, int, int]):
    """A note on the lower half of a player's card (a quick message, a lost connection): the
    card's top line (colour, name) still says whose it is, and the note covers its figures
    line whole, so no word shows half hidden under it."""
    inset = max(3, row.height // 12)
    top = row.top + row.height * 2 // 5
    rect = pygame.Rect(row.left + inset, top, row.width - 2 * inset, row.bottom - inset - top)
    size = max(12, min(rect.height * 2 // 5, 24))
    size = fitting_size(line, size, rect.width - size, bold=True, smallest=11)
    panel(surface, rect, CREAM, GOLD, radius=min(size // 2, rect.height // 2))
    pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=min(size // 2, 12))
    text(surface, line, size, ink, bold=True, center=rect.center)
