"""The carpet colours a player can choose, and their names (through the translation function)."""

from __future__ import annotations

from common.core.i18n import N_
from common.ui.theme import Palette

CARPETS = Palette(
    ((186, 44, 40), N_("red")),
    ((38, 104, 168), N_("blue")),
    ((232, 164, 32), N_("saffron")),
    ((110, 56, 132), N_("purple")),
    ((52, 128, 82), N_("green")),
    ((214, 104, 38), N_("orange")),
)
CARPET_COLOURS = CARPETS.colours
colour_name = CARPETS.name
