"""Play the real scenes through posted mouse and keyboard events, as a person would.

The one home of the UI tests' helpers (tests/test_suite_shape.py keeps test modules from
importing each other): the events, waiting for the screen, and for each game opening its setup,
starting a table and playing moves."""

from __future__ import annotations

import random
import time

import pygame

from bombay.rules.game import GAME as BOMBAY
from bombay.rules.setup import Setup as BombaySetupRules
from bombay.ui import flow
from bombay.ui.play_scene import PlayScene as BombayScene
from bombay.ui.session import BombaySession
from bombay.ui.setup_scene import SetupScene as BombaySetup
from common.core.record import GameRecord
from common.ui.app import App
from common.ui.load_dialog import LoadDialog
from common.ui.settings import SPEEDS
from marrakech.rules.board import PLACEMENTS, SIZE
from marrakech.ui.play_scene import PlayScene as MarrakechScene
from marrakech.ui.setup_scene import SetupScene as MarrakechSetup
from tests.heard import await_network

# --- events ---------------------------------------------------------------------------------


def run_frames(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def pass_time(app: App, seconds: float) -> None:
    """The window's clock moves on `seconds` in frames of 0.1 s: the longest a frame of the
    app is (App.tick), so the fewest frames that show that much time going by."""
    for _ in range(round(seconds / 0.1)):
        app.step(0.1)


def resize(app: App, size: tuple[int, int]) -> None:
    """The window made `size`, as a person dragging its edge would."""
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app._resized()
    run_frames(app)


def click(app: App, pos, button: int = 1) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    run_frames(app)


def drag(app: App, start, end, steps: int = 6) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        pos = (
            start[0] + (end[0] - start[0]) * i / steps,
            start[1] + (end[1] - start[1]) * i / steps,
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    run_frames(app)


def key(app: App, key_code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key_code, mod=0, unicode=""))
    run_frames(app)


def ctrl(app: App, key_code: int, shift: bool = False) -> None:
    """A key pressed with Ctrl held (and Shift, if asked): Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z."""
    mod = pygame.KMOD_CTRL | (pygame.KMOD_SHIFT if shift else 0)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key_code, mod=mod, unicode=""))
    run_frames(app)


def post(event_type: int, **fields) -> None:
    pygame.event.post(pygame.event.Event(event_type, **fields))


def motion(pos) -> None:
    """The mouse moves to pos with its left button held (a drag under way); no frame is run."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def wait_for(app: App, condition, *, frames: int = 3000) -> None:
    """Run frames (each 1/60 s of the window's clock) until condition holds, at most `frames`
    of them. The computer players think at once (the app's runner), so nothing waits on the
    real clock."""
    for _ in range(frames):
        if condition():
            return
        run_frames(app, 1)
    if not condition():
        raise AssertionError("the screen never got there")


def wait_online(app: App, condition, seconds: float = 15.0, frames: int = 5000) -> None:
    """Run frames until condition holds, waiting for the network between them (the server
    is real): at most `frames` frames and about `seconds`."""
    deadline = time.monotonic() + seconds
    for _ in range(frames):
        if condition():
            return
        run_frames(app, 1)
        if not condition():
            await_network()
        if time.monotonic() > deadline:
            break
    if not condition():
        raise AssertionError("the screen never got there")


# The "Fast" animation setting: every beat is still drawn frame by frame, in half the frames.
FAST = dict(SPEEDS)["Fast"]


# --- Marrakech ------------------------------------------------------------------------------


def open_marrakech_setup(app: App) -> MarrakechSetup:
    app.nav.title()
    run_frames(app)
    click(app, app.top.game_buttons[0].rect.center)
    assert isinstance(app.top, MarrakechSetup)
    return app.top


def start_marrakech(app: App, players: int = 4) -> MarrakechScene:
    """A table of people only, started from the setup screen."""
    setup = open_marrakech_setup(app)
    click(app, setup.count.segment(players - 2).center)
    click(app, setup.start_button.rect.center)
    scene = app.top
    assert isinstance(scene, MarrakechScene)
    run_frames(app)
    return scene


def versus_computer(app: App) -> MarrakechScene:
    """A two-player Marrakech table: a person, then the computer at Easy."""
    setup = open_marrakech_setup(app)
    click(app, setup.count.segment(0).center)  # 2 players
    click(app, setup.kinds[1].segment(1).center)  # seat 2: Easy
    click(app, setup.start_button.rect.center)
    scene = app.top
    assert isinstance(scene, MarrakechScene)
    return scene


ARROW_KEYS = (pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT)  # north, east, ...


def turn_key(scene: MarrakechScene, turn: int) -> int:
    """The arrow key that makes Assam face the way `turn` (-1, 0, 1, 2) takes him."""
    return ARROW_KEYS[(scene.record.state.assam[2] + turn) % 4]


def place_carpet_by_dragging(app: App, scene: MarrakechScene, action) -> None:
    a, b = PLACEMENTS[action.value]
    if (b - a == SIZE) != scene.hand.vertical:
        key(app, pygame.K_r)
    drag(app, scene.hand.sprite.center, scene.lay.placement_centre(a, b))


def place_carpet_by_clicking(app: App, scene: MarrakechScene, action) -> None:
    a, b = PLACEMENTS[action.value]
    click(app, scene.lay.square_centre(a))
    click(app, scene.lay.square_centre(b))


def reach_placing(app: App, scene: MarrakechScene) -> None:
    """Turn Assam straight on and roll, until the person has a carpet to lay."""
    while scene.record.state.phase != "place" or not scene.table.caught_up:
        if scene.record.state.phase == "turn" and scene.table.caught_up:
            key(app, turn_key(scene, 0))
        if scene.rolling():
            key(app, pygame.K_SPACE)
        run_frames(app)


def play_human_turn(app: App, scene: MarrakechScene, choice_index: int = 0) -> None:
    """The person's next decision at the Marrakech table: roll, turn Assam straight on (and
    roll), or drag the carpet to the choice_index-th legal place."""
    state = scene.record.state
    if scene.rolling():
        key(app, pygame.K_SPACE)
    elif state.phase == "turn":
        key(app, turn_key(scene, 0))
        key(app, pygame.K_SPACE)  # and rolls the die
    else:
        options = state.legal_actions()
        place_carpet_by_dragging(app, scene, options[choice_index % len(options)])


def play_decisions(app: App, scene: MarrakechScene, count: int) -> None:
    """The people at the Marrakech table make `count` decisions (computers play in between)."""
    for i in range(count):
        wait_for(app, lambda: scene.human_to("turn") or scene.human_to("place"))
        play_human_turn(app, scene, i)


# --- Bombay Bazar ---------------------------------------------------------------------------


def open_bombay_setup(app: App) -> BombaySetup:
    flow.SCREENS.open_setup(app)
    run_frames(app)
    assert isinstance(app.top, BombaySetup)
    return app.top


def start_bombay(app: App, players: int = 2, computers: tuple[int, ...] = ()) -> BombayScene:
    """A table of `players`, the seats in `computers` played by the computer at Easy."""
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(players - 1).center)
    for seat in computers:
        click(app, setup.kinds[seat].segment(1).center)
    click(app, setup.start_button.rect.center)
    scene = app.top
    assert isinstance(scene, BombayScene)
    run_frames(app)
    return scene


def wait_for_human(app: App, scene: BombayScene, limit: int = 400) -> bool:
    """Run frames until a human must place a tile, at most `limit`; False if the game ended
    first."""
    for _ in range(limit):
        if not isinstance(app.top, BombayScene):
            return False
        if scene.human_to_place:
            return True
        run_frames(app, 1)
    raise AssertionError("the game stalled")


def turn_tile_to(app: App, scene: BombayScene, rotation: int, use_keys: bool) -> None:
    """Turn the held tile with the wheel or the E key until it shows `rotation`."""
    for _ in range(8):
        if scene.hand.rotation == rotation:
            return
        if use_keys:
            key(app, pygame.K_e)
        else:
            post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
            run_frames(app, 1)
    assert scene.hand.rotation == rotation


def place_tile_by_dragging(app: App, scene: BombayScene, action) -> None:
    o = action.orientation
    start = scene.lay.stacks[o.pattern.index]
    target = scene.lay.centre(scene.record.state.play_cell())
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for i in range(1, 7):
        motion(
            (start[0] + (target[0] - start[0]) * i / 6, start[1] + (target[1] - start[1]) * i / 6)
        )
    run_frames(app, 1)
    turn_tile_to(app, scene, o.rotation, use_keys=False)
    post(pygame.MOUSEBUTTONUP, pos=target, button=1)
    run_frames(app)


def place_tile_as_dropped(app: App, scene: BombayScene, action) -> None:
    """Lay a tile as its drop on the cell does (the scene's submit, by hand), without the frames
    of the drag: for tests of what follows a move (dragging and clicking have their own)."""
    assert scene.human_to_place
    assert scene.submit(action, by_hand=True), action
    run_frames(app, 1)


def place_tile_by_clicking(app: App, scene: BombayScene, action) -> None:
    o = action.orientation
    click(app, scene.lay.stacks[o.pattern.index])
    assert scene.hand.drag.carrying
    turn_tile_to(app, scene, o.rotation, use_keys=True)
    target = scene.lay.centre(scene.record.state.play_cell())
    motion(target)
    click(app, target)


def play_tiles(app: App, scene: BombayScene, count: int, start: int = 0) -> None:
    """The people at the table place `count` tiles (the computer seats play in between)."""
    for turn in range(start, start + count):
        assert wait_for_human(app, scene)
        options = [a for a in scene.record.state.legal_actions() if a.kind == "place"]
        before = scene.record.cursor
        place_tile_as_dropped(app, scene, options[(turn * 7) % len(options)])
        assert scene.record.cursor > before


def finish_bombay_game(app: App, players: int) -> GameRecord:
    """A Bombay Bazar game of `players` at its table, played to the end by random moves."""
    record = GameRecord(BOMBAY, BombaySetupRules(players), seed=9)
    scene = BombayScene(app, BombaySession.from_record(record), lambda r, s: None, record)
    app.replace(scene)
    rng = random.Random(2)
    while not record.state.is_terminal():
        assert scene.table.submit(rng.choice(record.state.legal_actions())) is None
    return record


def finished_marrakech(app: App, players: int = 2):
    """A game of Marrakech played to its end, kept with the finished games, its results shown."""
    from common.core.finished import keep_finished
    from marrakech.rules.game import GAME
    from marrakech.rules.setup import MarrakechSetup
    from marrakech.ui.results_scene import ResultsScene
    from marrakech.ui.session import MarrakechSession
    from tests.helpers import play_moves

    record = GameRecord(GAME, MarrakechSetup(players), seed=4)
    play_moves(record, 10_000, rng_seed=4)
    keep_finished(record)
    session = MarrakechSession.from_record(record)
    results = ResultsScene(app, record, session, lambda: None, lambda: None)
    app.replace(results)
    run_frames(app)
    return record, results


def open_load(app: App) -> LoadDialog:
    """The title's Load, opened and given a few frames to list its rows."""
    app.nav.title()
    run_frames(app)
    click(app, app.top.load_button.rect.center)
    load = app.top
    assert isinstance(load, LoadDialog)
    for _ in range(20):
        run_frames(app, 1)
    return load
