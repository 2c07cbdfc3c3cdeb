"""The review's picture: each player's expected final standing over the game, one line each in
their colours (a player of two colours: a line of both in turn, round by round), the
rolls that swung it most marked where they fell (a die on a gold band, said beside the
caption), each mistake and blunder marked on its
mover's line ("?", "??", as the game record marks them)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import pygame

from common.core.i18n import _
from common.core.review import BLUNDER, GameReview, StepReview
from common.ui.draw import fitting_size, text
from common.ui.review_words import DICE, swings_words
from common.ui.theme import BAD, CREAM, GOLD, INK, MUTED, Colour, font, shade

SWINGS = 5  # the rolls marked: the ones that moved someone's standing most
SWING_LEAST = 1.0  # in the game's unit: a roll that moved less is not a swing


def swings(review: GameReview) -> list[StepReview]:
    """The chance steps that moved a standing most (at most SWINGS), in the game's order."""
    chance = [s for s in review.steps if any(abs(x) >= SWING_LEAST for x in s.luck)]
    biggest = sorted(chance, key=lambda s: -max(abs(x) for x in s.luck))[:SWINGS]
    return sorted(biggest, key=lambda s: s.index)


def on_line(points: Sequence[tuple[int, int]], x: int) -> int:
    """The height of the line through `points` (left to right) at `x`."""
    for (x0, y0), (x1, y1) in pairwise(points):
        if x0 <= x <= x1:
            return y0 if x1 == x0 else round(y0 + (y1 - y0) * (x - x0) / (x1 - x0))
    return points[-1][1]


class StandingChart:
    """Where the chart is (`rect`) and how it maps a step and a standing to a point."""

    def __init__(
        self, review: GameReview, rect: pygame.Rect, size: int, chance: str = DICE
    ) -> None:
        """`chance`: what chance is in the game (review_words), for the words of its bands."""
        self.review = review
        self.chance = chance
        self.size = size
        values = [*review.start, *(v for s in review.steps for v in s.standing)]
        low, high = min(values), max(values)
        pad = max(1.0, (high - low) * 0.08)
        self.low, self.high = low - pad, high + pad
        self.rect = rect
        self.plot = pygame.Rect(
            rect.left + size * 4, rect.top + size * 2, rect.width - size * 5, rect.height - size * 4
        )

    def point(self, index: int, value: float) -> tuple[int, int]:
        """Where the standing `value` after `index` steps (0: the start) goes."""
        steps = max(1, len(self.review.steps))
        x = self.plot.left + self.plot.width * index / steps
        y = self.plot.bottom - self.plot.height * (value - self.low) / (self.high - self.low)
        return round(x), round(y)

    def series(self, seat: int) -> list[tuple[int, int]]:
        """The seat's standing at the start and after every round, everyone's turn once (within
        a round it rises and falls with whose turn it is, which says little), and at the end."""
        review = self.review
        steps = review.steps
        rounds = max(1, review.seats)
        points = [self.point(0, review.start[seat])]
        points += [
            self.point(s.index + 1, s.standing[seat])
            for i, s in enumerate(steps)
            if i + 1 == len(steps) or (steps[i + 1].turn != s.turn and s.turn % rounds == 0)
        ]
        return points

    def mistakes(self) -> list[tuple[StepReview, tuple[int, int]]]:
        """Each mistake and blunder and where it is marked: on its mover's line as drawn
        (round by round), where it was made."""
        review = self.review
        lines = {seat: self.series(seat) for seat in range(review.seats)}
        marked = []
        for step in review.mistakes():
            if 0 <= step.seat < review.seats:
                x = self.point(step.index + 1, 0)[0]
                marked.append((step, (x, on_line(lines[step.seat], x))))
        return marked

    def step_at(self, pos: tuple[int, int]) -> StepReview | None:
        """The step under the mouse, for the chart's tooltip."""
        if not self.plot.collidepoint(pos) or not self.review.steps:
            return None
        steps = len(self.review.steps)
        index = round((pos[0] - self.plot.left) / self.plot.width * steps) - 1
        return self.review.steps[max(0, min(steps - 1, index))]

    def draw(self, surface: pygame.Surface, colours: Sequence[Sequence[Colour]]) -> None:
        """`colours`: each seat's colours, its first the line's."""
        review, plot, size = self.review, self.plot, self.size
        pygame.draw.rect(surface, shade(CREAM, 0.97), self.rect, border_radius=10)
        for fraction in (0.0, 0.5, 1.0):  # three guide lines, labelled in the game's unit
            value = self.low + (self.high - self.low) * fraction
            y = self.point(0, value)[1]
            pygame.draw.line(surface, shade(CREAM, 0.86), (plot.left, y), (plot.right, y), 1)
            shown = str(round(value) + 0)  # never "-0"
            text(surface, shown, size, MUTED, midright=(plot.left - size // 2, y))
        caption = _("expected result ({unit}), move by move")
        at = (plot.left, self.rect.top + size)
        caption = caption.format(unit=_(review.unit))
        text(surface, caption, size, MUTED, midleft=at)
        if swings(review):
            self._draw_swings_legend(surface, at[0] + font(size).size(caption)[0], at[1])
        last_turn = review.steps[-1].turn if review.steps else 1
        below = plot.bottom + size
        text(surface, _("turn {n}").format(n=1), size, MUTED, midleft=(plot.left, below))
        text(surface, _("turn {n}").format(n=last_turn), size, MUTED, midright=(plot.right, below))
        for swing in swings(review):  # a gold band where a roll swung the game
            x = self.point(swing.index + 1, 0)[0]
            pygame.draw.line(surface, GOLD, (x, plot.top), (x, plot.bottom), max(2, size // 6))
        width = max(2, size // 5)
        for seat in range(review.seats):
            points = self.series(seat)
            own = colours[seat]
            wide = width + 1 if len(own) > 1 else width
            for i in range(len(points) - 1):  # a player of two colours: a line of both in turn
                colour = shade(own[i % len(own)], 0.8)
                pygame.draw.line(surface, colour, points[i], points[i + 1], wide)
            pygame.draw.circle(surface, own[0], points[-1], width * 2)
            if len(own) > 1:
                pygame.draw.circle(surface, own[1], points[-1], width)
        for swing in swings(review):  # a die atop each band, ringed in the colour it helped
            seat = max(range(review.seats), key=lambda s: swing.luck[s])
            die = pygame.Rect(0, 0, size, size)
            die.center = (self.point(swing.index + 1, 0)[0], plot.top + size // 2)
            ring = colours[seat][0]
            pygame.draw.rect(surface, ring, die.inflate(6, 6), border_radius=size // 3)
            pygame.draw.rect(surface, CREAM, die, border_radius=size // 4)
            pygame.draw.circle(surface, INK, die.center, max(1, size // 8))
        self._draw_mistakes(surface, colours)

    def _draw_swings_legend(self, surface: pygame.Surface, after: int, y: int) -> None:
        """What a die on a gold band is, at the chart's top right, beside its caption (which
        ends at `after`); left out where there is no room for it."""
        size, plot = self.size, self.plot
        words = swings_words(self.chance)
        room = plot.right - after - size * 3
        shown = fitting_size(words, size, room)
        if font(shown).size(words)[0] > room or shown < 10:
            return
        left = text(surface, words, shown, MUTED, midright=(plot.right, y)).left
        die = pygame.Rect(0, 0, shown, shown)
        die.midright = (left - shown // 2, y)
        pygame.draw.rect(surface, GOLD, die.inflate(4, 4), border_radius=shown // 3)
        pygame.draw.rect(surface, CREAM, die, border_radius=shown // 4)
        pygame.draw.circle(surface, INK, die.center, max(1, shown // 8))

    def _draw_mistakes(self, surface: pygame.Surface, colours: Sequence[Sequence[Colour]]) -> None:
        """A red badge with "?" (a mistake) or "??" (a blunder, larger) on the mover's line,
        ringed in the mover's colour."""
        small = max(10, self.size * 3 // 4)
        for step, point in self.mistakes():
            radius = small if step.mark == BLUNDER else small * 3 // 4
            pygame.draw.circle(surface, colours[step.seat][0], point, radius + 2)
            pygame.draw.circle(surface, BAD, point, radius)
            glyph = "??" if step.mark == BLUNDER else "?"
            text(surface, glyph, small, CREAM, bold=True, center=point)
