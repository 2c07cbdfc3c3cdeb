"""Measuring helpers the benchmark scripts share: percentiles of frame times and the CPU an
idle window uses."""

from __future__ import annotations

import time

from common.ui.app import App


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def timing_summary(values_ms: list[float]) -> dict[str, float]:
    """p50, p99 and max of timings in milliseconds, rounded for a JSON line."""
    return {
        "p50": round(percentile(values_ms, 0.5), 2),
        "p99": round(percentile(values_ms, 0.99), 2),
        "max": round(max(values_ms), 2),
    }


def idle_cpu_percent(app: App, seconds: float) -> float:
    """Percent of one core this process uses while the app runs its loop for `seconds`."""
    cpu, wall = time.process_time(), time.perf_counter()
    end = wall + seconds
    while time.perf_counter() < end:
        app.tick()
    return 100 * (time.process_time() - cpu) / (time.perf_counter() - wall)
