"""What the window says about keeping games (common.core.keeping) over any screen but a table
(a table says it in its own message line): while a game is not kept yet because writing it
failed, and for a while once it is kept at last. A plaque at the top edge of the window,
clear of every screen's buttons and notes, which sit lower. Quitting while a game is not kept
yet asks first (`ask_before_quitting`)."""

from __future__ import annotations

import errno
from collections.abc import Callable

import pygame

from common.core.i18n import _
from common.core.keeping import SaveProblem
from common.ui.draw import ellipsize, fitting_size, text
from common.ui.theme import BAD, CREAM, GOLD, INDIGO_DARK, font


def problem_words(problem: SaveProblem) -> str:
    """Why a game could not be written, in a few words."""
    if isinstance(problem, OSError) and problem.errno in (errno.ENOSPC, errno.EDQUOT):
        return _("the disk is full")
    why = problem.strerror if isinstance(problem, OSError) else str(problem)
    return why or str(problem) or _("the file could not be written")


def note_words(news: tuple[str, SaveProblem | None] | None) -> tuple[str, bool] | None:
    """The words to show for the keeper's news, and whether they tell a problem."""
    if news is None:
        return None
    kind, problem = news
    if kind == "waiting" and problem is not None:
        why = problem_words(problem)
        return _("The last game is not kept yet: {why}. Trying again…").format(why=why), True
    return _("The last game is kept now."), False


def draw_note(surface: pygame.Surface, words: str, problem: bool) -> pygame.Rect:
    """The plaque with the words at the top edge of the window; returns where it is."""
    width, height = surface.get_size()
    size = fitting_size(words, max(14, height // 42), width * 9 // 10 - 40)
    shown = ellipsize(words, size, width * 9 // 10 - 40)
    rect = pygame.Rect(0, 0, font(size).size(shown)[0] + size * 2, int(size * 2))
    rect.midtop = (width // 2, max(4, height // 100))
    pygame.draw.rect(surface, INDIGO_DARK, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, BAD if problem else GOLD, rect, 2, border_radius=rect.height // 2)
    text(surface, shown, size, CREAM, center=rect.center)
    return rect


def ask_before_quitting(
    app, problem: SaveProblem, wait: Callable[[], None], quit_anyway: Callable[[], None]
) -> None:
    """A game is not kept yet: Wait (it is tried again every few seconds), or Quit anyway."""
    message = _(
        "It could not be written ({why}). It is tried again every few seconds: wait, and it is "
        "kept once there is room. Quitting now loses its last moves."
    ).format(why=problem_words(problem))
    choices = [(_("Wait"), wait), (_("Quit anyway"), quit_anyway)]
    from common.ui.dialogs import Dialog  # a dialog's screen: loaded when one opens

    app.push(Dialog(app, _("The last game is not kept yet"), message, choices, escape_choice=0))
