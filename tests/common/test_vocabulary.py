"""One vocabulary (issue 51): what the rules and the record tell (refusals, chance commitments,
outcomes) are told values whose codes and wordings are listed in one module per part, and
every wording has words in every language Bazaar speaks."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

import bombay.rules.vocabulary
import common.core.vocabulary
import marrakech.rules.vocabulary
from bombay.rules.validation import EDGE_NAMES
from common.core.i18n import gettext_in
from common.core.refusal import Wording
from common.core.resources import asset_path

REPO = Path(__file__).resolve().parents[2]
VOCABULARIES = (common.core.vocabulary, marrakech.rules.vocabulary, bombay.rules.vocabulary)
LANGUAGES = sorted(p.name for p in Path(asset_path("locale")).iterdir() if p.is_dir())
# The names a told value may be built with; only a vocabulary module makes Wordings.
_BUILDERS = {"refuse", "Told", "Refusal", "Wording"}


def wordings() -> list[Wording]:
    return [w for module in VOCABULARIES for w in vars(module).values() if isinstance(w, Wording)]


def _placeholders(message: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(message) if name}


def test_every_language_is_checked():
    assert {"ru", "bg", "pl", "hu"} <= set(LANGUAGES)


def test_each_part_lists_its_codes():
    codes = {
        module.__name__: {w.code for w in vars(module).values() if isinstance(w, Wording)}
        for module in VOCABULARIES
    }
    assert {"nothing-to-undo", "chance-shown"} <= codes["common.core.vocabulary"]
    assert {"die-rolled", "first-drawn", "wins"} <= codes["marrakech.rules.vocabulary"]
    assert {"joins", "solo-score", "share-the-win"} <= codes["bombay.rules.vocabulary"]


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_wording_has_words_in_every_language(language):
    untold = []
    for message in [w.message for w in wordings()] + list(EDGE_NAMES):
        words = gettext_in(language, message)
        if words == message or _placeholders(words) != _placeholders(message):
            untold.append(message)
    assert untold == []


def test_the_program_tells_only_what_a_vocabulary_lists():
    """Nothing outside common.core.refusal builds a told value from a free code: every one
    comes from a Wording of a vocabulary module."""
    free = []
    for package in ("common", "marrakech", "bombay"):
        for path in sorted((REPO / package).rglob("*.py")):
            if path.name == "refusal.py":
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                name = getattr(node.func, "id", None) if isinstance(node, ast.Call) else None
                listed = path.name == "vocabulary.py" and name == "Wording"
                if name in _BUILDERS and not listed:
                    free.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert free == []
