"""What the Bombay Bazar table says of the card or the supply stack under the pointer: a
card's moves since the person's turn, whole (the card may cut them), or a stack's tile and
whether it fits (solo: what it does to the score); nothing for the stacks hidden under the game
log."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from bombay.rules.actions import place
from bombay.rules.state import BombayState
from bombay.rules.tiles import PATTERNS
from bombay.ui import table_words
from bombay.ui.since import mark_words
from common.core.i18n import _

if TYPE_CHECKING:
    from bombay.ui.play_scene import PlayScene


def table_tip(scene: PlayScene, pos: tuple[int, int]) -> str | None:
    rows = scene.lay.player_rows
    moves = [m for m in scene.marks() if rows[m.seat].collidepoint(pos)]
    if moves:
        return "\n".join(f"{m.number}. {mark_words(m, scene.name)}" for m in moves)
    if scene.log.shown:
        return None  # the log lies over the supply: no stack under it has a word to say
    for i, sprite in enumerate(scene.hand.stacks):
        home = pygame.FRect(0, 0, *sprite.size)
        home.center = sprite.home
        if home.collidepoint(pos):
            stack = scene.stacks_shown(scene.view_model())[i]
            mine = stack.count and scene.human_to_place
            fits = (
                len(BombayState.of(scene.table.shown).legal_rotations(PATTERNS[i]))
                if mine
                else None
            )
            tip = table_words.stack_tip(i, stack.count, fits, stack.playable)
            return tip + _solo_change(scene, i) if mine and stack.playable else tip
    return None


def _solo_change(scene: PlayScene, pattern: int) -> str:
    """Solo: what the tile does to the score, the best way round (as the preview shows it)."""
    rotation = scene.hand.best_rotation(pattern)
    change = (
        None
        if rotation is None
        else scene.hand.score_change(place(PATTERNS[pattern].name, rotation))
    )
    if change is None:
        return ""
    now, then = change
    return "\n" + _("Score {a} → {b} the way round shown").format(a=now.score, b=then.score)
