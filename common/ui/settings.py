"""Player settings, kept in settings.json in the user's data folder.

Read through common.core.safe_read and checked with the settings schema (common.core.filekinds):
anything missing or odd in the file falls back to its default, so a damaged settings file never
stops the game. A file that cannot be read at all is set aside (kept, and reported on the title
screen); the file is rewritten only when the player changes a setting.
"""

from __future__ import annotations

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


class Settings:
    """The player's choices, each field's default as a fresh start has it (a plain class: a
    dataclass's generated methods cost 1 ms of the start, issue 51)."""

    __slots__ = (  # noqa: RUF023  (in settings.json's order, as it has always been written)
        "language",
        "speed",
        "sound",
        "volume",
        "fullscreen",
        "colour_blind",
        "confirm_placing",
        "practice",
        "forecast",
        "turn_alert",
        "turn_notice",
        "webhook",
        "online_name",
        "lan_hosting",
        "servers",
        "guides_offered",
    )

    def __init__(
        self,
        *,
        language: str = "en",
        speed: str = "Normal",
        sound: bool = True,
        volume: int = 70,  # percent
        fullscreen: bool = False,
        colour_blind: bool = False,  # patterns on carpets and trunks, not colour alone
        confirm_placing: bool = False,
        practice: bool = False,  # undo may go back across a shown die (the game is marked)
        forecast: bool = True,  # Marrakech: where Assam may end, while a person turns him
        turn_alert: bool = True,  # online: flash the window and chime when your turn comes
        turn_notice: bool = True,  # online: a desktop notice too, while the window is behind
        webhook: str = "",  # online: an https URL the server calls when your turn comes, away
        online_name: str = "",  # the name last played under online ("": the default)
        lan_hosting: bool = False,  # the player agreed that hosting listens on the local network
        servers: list[str] | None = None,  # servers played on, latest first
        guides_offered: list[str] | None = None,  # games whose lesson was offered
    ) -> None:
        self.language = language
        self.speed = speed
        self.sound = sound
        self.volume = volume
        self.fullscreen = fullscreen
        self.colour_blind = colour_blind
        self.confirm_placing = confirm_placing
        self.practice = practice
        self.forecast = forecast
        self.turn_alert = turn_alert
        self.turn_notice = turn_notice
        self.webhook = webhook
        self.online_name = online_name
        self.lan_hosting = lan_hosting
        self.servers: list[str] = [] if servers is None else servers
        self.guides_offered: list[str] = [] if guides_offered is None else guides_offered

    def as_json(self) -> dict[str, object]:
        """Every field by name, as settings.json holds them."""
        return {name: getattr(self, name) for name in self.__slots__}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self.as_json() == other.as_json()

    __hash__ = None  # type: ignore[assignment]  # changed in place, as the Settings screen does

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in self.as_json().items())
        return f"Settings({fields})"

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
    import json  # loaded when a setting is changed (a file is read without it: safe_read)

    write_atomically(settings_path(), json.dumps(settings.as_json(), indent=1, ensure_ascii=False))
