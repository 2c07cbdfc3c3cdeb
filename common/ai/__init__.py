"""Computer players for any game of the shared state API (common.core.api), without pygame.

bot.py         the Bot interface, cancellation and the time limit
model.py       the mutable view search works on (SearchModel) and one over the public API
evaluate.py    the Evaluator type: a position's estimated returns per seat
random_bot.py  a bot that plays uniformly at random
greedy.py      one step ahead, with some randomness (Easy)
expectimax.py  depth-limited expectimax / max-n over chance nodes (Medium)
mcts.py        Monte-Carlo tree search with chance nodes and any number of players (Hard)
worker.py      a bot thinking on a background thread, for the UI
levels.py      easy / medium / hard for either game by name (setup screens, Hint button)
"""
