"""Tweens and timers on one clock. Time only moves when the app says so (update(dt)), so an
animation takes the same time on a slow and a fast machine, and tests can step it exactly."""

from __future__ import annotations

import math
from collections.abc import Callable


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(
    a: tuple[float, float], b: tuple[float, float], t: float, lift: float
) -> tuple[float, float]:
    """A point on a parabola from a to b that rises `lift` pixels at its middle (flying coins)."""
    x, y = lerp_point(a, b, t)
    return x, y - lift * math.sin(math.pi * t)


class Tween:
    """Calls on_update(eased progress 0..1) every update for `duration` seconds, then on_done."""

    def __init__(
        self,
        duration: float,
        on_update: Callable[[float], None] | None = None,
        easing: Callable[[float], float] = ease_in_out_cubic,
        on_done: Callable[[], None] | None = None,
        delay: float = 0.0,
    ) -> None:
        self.duration = max(0.0, duration)
        self.on_update = on_update
        self.easing = easing
        self.on_done = on_done
        self.delay = delay
        self.elapsed = 0.0
        self.done = False

    @property
    def progress(self) -> float:
        if self.duration == 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed < self.delay:
            return
        if self.on_update is not None:
            self.on_update(self.easing(self.progress))
        if self.elapsed >= self.delay + self.duration:
            self.done = True
            if self.on_done is not None:
                self.on_done()


class Animator:
    """The running tweens of one scene. `speed` scales time (0 makes everything instant)."""

    def __init__(self, speed: float = 1.0) -> None:
        self.tweens: list[Tween] = []
        self.speed = speed

    def add(self, tween: Tween) -> Tween:
        self.tweens.append(tween)
        if self.speed == 0:
            self._finish(tween)
        return tween

    def _finish(self, tween: Tween) -> None:
        tween.update(tween.delay + tween.duration + 1)

    def update(self, dt: float) -> bool:
        """Advance every tween; True while any is still running."""
        scaled = dt * self.speed if self.speed > 0 else math.inf
        for tween in list(self.tweens):
            if scaled == math.inf:
                self._finish(tween)
            else:
                tween.update(scaled)
        self.tweens = [t for t in self.tweens if not t.done]
        return bool(self.tweens)

    def finish_all(self) -> None:
        while self.tweens:
            for tween in list(self.tweens):
                self._finish(tween)
            self.tweens = [t for t in self.tweens if not t.done]

    @property
    def busy(self) -> bool:
        return bool(self.tweens)
