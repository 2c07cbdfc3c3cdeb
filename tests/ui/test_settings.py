"""Settings are kept between runs and take effect at once; sound never needs a sound card."""

from __future__ import annotations

import json

import pygame

from common.core import i18n
from common.ui import sound
from common.ui.settings import Settings, load_settings, settings_path
from common.ui.settings_scene import SettingsScene
from common.ui.title import TitleScene
from marrakech.rules.board import PLACEMENTS
from tests.ui.driver import click, drag, run_frames, start_marrakech, wait_for


def test_settings_are_kept_and_a_damaged_file_falls_back_to_defaults(app):
    app.nav.title()
    run_frames(app)
    click(app, app.top.settings_button.rect.center)
    dialog = app.top
    assert isinstance(dialog, SettingsScene)
    click(app, dialog.speed.segment(3).center)  # Instant
    click(app, dialog.volume.segment(0).center)  # sound off
    click(app, dialog.patterns.rect.center)
    saved = load_settings()
    assert (saved.speed, saved.sound, saved.colour_blind) == ("Instant", False, True)
    assert app.animation_speed == 0 and not app.sounds.enabled
    settings_path().write_text('{"speed": 12, "sound": "loud", "language": "xx"')
    assert load_settings() == Settings()
    settings_path().write_text(json.dumps({"volume": 500, "fullscreen": 1}))
    assert load_settings().volume == 100 and load_settings().fullscreen is False


def test_choosing_a_language_rebuilds_the_screen_in_it_and_the_settings_stay_open(app):
    app.nav.title()
    run_frames(app)
    old_title = app.top
    click(app, old_title.settings_button.rect.center)
    try:
        click(app, app.top.language.segment(4).center)  # Русский
        assert i18n.language() == "ru"
        dialog, below = app.scenes[-1], app.scenes[-2]
        assert isinstance(dialog, SettingsScene) and dialog.done.label == "Готово"
        assert isinstance(below, TitleScene) and below is not old_title
        assert load_settings().language == "ru"
        click(app, dialog.language.segment(0).center)  # and back, still open
        assert i18n.language() == "en" and isinstance(app.top, SettingsScene)
    finally:
        i18n.set_language("en")


def test_with_ask_before_placing_a_dropped_carpet_waits_for_a_confirmation(app):
    app.settings.confirm_placing = True
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode=""))
    run_frames(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=""))
    wait_for(app, lambda: scene.human_to("place"))
    state = scene.record.state
    index = scene.record.cursor
    action = next(
        a for a in state.legal_actions() if PLACEMENTS[a.value][1] - PLACEMENTS[a.value][0] == 1
    )
    drag(app, scene.hand.sprite.center, scene.lay.placement_centre(*PLACEMENTS[action.value]))
    run_frames(app, 10)
    assert scene.record.state == state  # not yet
    confirm = app.top
    click(app, confirm.buttons[0].rect.center)  # Place it
    wait_for(app, lambda: scene.record.state != state)
    assert scene.record.actions[index] == action


def test_without_a_sound_card_every_sound_is_silent(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = sound.Sounds()
    assert not sounds.available
    sounds.play("die")  # nothing happens, nothing breaks


def test_the_rules_open_from_the_title_and_every_page_draws(app):
    from common.ui.rules_scene import RulesScene

    app.nav.title()
    run_frames(app)
    click(app, app.top.rules_button.rect.center)
    click(app, app.top.buttons[0].rect.center)  # Marrakech
    rules = app.top
    assert isinstance(rules, RulesScene) and len(rules.pages) >= 5
    for _page in rules.pages:
        run_frames(app, 1)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    run_frames(app)
    assert rules.page == len(rules.pages) - 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    run_frames(app)
    assert isinstance(app.top, TitleScene)


def test_a_turn_webhook_is_checked_before_it_is_kept_and_given_to_the_server(app):
    """Issue 49: Settings → Turn webhook: an address the server would refuse is said and not
    kept; an https one is kept, and given to the server of the next online game sat at."""
    from common.ui.settings import load_settings
    from common.ui.settings_scene import SettingsScene
    from common.ui.webhook_setting import give_webhook

    app.nav.title()
    app.push(SettingsScene(app))
    scene = app.top
    for bad, why in (
        ("http://ntfy.sh/x", "A webhook is an https:// address"),
        ("https://192.168.1.20/hook", "cannot call a private or local address"),
        ("https://[::1]/hook", "cannot call a private or local address"),
        ("https://ntfy.sh/a b", "A webhook is an https:// address"),
    ):
        scene.webhook.value = bad
        click(app, scene.done.rect.center)
        assert app.top is scene and why in scene.webhook_problem, bad
        assert load_settings().webhook == ""
    scene.webhook.value = "https://ntfy.sh/amira-plays"
    click(app, scene.done.rect.center)
    assert app.top is not scene and load_settings().webhook == "https://ntfy.sh/amira-plays"
    sent = []

    class Net:
        def call(self, *request):
            sent.append(request)

    link = type("Link", (), {"net": Net()})()
    give_webhook(app, link, {"watching": True})
    assert sent == [], "a watcher has no turn"
    give_webhook(app, link, {})
    assert sent == [("set_webhook", "https://ntfy.sh/amira-plays")]
