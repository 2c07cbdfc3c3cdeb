"""The replay of a finished game of Marrakech (issue 12), driven by posted events: it opens
from the results and for a finished game loaded from a save, steps forwards and backwards by
button and key, shows the move and the log up to it, and never changes the record or writes
a file. And the results card gives every player's row the same type sizes, and the setup
keeps its variant with the last table."""

from __future__ import annotations

import random

import pygame

from common.core.record import GameRecord
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui import results_scene
from marrakech.ui.replay_scene import MarrakechReplay
from marrakech.ui.results_scene import ResultsScene
from marrakech.ui.session import MarrakechSession, Seat
from tests.helpers import roll_if_waiting
from tests.ui.driver import click, key, open_marrakech_setup, run_frames


def finished_game(players: int = 3, seed: int = 5) -> tuple[GameRecord, MarrakechSession]:
    record = GameRecord(GAME, MarrakechSetup(players), seed, {})
    roll_if_waiting(record)
    rng = random.Random(seed)
    while not record.state.is_terminal():
        record.play(rng.choice(record.state.legal_actions()))
        roll_if_waiting(record)
    names = ("Leila", "Omar", "Amira")[:players]
    seats = [Seat(name, None, [s, s + 4] if players == 2 else [s]) for s, name in enumerate(names)]
    session = MarrakechSession(record.setup, seats, record.seed)
    record.meta.update(session.to_meta())
    return record, session


def files_in(folder) -> list:
    return sorted(p for p in folder.rglob("*") if p.is_file()) if folder.exists() else []


def open_replay(app) -> tuple[ResultsScene, MarrakechReplay]:
    record, session = finished_game()
    results = ResultsScene(app, record, session, lambda: None, lambda: None)
    app.replace(results)
    run_frames(app)
    click(app, results.replay.rect.center)
    replay = app.top
    assert isinstance(replay, MarrakechReplay)
    return results, replay


def test_the_replay_steps_forwards_and_backwards_by_key_and_button(app, data_folder):
    results, replay = open_replay(app)
    record = replay.record
    kept = (list(record.actions), record.cursor)
    saved_before = files_in(data_folder)
    assert replay.index == 0 and replay.told() == []
    key(app, pygame.K_RIGHT)
    assert replay.index == 1
    first_lines = [e.text for e in replay.told()]
    assert first_lines  # the move is told (who goes first)
    click(app, replay.forward.rect.center)
    click(app, replay.forward.rect.center)
    assert replay.index == 3
    assert replay.told() and [e.text for e in replay.told()] != first_lines
    key(app, pygame.K_LEFT)
    assert replay.index == 2
    key(app, pygame.K_END)
    assert replay.index == len(record.actions)
    assert replay.status() != ""
    assert not replay.forward.enabled
    key(app, pygame.K_RIGHT)  # no further than the end
    assert replay.index == len(record.actions)
    click(app, replay.back.rect.center)
    assert replay.index == len(record.actions) - 1
    key(app, pygame.K_HOME)
    assert replay.index == 0 and not replay.back.enabled
    assert (list(record.actions), record.cursor) == kept
    assert record.state.is_terminal()
    assert files_in(data_folder) == saved_before  # nothing saved or autosaved
    key(app, pygame.K_ESCAPE)
    assert app.top is results


def test_the_shown_position_is_the_records_state_at_the_step(app, monkeypatch):
    _results, replay = open_replay(app)
    drawn = []
    monkeypatch.setattr(replay, "draw_position", lambda surface, state: drawn.append(state))
    for _ in range(4):
        key(app, pygame.K_RIGHT)
    app.dirty = True
    run_frames(app)
    assert drawn[-1] is replay.record.state_at(4)


def test_a_finished_game_loaded_from_a_save_opens_on_results_that_offer_the_replay(app):
    record, _session = finished_game()
    app.nav.resume(record)
    run_frames(app)
    results = app.top
    assert isinstance(results, ResultsScene)
    click(app, results.replay.rect.center)
    assert isinstance(app.top, MarrakechReplay)


def test_every_results_row_has_the_same_type_sizes(app, monkeypatch):
    record, session = finished_game(players=3, seed=7)  # Omar goes out: a longer line
    session.seats[0].name = "Alexandrina-Konstantina"
    scene = ResultsScene(app, record, session, lambda: None, lambda: None)
    app.replace(scene)
    sizes: dict[str, int] = {}
    real_text = results_scene.text

    def recording(surface, words, size, *args, **kwargs):
        sizes[words] = size
        return real_text(surface, words, size, *args, **kwargs)

    monkeypatch.setattr(results_scene, "text", recording)
    scene.draw(app.screen)
    lines = {sizes[scene.stats_line(s)] for s in range(3)}

    def name_size(name: str) -> int:  # "2. Omar"; a long name cut short with "…", same size
        named = [(w.split(" ", 1)[-1], size) for w, size in sizes.items() if w[:1] in "1234–"]
        return next(size for words, size in named if name.startswith(words.rstrip("…")))

    names = {name_size(seat.name) for seat in session.seats}
    assert len(lines) == 1 and len(names) == 1
    out = next(s for s, score in enumerate(record.state.outcome().scores) if score is None)
    gone = f"out on turn {scene.stats.eliminations[out]}"
    assert sizes[gone] == name_size(session.seats[0].name)  # said as large as a name


def test_the_setup_opens_with_the_last_table_variant_included(app):
    """Players, names, colours, levels and the variant come back the next time."""

    setup = open_marrakech_setup(app)
    click(app, setup.count.segment(1).center)  # 3 players
    setup.names[0].value = "Zed"
    click(app, setup.colour_rects[0][0].center)  # another colour for the first seat
    colours = [list(seat) for seat in setup.colours]
    click(app, setup.kinds[2].segment(2).center)  # the third seat: a computer
    click(app, setup.variant.rect.center)
    kinds = [kind.selected for kind in setup.kinds]
    assert setup.variant.checked and kinds[2] == 2
    click(app, setup.start_button.rect.center)
    assert not isinstance(app.top, type(setup))
    again = open_marrakech_setup(app)
    assert again is not setup
    assert again.players == 3 and again.names[0].value == "Zed"
    assert again.colours == colours and [kind.selected for kind in again.kinds] == kinds
    assert again.variant.checked
    again.recall_options({"variant": "yes"})  # a kept value that is not a yes or no
    assert again.variant.checked
