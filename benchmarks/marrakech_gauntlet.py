"""`python -m benchmarks.marrakech_gauntlet --bot hard --games N --seed S [--jobs J]`: one bot
at mixed tables of opponents of other designs, each game played twice, once with the bot in its
seat and once with the reference level (`--versus`, Medium by default) there, everything else
the same.

Game i of a table is seeded as the arena seeds its games (benchmarks.match): rounds of one game
per seat, the round's chance seed shared, so the dice are the same from every seat and in both
arms; the seat of the bot rotates through the table, and from round to round the opponents sit
in each of their distinct orders in turn (the seat after the bot matters at 3-4 players). The
bots' own seeds come from the game's seed and their seat, so in both arms each opponent is the
same bot with the same seed. Prints one JSON line: per table the bot's win share, the reference
level's on the same games, both with 95 % Wilson intervals, and the paired difference (by game,
a shared win counted as its fraction) with a 95 % normal interval.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import permutations
from typing import TextIO

from benchmarks import arena_levels
from benchmarks.match import play_game, wilson
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.state import MarrakechState

#: The tables, as the bot's opponents: two at 3 players, three at 4 (named "3:avoider+avoider").
TABLES = (
    ("avoider", "avoider"),
    ("medium", "coverer"),
    ("medium", "avoider", "coverer"),
    ("easy", "avoider", "coverer"),
)


def table_name(opponents: tuple[str, ...]) -> str:
    return f"{len(opponents) + 1}:{'+'.join(opponents)}"


@dataclass(frozen=True)
class Plan:
    """Game i of a table: its chance seed, the level in each seat, and the bot's seat."""

    seed: int
    levels: tuple[str, ...]
    bot_seat: int


def plan_game(bot: str, opponents: tuple[str, ...], seed: int, i: int) -> Plan:
    players = len(opponents) + 1
    game_round = i // players
    orders = sorted(set(permutations(opponents)))
    lineup = (bot, *orders[game_round % len(orders)])
    levels = tuple(lineup[(s + i) % players] for s in range(players))
    return Plan(seed * 1_000_003 + game_round, levels, (-i) % players)


def play_plan(plan: Plan) -> tuple[float, list[float]]:
    """Play the planned game: the bot seat's share of the win and its seconds per move."""
    bots = [
        arena_levels.make_bot("marrakech", level, plan.seed * 8 + s)
        for s, level in enumerate(plan.levels)
    ]
    budgets = [arena_levels.time_cap("marrakech", level) for level in plan.levels]
    state = MarrakechState.initial(MarrakechSetup(len(plan.levels)))
    _final, result = play_game(state, bots, plan.seed, budgets)
    return result.returns[plan.bot_seat], result.seconds[plan.bot_seat]


def play_pair(task: tuple[str, str, tuple[str, ...], int, int]) -> tuple[float, float, list[float]]:
    """Game i of a table in both arms: the bot's share, the reference's, the bot's seconds."""
    bot, versus, opponents, seed, i = task
    share, seconds = play_plan(plan_game(bot, opponents, seed, i))
    reference, _seconds = play_plan(plan_game(versus, opponents, seed, i))
    return share, reference, seconds


def paired_interval(diffs: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """Mean of the paired differences and its 95 % normal interval."""
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, -1.0, 1.0
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    half = z * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def table_summary(
    opponents: tuple[str, ...], pairs: list[tuple[float, float, list[float]]]
) -> dict:
    def rnd(x: float) -> float:
        return round(x, 4)

    n = len(pairs)
    bot = sum(p[0] for p in pairs)
    versus = sum(p[1] for p in pairs)
    diff, low, high = paired_interval([p[0] - p[1] for p in pairs])
    seconds = [s for p in pairs for s in p[2]]
    return {
        "table": table_name(opponents),
        "players": len(opponents) + 1,
        "games": n,
        "fair_share": rnd(1 / (len(opponents) + 1)),
        "bot_share": rnd(bot / n),
        "bot_ci95": [rnd(x) for x in wilson(bot, n)],
        "versus_share": rnd(versus / n),
        "versus_ci95": [rnd(x) for x in wilson(versus, n)],
        "diff": rnd(diff),
        "diff_ci95": [rnd(low), rnd(high)],
        "games_changed": sum(p[0] != p[1] for p in pairs),
        "bot_sec_per_move": {
            "mean": rnd(sum(seconds) / max(len(seconds), 1)),
            "max": rnd(max(seconds, default=0.0)),
        },
    }


def run_gauntlet(
    bot: str,
    games: int,
    seed: int,
    versus: str = "medium",
    tables: tuple[tuple[str, ...], ...] = TABLES,
    jobs: int = 1,
    progress: bool = False,
    per_game: TextIO | None = None,
) -> dict:
    """Play every table `games` times in both arms; the JSON line's fields as a dict. Each
    game's two shares also go to `per_game`, one JSON line a game (to pair two runs later)."""
    started = time.perf_counter()
    tasks = [(bot, versus, opp, seed, i) for opp in tables for i in range(games)]
    pool = None
    results: Iterator[tuple[float, float, list[float]]]
    if jobs > 1 and "fork" in multiprocessing.get_all_start_methods():
        pool = multiprocessing.get_context("fork").Pool(jobs)
        results = pool.imap(play_pair, tasks)
    else:
        results = map(play_pair, tasks)
    summaries = []
    try:
        for opponents in tables:
            pairs = []
            for i in range(games):
                pairs.append(next(results))
                if per_game is not None:
                    share, reference, _seconds = pairs[-1]
                    game = {"table": table_name(opponents), "i": i, "bot": share}
                    print(json.dumps({**game, "versus": reference}), file=per_game, flush=True)
                if progress and len(pairs) % 50 == 0:
                    line = table_summary(opponents, pairs)
                    print(json.dumps(line), file=sys.stderr, flush=True)
            summaries.append(table_summary(opponents, pairs))
    finally:
        if pool is not None:
            pool.terminate()
    return {
        "game": "marrakech",
        "gauntlet": True,
        "bot": bot,
        "versus": versus,
        "seed": seed,
        "tables": summaries,
        "seconds": round(time.perf_counter() - started, 1),
    }


def _table(text: str) -> tuple[str, ...]:
    opponents = tuple(name.strip() for name in text.split("+"))
    levels = arena_levels.level_names("marrakech")
    unknown = [name for name in opponents if name not in levels]
    if unknown or len(opponents) not in (2, 3):
        raise argparse.ArgumentTypeError(
            f"a table is 2 or 3 opponents joined by +, of {', '.join(levels)}"
        )
    return opponents


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    levels = arena_levels.level_names("marrakech")
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.marrakech_gauntlet",
        description="one bot at mixed tables, paired with the reference level on the same games",
    )
    parser.add_argument("--bot", default="hard", choices=levels)
    parser.add_argument("--versus", default="medium", choices=levels)
    parser.add_argument("--games", type=int, default=200, help="games per table")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--tables",
        type=lambda text: tuple(_table(t) for t in text.split(",")),
        default=TABLES,
        help="opponents per table, e.g. avoider+avoider,medium+avoider+coverer (default: "
        + ", ".join(table_name(t) for t in TABLES)
        + ")",
    )
    parser.add_argument("--progress", action="store_true", help="running figures on stderr")
    parser.add_argument("--per-game", help="a file for each game's two shares, a line a game")
    args = parser.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    with contextlib.ExitStack() as stack:
        per_game = (
            stack.enter_context(open(args.per_game, "w", encoding="utf-8"))
            if args.per_game
            else None
        )
        line = run_gauntlet(
            args.bot,
            args.games,
            args.seed,
            args.versus,
            args.tables,
            args.jobs,
            args.progress,
            per_game,
        )
    print(json.dumps(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
