"""How the Bombay Bazar screens follow one another: setup -> game -> results -> next round,
again, or the title. The game's entry in the registry (bombay/__init__) opens them from
SCREENS (common.ui.game_flow): the setup, a game resumed (a finished one on its results), the
rules and the guided game."""

from __future__ import annotations

import time
from typing import Any

from bombay.rules.game import GAME
from bombay.rules.state import BombayState
from bombay.rules.tournament import Tournament
from bombay.ui.session import BombaySession
from common.core.record import GameRecord
from common.ui import game_flow
from common.ui.app import App


def _scenes() -> game_flow.Scenes:
    from bombay.ui.guide import open_guide
    from bombay.ui.play_scene import PlayScene
    from bombay.ui.results_scene import ResultsScene
    from bombay.ui.rules_pages import rules_pages
    from bombay.ui.setup_scene import SetupScene

    return game_flow.Scenes(SetupScene, PlayScene, ResultsScene, rules_pages, open_guide)


def _reopen_finished(app: App, record: GameRecord, session: BombaySession) -> None:
    """A finished game from Load opens on its results, which offer its replay (its score was
    counted when it ended: it is not counted again, but a solo game shows the best scores with
    its row marked; a tournament round goes on with the tournament's earlier rounds)."""
    session.seed = app.seeds.randrange(1 << 62)  # the next round's or game's
    if session.tournament is not None:
        # the save's meta holds the earlier rounds: this round's result completes them
        session.tournament = session.tournament.add_round(BombayState.of(record.state).lengths())
    high_scores, rank, problem = None, None, None
    if session.solo:  # the best scores as they stand, this game's row marked if still there
        from bombay.rules.scoring import solo_score
        from bombay.ui.storage import load_high_scores

        high_scores, problem = load_high_scores()
        saved_at = record.meta.get("saved_at")
        if isinstance(saved_at, (int, float)) and not isinstance(saved_at, bool):
            score = solo_score(BombayState.of(record.state).core()).score
            rank = high_scores.rank_of(score, session.seats[0].name, float(saved_at))
    results = _results(app, record, session, high_scores, rank, True, problem)
    results.new_best = False  # its row is marked; it was new when it ended
    app.replace(results)


def replay_scene(app: App, record: GameRecord, session: BombaySession, on_close):
    """The replay of a record's moves so far (a watcher's, online), closed by `on_close`."""
    from bombay.ui.replay_scene import BombayReplay

    return BombayReplay(app, record, session, on_close)


def show_results(app: App, record: GameRecord, session: BombaySession) -> None:
    state = BombayState.of(record.state)
    high_scores, rank, saved, problem = None, None, True, None
    if session.solo:
        from bombay.rules.scoring import solo_score
        from bombay.ui.storage import load_high_scores, save_high_scores

        score = solo_score(state.core()).score
        earlier, problem = load_high_scores()
        high_scores, rank = earlier.add(score, time.time(), session.seats[0].name)
        saved = save_high_scores(high_scores)
    elif session.tournament is not None:
        session.tournament = session.tournament.add_round(state.lengths())
        if not session.tournament.finished:
            _keep_next_round(app, session)

    app.replace(_results(app, record, session, high_scores, rank, saved, problem))


def _results(app: App, record: GameRecord, session: BombaySession, *scores: Any):
    """The results scene of a finished game; `scores`: the best scores (solo), this game's
    rank among them, whether they were kept, and the problem reading them (or None)."""
    problem = scores[3]
    message = problem.message() if problem is not None else None
    return SCREENS.scenes().results(
        app, record, session, lambda: _again(app, session), app.nav.title, *scores[:3], message
    )


def _again(app: App, session: BombaySession) -> None:
    """The results' first button: the tournament's next round (its seed drawn and kept when
    the round ended), a new tournament once it is over, or another game at the same table."""
    tournament = session.tournament
    if tournament is None or tournament.finished:
        session.seed = app.seeds.randrange(1 << 62)
    if tournament is not None and tournament.finished:
        session.tournament = Tournament.new(
            tournament.players, tournament.rounds, app.seeds.randrange(1 << 62)
        )
    SCREENS.start_game(app, session)


def _keep_next_round(app: App, session: BombaySession) -> None:
    """Between two rounds of a tournament the next round is autosaved, not yet begun: leaving
    from the results keeps the tournament, and Resume on the title opens its next round."""
    session.seed = app.seeds.randrange(1 << 62)
    app.keeper.keep(GameRecord(GAME, session.setup, session.seed, session.to_meta()))


SCREENS = game_flow.GameScreens("bombay", _scenes, BombaySession, show_results, _reopen_finished)
start_game = SCREENS.start_game
table_parts = SCREENS.table_parts  # what an online table (common.ui.online_table) is built on
