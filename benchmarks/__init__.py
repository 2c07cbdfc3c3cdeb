"""Benchmarks and the arena: measuring tools run from a checkout, never shipped (the wheel and
the PyInstaller bundle carry only common/, marrakech/, bombay/ and the assets). Each runs with
one command from the checkout's top folder; the README lists them with their figures.

Measuring:
    python -m benchmarks.autosave            one autosave as a game grows (50, 200, 800 actions)
    python -m benchmarks.kept_games [N ...]  keeping, Save and Load with 0, 1,000, 10,000 kept games
    python -m benchmarks.review_time         the review of a whole game (--game, --players)
    python -m benchmarks.server_load         one server process under N games of scripted clients
    python -m benchmarks.marrakech_history   a step of the table's and the replay's history
    python -m benchmarks.marrakech_engine_ratio BASE   random Marrakech turns against BASE
  with a display (Xvfb, or SDL_VIDEODRIVER=dummy where said):
    python -m benchmarks.startup [BUNDLE]    start-up time and idle CPU at the title
    python benchmarks/hello_window.py 3      a bare pygame-ce window, the start-up's yardstick
    python -m benchmarks.startup_ratio       bazaar --frames 3 against that window, in CPU time
    python -m benchmarks.marrakech_frames    idle CPU and frame times while Assam walks
    python -m benchmarks.bombay_frames       idle CPU and frame times while trunks grow
    python -m benchmarks.thinking            frames while a computer player thinks
    python -m benchmarks.online_table        an online table against a local one

The arena (computer players against each other, as one JSON line):
    python -m benchmarks.marrakech_arena --bots hard,random --games 200 --seed 1
    python -m benchmarks.marrakech_gauntlet --bot hard --games 200 --seed 1
    python -m benchmarks.bombay_arena --bots hard,medium [--solo]
arena_levels.py holds the levels they play (each game's own, and the arena's sparring partners:
marrakech_opponents.py, review_bot.py); match.py the seat-rotated matches and their statistics;
measure.py the frame-time and idle-CPU helpers.
"""
