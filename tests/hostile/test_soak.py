"""Random events over a data folder holding the hostile corpus raise nothing."""

from __future__ import annotations


def test_random_events_over_the_whole_corpus_raise_nothing():
    """A short run of python -m tests.hostile.soak (the saves folder holds every saved-game
    case; the app starts over a sample of the others)."""
    from tests.hostile.soak import soak

    report = soak(events=400, seed=5, limit=0.5, starts_at_most=8)
    assert report["exceptions"] == []
    assert report["frames"] == 400 and report["starts"] == 8
    assert report["slowest_frame_cpu_s"] < 0.5
