"""`bazaar serve` and its --redis option: without the redis module (a pipx install without the
`server` extra, the app's bundle) a lone server starts as ever, and only --redis asks for the
module, saying how to get it; --redis goes with no --data and a sensible --lease; a Redis that
cannot be reached stops the server at once, saying so."""

from __future__ import annotations

import socket
import subprocess
import sys

import pytest

from common.net.serve import main
from tests.net.netkit import HOST, REPO

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


@pytest.mark.parametrize(
    "options",
    [["--data", "rooms"], ["--lease", "0"], ["--lease", "3600"]],
    ids=["with --data", "a lease of nothing", "a lease of an hour"],
)
def test_redis_refuses_options_that_do_not_go_with_it(options):
    with pytest.raises(SystemExit) as refused:
        main(["--redis", "redis://127.0.0.1:6379/0", *options])
    assert refused.value.code == 2


def test_a_redis_that_cannot_be_reached_stops_the_server_saying_so():
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind((HOST, 0))
        port = probe.getsockname()[1]
    options = ["--port", "0", "--redis", f"redis://{HOST}:{port}/0"]
    server = subprocess.run(
        [sys.executable, "-m", "common.net.serve", *options],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert server.returncode == 1
    assert "The rooms' store (Redis) cannot be reached" in server.stderr
