"""The one translation function every user-facing string goes through: `_()` (and `n_()` for
messages with a number, whose plural forms differ between languages).

Catalogues are standard gettext .mo files under assets/locale/<lang>/LC_MESSAGES/bazaar.mo; a
language without a catalogue falls back to the English source strings.
"""

from __future__ import annotations

import gettext

from common.core.resources import asset_path

DOMAIN = "bazaar"
_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def set_language(language: str) -> None:
    """Switch every later `_()` call to `language` (e.g. 'bg', 'pl', 'hu', 'ru', 'en')."""
    global _translation, _language
    _translation = gettext.translation(
        DOMAIN, localedir=str(asset_path("locale")), languages=[language], fallback=True
    )
    _language = language


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
