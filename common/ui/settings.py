"""Player settings, kept in settings.json in the user's data folder.

Anything missing or odd in the file falls back to its default, so a damaged settings file
never stops the game; it is rewritten only when the player changes a setting.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields

from common.core.i18n import N_
from common.core.userdata import data_dir, write_atomically

SETTINGS_FILE = "settings.json"
LANGUAGES = (
    ("en", "English"),
    ("bg", "Български"),
    ("pl", "Polski"),
    ("hu", "Magyar"),
    ("ru", "Русский"),
)
# Animation speed names (translated where shown) and the factor on animation time.
SPEEDS = (
    (N_("Slow"), 0.6),
    (N_("Normal"), 1.0),
    (N_("Fast"), 2.0),
    (N_("Instant"), 0.0),
)


@dataclass
class Settings:
    language: str = "en"
    speed: str = "Normal"
    sound: bool = True
    volume: int = 70  # percent
    fullscreen: bool = False
    colour_blind: bool = False  # patterns on carpets and trunks, not colour alone
    confirm_placing: bool = False
    practice: bool = False  # undo may go back across a shown die (the game is marked)

    @property
    def animation_speed(self) -> float:
        return dict(SPEEDS).get(self.speed, 1.0)

    @classmethod
    def from_json(cls, data: object) -> Settings:
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for field in fields(cls):
            value = data.get(field.name)
            default = getattr(settings, field.name)
            same_kind = isinstance(value, bool) == isinstance(default, bool)  # True is an int
            if isinstance(value, type(default)) and same_kind:
                setattr(settings, field.name, value)
        if settings.language not in dict(LANGUAGES):
            settings.language = "en"
        if settings.speed not in dict(SPEEDS):
            settings.speed = "Normal"
        settings.volume = max(0, min(100, settings.volume))
        return settings


def settings_path():
    return data_dir() / SETTINGS_FILE


def load_settings() -> Settings:
    try:
        return Settings.from_json(json.loads(settings_path().read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return Settings()


def save_settings(settings: Settings) -> None:
    write_atomically(settings_path(), json.dumps(asdict(settings), indent=1, ensure_ascii=False))
