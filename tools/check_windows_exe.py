"""Check a Windows build of Bazaar.exe from its PE headers: a GUI program (so Windows opens no
console window with it) that carries the app icon (every image of the .ico, byte for byte, as
the icon resources Explorer shows).

    python tools/check_windows_exe.py dist-windows/Bazaar/Bazaar.exe assets/icons/bazaar.ico

Uses pefile (a PyInstaller dependency on Windows). Exits 1 naming what is wrong.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pefile


def ico_images(path: Path) -> set[bytes]:
    """The image data of each entry of an .ico file."""
    data = path.read_bytes()
    _reserved, _kind, count = struct.unpack_from("<HHH", data, 0)
    images = set()
    for index in range(count):
        size, offset = struct.unpack_from("<II", data, 6 + 16 * index + 8)
        images.add(data[offset : offset + size])
    return images


def resources(pe: pefile.PE, kind: str) -> list[bytes]:
    found = []
    if not hasattr(pe, "DIRECTORY_ENTRY_RESOURCE"):
        return found
    for entry in pe.DIRECTORY_ENTRY_RESOURCE.entries:
        if entry.id != pefile.RESOURCE_TYPE[kind]:
            continue
        for name in entry.directory.entries:
            for language in name.directory.entries:
                where = language.data.struct
                found.append(pe.get_data(where.OffsetToData, where.Size))
    return found


def main(exe: str, icon: str) -> int:
    pe = pefile.PE(exe)
    problems = []
    subsystem = pe.OPTIONAL_HEADER.Subsystem
    if subsystem != pefile.SUBSYSTEM_TYPE["IMAGE_SUBSYSTEM_WINDOWS_GUI"]:
        problems.append(f"subsystem is {pefile.SUBSYSTEM_TYPE.get(subsystem)}, not Windows GUI")
    wanted = ico_images(Path(icon))
    carried = set(resources(pe, "RT_ICON"))
    if not resources(pe, "RT_GROUP_ICON"):
        problems.append("no icon group resource")
    if wanted - carried:
        problems.append(f"{len(wanted - carried)} of the {len(wanted)} images of {icon} missing")
    for problem in problems:
        print(f"check_windows_exe: {exe}: {problem}")
    if problems:
        return 1
    print(
        f"check_windows_exe: {exe} is a Windows GUI program (no console window) carrying "
        f"all {len(wanted)} images of {icon} as its icon"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
