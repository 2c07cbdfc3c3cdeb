"""Write the game's sound effects into assets/sounds/ as WAV files (16-bit mono, 22,050 Hz).

They are synthesised here (no sound files from elsewhere, nothing to license), once, when the
sounds change, and the files are committed: the game only reads them (common/ui/sound.py), so
making them costs nothing at start-up. Run from a checkout:

    python tools/make_sounds.py            # rewrites assets/sounds/*.wav
    python tools/make_sounds.py --check    # exit 1 if the committed files differ from these

Effects: die (a rattle), step (Assam's footfall), coins, carpet (laid), tile (placed),
grow (a trunk growing), end (an end piece), win (a short fanfare), turn (a two-note chime: your
turn has come in an online game).
"""

from __future__ import annotations

import array
import io
import math
import random
import sys
import wave
from pathlib import Path

RATE = 22050
SOUNDS = Path(__file__).resolve().parents[1] / "assets" / "sounds"


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


def wav_bytes(samples: list[float]) -> bytes:
    """The samples, clipped to -1..1, as a 16-bit mono WAV file."""
    pcm = array.array("h", (int(max(-1.0, min(1.0, v)) * 32767) for v in samples))
    if sys.byteorder == "big":
        pcm.byteswap()  # WAV is little-endian
    out = io.BytesIO()
    with wave.open(out, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(pcm.tobytes())
    return out.getvalue()


def made() -> dict[str, bytes]:
    """Each effect's file name and contents."""
    return {f"{name}.wav": wav_bytes(samples) for name, samples in _recipes().items()}


def main(argv: list[str]) -> int:
    files = made()
    if argv[1:] == ["--check"]:
        stale = [
            n
            for n, data in files.items()
            if not (SOUNDS / n).is_file() or (SOUNDS / n).read_bytes() != data
        ]
        print("make_sounds: " + (f"out of date: {', '.join(stale)}" if stale else "up to date"))
        return 1 if stale else 0
    SOUNDS.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (SOUNDS / name).write_bytes(data)
    print(f"make_sounds: wrote {len(files)} files, {sum(map(len, files.values()))} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
