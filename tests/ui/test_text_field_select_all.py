"""Ctrl+A in a text field selects what is typed there: the next letter replaces it all, and
Backspace clears it (a save name, a player's name)."""

from __future__ import annotations

import pygame

from common.ui.widgets import TextField


def keydown(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")


def test_ctrl_a_then_typing_replaces_and_backspace_clears(app):
    field = TextField("Game of 2 December", 40)
    field.rect = pygame.Rect(10, 10, 300, 40)
    field.focused = True
    field.handle(keydown(pygame.K_a, pygame.KMOD_LCTRL))
    field.draw(app.screen)
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="M"))
    assert field.value == "M"
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="y"))
    assert field.value == "My", "only the first key replaces the selection"
    field.handle(keydown(pygame.K_a, pygame.KMOD_LCTRL))
    field.handle(keydown(pygame.K_BACKSPACE))
    assert field.value == ""
