"""Where a guided first game is offered: once, on a game's setup screen the first time it is
opened ("New to Bombay Bazar? Learn it by playing: about 3 minutes", above the rules in a few
sentences, and its button lit), and always by the *Learn by playing* button there and on the
Rules screen. Which games have been offered is kept in the settings (`guides_offered`)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import pygame

from common.core import registry
from common.core.i18n import _
from common.ui.settings import save_settings
from common.ui.widget_button import Button

if TYPE_CHECKING:
    from common.ui.app import App

GUIDE_MINUTES = {"bombay": 3, "marrakech": 2}  # about how long each lesson takes


def learn_button(app: App, game: str) -> Button | None:
    """The button that opens `game`'s guided first game (None if it has none); lit the first
    time it is offered, which is then remembered."""
    entry = registry.find(game)
    if not entry.has_guide():
        return None
    first = game not in app.settings.guides_offered
    if first:
        app.settings.guides_offered.append(game)
        with contextlib.suppress(OSError):  # else offered again next time: nothing is lost
            save_settings(app.settings)
    return Button(
        _("Learn by playing"),
        lambda: entry.open_guide(app),
        primary=first,
        tooltip=_("A short guided game against the computer: the coach shows each rule"),
    )


def offer_words(game: str, button: Button | None) -> str:
    """The line that offers the lesson, the first time (its button lit), else nothing."""
    if button is None or not button.primary:
        return ""
    minutes = GUIDE_MINUTES.get(game, 3)
    words = _("New to {game}? Learn it by playing: about {n} minutes.")
    return words.format(game=_(registry.find(game).title), n=minutes) + "\n"


def place_between(button: Button | None, left: pygame.Rect, right: pygame.Rect) -> None:
    """The button as wide as those either side, midway between them."""
    if button is not None:
        button.rect = left.copy()
        button.rect.centerx = (left.right + right.left) // 2
