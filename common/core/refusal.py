"""Why the rules refuse an action, as data: what every game's GameState.check_action returns.

A Refusal names the rule broken (`code`: stable, for tests and the network), holds its message
in English marked for translation, and the values of the message's placeholders; players are
kept as seats. It is put into words only when it is told (`words`, `sentence`), in the language
of that moment and with the names the players chose, so no screen edits the rules' words and
a refusal sent over the network can be told in the receiver's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from common.core.i18n import _

Value = str | int


@dataclass(frozen=True)
class Refusal:
    """`message` is an N_-marked source string with {placeholders}; `fields` fill them as they
    are, `terms` with words translated when told (an edge's "NW"), `players` with a player:
    their name, or "player 2" when no name is known."""

    code: str
    message: str
    fields: tuple[tuple[str, Value], ...] = ()
    terms: tuple[tuple[str, str], ...] = ()
    players: tuple[tuple[str, int], ...] = ()

    def words(self, names: Sequence[str] = ()) -> str:
        """The refusal in the player's language, players called by `names` (seat order)."""
        called = {
            key: names[seat] if 0 <= seat < len(names) else player_name(seat)
            for key, seat in self.players
        }
        terms = {key: _(term) for key, term in self.terms}
        return _(self.message).format(**dict(self.fields), **terms, **called)

    def sentence(self, names: Sequence[str] = ()) -> str:
        """The words as a sentence: a capital first and a stop at the end."""
        words = self.words(names)
        words = words[:1].upper() + words[1:]
        return words if words.endswith((".", "!", "?")) else words + "."

    def __str__(self) -> str:
        return self.words()


def refuse(
    code: str,
    message: str,
    players: Mapping[str, int] | None = None,
    terms: Mapping[str, str] | None = None,
    **fields: Value,
) -> Refusal:
    """A Refusal from keyword placeholders: refuse("join", N_("it joins {a}'s trunk"), {"a": 1})."""
    return Refusal(
        code,
        message,
        tuple(fields.items()),
        tuple((terms or {}).items()),
        tuple((players or {}).items()),
    )


def player_name(seat: int) -> str:
    """A player as the rules call them when their name is not known: "player 2"."""
    return _("player {n}").format(n=seat + 1)
