"""One registry of games: each game package registers itself, and common/ knows the games only
through it (no module under common/ imports a game package)."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from common.core import registry
from common.core.errors import RecordError
from common.core.events import FirstPlayerDrawn

REPO = Path(__file__).resolve().parents[2]


def test_both_games_are_registered_in_the_title_screens_order():
    entries = registry.games()
    assert [e.name for e in entries] == ["marrakech", "bombay"]
    marrakech, bombay = entries
    assert (marrakech.players, bombay.players) == ((2, 3, 4), (1, 2, 3, 4))
    assert marrakech.game().name == "marrakech" and bombay.game().name == "bombay"
    assert registry.get_game("bombay") is bombay.game()


def test_an_entry_tells_what_happened_through_the_games_own_rules():
    for entry in registry.games():
        game = entry.game()
        setup = game.setup_from_json({"players": 2})
        start = game.initial_state(setup)
        action = start.legal_actions()[1]
        assert entry.describe(start, action, start.apply_action(action)) == (FirstPlayerDrawn(1),)


def test_an_unknown_game_is_refused_with_the_games_bazaar_plays():
    with pytest.raises(RecordError, match="marrakech, bombay"):
        registry.find("chess")


def test_a_game_cannot_be_registered_twice_under_one_name():
    entry = registry.find("marrakech")
    assert registry.register(entry) is entry  # the same entry again is harmless
    with pytest.raises(ValueError, match="already"):
        registry.register(entry._replace(title="Another Marrakech"))


def test_the_bundle_is_told_of_every_module_an_entry_imports_by_name():
    spec = (REPO / "build.spec").read_text(encoding="utf-8")
    hidden = ast.literal_eval(re.search(r"^HIDDEN = (\[.*?\])$", spec, re.M | re.S).group(1))
    for entry in registry.games():
        assert entry.name in hidden
        for module in entry.modules():
            assert module in hidden, f"build.spec's HIDDEN lacks {module}"
            importlib.import_module(module)


def _imported_modules(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_nothing_in_common_imports_a_game_package_or_the_entry_point():
    offenders = []
    for path in sorted((REPO / "common").rglob("*.py")):
        for module in _imported_modules(path):
            top = module.split(".")[0]
            if top in registry.GAME_PACKAGES or module == "common.ui.main":
                offenders.append(f"{path.relative_to(REPO)} imports {module}")
    assert offenders == []
