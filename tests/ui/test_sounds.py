"""The sounds are files made ahead of time, read at the first sound played, never at start."""

from __future__ import annotations

import importlib.util

import pygame

from common.core.resources import source_root
from common.ui import sound


def _make_sounds():
    spec = importlib.util.spec_from_file_location(
        "make_sounds", source_root() / "tools" / "make_sounds.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_sounds_are_the_ones_the_tool_makes():
    made = _make_sounds().made()
    assert sorted(made) == sorted(f"{name}.wav" for name in sound.EFFECTS)
    for name, data in made.items():
        assert (source_root() / "assets" / "sounds" / name).read_bytes() == data, name


def test_nothing_is_opened_until_the_first_sound_and_then_every_effect_plays(monkeypatch):
    opened: list[int] = []
    real_init = pygame.mixer.init

    def init(*args, **kwargs):
        opened.append(1)
        real_init(*args, **kwargs)

    monkeypatch.setattr(pygame.mixer, "init", init)
    sounds = sound.Sounds()
    assert opened == []  # the title opens no mixer and reads no file
    sounds.play("die")
    assert opened == [1]
    sounds.play("coins")
    assert opened == [1]  # once
    assert sounds.available
    loaded = sounds._loaded()
    assert sorted(loaded) == sorted(sound.EFFECTS)
    assert all(effect.get_length() > 0.05 for effect in loaded.values())


def test_switched_off_the_mixer_is_never_opened(monkeypatch):
    opened: list[int] = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: opened.append(1))
    sounds = sound.Sounds(enabled=False)
    for name in sound.EFFECTS:
        sounds.play(name)
    assert opened == []
