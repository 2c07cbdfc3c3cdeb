"""`bazaar serve` needs no Redis: without the redis module (a pipx install without the `server`
extra, the app's bundle) a lone server starts as ever, and only --redis asks for the module,
saying how to get it."""

from __future__ import annotations

import subprocess
import sys

from tests.net.netkit import REPO

NO_REDIS = "import sys; sys.modules['redis'] = None; from common.net.serve import main; "


def serve(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", NO_REDIS + f"sys.exit(main({list(args)!r}))"],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_lone_server_starts_without_the_redis_module():
    server = serve("--host", "127.0.0.1", "--port", "0")
    try:
        assert server.stdout is not None
        line = server.stdout.readline()  # bounded: the process is killed below whatever it says
        assert "Bazaar server listening on ws://127.0.0.1:" in line, server.stderr
    finally:
        server.kill()
        server.wait(10)


def test_redis_without_the_module_says_how_to_get_it():
    server = serve("--redis", "redis://127.0.0.1:6379/0")
    _out, err = server.communicate(timeout=30)
    assert server.returncode == 1
    assert "pip install 'bazaar[server]'" in err
