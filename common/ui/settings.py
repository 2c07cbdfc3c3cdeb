"""Player settings, kept in settings.json in the user's data folder.

Read through common.core.safe_read and checked with the settings schema (common.core.filekinds):
anything missing or odd in the file falls back to its default, so a damaged settings file never
stops the game. A file that cannot be read at all is set aside (kept, and reported on the title
screen); the file is rewritten only when the player changes a setting.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

from common.core.filekinds import SETTINGS_BYTES, settings_schema
from common.core.i18n import N_, _
from common.core.safe_read import UnreadableFile, read_json
from common.core.setaside import set_aside
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
    forecast: bool = True  # Marrakech: where Assam may end, while a person turns him
    turn_alert: bool = True  # online: flash the window and chime when your turn comes
    turn_notice: bool = True  # online: a desktop notice too, while the window is behind
    webhook: str = ""  # online: an https URL the server calls when your turn comes, away
    online_name: str = ""  # the name last played under online ("": the default)
    lan_hosting: bool = False  # the player agreed that hosting listens on the local network
    servers: list[str] = field(default_factory=list)  # servers played on, latest first
    guides_offered: list[str] = field(default_factory=list)  # games whose lesson was offered

    @property
    def animation_speed(self) -> float:
        return dict(SPEEDS).get(self.speed, 1.0)

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """The settings a file holds; UnreadableFile if it is not a settings object at all
        (a field that is odd keeps its default)."""
        return cls(**_SCHEMA(data))


_SCHEMA = settings_schema(dict(LANGUAGES), dict(SPEEDS))


def settings_path():
    return data_dir() / SETTINGS_FILE


def load_settings() -> Settings:
    """The player's settings; the defaults if there are none or the file cannot be read
    (then it is set aside)."""
    path = settings_path()
    try:
        return Settings.from_json(read_json(path, SETTINGS_BYTES))
    except FileNotFoundError:
        pass
    except UnreadableFile as error:
        set_aside(path, _("Your settings"), str(error))
    return Settings()


def save_settings(settings: Settings) -> None:
    write_atomically(settings_path(), json.dumps(asdict(settings), indent=1, ensure_ascii=False))
