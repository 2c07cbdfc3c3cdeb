"""The new-game screen both games share: how many players, each seat's colours, name and level
(a person or a computer), Start and Back; the colours are common.ui.seat_colours'.

A game subclasses NewGameScene with its name in the registry (the player counts on offer are
its entry's), default names and palette; it adds its
own options below the seats (`layout_options`, `draw_options`), draws a seat's colour swatch
(`draw_swatch`) and turns the choices into its session (`session`). The screen opens with the
table set up last time (common.core.setup_memory), the game's options included
(`options_table`, `recall_options`). The seed of each new game
comes from `seeds`: the app's (SystemRandom, unless a test gave the app a seeded Random) or the
scene's own, so a test can replay a table.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from common.core import registry
from common.core.cleantext import visible_or
from common.core.i18n import _
from common.core.setup_memory import load_last_table, save_last_table
from common.ui.computer import SEAT_LEVELS, seat_labels, seat_tooltip
from common.ui.draw import panel, text, vertical_gradient
from common.ui.guide_offer import learn_button, offer_words, place_between
from common.ui.layout import centred_card
from common.ui.scene import Scene
from common.ui.seat_colours import SeatColours
from common.ui.setup_words import draw_note, draw_summary, size_to_fit
from common.ui.theme import CREAM, GOLD, GOLD_LIGHT, INDIGO_DARK, INK, TERRACOTTA_DARK, shade
from common.ui.widget_button import Button
from common.ui.widget_choices import CheckBox, Choice
from common.ui.widget_text_field import TextField
from common.ui.widgets import WidgetGroup

MAX_SEATS = 4


class NewGameScene(SeatColours, Scene):
    """Choose the table, then Start. Enter starts; Esc goes back. Subclasses set `title` and
    `count_tooltip` (marked with N_), `game` (its registry name), `default_count`,
    `default_names`, `palette_size` and the box's shape."""

    title = ""
    game = ""
    count_tooltip = ""
    default_count = 0  # index into the counts on offer
    default_names: Sequence[str] = ()
    palette_size = 0
    box_size = (900, 620)
    rows_in_box = 13  # the box's height in rows: sets the row height
    swatch_scale = 1.0  # a colour swatch's side, in rows
    place_width = 0.0  # room between a name and its level, as a share of the box's width

    def seat_spacing(self) -> float:
        return 1.3  # rows from one seat's top to the next (a game's may depend on the players)

    def __init__(
        self,
        app,
        on_start: Callable[[Any], None],
        on_back: Callable[[], None],
        seeds: random.Random | None = None,
    ) -> None:
        self.counts = registry.find(self.game).players
        self.on_start = on_start
        self.on_back = on_back
        self.seeds = seeds or app.seeds
        self.widgets = WidgetGroup()
        self.count = self.widgets.add(
            Choice(
                [_("Solo") if n == 1 else str(n) for n in self.counts],
                self.default_count,
                self._count_changed,
                tooltip=_(self.count_tooltip),
            )
        )
        self.names = [
            self.widgets.add(TextField(_(name), tooltip=_("Click to type a name")))
            for name in self.default_names
        ]
        self.kinds = [
            self.widgets.add(Choice(seat_labels(), 0, tooltip=seat_tooltip()))
            for _seat in range(MAX_SEATS)
        ]
        # Palette indices per seat, one per colour slot (see colour_slots).
        self.colours = [[seat, seat + MAX_SEATS] for seat in range(MAX_SEATS)]
        self.colour_rects: list[list[pygame.Rect]] = [[] for _seat in range(MAX_SEATS)]
        self.add_options()
        self.start_button = self.widgets.add(
            Button(_("Start"), self.start, primary=True, tooltip=_("Start the game (Enter)"))
        )
        self.back_button = self.widgets.add(
            Button(_("Back"), on_back, tooltip=_("Back to the title (Esc)"))
        )
        self.learn_button = learn_button(app, self.game)  # the guided first game, if any
        self.widgets.widgets += [self.learn_button] if self.learn_button else []
        self.background = pygame.Surface((1, 1))  # the gradient made in layout()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.row_h = 0
        self.recall(load_last_table(self.game))
        self._keep_colours_apart()
        super().__init__(app)

    # --- what a game adds -------------------------------------------------------------------

    def add_options(self) -> None:
        """Add the game's own widgets (made before Start and Back, for keyboard order)."""

    def add_check_box(self, label: str, tooltip: str) -> CheckBox:
        """An option of the game's, unticked at first (the variant, a tournament)."""
        return self.widgets.add(CheckBox(label, False, tooltip=tooltip))

    def seat_shown(self, seat: int) -> bool:
        """Whether a seat's level choice shows (a solo game has none)."""
        return True

    def layout_options(self, top: int, left: int, pad: int) -> None:
        """Place the game's own widgets below the seats, from `top`."""

    def draw_swatch(self, surface: pygame.Surface, seat: int, slot: int, rect: pygame.Rect):
        """Draw one of a seat's colours in its swatch."""

    def draw_options(self, surface: pygame.Surface) -> None:
        """Draw the game's own words and pictures (under the widgets)."""

    def session(self) -> Any:
        """The table chosen: what on_start receives."""
        raise NotImplementedError

    def options_table(self) -> dict[str, Any]:
        """The game's own options as kept for next time (plain JSON values)."""
        return {}

    def recall_options(self, options: dict[str, Any]) -> None:
        """Set the game's options kept last time; leave alone any that is not as written."""

    # --- the last table, kept for next time -----------------------------------------------------

    def table(self) -> dict[str, Any]:
        """The table as set up now: players, names, levels, colours and the game's options."""
        return {
            "players": self.players,
            "names": [field.value for field in self.names],
            "kinds": [kind.selected for kind in self.kinds],
            "colours": self.colours,
            "options": self.options_table(),
        }

    def recall(self, table: dict[str, Any]) -> None:
        """Set up the table kept last time; a field that is not as written is left alone."""
        if table.get("players") in self.counts:
            self.count.selected = self.counts.index(table["players"])
        names, kinds, colours = table.get("names"), table.get("kinds"), table.get("colours")
        if isinstance(names, list) and len(names) == len(self.names):
            for field, name in zip(self.names, names, strict=True):
                if isinstance(name, str):
                    field.value = "".join(c for c in name if c.isprintable())[: field.max_length]
        if isinstance(kinds, list) and len(kinds) == MAX_SEATS:
            for kind, chosen in zip(self.kinds, kinds, strict=True):
                if type(chosen) is int and 0 <= chosen < len(kind.options):
                    kind.selected = chosen
        shades = range(max(self.palette_size, 2 * MAX_SEATS))  # a second slot may lie beyond
        if (
            isinstance(colours, list)
            and len(colours) == MAX_SEATS
            and all(isinstance(seat, list) and len(seat) == 2 for seat in colours)
            and all(type(c) is int and c in shades for seat in colours for c in seat)
        ):
            self.colours = [list(seat) for seat in colours]  # kept apart once recalled
        if isinstance(table.get("options"), dict):
            self.recall_options(table["options"])

    # --- what the choices are ---------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.counts[self.count.selected]

    def seat_name(self, seat: int) -> str:
        """The typed name; "Player 2" when it is empty or shows nothing (zero-width only)."""
        return visible_or(self.names[seat].value, _("Player {n}").format(n=seat + 1))

    def seat_level(self, seat: int) -> str | None:
        """The seat's computer level, or None for a person."""
        return SEAT_LEVELS[self.kinds[seat].selected] if self.seat_shown(seat) else None

    def seat_colours(self, seat: int) -> list[int]:
        return list(self.colours[seat][: self.colour_slots()])

    def new_seed(self) -> int:
        return self.seeds.randrange(1 << 62)

    def start(self) -> None:
        save_last_table(self.game, self.table())
        self.on_start(self.session())

    def _count_changed(self, _index: int) -> None:
        self._keep_colours_apart()
        self.layout(self.size)

    # --- the screen -------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.background = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
        self.box = centred_card(size, self.box_size, (60, 60))
        self.row_h = row_h = max(36, self.box.height // self.rows_in_box)
        pad = row_h // 3
        left = self.box.left + pad * 2
        y = self.box.top + int(row_h * 1.9)
        self.count.rect = pygame.Rect(
            left + int(self.box.width * 0.28), y, row_h * len(self.counts) * 3 // 2, row_h
        )
        y += int(row_h * 1.55)
        swatch = int(row_h * self.swatch_scale)
        place = int(self.box.width * self.place_width)
        for seat in range(MAX_SEATS):
            visible = seat < self.players
            self.names[seat].visible = visible
            self.kinds[seat].visible = visible and self.seat_shown(seat)
            top = y + (row_h - swatch) // 2
            self.colour_rects[seat] = [
                pygame.Rect(left + k * (swatch + pad // 2), top, swatch, swatch)
                for k in range(self.colour_slots())
            ]
            name_left = self.colour_rects[seat][-1].right + pad
            width = int(self.box.width * (0.36 - self.place_width / 2))
            self.names[seat].rect = pygame.Rect(name_left, y, width, row_h)
            kind_left = self.names[seat].rect.right + pad + place
            self.kinds[seat].rect = pygame.Rect(
                kind_left, y, self.box.right - pad * 2 - kind_left, row_h
            )
            if visible:
                y += int(row_h * self.seat_spacing())
        self.layout_options(y + pad, left, pad)
        button_w = int(self.box.width * 0.28)
        self.start_button.rect = pygame.Rect(0, 0, button_w, row_h)
        self.start_button.rect.bottomright = (self.box.right - pad * 2, self.box.bottom - pad * 2)
        self.back_button.rect = pygame.Rect(0, 0, button_w, row_h)
        self.back_button.rect.bottomleft = (self.box.left + pad * 2, self.box.bottom - pad * 2)
        place_between(self.learn_button, self.back_button.rect, self.start_button.rect)

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle_key(event):
            return
        if event.type == pygame.KEYDOWN and self.widgets.focused_field() is None:
            if event.key == pygame.K_ESCAPE:
                self.on_back()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            swatch = self._swatch_at(event.pos)
            if swatch is not None:
                self.cycle_colour(*swatch)
                return
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        panel(surface, self.box, shade(CREAM, 0.97), GOLD, radius=20)
        row_h = self.row_h
        text(
            surface,
            _(self.title),
            int(row_h * 0.75),
            TERRACOTTA_DARK,
            bold=True,
            midleft=(self.box.left + row_h, self.box.top + int(row_h * 0.95)),
        )
        text(
            surface,
            _("Players"),
            int(row_h * 0.45),
            INK,
            bold=True,
            midleft=(self.box.left + row_h * 2 // 3, self.count.rect.centery),
        )
        mouse = pygame.mouse.get_pos()
        for seat in range(self.players):
            for slot, rect in enumerate(self.colour_rects[seat]):
                self.draw_swatch(surface, seat, slot, rect)
                if rect.collidepoint(mouse):
                    pygame.draw.rect(surface, GOLD_LIGHT, rect, 2, border_radius=6)
        self.draw_options(surface)
        self.draw_colour_words(surface)
        self.draw_summary(surface)
        self.widgets.draw(surface)
        self.draw_name_note(surface)

    def name_note(self) -> str | None:
        """What the screen says while the name being typed is as long as a name may be."""
        for field in self.names:
            if field.visible and field.focused and len(field.value) >= field.max_length:
                return _("A name holds at most {n} characters.").format(n=field.max_length)
        return None

    def draw_name_note(self, surface: pygame.Surface) -> None:
        """A full name field framed in terracotta; why nothing more goes in, between Back and
        Start."""
        note = self.name_note()
        if note is not None:
            field = next(field.rect for field in self.names if field.focused)
            back, start = self.back_button.rect, self.start_button.rect
            room = pygame.Rect(back.right, back.top, start.left - back.right, back.height)
            room.inflate_ip(-self.row_h // 2, 0)
            draw_note(surface, field, room, note, int(self.row_h * 0.42))

    # --- the rules in a few sentences, under the options -------------------------------------

    def rules_summary(self) -> str:
        """The game in a few sentences, ending with how it is won."""
        return ""

    def summary_top(self) -> int:
        """Where the rules summary's box begins: under the game's options."""
        return self.start_button.rect.top

    @property
    def blurb(self) -> pygame.Rect:
        """The rules summary's box: under the options, above Start and Back."""
        row_h, top = self.row_h, self.summary_top()
        width = self.box.width - row_h * 4 // 3
        return pygame.Rect(
            self.box.left + row_h * 2 // 3,
            top,
            width,
            self.start_button.rect.top - top - row_h // 5,
        )

    def summary_size(self) -> int:
        """The rules summary's text size: as large as fits its box, never cut short."""
        inside = self.blurb.inflate(-self.row_h * 2 // 3, -self.row_h // 3)
        return size_to_fit(self.summary_words(), int(self.row_h * 0.42), inside)

    def summary_words(self) -> str:
        """The rules in a few sentences, after the offer of the lesson the first time."""
        return offer_words(self.game, self.learn_button) + self.rules_summary()

    def draw_summary(self, surface: pygame.Surface) -> None:
        words = self.summary_words()
        if words:
            inside = self.blurb.inflate(-self.row_h * 2 // 3, -self.row_h // 3)
            draw_summary(surface, self.blurb, inside, words, self.summary_size())

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        swatch = self._swatch_at(pos)
        if swatch is not None:
            colour = self.colours[swatch[0]][swatch[1]]
            return _("{colour}: click for another colour").format(
                colour=self.colour_name(colour).capitalize()
            )
        return self.widgets.tooltip_at(pos)
