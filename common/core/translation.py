"""The one translation function every user-facing string goes through, `_()` (and `n_()` for
messages with a number, whose plural forms differ between languages), over the current
language's catalogue; `N_()` marks a message where it is defined.

This module reads no file: common.core.i18n chooses the language and reads its catalogue
(through common.core.safe_read, whose own messages go through `_()` from here, so neither needs
the other handed in). Import `_` from common.core.i18n, which re-exports these; safe_read alone
takes them from here.
"""

from __future__ import annotations

from typing import Protocol


class Catalogue(Protocol):
    """A language's messages (gettext's translations are ones)."""

    def gettext(self, message: str) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int) -> str: ...


class SourceStrings:
    """English, the source strings themselves: no catalogue, and gettext not even loaded."""

    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural


_translation: Catalogue = SourceStrings()
_language = "en"


def use(language: str, catalogue: Catalogue) -> None:
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
