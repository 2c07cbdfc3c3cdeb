"""The one translation function every user-facing string goes through, `_()` (and `n_()` for
messages with a number, whose plural forms differ between languages), over the current
language's catalogue; `N_()` marks a message where it is defined.

This module reads no file: common.core.i18n chooses the language and reads its catalogue
(through common.core.safe_read, whose own messages go through `_()` from here, so neither needs
the other handed in). Import `_` from common.core.i18n, which re-exports these; safe_read alone
takes them from here.
"""

from __future__ import annotations

import gettext

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def use(language: str, catalogue: gettext.NullTranslations) -> None:
    """Make `catalogue` (that of `language`) the one every later `_()` call reads."""
    global _translation, _language
    _translation, _language = catalogue, language


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
