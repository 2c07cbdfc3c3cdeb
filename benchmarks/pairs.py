"""How the side-by-side benchmarks (engine_ratio, startup_ratio) report their runs: each
side's median, then the ratio of every pair of runs made one after the other."""

from __future__ import annotations

import statistics


def report_pairs(
    sides: list[tuple[str, list[float]]], unit: str, ratio_name: str, ratios: list[float]
) -> None:
    """Print each side's median (in `unit`) and the pairs' ratio: median, min and max."""
    for number, (name, values) in enumerate(sides):
        runs = f" (median of {len(values)})" if number == 0 else ""
        print(f"{name}: {statistics.median(values):.3f} {unit}{runs}")
    median, low, high = statistics.median(ratios), min(ratios), max(ratios)
    print(f"{ratio_name} per pair: median {median:.3f} (min {low:.3f}, max {high:.3f})")
