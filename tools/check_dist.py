"""Check a built wheel and sdist against the checkout: every tracked module of common/,
marrakech/ and bombay/ and every run-time asset is inside (and none of benchmarks/, tools/ or
tests/ in the wheel), the licences are declared, and the metadata is what a package index
accepts.

    python tools/check_dist.py DIST_DIR      # DIST_DIR holds one bazaar-*.whl and one .tar.gz

Run-time assets are the tracked files under assets/ except the translators' sources (.po and
.pot); in the wheel they live in the package bazaar_assets, in the sdist under assets/.
Prints a summary and exits 1 listing whatever is missing or wrong.
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path

from trove_classifiers import classifiers as KNOWN_CLASSIFIERS

ROOT = Path(__file__).resolve().parents[1]
CODE = ("common", "marrakech", "bombay")
# Run from a checkout only: never in the wheel (nor the bundle, which takes what the app imports).
KEPT_OUT = ("benchmarks/", "tools/", "tests/")
TRANSLATOR_SOURCES = (".po", ".pot")
LICENCES = ("assets/LICENSE.txt", "assets/fonts/LICENSE-DejaVu.txt")


def tracked(folder: str) -> list[str]:
    out = subprocess.run(
        ["git", "ls-files", "--", folder], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    return out.split()


def expected_files() -> tuple[set[str], set[str]]:
    """(modules, run-time assets) as repository paths."""
    modules = {p for folder in CODE for p in tracked(folder) if p.endswith(".py")}
    assets = {p for p in tracked("assets") if not p.endswith(TRANSLATOR_SOURCES)}
    return modules, assets


def check_wheel(wheel: Path, modules: set[str], assets: set[str]) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = Parser().parsestr(archive.read(metadata_name).decode("utf-8"))
    wanted = modules | {"bazaar_assets/" + p.removeprefix("assets/") for p in assets}
    problems = [f"wheel lacks {name}" for name in sorted(wanted - names)]
    problems += [
        f"wheel carries {name}, a checkout's tool"
        for name in sorted(names)
        if name.startswith(KEPT_OUT)
    ]
    dist_info = metadata_name.rsplit("/", 1)[0]
    problems += [
        f"wheel lacks the licence file {p}"
        for p in LICENCES
        if f"{dist_info}/licenses/{p}" not in names
    ]
    if metadata.get("License-Expression") != "MIT":
        problems.append(f"License-Expression is {metadata.get('License-Expression')!r}")
    problems += [
        f"unknown classifier {c!r}"
        for c in metadata.get_all("Classifier") or []
        if c not in KNOWN_CLASSIFIERS
    ]
    for field in ("Keywords", "Requires-Python", "Summary"):
        if not metadata.get(field):
            problems.append(f"metadata has no {field}")
    return problems


def check_sdist(sdist: Path, modules: set[str], assets: set[str]) -> list[str]:
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    wanted = modules | assets | {"pyproject.toml", "README.md"}
    return [f"sdist lacks {name}" for name in sorted(wanted - names)]


def main(argv: list[str]) -> int:
    dist = Path(argv[1]) if len(argv) > 1 else ROOT / "dist"
    wheels, sdists = sorted(dist.glob("bazaar-*.whl")), sorted(dist.glob("bazaar-*.tar.gz"))
    if len(wheels) != 1 or len(sdists) != 1:
        print(f"check_dist: want one wheel and one sdist in {dist}, found {wheels + sdists}")
        return 1
    modules, assets = expected_files()
    problems = check_wheel(wheels[0], modules, assets) + check_sdist(sdists[0], modules, assets)
    for problem in problems:
        print(f"check_dist: {problem}")
    if problems:
        return 1
    print(
        f"check_dist: {wheels[0].name} ({wheels[0].stat().st_size / 1e6:.2f} MB) and "
        f"{sdists[0].name} ({sdists[0].stat().st_size / 1e6:.2f} MB) hold all {len(modules)} "
        f"modules and {len(assets)} run-time assets; licences and metadata in order"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
