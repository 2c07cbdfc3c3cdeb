"""No package of the tree (common, marrakech, bombay, benchmarks) has import circles, and
common/ names no game's module, data file or save field: a game is known only through
common.core.registry (its GAME_PACKAGES is the one list of them) and declares its own files and
fields in its GameEntry.
That no module under common/ imports a game package is tests/common/test_registry.py's check.

The import graph is read from the source with `ast`: imports at module level and inside
functions both count (a function-level import is a circle too, only a later one); imports
under `if TYPE_CHECKING:` do not (they never run).
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

from common.core import registry

REPO = Path(__file__).resolve().parents[2]
SHIPPED = ("common", "marrakech", "bombay")
LAYERS = (*SHIPPED, "benchmarks")

# Circles found in modules this work does not own, each to be opened by its owner: the test
# fails on any other circle, and on one of these once it is gone (then take it off the list).
KNOWN_CYCLES: set[frozenset[str]] = set()


def _module_name(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(test: ast.expr) -> bool:
    name = test.attr if isinstance(test, ast.Attribute) else getattr(test, "id", None)
    return name == "TYPE_CHECKING"


def imported_names(tree: ast.AST, module: str, package: bool) -> set[str]:
    """Every module (and `module.name` for each name taken from it) the tree imports, at any
    depth, except under `if TYPE_CHECKING:`."""
    found: set[str] = set()
    pending = [tree]
    while pending:
        node = pending.pop()
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            pending.extend(node.orelse)
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's own package upwards
                parts = module.split(".")[: len(module.split(".")) - node.level + package]
                base = ".".join([*parts, base] if base else parts)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
        pending.extend(ast.iter_child_nodes(node))
    return found


@functools.cache
def import_graph() -> Mapping[str, frozenset[str]]:
    """Every module of the packages (LAYERS), each with those of them it imports: read once for
    the module's tests (0.6 s of parsing), so a read-only mapping."""
    paths = {_module_name(p): p for layer in LAYERS for p in (REPO / layer).rglob("*.py")}
    graph = {}
    for module, path in paths.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        targets = set()
        for name in imported_names(tree, module, path.name == "__init__.py"):
            while name and name not in paths:  # `from a.b import c`: c may be a name in a.b
                name = name.rpartition(".")[0]
            if name and name != module:
                targets.add(name)
        graph[module] = frozenset(targets)
    return MappingProxyType(graph)


def cycles(graph: Mapping[str, frozenset[str]] | dict[str, set[str]]) -> set[frozenset[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: set[frozenset[str]] = set()

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = {stack.pop()}
            while node not in group:
                group.add(stack.pop())
            if len(group) > 1:
                groups.add(frozenset(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_the_graph_sees_a_function_level_import_and_skips_type_checking_ones():
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from common.ui.app import App\n"
        "def f():\n    from common.ui.load_dialog import LoadDialog\n"
    )
    names = imported_names(tree, "common.ui.x", package=False)
    assert "common.ui.load_dialog" in names and "common.ui.app" not in names
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == {frozenset("abc")}


def test_no_module_of_any_package_imports_itself_round_a_circle():
    found = cycles(import_graph())
    assert sorted(sorted(group) for group in found - KNOWN_CYCLES) == []
    gone = KNOWN_CYCLES - found
    assert not gone, f"these circles are open now: take them off KNOWN_CYCLES: {gone}"


def test_no_shipped_module_imports_the_benchmarks():
    """benchmarks/ is a checkout's folder, in neither the wheel nor the bundle: a game module
    that imported it would break the installed game."""
    graph = import_graph()
    assert "benchmarks.arena_levels" in graph  # the graph reads the benchmarks too
    shipped = {m: targets for m, targets in graph.items() if m.split(".")[0] in SHIPPED}
    assert {
        m for m, targets in shipped.items() if any(t.startswith("benchmarks") for t in targets)
    } == set()


def test_the_app_knows_no_screen():
    """The app is the window and its scene stack: it imports neither the Navigator (the entry
    point hands it one) nor any scene's module."""
    screens = {"common.ui.navigation", "common.ui.scene"}
    for path in (REPO / "common" / "ui").glob("*.py"):
        if re.search(r"^class \w+\((\w+\.)?\w*Scene\b", path.read_text("utf-8"), re.M):
            screens.add(_module_name(path))
    assert import_graph()["common.ui.app"] & screens == set()


def _strings(tree: ast.AST) -> list[ast.Constant]:
    """The string constants of a module, docstrings (and other bare string statements) left
    out: those may talk about the games."""
    bare = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in bare
    ]


def test_common_names_no_games_module_file_or_field():
    """A game's name alone is its registry key (`registry.find("bombay")`); a string that holds
    it with more ("bombay.ui.flow", "bombay-solo-highscores.json") names a module or file of the
    game, and a string equal to a file or save field a game declares names that game's data."""
    games = registry.games()
    named = re.compile(rf"\b({'|'.join(map(re.escape, registry.GAME_PACKAGES))})\b")
    files = {file.name for entry in games for file in entry.data_files()}
    fields = {field for entry in games for field in entry.save_fields()}
    assert files and fields  # Bombay declares its high scores and its tournament
    offenders = []
    for path in sorted((REPO / "common").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in _strings(tree):
            value = node.value
            game_thing = named.search(value) and value not in registry.GAME_PACKAGES
            if game_thing or value in fields or any(name in value for name in files):
                offenders.append(f"{path.relative_to(REPO)}:{node.lineno}: {value!r}")
    assert offenders == []
