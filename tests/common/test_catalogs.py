"""Translation catalogues: extraction finds the messages, and compiled .mo files work with
Python's gettext, plural forms included."""

from __future__ import annotations

import gettext

from common.core import catalogs


def test_extraction_finds_messages_of_both_games_and_the_shell():
    messages = catalogs.extract()
    assert "Paused" in messages
    assert "A carpet cannot lie under Assam." in messages
    assert messages["{n} carpet"].plural == "{n} carpets"
    assert "Bombay Bazar" in messages  # marked with N_() in a table


def test_a_compiled_catalogue_translates_with_russian_plurals(tmp_path):
    messages = {
        "Paused": catalogs.Message("Paused", translations=["Пауза"]),
        "{n} carpet": catalogs.Message(
            "{n} carpet", "{n} carpets", translations=["{n} ковёр", "{n} ковра", "{n} ковров"]
        ),
        "Untranslated": catalogs.Message("Untranslated"),
    }
    po = tmp_path / "ru" / "LC_MESSAGES" / "bazaar.po"
    catalogs.write_po(po, messages, "ru")
    assert catalogs.read_po(po)["{n} carpet"].translations[2] == "{n} ковров"
    po.with_suffix(".mo").write_bytes(catalogs.mo_bytes(po, "ru"))
    translation = gettext.translation("bazaar", str(tmp_path), languages=["ru"])
    assert translation.gettext("Paused") == "Пауза"
    assert translation.gettext("Untranslated") == "Untranslated"
    forms = [translation.ngettext("{n} carpet", "{n} carpets", n) for n in (1, 3, 5, 21, 11)]
    assert forms == ["{n} ковёр", "{n} ковра", "{n} ковров", "{n} ковёр", "{n} ковров"]


def test_fuzzy_translations_are_left_out_of_the_mo_as_msgfmt_does(tmp_path):
    po = tmp_path / "ru" / "LC_MESSAGES" / "bazaar.po"
    po.parent.mkdir(parents=True)
    po.write_text(
        "\n".join(
            [
                'msgid ""',
                'msgstr ""',
                '"Content-Type: text/plain; charset=UTF-8\\n"',
                "",
                "#: common/ui/app.py:1",
                'msgid "Paused"',
                'msgstr "Пауза"',
                "",
                "#: common/ui/app.py:2",
                "#, fuzzy, python-format",
                'msgid "Resume"',
                'msgstr "Пауза"',
                "",
                "#, fuzzy",
                'msgid "{n} carpet"',
                'msgid_plural "{n} carpets"',
                'msgstr[0] "{n} ковёр"',
                'msgstr[1] "{n} ковра"',
                'msgstr[2] "{n} ковров"',
                "",
            ]
        ),
        encoding="utf-8",
    )
    read = catalogs.read_po(po)
    assert read["Resume"].fuzzy and read["{n} carpet"].fuzzy and not read["Paused"].fuzzy
    po.with_suffix(".mo").write_bytes(catalogs.mo_bytes(po, "ru"))
    translation = gettext.translation("bazaar", str(tmp_path), languages=["ru"])
    assert translation.gettext("Paused") == "Пауза"
    assert translation.gettext("Resume") == "Resume"  # the guess is not shown to players
    assert translation.ngettext("{n} carpet", "{n} carpets", 5) == "{n} carpets"
    catalogs.write_po(po, read, "ru")  # the flag survives a rewrite, for the translator
    assert catalogs.read_po(po)["Resume"].fuzzy
