"""A game's review: followed while the game is played (common.ai.review_live, one process at
the lowest priority), so it is ready when the game ends and kept with the finished game at once;
else (a game opened from Load, a live review that failed) worked out on a background thread, so
the window keeps drawing, with its progress for a bar and a Cancel. The review is kept with the
game (record.meta["review"]), so a second look is instant and a damaged one is simply worked
out again."""

from __future__ import annotations

import _thread
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from common.core.applog import Log
from common.core.errors import RecordError

if TYPE_CHECKING:
    import threading

    from common.ai.review_live import LiveReview
    from common.core.record import GameRecord
    from common.core.review import GameReview

log = Log("bazaar")

KEPT = "review"  # the key of record.meta that keeps the review with the game
# A live review with less than this part of the game reviewed when Review is asked for is let
# go for the review after the game, in parallel at the normal priority (the computers played
# faster than a process at the lowest priority followed: benchmarks.review_time --pace 0).
FAR_BEHIND = 0.5
# A game's reviewer keeps its last search: one review at a time (a cancelled one unwinds in
# milliseconds before the next starts).
_ONE_AT_A_TIME = _thread.allocate_lock()  # threading's Lock (threading: when a job starts)


def kept_review(record: GameRecord) -> GameReview | None:
    """The review kept with the game, if it is one of this very game (checked as hostile)."""
    data = record.meta.get(KEPT)
    if data is None:
        return None
    from common.core.review import GameReview  # loaded with the first review, not at start

    try:
        return GameReview.from_json(
            data, record.game.name, record.state.num_players(), record.cursor
        )
    except RecordError as error:
        log.warning("the kept review is set aside and worked out again: %s", error)
        record.meta.pop(KEPT, None)
        return None


#: Told when a game's live review is ready at its end: (the record, its review, the seats
#: of the people who played it).
OnReady = Callable[["GameRecord", "GameReview", Sequence[int]], None]


def keep_practice(record: GameRecord, review: GameReview, people: Sequence[int]) -> None:
    """A reviewed game's mistakes by its people go to the practice list (common.core.practice);
    one that cannot be written is logged, and the game is still kept with its review."""
    from common.core.practice import keep_game

    try:
        keep_game(record, review, list(people))
    except OSError as error:
        log.warning("the game's mistakes could not be kept for practice: %s", error)


class LiveReviews:
    """The reviews a window follows while its games are played: the table being played, and
    a finished one until its review is ready (`most` at a time; the oldest is let go).
    `start` makes a review's worker (LiveReview's; a process of its own by default). `tick`
    (every frame) keeps a finished game's review with it once it is ready."""

    def __init__(self, start: Any = None, most: int = 2, on_ready: OnReady | None = None) -> None:
        self.start = start
        self.most = most
        self.on_ready = on_ready
        self.followed: list[tuple[GameRecord, LiveReview, tuple[int, ...]]] = []

    def watch(self, record: GameRecord, people: Sequence[int]) -> None:
        """Follow this game's review from now on (`people`: the seats played by people)."""
        if record.state.is_terminal() or self.of(record) is not None:
            return
        from common.ai.review_live import LiveReview  # the reviewer is loaded when first asked

        live = LiveReview(record, self.start)
        record.listen(live.follow)
        self.followed.append((record, live, tuple(people)))
        while len(self.followed) > self.most:
            self.followed.pop(0)[1].close()

    def of(self, record: GameRecord) -> LiveReview | None:
        """The live review of this very record (None if it is not followed)."""
        return next((live for r, live, _p in self.followed if r is record), None)

    def tick(self, keep: Callable[[GameRecord], Any]) -> None:
        """A finished game whose review is now ready gets it (record.meta, then `keep`), and
        `on_ready` is told; its worker is let go."""
        for record, live, people in list(self.followed):
            if live.closed:  # let go for the review after the game
                self.followed.remove((record, live, people))
                continue
            if not record.state.is_terminal():
                continue
            review = live.review(record)
            if review is None and live.error is None:
                continue
            live.close()
            self.followed.remove((record, live, people))
            if review is None or kept_review(record) is not None:
                continue
            record.meta[KEPT] = review.to_json()
            keep(record)
            if self.on_ready is not None:
                self.on_ready(record, review, people)

    def close(self) -> None:
        for _record, live, _people in self.followed:
            live.close()
        self.followed.clear()


class ReviewJob:
    """The review of a finished game: started at once, `done` once it is known (or failed:
    `error` says why), `fraction` of it worked out so far, `cancel()` stops it. A `live`
    review that follows the game is waited for rather than worked out again."""

    def __init__(self, record: GameRecord, live: LiveReview | None = None) -> None:
        import threading  # loaded with the first review worked out here, not at start

        self.record = record
        self.review: GameReview | None = kept_review(record)
        self.error: str | None = None
        self.fraction = 1.0 if self.review else 0.0
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self.live = live if live is not None and live.covers(record) else None
        if self.review is None and self.live is not None and self.live.fraction() < FAR_BEHIND:
            self.live.close()  # a game played at the computer's pace: worked out here, at once
            self.live = None
        if self.review is None and self.live is None:
            self._start()
        self._take_live()

    def _start(self) -> None:
        import threading

        self._thread = threading.Thread(target=self._work, name="review", daemon=True)
        self._thread.start()

    @property
    def done(self) -> bool:
        self._take_live()
        return self.review is not None or self.error is not None

    def _take_live(self) -> None:
        """The live review, once it is ready; worked out here if it failed."""
        if self.live is not None and self.review is None:
            self.review = self.live.review(self.record)
            self.fraction = 1.0 if self.review else self.live.fraction()
            if self.live.error is not None:  # worked out here after all
                log.warning("the live review failed: %s", self.live.error)
                self.live = None
                self._start()

    def cancel(self) -> None:
        self._cancel.set()

    def _progress(self, done: int, total: int) -> None:
        self.fraction = done / total if total > 0 else 1.0

    def _work(self) -> None:
        from common.ai.bot import Cancelled
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
