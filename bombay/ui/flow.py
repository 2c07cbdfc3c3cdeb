"""How the Bombay Bazar screens follow one another: setup -> game -> results -> next round,
again, or the title. `open_setup(app)` is what the title screen calls; `resume(app, record)`
reopens a saved or autosaved game; rules_pages() the rules (the game's entry in the registry,
bombay/__init__, opens them all from here)."""

from __future__ import annotations

import time

from bombay.rules.game import GAME
from bombay.rules.tournament import Tournament
from bombay.ui.session import BombaySession
from common.core.record import GameRecord
from common.ui import game_flow
from common.ui.app import App


def rules_pages() -> list:
    """The rules, page by page, with pictures."""
    from bombay.ui.rules_pages import rules_pages as pages

    return pages()


def open_guide(app: App) -> None:
    """The guided first game (its lessons and script: bombay.ui.guide)."""
    from bombay.ui.guide import open_guide as guide

    guide(app)


def open_setup(app: App) -> None:
    from bombay.ui.setup_scene import SetupScene

    game_flow.open_setup(app, "bombay", SetupScene, start_game)


def start_game(app: App, session: BombaySession, record: GameRecord | None = None) -> None:
    """Sit down at the table: a new game, or the game of `record` where it stood."""
    from bombay.ui.play_scene import PlayScene

    game_flow.sit_down(app, PlayScene, session, record, show_results)


def resume(app: App, record: GameRecord) -> None:
    """Reopen a saved or autosaved game of Bombay Bazar at its table (a tournament round goes
    on with the tournament's earlier rounds); a finished game opens on its results, which
    offer its replay (its score was counted when it ended: it is not counted again)."""
    session = BombaySession.from_record(record)
    if not record.state.is_terminal():
        start_game(app, session, record)
        return
    from bombay.ui.results_scene import ResultsScene

    session.seed = app.seeds.randrange(1 << 62)  # the next round's or game's
    if session.tournament is not None:
        # the save's meta holds the earlier rounds: this round's result completes them
        session.tournament = session.tournament.add_round(record.state.lengths())
    app.replace(ResultsScene(app, record, session, lambda: _again(app, session), app.nav.title))


def table_parts(record: GameRecord) -> tuple[type, BombaySession]:
    """The table scene and the table of a record (an online game's table is built on them)."""
    from bombay.ui.play_scene import PlayScene

    return PlayScene, BombaySession.from_record(record)


def replay_scene(app: App, record: GameRecord, session: BombaySession, on_close):
    """The replay of a record's moves so far (a watcher's, online), closed by `on_close`."""
    from bombay.ui.replay_scene import BombayReplay

    return BombayReplay(app, record, session, on_close)


def show_results(app: App, record: GameRecord, session: BombaySession) -> None:
    from bombay.ui.results_scene import ResultsScene

    state = record.state
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

    app.replace(
        ResultsScene(
            app,
            record,
            session,
            lambda: _again(app, session),
            app.nav.title,
            high_scores,
            rank,
            saved,
            problem.message() if problem is not None else None,
        )
    )


def _again(app: App, session: BombaySession) -> None:
    """The results' first button: the tournament's next round (its seed drawn and kept when
    the round ended), a new tournament once it is over, or another game at the same table."""
    tournament = session.tournament
    if tournament is None or tournament.finished:
        session.seed = app.seeds.randrange(1 << 62)
    if tournament is not None and tournament.finished:
        session.tournament = Tournament(tournament.players, tournament.rounds)
    start_game(app, session)


def _keep_next_round(app: App, session: BombaySession) -> None:
    """Between two rounds of a tournament the next round is autosaved, not yet begun: leaving
    from the results keeps the tournament, and Resume on the title opens its next round."""
    session.seed = app.seeds.randrange(1 << 62)
    app.keeper.keep(GameRecord(GAME, session.setup, session.seed, session.to_meta()))
