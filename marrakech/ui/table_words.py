"""What the Marrakech table says in words: the banners over the market (who goes first, whose
turn it is, who leaves), the status line, the hint's advice and why Assam cannot turn round."""

from __future__ import annotations

from collections.abc import Callable

from common.core.i18n import _
from marrakech.rules.actions import Action
from marrakech.rules.events import FACING_NAMES
from marrakech.rules.state import MarrakechState


def banner_words(banner: tuple[str, int], names: list[str], here: Callable[[int], bool]):
    """A banner of the view model ((what, the seat it is about)) in words. With more than one
    person at this screen (`here`: a seat a person plays at this computer), the change of turn
    to one of them says to pass the mouse on; never to a computer or a friend online."""
    what, seat = banner
    name = names[seat]
    if what == "first":
        return _("{name} goes first.").format(name=name)
    if what == "next":
        people_here = sum(here(q) for q in range(len(names)))
        if people_here > 1 and here(seat):  # pass the mouse on
            return _("{name}, your turn!").format(name=name)
        return _("{name}'s turn").format(name=name)
    return _("{name} cannot pay and leaves the market.").format(name=name)


def status_words(
    state: MarrakechState,
    roller: str | None,
    caught_up: bool,
    name: Callable[[int], str],
    is_computer: Callable[[int], bool],
    dots: str,
    may_turn: bool = False,
) -> str:
    """The status line for the shown position: a person's roll waiting (`roller` their name;
    `may_turn`: their turn of Assam may still change), the game over, a computer thinking, or
    what the mover does next."""
    if roller is not None and may_turn:
        return _("{name}: roll the die (Space or the Roll button), or pick another arrow.").format(
            name=roller
        )
    if roller is not None:
        return _("{name}: roll the die (Space, the Roll button or click the die).").format(
            name=roller
        )
    if not caught_up:
        return ""
    if state.is_terminal():
        return _("The game is over.")
    mover = name(state.current_player())
    if is_computer(state.current_player()):
        return _("{name} is thinking").format(name=mover) + dots
    if state.phase == "turn" and state.setup.end_turn_rotation:  # for the next player's roll
        return _(
            "{name}: turn Assam for the next player's roll (the badges: their chances)."
        ).format(name=mover)
    if state.phase == "turn":
        return _("{name}: choose where Assam faces (click an arrow, or the arrow keys).").format(
            name=mover
        )
    return _("{name}: drag your carpet next to Assam, or click two squares.").format(name=mover)


def hint_words(action: Action, facing: int) -> str:
    """The hint's advice; `facing` is where Assam faces before the hinted turn."""
    if action.kind == "turn":
        way = _(FACING_NAMES[(facing + action.value) % 4])
        words = _("turn Assam to face {way}").format(way=way)
    else:
        words = _("lay the carpet where the green outline shows")
    return _("Hint: {advice}.").format(advice=words)


def cannot_turn_round(facing: int) -> str:
    """Why a key asking Assam to face behind him is refused."""
    return _("Assam cannot turn round to face {way}.").format(way=_(FACING_NAMES[facing]))
