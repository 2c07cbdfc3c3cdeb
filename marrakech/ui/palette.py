"""The carpet colours a player can choose, and their names (through the translation function).

Checked for colour-vision deficiency with tools/cvd_simulate.py --palette: every pair stays at
least 24 apart (CIE76) under simulated protanopia and deuteranopia, by lightness where the hue
goes (red dark, orange mid, saffron light; blue deep, purple light)."""

from __future__ import annotations

from functools import lru_cache

from common.ui.theme import CREAM, Colour, Palette, shade

CARPETS = Palette(
    "red #a01a28  blue #163e8e  saffron #f6cc3c  purple #b670d0  green #40a468  orange #dc7018"
)
CARPET_COLOURS = CARPETS.colours
colour_name = CARPETS.name


def _luminance(colour: Colour) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@lru_cache(maxsize=64)
def readable(colour: Colour, on: Colour = CREAM, contrast: float = 4.5) -> Colour:
    """`colour`, darkened as little as it takes for words in it to be read on `on` (the WCAG
    contrast ratio): a saffron heading on cream becomes a dark gold."""
    light = _luminance(on) + 0.05
    factor = 1.0
    while factor > 0.2 and light / (_luminance(shade(colour, factor)) + 0.05) < contrast:
        factor -= 0.05
    return shade(colour, factor)
