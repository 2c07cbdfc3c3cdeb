"""Where Bazaar's files are, from source and from a PyInstaller bundle alike, and which
version of Bazaar they are."""

from __future__ import annotations

import sys
from importlib import metadata
from pathlib import Path


def app_root() -> Path:
    """The folder holding `assets/`: the bundle's unpack folder, or the repository root."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def asset_path(*parts: str) -> Path:
    """The path of a file under assets/, independent of the working directory."""
    return app_root().joinpath("assets", *parts)


def version() -> str:
    """Bazaar's version, from the installed package's metadata (one source: pyproject.toml)."""
    try:
        return metadata.version("bazaar")
    except metadata.PackageNotFoundError:
        return "0+unknown"
