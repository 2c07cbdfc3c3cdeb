"""Play again online (issue 49): at the results of an online game, *Play again* offers everyone
the same table in the same room, the seats moved one place; each player answers yes or no, and
what each said shows on a band over the results; once all said yes the new game opens at its
table. A no ends the offer (anyone may make it again).

The connection outlives the table for it (OnlineLink.after): the band is a thin scene over the
results that looks at the connection each frame and hands everything else (clicks, keys, the
celebration's frames) to the results below."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from common.core.i18n import _
from common.net import seat_tokens
from common.net.client import CLOSED, Event
from common.ui.draw import ellipsize, fitting_size, panel, text
from common.ui.online_link import OnlineLink
from common.ui.online_words import refusal_words
from common.ui.scene import Scene
from common.ui.theme import BAD, CREAM, GOLD, INDIGO, INK
from common.ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from common.ui.app import App

Reopen = Callable[["App", OnlineLink, dict[str, Any], Sequence[Event]], None]


def seat_words(name: str, answer: str) -> str:
    """One seat's answer: yes, no or still to say."""
    words = {"yes": _("{name}: yes"), "waiting": _("{name}: not yet")}.get(answer, "{name}")
    return words.format(name=name)


class RematchBand(Scene):
    """Over an online game's results (`results`), holding its `link`."""

    modal = True  # the results are drawn under it

    def __init__(
        self, app: App, results: Scene, link: OnlineLink, names: list[str], reopen: Reopen
    ) -> None:
        self.results, self.link, self.names, self.reopen = results, link, names, reopen
        self.widgets = WidgetGroup()
        self.yes = self.widgets.add(
            Button(
                _("Yes, play again"),
                self.accept,
                primary=True,
                tooltip=_("A new game at this table, the seats moved one place"),
            )
        )
        self.no = self.widgets.add(Button(_("No"), self.decline))
        self.yes.visible = self.no.visible = False
        self.answers: list[str] | None = None  # each seat's: "yes" or "waiting" (no offer: None)
        self.said = False  # this player answered the offer being made
        self.note = ""  # what happened to the last offer (a no, a lost connection)
        self.band = pygame.Rect(0, 0, 0, 0)
        client = link.net.client
        standing = client.rematch_offer if client is not None else None
        if standing is not None:  # offered before this window came back to the room
            self._heard(standing)
        again = getattr(results, "again", None)
        if again is not None:
            again.label, again.on_click = _("Play again"), self.accept
            again.tooltip = _("Offer everyone the same table again, the seats moved one place")
        super().__init__(app)

    def accept(self) -> None:
        if self.link.lost is None:
            self.link.net.call("rematch", True)
            self.said, self.note = True, ""
            self.app.dirty = True

    def decline(self) -> None:
        if self.link.lost is None:
            self.link.net.call("rematch", False)
            self.said = True

    def update(self, dt: float) -> bool:
        events = self.link.net.poll()
        for at, event in enumerate(events):
            message = event.message
            kind = message["type"]
            if kind == "rematch":
                self._heard(message)
            elif kind == "room":  # everyone said yes: the new game, at its table
                self._sit_down(message, events[at + 1 :])
                return True
            elif kind == "error":
                self.note, self.said = refusal_words(message["code"], message["reason"]), False
            elif kind == CLOSED:
                self.link.lost, self.answers = message["reason"], None
                self.note = _("The connection to the server was lost: no rematch.")
            self.app.dirty = True
        return self.results.update(dt)

    def _heard(self, message: dict[str, Any]) -> None:
        if "declined_by" in message:
            self.answers, self.said = None, False
            self.note = _("{name} said no: no rematch.").format(name=message["declined_by"])
            return
        accepted = message["accepted"]
        self.answers = ["yes" if seat in accepted else "waiting" for seat in range(len(self.names))]
        client = self.link.net.client
        mine = client.seats if client is not None else []
        self.said = bool(mine) and all(seat in accepted for seat in mine)  # this player's yes
        self.note = ""

    def _sit_down(self, room: dict[str, Any], heard: Sequence[Event]) -> None:
        client = self.link.net.client
        if client is not None and client.token is not None:
            hosted = self.link.server is not None
            seat_tokens.remember(
                self.link.address, room["code"], client.token, room["game"], hosted
            )
        self.link.after = None
        self.link.verdict_words = self.link.kept_record = None
        self.reopen(self.app, self.link, room, heard)

    def on_exit(self) -> None:
        """Leaving the results (the title, a new game): the connection ends, unless the new
        game took it."""
        if self.link.after is self:
            self.link.after = None
            self.link.close()

    def layout(self, size: tuple[int, int]) -> None:
        """A panel across the card's lower middle, just over its buttons: two lines of words
        on the left, the answers on the right."""
        super().layout(size)
        self.results.layout(size)
        row = max(40, size[1] // 16)
        width = min(size[0] - 80, max(720, size[0] * 3 // 5))
        self.band = pygame.Rect(0, 0, width, int(row * 2.3))
        again = getattr(self.results, "again", None)
        bottom = again.rect.top - row // 3 if again is not None else size[1] - row
        self.band.midbottom = (size[0] // 2, bottom)
        button = pygame.Rect(0, 0, width // 6, int(row * 0.8))
        button.right, button.centery = self.band.right - row // 3, self.band.centery
        self.no.rect = button.move(0, 0)
        self.yes.rect = button.move(-(button.width + row // 4), 0)
        self.yes.rect.width += row // 4
        self.yes.rect.right = self.no.rect.left - row // 4

    def handle(self, event: pygame.event.Event) -> None:
        on_band = hasattr(event, "pos") and self.band.collidepoint(event.pos)
        if self.shown() and on_band:
            self.yes.visible = self.no.visible = self.asked()
            self.widgets.handle(event)
            return
        self.results.handle(event)

    def lines(self) -> tuple[str, str]:
        """What the panel says: the offer and each seat's answer, or what became of it."""
        if self.answers is None:
            return self.note, ""
        who = " · ".join(
            seat_words(name, answer) for name, answer in zip(self.names, self.answers, strict=False)
        )
        return _("Play again at the same table?"), who

    def asked(self) -> bool:
        """An offer is made and this player has yet to answer it."""
        return self.answers is not None and not self.said

    def shown(self) -> bool:
        return self.answers is not None or bool(self.note)

    def draw(self, surface: pygame.Surface) -> None:
        asked = self.yes.visible = self.no.visible = self.asked()
        if not self.shown():
            return
        panel(surface, self.band, CREAM, GOLD, radius=self.band.height // 5)
        pygame.draw.rect(surface, GOLD, self.band, 2, border_radius=self.band.height // 5)
        size = max(14, self.band.height // 5)
        room = (self.yes.rect.left if asked else self.band.right) - self.band.left - size * 2
        first, second = self.lines()
        left = self.band.left + size
        # a line shrinks to fit (down to 12), cut only past that; the tooltip has it whole
        first_size = fitting_size(first, size, room, bold=True, smallest=12)
        first = ellipsize(first, first_size, room, True)
        colour = BAD if self.answers is None else INK
        if not second:  # what became of the offer, on its own
            text(surface, first, first_size, colour, bold=True, midleft=(left, self.band.centery))
        else:
            top = self.band.centery - size * 3 // 4
            text(surface, first, first_size, colour, bold=True, midleft=(left, top))
            second_size = fitting_size(second, size, room, smallest=12)
            second = ellipsize(second, second_size, room)
            text(surface, second, second_size, INDIGO, midleft=(left, top + size * 3 // 2))
        self.widgets.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.shown() and self.band.collidepoint(pos):  # the whole line, where it is cut
            return self.widgets.tooltip_at(pos) or "\n".join(self.lines()).strip()
        return self.results.tooltip_at(pos)


def offer_at_results(app: App, link: OnlineLink, names: list[str], reopen: Reopen) -> None:
    """The panel over the results now shown (app.top), holding the link (OnlineLink.after);
    `reopen(app, link, room, heard)` sits everyone at the new game's table."""
    results = app.top
    assert results is not None  # the results were just shown
    band = RematchBand(app, results, link, names, reopen)
    link.after = band
    app.push(band)
