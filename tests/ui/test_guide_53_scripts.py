"""The guided first games stay in step with the rules: each script is replayed against them
(a change of the rules that breaks a script fails here, not in front of a newcomer)."""

from __future__ import annotations

import pytest

from bombay.ui.guide import SCRIPT as BOMBAY
from common.core.guide_script import ROLL, Lesson, Reply, Script, progress
from common.core.i18n import _, set_language
from marrakech.ui.guide import SCRIPT as MARRAKECH

SCRIPTS = {"bombay": BOMBAY, "marrakech": MARRAKECH}


@pytest.mark.parametrize("name", SCRIPTS)
def test_every_move_of_the_script_is_legal_and_made_by_the_right_player(name: str) -> None:
    script: Script = SCRIPTS[name]
    record = script.record()
    for entry in script.entries:
        if entry.move is None:
            continue
        state = record.state
        mover = record.waiting_roll if entry.move == ROLL else state.current_player()
        person = isinstance(entry, Lesson)
        assert mover == (script.person if person else 1 - script.person), (name, entry)
        script.play(record, entry.move)
    assert record.state.is_terminal(), f"the {name} lesson leaves its game unfinished"
    assert progress(record) == len(script.moves)


def test_the_bombay_lesson_ends_as_its_last_bubble_says() -> None:
    """The last bubble gives the score: the person wins 15 to 10."""
    record = BOMBAY.record_at(len(BOMBAY.moves))
    assert record.state.lengths() == [15, 10]
    assert record.state.outcome().winners == (0,)


@pytest.mark.parametrize("name", SCRIPTS)
def test_a_lesson_waits_for_a_person_and_a_reply_for_the_computer(name: str) -> None:
    """Every person's move has its bubble, and every bubble that reads is followed by a move
    or ends the game (so Next always leads somewhere)."""
    script = SCRIPTS[name]
    lessons = script.lessons
    assert lessons[-1].move is None  # the last bubble says how it ended
    assert all(isinstance(e, Lesson | Reply) for e in script.entries)
    for lesson in lessons:
        assert _(lesson.words) == lesson.words  # English: the words as marked


@pytest.mark.parametrize("language", ["ru", "bg", "pl", "hu"])
@pytest.mark.parametrize("name", SCRIPTS)
def test_every_bubble_is_translated(name: str, language: str) -> None:
    set_language(language)
    try:
        for lesson in SCRIPTS[name].lessons:
            assert _(lesson.words) != lesson.words, (language, lesson.words[:40])
    finally:
        set_language("en")
