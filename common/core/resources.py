"""Where Bazaar's files are: its run-time assets (fonts, icons, translations) and, for the
developer tools that edit them, the source checkout; and which version of Bazaar this is.

`assets/` at the top of the repository is installed as the package `bazaar_assets` (a
package-dir mapping in pyproject.toml; build.spec puts it under that name in the PyInstaller
bundle too), so one `importlib.util.find_spec` lookup finds it from an editable install, an
installed wheel or sdist, and a bundle alike.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import sys
from pathlib import Path

ASSETS_PACKAGE = "bazaar_assets"
_DIST_INFO = ("bazaar-", ".dist-info")


def source_root() -> Path:
    """The checkout holding `common/`, `marrakech/`, `bombay/` and `assets/`."""
    return Path(__file__).resolve().parents[2]


@functools.cache
def assets_dir() -> Path:
    """The folder of the installed assets package, or the checkout's `assets/` when the code
    runs from a checkout that was not (re)installed since the mapping was added. Looked for
    once (the assets do not move while Bazaar runs; each look is 0.1 ms of a search of
    sys.path, and the title opens five files)."""
    # Found, not imported (importlib.resources.files would import it, and costs 3 ms of
    # imports at start): a regular package on disk, editable, installed or bundled.
    spec = importlib.util.find_spec(ASSETS_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return source_root() / "assets"
    return Path(next(iter(spec.submodule_search_locations)))


def asset_path(*parts: str) -> Path:
    """The path of a file under the assets, independent of the working directory."""
    return assets_dir().joinpath(*parts)


@functools.cache
def version() -> str:
    """Bazaar's version, from the installed package's metadata (one source: pyproject.toml).
    The title shows it, so it is read at start: from the name of the metadata's folder
    (`bazaar-<version>.dist-info`, first on sys.path, as importlib.metadata finds it), and
    only without one through importlib.metadata, whose import costs about 10 ms."""
    for folder in sys.path:
        try:
            names = os.listdir(folder or ".")
        except OSError:  # not a folder (a zip, a missing path): importlib.metadata looks there
            continue
        found = [n for n in names if n.startswith(_DIST_INFO[0]) and n.endswith(_DIST_INFO[1])]
        if found:
            return min(found)[len(_DIST_INFO[0]) : -len(_DIST_INFO[1])]
    from importlib import metadata

    try:
        return metadata.version("bazaar")
    except metadata.PackageNotFoundError:
        return "0+unknown"
