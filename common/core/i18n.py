"""The one translation function every user-facing string goes through: `_()` (and `n_()` for
messages with a number, whose plural forms differ between languages).

Catalogues are standard gettext .mo files under assets/locale/<lang>/LC_MESSAGES/bazaar.mo,
read through common.core.safe_read like every other file; a language without a catalogue, or
with one that cannot be read, falls back to the English source strings (the reason is logged).
safe_read's own messages go through `_()`, so this module cannot import it (that would be a
circle): safe_read hands it its reader when imported, which every program does before it sets a
language (it reads the settings first).
"""

from __future__ import annotations

import gettext
import io
import logging
import struct
from collections.abc import Callable
from pathlib import Path

from common.core.resources import asset_path

DOMAIN = "bazaar"
CATALOGUE_BYTES = 2 * 1024 * 1024
_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"
_read: Callable[[Path, int], bytes] | None = None


def read_catalogues_with(read: Callable[[Path, int], bytes]) -> None:
    """The reader catalogues are read with: common.core.safe_read.read_bytes, given when that
    module is imported (FileNotFoundError for no file, a ValueError for one it cannot use)."""
    global _read
    _read = read


def set_language(language: str) -> None:
    """Switch every later `_()` call to `language` (e.g. 'bg', 'pl', 'hu', 'ru', 'en')."""
    global _translation, _language
    _translation = _catalogue(language)
    _language = language


def _catalogue(language: str) -> gettext.NullTranslations:
    if language == "en":  # the source strings: no catalogue to read
        return gettext.NullTranslations()
    path = asset_path("locale", language, "LC_MESSAGES", f"{DOMAIN}.mo")
    try:
        if _read is None:
            raise LookupError("common.core.safe_read, which reads it, is not imported")
        return gettext.GNUTranslations(io.BytesIO(_read(path, CATALOGUE_BYTES)))
    except FileNotFoundError:
        pass
    except (OSError, ValueError, LookupError, TypeError, struct.error) as error:
        logging.getLogger("bazaar").warning("catalogue %s cannot be read: %s", path, error)
    return gettext.NullTranslations()


def gettext_in(language: str, message: str) -> str:
    """The message in that language, whichever is current (for text that must never pass
    for the app's own words in any language it speaks)."""
    return _catalogue(language).gettext(message)


def language() -> str:
    return _language


def _(message: str) -> str:
    """The message in the current language."""
    return _translation.gettext(message)


def N_(message: str) -> str:
    """Marks a message for the catalogues where it is defined (a table of labels, say);
    it is translated where it is shown, with _()."""
    return message


def n_(singular: str, plural: str, n: int) -> str:
    """The singular or plural message for n, by the current language's plural rules."""
    return _translation.ngettext(singular, plural, n)
