"""The elephants' colours a player can choose and their names, through the translation function."""

from __future__ import annotations

from common.core.i18n import N_
from common.ui.theme import Palette

ELEPHANTS = Palette(
    ((196, 52, 44), N_("red")),
    ((40, 108, 176), N_("blue")),
    ((46, 138, 86), N_("green")),
    ((124, 62, 148), N_("purple")),
    ((226, 150, 28), N_("saffron")),
    ((28, 140, 150), N_("teal")),
)
ELEPHANT_COLOURS = ELEPHANTS.colours
colour_name = ELEPHANTS.name

NEUTRAL = (150, 146, 140)  # an elephant nobody plays
GROOVE = (168, 140, 104)  # an unused trunk segment engraved in a tile
GROOVE_DARK = (120, 94, 66)
IVORY = (246, 236, 214)
FLOOR_TILES = ((200, 120, 78), (214, 146, 96), (186, 104, 70))
GROUT = (96, 52, 36)
