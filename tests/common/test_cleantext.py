"""Text from a file is made safe to draw and write: every control, lone surrogate, separator
and direction override is replaced, printable text (which is looked at without the pattern)
comes back as it was."""

from __future__ import annotations

import sys

from common.core.cleantext import _UNSAFE, REPLACEMENT, clean_text

UNSAFE = [
    *range(0x00, 0x20),
    *range(0x7F, 0xA0),
    *range(0xD800, 0xE000),
    0x2028,
    0x2029,
    *range(0x202A, 0x202F),
    *range(0x2066, 0x206A),
]


def test_every_unsafe_character_is_replaced_inside_a_name():
    for code in UNSAFE:
        assert clean_text(f"Ann{chr(code)}Bo", 40) == f"Ann{REPLACEMENT}Bo", hex(code)


def test_no_character_the_pattern_replaces_is_printable():
    import re

    unsafe = re.compile(_UNSAFE)
    assert [c for c in range(sys.maxunicode + 1) if unsafe.match(chr(c))] == sorted(UNSAFE)
    assert not any(chr(c).isprintable() for c in UNSAFE)


def test_printable_names_in_any_script_come_back_as_they_were():
    for name in ("Ann", "Анна", "Ünal Ödön", "Łukasz", "Иван\u00a0Петров", "🐪 caravan"):
        assert clean_text(name, 40) == name
