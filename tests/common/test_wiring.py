"""Wiring in one place (issue 51): no module hooks itself into another when it is imported (the
app is handed its Navigator, the data folder's lock is taken with the folder the entry point
gives it, and the catalogues are read by common.core.i18n itself), so what a program can do
never hangs on which modules happened to be imported first."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PACKAGES = ("common", "marrakech", "bombay")
# Calls that change a collection another module holds.
_CHANGES = {"append", "extend", "add", "update", "insert", "setdefault"}


def _imported_names(tree: ast.Module) -> set[str]:
    names = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.update(alias.asname or alias.name for alias in node.names)
    return names


def _root(node: ast.expr) -> str | None:
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def hooks_at_import(source: str) -> list[int]:
    """The lines of a module's top level that set or change a name of a module (or class) it
    imported: `App.navigator = ...`, `userdata.BEFORE_WRITE.append(...)`."""
    tree = ast.parse(source)
    imported = _imported_names(tree)
    lines = []
    for node in tree.body:
        targets: list[ast.expr] = []
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            targets = [t for t in targets if isinstance(t, (ast.Attribute, ast.Subscript))]
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            func = node.value.func
            if isinstance(func, ast.Attribute) and func.attr in _CHANGES:
                targets = [func.value]
        if any(_root(target) in imported for target in targets):
            lines.append(node.lineno)
    return lines


def test_the_check_finds_a_hook_set_when_imported():
    source = (
        "from common.core import userdata\nfrom common.ui.app import App\nimport x.y\n"
        "App.navigator = 1\nuserdata.BEFORE_WRITE.append(f)\nx.y.TABLE['k'] = 2\n"
        "LOCAL = []\nLOCAL.append(3)\n"
    )
    assert hooks_at_import(source) == [4, 5, 6]


def test_no_module_hooks_itself_into_another_when_imported():
    found = []
    for package in PACKAGES:
        for path in sorted((REPO / package).rglob("*.py")):
            for line in hooks_at_import(path.read_text(encoding="utf-8")):
                found.append(f"{path.relative_to(REPO)}:{line}")
    assert found == []


def test_the_catalogues_are_read_whatever_was_imported_before():
    """A program that imports only the translation function still speaks the language it
    sets (the catalogue reader was safe_read's to hand in when it was imported)."""
    script = "from common.core.i18n import _, set_language\nset_language('ru')\nprint(_('Quit'))\n"
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "Выход"
