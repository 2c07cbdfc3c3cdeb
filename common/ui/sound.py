"""The game's sounds, synthesised at start-up (no sound files, nothing to license), and played
through pygame.mixer. With no audio device, or sound switched off, every call does nothing.

Effects: die (a rattle), step (Assam's footfall), coins, carpet (laid), tile (placed),
grow (a trunk growing), end (an end piece), win (a short fanfare), turn (a two-note chime: your
turn has come in an online game).
"""

from __future__ import annotations

import array
import functools
import logging
import math
import random

import pygame

RATE = 22050
log = logging.getLogger(__name__)


def _tone(
    freq: float,
    seconds: float,
    volume: float = 0.5,
    decay: float = 8.0,
    rise: float = 0.004,
    slide: float = 0.0,
) -> list[float]:
    """A sine tone with a quick attack and an exponential decay; slide bends the pitch."""
    count = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(count):
        t = i / RATE
        envelope = min(1.0, t / rise) * math.exp(-decay * t)
        phase += 2 * math.pi * (freq + slide * t) / RATE
        out.append(volume * envelope * math.sin(phase))
    return out


def _noise(seconds: float, volume: float, decay: float, seed: int, smooth: float = 0.0):
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(volume * last * math.exp(-decay * i / RATE))
    return out


def _mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Lay sounds (start time, samples) over each other."""
    length = max(int(start * RATE) + len(samples) for start, samples in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, value in enumerate(samples):
            out[offset + i] += value
    return out


def _recipes() -> dict[str, list[float]]:
    return {
        "die": _mix(
            *((k * 0.07, _noise(0.03, 0.35, 90, k, 0.3)) for k in range(6)),
            (0.42, _tone(180, 0.1, 0.3, 40)),
        ),
        "step": _mix((0, _tone(110, 0.09, 0.45, 45)), (0, _noise(0.04, 0.08, 80, 9, 0.8))),
        "coins": _mix(
            *((k * 0.06, _tone(f, 0.25, 0.22, 14)) for k, f in enumerate((1568, 2093, 1760, 2349)))
        ),
        "carpet": _mix((0, _noise(0.28, 0.3, 9, 4, 0.92)), (0.2, _tone(140, 0.12, 0.3, 30))),
        "tile": _mix((0, _noise(0.03, 0.35, 120, 5, 0.2)), (0, _tone(420, 0.08, 0.35, 50))),
        "grow": _tone(330, 0.22, 0.25, 9, rise=0.05, slide=900),
        "end": _mix((0, _tone(98, 0.3, 0.5, 12)), (0, _noise(0.06, 0.15, 60, 7, 0.7))),
        "turn": _mix((0, _tone(880, 0.35, 0.3, 7)), (0.16, _tone(1175, 0.5, 0.3, 6))),
        "win": _mix(
            *((k * 0.14, _tone(f, 0.5, 0.25, 6)) for k, f in enumerate((523, 659, 784, 1047)))
        ),
    }


@functools.cache
def _pcm(channels: int) -> dict[str, bytes]:
    """Each effect as 16-bit samples for a mixer of `channels` channels, made once a process:
    every window opened after the first (the screens tour's, the benchmarks' second, the
    tests' hundreds) plays the same samples, and making them is 0.1 s of pure Python."""
    made = {}
    for name, samples in _recipes().items():
        pcm = array.array("h", (int(max(-1.0, min(1.0, v)) * 32767) for v in samples))
        if channels == 2:
            pcm = array.array("h", (v for v in pcm for _ in (0, 1)))
        made[name] = pcm.tobytes()
    return made


class Sounds:
    """All effects, made once; play(name) is safe to call from any scene at any time."""

    def __init__(self, enabled: bool = True, volume: float = 0.7) -> None:
        self.enabled = enabled
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
        except pygame.error as error:
            log.info("no sound: %s", error)
            return
        for name, pcm in _pcm(pygame.mixer.get_init()[2]).items():
            self._sounds[name] = pygame.mixer.Sound(buffer=pcm)

    @property
    def available(self) -> bool:
        return bool(self._sounds)

    def play(self, name: str) -> None:
        sound = self._sounds.get(name)
        if sound is None or not self.enabled or self.volume <= 0:
            return
        sound.set_volume(self.volume)
        sound.play()
