#!/usr/bin/env bash
# Start a Windows build of Bazaar under wine in a real window on a private Xvfb display, wait
# for its title screen, keep a screenshot and fail if it is blank.
#   tools/windows_screenshot.sh dist-windows/Bazaar/Bazaar.exe build/windows-title.png
# Expects WINEPREFIX (tools/build_windows.sh sets it) and stops that prefix's wine processes when
# done; the display is the first free one from :150.
set -euo pipefail
exe=$1
shot=$2
timeout_s=${SCREENSHOT_TIMEOUT:-90}
min_colours=200  # a blank or half-drawn window has a handful; the title screen has thousands
work=$(mktemp -d)
xvfb_pid=""
game_pid=""
cleanup() {
  [ -n "$game_pid" ] && wineserver -k 2> /dev/null  # the prefix's processes: the game's
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2> /dev/null
  rm -rf "$work"
}
trap cleanup EXIT

for n in $(seq 150 199); do
  [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ] && continue
  Xvfb ":$n" -screen 0 1600x1000x24 -nolisten tcp > "$work/xvfb.log" 2>&1 &
  xvfb_pid=$!
  sleep 1
  if kill -0 "$xvfb_pid" 2> /dev/null; then
    export DISPLAY=":$n"
    break
  fi
  xvfb_pid=""
done
[ -n "$xvfb_pid" ] || { echo "windows_screenshot: no free X display in :150-:199" >&2; exit 1; }

unset SDL_VIDEODRIVER BAZAAR_DATA_DIR
# As Explorer starts it (no standard handles); SDL's audio is left to fail and fall back.
wine start /wait /unix "$exe" --size 1280x800 < /dev/null 2>&1 | cat > "$work/game.log" &
game_pid=$!
deadline=$(($(date +%s) + timeout_s))
colours=0
while [ "$(date +%s)" -lt "$deadline" ]; do
  sleep 2
  if xwininfo -root -tree 2> /dev/null | grep -q '"Bazaar"'; then
    import -window root "$work/shot.png" 2> /dev/null || continue
    colours=$(identify -format '%k' "$work/shot.png")
    if [ "$colours" -ge "$min_colours" ]; then
      xdotool mousemove 0 0  # no tooltip from a button under the pointer
      sleep 2  # let the title finish its first frames, then keep this picture
      import -window root "$work/shot.png"
      colours=$(identify -format '%k' "$work/shot.png")
      mkdir -p "$(dirname "$shot")"
      cp "$work/shot.png" "$shot"
      echo "windows_screenshot: the window 'Bazaar' drew the title ($colours colours): $shot"
      exit 0
    fi
  fi
  kill -0 "$game_pid" 2> /dev/null || break
done
import -window root "$shot" 2> /dev/null || true
echo "windows_screenshot: no drawn 'Bazaar' window within ${timeout_s} s ($colours colours);" \
  "last screen in $shot; wine said:" >&2
tail -20 "$work/game.log" >&2
exit 1
