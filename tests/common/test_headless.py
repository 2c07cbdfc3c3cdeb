"""The rules, the game API, the AI and the game server never import pygame: they run without a
display (`bazaar serve` on a machine with none)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HEADLESS_PACKAGES = [
    "common.core",
    "common.net",
    "marrakech.rules",
    "bombay.rules",
    "common.ai",
    "marrakech.ai",
    "bombay.ai",
]

SCRIPT = """
import importlib, pkgutil, sys

class NoPygame:
    def find_spec(self, name, path=None, target=None):
        if name == "pygame" or name.startswith("pygame."):
            raise ImportError("pygame is not allowed in headless code: " + name)
        return None

sys.meta_path.insert(0, NoPygame())
imported = []
for package_name in sys.argv[1:]:
    try:
        package = importlib.import_module(package_name)
    except ModuleNotFoundError as error:
        if error.name == package_name:
            continue  # that package does not exist yet
        raise
    imported.append(package_name)
    for info in pkgutil.walk_packages(package.__path__, package_name + "."):
        importlib.import_module(info.name)
        imported.append(info.name)
print(" ".join(imported))
"""


def test_rules_and_core_import_with_pygame_unavailable():
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, *HEADLESS_PACKAGES],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    imported = result.stdout.split()
    assert "marrakech.rules.core" in imported
    assert "common.core.record" in imported
    assert "bombay.rules.core" in imported
    assert "common.net.serve" in imported
