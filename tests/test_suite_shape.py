"""The suite's own shape: helpers live in helper modules (tests/ui/driver.py, tests/helpers.py,
...), never in a test module another one imports; and no test skips itself quietly."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent

# The only skips the suite may hold: where the thing tested cannot exist on the platform.
ALLOWED_SKIPS = {
    ("tests/ui/test_bombay_setup_memory.py", "skipif"),  # no os.mkfifo on Windows: no FIFOs
    ("tests/deploy/test_cluster.py", "skip"),  # asserts the skip outside CI says what to install
    ("tests/common/test_child_process.py", "skipif"),  # no kill -9 on Windows
}
SKIPS = {"skip", "skipif", "importorskip", "xfail"}


def all_test_files() -> list[Path]:
    return sorted(TESTS.rglob("test_*.py"))


def imported_test_modules(source: str) -> list[str]:
    """The test_* modules a module's source imports (at any depth, relative or absolute)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            names = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        found += [name for name in names if name.rsplit(".", 1)[-1].startswith("test_")]
    return found


def skips(source: str) -> list[str]:
    """pytest.skip(...), @pytest.mark.skipif(...), pytest.importorskip(...), xfail, ..."""
    return [
        node.attr
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute) and node.attr in SKIPS and _is_pytest(node.value)
    ]


def _is_pytest(node: ast.expr) -> bool:
    """pytest or pytest.mark."""
    if isinstance(node, ast.Attribute) and node.attr == "mark":
        node = node.value
    return isinstance(node, ast.Name) and node.id == "pytest"


def test_the_checks_see_what_they_look_for():
    assert len(all_test_files()) > 50
    assert imported_test_modules("from tests.ui.test_marrakech_ui import wait_for") != []
    assert imported_test_modules("from tests.ui import test_bombay_ui as bombay") != []
    assert imported_test_modules("def f():\n    import tests.common.test_record\n") != []
    assert imported_test_modules("from .test_record import play_moves") != []
    assert imported_test_modules("from tests.ui.driver import wait_for") == []
    assert skips("import pytest\n\n@pytest.mark.skipif(True, reason='')\ndef test(): pass") != []
    assert skips("import pytest\npytest.importorskip('hypothesis')") != []
    assert skips("scene.skip()") == []


def test_no_test_module_imports_another():
    offenders = {
        str(path.relative_to(REPO)): imported
        for path in all_test_files()
        if (imported := imported_test_modules(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}, "move the shared helpers to a helper module (tests/ui/driver.py, ...)"


def test_no_test_skips_itself_quietly():
    found = {
        (str(path.relative_to(REPO)), name)
        for path in all_test_files()
        for name in skips(path.read_text(encoding="utf-8"))
    }
    assert found <= ALLOWED_SKIPS, "a test that can run must run; one that cannot, fail"
