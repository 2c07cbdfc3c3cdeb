"""Bombay Bazar computer players: the fast search model, the heuristic and the levels.

model.py      search over the fast core (bombay.rules.core.Core); what a finished game is worth
heuristic.py  trunk length, room ahead of each open end, mobility, as a win estimate
              (in solo: the solo score the game is heading for)
levels.py     Random, Easy, Medium and Hard by name (the arena: benchmarks/bombay_arena.py)
"""
