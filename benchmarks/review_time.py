"""How long the review of a whole game takes (issue 31: 4-player Marrakech at most 30 s, two
players 10 s, Bombay Bazar likewise). Plays `--games` games with the computer at `--level`
(from --seed), reviews each and prints one JSON line: seconds per game, median and max.

    python -m benchmarks.review_time --game marrakech --players 4
    python -m benchmarks.review_time --game bombay --players 2 --games 3
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from common.ai.review import review_record
from common.core import registry
from common.core.record import GameRecord


def played_game(game_name: str, players: int, level: str, seed: int) -> GameRecord:
    """A whole game, every seat played by the computer at `level`."""
    entry = registry.find(game_name)
    game = entry.game()
    setup = next(s for s in game.setups() if s.players == players)
    record = GameRecord(game, setup, seed)
    bots = [entry.make_bot(level, seed * 10 + seat) for seat in range(players)]
    while not record.state.is_terminal():
        if record.waiting_roll is not None:
            record.roll()
            continue
        record.play(bots[record.state.current_player()].choose(record.state))
    return record


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="marrakech", choices=["marrakech", "bombay"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    registry.load_games()
    seconds, steps = [], []
    for k in range(args.games):
        record = played_game(args.game, args.players, args.level, args.seed + k)
        started = time.perf_counter()
        review_record(record)
        seconds.append(time.perf_counter() - started)
        steps.append(len(record.steps))
    print(
        json.dumps(
            {
                "game": args.game,
                "players": args.players,
                "games": args.games,
                "level": args.level,
                "steps_mean": statistics.fmean(steps),
                "seconds_median": round(statistics.median(seconds), 2),
                "seconds_max": round(max(seconds), 2),
            }
        )
    )


if __name__ == "__main__":
    main()
