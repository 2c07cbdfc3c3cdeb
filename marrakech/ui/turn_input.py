"""The person's input for Assam at the Marrakech table: the arrow keys and clicks that turn him
(the arrow pressed is the way he will face), and a shown hint taken with Enter or a click."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from marrakech.rules.state import MarrakechState
from marrakech.ui import table_words
from marrakech.ui.renderer import turn_at

if TYPE_CHECKING:  # the scene imports this module
    from marrakech.ui.play_scene import PlayScene

# The arrow keys name the way Assam will face, as the arrows on the board do.
FACING_KEYS = {pygame.K_UP: 0, pygame.K_RIGHT: 1, pygame.K_DOWN: 2, pygame.K_LEFT: 3}


def take_hint(scene: PlayScene, event: pygame.event.Event, enter: bool) -> bool:
    """A hint shown is taken with Enter (not a second press of the focused Hint button)
    or a click on its ghost carpet or its ringed arrow. True if it was taken."""
    hint = scene.shown_hint()
    if hint is None or scene.hand.busy():
        return False
    clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
    if hint.kind == "place" and scene.human_to("place"):
        on_ghost = clicked and scene.lay.square_at(event.pos) in hint.squares
        if enter or on_ghost:
            scene.hand.place(hint, by_hand=True)
            return True
    if hint.kind == "turn" and scene.human_to("turn"):
        base = MarrakechState.of(scene.table.shown)
        on_arrow = clicked and turn_at(scene.lay, base, event.pos) == hint.value
        if enter or on_arrow:
            scene.choose_turn(hint.value)
            return True
    return False


def handle_turn(scene: PlayScene, event: pygame.event.Event, base: MarrakechState) -> bool:
    """The arrow a player presses or clicks is the way Assam will face (from `base`,
    where he stood before turning). True if the event was about turning."""
    if event.type == pygame.KEYDOWN and event.key in FACING_KEYS:
        facing = FACING_KEYS[event.key]
        delta = (facing - base.assam[2] + 1) % 4 - 1
        if delta == 2:
            scene.say(table_words.cannot_turn_round(facing), error=True)
        else:
            scene.choose_turn(delta)
        return True
    if event.type == pygame.MOUSEMOTION:
        scene.hover_turn(base)
        return False
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        clicked_turn = turn_at(scene.lay, base, event.pos)
        if clicked_turn is not None:
            scene.choose_turn(clicked_turn)
            return True
    return False
