"""File names made from a player's words that every system can write: plain ASCII letters,
digits and dashes (so no locale, however narrow its encoding, refuses them) and a short hash
of the words (so names that lose all their letters, "Игра" and "Ελλάδα", stay apart, and no
name becomes one of Windows' device names, CON, NUL, COM1, aux). The words themselves are
kept inside the file."""

from __future__ import annotations

import re
import unicodedata

SLUG_CHARS = 32
HASH_CHARS = 6
_NOT_SLUG = re.compile("[^a-z0-9]+")


def file_stem(words: str, fallback: str = "game") -> str:
    """The ASCII slug of `words` (accents dropped, other letters left out; `fallback` when
    nothing is left) joined to a short hash of them: "Café 2" -> "cafe-2-1a2b3c"."""
    plain = unicodedata.normalize("NFKD", words).encode("ascii", "ignore").decode("ascii")
    slug = _NOT_SLUG.sub("-", plain.lower()).strip("-")[:SLUG_CHARS].strip("-") or fallback
    import hashlib  # here, when a file is named: its import (OpenSSL's) is 2 ms of start-up

    digest = hashlib.sha256(words.encode("utf-8", "surrogatepass")).hexdigest()
    return f"{slug}-{digest[:HASH_CHARS]}"
