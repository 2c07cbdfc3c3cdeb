"""A player's name online: one function, `player_name`, that the server applies to every name
it is sent and the client applies to a name before sending it (so a window can check what is
typed and say why at once).

It cleans (one line, safe to draw, compatibility forms folded: fullwidth or mathematical
letters become plain ones; zero-width characters other than the joiner of emoji dropped;
runs of spaces made one) and refuses:
- a name that shows nothing (only spaces, only invisible characters);
- a name the app itself gives a seat, in any language it speaks: "Player 2", "Computer (Hard)",
  "Компьютер (…)" (the seats' names would then lie about who is a computer or who is who);
- letters of alphabets that look alike mixed in one name ("Hοst" with a Greek omicron), the
  way to pass for someone else at the table.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from common.core import catalogs, i18n
from common.core.cleantext import clean_text, visible
from common.core.filekinds import PLAYER_CHARS
from common.core.i18n import _
from common.net.errors import Refused
from common.net.protocol import BAD_NAME

# Alphabets with letters that look the same as each other's (a, е/e, ο/o, р/p...).
LOOKALIKE_SCRIPTS = frozenset({"LATIN", "GREEK", "CYRILLIC", "ARMENIAN", "CHEROKEE", "COPTIC"})
# Greek and Cyrillic letters that look like Latin ones: a name written all in them can still
# pass for a Latin one ("Рlayer" is refused as mixed; "Рlауег" all Cyrillic needs this).
_AS_LATIN = str.maketrans(
    "ӏӀасеһіјкорѕухԁԛԝАВСЕНІЈКМОРЅТУХαικνορυχΑΒΕΗΙΚΜΝΟΡΤΥΧΖ",
    "lIacehijkopsyxdqwABCEHIJKMOPSTYXaikvopuxABEHIKMNOPTYXZ",
)
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u200c\u200e\u200f\u2060-\u2064\u206a-\u206f\u3164\ufe00-\ufe0e\ufeff\uffa0]"
)
_SPACES = re.compile(r"\s+")


class NameRefused(ValueError):
    """A name that cannot be a player's; str(error) says why, in words."""


def player_name(text: str) -> str:
    """The name as it is shown and kept; NameRefused (saying why) for one that cannot be."""
    name = unicodedata.normalize("NFKC", clean_text(text, 4 * PLAYER_CHARS))
    name = _SPACES.sub(" ", _INVISIBLE.sub("", name)).strip()
    name = clean_text(name, PLAYER_CHARS)
    if not visible(name):
        raise NameRefused(_("A name needs a letter or a sign that shows"))
    scripts = {_script(ch) for ch in name if ch.isalpha()} & LOOKALIKE_SCRIPTS
    if len(scripts) > 1:
        raise NameRefused(
            _("That name mixes alphabets whose letters look alike: write it in one alphabet")
        )
    if any(taken.fullmatch(_skeleton(name)) for taken in _seat_names()):
        raise NameRefused(_("Bazaar gives that name to seats itself: choose another"))
    return name


def name_or_refusal(text: str) -> str:
    """player_name for the server: Refused (BAD_NAME, the reason) for a name it refuses."""
    try:
        return player_name(text)
    except NameRefused as refused:
        raise Refused(BAD_NAME, str(refused)) from refused


def _script(ch: str) -> str:
    return unicodedata.name(ch, "UNKNOWN").split(" ")[0]


def _skeleton(text: str) -> str:
    return _SPACES.sub(" ", text.translate(_AS_LATIN).casefold()).strip()


@functools.cache
def _seat_names() -> tuple[re.Pattern[str], ...]:
    """The names the app gives seats, in every language it has, as patterns of skeletons:
    "Player {n}" with any number, and the word "Computer" alone or with anything after it."""
    patterns = set()
    for language in ("en", *catalogs.LANGUAGES):
        player = i18n.gettext_in(language, N_PLAYER).split("{n}")
        patterns.add(r"\s*\d+\s*".join(re.escape(_skeleton(part)) for part in player))
        computer = i18n.gettext_in(language, N_COMPUTER).split("(")[0]
        patterns.add(re.escape(_skeleton(computer)) + r"(\W.*)?")
    return tuple(re.compile(pattern) for pattern in sorted(patterns))


N_PLAYER = "Player {n}"  # the app's own msgids (common.ui, common.core.save_meta)
N_COMPUTER = "Computer ({level})"
