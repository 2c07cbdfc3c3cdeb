"""The files for people who deploy (deploy/): the systemd unit and the container file run
`bazaar serve` with options it has, keep the rooms where they say, and the unit's keys are
systemd's own (systemd-analyze verify)."""

from __future__ import annotations

import configparser
import json
import re
import shlex
import subprocess
from pathlib import Path

from common.net.serve import parser
from tests.deploy.conftest import REPO, need_programs

DEPLOY = REPO / "deploy"


def unit() -> configparser.ConfigParser:
    read = configparser.ConfigParser(strict=False, interpolation=None)
    read.optionxform = str  # systemd's keys are case-sensitive
    read.read_string((DEPLOY / "bazaar.service").read_text(encoding="utf-8"))
    return read


def served(command: list[str]):
    """The options of a `bazaar serve` command line, as the server reads them."""
    assert command[0].rsplit("/", 1)[-1] == "bazaar" and command[1] == "serve", command
    return parser().parse_args(command[2:])  # an option it does not have: SystemExit


def test_the_unit_runs_the_server_as_a_made_up_user_keeping_rooms_in_its_state_folder():
    service = unit()["Service"]
    assert (service["DynamicUser"], service["Restart"]) == ("yes", "always")
    options = served(shlex.split(service["ExecStart"]))
    assert options.data == Path("/var/lib") / service["StateDirectory"]
    assert options.host == "127.0.0.1"  # behind a proxy
    assert int(service["LimitNOFILE"]) >= 16384  # thousands of players, a file each


def test_systemd_reads_every_key_of_the_unit(tmp_path):
    need_programs(programs=("systemd-analyze",), apt="apt-get install -y systemd")
    text = (DEPLOY / "bazaar.service").read_text(encoding="utf-8")
    real = re.sub(r"ExecStart=\S+", "ExecStart=/bin/true", text)  # a program that exists here
    assert real != text
    (tmp_path / "bazaar.service").write_text(real, encoding="utf-8")
    checked = subprocess.run(
        ["systemd-analyze", "verify", str(tmp_path / "bazaar.service")],
        capture_output=True,
        text=True,
        timeout=30,
    )
    said = (checked.stdout + checked.stderr).strip()
    assert checked.returncode == 0 and "bazaar.service" not in said, said


def instructions() -> list[tuple[str, str]]:
    """The container file's instructions (continued lines joined, comments left out)."""
    text = (DEPLOY / "Containerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    lines = [line.strip() for line in text.splitlines()]
    return [tuple(line.split(None, 1)) for line in lines if line and not line.startswith("#")]


def test_the_container_serves_on_all_its_addresses_keeping_rooms_in_its_volume():
    steps = instructions()
    kinds = [kind for kind, _ in steps]
    assert kinds[0] == "FROM" and kinds.count("CMD") == 1
    options = served(json.loads(dict(steps)["CMD"]))
    assert options.host == "0.0.0.0"
    assert [str(options.data)] == [value for kind, value in steps if kind == "VOLUME"]
    assert int(dict(steps)["EXPOSE"]) == options.port
    assert dict(steps)["USER"] != "root"


def test_the_container_installs_the_wheel_with_an_extra_the_project_has():
    installs = " ".join(value for kind, value in instructions() if kind == "RUN")
    extras = re.findall(r"bazaar-\*\.whl\)\[(\w+)\]", installs)
    assert extras == ["server"]
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    section = pyproject.split("[project.optional-dependencies]", 1)[1].split("\n[", 1)[0]
    assert re.search(r"^server = \[", section, re.M), section
