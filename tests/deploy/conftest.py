"""The deployment tests run tools/cluster.py's cluster (Redis, `bazaar serve --redis`
processes, HAProxy with TLS, all on 127.0.0.1). Without redis-server, haproxy or openssl
they fail under CI (CI=true) with the apt-get line to run, and elsewhere skip saying so."""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
LEASE = 1.0  # seconds before a killed process's rooms move to another (bazaar serve --lease)


def load_cluster() -> ModuleType:
    """tools/cluster.py (a script, not a package) as a module."""
    name = "bazaar_tools_cluster"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, REPO / "tools" / "cluster.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # before running it: its dataclasses look it up
        spec.loader.exec_module(module)
    return sys.modules[name]


cluster = load_cluster()


def need_programs(
    environ: dict[str, str] | os._Environ[str] = os.environ,
    programs: tuple[str, ...] = cluster.NEEDED,
    apt: str = cluster.APT,
) -> None:
    """Fail (CI) or skip (elsewhere) with the line that installs what is missing."""
    lacking = [name for name in programs if cluster.shutil.which(name) is None]
    if lacking:
        why = f"the deployment tests need {', '.join(lacking)}: run {apt}"
        if environ.get("CI") == "true":
            pytest.fail(why)
        pytest.skip(why)


@pytest.fixture(scope="module")
def two_servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A cluster of two `bazaar serve --redis` processes behind the proxy, shared by a module's
    tests that leave it as they found it."""
    need_programs()
    with cluster.running(2, folder=tmp_path_factory.mktemp("cluster"), lease=LEASE) as running:
        yield running


@pytest.fixture
def own_two_servers(tmp_path: Path) -> Iterator[Any]:
    """The same, for one test alone (one that kills a part)."""
    need_programs()
    with cluster.running(2, folder=tmp_path / "cluster", lease=LEASE) as running:
        yield running
