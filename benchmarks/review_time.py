"""How long the review of a whole game takes (issue 31: 4-player Marrakech at most 30 s, two
players 10 s, Bombay Bazar likewise). Plays `--games` games with the computer at `--level`
(from --seed), reviews each and prints one JSON line: seconds per game, median and max.

With `--live` (issue 53) the review follows each game as it is played, in its own process at
the lowest priority as in the window (common.ai.review_live), one decision every `--pace`
seconds at the least (a person's or the table's pace: the computer's moves are shown a second
or so apart); the seconds are those from the last move to the whole review.

    python -m benchmarks.review_time --game marrakech --players 4
    python -m benchmarks.review_time --game bombay --players 2 --games 3
    python -m benchmarks.review_time --game marrakech --players 4 --games 1 --live
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from common.ai.review import review_record
from common.ai.review_live import LiveReview
from common.core import registry
from common.core.record import GameRecord


def played_game(
    game_name: str, players: int, level: str, seed: int, live: bool = False, pace: float = 0.0
) -> tuple[GameRecord, LiveReview | None]:
    """A whole game, every seat played by the computer at `level` (each decision `pace`
    seconds at the least), its review followed as it is played if `live`."""
    entry = registry.find(game_name)
    game = entry.game()
    setup = next(s for s in game.setups() if s.players == players)
    record = GameRecord(game, setup, seed)
    following = LiveReview(record) if live else None
    if following is not None:
        record.listen(following.follow)
    bots = [entry.make_bot(level, seed * 10 + seat) for seat in range(players)]
    while not record.state.is_terminal():
        if record.waiting_roll is not None:
            record.roll()
            continue
        started = time.perf_counter()
        move = bots[record.state.current_player()].choose(record.state)
        time.sleep(max(0.0, pace - (time.perf_counter() - started)))
        record.play(move)
    return record, following


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="marrakech", choices=["marrakech", "bombay"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--live", action="store_true", help="followed as the game is played")
    parser.add_argument("--pace", type=float, default=1.0, help="--live: seconds a decision")
    args = parser.parse_args(argv)
    registry.load_games()
    seconds, steps = [], []
    for k in range(args.games):
        record, live = played_game(
            args.game, args.players, args.level, args.seed + k, args.live, args.pace
        )
        started = time.perf_counter()
        if live is None:
            review_record(record)
        elif live.wait(record, 600.0) is None:
            raise SystemExit(f"the live review failed: {live.error or 'it took over 600 s'}")
        seconds.append(time.perf_counter() - started)
        steps.append(len(record.steps))
        if live is not None:
            live.close()
    print(
        json.dumps(
            {
                "game": args.game,
                "players": args.players,
                "games": args.games,
                "level": args.level,
                "live": args.live,
                "pace": args.pace if args.live else None,
                "steps_mean": statistics.fmean(steps),
                "seconds_median": round(statistics.median(seconds), 2),
                "seconds_max": round(max(seconds), 2),
            }
        )
    )


if __name__ == "__main__":
    main()
