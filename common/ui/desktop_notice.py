"""A desktop notification ("Your turn in Marrakech") when the app is open but not in front, by
each system's own mechanism, started off the window's thread and never waited for:

- Linux and the BSDs: `notify-send` (libnotify, on every desktop that shows notifications);
- macOS: `osascript` with `display notification` (the AppleScript reads its words as
  arguments, never as part of the script);
- Windows 10/11: a toast through PowerShell's Windows.UI.Notifications (the words come in
  environment variables and go in as text nodes, never as part of the script or the XML).

Not the `desktop-notifier` library: on macOS it needs a signed app, and Bazaar's is not; on
Windows it brings the winrt packages into the bundle. The systems' own tools need nothing.
Every word is cleaned first (one line, no control characters, capped), and one notice at a
time: another asked for while one is still being shown is dropped. A system without any of
these shows none, silently (the window's flash and chime still say it)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable, Mapping
from typing import Protocol

from common.core.applog import Log
from common.core.cleantext import clean_text

log = Log(__name__)

TITLE_CHARS = 80
BODY_CHARS = 200
SECONDS = 15.0  # a notifier that hangs is left after this

_MAC_SCRIPT = (
    "on run argv",
    "display notification (item 2 of argv) with title (item 1 of argv)",
    "end run",
)
# PowerShell's own app id: a toast needs a registered one, and this one is on every Windows.
_WINDOWS_APP = "{1AC14E77-02E7-4E5D-B744-2EB1AE5198B7}\\WindowsPowerShell\\v1.0\\powershell.exe"
_WINDOWS_SCRIPT = "; ".join(
    (
        "[Windows.UI.Notifications.ToastNotificationManager, Windows.UI.Notifications, "
        "ContentType = WindowsRuntime] > $null",
        "$m = [Windows.UI.Notifications.ToastNotificationManager]",
        "$t = $m::GetTemplateContent([Windows.UI.Notifications.ToastTemplateType]::ToastText02)",
        "$x = $t.GetElementsByTagName('text')",
        "$x.Item(0).AppendChild($t.CreateTextNode($env:BAZAAR_NOTICE_TITLE)) > $null",
        "$x.Item(1).AppendChild($t.CreateTextNode($env:BAZAAR_NOTICE_BODY)) > $null",
        f"$m::CreateToastNotifier('{_WINDOWS_APP}').Show("
        "[Windows.UI.Notifications.ToastNotification]::new($t))",
    )
)


class Notifier(Protocol):
    def notify(self, title: str, body: str) -> None: ...


def cleaned(words: str, limit: int) -> str:
    """Words safe to hand to a notifier: one line, no control characters, at most `limit`."""
    return clean_text(" ".join(words[: 4 * limit].split()), limit)


def command(
    title: str, body: str, platform: str | None = None, which: Callable | None = None
) -> tuple[list[str], dict[str, str]] | None:
    """The program to run for a notice, with the environment variables it reads (the words
    already cleaned), on `platform` (this one's) where `which` finds programs; None on a system
    without a notifier."""
    platform = sys.platform if platform is None else platform
    which = shutil.which if which is None else which
    if platform == "darwin":
        osascript = which("osascript")
        if osascript is None:
            return None
        lines = [part for line in _MAC_SCRIPT for part in ("-e", line)]
        return [osascript, *lines, title, body], {}
    if platform == "win32":
        shell = which("powershell")
        if shell is None:
            return None
        words = {"BAZAAR_NOTICE_TITLE": title, "BAZAAR_NOTICE_BODY": body}
        return [shell, "-NoProfile", "-NonInteractive", "-Command", _WINDOWS_SCRIPT], words
    notify_send = which("notify-send")
    if notify_send is None:
        return None
    # notify-send reads a little markup in the body: <, > and & are shown as themselves.
    body = body.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return [notify_send, "--app-name=Bazaar", "--", title, body], {}


class SystemNotifier:
    """Shows a notice by the system's mechanism on a thread of its own; one at a time."""

    def __init__(
        self,
        run: Callable[..., object] = subprocess.run,
        environment: Mapping[str, str] | None = None,
    ) -> None:
        self._run = run
        self._environment = os.environ if environment is None else environment
        self._busy = threading.Lock()
        self.showing: threading.Thread | None = None  # the latest notice's thread

    def notify(self, title: str, body: str) -> None:
        found = command(cleaned(title, TITLE_CHARS), cleaned(body, BODY_CHARS))
        if found is None or not self._busy.acquire(blocking=False):
            return
        argv, words = found
        env = {**self._environment, **words}
        self.showing = threading.Thread(target=self._show, args=(argv, env), daemon=True)
        self.showing.start()

    def _show(self, argv: list[str], env: dict[str, str]) -> None:
        try:
            self._run(
                argv,
                env=env,
                timeout=SECONDS,
                check=False,
                capture_output=True,
                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),  # no console flashes
            )
        except (OSError, subprocess.SubprocessError):
            log.warning("the desktop notice could not be shown with %s", argv[0], exc_info=True)
        finally:
            self._busy.release()


NOTIFIER: Notifier = SystemNotifier()  # the app's; tests put a fake one here
