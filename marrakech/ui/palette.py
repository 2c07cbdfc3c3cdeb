"""The carpet colours a player can choose, and their names (through the translation function)."""

from __future__ import annotations

from common.core.i18n import _
from common.ui.theme import Colour

CARPET_COLOURS: tuple[Colour, ...] = (
    (186, 44, 40),  # red
    (38, 104, 168),  # blue
    (232, 164, 32),  # saffron
    (110, 56, 132),  # purple
    (52, 128, 82),  # green
    (214, 104, 38),  # orange
)


def colour_name(index: int) -> str:
    return (_("red"), _("blue"), _("saffron"), _("purple"), _("green"), _("orange"))[index]
