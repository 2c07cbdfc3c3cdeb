"""What the Bombay Bazar table says of the card or the supply stack under the pointer: a
card's moves since the person's turn, whole (the card may cut them), or a stack's tile and
whether it fits; nothing for the stacks hidden under the game log."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from bombay.rules.tiles import PATTERNS
from bombay.ui import table_words
from bombay.ui.since import mark_words

if TYPE_CHECKING:
    from bombay.ui.play_scene import PlayScene


def table_tip(scene: PlayScene, pos: tuple[int, int]) -> str | None:
    rows = scene.lay.player_rows
    moves = [m for m in scene.marks() if rows[m.seat].collidepoint(pos)]
    if moves:
        return "\n".join(f"{m.number}. {mark_words(m, scene.name)}" for m in moves)
    if scene.log.shown:
        return None  # the log lies over the supply: no stack under it has a word to say
    for i, sprite in enumerate(scene.stacks):
        home = pygame.FRect(0, 0, *sprite.size)
        home.center = sprite.home
        if home.collidepoint(pos):
            stack = scene.stacks_shown(scene.view_model())[i]
            mine = stack.count and scene.human_to_place
            fits = len(scene.table.shown.legal_rotations(PATTERNS[i])) if mine else None
            return table_words.stack_tip(i, stack.count, fits, stack.playable)
    return None
