"""The carpet colours a player can choose, and their names (through the translation function).

Checked for colour-vision deficiency with tools/cvd_simulate.py --palette: every pair stays at
least 24 apart (CIE76) under simulated protanopia and deuteranopia, by lightness where the hue
goes (red dark, orange mid, saffron light; blue deep, purple light)."""

from __future__ import annotations

from common.core.i18n import N_
from common.ui.theme import Palette

CARPETS = Palette(
    ((160, 26, 40), N_("red")),
    ((22, 62, 142), N_("blue")),
    ((246, 204, 60), N_("saffron")),
    ((182, 112, 208), N_("purple")),
    ((64, 164, 104), N_("green")),
    ((220, 112, 24), N_("orange")),
)
CARPET_COLOURS = CARPETS.colours
colour_name = CARPETS.name
