"""A real deployment on 127.0.0.1 (tools/cluster.py): Redis, two `bazaar serve --redis`
processes and HAProxy with TLS in front. Games are played through the proxy over wss:// with
the client library, across both processes; a killed process's players reconnect through the
proxy and the game goes on; the proxy lets through only WebSocket upgrades on "/"; the script
leaves no process behind."""

from __future__ import annotations

import os
import signal
import socket
import ssl
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.deploy.conftest import REPO, cluster, need_programs
from tests.deploy.proxykit import close_all, everyone, played, seated, trusting
from tests.net.netkit import run, turn_of


def test_a_game_through_the_proxy_is_spread_over_both_processes(two_servers):
    async def scenario():
        tls = trusting(two_servers.certificate)
        seats = await seated(two_servers.url, tls, "bombay", ["local", "remote", "remote"])
        sessions = two_servers.stats()
        ends = await everyone(seats, 3)
        assert all(end is not None for end in ends)
        assert all(seat.client.verdict.fair for seat in seats)
        assert len({tuple(played(seat)) for seat in seats}) == 1  # one game, seen alike
        await close_all(seats)
        return sessions

    sessions = run(scenario(), 20)
    assert sessions["serve1"] >= 1 and sessions["serve2"] >= 1, sessions


def test_a_killed_serve_process_loses_no_move_and_the_game_goes_on(own_two_servers):
    async def scenario():
        tls = trusting(own_two_servers.certificate)
        # Bombay Bazar: its whole game is fewer messages a player than the server's burst
        # (the processes keep the limits people get; scripted players move at once).
        seats = await seated(own_two_servers.url, tls, "bombay", ["local", "remote", "remote"])
        await everyone(seats, 5, stop=turn_of(0, 12))
        seen = [played(seat) for seat in seats]  # acknowledged: every window has them
        sessions = own_two_servers.stats()
        busiest = max(sessions, key=sessions.__getitem__)
        killed = next(p for p in own_two_servers.serves if p.name == busiest).process
        os.kill(killed.pid, signal.SIGKILL)
        killed.wait(5)
        await everyone(seats, 7)
        final = played(seats[0])
        assert all(played(seat) == final for seat in seats)
        assert all(final[: len(moves)] == moves for moves in seen)  # none lost
        assert all(seat.client.verdict.fair for seat in seats)  # none twice: the dice agree
        assert all(seat.client.broken is None for seat in seats)
        rejoined = sum(seat.rejoins for seat in seats)
        await close_all(seats)
        return rejoined

    assert run(scenario(), 30) >= 1  # someone was on the killed process and came back


def ask(port: int, certificate, request: str) -> str:
    """One HTTP request over TLS to the proxy; the status line of its answer."""
    tls = ssl.create_default_context(cafile=certificate and str(certificate))
    raw = socket.create_connection(("127.0.0.1", port), timeout=5)
    with raw, tls.wrap_socket(raw, server_hostname="127.0.0.1") as talk:
        talk.sendall(request.encode())
        return talk.recv(4096).decode(errors="replace").split("\r\n")[0]


def test_the_proxy_lets_through_only_websocket_upgrades_on_the_one_path(two_servers):
    port = int(two_servers.url.rsplit(":", 1)[1])
    upgrade = (
        "Host: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
        "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    )
    certificate = two_servers.certificate
    assert ask(port, certificate, f"GET /admin HTTP/1.1\r\n{upgrade}") == "HTTP/1.1 404 Not Found"
    plain = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    assert ask(port, certificate, plain) == "HTTP/1.1 400 Bad request"
    assert ask(port, certificate, f"GET / HTTP/1.1\r\n{upgrade}").startswith("HTTP/1.1 101")
    with socket.create_connection(("127.0.0.1", port), timeout=5) as raw:  # no TLS: no answer
        raw.sendall(plain.encode())
        assert not raw.recv(4096).startswith(b"HTTP")
    with pytest.raises(ssl.SSLCertVerificationError):  # a client that does not trust the run's
        ask(port, None, plain)  # certificate (the system's authorities only) gets nowhere


def test_the_script_prints_the_address_and_stops_every_part_on_ctrl_c(tmp_path):
    need_programs()
    script = subprocess.Popen(
        [sys.executable, str(REPO / "tools" / "cluster.py"), "--servers=1", f"--folder={tmp_path}"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        lines = []
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not any("Bazaar cluster on" in s for s in lines):
            line = script.stdout.readline()
            if not line:
                break
            lines.append(line)
        assert lines and lines[-1].startswith("Bazaar cluster on wss://127.0.0.1:"), lines
        parts = [int(s.split("pid ")[1].split(",")[0]) for s in lines if " pid " in s]
        parts += [int(p) for p in _children(script.pid)]
        script.send_signal(signal.SIGINT)
        assert script.wait(15) == 0
    finally:
        if script.poll() is None:
            script.kill()
            script.wait(5)
    assert len(set(parts)) >= 3  # the server, redis and haproxy
    assert [pid for pid in set(parts) if _alive(pid)] == []


def _children(pid: int) -> list[str]:
    found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True)
    return found.stdout.split()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat").read_text().split()  # a zombie has ended
    return stat[2] != "Z"


def test_missing_programs_fail_under_ci_with_the_line_to_install_them(monkeypatch):
    monkeypatch.setattr(cluster.shutil, "which", lambda name: None)
    with pytest.raises(BaseException, match="apt-get install -y redis-server haproxy") as ci:
        need_programs({"CI": "true"})
    assert ci.typename == "Failed"
    with pytest.raises(BaseException, match="redis-server, haproxy, openssl") as elsewhere:
        need_programs({})
    assert elsewhere.typename == "Skipped"  # with its reason, which pytest -ra prints
