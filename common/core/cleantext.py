"""Text from a file made safe to show and to write: control characters, lone surrogates and
direction overrides replaced, the length capped first so even a huge value costs little."""

from __future__ import annotations

import re
from typing import Any

REPLACEMENT = "\ufffd"
# C0 and C1 controls (NUL included), lone surrogates, line and paragraph separators, and the
# bidirectional overrides and isolates that would reorder the text around a name.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def clean_text(value: Any, limit: int) -> str:
    """`value` as one line of at most `limit` characters that can be drawn and written as
    UTF-8 (a value that is not text becomes its short written form)."""
    if not isinstance(value, str):
        value = repr(value)[: limit + 1] if _small(value) else type(value).__name__
    if len(value) > limit:
        value = value[: max(0, limit - 1)] + "…"
    return _UNSAFE.sub(REPLACEMENT, value)


def quoted(value: Any, limit: int = 40) -> str:
    """A piece of a file's content quoted in a message: cleaned, capped, in quotes."""
    return f"“{clean_text(value, limit)}”"


def _small(value: Any) -> bool:
    """Whether repr(value) is cheap: numbers, None, booleans (never a huge int or container)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value.bit_length() < 256
    return value is None or isinstance(value, (bool, float))
