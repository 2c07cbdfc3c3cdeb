"""Where Bazaar's files are: its run-time assets (fonts, icons, translations) and, for the
developer tools that edit them, the source checkout; and which version of Bazaar this is.

`assets/` at the top of the repository is installed as the package `bazaar_assets` (a
package-dir mapping in pyproject.toml; build.spec puts it under that name in the PyInstaller
bundle too), so one `importlib.resources` lookup finds it from an editable install, an installed
wheel or sdist, and a bundle alike.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

ASSETS_PACKAGE = "bazaar_assets"


def source_root() -> Path:
    """The checkout holding `common/`, `marrakech/`, `bombay/` and `assets/`."""
    return Path(__file__).resolve().parents[2]


def assets_dir() -> Path:
    """The folder of the installed assets package, or the checkout's `assets/` when the code
    runs from a checkout that was not (re)installed since the mapping was added."""
    try:
        folder = resources.files(ASSETS_PACKAGE)
    except ModuleNotFoundError:
        return source_root() / "assets"
    # A regular package on disk (editable, installed or bundled): files() gives its Path.
    assert isinstance(folder, Path), folder
    return folder


def asset_path(*parts: str) -> Path:
    """The path of a file under the assets, independent of the working directory."""
    return assets_dir().joinpath(*parts)


def version() -> str:
    """Bazaar's version, from the installed package's metadata (one source: pyproject.toml).
    importlib.metadata is imported here, not at start-up: it costs tens of milliseconds."""
    from importlib import metadata

    try:
        return metadata.version("bazaar")
    except metadata.PackageNotFoundError:
        return "0+unknown"
