"""A game's review worked out on a background thread, so the window keeps drawing, with its
progress for a bar and a Cancel; the review kept with the game (record.meta["review"]), so a
second look is instant and a damaged one is simply worked out again."""

from __future__ import annotations

import logging
import threading

from common.ai.bot import Cancelled
from common.core.errors import RecordError
from common.core.record import GameRecord
from common.core.review import GameReview

log = logging.getLogger("bazaar")

KEPT = "review"  # the key of record.meta that keeps the review with the game
# A game's reviewer keeps its last search: one review at a time (a cancelled one unwinds in
# milliseconds before the next starts).
_ONE_AT_A_TIME = threading.Lock()


def kept_review(record: GameRecord) -> GameReview | None:
    """The review kept with the game, if it is one of this very game (checked as hostile)."""
    data = record.meta.get(KEPT)
    if data is None:
        return None
    try:
        return GameReview.from_json(
            data, record.game.name, record.state.num_players(), record.cursor
        )
    except RecordError as error:
        log.warning("the kept review is set aside and worked out again: %s", error)
        record.meta.pop(KEPT, None)
        return None


class ReviewJob:
    """The review of a finished game: started at once, `done` once it is known (or failed:
    `error` says why), `fraction` of it worked out so far, `cancel()` stops it."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.review: GameReview | None = kept_review(record)
        self.error: str | None = None
        self.fraction = 1.0 if self.review else 0.0
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        if self.review is None:
            self._thread = threading.Thread(target=self._work, name="review", daemon=True)
            self._thread.start()

    @property
    def done(self) -> bool:
        return self.review is not None or self.error is not None

    def cancel(self) -> None:
        self._cancel.set()

    def _progress(self, done: int, total: int) -> None:
        self.fraction = done / total if total > 0 else 1.0

    def _work(self) -> None:
        from common.ai.review import review_record  # the search is loaded when first asked for

        try:
            with _ONE_AT_A_TIME:
                if self._cancel.is_set():
                    return
                review = review_record(self.record, progress=self._progress, cancel=self._cancel)
        except Cancelled:
            return
        except Exception as error:  # a review that fails must not take the results with it
            log.exception("the review failed")
            self.error = str(error) or type(error).__name__
            return
        self.fraction = 1.0
        self.review = review
