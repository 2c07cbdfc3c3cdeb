"""Text from a file made safe to show and to write: control characters, lone surrogates and
direction overrides replaced, the length capped first so even a huge value costs little; and
whether a name shows anything at all (one of only zero-width characters shows nothing)."""

from __future__ import annotations

import re
from typing import Any

REPLACEMENT = "\ufffd"
# C0 and C1 controls (NUL included), lone surrogates, line and paragraph separators, and the
# bidirectional overrides and isolates that would reorder the text around a name.
# Each is a character str.isprintable() refuses, so printable text needs no look (the
# pattern is compiled by re at its first use: 0.5 ms of the start, issue 51).
_UNSAFE = "[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u202a-\u202e\u2066-\u2069]"

# Categories with nothing to see on their own: controls, format characters, surrogates,
# private use and unassigned code points, combining marks, spaces and separators.
_BLANK_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Mn", "Me", "Zs", "Zl", "Zp"})
_BLANK = frozenset("\ufffc\u2800\u3164\u115f\u1160\uffa0")
_VISIBLE_LOOKS = 4000  # a name is never longer: a huge value is not looked through whole


def clean_text(value: Any, limit: int) -> str:
    """`value` as one line of at most `limit` characters that can be drawn and written as
    UTF-8 (a value that is not text becomes its short written form)."""
    if not isinstance(value, str):
        value = repr(value)[: limit + 1] if _small(value) else type(value).__name__
    if len(value) > limit:
        value = value[: max(0, limit - 1)] + "…"
    return value if value.isprintable() else re.sub(_UNSAFE, REPLACEMENT, value)


def visible(value: str) -> bool:
    """Whether the text has a character that shows: not only spaces, format characters
    (U+200B, U+2060...), combining marks with nothing to sit on (U+FE0F, U+034F) and the
    characters fonts draw blank (U+FFFC, U+2800, the Hangul fillers)."""
    import unicodedata  # loaded for the first name looked at (the title needs none)

    category = unicodedata.category
    return any(
        category(ch) not in _BLANK_CATEGORIES and ch not in _BLANK for ch in value[:_VISIBLE_LOOKS]
    )


def visible_or(value: str, fallback: str) -> str:
    """`value` stripped if it shows anything, else `fallback`."""
    return value.strip() if visible(value) else fallback


def quoted(value: Any, limit: int = 40) -> str:
    """A piece of a file's content quoted in a message: cleaned, capped, in quotes."""
    return f"“{clean_text(value, limit)}”"


def _small(value: Any) -> bool:
    """Whether repr(value) is cheap: numbers, None, booleans (never a huge int or container)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value.bit_length() < 256
    return value is None or isinstance(value, (bool, float))
