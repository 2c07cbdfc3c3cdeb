"""The desktop notice of an online turn: each system's own notifier, given words it can only
show (never run), one notice at a time, off the window's thread."""

from __future__ import annotations

import threading

from common.ui import desktop_notice
from common.ui.desktop_notice import SystemNotifier, cleaned, command

TOOLS = {"notify-send": "/usr/bin/notify-send", "osascript": "/usr/bin/osascript"}
TOOLS["powershell"] = "C:/Windows/powershell.exe"


def test_linux_shows_markup_as_text_after_the_end_of_options():
    argv, env = command("Bazaar", "Your turn <b>&</b>", "linux", TOOLS.get)
    assert argv == [
        "/usr/bin/notify-send",
        "--app-name=Bazaar",
        "--",
        "Bazaar",
        "Your turn &lt;b&gt;&amp;&lt;/b&gt;",
    ]
    assert env == {}


def test_macos_passes_the_words_as_arguments_never_inside_the_script():
    sneaky = '" & do shell script "rm -rf ~'
    argv, _env = command("Bazaar", sneaky, "darwin", TOOLS.get)
    assert argv[-2:] == ["Bazaar", sneaky]
    assert all(sneaky not in part for part in argv[:-1])


def test_windows_passes_the_words_in_the_environment_never_inside_the_script():
    sneaky = "'); Remove-Item C:/ -Recurse; ('"
    argv, env = command("Bazaar", sneaky, "win32", TOOLS.get)
    assert all(sneaky not in part for part in argv)
    assert env == {"BAZAAR_NOTICE_TITLE": "Bazaar", "BAZAAR_NOTICE_BODY": sneaky}


def test_a_system_without_a_notifier_shows_none():
    assert command("Bazaar", "Your turn", "linux", lambda name: None) is None


def test_words_are_one_clean_line_of_bounded_length():
    assert (
        cleaned("Your\nturn\x1b[31m in\u202eMarrakech", 200)
        == "Your turn\ufffd[31m in\ufffdMarrakech"
    )
    assert len(cleaned("x" * 5000, 80)) == 80


def test_one_notice_at_a_time_off_the_calling_thread(monkeypatch):
    monkeypatch.setattr(desktop_notice.shutil, "which", TOOLS.get)
    monkeypatch.setattr(desktop_notice.sys, "platform", "linux")
    started, release, runs = threading.Event(), threading.Event(), []

    def run(argv, **options):
        runs.append((argv[-1], threading.current_thread(), options["env"]))
        started.set()
        assert release.wait(10)

    notifier = SystemNotifier(run, environment={"HOME": "/home/ana"})
    notifier.notify("Bazaar", "Your turn in Marrakech")
    assert started.wait(10)
    first = notifier.showing
    notifier.notify("Bazaar", "dropped: the first is still shown")
    release.set()
    first.join(10)
    notifier.notify("Bazaar", "Your turn in Bombay Bazar")
    notifier.showing.join(10)
    assert [words for words, *_rest in runs] == [
        "Your turn in Marrakech",
        "Your turn in Bombay Bazar",
    ]
    assert runs[0][1] is first and first is not threading.current_thread()
    assert runs[0][2] == {"HOME": "/home/ana"}


def test_a_notifier_that_fails_is_left_and_the_next_notice_still_shows(monkeypatch):
    monkeypatch.setattr(desktop_notice.shutil, "which", TOOLS.get)
    monkeypatch.setattr(desktop_notice.sys, "platform", "linux")
    runs = []

    def run(argv, **options):
        runs.append(argv[-1])
        raise OSError("no notification daemon")

    notifier = SystemNotifier(run)
    notifier.notify("Bazaar", "one")
    notifier.showing.join(10)
    notifier.notify("Bazaar", "two")
    notifier.showing.join(10)
    assert runs == ["one", "two"]
