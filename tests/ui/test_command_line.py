"""The command line reads as argparse reads it, whether or not argparse is asked (a plain line
is read without it, for a quicker start: issue 51), and a line that is not plain still gets
argparse's help and its words for a mistake."""

from __future__ import annotations

import pytest

from common.ui import main


@pytest.mark.parametrize(
    "line",
    [
        [],
        ["--frames", "3"],
        ["--version"],
        ["--size", "1600x1000", "--game", "bombay"],
        ["--size", "800x600", "--frames", "2", "--version", "--game", "marrakech"],
        ["--frames=3"],  # the forms a plain reading leaves to argparse
        ["--fr", "2"],
        ["--game", "marrakech", "--game", "bombay"],
        ["--frames", "٣"],  # an Arabic-Indic three: int() takes it, as argparse's type does
    ],
)
def test_a_command_line_reads_as_argparse_reads_it(line):
    assert vars(main.parse_args(line)) == vars(main._parser().parse_args(line))


@pytest.mark.parametrize(
    "line", [["--game", "chess"], ["--frames", "x"], ["--size"], ["--bogus"], ["--frames", "-1x"]]
)
def test_a_mistake_is_told_by_argparse(line, capsys):
    with pytest.raises(SystemExit) as ended:
        main.parse_args(line)
    assert ended.value.code == 2
    assert "usage: bazaar" in capsys.readouterr().err


def test_help_is_argparse_s(capsys):
    with pytest.raises(SystemExit) as ended:
        main.parse_args(["--help"])
    assert ended.value.code == 0
    assert "draw this many frames" in capsys.readouterr().out
