"""Colours and fonts of the whole app: a warm market palette, one bundled font."""

from __future__ import annotations

from functools import lru_cache

import pygame

from common.core.i18n import N_, _
from common.core.resources import asset_path

Colour = tuple[int, int, int]


# The colours' names, said in the player's language: one word for one colour in both games.
COLOUR_WORDS = {
    "red": N_("red"),
    "blue": N_("blue"),
    "green": N_("green"),
    "purple": N_("purple"),
    "saffron": N_("saffron"),
    "teal": N_("teal"),
    "orange": N_("orange"),
}


class Palette:
    """The colours a player can choose for their pieces, each with its name, given as text:
    "red #a01a28  blue #163e8e ..." (a name of COLOUR_WORDS and the colour's hex code), said in
    the player's language by `name`."""

    def __init__(self, named: str) -> None:
        words = named.split()
        self._names = tuple(COLOUR_WORDS[word] for word in words[::2])
        self.colours: tuple[Colour, ...] = tuple(
            (int(code[1:3], 16), int(code[3:5], 16), int(code[5:7], 16)) for code in words[1::2]
        )

    def name(self, index: int) -> str:
        return _(self._names[index])


SAND = (236, 214, 176)
SAND_DARK = (196, 160, 112)
TERRACOTTA = (178, 84, 52)
TERRACOTTA_DARK = (120, 50, 32)
INDIGO = (38, 42, 84)
INDIGO_DARK = (22, 24, 52)
GOLD = (226, 178, 60)
GOLD_LIGHT = (250, 222, 140)
INK = (44, 30, 22)
CREAM = (252, 244, 228)
SHADOW = (0, 0, 0)
GOOD = (70, 150, 80)
BAD = (190, 50, 40)
MUTED = (150, 130, 110)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled DejaVu Sans at a pixel size; covers Latin and Cyrillic."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(asset_path("fonts", name)), max(6, int(size)))


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour a fraction t of the way from a to b."""
    red, green, blue = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return red, green, blue


def shade(colour: Colour, factor: float) -> Colour:
    """Darker (factor < 1) or lighter (factor > 1) version of a colour."""
    if factor < 1:
        return mix((0, 0, 0), colour, factor)
    return mix(colour, (255, 255, 255), factor - 1)
