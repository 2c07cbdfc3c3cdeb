"""Every error code the server may send is worded by the app in the player's own language:
none falls back to the server's words (in the server's language), in any of the app's
languages."""

from __future__ import annotations

import pytest

from common.core import catalogs
from common.core.i18n import set_language
from common.net.protocol import BAD_NAME, BAD_URL, ERROR_CODES, PAUSED, UNAVAILABLE
from common.ui.online_words import refusal_words

SERVERS_WORDS = "Words of a server in another language"


@pytest.fixture
def language():
    yield set_language
    set_language("en")


@pytest.mark.parametrize("tongue", ["en", *catalogs.LANGUAGES])
def test_every_error_code_has_words_of_the_apps_own(language, tongue):
    language(tongue)
    for code in ERROR_CODES:
        for asked in ("", "create", "join", "rejoin", "move"):
            said = refusal_words(code, SERVERS_WORDS, asked, "Zed")
            assert said and SERVERS_WORDS not in said, (tongue, code, asked)


def test_the_new_codes_are_told_in_russian(language):
    language("ru")
    for code, name in (
        (BAD_NAME, "   "),
        (BAD_NAME, "Zed"),
        (BAD_URL, ""),
        (PAUSED, ""),
        (UNAVAILABLE, ""),
    ):
        said = refusal_words(code, SERVERS_WORDS, "join", name)
        assert sum("а" <= ch <= "я" for ch in said.lower()) > len(said) // 2, (code, said)
