"""The one way Bazaar reads a file: saves, the autosave, settings, high scores, catalogues
(common.core.i18n reads them with read_bytes).

Every file is treated as hostile. Only a regular file is read (a FIFO, a device, a folder or a
symlink to one of those is refused without blocking: the file is opened non-blocking and
checked with fstat before a byte is read); at most `limit` bytes are read, so a file that never
ends costs no more than one that is too large; JSON is parsed only after a nesting check that
runs in a loop (never recursion), NaN and Infinity are refused, and every string in the result
is free of lone surrogates, so it can always be written back as UTF-8.

Every number in every file passes one range check here, at the door: a whole number is at most
MAX_WHOLE either way (a 64-bit one: a seed is the largest Bazaar writes) and a fraction is
finite. So every number a reader meets converts to a float, and math.isfinite(), float() and
the like never raise OverflowError on what a file held; a file with a larger one is damaged.

A problem raises UnreadableFile with the reason in the player's language; a file that is simply
not there raises FileNotFoundError.
"""

from __future__ import annotations

import errno
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

from common.core.translation import _

MAX_DEPTH = 32
MAX_WHOLE = 1 << 64  # the largest whole number (either way) any file may hold
_WHOLE_DIGITS = len(str(MAX_WHOLE))
_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
_CHUNK = 1 << 16
# A JSON string (escapes included), written so the regex never backtracks.
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_AS_PARENS = bytes.maketrans(b"[{]}", b"(())")
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


class UnreadableFile(ValueError):
    """A file that is there but cannot be used; str(error) says why, for the player."""


class _TooLarge(ValueError):
    """A number in the file out of the range any file may hold."""


def read_bytes(path: Path, limit: int) -> bytes:
    """The file's bytes. FileNotFoundError if it is not there; UnreadableFile if it is not a
    regular file, cannot be opened, or holds more than `limit` bytes."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise
    except OSError as error:
        if error.errno == errno.ENOTDIR:
            raise FileNotFoundError(error.errno, error.strerror, str(path)) from error
        raise UnreadableFile(_cannot_open(error)) from error
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise UnreadableFile(_not_a_file(mode))
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as error:
        raise UnreadableFile(_cannot_open(error)) from error
    finally:
        os.close(fd)
    if total > limit:
        too_large = _("the file is too large ({size} KB at most)")
        raise UnreadableFile(too_large.format(size=limit >> 10))
    return b"".join(chunks)


def read_json(path: Path, limit: int, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value in a file, read as read_bytes does and parsed as parse_json does."""
    return parse_json(read_bytes(path, limit), max_depth)


def parse_json(data: bytes | str, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text; UnreadableFile for text that is not UTF-8, not JSON, nested deeper than
    max_depth, or holds NaN, Infinity or a number out of range (see MAX_WHOLE). Lone surrogates
    in strings become U+FFFD."""
    import json  # loaded with the first file read (a first start, with none, loads no json)

    leftover = unpaired_brackets(data, max_depth)
    if "()" in leftover or "(" * (max_depth + 1) in leftover:
        raise UnreadableFile(
            _("the file is nested too deeply ({depth} levels at most)").format(depth=max_depth)
        )
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise UnreadableFile(_("the file is not text")) from error
    try:
        if leftover:
            raise ValueError("brackets do not pair up")
        value = json.loads(
            data, parse_constant=_refuse_constant, parse_float=_finite, parse_int=_whole
        )
    except _TooLarge as error:
        raise UnreadableFile(_("the file holds a number far too large to be Bazaar's")) from error
    except (ValueError, RecursionError) as error:
        not_json = _("the file is damaged or cut short (it is not valid JSON)")
        raise UnreadableFile(not_json) from error
    if _SURROGATE_ESCAPE.search(data):
        # Written out with the surrogates as bytes, read back with them replaced: C speed.
        text = json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass")
        value = json.loads(text.decode("utf-8", "replace"))
    return value


def unpaired_brackets(text: str | bytes, max_depth: int = MAX_DEPTH) -> str:
    """The brackets of JSON text (as parentheses) left after removing every pair nested at most
    max_depth deep: "" for a text that nests no deeper; "()" or a run of more than max_depth
    "(" in it if it nests deeper; other leftovers if its brackets do not pair up. Strings are
    skipped; each pass removes the innermost pairs with bytes.replace: linear work in C, at most
    max_depth passes, never recursion."""
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    brackets = _JSON_STRING.sub(b"", data).translate(_AS_PARENS, _NOT_BRACKETS)
    too_many_open = b"(" * (max_depth + 1)
    for _pass in range(max_depth):
        if not brackets or too_many_open in brackets:
            break
        shorter = brackets.replace(b"()", b"")
        if len(shorter) == len(brackets):
            break
        brackets = shorter
    if too_many_open in brackets:
        return "(" * (max_depth + 1)
    return brackets.decode("ascii")


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a file may hold")


def _finite(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise _TooLarge(text[:20])
    return value


def _whole(text: str) -> int:
    """A whole number of the file, read only if it is in range (its digits counted first, so
    a number of thousands of digits costs nothing to refuse)."""
    if len(text.lstrip("-")) <= _WHOLE_DIGITS:
        value = int(text)
        if -MAX_WHOLE <= value <= MAX_WHOLE:
            return value
    raise _TooLarge(text[:20])


def _cannot_open(error: OSError) -> str:
    if error.errno == errno.ELOOP:
        return _("the file is a link that leads nowhere")
    return _("the file cannot be read: {why}").format(why=error.strerror or error)


def _not_a_file(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return _("it is a folder, not a file")
    if stat.S_ISFIFO(mode):
        return _("it is a pipe, not a file")
    return _("it is a device, not a file")
