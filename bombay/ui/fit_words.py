"""The words beside a ghost tile that fits: how far it grows the trunk and, solo, what it does
to the score (bombay.ui.table_draw draws them)."""

from __future__ import annotations

from bombay.rules.scoring import SoloScore
from common.core.i18n import _, n_


def fits_words(grows: int, score: tuple[SoloScore, SoloScore] | None) -> str:
    """Beside a ghost that fits: how far it grows the trunk; solo, the score now and after it,
    with the empty cells and unused segments it would leave."""
    if score is None:
        return _("Fits: your trunk grows by {n}. Drop or click to place.").format(n=grows)
    now, then = score
    cells, unused = then.empty_cells, then.unused_segments
    return _(
        "Fits: trunk +{n}, score {a} → {b} ({cells}, {unused} left). Drop or click to place."
    ).format(
        n=grows,
        a=now.score,
        b=then.score,
        cells=n_("{n} empty cell", "{n} empty cells", cells).format(n=cells),
        unused=n_("{n} unused segment", "{n} unused segments", unused).format(n=unused),
    )
