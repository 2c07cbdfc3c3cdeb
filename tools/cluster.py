"""A whole Bazaar deployment on this computer, all on 127.0.0.1: one `redis-server` (append-only
file in a data folder), N `bazaar serve --redis` processes on ports of their own, and HAProxy in
front of them with TLS (deploy/haproxy.cfg, with this run's port, certificate and servers).
Redis runs as common/net/README.md recommends (appendonly yes, appendfsync always: a move is
on its disk before anyone is told of it).

    python tools/cluster.py [--servers 3] [--port 0] [--folder DIR] [--cert PEM --key PEM]
                            [--serve "bazaar serve"]

Prints each part as it comes up and then `Bazaar cluster on wss://127.0.0.1:PORT`; Ctrl+C (or
SIGTERM, or its parent dying) stops everything, each part given a few seconds and then killed.
Without --cert/--key a certificate for 127.0.0.1 and localhost is made for the run with openssl
(clients trust it with the printed `certificate:` file). Needs `redis-server`, `haproxy` and
`openssl` (Debian/Ubuntu: apt-get install -y redis-server haproxy openssl).

Why HAProxy and not nginx: health checks of its own (here a real WebSocket handshake, so a
process that is gone or stuck is out within two seconds, and its sessions are shut so its
players reconnect at once), `leastconn` balancing (games are long connections; round robin
would pile them up unevenly), per-address connection limits in a stick table, `timeout
tunnel` for hours-long WebSocket games, and a stats socket to see each process's sessions.
The free nginx checks only passively (a failed request), which a WebSocket that stays open
never makes.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TEMPLATE = REPO / "deploy" / "haproxy.cfg"
HOST = "127.0.0.1"
NEEDED = ("redis-server", "haproxy", "openssl")
APT = "apt-get install -y redis-server haproxy openssl"
START_SECONDS = 20.0  # the longest any part may take to come up
STOP_SECONDS = 5.0  # then it is killed


class ClusterError(RuntimeError):
    """A part did not start: the message says which, and ends with its output."""


def missing() -> list[str]:
    """The programs the cluster needs that this computer does not have."""
    return [name for name in NEEDED if shutil.which(name) is None]


def _die_with_parent() -> None:
    """In a child before exec (Linux): SIGTERM when the process that started it ends, so no
    part outlives a killed cluster or test."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def make_certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and localhost, valid two days (cert, key)."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [
            *(
                "openssl",
                "req",
                "-x509",
                "-newkey",
                "ec",
                "-pkeyopt",
                "ec_paramgen_curve:prime256v1",
            ),
            *("-nodes", "-days", "2", "-subj", "/CN=localhost", "-keyout", str(key), "-out"),
            *(str(cert), "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"),
        ],
        check=True,
        capture_output=True,
        timeout=START_SECONDS,
    )
    return cert, key


def haproxy_config(port: int, pem: Path, socket_path: Path, servers: list[int]) -> str:
    """deploy/haproxy.cfg with this run's bind port, certificate, stats socket and servers."""
    text = TEMPLATE.read_text(encoding="utf-8")
    most = re.compile(r"^(\s+maxconn )(\d+)", re.M)
    text = most.sub(lambda m: f"{m[1]}{_maxconn(int(m[2]))}", text, count=1)
    bind = re.compile(r"^(\s+bind )\S+ ssl crt \S+", re.M)
    stats = re.compile(r"^(\s+stats socket )\S+", re.M)
    server = re.compile(r"^\s+server serve\d+ \S+\n", re.M)
    if not (bind.search(text) and stats.search(text) and server.search(text)):
        raise ClusterError(f"{TEMPLATE} has no bind, stats socket or server line to fill in")
    text = bind.sub(lambda m: f"{m[1]}{HOST}:{port} ssl crt {pem}", text, count=1)
    text = stats.sub(lambda m: f"{m[1]}{socket_path}", text, count=1)
    text = server.sub("", text)
    lines = "".join(f"    server serve{n} {HOST}:{p}\n" for n, p in enumerate(servers, 1))
    return text.rstrip("\n") + "\n" + lines


def _maxconn(wanted: int) -> int:
    """As many connections as asked, or as this system lets HAProxy hold (two files each)."""
    try:
        import resource
    except ImportError:
        return wanted
    most = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    return wanted if most == resource.RLIM_INFINITY else min(wanted, (most - 100) // 2)


@dataclass
class Part:
    """One process of the cluster and where its output goes."""

    name: str
    process: subprocess.Popen[bytes]
    log: Path

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")[-4000:]


@dataclass
class Cluster:
    """The running cluster: stop() (or leaving the `running` block) ends every part."""

    folder: Path
    url: str = ""
    redis_url: str = ""
    certificate: Path | None = None
    stats_socket: Path | None = None
    serves: list[Part] = field(default_factory=list)
    others: list[Part] = field(default_factory=list)  # redis, haproxy

    def _start(self, name: str, command: list[str]) -> Part:
        log = self.folder / f"{name}.log"
        with log.open("wb") as sink:
            process = subprocess.Popen(
                command,
                stdout=sink,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                cwd=REPO,
                preexec_fn=_die_with_parent if sys.platform == "linux" else None,
            )
        return Part(name, process, log)

    def _wait(self, part: Part, ready: re.Pattern[str]) -> re.Match[str]:
        """Until the part prints `ready`; ClusterError if it ends or takes too long."""
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            found = ready.search(part.output())
            if found:
                return found
            if part.process.poll() is not None:
                break
            time.sleep(0.05)
        raise ClusterError(f"{part.name} did not start:\n{part.output()}")

    def start_redis(self) -> None:
        data = self.folder / "redis"
        data.mkdir()
        port = free_port()
        part = self._start(
            "redis",
            [
                *("redis-server", "--bind", HOST, "--port", str(port), "--dir", str(data)),
                *("--appendonly", "yes", "--appendfsync", "always", "--save", ""),
            ],
        )
        self.others.append(part)
        self._wait(part, re.compile(r"Ready to accept connections"))
        self.redis_url = f"redis://{HOST}:{port}/0"

    def start_serve(self, command: list[str], lease: float | None = None) -> Part:
        """One more `bazaar serve --redis` process on a port of its own (the system's pick);
        `lease`: how soon another process takes the rooms of one that stopped (--lease)."""
        name = f"serve{len(self.serves) + 1}"
        args = ["--host", HOST, "--port", "0", "--redis", self.redis_url, "--proxy-from", HOST]
        args += [] if lease is None else ["--lease", str(lease)]
        part = self._start(name, [*command, *args])
        self.serves.append(part)
        return part

    def port_of(self, part: Part) -> int:
        return int(self._wait(part, re.compile(r"listening on ws://[\d.]+:(\d+)"))[1])

    def start_haproxy(self, port: int, cert: Path, key: Path, ports: list[int]) -> None:
        """HAProxy on `port` with TLS (this certificate and key) in front of the servers on
        `ports`; back once it answers."""
        pem = self.folder / "haproxy.pem"  # HAProxy reads the certificate and key in one file
        pem.write_bytes(cert.read_bytes() + key.read_bytes())
        pem.chmod(0o600)
        self.certificate = cert
        self.stats_socket = self.folder / "haproxy.sock"
        config = self.folder / "haproxy.cfg"
        config.write_text(haproxy_config(port, pem, self.stats_socket, ports), encoding="utf-8")
        checked = subprocess.run(
            ["haproxy", "-c", "-f", str(config)], capture_output=True, timeout=10
        )
        if checked.returncode:
            said = (checked.stdout + checked.stderr).decode(errors="replace")
            raise ClusterError(f"haproxy refused {config}:\n{said}")
        part = self._start("haproxy", ["haproxy", "-db", "-f", str(config)])
        self.others.append(part)
        deadline = time.monotonic() + START_SECONDS
        while not self.stats_socket.exists() or not _answers(port):
            if part.process.poll() is not None or time.monotonic() > deadline:
                raise ClusterError(f"haproxy did not start:\n{part.output()}")
            time.sleep(0.05)
        self.url = f"wss://{HOST}:{port}"

    def _serve_stat(self, column: str) -> dict[str, str]:
        """One column of HAProxy's `show stat` for each serve process (serve1...)."""
        assert self.stats_socket is not None
        with socket.socket(socket.AF_UNIX) as talk:
            talk.settimeout(5)
            talk.connect(str(self.stats_socket))
            talk.sendall(b"show stat\n")
            answer = b""
            while chunk := talk.recv(65536):
                answer += chunk
        rows = [line.split(",") for line in answer.decode().splitlines()]
        heading = rows[0]
        name, wanted = heading.index("svname"), heading.index(column)
        return {
            row[name]: row[wanted]
            for row in rows[1:]
            if len(row) > wanted and row[name].startswith("serve")
        }

    def stats(self) -> dict[str, int]:
        """Current sessions of each serve process, as HAProxy counts them (serve1...)."""
        return {name: int(count) for name, count in self._serve_stat("scur").items()}

    def status(self) -> dict[str, str]:
        """Each serve process as HAProxy's health checks find it: UP, DOWN, ..."""
        return self._serve_stat("status")

    def stop(self) -> None:
        """SIGTERM to every part (the servers first, Redis last), then SIGKILL after a while."""
        parts = [*self.serves, *reversed(self.others)]
        for part in parts:
            if part.process.poll() is None:
                part.process.terminate()
        for part in parts:
            try:
                part.process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                part.process.kill()
                part.process.wait(STOP_SECONDS)


def _answers(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(1)
        return probe.connect_ex((HOST, port)) == 0


@contextlib.contextmanager
def running(
    servers: int = 2,
    port: int = 0,
    folder: Path | None = None,
    cert: Path | None = None,
    key: Path | None = None,
    serve: list[str] | None = None,
    lease: float | None = None,
) -> Iterator[Cluster]:
    """The cluster, up, for the length of the block (its folder removed after unless given).
    `serve` is the command that runs `bazaar serve` (default: this Python's, from this checkout
    or an installed bazaar)."""
    lacking = missing()
    if lacking:
        raise ClusterError(f"not installed: {', '.join(lacking)} ({APT})")
    own = folder is None
    where = Path(tempfile.mkdtemp(prefix="bazaar-cluster-")) if own else folder
    assert where is not None
    where.mkdir(parents=True, exist_ok=True)
    cluster = Cluster(where)
    try:
        cluster.start_redis()
        command = serve or [sys.executable, "-m", "common.net.serve"]
        started = [cluster.start_serve(command, lease) for _ in range(servers)]  # side by side
        ports = [cluster.port_of(part) for part in started]
        if cert is None or key is None:
            cert, key = make_certificate(where)
        cluster.start_haproxy(port or free_port(), cert, key, ports)
        yield cluster
    finally:
        cluster.stop()
        if own:
            shutil.rmtree(where, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    ask = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ask.add_argument("--servers", type=int, default=3, choices=range(1, 9), metavar="N")
    ask.add_argument("--port", type=int, default=0, help="the proxy's port (0: any free one)")
    ask.add_argument("--folder", type=Path, help="keep logs, Redis and the config here")
    ask.add_argument("--cert", type=Path, help="the proxy's certificate (PEM)")
    ask.add_argument("--key", type=Path, help="its private key (PEM)")
    ask.add_argument("--lease", type=float, help="seconds before a stopped server's rooms move")
    ask.add_argument(
        "--serve",
        help="the command that runs `bazaar serve` (e.g. 'dist/Bazaar/Bazaar serve'; "
        "default: this Python's common.net.serve)",
    )
    args = ask.parse_args(argv)
    if (args.cert is None) != (args.key is None):
        ask.error("--cert and --key go together")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # the finally blocks stop the parts
    try:
        serve = shlex.split(args.serve) if args.serve else None
        place = (args.servers, args.port, args.folder, args.cert, args.key, serve, args.lease)
        with running(*place) as cluster:
            kept = cluster.folder / "redis"
            print(f"redis: {cluster.redis_url} (append-only, fsync'd each write, in {kept})")
            for part in cluster.serves:
                print(f"{part.name}: pid {part.process.pid}, log {part.log}")
            print(f"certificate: {cluster.certificate}")
            print(f"stats socket: {cluster.stats_socket}")
            print(f"Bazaar cluster on {cluster.url}", flush=True)
            with contextlib.suppress(KeyboardInterrupt):
                while all(p.process.poll() is None for p in cluster.others):
                    time.sleep(0.5)
                print("cluster: redis or haproxy ended; stopping", file=sys.stderr)
                return 1
    except ClusterError as error:
        print(f"cluster: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
