"""One cluster (Redis and three `bazaar serve --redis` processes) for the folder's tests, made
whole again before each test (a test may kill any process of it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.cluster.clusterkit import Cluster


@pytest.fixture(scope="session")
def shared_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    cluster = Cluster(tmp_path_factory.mktemp("cluster"))
    yield cluster
    cluster.close()


@pytest.fixture
def cluster(shared_cluster: Cluster) -> Cluster:
    shared_cluster.whole()
    return shared_cluster
