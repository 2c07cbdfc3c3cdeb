"""The version the title shows is the installed package's, read without importlib.metadata."""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata

from common.core import resources


def test_the_version_is_the_installed_metadatas():
    resources.version.cache_clear()
    assert resources.version() == metadata.version("bazaar")


def test_reading_the_version_imports_no_metadata_machinery():
    code = (
        "import sys; from common.core.resources import version; v = version(); "
        "print(v, 'importlib.metadata' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == [metadata.version("bazaar"), "False"]


def test_without_its_metadata_folder_the_version_comes_from_importlib(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "path", [str(tmp_path), str(tmp_path / "missing")])
    monkeypatch.setattr(metadata, "version", lambda name: "9.9" if name == "bazaar" else "")
    resources.version.cache_clear()
    try:
        assert resources.version() == "9.9"
    finally:
        resources.version.cache_clear()
