"""The elephants' colours a player can choose and their names, through the translation function."""

from __future__ import annotations

from common.core.i18n import _
from common.ui.theme import Colour

ELEPHANT_COLOURS: tuple[Colour, ...] = (
    (196, 52, 44),  # red
    (40, 108, 176),  # blue
    (46, 138, 86),  # green
    (124, 62, 148),  # purple
    (226, 150, 28),  # saffron
    (28, 140, 150),  # teal
)

NEUTRAL = (150, 146, 140)  # an elephant nobody plays
GROOVE = (168, 140, 104)  # an unused trunk segment engraved in a tile
GROOVE_DARK = (120, 94, 66)
IVORY = (246, 236, 214)
FLOOR_TILES = ((200, 120, 78), (214, 146, 96), (186, 104, 70))
GROUT = (96, 52, 36)


def colour_name(index: int) -> str:
    return (_("red"), _("blue"), _("green"), _("purple"), _("saffron"), _("teal"))[index]
