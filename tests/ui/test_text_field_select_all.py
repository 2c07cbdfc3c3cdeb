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


def keys_typed(field: TextField, words: str) -> None:
    """Each letter as a keyboard sends it: its key pressed (Shift first for a capital), then
    the text it makes."""
    for letter in words:
        if letter.isupper():
            field.handle(keydown(pygame.K_LSHIFT, pygame.KMOD_LSHIFT))
        mod = pygame.KMOD_LSHIFT if letter.isupper() else 0
        key = pygame.key.key_code(letter.lower()) if letter.isalpha() else pygame.K_SPACE
        field.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=letter))
        field.handle(pygame.event.Event(pygame.TEXTINPUT, text=letter))


def test_ctrl_a_then_typing_a_name_on_a_real_keyboard_replaces_it(app):
    """Issue 47, 1.4: the default name selected with Ctrl+A and a name typed over it (each key
    pressed before its text arrives, Shift before a capital) is that name, not both."""
    field = TextField("Player 1", 16)
    field.rect = pygame.Rect(10, 10, 300, 40)
    field.focused = True
    field.handle(keydown(pygame.K_LCTRL, pygame.KMOD_LCTRL))
    field.handle(keydown(pygame.K_a, pygame.KMOD_LCTRL))
    keys_typed(field, "Amira")
    assert field.value == "Amira"
