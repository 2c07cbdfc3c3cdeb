"""What a host chooses beside the table when opening a room online (issue 49): its tempo (real
time, everyone at the table; or turn-based, a game that lasts days, with a clock per move of
1 hour, 1 day, 3 days or none), whether it is listed among the server's open tables, and
whether anyone with its code may watch. A small dialog over the Play online screen; the
button that opens it says what is chosen. The room's language is the window's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from common.core.i18n import _
from common.net.room_options import DAY, HOUR, REALTIME, TURN_BASED
from common.ui.draw import panel, text, text_block, veil
from common.ui.scene import Scene
from common.ui.setup_words import size_to_fit
from common.ui.theme import CREAM, GOLD, INK, MUTED, TERRACOTTA_DARK
from common.ui.widgets import Button, CheckBox, Choice, WidgetGroup

# The tempo's choices, in order: (tempo, seconds a move may take; 0: no clock).
TEMPOS: tuple[tuple[str, int], ...] = (
    (REALTIME, 0),
    (TURN_BASED, HOUR),
    (TURN_BASED, DAY),
    (TURN_BASED, 3 * DAY),
)
TEMPOS += ((TURN_BASED, 0),)


def tempo_words() -> list[str]:
    """The tempo's choices in words, in TEMPOS' order."""
    words = (_("Real time"), _("1 hour a move"), _("1 day a move"), _("3 days a move"))
    return [*words, _("No clock")]


def tempo_name(tempo: str, move_seconds: int) -> str:
    """How a tempo is said on a button or a list: 'Real time', '1 day a move', 'No clock'."""
    choice = (tempo, move_seconds if tempo == TURN_BASED else 0)
    return tempo_words()[TEMPOS.index(choice)] if choice in TEMPOS else _("Turn-based")


@dataclass
class RoomChoices:
    tempo: int = 0  # an index into TEMPOS
    listed: bool = False
    watchable: bool = True

    def options(self, language: str) -> dict[str, Any]:
        """The `create` request's options (common.net.room_options) for this choice."""
        tempo, seconds = TEMPOS[self.tempo]
        return {
            "tempo": tempo,
            "move_seconds": seconds,
            "listed": self.listed,
            "watchable": self.watchable,
            "language": language,
        }

    def summary(self) -> str:
        """What is chosen, in a few words (the label of the button that opens the dialog)."""
        words = [tempo_words()[self.tempo]]
        if self.listed:
            words.append(_("open table"))
        if not self.watchable:
            words.append(_("no watchers"))
        return ", ".join(words)


class RoomChoicesDialog(Scene):
    """The tempo, the open table and the watchers, each changed at once; Done closes."""

    modal = True

    def __init__(self, app, choices: RoomChoices, changed: Callable[[], None]) -> None:
        self.choices, self.changed = choices, changed
        self.widgets = WidgetGroup()
        self.tempo = self.widgets.add(
            Choice(
                tempo_words(),
                choices.tempo,
                self._pick,
                _("Real time: everyone at the table. Otherwise each moves when they can"),
            )
        )
        self.listed = self.widgets.add(
            CheckBox(
                _("List it among the server's open tables"),
                choices.listed,
                _("Anyone on the server may see it in Open tables and sit down"),
            )
        )
        self.watchable = self.widgets.add(
            CheckBox(
                _("Let people with the room code watch"),
                choices.watchable,
                _("Watchers see the table as you do, and cannot play or talk"),
            )
        )
        self.done = self.widgets.add(Button(_("Done"), self.close, primary=True))
        self.box = pygame.Rect(0, 0, 0, 0)
        super().__init__(app)

    def _pick(self, index: int) -> None:
        self.choices.tempo = index
        self.changed()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        row = max(36, size[1] // 17)
        self.box = pygame.Rect(0, 0, min(size[0] - 40, max(760, size[0] * 3 // 5)), row * 9)
        self.box.center = (size[0] // 2, size[1] // 2)
        inner = self.box.inflate(-2 * row, 0)
        self.tempo.rect = pygame.Rect(inner.left, self.box.top + row * 2, inner.width, row)
        hint = pygame.Rect(inner.left, self.tempo.rect.bottom + row // 4, inner.width, row * 3 // 2)
        self.hint = hint
        self.listed.rect = pygame.Rect(
            inner.left, hint.bottom + row // 3, inner.width, row * 3 // 4
        )
        self.watchable.rect = self.listed.rect.move(0, row)
        self.done.rect = pygame.Rect(0, 0, self.box.width // 3, row)
        self.done.rect.midbottom = (self.box.centerx, self.box.bottom - row // 2)

    def close(self) -> None:
        self.choices.listed = self.listed.checked
        self.choices.watchable = self.watchable.checked
        self.changed()
        if self.app.top is self:
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle_key(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
        ):
            self.close()
            return
        if self.widgets.handle(event):
            self.app.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        veil(surface)
        panel(surface, self.box, CREAM, GOLD, radius=18)
        row = self.done.rect.height
        text(
            surface,
            _("The room"),
            int(row * 0.7),
            TERRACOTTA_DARK,
            bold=True,
            midleft=(self.tempo.rect.left, self.box.top + int(row * 1.0)),
        )
        if self.choices.tempo:
            words = _(
                "Turn-based: each moves when they have a minute, and My games on the title "
                "says when it is your turn. A player whose clock runs out may be replaced by "
                "the computer."
            )
        else:
            words = _("Real time: everyone sits at the table until the game ends.")
        size = size_to_fit(words, int(row * 0.42), self.hint)  # smaller rather than spill
        text_block(surface, words, size, self.hint, MUTED if self.choices.tempo else INK)
        self.widgets.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.widgets.tooltip_at(pos)
