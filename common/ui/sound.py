"""The game's sounds, played through pygame.mixer. With no audio device, or sound switched off,
every call does nothing.

The effects are WAV files in assets/sounds/, made by tools/make_sounds.py (synthesised there, so
nothing to license) and committed. Nothing is opened at start-up: the title plays no sound, so
the mixer opens and the files are read at the first sound the game plays (a few milliseconds).

Effects: die (a rattle), step (Assam's footfall), coins, carpet (laid), tile (placed),
grow (a trunk growing), end (an end piece), win (a short fanfare), turn (a two-note chime: your
turn has come in an online game).
"""

from __future__ import annotations

import pygame

from common.core.applog import Log
from common.core.resources import asset_path

RATE = 22050
EFFECTS = ("die", "step", "coins", "carpet", "tile", "grow", "end", "win", "turn")
log = Log(__name__)


class Sounds:
    """All effects, read at the first sound; play(name) is safe to call from any scene at any
    time."""

    def __init__(self, enabled: bool = True, volume: float = 0.7) -> None:
        self.enabled = enabled
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] | None = None  # None: not read yet

    def _loaded(self) -> dict[str, pygame.mixer.Sound]:
        """The effects by name: the mixer opened and the files read, the first time."""
        if self._sounds is not None:
            return self._sounds
        self._sounds = {}
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
        except pygame.error as error:
            log.info("no sound: %s", error)
            return self._sounds
        for name in EFFECTS:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(asset_path("sounds", name + ".wav")))
            except (pygame.error, OSError) as error:  # a file missing or damaged: that one silent
                log.warning("sound %s unreadable: %s", name, error)
        return self._sounds

    @property
    def available(self) -> bool:
        return bool(self._loaded())

    def play(self, name: str) -> None:
        if not self.enabled or self.volume <= 0:
            return
        sound = self._loaded().get(name)
        if sound is None:
            return
        sound.set_volume(self.volume)
        sound.play()
