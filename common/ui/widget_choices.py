"""Choices: a row of segments with one selected, and the check box."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from common.ui.draw import fitting_size, text
from common.ui.theme import CREAM, INK, MUTED, SAND, TERRACOTTA, TERRACOTTA_DARK, font, shade
from common.ui.widget_base import Widget
from common.ui.widget_button import DISABLED_INK, mix_disabled


class Choice(Widget):
    """A row of segments, one selected (e.g. 2 / 3 / 4 players, or Human / Computer)."""

    def __init__(
        self,
        options: Sequence[str],
        selected: int,
        on_change: Callable[[int], None] | None = None,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(tooltip)
        self.options = list(options)
        self.selected = selected
        self.on_change = on_change
        self.enabled = True  # False: flat and pale, as a button that cannot be pressed

    def step(self, direction: int) -> None:
        """Select the next (+1) or previous (-1) option, as the keyboard does."""
        self.selected = (self.selected + direction) % len(self.options)
        if self.on_change is not None:
            self.on_change(self.selected)

    def segment(self, i: int) -> pygame.Rect:
        edges = self._edges()
        left, right = round(edges[i]), round(edges[i + 1])
        return pygame.Rect(left, self.rect.top, right - left, self.rect.height)

    def _needs(self) -> list[int]:
        """Each option's words at full size, bold as when chosen, with a margin."""
        size = self.text_size()
        return [font(size, True).size(option)[0] + size * 3 // 5 for option in self.options]

    def _edges(self) -> list[float]:
        """Segment borders: each option's own words plus an equal share of what is left (a
        long "Български" stays full size beside short ones); equal if the words cannot fit."""
        needs = self._needs()
        spare = self.rect.width - sum(needs)
        if spare < 0:
            needs, spare = [0] * len(needs), self.rect.width
        edges = [float(self.rect.left)]
        for need in needs:
            edges.append(edges[-1] + need + spare / len(needs))
        return edges

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(self.options)):
                if self.segment(i).collidepoint(event.pos):
                    if i != self.selected:
                        self.selected = i
                        if self.on_change is not None:
                            self.on_change(i)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = max(4, self.rect.height // 4)
        back, chosen = shade(SAND, 0.9), TERRACOTTA
        if not self.enabled:
            back, chosen = mix_disabled(back), mix_disabled(TERRACOTTA)
        pygame.draw.rect(surface, back, self.rect, border_radius=radius)
        # one size for every option: none shrinks alone beside full-size neighbours
        size = min(
            fitting_size(option, self.text_size(), self.segment(i).width - 10, True)
            for i, option in enumerate(self.options)
        )
        for i, option in enumerate(self.options):
            seg = self.segment(i).inflate(-4, -4)
            if i == self.selected:
                pygame.draw.rect(surface, chosen, seg, border_radius=radius)
                colour = CREAM if self.enabled else DISABLED_INK
            elif not self.enabled:
                colour = DISABLED_INK
            else:
                colour = TERRACOTTA_DARK if seg.collidepoint(pygame.mouse.get_pos()) else MUTED
            bold = i == self.selected
            text(
                surface,
                option,
                size,
                colour,
                bold=bold,
                center=seg.center,
            )


class CheckBox(Widget):
    def __init__(self, label: str, checked: bool, tooltip: str | None = None) -> None:
        super().__init__(tooltip)
        self.label = label
        self.checked = checked

    def text_size(self) -> int:
        return max(12, int(self.rect.height * 0.58))

    def handle(self, event: pygame.event.Event) -> bool:
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if self.visible and clicked and self.rect.collidepoint(event.pos):
            self.checked = not self.checked
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        box = pygame.Rect(self.rect.left, self.rect.top, self.rect.height, self.rect.height)
        radius = max(3, box.height // 5)
        pygame.draw.rect(surface, CREAM, box, border_radius=radius)
        pygame.draw.rect(surface, TERRACOTTA_DARK, box, width=2, border_radius=radius)
        if self.checked:
            a = (box.left + box.width * 0.22, box.top + box.height * 0.52)
            b = (box.left + box.width * 0.42, box.top + box.height * 0.74)
            c = (box.left + box.width * 0.8, box.top + box.height * 0.28)
            pygame.draw.lines(surface, TERRACOTTA, False, [a, b, c], max(2, box.height // 7))
        text(
            surface,
            self.label,
            self.text_size(),
            INK,
            midleft=(box.right + box.height // 2, box.centery),
        )
