"""One redis-server for the folder's tests, and one cluster of three `bazaar serve --redis`
processes on it for the tests that need processes (made whole again before each test: a test
may kill any process of it); tests of cluster servers in their own process need Redis alone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.cluster.clusterkit import Cluster, RedisProcess, need_redis_server


@pytest.fixture(scope="session")
def shared_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisProcess]:
    redis = RedisProcess(need_redis_server(), tmp_path_factory.mktemp("redis"))
    yield redis
    redis.kill()


@pytest.fixture(scope="session")
def shared_cluster(
    shared_redis: RedisProcess, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Cluster]:
    cluster = Cluster(shared_redis, tmp_path_factory.mktemp("cluster"))
    yield cluster
    cluster.close()


@pytest.fixture
def redis_server(shared_redis: RedisProcess) -> RedisProcess:
    return shared_redis.ready()


@pytest.fixture
def cluster(shared_cluster: Cluster) -> Cluster:
    return shared_cluster.whole()
