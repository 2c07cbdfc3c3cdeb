"""The player's your-turn webhook (issue 49): an https URL pasted in Settings (a Discord or ntfy
channel), kept in the settings and given to the server of every online game the player sits
at, which calls it when it becomes their turn while they are away. Checked here as the server
would check it before it is kept (https, a host, no private or local address written in it),
so a mistake is said at once; the server checks it again, with the addresses its host gives."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from common.core.i18n import _
from common.core.safe_read import UnreadableFile
from common.net.errors import Refused
from common.net.protocol import WEBHOOK_URL
from common.net.webhooks import parse_url

if TYPE_CHECKING:
    from common.ui.app import App

MAX_CHARS = 298  # "https://" and at most 290 more, as the protocol takes it


def webhook_problem(url: str) -> str | None:
    """Why the server would not call `url`, in words; None if it may ("" takes it away)."""
    try:
        WEBHOOK_URL(url)
        if url:
            parse_url(url)
    except UnreadableFile:
        return _("A webhook is an https:// address with a host, like https://ntfy.sh/your-topic")
    except Refused as refused:
        return refused.reason
    return None


def give_webhook(app: App, link: Any, room: dict[str, Any]) -> None:
    """Tell the room's server the player's webhook, if they set one (a watcher has none)."""
    url = app.settings.webhook
    if url and not room.get("watching") and webhook_problem(url) is None:
        link.net.call("set_webhook", url)
