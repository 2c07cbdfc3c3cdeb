"""Practice from your own mistakes (issue 53): the positions round-trip through the practice
file (setup, seed, actions and the decision's index), newest first across both games; a solved
one leaves the list and counts; a damaged kept review is set aside with a message and the rest
of the list stays; in each game the best move is accepted and the move played refused."""

from __future__ import annotations

import json

import pytest

from bombay.rules.game import GAME as BOMBAY
from bombay.rules.setup import Setup as BombaySetup
from common.ai.practice_judge import judge
from common.core import practice
from common.core.record import GameRecord
from marrakech.rules.game import GAME as MARRAKECH
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import made_up_review, play_moves, quick_reviewer


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    return tmp_path


def finished(game: str, seed: int) -> GameRecord:
    if game == "marrakech":
        record = GameRecord(MARRAKECH, MarrakechSetup(2), seed, {"players": ["Amira", "Karim"]})
    else:
        record = GameRecord(BOMBAY, BombaySetup(2), seed, {"players": ["Amira", "Karim"]})
    play_moves(record, 10_000, rng_seed=seed)
    assert record.state.is_terminal()
    return record


def kept(game: str, seed: int, clock: list[float], monkeypatch) -> GameRecord:
    """A finished game with a made-up review, kept in the practice file at the clock's time."""
    record = finished(game, seed)
    monkeypatch.setattr(practice.time, "time", lambda: clock[0])
    assert practice.keep_game(record, made_up_review(record, seed), [0]) > 0
    clock[0] += 60
    return record


def test_positions_round_trip_newest_first_across_both_games(monkeypatch) -> None:
    clock = [1_700_000_000.0]
    marrakech = kept("marrakech", 4, clock, monkeypatch)
    bombay = kept("bombay", 5, clock, monkeypatch)
    book = practice.read_book()
    assert book.problems == [] and book.solved == 0
    assert [p.game for p in book.positions][:1] == ["bombay"]  # the newer game first
    assert {p.game for p in book.positions} == {"bombay", "marrakech"}
    for record in (marrakech, bombay):
        expected = practice.positions_of(record, made_up_review(record, record.seed), [0], 0)
        read = [p for p in book.positions if p.game == record.game.name]
        assert [p.index for p in read] == [p.index for p in expected]
        for position in read:
            assert position.seat == 0 and position.step.mark in ("mistake", "blunder")
            assert position.state() == record.state_at(position.index)  # the same position
            assert position.played() == record.actions[position.index]
            assert position.state().check_action(position.best()) is None


def test_a_solved_position_leaves_the_list_and_counts(monkeypatch) -> None:
    kept("marrakech", 4, [1_700_000_000.0], monkeypatch)
    book = practice.read_book()
    first, total = book.positions[0], book.total
    practice.solve(first)
    again = practice.read_book()
    assert first.key not in [p.key for p in again.positions]
    assert again.solved == 1 and again.total == total


def test_a_damaged_kept_review_is_set_aside_and_the_rest_stays(data_folder, monkeypatch) -> None:
    clock = [1_700_000_000.0]
    kept("marrakech", 4, clock, monkeypatch)
    kept("bombay", 5, clock, monkeypatch)
    path = data_folder / practice.BOOK
    lines = path.read_text(encoding="utf-8").splitlines()
    damaged = json.loads(lines[0])
    step = next(s for s in damaged["save"]["meta"]["review"]["steps"] if s["mark"] == "mistake")
    step["cost"] = 0.5  # no longer the mistake its mark says
    path.write_text(json.dumps(damaged) + "\n" + lines[1] + "\n", encoding="utf-8")
    book = practice.read_book()
    assert len(book.problems) == 1 and "set aside" in book.problems[0]
    assert "its mark" in book.problems[0]  # why, in the review's own words
    assert book.positions and {p.game for p in book.positions} == {"bombay"}
    assert (data_folder / practice.SET_ASIDE).read_text(encoding="utf-8").count("\n") == 1
    assert practice.read_book().problems == []  # told once: the file holds the rest


def test_a_line_that_is_not_json_is_set_aside_too(data_folder, monkeypatch) -> None:
    kept("marrakech", 4, [1_700_000_000.0], monkeypatch)
    with open(data_folder / practice.BOOK, "ab") as handle:
        handle.write(b'{"format": "bazaar-practice", "version": 1, "save": [\n')
    book = practice.read_book()
    assert len(book.problems) == 1 and book.positions


@pytest.mark.parametrize(("game", "seed"), [("marrakech", 4), ("bombay", 5)])
def test_the_best_move_is_accepted_and_the_move_played_refused(game, seed, monkeypatch) -> None:
    kept(game, seed, [1_700_000_000.0], monkeypatch)
    position = practice.read_book().positions[0]
    best = judge(position, position.best())
    assert best.accepted and best.cost == 0
    played = judge(position, position.played())
    assert not played.accepted and played.cost == position.step.cost >= 3


def test_another_answer_is_valued_by_the_reviews_engine(monkeypatch) -> None:
    kept("marrakech", 4, [1_700_000_000.0], monkeypatch)
    position = practice.read_book().positions[0]
    state = position.state()
    others = [a for a in state.legal_actions() if a not in (position.best(), position.played())]
    reviewer = quick_reviewer()
    verdicts = [judge(position, answer, reviewer) for answer in others[:3]]
    for verdict in verdicts:
        assert verdict.cost >= 0
        assert verdict.accepted == (verdict.cost < reviewer.thresholds.inaccuracy)
