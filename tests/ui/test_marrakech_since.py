"""Issue 52, Marrakech 1: with four players every carpet laid since the person's own last turn
is numbered on the market and told on its mover's card, until the person moves again."""

from __future__ import annotations

import random

from common.core.record import GameRecord
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.since import mark_words, moves_since

NAMES = ["Amira", "Karim", "Leila", "Omar"]


def person_and_computers(seed: int) -> GameRecord:
    """A 4-player game played until the person (seat 0) is to turn Assam again, with the
    others' whole turns since theirs."""
    record = GameRecord(GAME, MarrakechSetup(4), seed)
    rng = random.Random(seed)
    turns_of_person = 0
    while turns_of_person < 2:
        if record.waiting_roll is not None:
            record.roll()
            continue
        state = record.state
        if state.phase == "turn" and state.seat == 0:
            turns_of_person += 1
            if turns_of_person == 2:
                break
        record.play(rng.choice(state.legal_actions()))
    return record


def test_every_carpet_since_the_persons_turn_is_numbered_with_its_mover():
    record = person_and_computers(5)
    marks = moves_since(record, record.cursor, lambda seat: seat == 0)
    assert [m.number for m in marks] == [1, 2, 3]
    assert [m.seat for m in marks] == [1, 2, 3], "one carpet for each other player, in order"
    words = [mark_words(m, NAMES.__getitem__) for m in marks]
    assert all(w.startswith(f"{m.number}: ") for w, m in zip(words, marks, strict=True))
    for mark, said in zip(marks, words, strict=True):
        if mark.paid is not None:
            assert f"paid {mark.paid.amount} to {NAMES[mark.paid.payee]}" in said


def test_the_marks_start_again_after_the_persons_own_move():
    record = person_and_computers(5)
    record.play(record.state.legal_actions()[0])  # the person turns Assam
    assert moves_since(record, record.cursor, lambda seat: seat == 0) == []


def test_a_click_on_the_log_shows_the_whole_game_log_and_another_brings_the_players_back(app):
    from tests.ui.driver import click, start_marrakech, wait_for

    scene = start_marrakech(app, players=4)
    wait_for(app, lambda: scene.human_to("turn"))
    short = scene.log_area().height
    click(app, scene.lay.log.center)
    assert scene.log_full and scene.log_area().height > 2 * short
    assert scene.log_area().top < scene.lay.player_rows[1].top, "over the players' rows"
    assert scene.tooltip_at(scene.log_area().center) == "Click to see the players again"
    click(app, scene.log_area().center)
    assert not scene.log_full and scene.log_area() == scene.lay.log
