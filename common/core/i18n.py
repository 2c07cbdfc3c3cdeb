"""Choosing the language: `set_language()` reads its catalogue, and the one translation
function, `_()` (`n_()` for messages with a number, `N_()` to mark a message where it is
defined), re-exported from common.core.translation, where the current catalogue is kept.

Catalogues are standard gettext .mo files under assets/locale/<lang>/LC_MESSAGES/bazaar.mo,
read through common.core.safe_read like every other file; a language without a catalogue, or
with one that cannot be read, falls back to the English source strings (the reason is logged).
"""

from __future__ import annotations

import io

from common.core import translation
from common.core.applog import Log
from common.core.resources import asset_path
from common.core.safe_read import read_bytes
from common.core.translation import N_, Catalogue, SourceStrings, _, language, n_

DOMAIN = "bazaar"
CATALOGUE_BYTES = 2 * 1024 * 1024
__all__ = ["N_", "_", "gettext_in", "language", "n_", "set_language"]


def set_language(language: str) -> None:
    """Switch every later `_()` call to `language` (e.g. 'bg', 'pl', 'hu', 'ru', 'en')."""
    translation.use(language, _catalogue(language))


def _catalogue(language: str) -> Catalogue:
    if language == "en":  # the source strings: no catalogue to read
        return SourceStrings()
    import gettext  # the reader of other languages' catalogues (struct: its errors)
    import struct

    path = asset_path("locale", language, "LC_MESSAGES", f"{DOMAIN}.mo")
    try:
        return gettext.GNUTranslations(io.BytesIO(read_bytes(path, CATALOGUE_BYTES)))
    except FileNotFoundError:
        pass
    except (OSError, ValueError, LookupError, TypeError, struct.error) as error:
        Log("bazaar").warning("catalogue %s cannot be read: %s", path, error)
    return SourceStrings()


def gettext_in(language: str, message: str) -> str:
    """The message in that language, whichever is current (for text that must never pass
    for the app's own words in any language it speaks)."""
    return _catalogue(language).gettext(message)
