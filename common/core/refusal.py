"""What the rules (and the record) tell as data rather than as words: why an action or an undo
is refused (what every game's GameState.check_action returns, record.undo_refusal), what a shown
chance outcome commits, and how a game ended (Outcome.reason).

A Told names what it tells (`code`: stable, for tests and the network), holds its message in
English marked for translation, and the values of the message's placeholders; players are kept
as seats. It is put into words only when it is told (`words`, `sentence`), in the language of
that moment and with the names the players chose, so no screen edits the rules' words and a
refusal sent over the network can be told in the receiver's language.

Every code and its wordings are listed in one place per part: common.core.vocabulary,
marrakech.rules.vocabulary and bombay.rules.vocabulary, each a module of Wording constants
(tests/common/test_vocabulary.py checks that every one has words in every language).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from common.core.i18n import _

Value = str | int
Seats = int | tuple[int, ...]


@dataclass(frozen=True)
class Told:
    """`message` is an N_-marked source string with {placeholders}; `fields` fill them as they
    are, `terms` with words translated when told (an edge's "NW"), `players` with a player
    (their name, or "player 2" when no name is known) or several ("Amira & Karim")."""

    code: str
    message: str
    fields: tuple[tuple[str, Value], ...] = ()
    terms: tuple[tuple[str, str], ...] = ()
    players: tuple[tuple[str, Seats], ...] = ()

    def words(self, names: Sequence[str] = ()) -> str:
        """The message in the player's language, players called by `names` (seat order)."""
        called = {key: _called(seats, names) for key, seats in self.players}
        terms = {key: _(term) for key, term in self.terms}
        return _(self.message).format(**dict(self.fields), **terms, **called)

    def sentence(self, names: Sequence[str] = ()) -> str:
        """The words as a sentence: a capital first and a stop at the end."""
        words = self.words(names)
        words = words[:1].upper() + words[1:]
        return words if words.endswith((".", "!", "?")) else words + "."

    def __str__(self) -> str:
        return self.words()


#: Why the rules refuse an action or an undo: a told value.
Refusal = Told


@dataclass(frozen=True)
class Wording:
    """One entry of a vocabulary: a code and one of its messages (N_-marked; a code may have a
    few, as who is named changes the sentence)."""

    code: str
    message: str

    def tell(
        self,
        players: Mapping[str, Seats] | None = None,
        terms: Mapping[str, str] | None = None,
        **fields: Value,
    ) -> Told:
        """The Told of this wording: JOINS.tell({"other": 1}) for "it joins {other}'s trunk"."""
        return refuse(self.code, self.message, players, terms, **fields)


def refuse(
    code: str,
    message: str,
    players: Mapping[str, Seats] | None = None,
    terms: Mapping[str, str] | None = None,
    **fields: Value,
) -> Told:
    """A Told from keyword placeholders (the program's own go through a vocabulary's Wording;
    this is for tests and stand-in games)."""
    return Told(
        code,
        message,
        tuple(fields.items()),
        tuple((terms or {}).items()),
        tuple((players or {}).items()),
    )


def _called(seats: Seats, names: Sequence[str]) -> str:
    if isinstance(seats, tuple):
        return " & ".join(_called(seat, names) for seat in seats)
    return names[seats] if 0 <= seats < len(names) else player_name(seats)


def player_name(seat: int) -> str:
    """A player as the rules call them when their name is not known: "player 2"."""
    return _("player {n}").format(n=seat + 1)
