"""Simulate colour-vision deficiency on a screenshot, and measure how far apart the carpet
colours stay. No numpy: pygame reads and writes the images, each distinct colour is
converted once.

    python tools/cvd_simulate.py shot.png          # writes shot-deuteranopia.png, -protanopia.png
    python tools/cvd_simulate.py --palette         # CIELAB distance of every carpet pair

Matrices: Machado, Oliveira and Fernandes (2009), severity 1.0, applied to linear RGB. A pair
closer than about 20 (CIE76 delta E) is hard to tell apart at a glance; under 10 they merge.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

MATRICES = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
}
CLOSE = 20.0


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _srgb(v: float) -> int:
    v = min(1.0, max(0.0, v))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(rgb: tuple[int, int, int], kind: str) -> tuple[int, int, int]:
    """The colour as someone with `kind` (protanopia or deuteranopia) sees it."""
    lin = [_linear(c) for c in rgb]
    return tuple(_srgb(sum(m * v for m, v in zip(row, lin, strict=True))) for row in MATRICES[kind])


def lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b), strict=True)) ** 0.5


def simulate_image(path: Path) -> list[Path]:
    import pygame

    image = pygame.image.load(str(path))
    size = image.get_size()
    data = pygame.image.tobytes(image, "RGB")
    written = []
    for kind in MATRICES:
        seen: dict[bytes, bytes] = {}
        out = bytearray(len(data))
        for i in range(0, len(data), 3):
            px = data[i : i + 3]
            sim = seen.get(px)
            if sim is None:
                sim = seen[px] = bytes(simulate(tuple(px), kind))
            out[i : i + 3] = sim
        target = path.with_name(f"{path.stem}-{kind}{path.suffix}")
        pygame.image.save(pygame.image.frombytes(bytes(out), size, "RGB"), str(target))
        written.append(target)
    return written


def palette_report() -> list[str]:
    """Every pair of carpet colours with its distance normally and under each simulation."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from marrakech.ui.palette import CARPETS

    colours = list(zip(CARPETS.colours, (CARPETS.name(i) for i in range(6)), strict=True))
    lines = [f"{'pair':<18}{'normal':>8}" + "".join(f"{k:>14}" for k in MATRICES)]
    for (a, name_a), (b, name_b) in itertools.combinations(colours, 2):
        cells = [delta_e(a, b)] + [delta_e(simulate(a, k), simulate(b, k)) for k in MATRICES]
        flag = "  <- close" if min(cells) < CLOSE else ""
        pair = f"{name_a}/{name_b}"
        shown = "".join(f"{c:>14.1f}" for c in cells[1:])
        lines.append(f"{pair:<18}{cells[0]:>8.1f}{shown}{flag}")
    return lines


def main(argv: list[str]) -> int:
    if argv == ["--palette"]:
        print("\n".join(palette_report()))
        return 0
    if not argv:
        print(__doc__)
        return 2
    for name in argv:
        for written in simulate_image(Path(name)):
            print(written)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
