#!/usr/bin/env bash
# Install a built wheel or sdist into a fresh virtual environment outside the source tree and
# start Bazaar from another working directory, as a player after `pip install` would: the
# version, three frames of the title screen (headless), and ten games of each rules engine.
#   tools/check_install.sh dist/bazaar-0.1.0-py3-none-any.whl     (or the .tar.gz)
set -euo pipefail
artifact=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/bazaar-install.XXXXXX")
trap 'rm -rf "$work"' EXIT
python=${PYTHON:-python3}
# A venv without pip of its own, filled by this Python's pip (pip >= 22.3): ensurepip alone takes
# half a minute on a busy machine.
"$python" -m venv --without-pip "$work/venv"
"$python" -m pip --python "$work/venv/bin/python" install -q "$artifact" 2>&1 |
  grep -v "^WARNING: Location" || true
mkdir "$work/elsewhere"
cd "$work/elsewhere"
unset PYTHONPATH
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy BAZAAR_DATA_DIR="$work/data"
where=$("$work/venv/bin/python" -c 'import common.core.resources as r; print(r.__file__, r.assets_dir())')
case "$where" in
  "$work/venv/"*" $work/venv/"*) ;;
  *) echo "check_install: the code or the assets did not come from the fresh install: $where" >&2; exit 1 ;;
esac
"$work/venv/bin/bazaar" --version
if ! "$work/venv/bin/bazaar" --frames 3; then
  echo "check_install: bazaar --frames 3 failed; its log:" >&2
  tail -20 "$work/data/bazaar.log" >&2 || true
  exit 1
fi
"$here/serve_smoke.sh" "$work/venv/bin/bazaar"
"$work/venv/bin/python" -m marrakech simulate --games 10 > /dev/null
"$work/venv/bin/python" -m bombay simulate --games 10 > /dev/null
echo "check_install: $(basename "$artifact") installed in a fresh venv; bazaar --version," \
  "--frames 3, bazaar serve and both simulators ran from $work/elsewhere"
