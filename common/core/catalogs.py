"""Translation catalogues: find every message the code passes to _(), n_() or N_(), keep the
.po files of each language in step, and compile them to the .mo files gettext reads.

    python -m common.core.catalogs update     # refresh assets/locale/bazaar.pot and every .po
    python -m common.core.catalogs compile    # write each language's .mo from its .po
    python -m common.core.catalogs check      # exit 1: a stale .mo or an untranslated message

Standard gettext files, so translators can use any .po editor. Written here (a small extractor
and .mo writer) rather than taking Babel as a dependency: the code has three marker functions
and plain string literals, which `ast` reads exactly.
"""

from __future__ import annotations

import ast
import re
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

from common.core.resources import source_root

DOMAIN = "bazaar"
SOURCE_PACKAGES = ("common", "marrakech", "bombay")
LANGUAGES = {
    "bg": ("Български", "nplurals=2; plural=(n != 1);"),
    "pl": (
        "Polski",
        "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    ),
    "hu": ("Magyar", "nplurals=2; plural=(n != 1);"),
    "ru": (
        "Русский",
        "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
        "(n%100<10 || n%100>=20) ? 1 : 2);",
    ),
}


@dataclass
class Message:
    msgid: str
    plural: str | None = None
    places: list[str] = field(default_factory=list)
    translations: list[str] = field(default_factory=list)  # [msgstr] or the plural forms
    fuzzy: bool = False  # flagged "#, fuzzy": a guess to check, left out of the .mo as msgfmt does


def locale_dir() -> Path:
    return source_root() / "assets" / "locale"


def extract(root: Path | None = None) -> dict[str, Message]:
    """Every message literal in the source, in order of first appearance."""
    root = root or source_root()
    messages: dict[str, Message] = {}
    for package in SOURCE_PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                    continue
                name, args = node.func.id, node.args
                if name not in ("_", "N_", "n_") or not args:
                    continue
                literals = [
                    a.value
                    for a in args
                    if isinstance(a, ast.Constant) and isinstance(a.value, str)
                ]
                if not literals:
                    continue
                plural = literals[1] if name == "n_" and len(literals) > 1 else None
                message = messages.setdefault(literals[0], Message(literals[0], plural))
                message.places.append(f"{path.relative_to(root)}:{node.lineno}")
    return messages


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def _unquote(text: str) -> str:
    body = text.strip()[1:-1]
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def write_po(path: Path, messages: dict[str, Message], language: str | None) -> None:
    header = {
        "Project-Id-Version": "Bazaar",
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
    }
    if language:
        header["Language"] = language
        header["Plural-Forms"] = LANGUAGES[language][1]
    lines = ['msgid ""', 'msgstr ""']
    lines += [_quote(f"{key}: {value}\n") for key, value in header.items()]
    for message in messages.values():
        lines.append("")
        lines += [f"#: {place}" for place in message.places[:3]]
        if message.fuzzy:
            lines.append("#, fuzzy")
        lines.append(f"msgid {_quote(message.msgid)}")
        if message.plural is not None:
            lines.append(f"msgid_plural {_quote(message.plural)}")
            forms = message.translations or [""] * _plural_count(language)
            lines += [f"msgstr[{i}] {_quote(form)}" for i, form in enumerate(forms)]
        else:
            lines.append(
                f"msgstr {_quote(message.translations[0] if message.translations else '')}"
            )
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _plural_count(language: str | None) -> int:
    if not language:
        return 2
    match = re.search(r"nplurals=(\d+)", LANGUAGES[language][1])
    assert match is not None, language  # every Plural-Forms in LANGUAGES gives nplurals
    return int(match.group(1))


def read_po(path: Path) -> dict[str, Message]:
    """The messages of a .po file (header excluded) with their translations."""
    messages: dict[str, Message] = {}
    current: Message | None = None
    key: str | tuple[str, int] | None = None  # what a continued ("...") line adds to
    fuzzy = False  # the flags comment of the entry being read says "fuzzy"
    for raw in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        line = raw.strip()
        if not line or line.startswith("#"):
            if current is not None and current.msgid:
                messages[current.msgid] = current
            if not line:
                current, key, fuzzy = None, None, False
            elif line.startswith("#,") and "fuzzy" in (f.strip() for f in line[2:].split(",")):
                fuzzy = True
            continue
        if line.startswith("msgid "):
            current, key = Message(_unquote(line[6:]), fuzzy=fuzzy), "msgid"
            continue
        if current is None:
            if line.startswith(("msgid_plural ", "msgstr")):
                raise ValueError(f"{path}: {line!r} comes before its msgid")
            continue
        if line.startswith("msgid_plural "):
            current.plural, key = _unquote(line[13:]), "plural"
        elif line.startswith("msgstr["):
            index = int(line[7 : line.index("]")])
            while len(current.translations) <= index:
                current.translations.append("")
            current.translations[index] = _unquote(line[line.index("]") + 2 :])
            key = ("form", index)
        elif line.startswith("msgstr "):
            current.translations = [_unquote(line[7:])]
            key = ("form", 0)
        elif line.startswith('"'):
            more = _unquote(line)
            if key == "msgid":
                current.msgid += more
            elif key == "plural":
                current.plural = (current.plural or "") + more
            elif isinstance(key, tuple):
                current.translations[key[1]] += more
    return messages


def mo_bytes(path: Path, language: str) -> bytes:
    """The .mo for a .po file (GNU gettext's format, little-endian), untranslated and fuzzy
    messages left out (as msgfmt does) so gettext falls back to English for them."""
    entries = {
        "": "".join(
            f"{k}: {v}\n"
            for k, v in (
                ("Content-Type", "text/plain; charset=UTF-8"),
                ("Plural-Forms", LANGUAGES[language][1]),
            )
        )
    }
    for message in read_po(path).values():
        if message.fuzzy or not message.translations or not all(message.translations):
            continue
        if message.plural is not None:
            entries[f"{message.msgid}\0{message.plural}"] = "\0".join(message.translations)
        else:
            entries[message.msgid] = message.translations[0]
    keys = sorted(entries)
    ids = [k.encode() for k in keys]
    strs = [entries[k].encode() for k in keys]
    count = len(keys)
    start = 7 * 4 + count * 16
    id_offsets, offset = [], start
    for data in ids:
        id_offsets.append((len(data), offset))
        offset += len(data) + 1
    str_offsets = []
    for data in strs:
        str_offsets.append((len(data), offset))
        offset += len(data) + 1
    header = struct.pack("<7I", 0x950412DE, 0, count, 28, 28 + count * 8, 0, 0)
    tables = b"".join(struct.pack("<2I", *o) for o in id_offsets + str_offsets)
    return header + tables + b"".join(d + b"\0" for d in ids) + b"".join(d + b"\0" for d in strs)


def po_path(language: str) -> Path:
    return locale_dir() / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    return po_path(language).with_suffix(".mo")


def update() -> None:
    """Refresh the template and merge it into every language's .po (keeping translations)."""
    found = extract()
    write_po(locale_dir() / f"{DOMAIN}.pot", found, None)
    for language in LANGUAGES:
        known = read_po(po_path(language)) if po_path(language).exists() else {}
        merged = {}
        for msgid, message in found.items():
            old = known.get(msgid)
            if old is not None and old.plural == message.plural:
                translations, fuzzy = old.translations, old.fuzzy
            else:
                translations, fuzzy = [], False
            merged[msgid] = Message(msgid, message.plural, message.places, translations, fuzzy)
        write_po(po_path(language), merged, language)


def compile_all() -> None:
    for language in LANGUAGES:
        mo_path(language).write_bytes(mo_bytes(po_path(language), language))


def problems() -> list[str]:
    """What is out of step: stale .mo files, and messages with no translation."""
    found = extract()
    result = []
    for language in LANGUAGES:
        if not po_path(language).exists():
            result.append(f"{language}: no catalogue")
            continue
        if not mo_path(language).exists() or mo_path(language).read_bytes() != mo_bytes(
            po_path(language), language
        ):
            result.append(f"{language}: the .mo is not compiled from the current .po")
        catalogue = read_po(po_path(language))
        for msgid in found:
            message = catalogue.get(msgid)
            if message is None or not message.translations or not all(message.translations):
                result.append(f"{language}: untranslated {msgid!r}")
            elif message.fuzzy:
                result.append(f"{language}: fuzzy (not used until checked) {msgid!r}")
    return result


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        issues = problems()
        print("\n".join(issues) or "all catalogues complete and compiled")
        return 1 if issues else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
