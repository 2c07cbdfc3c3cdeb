"""The online servers this computer has played on, kept in the settings (latest first), and
what a typed server address is. Light to import: the settings screen and the title use it
before any network library is loaded."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from common.core.filekinds import MAX_SERVERS
from common.net.protocol import DEFAULT_PORT
from common.ui.settings import save_settings

if TYPE_CHECKING:
    from common.ui.app import App

SECURE = "wss://"  # a server behind TLS (a proxy, or its own certificate)
_HOST = re.compile(r"^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.\-]+)$")


def normal_address(typed: str) -> str | None:
    """host:port from what was typed ("ws://" dropped, the usual port added; a server behind
    TLS keeps its "wss://", port 443 unless said), None if it cannot be an address."""
    address = typed.strip().removeprefix("ws://").rstrip("/")
    scheme = SECURE if address.startswith(SECURE) else ""
    address = address.removeprefix(SECURE)
    host, colon, port = address.rpartition(":")
    if not colon or address.endswith("]"):
        host, port = address, str(443 if scheme else DEFAULT_PORT)
    if not _HOST.match(host) or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return f"{scheme}{host}:{int(port)}"


def url(address: str) -> str:
    """The WebSocket URL of a server's address (normal_address's)."""
    return address if address.startswith(SECURE) else f"ws://{address}"


def remembered_servers(app: App) -> list[str]:
    """The servers played on, latest first (any that is not an address left out)."""
    return [s for s in app.settings.servers if normal_address(s) == s]


def remember_server(app: App, address: str) -> None:
    kept = [s for s in remembered_servers(app) if s != address]
    app.settings.servers = [address, *kept][:MAX_SERVERS]
    save_settings(app.settings)


def forget_server(app: App, address: str) -> None:
    app.settings.servers = [s for s in remembered_servers(app) if s != address]
    save_settings(app.settings)
