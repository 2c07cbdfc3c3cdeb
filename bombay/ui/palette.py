"""The elephants' colours a player can choose and their names, through the translation function."""

from __future__ import annotations

from common.ui.theme import Palette

ELEPHANTS = Palette(
    "red #c4342c  blue #286cb0  green #2e8a56  purple #7c3e94  saffron #e2961c  teal #1c8c96"
)
ELEPHANT_COLOURS = ELEPHANTS.colours
colour_name = ELEPHANTS.name

NEUTRAL = (150, 146, 140)  # an elephant nobody plays
GROOVE = (168, 140, 104)  # an unused trunk segment engraved in a tile
GROOVE_DARK = (120, 94, 66)
IVORY = (246, 236, 214)
FLOOR_TILES = ((200, 120, 78), (214, 146, 96), (186, 104, 70))
GROUT = (96, 52, 36)
