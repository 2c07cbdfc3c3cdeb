"""The title's Resume for a seat kept online (common.net.seat_tokens): light to import, so the
title does not load the network library before it is needed."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from common.core import registry
from common.core.i18n import _
from common.net import seat_tokens

if TYPE_CHECKING:
    from common.ui.app import App


def online_resumes(app: App) -> list[tuple[str, str, Callable[[], None]]]:
    """The newest seat kept online as (label, tooltip, start): back to it at the move the
    game has reached, or hosting it again when this computer hosted it; and a button that
    forgets it (a lobby nobody came to, a game given up)."""
    entries: list[tuple[str, str, Callable[[], None]]] = []
    for seat in seat_tokens.remembered()[:1]:
        try:
            title = _(registry.find(seat["game"]).title)
        except ValueError:  # a game this Bazaar does not have
            continue
        if seat["hosted"]:
            label = _("Host {game} again").format(game=title)
            tip = _("Your friends are waiting in room {code}: host the kept game again").format(
                code=seat["code"]
            )
        else:
            label = _("Rejoin {game} online").format(game=title)
            tip = _("Back to your seat in room {code} at {address}").format(
                code=seat["code"], address=seat["server"]
            )
        entries.append((label, tip, partial(rejoin, app, seat)))
        forget_tip = _("This computer stops keeping your seat in room {code}").format(
            code=seat["code"]
        )
        entries.append((_("Forget it"), forget_tip, partial(forget, app, seat)))
    return entries


def forget(app: App, seat: dict[str, Any]) -> None:
    """The kept seat forgotten; the title again, without it."""
    seat_tokens.forget(seat["server"], seat["code"])
    app.nav.title()


def rejoin(app: App, seat: dict[str, Any]) -> None:
    """The online screen, already reaching the kept seat (with a Cancel)."""
    from common.ui.online_screens import OnlineScene

    scene = OnlineScene(app)
    app.replace(scene)
    scene.rejoin(seat)
