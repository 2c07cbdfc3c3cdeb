#!/usr/bin/env bash
# Start `bazaar serve` (the given command: an installed bazaar, or the bundle) on loopback, on
# any free port, wait until it says it listens, then stop it. Exit 1 with its output if it
# never listens within 20 s.
#   tools/serve_smoke.sh dist/Bazaar/Bazaar
set -euo pipefail
log=$(mktemp "${TMPDIR:-/tmp}/bazaar-serve.XXXXXX")
trap 'rm -f "$log"' EXIT
"$@" serve --host 127.0.0.1 --port 0 > "$log" 2>&1 &
server=$!
for _ in $(seq 1 40); do
  if grep -q "listening on ws://127.0.0.1:" "$log"; then
    kill "$server"
    wait "$server" 2> /dev/null || true
    echo "serve_smoke: $(grep -o 'ws://127.0.0.1:[0-9]*' "$log" | head -1) answered; stopped"
    exit 0
  fi
  kill -0 "$server" 2> /dev/null || break
  sleep 0.5
done
kill "$server" 2> /dev/null || true
echo "serve_smoke: '$* serve' did not start listening:" >&2
cat "$log" >&2
exit 1
