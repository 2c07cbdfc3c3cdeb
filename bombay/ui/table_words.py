"""What the Bombay Bazar table says in words: a rules reason as a sentence with the players'
names, the hint's advice, the banners over the floor (who goes first, why an end piece goes on,
a trunk finished), what the last move did, the solo score so far (from the rules' scoring) and
the tournament's round."""

from __future__ import annotations

from collections.abc import Callable

from bombay.rules.actions import Action
from bombay.rules.board import Cell, cell_name
from bombay.rules.events import GameOver
from bombay.rules.scoring import solo_score
from bombay.rules.state import BombayState
from bombay.rules.tiles import PATTERNS, Orientation
from bombay.ui.session import BombaySession
from bombay.ui.since import Mark, mark_words
from bombay.ui.story import first_words
from bombay.ui.table_draw import Notes
from bombay.ui.table_view import LastMove, TableView
from common.core.i18n import _


def turn_words(rotation: int) -> str:
    """How a tile is turned from the way it lies in the supply."""
    degrees = 60 * rotation
    if degrees == 0:
        return _("as it lies there")
    if degrees < 180:
        return _("turned {degrees}° clockwise").format(degrees=degrees)
    if degrees == 180:
        return _("turned half round")
    return _("turned {degrees}° anticlockwise").format(degrees=360 - degrees)


def tile_words(action: Action) -> str:
    """A tile laid, as practice names it: its letter and how it is turned."""
    o = action.orientation
    return _("tile {name}, {turn}").format(name=o.pattern.name, turn=turn_words(o.rotation))


def hint_words(action: Action, cell: Cell, grows: int) -> str:
    """The Hard player's tile for `cell`, and how far it grows the mover's trunk."""
    o = action.orientation
    advice = _("tile {name} (marked in green in the supply), {turn}, on {cell}").format(
        name=o.pattern.name, turn=turn_words(o.rotation), cell=cell_name(cell)
    )
    return _("Hint: {advice}. Your trunk grows by {n}.").format(advice=advice, n=grows)


def banner_words(what: str, event, names: list[str]) -> str:
    """A banner of the view model ((what, the event it tells)) in words."""
    if what == "forced":  # the rules put the end piece on: why
        return event.reason.sentence(names)
    if what == "first":
        return first_words(event.seat, names)
    if what == "finished":
        return _("The trunk is finished: {n} long.").format(n=event.length)
    return _("{name} is out with a trunk of {n}.").format(name=names[event.seat], n=event.length)


def final_words(over: GameOver, names: list[str]) -> str:
    """The end of the game in one sentence: who won and with what (solo: the score)."""
    if over.solo is not None:
        return _("The trunk is finished: your score is {n}.").format(n=over.solo.score)
    best = over.scores[over.winners[0]]
    if len(over.winners) > 1:
        who = ", ".join(names[q] for q in over.winners)
        return _("{names} share the win with trunks of {n}.").format(names=who, n=best)
    return _("{name} wins with a trunk of {n}.").format(name=names[over.winners[0]], n=best)


def last_move_words(last: LastMove | None, name: Callable[[int], str]) -> str:
    """The last move in one line: "Arjun laid tile G on c3: trunk +2" (and any other trunk the
    tile carried on)."""
    if last is None:
        return ""
    placed = last.placed
    mine = sum(e.after - e.before for e in last.grown if e.seat == placed.seat)
    words = _("{name} laid tile {tile} on {cell}: trunk +{n}").format(
        name=name(placed.seat), tile=placed.pattern, cell=cell_name(placed.cell), n=mine
    )
    for e in last.grown:
        if e.seat != placed.seat:
            words += ", " + _("{name}'s trunk +{n}").format(name=name(e.seat), n=e.after - e.before)
    return words


def panel_notes(
    view: TableView,
    marks: list[Mark],
    session: BombaySession,
    best: int | None,
    name: Callable[[int], str],
) -> Notes:
    """The panel's short lines (the legal moves left to the scene), the moves since the
    person's turn on their movers' cards, and the cards' figures: the trunks' lengths, or solo
    the score played for."""
    state, solo = view.state, session.solo
    return Notes(
        "",
        last_move_words(view.last, name) if not marks else "",
        round_note(session),
        solo_note(state, best) if solo else "",
        tuple((m.seat, m.number, mark_words(m, name)) for m in marks),
        (str(solo_score(state.core()).score),) if solo else (),
        _("score") if solo else "",
    )


def solo_note(state: BombayState, best: int | None) -> str:
    """Solo: the score the game would have if it ended now, and the best so far."""
    score = solo_score(state.core()).score
    if best is None:
        return _("score now {n}").format(n=score)
    return _("score now {n} · best {best}").format(n=score, best=best)


def round_note(session: BombaySession) -> str:
    """In a tournament: "Round 2 of 3"; nothing otherwise."""
    if session.tournament is None:
        return ""
    return _("Round {x} of {y}").format(x=session.round_number, y=session.tournament.rounds)


def moves_note(moves: list[Orientation]) -> str:
    """How many legal placements the mover has, and with how many of the tiles."""
    tiles = len({o.pattern.index for o in moves})
    return _("Legal moves: {moves}, with {tiles} of the 17 tiles").format(
        moves=len(moves), tiles=tiles
    )


def pattern_words(pattern: int) -> str:
    """A tile's segments as a player sees them: "a sharp curve and a straight, crossing"."""
    p = PATTERNS[pattern]
    kinds = {1: _("a sharp curve"), 2: _("a wide curve"), 3: _("a straight")}
    two = {1: _("two sharp curves"), 2: _("two wide curves"), 3: _("two straights")}
    three = {1: _("three sharp curves"), 2: _("three wide curves"), 3: _("three straights")}
    spans = [min((b - a) % 6, (a - b) % 6) for a, b in p.segments]
    # "two wide curves", not "a wide curve and a wide curve"
    parts = [
        (kinds, two, three)[spans.count(span) - 1][span]
        for span in sorted(set(spans), key=spans.index)
    ]
    words = (
        parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " " + _("and") + " " + parts[-1]
    )
    return words + (", " + _("crossing") if p.crossing else "")


def stack_tip(pattern: int, count: int, fits: int | None, playable: bool) -> str:
    """A stack's tooltip: what the tile is, how many are left and, on the mover's turn (`fits`
    the number of ways round it fits), whether it fits the open end and how to take it."""
    p = PATTERNS[pattern]
    lines = [
        _("Tile {name}: {segments}").format(name=p.name, segments=pattern_words(pattern)),
        _("{n} left").format(n=count),
    ]
    if fits is not None:
        if playable:
            lines.append(_("Orientations that fit your open end: {n}").format(n=fits))
            lines.append(_("key {letter} takes it").format(letter=p.name))
        else:
            lines.append(_("It fits your open end no way round"))
    return "\n".join(lines)


def status_words(
    view: TableView,
    name: Callable[[int], str],
    caught_up: bool,
    is_computer: Callable[[int], bool],
    dragging: bool,
    hinting: bool,
    hint: str | None,
    dots: str,
) -> str:
    """The status line: the game over, what a beat gained, who is thinking, what to do with the
    tile in hand, the hint being thought of or given, or the turn."""
    state = view.state
    if state.is_terminal():
        return _("The game is over.")
    if view.gains:
        return "   ".join(_("{name} +{n}").format(name=name(q), n=n) for q, n in view.gains if n)
    if not caught_up:
        return ""
    p = state.current_player()
    if is_computer(p):
        return _("{name} is thinking").format(name=name(p)) + dots
    play_cell = state.play_cell()
    if play_cell is None:  # chance draws who starts
        return ""
    cell = cell_name(play_cell)
    if dragging:
        turn = _("Turn the tile (wheel, right click, Q/E or arrows); drop it on {cell}.")
        return turn.format(cell=cell) + " " + _("Enter places it there.")
    if hinting:
        return _("Thinking of a good move") + dots
    if hint is not None:
        return hint
    return _("{name}: pick a tile and place it on {cell}, where your trunk points.").format(
        name=name(p), cell=cell
    )
