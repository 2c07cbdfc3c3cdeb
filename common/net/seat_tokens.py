"""The seat tokens this computer holds, kept in the data folder (online-seats.json), so a player
comes back to their seat after a drop or a restart of the app: server address, room code,
token, game and whether this computer hosts it, newest first, at most MAX_KEPT. The file is
read like every other (size limited, schema checked: a server is a host and a port from 1 to
65535, so hosting a kept room again always has a port to listen on). One that cannot be read
is set aside (kept, renamed; the title says so) and counts as empty. Keeping a seat never
stops a game: a data folder that cannot be written to is noted in the log and play goes on,
the seat simply not kept for a restart."""

from __future__ import annotations

import re
import time
from typing import Any

from common.core.applog import Log
from common.core.filekinds import flag, list_of, real, record
from common.core.i18n import N_, _
from common.core.safe_read import UnreadableFile, parse_json, read_bytes
from common.core.setaside import set_aside
from common.core.userdata import data_dir, write_atomically
from common.net.seat_fields import CODE, CODE_ALPHABET, CODE_LENGTH, GAME, TOKEN

log = Log(__name__)

FILE = "online-seats.json"
FILE_BYTES = 64 * 1024
MAX_KEPT = 50
WHAT = N_("Your online seats")  # what the title calls the file when it cannot be read

# Patterns re compiles when first used (a title with no seats kept uses none of them).
_ADDRESS = r"(\[[0-9a-fA-F:.]{2,64}\]|[A-Za-z0-9.\-]{1,190}):([0-9]{1,5})"
_CODE = f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}"
_TOKEN = "[0-9a-f]{32}"


def _address(value: Any) -> str:
    """A server's address as the app writes it: host:port, the port from 1 to 65535."""
    found = re.fullmatch(_ADDRESS, value) if isinstance(value, str) else None
    if found is None or not 0 < int(found.group(2)) < 65536:
        raise UnreadableFile(_("a host and a port from 1 to 65535, like 192.168.1.20:8765"))
    return value


_ENTRY = record(
    {
        "server": _address,
        "code": CODE,
        "token": TOKEN,
        "game": GAME,
        "saved_at": real(0.0, 1e11),
        "hosted": flag,  # the room is kept by this computer's own server (hosted again)
    },
    keep_unknown=False,
)
_KEYS = {"server", "code", "token", "game", "saved_at"}
_FILE = record({"seats": list_of(_ENTRY, MAX_KEPT)}, keep_unknown=False)


def remembered() -> list[dict[str, Any]]:
    """The seats kept, newest first (each: server, code, token, game, saved_at, hosted)."""
    path = data_dir() / FILE
    try:
        data = _FILE(parse_json(read_bytes(path, FILE_BYTES)))
    except FileNotFoundError:
        return []
    except UnreadableFile as error:
        set_aside(path, _(WHAT), str(error))
        return []
    entries = [entry for entry in data.get("seats", []) if set(entry) >= _KEYS]
    return [{"hosted": False, **entry} for entry in entries]


def remember(server: str, code: str, token: str, game: str, hosted: bool = False) -> bool:
    """Keep the seat, newest first; False if it could not be (noted in the log): a seat the
    file could not be read back with is never written."""
    entry = {"server": server, "code": code, "token": token, "game": game, "hosted": hosted}
    try:
        entry = _ENTRY({**entry, "saved_at": time.time()})
    except UnreadableFile:
        log.exception("the online seat at %r is not kept", server)
        return False
    kept = [s for s in remembered() if (s["server"], s["code"]) != (server, code)]
    return _write([entry, *kept][:MAX_KEPT])


def forget(server: str, code: str) -> bool:
    """The seat is not coming back; False if the file could not be written (noted in the log)."""
    return _write([s for s in remembered() if (s["server"], s["code"]) != (server, code)])


def _write(seats: list[dict[str, Any]]) -> bool:
    import json  # loaded when a seat is kept or forgotten (the title only reads the file)

    try:
        write_atomically(data_dir() / FILE, json.dumps({"seats": seats}, indent=1))
    except OSError:
        log.exception("the online seats could not be kept in %s", data_dir() / FILE)
        return False
    return True


def export_line(server: str, code: str, token: str) -> str:
    """One line that brings the player back to their seat from any computer (like an
    invite, but it holds the seat's token: whoever has it plays the seat)."""
    return _("My Bazaar seat (keep it to yourself): {server} room {code} key {token}").format(
        server=server, code=code, token=token
    )


def parse_export(line: str) -> tuple[str, str, str] | None:
    """(server, code, token) from an exported seat line, in any of the app's languages;
    None if it is not one. Only whole words count, each checked as the seats file's."""
    words = line.replace(",", " ").split()
    servers = [w.removeprefix("wss://").removeprefix("ws://") for w in words]
    server = next((w for w in servers if re.fullmatch(_ADDRESS, w) and _port_ok(w)), None)
    code = next((w for w in words if re.fullmatch(_CODE, w)), None)
    token = next((w for w in words if re.fullmatch(_TOKEN, w)), None)
    return (server, code, token) if server and code and token else None


def _port_ok(address: str) -> bool:
    return 0 < int(address.rpartition(":")[2]) < 65536
